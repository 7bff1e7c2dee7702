package score

// Forcing chains, following Sudoku Explainer's Chaining.
//
// A candidate k (cell*9 + digit) is a node twice: "on" (the cell holds the
// digit) and "off". An assumption is propagated with two rules: an on
// node turns off the other candidates of its cell and the digit in its
// units; an off node turns on the last candidate of a cell or the last
// place of the digit in a unit. Static chains read the puzzle's
// candidates; dynamic chains also take out every candidate turned off so
// far, so that later steps see the smaller grid, and "(+)" chains add, when
// the rules run dry, what locked candidates, hidden and naked pairs and
// X-wings find in that smaller grid. Every derived node remembers the nodes
// it came from; a step's complexity is the number of distinct nodes its
// chains go through, and its value is the technique's base plus
// lengthBonus(complexity).
//
// From the propagations the producer reads: a contradiction (an
// assumption that makes some node both on and off, so it is false), a
// double forcing (a node that follows from both the on and the off
// assumption), and cell and region forcing chains (a node that follows
// from every candidate of a cell, or every place of a digit in a unit).
// Among all the steps a producer finds, the one with the lowest value,
// then complexity, then kind wins, as in SE.

const (
	nCand       = 729
	nNodes      = 2 * nCand
	virtualNode = nNodes // the node that closed a contradiction
)

func onNode(k int) int  { return k<<1 | 1 }
func offNode(k int) int { return k << 1 }

// bits729 is a set of candidates.
type bits729 [12]uint64

func (s *bits729) has(k int) bool { return s[k>>6]>>uint(k&63)&1 != 0 }
func (s *bits729) set(k int)      { s[k>>6] |= 1 << uint(k&63) }

// chainRun is what one assumption leads to.
type chainRun struct {
	on, off bits729
	onList  []uint16 // candidates turned on, in the order they were
	offList []uint16
	pstart  [nNodes + 1]int32
	plen    [nNodes + 1]uint16
	plist   []uint16
	// absurd is set when the run stopped on a contradiction between
	// absOn and absOff; one of them is virtualNode.
	absurd        bool
	absOn, absOff int
}

func (r *chainRun) reset() {
	r.on, r.off = bits729{}, bits729{}
	r.onList, r.offList, r.plist = r.onList[:0], r.offList[:0], r.plist[:0]
	r.absurd = false
}

func (r *chainRun) parents(n int) []uint16 {
	s := r.pstart[n]
	return r.plist[s : s+int32(r.plen[n])]
}

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

// chainer holds the chain engine's storage, reused between steps.
type chainer struct {
	mode chainMode
	src  *board // the step's grid
	cur  board  // the shrinking grid of a dynamic run
	runs [nCand]*chainRun
	have bits729 // runs computed for this producer call
	// haveStep is the Rater's steps count when have was reset: the runs
	// describe that grid.
	haveStep int
	off      chainRun
	// propagation queues
	qOn, qOff            [nNodes]uint16
	hOn, tOn, hOff, tOff int
	// a node's parents while it is being built
	tmp  [4][16]uint16
	ntmp [4]int
	tk   [4]int
	// ancestor counting
	stamp [nNodes + 1]uint32
	gen   uint32
	stack [nNodes + 1]uint16
	// the best step so far
	best chainBest
	// the runs a cell or region forcing chain combines
	group []*chainRun
	// unary chains (unary.go)
	u unary
}

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

