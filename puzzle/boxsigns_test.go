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

// TestRegionSignsOver: RegionSignsOver is RegionSigns on the 9×9 grid,
// and elsewhere a sign between every two adjacent cells of one box of
// every grid, each once, pointing as the cells' digits say: 204 on a
// 12×12 grid of 3×4 boxes (12 boxes of 9 pairs across and 8 down), 492
// on a samurai (41 boxes, the four shared ones once).
func TestRegionSignsOver(t *testing.T) {
	var digits grid.Grid
	for c := range digits {
		digits[c] = uint8(1 + (c*7+c/13)%9) // any digits: only the order counts
	}
	nine := puzzle.Puzzle{}
	if got, want := nine.RegionSignsOver(&digits), nine.RegionSigns(digits.Nine()); !slices.Equal(got, want) {
		t.Errorf("9x9: %d signs, RegionSigns %d", len(got), len(want))
	}
	samurai, err := grid.LayoutNamed("samurai")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p    puzzle.Puzzle
		want int
	}{
		{puzzle.Puzzle{Size: 12}, 204},
		{puzzle.Puzzle{Layout: samurai}, 492},
	} {
		got := tc.p.RegionSignsOver(&digits)
		if len(got) != tc.want {
			t.Errorf("%v: %d signs, want %d", tc.p.Kind(), len(got), tc.want)
		}
		seen := map[[2]uint16]bool{}
		for _, s := range got {
			pair := [2]uint16{min(s.Greater, s.Lesser), max(s.Greater, s.Lesser)}
			if seen[pair] || digits[s.Greater] < digits[s.Lesser] {
				t.Errorf("%v: sign %v twice or pointing the wrong way", tc.p.Kind(), s)
			}
			seen[pair] = true
		}
		q := tc.p
		q.Signs = got
		if err := q.Validate(); err != nil {
			t.Errorf("%v: %v", tc.p.Kind(), err)
		}
	}
}
