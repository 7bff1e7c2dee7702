package score

import (
	"github.com/puzzlebook/sudoku/rating"
)

// The techniques up to the wings: singles, the "direct" forms of locked
// candidates and hidden sets, locked candidates, naked and hidden sets,
// fish, XY- and XYZ-wings. Each looks at units and digits in the order
// Sudoku Explainer does and stops at the first step it finds, so that the
// solution path, not only its hardest step, is SE's.

// subsets[n] lists the n-element subsets of 0..maxN-1 as bit masks, in
// lexicographic order of their sorted elements; firstSubsets[k][n] those
// of 0..k-1, in the same order.
var (
	subsets      [5][]uint16
	firstSubsets [maxN + 1][5][]uint16
)

// subsetsWithin yields the n-element subsets of elig, in the order of
// subsets[n]: those of its first k elements, k its size, with each
// element i replaced by the i-th of elig, which keeps their order.
func subsetsWithin(n int, elig uint16) func(yield func(uint16) bool) {
	return func(yield func(uint16) bool) {
		var at [maxN]uint8
		k := 0
		for m := elig; m != 0; m &= m - 1 {
			at[k] = uint8(lowest(m))
			k++
		}
		for _, sm := range firstSubsets[k][n] {
			var vs uint16
			for ; sm != 0; sm &= sm - 1 {
				vs |= 1 << at[lowest(sm)]
			}
			if !yield(vs) {
				return
			}
		}
	}
}

func init() {
	var rec func(n, from int, m uint16)
	rec = func(n, from int, m uint16) {
		if n == 0 {
			k := popcount(m)
			subsets[k] = append(subsets[k], m)
			return
		}
		for i := from; i < maxN; i++ {
			rec(n-1, i+1, m|1<<i)
		}
	}
	for n := 1; n <= 4; n++ {
		rec(n, 0, 0)
	}
	for k := range firstSubsets {
		for n := 1; n <= 4; n++ {
			for _, m := range subsets[n] {
				if m < 1<<k {
					firstSubsets[k][n] = append(firstSubsets[k][n], m)
				}
			}
		}
	}
}

// Unit orders Sudoku Explainer scans in, as kinds of unit.
var (
	boxColRow = [3]int{kindBox, kindCol, kindRow}
	// lockingPairs are the (region1, region2) unit kinds of locked
	// candidates: pointing (box then line) before claiming (line then box).
	lockingPairs = [4][2]int{{kindBox, kindCol}, {kindBox, kindRow}, {kindCol, kindBox}, {kindRow, kindBox}}
)

// crosses reports whether units u and v share a cell and differ.
func (geo *geometry) crosses(u, v int) bool {
	return u != v && !geo.unitSet[u].and(geo.unitSet[v]).empty()
}

// crossing is a unit u1 and a unit u2 of another kind that it meets in
// two cells or more, with in the positions in u1 of the cells they share.
// A box meets a line in three cells (and has six others), the case
// lockedDigits reads unrolled (geometry.boxLines); a jigsaw's region
// meets a line in two to nine.
type crossing struct {
	u1, u2 int
	in     uint16
	// the cells u1 shares with u2, and its others: nin and nout of them
	nin, nout uint8
	inCells   [maxN]uint8
	outCells  [maxN]uint8
}

// fillCrossings fills g's crossings and crossingsAt from unitMeets:
// crossings[i] lists the crossings of the unit kinds lockingPairs[i] in
// the order lockedDigits visits them, u1 first, then u2; crossingsAt[i][u2]
// lists those with unit u2, in the same order: the units of kind
// lockingPairs[i][0] that meet u2.
func (geo *geometry) fillCrossings() {
	for i, pair := range lockingPairs {
		from1, to1 := geo.units(pair[0])
		from2, to2 := geo.units(pair[1])
		for u1 := from1; u1 < to1; u1++ {
			for _, meet := range geo.unitMeets[u1] {
				if meet.House < from2 || meet.House >= to2 {
					continue
				}
				x := crossing{u1: u1, u2: meet.House, in: meet.Cells}
				for p, c := range geo.unitCells[u1][:geo.n] {
					if meet.Cells>>p&1 == 0 {
						x.outCells[x.nout] = c
						x.nout++
					} else {
						x.inCells[x.nin] = c
						x.nin++
					}
				}
				geo.crossings[i] = append(geo.crossings[i], x)
			}
		}
		for _, x := range geo.crossings[i] {
			geo.crossingsAt[i][x.u2] = append(geo.crossingsAt[i][x.u2], x)
		}
	}
	geo.boxLines = true
	for i := range geo.crossings {
		for _, x := range geo.crossings[i] {
			geo.boxLines = geo.boxLines && x.nin == 3 && x.nout == 6
		}
	}
}

