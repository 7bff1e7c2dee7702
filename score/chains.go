package score

import (
	"github.com/puzzlebook/sudoku/rating"
)

// The forcing-chain producers, following Sudoku Explainer's Chaining:
// they run the engine of chainengine.go from every candidate and turn
// what the propagations have in common into steps.
//
// From the propagations the producer reads: a contradiction (an
// assumption that makes some node both on and off, so it is false), a
// double forcing (a node that follows from both the on and the off
// assumption), and cell and region forcing chains (a node that follows
// from every candidate of a cell, or every place of a digit in a house).
// A step's complexity is the number of distinct nodes its chains go
// through, plus the complexity of each distinct inner step (nested.go)
// they use, and its value is the technique's base plus
// lengthBonus(complexity). Among all the steps a producer finds, the one
// with the lowest value, then complexity, then kind wins, as in SE; an
// inner producer instead gives every step to its collector.

// chainMode is one of SE's chaining producers.
type chainMode struct {
	multiple, dynamic, nishio bool
	// level is 0, 1 for the "(+)" rules, or 2-5 for SE's nested levels,
	// whose propagations also run inner producers (nested.go).
	level int
	base  rating.Value
}

var (
	modeNishio   = chainMode{dynamic: true, nishio: true, base: vNishio}
	modeMultiple = chainMode{multiple: true, base: vMultiple}
	modeDynamic  = chainMode{multiple: true, dynamic: true, base: vDynamic}
	modePlus     = chainMode{multiple: true, dynamic: true, level: 1, base: vDynamicPlus}
	// modeNested[l] is SE's nested level l: 9.5, 10.0, 10.5, 11.0.
	modeNested = [6]chainMode{
		2: {multiple: true, dynamic: true, level: 2, base: vNested2},
		3: {multiple: true, dynamic: true, level: 3, base: vNested3},
		4: {multiple: true, dynamic: true, level: 4, base: vNested4},
		5: {multiple: true, dynamic: true, level: 5, base: vNested5},
	}
)

// chainBest is the easiest step a producer found so far.
type chainBest struct {
	found      bool
	value      rating.Value
	complexity int
	key        int  // the kind of step, to sort steps of equal value and complexity
	k          int  // candidate concluded
	on         bool // true: it is the cell's value; false: it is not
	tech       rating.Technique
}

// Sort keys of the kinds of steps: among steps of equal value and
// complexity, SE takes the lowest.
const (
	keyDouble        = 1
	keyCellForcing   = 5
	keyRegionForcing = 6
	keyContradiction = 7
)

// beats reports whether a step of value value, complexity complexity
// and sort key key is easier than the best so far.
func (ch *chainer) beats(value rating.Value, complexity, key int) bool {
	b := &ch.best
	if !b.found {
		return true
	}
	if value != b.value {
		return value < b.value
	}
	if complexity != b.complexity {
		return complexity < b.complexity
	}
	return key < b.key
}

// finishChain turns the best step into r.h.
func (r *Rater) finishChain(b *chainBest) {
	geo := r.ru.geo
	c, d := geo.cellOf(b.k), geo.digitOf(b.k)
	r.h.reset(b.tech, b.value)
	if b.on {
		r.h.elim[c] = r.b.cand[c] &^ (1 << d)
		r.h.cell, r.h.digit = c, d
	} else {
		r.h.elim[c] = 1 << d
	}
}

// multiChains is SE's getMultipleChainsHintList for one mode. A step no
// harder than the rating so far (r.rating) is taken at once.
func (r *Rater) multiChains(m chainMode) bool {
	ch := r.chainer()
	ch.start(m, r.steps)
	ch.rating = r.rating
	ch.produce()
	if ch.clk.expired || !ch.best.found {
		return false
	}
	r.finishChain(&ch.best)
	return true
}

