package score

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/rating"
)

// Aligned exclusion: for a set of base cells, try every combination of
// their candidates; a combination is impossible if two cells that see
// each other get the same digit, or if it uses up every candidate of an
// "excluder" cell (a cell with few candidates that sees all base cells).
// A candidate that no possible combination uses is eliminated. SE rates
// the pair form 6.2 and the triple form 7.5.

// alignedPair is aligned pair exclusion (excluders with two candidates).
func (r *Rater) alignedPair() bool { return r.aligned(2) }

// alignedTriple is aligned triple exclusion (excluders with two or three
// candidates).
func (r *Rater) alignedTriple() bool { return r.aligned(3) }

func (r *Rater) aligned(degree int) bool {
	b := &r.b
	// Only sets with a dirty cell can differ from the last search that
	// found nothing (alignedMiss).
	miss := &r.alignedMiss[degree-2]
	dirty, touched := b.ru.geo.all, cellSet{}
	if miss.valid {
		var ok bool
		if dirty, touched, ok = alignedDirty(b.ru.geo, &miss.cand, &b.cand, degree); !ok {
			dirty, touched = b.ru.geo.all, cellSet{} // another puzzle
		} else if dirty.empty() && touched.empty() {
			return false
		}
	}
	if r.alignedSearch(degree, dirty, touched) {
		miss.valid = false
		return true
	}
	fitCells(&miss.cand, b.ru.geo)
	copy(miss.cand[:], b.cand[:])
	miss.valid = true
	return false
}

// alignedMiss is the grid of an aligned exclusion search that found
// nothing. Whether a set of base cells is searched depends on the class
// (exclClass) of their peers; what it yields, on the candidates of its
// cells and of its common excluders. So a set none of whose cells is
// dirty (alignedDirty) since then, and none of whose common excluders
// has other candidates, yields nothing again. The peers are those of one
// geometry: a grid of another starts afresh (Rater.useGeometry).
type alignedMiss struct {
	valid bool
	cand  perCell[digitMask]
}

// exclClass sorts a cell by what it is to aligned exclusion of degree
// degree as a peer of a base cell: 1 a single (no base cell sees one), 2
// an excluder, 0 neither.
func exclClass(m digitMask, degree int) int {
	switch k := popcount(m); {
	case k == 1:
		return 1
	case k >= 2 && k <= degree:
		return 2
	}
	return 0
}

// alignedDirty returns the dirty cells: those whose candidates differ
// between old and cur, and the peers of each single since placed (which
// may have become base cells); and the touched cells, excluders in cur
// with other candidates than in old, which change what a set yields only
// where they are among its common excluders. It reports false when cur
// is not old with candidates taken out (another puzzle).
//
// As candidates only go, no other change needs a set searched again:
//   - A new excluder, and a cell that gets its first excluder peer and
//     becomes a base cell, change only the sets it is a common excluder
//     of, which it touches.
//   - An excluder lost (placed, or down to one candidate) and a base
//     cell lost (next to a new single) leave fewer sets and fewer
//     excluders to rule out combinations, so fewer eliminations: none,
//     as in old.
func alignedDirty(geo *geometry, old, cur *perCell[digitMask], degree int) (dirty, touched cellSet, ok bool) {
	for c := range geo.ncells {
		o, n := (*old)[c], (*cur)[c]
		if o == n {
			continue
		}
		if n&^o != 0 {
			return cellSet{}, cellSet{}, false
		}
		dirty.add(c)
		switch cn := exclClass(n, degree); {
		case cn == 2:
			touched.add(c)
		case exclClass(o, degree) == 1:
			dirty = dirty.or(geo.peerSet[c])
		}
	}
	return dirty, touched, true
}