// cellsOf returns the cells at the positions m of unit u.
func (geo *geometry) cellsOf(u int, m uint16) cellSet {
	var s cellSet
	for ; m != 0; m &= m - 1 {
		s.add(int(geo.unitCells[u][lowest(m)]))
	}
	return s
}

// hiddenSingle finds a full house (the last empty cell of a unit), else a
// hidden single, boxes before columns before rows.
func (r *Rater) hiddenSingle() bool {
	geo := r.ru.geo
	b := &r.b
	for pass := 0; pass < 2; pass++ {
		for _, k := range boxColRow {
			from, to := geo.units(k)
			for u := from; u < to; u++ {
				if (b.nempty[u] == 1) == (pass == 0) && r.singleIn(u) {
					return true
				}
			}
		}
	}
	return false
}

// hiddenSingleSplit is hiddenSingle in two rungs, for the variant ladder,
// which has rungs between their values: full houses and hidden singles in
// boxes (1.0, 1.2), then, with lines, hidden singles in rows and columns
// (1.5).
func (r *Rater) hiddenSingleSplit(lines bool) bool {
	geo := r.ru.geo
	for u := range geo.nunits {
		inBox := u >= geo.base[kindBox]
		full := r.b.nempty[u] == 1
		if lines && (full || inBox) || !lines && !full && !inBox {
			continue
		}
		if r.singleIn(u) {
			return true
		}
	}
	return false
}

// singleIn places the first digit left with one place in unit u, if any:
// a full house when u has one empty cell, else a hidden single in a box
// or in a line.
func (r *Rater) singleIn(u int) bool {
	geo := r.ru.geo
	b := &r.b
	for d := range geo.n {
		m := b.pos[u][d]
		if m == 0 || m&(m-1) != 0 {
			continue
		}
		t, v := rating.HiddenSingleLine, vHiddenLine
		switch {
		case b.nempty[u] == 1:
			t, v = rating.FullHouse, vFullHouse
		case u >= geo.base[kindBox]:
			t, v = rating.HiddenSingleBox, vHiddenBox
		}
		r.h.setPlace(t, v, int(geo.unitCells[u][lowest(m)]), d)
		return true
	}
	return false
}

// nakedSingle finds a cell with one candidate, in reading order.
func (r *Rater) nakedSingle() bool {
	b := &r.b
	for c := range r.ru.geo.ncells {
		if m := b.cand[c]; m != 0 && m&(m-1) == 0 {
			r.h.setPlace(rating.NakedSingle, vNakedSingle, c, lowest(m))
			return true
		}
	}
	return false
}

// Locked candidates, hidden and naked sets and fish are each a search for
// a pattern (lockedDigits, hiddenSets, nakedSets, fishes) and what a step
// does with it. The ladder's steps below take the first pattern that
// removes something; dynamic (+) chains (chainplus.go) run the same
// searches, in the same order, on the grid a propagation has shrunk and
// take every pattern that relies on a candidate the propagation took out.

// lockedDigit is a locked-candidates pattern: digit d has two or more
// places in unit u1, of kind t1 (kindBox, kindCol, kindRow), and all of
// them lie in unit u2, which crosses u1; kinds is the index of their
// kinds in lockingPairs.
type lockedDigit struct{ t1, u1, u2, d, kinds int }

// removable returns the cells of u2 outside u1 that have candidate d:
// what the pattern removes.
func (l lockedDigit) removable(b *board) cellSet {
	geo := b.ru.geo
	return b.dcells[l.d].and(geo.unitSet[l.u2]).andNot(geo.unitSet[l.u1])
}

