package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/rating"
)

// Single chains, following SE's "forcing chains and cycles" producer: from
// each candidate, a breadth-first search along alternating implications
// finds bidirectional cycles (the chain comes back to its start: a
// continuous nice loop, whose weak links eliminate) and forcing chains
// (assuming the candidate on leads to it being off, or assuming it off
// leads to it being on). The search runs three times: X links only (one
// digit: X-cycles 6.5, forcing X-chains 6.6), Y links only (bivalue cells:
// Y-cycles 6.5) and both (7.0). Unlike the propagations of chainengine.go, a
// node here has one parent and the search keeps every path to an off
// node that does not loop back on itself, as SE does.

// unary is the storage of the single-chain search.
type unary struct {
	// b is the grid searched; coll, when set, gathers every step (the
	// search is then an inner producer of a nested level, nested.go)
	// instead of keeping the best.
	b      *board
	coll   *collector
	k      []uint16 // candidate of each instance
	on     []bool
	parent []int32
	depth  []int16
	qOn    []int32
	qOff   []int32
	toOn   candBits
	toOff  candBits
	found  []int32 // cycle or chain targets of the current search
	// best step of the producer, kept whole; cycle, fw and bw are
	// offerCycle's
	best           step
	cycle          step
	fw, bw         [maxN]cellSet
	bestValue      rating.Value
	bestComplexity int
	bestKey        int
	have           bool
	// pruned records that a search stopped short (at a step it could
	// not beat, or at maxInstances), kept counts the steps kept, and
	// xFree holds the digits' patterns known to have no step of the X
	// pass (passes).
	pruned bool
	kept   int
	xFree  digitPatterns
	// rating is the value of a step good enough to take at once (the
	// rating so far), and stop records that one was found.
	rating rating.Value
	stop   bool
	// forcingMid's search: the nodes of a layer and of the next, and for
	// each candidate on and off its distance from the start, valid where
	// seen is gen.
	front, next     []uint16
	seenOn, seenOff perCand[uint32]
	distOn, distOff perCand[int16]
	gen             uint32
	// forcingMid's exhausted searches: the nodes each reached (by
	// polarity: off, on), and for the grid's X and XY links (without and
	// with Y) the nodes known to start no forcing chain, as they lie in
	// the reach of a node whose search ran out without one.
	reached   [2]candBits
	chainFree [2][2]candBits
	// forcingChain's search for a collector: the candidate whose node
	// first reached each node on (off); and the chain a collector gets.
	parOn, parOff perCand[int16]
	path          []uint16
	// The implications of the step's grid, computed once per call: the
	// candidates a candidate turned on turns off (without and with Y
	// links) and turned off turns on (X, Y, both).
	offAdj [2]perCand[[maxOffTargets]uint16]
	offN   [2]perCand[uint8]
	onAdj  [3]perCand[[maxOnTargets]uint16]
	onN    [3]perCand[uint8]
	// the candidates and places of the grid the tables describe
	adjCand  perCell[digitMask]
	adjPos   perHouse[[maxN]digitMask]
	adjValid bool
	// changed[0] (changed[1]) holds the candidates whose on (off) node
	// reaches a changed link (changedReach), near the ends such links
	// can have (findNear); queue is the search's.
	near    [maxN]cellSet
	changed [2]candBits
	queue   []uint16
	// scc numbers the components of the pass's graph for cycles; rs
	// holds their reaches, when the pass computed them (reach.go).
	scc sccGraph
	rs  reachSets
	// cr decides a collector's forcing chain searches (chainreach.go).
	cr chainReach
	// byReach is set while the pass's reaches are in rs.
	byReach bool
	// xm holds what a collector's X searches offered by digit pattern
	// (xmemo.go), unless noXMemo (for the tests); while capture is set,
	// the searches from captureK give their steps to xm instead of the
	// collector.
	xm       xMemo
	noXMemo  bool
	capture  bool
	captureK uint16
}

