package generate

import (
	"fmt"

	"github.com/puzzlebook/sudoku/solve"
)

// Symmetry is the pattern the clues of a puzzle keep: clues are removed in
// groups of cells that the symmetry maps onto each other.
type Symmetry uint8

// The symmetries, named as on the command line.
const (
	None     Symmetry = iota // no constraint
	Rot180                   // half-turn: r,c ↔ 8-r,8-c (the newspaper symmetry)
	Rot90                    // quarter-turn: r,c → c,8-r, groups of four
	Mirror                   // left-right mirror: r,c ↔ r,8-c
	Diagonal                 // main-diagonal reflection: r,c ↔ c,r
	numSymmetries
)

var symmetryNames = [numSymmetries]string{"none", "rot180", "rot90", "mirror", "diagonal"}

// String returns the name used on the command line.
func (s Symmetry) String() string {
	if s < numSymmetries {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// ParseSymmetry returns the symmetry named name (none, rot180, rot90,
// mirror or diagonal).
func ParseSymmetry(name string) (Symmetry, error) {
	for s, n := range symmetryNames {
		if n == name {
			return Symmetry(s), nil
		}
	}
	return None, fmt.Errorf("%w: unknown symmetry %q (want none, rot180, rot90, mirror or diagonal)", ErrOptions, name)
}

// image returns the cell that s maps c to.
func (s Symmetry) image(c int) int {
	r, col := c/9, c%9
	switch s {
	case Rot180:
		return 80 - c
	case Rot90:
		return col*9 + 8 - r
	case Mirror:
		return r*9 + 8 - col
	case Diagonal:
		return col*9 + r
	}
	return c
}

// Holds reports whether the clue pattern of g is symmetric under s: every
// cell and its image are both given or both blank.
func (s Symmetry) Holds(g solve.Grid) bool {
	for c := range g {
		if (g[c] == 0) != (g[s.image(c)] == 0) {
			return false
		}
	}
	return true
}

// group is an orbit of the symmetry: cells that are given or blank together.
type group struct {
	cells [4]uint8
	n     uint8
}

// orbits[s] partitions the 81 cells into s's groups, in order of their
// smallest cell.
var orbits [numSymmetries][]group

func init() {
	for s := range numSymmetries {
		var seen [81]bool
		for c := range 81 {
			if seen[c] {
				continue
			}
			var g group
			for x := c; !seen[x]; x = s.image(x) {
				seen[x] = true
				g.cells[g.n] = uint8(x)
				g.n++
			}
			orbits[s] = append(orbits[s], g)
		}
	}
}