// lockedDigits yields the locked-candidates patterns of b in SE's order:
// pointing (box, then line) before claiming (line, then box).
func (b *board) lockedDigits() func(yield func(lockedDigit) bool) {
	return b.lockedDigitsBut(nil)
}

// lockedDigitsBut is lockedDigits without the digits idle in skip (nil:
// none).
func (b *board) lockedDigitsBut(skip *digitPatterns) func(yield func(lockedDigit) bool) {
	geo := b.ru.geo
	return func(yield func(lockedDigit) bool) {
		live, some := skip.live(b)
		if !some {
			return
		}
		var digits uint16
		for d, l := range live {
			if l {
				digits |= 1 << d
			}
		}
		cand := &b.cand
		if geo.boxLines {
			// Every crossing a box and a line: three cells in, six out.
			for i, pair := range lockingPairs {
				for _, x := range geo.crossings[i] {
					// The digits with two places or more in u2 and none
					// in the rest of u1, all nine at once.
					p, q, r := cand[x.inCells[0]], cand[x.inCells[1]], cand[x.inCells[2]]
					m := (p&q | p&r | q&r) & digits
					if m == 0 {
						continue
					}
					o := &x.outCells
					m &^= cand[o[0]] | cand[o[1]] | cand[o[2]] | cand[o[3]] | cand[o[4]] | cand[o[5]]
					for ; m != 0; m &= m - 1 {
						if !yield(lockedDigit{pair[0], x.u1, x.u2, lowest(m), i}) {
							return
						}
					}
				}
			}
			return
		}
		for i, pair := range lockingPairs {
			for xi := range geo.crossings[i] {
				x := &geo.crossings[i][xi]
				// As above, over any number of cells.
				var m, once, out uint16
				for _, c := range x.inCells[:x.nin] {
					m |= once & cand[c]
					once |= cand[c]
				}
				if m &= digits; m == 0 {
					continue
				}
				for _, c := range x.outCells[:x.nout] {
					out |= cand[c]
				}
				m &^= out
				for ; m != 0; m &= m - 1 {
					if !yield(lockedDigit{pair[0], x.u1, x.u2, lowest(m), i}) {
						return
					}
				}
			}
		}
	}
}

// locking finds locked candidates: a digit whose positions in region1 all
// lie in region2. In direct mode it looks only for the hidden single that
// the elimination would leave in another unit of region1's kind, and
// places it; otherwise it eliminates the digit from the rest of region2.
//
// What it finds for a digit depends on nothing but where the digit is:
// a digit whose pattern is as it was when the search last found nothing
// is skipped (lockMiss).
func (r *Rater) locking(direct bool) bool {
	b := &r.b
	miss := &r.lockMiss[btoi(direct)]
	for l := range b.lockedDigitsBut(miss) {
		if direct {
			if r.directLocking(l) {
				return true
			}
			continue
		}
		rem := l.removable(b)
		if rem.empty() {
			continue
		}
		t, v := rating.Claiming, vClaiming
		if l.t1 == kindBox {
			t, v = rating.Pointing, vPointing
		}
		r.h.reset(t, v)
		r.h.elimDigit(rem, l.d)
		return true
	}
	miss.recordAll(b)
	return false
}

// directLocking looks, in the units of kind l.t1 other than l.u1 that cross
// l.u2, for one where removing l.d from l.u2 leaves a single position.
func (r *Rater) directLocking(l lockedDigit) bool {
	geo := r.ru.geo
	b := &r.b
	for _, x := range geo.crossingsAt[l.kinds][l.u2] { // u3 = x.u1, in unit order
		if x.u1 == l.u1 {
			continue
		}
		m := b.pos[x.u1][l.d]
		if m&(m-1) == 0 {
			continue
		}
		rest := m &^ x.in // the places outside u2
		if rest&(rest-1) != 0 || rest == 0 {
			continue
		}
		t, v := rating.DirectClaiming, vDirectClaiming
		if l.t1 == kindBox {
			t, v = rating.DirectPointing, vDirectPointing
		}
		r.h.setPlace(t, v, int(geo.unitCells[x.u1][lowest(rest)]), l.d)
		return true
	}
	return false
}

