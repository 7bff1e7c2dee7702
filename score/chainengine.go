package score

// The forcing-chain engine, following Sudoku Explainer's Chaining: the
// nodes, the runs that record what one assumption leads to, and the
// propagation that fills them.
//
// A candidate k (cell*9 + digit) is a node twice: "on" (the cell holds the
// digit) and "off". An assumption is propagated with two rules: an on
// node turns off the other candidates of its cell and the digit in its
// units; an off node turns on the last candidate of a cell or the last
// place of the digit in a unit. Static chains read the puzzle's
// candidates; dynamic chains also take out every candidate turned off so
// far, so that later steps see the smaller grid, and "(+)" chains add, when
// the rules run dry, what the rules of chainplus.go find in that smaller
// grid. Every derived node remembers the nodes it came from, so that the
// producers of chains.go can measure the chains behind a conclusion.

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

func (r *Rater) chainer() *chainer {
	if r.chain == nil {
		r.chain = new(chainer)
	}
	r.chain.src = &r.b
	return r.chain
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
