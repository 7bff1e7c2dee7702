package score

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/sudoku/score/internal/widegen"
)

// TestWideGenerated holds package wide, the rater of grids larger than
// 9×9, to this package's code: its generated files are what widegen makes
// of the files here now (go generate ./score writes them), and no other.
func TestWideGenerated(t *testing.T) {
	want, err := widegen.Generate(".")
	if err != nil {
		t.Fatal(err)
	}
	have, err := filepath.Glob(filepath.Join("internal", "wide", widegen.Prefix+"*.go"))
	if err != nil {
		t.Fatal(err)
	}
	if len(have) != len(want) {
		t.Errorf("internal/wide has %d generated files, widegen makes %d: go generate ./score", len(have), len(want))
	}
	for name, code := range want {
		got, err := os.ReadFile(filepath.Join("internal", "wide", name))
		if err != nil || !bytes.Equal(got, code) {
			t.Errorf("internal/wide/%s is not what widegen makes of this package: go generate ./score", name)
		}
	}
}
