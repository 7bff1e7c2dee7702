package variant

import (
	"math/bits"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// Checker counts the solutions of variant puzzles up to a limit, fast: the
// uniqueness test of generation. It is exact but not the seed solver: it
// propagates before it branches, and its search order is its own.
//
// It reads grids of up to 9×9 cells (sizes 4 to 9, docs/shapes.md): a
// state is the candidates of the N² cells (N bits each, in room for 81
// cells of nine). Propagation
// runs to a fixed point, revisiting only what a change can affect; the
// rules are the kernel's (package rules), read from the puzzle's houses,
// cages and signs:
//   - a cell with one candidate is fixed and its digit removed from its
//     mates (rules.Rules.Mates: house mates and cage mates);
//   - in a house, a digit with one place left is fixed there (none left:
//     a contradiction), and a digit whose places all lie in a house it
//     meets (a box's in one row or column, a line's in one box) leaves the
//     rest of that house;
//   - a group (a cage, or the innies or outies of a house as the cages cut
//     it, rules.Rules.Cuts: cells whose digits differ and add up to a
//     known sum, by the rule of 45) keeps, for each set of digits of its
//     size and sum, the digits that some assignment of the set to its
//     cells gives each cell (rules.Support; a group of more than six
//     cells only checks that each cell can take a digit of the set); a
//     digit every possible set holds must be in the group, so when its
//     places there lie in one house it leaves the rest of that house;
//   - a sign a > b bounds both ends (rules.Bound): a keeps only digits
//     above b's smallest, b only digits below a's largest, which repeated
//     carries bounds along chains of signs.
//
// The search branches on a cell with the fewest candidates, copying the
// state into the next level's slot.
//
// What the sum sets give the cells of a group of up to six depends only
// on its size, its sum and its cells' candidates, and the same ones recur:
// at the nodes of one search, and across the checks of a generator's
// layouts, which differ in a few cages. The Checker remembers them in a
// memo of 4,096 entries (smallSets), which saves a fifth of a killer
// generator's time and changes no result.
//
// A Checker is reused across puzzles; it is not safe for concurrent use.
type Checker struct {
	ru     rules.Rules
	cells  int    // the grid's N² cells
	all    uint16 // the digits 1..N
	groups []group
	// What a change to a cell wakes: its groups (and its signs,
	// ru.SignsOf).
	groupsOf [81][]uint16

	solutions [2]grid.Nine
	found     int
	limit     int
	queue     []uint8 // cells with one candidate, to fix
	levels    [82]checkState
	// memo remembers the sum sets' verdicts on small groups (smallSets).
	memo *[1 << memoBits]memoEntry
	// first, when set, is a solution to try first: its digit is the
	// first branch at every cell.
	first *grid.Nine
	// Budget, when above 0, bounds the search nodes (branches tried) of
	// one count: past it the count stops undecided (see Undecided). A
	// generator spends its time better on a fresh layout than on the
	// rare one whose second solution hides behind millions of nodes.
	Budget int
	nodes  int
}

// Undecided reports whether the last count stopped at the Budget before
// it could tell: its result then says only that the solutions found so
// far exist.
func (k *Checker) Undecided() bool { return k.Budget > 0 && k.nodes > k.Budget }

// Nodes returns the search nodes (branches tried) of the last count.
func (k *Checker) Nodes() int { return k.nodes }

// group is a set of cells whose digits differ and add up to sum.
type group struct {
	cells []uint8
	sum   int
}

// checkState is what a search level copies.
type checkState struct {
	cand  [81]uint16
	fixed [81]bool
	// Dirty work: houses (bit h), groups and signs whose cells changed.
	dirtyHouses uint64
	dirtyGroups bitset
	dirtySigns  bitset
}

// bitset is a small set of indexes.
type bitset [4]uint64

func (b *bitset) set(i int) { b[i>>6] |= 1 << (i & 63) }
func (b *bitset) any() bool { return b[0]|b[1]|b[2]|b[3] != 0 }
func (b *bitset) take() (int, bool) {
	for w := range b {
		if b[w] != 0 {
			i := bits.TrailingZeros64(b[w])
			b[w] &^= 1 << i
			return w*64 + i, true
		}
	}
	return 0, false
}

// maxGroups bounds the groups a bitset can name. Signs always fit: a
// valid puzzle has at most 144, one a pair of neighbours.
const maxGroups = 4 * 64

// NewChecker returns a Checker.
func NewChecker() *Checker {
	return &Checker{queue: make([]uint8, 0, 81), memo: new([1 << memoBits]memoEntry)}
}

// Count returns how many solutions p has, stopping at limit (at least 1).
// p must be valid (Validate) and at most 9×9.
func (k *Checker) Count(p *puzzle.Puzzle, limit int) int {
	k.first = nil
	return k.count(p, limit)
}

// CountFrom is Count for a puzzle known to have the solution sol, the
// generator's case: the search tries sol's digit first at every branch, so
// it finds sol at once and spends its time looking for another.
func (k *Checker) CountFrom(p *puzzle.Puzzle, limit int, sol *grid.Nine) int {
	k.first = sol
	return k.count(p, limit)
}

func (k *Checker) count(p *puzzle.Puzzle, limit int) int {
	if p.N() > 9 {
		panic("variant: the Checker reads grids up to 9×9, not " + p.Kind().String())
	}
	k.setup(p)
	k.found, k.limit, k.nodes = 0, max(limit, 1), 0
	st := &k.levels[0]
	*st = checkState{}
	for c := range st.cand {
		// The cells past a grid smaller than 9×9 are in no house:
		// fixed, they are never branched on.
		st.cand[c], st.fixed[c] = k.all, c >= k.cells
	}
	st.dirtyHouses = 1<<len(k.ru.Shape.Houses) - 1
	for i := range k.groups {
		st.dirtyGroups.set(i)
	}
	for i := range p.Signs {
		st.dirtySigns.set(i)
	}
	k.queue = k.queue[:0]
	for c, d := range p.Givens[:p.Cells()] {
		if d != 0 {
			if !k.restrict(st, c, 1<<(d-1)) {
				return 0
			}
		}
	}
	if !k.propagate(st) {
		return 0
	}
	k.search(0)
	return k.found
}

// Solution returns the i-th solution (0 or 1) the last Count found.
func (k *Checker) Solution(i int) grid.Nine { return k.solutions[i] }

// SolutionGrid returns the i-th solution (0 or 1) the last Count found as
// a grid of the puzzle's size: Solution, for grids smaller than 9×9 too.
func (k *Checker) SolutionGrid(i int) grid.Grid {
	var g grid.Grid
	copy(g[:k.cells], k.solutions[i][:])
	return g
}

// CountFromGrid is CountFrom with the solution as a grid of the puzzle's
// size, as grids smaller than 9×9 hold theirs.
func (k *Checker) CountFromGrid(p *puzzle.Puzzle, limit int, sol *grid.Grid) int {
	k.first = sol.AsNine() // its first 81 cells: every cell of a grid up to 9×9
	return k.count(p, limit)
}

func (k *Checker) setup(p *puzzle.Puzzle) {
	k.ru.Reset(p)
	k.cells, k.all = p.Cells(), uint16(1)<<p.N()-1
	for c := range 81 {
		k.groupsOf[c] = k.groupsOf[c][:0]
	}
	k.groups = k.groups[:0]
	for _, cg := range k.ru.Cages {
		k.addGroup(cg.Cells, cg.Sum)
	}
	// The rule of 45, for each house: the cages wholly inside it leave its
	// other cells (the innies, in a crossing cage or in none) to make up
	// the rest of 45; the cells of the crossing cages outside it (the
	// outies) then make up those cages' sums less the innies'. Innies
	// share the house, so they differ; outies do when they too share one.
	for _, g := range k.ru.Cuts(rules.OneHouse) {
		n := len(g.Uncaged) + len(g.Innies)
		if n > 0 && n < k.ru.Shape.N {
			innies := slices.Concat(g.Uncaged, g.Innies)
			slices.Sort(innies)
			k.addGroup(innies, g.InnieSum)
		}
		if len(g.Crossing) == 0 || len(g.Uncaged) > 0 {
			continue
		}
		outieSum := g.CrossSum - g.InnieSum
		if k.ru.Shape.Distinct(g.Outies) && outieSum >= 1 && outieSum <= k.ru.Shape.HouseSum() {
			outies := slices.Clone(g.Outies)
			slices.Sort(outies)
			k.addGroup(outies, outieSum)
		}
	}
}

// addGroup adds a group, up to maxGroups of them.
func (k *Checker) addGroup(cells []uint8, sum int) {
	if len(k.groups) >= maxGroups {
		return
	}
	i := uint16(len(k.groups))
	k.groups = append(k.groups, group{cells: cells, sum: sum})
	for _, c := range cells {
		k.groupsOf[c] = append(k.groupsOf[c], i)
	}
}

// restrict narrows cell c to m & its candidates and marks what that can
// affect; it reports false when nothing is left.
func (k *Checker) restrict(st *checkState, c int, m uint16) bool {
	old := st.cand[c]
	m &= old
	if m == old {
		return true
	}
	if m == 0 {
		return false
	}
	st.cand[c] = m
	if m&(m-1) == 0 && !st.fixed[c] {
		k.queue = append(k.queue, uint8(c))
	}
	for _, h := range k.ru.Shape.HousesOf(c) {
		st.dirtyHouses |= 1 << h
	}
	for _, g := range k.groupsOf[c] {
		st.dirtyGroups.set(int(g))
	}
	for _, s := range k.ru.SignsOf[c] {
		st.dirtySigns.set(s)
	}
	return true
}

// fix fixes cell c to its single candidate, removing it from the cell's
// peers and cage mates.
func (k *Checker) fix(st *checkState, c int) bool {
	if st.fixed[c] {
		return true
	}
	st.fixed[c] = true
	b := st.cand[c]
	for _, p := range k.ru.Mates(c) {
		if st.cand[p]&b != 0 && !k.restrict(st, int(p), ^b) {
			return false
		}
	}
	return true
}

// propagate runs the rules to a fixed point; false on a contradiction.
func (k *Checker) propagate(st *checkState) bool {
	for {
		switch {
		case len(k.queue) > 0:
			c := k.queue[len(k.queue)-1]
			k.queue = k.queue[:len(k.queue)-1]
			if !k.fix(st, int(c)) {
				return k.fail()
			}
		case st.dirtySigns.any():
			i, _ := st.dirtySigns.take()
			if !k.sign(st, i) {
				return k.fail()
			}
		case st.dirtyHouses != 0:
			h := bits.TrailingZeros64(st.dirtyHouses)
			st.dirtyHouses &^= 1 << h
			if !k.house(st, h) {
				return k.fail()
			}
		case st.dirtyGroups.any():
			i, _ := st.dirtyGroups.take()
			if !k.group(st, &k.groups[i]) {
				return k.fail()
			}
		default:
			return true
		}
	}
}

func (k *Checker) fail() bool {
	k.queue = k.queue[:0]
	return false
}

// house applies the house rules to house h: hidden singles, and digits
// whose places in h all lie in a house h meets leave the rest of that
// house (locked candidates: a box's digit on one line, a line's in one
// box).
func (k *Checker) house(st *checkState, h int) bool {
	houses := k.ru.Shape.Houses
	cells, meets := houses[h].Cells, k.ru.Shape.Meets(h)
	var once, twice uint16
	for _, c := range cells {
		m := st.cand[c]
		twice |= once & m
		once |= m
	}
	if once != k.all {
		return false
	}
	for single := once &^ twice; single != 0; single &= single - 1 {
		b := single & -single
		for _, c := range cells {
			if st.cand[c]&b != 0 {
				if !k.restrict(st, int(c), b) {
					return false
				}
				break
			}
		}
	}
	// Locked digits. pos[d] bit i: cell i of h holds digit d.
	var pos [9]uint16
	bit := uint16(1) // cell i's: 1 << i
	for _, c := range cells {
		for m := st.cand[c]; m != 0; m &= m - 1 {
			pos[bits.TrailingZeros16(m)] |= bit
		}
		bit <<= 1
	}
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
			other := houses[meet.House].Cells
			for rest := meet.Rest; rest != 0; rest &= rest - 1 {
				c := other[bits.TrailingZeros16(rest)]
				if st.cand[c]&b != 0 && !k.restrict(st, int(c), ^b) {
					return false
				}
			}
		}
	}
	return true
}

