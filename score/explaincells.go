package score

import (
	"slices"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rating"
)

// The cells a step reasons with, worked out after the finder has chosen
// the step: each finder takes the first pattern of its search that
// changes something, so running the same search on the same board and
// taking the first pattern that makes the same change finds the pattern
// back. This costs one search per step, and only when a path is
// explained, never while rating. Forcing chains are retraced by a
// breadth-first search from the assumption to its opposite, which finds
// a shortest chain, the length SE measures; a cycle's loop is the one the
// search found, which the step carries (step.loop). Other techniques
// (unique rectangles, BUGs, wings of almost locked sets, strong-link fish,
// aligned exclusion, forcing chains of several chains) name the cells they
// change.

// used fills s.Cells, s.Houses and the chain of s for step h on board b;
// it leaves s.Cells empty when it does not know the technique's pattern.
func used(b *board, h *step, s *rating.Step) {
	geo := b.ru.geo
	switch h.tech {
	case rating.FullHouse, rating.HiddenSingleBox, rating.HiddenSingleLine:
		s.Cells = []int{h.cell}
		for _, u8 := range geo.scan {
			u := int(u8)
			if !geo.houseSet[u].has(h.cell) {
				continue
			}
			p := b.pos[u][h.digit]
			single := p != 0 && p&(p-1) == 0
			if h.tech == rating.FullHouse {
				single = b.nempty[u] == 1
			}
			if single {
				s.Houses = []int{u}
				return
			}
		}
	case rating.NakedSingle:
		s.Cells = []int{h.cell}
	case rating.DirectPointing, rating.DirectClaiming, rating.Pointing, rating.Claiming:
		usedLocking(b, h, s)
	case rating.DirectHiddenPair, rating.DirectHiddenTriple, rating.HiddenPair, rating.HiddenTriple, rating.HiddenQuad:
		usedHidden(b, h, s)
	case rating.NakedPair, rating.NakedTriple, rating.NakedQuad:
		n := map[rating.Technique]int{rating.NakedPair: 2, rating.NakedTriple: 3, rating.NakedQuad: 4}[h.tech]
		for ns := range b.nakedSets(n) {
			var e [maxCells]digitMask
			for i := range geo.n {
				if ns.places>>i&1 == 0 {
					c := int(geo.houseCells[ns.u][i])
					e[c] = b.cand[c] & ns.digits
				}
			}
			if sameElim(b, &e, h) {
				s.Cells = cellList(geo.cellsOf(ns.u, ns.places))
				s.Houses = []int{ns.u}
				return
			}
		}
	case rating.XWing, rating.Swordfish, rating.Jellyfish:
		n := map[rating.Technique]int{rating.XWing: 2, rating.Swordfish: 3, rating.Jellyfish: 4}[h.tech]
		for f := range b.fishes(n) {
			var e [maxCells]digitMask
			for c := range f.rem.all() {
				e[c] = 1 << f.d
			}
			if sameElim(b, &e, h) {
				s.Cells = cellList(f.lines.and(b.dcells[f.d]))
				return
			}
		}
	case rating.XYWing, rating.XYZWing:
		usedWing(b, h, s)
	case rating.ForcingXChain, rating.ForcingChain:
		usedForcingChain(b, h, s)
	case rating.XCycle, rating.YCycle, rating.XYCycle:
		if len(h.loop) > 1 {
			var cs cellSet
			for i := 1; i < len(h.loop); i++ {
				a, z := int(h.loop[i-1]), int(h.loop[i])
				s.Links = append(s.Links, rating.Link{
					From:   rating.Candidate{Cell: geo.cellOf(a >> 1), Digit: geo.digitOf(a>>1) + 1},
					To:     rating.Candidate{Cell: geo.cellOf(z >> 1), Digit: geo.digitOf(z>>1) + 1},
					Strong: a&1 == 0, // an off node turns its target on
				})
				cs.add(geo.cellOf(a >> 1))
			}
			s.Cells = cellList(cs)
			s.Chain = eureka(s.Links, geo.n)
		}
	}
}

