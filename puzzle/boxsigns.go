package puzzle

import "github.com/puzzlebook/sudoku/solve"

// BoxSigns returns the signs of the greater-than sudoku of the solution
// grid sol: one between every two orthogonally adjacent cells of the same
// box (12 a box, 108 in all), pointing as sol says (Greater holds the
// larger digit), in canonical order (see Normalize).
func BoxSigns(sol solve.Grid) []Sign {
	p := Puzzle{Signs: make([]Sign, 0, 108)}
	for a := range 81 {
		for _, b := range []int{a + 1, a + 9} {
			if b > 80 || b == a+1 && b%9 == 0 || solve.BoxOf[a] != solve.BoxOf[b] {
				continue
			}
			if sol[a] > sol[b] {
				p.Signs = append(p.Signs, Sign{Greater: uint8(a), Lesser: uint8(b)})
			} else {
				p.Signs = append(p.Signs, Sign{Greater: uint8(b), Lesser: uint8(a)})
			}
		}
	}
	p.Normalize()
	return p.Signs
}
