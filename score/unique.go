package score

import (
	"github.com/puzzlebook/sudoku/rating"
)

// Uniqueness techniques: unique rectangles and loops (types 1 to 4) and
// the bivalue universal grave (BUG, types 1 to 4). They assume the puzzle
// has one solution, which is what the ladder is given.

// regionTypes is Sudoku Explainer's order of unit kinds for loops: box,
// row, column. The uniqueness rungs read the units of one grid (its rows,
// columns and regions: geometry.cellUnits), the only houses of the grids
// they run on (geometry.plain).
var regionTypes = [3]int{kindBox, kindRow, kindCol}

// unitOf returns the unit of kind t (kindBox, kindRow, kindCol) of cell c.
func (geo *geometry) unitOf(t, c int) int { return int(geo.cellUnits[c][t]) }

// loopSearch is the state of the unique loop search.
type loopSearch struct {
	r *Rater
	v digitMask // the two loop digits
	// cells are those that can lie on a valid loop of v (loopCells): the
	// search goes through no other.
	cells  cellSet
	loop   [uniqueLoopMaxLen]cellIndex
	n      int
	inLoop cellSet // the cells of loop[:n]
	budget int
	best   step
	found  bool
	bestT  int // type of best, to sort equal values
	seen   [64]cellSet
	nseen  int
}

// uniqueLoops finds a unique rectangle or loop: cells holding the same two
// digits around a loop, every unit it visits visited twice, which would
// give the puzzle two solutions unless a cell with extra candidates gets
// one of them. The easiest step wins; among equal values, the lower type.
func (r *Rater) uniqueLoops() bool {
	h, found := r.loopStep(true)
	if found {
		r.h = h
	}
	return found
}

// loopStep runs the search of uniqueLoops; with prune it goes only
// through loopCells (without, through every cell holding the pair: the
// tests' oracle).
func (r *Rater) loopStep(prune bool) (step, bool) {
	b := &r.b
	s := loopSearch{r: r, budget: 200000}
	// The loopCells of each pair met so far (36 pairs at most).
	var pairs [maxN * (maxN - 1) / 2]digitMask
	var cells [maxN * (maxN - 1) / 2]cellSet
	np := 0
	for c := range r.ru.geo.ncells {
		v := b.cand[c]
		if popcount(v) != 2 {
			continue
		}
		i := 0
		for i < np && pairs[i] != v {
			i++
		}
		if i == np {
			pairs[i], cells[i] = v, b.loopCells(v)
			if !prune {
				cells[i] = allCells
			}
			np++
		}
		if !cells[i].has(c) {
			continue
		}
		s.v, s.cells = v, cells[i]
		s.n = 0
		s.extend(c, 2, 0, -1)
	}
	return s.best, s.found
}

// loopCells returns the cells that can lie on a valid loop of the digits
// v: a valid loop has another cell in every row, column and box it
// visits (validLoop), so its cells hold both digits and each has another
// such cell in each of its three units. Cells without are taken out until
// none is left. A loop through any other cell fails validLoop, and the
// search skips it; the extra digits it collects still count (extend).
func (b *board) loopCells(v digitMask) cellSet {
	geo := b.ru.geo
	d := lowest(v)
	set := b.dcells[d]
	set.andIn(&b.dcells[lowest(v&^(1<<d))], geo)
	for {
		next, changed := set, false
		for c := range set.all() {
			for _, u := range geo.cellUnits[c] {
				in := geo.houseSet[u]
				in.andIn(&set, geo)
				if in.countIn(geo) < 2 {
					next.del(c)
					changed = true
					break
				}
			}
		}
		if !changed {
			return set
		}
		set = next
	}
}

