// Package score rates Sudoku puzzles. Its base is the seed score of
// package solve: the sum of (candidates - 1) over every branch point of the
// seed counting backtracker (see solve and docs/seed-score.md).
package score

import "github.com/puzzlebook/sudoku/solve"

// Result is everything known about one puzzle's difficulty.
type Result struct {
	// Solutions is 0, 1 or 2 (two or more).
	Solutions int
	// Solution is the solution when Solutions is 1.
	Solution solve.Grid
	// Clues is the number of givens.
	Clues int
	// Seed is the seed score; meaningful only when Solutions is 1.
	Seed int
	// Nodes is the number of candidates the seed solver tried.
	Nodes int
}

// Unique reports whether the puzzle has exactly one solution, so that its
// scores are difficulties.
func (r Result) Unique() bool { return r.Solutions == 1 }

// Scorer scores puzzles, reusing its solver's storage. It is not safe for
// concurrent use; give each goroutine its own.
type Scorer struct {
	solver solve.Solver
}

// NewScorer returns a Scorer.
func NewScorer() *Scorer { return &Scorer{} }

// Score rates g.
func (s *Scorer) Score(g solve.Grid) Result {
	r := s.solver.Count(g)
	res := Result{Solutions: r.Solutions, Clues: g.Clues(), Nodes: r.Nodes}
	if r.Solutions == 1 {
		res.Solution = r.Solution
		res.Seed = r.Score
	}
	return res
}
