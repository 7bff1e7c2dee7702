package score

import (
	"time"

	"github.com/puzzlebook/sudoku/rating"
)

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
// producers of chains.go can measure the chains behind a conclusion. A
// node turned on also remembers its cause, the cell or unit where it was
// the last candidate, and a node turned off by a nested level's inner
// producer (nested.go) the step of that producer it came from.

const (
	nNodes = 2 * nCand
)

func onNode(k int) int  { return k<<1 | 1 }
func offNode(k int) int { return k << 1 }

// Causes of a node turned on: the house or the cell where it was the last
// place or candidate; noCause for an assumption.
const (
	causeCell houseIndex = maxHouses // past every house
	noCause   houseIndex = maxHouses + 1
)

// chainRun is what one assumption leads to.
type chainRun struct {
	on, off candBits
	// offCells holds the cells of the candidates in off by digit, where
	// the build's onToOff reads them (dims.go)
	offCells offCellSets
	onList   []uint16 // candidates turned on, in the order they were
	offList  []uint16
	// The parents of node n are parentList[parentStart[n]:][:parentLen[n]].
	parentStart perNode[int32]
	parentLen   perNode[uint16]
	parentList  []uint16
	// cause[k] is the cause of candidate k turned on.
	cause perCand[houseIndex]
	// nestOf[n], when not 0, is 1 + the index in nests of the inner step
	// that turned off node n.
	nestOf perNode[uint16]
	nests  []nestRef
	// absurd is set when the run stopped on a contradiction between
	// absurdOn and absurdOff; one of them is the virtual node
	// (geometry.virtualNode).
	absurd              bool
	absurdOn, absurdOff int
}

// nestRef is an inner step as the run that used it remembers it: its
// complexity and its identity, so that a chain through several of its
// conclusions counts it once.
type nestRef struct {
	complexity int
	id         uint64
}

// reset empties r for a propagation on a grid of geometry geo.
func (r *chainRun) reset(geo *geometry) {
	if len(r.nests) > 0 {
		for _, k := range r.offList {
			r.nestOf[offNode(int(k))] = 0
		}
		r.nests = r.nests[:0]
	}
	r.fit(geo)
	r.on.reset()
	r.off.reset()
	r.offCells.reset()
	r.onList, r.offList, r.parentList = r.onList[:0], r.offList[:0], r.parentList[:0]
	r.absurd = false
}

// fit sizes r's tables for the grids of geometry geo.
func (r *chainRun) fit(geo *geometry) {
	r.on.fit(geo)
	r.off.fit(geo)
	fitNodes(&r.parentStart, geo)
	fitNodes(&r.parentLen, geo)
	fitCands(&r.cause, geo)
	fitNodes(&r.nestOf, geo)
}

// parents returns the nodes node came from.
func (r *chainRun) parents(node int) []uint16 {
	start := r.parentStart[node]
	return r.parentList[start : start+int32(r.parentLen[node])]
}

// nodeQueue holds the candidates a propagation has turned on (or off)
// and not yet followed. A run adds a candidate at most once, so the
// queue never wraps.
type nodeQueue struct {
	k          perNode[uint16]
	head, tail int
}

// clear empties q for a propagation on a grid of geometry geo.
func (q *nodeQueue) clear(geo *geometry) {
	fitNodes(&q.k, geo)
	q.head, q.tail = 0, 0
}

func (q *nodeQueue) empty() bool { return q.head == q.tail }
func (q *nodeQueue) push(k int)  { q.k[q.tail] = uint16(k); q.tail++ }

func (q *nodeQueue) pop() int {
	k := q.k[q.head]
	q.head++
	return int(k)
}

// pendingOn is a candidate an off node turns on, with its parents,
// gathered before the off node's candidate leaves the dynamic grid. A
// node has at most N-1 parents: itself and the other places of a cell or
// house taken out, all of them but two.
type pendingOn struct {
	k        int
	cause    houseIndex
	parents  [maxN]uint16
	nParents int
}

func (p *pendingOn) addParent(node int) {
	p.parents[p.nParents] = uint16(node)
	p.nParents++
}

// clock bounds the time a Rater spends on one puzzle: the chain engine
// reads it every few propagations and gives up once it has run out.
type clock struct {
	deadline time.Time // zero: no bound
	ticks    int
	expired  bool
}

// tick counts a propagation and reports whether time has run out.
func (c *clock) tick() bool {
	if c.expired || c.deadline.IsZero() {
		return c.expired
	}
	c.ticks++
	if c.ticks&15 == 0 && time.Now().After(c.deadline) {
		c.expired = true
	}
	return c.expired
}

