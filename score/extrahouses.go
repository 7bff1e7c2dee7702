package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// The houses past rows, columns and regions: the two diagonals of Sudoku
// X and the four windows of windoku. The unit tables (geometry) hold the
// 3N units every rung reads; an extra house's mates are every cell's
// peers there too (peerSet, and the rules' mates a placement clears), so
// the chains and wings see them, and the rungs below read the extra houses
// themselves: hidden singles, locked candidates between an extra house and
// any house it meets, and naked and hidden sets. Each step is valued as SE
// values its classic counterpart, a window as a box, a diagonal as a
// line, so that a grade means the same on every kind.

// extraHouse is a house past the 3N units (geometry.extra).
type extraHouse struct {
	house  int // its number in the shape
	cells  []uint8
	window bool // a window (a box's values), else a diagonal (a line's)
}

// extraRungs are the rungs of the extra houses, by value.
var extraRungs = []finder{
	{name: "hidden single (window)", tech: rating.HiddenSingleBox, find: func(r *Rater) bool { return r.extraSingle(true) }, value: vHiddenBox},
	{name: "hidden single (diagonal)", tech: rating.HiddenSingleLine, find: func(r *Rater) bool { return r.extraSingle(false) }, value: vHiddenLine},
	{name: "pointing/claiming (diagonal, window)", tech: rating.Pointing, find: (*Rater).extraLocking, value: vPointing},
	{name: "naked pair (diagonal, window)", tech: rating.NakedPair, find: func(r *Rater) bool { return r.extraSet(2, false) }, value: vNakedPair},
	{name: "hidden pair (diagonal, window)", tech: rating.HiddenPair, find: func(r *Rater) bool { return r.extraSet(2, true) }, value: vHiddenPair},
	{name: "naked triple (diagonal, window)", tech: rating.NakedTriple, find: func(r *Rater) bool { return r.extraSet(3, false) }, value: vNakedTriple},
	{name: "hidden triple (diagonal, window)", tech: rating.HiddenTriple, find: func(r *Rater) bool { return r.extraSet(3, true) }, value: vHiddenTriple},
	{name: "naked quad (diagonal, window)", tech: rating.NakedQuad, find: func(r *Rater) bool { return r.extraSet(4, false) }, value: vNakedQuad},
	{name: "hidden quad (diagonal, window)", tech: rating.HiddenQuad, find: func(r *Rater) bool { return r.extraSet(4, true) }, value: vHiddenQuad},
}

// withExtraHouses returns ladder with the rungs of the extra houses
// merged in by value (each before the first rung of a greater value), and
// without the uniqueness rungs: a deadly pattern's two solutions need not
// both keep a diagonal or a window.
func withExtraHouses(ladder []finder) []finder {
	var out []finder
	for _, f := range ladder {
		if !slices.Contains(uniquenessRungs, f.tech) {
			out = append(out, f)
		}
	}
	for _, x := range extraRungs {
		i := slices.IndexFunc(out, func(f finder) bool { return f.value > x.value })
		if i < 0 {
			i = len(out)
		}
		out = slices.Insert(out, i, x)
	}
	return out
}

// places returns the places of digit d in x on board b: bit i for its
// i-th cell.
func (x *extraHouse) places(b *board, d int) uint16 {
	var m uint16
	for i, c := range x.cells {
		if b.cand[c]>>d&1 != 0 {
			m |= 1 << i
		}
	}
	return m
}

// partner returns the other place of digit d in x on board b when d has
// two places there and c is one of them: the strong link through x.
func (x *extraHouse) partner(b *board, c, d int) (other int, places uint16, ok bool) {
	places = x.places(b, d)
	if popcount(places) != 2 {
		return 0, places, false
	}
	for m := places; m != 0; m &= m - 1 {
		if q := int(x.cells[lowest(m)]); q != c {
			other = q
		}
	}
	return other, places, true
}

// extraSingle places a digit left with one place in a window (windows)
// or on a diagonal: a hidden single of a box's or a line's value.
func (r *Rater) extraSingle(windows bool) bool {
	b := &r.b
	for i := range r.ru.geo.extra {
		x := &r.ru.geo.extra[i]
		if x.window != windows {
			continue
		}
		for d := range r.ru.geo.n {
			m := x.places(b, d)
			if m == 0 || m&(m-1) != 0 {
				continue
			}
			t, v := rating.HiddenSingleLine, vHiddenLine
			if windows {
				t, v = rating.HiddenSingleBox, vHiddenBox
			}
			c := int(x.cells[lowest(m)])
			r.h.setPlace(t, v, c, d)
			r.h.cells.add(c)
			r.h.houses = append(r.h.houses, x.house)
			return true
		}
	}
	return false
}

