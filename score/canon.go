package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/solve"
)

// canonical returns the minlex form of g: of all the puzzles isomorphic to
// g (transposed or not, rows permuted within bands and bands permuted,
// the same for columns, digits relabelled), the least 81-cell string,
// blanks counting as 0. Isomorphic puzzles share it, which is what makes
// the technique rating and the stable score invariants of the puzzle.
//
// It is built a row at a time: for every transposition and column
// permutation still tied, each source row allowed at that position (a
// row of a new band at positions 0, 3 and 6, else a row of the current
// band) is read in that column order with digits numbered by first
// appearance, and only the states giving the least row are kept. A unique
// puzzle has at most one empty row per band (two would let the solution
// swap them), so the tied states stay few.
func canonical(g solve.Grid) solve.Grid {
	var cs canonSearch
	return cs.run(g)
}

// colPerms lists the 1296 column orders that keep stacks together:
// colPerms[i][c] is the source column of column c.
var colPerms [1296][9]uint8

func init() {
	perms := [6][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	i := 0
	for _, s := range perms {
		for _, a := range perms {
			for _, b := range perms {
				for _, c := range perms {
					w := [3][3]uint8{a, b, c}
					for k := 0; k < 9; k++ {
						colPerms[i][k] = s[k/3]*3 + w[k/3][k%3]
					}
					i++
				}
			}
		}
	}
}

type canonState struct {
	t     uint8  // 1: read the transposed grid
	ci    uint16 // column order
	rows  uint16 // source rows used
	band  uint8  // source band of the current target band
	label [10]uint8
	next  uint8
}

type canonSearch struct {
	cur, nxt []canonState
}

func (cs *canonSearch) run(g solve.Grid) solve.Grid {
	var src [2]solve.Grid
	src[0] = g
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			src[1][c*9+r] = g[r*9+c]
		}
	}
	// The least first row starts with the most blanks. A row can lead
	// with three blanks per stack it has no givens in, plus the blanks of
	// its emptiest other stack; only rows reaching the most can come first.
	var lead [2][9]int
	most := 0
	for t := 0; t < 2; t++ {
		for r := 0; r < 9; r++ {
			lead[t][r] = leadingBlanks(src[t][r*9 : r*9+9])
			most = max(most, lead[t][r])
		}
	}
	cs.cur = cs.cur[:0]
	for t := 0; t < 2; t++ {
		if !slices.Contains(lead[t][:], most) {
			continue
		}
		for ci := range colPerms {
			cs.cur = append(cs.cur, canonState{t: uint8(t), ci: uint16(ci), next: 1})
		}
	}
	var out solve.Grid
	for k := 0; k < 9; k++ {
		best := [9]uint8{10}
		cs.nxt = cs.nxt[:0]
		for i := range cs.cur {
			s := &cs.cur[i]
			for r := 0; r < 9; r++ {
				if s.rows>>r&1 != 0 {
					continue
				}
				if k%3 != 0 && r/3 != int(s.band) {
					continue
				}
				if k%3 == 0 && k > 0 && s.rows>>(r/3*3)&7 != 0 {
					continue
				}
				if k == 0 && lead[s.t][r] != most {
					continue
				}
				row := src[s.t][r*9 : r*9+9]
				perm := &colPerms[s.ci]
				lab, next := s.label, s.next
				var line [9]uint8
				cmp := 0 // -1 less than best, 0 equal so far, 1 greater
				for c := 0; c < 9 && cmp <= 0; c++ {
					v := row[perm[c]]
					if v != 0 {
						if lab[v] == 0 {
							lab[v] = next
							next++
						}
						v = lab[v]
					}
					line[c] = v
					if cmp == 0 {
						switch {
						case v < best[c]:
							cmp = -1
						case v > best[c]:
							cmp = 1
						}
					}
				}
				if cmp > 0 {
					continue
				}
				if cmp < 0 {
					best = line
					cs.nxt = cs.nxt[:0]
				}
				cs.nxt = append(cs.nxt, canonState{
					t: s.t, ci: s.ci, rows: s.rows | 1<<r, band: uint8(r / 3),
					label: lab, next: next,
				})
			}
		}
		copy(out[k*9:], best[:])
		cs.cur, cs.nxt = cs.nxt, cs.cur
	}
	return out
}

// leadingBlanks returns the most blanks a row can start with when its
// stacks and the columns inside them are reordered.
func leadingBlanks(row []uint8) int {
	lead, fullest := 0, 3
	for s := 0; s < 3; s++ {
		n := 0
		for _, v := range row[s*3 : s*3+3] {
			if v != 0 {
				n++
			}
		}
		if n == 0 {
			lead += 3
		} else {
			fullest = min(fullest, n)
		}
	}
	if lead == 9 {
		return 9
	}
	return lead + 3 - fullest
}
