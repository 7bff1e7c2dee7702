package score

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/puzzlebook/sudoku/rating"
)

// Nested forcing chains, Sudoku Explainer's levels 2 to 5 (9.5, 10.0, 10.5
// and 11.0, plus the length bonus): dynamic forcing chains whose
// propagations, when the rules of chainplus.go find nothing more, run a
// whole producer of lesser chains (an inner producer) on the grid the
// propagation has shrunk, and take what its steps remove:
//
//	level 2  forcing chains and cycles (unary.go)
//	level 3  the same, then cell and region forcing chains
//	level 4  dynamic forcing chains
//	level 5  the same, then dynamic forcing chains of level 2
//
// The inner rules are tried in that order and the first that has steps
// wins, as the rules of chainplus.go. An inner step counts only if its
// chains rely on something the propagation took out (its rule parents: the
// candidates of the step's grid that the shrunken grid lacks in a cell or
// unit where one of its chains turned a candidate on); those candidates
// are the parents of what it removes, and its complexity is added, once,
// to that of every chain through it. Of the inner steps that remove a
// candidate, the easiest (value, then complexity, then kind, then the
// order found) supplies its parents, as in SE, which sorts the inner
// producer's steps and keeps the first conclusion about each candidate.
//
// Every inner producer runs on every stall of every propagation of the
// outer one, so a level costs some hundred times the one below it; the
// Rater's clock bounds the whole.

// innerRule is an inner producer.
type innerRule uint8

const (
	innerUnary    innerRule = iota // forcing chains and cycles
	innerMultiple                  // cell and region forcing chains
	innerDynamic                   // dynamic forcing chains
	innerNested                    // dynamic forcing chains of level 2
	numInnerRules
)

// innerRules lists each level's inner rules in the order they are tried.
var innerRules = [6][]innerRule{
	2: {innerUnary},
	3: {innerUnary, innerMultiple},
	4: {innerDynamic},
	5: {innerDynamic, innerNested},
}

// innerModes are the chaining modes of the inner rules that are chain
// producers.
var innerModes = [numInnerRules]chainMode{
	innerMultiple: modeMultiple,
	innerDynamic:  modeDynamic,
	innerNested:   modeNested[2],
}

// nestedTechniques names the steps of each level.
var nestedTechniques = [6]rating.Technique{
	2: rating.NestedForcingChain,
	3: rating.NestedMultipleForcingChain,
	4: rating.NestedDynamicForcingChain,
	5: rating.DoublyNestedForcingChain,
}

// innerChainer returns ch's inner producer for rule, working on the grid
// ch's propagation has shrunk.
func (ch *chainer) innerChainer(rule innerRule) *chainer {
	in := ch.inner[rule]
	if in == nil {
		in = &chainer{clk: ch.clk, coll: new(collector)}
		ch.inner[rule] = in
	}
	in.src, in.noXMemo = &ch.cur, ch.noXMemo
	return in
}

// nestedRules runs the inner rules of ch's level on the grid run has
// shrunk and queues what the first rule with steps removes. It reports
// whether some rule had steps.
func (ch *chainer) nestedRules(run *chainRun) bool {
	// The X and Y links' changed reach, once the single chains have
	// found it on this grid.
	var reach *[2]candBits
	key := &ch.key
	for _, rule := range innerRules[ch.mode.level] {
		in := ch.innerChainer(rule)
		memo := rule == innerUnary && ch.coll == nil && !ch.noMemo
		if memo {
			ch.stepMemo().forStep(ch.src)
			gridKey(&ch.cur, key)
			if e, ok := ch.memo.lookup(key); ok {
				if len(e.order) > 0 {
					ch.emit(run, e.steps, e.order, e.parents)
					return true
				}
				// The reach's words stay where they are until the next
				// step's grid, after this call.
				ch.memoReach = e.changed
				reach = &ch.memoReach
				continue
			}
		}
		in.coll.reset(ch.src, &ch.cur)
		if rule == innerUnary {
			in.unary.b, in.unary.coll, in.unary.noXMemo = in.src, in.coll, ch.noXMemo
			in.unary.collectAll(true)
			reach = &in.unary.changed
		} else {
			in.start(innerModes[rule], -1)
			if !innerModes[rule].dynamic {
				in.reach = reach
			}
			in.produce()
		}
		if ch.clk.expired {
			return false
		}
		order := in.coll.sorted()
		if memo {
			ch.memo.store(key, in.coll.steps, order, in.coll.parents, reach)
		}
		if len(order) > 0 {
			ch.emit(run, in.coll.steps, order, in.coll.parents)
			return true
		}
	}
	return false
}