// changedReach finds, for the links of pass (x, y) on a collector's grid
// (the outer grid with what the outer propagation took out), the nodes
// from which a chain can reach a changed link: one between two
// candidates of a cell that lost a candidate, or of a unit that lost a
// place of their digit. A chain that passes through no such link has no
// rule parents (every cause it has lost nothing), so the collector would
// drop it.
//
// Links are symmetric: a link from a to b gives one from ¬b to ¬a. So the
// nodes that reach a link's start s are the opposites of the nodes that
// ¬s reaches, and one search forward from every such ¬s finds them all:
// a candidate whose off node it reaches goes in changed[0], one whose on
// node it reaches in changed[1].
func (u *unary) changedReach(x, y bool) {
	geo := u.b.ru.geo
	near := &u.near
	isNear := func(k uint16) bool { return near[geo.digitOf(int(k))].has(geo.cellOf(int(k))) }
	u.changed[0].reset()
	u.changed[1].reset()
	q := u.queue[:0]
	reach := func(k int, on bool) {
		if s := &u.changed[btoi(on)]; !s.has(k) {
			s.set(k)
			q = append(q, uint16(k<<1|btoi(on)))
		}
	}
	for d := range near {
		for c := range near[d].all() {
			k := geo.cand(c, d)
			if slices.ContainsFunc(u.offs(k, y), isNear) {
				reach(k, false) // on(k) starts a changed link
			}
			if slices.ContainsFunc(u.ons(k, x, y), isNear) {
				reach(k, true) // off(k) starts one
			}
		}
	}
	for i := 0; i < len(q); i++ {
		k, on := int(q[i]>>1), q[i]&1 == 1
		if on {
			for _, j := range u.offs(k, y) {
				reach(int(j), false)
			}
		} else {
			for _, j := range u.ons(k, x, y) {
				reach(int(j), true)
			}
		}
	}
	u.queue = q
}

// findNear sets u.near for a collector's grid: near[d] holds the cells
// where candidate d is in a cell that lost a candidate, or in a unit
// that lost a place of d. The two ends of a changed link are both near.
func (u *unary) findNear() {
	geo := u.b.ru.geo
	b, g := u.b, u.coll.g
	var lost cellSet
	for c := range geo.ncells {
		if g.cand[c] != b.cand[c] {
			lost.add(c)
		}
	}
	for d := range u.near {
		s := lost
		for r := range g.dcells[d].andNot(b.dcells[d]).all() {
			s = s.or(geo.peerSet[r])
		}
		u.near[d] = s.and(b.dcells[d])
	}
}

// buildAdj fills the implication tables for grid b. What a candidate
// links to depends on nothing but the candidates of its cell and the
// places of its digit in its houses: where those are as in the grid the
// tables describe (adjCand, adjPos), its entries stand. Successive grids
// differ in a few cells (a step apart, or a nested level's propagations
// from one grid), so most entries stand.
func (u *unary) buildAdj(b *board) {
	geo := b.ru.geo
	u.fit(geo)
	for i := range u.chainFree {
		u.chainFree[i][0].reset()
		u.chainFree[i][1].reset()
	}
	for c := range geo.ncells {
		same := u.adjValid && u.adjCand[c] == b.cand[c]
		houses, _ := geo.housesOf(c)
		for m := b.cand[c]; m != 0; m &= m - 1 {
			d := lowest(m)
			if same && u.adjStands(b, houses, d) {
				continue
			}
			k := geo.cand(c, d)
			// With Y links, the cell's other candidates come first, then
			// the X links' targets.
			x := &u.offAdj[0][k]
			nx := b.offTargets(k, false, x)
			xy := &u.offAdj[1][k]
			ny := 0
			for m := b.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
				xy[ny] = uint16(geo.cand(c, lowest(m)))
				ny++
			}
			u.offN[0][k], u.offN[1][k] = uint8(nx), uint8(ny+copy(xy[ny:], x[:nx]))
			u.onN[0][k] = uint8(b.onTargets(k, true, false, &u.onAdj[0][k]))
			u.onN[1][k] = uint8(b.onTargets(k, false, true, &u.onAdj[1][k]))
			u.onN[2][k] = uint8(b.onTargets(k, true, true, &u.onAdj[2][k]))
		}
	}
	copy(u.adjCand[:], b.cand[:])
	copy(u.adjPos[:], b.pos[:])
	u.adjValid = true
}

