package generate

import "github.com/puzzlebook/sudoku/iso"

// Symmetry is the pattern the clues of a puzzle keep: clues are removed in
// groups of cells that the symmetry maps onto each other. It is
// iso.Symmetry, so that the generator and the catalog name patterns alike;
// the names below are iso's, here so that callers of this package need
// not import iso for them.
type Symmetry = iso.Symmetry

// The symmetries, named as on the command line.
const (
	None     = iso.None     // no constraint
	Rot180   = iso.Rot180   // half-turn: r,c ↔ 8-r,8-c (the newspaper symmetry)
	Rot90    = iso.Rot90    // quarter-turn: r,c → c,8-r, groups of four
	Mirror   = iso.Mirror   // left-right mirror: r,c ↔ r,8-c
	Diagonal = iso.Diagonal // main-diagonal reflection: r,c ↔ c,r
)

// group is an orbit of the symmetry: cells that are given or blank together.
type group struct {
	cells [4]uint8
	n     uint8
}

// orbits[s] partitions the 81 cells into s's groups, in order of their
// smallest cell.
var orbits [Diagonal + 1][]group

func init() {
	for s := None; s <= Diagonal; s++ {
		var seen [81]bool
		for c := range 81 {
			if seen[c] {
				continue
			}
			var g group
			for x := c; !seen[x]; x = s.Image(x) {
				seen[x] = true
				g.cells[g.n] = uint8(x)
				g.n++
			}
			orbits[s] = append(orbits[s], g)
		}
	}
}
