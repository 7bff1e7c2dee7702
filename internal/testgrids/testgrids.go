// Package testgrids reads the puzzle collections that tests and
// benchmarks keep in testdata folders: one puzzle a line, its first 81
// characters, anything after them (a rating, a comment) ignored; or
// variant puzzles, one JSON line each. The real collections that tests of
// several packages read (top95.txt and the like) have one home, the
// module's top-level testdata folder (see its README.md); File finds them
// from any package's test.
package testgrids

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// Read returns the puzzles of the file at path, failing tb with the file
// and line of the first one that does not parse.
func Read(tb testing.TB, path string) []grid.Nine {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	return read(tb, path, f)
}

// File returns the path of the file name of the module's top-level
// testdata folder, relative to the working directory (a test runs in its
// package's directory), so that what a test prints of it (a command's
// messages, golden files) does not depend on where the module is checked
// out. It fails tb when the module root or the file is not found.
func File(tb testing.TB, name string) string {
	tb.Helper()
	root, err := moduleRoot()
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(root, "testdata", name)
	if _, err := os.Stat(path); err != nil {
		tb.Fatal(err)
	}
	return path
}

// Collection returns the puzzles of the file name of the module's
// top-level testdata folder, as Read does.
func Collection(tb testing.TB, name string) []grid.Nine {
	tb.Helper()
	return Read(tb, File(tb, name))
}

// moduleRoot is the way from the working directory up to the nearest
// directory that holds a go.mod: "../.." for a test of cmd/sudoku. It is
// looked up on each call, as a test may change its working directory.
func moduleRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	rel := "."
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return rel, nil
		}
		if filepath.Dir(dir) == dir {
			return "", errors.New("testgrids: no go.mod in " + wd + " or above it")
		}
		rel = filepath.Join(rel, "..")
	}
}

func read(tb testing.TB, path string, r io.Reader) []grid.Nine {
	tb.Helper()
	var gs []grid.Nine
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if len(line) > 81 {
			line = line[:81]
		}
		g, err := grid.Parse(line)
		if err != nil {
			tb.Fatalf("%s:%d: %v", path, n, err)
		}
		gs = append(gs, g)
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	return gs
}

// ReadVariants returns the variant puzzles of a file of JSON lines (the
// form of docs/variants.md) in fsys, failing tb with the file and line of
// the first one that does not parse. Pass os.DirFS(".") for a testdata
// folder on disk.
func ReadVariants(tb testing.TB, fsys fs.FS, name string) []puzzle.Puzzle {
	tb.Helper()
	f, err := fsys.Open(name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []puzzle.Puzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		p, err := puzzle.Parse(sc.Text())
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, n, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return out
}

// solved caches Solve's results for the test binary: many tests solve the
// same first puzzles of a collection, and solving them is much of a
// package's test time under the race detector.
var solved sync.Map // grid.Nine -> solve.Result

// Solve returns solve.CountNine of g, worked out once per test binary. Safe
// for concurrent use.
func Solve(g grid.Nine) solve.Result {
	if r, ok := solved.Load(g); ok {
		return r.(solve.Result)
	}
	r := solve.CountNine(g)
	solved.Store(g, r)
	return r
}
