package puzzle_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
)

// TestBoxSigns: a sign between each pair of orthogonal neighbours in a
// box and no other, once, true to the solution, in canonical order; the
// solution solves the puzzle they make.
func TestBoxSigns(t *testing.T) {
	ref, err := grid.Parse(testgrids.RefSolution)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i, sol := range []grid.Nine{ref, testgrids.RandomSolution(r), testgrids.RandomSolution(r)} {
		signs := puzzle.BoxSigns(sol)
		if len(signs) != 108 {
			t.Fatalf("grid %d: %d signs, want 108", i, len(signs))
		}
		pairs := map[[2]uint16]int{}
		for _, s := range signs {
			if sol[s.Greater] <= sol[s.Lesser] {
				t.Errorf("grid %d: sign %v against the solution", i, s)
			}
			if grid.Classic.BoxOf[s.Greater] != grid.Classic.BoxOf[s.Lesser] {
				t.Errorf("grid %d: sign %v across boxes", i, s)
			}
			pairs[[2]uint16{min(s.Greater, s.Lesser), max(s.Greater, s.Lesser)}]++
		}
		for a := range uint16(81) {
			for _, b := range grid.Classic.Adjacent[a] {
				if n := pairs[[2]uint16{a, b}]; b > a && grid.Classic.BoxOf[a] == grid.Classic.BoxOf[b] && n != 1 {
					t.Errorf("grid %d: %d signs between %s and %s, want 1", i, n, grid.CellName(int(a)), grid.CellName(int(b)))
				}
			}
		}
		p := puzzle.Puzzle{Signs: slices.Clone(signs)}
		p.Normalize()
		if !slices.Equal(p.Signs, signs) {
			t.Errorf("grid %d: not in canonical order", i)
		}
		if err := p.Validate(); err != nil || !p.IsSolution(sol) {
			t.Errorf("grid %d: Validate %v, IsSolution %v", i, err, p.IsSolution(sol))
		}
	}
}
