package iso

import (
	"errors"
	"fmt"

	"github.com/puzzlebook/sudoku/grid"
)

// Symmetry is a geometric symmetry of a clue pattern (which cells are
// given, not their digits): a map of the cells onto themselves under which
// every given cell lands on a given cell. It is one notion for the whole
// program: the generator removes clues in the groups of cells a Symmetry
// maps onto each other, and the catalog's symmetry column is the name
// Strongest gives a puzzle (SymmetryOf's, for a classic one).
//
// Each Symmetry has one orientation, the one the generator makes (see
// Image): Mirror is the left-right mirror and Diagonal the main-diagonal
// reflection. A top-bottom mirror or an anti-diagonal reflection is the
// same symmetry in the other orientation (a Transform maps one onto the
// other), and SymmetryOf names it alike.
type Symmetry uint8

// The symmetries, named as on the command line. The constants run from
// None to Diagonal without gaps.
const (
	None     Symmetry = iota // no constraint
	Rot180                   // half-turn: r,c ↔ 8-r,8-c (the newspaper symmetry)
	Rot90                    // quarter-turn: r,c → c,8-r, groups of four
	Mirror                   // left-right mirror: r,c ↔ r,8-c
	Diagonal                 // main-diagonal reflection: r,c ↔ c,r
)

var symmetryNames = [...]string{"none", "rot180", "rot90", "mirror", "diagonal"}

// ErrSymmetry is wrapped by ParseSymmetry's error for an unknown name.
var ErrSymmetry = errors.New("unknown symmetry")

// String returns the name used on the command line and in the catalog.
func (s Symmetry) String() string {
	if int(s) < len(symmetryNames) {
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
	return None, fmt.Errorf("%w %q (want none, rot180, rot90, mirror or diagonal)", ErrSymmetry, name)
}

// Image returns the cell (0..80, row by row) that s maps cell c to, in s's
// own orientation. None maps every cell to itself.
func (s Symmetry) Image(c int) int { return s.ImageAt(c, 9) }

// ImageAt is Image on an n×n grid (cells numbered r·n+c).
func (s Symmetry) ImageAt(c, n int) int {
	r, col := c/n, c%n
	switch s {
	case Rot180:
		return n*n - 1 - c
	case Rot90:
		return col*n + n - 1 - r
	case Mirror:
		return r*n + n - 1 - col
	case Diagonal:
		return col*n + r
	}
	return c
}

// Order returns how many times Image must be applied to bring every cell
// back: 4 for the quarter turn, 1 for None, 2 for the others.
func (s Symmetry) Order() int {
	switch s {
	case None:
		return 1
	case Rot90:
		return 4
	}
	return 2
}

// OtherImage returns the cell that s maps c to in its other orientation:
// the top-bottom mirror, the anti-diagonal reflection. The rotations have
// one orientation only: for them it is Image.
func (s Symmetry) OtherImage(c int) int { return s.OtherImageAt(c, 9) }

// OtherImageAt is OtherImage on an n×n grid (cells numbered r·n+c).
func (s Symmetry) OtherImageAt(c, n int) int {
	r, col := c/n, c%n
	switch s {
	case Mirror:
		return (n-1-r)*n + col
	case Diagonal:
		return (n-1-col)*n + n - 1 - r
	}
	return s.ImageAt(c, n)
}

// Holds reports whether the clue pattern of g is symmetric under s in s's
// own orientation: every cell and its Image are both given or both blank.
// Every pattern holds None.
func (s Symmetry) Holds(g grid.Nine) bool {
	return KeepsPattern(g[:], s.Image)
}

// KeepsPattern reports whether image, a map of a grid's cells onto
// themselves, keeps the clue pattern of cells (the grid's cells in
// reading order, 0 for a blank): every cell and its image are both given
// or both blank.
func KeepsPattern(cells []uint8, image func(c int) int) bool {
	for c, d := range cells {
		if (d == 0) != (cells[image(c)] == 0) {
			return false
		}
	}
	return true
}

// strongestFirst lists the symmetries in the order Strongest tries them:
// a quarter-turn symmetric pattern is also half-turn symmetric.
var strongestFirst = [...]Symmetry{Rot90, Rot180, Mirror, Diagonal}

// Strongest names the strongest symmetry of something on an n×n grid, in
// either orientation: the first of Rot90, Rot180, Mirror (left-right or
// top-bottom) and Diagonal (either diagonal) for which keeps reports that
// a map of the cells (the symmetry's ImageAt, or its OtherImageAt, on
// that grid) maps it onto itself; None when none does. It is the one
// detection of a symmetry: SymmetryOf asks it of a clue pattern, and
// package puzzle of a whole puzzle (givens, regions, cages and signs).
func Strongest(n int, keeps func(image func(c int) int) bool) Symmetry {
	for _, s := range strongestFirst {
		if keeps(func(c int) int { return s.ImageAt(c, n) }) || keeps(func(c int) int { return s.OtherImageAt(c, n) }) {
			return s
		}
	}
	return None
}

// SymmetryOf names the strongest symmetry of g's clue pattern in either
// orientation (Strongest): Rot90, Rot180, Mirror (left-right or
// top-bottom), Diagonal (either diagonal), or None. A pattern with
// several is named by the first in that order.
func SymmetryOf(g grid.Nine) Symmetry {
	return Strongest(9, func(image func(int) int) bool { return KeepsPattern(g[:], image) })
}
