package variant_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/variant"
)

// TestCheckerAgrees counts random killer, greater-than and mixed puzzles,
// with and without givens, with the Checker and the seed Solver: the same
// count (up to two), solutions that are solutions, and two different ones
// when there are two.
func TestCheckerAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	k := variant.NewChecker()
	s := variant.NewSolver()
	n := 200
	if testing.Short() || race.Enabled {
		n = 40
	}
	counts := map[int]int{}
	for i := range n {
		sol := testgrids.RandomSolution(r)
		var p puzzle.Puzzle
		switch i % 5 {
		case 0:
			p.Cages = testgrids.RandomCages(r, sol, 5)
		case 1: // givens: the seed solver's tree without them takes seconds
			p.Signs = puzzle.BoxSigns(sol)
			p.Givens = puzzle.NineGrid(testgrids.RandomGivens(r, sol, 0.15))
		case 2:
			p.Cages = testgrids.RandomCages(r, sol, 4)
			p.Signs = testgrids.RandomSigns(r, sol, 8)
		case 3:
			p.Cages = testgrids.RandomCages(r, sol, 3)
			p.Givens = puzzle.NineGrid(testgrids.RandomGivens(r, sol, 0.1))
		case 4:
			p.Cages = testgrids.RandomCages(r, sol, 6)
			p.Signs = testgrids.RandomSigns(r, sol, 3)
		}
		p.Normalize()
		if err := p.Validate(); err != nil {
			t.Fatal(err)
		}
		got := k.Count(&p, 2)
		want := s.Count(&p).Solutions
		counts[got]++
		if got != want {
			t.Errorf("puzzle %d %s: Checker %d solutions, Solver %d", i, p.String(), got, want)
			continue
		}
		for j := range min(got, 2) {
			if !p.IsSolution(k.Solution(j)) {
				t.Errorf("puzzle %d: solution %d %s is not one", i, j, k.Solution(j))
			}
		}
		if got == 2 && k.Solution(0) == k.Solution(1) {
			t.Errorf("puzzle %d: the two solutions are the same", i)
		}
		if got == 1 && k.Solution(0) != sol {
			t.Errorf("puzzle %d: unique with %s, made from %s", i, k.Solution(0), sol)
		}
	}
	if counts[1] == 0 || counts[2] == 0 {
		t.Errorf("counts %v: the puzzles should be unique and not", counts)
	}
	t.Logf("solution counts: %v", counts)
}

// TestCheckerMemo: the memo of small groups changes nothing but the
// time: a Checker reused over many puzzles (its memo warm, full of other
// puzzles' groups) and a fresh one for each search the same nodes and
// find the same solutions, on killers whose cages repeat with other sums
// and candidates.
func TestCheckerMemo(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	warm := variant.NewChecker()
	n := 60
	if testing.Short() || race.Enabled {
		n = 15
	}
	for i := range n {
		sol := testgrids.RandomSolution(r)
		p := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 2+i%5)}
		if i%3 == 0 {
			p.Signs = testgrids.RandomSigns(r, sol, 4)
		}
		p.Normalize()
		for _, limit := range []int{1, 2} {
			fresh := variant.NewChecker()
			a, b := warm.CountFrom(&p, limit, &sol), fresh.CountFrom(&p, limit, &sol)
			if a != b || warm.Nodes() != fresh.Nodes() || warm.Solution(0) != fresh.Solution(0) {
				t.Errorf("puzzle %d, limit %d: reused %d solutions in %d nodes, fresh %d in %d", i, limit, a, warm.Nodes(), b, fresh.Nodes())
			}
		}
	}
}

// TestCheckerBudget checks that a count past its node budget stops and
// says so, and that a budget it stays inside changes nothing.
func TestCheckerBudget(t *testing.T) {
	var empty puzzle.Puzzle // every grid solves it: the search must branch
	k := variant.NewChecker()
	if n := k.Count(&empty, 2); n != 2 || k.Undecided() || k.Nodes() < 20 {
		t.Fatalf("no budget: %d solutions, undecided %v, %d nodes", n, k.Undecided(), k.Nodes())
	}
	all := k.Nodes()
	k.Budget = 10
	if n := k.Count(&empty, 2); n == 2 || !k.Undecided() {
		t.Errorf("budget 10 of %d nodes: %d solutions, undecided %v", all, n, k.Undecided())
	}
	k.Budget = all
	if n := k.Count(&empty, 2); n != 2 || k.Undecided() || k.Nodes() != all {
		t.Errorf("budget %d: %d solutions, undecided %v, %d nodes", all, n, k.Undecided(), k.Nodes())
	}
}