// hiddenSet is a hidden-set pattern: n digits whose places in unit u are
// the same n cells, some of which have other candidates too.
type hiddenSet struct {
	u      int
	digits uint16 // the n digits
	places uint16 // their places in u: positions in unitCells[u]
}

// hiddenSets yields the hidden sets of n digits of b, boxes before
// columns before rows. For direct hidden sets, which place a digit, it
// looks in units with more than n empty cells; otherwise in units with
// more than 2n, as SE does (with fewer, the cells left form a naked set,
// which the ladder tries first).
func (b *board) hiddenSets(n int, direct bool) func(yield func(hiddenSet) bool) {
	return b.hiddenSetsBut(n, direct, nil)
}

// hiddenSetsBut is hiddenSets without the units idle in miss, where it
// records each unit whose sets its caller all passed over (nil: none).
func (b *board) hiddenSetsBut(n int, direct bool, miss *unitPatterns) func(yield func(hiddenSet) bool) {
	geo := b.ru.geo
	return func(yield func(hiddenSet) bool) {
		for _, k := range boxColRow {
			from, to := geo.units(k)
			for u := from; u < to; u++ {
				ne := int(b.nempty[u])
				if direct && ne <= n || !direct && ne <= 2*n || miss.idle(b, u) {
					continue
				}
				// Only digits with one to n places can be among the n.
				var elig uint16
				for d := range geo.n {
					if p := b.pos[u][d]; p != 0 && popcount(p) <= n {
						elig |= 1 << d
					}
				}
				for vs := range subsetsWithin(n, elig) {
					var cells uint16
					ok := true
					for m := vs; m != 0; m &= m - 1 {
						p := b.pos[u][lowest(m)]
						if p == 0 {
							ok = false
							break
						}
						cells |= p
					}
					if !ok || popcount(cells) != n {
						continue
					}
					// Candidates of those cells other than the n digits.
					var extra bool
					for m := cells; m != 0; m &= m - 1 {
						if b.cand[geo.unitCells[u][lowest(m)]]&^vs != 0 {
							extra = true
						}
					}
					if !extra {
						continue
					}
					if !yield(hiddenSet{u, vs, cells}) {
						return
					}
				}
				miss.record(b, u)
			}
		}
	}
}

// hiddenSet finds n digits confined to n cells of a unit. In direct mode
// (pairs and triples) it looks only for a hidden single that removing the
// other candidates of those cells would leave in the unit, and places it.
func (r *Rater) hiddenSet(n int, direct bool) bool {
	geo := r.ru.geo
	b := &r.b
	for hs := range b.hiddenSetsBut(n, direct, &r.hiddenMiss[btoi(direct)][n]) {
		u, vs, cells := hs.u, hs.digits, hs.places
		if direct {
			for d := range geo.n {
				p := b.pos[u][d]
				if vs>>d&1 != 0 || p&(p-1) == 0 {
					continue
				}
				if q := p &^ cells; q != 0 && q&(q-1) == 0 {
					t, v := rating.DirectHiddenPair, vDirectPair
					if n == 3 {
						t, v = rating.DirectHiddenTriple, vDirectTriple
					}
					r.h.setPlace(t, v, int(geo.unitCells[u][lowest(q)]), d)
					return true
				}
			}
			continue
		}
		t, v := rating.HiddenPair, vHiddenPair
		switch n {
		case 3:
			t, v = rating.HiddenTriple, vHiddenTriple
		case 4:
			t, v = rating.HiddenQuad, vHiddenQuad
		}
		r.h.reset(t, v)
		for m := cells; m != 0; m &= m - 1 {
			c := int(geo.unitCells[u][lowest(m)])
			r.h.elim[c] |= b.cand[c] &^ vs
		}
		return true
	}
	return false
}

// nakedSet is a naked-set pattern: n cells of unit u with only n
// candidates between them, some of which other cells of u have.
type nakedSet struct {
	u      int
	places uint16 // the n cells: positions in unitCells[u]
	digits uint16 // their candidates
}

