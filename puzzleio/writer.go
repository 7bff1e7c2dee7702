package puzzleio

import (
	"io"

	"github.com/puzzlebook/sudoku/solve"
)

// gridRule is the frame line above, between and below the bands of a
// printed grid.
const gridRule = "+-------+-------+-------+\n"

// AppendGrid appends g as a printed 9-line grid framed by box rules, '.'
// for blanks, the grid form that Reader reads back:
//
//	+-------+-------+-------+
//	| 4 . . | . . . | 8 . 5 |
//	...
func AppendGrid(b []byte, g solve.Grid) []byte {
	for r := range 9 {
		if r%3 == 0 {
			b = append(b, gridRule...)
		}
		for c := range 9 {
			if c%3 == 0 {
				b = append(b, "| "...)
			}
			if v := g[r*9+c]; v == 0 {
				b = append(b, '.')
			} else {
				b = append(b, '0'+v)
			}
			b = append(b, ' ')
		}
		b = append(b, "|\n"...)
	}
	return append(b, gridRule...)
}

// WriteGrid writes g to w as AppendGrid prints it.
func WriteGrid(w io.Writer, g solve.Grid) error {
	var buf [13 * 26]byte
	_, err := w.Write(AppendGrid(buf[:0], g))
	return err
}
