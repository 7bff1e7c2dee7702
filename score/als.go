package score

import (
	"github.com/puzzlebook/sudoku/rating"
)

// Wings of an almost locked set and a bivalue cell, as Sukaku Explainer
// rates them: n cells of one unit holding n+1 digits between them (the
// set), and a cell yz with two of those digits. If every cell of the set
// that holds x sees yz, then either yz is z or the set, losing x, locks z
// into its cells: z goes from every cell that sees yz and all the set's
// z cells. When z is restricted too, the set and yz lock all their
// digits, which eliminates more.
//
// With n = 3 and 4 these are the WXYZ-wing (5.5-5.6) and the VWXYZ-wing
// (6.2-6.4). The UVWXYZ-wing (n = 5, 6.6) is left out: with it, 19
// puzzles of a 2,000-puzzle sample of the Sudoku Exchange bank were rated
// 6.6 where SE says 6.7-7.4; without it, none.

// alsWing finds a wing whose set has n cells (3 or 4).
func (r *Rater) alsWing(n int) bool {
	b := &r.b
	found := false
	bestNElim := 0
	var h step
	geo := r.ru.geo
	for u := range geo.nhouses {
		if int(b.nempty[u]) <= n {
			continue
		}
		for _, cs := range firstSubsets[geo.n][n] {
			r.alsTry(u, cs, n, &h, &found, &bestNElim)
		}
	}
	if found {
		r.h = h
	}
	return found
}

// alsTry tries the set of cells cs of unit u, keeping in best the easiest
// wing (then the one eliminating most) found so far.
func (r *Rater) alsTry(u int, cs digitMask, n int, best *step, found *bool, bestNElim *int) {
	geo := r.ru.geo
	b := &r.b
	var digits digitMask
	var cells cellSet
	big := 0
	for m := cs; m != 0; m &= m - 1 {
		c := int(geo.houseCells[u][lowest(m)])
		k := popcount(b.cand[c])
		if k < 2 {
			return
		}
		big = max(big, k)
		digits |= b.cand[c]
		cells.add(c)
	}
	if popcount(digits) != n+1 {
		return
	}
	// withDigit[d]: the set's cells holding d.
	var withDigit [maxN]cellSet
	for m := digits; m != 0; m &= m - 1 {
		d := lowest(m)
		withDigit[d] = cells.and(b.dcells[d])
	}
	var reach cellSet
	for c := range cells.all() {
		reach = reach.or(geo.peerSet[c])
	}
	reach = reach.andNot(cells)
	for yz := range reach.all() {
		yzCand := b.cand[yz]
		if popcount(yzCand) != 2 || yzCand&^digits != 0 {
			continue
		}
		d1, d2 := lowest(yzCand), lowest(yzCand&(yzCand-1))
		r1 := withDigit[d1].andNot(geo.peerSet[yz]).empty()
		r2 := withDigit[d2].andNot(geo.peerSet[yz]).empty()
		if !r1 && !r2 {
			continue
		}
		var h step
		nelim := 0
		elim := func(see cellSet, d int) {
			rem := see.and(b.dcells[d]).andNot(cells)
			rem.del(yz)
			nelim += rem.count()
			h.elimDigit(rem, d)
		}
		h.reset(0, 0)
		if r1 {
			elim(geo.peerSet[yz].and(geo.seenByAll(withDigit[d2])), d2)
		}
		if r2 {
			elim(geo.peerSet[yz].and(geo.seenByAll(withDigit[d1])), d1)
		}
		if r1 && r2 {
			for m := digits &^ yzCand; m != 0; m &= m - 1 {
				d := lowest(m)
				elim(geo.seenByAll(withDigit[d]), d)
			}
		}
		if nelim == 0 {
			continue
		}
		var t rating.Technique
		var v rating.Value
		if n == 3 {
			t, v = rating.WXYZWing, vWXYZ+rating.Value(1-abs(3-big))
		} else {
			t, v = rating.VWXYZWing, vVWXYZ+rating.Value(2-abs(3-big))
		}
		if *found && (v > best.value || v == best.value && nelim <= *bestNElim) {
			continue
		}
		h.tech, h.value = t, v
		*best, *found, *bestNElim = h, true, nelim
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