// nakedSets yields the naked sets of n cells of b, boxes before columns
// before rows, in units with at least 2n empty cells.
func (b *board) nakedSets(n int) func(yield func(nakedSet) bool) {
	return b.nakedSetsBut(n, nil)
}

// nakedSetsBut is nakedSets without the units idle in miss, where it
// records each unit whose sets its caller all passed over (nil: none).
func (b *board) nakedSetsBut(n int, miss *unitPatterns) func(yield func(nakedSet) bool) {
	geo := b.ru.geo
	return func(yield func(nakedSet) bool) {
		for _, k := range boxColRow {
			from, to := geo.units(k)
			for u := from; u < to; u++ {
				if int(b.nempty[u]) < 2*n || miss.idle(b, u) {
					continue
				}
				// Only cells with one to n candidates can be among the n.
				var elig uint16
				for i, c := range geo.unitCells[u][:geo.n] {
					if m := b.cand[c]; m != 0 && popcount(m) <= n {
						elig |= 1 << i
					}
				}
				for cs := range subsetsWithin(n, elig) {
					var vs uint16
					ok := true
					for m := cs; m != 0; m &= m - 1 {
						cm := b.cand[geo.unitCells[u][lowest(m)]]
						if cm == 0 {
							ok = false
							break
						}
						vs |= cm
					}
					if !ok || popcount(vs) != n {
						continue
					}
					removes := false
					for i := 0; i < geo.n && !removes; i++ {
						removes = cs>>i&1 == 0 && b.cand[geo.unitCells[u][i]]&vs != 0
					}
					if !removes {
						continue
					}
					if !yield(nakedSet{u, cs, vs}) {
						return
					}
				}
				miss.record(b, u)
			}
		}
	}
}

// nakedSet finds n cells of a unit with only n candidates between them.
func (r *Rater) nakedSet(n int) bool {
	geo := r.ru.geo
	b := &r.b
	for ns := range b.nakedSetsBut(n, &r.nakedMiss[n]) {
		t, v := rating.NakedPair, vNakedPair
		switch n {
		case 3:
			t, v = rating.NakedTriple, vNakedTriple
		case 4:
			t, v = rating.NakedQuad, vNakedQuad
		}
		r.h.reset(t, v)
		for i := range geo.n {
			if ns.places>>i&1 == 0 {
				c := int(geo.unitCells[ns.u][i])
				r.h.elim[c] = b.cand[c] & ns.digits
			}
		}
		return true
	}
	return false
}

// fish is a fish pattern: digit d's places in n lines (columns or rows)
// lie in n cross lines, the covers, and d has candidates in the covers
// outside the lines (rem), which the pattern removes.
type fish struct {
	d                  int
	lines, covers, rem cellSet
}

// fishes yields the fish of n lines of b, columns before rows.
func (b *board) fishes(n int) func(yield func(fish) bool) {
	return b.fishesBut(n, nil)
}

// fishesBut is fishes without the digits idle in skip (nil: none).
func (b *board) fishesBut(n int, skip *digitPatterns) func(yield func(fish) bool) {
	geo := b.ru.geo
	return func(yield func(fish) bool) {
		live, some := skip.live(b)
		if !some {
			return
		}
		for _, k := range [2]int{kindCol, kindRow} {
			base, cover := geo.base[k], geo.base[kindRow]
			if k == kindRow {
				cover = geo.base[kindCol]
			}
			// Only lines where the digit has one to n places can be among
			// the n.
			var elig [maxN]uint16
			var eligAny uint16 // some digit searched may use these lines
			for d := range geo.n {
				if !live[d] || int(b.placed[d])+2*n > geo.n {
					continue
				}
				for i := range geo.n {
					if p := b.pos[base+i][d]; p != 0 && popcount(p) <= n {
						elig[d] |= 1 << i
					}
				}
				eligAny |= elig[d]
			}
			for ls := range subsetsWithin(n, eligAny) {
				var lines cellSet
				for m := ls; m != 0; m &= m - 1 {
					lines = lines.or(geo.unitSet[base+lowest(m)])
				}
				for d := range geo.n {
					if ls&^elig[d] != 0 { // elig[d] is empty for a digit not searched
						continue
					}
					var coverPos uint16
					ok := true
					for m := ls; m != 0; m &= m - 1 {
						p := b.pos[base+lowest(m)][d]
						if p == 0 {
							ok = false
							break
						}
						coverPos |= p
					}
					if !ok || popcount(coverPos) != n {
						continue
					}
					var covers cellSet
					for m := coverPos; m != 0; m &= m - 1 {
						covers = covers.or(geo.unitSet[cover+lowest(m)])
					}
					rem := covers.and(b.dcells[d]).andNot(lines)
					if rem.empty() {
						continue
					}
					if !yield(fish{d, lines, covers, rem}) {
						return
					}
				}
			}
		}
	}
}

