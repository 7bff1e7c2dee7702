package score

// The rules of dynamic forcing chains (+): when a dynamic propagation
// (chainengine.go) runs dry, locked candidates, hidden pairs, naked pairs
// and X-wings are looked for in the grid the run has shrunk, and what
// they remove is propagated further, with the candidates the run took
// out as its parents.

// advanced adds, when propagation has run dry in a "(+)" or nested run,
// the candidates that locked candidates, hidden pairs, naked pairs or
// X-wings remove from the shrunken grid (only steps that rely on something
// the run turned off; the first of those rules that has any wins, as in
// SE), and at a nested level, if none has any, what its inner rules remove
// (nested.go). It reports whether it queued anything.
func (ch *chainer) advanced(run *chainRun) bool {
	if ch.advancedRules(run) {
		return !ch.offQueue.empty()
	}
	if ch.mode.level >= 2 && ch.nestedRules(run) {
		return !ch.offQueue.empty()
	}
	return false
}

// advancedRules queues, in a "(+)" run, what the first of the four rules
// with a step removes; it reports whether one had a step.
func (ch *chainer) advancedRules(run *chainRun) bool {
	for rule := 0; rule < 4; rule++ {
		found := false
		switch rule {
		case 0:
			found = ch.advLocking(run)
		case 1:
			found = ch.advHiddenPairs(run)
		case 2:
			found = ch.advNakedPairs(run)
		case 3:
			found = ch.advXWings(run)
		}
		if found {
			return true
		}
	}
	return false
}

// removed returns the candidates of digit d in cells s that the run took
// out.
func (ch *chainer) removed(s cellSet, d int) cellSet {
	return s.and(ch.src.dcells[d]).andNot(ch.cur.dcells[d])
}

// emitAdvanced queues the removal of digit d from cells rem, with the
// off nodes parents as its parents.
func (ch *chainer) emitAdvanced(run *chainRun, rem cellSet, d int, parents []uint16) {
	geo := ch.src.ru.geo
	for c := range rem.all() {
		k := geo.cand(c, d)
		if !run.off.has(k) {
			ch.addOff(geo, run, k, parents)
		}
	}
}

// parentBuf collects the parents of a rule's eliminations: the off
// nodes of the candidates the run took out that the rule relies on.
type parentBuf struct {
	n   int
	buf [128]uint16
}

// add adds candidate k's off node.
func (p *parentBuf) add(k int) {
	if p.n < len(p.buf) {
		p.buf[p.n] = uint16(offNode(k))
		p.n++
	}
}

// addSet adds the off nodes of digit d in cells s of geometry geo.
func (p *parentBuf) addSet(geo *geometry, s cellSet, d int) {
	for c := range s.all() {
		p.add(geo.cand(c, d))
	}
}

// nodes returns the parents collected.
func (p *parentBuf) nodes() []uint16 { return p.buf[:p.n] }

// The four rules find their patterns with the ladder's own searches
// (basic.go): the same rules on the same kind of board (the run's
// shrunken copy of the step's grid), so they find the same patterns in
// the same order. What differs is what is done with a pattern: the
// ladder takes the first that removes something; a rule here takes every
// one that needs some candidate the run took out, and those candidates
// are the parents of what it removes. A pattern that needs none is in
// the step's grid as well, where the ladder, which tries these rules
// before any chain, found nothing to remove.

// advLocking is locked candidates: d's places in u1 that lie outside u2
// were taken out.
func (ch *chainer) advLocking(run *chainRun) bool {
	geo := ch.src.ru.geo
	found := false
	for l := range ch.cur.lockedDigits() {
		rem := l.removable(&ch.cur)
		if rem.empty() {
			continue
		}
		var parents parentBuf
		parents.addSet(geo, ch.removed(geo.houseSet[l.u1].andNot(geo.houseSet[l.u2]), l.d), l.d)
		if parents.n == 0 {
			continue
		}
		found = true
		ch.emitAdvanced(run, rem, l.d, parents.nodes())
	}
	return found
}

// advHiddenPairs is hidden pairs: the two digits' places in the rest of
// the unit were taken out.
func (ch *chainer) advHiddenPairs(run *chainRun) bool {
	geo := ch.src.ru.geo
	g := &ch.cur
	found := false
	for hs := range g.hiddenSets(2, false) {
		d1, d2 := lowest(hs.digits), lowest(hs.digits&(hs.digits-1))
		cells := geo.cellsOf(hs.u, hs.places)
		others := geo.houseSet[hs.u].andNot(cells)
		var parents parentBuf
		parents.addSet(geo, ch.removed(others, d1), d1)
		parents.addSet(geo, ch.removed(others, d2), d2)
		if parents.n == 0 {
			continue
		}
		found = true
		for c := range cells.all() {
			for m := g.cand[c] &^ hs.digits; m != 0; m &= m - 1 {
				var one cellSet
				one.add(c)
				ch.emitAdvanced(run, one, lowest(m), parents.nodes())
			}
		}
	}
	return found
}

// advNakedPairs is naked pairs: the two cells' other candidates were
// taken out.
func (ch *chainer) advNakedPairs(run *chainRun) bool {
	geo := ch.src.ru.geo
	g := &ch.cur
	src := ch.src
	found := false
	for ns := range g.nakedSets(2) {
		places := ns.places
		c1, c2 := int(geo.houseCells[ns.u][lowest(places)]), int(geo.houseCells[ns.u][lowest(places&(places-1))])
		rem := geo.houseSet[ns.u]
		rem.del(c1)
		rem.del(c2)
		var parents parentBuf
		for _, c := range [2]int{c1, c2} {
			for m := src.cand[c] &^ ns.digits; m != 0; m &= m - 1 {
				parents.add(geo.cand(c, lowest(m)))
			}
		}
		if parents.n == 0 {
			continue
		}
		found = true
		for m := ns.digits; m != 0; m &= m - 1 {
			d := lowest(m)
			ch.emitAdvanced(run, rem.and(g.dcells[d]), d, parents.nodes())
		}
	}
	return found
}

// advXWings is X-wings: the digit's places in the two lines outside the
// two cover lines were taken out.
func (ch *chainer) advXWings(run *chainRun) bool {
	geo := ch.src.ru.geo
	found := false
	for f := range ch.cur.fishes(2) {
		var parents parentBuf
		parents.addSet(geo, ch.removed(f.lines.andNot(f.covers), f.d), f.d)
		if parents.n == 0 {
			continue
		}
		found = true
		ch.emitAdvanced(run, f.rem, f.d, parents.nodes())
	}
	return found
}
