package score

import (
	"math/bits"
	"slices"
)

// A collector's forcing chain searches (unary.forcingChain) nearly all
// run out: on the hardest puzzles, 994 in 1,000 meet no chain, each
// after visiting some tens of nodes one link at a time. Whether a search
// meets its start's opposite is plain reachability, so it is decided
// first on bit sets of the pass's on nodes, and only the searches that
// meet a chain run the breadth-first search that finds its path.
//
// Two links make a step from an on node to an on node: on(k) turns
// off(j) off, which turns on(m) on. So a search from on(k0) reaches the
// on nodes R, the closure of k0 under those steps, and meets off(k0)
// exactly when some node of R turns k0 off, that is (links are
// symmetric) when R meets the candidates k0 turns off. A search from
// off(k0) starts from what off(k0) turns on, and meets on(k0) exactly
// when k0 falls in the closure. A breadth-first search along the same
// links reaches the same nodes, whatever their order, so the answer is
// the same; an off node that turns nothing on, which the search does not
// follow, adds no step.
//
// The sets hold a bit per candidate of the grid, by rank, so that a grid
// of a few hundred candidates takes a few words. A search that runs out
// marks what it reached as starting no chain, as forcingChain's did: what
// such a node reaches, the start reaches too.

// chainReach holds the step sets of one pass's links on one grid.
type chainReach struct {
	rank [nCand]uint16
	n, w int
	// y is the pass whose links steps and offs describe, -1 for none yet.
	y int
	// steps[r*w:][:w] holds the on nodes one step from the candidate of
	// rank r.
	steps []uint64
	// free holds the candidates whose off (free[:w]) or on (free[w:])
	// node is known to start no chain; reach, front and next are a
	// search's.
	free, reach, front, next []uint64
}

// rankGrid numbers the candidates of u.b for the collector's passes.
func (u *unary) rankGrid() {
	cr := &u.cr
	n := 0
	for c := 0; c < 81; c++ {
		for m := u.b.cand[c]; m != 0; m &= m - 1 {
			cr.rank[c*9+lowest(m)] = uint16(n)
			n++
		}
	}
	cr.n, cr.w, cr.y = n, (n+63)/64, -1
}

// stepSets fills cr's step and off sets for the links of the pass with X
// links and, with y, Y links, unless they are filled already.
func (u *unary) stepSets(y bool) {
	cr := &u.cr
	if cr.y == btoi(y) {
		return
	}
	cr.y = btoi(y)
	w := cr.w
	size := cr.n * w
	cr.steps = slices.Grow(cr.steps[:0], size)[:size]
	clear(cr.steps)
	cr.free = slices.Grow(cr.free[:0], 2*w)[:2*w]
	clear(cr.free)
	cr.reach = slices.Grow(cr.reach[:0], w)[:w]
	cr.front = slices.Grow(cr.front[:0], w)[:w]
	cr.next = slices.Grow(cr.next[:0], w)[:w]
	// Step sets by the off nodes that turn something on, few of them:
	// j's on nodes are one step from every candidate that turns j off,
	// which j turns off too.
	for c := 0; c < 81; c++ {
		for m := u.b.cand[c]; m != 0; m &= m - 1 {
			j := c*9 + lowest(m)
			ons := u.ons(j, true, y)
			if len(ons) == 0 {
				continue
			}
			var to [maxReachWords]uint64
			for _, m := range ons {
				t := cr.rank[m]
				to[t>>6] |= 1 << (t & 63)
			}
			for _, k := range u.offs(j, y) {
				steps := cr.steps[int(cr.rank[k])*w:][:w]
				for i := range steps {
					steps[i] |= to[i]
				}
			}
		}
	}
}

// meets reports whether the search from candidate k0 on (or off) along
// the pass's links meets k0's opposite node, marking what a search that
// runs out reached.
func (u *unary) meets(k0 int, on, y bool) bool {
	u.stepSets(y)
	cr := &u.cr
	w := cr.w
	r0 := int(cr.rank[k0])
	half := btoi(on) * w
	if cr.free[half+r0>>6]>>(r0&63)&1 != 0 {
		return false
	}
	reach, front := cr.reach, cr.front
	clear(front)
	if on {
		front[r0>>6] |= 1 << (r0 & 63)
	} else {
		for _, m := range u.ons(k0, true, y) {
			t := cr.rank[m]
			front[t>>6] |= 1 << (t & 63)
		}
	}
	copy(reach, front)
	for {
		next := cr.next
		clear(next)
		for i, f := range front {
			for ; f != 0; f &= f - 1 {
				r := i<<6 | bits.TrailingZeros64(f)
				for j, s := range cr.steps[r*w:][:w] {
					next[j] |= s
				}
			}
		}
		some := uint64(0)
		for i, f := range next {
			f &^= reach[i]
			next[i] = f
			reach[i] |= f
			some |= f
		}
		if some == 0 {
			break
		}
		cr.front, cr.next = next, front
		front = next
	}
	// The search meets k0's opposite when what it reached turns k0 off
	// (on), or holds k0 (off). A search that meets it stops there; this
	// one goes on to the end, which changes nothing but its cost: few
	// searches meet one.
	if on {
		for _, j := range u.offs(k0, y) {
			if t := cr.rank[j]; reach[t>>6]>>(t&63)&1 != 0 {
				return true
			}
		}
	} else if reach[r0>>6]>>(r0&63)&1 != 0 {
		return true
	}
	// Ran out: every on node reached starts no chain.
	free := cr.free
	if !on {
		free[r0>>6] |= 1 << (r0 & 63)
	}
	for i, f := range reach {
		free[w+i] |= f
	}
	return false
}