// start readies ch for a producer call of mode m on ch.src, which the
// caller has set, with a static producer's tables and reaches (reach.go);
// step tells runs kept for this grid from older ones.
func (ch *chainer) start(m chainMode, step int) {
	ch.mode = m
	ch.fit(ch.src.ru.geo)
	if !m.dynamic {
		ch.staticReaches()
		ch.unary.offLeads(&ch.leads)
	}
	ch.have.reset()
	ch.haveStep = step
	ch.best = chainBest{}
	ch.rating, ch.stop = 0, false
}

// produce runs the producer of ch.mode over ch.src.
func (ch *chainer) produce() {
	geo := ch.src.ru.geo
	if ch.startHelp() {
		defer ch.endHelp()
	}
	m := ch.mode
	b := ch.src
	contradictions := m.dynamic || m.nishio
	// Nishio chains follow X links only: what the runs from a digit's
	// candidates find depends on nothing but where the digit is, so a
	// pattern of a digit without a contradiction is remembered
	// (nishioFree) and its runs skipped while the digit keeps it.
	memo := m.nishio && m.level == 0 && ch.coll == nil
	var whole [maxN]bool // every run of the digit ran, without a contradiction
	for d := range whole {
		whole[d] = memo
	}
	for c := range b.ru.geo.ncells {
		ncand := popcount(b.cand[c])
		if !(ncand > 2 || ncand > 1 && m.dynamic) {
			for mask := b.cand[c]; mask != 0; mask &= mask - 1 {
				whole[lowest(mask)] = false
			}
			continue
		}
		// A collector keeps a cell forcing chain only if the cell, or a
		// chain from one of its candidates, has lost something; in a
		// cell that has lost a candidate, the links between the others
		// are changed, so ch.reach holds them (changedReach).
		cellRuns := ch.reach == nil
		for m := b.cand[c]; m != 0 && !cellRuns; m &= m - 1 {
			cellRuns = ch.reach[0].has(geo.cand(c, lowest(m)))
		}
		// A static producer's cell forcing chain needs a candidate the
		// reaches of all the cell's candidates turn off (reach.go).
		if cellRuns && !m.dynamic {
			ks := ch.ks[:0]
			for m := b.cand[c]; m != 0; m &= m - 1 {
				ks = append(ks, geo.cand(c, lowest(m)))
			}
			ch.ks = ks
			cellRuns = ch.commonOff(ks)
		}
		// What every candidate of the cell implies (set at the first, as
		// every candidate is run when cellRuns and not for Nishio).
		cellOn, cellOff := ch.cellOn.words(geo), ch.cellOff.words(geo)
		first := true
		for mask := b.cand[c]; mask != 0; mask &= mask - 1 {
			if ch.clk.expired || ch.stop {
				return
			}
			d := lowest(mask)
			k := geo.cand(c, d)
			if memo && ch.nishioFree.idle(b, d) {
				continue
			}
			if !cellRuns {
				ch.regions(c, d)
				continue
			}
			if m.nishio {
				// A Nishio run gives a step only at a contradiction: the
				// runs that cannot meet one are not made (nishioMayFail).
				if b.nishioMayFail(k, true) {
					if run := ch.runOn(k); run.absurd {
						whole[d] = false
						ch.offerAbsurd(run, k, false)
					}
				}
				if b.nishioMayFail(k, false) {
					if run := ch.runOff(k); run.absurd {
						whole[d] = false
						ch.offerAbsurd(run, k, true)
					}
				}
				continue
			}
			onRun := ch.runOn(k)
			if contradictions {
				if onRun.absurd {
					whole[d] = false
					ch.offerAbsurd(onRun, k, false)
				}
				offRun := ch.runOff(k)
				if offRun.absurd {
					whole[d] = false
					ch.offerAbsurd(offRun, k, true)
				}
				if ncand >= 3 && !m.nishio && m.dynamic {
					ch.doubles(onRun, offRun)
				}
			}
			if !m.nishio {
				ch.regions(c, d)
			}
			if first {
				first = false
				copy(cellOn, onRun.on.words(geo))
				copy(cellOff, onRun.off.words(geo))
			} else {
				on, off := onRun.on.words(geo)[:len(cellOn)], onRun.off.words(geo)[:len(cellOff)]
				for i := range cellOn {
					cellOn[i] &= on[i]
					cellOff[i] &= off[i]
				}
			}
		}
		if cellRuns && !m.nishio && (ncand == 2 || m.multiple && ncand > 2) {
			ch.group = ch.group[:0]
			for mask := b.cand[c]; mask != 0; mask &= mask - 1 {
				ch.group = append(ch.group, ch.runs[geo.cand(c, lowest(mask))])
			}
			ch.forcing(&ch.cellOn, &ch.cellOff, keyCellForcing, rating.CellForcingChain, causeCell)
		}
	}
	if ch.clk.expired || ch.stop {
		return
	}
	ch.nishioFree.record(b, &whole)
}

