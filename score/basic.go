package score

import (
	"github.com/puzzlebook/sudoku/puzzle"
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
	subsets      [5][]digitMask
	firstSubsets [maxN + 1][5][]digitMask
)

// subsetsWithin yields the n-element subsets of elig, in the order of
// subsets[n]: those of its first k elements, k its size, with each
// element i replaced by the i-th of elig, which keeps their order.
func subsetsWithin(n int, elig digitMask) func(yield func(digitMask) bool) {
	return func(yield func(digitMask) bool) {
		var at [maxN]uint8
		k := 0
		for m := elig; m != 0; m &= m - 1 {
			at[k] = uint8(lowest(m))
			k++
		}
		for _, sm := range firstSubsets[k][n] {
			var vs digitMask
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
	var rec func(n, from int, m digitMask)
	rec = func(n, from int, m digitMask) {
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

// The groups of crossings locked candidates visit, in order: Sudoku
// Explainer's own, pointing (from a box to a line) before claiming (from a
// line to a box), then those of the houses a shape adds, pointing (from a
// box or a window) before claiming (from a line or a diagonal), the lines
// of joined grids that meet in a shared box (a row of one grid and a row
// of another) among the lines'. In each
// group the first house is of one kind, and every crossing of a house of
// that kind with a house of the second's is in the group: direct locking
// looks for its single in the houses of the first's kind (crossingsAt).
const (
	lockBoxColumn   = iota // a box or region to a column
	lockBoxRow             // to a row
	lockColumnBox          // a column to a box or region
	lockRowBox             // a row to a box or region
	lockBoxOther           // a box or region to a window or a diagonal
	lockWindow             // a window to the houses it meets
	lockColumnOther        // a column to a window, or to another grid's column
	lockRowOther           // a row to a window, or to another grid's row
	lockDiagonal           // a diagonal to the houses it meets
	numLockGroups
)

// lockGroup returns the group of the crossing of house u1 with u2.
func (geo *geometry) lockGroup(u1, u2 int) int {
	toBox := geo.kind[u2] == puzzle.Box || geo.kind[u2] == puzzle.Region
	switch geo.kind[u1] {
	case puzzle.Box, puzzle.Region:
		switch geo.kind[u2] {
		case puzzle.Column:
			return lockBoxColumn
		case puzzle.Row:
			return lockBoxRow
		}
		return lockBoxOther
	case puzzle.Column:
		if toBox {
			return lockColumnBox
		}
		return lockColumnOther
	case puzzle.Row:
		if toBox {
			return lockRowBox
		}
		return lockRowOther
	case puzzle.Window:
		return lockWindow
	}
	return lockDiagonal
}

// crossing is a house u1 and a house u2 that it meets in two cells or
// more, with in the positions in u1 of the cells they share. A box meets a
// line in three cells (and has six others), the case lockedDigits reads
// unrolled (geometry.boxLines); a jigsaw's region meets a line in two to
// nine, a window a box in one to four.
type crossing struct {
	u1, u2 int
	in     digitMask
	// the cells u1 shares with u2, and its others: nin and nout of them
	nin, nout uint8
	inCells   [maxN]cellIndex
	outCells  [maxN]cellIndex
}

// fillCrossings fills g's crossings and crossingsAt from meets:
// crossings[i] lists the crossings of lock group i in the order
// lockedDigits visits them, u1 first, then u2; crossingsAt[i][u2] lists
// those with house u2, in the same order: the houses of group i that meet
// u2.
func (geo *geometry) fillCrossings() {
	for u1 := range geo.nhouses {
		for _, m := range geo.meets[u1] {
			x := crossing{u1: u1, u2: m.house, in: m.cells}
			for p, c := range geo.houseCells[u1][:geo.n] {
				if m.cells>>p&1 == 0 {
					x.outCells[x.nout] = c
					x.nout++
				} else {
					x.inCells[x.nin] = c
					x.nin++
				}
			}
			i := geo.lockGroup(u1, m.house)
			geo.crossings[i] = append(geo.crossings[i], x)
		}
	}
	geo.boxLines = true
	for i := range geo.crossings {
		for _, x := range geo.crossings[i] {
			geo.crossingsAt[i][x.u2] = append(geo.crossingsAt[i][x.u2], x)
			geo.boxLines = geo.boxLines && x.nin == 3 && x.nout == 6
		}
	}
}

// cellsOf returns the cells at the positions m of house u.
func (geo *geometry) cellsOf(u int, m digitMask) cellSet {
	var s cellSet
	for ; m != 0; m &= m - 1 {
		s.add(int(geo.houseCells[u][lowest(m)]))
	}
	return s
}

// hiddenSingle finds a full house (the last empty cell of a house), else
// a hidden single, in the scan order: boxes and windows before columns
// before rows before diagonals.
func (r *Rater) hiddenSingle() bool {
	geo := r.ru.geo
	b := &r.b
	for pass := 0; pass < 2; pass++ {
		for _, u := range geo.scan {
			if (b.nempty[u] == 1) == (pass == 0) && r.singleIn(int(u)) {
				return true
			}
		}
	}
	return false
}

// hiddenSingleSplit is hiddenSingle in two rungs, for the variant ladder,
// which has rungs between their values: full houses and hidden singles in
// boxes and windows (1.0, 1.2), then, with lines, hidden singles in rows,
// columns and diagonals (1.5).
func (r *Rater) hiddenSingleSplit(lines bool) bool {
	geo := r.ru.geo
	for u := range geo.nhouses {
		inBox := geo.boxLike[u]
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

// singleIn places the first digit left with one place in house u, if
// any: a full house when u has one empty cell, else a hidden single in a
// box (or a house valued as one) or in a line.
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
		case geo.boxLike[u]:
			t, v = rating.HiddenSingleBox, vHiddenBox
		}
		r.h.setPlace(t, v, int(geo.houseCells[u][lowest(m)]), d)
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
// places in house u1, and all of them lie in house u2, which u1 meets in
// lock group group (a crossing of geometry.crossings[group]).
type lockedDigit struct{ u1, u2, d, group int }

// pointing reports whether l locks its digit from a house valued as a box
// (pointing), not from a line (claiming).
func (l lockedDigit) pointing(geo *geometry) bool { return geo.boxLike[l.u1] }

// hasDirect reports whether l has a direct form: whether it is a box and
// a line of Sudoku Explainer's. The direct forms of locked candidates and
// hidden sets (1.7 to 2.5) are SE's shortcuts through its own houses, the
// single one leaves seen at once in another box or line; the houses a
// shape adds take the plain forms (2.6 and up) of every rung. With the
// direct forms through windows too, the published windoku puzzles rate a
// grade below their labels (two labels' medians from 2.6 to 1.7 and 1.9,
// Spearman 0.856 against 0.865: score/agreement, TestPublishedShapes).
func (l lockedDigit) hasDirect() bool { return l.group < lockBoxOther }

// removable returns the cells of u2 outside u1 that have candidate d:
// what the pattern removes.
func (l lockedDigit) removable(b *board) cellSet {
	geo := b.ru.geo
	s := b.dcells[l.d]
	s.andIn(&geo.houseSet[l.u2], geo)
	s.andNotIn(&geo.houseSet[l.u1], geo)
	return s
}

// lockedDigits yields the locked-candidates patterns of b in SE's order:
// pointing (box, then line) before claiming (line, then box), by lock
// group.
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
		var digits digitMask
		for d, l := range live {
			if l {
				digits |= 1 << d
			}
		}
		cand := b.cand[:]
		if geo.boxLines {
			// Every crossing three cells in, six out.
			for i := range geo.crossings {
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
						if !yield(lockedDigit{x.u1, x.u2, lowest(m), i}) {
							return
						}
					}
				}
			}
			return
		}
		for i := range geo.crossings {
			for xi := range geo.crossings[i] {
				x := &geo.crossings[i][xi]
				// As above, over any number of cells.
				var m, once, out digitMask
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
					if !yield(lockedDigit{x.u1, x.u2, lowest(m), i}) {
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
			if !l.hasDirect() {
				continue
			}
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
		if l.pointing(r.ru.geo) {
			t, v = rating.Pointing, vPointing
		}
		r.h.reset(t, v)
		r.h.elimDigit(rem, l.d)
		return true
	}
	miss.recordAll(b)
	return false
}

// directLocking looks, in the houses of l's lock group other than l.u1
// that meet l.u2 (other boxes along a line, for a box's pointing), for one
// where removing l.d from l.u2 leaves a single position.
func (r *Rater) directLocking(l lockedDigit) bool {
	geo := r.ru.geo
	b := &r.b
	for i := range geo.crossingsAt[l.group][l.u2] { // u3 = x.u1, in house order
		x := &geo.crossingsAt[l.group][l.u2][i]
		if x.u1 == l.u1 {
			continue
		}
		m := b.pos[x.u1][l.d]
		if m&(m-1) == 0 {
			continue
		}
		rest := m &^ geo.lostTo(x, l.u1) // the places not taken out
		if rest&(rest-1) != 0 || rest == 0 {
			continue
		}
		t, v := rating.DirectClaiming, vDirectClaiming
		if l.pointing(geo) {
			t, v = rating.DirectPointing, vDirectPointing
		}
		r.h.setPlace(t, v, int(geo.houseCells[x.u1][lowest(rest)]), l.d)
		return true
	}
	return false
}

// lostTo returns the positions in x.u1 of the cells of x.u2 outside house
// u1, which a digit locked from u1 into x.u2 leaves: the cells x.u1
// shares with x.u2 (x.in), but for those it shares with u1 too, as a
// window may share cells with a box beside a column both meet.
func (geo *geometry) lostTo(x *crossing, u1 int) digitMask {
	if geo.houseSet[x.u1].and(geo.houseSet[u1]).empty() {
		return x.in
	}
	var lost digitMask
	for m := x.in; m != 0; m &= m - 1 {
		if !geo.houseSet[u1].has(int(geo.houseCells[x.u1][lowest(m)])) {
			lost |= m & -m
		}
	}
	return lost
}

// hiddenSet is a hidden-set pattern: n digits whose places in house u are
// the same n cells, some of which have other candidates too.
type hiddenSet struct {
	u      int
	digits digitMask // the n digits
	places digitMask // their places in u: positions in houseCells[u]
}

// hiddenSets yields the hidden sets of n digits of b, in the scan order
// of the houses. For direct hidden sets, which place a digit, it looks in
// houses with more than n empty cells; otherwise in houses with more than
// 2n, as SE does (with fewer, the cells left form a naked set, which the
// ladder tries first).
func (b *board) hiddenSets(n int, direct bool) func(yield func(hiddenSet) bool) {
	return b.hiddenSetsBut(n, direct, nil)
}

// hiddenSetsBut is hiddenSets without the houses idle in miss, where it
// records each house whose sets its caller all passed over (nil: none).
func (b *board) hiddenSetsBut(n int, direct bool, miss *unitPatterns) func(yield func(hiddenSet) bool) {
	geo := b.ru.geo
	houses := geo.scan
	if direct {
		houses = geo.scanSE // the direct forms are SE's (hasDirect)
	}
	return func(yield func(hiddenSet) bool) {
		for _, u8 := range houses {
			u := int(u8)
			ne := int(b.nempty[u])
			if direct && ne <= n || !direct && ne <= 2*n || miss.idle(b, u) {
				continue
			}
			// Only digits with one to n places can be among the n.
			var elig digitMask
			for d := range geo.n {
				if p := b.pos[u][d]; p != 0 && popcount(p) <= n {
					elig |= 1 << d
				}
			}
			for vs := range subsetsWithin(n, elig) {
				var cells digitMask
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
					if b.cand[geo.houseCells[u][lowest(m)]]&^vs != 0 {
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

// hiddenSet finds n digits confined to n cells of a house. In direct mode
// (pairs and triples) it looks only for a hidden single that removing the
// other candidates of those cells would leave in the house, and places
// it.
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
					r.h.setPlace(t, v, int(geo.houseCells[u][lowest(q)]), d)
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
			c := int(geo.houseCells[u][lowest(m)])
			r.h.elim[c] |= b.cand[c] &^ vs
		}
		return true
	}
	return false
}

// nakedSet is a naked-set pattern: n cells of house u with only n
// candidates between them, some of which other cells of u have.
type nakedSet struct {
	u      int
	places digitMask // the n cells: positions in houseCells[u]
	digits digitMask // their candidates
}

// nakedSets yields the naked sets of n cells of b, in the scan order of
// the houses, in houses with at least 2n empty cells.
func (b *board) nakedSets(n int) func(yield func(nakedSet) bool) {
	return b.nakedSetsBut(n, nil)
}

// nakedSetsBut is nakedSets without the houses idle in miss, where it
// records each house whose sets its caller all passed over (nil: none).
func (b *board) nakedSetsBut(n int, miss *unitPatterns) func(yield func(nakedSet) bool) {
	geo := b.ru.geo
	return func(yield func(nakedSet) bool) {
		for _, u8 := range geo.scan {
			u := int(u8)
			if int(b.nempty[u]) < 2*n || miss.idle(b, u) {
				continue
			}
			// Only cells with one to n candidates can be among the n.
			var elig digitMask
			for i, c := range geo.houseCells[u][:geo.n] {
				if m := b.cand[c]; m != 0 && popcount(m) <= n {
					elig |= 1 << i
				}
			}
			for cs := range subsetsWithin(n, elig) {
				var vs digitMask
				ok := true
				for m := cs; m != 0; m &= m - 1 {
					cm := b.cand[geo.houseCells[u][lowest(m)]]
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
					removes = cs>>i&1 == 0 && b.cand[geo.houseCells[u][i]]&vs != 0
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

// nakedSet finds n cells of a house with only n candidates between them.
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
				c := int(geo.houseCells[ns.u][i])
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
//
// A fish's base and cover lines are rows and columns, as SE's are, for
// every shape: the base lines are disjoint and each holds the digit once,
// so the n of them hold it n times, each in a cover, and n covers hold it
// n times in all, so nowhere else. Its value is SE's for n lines. A
// diagonal meets every row and column, so no base holds one beside them,
// and a fish of boxes, windows or diagonals (SE's franken and mutant fish)
// is none of SE's. On joined grids (a samurai's) the lines are every
// grid's: a base is n rows (or columns) no two of which share a cell, and
// its covers n columns (rows) that hold its places, a place in a shared
// box lying in the columns of both its grids (joinedFishes).
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
	// One iterator calling either search, which keeps it small enough to
	// inline and the loop's body off the heap.
	return func(yield func(fish) bool) {
		if b.ru.geo.single {
			b.gridFishes(n, skip, yield)
		} else {
			b.joinedFishes(n, skip, yield)
		}
	}
}

// gridFishes is fishesBut on one grid, whose lines cross as a grid's do:
// the i-th place of a column is in the i-th row, so a digit's cover lines
// are the union of its places in the base lines.
func (b *board) gridFishes(n int, skip *digitPatterns, yield func(fish) bool) {
	geo := b.ru.geo
	live, some := skip.live(b)
	if !some {
		return
	}
	for k := range geo.fishLines {
		// The i-th place of a base line is in the i-th cover line.
		base, cover := geo.fishLines[k], geo.fishLines[1-k]
		// Only lines where the digit has one to n places can be among
		// the n.
		var elig [maxN]digitMask
		var eligAny digitMask // some digit searched may use these lines
		for d := range geo.n {
			if !live[d] || int(b.placed[d])+2*n > geo.n {
				continue
			}
			for i, u := range base {
				if p := b.pos[u][d]; p != 0 && popcount(p) <= n {
					elig[d] |= 1 << i
				}
			}
			eligAny |= elig[d]
		}
		for ls := range subsetsWithin(n, eligAny) {
			var lines cellSet
			for m := ls; m != 0; m &= m - 1 {
				lines.orIn(&geo.houseSet[base[lowest(m)]], geo)
			}
			for d := range geo.n {
				if ls&^elig[d] != 0 { // elig[d] is empty for a digit not searched
					continue
				}
				var coverPos digitMask
				ok := true
				for m := ls; m != 0; m &= m - 1 {
					p := b.pos[base[lowest(m)]][d]
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
					covers.orIn(&geo.houseSet[cover[lowest(m)]], geo)
				}
				rem := covers
				rem.andIn(&b.dcells[d], geo)
				rem.andNotIn(&lines, geo)
				if rem.emptyIn(geo) {
					continue
				}
				if !yield(fish{d, lines, covers, rem}) {
					return
				}
			}
		}
	}
}

// joinedFishes is fishesBut on any layout of lines, joined grids among
// them: for each kind of base line (columns, then rows) and digit, each
// set of n base lines, no two sharing a cell, in which the digit has one
// to n places, in ascending order of lines, and each set of n cover lines
// that holds those places (a place of a shared box has a line of each of
// its grids to be covered by), found by covering the first place not yet
// covered with each of its cover lines in turn.
func (b *board) joinedFishes(n int, skip *digitPatterns, yield func(fish) bool) {
	geo := b.ru.geo
	live, some := skip.live(b)
	if !some {
		return
	}
	for k := range geo.fishLines {
		base, coverKind := geo.fishLines[k], geo.kind[geo.fishLines[1-k][0]]
		for d := range geo.n {
			if !live[d] {
				continue
			}
			f := fishSearch{b: b, geo: geo, n: n, d: d, coverKind: coverKind, yield: yield}
			for _, u := range base {
				if p := b.pos[u][d]; p != 0 && popcount(p) <= n {
					f.elig[f.nelig] = u
					f.nelig++
				}
			}
			if !f.bases(0, 0) {
				return
			}
		}
	}
}

// fishSearch is the state of joinedFishes for one digit d and size n: the
// eligible base lines, the base lines and cover lines chosen so far, and
// the yield it reports each fish to.
type fishSearch struct {
	b         *board
	geo       *geometry
	n, d      int
	coverKind puzzle.HouseKind
	yield     func(fish) bool
	elig      [maxHouses]houseIndex
	nelig     int
	// lines holds the chosen base lines' cells, places their places of d,
	// covers the chosen cover lines' cells; ncovers of them are chosen.
	lines, places, covers cellSet
	ncovers               int
}

// bases chooses the base lines from the i-th eligible one on, having
// chosen depth; it reports false once yield has.
func (f *fishSearch) bases(i, depth int) bool {
	geo := f.geo
	if depth == f.n {
		f.covers, f.ncovers = cellSet{}, 0
		return f.cover()
	}
	for ; i <= f.nelig-(f.n-depth); i++ {
		u := f.elig[i]
		if f.lines.meetsIn(&geo.houseSet[u], geo) {
			continue
		}
		lines, places := f.lines, f.places
		f.lines.orIn(&geo.houseSet[u], geo)
		p := geo.houseSet[u]
		p.andIn(&f.b.dcells[f.d], geo)
		f.places.orIn(&p, geo)
		ok := f.bases(i+1, depth+1)
		f.lines, f.places = lines, places
		if !ok {
			return false
		}
	}
	return true
}

// cover covers the chosen places with cover lines, n in all, and yields
// each fish that removes something; it reports false once yield has.
func (f *fishSearch) cover() bool {
	geo := f.geo
	c := f.places.firstRest(&geo.all, &f.covers)
	if c < 0 {
		if f.ncovers != f.n {
			return true
		}
		rem := f.covers
		rem.andIn(&f.b.dcells[f.d], geo)
		rem.andNotIn(&f.lines, geo)
		return rem.emptyIn(geo) || f.yield(fish{f.d, f.lines, f.covers, rem})
	}
	if f.ncovers == f.n {
		return true
	}
	houses, _ := geo.housesOf(c)
	for _, u := range houses {
		if geo.kind[u] != f.coverKind {
			continue
		}
		covers := f.covers
		f.covers.orIn(&geo.houseSet[u], geo)
		f.ncovers++
		ok := f.cover()
		f.covers = covers
		f.ncovers--
		if !ok {
			return false
		}
	}
	return true
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
		var ws [maxPeers]cellIndex
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
				var z digitMask
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
				rem := geo.peerSet[w1]
				rem.andIn(&geo.peerSet[w2], geo)
				if xyz {
					rem.andIn(&geo.peerSet[c], geo)
				}
				rem.andIn(&b.dcells[d], geo)
				rem.del(c)
				if !rem.emptyIn(geo) && yield(c, w1, w2, d, rem) {
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
