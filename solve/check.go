package solve

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// checker counts the solutions of puzzles of every kind and size up to a
// limit, fast: the uniqueness test of every puzzle but the classic 9×9
// one (bandChecker's), and, with its digits drawn at random, the filler
// of the shapes whose fill needs its propagation, jigsaw layouts and
// windows (Solver.Fill). It is exact but not the seed solver: it
// propagates before it branches, and its search order is its own.
//
// A state is the candidates of the N² cells, N bits each. Propagation
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
// The search branches on the first cell with the fewest candidates (two,
// when one has two), copying the state of the grid's N² cells into the
// next level's slot: states are copied, never undone.
//
// What the sum sets give the cells of a group of up to six depends only
// on its size, its sum and its cells' candidates, and the same ones recur:
// at the nodes of one search, and across the checks of a generator's
// layouts, which differ in a few cages. The checker remembers them in a
// memo of 4,096 entries (smallSets), which saves a fifth of a killer
// generator's time and changes no result.
//
// A checker is reused across puzzles; nothing is allocated after the
// first counts at a size.
type checker[M mask] struct {
	ru     rules.Rules
	cells  int // the grid's N² cells
	all    M   // the digits 1..N
	groups []group
	// What a change to a cell wakes: its groups (and its signs,
	// ru.SignsOf).
	groupsOf [grid.MaxCells][]uint16

	solutions [2]grid.Grid
	found     int
	limit     int
	// queue holds the cells whose candidates fell to one, to fix: qn of
	// them. A cell falls to one candidate once on a path, and the queue
	// is emptied at each branch, so it never holds more than the cells.
	queue [grid.MaxCells]uint16
	qn    int
	// words is how many words of a bitset the puzzle's groups and signs
	// take (bitset); houseWords how many of a rules.HouseSet its houses
	// take, one up to 64 houses. The checker reads and writes those
	// words alone: a 9×9 grid's sets are one word each, where the types
	// have room for a board's hundreds of houses.
	words      int
	houseWords int
	// waking reports that the puzzle has groups or signs, which a change
	// to a cell wakes; a puzzle of houses alone has none. changed holds
	// the cells whose candidates changed since propagate last woke their
	// groups and signs (wakeChanged).
	waking  bool
	changed cellBits
	// levels holds a state a search level: level 0 the loaded givens,
	// then one a branch, so at most one more than the grid's cells.
	levels []checkState[M]
	// memo remembers the sum sets' verdicts on small groups (smallSets).
	memo *[1 << memoBits]memoEntry[M]
	// first, when set, is a solution to try first: its digit is the
	// first branch at every cell.
	first *grid.Grid
	// rng, when set, draws the order in which a branch's digits are
	// tried (fill).
	rng *rand.Rand
	// budget, when above 0, bounds the search nodes (branches tried) of
	// one count: past it the count stops undecided. A generator spends
	// its time better on a fresh layout than on the rare one whose second
	// solution hides behind millions of nodes.
	budget int
	nodes  int
	// rootFailed reports that the last count's givens failed before its
	// search (open).
	rootFailed bool
}

// solution returns the i-th solution (0 or 1) the last count found.
func (k *checker[M]) solution(i int) grid.Grid { return k.solutions[i] }

// open appends the cells of the root state (the givens' propagation)
// with more than one candidate to dst: the search copies level 0 before
// it changes anything, so it still holds them after the count. A root
// that failed (rootFailed) has none.
func (k *checker[M]) open(dst []uint16) []uint16 {
	if k.rootFailed || len(k.levels) == 0 {
		return dst
	}
	st := &k.levels[0]
	for c := range k.cells {
		if m := st.cand[c&cellMask]; m&(m-1) != 0 {
			dst = append(dst, uint16(c))
		}
	}
	return dst
}

// undecided reports whether the last count stopped at the budget before
// it could tell: its result then says only that the solutions found so
// far exist.
func (k *checker[M]) undecided() bool { return k.budget > 0 && k.nodes > k.budget }