// tech names a step of the current mode.
func (ch *chainer) tech(kind rating.Technique) rating.Technique {
	switch {
	case ch.mode.level >= 2:
		return nestedTechniques[ch.mode.level]
	case ch.mode.level > 0:
		return rating.DynamicForcingChainPlus
	case ch.mode.nishio:
		return rating.NishioForcingChain
	case ch.mode.dynamic:
		return rating.DynamicForcingChain
	}
	return kind
}

// offerAbsurd offers the contradiction of run, which assumed k on (or
// off when fromOff): k is then off (on).
func (ch *chainer) offerAbsurd(run *chainRun, k int, fromOff bool) {
	geo := ch.src.ru.geo
	if fromOff && popcount(ch.src.cand[geo.cellOf(k)]) < 2 {
		return
	}
	ch.targets = append(ch.targets[:0], chainTarget{run, run.absurdOn}, chainTarget{run, run.absurdOff})
	ch.conclude(k, fromOff, keyContradiction, rating.DynamicForcingChain, noCause)
}

// complexityLimit returns the largest complexity that could still beat
// the best step with sort key key.
func (ch *chainer) complexityLimit(key int) int {
	if !ch.best.found {
		return 1 << 30
	}
	b := &ch.best
	// Same base for every step of a mode: compare complexities.
	if key < b.key {
		return b.complexity
	}
	return b.complexity - 1
}

// chainTarget is one chain of a step: node, reached in run.
type chainTarget struct {
	run  *chainRun
	node int
}

// conclude considers the step that concludes candidate k on (or off)
// by the chains ch.targets, with sort key key; rootCause is the cause of
// the assumptions (causeCell for a cell forcing chain, the house of a
// region forcing chain, else noCause). Its complexity sums the nodes of
// each chain and, once, each inner step they use.
func (ch *chainer) conclude(k int, on bool, key int, kind rating.Technique, rootCause houseIndex) {
	if ch.stop {
		return
	}
	if ch.coll != nil {
		ch.collect(k, on, key, rootCause)
		return
	}
	limit := ch.complexityLimit(key)
	ch.nestSeen = ch.nestSeen[:0]
	complexity := 0
	for _, t := range ch.targets {
		complexity += ch.ancestors(t.run, t.node, limit-complexity)
		if complexity > limit {
			return
		}
	}
	ch.offer(complexity, key, k, on, kind)
}

// offer considers a step of complexity complexity and sort key key
// concluding k on or off.
func (ch *chainer) offer(complexity, key, k int, on bool, kind rating.Technique) {
	value := ch.mode.base + lengthBonus(complexity)
	if !ch.beats(value, complexity, key) {
		return
	}
	ch.best = chainBest{found: true, value: value, complexity: complexity, key: key, k: k, on: on, tech: ch.tech(kind)}
	ch.stop = value <= ch.rating
}