// A nested level's propagations meet the same grids again: the ladder
// runs the producers of levels 2 and 3 over the same step's grid, and
// their propagations from one assumption stall on the same grids until
// an inner rule of level 3 beyond level 2's finds something; on the
// hardest sample three in ten inner single chain producers ran on a grid
// they had met before in the step. What an inner producer collects
// depends on nothing but the step's grid and the shrunken one, so an
// outer producer remembers, for its step's grid, what the inner single
// chains collected on each grid (with the changed links' reach that the
// cell and region forcing chains of level 3 take from them) and takes it
// from there when it meets the grid again.

// stepMemo returns ch's memo of the inner single chains, made when first
// needed.
func (ch *chainer) stepMemo() *nestMemo {
	if ch.memo == nil {
		ch.memo = new(nestMemo)
	}
	return ch.memo
}

// nestMemo holds what the inner single chains collected on the grids a
// step's nested producers met.
type nestMemo struct {
	// mu guards the memo, which a producer shares with its helper
	// (help.go). What lookup returns stays valid without it: a store
	// only appends, and only a new step's grid, which comes between
	// producer calls, reuses the arrays.
	mu sync.Mutex
	// src is the step's grid, as gridKey gives it, and valid whether the
	// memo holds src's grids; key is forStep's.
	src, key perCell[cellWord]
	valid    bool
	// slots is an open-addressed table of the entries by their grid's
	// key: 1 + the entry, where the slot's gen is gen (a new step's grid
	// empties the table by changing gen).
	slots   []memoSlot
	gen     uint32
	entries []memoEntry
	// keys, steps, order, parents and changed hold the entries' grids
	// (a grid's key after another), steps, eliminations, the steps' rule
	// parents (innerStep.parents) and the changed reaches (the words of
	// both sets).
	keys    []cellWord
	steps   []innerStep
	order   []innerElim
	parents []uint16
	changed []uint64
	// hits counts the lookups that found their grid.
	hits int
}

// memoSlot is a slot of nestMemo's table.
type memoSlot struct {
	gen   uint32
	entry int32
}

// memoEntry is what the inner single chains collected on one grid: its
// steps and, in the order emit takes them, the candidates they remove;
// and the changed links' reach of their last pass.
type memoEntry struct {
	steps, nsteps, order, norder, parents, changed int32
}

// maxMemo bounds the grids a step's memo holds, and so its memory (a few
// megabytes at most, for a producer that reaches the nested levels); the
// table has twice as many slots.
const maxMemo = 1 << 14

// gridKey sets key to a grid's candidates and values, which are all an
// inner producer reads of it.
func gridKey(b *board, key *perCell[cellWord]) {
	fitCells(key, b.ru.geo)
	for c := range *key {
		(*key)[c] = cellWord(b.cand[c]) | cellWord(b.val[c])<<maxN
	}
}

// slot returns the index of key's slot in m's table: the slot that holds
// it, or the empty one where it would go.
func (m *nestMemo) slot(key *perCell[cellWord]) int {
	h := uint64(0x9e3779b97f4a7c15)
	for _, v := range *key {
		h = (h ^ uint64(v)) * 0xbf58476d1ce4e5b9
	}
	h ^= h >> 31
	mask := len(m.slots) - 1
	n := len(*key)
	for i := int(h) & mask; ; i = (i + 1) & mask {
		s := m.slots[i]
		if s.gen != m.gen || sameKey(m.keys[int(s.entry-1)*n:][:n], key) {
			return i
		}
	}
}

// memoView is an entry of a nestMemo as slices of its arrays: its steps,
// their eliminations and rule parents, and its changed reaches.
type memoView struct {
	steps   []innerStep
	order   []innerElim
	parents []uint16
	changed [2]candBits
}

// forStep readies m for the grids of step grid src, forgetting those of
// another step.
func (m *nestMemo) forStep(src *board) {
	m.mu.Lock()
	defer m.mu.Unlock()
	gridKey(src, &m.key)
	if m.valid && sameCells(&m.key, &m.src) {
		return
	}
	if m.slots == nil {
		m.slots = make([]memoSlot, 2*maxMemo)
	}
	m.gen++
	if m.gen == 0 {
		clear(m.slots)
		m.gen = 1
	}
	fitCells(&m.src, src.ru.geo)
	copy(m.src[:], m.key[:])
	m.valid = true
	m.entries, m.keys, m.steps, m.order = m.entries[:0], m.keys[:0], m.steps[:0], m.order[:0]
	m.parents, m.changed = m.parents[:0], m.changed[:0]
}