// sameElim reports whether e removes from b what h removes.
func sameElim(b *board, e *[maxCells]digitMask, h *step) bool {
	for c := range b.ru.geo.ncells {
		if e[c]&b.cand[c] != h.elim[c]&b.cand[c] {
			return false
		}
	}
	return true
}

// usedLocking finds the locked candidates of a pointing or claiming step
// (direct or not): the digit's cells in the first house, which lie in the
// second.
func usedLocking(b *board, h *step, s *rating.Step) {
	geo := b.ru.geo
	direct := h.tech == rating.DirectPointing || h.tech == rating.DirectClaiming
	for l := range b.lockedDigits() {
		match := false
		if direct {
			if l.d != h.digit || !l.hasDirect() {
				continue
			}
			// The placement is the single place left in a third house, of
			// the first house's lock group, meeting the second.
			for _, x := range geo.crossingsAt[l.group][l.u2] {
				u3 := x.u1
				if match || u3 == l.u1 || !geo.houseSet[u3].has(h.cell) {
					continue
				}
				rest := b.dcells[l.d].and(geo.houseSet[u3]).andNot(geo.houseSet[l.u2].andNot(geo.houseSet[l.u1]))
				match = rest.count() == 1 && rest.first() == h.cell && b.pos[u3][l.d]&(b.pos[u3][l.d]-1) != 0
				if match {
					s.Cells = append(cellList(b.dcells[l.d].and(geo.houseSet[l.u1])), h.cell)
					s.Houses = []int{l.u1, l.u2, u3}
				}
			}
		} else {
			var e [maxCells]digitMask
			for c := range l.removable(b).all() {
				e[c] = 1 << l.d
			}
			if !l.removable(b).empty() && sameElim(b, &e, h) {
				match = true
				s.Cells = cellList(b.dcells[l.d].and(geo.houseSet[l.u1]))
				s.Houses = []int{l.u1, l.u2}
			}
		}
		if match {
			return
		}
	}
}

// usedHidden finds the hidden set of a hidden pair, triple or quad, or of
// a direct hidden pair or triple.
func usedHidden(b *board, h *step, s *rating.Step) {
	geo := b.ru.geo
	n, direct := 2, false
	switch h.tech {
	case rating.DirectHiddenPair:
		direct = true
	case rating.DirectHiddenTriple:
		n, direct = 3, true
	case rating.HiddenTriple:
		n = 3
	case rating.HiddenQuad:
		n = 4
	}
	for hs := range b.hiddenSets(n, direct) {
		match := false
		if direct {
			if !geo.houseSet[hs.u].has(h.cell) || hs.digits>>h.digit&1 != 0 {
				continue
			}
			p := b.pos[hs.u][h.digit]
			q := p &^ hs.places
			match = p&(p-1) != 0 && q != 0 && q&(q-1) == 0 && int(geo.houseCells[hs.u][lowest(q)]) == h.cell
		} else {
			var e [maxCells]digitMask
			for m := hs.places; m != 0; m &= m - 1 {
				c := int(geo.houseCells[hs.u][lowest(m)])
				e[c] = b.cand[c] &^ hs.digits
			}
			match = sameElim(b, &e, h)
		}
		if match {
			s.Cells = cellList(geo.cellsOf(hs.u, hs.places))
			s.Houses = []int{hs.u}
			return
		}
	}
}

// usedWing finds the pivot and pincers of an XY- or XYZ-wing: the first
// wing, in the ladder's order, whose eliminations are the step's.
func usedWing(b *board, h *step, s *rating.Step) {
	eachWing(b, h.tech == rating.XYZWing, func(c, w1, w2, d int, rem cellSet) bool {
		var e [maxCells]digitMask
		for x := range rem.all() {
			e[x] = 1 << d
		}
		if !sameElim(b, &e, h) {
			return false
		}
		var cs cellSet
		cs.add(c)
		cs.add(w1)
		cs.add(w2)
		s.Cells = cellList(cs)
		return true
	})
}

