package score

import "slices"

// A collector's forcing chain searches (unary.forcingChain) nearly all
// run out: on the hardest puzzles, 994 in 1,000 meet no chain. Whether a
// search meets its start's opposite is plain reachability, so it is
// decided first on a smaller graph, and only the searches that meet a
// chain run the breadth-first search that finds its path.
//
// Two links make a step from an on node to an on node: on(k) turns
// off(j) off, which turns on(m) on. So a search from on(k0) reaches the
// on nodes R, the closure of k0 under those steps, and meets off(k0)
// exactly when some node of R turns k0 off, that is (links are
// symmetric) when R holds a candidate k0 turns off: another of its cell
// (with Y links) or its digit in a peer. A search from off(k0) starts
// from what off(k0) turns on, and meets on(k0) exactly when k0 falls in
// the closure. A breadth-first search along the same links reaches the
// same nodes, whatever their order, so the answer is the same; an off
// node that turns nothing on, which the search does not follow, adds no
// step.
//
// The steps are few: on an inner grid of the hardest puzzles, about one
// a candidate, where a node's links are some twenty, and a search that
// runs out reaches three on nodes on average. So the steps are lists, by
// the candidates' ranks on the grid, built from the off nodes that turn
// something on. A search that runs out marks the on nodes it reached as
// starting no chain, as forcingChain's did: what such a node reaches,
// the start reaches too.

// The X pass's links are a part of the XY pass's: a step between on
// nodes along X links is one along X and Y links, and a candidate that
// turns k0 off along X links does so along both. So a search that meets
// no chain along X and Y links meets none along X links alone, and the X
// pass asks the XY links first: a search that runs out there marks what
// it reached, which the XY pass then finds marked. On the hardest
// puzzles 7 searches in 1,000 along X and Y links meet a chain, so the
// X pass's searches nearly all stop at that first answer.

// chainReach holds the steps of the X and XY passes' links on one grid.
type chainReach struct {
	rank perCand[uint16]
	cand []uint16 // the candidate of each rank
	// links[1] holds the steps along X and Y links, links[0] along X
	// links.
	links [2]reachLinks
	// seen holds the ranks a search reached (where it equals gen), and
	// queue a search's nodes.
	seen  []uint32
	gen   uint32
	queue []uint16
	// offBits[r*w:][:w] holds what the on node of rank r reaches off
	// along X and Y links, as a set of ranks of w words (offReach), where
	// offStamp[r] is grid; acc is commonOffReach's.
	offBits  []uint64
	offStamp []uint32
	grid     uint32
	acc      []uint64
}

// reachLinks holds the steps of one pass's links.
type reachLinks struct {
	// listed records that the steps are listed for the grid.
	listed bool
	// The steps from rank r are to[from[r]:from[r+1]], ranks.
	from []int32
	to   []uint16
	// free holds the ranks whose off (free[0]) or on (free[1]) node is
	// known to start no chain.
	free [2][]uint64
}

// fit sizes cr's tables for the grids of geometry geo; those of another
// size start empty.
func (cr *chainReach) fit(geo *geometry) {
	if len(cr.seen) != 0 && len(cr.seen) != geo.candCount() {
		cr.seen = nil
	}
	fitCands(&cr.rank, geo)
}

// rankGrid numbers the candidates of u.b for the collector's passes.
func (u *unary) rankGrid() {
	geo := u.b.ru.geo
	cr := &u.cr
	cr.cand = cr.cand[:0]
	for c := range u.b.ru.geo.ncells {
		for m := u.b.cand[c]; m != 0; m &= m - 1 {
			k := geo.cand(c, lowest(m))
			cr.rank[k] = uint16(len(cr.cand))
			cr.cand = append(cr.cand, uint16(k))
		}
	}
	cr.links[0].listed, cr.links[1].listed = false, false
	cr.grid++
	if cr.grid == 0 {
		clear(cr.offStamp)
		cr.grid = 1
	}
}

// listSteps lists and returns the steps for the links of the pass with X
// links and, with y, Y links, unless they are listed already.
func (u *unary) listSteps(y bool) *reachLinks {
	cr := &u.cr
	l := &cr.links[btoi(y)]
	if l.listed {
		return l
	}
	l.listed = true
	n := len(cr.cand)
	w := (n + 63) / 64
	for i := range l.free {
		l.free[i] = slices.Grow(l.free[i][:0], w)[:w]
		clear(l.free[i])
	}
	if len(cr.seen) < n {
		cr.seen = make([]uint32, u.b.ru.geo.candCount())
		cr.gen = 0
	}
	// Count each candidate's steps, then place them: the steps through
	// off(j) go from every candidate that turns j off, which j turns off
	// too, to what j turns on.
	l.from = slices.Grow(l.from[:0], n+1)[:n+1]
	clear(l.from)
	for _, j := range cr.cand {
		if ons := len(u.ons(int(j), true, y)); ons > 0 {
			for _, k := range u.offs(int(j), y) {
				l.from[cr.rank[k]+1] += int32(ons)
			}
		}
	}
	for r := range n {
		l.from[r+1] += l.from[r]
	}
	l.to = slices.Grow(l.to[:0], int(l.from[n]))[:l.from[n]]
	for _, j := range cr.cand {
		ons := u.ons(int(j), true, y)
		if len(ons) == 0 {
			continue
		}
		for _, k := range u.offs(int(j), y) {
			r := cr.rank[k]
			for _, m := range ons {
				l.to[l.from[r]] = cr.rank[m]
				l.from[r]++
			}
		}
	}
	// Placing moved each start to the next one's: move them back.
	copy(l.from[1:], l.from[:n])
	l.from[0] = 0
	return l
}

