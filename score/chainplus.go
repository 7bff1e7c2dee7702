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
	ch.findLost()
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

// The four rules find their patterns as the ladder's own searches do
// (basic.go): the same rules on the same kind of board (the run's
// shrunken copy of the step's grid), in the same order. What differs is
// what is done with a pattern: the ladder takes the first that removes
// something; a rule here takes every one that needs some candidate the
// run took out, and those candidates are the parents of what it removes.
// A pattern that needs none is in the step's grid as well, where the
// ladder, which tries these rules before any chain, found nothing to
// remove.
//
// So the searches here pass over the houses, digits and cells where the
// run took nothing out, whose patterns need nothing it took out: a
// propagation turns off a few dozen candidates of a 16×16 grid's
// thousand, and the searches of the ladder's rules, run at every stall
// of every propagation, read the whole grid each time. Each yields the
// patterns of the ladder's search that may need a candidate taken out,
// in the ladder's order (TestLostSearches): the others would be passed
// over for want of parents.

// lostIn is what the houses of a run's shrunken grid lost from the
// step's grid: by house, the digits that lost a place there and the
// positions of its cells that lost a candidate.
type lostIn struct {
	digits, cells perHouse[digitMask]
}

// findLost sets ch.lost for the grid ch's run has shrunk.
func (ch *chainer) findLost() {
	geo := ch.src.ru.geo
	l := &ch.lost
	fitHouses(&l.digits, geo)
	fitHouses(&l.cells, geo)
	clear(l.digits[:geo.nhouses])
	clear(l.cells[:geo.nhouses])
	src, cur := ch.src, &ch.cur
	for c := range geo.ncells {
		lost := src.cand[c] &^ cur.cand[c]
		if lost == 0 {
			continue
		}
		houses, pos := geo.housesOf(c)
		for i, u := range houses {
			l.digits[u] |= lost
			l.cells[u] |= 1 << pos[i]
		}
	}
}

// lockedLost yields the patterns of ch.cur.lockedDigits() whose digit
// lost a place in u1 outside u2.
func (ch *chainer) lockedLost() func(yield func(lockedDigit) bool) {
	geo := ch.src.ru.geo
	src, cur, lost := ch.src, &ch.cur, &ch.lost
	return func(yield func(lockedDigit) bool) {
		for i := range geo.crossings {
			for xi := range geo.crossings[i] {
				x := &geo.crossings[i][xi]
				for m := lost.digits[x.u1]; m != 0; m &= m - 1 {
					d := lowest(m)
					// Two places or more, all in u2, and one lost outside.
					p := cur.pos[x.u1][d]
					if p&^x.in != 0 || popcount(p) < 2 || src.pos[x.u1][d]&^p&^x.in == 0 {
						continue
					}
					if !yield(lockedDigit{x.u1, x.u2, d, i}) {
						return
					}
				}
			}
		}
	}
}

// hiddenPairsLost yields the patterns of ch.cur.hiddenSets(2, false) one
// of whose digits lost a place in the house.
func (ch *chainer) hiddenPairsLost() func(yield func(hiddenSet) bool) {
	geo := ch.src.ru.geo
	b, lost := &ch.cur, &ch.lost
	return func(yield func(hiddenSet) bool) {
		for _, u8 := range geo.scan {
			u := int(u8)
			if int(b.nempty[u]) <= 4 || lost.digits[u] == 0 {
				continue
			}
			var elig digitMask
			for d := range geo.n {
				if p := b.pos[u][d]; p != 0 && popcount(p) <= 2 {
					elig |= 1 << d
				}
			}
			for vs := range subsetsWithin(2, elig) {
				if vs&lost.digits[u] == 0 {
					continue
				}
				cells := b.pos[u][lowest(vs)] | b.pos[u][lowest(vs&(vs-1))]
				if popcount(cells) != 2 {
					continue
				}
				var extra bool
				for m := cells; m != 0; m &= m - 1 {
					if b.cand[geo.houseCells[u][lowest(m)]]&^vs != 0 {
						extra = true
					}
				}
				if extra && !yield(hiddenSet{u, vs, cells}) {
					return
				}
			}
		}
	}
}

