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
// maps onto each other, and the catalog's symmetry column is SymmetryOf's
// name for a puzzle.
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
	return invariant(&g, s.Image)
}

func invariant(g *grid.Nine, image func(int) int) bool {
	for c := range g {
		if (g[c] == 0) != (g[image(c)] == 0) {
			return false
		}
	}
	return true
}

// strongestFirst lists the symmetries in the order SymmetryOf tries them:
// a quarter-turn symmetric pattern is also half-turn symmetric.
var strongestFirst = [...]Symmetry{Rot90, Rot180, Mirror, Diagonal}

// StrongestFirst lists the symmetries other than None in the order
// SymmetryOf tries them, strongest first: Rot90, Rot180, Mirror,
// Diagonal.
func StrongestFirst() [4]Symmetry { return strongestFirst }

// SymmetryOf names the strongest symmetry of g's clue pattern in either
// orientation: Rot90, Rot180, Mirror (left-right or top-bottom), Diagonal
// (either diagonal), or None. A pattern with several is named by the first
// in that order.
func SymmetryOf(g grid.Nine) Symmetry {
	for _, s := range strongestFirst {
		if invariant(&g, s.Image) || invariant(&g, s.OtherImage) {
			return s
		}
	}
	return None
}
