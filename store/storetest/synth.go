package storetest

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/store"
)

// Synth makes n catalog rows that look like generated ones: each a
// random transform of a real solution grid with 20 to 32 of its cells
// given, so all are valid and, for practical purposes, of distinct
// isomorphism classes; scores follow a log-normal law with median 30 like
// random minimal puzzles' seed scores, with a long tail of hard ones. The
// rows are not unique puzzles (nothing is solved): they exercise storage
// only (benchmarks of the engines). With keyed, keys are computed on all
// cores, as import does.
func Synth(tb testing.TB, n int, seed uint64, src int64, keyed bool) []*store.Record {
	tb.Helper()
	base := Grids(tb, "top95.txt")
	sols := make([]grid.Nine, len(base))
	for i, g := range base {
		sol := testgrids.Solve(g).Solution
		sols[i] = sol.Nine()
	}
	r := rand.New(rand.NewPCG(seed, 1))
	ps := make([]*store.Record, n)
	for i := range ps {
		tr := iso.Random(r)
		sol := tr.Apply(sols[r.IntN(len(sols))])
		var g grid.Nine
		for _, c := range r.Perm(81)[:20+r.IntN(13)] {
			g[c] = sol[c]
		}
		score := int(math.Exp(math.Log(30) + 1.3*r.NormFloat64()))
		ps[i] = &store.Record{Puzzle: puzzle.ClassicOf(g), Solution: grid.FromNine(sol), Score: score, HasScore: true, SourceID: src, Line: i + 1}
	}
	if keyed {
		var wg sync.WaitGroup
		workers := runtime.NumCPU()
		for w := range workers {
			wg.Go(func() {
				for i := w; i < n; i += workers {
					ps[i].Key = iso.KeyOf(ps[i].Puzzle.Givens.Nine())
				}
			})
		}
		wg.Wait()
	}
	return ps
}