// doubles offers the nodes implied both by k on (onRun) and by k off
// (offRun).
func (ch *chainer) doubles(onRun, offRun *chainRun) {
	geo := ch.src.ru.geo
	for _, k := range onRun.onList {
		if !offRun.on.has(int(k)) || popcount(ch.src.cand[geo.cellOf(int(k))]) < 2 {
			continue
		}
		ch.targets = append(ch.targets[:0], chainTarget{onRun, onNode(int(k))}, chainTarget{offRun, onNode(int(k))})
		ch.conclude(int(k), true, keyDouble, rating.DynamicForcingChain, noCause)
	}
	for _, k := range onRun.offList {
		if offRun.off.has(int(k)) {
			ch.targets = append(ch.targets[:0], chainTarget{onRun, offNode(int(k))}, chainTarget{offRun, offNode(int(k))})
			ch.conclude(int(k), false, keyDouble, rating.DynamicForcingChain, noCause)
		}
	}
}

// regions does SE's region chaining for digit d of cell c: in each house
// of c where c is the digit's first place (and the digit has two places,
// or more for multiple chains), what follows from every place.
func (ch *chainer) regions(c, d int) {
	geo := ch.src.ru.geo
	for u, places := range ch.src.regionUnits(c, d, ch.mode.multiple) {
		if ch.reach != nil && !ch.unitReaches(u, places, d) {
			continue // as for a cell (produce)
		}
		if !ch.mode.dynamic {
			ks := ch.ks[:0]
			for m := places; m != 0; m &= m - 1 {
				ks = append(ks, geo.cand(int(geo.houseCells[u][lowest(m)]), d))
			}
			ch.ks = ks
			if !ch.commonOff(ks) {
				continue // as for a cell (produce)
			}
		}
		first := ch.runOn(geo.cand(c, d))
		on, off := ch.regOn.words(geo), ch.regOff.words(geo)
		copy(on, first.on.words(geo))
		copy(off, first.off.words(geo))
		for m := places & (places - 1); m != 0; m &= m - 1 {
			run := ch.runOn(geo.cand(int(geo.houseCells[u][lowest(m)]), d))
			ron, roff := run.on.words(geo)[:len(on)], run.off.words(geo)[:len(off)]
			for i := range on {
				on[i] &= ron[i]
				off[i] &= roff[i]
			}
		}
		ch.group = ch.group[:0]
		for m := places; m != 0; m &= m - 1 {
			ch.group = append(ch.group, ch.runs[geo.cand(int(geo.houseCells[u][lowest(m)]), d)])
		}
		ch.forcing(&ch.regOn, &ch.regOff, keyRegionForcing, rating.RegionForcingChain, houseIndex(u))
	}
}

// regionUnits yields the houses of cell c, in chain order (SE's order of
// unit kinds, then the diagonals and windows), where candidate c*9+d
// starts a region forcing chain (its digit has two places there, or more
// with multiple chains, and c is the first), with the places.
func (b *board) regionUnits(c, d int, multiple bool) func(yield func(u int, places digitMask) bool) {
	geo := b.ru.geo
	return func(yield func(u int, places digitMask) bool) {
		houses, _ := geo.housesOf(c)
		for _, u8 := range houses {
			u := int(u8)
			places := b.pos[u][d]
			n := popcount(places)
			if !(n == 2 || multiple && n > 2) || int(geo.houseCells[u][lowest(places)]) != c {
				continue
			}
			if !yield(u, places) {
				return
			}
		}
	}
}

// unitReaches reports whether digit d's on node at one of the places of
// house u reaches a changed link (ch.reach).
func (ch *chainer) unitReaches(u int, places digitMask, d int) bool {
	geo := ch.src.ru.geo
	for m := places; m != 0; m &= m - 1 {
		if ch.reach[0].has(geo.cand(int(geo.houseCells[u][lowest(m)]), d)) {
			return true
		}
	}
	return false
}