// lookup returns what m holds for the grid of that key in its step.
func (m *nestMemo) lookup(key *perCell[cellWord]) (memoView, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.slots[m.slot(key)]
	if s.gen != m.gen {
		return memoView{}, false
	}
	m.hits++
	e := &m.entries[s.entry-1]
	// The two sets' words follow each other from e.changed.
	var next int32
	if int(s.entry) < len(m.entries) {
		next = m.entries[s.entry].changed
	} else {
		next = int32(len(m.changed))
	}
	w := (next - e.changed) / 2
	v := memoView{steps: m.steps[e.steps:][:e.nsteps], order: m.order[e.order:][:e.norder], parents: m.parents[e.parents:]}
	v.changed[0] = candView(m.changed[e.changed:][:w])
	v.changed[1] = candView(m.changed[e.changed+w:][:w])
	return v, true
}

// store remembers what the inner single chains collected on the grid of
// that key in m's step: steps, whose rule parents are in parents, and the
// eliminations of order.
func (m *nestMemo) store(key *perCell[cellWord], steps []innerStep, order []innerElim, parents []uint16, changed *[2]candBits) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.entries) == maxMemo {
		return
	}
	m.entries = append(m.entries, memoEntry{
		steps: int32(len(m.steps)), nsteps: int32(len(steps)),
		order: int32(len(m.order)), norder: int32(len(order)),
		parents: int32(len(m.parents)), changed: int32(len(m.changed)),
	})
	m.keys = append(m.keys, (*key)[:]...)
	m.steps = append(m.steps, steps...)
	m.order = append(m.order, order...)
	m.parents = append(m.parents, parents...)
	m.changed = append(append(m.changed, changed[0][:]...), changed[1][:]...)
	m.slots[m.slot(key)] = memoSlot{m.gen, int32(len(m.entries))}
}

// collector gathers the steps of an inner producer: for each candidate
// they remove, the easiest step with rule parents.
type collector struct {
	// g is the outer step's grid and cur the propagation's shrunken copy,
	// on which the inner producer runs: rule parents are candidates of g
	// that cur lacks.
	g, cur *board
	steps  []innerStep
	// best[k] is 1 + the index in steps of the easiest step removing
	// candidate k, or 0; touched lists the candidates with one.
	best    perCand[int32]
	touched []uint16
	seq     int
	elims   []uint16
	// rule holds the rule parents of the step being collected, and
	// parents those of the steps collected, as off nodes
	// (innerStep.parents).
	rule    candBits
	parents []uint16
	// order is sorted's.
	order []innerElim
}

// innerStep is one step of an inner producer; its rule parents' off
// nodes are parents[:nparents] of the collector's parents (or of a memo's).
type innerStep struct {
	value                rating.Value
	complexity, key, seq int
	parents, nparents    int32
	id                   uint64
}

func (c *collector) reset(g, cur *board) {
	for _, k := range c.touched {
		c.best[k] = 0
	}
	fitCands(&c.best, g.ru.geo)
	c.rule.fit(g.ru.geo)
	c.parents = c.parents[:0]
	c.touched, c.steps, c.seq = c.touched[:0], c.steps[:0], 0
	c.g, c.cur = g, cur
}

// after reports whether a step of that value, complexity and sort
// key, found after s, sorts before it.
func (s *innerStep) after(value rating.Value, complexity, key int) bool {
	if value != s.value {
		return value < s.value
	}
	if complexity != s.complexity {
		return complexity < s.complexity
	}
	return key < s.key
}

// wins reports whether a step of that value, complexity and
// sort key key would be the easiest yet for some candidate of c.elims.
func (c *collector) wins(value rating.Value, complexity, key int) bool {
	for _, k := range c.elims {
		if b := c.best[k]; b == 0 || c.steps[b-1].after(value, complexity, key) {
			return true
		}
	}
	return false
}

// limit returns the largest complexity with which a step of the current
// producer (whose steps all have the same base value) and sort key key
// could be the easiest for some candidate of c.elims.
func (c *collector) limit(key int) int {
	limit := -1
	for _, k := range c.elims {
		b := c.best[k]
		if b == 0 {
			return 1 << 30
		}
		s := &c.steps[b-1]
		l := s.complexity - 1
		if key < s.key {
			l = s.complexity
		}
		limit = max(limit, l)
	}
	return limit
}

// record adds the step with the rule parents in c.rule, removing
// c.elims, to the candidates it is the easiest for.
func (c *collector) record(value rating.Value, complexity, key int, id uint64) {
	from := len(c.parents)
	for w, word := range c.rule.words(c.g.ru.geo) {
		for ; word != 0; word &= word - 1 {
			c.parents = append(c.parents, uint16(offNode(w*64+bits.TrailingZeros64(word))))
		}
	}
	c.recordNodes(value, complexity, key, id, from)
}