// fit sizes u's tables for the grids of geometry geo; tables of another
// size start empty.
func (u *unary) fit(geo *geometry) {
	u.toOn.fit(geo)
	u.toOff.fit(geo)
	fitCands(&u.seenOn, geo)
	fitCands(&u.seenOff, geo)
	fitCands(&u.distOn, geo)
	fitCands(&u.distOff, geo)
	fitCands(&u.parOn, geo)
	fitCands(&u.parOff, geo)
	for i := range 2 {
		u.reached[i].fit(geo)
		u.changed[i].fit(geo)
		u.chainFree[i][0].fit(geo)
		u.chainFree[i][1].fit(geo)
		fitCands(&u.offAdj[i], geo)
		fitCands(&u.offN[i], geo)
	}
	for i := range u.onAdj {
		fitCands(&u.onAdj[i], geo)
		fitCands(&u.onN[i], geo)
	}
	fitCells(&u.adjCand, geo)
	fitHouses(&u.adjPos, geo)
	u.cr.fit(geo)
	u.rs.fit(geo)
	u.scc.fit(geo)
}

// adjStands reports whether digit d has the places in houses of b that
// the tables describe.
func (u *unary) adjStands(b *board, houses []houseIndex, d int) bool {
	for _, h := range houses {
		if u.adjPos[h][d] != b.pos[h][d] {
			return false
		}
	}
	return true
}

// offs returns what candidate k turned on turns off.
func (u *unary) offs(k int, y bool) []uint16 {
	i := btoi(y)
	return u.offAdj[i][k][:u.offN[i][k]]
}

// ons returns what candidate k turned off turns on.
func (u *unary) ons(k int, x, y bool) []uint16 {
	i := 2
	if !y {
		i = 0
	} else if !x {
		i = 1
	}
	return u.onAdj[i][k][:u.onN[i][k]]
}

// maxInstances bounds one search; a search that would need more stops
// there (it has long since passed any useful chain length).
const maxInstances = 1 << 16

func (u *unary) reset() {
	u.k, u.on, u.parent, u.depth = u.k[:0], u.on[:0], u.parent[:0], u.depth[:0]
	u.qOn, u.qOff, u.found = u.qOn[:0], u.qOff[:0], u.found[:0]
	u.toOn.reset()
	u.toOff.reset()
}

func (u *unary) add(k int, on bool, parent int32) int32 {
	d := int16(0)
	if parent >= 0 {
		d = u.depth[parent] + 1
	}
	u.k = append(u.k, uint16(k))
	u.on = append(u.on, on)
	u.parent = append(u.parent, parent)
	u.depth = append(u.depth, d)
	return int32(len(u.k) - 1)
}

// isAncestor reports whether (k, on) is a strict ancestor of instance i.
func (u *unary) isAncestor(i int32, k int, on bool) bool {
	for i = u.parent[i]; i >= 0; i = u.parent[i] {
		if int(u.k[i]) == k && u.on[i] == on {
			return true
		}
	}
	return false
}

// unaryChains is SE's Chaining(false, false, ...): X, then Y, then XY,
// the easiest step of the three winning. Each search stops once it can
// no longer beat the best found so far: a chain of complexity c is worth
// at least 6.5 + lengthBonus(c). This finds SE's step, it only skips
// work. A step no harder than the rating so far (r.rating) is taken at
// once: the first in the order of the searches.
//
// One search over all lengths beats deepening (short chains first, then
// all): on puzzles of SE 6.0-9.3 most grids have no short chain, and the
// short search was then wasted.
func (r *Rater) unaryChains() bool {
	u := &r.chainer().unary
	u.b, u.coll = &r.b, nil
	u.have, u.rating, u.stop = false, r.rating, false
	u.buildAdj(u.b)
	u.passes(false)
	if u.have {
		r.h = u.best
	}
	return u.have
}

// collectAll gives to u.coll every cycle and forcing chain of u.b that
// it keeps; with skip, it does not search where there are none (passes).
func (u *unary) collectAll(skip bool) {
	u.have, u.rating, u.stop = false, 0, false
	u.buildAdj(u.b)
	u.rankGrid()
	u.passes(skip)
}

