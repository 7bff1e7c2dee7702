package score

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// DefaultStableK is the number of transforms the stable score uses by
// default.
const DefaultStableK = 16

// MaxStableK is the most copies the command line lets a stable score
// take: each costs a seed search.
const MaxStableK = 1000

// stableSeed seeds the transform sequence. Changing it changes every
// stable score: it is part of the definition.
const stableSeed = 0x5eed5c0e

// stableTransform returns the i-th transform of the fixed sequence.
func stableTransform(i int) iso.Transform {
	return iso.Random(rand.New(rand.NewPCG(stableSeed, uint64(i))))
}

// stableTransforms returns the first k transforms of the sequence.
func stableTransforms(k int) []iso.Transform {
	ts := make([]iso.Transform, k)
	for i := range ts {
		ts[i] = stableTransform(i)
	}
	return ts
}

// stableOf computes the stable score of canon, a canonical form with one
// solution, over the copies ts; seeds is scratch.
func stableOf(sv *solve.Solver, canon grid.Nine, ts []iso.Transform, seeds []int) (rating.Stable, []int) {
	seeds = seeds[:0]
	for i := range ts {
		p := puzzle.ClassicOf(ts[i].Apply(canon))
		seeds = append(seeds, sv.Count(&p).Score)
	}
	slices.Sort(seeds)
	return rating.Stable{K: len(ts), Q1: quantile(seeds, 0.25), Median: quantile(seeds, 0.5), Q3: quantile(seeds, 0.75)}, seeds
}

// quantile interpolates linearly between the order statistics of sorted
// (the usual "type 7" definition): q=0.5 of an even count is the mean of
// the two middle values.
func quantile(sorted []int, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	h := q * float64(len(sorted)-1)
	i := int(h)
	if i+1 >= len(sorted) {
		return float64(sorted[len(sorted)-1])
	}
	return float64(sorted[i]) + (h-float64(i))*float64(sorted[i+1]-sorted[i])
}
