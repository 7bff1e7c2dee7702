package solve

import "github.com/puzzlebook/sudoku/grid"

// peers lists, for each cell of the classic grid, the 20 other cells
// sharing a unit with it (grid.Classic's units): the row first, then the
// column, then the rest of the box. The order only affects the solvers'
// speed, never a result (see the spec). The packed solvers walk it at
// every placement, so it is an array here rather than the geometry's
// slices, and of bytes rather than the geometry's uint16 cells: 81 cells
// fit, and the table and the searches' order arrays stay half the size.
// boxOf is the box of each cell, for classicFill. Both are
// package-level values, not made by an init function, so that the
// tables made from them (peerBands) are made after them. Read-only.
var peers, boxOf = classicTables()

func classicTables() (peers [81][20]uint8, boxOf [81]uint8) {
	geo := grid.Classic
	copy(boxOf[:], geo.BoxOf)
	for c := range 81 {
		n := 0
		var seen [81]bool
		seen[c] = true
		for _, u := range [3]int{c / 9, 9 + c%9, 18 + int(geo.BoxOf[c])} {
			for _, p := range geo.Units[u] {
				if !seen[p] {
					seen[p] = true
					peers[c][n] = uint8(p)
					n++
				}
			}
		}
		if n != 20 {
			panic("solve: peer table")
		}
	}
	return peers, boxOf
}
