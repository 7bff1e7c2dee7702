package solve

import "fmt"

// allValues has the bits of all nine values set.
const allValues = 1<<9 - 1

// The grid's geometry, the one home of it for every package: cells are
// numbered 0-80 in reading order (cell c is row c/9, column c%9), units
// (houses) 0-26: rows from RowUnit, columns from ColUnit, boxes from
// BoxUnit, each numbered top to bottom and left to right.
const (
	RowUnit = 0
	ColUnit = 9
	BoxUnit = 18
)

// Units lists the cells of each unit in reading order: a row by column, a
// column by row, a box row by row. Read-only.
var Units [27][9]uint8

// Peers lists, for each cell, the 20 other cells sharing a unit with it:
// the row first, then the column, then the rest of the box. The order only
// affects the solver's speed, never a result (see the spec). Read-only.
var Peers [81][20]uint8

// Adjacent lists, for each cell, the cells orthogonally next to it (above,
// left, right, below): where a cage grows and a greater-than sign stands.
// Read-only.
var Adjacent [81][]uint8

// BoxOf is the box (0-8, reading order) of each cell. Read-only.
var BoxOf [81]uint8

func init() {
	for c := range 81 {
		if c >= 9 {
			Adjacent[c] = append(Adjacent[c], uint8(c-9))
		}
		if c%9 > 0 {
			Adjacent[c] = append(Adjacent[c], uint8(c-1))
		}
		if c%9 < 8 {
			Adjacent[c] = append(Adjacent[c], uint8(c+1))
		}
		if c < 72 {
			Adjacent[c] = append(Adjacent[c], uint8(c+9))
		}
	}
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			Units[RowUnit+i][j] = uint8(i*9 + j)
			Units[ColUnit+i][j] = uint8(j*9 + i)
			c := (i/3*3+j/3)*9 + i%3*3 + j%3
			Units[BoxUnit+i][j] = uint8(c)
			BoxOf[c] = uint8(i)
		}
	}
	for c := 0; c < 81; c++ {
		n := 0
		add := func(p int) {
			if p == c {
				return
			}
			for _, q := range Peers[c][:n] {
				if int(q) == p {
					return
				}
			}
			Peers[c][n] = uint8(p)
			n++
		}
		for _, u := range [3]int{RowUnit + c/9, ColUnit + c%9, BoxUnit + int(BoxOf[c])} {
			for _, p := range Units[u] {
				add(int(p))
			}
		}
		if n != 20 {
			panic("solve: peer table")
		}
	}
}

// InUnit reports whether cell c is in unit u.
func InUnit(c, u int) bool {
	switch {
	case u < ColUnit:
		return c/9 == u
	case u < BoxUnit:
		return c%9 == u-ColUnit
	}
	return int(BoxOf[c]) == u-BoxUnit
}

// CellName names cell i the way players do: r3c5 is row 3, column 5.
func CellName(i int) string { return fmt.Sprintf("r%dc%d", i/9+1, i%9+1) }

// UnitName names unit u: "row 3", "column 5", "box 9".
func UnitName(u int) string {
	switch {
	case u < ColUnit:
		return fmt.Sprintf("row %d", u-RowUnit+1)
	case u < BoxUnit:
		return fmt.Sprintf("column %d", u-ColUnit+1)
	}
	return fmt.Sprintf("box %d", u-BoxUnit+1)
}