// meets reports whether the search from candidate k0 on (or off) along
// the pass's links meets k0's opposite node, marking what a search that
// runs out reached. Along X links alone, it asks the X and Y links
// first.
func (u *unary) meets(k0 int, on, y bool) bool {
	if !y && !u.meetsAlong(k0, on, true) {
		return false
	}
	return u.meetsAlong(k0, on, y)
}

// meetsAlong is meets along the links of the pass with X links and, with
// y, Y links.
func (u *unary) meetsAlong(k0 int, on, y bool) bool {
	geo := u.b.ru.geo
	l := u.listSteps(y)
	cr := &u.cr
	r0 := int(cr.rank[k0])
	if l.free[btoi(on)][r0>>6]>>(r0&63)&1 != 0 {
		return false
	}
	cr.gen++
	if cr.gen == 0 {
		clear(cr.seen)
		cr.gen = 1
	}
	gen := cr.gen
	q := cr.queue[:0]
	if on {
		q = append(q, uint16(r0))
		cr.seen[r0] = gen
	} else {
		for _, m := range u.ons(k0, true, y) {
			if r := cr.rank[m]; cr.seen[r] != gen {
				cr.seen[r] = gen
				q = append(q, r)
			}
		}
	}
	c0, d0 := geo.cellOf(k0), geo.digitOf(k0)
	for i := 0; i < len(q); i++ {
		r := q[i]
		if on {
			// Does candidate k turn k0 off?
			k := int(cr.cand[r])
			c, d := geo.cellOf(k), geo.digitOf(k)
			if d == d0 && geo.peerSet[c0].has(c) || y && c == c0 && d != d0 {
				cr.queue = q
				return true
			}
		} else if int(r) == r0 {
			cr.queue = q
			return true
		}
		for _, t := range l.to[l.from[r]:l.from[r+1]] {
			if cr.seen[t] != gen {
				cr.seen[t] = gen
				q = append(q, t)
			}
		}
	}
	cr.queue = q
	// Ran out: every on node reached starts no chain.
	free := &l.free
	if !on {
		free[0][r0>>6] |= 1 << (r0 & 63)
	}
	for _, r := range q {
		free[1][r>>6] |= 1 << (r & 63)
	}
	return false
}

// A static propagation (the multiple forcing chains') follows the X and
// Y links of its grid, so what a run from candidate k assumed on turns
// off is within the off nodes that k's on node reaches: those the on
// nodes of its closure under the steps turn off. An inner producer of
// cell and region forcing chains needs a candidate that every run of a
// cell or of a digit's places turns off (reach.go), and tells it from
// these closures, which on its grids are a few on nodes each, instead of
// the reaches of every node of the graph.

// offReach returns the candidates that candidate k's on node reaches off
// along X and Y links, on the grid of the last rankGrid, as a set of their
// ranks: what the on nodes of its closure turn off (unary.offs). A set of
// ranks takes a bit for each candidate of the grid: ten words on the
// shrunken grids of a minimal 16×16 puzzle's nested levels (some 600
// candidates), where the cells of each digit took 25 cell sets of 15
// words in package wide. So commonOffReach intersects ten words a
// candidate, and a closure of three on nodes sets some sixty bits.
func (u *unary) offReach(k int) []uint64 {
	l := u.listSteps(true)
	cr := &u.cr
	n := len(cr.cand)
	w := (n + 63) / 64
	// The tables grow before the first set of a grid is kept: the sets
	// of one grid keep their place.
	if len(cr.offStamp) < n {
		cr.offStamp = append(cr.offStamp, make([]uint32, n-len(cr.offStamp))...)
	}
	if len(cr.offBits) < n*w {
		cr.offBits = make([]uint64, n*w)
	}
	r0 := cr.rank[k]
	set := cr.offBits[int(r0)*w:][:w]
	if cr.offStamp[r0] == cr.grid {
		return set
	}
	cr.offStamp[r0] = cr.grid
	clear(set)
	cr.gen++
	if cr.gen == 0 {
		clear(cr.seen)
		cr.gen = 1
	}
	gen := cr.gen
	q := append(cr.queue[:0], r0)
	cr.seen[r0] = gen
	for i := 0; i < len(q); i++ {
		r := q[i]
		for _, j := range u.offs(int(cr.cand[r]), true) {
			t := cr.rank[j]
			set[t>>6] |= 1 << (t & 63)
		}
		for _, t := range l.to[l.from[r]:l.from[r+1]] {
			if cr.seen[t] != gen {
				cr.seen[t] = gen
				q = append(q, t)
			}
		}
	}
	cr.queue = q
	return set
}

// commonOffReach is commonOff from the closures: whether some candidate
// is reached off from the on node of every candidate of ks.
func (u *unary) commonOffReach(ks []int) bool {
	cr := &u.cr
	acc := append(cr.acc[:0], u.offReach(ks[0])...)
	cr.acc = acc
	for _, k := range ks[1:] {
		s := u.offReach(k)[:len(acc)]
		some := uint64(0)
		for i := range acc {
			acc[i] &= s[i]
			some |= acc[i]
		}
		if some == 0 {
			return false
		}
	}
	return true
}
