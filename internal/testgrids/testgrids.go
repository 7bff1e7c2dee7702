// Package testgrids reads the puzzle collections that tests and
// benchmarks keep in their testdata folders: one puzzle a line, its first
// 81 characters, anything after them (a rating, a comment) ignored; or
// variant puzzles, one JSON line each.
package testgrids

import (
	"bufio"
	"io"
	"io/fs"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// Read returns the puzzles of the file at path, failing tb with the file
// and line of the first one that does not parse.
func Read(tb testing.TB, path string) []solve.Grid {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	return read(tb, path, f)
}

// ReadFS returns the puzzles of the file name in fsys (an embedded
// testdata folder), as Read does.
func ReadFS(tb testing.TB, fsys fs.FS, name string) []solve.Grid {
	tb.Helper()
	f, err := fsys.Open(name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	return read(tb, name, f)
}

func read(tb testing.TB, path string, r io.Reader) []solve.Grid {
	tb.Helper()
	var gs []solve.Grid
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if len(line) > 81 {
			line = line[:81]
		}
		g, err := solve.Parse(line)
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
