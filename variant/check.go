package variant

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/solve"
)

// Checker counts the solutions of variant puzzles up to a limit, fast: the
// uniqueness test of generation. It is exact but not the seed solver: it
// propagates before it branches, and its search order is its own.
//
// A state is the candidates of the 81 cells (nine bits each). Propagation
// runs to a fixed point:
//   - a cell with one candidate is fixed and its digit removed from its
//     peers and cage mates;
//   - a digit with one place left in a row, column or box is fixed there
//     (none left: a contradiction);
//   - a cage keeps the digit sets of its size and sum (a precomputed
//     table) that its cells can still make: every cell has a digit of the
//     set and together they have all of it; its cells keep only digits of
//     those sets, and a digit in all of them with one cell of the cage
//     left for it is fixed there;
//   - a sign a > b bounds both ends: a keeps only digits above b's
//     smallest, b only digits below a's largest, which repeated carries
//     bounds along chains of signs.
//
// The search branches on a cell with the fewest candidates, copying the
// 243-byte state into the next level's slot.
//
// A Checker is reused across puzzles; it is not safe for concurrent use.
type Checker struct {
	p      *Puzzle
	peers  [81][28]uint8 // classic peers and cage mates
	npeers [81]uint8
	// cageCells lists each cage's cells; cageOf the cell's cage, -1 none.
	cageOf    [81]int8
	solutions [2]solve.Grid
	found     int
	limit     int
	queue     []uint8
	levels    [82]checkState // the search's states, one a level
}

// checkState is what a search level copies.
type checkState struct {
	cand  [81]uint16
	fixed [81]bool
}

// NewChecker returns a Checker.
func NewChecker() *Checker { return &Checker{queue: make([]uint8, 0, 81)} }

// Count returns how many solutions p has, stopping at limit (at least 1).
// p must be valid (Validate).
func (k *Checker) Count(p *Puzzle, limit int) int {
	k.setup(p)
	k.found, k.limit = 0, max(limit, 1)
	st := &k.levels[0]
	*st = checkState{}
	for c := range st.cand {
		st.cand[c] = 0x1ff
	}
	k.queue = k.queue[:0]
	for c, d := range p.Givens {
		if d != 0 {
			if st.cand[c]>>(d-1)&1 == 0 {
				return 0
			}
			st.cand[c] = 1 << (d - 1)
			k.queue = append(k.queue, uint8(c))
		}
	}
	if !k.propagate(st) {
		return 0
	}
	k.search(0)
	return k.found
}

// Solution returns the i-th solution (0 or 1) the last Count found.
func (k *Checker) Solution(i int) solve.Grid { return k.solutions[i] }

func (k *Checker) setup(p *Puzzle) {
	k.p = p
	for c := range 81 {
		copy(k.peers[c][:20], solve.Peers[c][:])
		k.npeers[c] = 20
		k.cageOf[c] = -1
	}
	for i, cg := range p.Cages {
		for _, c := range cg.Cells {
			k.cageOf[c] = int8(i)
			for _, m := range cg.Cells {
				if m != c && !isPeer(int(c), int(m)) {
					k.peers[c][k.npeers[c]] = m
					k.npeers[c]++
				}
			}
		}
	}
}

// fix fixes cell c to its single candidate, removing it from the cell's
// peers; it reports false on a contradiction.
func (k *Checker) fix(st *checkState, c int) bool {
	if st.fixed[c] {
		return true
	}
	st.fixed[c] = true
	b := st.cand[c]
	for _, p := range k.peers[c][:k.npeers[c]] {
		m := st.cand[p]
		if m&b == 0 {
			continue
		}
		m &^= b
		if m == 0 {
			return false
		}
		st.cand[p] = m
		if m&(m-1) == 0 {
			k.queue = append(k.queue, p)
		}
	}
	return true
}

// setCand narrows cell c to m (a subset of its candidates), queueing it
// when it becomes single; it reports false when m is empty.
func (k *Checker) setCand(st *checkState, c int, m uint16) bool {
	if m == 0 {
		return false
	}
	st.cand[c] = m
	if m&(m-1) == 0 && !st.fixed[c] {
		k.queue = append(k.queue, uint8(c))
	}
	return true
}

