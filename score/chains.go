package score

// The forcing-chain producers, following Sudoku Explainer's Chaining:
// they run the engine of chainengine.go from every candidate and turn
// what the propagations have in common into steps.
//
// From the propagations the producer reads: a contradiction (an
// assumption that makes some node both on and off, so it is false), a
// double forcing (a node that follows from both the on and the off
// assumption), and cell and region forcing chains (a node that follows
// from every candidate of a cell, or every place of a digit in a unit).
// A step's complexity is the number of distinct nodes its chains go
// through, and its value is the technique's base plus
// lengthBonus(complexity). Among all the steps a producer finds, the one
// with the lowest value, then complexity, then kind wins, as in SE.

// chainMode is one of SE's chaining producers.
type chainMode struct {
	multiple, dynamic, nishio bool
	level                     int
	base                      int
}

var (
	modeNishio   = chainMode{dynamic: true, nishio: true, base: vNishio}
	modeMultiple = chainMode{multiple: true, base: vMultiple}
	modeDynamic  = chainMode{multiple: true, dynamic: true, base: vDynamic}
	modePlus     = chainMode{multiple: true, dynamic: true, level: 1, base: vDynamicPlus}
)

// chainBest is the easiest step a producer found so far.
type chainBest struct {
	found      bool
	diff, cplx int
	key        int
	k          int  // candidate concluded
	on         bool // true: it is the cell's value; false: it is not
	tech       Technique
}

func (ch *chainer) beats(diff, cplx, key int) bool {
	b := &ch.best
	if !b.found {
		return true
	}
	if diff != b.diff {
		return diff < b.diff
	}
	if cplx != b.cplx {
		return cplx < b.cplx
	}
	return key < b.key
}

// finishChain turns the best step into r.h.
func (r *Rater) finishChain(b *chainBest) {
	c, d := b.k/9, b.k%9
	r.h.reset(b.tech, b.diff)
	if b.on {
		r.h.elim[c] = r.b.cand[c] &^ (1 << d)
		r.h.cell, r.h.digit = c, d
	} else {
		r.h.elim[c] = 1 << d
	}
}

// multiChains is SE's getMultipleChainsHintList for one mode.
func (r *Rater) multiChains(m chainMode) bool {
	ch := r.chainer()
	ch.mode = m
	ch.have, ch.haveStep = bits729{}, r.steps
	ch.best = chainBest{}
	b := ch.src
	contra := m.dynamic || m.nishio
	for c := 0; c < 81; c++ {
		n := popcount(b.cand[c])
		if !(n > 2 || n > 1 && m.dynamic) {
			continue
		}
		var cellOn, cellOff bits729
		first := true
		for cm := b.cand[c]; cm != 0; cm &= cm - 1 {
			d := lowest(cm)
			k := c*9 + d
			ron := ch.runOn(k)
			if contra {
				if ron.absurd {
					ch.offerAbsurd(ron, k, false)
				}
				ch.propagate(&ch.off, k, false)
				if ch.off.absurd {
					ch.offerAbsurd(&ch.off, k, true)
				}
				if n >= 3 && !m.nishio {
					ch.doubles(ron, &ch.off)
				}
			}
			if !m.nishio {
				ch.regions(c, d)
			}
			if first {
				first = false
				cellOn, cellOff = ron.on, ron.off
			} else {
				for i := range cellOn {
					cellOn[i] &= ron.on[i]
					cellOff[i] &= ron.off[i]
				}
			}
		}
		if !m.nishio && (n == 2 || m.multiple && n > 2) {
			ch.group = ch.group[:0]
			for cm := b.cand[c]; cm != 0; cm &= cm - 1 {
				ch.group = append(ch.group, ch.runs[c*9+lowest(cm)])
			}
			ch.forcing(&cellOn, &cellOff, 5, CellForcingChain)
		}
	}
	if !ch.best.found {
		return false
	}
	r.finishChain(&ch.best)
	return true
}

// tech names a step of the current mode.
func (ch *chainer) tech(kind Technique) Technique {
	switch {
	case ch.mode.level > 0:
		return DynamicForcingChainPlus
	case ch.mode.nishio:
		return NishioForcingChain
	case ch.mode.dynamic:
		return DynamicForcingChain
	}
	return kind
}

// offerAbsurd offers the contradiction of run, which assumed k on (or
// off when fromOff): k is then off (on).
func (ch *chainer) offerAbsurd(run *chainRun, k int, fromOff bool) {
	if fromOff && popcount(ch.src.cand[k/9]) < 2 {
		return
	}
	cap := ch.capFor(7)
	cx := ch.ancestors(run, run.absOn, cap)
	if cx <= cap {
		cx += ch.ancestors(run, run.absOff, cap-cx)
	}
	ch.offer(cx, 7, k, fromOff, DynamicForcingChain)
}

