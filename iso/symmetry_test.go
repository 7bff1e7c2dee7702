package iso_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// pattern puts a 1 in each cell named as (row, column); Symmetry looks at
// where clues are, not at their digits.
func pattern(cells ...[2]int) solve.Grid {
	var g solve.Grid
	for _, c := range cells {
		g[c[0]*9+c[1]] = 1
	}
	return g
}

func TestSymmetry(t *testing.T) {
	tests := []struct {
		name string
		g    solve.Grid
		want string
	}{
		{"Center", pattern([2]int{4, 4}), "rot90"},
		{"FourCorners", pattern([2]int{0, 0}, [2]int{0, 8}, [2]int{8, 0}, [2]int{8, 8}), "rot90"},
		{"HalfTurn", pattern([2]int{0, 1}, [2]int{8, 7}), "rot180"},
		{"LeftRight", pattern([2]int{2, 1}, [2]int{2, 7}), "mirror"},
		{"TopBottom", pattern([2]int{1, 3}, [2]int{7, 3}), "mirror"},
		{"MainDiagonal", pattern([2]int{0, 3}, [2]int{3, 0}), "diagonal"},
		{"AntiDiagonal", pattern([2]int{0, 3}, [2]int{5, 8}), "diagonal"},
		{"None", pattern([2]int{0, 1}, [2]int{0, 2}), "none"},
	}
	for _, tt := range tests {
		if got := iso.Symmetry(tt.g); got != tt.want {
			t.Errorf("%s: Symmetry = %q, want %q", tt.name, got, tt.want)
		}
	}
	// Real puzzles: top95's first is asymmetric; easy50's first is a
	// published half-turn symmetric puzzle.
	for s, want := range map[string]string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......": "none",
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..": "rot180",
	} {
		g, _ := solve.Parse(s)
		if got := iso.Symmetry(g); got != want {
			t.Errorf("Symmetry(%s) = %q, want %q", s, got, want)
		}
	}
}
