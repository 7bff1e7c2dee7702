package solve_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// TestCounter holds the one entry point to the solvers it picks: Count
// is package solve's seed search on a classic puzzle and Solver's on the
// others, and Solutions finds the same solutions without the score, on
// classic puzzles (unique, with two solutions, with none) and variants.
func TestCounter(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	var k solve.Solver
	s := new(solve.Solver)
	counts := map[int]int{}
	for i := range 120 {
		sol := testgrids.RandomSolution(r)
		var p puzzle.Puzzle
		switch i % 4 {
		case 0:
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.3+0.2*r.Float64()))
		case 1:
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.3))
			p.Givens[r.IntN(81)] = 0
			if c := r.IntN(81); p.Givens[c] == 0 {
				p.Givens[c] = sol[c]%9 + 1 // often no solution
				if g := p.Givens.Nine(); g.Validate() != nil {
					p.Givens[c] = 0
				}
			}
		case 2:
			p.Cages = testgrids.RandomCages(r, sol, 4)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.1))
		case 3:
			p.Signs = puzzle.BoxSigns(sol)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.2))
		}
		p.Normalize()
		// Every implementation walks the one tree: the Solver's pick
		// (classicSearch on a classic puzzle) gives ruleSearch's count.
		got := k.Count(&p)
		if want := s.RuleCount(&p); got != want {
			t.Errorf("puzzle %d %s: Count %+v, want %+v", i, p.String(), got, want)
		}
		if p.IsClassic() {
			if c := solve.CountNine(p.Givens.Nine()); c != got {
				t.Errorf("puzzle %d %s: CountNine %+v, Count %+v", i, p.String(), c, got)
			}
		}
		fast := k.Solutions(&p)
		counts[fast.Solutions]++
		if fast.Solutions != got.Solutions || fast.Solutions == 1 && fast.Solution != got.Solution {
			t.Errorf("puzzle %d %s: Solutions %d %v, Count %d %v", i, p.String(), fast.Solutions, fast.Solution.Nine(), got.Solutions, got.Solution.Nine())
		}
	}
	for n := range 3 {
		if counts[n] == 0 {
			t.Errorf("no puzzle with %d solutions: the test does not test that case", n)
		}
	}
}