// passes runs the X, Y and XY searches from every candidate.
//
// X links join the places of one digit only, so the X searches from a
// digit's candidates depend on nothing but where the digit is: when they
// all ran whole (without a step to beat) and found nothing, that pattern
// of the digit has no step of the X pass, and the searches are skipped
// while the digit keeps it (xFree). A collector's X pass is taken from
// what the searches offered on the same pattern of the digit in the step's
// grid and its own (xPass, xmemo.go).
//
// A collector keeps only the steps whose chains rely on what the outer
// propagation took out: with skip, the searches from nodes that cannot
// reach a link of the changed part of the grid are skipped, as they find
// no such step (changedReach); and a forcing chain search runs only when
// a test of reachability on the steps between on nodes says that it
// meets a chain (meets, chainreach.go).
func (u *unary) passes(skip bool) {
	geo := u.b.ru.geo
	b := u.b
	memo := u.coll == nil
	if skip {
		u.findNear()
	}
	for pass := 0; pass < 3 && !u.stop; pass++ {
		x, y := pass != 1, pass != 0
		// A pass's steps are worth its base values or more: a step kept
		// below them is beaten by none of them, and the pass's reaches
		// and searches are spared (the XY pass's, after an X- or
		// Y-cycle).
		if cycle, forcing, _, _, _ := passValues(x, y); u.coll == nil && u.have && u.bestValue < min(cycle, forcing) {
			continue
		}
		if pass == 0 && skip && !memo && !u.noXMemo {
			u.xPass()
			continue
		}
		u.scc.reset()
		u.rs.xy = false
		if skip {
			u.changedReach(x, y)
		}
		// The best step's forcing chain searches start only from nodes
		// that reach a contradiction (reach.go).
		u.byReach = memo && x && y
		if u.byReach {
			u.reaches(x, y)
		}
		var whole [maxN]bool // the X searches of each digit ran whole and found nothing
		for d := range whole {
			whole[d] = memo && !u.have
		}
		for c := 0; c < b.ru.geo.ncells && !u.stop; c++ {
			n := popcount(b.cand[c])
			if n < 2 || n > 2 && !x {
				if n == 1 {
					whole[lowest(b.cand[c])] = false // a place not searched from
				}
				continue
			}
			for m := b.cand[c]; m != 0 && !u.stop; m &= m - 1 {
				k := geo.cand(c, lowest(m))
				d := geo.digitOf(k)
				if pass == 0 && memo && u.xFree.idle(b, d) {
					continue
				}
				u.pruned = false
				kept := u.kept
				if !skip || u.changed[0].has(k) {
					u.cycles(k, x, y)
				}
				if x {
					if !skip || u.changed[0].has(k) {
						u.forcingChain(k, true, y)
					}
					if !skip || u.changed[1].has(k) {
						u.forcingChain(k, false, y)
					}
				}
				if u.pruned || u.kept != kept {
					whole[d] = false
				}
			}
		}
		if pass == 0 && !u.stop {
			u.xFree.record(b, &whole)
		}
	}
}

// passValues returns the cycle and forcing chain values and sort key of a
// pass.
func passValues(x, y bool) (cycle, forcing rating.Value, key int, cycleTech, forcingTech rating.Technique) {
	switch {
	case x && y:
		return vXYCycle, vXYCycle, 4, rating.XYCycle, rating.ForcingChain
	case y:
		return vCycle, vCycle, 3, rating.YCycle, rating.YCycle
	}
	return vCycle, vForcingXChain, 2, rating.XCycle, rating.ForcingXChain
}

func (u *unary) beats(value rating.Value, complexity, key int) bool {
	if u.stop {
		u.pruned = true
		return false
	}
	if u.coll != nil || !u.have {
		return true
	}
	u.pruned = true // once a step is kept, no search runs whole
	if value != u.bestValue {
		return value < u.bestValue
	}
	if complexity != u.bestComplexity {
		return complexity < u.bestComplexity
	}
	return key < u.bestKey
}

