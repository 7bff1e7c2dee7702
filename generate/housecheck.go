package generate

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rules"
)

// houseChecker counts the solutions of a puzzle whose only rules are
// houses (rows, columns, boxes, and diagonals or jigsaw regions when the
// shape has them) up to a limit, at any size from 4×4 to 16×16: the
// uniqueness test of the generator on grids other than 9×9, where package
// solve's Checker, built on the 9×9 grid's three bands, cannot go. It is
// exact and has no score; the seed solver scores what it keeps.
//
// A state is each cell's candidates, bit d-1 for digit d. Propagation
// places naked singles from a queue (a cell joins it when its candidates
// fall to one, so at most once on a path) and looks for hidden singles,
// and for digits with no place, in the houses a change touched; it fails
// as soon as a cell or a house's digit has nowhere to go. Stuck, the
// search branches on a cell with the fewest candidates, copying the N²
// candidates into the next level (512 bytes at 16×16): states are copied,
// never undone. Nothing is allocated after the first count at a size.
//
// A houseChecker is reused across puzzles of one shape; it is not safe
// for concurrent use.
type houseChecker struct {
	shape *rules.Shape
	cells int
	all   uint16 // the digits 1..N
	// levels holds the candidates of each search level, level l at
	// [l*cells, (l+1)*cells): a level a placed cell, and one for the
	// loaded givens.
	levels []uint16
	// queue holds the cells whose candidates fell to one, to place; dirty
	// the houses (bit h) whose cells lost candidates since they were last
	// looked at.
	queue [grid.MaxCells]uint8
	qn    int
	dirty uint64
	found int
	limit int
	// first is the first solution of the last count that found one.
	first grid.Grid
}

// newHouseChecker returns a houseChecker for the puzzles of shape.
func newHouseChecker(shape *rules.Shape) *houseChecker {
	cells := shape.NumCells()
	return &houseChecker{
		shape:  shape,
		cells:  cells,
		all:    uint16(1)<<shape.N - 1,
		levels: make([]uint16, (cells+1)*cells),
	}
}

// count returns the number of solutions of the givens g, up to limit (at
// least 1).
func (k *houseChecker) count(g *grid.Grid, limit int) int {
	st := k.levels[:k.cells]
	if !k.load(st, g) || !k.propagate(st) {
		return 0
	}
	return k.run(limit)
}

// countExcept counts, up to limit, the solutions of the givens g in which
// cell c does not hold digit d: the test for removing a clue, as in
// solve.Checker.CountExcept. A puzzle unique with the clue d at c stays
// unique without it exactly when countExcept of the puzzle without it is
// 0, since another solution must put another digit in c; and ruling d out
// of c prunes most of the tree at once.
func (k *houseChecker) countExcept(g *grid.Grid, c int, d uint8, limit int) int {
	st := k.levels[:k.cells]
	if !k.load(st, g) || !k.restrict(st, c, ^(uint16(1)<<(d-1))) || !k.propagate(st) {
		return 0
	}
	return k.run(limit)
}

// run searches from the propagated state of level 0.
func (k *houseChecker) run(limit int) int {
	k.found, k.limit = 0, max(limit, 1)
	k.search(0)
	return k.found
}

// solution returns the first solution the last count found.
func (k *houseChecker) solution() grid.Grid { return k.first }

// load sets st to every digit in every cell, then each given's cell to its
// digit, queued for placing; it reports false for a digit above N.
func (k *houseChecker) load(st []uint16, g *grid.Grid) bool {
	k.qn, k.dirty = 0, 0
	for c := range st {
		st[c] = k.all
	}
	for c, d := range g[:k.cells] {
		if d == 0 {
			continue
		}
		b := uint16(1) << (d - 1)
		if b&k.all == 0 {
			return false
		}
		// Two equal givens in a house: placing the first takes the
		// second's only candidate, and the propagation fails.
		st[c] = b
		k.queue[k.qn] = uint8(c)
		k.qn++
	}
	return true
}