// extraLocking finds locked candidates between an extra house and a
// house it meets: a digit whose two or more places in one of them all
// lie in the other leaves the rest of the other. It is pointing when the
// first is a window or a region, claiming when it is a line or a
// diagonal.
func (r *Rater) extraLocking() bool {
	b := &r.b
	shape := r.ru.k.Shape
	geo := r.ru.geo
	for h1 := range shape.Houses {
		for _, meet := range shape.Meets(h1) {
			if h1 < geo.nunits && meet.House < geo.nunits {
				continue
			}
			cells1 := shape.Houses[h1].Cells
			for d := range geo.n {
				var places, outside uint16
				for i, c := range cells1 {
					if b.cand[c]>>d&1 != 0 {
						places |= 1 << i
					}
				}
				if outside = places &^ meet.Cells; outside != 0 || places&(places-1) == 0 {
					continue
				}
				var rem cellSet
				for i, c := range shape.Houses[meet.House].Cells {
					if meet.Rest>>i&1 != 0 && b.cand[c]>>d&1 != 0 {
						rem.add(int(c))
					}
				}
				if rem.empty() {
					continue
				}
				t, v := rating.Claiming, vClaiming
				if k := shape.Houses[h1].Kind; k == puzzle.Box || k == puzzle.Region || k == puzzle.Window {
					t, v = rating.Pointing, vPointing
				}
				r.h.reset(t, v)
				r.h.elimDigit(rem, d)
				for i, c := range cells1 {
					if places>>i&1 != 0 {
						r.h.cells.add(int(c))
					}
				}
				r.h.houses = append(r.h.houses, h1, meet.House)
				return true
			}
		}
	}
	return false
}

// extraSet finds a naked set of n cells (their candidates are n digits,
// which leave the house's other cells) or, hidden, a hidden set of n
// digits (their places are n cells, which lose their other candidates)
// in an extra house.
func (r *Rater) extraSet(n int, hidden bool) bool {
	b := &r.b
	values := [2][5]rating.Value{{0, 0, vNakedPair, vNakedTriple, vNakedQuad}, {0, 0, vHiddenPair, vHiddenTriple, vHiddenQuad}}
	techs := [2][5]rating.Technique{{0, 0, rating.NakedPair, rating.NakedTriple, rating.NakedQuad}, {0, 0, rating.HiddenPair, rating.HiddenTriple, rating.HiddenQuad}}
	// take makes the step of the set at positions cells of x.
	take := func(x *extraHouse, cells uint16, elim *[maxCells]uint16) bool {
		h := btoi(hidden)
		r.h.reset(techs[h][n], values[h][n])
		r.h.elim = *elim
		for m := cells; m != 0; m &= m - 1 {
			r.h.cells.add(int(x.cells[lowest(m)]))
		}
		r.h.houses = append(r.h.houses, x.house)
		return true
	}
	for i := range r.ru.geo.extra {
		x := &r.ru.geo.extra[i]
		// empty: the positions of the house's empty cells; pos[d] the
		// places of digit d.
		var empty uint16
		var pos [maxN]uint16
		for j, c := range x.cells {
			if b.val[c] != 0 {
				continue
			}
			empty |= 1 << j
			for m := b.cand[c]; m != 0; m &= m - 1 {
				pos[lowest(m)] |= 1 << j
			}
		}
		if popcount(empty) <= n {
			continue
		}
		for _, s := range firstSubsets[r.ru.geo.n][n] {
			var elim [maxCells]uint16
			any := false
			if hidden {
				// s is n digits; their places must be n cells.
				var places uint16
				ok := true
				for m := s; m != 0; m &= m - 1 {
					d := lowest(m)
					if pos[d] == 0 {
						ok = false
						break
					}
					places |= pos[d]
				}
				if !ok || popcount(places) != n {
					continue
				}
				for m := places; m != 0; m &= m - 1 {
					c := x.cells[lowest(m)]
					if e := b.cand[c] &^ s; e != 0 {
						elim[c], any = e, true
					}
				}
				if any {
					return take(x, places, &elim)
				}
				continue
			}
			// s is n positions, all empty; their candidates must be n
			// digits.
			if s&^empty != 0 {
				continue
			}
			var digits uint16
			for m := s; m != 0; m &= m - 1 {
				digits |= b.cand[x.cells[lowest(m)]]
			}
			if popcount(digits) != n {
				continue
			}
			for m := empty &^ s; m != 0; m &= m - 1 {
				c := x.cells[lowest(m)]
				if e := b.cand[c] & digits; e != 0 {
					elim[c], any = e, true
				}
			}
			if any {
				return take(x, s, &elim)
			}
		}
	}
	return false
}