// chainer holds the chain engine's storage, reused between steps.
type chainer struct {
	mode chainMode
	clk  *clock
	src  *board // the step's grid
	cur  board  // the shrinking grid of a dynamic run
	runs perCand[*chainRun]
	have candBits // runs computed for this producer call
	// haveStep is the Rater's steps count when have was reset: the runs
	// describe that grid.
	haveStep int
	offRun   chainRun // the run of a candidate assumed off
	// leads holds, for a static producer, the candidates of ch.src whose
	// off node turns a candidate on: the last of a cell, or of a digit's
	// places in a unit. The propagation follows no other off node, which
	// would turn nothing on (a dynamic one's grid shrinks as it goes, so
	// it follows them all).
	leads candBits
	// With a helper (help.go): the runs of candidates assumed off, the
	// helper, whether it is helping, and when it may.
	offRuns    perCand[*chainRun]
	help       *helping
	helping    bool
	helpPolicy int
	// propagation queues
	onQueue, offQueue nodeQueue
	// what the off node being followed turns on: at most one per cell
	// and one per house of it
	pending [1 + maxCellHouses]pendingOn
	// ancestor counting: stamp[n] == gen marks node n as counted
	stamp perNode[uint32]
	gen   uint32
	stack perNode[uint16]
	// the best step so far; rating is the value of a step good enough to
	// take at once (the rating so far), and stop records that one was
	// found
	best   chainBest
	rating rating.Value
	stop   bool
	// the runs a cell or region forcing chain combines, what all of
	// them turn on and off, and the chains of the step being measured
	group           []*chainRun
	cellOn, cellOff candBits
	regOn, regOff   candBits
	targets         []chainTarget
	// lost is what the advanced rules' searches pass over (chainplus.go)
	lost lostIn
	// unary chains (unary.go)
	unary unary
	// nishioFree holds the digits' patterns from which no Nishio run
	// meets a contradiction (produce).
	nishioFree digitPatterns
	// nested levels (nested.go): the inner producers, by rule, created
	// when first needed; coll, set in an inner producer, gathers its
	// conclusions; nestSeen lists the inner steps a complexity count has
	// met.
	inner    [numInnerRules]*chainer
	coll     *collector
	nestSeen []uint64
	// memo holds what the inner single chains collected on the grids
	// this step's producers met (unless noMemo, for the tests); emitted
	// is emit's.
	memo    *nestMemo
	noMemo  bool
	noXMemo bool
	emitted []uint16
	// key is nestedRules' grid key, and memoReach the changed reaches it
	// found in the memo.
	key       perCell[cellWord]
	memoReach [2]candBits
	// reach, set for a static collector's producer, holds the
	// candidates whose nodes reach a changed link on the producer's
	// grid (unary.changedReach, with X and Y links): a cell or region
	// forcing chain none of whose assumptions reaches one has no rule
	// parents, and is not searched.
	reach *[2]candBits
	// ks is scratch for the queries of a static producer's reaches
	// (reach.go).
	ks []int
}

// fit sizes ch's tables for the grids of geometry geo.
func (ch *chainer) fit(geo *geometry) {
	fitCands(&ch.runs, geo)
	fitCands(&ch.offRuns, geo)
	fitNodes(&ch.stamp, geo)
	fitNodes(&ch.stack, geo)
	ch.have.fit(geo)
	ch.leads.fit(geo)
	ch.cellOn.fit(geo)
	ch.cellOff.fit(geo)
	ch.regOn.fit(geo)
	ch.regOff.fit(geo)
}

func (r *Rater) chainer() *chainer {
	if r.chain == nil {
		r.chain = &chainer{clk: &r.clock}
	}
	r.chain.src = &r.b
	return r.chain
}

// runOn returns the run of candidate k assumed on, computing it once per
// producer call.
func (ch *chainer) runOn(k int) *chainRun {
	run := ch.runs[k]
	if run == nil {
		run = new(chainRun)
		ch.runs[k] = run
	}
	if !ch.have.has(k) {
		if !ch.helped(onNode(k)) {
			ch.propagate(run, k, true)
		}
		ch.have.set(k)
	}
	return run
}

// runOff returns the run of candidate k assumed off: ch.offRun, or with a
// helper the candidate's own.
func (ch *chainer) runOff(k int) *chainRun {
	if !ch.helping {
		ch.propagate(&ch.offRun, k, false)
		return &ch.offRun
	}
	run := ch.offRuns[k]
	if run == nil {
		run = new(chainRun)
		ch.offRuns[k] = run
	}
	if !ch.helped(offNode(k)) {
		ch.propagate(run, k, false)
	}
	return run
}