// propagate runs the rules to a fixed point; false on a contradiction.
func (k *Checker) propagate(st *checkState) bool {
	for {
		for len(k.queue) > 0 {
			c := k.queue[len(k.queue)-1]
			k.queue = k.queue[:len(k.queue)-1]
			if !k.fix(st, int(c)) {
				k.queue = k.queue[:0]
				return false
			}
		}
		before := st.cand
		if !k.hiddenSingles(st) || !k.cages(st) || !k.signs(st) {
			k.queue = k.queue[:0]
			return false
		}
		if len(k.queue) == 0 && before == st.cand {
			return true
		}
	}
}

// hiddenSingles fixes the digits with one place left in a unit.
func (k *Checker) hiddenSingles(st *checkState) bool {
	for u := range solve.Units {
		var once, twice uint16
		for _, c := range solve.Units[u] {
			m := st.cand[c]
			twice |= once & m
			once |= m
		}
		if once != 0x1ff {
			return false
		}
		for single := once &^ twice; single != 0; single &= single - 1 {
			b := single & -single
			for _, c := range solve.Units[u] {
				if st.cand[c]&b != 0 {
					if st.cand[c] != b {
						st.cand[c] = b
						k.queue = append(k.queue, c)
					}
					break
				}
			}
		}
	}
	return true
}

// cages narrows each cage's cells to the digit sets it can still make.
func (k *Checker) cages(st *checkState) bool {
	for _, cg := range k.p.Cages {
		var union uint16
		for _, c := range cg.Cells {
			union |= st.cand[c]
		}
		allowed, required := uint16(0), uint16(0x1ff)
		for _, m := range combos[len(cg.Cells)][cg.Sum] {
			if m&^union != 0 {
				continue
			}
			ok := true
			for _, c := range cg.Cells {
				if st.cand[c]&m == 0 {
					ok = false
					break
				}
			}
			if ok {
				allowed |= m
				required &= m
			}
		}
		if allowed == 0 {
			return false
		}
		for _, c := range cg.Cells {
			if m := st.cand[c] & allowed; m != st.cand[c] && !k.setCand(st, int(c), m) {
				return false
			}
		}
		// A digit every set holds, with one cell left for it.
		for req := required; req != 0; req &= req - 1 {
			b := req & -req
			at, n := -1, 0
			for _, c := range cg.Cells {
				if st.cand[c]&b != 0 {
					at, n = int(c), n+1
				}
			}
			switch {
			case n == 0:
				return false
			case n == 1 && st.cand[at] != b:
				if !k.setCand(st, at, b) {
					return false
				}
			}
		}
	}
	return true
}

// signs bounds the two ends of every sign.
func (k *Checker) signs(st *checkState) bool {
	for _, s := range k.p.Signs {
		a, b := st.cand[s.Greater], st.cand[s.Lesser]
		hiA := 15 - bits.LeadingZeros16(a) // a's largest digit, 0..8
		loB := bits.TrailingZeros16(b)     // b's smallest
		na := a &^ (uint16(2)<<loB - 1)    // above b's smallest
		nb := b & (uint16(1)<<hiA - 1)     // below a's largest
		if na != a && !k.setCand(st, int(s.Greater), na) {
			return false
		}
		if nb != b && !k.setCand(st, int(s.Lesser), nb) {
			return false
		}
	}
	return true
}

// search counts the solutions below the state of level, up to the limit.
func (k *Checker) search(level int) {
	st := &k.levels[level]
	best, bc := -1, 10
	for c := range 81 {
		if st.fixed[c] {
			continue
		}
		if n := bits.OnesCount16(st.cand[c]); n < bc {
			best, bc = c, n
			if n == 2 {
				break
			}
		}
	}
	if best < 0 {
		if k.found < len(k.solutions) {
			for c, m := range st.cand {
				k.solutions[k.found][c] = uint8(bits.TrailingZeros16(m)) + 1
			}
		}
		k.found++
		return
	}
	next := &k.levels[level+1]
	for m := st.cand[best]; m != 0; m &= m - 1 {
		*next = *st
		next.cand[best] = m & -m
		k.queue = append(k.queue[:0], uint8(best))
		if k.propagate(next) {
			k.search(level + 1)
			if k.found >= k.limit {
				return
			}
		}
	}
}