// group narrows g's cells to the digits some way of making its sum gives
// them, fixes a digit every way needs where one cell is left for it, and
// moves such a digit out of a unit its places lie in.
func (k *Checker) group(st *checkState, g *group) bool {
	var keep [9]uint16
	var allowed, required uint16
	if len(g.cells) <= 6 {
		allowed, required = k.smallSets(st, g, &keep)
	} else {
		allowed, required = largeSets(st, g, &keep)
	}
	if allowed == 0 {
		return false
	}
	return k.narrow(st, g, &keep, required)
}

// memoBits sizes the Checker's memo of small groups: 4,096 entries.
const memoBits = 12

// memoEntry remembers what the sum sets of a small group give its cells:
// key packs the group's size, its sum and its cells' candidates, which
// are all the result depends on.
type memoEntry struct {
	key               uint64
	keep              [6]uint16
	allowed, required uint16
}

// smallSets fills keep with the digits some way of making g's sum gives
// each of its cells (up to six) and returns the digits of the sets that
// some way uses (allowed, 0 when none) and those every such set holds
// (required). The same group with the same candidates recurs across the
// nodes of a search and across the checks of a generator's layouts,
// which differ in a few cages, so results are kept in a direct-mapped
// memo keyed by size, sum and candidates; a result costs tens of
// rules.Support calls to compute and one lookup to reuse.
func (k *Checker) smallSets(st *checkState, g *group, keep *[9]uint16) (allowed, required uint16) {
	n := len(g.cells)
	key := uint64(n)<<60 | uint64(g.sum)<<54
	for i, c := range g.cells {
		key |= uint64(st.cand[c]) << (9 * i)
	}
	e := &k.memo[(key*0x9e3779b97f4a7c15)>>(64-memoBits)]
	if e.key != key {
		var union uint16
		for _, c := range g.cells {
			union |= st.cand[c]
		}
		*e = memoEntry{key: key, required: k.all}
		var cands [6]uint16
		for i, c := range g.cells {
			cands[i] = st.cand[c]
		}
		for _, m := range rules.SumSets(n, g.sum) {
			if m&^union != 0 {
				continue
			}
			support, ok := rules.Support(cands[:n], m)
			if !ok {
				continue
			}
			for i := range n {
				e.keep[i] |= support[i]
			}
			e.allowed |= m
			e.required &= m
		}
	}
	copy(keep[:], e.keep[:n])
	return e.allowed, e.required
}