// group is a set of cells whose digits differ and add up to sum.
type group struct {
	cells []uint16
	sum   int
}

// checkState is what a search level copies (copyState): the candidates
// of the grid's cells, which are fixed, and what is left to look at.
type checkState[M mask] struct {
	cand  [cellRoom]M
	fixed [cellRoom]bool
	// Dirty work: houses, groups and signs whose cells changed.
	dirtyHouses rules.HouseSet
	dirtyGroups bitset
	dirtySigns  bitset
}

// copyState copies the state of the grid's cells from src into dst.
func (k *checker[M]) copyState(dst, src *checkState[M]) {
	copy(dst.cand[:k.cells], src.cand[:k.cells])
	copy(dst.fixed[:k.cells], src.fixed[:k.cells])
	copy(dst.dirtyHouses[:k.houseWords], src.dirtyHouses[:k.houseWords])
	copy(dst.dirtyGroups[:k.words], src.dirtyGroups[:k.words])
	copy(dst.dirtySigns[:k.words], src.dirtySigns[:k.words])
}

// cellRoom is the room of a checkState's arrays of cells: grid.MaxCells
// rounded up to a power of two (the compiler holds it to that, below), so that an index masked with cellMask
// (c&cellMask, which is c: a cell of the puzzle is below grid.MaxCells)
// needs no bounds check. The checker's loops read a cell's candidates at
// every step, and a cell index of 16 bits is not below grid.MaxCells to
// the compiler.
const (
	cellRoom = 1024
	cellMask = cellRoom - 1
)

// Compile-time checks: cellRoom holds grid.MaxCells and is a power of two.
var (
	_ [cellRoom - grid.MaxCells]struct{}
	_ = [1]int{}[cellRoom&cellMask]
)

// bitset is a set of indexes of groups or signs. Its first n words hold
// those of a puzzle whose checker has words n (as many as its groups and
// signs need); the others stay zero, neither copied nor looked at.
type bitset [bitsetWords]uint64

// bitsetWords sizes a bitset for the most groups or signs a puzzle has:
// its signs, one a pair of orthogonal neighbours, fewer than twice its
// cells (a board of joined grids has many).
const bitsetWords = (2*grid.MaxCells + 63) / 64

func (b *bitset) set(i int) { b[i>>6] |= 1 << (i & 63) }

// any reports whether one of the first n words holds an index.
func (b *bitset) any(n int) bool {
	for _, w := range b[:n] {
		if w != 0 {
			return true
		}
	}
	return false
}

// take removes the smallest index of the first n words and returns it.
func (b *bitset) take(n int) (int, bool) { return takeLowest(b[:n]) }

// takeLowest removes the lowest index of the set of words s and returns
// it, and false when s is empty.
func takeLowest(s []uint64) (int, bool) {
	for w := range s {
		if s[w] != 0 {
			i := bits.TrailingZeros64(s[w])
			s[w] &^= 1 << i
			return w*64 + i, true
		}
	}
	return 0, false
}

// cellBits is a set of a grid's cells.
type cellBits [(grid.MaxCells + 63) / 64]uint64

func (b *cellBits) set(c int) { b[c>>6] |= 1 << (c & 63) }

// clear empties the set of a grid of cells cells.
func (b *cellBits) clear(cells int) { clear(b[:(cells+63)>>6]) }

// take removes and returns the lowest cell of the set of a grid of cells
// cells, and false when it is empty.
func (b *cellBits) take(cells int) (int, bool) { return takeLowest(b[:(cells+63)>>6]) }

// maxGroups bounds the groups a bitset can name.
const maxGroups = bitsetWords * 64

// newChecker returns a checker.
func newChecker[M mask]() *checker[M] {
	return &checker[M]{memo: new([1 << memoBits]memoEntry[M])}
}

// count returns how many solutions p has, stopping at q.Limit (at least
// 1), with q's exclusion, first solution and budget. p must be valid
// (puzzle.Validate).
func (k *checker[M]) count(p *puzzle.Puzzle, q *Query) int {
	k.first, k.budget, k.rng = q.First, q.Budget, nil
	return k.run(p, q.Limit, q.Cell, q.Digit)
}

