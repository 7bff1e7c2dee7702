package puzzle

import (
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
)

// FormatCells returns the first Cells() digits of g in the text form of
// p's givens: the N² characters of its grid, or one for each cell of its
// board on joined grids, holes left out ('.' for 0).
func (p *Puzzle) FormatCells(g *grid.Grid) string {
	if p.Layout != nil {
		return string(p.Layout.AppendGivens(nil, g[:]))
	}
	return p.Geometry().FormatGrid(g)
}

// BoardImages returns the images of p, a puzzle on joined grids, under the
// symmetries of the square that take its board's grids onto its grids,
// the identity first, in the order CanonicalMoves tries them: eight for a
// samurai, four for a twodoku or a windmill (its turns). A puzzle of one
// grid has none.
func (p *Puzzle) BoardImages() []Puzzle {
	if p.Layout == nil {
		return nil
	}
	out := []Puzzle{p.Clone()}
	for i := 1; i < 8; i++ {
		if to := boardMove(p.Layout, i); to != nil {
			out = append(out, p.moved(func(c int) int { return to[c] }))
		}
	}
	return out
}

// boardMove moves the positions of an H×W board by one of the eight
// symmetries of the square, numbered as CanonicalMoves numbers them (bit
// 0 transposes, bit 1 turns the rows upside down, bit 2 the columns),
// and returns where each cell of the layout l goes; nil when the move
// does not take l's grids onto its grids (a transposition of a board
// that is not square, or a turn that the layout does not have).
func boardMove(l *grid.Layout, i int) []int {
	transpose := i&1 != 0
	if transpose && l.H != l.W {
		return nil
	}
	at := func(r, c int) (int, int) {
		if i&2 != 0 {
			r = l.H - 1 - r
		}
		if i&4 != 0 {
			c = l.W - 1 - c
		}
		if transpose {
			r, c = c, r
		}
		return r, c
	}
	for _, g := range l.Grids {
		// The image of a grid is the 9×9 square between the images of
		// its corners.
		r0, c0 := at(g.Top, g.Left)
		r1, c1 := at(g.Top+8, g.Left+8)
		if !slices.Contains(l.Grids, grid.Corner{Top: min(r0, r1), Left: min(c0, c1)}) {
			return nil
		}
	}
	to := make([]int, l.Cells())
	for c := range to {
		to[c] = l.CellAt(at(l.Position(c)))
	}
	return to
}

// canonicalJoined is CanonicalMoves of a puzzle on joined grids: its
// image with the least canonical JSON under the moves of the board that
// keep its layout (boardMove), and where that move takes each cell.
func (p *Puzzle) canonicalJoined() (Puzzle, [grid.MaxCells]uint16) {
	best := p.Clone()
	bestText := string(best.AppendJSON(nil))
	var moves [grid.MaxCells]uint16
	for c := range moves {
		moves[c] = uint16(c)
	}
	for i := 1; i < 8; i++ {
		to := boardMove(p.Layout, i)
		if to == nil {
			continue
		}
		q := p.moved(func(c int) int { return to[c] })
		if text := string(q.AppendJSON(nil)); text < bestText {
			best, bestText = q, text
			for c, t := range to {
				moves[c] = uint16(t)
			}
		}
	}
	return best, moves
}

// joinedImage returns the image under s (in s's own orientation, or the
// other one) of the cells of a puzzle on joined grids, as a map of
// cells; nil when s does not take its board's grids onto its grids.
// Turns by a quarter and reflections in a diagonal need a square board.
func joinedImage(l *grid.Layout, s iso.Symmetry, other bool) func(int) int {
	to := boardMoveOf(l, s, other)
	if to == nil {
		return nil
	}
	return func(c int) int { return to[c] }
}

// BoardMove returns where s, in its own orientation (iso.Symmetry.ImageAt's
// on a square board: Mirror reverses the columns, Diagonal transposes),
// takes each cell of l's board: BoardMove(l, s)[c] is the image of cell
// c, the identity for None; nil when s does not take l's grids onto its
// grids, a symmetry the layout does not have (a quarter-turn or a
// diagonal of a board that is not square among them).
func BoardMove(l *grid.Layout, s iso.Symmetry) []int { return boardMoveOf(l, s, false) }

// boardMoveOf is BoardMove in s's own orientation or the other one.
func boardMoveOf(l *grid.Layout, s iso.Symmetry, other bool) []int {
	var i int // the move of boardMove that s is
	switch {
	case s == iso.Rot180:
		i = 6
	case s == iso.Rot90:
		i = 3 // the rows reversed, then transposed: iso's turn
	case s == iso.Mirror && !other:
		i = 4
	case s == iso.Mirror:
		i = 2
	case s == iso.Diagonal && !other:
		i = 1
	case s == iso.Diagonal:
		i = 7
	}
	return boardMove(l, i)
}

// joinedSymmetry is Symmetry of a puzzle on joined grids: the strongest
// symmetry, in the order of iso.Strongest, of the board that keeps its
// layout and maps its givens, cages and signs onto themselves.
func (p *Puzzle) joinedSymmetry() iso.Symmetry {
	for _, s := range []iso.Symmetry{iso.Rot90, iso.Rot180, iso.Mirror, iso.Diagonal} {
		for _, other := range []bool{false, true} {
			if image := joinedImage(p.Layout, s, other); image != nil && p.invariant(image) {
				return s
			}
		}
	}
	return iso.None
}
