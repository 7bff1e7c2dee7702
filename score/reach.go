package score

import "slices"

// Reaches: what every node of a grid's implication graph leads to, as
// sets of candidates turned off and on, for the searches that need only
// whether something is reached:
//   - A single forcing chain from a node s exists exactly when s reaches
//     some candidate both on and off (forcingMid), so the searches from
//     the other nodes, most of them, are skipped.
//   - The multiple forcing chains' propagation is static: it follows the
//     links of the step's grid (the XY links), the same from every
//     assumption. So what a run from an assumption turns off is within
//     what that assumption's on node reaches: a run may stop early, at a
//     contradiction, so its sets are part of the reach. A cell or region
//     forcing chain needs a candidate that every run of its cell or
//     places turns off (a candidate every run turns on, in a cell with
//     others, has those others turned off by every run: a Y link), so
//     where the reaches turn nothing off in common, the producer has no
//     step and its runs are not computed (produce, regions).
//
// The reaches come from the strongly connected components of the graph
// (scc.go): Tarjan's algorithm completes a component after every
// component it links to, so one pass in that order unions each
// component's own nodes with the reaches of the components it links to.
// A set holds a bit per candidate of the grid, by its rank.

// reachSets holds, for each component of one pass's graph, the
// candidates it reaches off and on.
type reachSets struct {
	rank  perCand[uint16] // a candidate's bit in a set
	words int             // words in the off (or on) half of a set
	// sets holds component c's reach at sets[2*c*words:]: words words of
	// candidates turned off, then words turned on.
	sets []uint64
	// merged[c] is 1 + the component whose reach last took c's; leaf
	// marks the components of one node that link nowhere.
	merged []int16
	leaf   nodeBits
	// xy records that the sets are those of the X and Y links of the grid
	// with candidates cand, while u.scc holds its components.
	xy   bool
	cand perCell[digitMask]
	// acc is commonOff's.
	acc []uint64
}

// fit sizes rs's tables for the grids of geometry geo.
func (rs *reachSets) fit(geo *geometry) {
	fitCands(&rs.rank, geo)
	fitNodeBits(&rs.leaf, geo)
	fitCells(&rs.cand, geo)
}

// reaches numbers every node of u.b's graph of pass (x, y) and fills
// u.rs with the reaches of its components. u.scc then holds the pass's
// components.
func (u *unary) reaches(x, y bool) {
	geo := u.b.ru.geo
	b, rs, g := u.b, &u.rs, &u.scc
	g.reset()
	rs.xy = x && y
	copy(rs.cand[:], b.cand[:])
	n := 0
	for c := range b.ru.geo.ncells {
		for m := b.cand[c]; m != 0; m &= m - 1 {
			rs.rank[geo.cand(c, lowest(m))] = uint16(n)
			n++
		}
	}
	for c := range b.ru.geo.ncells {
		for m := b.cand[c]; m != 0; m &= m - 1 {
			k := geo.cand(c, lowest(m))
			if g.index[onNode(k)] == 0 {
				u.tarjan(onNode(k), x, y)
			}
			if g.index[offNode(k)] == 0 {
				u.tarjan(offNode(k), x, y)
			}
		}
	}
	w := (n + 63) / 64
	rs.words = w
	size := 2 * int(g.ncomp) * w
	rs.sets = slices.Grow(rs.sets[:0], size)[:size]
	clear(rs.sets)
	rs.merged = slices.Grow(rs.merged[:0], int(g.ncomp))[:g.ncomp]
	clear(rs.merged)
	for i := 0; i < len(g.popped); {
		comp := g.comp[g.popped[i]]
		set := rs.sets[2*int(comp)*w:][:2*w]
		// A component of one node that links nowhere, as most off
		// nodes, is a single bit: set it rather than union its set.
		alone := i+1 == len(g.popped) || g.comp[g.popped[i+1]] != comp
		for ; i < len(g.popped) && g.comp[g.popped[i]] == comp; i++ {
			v := int(g.popped[i])
			r := int(rs.rank[v>>1]) + (v&1)*w*64
			set[r>>6] |= 1 << (r & 63)
			for _, k := range u.succ(v, x, y) {
				t := int(k)<<1 | (v&1 ^ 1)
				to := g.comp[t]
				if to == comp || rs.merged[to] == comp+1 {
					continue
				}
				rs.merged[to] = comp + 1
				alone = false
				if rs.leaf[to>>6]>>(to&63)&1 != 0 {
					r := int(rs.rank[t>>1]) + (t&1)*w*64
					set[r>>6] |= 1 << (r & 63)
					continue
				}
				for j, s := range rs.sets[2*int(to)*w:][:2*w] {
					set[j] |= s
				}
			}
		}
		if alone {
			rs.leaf[comp>>6] |= 1 << (comp & 63)
		} else {
			rs.leaf[comp>>6] &^= 1 << (comp & 63)
		}
	}
}

// reachOf returns the reach of node n.
func (u *unary) reachOf(n int) []uint64 {
	w := u.rs.words
	return u.rs.sets[2*int(u.scc.comp[n])*w:][:2*w]
}

// contradicts reports whether node n reaches some candidate both on and
// off: whether a single forcing chain starts from it.
func (u *unary) contradicts(n int) bool {
	set := u.reachOf(n)
	w := u.rs.words
	for j, off := range set[:w] {
		if off&set[w+j] != 0 {
			return true
		}
	}
	return false
}

// commonOff reports whether some candidate is reached off from the on
// node of every candidate of ks.
func (u *unary) commonOff(ks []int) bool {
	w := u.rs.words
	acc := slices.Grow(u.rs.acc[:0], w)[:w]
	u.rs.acc = acc
	copy(acc, u.reachOf(onNode(ks[0]))[:w])
	for _, k := range ks[1:] {
		some := uint64(0)
		for j, s := range u.reachOf(onNode(k))[:w] {
			acc[j] &= s
			some |= acc[j]
		}
		if some == 0 {
			return false
		}
	}
	return true
}

// offLeads sets s to the candidates of u.b whose off node turns some
// candidate on with X and Y links, as u's tables hold them: the only off
// nodes a static propagation follows (chainer.leads).
func (u *unary) offLeads(s *candBits) {
	geo := u.b.ru.geo
	s.reset()
	for c := range geo.ncells {
		for m := u.b.cand[c]; m != 0; m &= m - 1 {
			if k := geo.cand(c, lowest(m)); u.onN[2][k] != 0 {
				s.set(k)
			}
		}
	}
}

// staticReaches readies ch.unary's tables and reaches for the static
// propagation of ch.src: its XY links. The single chains' last pass
// leaves them for the step's grid, which the ladder's multiple forcing
// chains search next when nothing between found a step.
//
// An inner producer (a collector's) takes the closures of chainreach.go
// instead: on its grids a closure is a few on nodes, so those of the
// candidates it asks about cost less than the reaches of every node.
func (ch *chainer) staticReaches() {
	u := &ch.unary
	u.b = ch.src
	if ch.coll != nil {
		u.buildAdj(ch.src)
		u.rankGrid()
		return
	}
	if u.rs.xy && sameCells(&u.rs.cand, &ch.src.cand) {
		return
	}
	u.buildAdj(ch.src)
	u.reaches(true, true)
}

// commonOff reports whether some candidate is reached off from the on
// node of every candidate of ks, for a static producer on ch.src.
func (ch *chainer) commonOff(ks []int) bool {
	if ch.coll != nil {
		return ch.unary.commonOffReach(ks)
	}
	return ch.unary.commonOff(ks)
}
