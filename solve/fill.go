package solve

import (
	"math/bits"
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
)

// classicFill writes a random solution grid of the classic grid into g:
// randomised backtracking in reading order, each cell drawing uniformly
// among the digits its placed peers leave. Dead ends are rare after the
// first rows and cost a few steps back; the first cell always has a
// choice, so the walk never backs out of the grid. Every step is the same
// under a renaming of the digits, so each cell holds each digit equally
// often.
func classicFill(rng *rand.Rand, g *grid.Nine) {
	var rows, cols, boxes [9]uint16
	var tried [81]uint16
	*g = grid.Nine{}
	for c := 0; c < 81; {
		r, col, b := c/9, c%9, boxOf[c]
		free := ^(rows[r] | cols[col] | boxes[b] | tried[c]) & 0x1ff
		if free == 0 {
			tried[c] = 0
			c--
			bit := uint16(1) << (g[c] - 1)
			rows[c/9] &^= bit
			cols[c%9] &^= bit
			boxes[boxOf[c]] &^= bit
			g[c] = 0
			continue
		}
		for k := rng.IntN(bits.OnesCount16(free)); k > 0; k-- {
			free &= free - 1
		}
		bit := free & -free
		tried[c] |= bit
		rows[r] |= bit
		cols[col] |= bit
		boxes[b] |= bit
		g[c] = uint8(bits.TrailingZeros16(bit)) + 1
		c++
	}
}
