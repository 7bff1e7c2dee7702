// Package iso handles the Sudoku symmetry group: the transformations that
// map every valid puzzle to an equivalent one (same difficulty for a human,
// same number of solutions). A transformation relabels the digits, permutes
// the rows within each band and the bands, permutes the columns within each
// stack and the stacks, and optionally transposes; the group has
// 9! * 2 * 6^8 = 1,218,998,108,160 elements.
//
// It also names the geometric symmetries a clue pattern can have (Symmetry:
// half turn, quarter turn, mirror, diagonal), which the generator keeps
// and the catalog records: a handful of cell maps, each tested cell by
// cell.
package iso

import (
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
)

// Transform is one element of the symmetry group. Applied to a grid g it
// gives h with h[r][c] = Digits[g'[Rows[r]][Cols[c]]], where g' is g
// transposed if Transpose is set, else g.
type Transform struct {
	Transpose bool
	// Rows[r] is the source row of row r; it keeps bands together.
	Rows [9]uint8
	// Cols[c] is the source column of column c; it keeps stacks together.
	Cols [9]uint8
	// Digits[d] is the new label of digit d; Digits[0] is 0 (blank).
	Digits [10]uint8
}

// Identity returns the transform that changes nothing.
func Identity() Transform {
	var t Transform
	for i := range 9 {
		t.Rows[i], t.Cols[i] = uint8(i), uint8(i)
	}
	for d := range 10 {
		t.Digits[d] = uint8(d)
	}
	return t
}

// Random draws a transform uniformly from the group using r.
func Random(r *rand.Rand) Transform {
	var t Transform
	t.Transpose = r.IntN(2) == 1
	t.Rows = bandPerm(r)
	t.Cols = bandPerm(r)
	p := r.Perm(9)
	for d := 1; d <= 9; d++ {
		t.Digits[d] = uint8(p[d-1] + 1)
	}
	return t
}

// bandPerm draws a permutation of 0..8 that permutes the three bands and
// the three lines inside each band.
func bandPerm(r *rand.Rand) [9]uint8 {
	var p [9]uint8
	bands := r.Perm(3)
	for b := range 3 {
		lines := r.Perm(3)
		for l := range 3 {
			p[b*3+l] = uint8(bands[b]*3 + lines[l])
		}
	}
	return p
}

// Apply returns g transformed by t.
func (t *Transform) Apply(g grid.Nine) grid.Nine {
	var h grid.Nine
	for c, src := range t.CellSources() {
		h[c] = t.Digits[g[src]]
	}
	return h
}

// CellSources returns, for each cell of a grid t has transformed, the
// cell of the grid before that it holds.
func (t *Transform) CellSources() (src [81]uint8) {
	for r := range 9 {
		sr := t.Rows[r]
		for c := range 9 {
			sc := t.Cols[c]
			if t.Transpose {
				src[r*9+c] = sc*9 + sr
			} else {
				src[r*9+c] = sr*9 + sc
			}
		}
	}
	return src
}

// CellMoves returns, for each cell of a grid, the cell t moves it to: the
// inverse of CellSources.
func (t *Transform) CellMoves() (to [81]uint16) {
	for c, src := range t.CellSources() {
		to[src] = uint16(c)
	}
	return to
}
