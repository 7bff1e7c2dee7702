package variant

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// Counter counts the solutions of puzzles of every kind, up to two: the
// one entry point for counting, which picks the solver a puzzle needs. A
// Counter reuses its solvers' storage; it is not safe for concurrent use.
// The zero Counter is ready to use.
type Counter struct {
	classic      solve.Solver
	classicCheck solve.Checker
	seed         Solver
	check        *Checker // made on first use: its memo is 100 KiB
}

// Result is what a count found: the number of solutions up to two, the
// first solution (a grid of the puzzle's size, zero when there is none),
// and, from the seed counting solver, the seed score and the nodes it
// tried.
type Result struct {
	Solutions int
	Solution  grid.Grid
	// Score is the seed score: meaningful only for a unique puzzle.
	Score, Nodes int
}

// Unique reports whether the puzzle has exactly one solution.
func (r *Result) Unique() bool { return r.Solutions == 1 }

// fromClassic is the Result of package solve's Result on a 9×9 grid.
func fromClassic(r solve.Result) Result {
	out := Result{Solutions: r.Solutions, Score: r.Score, Nodes: r.Nodes}
	if r.Solutions > 0 {
		out.Solution = grid.FromNine(r.Solution)
	}
	return out
}

// Count runs the seed counting solver on p (which must be valid,
// puzzle.Validate) and returns its solutions up to two, the first, and
// for a unique puzzle the seed score. A classic puzzle goes to package
// solve's packed solver, whose tree is the same (docs/variants.md) and
// twice as fast; any other kind to Solver.
func (k *Counter) Count(p *puzzle.Puzzle) Result {
	if p.IsClassic() {
		return fromClassic(k.classic.Count(p.Givens.Nine()))
	}
	return k.seed.Count(p)
}

// Solutions counts p's solutions up to two with the fast counters,
// without the seed score: package solve's Checker for a classic puzzle,
// Checker for the others. The Result holds Solutions, and Solution when
// there is one. Use it where only uniqueness matters: the seed search of
// a greater-than sudoku can run to millions of nodes.
func (k *Counter) Solutions(p *puzzle.Puzzle) Result {
	var res Result
	if p.N() > 9 {
		// The Checker reads grids up to 9×9; the seed search serves the
		// larger ones.
		res = k.seed.Count(p)
		res.Score, res.Nodes = 0, 0
		return res
	}
	if p.IsClassic() {
		res.Solutions = k.classicCheck.Count(p.Givens.Nine(), 2)
		if res.Solutions == 1 {
			res.Solution = grid.FromNine(k.classicCheck.Solution())
		}
		return res
	}
	if k.check == nil {
		k.check = NewChecker()
	}
	res.Solutions = k.check.Count(p, 2)
	if res.Solutions == 1 {
		res.Solution = k.check.SolutionGrid(0)
	}
	return res
}

// Count counts p's solutions with a new Counter (Counter.Count).
func Count(p *puzzle.Puzzle) Result {
	var k Counter
	return k.Count(p)
}
