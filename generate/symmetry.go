package generate

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
)

// Symmetry is the pattern the clues of a puzzle keep: clues are removed in
// groups of cells that the symmetry maps onto each other. It is
// iso.Symmetry, so that the generator and the catalog name patterns alike;
// the names below are iso's, here so that callers of this package need
// not import iso for them.
type Symmetry = iso.Symmetry

// The symmetries, named as on the command line. On an N×N grid, N-1
// stands for 8 (iso.Symmetry.ImageAt).
const (
	None     = iso.None     // no constraint
	Rot180   = iso.Rot180   // half-turn: r,c ↔ 8-r,8-c (the newspaper symmetry)
	Rot90    = iso.Rot90    // quarter-turn: r,c → c,8-r, groups of four
	Mirror   = iso.Mirror   // left-right mirror: r,c ↔ r,8-c
	Diagonal = iso.Diagonal // main-diagonal reflection: r,c ↔ c,r
)

// group is an orbit of the symmetry: cells that are given or blank together.
type group struct {
	cells [4]uint16
	n     uint8
}

// orbitsAt[n][s] partitions the n×n cells into s's groups, in order of
// their smallest cell.
var orbitsAt = func() (o [grid.MaxSize + 1][Diagonal + 1][]group) {
	for n := grid.MinSize; n <= grid.MaxSize; n++ {
		for s := None; s <= Diagonal; s++ {
			var seen [grid.MaxCells]bool
			for c := range n * n {
				if seen[c] {
					continue
				}
				var g group
				for x := c; !seen[x]; x = s.ImageAt(x, n) {
					seen[x] = true
					g.cells[g.n] = uint16(x)
					g.n++
				}
				o[n][s] = append(o[n][s], g)
			}
		}
	}
	return o
}()

// symPowersAt[n][s][k][c] is cell c of the n×n grid under s applied k
// times, k below s.Order(); the cage layouts read it (cages.go).
var symPowersAt = func() (p [grid.MaxSize + 1][Diagonal + 1][4][grid.MaxCells]uint16) {
	for n := grid.MinSize; n <= grid.MaxSize; n++ {
		for s := None; s <= Diagonal; s++ {
			for c := range n * n {
				x := c
				for k := range s.Order() {
					p[n][s][k][c] = uint16(x)
					x = s.ImageAt(x, n)
				}
			}
		}
	}
	return p
}()