// recordNodes adds the step whose rule parents are c.parents[from:],
// removing c.elims, to the candidates it is the easiest for.
func (c *collector) recordNodes(value rating.Value, complexity, key int, id uint64, from int) {
	c.seq++
	idx := int32(len(c.steps))
	c.steps = append(c.steps, innerStep{value, complexity, key, c.seq, int32(from), int32(len(c.parents) - from), id})
	for _, k := range c.elims {
		b := c.best[k]
		if b == 0 {
			c.touched = append(c.touched, k)
		} else if !c.steps[b-1].after(value, complexity, key) {
			continue
		}
		c.best[k] = idx + 1
	}
}

// addRemoved adds to c.rule the candidates that the propagation took
// out of the cause of candidate k turned on: of its cell (causeCell), or
// the places of its digit in a house.
func (c *collector) addRemoved(k int, cause houseIndex) {
	geo := c.g.ru.geo
	cell, d := geo.cellOf(k), geo.digitOf(k)
	if cause == causeCell {
		for m := c.g.cand[cell] &^ c.cur.cand[cell]; m != 0; m &= m - 1 {
			c.rule.set(geo.cand(cell, lowest(m)))
		}
		return
	}
	u := int(cause)
	for m := c.g.pos[u][d] &^ c.cur.pos[u][d]; m != 0; m &= m - 1 {
		c.rule.set(geo.cand(int(geo.houseCells[u][lowest(m)]), d))
	}
}

// emptyParents reports whether c.rule is empty.
func (c *collector) emptyParents() bool { return c.rule.isEmpty() }

// innerElim is a candidate an inner step removes, with the step's index.
type innerElim struct {
	k    uint16
	step int32
}

// sorted returns the candidates the collected steps remove, each with
// its easiest step, in the order emit takes them: by step, easiest
// first, then by candidate.
func (c *collector) sorted() []innerElim {
	slices.SortFunc(c.touched, func(a, b uint16) int {
		sa, sb := &c.steps[c.best[a]-1], &c.steps[c.best[b]-1]
		if sa == sb {
			return int(a) - int(b)
		}
		if sb.after(sa.value, sa.complexity, sa.key) {
			return -1
		}
		if sa.after(sb.value, sb.complexity, sb.key) {
			return 1
		}
		return sa.seq - sb.seq
	})
	c.order = c.order[:0]
	for _, k := range c.touched {
		c.order = append(c.order, innerElim{k, c.best[k] - 1})
	}
	return c.order
}

// emit queues in the outer run what the inner steps remove, step by step
// in order (sorted), with their rule parents (off nodes of parents) as
// parents.
func (ch *chainer) emit(run *chainRun, steps []innerStep, order []innerElim, parents []uint16) {
	geo := ch.src.ru.geo
	ch.emitted = slices.Grow(ch.emitted[:0], len(steps))[:len(steps)]
	clear(ch.emitted)
	for _, e := range order {
		k, i := e.k, e.step
		if run.off.has(int(k)) {
			continue
		}
		s := &steps[i]
		if ch.emitted[i] == 0 {
			run.nests = append(run.nests, nestRef{s.complexity, s.id})
			ch.emitted[i] = uint16(len(run.nests))
		}
		ch.addOff(geo, run, int(k), parents[s.parents:][:s.nparents])
		run.nestOf[offNode(int(k))] = ch.emitted[i]
	}
}

// collect gives an inner producer's step to its collector: the chains
// ch.targets conclude candidate k on (or off).
func (ch *chainer) collect(k int, on bool, key int, rootCause houseIndex) {
	geo := ch.src.ru.geo
	co := ch.coll
	cell, d := geo.cellOf(k), geo.digitOf(k)
	co.elims = co.elims[:0]
	if on {
		for m := ch.src.cand[cell] &^ (1 << d); m != 0; m &= m - 1 {
			co.elims = append(co.elims, uint16(geo.cand(cell, lowest(m))))
		}
	} else {
		co.elims = append(co.elims, uint16(k))
	}
	if len(co.elims) == 0 {
		return
	}
	limit := co.limit(key)
	if limit < 0 {
		return
	}
	ch.nestSeen = ch.nestSeen[:0]
	complexity := 0
	for _, t := range ch.targets {
		complexity += ch.ancestors(t.run, t.node, limit-complexity)
		if complexity > limit {
			return
		}
	}
	value := ch.mode.base + lengthBonus(complexity)
	if !co.wins(value, complexity, key) {
		return
	}
	co.rule.reset()
	id := uint64(k)<<1 | uint64(btoi(on))
	for i, t := range ch.targets {
		id ^= ch.ruleParents(t.run, t.node, rootCause) * uint64(2*i+3)
	}
	if co.emptyParents() {
		return
	}
	co.record(value, complexity, key, id)
}