// largeSets is smallSets for groups of more than six cells, without the
// memo: each cell takes a digit of the set; trying every assignment costs
// more than it finds.
func largeSets(st *checkState, g *group, keep *[9]uint16) (allowed, required uint16) {
	n := len(g.cells)
	var union uint16
	for _, c := range g.cells {
		union |= st.cand[c]
	}
	required = 0x1ff
	for _, m := range rules.SumSets(n, g.sum) {
		if m&^union != 0 {
			continue
		}
		ok := true
		for i, c := range g.cells {
			if st.cand[c]&m == 0 {
				ok = false
				break
			}
			keep[i] |= st.cand[c] & m
		}
		if !ok {
			continue
		}
		allowed |= m
		required &= m
	}
	return allowed, required
}

// narrow restricts g's cells to keep, fixes a digit every possible set
// holds (required) where one cell is left for it, and moves such a digit
// out of a unit its places lie in.
func (k *Checker) narrow(st *checkState, g *group, keep *[9]uint16, required uint16) bool {
	for i, c := range g.cells {
		if !k.restrict(st, int(c), keep[i]) {
			return false
		}
	}
	for req := required; req != 0; req &= req - 1 {
		b := req & -req
		at, cnt := -1, 0
		where := ^uint64(0) // the houses that hold every place of b
		for _, c := range g.cells {
			if st.cand[c]&b == 0 {
				continue
			}
			where &= k.ru.Shape.HouseMask(int(c))
			at, cnt = int(c), cnt+1
		}
		switch {
		case cnt == 0:
			return false
		case cnt == 1:
			if !k.restrict(st, at, b) {
				return false
			}
		}
		// b is somewhere among those places: out of the rest of a house
		// that holds them all.
		for ; where != 0; where &= where - 1 {
			for _, c := range k.ru.Shape.Houses[bits.TrailingZeros64(where)].Cells {
				if st.cand[c]&b == 0 || inGroup(g, c) {
					continue
				}
				if !k.restrict(st, int(c), ^b) {
					return false
				}
			}
		}
	}
	return true
}

