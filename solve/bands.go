package solve

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/grid"
)

// This file holds bandChecker, the classic 9×9 grid's fast exact solution
// counter for uniqueness tests. It explores a different tree from the seed solver (so it has no
// score), but it counts the same solutions: both are exhaustive searches
// that stop at the limit.
//
// Representation: for each digit, the cells where it may still go, as three
// 27-bit words, one per band of three rows (cell c is bit c%27 of band
// c/27). A placed cell keeps its own digit's bit and loses all others, so
// each cell always holds at least one bit in a consistent state. Rows and
// boxes of a band are fixed masks of its word; a column is one 9-bit slice
// of each of the three words. A digit's hidden singles in a band's three
// rows, and in its three boxes, are found at once, without a branch, by
// arithmetic on 9-bit and 3-bit fields that cannot carry into each other.
//
// Propagation alternates naked singles (cells with one digit left, found by
// counting bits across the nine digit words) and hidden singles (units
// where a digit has one cell left), and fails as soon as a cell has no digit
// or a unit has no cell for a digit. When it is stuck the search branches on
// a cell with the fewest candidates (two when there is one), saving the
// state without the guessed digit on a stack: states are copied, never
// undone, and a state is 120 bytes.

const (
	band27 = 1<<27 - 1
	row9   = 1<<9 - 1
)

// fstate is bandChecker's search state.
type fstate struct {
	cand     [9][3]uint32 // cand[d][b]: band b cells where digit d+1 may go
	unsolved [3]uint32    // cells not placed yet
}

// bandChecker counts the solutions of classic 9×9 puzzles fast, up to a
// limit, to test uniqueness; classicSearch gives the seed score. It reuses
// its storage, so it allocates nothing.
type bandChecker struct {
	st    fstate
	stack [81]fstate // alternatives still to explore, one per open guess
	// found holds the first two solutions found by the last count.
	found [2]grid.Nine
}

// peerBands[c] holds c's 20 peers in band form.
var peerBands = func() (b [81][3]uint32) {
	for c := range 81 {
		for _, p := range peers[c] {
			b[c][p/27] |= 1 << (p % 27)
		}
	}
	return b
}()

// count returns the number of solutions of g, counting no further than
// limit (limit < 1 counts as 1). A grid whose givens conflict has none.
// It agrees with the seed search on every grid: count(g, 2) is the
// Solutions of classicSearch.count(g).
func (k *bandChecker) count(g grid.Nine, limit int) int {
	if !k.load(g) {
		return 0
	}
	return k.search(limit)
}

// countExcept counts, up to limit, the solutions of g in which cell does
// not hold digit d (1..9): the removal test of Query.Digit.
func (k *bandChecker) countExcept(g grid.Nine, cell int, d uint8, limit int) int {
	if !k.load(g) {
		return 0
	}
	b, bit := cell/27, uint32(1)<<(cell%27)
	k.st.cand[d-1][b] &^= bit
	return k.search(limit)
}

// load sets the state to g's givens, without propagating.
func (k *bandChecker) load(g grid.Nine) bool {
	st := &k.st
	for d := range st.cand {
		st.cand[d] = [3]uint32{band27, band27, band27}
	}
	st.unsolved = [3]uint32{band27, band27, band27}
	for c, v := range g {
		if v == 0 {
			continue
		}
		if v > 9 || st.cand[v-1][c/27]&(1<<(c%27)) == 0 {
			return false
		}
		st.place(c, int(v-1))
	}
	return true
}

// Masks of a band's three rows (9-bit fields) and of a row's three boxes
// (3-bit fields).
const (
	rowLows    = 1 | 1<<9 | 1<<18
	rowTops    = rowLows << 8
	rowLow8s   = 0xff * rowLows
	tripleLows = 1 | 1<<3 | 1<<6
)

// nonzero returns the top bit of each 9-bit row field of x that is not
// zero.
func nonzero(x uint32) uint32 { return ((x & rowLow8s) + rowLow8s | x) & rowTops }

// fold3 returns the low bit of each 3-bit field of x that is not zero.
func fold3(x uint32) uint32 { return (x | x>>1 | x>>2) & tripleLows }

// place puts digit d (0..8) in cell c: c loses every other digit and c's
// peers lose d.
func (st *fstate) place(c, d int) {
	b, bit := c/27, uint32(1)<<(c%27)
	for e := range st.cand {
		st.cand[e][b] &^= bit
	}
	pb := &peerBands[c]
	cd := &st.cand[d]
	cd[0] &^= pb[0]
	cd[1] &^= pb[1]
	cd[2] &^= pb[2]
	cd[b] |= bit
	st.unsolved[b] &^= bit
}