// fill writes into g a solution grid of p (of its shape, when p has no
// givens, cages or signs) drawn at random: the search with each branch's
// digits in an order rng draws, stopped at the first solution. It reports
// false when p has none, or when budget (above 0) nodes did not find one.
// Every rule treats the digits alike, and so does the choice of the cell
// to branch on, so each cell holds each digit equally often.
func (k *checker[M]) fill(p *puzzle.Puzzle, rng *rand.Rand, budget int, g *grid.Grid) bool {
	k.first, k.budget, k.rng = nil, budget, rng
	defer func() { k.rng = nil }()
	if k.run(p, 1, 0, 0) != 1 || k.undecided() {
		return false
	}
	*g = k.solutions[0]
	return true
}

// run loads p, rules digit d (1..N, 0 for none) out of cell except, and
// counts p's solutions up to limit.
func (k *checker[M]) run(p *puzzle.Puzzle, limit, except int, d uint8) int {
	k.setup(p)
	k.found, k.limit, k.nodes = 0, max(limit, 1), 0
	if len(k.levels) < k.cells+1 {
		k.levels = make([]checkState[M], k.cells+1)
	}
	st := &k.levels[0]
	clear(st.dirtyGroups[:k.words])
	clear(st.dirtySigns[:k.words])
	for c := range k.cells {
		st.cand[c&cellMask], st.fixed[c&cellMask] = k.all, false
	}
	st.dirtyHouses = rules.AllHouses(len(k.ru.Shape.Houses))
	for i := range k.groups {
		st.dirtyGroups.set(i)
	}
	for i := range p.Signs {
		st.dirtySigns.set(i)
	}
	k.qn = 0
	k.changed.clear(k.cells)
	k.rootFailed = true
	for c, v := range p.Givens[:p.Cells()] {
		if v != 0 {
			if int(v) > p.N() || !k.restrict(st, c, 1<<(v-1)) {
				return 0
			}
		}
	}
	if d != 0 && !k.restrict(st, except, ^(M(1)<<(d-1))) {
		return 0
	}
	if !k.propagate(st) {
		return 0
	}
	k.rootFailed = false
	k.search(0)
	return k.found
}