// nakedPairsLost yields the patterns of ch.cur.nakedSets(2) one of whose
// cells lost a candidate.
func (ch *chainer) nakedPairsLost() func(yield func(nakedSet) bool) {
	geo := ch.src.ru.geo
	b, lost := &ch.cur, &ch.lost
	return func(yield func(nakedSet) bool) {
		for _, u8 := range geo.scan {
			u := int(u8)
			if int(b.nempty[u]) < 4 || lost.cells[u] == 0 {
				continue
			}
			var elig digitMask
			for i, c := range geo.houseCells[u][:geo.n] {
				if m := b.cand[c]; m != 0 && popcount(m) <= 2 {
					elig |= 1 << i
				}
			}
			for cs := range subsetsWithin(2, elig) {
				if cs&lost.cells[u] == 0 {
					continue
				}
				vs := b.cand[geo.houseCells[u][lowest(cs)]] | b.cand[geo.houseCells[u][lowest(cs&(cs-1))]]
				if popcount(vs) != 2 {
					continue
				}
				removes := false
				for i := 0; i < geo.n && !removes; i++ {
					removes = cs>>i&1 == 0 && b.cand[geo.houseCells[u][i]]&vs != 0
				}
				if removes && !yield(nakedSet{u, cs, vs}) {
					return
				}
			}
		}
	}
}

// xWingsLost yields the patterns of ch.cur.fishes(2) whose digit lost a
// place in one of its base lines: on one grid; on joined grids, all of
// them.
func (ch *chainer) xWingsLost() func(yield func(fish) bool) {
	geo := ch.src.ru.geo
	b, lost := &ch.cur, &ch.lost
	return func(yield func(fish) bool) {
		if !geo.single {
			b.joinedFishes(2, nil, yield)
			return
		}
		const n = 2
		for k := range geo.fishLines {
			base, cover := geo.fishLines[k], geo.fishLines[1-k]
			// elig[d] holds the base lines where digit d has one or two
			// places, lostIn[d] those where it lost one.
			var elig, lostIn [maxN]digitMask
			var eligAny, lostAny digitMask
			for d := range geo.n {
				if int(b.placed[d])+2*n > geo.n {
					continue
				}
				for i, u := range base {
					if lost.digits[u]>>d&1 != 0 {
						lostIn[d] |= 1 << i
					}
				}
				if lostIn[d] == 0 {
					continue
				}
				for i, u := range base {
					if p := b.pos[u][d]; p != 0 && popcount(p) <= n {
						elig[d] |= 1 << i
					}
				}
				eligAny |= elig[d]
				lostAny |= lostIn[d]
			}
			for ls := range subsetsWithin(n, eligAny) {
				if ls&lostAny == 0 {
					continue
				}
				var lines cellSet
				for m := ls; m != 0; m &= m - 1 {
					lines.orIn(&geo.houseSet[base[lowest(m)]], geo)
				}
				for d := range geo.n {
					if ls&^elig[d] != 0 || ls&lostIn[d] == 0 {
						continue
					}
					coverPos := b.pos[base[lowest(ls)]][d] | b.pos[base[lowest(ls&(ls-1))]][d]
					if popcount(coverPos) != n {
						continue
					}
					var covers cellSet
					for m := coverPos; m != 0; m &= m - 1 {
						covers.orIn(&geo.houseSet[cover[lowest(m)]], geo)
					}
					rem := covers
					rem.andIn(&b.dcells[d], geo)
					rem.andNotIn(&lines, geo)
					if rem.emptyIn(geo) {
						continue
					}
					if !yield(fish{d, lines, covers, rem}) {
						return
					}
				}
			}
		}
	}
}

// advLocking is locked candidates: d's places in u1 that lie outside u2
// were taken out.
func (ch *chainer) advLocking(run *chainRun) bool {
	geo := ch.src.ru.geo
	found := false
	for l := range ch.lockedLost() {
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
	for hs := range ch.hiddenPairsLost() {
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
	for ns := range ch.nakedPairsLost() {
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
	for f := range ch.xWingsLost() {
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
