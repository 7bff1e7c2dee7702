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
	"strconv"
	"strings"
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
var solved sync.Map // grid.Nine -> Result

// Result is what Solve tells of a classic puzzle: what solve.CountNine
// returns but the nodes it tried, which no test of a collection reads.
type Result struct {
	// Solutions is 0, 1 or 2 (two or more).
	Solutions int
	// Solution is the first solution found; all zero when there is none.
	Solution grid.Grid
	// Score is the seed score, when Solutions is 1.
	Score int
}

// Unique reports whether the puzzle has exactly one solution.
func (r Result) Unique() bool { return r.Solutions == 1 }

// Solve returns the solutions and the seed score of g, as solve.CountNine
// gives them, worked out once per test binary. Safe for concurrent use.
//
// The puzzles of the specs' reference values with one solution (every
// line of top95.txt, magictour_top1465.txt and forum_hardest_1106.txt
// among them) take their seed score from that table,
// solve/testdata/seed_scores.tsv, and their solution from the uniqueness
// checker, which must find exactly one: the seed search of a hard puzzle
// takes a hundred times as long, and most of a package's test time under
// the race detector, while package solve's TestSeedScoreVectors holds the
// seed solver to every value of the table (in a plain go test; a sample
// under the race detector). Other puzzles are counted by solve.CountNine.
func Solve(g grid.Nine) Result {
	if r, ok := solved.Load(g); ok {
		return r.(Result)
	}
	r := solveNew(g)
	solved.Store(g, r)
	return r
}

func solveNew(g grid.Nine) Result {
	if score, ok := referenceScores()[g]; ok {
		p := puzzle.ClassicOf(g)
		if r := new(solve.Solver).Solutions(&p); r.Unique() {
			return Result{Solutions: 1, Solution: r.Solution, Score: score}
		}
	}
	r := solve.CountNine(g)
	return Result{Solutions: r.Solutions, Solution: r.Solution, Score: r.Score}
}

// ReferenceFile is the table of the specs' reference values, from the
// module root: puzzle, solutions, seed score and set, tab-separated.
const ReferenceFile = "solve/testdata/seed_scores.tsv"

// referenceScores reads the seed scores of ReferenceFile's puzzles with
// one solution, once; it is empty when the file is not found, and Solve
// then counts every puzzle.
var referenceScores = sync.OnceValue(func() map[grid.Nine]int {
	scores := map[grid.Nine]int{}
	root, err := moduleRoot()
	if err != nil {
		return scores
	}
	f, err := os.Open(filepath.Join(root, filepath.FromSlash(ReferenceFile)))
	if err != nil {
		return scores
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) != 4 || fs[1] != "1" {
			continue // a comment, or no score
		}
		g, err := grid.Parse(fs[0])
		score, serr := strconv.Atoi(fs[2])
		if err != nil || serr != nil {
			continue
		}
		scores[g] = score
	}
	return scores
})