func (k *checker[M]) setup(p *puzzle.Puzzle) {
	k.ru.Reset(p)
	k.cells, k.all = p.Cells(), M(1)<<p.N()-1
	for c := range k.cells {
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
	k.waking = len(k.groups) > 0 || len(k.ru.Signs) > 0
	k.words = max(1, (max(len(k.groups), len(k.ru.Signs))+63)/64)
	k.houseWords = max(1, (len(k.ru.Shape.Houses)+63)/64)
}

// addGroup adds a group, up to maxGroups of them.
func (k *checker[M]) addGroup(cells []uint16, sum int) {
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
func (k *checker[M]) restrict(st *checkState[M], c int, m M) bool {
	old := st.cand[c&cellMask]
	m &= old
	if m == old {
		return true
	}
	return k.setCand(st, c, m)
}

// setCand sets the candidates of cell c to m, fewer than it has, queueing
// the cell when one is left and marking what the change can affect; it
// reports false when m is empty. It is small enough to be inlined in
// fix, the checker's hottest loop.
func (k *checker[M]) setCand(st *checkState[M], c int, m M) bool {
	if m == 0 {
		return false
	}
	st.cand[c&cellMask] = m
	if m&(m-1) == 0 && !st.fixed[c&cellMask] {
		k.queue[k.qn] = uint16(c)
		k.qn++
	}
	d, t := st.dirtyHouses[:k.houseWords], k.ru.Shape.HouseSetOf(c)
	for i := range d {
		d[i] |= t[i]
	}
	k.changed.set(c)
	return true
}

// wakeChanged marks the groups and signs of the changed cells to be
// looked at again. propagate calls it before it looks at any, which
// gives what marking them at each change would, and keeps that work out
// of setCand, a puzzle of houses alone having neither.
func (k *checker[M]) wakeChanged(st *checkState[M]) {
	for c, ok := k.changed.take(k.cells); ok; c, ok = k.changed.take(k.cells) {
		for _, g := range k.groupsOf[c] {
			st.dirtyGroups.set(int(g))
		}
		for _, s := range k.ru.SignsOf[c] {
			st.dirtySigns.set(s)
		}
	}
}

// fix fixes cell c to its single candidate, removing it from the cell's
// peers and cage mates.
func (k *checker[M]) fix(st *checkState[M], c int) bool {
	if st.fixed[c&cellMask] {
		return true
	}
	st.fixed[c&cellMask] = true
	b := st.cand[c&cellMask]
	for _, p := range k.ru.Mates(c) {
		if m := st.cand[p&cellMask]; m&b != 0 && !k.setCand(st, int(p), m&^b) {
			return false
		}
	}
	return true
}

// propagate runs the rules to a fixed point; false on a contradiction.
func (k *checker[M]) propagate(st *checkState[M]) bool {
	for {
		if k.qn > 0 {
			k.qn--
			if !k.fix(st, int(k.queue[k.qn])) {
				return k.fail()
			}
			continue
		}
		if k.waking {
			k.wakeChanged(st)
		}
		h, dirty := -1, false
		if !st.dirtySigns.any(k.words) {
			if h, dirty = takeLowest(st.dirtyHouses[:k.houseWords]); !dirty {
				h = -1
			}
		}
		switch {
		case st.dirtySigns.any(k.words):
			i, _ := st.dirtySigns.take(k.words)
			if !k.sign(st, i) {
				return k.fail()
			}
		case h >= 0:
			if !k.house(st, h) {
				return k.fail()
			}
		case st.dirtyGroups.any(k.words):
			i, _ := st.dirtyGroups.take(k.words)
			if !k.group(st, &k.groups[i]) {
				return k.fail()
			}
		default:
			return true
		}
	}
}

func (k *checker[M]) fail() bool {
	k.qn = 0
	k.changed.clear(k.cells)
	return false
}

// house applies the house rules to house h: hidden singles, and digits
// whose places in h all lie in a house h meets leave the rest of that
// house (locked candidates: a box's digit on one line, a line's in one
// box).
func (k *checker[M]) house(st *checkState[M], h int) bool {
	houses := k.ru.Shape.Houses
	cells, meets := houses[h].Cells, k.ru.Shape.Meets(h)
	// fixed: the digits of cells with one candidate, placed or queued,
	// which need no hidden single.
	var once, twice, fixed M
	for _, c := range cells {
		m := st.cand[c&cellMask]
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
			if st.cand[c&cellMask]&b != 0 {
				if !k.restrict(st, int(c), b) {
					return false
				}
				break
			}
		}
	}
	// Locked digits: a digit whose places in h all lie in a house h
	// meets leaves the rest of that house (a box's digit on one line, a
	// line's in one box). pos[d] bit i: cell i of h holds digit d, for
	// the digits with two places or more.
	// Positions fit M: a house has N cells, as M has N digits.
	var pos [grid.MaxSize]M
	bit := M(1) // cell i's: 1 << i
	for _, c := range cells {
		for m := st.cand[c&cellMask] & twice; m != 0; m &= m - 1 {
			pos[lowest(m)] |= bit
		}
		bit <<= 1
	}
	for m := twice; m != 0; m &= m - 1 {
		d := lowest(m)
		p := pos[d]
		if p == 0 {
			return false // the hidden singles above took its places
		}
		for _, meet := range meets {
			if p&^M(meet.Cells) != 0 {
				continue
			}
			b := M(1) << d
			other := houses[meet.House].Cells
			for rest := meet.Rest; rest != 0; rest &= rest - 1 {
				c := other[bits.TrailingZeros32(rest)]
				if st.cand[c&cellMask]&b != 0 && !k.restrict(st, int(c), ^b) {
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
func (k *checker[M]) group(st *checkState[M], g *group) bool {
	var keep [grid.MaxSize]M
	var allowed, required M
	if len(g.cells) <= 6 {
		allowed, required = k.smallSets(st, g, &keep)
	} else {
		allowed, required = largeSets(st, g, &keep, k.all)
	}
	if allowed == 0 {
		return false
	}
	return k.narrow(st, g, &keep, required)
}

// memoBits sizes the checker's memo of small groups: 4,096 entries.
const memoBits = 12

// memoEntry remembers what the sum sets of a small group give its cells:
// key packs the group's size, its sum and its cells' candidates, which
// are all the result depends on (memoKey).
type memoEntry[M mask] struct {
	key               [2]uint64
	keep              [6]M
	allowed, required M
}

// smallSets fills keep with the digits some way of making g's sum gives
// each of its cells (up to six) and returns the digits of the sets that
// some way uses (allowed, 0 when none) and those every such set holds
// (required). The same group with the same candidates recurs across the
// nodes of a search and across the checks of a generator's layouts,
// which differ in a few cages, so results are kept in a direct-mapped
// memo keyed by size, sum and candidates; a result costs tens of
// rules.Support calls to compute and one lookup to reuse.
func (k *checker[M]) smallSets(st *checkState[M], g *group, keep *[grid.MaxSize]M) (allowed, required M) {
	n := len(g.cells)
	key := memoKey(st, g)
	e := &k.memo[((key[0]^key[1]*0xbf58476d1ce4e5b9)*0x9e3779b97f4a7c15)>>(64-memoBits)]
	if e.key != key {
		var union M
		for _, c := range g.cells {
			union |= st.cand[c&cellMask]
		}
		*e = memoEntry[M]{key: key, required: k.all}
		// Groups come of cages, on grids of up to 16 digits
		// (puzzle.MaxCagedSize): the kernel's sixteen-bit sets hold them.
		var cands [6]uint16
		for i, c := range g.cells {
			cands[i] = uint16(st.cand[c&cellMask])
		}
		for _, m := range rules.SumSetsOf(n, g.sum, k.ru.Shape.N) {
			if M(m)&^union != 0 {
				continue
			}
			support, ok := rules.Support(cands[:n], m)
			if !ok {
				continue
			}
			for i := range n {
				e.keep[i] |= M(support[i])
			}
			e.allowed |= M(m)
			e.required &= M(m)
		}
	}
	copy(keep[:], e.keep[:n])
	return e.allowed, e.required
}

// memoKey packs the size, the sum and the cells' candidates of g, a group
// of up to six cells: the candidates of the first four in the first
// word, sixteen bits each, then those of the other two, the sum (at most
// 81, six digits of sixteen) and the size in the second.
func memoKey[M mask](st *checkState[M], g *group) (key [2]uint64) {
	key[1] = uint64(len(g.cells))<<40 | uint64(g.sum)<<32
	for i, c := range g.cells {
		key[i/4] |= uint64(st.cand[c&cellMask]) << (16 * (i % 4))
	}
	return key
}

// largeSets is smallSets for groups of more than six cells, without the
// memo: each cell takes a digit of the set; trying every assignment costs
// more than it finds.
func largeSets[M mask](st *checkState[M], g *group, keep *[grid.MaxSize]M, all M) (allowed, required M) {
	n := len(g.cells)
	var union M
	for _, c := range g.cells {
		union |= st.cand[c&cellMask]
	}
	required = all
	for _, w := range rules.SumSetsOf(n, g.sum, bits.OnesCount32(uint32(all))) {
		m := M(w)
		if m&^union != 0 {
			continue
		}
		ok := true
		for i, c := range g.cells {
			if st.cand[c&cellMask]&m == 0 {
				ok = false
				break
			}
			keep[i] |= st.cand[c&cellMask] & m
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
func (k *checker[M]) narrow(st *checkState[M], g *group, keep *[grid.MaxSize]M, required M) bool {
	for i, c := range g.cells {
		if !k.restrict(st, int(c), keep[i]) {
			return false
		}
	}
	for req := required; req != 0; req &= req - 1 {
		b := req & -req
		at, cnt := -1, 0
		// where: the houses that hold every place of b, in the first
		// houseWords words.
		var where rules.HouseSet
		w := where[:k.houseWords]
		for i := range w {
			w[i] = ^uint64(0)
		}
		for _, c := range g.cells {
			if st.cand[c&cellMask]&b == 0 {
				continue
			}
			t := k.ru.Shape.HouseSetOf(int(c))
			for i := range w {
				w[i] &= t[i]
			}
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
		for h, ok := takeLowest(w); ok; h, ok = takeLowest(w) {
			for _, c := range k.ru.Shape.Houses[h].Cells {
				if st.cand[c&cellMask]&b == 0 || inGroup(g, c) {
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

func inGroup(g *group, c uint16) bool {
	for _, x := range g.cells {
		if x == c {
			return true
		}
	}
	return false
}

// sign bounds the two ends of sign i.
func (k *checker[M]) sign(st *checkState[M], i int) bool {
	s := k.ru.Signs[i]
	// Signs are on grids of up to 16 digits (puzzle.MaxCagedSize).
	g, l := rules.Bound(rules.SpanOf(uint16(st.cand[s.Greater&cellMask])), rules.SpanOf(uint16(st.cand[s.Lesser&cellMask])))
	return k.restrict(st, int(s.Greater), M(g.Mask())) && k.restrict(st, int(s.Lesser), M(l.Mask()))
}

// search counts the solutions below the state of level, up to the limit:
// it branches on the first unfixed cell with the fewest candidates (at
// once on one with two), trying first's digit first when set, then the
// others from the lowest, or in random order with rng.
func (k *checker[M]) search(level int) {
	st := &k.levels[level]
	best, bc := -1, grid.MaxSize+1
	for c := range k.cells {
		if st.fixed[c&cellMask] {
			continue
		}
		if n := ones(st.cand[c&cellMask]); n < bc {
			best, bc = c, n
			if n == 2 {
				break
			}
		}
	}
	if best < 0 {
		if k.found < len(k.solutions) {
			k.solutions[k.found] = grid.Grid{}
			for c, m := range st.cand[:k.cells] {
				k.solutions[k.found][c] = uint8(lowest(m)) + 1
			}
		}
		k.found++
		return
	}
	next := &k.levels[level+1]
	cands := st.cand[best]
	var first M
	if k.first != nil {
		first = cands & (1 << (k.first[best] - 1))
	}
	for m := first | cands&^first; m != 0; {
		b := first
		switch {
		case b != 0:
		case k.rng != nil:
			b = M(1) << randomDigit(k.rng, m)
		default:
			b = m & -m
		}
		first = 0
		m &^= b
		if k.nodes++; k.budget > 0 && k.nodes > k.budget {
			return
		}
		k.copyState(next, st)
		k.qn = 0
		if k.restrict(next, best, b) && k.propagate(next) {
			k.search(level + 1)
			if k.found >= k.limit || k.budget > 0 && k.nodes > k.budget {
				return
			}
		}
	}
}

// randomDigit returns one of the digits of m (bit d for digit d+1, m not
// empty), each as likely as the others.
func randomDigit[M mask](rng *rand.Rand, m M) int {
	for k := rng.IntN(ones(m)); k > 0; k-- {
		m &= m - 1
	}
	return lowest(m)
}

// mask is a set of digits, bit d-1 for digit d: sixteen bits up to
// 16×16, thirty-two past it (checker[uint32]), so that the grids up to
// 16×16 keep their states half the size.
type mask interface{ ~uint16 | ~uint32 }

// ones counts the digits of m, and lowest returns the lowest (m not
// empty), on either width.
func ones[M mask](m M) int   { return bits.OnesCount32(uint32(m)) }
func lowest[M mask](m M) int { return bits.TrailingZeros32(uint32(m)) }