// extend adds cell c to the loop and tries every way to continue it from
// a unit of another kind than the last step's (SE's checkForLoops,
// including its way of collecting the extra digits).
func (s *loopSearch) extend(c, allowed int, extra digitMask, lastType int) {
	geo := s.r.ru.geo
	if s.n == uniqueLoopMaxLen || s.budget <= 0 {
		return
	}
	s.budget--
	b := &s.r.b
	s.loop[s.n] = cellIndex(c)
	s.n++
	s.inLoop.add(c)
	d1, d2 := lowest(s.v), lowest(s.v&(s.v-1))
	for _, t := range regionTypes {
		if t == lastType {
			continue
		}
		u := geo.unitOf(t, c)
		// Only the cells holding both digits, in unit order, do anything:
		// the start is one of them.
		for both := b.pos[u][d1] & b.pos[u][d2]; both != 0; both &= both - 1 {
			next := int(geo.houseCells[u][lowest(both)])
			if next == int(s.loop[0]) && s.n >= 4 {
				s.check()
				continue
			}
			if s.inLoop.has(next) {
				continue
			}
			m := b.cand[next]
			extra |= m &^ s.v
			ncand := popcount(m)
			if (ncand == 2 || popcount(extra) == 1 || allowed > 0) && s.cells.has(next) {
				nextAllowed := allowed
				if ncand > 2 {
					nextAllowed--
				}
				s.extend(next, nextAllowed, extra, t)
			}
		}
	}
	s.n--
	s.inLoop.del(c)
}

// check looks at a closed loop for a step.
func (s *loopSearch) check() {
	geo := s.r.ru.geo
	b := &s.r.b
	loop := s.loop[:s.n]
	if !geo.validLoop(loop) {
		return
	}
	var set cellSet
	for _, c := range loop {
		set.add(int(c))
	}
	for _, x := range s.seen[:s.nseen] {
		if x == set {
			return
		}
	}
	if s.nseen < len(s.seen) {
		s.seen[s.nseen] = set
		s.nseen++
	}
	var extra [uniqueLoopMaxLen]int
	ne := 0
	for _, c := range loop {
		if popcount(b.cand[c]) > 2 {
			extra[ne] = int(c)
			ne++
		}
	}
	base := vUnique
	switch n := len(loop); {
	case n >= 10:
		base += 5
	case n >= 8:
		base += 2
	case n >= 6:
		base++
	}
	var h step
	switch {
	case ne == 1:
		// Type 1: the extra cell cannot hold either loop digit.
		h.reset(rating.UniqueRectangle, base)
		h.elim[extra[0]] = s.v
		s.offer(&h, 1)
	case ne > 2:
		s.type2(&h, extra[:ne], base)
	case ne == 2:
		c1, c2 := extra[0], extra[1]
		rest := (b.cand[c1] | b.cand[c2]) &^ s.v
		if popcount(rest) == 1 {
			s.type2(&h, extra[:ne], base)
		} else if popcount(rest) >= 2 {
			s.type3(c1, c2, rest, base)
		}
		s.type4(c1, c2, base)
	}
}

// type2: the extra cells share one extra digit, which one of them must
// hold: it goes from every cell seeing all of them.
func (s *loopSearch) type2(h *step, extra []int, base rating.Value) {
	geo := s.r.ru.geo
	b := &s.r.b
	x := b.cand[extra[0]] &^ s.v
	if x == 0 {
		return
	}
	d := lowest(x)
	see := geo.peerSet[extra[0]]
	for _, c := range extra[1:] {
		see = see.and(geo.peerSet[c])
	}
	rem := see.and(b.dcells[d])
	if rem.empty() {
		return
	}
	h.reset(rating.UniqueRectangle, base)
	h.elimDigit(rem, d)
	s.offer(h, 2)
}