// capFor returns the largest complexity that could still beat the best
// step with sort key key.
func (ch *chainer) capFor(key int) int {
	if !ch.best.found {
		return 1 << 30
	}
	b := &ch.best
	// Same base for every step of a mode: compare complexities.
	if key < b.key {
		return b.cplx
	}
	return b.cplx - 1
}

// offer considers a step of complexity cx and sort key key concluding k
// on or off.
func (ch *chainer) offer(cx, key, k int, on bool, kind Technique) {
	diff := ch.mode.base + lengthBonus(cx)
	if !ch.beats(diff, cx, key) {
		return
	}
	ch.best = chainBest{found: true, diff: diff, cplx: cx, key: key, k: k, on: on, tech: ch.tech(kind)}
}

// doubles offers the nodes implied both by k on (ron) and by k off (roff).
func (ch *chainer) doubles(ron, roff *chainRun) {
	for _, k := range ron.onList {
		if !roff.on.has(int(k)) || popcount(ch.src.cand[k/9]) < 2 {
			continue
		}
		ch.offerPair(ron, roff, onNode(int(k)), int(k), true, 1)
	}
	for _, k := range ron.offList {
		if roff.off.has(int(k)) {
			ch.offerPair(ron, roff, offNode(int(k)), int(k), false, 1)
		}
	}
}

func (ch *chainer) offerPair(a, b *chainRun, node, k int, on bool, key int) {
	cap := ch.capFor(key)
	cx := ch.ancestors(a, node, cap)
	if cx <= cap {
		cx += ch.ancestors(b, node, cap-cx)
	}
	if cx <= cap {
		ch.offer(cx, key, k, on, DynamicForcingChain)
	}
}

// regions does SE's region chaining for digit d of cell c: in each unit of
// c where c is the digit's first place (and the digit has two places, or
// more for multiple chains), what follows from every place.
func (ch *chainer) regions(c, d int) {
	b := ch.src
	for _, t := range regionTypes {
		u := unitOf(t, c)
		p := b.pos[u][d]
		n := popcount(p)
		if !(n == 2 || ch.mode.multiple && n > 2) || int(unitCells[u][lowest(p)]) != c {
			continue
		}
		first := ch.runs[c*9+d]
		on, off := first.on, first.off
		for m := p & (p - 1); m != 0; m &= m - 1 {
			r := ch.runOn(int(unitCells[u][lowest(m)])*9 + d)
			for i := range on {
				on[i] &= r.on[i]
				off[i] &= r.off[i]
			}
		}
		ch.group = ch.group[:0]
		for m := p; m != 0; m &= m - 1 {
			ch.group = append(ch.group, ch.runs[int(unitCells[u][lowest(m)])*9+d])
		}
		ch.forcing(&on, &off, 6, RegionForcingChain)
	}
}

// forcing offers the nodes in on and off, which every run of ch.group
// implies, in the order the first run found them.
func (ch *chainer) forcing(on, off *bits729, key int, kind Technique) {
	first := ch.group[0]
	for _, k := range first.onList {
		if !on.has(int(k)) || popcount(ch.src.cand[k/9]) < 2 {
			continue
		}
		ch.offerAll(onNode(int(k)), int(k), true, key, kind)
	}
	for _, k := range first.offList {
		if off.has(int(k)) {
			ch.offerAll(offNode(int(k)), int(k), false, key, kind)
		}
	}
}

func (ch *chainer) offerAll(node, k int, on bool, key int, kind Technique) {
	cap := ch.capFor(key)
	cx := 0
	for _, r := range ch.group {
		cx += ch.ancestors(r, node, cap-cx)
		if cx > cap {
			return
		}
	}
	ch.offer(cx, key, k, on, kind)
}

// ancestors counts node and the distinct nodes it came from in run,
// stopping once the count passes limit.
func (ch *chainer) ancestors(run *chainRun, node, limit int) int {
	ch.gen++
	if ch.gen == 0 {
		ch.stamp = [nNodes + 1]uint32{}
		ch.gen = 1
	}
	g := ch.gen
	ch.stamp[node] = g
	ch.stack[0] = uint16(node)
	sp, n := 1, 0
	for sp > 0 {
		sp--
		x := int(ch.stack[sp])
		n++
		if n > limit {
			return n
		}
		for _, p := range run.parents(x) {
			if ch.stamp[p] != g {
				ch.stamp[p] = g
				ch.stack[sp] = p
				sp++
			}
		}
	}
	return n
}