// usedForcingChain retraces a forcing chain: from the assumption that the
// step's candidate is on (it is then eliminated) or off (it is then
// placed), the shortest chain of alternating implications that reaches
// the opposite. X links only for a forcing X-chain; X and Y links for a
// forcing chain.
func usedForcingChain(b *board, h *step, s *rating.Step) {
	geo := b.ru.geo
	y := h.tech == rating.ForcingChain
	k0, on := -1, true
	if h.cell >= 0 {
		k0, on = geo.cand(h.cell, h.digit), false
	} else {
		for c := 0; c < b.ru.geo.ncells && k0 < 0; c++ {
			if e := h.elim[c] & b.cand[c]; e != 0 {
				k0 = geo.cand(c, lowest(e))
			}
		}
	}
	if k0 < 0 {
		return
	}
	// Nodes: 2k+1 is candidate k on, 2k off.
	node := func(k int, on bool) int { return 2*k + btoi(on) }
	var parent perNode[int16]
	fitNodes(&parent, b.ru.geo)
	for i := range parent {
		parent[i] = -1
	}
	start, goal := node(k0, on), node(k0, !on)
	parent[start] = int16(start)
	queue := []int{start}
	var buf28 [maxOffTargets]uint16
	var buf4 [maxOnTargets]uint16
	found := false
	for len(queue) > 0 && !found {
		n := queue[0]
		queue = queue[1:]
		k, isOn := n/2, n%2 == 1
		var next []uint16
		if isOn {
			next = buf28[:b.offTargets(k, y, &buf28)]
		} else {
			next = buf4[:b.onTargets(k, true, y, &buf4)]
		}
		for _, j := range next {
			m := node(int(j), !isOn)
			if parent[m] >= 0 {
				continue
			}
			parent[m] = int16(n)
			if m == goal {
				found = true
				break
			}
			queue = append(queue, m)
		}
	}
	if !found {
		return
	}
	var path []int
	for n := goal; ; n = int(parent[n]) {
		path = append(path, n)
		if n == start {
			break
		}
	}
	var cs cellSet
	for i := len(path) - 1; i > 0; i-- {
		a, z := path[i], path[i-1]
		s.Links = append(s.Links, rating.Link{
			From:   rating.Candidate{Cell: geo.cellOf(a / 2), Digit: geo.digitOf(a/2) + 1},
			To:     rating.Candidate{Cell: geo.cellOf(z / 2), Digit: geo.digitOf(z/2) + 1},
			Strong: a%2 == 0, // an off node turns its target on
		})
		cs.add(geo.cellOf(a / 2))
	}
	s.Cells = cellList(cs)
	s.Chain = eureka(s.Links, b.ru.geo.n)
}

// eureka writes a chain of an n×n grid in Eureka notation: each node as
// (digit)cell, a strong link as =, a weak link as -, e.g.
// "(5)r1c2-(5)r1c8=(5)r4c8-(5)r4c2".
func eureka(links []rating.Link, n int) string {
	if len(links) == 0 {
		return ""
	}
	geo := grid.GeometryOf(n, grid.Box{}, true) // cell names depend on n alone
	node := func(c rating.Candidate) string {
		return "(" + string(grid.DigitChar(uint8(c.Digit))) + ")" + geo.CellName(c.Cell)
	}
	var b strings.Builder
	b.WriteString(node(links[0].From))
	for _, l := range links {
		if l.Strong {
			b.WriteString("=")
		} else {
			b.WriteString("-")
		}
		b.WriteString(node(l.To))
	}
	return b.String()
}

// loopOf returns the cycle ending at instance end (the start again) as
// nodes, candidate<<1 | 1 if on, from the start round to the start: what
// the explanation draws of a cycle step. The search keeps each node's
// parent, so this costs one walk up, and only for a step that beats the
// best so far.
func (u *unary) loopOf(end int32) []uint16 {
	var out []uint16
	for i := end; i >= 0; i = u.parent[i] {
		out = append(out, u.k[i]<<1|uint16(btoi(u.on[i])))
	}
	slices.Reverse(out)
	return out
}
