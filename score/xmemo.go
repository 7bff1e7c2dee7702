package score

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/rating"
)

// X links join the places of one digit, so in a collector's X pass
// (unary.passes) the searches from a digit's candidates follow nothing
// but where that digit is in the shrunken grid, and what they give the
// collector depends on nothing more than that and where the digit is in
// the step's grid:
//
//   - a cycle's eliminations are places of its digit, and a forcing
//     chain's are its start, or (a start assumed off that comes back on)
//     the other candidates of the start's cell;
//   - the rule parents of a chain are the places of the digit that the
//     units of its links lost (collector.addRemoved: an X link is never
//     within a cell);
//   - the searches a collector may skip are those from nodes that reach
//     no link between two places that are peers of a place the digit
//     lost (changedReach): every link of a chain with rule parents is
//     one.
//
// The propagations of a nested level's producer shrink its step's grid
// in a few digits each, and nine in ten of the patterns a digit takes in
// them have come up before. So the X pass of a collector
// keeps, for each digit's pattern in the two grids, what its searches
// offered the collector (xOffer), in the order they came, before the
// collector decided whether each was the easiest yet for some candidate
// (collector.wins, which depends on what it holds). The pass then takes
// the cells in order, as the searches do, and gives the collector each
// offer of the cell's candidates in turn: the collector sees the same
// offers in the same order as from the searches.

// xOffer is a step that the X searches from candidate k offered a
// collector.
type xOffer struct {
	k uint16
	// others marks a forcing chain from k assumed off, which removes
	// the other candidates of k's cell; elims holds the cells of k's
	// digit that any other step removes.
	others                 bool
	elims                  cellSet
	value, complexity, key int32
	id                     uint64
	// The step's rule parents' off nodes are the memo's
	// parents[parents:][:nparents].
	parents, nparents int32
}

// xKey is a digit's pattern in a step's grid and in the shrunken grid.
type xKey struct {
	d      uint8
	g, cur cellSet
}

// xMemo holds what the X searches offered for each pattern of a digit.
type xMemo struct {
	// entries holds, for each pattern, its offers: offers[from:][:n].
	entries map[xKey]xRange
	offers  []xOffer
	parents []uint16
	// hits counts the patterns found (for the tests).
	hits int
}

// xRange is a run of offers.
type xRange struct{ from, n int32 }

// maxXMemo bounds the patterns an xMemo holds before it starts afresh.
const maxXMemo = 1 << 15

// xPass is a collector's X pass, from the memo: it computes the offers of
// the digits whose pattern is new and gives the collector every offer in
// the order of the searches.
func (u *unary) xPass() {
	geo := u.b.ru.geo
	m := &u.xm
	if m.entries == nil || len(m.entries) >= maxXMemo {
		if m.entries == nil {
			m.entries = make(map[xKey]xRange)
		}
		clear(m.entries)
		m.offers, m.parents = m.offers[:0], m.parents[:0]
	}
	g, b := u.coll.g, u.b
	var ranges [maxN]xRange
	computed := false
	offers := int32(0)
	for d := range ranges {
		if g.dcells[d] == b.dcells[d] {
			continue // nothing lost: no chain has rule parents
		}
		key := xKey{uint8(d), g.dcells[d], b.dcells[d]}
		r, ok := m.entries[key]
		if !ok {
			if !computed {
				u.scc.reset()
				computed = true
			}
			r = u.xOffers(d)
			m.entries[key] = r
		} else {
			m.hits++
		}
		ranges[d] = r
		offers += r.n
	}
	if offers == 0 {
		return // as on most grids
	}
	co := u.coll
	for c := range b.ru.geo.ncells {
		if popcount(b.cand[c]) < 2 {
			continue
		}
		for mask := b.cand[c]; mask != 0; mask &= mask - 1 {
			d := lowest(mask)
			k := uint16(geo.cand(c, d))
			r := &ranges[d]
			// Skip the offers of places in cells the pass does not
			// search from (a single candidate), then give k's.
			for r.n > 0 && m.offers[r.from].k < k {
				r.from++
				r.n--
			}
			for ; r.n > 0 && m.offers[r.from].k == k; r.from, r.n = r.from+1, r.n-1 {
				o := &m.offers[r.from]
				co.elims = co.elims[:0]
				if o.others {
					for m := b.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
						co.elims = append(co.elims, uint16(geo.cand(c, lowest(m))))
					}
				} else {
					for e := range o.elims.all() {
						co.elims = append(co.elims, uint16(geo.cand(e, d)))
					}
				}
				if len(co.elims) == 0 || !co.wins(rating.Value(o.value), int(o.complexity), int(o.key)) {
					continue
				}
				from := len(co.parents)
				co.parents = append(co.parents, m.parents[o.parents:][:o.nparents]...)
				co.recordNodes(rating.Value(o.value), int(o.complexity), int(o.key), o.id, from)
			}
		}
	}
}

// xOffers runs the X searches from every place of digit d, whatever its
// cell's other candidates, and appends what they offer to the memo's
// offers.
func (u *unary) xOffers(d int) xRange {
	geo := u.b.ru.geo
	g, b := u.coll.g, u.b
	// The searches a collector may skip, for this digit alone.
	saved := u.near
	var lostPeers cellSet
	for r := range g.dcells[d].andNot(b.dcells[d]).all() {
		lostPeers = lostPeers.or(geo.peerSet[r])
	}
	u.near = [maxN]cellSet{}
	u.near[d] = lostPeers.and(b.dcells[d])
	u.changedReach(true, false)
	u.near = saved
	m := &u.xm
	from := len(m.offers)
	u.capture = true
	for c := range b.dcells[d].all() {
		k := geo.cand(c, d)
		u.captureK = uint16(k)
		if u.changed[0].has(k) {
			u.cycles(k, true, false)
			u.forcingChain(k, true, false)
		}
		if u.changed[1].has(k) {
			u.forcingChain(k, false, false)
		}
	}
	u.capture = false
	return xRange{int32(from), int32(len(m.offers) - from)}
}

// captureOffer appends to the memo the step of the X searches that
// collectStep would offer its collector: h removes what it removes, and
// u.path holds its chain.
func (u *unary) captureOffer(h *step, cycle bool, value rating.Value, complexity, key int) {
	geo := u.b.ru.geo
	k := int(u.captureK)
	c, d := geo.cellOf(k), geo.digitOf(k)
	o := xOffer{k: uint16(k), value: int32(value), complexity: int32(complexity), key: int32(key)}
	if !cycle && h.cell == c && h.digit == d {
		o.others = true // removes the cell's other candidates
	} else {
		for e := range u.b.dcells[d].all() {
			if h.elim[e]>>d&1 != 0 {
				o.elims.add(e)
			}
		}
		if o.elims.empty() {
			return
		}
	}
	co := u.coll
	co.rule.reset()
	id := u.pathParents(cycle, false, key)
	if co.emptyParents() {
		return
	}
	m := &u.xm
	o.id, o.parents = id, int32(len(m.parents))
	for w, word := range co.rule.words(geo) {
		for ; word != 0; word &= word - 1 {
			m.parents = append(m.parents, uint16(offNode(w*64+bits.TrailingZeros64(word))))
		}
	}
	o.nparents = int32(len(m.parents)) - o.parents
	m.offers = append(m.offers, o)
}
