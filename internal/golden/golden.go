// Package golden compares test output with golden files: files in a
// package's testdata that hold what a test is expected to produce. It
// declares the one -update flag of the tests (go test -update), under
// which Check rewrites the files instead of comparing; read their diff
// before committing them.
//
// Only tests import it: the flag is registered with the flag package's
// command line when the package is initialized.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

var update = flag.Bool("update", false, "rewrite the golden files with what the tests produce")

// Update reports whether the tests run with -update, so that a test that
// checks a golden file piece by piece can build the whole of it and hand
// it to Check, which rewrites it.
func Update() bool { return *update }

// Check compares got with the golden file at path (relative to the
// package directory, as tests run there) and fails t, naming the file and
// its first differing line, when they differ or the file is missing.
// With -update it writes got to path instead, making its directory,
// unless the file already holds exactly got.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	want, err := os.ReadFile(path)
	if *update {
		if err == nil && bytes.Equal(got, want) {
			return
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err != nil {
		t.Fatalf("golden file: %v (go test -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output (go test -update rewrites it; review the diff):\n%s", path, firstDiff(got, want))
	}
}

// firstDiff describes the first line in which got and want differ, with
// the part of a long line around the first differing byte.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		switch {
		case i >= len(g):
			return fmt.Sprintf("line %d:\n got: (end of output)\nwant: %s", i+1, excerpt(w[i], 0))
		case i >= len(w):
			return fmt.Sprintf("line %d:\n got: %s\nwant: (end of file)", i+1, excerpt(g[i], 0))
		case g[i] != w[i]:
			col := 0
			for col < len(g[i]) && col < len(w[i]) && g[i][col] == w[i][col] {
				col++
			}
			return fmt.Sprintf("line %d, column %d:\n got: %s\nwant: %s", i+1, col+1, excerpt(g[i], col), excerpt(w[i], col))
		}
	}
	return "(the same lines, different bytes)"
}

// excerpt quotes line, or of a long one the part around byte col.
func excerpt(line string, col int) string {
	const before, width = 40, 120
	if len(line) <= width {
		return strconv.Quote(line)
	}
	from := max(0, min(col-before, len(line)-width))
	for from > 0 && !utf8.RuneStart(line[from]) {
		from--
	}
	to := min(len(line), from+width)
	for to < len(line) && !utf8.RuneStart(line[to]) {
		to++
	}
	s := strconv.Quote(line[from:to])
	if from > 0 {
		s = "…" + s
	}
	if to < len(line) {
		s += "…"
	}
	return s
}