// propagate fills run with the consequences of candidate k being on (or
// off), stopping at the first contradiction (SE's doChaining).
func (ch *chainer) propagate(run *chainRun, k int, on bool) {
	geo := ch.src.ru.geo
	run.reset(geo)
	if ch.clk.tick() {
		return
	}
	dynamic := ch.mode.dynamic
	grid := ch.src
	if dynamic {
		ch.cur.copyFrom(ch.src)
		grid = &ch.cur
	}
	ch.onQueue.clear(geo)
	ch.offQueue.clear(geo)
	if on {
		ch.addOn(run, k, nil, noCause)
	} else {
		ch.addOff(geo, run, k, nil)
	}
	// Nishio chains follow only a digit's places in units (X links);
	// the others also a cell's candidates (Y links).
	yLinks := !ch.mode.nishio
	for {
		if !ch.onQueue.empty() {
			if ch.onToOff(run, grid, ch.onQueue.pop(), yLinks) {
				return
			}
		} else if !ch.offQueue.empty() {
			if ch.offToOn(run, grid, ch.offQueue.pop(), yLinks, dynamic) {
				return
			}
		}
		if ch.onQueue.empty() && ch.offQueue.empty() {
			if ch.mode.level == 0 || !ch.advanced(run) {
				return
			}
		}
	}
}

func (ch *chainer) addOn(run *chainRun, k int, parents []uint16, cause houseIndex) {
	run.on.set(k)
	run.cause[k] = cause
	run.onList = append(run.onList, uint16(k))
	ch.setParents(run, onNode(k), parents)
	ch.onQueue.push(k)
}

// addOff turns candidate k of a grid of geometry geo off in run.
func (ch *chainer) addOff(geo *geometry, run *chainRun, k int, parents []uint16) {
	run.off.set(k)
	run.offCells.add(geo.cellOf(k), geo.digitOf(k))
	run.offList = append(run.offList, uint16(k))
	ch.setParents(run, offNode(k), parents)
	if ch.mode.dynamic || ch.leads.has(k) {
		ch.offQueue.push(k)
	}
}

func (ch *chainer) setParents(run *chainRun, node int, parents []uint16) {
	run.parentStart[node] = int32(len(run.parentList))
	run.parentLen[node] = uint16(len(parents))
	run.parentList = append(run.parentList, parents...)
}

func (ch *chainer) turnOff(geo *geometry, run *chainRun, k int, parents []uint16) bool {
	if run.on.has(k) {
		run.absurd, run.absurdOn, run.absurdOff = true, onNode(k), geo.virtualNode()
		ch.setParents(run, geo.virtualNode(), parents)
		return true
	}
	if !run.off.has(k) {
		ch.addOff(geo, run, k, parents)
	}
	return false
}

// offToOn follows candidate k turned off in grid, and in a dynamic run
// takes it out of grid. It reports a contradiction. A candidate it turns
// on has as parents k's off node and, in a dynamic run, the off nodes of
// the other candidates of the cell (or places of the unit) the run took
// out before.
func (ch *chainer) offToOn(run *chainRun, grid *board, k int, yLinks, dynamic bool) bool {
	geo := grid.ru.geo
	c, d := geo.cellOf(k), geo.digitOf(k)
	src := ch.src
	npending := 0
	self := offNode(k)
	// A candidate the run has turned on already is not turned on again
	// (and, being on, is not off): its parents are not gathered.
	if yLinks && popcount(grid.cand[c]) == 2 && !run.on.has(geo.cand(c, lowest(grid.cand[c]&^(1<<d)))) {
		pend := &ch.pending[npending]
		npending++
		pend.k = geo.cand(c, lowest(grid.cand[c]&^(1<<d)))
		pend.cause = causeCell
		pend.nParents = 0
		pend.addParent(self)
		for m := src.cand[c] &^ grid.cand[c]; m != 0; m &= m - 1 {
			pend.addParent(offNode(geo.cand(c, lowest(m))))
		}
	}
	houses, pos := geo.housesOf(c)
	for i, u := range houses {
		places := grid.pos[u][d]
		if popcount(places) != 2 {
			continue
		}
		other := int(geo.houseCells[u][lowest(places&^(1<<pos[i]))])
		if run.on.has(geo.cand(other, d)) {
			continue
		}
		pend := &ch.pending[npending]
		npending++
		pend.k = geo.cand(other, d)
		pend.cause = u
		pend.nParents = 0
		pend.addParent(self)
		for m := src.pos[u][d] &^ places; m != 0; m &= m - 1 {
			pend.addParent(offNode(geo.cand(int(geo.houseCells[u][lowest(m)]), d)))
		}
	}
	if dynamic {
		grid.remove(c, d)
	}
	for i := range ch.pending[:npending] {
		pend := &ch.pending[i]
		parents := pend.parents[:pend.nParents]
		if run.off.has(pend.k) {
			run.absurd, run.absurdOn, run.absurdOff = true, geo.virtualNode(), offNode(pend.k)
			ch.setParents(run, geo.virtualNode(), parents)
			return true
		}
		if !run.on.has(pend.k) {
			ch.addOn(run, pend.k, parents, pend.cause)
		}
	}
	return false
}
