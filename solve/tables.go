package solve

// allValues has the bits of all nine values set.
const allValues = 1<<9 - 1

// units lists the 27 units: rows 0-8, columns 9-17, boxes 18-26, each in
// reading order.
var units [27][9]uint8

// peers lists, for each cell, the 20 other cells sharing a row, column or
// box with it: the row first, then the column, then the rest of the box.
// The order only affects speed, never a result (see the spec).
var peers [81][20]uint8

func init() {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			units[i][j] = uint8(i*9 + j)
			units[9+i][j] = uint8(j*9 + i)
			units[18+i][j] = uint8((i/3*3+j/3)*9 + i%3*3 + j%3)
		}
	}
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		n := 0
		add := func(p int) {
			if p == c {
				return
			}
			for _, q := range peers[c][:n] {
				if int(q) == p {
					return
				}
			}
			peers[c][n] = uint8(p)
			n++
		}
		for k := 0; k < 9; k++ {
			add(r*9 + k)
		}
		for k := 0; k < 9; k++ {
			add(k*9 + col)
		}
		br, bc := r/3*3, col/3*3
		for k := 0; k < 9; k++ {
			add((br+k/3)*9 + bc + k%3)
		}
		if n != 20 {
			panic("solve: peer table")
		}
	}
}
