package puzzle

import "github.com/puzzlebook/sudoku/grid"

// BoxSigns returns the signs of the greater-than sudoku of the solution
// grid sol: one between every two orthogonally adjacent cells of the same
// box (12 a box, 108 in all), pointing as sol says (Greater holds the
// larger digit), in canonical order (see Normalize).
func BoxSigns(sol grid.Nine) []Sign {
	var p Puzzle
	return p.RegionSigns(sol)
}

// RegionSigns returns the signs of the greater-than puzzle of p's shape
// over the solution grid sol: one between every two orthogonally adjacent
// cells of the same region (a box, or a jigsaw's region), pointing as sol
// says, in canonical order. With boxes it is BoxSigns(sol).
func (p *Puzzle) RegionSigns(sol grid.Nine) []Sign {
	q := Puzzle{Signs: make([]Sign, 0, 108)}
	for a := range 81 {
		for _, b := range []int{a + 1, a + 9} {
			if b > 80 || b == a+1 && b%9 == 0 || p.RegionOf(a) != p.RegionOf(b) {
				continue
			}
			if sol[a] > sol[b] {
				q.Signs = append(q.Signs, Sign{Greater: uint16(a), Lesser: uint16(b)})
			} else {
				q.Signs = append(q.Signs, Sign{Greater: uint16(b), Lesser: uint16(a)})
			}
		}
	}
	q.Normalize()
	return q.Signs
}

// RegionSignsOver is RegionSigns at every size and on joined boards, over
// a solution s of p's cells: one sign between every two orthogonally
// adjacent cells of one box or jigsaw region, pointing as s says, in
// canonical order. On a joined board the boxes are every grid's, a box
// two grids share one house (Houses), so its signs come once: 492 on a
// samurai.
func (p *Puzzle) RegionSignsOver(s *grid.Grid) []Sign {
	if p.Layout == nil && p.N() == 9 {
		return p.RegionSigns(s.Nine())
	}
	q := Puzzle{Size: p.Size, Box: p.Box, Regions: p.Regions, Layout: p.Layout}
	b := p.board()
	for _, h := range p.Houses() {
		if h.Kind != Box && h.Kind != Region {
			continue
		}
		for i, a := range h.Cells {
			for _, c := range h.Cells[i+1:] {
				if !b.AdjacentCells(int(a), int(c)) {
					continue
				}
				if s[a] > s[c] {
					q.Signs = append(q.Signs, Sign{Greater: a, Lesser: c})
				} else {
					q.Signs = append(q.Signs, Sign{Greater: c, Lesser: a})
				}
			}
		}
	}
	q.Normalize()
	return q.Signs
}