func (r *Rater) chainer() *chainer {
	if r.chain == nil {
		r.chain = new(chainer)
	}
	r.chain.src = &r.b
	return r.chain
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

// runOn returns the run of candidate k assumed on, computing it once per
// producer call.
func (ch *chainer) runOn(k int) *chainRun {
	r := ch.runs[k]
	if r == nil {
		r = new(chainRun)
		ch.runs[k] = r
	}
	if !ch.have.has(k) {
		ch.propagate(r, k, true)
		ch.have.set(k)
	}
	return r
}

// propagate fills run with the consequences of candidate k being on (or
// off), stopping at the first contradiction (SE's doChaining).
func (ch *chainer) propagate(run *chainRun, k int, on bool) {
	run.reset()
	dyn := ch.mode.dynamic
	g := ch.src
	if dyn {
		ch.cur = *ch.src
		g = &ch.cur
	}
	ch.hOn, ch.tOn, ch.hOff, ch.tOff = 0, 0, 0, 0
	if on {
		ch.addOn(run, k, nil)
	} else {
		ch.addOff(run, k, nil)
	}
	y := !ch.mode.nishio
	for {
		if ch.hOn < ch.tOn {
			p := int(ch.qOn[ch.hOn])
			ch.hOn++
			if ch.onToOff(run, g, p, y) {
				return
			}
		} else if ch.hOff < ch.tOff {
			p := int(ch.qOff[ch.hOff])
			ch.hOff++
			if ch.offToOn(run, g, p, y, dyn) {
				return
			}
		}
		if ch.hOn == ch.tOn && ch.hOff == ch.tOff {
			if ch.mode.level == 0 || !ch.advanced(run) {
				return
			}
		}
	}
}

func (ch *chainer) addOn(run *chainRun, k int, par []uint16) {
	run.on.set(k)
	run.onList = append(run.onList, uint16(k))
	ch.setParents(run, onNode(k), par)
	ch.qOn[ch.tOn] = uint16(k)
	ch.tOn++
}

func (ch *chainer) addOff(run *chainRun, k int, par []uint16) {
	run.off.set(k)
	run.offList = append(run.offList, uint16(k))
	ch.setParents(run, offNode(k), par)
	ch.qOff[ch.tOff] = uint16(k)
	ch.tOff++
}

func (ch *chainer) setParents(run *chainRun, n int, par []uint16) {
	run.pstart[n] = int32(len(run.plist))
	run.plen[n] = uint16(len(par))
	run.plist = append(run.plist, par...)
}

// onToOff processes candidate p turned on. It reports a contradiction.
func (ch *chainer) onToOff(run *chainRun, g *board, p int, y bool) bool {
	c, d := p/9, p%9
	par := [1]uint16{uint16(onNode(p))}
	if y {
		for m := g.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			if ch.turnOff(run, c*9+lowest(m), par[:]) {
				return true
			}
		}
	}
	for _, t := range regionTypes {
		u := unitOf(t, c)
		for m := g.pos[u][d]; m != 0; m &= m - 1 {
			x := int(unitCells[u][lowest(m)])
			if x != c && ch.turnOff(run, x*9+d, par[:]) {
				return true
			}
		}
	}
	return false
}

func (ch *chainer) turnOff(run *chainRun, k int, par []uint16) bool {
	if run.on.has(k) {
		run.absurd, run.absOn, run.absOff = true, onNode(k), virtualNode
		ch.setParents(run, virtualNode, par)
		return true
	}
	if !run.off.has(k) {
		ch.addOff(run, k, par)
	}
	return false
}

// offToOn processes candidate p turned off. It reports a contradiction.
func (ch *chainer) offToOn(run *chainRun, g *board, p int, y, dyn bool) bool {
	c, d := p/9, p%9
	src := ch.src
	n := 0
	self := uint16(offNode(p))
	if y && popcount(g.cand[c]) == 2 {
		w := lowest(g.cand[c] &^ (1 << d))
		ch.tk[n] = c*9 + w
		ch.tmp[n][0] = self
		np := 1
		for m := src.cand[c] &^ g.cand[c]; m != 0; m &= m - 1 {
			ch.tmp[n][np] = uint16(offNode(c*9 + lowest(m)))
			np++
		}
		ch.ntmp[n] = np
		n++
	}
	for _, t := range regionTypes {
		u := unitOf(t, c)
		m := g.pos[u][d]
		if popcount(m) != 2 {
			continue
		}
		x := int(unitCells[u][lowest(m&^(1<<cellPos[c][t/9]))])
		ch.tk[n] = x*9 + d
		ch.tmp[n][0] = self
		np := 1
		for h := src.pos[u][d] &^ m; h != 0; h &= h - 1 {
			ch.tmp[n][np] = uint16(offNode(int(unitCells[u][lowest(h)])*9 + d))
			np++
		}
		ch.ntmp[n] = np
		n++
	}
	if dyn {
		g.remove(c, d)
	}
	for i := 0; i < n; i++ {
		k := ch.tk[i]
		par := ch.tmp[i][:ch.ntmp[i]]
		if run.off.has(k) {
			run.absurd, run.absOn, run.absOff = true, virtualNode, offNode(k)
			ch.setParents(run, virtualNode, par)
			return true
		}
		if !run.on.has(k) {
			ch.addOn(run, k, par)
		}
	}
	return false
}

