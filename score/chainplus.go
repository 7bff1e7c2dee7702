package score

// The rules of dynamic forcing chains (+): when a dynamic propagation
// (chainengine.go) runs dry, locked candidates, hidden pairs, naked pairs
// and X-wings are looked for in the grid the run has shrunk, and what
// they remove is propagated further, with the candidates the run took
// out as its parents.

// advanced adds, when propagation has run dry in a "(+)" run, the
// candidates that locked candidates, hidden pairs, naked pairs or X-wings
// remove from the shrunken grid (only steps that rely on something the
// run turned off; the first of those rules that has any wins, as in SE).
// It reports whether it queued anything.
func (ch *chainer) advanced(run *chainRun) bool {
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
			return !ch.offQueue.empty()
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
	for c := range rem.all() {
		k := c*9 + d
		if !run.off.has(k) {
			ch.addOff(run, k, parents)
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

// addSet adds the off nodes of digit d in cells s.
func (p *parentBuf) addSet(s cellSet, d int) {
	for c := range s.all() {
		p.add(c*9 + d)
	}
}

func (ch *chainer) advLocking(run *chainRun) bool {
	g := &ch.cur
	found := false
	for _, pair := range lockingPairs {
		t1, t2 := pair[0], pair[1]
		for u1 := t1; u1 < t1+9; u1++ {
			for u2 := t2; u2 < t2+9; u2++ {
				if !crosses(u1, u2) {
					continue
				}
				for d := 0; d < 9; d++ {
					m := g.pos[u1][d]
					if m&(m-1) == 0 {
						continue
					}
					if !g.dcells[d].and(unitSet[u1]).andNot(unitSet[u2]).empty() {
						continue
					}
					rem := g.dcells[d].and(unitSet[u2]).andNot(unitSet[u1])
					if rem.empty() {
						continue
					}
					var parents parentBuf
					parents.addSet(ch.removed(unitSet[u1].andNot(unitSet[u2]), d), d)
					if parents.n == 0 {
						continue
					}
					found = true
					ch.emitAdvanced(run, rem, d, parents.buf[:parents.n])
				}
			}
		}
	}
	return found
}

func (ch *chainer) advHiddenPairs(run *chainRun) bool {
	g := &ch.cur
	found := false
	for _, base := range boxColRow {
		for u := base; u < base+9; u++ {
			if g.nempty[u] <= 4 {
				continue
			}
			for _, vs := range combos[2] {
				d1, d2 := lowest(vs), lowest(vs&(vs-1))
				p1, p2 := g.pos[u][d1], g.pos[u][d2]
				if p1 == 0 || p2 == 0 || popcount(p1|p2) != 2 {
					continue
				}
				cells := cellsOf(u, p1|p2)
				var parents parentBuf
				others := unitSet[u].andNot(cells)
				parents.addSet(ch.removed(others, d1), d1)
				parents.addSet(ch.removed(others, d2), d2)
				worth := false
				for c := range cells.all() {
					if g.cand[c]&^vs != 0 {
						worth = true
					}
				}
				if !worth || parents.n == 0 {
					continue
				}
				found = true
				for c := range cells.all() {
					for m := g.cand[c] &^ vs; m != 0; m &= m - 1 {
						var one cellSet
						one.add(c)
						ch.emitAdvanced(run, one, lowest(m), parents.buf[:parents.n])
					}
				}
			}
		}
	}
	return found
}

func (ch *chainer) advNakedPairs(run *chainRun) bool {
	g := &ch.cur
	src := ch.src
	found := false
	for _, base := range boxColRow {
		for u := base; u < base+9; u++ {
			if g.nempty[u] < 4 {
				continue
			}
			for _, cs := range combos[2] {
				c1, c2 := int(unitCells[u][lowest(cs)]), int(unitCells[u][lowest(cs&(cs-1))])
				if g.cand[c1] == 0 || g.cand[c2] == 0 {
					continue
				}
				vs := g.cand[c1] | g.cand[c2]
				if popcount(vs) != 2 {
					continue
				}
				rem := unitSet[u]
				rem.del(c1)
				rem.del(c2)
				worth := false
				for c := range rem.all() {
					if g.cand[c]&vs != 0 {
						worth = true
					}
				}
				if !worth {
					continue
				}
				var parents parentBuf
				for _, c := range [2]int{c1, c2} {
					for m := src.cand[c] &^ vs; m != 0; m &= m - 1 {
						parents.add(c*9 + lowest(m))
					}
				}
				if parents.n == 0 {
					continue
				}
				found = true
				for m := vs; m != 0; m &= m - 1 {
					d := lowest(m)
					ch.emitAdvanced(run, rem.and(g.dcells[d]), d, parents.buf[:parents.n])
				}
			}
		}
	}
	return found
}

func (ch *chainer) advXWings(run *chainRun) bool {
	g := &ch.cur
	found := false
	for _, base := range [2]int{colUnit, rowUnit} {
		cover := rowUnit
		if base == rowUnit {
			cover = colUnit
		}
		for _, ls := range combos[2] {
			l1, l2 := base+lowest(ls), base+lowest(ls&(ls-1))
			lines := unitSet[l1].or(unitSet[l2])
			for d := 0; d < 9; d++ {
				if int(g.placed[d])+4 > 9 {
					continue
				}
				p1, p2 := g.pos[l1][d], g.pos[l2][d]
				if p1 == 0 || p2 == 0 || popcount(p1|p2) != 2 {
					continue
				}
				covers := unitSet[cover+lowest(p1|p2)].or(unitSet[cover+lowest((p1|p2)&(p1|p2-1))])
				rem := covers.and(g.dcells[d]).andNot(lines)
				if rem.empty() {
					continue
				}
				var parents parentBuf
				parents.addSet(ch.removed(lines.andNot(covers), d), d)
				if parents.n == 0 {
					continue
				}
				found = true
				ch.emitAdvanced(run, rem, d, parents.buf[:parents.n])
			}
		}
	}
	return found
}