// forcing offers the nodes in on and off, which every run of ch.group
// implies, in the order the first run found them.
func (ch *chainer) forcing(on, off *candBits, key int, kind rating.Technique, rootCause houseIndex) {
	geo := ch.src.ru.geo
	first := ch.group[0]
	for _, k := range first.onList {
		if !on.has(int(k)) || popcount(ch.src.cand[geo.cellOf(int(k))]) < 2 {
			continue
		}
		ch.groupTargets(onNode(int(k)))
		ch.conclude(int(k), true, key, kind, rootCause)
	}
	for _, k := range first.offList {
		if off.has(int(k)) {
			ch.groupTargets(offNode(int(k)))
			ch.conclude(int(k), false, key, kind, rootCause)
		}
	}
}

// groupTargets sets ch.targets to node in every run of ch.group.
func (ch *chainer) groupTargets(node int) {
	ch.targets = ch.targets[:0]
	for _, run := range ch.group {
		ch.targets = append(ch.targets, chainTarget{run, node})
	}
}

// ancestors counts node and the distinct nodes it came from in run, and
// adds the complexity of each inner step those nodes come from that
// ch.nestSeen does not list yet (listing it), stopping once the count
// passes limit.
func (ch *chainer) ancestors(run *chainRun, node, limit int) int {
	ch.gen++
	if ch.gen == 0 {
		clear(ch.stamp[:])
		ch.gen = 1
	}
	gen := ch.gen
	ch.stamp[node] = gen
	ch.stack[0] = uint16(node)
	top, count := 1, 0
	nested := len(run.nests) > 0
	for top > 0 {
		top--
		cur := int(ch.stack[top])
		count++
		if nested && run.nestOf[cur] != 0 {
			count += ch.nestOnce(run.nests[run.nestOf[cur]-1])
		}
		if count > limit {
			return count
		}
		for _, parent := range run.parents(cur) {
			if ch.stamp[parent] != gen {
				ch.stamp[parent] = gen
				ch.stack[top] = parent
				top++
			}
		}
	}
	return count
}

// nestOnce returns the complexity of inner step n the first time a count
// meets it, 0 after.
func (ch *chainer) nestOnce(n nestRef) int {
	for _, id := range ch.nestSeen {
		if id == n.id {
			return 0
		}
	}
	ch.nestSeen = append(ch.nestSeen, n.id)
	return n.complexity
}

// nishioMayFail reports whether assuming candidate k on (or off) may
// lead a Nishio run to a contradiction. The run follows k's digit alone:
// a place turned on turns off the digit's other places in its houses, and
// a house left with one place not turned off gets it on. Here every such
// house does, not only those the run has reached, so what the run turns
// on and off lies within what this turns on and off; when this meets no
// contradiction (a place both on and off, or a house with every place
// off), neither does the run.
func (b *board) nishioMayFail(k int, on bool) bool {
	geo := b.ru.geo
	c, d := geo.cellOf(k), geo.digitOf(k)
	// A copy, which the loop below keeps in registers where a set fits.
	placesCopy := b.dcells[d]
	places := &placesCopy
	var ons, offs cellSet
	if on {
		ons.add(c)
		offs.orAndIn(&geo.peerSet[c], places, geo)
	} else {
		offs.add(c)
	}
	for changed := true; changed; {
		changed = false
		houses := geo.houseSet[:geo.nhouses]
		for u := range houses {
			in, n := houses[u].restIn(places, &offs, geo)
			if !in {
				continue // the digit is placed in u
			}
			if n == 0 {
				return true
			}
			if n != 1 {
				continue
			}
			if x := houses[u].firstRest(places, &offs); !ons.has(x) {
				ons.add(x)
				offs.orAndIn(&geo.peerSet[x], places, geo)
				changed = true
			}
		}
		if ons.meetsIn(&offs, geo) {
			return true
		}
	}
	return false
}