// fish finds n lines (columns, then rows) in which a digit's positions
// cover only n cross lines, and removes the digit from the rest of those.
func (r *Rater) fish(n int) bool {
	miss := &r.fishMiss[n]
	for f := range r.b.fishesBut(n, miss) {
		t, v := rating.XWing, vXWing
		switch n {
		case 3:
			t, v = rating.Swordfish, vSwordfish
		case 4:
			t, v = rating.Jellyfish, vJellyfish
		}
		r.h.reset(t, v)
		r.h.elimDigit(f.rem, f.d)
		return true
	}
	miss.recordAll(&r.b)
	return false
}

// xyWing finds an XY-wing (a bivalue pivot xy seeing bivalue wings xz and
// yz: z goes from cells seeing both wings) or, with xyz, an XYZ-wing (pivot
// xyz, wings xz and yz: z goes from cells seeing all three).
func (r *Rater) xyWing(xyz bool) bool {
	t, v := rating.XYWing, vXYWing
	if xyz {
		t, v = rating.XYZWing, vXYZWing
	}
	return eachWing(&r.b, xyz, func(_, _, _, d int, rem cellSet) bool {
		r.h.reset(t, v)
		r.h.elimDigit(rem, d)
		return true
	})
}

// eachWing calls yield for each XY-wing (or, with xyz, XYZ-wing) of b that
// removes something, in the ladder's order: its pivot, its two wings, the
// digit z and the cells z goes from. It stops, reporting true, when yield
// returns true. The rater takes the first; the explanation looks for the
// one whose eliminations are the step's.
func eachWing(b *board, xyz bool, yield func(pivot, w1, w2, d int, rem cellSet) bool) bool {
	want := 2 + btoi(xyz)
	geo := b.ru.geo
	for c := range geo.ncells {
		pm := b.cand[c]
		if popcount(pm) != want {
			continue
		}
		// Both wings are bivalue peers sharing one pivot digit (two for
		// an XYZ-wing): list those, in peer order, and pair them.
		var ws [maxPeers]uint8
		nw := 0
		for _, w := range geo.peersOf(c) {
			if m := b.cand[w]; popcount(m) == 2 && popcount(m&pm) == 1+btoi(xyz) {
				ws[nw] = w
				nw++
			}
		}
		for i := 0; i < nw; i++ {
			w1 := int(ws[i])
			m1 := b.cand[w1]
			for j := i + 1; j < nw; j++ {
				w2 := int(ws[j])
				m2 := b.cand[w2]
				if m2 == m1 {
					continue
				}
				var z uint16
				if xyz {
					// Both wings inside the pivot, sharing one digit.
					if m2&^pm != 0 {
						continue
					}
					z = m1 & m2
				} else {
					// Wings xz and yz: each shares a different pivot digit,
					// and the other digit z is common to both.
					if popcount(m2&pm) != 1 || m1&pm == m2&pm {
						continue
					}
					z = m1 & m2 &^ pm
				}
				if popcount(z) != 1 {
					continue
				}
				d := lowest(z)
				see := geo.peerSet[w1].and(geo.peerSet[w2])
				if xyz {
					see = see.and(geo.peerSet[c])
				}
				rem := see.and(b.dcells[d])
				rem.del(c)
				if !rem.empty() && yield(c, w1, w2, d, rem) {
					return true
				}
			}
		}
	}
	return false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
