// Package storetest is the contract of store.Catalog as tests, run once per
// engine: each engine's tests call Run with a way to make and open its
// catalogs, and the same checks (adding, dedup by isomorph key, filters,
// orders and limits, books that never share a puzzle, stats, sources,
// several writers at once) hold for both.
//
// The expectations are computed here, with the solver and simple models
// (maps from isomorph key to the first puzzle of a class), never copied
// from a catalog's answers.
package storetest

import (
	"context"
	"embed"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/store"
)

// Engine is what the suite needs of an engine.
type Engine struct {
	// New makes a place for a new, empty catalog and returns its name (a
	// file path, a URL), cleaned up when tb ends.
	New func(tb testing.TB) string
	// Open opens the catalog name, creating it when it is not there.
	Open func(name string) (store.Catalog, error)
}

// MustOpen opens the catalog name and closes it when the test ends.
func (e Engine) MustOpen(tb testing.TB, name string) store.Catalog {
	tb.Helper()
	c, err := e.Open(name)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := c.Close(); err != nil {
			tb.Error(err)
		}
	})
	return c
}

// MustOpenNew opens a new, empty catalog.
func (e Engine) MustOpenNew(tb testing.TB) store.Catalog {
	tb.Helper()
	return e.MustOpen(tb, e.New(tb))
}

//go:embed testdata/*.jsonl
var testdata embed.FS

// Grids reads a collection of the module's top-level testdata (top95.txt,
// magictour_top1465.txt: see its README.md).
func Grids(tb testing.TB, name string) []grid.Nine {
	tb.Helper()
	return testgrids.Collection(tb, name)
}

// Solved turns grids into catalog entries, solved and scored by the
// solver, from source src, with their index+1 as line.
func Solved(tb testing.TB, gs []grid.Nine, src int64) []*store.Record {
	tb.Helper()
	ps := make([]*store.Record, len(gs))
	for i, g := range gs {
		r := testgrids.Solve(g)
		if !r.Unique() {
			tb.Fatalf("puzzle %d (%s): %d solutions", i+1, g, r.Solutions)
		}
		ps[i] = &store.Record{Puzzle: puzzle.ClassicOf(g), Solution: r.Solution, Score: r.Score, HasScore: true, SourceID: src, Line: i + 1}
	}
	return ps
}

// MustSource adds an import source and returns its id.
func MustSource(tb testing.TB, c store.Catalog, name string) int64 {
	tb.Helper()
	src := &store.Source{Kind: store.KindImport, Name: name, File: name}
	if err := c.AddSource(context.Background(), src); err != nil {
		tb.Fatal(err)
	}
	return src.ID
}

// Run runs the whole contract against e, each part a parallel subtest
// with catalogs of its own.
func Run(t *testing.T, e Engine) {
	for _, tt := range []struct {
		name string
		test func(*testing.T, Engine)
	}{
		{"AddPuzzles", testAddPuzzles},
		{"AddPuzzlesModel", testAddPuzzlesModel},
		{"Status", testStatus},
		{"AddSource", testAddSource},
		{"SourceUID", testSourceUID},
		{"ConcurrentWriters", testConcurrentWriters},
		{"FindPuzzles", testFindPuzzles},
		{"StopEarly", testStopEarly},
		{"Stats", testStats},
		{"RatingColumns", testRatingColumns},
		{"AddBook", testAddBook},
		{"Unused", testUnused},
		{"AddBookConcurrent", testAddBookConcurrent},
		{"Variants", testVariants},
		{"Shapes", testShapes},
		{"Sizes", testSizes},
		{"Joined", testJoined},
		{"Symmetry", testSymmetry},
		{"Merge", testMerge},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.test(t, e)
		})
	}
}