// search counts solutions from the loaded state, up to limit.
func (k *bandChecker) search(limit int) int {
	n, sp := 0, 0
	for {
		if k.st.propagate() {
			if k.st.unsolved == [3]uint32{} {
				if n < len(k.found) {
					k.st.solution(&k.found[n])
				}
				n++
				if n >= limit {
					return n
				}
			} else {
				// Branch: the saved alternative is the state without the
				// guessed digit; the current state takes it.
				c, d := k.st.guess()
				k.stack[sp] = k.st
				k.stack[sp].cand[d][c/27] &^= 1 << (c % 27)
				sp++
				k.st.place(c, d)
				continue
			}
		}
		if sp == 0 {
			return n
		}
		sp--
		k.st = k.stack[sp]
	}
}

// propagate places naked and hidden singles until none is left. It
// returns false when it finds a contradiction.
func (st *fstate) propagate() bool {
	for {
		placed := false
		// Naked singles, and cells with no digit left.
		for b := range 3 {
			var ones, twos uint32
			for d := range st.cand {
				x := st.cand[d][b]
				twos |= ones & x
				ones |= x
			}
			if ones != band27 {
				return false
			}
			for s := ones &^ twos & st.unsolved[b]; s != 0; s &= s - 1 {
				i := bits.TrailingZeros32(s)
				bit := uint32(1) << i
				// An earlier placement in this loop may have taken the
				// cell's last digit.
				d := 0
				for d < 9 && st.cand[d][b]&bit == 0 {
					d++
				}
				if d == 9 {
					return false
				}
				st.place(b*27+i, d)
				placed = true
			}
		}
		if placed {
			continue
		}
		// Hidden singles, and units with no cell left for a digit.
		for d := range st.cand {
			cd := &st.cand[d]
			if cd[0]&st.unsolved[0]|cd[1]&st.unsolved[1]|cd[2]&st.unsolved[2] == 0 {
				continue // all nine placed
			}
			var hs [3]uint32
			var colAny, colMulti uint32
			for b := range 3 {
				x := st.cand[d][b]
				// The band's three rows at once, as 9-bit fields: a field
				// whose low eight bits are not all zero carries into its
				// top bit when they are added to 0xff, and never beyond.
				if nonzero(x) != rowTops {
					return false // a row with no cell for d
				}
				// Each row holds a bit, so subtracting one from every
				// field borrows within it: the rows left nonzero had two.
				multi := nonzero(x & (x - rowLows))
				hs[b] |= x & (((rowTops &^ multi) >> 8) * row9)
				// The boxes, as 3-bit fields of the rows folded together:
				// a box has two cells when two rows share a column of it
				// or its columns hold two bits.
				r0, r1, r2 := x&row9, x>>9&row9, x>>18
				p := r0 | r1 | r2
				dup := r0&r1 | r0&r2 | r1&r2
				if fold3(p) != tripleLows {
					return false // a box with no cell for d
				}
				two := fold3(dup | p&(p>>1)&(tripleLows*3) | p&(p>>2)&tripleLows)
				one := (tripleLows &^ two) * 7
				hs[b] |= x & (one | one<<9 | one<<18)
				colMulti |= dup | colAny&p
				colAny |= p
			}
			if colAny != row9 {
				return false
			}
			if single := colAny &^ colMulti; single != 0 {
				spread := single | single<<9 | single<<18
				for b := range 3 {
					hs[b] |= st.cand[d][b] & spread
				}
			}
			for b := range 3 {
				for s := hs[b] & st.unsolved[b]; s != 0; s &= s - 1 {
					i := bits.TrailingZeros32(s)
					if st.cand[d][b]&(1<<i) == 0 {
						// Taken by an earlier placement, and it was the
						// unit's only cell for d.
						return false
					}
					st.place(b*27+i, d)
					placed = true
				}
			}
		}
		if !placed {
			return true
		}
	}
}

// guess picks an unsolved cell with the fewest candidates, preferring one
// with two, and its lowest digit.
func (st *fstate) guess() (cell, digit int) {
	best := -1
	for b := range 3 {
		var ones, twos, threes uint32
		for d := range st.cand {
			x := st.cand[d][b]
			threes |= twos & x
			twos |= ones & x
			ones |= x
		}
		if bi := twos &^ threes & st.unsolved[b]; bi != 0 {
			best = b*27 + bits.TrailingZeros32(bi)
			break
		}
		if best < 0 && st.unsolved[b] != 0 {
			best = b*27 + bits.TrailingZeros32(st.unsolved[b])
		}
	}
	b, bit := best/27, uint32(1)<<(best%27)
	for d := range st.cand {
		if st.cand[d][b]&bit != 0 {
			return best, d
		}
	}
	panic("solve: guess on a cell without candidates")
}

// solution writes the solved state into g.
func (st *fstate) solution(g *grid.Nine) {
	for d := range st.cand {
		for b := range 3 {
			for s := st.cand[d][b]; s != 0; s &= s - 1 {
				g[b*27+bits.TrailingZeros32(s)] = uint8(d + 1)
			}
		}
	}
}
