package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/rating"
)

// The sign pair rung of the variant ladder: a naked or hidden set that a
// greater-than sign narrows. Its set is the two cells of a sign (3.2), or
// those and one more open cell of a house that holds both (3.8). A filling
// of the set gives its cells distinct digits, each within its candidates,
// that obey every sign between two of its cells and that include every
// digit whose places in a house holding the set all lie in the set (that
// digit must go somewhere in the house: the hidden side). Then
//
//   - each cell of the set keeps only the digits some filling gives it;
//   - a digit every filling uses leaves the other cells of each house that
//     holds the set (the naked side).
//
// Both follow because the solution fills the set with one of the fillings.
// Bounds and the classic subsets see a sign and a house one at a time; the
// set sees them together. Two examples, with r1c2 > r1c1:
//
//   - naked: r1c1 in {4,6}, r1c2 in {5,7}, r1c3 in {4,7}. The bounds hold
//     and the three cells have four digits, but r1c3 = 4 leaves r1c1 6 and
//     r1c2 7, and r1c3 = 7 leaves r1c2 5 and r1c1 4: the fillings are
//     6,7,4 and 4,5,7, so 4 and 7 leave the rest of row 1 and box 1;
//   - hidden: r1c1 in {3,5,7}, r1c2 in {5,6,8}, and row 1 has 5 only
//     there. r1c1 = 7 would put the 5 in r1c2, below it: r1c1 loses 7.
//
// The two-cell sets come at 3.2, between naked and hidden pairs, the
// three-cell ones at 3.8, between naked and hidden triples.

// signSets tries the sign pair rung on every set of k cells (2 or 3) it
// defines, and takes the first that narrows a candidate.
func (r *Rater) signSets(k int, value rating.Value) bool {
	for i, s := range r.ru.k.Signs {
		g, l := s.Greater, s.Lesser
		if r.b.val[g] != 0 || r.b.val[l] != 0 {
			continue // a placed end leaves only the bound
		}
		set := [3]uint16{g, l}
		if k == 2 {
			if r.signSet(set[:2], i, value) {
				return true
			}
			continue
		}
		// A third cell with none of the pair's digits adds nothing the
		// pair alone does not find.
		pair := r.b.cand[g] | r.b.cand[l]
		units, n := r.ru.sharedHouses(set[:2])
		for _, u := range units[:n] {
			for _, x := range r.ru.k.Shape.Houses[u].Cells {
				if x == g || x == l || r.b.val[x] != 0 || r.b.cand[x]&pair == 0 {
					continue
				}
				set[2] = x
				if r.signSet(set[:], i, value) {
					return true
				}
			}
		}
	}
	return false
}

// signSet applies the rung to one set of cells (two or three open cells
// that share a house, the first two joined by sign si).
func (r *Rater) signSet(cells []uint16, si int, value rating.Value) bool {
	units, n := r.ru.sharedHouses(cells)
	var required digitMask
	for _, u := range units[:n] {
		required |= r.confinedTo(u, cells)
	}
	// The signs between the set's cells, as positions in cells.
	var greater, lesser [12]uint8
	var signs [12]int
	ns := 0
	for i, c := range cells {
		for _, k := range r.ru.k.SignsOf[c] {
			s := r.ru.k.Signs[k]
			if s.Greater != c {
				continue
			}
			if j := slices.Index(cells, s.Lesser); j >= 0 {
				greater[ns], lesser[ns], signs[ns] = uint8(i), uint8(j), k
				ns++
			}
		}
	}
	if len(cells) == 3 && required == 0 && ns == 1 && popcount(r.b.cand[cells[2]]) >= 4 {
		// Nothing to find: the ladder tries the pair alone first, which
		// then narrowed nothing, and a third cell of four or more
		// candidates, free of signs and confined digits, leaves at least
		// two digits beside any filling of the pair, so it supports every
		// digit the pair did and makes no digit common to all fillings.
		return false
	}
	f := signFill{cells: cells, common: r.ru.geo.digits, required: required}
	for i, c := range cells {
		f.cand[i] = r.b.cand[c]
	}
	f.greater, f.lesser = greater[:ns], lesser[:ns]
	f.fill(0, 0)
	if !f.found {
		return false // no filling: the puzzle has no solution
	}
	var elim [maxCells]digitMask
	changed := false
	for i, c := range cells {
		elim[c] = r.b.cand[c] &^ f.support[i]
		changed = changed || elim[c] != 0
	}
	var in cellSet
	for _, c := range cells {
		in.add(int(c))
	}
	for _, u := range units[:n] {
		for _, c := range r.ru.k.Shape.Houses[u].Cells {
			if !in.has(int(c)) && r.b.cand[c]&f.common != 0 {
				elim[c] |= r.b.cand[c] & f.common
				changed = true
			}
		}
	}
	if !changed {
		return false
	}
	r.h.reset(rating.SignPair, value)
	r.h.elim = elim
	r.h.cells = in
	r.h.signs = append(r.h.signs, signs[:ns]...)
	r.h.houses = append(r.h.houses, units[:n]...)
	return true
}

// confinedTo returns the digits not yet placed in unit u whose places in
// u all lie in cells.
func (r *Rater) confinedTo(u int, cells []uint16) digitMask {
	var inside, outside digitMask
	for _, c := range r.ru.k.Shape.Houses[u].Cells {
		m := r.b.digits(int(c))
		if r.b.val[c] != 0 || !slices.Contains(cells, c) {
			outside |= m // a placed digit is never confined
		} else {
			inside |= m
		}
	}
	return inside &^ outside
}

// signFill enumerates the fillings of a sign pair's set.
type signFill struct {
	cells           []uint16
	cand            [3]digitMask
	greater, lesser []uint8   // signs: cell greater[i] > cell lesser[i], positions in cells
	required        digitMask // digits every filling must use
	cur             [3]digitMask
	support         [3]digitMask // digits some filling gives each cell
	common          digitMask    // digits every filling uses
	found           bool
}

// fill gives cells from i on a digit each, used holding those taken; a
// sign is checked as soon as both its cells have digits.
func (f *signFill) fill(i int, used digitMask) {
	if i == len(f.cells) {
		if used&f.required != f.required {
			return
		}
		for k := range f.cells {
			f.support[k] |= f.cur[k]
		}
		f.common &= used
		f.found = true
		return
	}
	if popcount(f.required&^used) > len(f.cells)-i {
		return // too few cells left for the digits the set must hold
	}
next:
	for m := f.cand[i] &^ used; m != 0; m &= m - 1 {
		f.cur[i] = m & -m
		for s, g := range f.greater {
			l := f.lesser[s]
			// Digits as bits compare as the digits do.
			if max(g, l) == uint8(i) && f.cur[g] <= f.cur[l] {
				continue next
			}
		}
		f.fill(i+1, used|f.cur[i])
	}
}