// restrict narrows cell c to m and its candidates, queueing it when one
// is left and marking its houses; false when none is left.
func (k *houseChecker) restrict(st []uint16, c int, m uint16) bool {
	old := st[c]
	m &= old
	if m == old {
		return true
	}
	if m == 0 {
		return false
	}
	st[c] = m
	if m&(m-1) == 0 {
		k.queue[k.qn] = uint8(c)
		k.qn++
	}
	k.dirty |= k.shape.HouseMask(c)
	return true
}

// propagate places the queued cells and looks at the dirty houses until
// neither is left; false on a contradiction (the queue is then emptied).
func (k *houseChecker) propagate(st []uint16) bool {
	for {
		switch {
		case k.qn > 0:
			k.qn--
			c := int(k.queue[k.qn])
			b := st[c]
			for _, p := range k.shape.Peers(c) {
				if st[p]&b != 0 && !k.restrict(st, int(p), ^b) {
					k.qn, k.dirty = 0, 0
					return false
				}
			}
		case k.dirty != 0:
			h := bits.TrailingZeros64(k.dirty)
			k.dirty &^= 1 << h
			if !k.house(st, h) {
				k.qn, k.dirty = 0, 0
				return false
			}
		default:
			return true
		}
	}
}

// house fixes the hidden singles of house h, and fails when a digit has
// no place left in it.
func (k *houseChecker) house(st []uint16, h int) bool {
	cells := k.shape.Houses[h].Cells
	// fixed: the digits of cells with one candidate, placed or queued,
	// which need no hidden single.
	var once, twice, fixed uint16
	for _, c := range cells {
		m := st[c]
		twice |= once & m
		once |= m
		if m&(m-1) == 0 {
			fixed |= m
		}
	}
	if once != k.all {
		return false
	}
	for single := once &^ twice &^ fixed; single != 0; single &= single - 1 {
		b := single & -single
		for _, c := range cells {
			if st[c]&b != 0 {
				if !k.restrict(st, int(c), b) {
					return false
				}
				break
			}
		}
	}
	// Locked digits: a digit whose places in h all lie in a house h
	// meets leaves the rest of that house (a box's digit on one line, a
	// line's in one box). pos[d] bit i: cell i of h may hold digit d+1.
	var pos [grid.MaxSize]uint16
	bit := uint16(1)
	for _, c := range cells {
		for m := st[c] & twice; m != 0; m &= m - 1 {
			pos[bits.TrailingZeros16(m)] |= bit
		}
		bit <<= 1
	}
	meets := k.shape.Meets(h)
	for m := twice; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		p := pos[d]
		if p == 0 {
			return false // the hidden singles above took its places
		}
		for _, meet := range meets {
			if p&^meet.Cells != 0 {
				continue
			}
			b := uint16(1) << d
			other := k.shape.Houses[meet.House].Cells
			for rest := meet.Rest; rest != 0; rest &= rest - 1 {
				c := other[bits.TrailingZeros16(rest)]
				if st[c]&b != 0 && !k.restrict(st, int(c), ^b) {
					return false
				}
			}
		}
	}
	return true
}

// search counts the solutions below the propagated state of level, up to
// the limit: it branches on the first cell with the fewest candidates
// (two, when one has two), trying its digits from the lowest.
func (k *houseChecker) search(level int) {
	st := k.levels[level*k.cells : (level+1)*k.cells]
	best, bc := -1, 17
	for c, m := range st {
		if n := bits.OnesCount16(m); n > 1 && n < bc {
			best, bc = c, n
			if n == 2 {
				break
			}
		}
	}
	if best < 0 {
		if k.found == 0 {
			for c, m := range st {
				k.first[c] = uint8(bits.TrailingZeros16(m)) + 1
			}
		}
		k.found++
		return
	}
	next := k.levels[(level+1)*k.cells : (level+2)*k.cells]
	for m := st[best]; m != 0; m &= m - 1 {
		copy(next, st)
		if k.restrict(next, best, m&-m) && k.propagate(next) {
			k.search(level + 1)
			if k.found >= k.limit {
				return
			}
		}
	}
}