// forcingMid is forcingChain for the best step, which needs only the
// length of the shortest chain: SE's search is breadth-first, each node
// once, so its chain is a shortest one. A chain from s (k0 on, or off) to
// its opposite t = ¬s through a node v is as long as the distance from s
// to v plus the distance from s to ¬v: links are symmetric (a link from a
// to b gives one from ¬b to ¬a), so a path from v to t read backwards and
// negated is one from s to ¬v. The least such sum is the shortest chain,
// and its middle node is within half its length of s: the search stops
// at half the depth.
//
// So s starts a chain exactly when some v and ¬v are both within its
// reach; a search that runs out without meeting such a pair shows the
// same for every node it reached, whose reach lies within s's: their own
// searches are skipped (chainFree). In the pass with X and Y links the
// reaches of every node (reach.go) tell it before any search.
func (u *unary) forcingMid(k0 int, on, y bool) {
	free := &u.chainFree[btoi(y)]
	if free[btoi(on)].has(k0) {
		return
	}
	if u.byReach && !u.contradicts(k0<<1|btoi(on)) {
		return
	}
	b := u.b
	_, base, key, _, t := passValues(true, y)
	gen := u.nextGen()
	u.reached[0].reset()
	u.reached[1].reset()
	u.reached[btoi(on)].set(k0)
	front, next := u.front[:0], u.next[:0]
	front = append(front, uint16(k0))
	if on {
		u.seenOn[k0], u.distOn[k0] = gen, 0
	} else {
		u.seenOff[k0], u.distOff[k0] = gen, 0
	}
	// An off node that turns nothing on is not followed: it ends no
	// chain and leads nowhere.
	sinks := u.onN[2*btoi(y)][:]
	best, curOn := -1, on
	for r := 0; len(front) > 0; r++ {
		// A chain met at depth r+1 is at least r+1 long.
		if best >= 0 && best <= r+1 || !u.beats(base+lengthBonus(r+2), r+2, key) {
			break
		}
		next = next[:0]
		d := int16(r + 1)
		for _, k16 := range front {
			if curOn {
				for _, j := range u.offs(int(k16), y) {
					if u.seenOff[j] == gen {
						continue
					}
					u.seenOff[j], u.distOff[j] = gen, d
					u.reached[0].set(int(j))
					if sinks[j] != 0 {
						next = append(next, j)
					}
					if u.seenOn[j] == gen && (best < 0 || int(d+u.distOn[j]) < best) {
						best = int(d + u.distOn[j])
					}
				}
			} else {
				for _, j := range u.ons(int(k16), true, y) {
					if u.seenOn[j] == gen {
						continue
					}
					u.seenOn[j], u.distOn[j] = gen, d
					u.reached[1].set(int(j))
					next = append(next, j)
					if u.seenOff[j] == gen && (best < 0 || int(d+u.distOff[j]) < best) {
						best = int(d + u.distOff[j])
					}
				}
			}
		}
		front, next = next, front
		curOn = !curOn
	}
	u.front, u.next = front, next
	if best < 0 {
		if len(front) == 0 {
			u.markFree(free)
		}
		return
	}
	complexity := best + 1
	value := base + lengthBonus(complexity)
	if !u.beats(value, complexity, key) {
		return
	}
	geo := b.ru.geo
	c, d := geo.cellOf(k0), geo.digitOf(k0)
	var h step
	h.reset(t, value)
	if on {
		h.elim[c] = 1 << d
	} else {
		if b.cand[c]&^(1<<d) == 0 {
			return
		}
		h.elim[c] = b.cand[c] &^ (1 << d)
		h.cell, h.digit = c, d
	}
	u.keep(&h, value, complexity, key)
}

// markFree adds the nodes of an exhausted search, which met no node and
// its opposite, to those known to start no forcing chain: what such a
// node reaches, the search's start reaches too.
func (u *unary) markFree(free *[2]candBits) {
	for i := range free {
		for w := range free[i] {
			free[i][w] |= u.reached[i][w]
		}
	}
}

// keep makes h the best step so far, and stops the search if it is no
// harder than the rating so far.
func (u *unary) keep(h *step, value rating.Value, complexity, key int) {
	u.best, u.bestValue, u.bestComplexity, u.bestKey, u.have = *h, value, complexity, key, true
	u.kept++
	u.stop = value <= u.rating
}

// maxOffTargets and maxOnTargets bound what a candidate turned on turns
// off (the cell's maxN-1 other candidates and its peers' places of the
// digit) and what one turned off turns on (one in its cell and one in
// each of its houses).
const (
	maxOffTargets = maxN - 1 + maxPeers
	maxOnTargets  = 1 + maxCellHouses
)

// onTargets lists in out the candidates that candidate k turned off turns
// on: with y the other candidate of a bivalue cell, with x the other place
// of the digit in a unit where it has two (SE's getOffToOn order),
// without repeats.
func (b *board) onTargets(k int, x, y bool, out *[maxOnTargets]uint16) int {
	geo := b.ru.geo
	c, d := geo.cellOf(k), geo.digitOf(k)
	n := 0
	if y && popcount(b.cand[c]) == 2 {
		out[n] = uint16(geo.cand(c, lowest(b.cand[c]&^(1<<d))))
		n++
	}
	if x {
		houses, pos := geo.housesOf(c)
	units:
		for i, u := range houses {
			m := b.pos[u][d]
			if popcount(m) != 2 {
				continue
			}
			o := uint16(geo.cand(int(geo.houseCells[u][lowest(m&^(1<<pos[i]))]), d))
			for _, e := range out[:n] {
				if e == o {
					continue units
				}
			}
			out[n] = o
			n++
		}
	}
	return n
}