// type3: the two extra cells act as one cell holding their extra digits,
// which forms a naked set with other cells of a unit they share; or, in
// that unit, the two loop digits and some others are confined to one of
// the two cells and as many other cells as digits less one, a hidden set
// that keeps only its digits.
func (s *loopSearch) type3(c1, c2 int, extra digitMask, base rating.Value) {
	geo := s.r.ru.geo
	b := &s.r.b
	for degree := popcount(extra); degree <= 7; degree++ {
		for _, t := range regionTypes {
			u := geo.unitOf(t, c1)
			if u != geo.unitOf(t, c2) {
				continue
			}
			ne := int(b.nempty[u])
			i1, i2 := int(geo.unitPos[c1][t]), int(geo.unitPos[c2][t])
			if degree*2 <= ne && degree <= 4 {
				for _, cs := range firstSubsets[geo.n][degree] {
					if cs>>i1&1 == 0 || cs>>i2&1 != 0 {
						continue
					}
					naked := extra & b.cand[c1] & b.cand[c2]
					union := extra
					ok := true
					for m := cs &^ (1 << i1); m != 0; m &= m - 1 {
						cm := b.cand[geo.houseCells[u][lowest(m)]]
						if cm == 0 {
							ok = false
							break
						}
						naked |= cm
						union |= cm
					}
					if !ok || popcount(naked) != degree || popcount(union) != degree {
						continue
					}
					var h step
					h.reset(rating.UniqueRectangle, base+rating.Value(degree)-1)
					removes := false
					for i := range geo.n {
						c := int(geo.houseCells[u][i])
						if cs>>i&1 != 0 || c == c2 {
							continue
						}
						if e := b.cand[c] & union; e != 0 {
							h.elim[c] = e
							removes = true
						}
					}
					if removes {
						s.offer(&h, 3)
					}
				}
			}
			if degree*2 < ne {
				s.type3Hidden(u, i1, i2, extra, degree, base)
			}
		}
	}
}

// type3Hidden looks in unit u for the hidden sets of type 3 with degree
// digits: the two loop digits and degree-2 digits that are neither loop
// nor extra digits, whose places in u, c2 (at position i2) left out, are
// degree cells. The cells other than c1 (at i1) keep only those digits.
func (s *loopSearch) type3Hidden(u, i1, i2 int, extra digitMask, degree int, base rating.Value) {
	geo := s.r.ru.geo
	b := &s.r.b
	rest := geo.digits &^ s.v &^ extra
	for others := digitMask(0); others <= rest; others++ {
		if others&^rest != 0 || popcount(others) != degree-2 {
			continue
		}
		digits := others | s.v
		var places digitMask
		ok := true
		for m := digits; m != 0; m &= m - 1 {
			p := b.pos[u][lowest(m)] &^ (1 << i2)
			if p == 0 {
				ok = false
				break
			}
			places |= p
		}
		if !ok || popcount(places) != degree {
			continue
		}
		cells := places &^ (1 << i1)
		var h step
		h.reset(rating.UniqueRectangle, base+rating.Value(popcount(cells))-1)
		removes := false
		for m := cells; m != 0; m &= m - 1 {
			c := int(geo.houseCells[u][lowest(m)])
			if e := b.cand[c] &^ digits; e != 0 {
				h.elim[c] = e
				removes = true
			}
		}
		if removes {
			s.offer(&h, 3)
		}
	}
}

// type4: one loop digit is confined, in a unit the two extra cells share,
// to those two cells; the other loop digit goes from both.
func (s *loopSearch) type4(c1, c2 int, base rating.Value) {
	geo := s.r.ru.geo
	b := &s.r.b
	lock := -1
	v1, v2 := lowest(s.v), lowest(s.v&(s.v-1))
	var r1, r2 bool
	for _, t := range regionTypes {
		u := geo.unitOf(t, c1)
		if u != geo.unitOf(t, c2) {
			continue
		}
		others := geo.houseSet[u]
		others.del(c1)
		others.del(c2)
		if others.and(b.dcells[v1]).empty() {
			r1 = true
		}
		if others.and(b.dcells[v2]).empty() {
			r2 = true
		}
	}
	switch {
	case r1:
		lock = v1
	case r2:
		lock = v2
	default:
		return
	}
	rem := s.v &^ (1 << lock)
	var h step
	h.reset(rating.UniqueRectangle, base)
	h.elim[c1] = rem & b.cand[c1]
	h.elim[c2] = rem & b.cand[c2]
	if h.elim[c1]|h.elim[c2] != 0 {
		s.offer(&h, 4)
	}
}

