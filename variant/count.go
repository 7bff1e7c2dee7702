package variant

import (
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

// Count runs the seed counting solver on p (which must be valid,
// puzzle.Validate) and returns its solutions up to two, the first, and
// for a unique puzzle the seed score. A classic puzzle goes to package
// solve's packed solver, whose tree is the same (docs/variants.md) and
// twice as fast; any other kind to Solver.
func (k *Counter) Count(p *puzzle.Puzzle) solve.Result {
	if p.IsClassic() {
		return k.classic.Count(p.Givens.Nine())
	}
	return k.seed.Count(p)
}

// Solutions counts p's solutions up to two with the fast counters,
// without the seed score: package solve's Checker for a classic puzzle,
// Checker for the others. The Result holds Solutions, and Solution when
// there is one. Use it where only uniqueness matters: the seed search of
// a greater-than sudoku can run to millions of nodes.
func (k *Counter) Solutions(p *puzzle.Puzzle) solve.Result {
	var res solve.Result
	if p.N() != 9 {
		// The Checker reads 9×9 grids; the seed search serves the rest.
		res = k.seed.Count(p)
		res.Score, res.Nodes = 0, 0
		return res
	}
	if p.IsClassic() {
		res.Solutions = k.classicCheck.Count(p.Givens.Nine(), 2)
		if res.Solutions == 1 {
			res.Solution = k.classicCheck.Solution()
		}
		return res
	}
	if k.check == nil {
		k.check = NewChecker()
	}
	res.Solutions = k.check.Count(p, 2)
	if res.Solutions == 1 {
		res.Solution = k.check.Solution(0)
	}
	return res
}

// Count counts p's solutions with a new Counter (Counter.Count).
func Count(p *puzzle.Puzzle) solve.Result {
	var k Counter
	return k.Count(p)
}
