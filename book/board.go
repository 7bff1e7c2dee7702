package book

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// The board of a puzzle: the cells it draws and where they lie. A grid
// of one N×N square is its own board; a puzzle on joined grids
// (puzzle.Puzzle.Layout: a samurai, a windmill, a shogun) has the board
// of its layout, H rows by W columns of positions, some of them holes
// that no grid covers. Every drawing job (the rules, the digits, the
// cages, signs and diagonals) finds its cells through cellMap, so a
// joined board is drawn by the code that draws one grid, its cells at
// their places on the board, and the three drawing formats agree.
//
// A joined board's rules are drawn once for the whole board
// (boardRules), not grid by grid: the grids' boxes all lie on one lattice
// of 3×3 blocks (their corners are multiples of 3), so every cell side
// on a line of that lattice that borders a cell of the board is a box
// line or a border of some grid, and every other side between two cells
// is a thin cell line. A box that two grids share is then ruled once,
// with no doubled or offset lines, and a hole, whose sides border no
// cell, gets no line and no fill.

// cellMap places the cells of a puzzle on its board: rows × cols
// positions, the cell at each and the position of each cell.
type cellMap struct {
	rows, cols int
	layout     *grid.Layout // nil for one grid
}

// cellsOf returns v's cellMap.
func cellsOf(v *puzzle.Puzzle) cellMap {
	if l := v.Layout; l != nil {
		return cellMap{rows: l.H, cols: l.W, layout: l}
	}
	n := v.N()
	return cellMap{rows: n, cols: n}
}

// pos returns the row and column of cell c on the board, from 0.
func (m cellMap) pos(c int) (r, col int) {
	if m.layout != nil {
		return m.layout.Position(c)
	}
	return c / m.cols, c % m.cols
}

// at returns the cell at row r and column c, -1 for a hole or a
// position off the board.
func (m cellMap) at(r, c int) int {
	if m.layout != nil {
		return m.layout.CellAt(r, c)
	}
	if r < 0 || c < 0 || r >= m.rows || c >= m.cols {
		return -1
	}
	return r*m.cols + c
}

// count is the number of the board's cells.
func (m cellMap) count() int {
	if m.layout != nil {
		return m.layout.Cells()
	}
	return m.rows * m.cols
}

// isJoined reports whether v lies on joined grids.
func isJoined(v *puzzle.Puzzle) bool { return v.Layout != nil }

// gridWidths are the thin and thick rule widths of v drawn side wide:
// those of one grid of that side (lineWidths), or on joined grids those
// of one of its 9×9 grids at the board's cell size, so that a samurai's
// lines weigh what a classic grid's of the same cells do.
func gridWidths(v *puzzle.Puzzle, side float64) (thin, thick float64) {
	if v.Layout == nil {
		return lineWidths(side)
	}
	return lineWidths(9 * side / float64(v.Layout.W))
}

// boardRules returns the rules of a joined board, in cells from its
// top-left corner, as maximal runs along the cell lines: thin the cell
// lines, thick the box lines and the borders (every side on the 3×3
// lattice that borders a cell). Each list has the vertical runs first,
// line by line from the left, then the horizontal ones from the top.
func boardRules(l *grid.Layout) (thin, thick []run) {
	covered := func(r, c int) bool { return l.CellAt(r, c) >= 0 }
	for _, vertical := range []bool{true, false} {
		lines, length := l.W, l.H // lines 0..W, each H sides long
		if !vertical {
			lines, length = l.H, l.W
		}
		for i := 0; i <= lines; i++ {
			start := -1
			for j := 0; j <= length; j++ {
				// The side j along line i is drawn when a cell of the
				// board lies on either side of it.
				side := false
				if j < length {
					if vertical {
						side = covered(j, i-1) || covered(j, i)
					} else {
						side = covered(i-1, j) || covered(i, j)
					}
				}
				switch {
				case side && start < 0:
					start = j
				case !side && start >= 0:
					r := run{start, i, j, i}
					if vertical {
						r = run{i, start, i, j}
					}
					if i%3 == 0 {
						thick = append(thick, r)
					} else {
						thin = append(thin, r)
					}
					start = -1
				}
			}
		}
	}
	return thin, thick
}
