package puzzle

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
)

// HasSymmetry reports whether p maps onto itself under s in s's own
// orientation (iso.Symmetry.Image): given cells onto given cells, each
// jigsaw region onto a region, each
// cage's cells onto the cells of one cage (whatever the two sums), and
// the two cells of each sign onto the two cells of a sign (whichever way
// it points). Digits, sums and the direction of signs come from the
// solution, so they need not match. Every puzzle has None.
func (p *Puzzle) HasSymmetry(s iso.Symmetry) bool {
	if p.Layout != nil {
		image := joinedImage(p.Layout, s, false)
		return image != nil && p.invariant(image)
	}
	n := p.N()
	return p.invariant(func(c int) int { return s.ImageAt(c, n) })
}

// Symmetry names the strongest symmetry of the whole puzzle in either
// orientation, as iso.SymmetryOf names a clue pattern's (both are
// iso.Strongest): Rot90, Rot180, Mirror (left-right or top-bottom),
// Diagonal (either diagonal), or None, the first in that order under
// which givens, regions, cages and signs all map onto themselves (see
// HasSymmetry). For a classic puzzle it is iso.SymmetryOf(p.Givens). A
// greater-than sudoku with a sign between
// every two neighbours of each box and no givens is Rot90: its signs lie
// on every edge inside a box, whichever way they point.
func (p *Puzzle) Symmetry() iso.Symmetry {
	if p.Layout != nil {
		return p.joinedSymmetry()
	}
	return iso.Strongest(p.N(), p.invariant)
}

// invariant reports whether image, a map of the cells onto themselves,
// maps p onto itself as HasSymmetry says. p must be valid: cages that do
// not overlap and signs without a cycle, so that mapping each cage into
// a cage of its size, and each sign onto a sign, maps them one to one.
func (p *Puzzle) invariant(image func(int) int) bool {
	if !iso.KeepsPattern(p.Givens[:p.Cells()], image) {
		return false
	}
	if p.Regions != nil && !p.RegionsHave(image) {
		return false
	}
	if len(p.Cages) > 0 {
		cageOf := p.CageOf()
		for _, cg := range p.Cages {
			j := cageOf[image(int(cg.Cells[0]))]
			if j < 0 || len(p.Cages[j].Cells) != len(cg.Cells) {
				return false
			}
			for _, c := range cg.Cells[1:] {
				if cageOf[image(int(c))] != j {
					return false
				}
			}
		}
	}
	if len(p.Signs) > 0 {
		// edge[c] bit 0: a sign between c and its right neighbour; bit 1:
		// between c and the cell below.
		var edge [grid.MaxCells]uint8
		for _, s := range p.Signs {
			a, b := edgeOf(int(s.Greater), int(s.Lesser))
			edge[a] |= b
		}
		for _, s := range p.Signs {
			a, b := edgeOf(image(int(s.Greater)), image(int(s.Lesser)))
			if edge[a]&b == 0 {
				return false
			}
		}
	}
	return true
}

// RegionsHave reports whether image, a map of the cells onto themselves,
// maps each of p's jigsaw regions onto a region (as a half-turn maps the
// regions of a half-turn symmetric layout); true for a grid with boxes
// under every symmetry of the square.
func (p *Puzzle) RegionsHave(image func(int) int) bool {
	if p.Regions == nil {
		return true
	}
	var onto [grid.MaxSize]int8
	for i := range onto {
		onto[i] = -1
	}
	for c, r := range p.Regions {
		to := int8(p.Regions[image(c)])
		switch onto[r] {
		case -1:
			onto[r] = to
		case to:
		default:
			return false
		}
	}
	return true
}

// edgeOf names the edge between orthogonal neighbours x and y by its
// upper or left cell and a bit: 1 for the edge to its right, 2 below.
func edgeOf(x, y int) (int, uint8) {
	a, b := min(x, y), max(x, y)
	if b == a+1 {
		return a, 1
	}
	return a, 2
}