// advanced adds, when propagation has run dry in a "(+)" run, the
// candidates that locked candidates, hidden pairs, naked pairs or X-wings
// remove from the shrunken grid (only steps that rely on something the
// run turned off; the first of those rules that has any wins, as in SE).
// It reports whether it queued anything.
func (ch *chainer) advanced(run *chainRun) bool {
	for rule := 0; rule < 4; rule++ {
		any := false
		switch rule {
		case 0:
			any = ch.advLocking(run)
		case 1:
			any = ch.advHiddenPairs(run)
		case 2:
			any = ch.advNakedPairs(run)
		case 3:
			any = ch.advXWings(run)
		}
		if any {
			return ch.hOff < ch.tOff
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
// run's removed candidates par (cell*9+digit) as parents.
func (ch *chainer) emitAdvanced(run *chainRun, rem cellSet, d int, par []uint16) {
	for c := range rem.all() {
		k := c*9 + d
		if !run.off.has(k) {
			ch.addOff(run, k, par)
		}
	}
}

// parBuf collects a rule's parents; pars holds them as off nodes.
type parBuf struct {
	n   int
	buf [128]uint16
}

func (p *parBuf) addSet(s cellSet, d int) {
	for c := range s.all() {
		if p.n < len(p.buf) {
			p.buf[p.n] = uint16(offNode(c*9 + d))
			p.n++
		}
	}
}

func (ch *chainer) advLocking(run *chainRun) bool {
	g := &ch.cur
	any := false
	for _, pr := range lockingPairs {
		t1, t2 := pr[0], pr[1]
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
					var pb parBuf
					pb.addSet(ch.removed(unitSet[u1].andNot(unitSet[u2]), d), d)
					if pb.n == 0 {
						continue
					}
					any = true
					ch.emitAdvanced(run, rem, d, pb.buf[:pb.n])
				}
			}
		}
	}
	return any
}

func (ch *chainer) advHiddenPairs(run *chainRun) bool {
	g := &ch.cur
	any := false
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
				var pb parBuf
				others := unitSet[u].andNot(cells)
				pb.addSet(ch.removed(others, d1), d1)
				pb.addSet(ch.removed(others, d2), d2)
				worth := false
				for c := range cells.all() {
					if g.cand[c]&^vs != 0 {
						worth = true
					}
				}
				if !worth || pb.n == 0 {
					continue
				}
				any = true
				for c := range cells.all() {
					for m := g.cand[c] &^ vs; m != 0; m &= m - 1 {
						var one cellSet
						one.add(c)
						ch.emitAdvanced(run, one, lowest(m), pb.buf[:pb.n])
					}
				}
			}
		}
	}
	return any
}

func (ch *chainer) advNakedPairs(run *chainRun) bool {
	g := &ch.cur
	src := ch.src
	any := false
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
				var pb parBuf
				for _, c := range [2]int{c1, c2} {
					for m := src.cand[c] &^ vs; m != 0; m &= m - 1 {
						if pb.n < len(pb.buf) {
							pb.buf[pb.n] = uint16(offNode(c*9 + lowest(m)))
							pb.n++
						}
					}
				}
				if pb.n == 0 {
					continue
				}
				any = true
				for m := vs; m != 0; m &= m - 1 {
					d := lowest(m)
					ch.emitAdvanced(run, rem.and(g.dcells[d]), d, pb.buf[:pb.n])
				}
			}
		}
	}
	return any
}

func (ch *chainer) advXWings(run *chainRun) bool {
	g := &ch.cur
	any := false
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
				var pb parBuf
				pb.addSet(ch.removed(lines.andNot(covers), d), d)
				if pb.n == 0 {
					continue
				}
				any = true
				ch.emitAdvanced(run, rem, d, pb.buf[:pb.n])
			}
		}
	}
	return any
}