// cycles searches the bidirectional cycles through candidate k (SE's
// doCycles), offering each one that eliminates something.
//
// An off node found again adds nothing to the search unless a link from
// it closes a cycle: the first instance of a candidate turned off, the
// first in the queue, has turned on all it can, and on nodes are kept
// once. So only the candidates that link to the start (its strong
// partners) are kept for every path; the others once.
func (u *unary) cycles(k0 int, x, y bool) {
	// A cycle comes back to k0 from one of its strong partners (links
	// are symmetric): without one there is none to find.
	if len(u.ons(k0, x, y)) == 0 {
		return
	}
	// Only the nodes of the start's component can lie on a cycle
	// through it (scc.go); every node the search meets is reachable
	// from the start, so numbered.
	g := &u.scc
	comp := u.component(onNode(k0), x, y)
	if !slices.ContainsFunc(u.ons(k0, x, y), func(p uint16) bool {
		n := offNode(int(p))
		return g.index[n] != 0 && g.comp[n] == comp
	}) {
		return
	}
	u.reset()
	cycleBase, _, key, cycleTech, _ := passValues(x, y)
	gen := u.nextGen()
	for _, k := range u.ons(k0, x, y) {
		u.seenOn[k] = gen // closes a cycle: keep every instance
	}
	root := u.add(k0, true, -1)
	u.toOn.set(k0)
	u.qOn = append(u.qOn, root)
	length := 0
	for len(u.qOn) > 0 || len(u.qOff) > 0 {
		length++
		for i := 0; i < len(u.qOn); i++ {
			p := u.qOn[i]
			// A cycle closing below p's children is at least depth+2 long.
			complexity := int(u.depth[p]) + 2
			if !u.beats(cycleBase+lengthBonus(complexity), complexity, key) || len(u.k) > maxInstances {
				u.pruned = true
				return
			}
			for _, k16 := range u.offs(int(u.k[p]), y) {
				if u.seenOff[k16] == gen && u.seenOn[k16] != gen {
					continue
				}
				// Every off node added is marked seen: one that is not
				// cannot be an ancestor.
				if len(u.k) >= maxInstances {
					u.pruned = true
				}
				if g.comp[offNode(int(k16))] != comp {
					continue
				}
				if k := int(k16); (u.seenOff[k16] != gen || !u.isAncestor(p, k, false)) && len(u.k) < maxInstances {
					u.seenOff[k16] = gen
					u.qOff = append(u.qOff, u.add(k, false, p))
				}
			}
		}
		u.qOn = u.qOn[:0]
		length++
		for i := 0; i < len(u.qOff); i++ {
			p := u.qOff[i]
			for _, k16 := range u.ons(int(u.k[p]), x, y) {
				k := int(k16)
				if length >= 4 && k == k0 {
					u.offerCycle(u.add(k, true, p), cycleBase, key, cycleTech, y)
				}
				if !u.toOn.has(k) && g.comp[onNode(k)] == comp {
					u.toOn.set(k)
					u.qOn = append(u.qOn, u.add(k, true, p))
				}
			}
		}
		u.qOff = u.qOff[:0]
	}
}

// offerCycle rates the cycle ending at instance end (the start again):
// a candidate outside the loop that sees an on node and an off node of
// its digit goes.
func (u *unary) offerCycle(end int32, base rating.Value, key int, t rating.Technique, y bool) {
	geo := u.b.ru.geo
	b := u.b
	complexity := int(u.depth[end])
	value := base + lengthBonus(complexity)
	if !u.beats(value, complexity, key) {
		return
	}
	var cells cellSet
	for i := end; u.parent[i] >= 0; i = u.parent[i] {
		cells.add(geo.cellOf(int(u.k[i])))
	}
	// fw[d] and bw[d] hold the cells that see a node of digit d on, and
	// off, of the cycle: for the digits of touched, the others empty.
	fw, bw := &u.fw, &u.bw
	var touched digitMask
	for i := end; u.parent[i] >= 0; i = u.parent[i] {
		k := int(u.k[i])
		d := geo.digitOf(k)
		if touched>>d&1 == 0 {
			touched |= 1 << d
			fw[d], bw[d] = cellSet{}, cellSet{}
		}
		see := geo.peerSet[geo.cellOf(k)]
		see.andIn(&b.dcells[d], geo)
		see.andNotIn(&cells, geo)
		if u.on[i] {
			fw[d].orIn(&see, geo)
		} else {
			bw[d].orIn(&see, geo)
		}
	}
	h := &u.cycle
	h.reset(t, value)
	removes := false
	for m := touched; m != 0; m &= m - 1 {
		d := lowest(m)
		rem := fw[d]
		rem.andIn(&bw[d], geo)
		if !rem.emptyIn(geo) {
			h.elimDigit(rem, d)
			removes = true
		}
	}
	if !removes {
		return
	}
	if u.coll != nil {
		u.instancePath(end)
		u.collectStep(h, true, value, complexity, key, y)
		return
	}
	h.loop = u.loopOf(end)
	u.keep(h, value, complexity, key)
}