// ruleParents adds to ch.coll.rule the rule parents of the chain to
// node in run: for every node turned on in it, the candidates the outer
// propagation took out of its cause (rootCause for the assumption). It
// returns a hash of the chain's nodes.
func (ch *chainer) ruleParents(run *chainRun, node int, rootCause houseIndex) uint64 {
	co := ch.coll
	virtual := ch.src.ru.geo.virtualNode()
	ch.gen++
	if ch.gen == 0 {
		clear(ch.stamp[:])
		ch.gen = 1
	}
	gen := ch.gen
	ch.stamp[node] = gen
	ch.stack[0] = uint16(node)
	top := 1
	var h uint64
	for top > 0 {
		top--
		cur := int(ch.stack[top])
		h ^= nodeHash(cur)
		if cur != virtual && cur&1 == 1 {
			k := cur >> 1
			cause := run.cause[k]
			if cause == noCause {
				cause = rootCause
			}
			if cause != noCause {
				co.addRemoved(k, cause)
			}
		}
		for _, parent := range run.parents(cur) {
			if ch.stamp[parent] != gen {
				ch.stamp[parent] = gen
				ch.stack[top] = parent
				top++
			}
		}
	}
	return h
}

// nodeHash is a fixed pseudo-random value of node n (splitmix64), so
// that a set of nodes hashes to the XOR of its members.
func nodeHash(n int) uint64 {
	z := uint64(n+1) * 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// collectStep gives a cycle or forcing chain of the unary search to its
// collector: h removes what it removes, u.path holds the chain's nodes
// from its end back to its start (exclusive; for a cycle the end is the
// start again), and every link of a cycle has a cause, a forcing chain's
// on links only.
func (u *unary) collectStep(h *step, cycle bool, value rating.Value, complexity, key int, y bool) {
	geo := u.b.ru.geo
	if u.capture {
		u.captureOffer(h, cycle, value, complexity, key)
		return
	}
	co := u.coll
	co.elims = co.elims[:0]
	for c := range u.b.ru.geo.ncells {
		for m := h.elim[c] & u.b.cand[c]; m != 0; m &= m - 1 {
			co.elims = append(co.elims, uint16(geo.cand(c, lowest(m))))
		}
	}
	if len(co.elims) == 0 || !co.wins(value, complexity, key) {
		return
	}
	co.rule.reset()
	id := u.pathParents(cycle, y, key)
	if co.emptyParents() {
		return
	}
	co.record(value, complexity, key, id)
}

// pathParents adds to the collector's rule the rule parents of the
// chain in u.path (every link of a cycle has a cause, a forcing chain's
// on links only) and returns the step's identity: a hash of its nodes
// and its sort key.
func (u *unary) pathParents(cycle, y bool, key int) uint64 {
	co := u.coll
	var id uint64
	for i, node := range u.path[:len(u.path)-1] {
		k, on := int(node>>1), node&1 == 1
		id ^= nodeHash(int(node))
		if on || cycle {
			if cause := u.b.linkCause(int(u.path[i+1]>>1), k, on, y); cause != noCause {
				co.addRemoved(k, cause)
			}
		}
	}
	return id*0x9e3779b97f4a7c15 + uint64(key)
}

// instancePath sets u.path to the nodes from instance end up to the
// root.
func (u *unary) instancePath(end int32) {
	u.path = u.path[:0]
	for i := end; i >= 0; i = u.parent[i] {
		node := offNode(int(u.k[i]))
		if u.on[i] {
			node = onNode(int(u.k[i]))
		}
		u.path = append(u.path, uint16(node))
	}
}

// linkCause returns SE's cause of the link from candidate from to
// candidate to, which it turns on (toOn) or off: their cell when they
// share it (with Y links for an on link), else the first house in chain
// order (box, row, column, then diagonals and windows) that holds both,
// where for an on link the digit has two places.
func (b *board) linkCause(from, to int, toOn, y bool) houseIndex {
	geo := b.ru.geo
	cf, ct, d := geo.cellOf(from), geo.cellOf(to), geo.digitOf(to)
	if cf == ct && (!toOn || y) {
		return causeCell
	}
	houses, _ := geo.housesOf(ct)
	for _, u := range houses {
		if !geo.houseSet[u].has(cf) {
			continue
		}
		if !toOn || popcount(b.pos[u][d]) == 2 {
			return u
		}
	}
	return noCause
}
