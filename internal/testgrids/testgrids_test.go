package testgrids_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/sudoku/internal/testgrids"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	text := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" +
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87..... 9.2 rated\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	gs := testgrids.Read(t, path)
	if len(gs) != 2 || gs[0][0] != 4 || gs[0][1] != 0 || gs[1][0] != 5 || gs[1].Clues() != 17 {
		t.Errorf("read %v", gs)
	}
}

// TestFile finds a collection of the top-level testdata from this
// package's folder, two levels below the module root, by a relative path.
func TestFile(t *testing.T) {
	if got, want := testgrids.File(t, "top95.txt"), filepath.Join("..", "..", "testdata", "top95.txt"); got != want {
		t.Errorf("File(top95.txt) = %q, want %q", got, want)
	}
	if gs := testgrids.Collection(t, "top95.txt"); len(gs) != 95 || gs[0].Clues() != 17 {
		t.Errorf("Collection(top95.txt): %d puzzles, the first of %d clues; want 95, 17", len(gs), gs[0].Clues())
	}
}