// forcingChain searches from candidate k0 assumed on (or off) for a chain
// back to its opposite (SE's doForcingChains): then k0 is off (on). The
// search is breadth-first and keeps each node once, with the node that
// first reached it, as SE's does.
func (u *unary) forcingChain(k0 int, on, y bool) {
	if u.coll == nil {
		u.forcingMid(k0, on, y)
		return
	}
	// Most searches meet no chain: a test of reachability on the steps
	// between on nodes tells them (chainreach.go).
	if !u.meets(k0, on, y) {
		return
	}
	b := u.b
	geo := b.ru.geo
	_, base, key, _, t := passValues(true, y)
	gen := u.nextGen()
	front, next := append(u.front[:0], uint16(k0)), u.next[:0]
	if on {
		u.seenOn[k0], u.parOn[k0] = gen, -1
	} else {
		u.seenOff[k0], u.parOff[k0] = gen, -1
	}
	// As in forcingMid, an off node that turns nothing on is not
	// followed.
	sinks := u.onN[2*btoi(y)][:]
	depth, parent, curOn := -1, -1, on
	for r := 0; len(front) > 0 && depth < 0; r++ {
		if !u.beats(base+lengthBonus(r+2), r+2, key) {
			break
		}
		next = next[:0]
	layer:
		for _, k16 := range front {
			if curOn {
				for _, j := range u.offs(int(k16), y) {
					if on && int(j) == k0 {
						depth, parent = r+1, int(k16)
						break layer
					}
					if u.seenOff[j] != gen {
						u.seenOff[j], u.parOff[j] = gen, int16(k16)
						if sinks[j] != 0 {
							next = append(next, j)
						}
					}
				}
			} else {
				for _, j := range u.ons(int(k16), true, y) {
					if !on && int(j) == k0 {
						depth, parent = r+1, int(k16)
						break layer
					}
					if u.seenOn[j] != gen {
						u.seenOn[j], u.parOn[j] = gen, int16(k16)
						next = append(next, j)
					}
				}
			}
		}
		front, next = next, front
		curOn = !curOn
	}
	u.front, u.next = front, next
	if depth < 0 {
		return
	}
	complexity := depth + 1
	value := base + lengthBonus(complexity)
	c, d := geo.cellOf(k0), geo.digitOf(k0)
	var h step
	h.reset(t, value)
	if on {
		h.elim[c] = 1 << d
	} else {
		// What the start's cell holds besides it is no matter of the X
		// links: the memo's offer stands for any (xmemo.go).
		if b.cand[c]&^(1<<d) == 0 && !u.capture {
			return
		}
		h.elim[c] = b.cand[c] &^ (1 << d)
		h.cell, h.digit = c, d
	}
	// The chain from its end, the opposite of k0, back to k0.
	u.path = u.path[:0]
	node := offNode(k0)
	if !on {
		node = onNode(k0)
	}
	u.path = append(u.path, uint16(node))
	for k, isOn := parent, on; k >= 0; isOn = !isOn {
		if isOn {
			u.path = append(u.path, uint16(onNode(k)))
			k = int(u.parOn[k])
		} else {
			u.path = append(u.path, uint16(offNode(k)))
			k = int(u.parOff[k])
		}
	}
	u.collectStep(&h, false, value, complexity, key, y)
}

// nextGen starts a search that marks nodes in seenOn and seenOff.
func (u *unary) nextGen() uint32 {
	u.gen++
	if u.gen == 0 {
		clear(u.seenOn[:])
		clear(u.seenOff[:])
		u.gen = 1
	}
	return u.gen
}