func inGroup(g *group, c uint8) bool {
	for _, x := range g.cells {
		if x == c {
			return true
		}
	}
	return false
}

// sign bounds the two ends of sign i.
func (k *Checker) sign(st *checkState, i int) bool {
	s := k.ru.Signs[i]
	g, l := rules.Bound(rules.SpanOf(st.cand[s.Greater]), rules.SpanOf(st.cand[s.Lesser]))
	return k.restrict(st, int(s.Greater), g.Mask()) && k.restrict(st, int(s.Lesser), l.Mask())
}

// search counts the solutions below the state of level, up to the limit.
func (k *Checker) search(level int) {
	st := &k.levels[level]
	best, bc := -1, 10
	for c := range k.cells {
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
			for c, m := range st.cand[:k.cells] {
				k.solutions[k.found][c] = uint8(bits.TrailingZeros16(m)) + 1
			}
		}
		k.found++
		return
	}
	next := &k.levels[level+1]
	cands := st.cand[best]
	var first uint16
	if k.first != nil {
		first = cands & (1 << (k.first[best] - 1))
	}
	for m := first | cands&^first; m != 0; {
		b := first
		if b == 0 {
			b = m & -m
		}
		first = 0
		m &^= b
		if k.nodes++; k.Budget > 0 && k.nodes > k.Budget {
			return
		}
		*next = *st
		k.queue = k.queue[:0]
		if k.restrict(next, best, b) && k.propagate(next) {
			k.search(level + 1)
			if k.found >= k.limit || k.Budget > 0 && k.nodes > k.Budget {
				return
			}
		}
	}
}
