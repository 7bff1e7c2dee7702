package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// ScorePuzzle scores a puzzle of any kind: its solutions, clues and seed
// score (solve.Solver), and for a unique puzzle what the options ask.
// A classic puzzle gets the classic ratings (Ratings); another kind
// (killer cages, greater-than signs), WithRating, the rating of the
// variant ladder (Rater.RatePuzzle), and WithStable, the stable score
// over the symmetries of the square or of its joined board
// (VariantStable), but for cages or signs on joined grids. A seed search
// that passes WithSeedBudget's nodes leaves the Result SeedCut: its
// solutions are then the uniqueness checker's, and it is rated as any
// other.
func (s *Scorer) ScorePuzzle(p *puzzle.Puzzle) Result {
	budget := 0
	if len(p.Cages) > 0 || len(p.Signs) > 0 || p.N() > 16 {
		budget = s.seedBudget
	}
	r, stopped := s.counter.CountWithin(p, budget, s.done)
	res := Result{Solutions: r.Solutions, Clues: p.Givens.Clues(), Nodes: r.Nodes}
	switch {
	case stopped && s.interrupted():
		return Result{Clues: res.Clues, Stopped: true}
	case stopped:
		// The checker propagates cages, sums and signs before it
		// branches: it decides in milliseconds the puzzles whose seed
		// search, which only counts, runs past any budget.
		c := s.counter.Solutions(p)
		res = Result{Solutions: c.Solutions, Solution: c.Solution, Clues: res.Clues, SeedCut: true}
		if c.Solutions != 1 {
			return res
		}
	case r.Solutions != 1:
		return res
	default:
		res.Solution, res.Score = r.Solution, r.Score
	}
	switch {
	case p.IsClassic():
		res.Path, res.Stable = s.Ratings(p.Givens.Nine())
	default:
		if s.rate {
			res.Path = s.rater.RatePuzzle(p)
		}
		if s.k > 0 && !res.SeedCut && p.N() == 9 && (p.Layout == nil || len(p.Cages) == 0 && len(p.Signs) == 0) {
			// The copies are the square's symmetries of the 9×9 grid,
			// or those its joined board keeps. A killer or greater-than
			// sudoku on a joined board has none: its seed search, with
			// the few givens those have, runs for minutes a copy.
			var stopped bool
			if res.Stable, s.seeds, stopped = variantStable(&s.counter, p, s.k, s.seeds, budget, s.done); stopped && s.interrupted() {
				return Result{Clues: res.Clues, Stopped: true}
			}
		}
	}
	return res
}

// interrupted reports whether WithDone's channel is closed.
func (s *Scorer) interrupted() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

// MaxVariantStableK is the most copies a variant's stable score uses: the
// eight symmetries of the square. Relabelling digits and moving rows within
// bands, which the classic stable score also uses, change a variant's sums
// and signs or pull its cages apart.
const MaxVariantStableK = 8

// VariantStable is the stable score of a variant puzzle with one solution:
// the quartiles and median of its seed score over its canonical form's
// images under the first min(k, MaxVariantStableK) symmetries of the
// square (puzzle.Symmetries, identity first), so that turned and
// reflected puzzles get the same one; on joined grids, under the first k
// of those its board keeps (puzzle.Puzzle.BoardImages: eight for a
// samurai, four for a twodoku). Each copy costs a seed search: on
// greater-than sudokus that can run to millions of nodes.
func VariantStable(sv *solve.Solver, p *puzzle.Puzzle, k int) rating.Stable {
	st, _, _ := variantStable(sv, p, k, nil, 0, nil)
	return st
}

// variantStable is VariantStable reusing seeds, giving up (stopped), with
// no stable score, once done is closed or a copy's seed search passes
// budget nodes (0: no bound).
func variantStable(sv *solve.Solver, p *puzzle.Puzzle, k int, seeds []int, budget int, done <-chan struct{}) (st rating.Stable, _ []int, stopped bool) {
	k = min(k, MaxVariantStableK)
	if k <= 0 {
		return rating.Stable{}, seeds, false
	}
	canon := p.Canonical()
	seeds = seeds[:0]
	var copies []puzzle.Puzzle
	if p.Layout != nil {
		copies = canon.BoardImages()
		k = min(k, len(copies))
	} else {
		for _, t := range puzzle.Symmetries()[:k] {
			copies = append(copies, canon.Transformed(&t))
		}
	}
	for i := range copies[:k] {
		r, stopped := sv.CountWithin(&copies[i], budget, done)
		if stopped {
			return rating.Stable{}, seeds, true
		}
		seeds = append(seeds, r.Score)
	}
	slices.Sort(seeds)
	return rating.Stable{K: k, Q1: quantile(seeds, 0.25), Median: quantile(seeds, 0.5), Q3: quantile(seeds, 0.75)}, seeds, false
}
