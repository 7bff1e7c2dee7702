package iso

import "github.com/puzzlebook/sudoku/solve"

// symmetries lists the clue-pattern symmetries by the names of the CLI's
// --symmetry flag, strongest first, each with the cell maps that qualify:
// a pattern has the symmetry if it is invariant under any of them.
var symmetries = []struct {
	name string
	maps []func(r, c int) (int, int)
}{
	{"rot90", []func(r, c int) (int, int){
		func(r, c int) (int, int) { return c, 8 - r },
	}},
	{"rot180", []func(r, c int) (int, int){
		func(r, c int) (int, int) { return 8 - r, 8 - c },
	}},
	{"mirror", []func(r, c int) (int, int){
		func(r, c int) (int, int) { return r, 8 - c },
		func(r, c int) (int, int) { return 8 - r, c },
	}},
	{"diagonal", []func(r, c int) (int, int){
		func(r, c int) (int, int) { return c, r },
		func(r, c int) (int, int) { return 8 - c, 8 - r },
	}},
}

// Symmetry names the strongest geometric symmetry of g's clue pattern
// (which cells are given, not their digits): "rot90" (quarter turn),
// "rot180" (half turn), "mirror" (left-right or top-bottom), "diagonal"
// (either diagonal), or "none". A pattern with several is named by the
// first in that order.
func Symmetry(g solve.Grid) string {
	for _, s := range symmetries {
		for _, m := range s.maps {
			if invariant(&g, m) {
				return s.name
			}
		}
	}
	return "none"
}

func invariant(g *solve.Grid, m func(r, c int) (int, int)) bool {
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			r2, c2 := m(r, c)
			if (g[r*9+c] == 0) != (g[r2*9+c2] == 0) {
				return false
			}
		}
	}
	return true
}
