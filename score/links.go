package score

import (
	"math/bits"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// Strong-link chains on one digit ("turbot fish" and its longer kin, as
// Sukaku Explainer rates them): n strong links, each a house where the
// digit has exactly two places (or two groups of places: an empty
// rectangle in a box, or a line whose places lie in two boxes), joined by
// weak links (the end of one link sees the start of the next). One end of
// the chain holds the digit, so it goes from every cell that sees both
// ends. Two links are a skyscraper, a two-string kite, a turbot fish or
// an empty rectangle; SE rates n links from 4.0 (n=2), 5.4, 5.8, 6.2, 6.6,
// plus 0.1 when the links mix a box with lines or rows with columns, 0.2
// when they mix all three, 0.3 with a grouped link. A window counts as a
// box, a diagonal as a line of a third direction.

// strongLink is a strong link of the current digit: a or b holds it.
type strongLink struct {
	a, b    cellSet
	kind    int // 0 box (or window), 1 row, 2 column, 3 diagonal
	grouped bool
}

// linkSet is the strong links of one digit and which can follow which:
// an oriented link o = 2*i + r runs from links[i].a to links[i].b when
// r = 0 and back when r = 1; next[o*w:][:w] holds the oriented links whose
// start sees o's end (sharing a house, no common cell), a bit each.
type linkSet struct {
	links []strongLink
	n     int
	next  []uint64
	w     int
}

// linkSearch is the scratch state of strongLinks.
type linkSearch struct {
	digits [maxN]linkSet
	step   int // the Rater step the digits were collected at, plus one
	d      int
	set    *linkSet
	used   []bool
	// chain: the oriented links so far
	chain     [strongLinksMaxN]int
	cells     cellSet
	best      step
	bestNElim int
	found     bool
	steps     int
}

// strongLinks finds a chain of exactly n strong links.
func (r *Rater) strongLinks(n int) bool {
	b := &r.b
	s := &r.links
	n9 := r.ru.geo.n
	if s.step != r.steps+1 {
		for d := range n9 {
			s.digits[d].collect(b, d)
		}
		s.step = r.steps + 1
	}
	s.found = false
	for d := range n9 {
		s.d, s.set = d, &s.digits[d]
		s.used = slices.Grow(s.used[:0], s.set.n)[:s.set.n]
		clear(s.used)
		for o := 0; o < 2*s.set.n; o++ {
			l := &s.set.links[o/2]
			s.used[o/2] = true
			s.chain[0] = o
			s.cells = l.a.or(l.b)
			s.steps = 0
			s.extend(b, 1, n)
			s.used[o/2] = false
		}
	}
	if s.found {
		r.h = s.best
	}
	return s.found
}

// ends returns the start and end of oriented link o.
func (ls *linkSet) ends(o int) (start, end cellSet) {
	l := &ls.links[o/2]
	if o&1 != 0 {
		return l.b, l.a
	}
	return l.a, l.b
}

// extend adds links to a chain of k links until it has n.
func (s *linkSearch) extend(b *board, k, n int) {
	if s.steps > 1<<16 {
		return
	}
	s.steps++
	if k == n {
		s.check(b, n)
		return
	}
	follows := s.set.next[s.chain[k-1]*s.set.w:][:s.set.w]
	for w, word := range follows {
		for ; word != 0; word &= word - 1 {
			o := w*64 + bits.TrailingZeros64(word)
			l := &s.set.links[o/2]
			if s.used[o/2] || !l.a.or(l.b).and(s.cells).empty() {
				continue
			}
			s.used[o/2] = true
			s.chain[k] = o
			saved := s.cells
			s.cells = s.cells.or(l.a).or(l.b)
			s.extend(b, k+1, n)
			s.cells = saved
			s.used[o/2] = false
		}
	}
}

// sharesUnit reports whether all cells of s lie in one house.
func (geo *geometry) sharesUnit(s cellSet) bool {
	houses, _ := geo.housesOf(s.first())
	for _, u := range houses {
		if s.andNot(geo.houseSet[u]).empty() {
			return true
		}
	}
	return false
}

// seenByAll returns the cells that see every cell of s.
func (geo *geometry) seenByAll(s cellSet) cellSet {
	see := geo.all
	for c := range s.all() {
		see = see.and(geo.peerSet[c])
	}
	return see
}

// check rates a complete chain and keeps it if it is the best so far.
func (s *linkSearch) check(b *board, n int) {
	geo := b.ru.geo
	first, _ := s.set.ends(s.chain[0])
	_, last := s.set.ends(s.chain[n-1])
	rem := geo.seenByAll(first).and(geo.seenByAll(last)).and(b.dcells[s.d]).andNot(s.cells)
	if rem.empty() {
		return
	}
	var kinds [4]bool
	grouped := false
	for k := 0; k < n; k++ {
		l := &s.set.links[s.chain[k]/2]
		kinds[l.kind] = true
		grouped = grouped || l.grouped
	}
	value := [...]rating.Value{0, 0, strongLinkBase2, strongLinkBase3, strongLinkBase4, strongLinkBase5, strongLinkBase6}[n]
	lines := btoi(kinds[1]) + btoi(kinds[2]) + btoi(kinds[3]) // the directions of its lines
	switch {
	case grouped:
		value += 3
	case kinds[0] && lines >= 2:
		value += 2
	case kinds[0] || lines >= 2:
		value++
	}
	nelim := rem.count()
	if s.found && (value > s.best.value || value == s.best.value && nelim <= s.bestNElim) {
		return
	}
	t := [...]rating.Technique{0, 0, rating.TurbotFish, rating.ThreeStrongLinks, rating.FourStrongLinks, rating.FiveStrongLinks, rating.SixStrongLinks}[n]
	s.best.reset(t, value)
	s.best.elimDigit(rem, s.d)
	s.bestNElim, s.found = nelim, true
}

// collect lists the strong links of digit d and which follow which.
func (s *linkSet) collect(b *board, d int) {
	geo := b.ru.geo
	s.n = 0
	for _, u8 := range geo.chain {
		u := int(u8)
		kind := 3 // a diagonal
		switch {
		case geo.boxLike[u]:
			kind = 0
		case geo.kind[u] == puzzle.Row:
			kind = 1
		case geo.kind[u] == puzzle.Column:
			kind = 2
		}
		p := b.pos[u][d]
		k := popcount(p)
		if k < 2 {
			continue
		}
		if k == 2 {
			var a, c cellSet
			a.add(int(geo.houseCells[u][lowest(p)]))
			c.add(int(geo.houseCells[u][lowest(p&(p-1))]))
			s.add(a, c, kind, false)
			continue
		}
		if kind == 0 {
			s.emptyRectangles(b, u, d)
		} else {
			s.lineGroups(b, u, d, kind)
		}
	}
	s.w = (2*s.n + 63) / 64
	s.next = slices.Grow(s.next[:0], 2*s.n*s.w)[:2*s.n*s.w]
	clear(s.next)
	for o := 0; o < 2*s.n; o++ {
		_, end := s.ends(o)
		for p := 0; p < 2*s.n; p++ {
			start, _ := s.ends(p)
			if p/2 != o/2 && start.and(end).empty() && geo.sharesUnit(end.or(start)) {
				s.next[o*s.w+p/64] |= 1 << (p % 64)
			}
		}
	}
}

func (s *linkSet) add(a, c cellSet, kind int, grouped bool) {
	s.links = append(s.links[:s.n], strongLink{a, c, kind, grouped})
	s.n++
}

// emptyRectangles adds the grouped links of box u (or another house
// valued as a box): the digit's places lie in two crossing lines that meet
// the box (a row and a column, or a diagonal), off their crossing cell,
// with some in each: then the one part or the other holds it.
func (s *linkSet) emptyRectangles(b *board, u, d int) {
	geo := b.ru.geo
	in := b.dcells[d].and(geo.houseSet[u])
	if in.count() > 6 {
		return
	}
	// Pairs of the box's lines in house order (geo.meets): its rows,
	// each with its columns, on the classic grid.
	ms := geo.meets[u]
	for i, m1 := range ms {
		l1 := m1.house
		if geo.boxLike[l1] {
			continue
		}
		for _, m2 := range ms[i+1:] {
			l2 := m2.house
			cross := geo.houseSet[l1].and(geo.houseSet[l2])
			if geo.boxLike[l2] || cross.empty() {
				continue
			}
			if in.has(cross.first()) {
				continue
			}
			rp := in.and(geo.houseSet[l1])
			cp := in.and(geo.houseSet[l2])
			if rp.empty() || cp.empty() || !in.andNot(rp).andNot(cp).empty() {
				continue
			}
			s.add(rp, cp, 0, rp.count() > 1 || cp.count() > 1)
		}
	}
}

// lineGroups adds the grouped link of line u whose places lie in exactly
// two boxes (or jigsaw regions, which, as boxes do, part the grid).
func (s *linkSet) lineGroups(b *board, u, d, kind int) {
	geo := b.ru.geo
	in := b.dcells[d].and(geo.houseSet[u])
	var parts [2]cellSet
	np := 0
	for _, box := range geo.meets[u] { // the line's boxes, in order
		if k := geo.kind[box.house]; k != puzzle.Box && k != puzzle.Region {
			continue
		}
		p := in.and(geo.houseSet[box.house])
		if p.empty() {
			continue
		}
		if np == 2 {
			return
		}
		parts[np] = p
		np++
	}
	// A jigsaw's region may meet the line in one cell, which meets does
	// not list: the two parts must hold every place.
	if np == 2 && parts[0].or(parts[1]) == in {
		s.add(parts[0], parts[1], kind, true)
	}
}