// offer keeps h if it is easier than the best so far (SE sorts by value,
// then type, keeping the order found among equals).
func (s *loopSearch) offer(h *step, typ int) {
	if !s.found || h.value < s.best.value || h.value == s.best.value && typ < s.bestT {
		s.best, s.bestT, s.found = *h, typ, true
	}
}

// validLoop reports whether every unit the loop visits is visited by
// exactly one cell at an even and one at an odd position.
func (geo *geometry) validLoop(loop []cellIndex) bool {
	var even, odd [maxHouses]bool
	for i, c := range loop {
		for k := 0; k < 3; k++ {
			u := geo.cellUnits[c][k]
			seen := &even
			if i%2 == 1 {
				seen = &odd
			}
			if seen[u] {
				return false
			}
			seen[u] = true
		}
	}
	return even == odd
}

// bug finds a bivalue universal grave: if a few extra candidates were
// gone, every empty cell would have two candidates and every digit two
// places in each unit, a pattern with two solutions; so one of the extras
// is true.
func (r *Rater) bug() bool {
	geo := r.ru.geo
	b := &r.b
	// rest holds the candidates without the bug values, bugVals the bug
	// values of each cell, bugCells the cells with some.
	s := &r.bugs
	fitCells(&s.rest, geo)
	fitCells(&s.vals, geo)
	copy(s.rest[:], b.cand[:])
	zeroCells(&s.vals, geo)
	rest, bugVals, bugCells := s.rest[:], &s.vals, s.cells[:0]
	defer func() { s.cells = bugCells[:0] }()
	nbug := 0
	var all digitMask
	var common cellSet
	haveCommon := false
	for _, t := range regionTypes {
		from, to := geo.units(t)
		for u := from; u < to; u++ {
			for d := range geo.n {
				p := b.pos[u][d]
				if k := popcount(p); k == 0 || k == 2 {
					continue
				}
				// The places of d in u whose cell has three or more candidates.
				nwide, cell := 0, -1
				for m := p; m != 0; m &= m - 1 {
					c := int(geo.houseCells[u][lowest(m)])
					if popcount(b.cand[c]) >= 3 {
						nwide++
						cell = c
					}
				}
				if nwide == 0 {
					return false
				}
				if nwide != 1 {
					continue
				}
				i := 0
				for i < nbug && bugCells[i] != cell {
					i++
				}
				if i == nbug {
					bugCells = append(bugCells, cell)
					nbug++
				}
				(*bugVals)[cell] |= 1 << d
				all |= 1 << d
				rest[cell] &^= 1 << d
				if !haveCommon {
					common, haveCommon = geo.peerSet[cell], true
				} else {
					common = common.and(geo.peerSet[cell])
				}
				for _, c := range bugCells[:nbug] {
					common.del(c)
				}
				if nbug > 1 && popcount(all) > 1 && common.empty() {
					return false
				}
			}
		}
	}
	if nbug == 0 {
		return false
	}
	for c := range geo.ncells {
		if b.val[c] == 0 && popcount(rest[c]) != 2 {
			return false
		}
	}
	for u := range geo.nhouses {
		for d := range geo.n {
			var k int
			for _, c := range geo.houseCells[u][:geo.n] {
				k += int(rest[c] >> d & 1)
			}
			if k != 0 && k != 2 {
				return false
			}
		}
	}
	cells := bugCells[:nbug]
	switch {
	case nbug == 1:
		r.h.reset(rating.BUG, vBUG)
		r.h.elim[cells[0]] = b.cand[cells[0]] &^ all
		return r.h.elim[cells[0]] != 0
	case popcount(all) == 1:
		d := lowest(all)
		if rem := common.and(b.dcells[d]); !rem.empty() {
			r.h.reset(rating.BUG, vBUG+1)
			r.h.elimDigit(rem, d)
			return true
		}
		return nbug == 2 && r.bug4(cells, bugVals, all)
	case !common.empty():
		if nbug == 2 && r.bug4(cells, bugVals, all) {
			return true
		}
		return r.bug3(cells, all, common)
	}
	return false
}

