package puzzleio

import (
	"io"

	"github.com/puzzlebook/sudoku/grid"
)

// AppendGrid appends g as a printed 9-line grid framed by box rules, '.'
// for blanks, the grid form that Reader reads back:
//
//	+-------+-------+-------+
//	| 4 . . | . . . | 8 . 5 |
//	...
func AppendGrid(b []byte, g grid.Nine) []byte {
	n := grid.FromNine(g)
	return AppendSizedGrid(b, grid.Classic, &n)
}

// AppendSizedGrid appends the N×N grid g of geometry geo as a printed
// N-line grid, one character a cell (digits 1-9 then A-G, '.' for
// blanks) framed by its boxes' rules; a grid without boxes (a jigsaw)
// gets the frame alone. A 6×6 grid with 2×3 boxes:
//
//	+-------+-------+
//	| . 5 . | . . . |
//	| . . . | 2 . . |
//	...
func AppendSizedGrid(b []byte, geo *grid.Geometry, g *grid.Grid) []byte {
	n := geo.N
	rows, cols := geo.Box.Rows, geo.Box.Cols
	if rows == 0 {
		rows, cols = n, n
	}
	rule := func(b []byte) []byte {
		for range n / cols {
			b = append(b, '+')
			for range 2*cols + 1 {
				b = append(b, '-')
			}
		}
		return append(b, "+\n"...)
	}
	for r := range n {
		if r%rows == 0 {
			b = rule(b)
		}
		for c := range n {
			if c%cols == 0 {
				b = append(b, "| "...)
			}
			b = append(b, grid.DigitChar(g[r*n+c]), ' ')
		}
		b = append(b, "|\n"...)
	}
	return rule(b)
}

// WriteSizedGrid writes g to w as AppendSizedGrid prints it.
func WriteSizedGrid(w io.Writer, geo *grid.Geometry, g *grid.Grid) error {
	_, err := w.Write(AppendSizedGrid(make([]byte, 0, (geo.N+5)*(2*geo.N+9)), geo, g))
	return err
}

// WriteGrid writes g to w as AppendGrid prints it.
func WriteGrid(w io.Writer, g grid.Nine) error {
	var buf [13 * 26]byte
	_, err := w.Write(AppendGrid(buf[:0], g))
	return err
}