// alignedSearch tries every set of base cells with a dirty one or a
// touched common excluder, in SE's order.
func (r *Rater) alignedSearch(degree int, dirty, touched cellSet) bool {
	geo := r.ru.geo
	b := &r.b
	// base lists the base cells, excl[c] their excluders: set for the
	// base cells, the only ones read.
	fitCells(&r.alignedBase, geo)
	fitCells(&r.alignedExcl, geo)
	base, excl := &r.alignedBase, &r.alignedExcl
	var isBase cellSet
	// The cells with one candidate, and those with two to degree (the
	// excluders a base cell's peers may be).
	var singles, excluders cellSet
	for c := range geo.ncells {
		switch exclClass(b.cand[c], degree) {
		case 1:
			singles.add(c)
		case 2:
			excluders.add(c)
		}
	}
	nb := 0
	for c := range geo.ncells {
		if popcount(b.cand[c]) < 2 || geo.peerSet[c].meetsIn(&singles, geo) {
			continue
		}
		ex := &(*excl)[c]
		*ex = geo.peerSet[c]
		ex.andIn(&excluders, geo)
		if ex.emptyIn(geo) {
			continue
		}
		(*base)[nb] = cellIndex(c)
		isBase.add(c)
		nb++
	}
	if nb < degree {
		return false
	}
	var cells [3]int
	for i := 0; i < nb; i++ {
		c0 := int((*base)[i])
		x0 := &(*excl)[c0]
		// Every set needs two common excluders, so c0 pairs only with the
		// later base cells that see two of its excluders (the peers of
		// two of them), in the same order.
		next := geo.seenTwice(x0)
		next.andIn(&isBase, geo)
		after := cellsAfter(c0)
		next.andIn(&after, geo)
		for wi := range geo.words {
			for w := next.word(wi); w != 0; w &= w - 1 {
				c1 := wi<<6 + bits.TrailingZeros64(w)
				x1 := &(*excl)[c1]
				cells[0], cells[1] = c0, c1
				pairDirty := dirty.has(c0) || dirty.has(c1)
				pair := *x0
				pair.andIn(x1, geo)
				pairTouched := pair.meetsIn(&touched, geo)
				if degree == 2 {
					if (pairDirty || pairTouched) && r.alignedSet(cells[:2], &pair) {
						return true
					}
					continue
				}
				// The third cell is a base cell that one of the first two
				// sees as an excluder, as SE takes it; a triple met again
				// from a later pair is skipped. It needs two common
				// excluders too, so it sees two of the pair's.
				twin := *x0
				twin.orIn(x1, geo)
				twin.andIn(&isBase, geo)
				seen := geo.seenTwice(&pair)
				twin.andIn(&seen, geo)
				twin.del(c0)
				twin.del(c1)
				if !pairDirty && !pairTouched {
					twin.andIn(&dirty, geo) // the triple needs a dirty cell
				}
				for j := range geo.words {
					for v := twin.word(j); v != 0; v &= v - 1 {
						c2 := j<<6 + bits.TrailingZeros64(v)
						x2 := &(*excl)[c2]
						ex := pair
						ex.andIn(x2, geo)
						if ex.countIn(geo) < 2 || c2 < c1 && (x2.has(c1) || x0.has(c1) || c2 < c0 && (x2.has(c0) || x1.has(c0))) {
							continue
						}
						if !pairDirty && !dirty.has(c2) && !ex.meetsIn(&touched, geo) {
							continue // nothing it depends on changed
						}
						cells[2] = c2
						if r.alignedSet(cells[:3], &ex) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// alignedSet tries the base cells with the common excluders ex.
func (r *Rater) alignedSet(cells []int, ex *cellSet) bool {
	geo := r.ru.geo
	b := &r.b
	if ex.countIn(geo) < 2 {
		return false
	}
	// What the excluders rule out, tabulated once for the set: the
	// candidate an excluder has left when the other cells take all its
	// others. A two-candidate excluder holding digit d leaves its partner
	// (partner[d]); a three-candidate one (triples only) holding d and e
	// leaves its third (third[d][e]).
	var partner [maxN]digitMask
	third := &r.third
	zeroPairs(third, geo)
	for wi := range geo.words {
		for w := ex.word(wi); w != 0; w &= w - 1 {
			c := wi<<6 + bits.TrailingZeros64(w)
			x := b.cand[c]
			a := lowest(x)
			rest := x & (x - 1)
			e := lowest(rest)
			if rest&(rest-1) == 0 {
				partner[a] |= rest
				partner[e] |= 1 << a
				continue
			}
			f := lowest(rest & (rest - 1))
			third[a][e] |= 1 << f
			third[e][a] |= 1 << f
			third[a][f] |= 1 << e
			third[f][a] |= 1 << e
			third[e][f] |= 1 << a
			third[f][e] |= 1 << a
		}
	}
	n := len(cells)
	c0, c1 := cells[0], cells[1]
	m0, m1 := b.cand[c0], b.cand[c1]
	p01 := geo.peerSet[c0].has(c1)
	var allowed [3]digitMask // digits each cell takes in some possible combination
	if n == 2 {
		for a := m0; a != 0; a &= a - 1 {
			i0 := lowest(a)
			d0 := digitMask(1) << i0
			// The second cell's digits d0 rules out.
			out := partner[i0]
			if p01 {
				out |= d0
			}
			if ok := m1 &^ out; ok != 0 {
				allowed[0] |= d0
				allowed[1] |= ok
			}
		}
	} else {
		c2 := cells[2]
		m2 := b.cand[c2]
		p02, p12 := geo.peerSet[c0].has(c2), geo.peerSet[c1].has(c2)
		for a := m0; a != 0; a &= a - 1 {
			i0 := lowest(a)
			d0 := digitMask(1) << i0
			for bb := m1; bb != 0; bb &= bb - 1 {
				i1 := lowest(bb)
				d1 := digitMask(1) << i1
				if d0 == d1 && p01 {
					continue
				}
				// The third cell's digits d0 and d1 rule out: all when
				// they are a two-candidate excluder's (d1 is d0's
				// partner), else what the excluders leave.
				out := partner[i0] | partner[i1] | third[i0][i1]
				if partner[i0]&d1 != 0 {
					out = geo.digits
				}
				if p02 {
					out |= d0
				}
				if p12 {
					out |= d1
				}
				if ok := m2 &^ out; ok != 0 {
					allowed[0] |= d0
					allowed[1] |= d1
					allowed[2] |= ok
				}
			}
			if allowed[0] == m0 && allowed[1] == m1 && allowed[2] == m2 {
				return false // every candidate is in some possible combination
			}
		}
	}
	var h *step
	for k, c := range cells {
		if e := b.cand[c] &^ allowed[k]; e != 0 {
			if h == nil {
				h = &r.h
				if n == 2 {
					h.reset(rating.AlignedPairExclusion, vAPE)
				} else {
					h.reset(rating.AlignedTripleExclusion, vATE)
				}
			}
			h.elim[c] = e
		}
	}
	return h != nil
}

// seenTwice returns the cells that see two or more of the cells of s.
func (geo *geometry) seenTwice(s *cellSet) (twice cellSet) {
	var once cellSet
	for i := range geo.words {
		for w := s.word(i); w != 0; w &= w - 1 {
			p := &geo.peerSet[i<<6+bits.TrailingZeros64(w)]
			twice.orAndIn(&once, p, geo)
			once.orIn(p, geo)
		}
	}
	return twice
}