// bugScratch is the storage of bug: the candidates without the bug
// values, the bug values of each cell and the cells with some.
type bugScratch struct {
	rest, vals perCell[digitMask]
	cells      []int
}

// bug4: two bug cells share a unit in which a common non-extra digit is
// confined to them; each keeps only that digit and its extras.
func (r *Rater) bug4(cells []int, vals *perCell[digitMask], all digitMask) bool {
	geo := r.ru.geo
	b := &r.b
	c1, c2 := cells[0], cells[1]
	com := b.cand[c1] & b.cand[c2] &^ all
	if popcount(com) != 1 {
		return false
	}
	d := lowest(com)
	for _, t := range regionTypes {
		u := geo.unitOf(t, c1)
		if u != geo.unitOf(t, c2) {
			continue
		}
		if b.pos[u][d] != 1<<geo.unitPos[c1][t]|1<<geo.unitPos[c2][t] {
			continue
		}
		r.h.reset(rating.BUG, vBUG+1)
		r.h.elim[c1] = b.cand[c1] &^ (*vals)[c1] &^ com
		r.h.elim[c2] = b.cand[c2] &^ (*vals)[c2] &^ com
		if r.h.elim[c1]|r.h.elim[c2] != 0 {
			return true
		}
	}
	return false
}

// bug3: the bug cells, all in one unit, act as one cell holding their
// extra digits, which forms a naked set with other cells of that unit.
func (r *Rater) bug3(cells []int, all digitMask, common cellSet) bool {
	geo := r.ru.geo
	b := &r.b
	for _, t := range regionTypes {
		u := geo.unitOf(t, cells[0])
		shared := true
		for _, c := range cells[1:] {
			if geo.unitOf(t, c) != u {
				shared = false
			}
		}
		if !shared {
			continue
		}
		var others [maxN]int
		n := 0
		for _, c := range geo.houseCells[u][:geo.n] {
			if common.has(int(c)) {
				others[n] = int(c)
				n++
			}
		}
		for degree := 2; degree <= 6 && degree <= n; degree++ {
			for m := range subsetsOf(n, degree-1) {
				var union digitMask
				ok := true
				for x := m; x != 0; x &= x - 1 {
					cm := b.cand[others[lowest(x)]]
					if cm == 0 {
						ok = false
						break
					}
					union |= cm
				}
				if !ok || popcount(union) != degree || popcount(union|all) != degree {
					continue
				}
				r.h.reset(rating.BUG, vBUG+1+rating.Value(degree)-1)
				removes := false
				for i := 0; i < n; i++ {
					if m>>i&1 != 0 {
						continue
					}
					c := others[i]
					if e := b.cand[c] & union; e != 0 {
						r.h.elim[c] = e
						removes = true
					}
				}
				if removes {
					return true
				}
			}
		}
	}
	return false
}

// subsetsOf yields the k-element subsets of 0..n-1 as masks, for k <= 4
// in the order of subsets (firstSubsets), for larger k in increasing
// order of their masks, each the next larger mask of k bits (Gosper's
// step), so that a BUG's search allocates no list.
func subsetsOf(n, k int) func(yield func(digitMask) bool) {
	return func(yield func(digitMask) bool) {
		if k <= 4 {
			for _, m := range firstSubsets[n][k] {
				if !yield(m) {
					return
				}
			}
			return
		}
		for m := digitMask(1)<<k - 1; m < 1<<n; {
			if !yield(m) {
				return
			}
			low := m & -m
			next := m + low
			m = (next^m)>>2/low | next
		}
	}
}
