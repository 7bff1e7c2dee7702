package score

import (
	"math/bits"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/variant"
)

// The variant ladder rates killer and greater-than puzzles as the classic
// ladder rates classic ones, with the same engine: a logical solver
// applies the easiest technique that makes progress, one step at a time,
// and the puzzle is rated by its hardest step, in tenths on the same
// scale, so that the grades mean the same work. Its rungs are every rung
// of the classic ladder of the Rater's scale but the uniqueness ones
// (unique rectangles and loops, BUG: swapping digits breaks cage sums and
// signs, so the patterns they avoid are not deadly here) and the dynamic
// forcing chains, at their own values, and the killer and greater-than
// rungs below, merged by value; at equal value the killer and
// greater-than rung comes first:
//
//	1.4  cage combination, 1-3 cells
//	1.7  greater-than bound
//	2.0  cage combination, 4-5 cells
//	2.0  innie/outie
//	2.4  cage combination, 6-9 cells
//	2.6  cage assignment
//	3.0  cage locked digit
//	3.2  sign pair (two cells)
//	3.6  hidden cage
//	3.8  sign pair (three cells)
//	4.0  rule of 45 (houses)
//	6.5  trial
//
//   - cage combination: a cage keeps the digits of the sets of distinct
//     digits that make its sum with what its cells still hold (the
//     digits placed in it taken out of the sum);
//   - greater-than bound: a cell greater than a neighbour keeps only
//     digits above the neighbour's smallest, the lesser only digits below
//     the greater's largest; repeated, bounds run along chains of signs;
//   - innie/outie: the rule of 45 on one house: the house's digits add up
//     to 45, so when every cage but those sticking out lies wholly inside,
//     the cells sticking in (innies) or out (outies) add up to a known sum;
//     one such cell is placed;
//   - cage assignment: each cell keeps the digits that some way of giving
//     a valid set's digits to the cage's cells, one each and within their
//     candidates, gives it;
//   - cage locked digit: a digit every valid set of a cage holds must be
//     in the cage, so it leaves every cell outside that sees all its
//     places there;
//   - sign pair: a naked or hidden set narrowed by a greater-than sign
//     (variantsigns.go);
//   - hidden cage: two to five innies (or outies) of a house that lie in
//     one house themselves are a cage the puzzle does not draw, with a
//     known sum: its combinations and assignments apply;
//   - rule of 45 (houses): innies and outies of two or three neighbouring
//     rows or columns, one placed or up to five in one house as a hidden
//     cage;
//   - trial: a cell of two candidates (then three) one of which, placed,
//     leads by the rungs below 4.1 but the fish and wings to a
//     contradiction; it is removed. It is a forcing chain whose links are
//     the cage and sign rungs as well as the houses', so it comes before
//     the classic chains, which are worth 6.5 at the least.
//
// A puzzle the ladder cannot finish, or not in the Rater's time, ends
// with a step "beyond trial" worth 8.5 at the least, the value of the
// dynamic forcing chains it does not search, marked as an estimate. The
// ladder runs on the puzzle's canonical form under the symmetries of the
// square (puzzle.Puzzle.Canonical), so isomorphic variants get the same
// rating. docs/rating.md has the evaluation.

// vBeyondTrial is the least value of a variant puzzle no rung can finish:
// the value of the dynamic forcing chains, the first classic rung the
// variant ladder leaves out.
const vBeyondTrial = vDynamic

// variantRungs are the killer and greater-than rungs.
var variantRungs = []finder{
	{name: "cage combination (1-3 cells)", find: func(r *Rater) bool { return r.cageSumSets(1, 3, 14) }, value: 14},
	{name: "greater-than bound", find: (*Rater).signBounds, value: 17},
	{name: "cage combination (4-5 cells)", find: func(r *Rater) bool { return r.cageSumSets(4, 5, 20) }, value: 20},
	{name: "innie/outie", find: func(r *Rater) bool { return r.rule45(singleHouses, false, InnieOutie, 20) }, value: 20},
	{name: "cage combination (6-9 cells)", find: func(r *Rater) bool { return r.cageSumSets(6, 9, 24) }, value: 24},
	{name: "cage assignment", find: (*Rater).cageAssignments, value: 26},
	{name: "cage locked digit", find: (*Rater).cageLocked, value: 30},
	{name: "sign pair (two cells)", find: func(r *Rater) bool { return r.signSets(2, 32) }, value: 32},
	{name: "hidden cage", find: func(r *Rater) bool { return r.rule45(singleHouses, true, HiddenCage, 36) }, value: 36},
	{name: "sign pair (three cells)", find: func(r *Rater) bool { return r.signSets(3, 38) }, value: 38},
	{name: "rule of 45 (houses)", find: func(r *Rater) bool { return r.rule45(multiHouses, true, MultiHouse45, 40) }, value: 40},
	{name: "trial", value: 65}, // set in init: trial runs the ladder's basic rungs
}

// uniquenessRungs names the classic rungs that assume the puzzle's
// uniqueness, left out of the variant ladder.
var uniquenessRungs = []string{"unique rectangle/loop", "bug"}

// variantLadders holds the variant ladder of each scale, and trialLadders
// the rungs a trial runs: the ladder's below 4.1 without the fish and
// wings.
var variantLadders, trialLadders [NumScales][]finder

// The regions of the rule of 45: each house alone, and two or three
// neighbouring rows or columns.
var singleHouses, multiHouses [][]uint8

func init() {
	variantRungs[len(variantRungs)-1].find = (*Rater).trial
	for u := range 27 {
		singleHouses = append(singleHouses, solve.Units[u][:])
	}
	for _, base := range []int{solve.RowUnit, solve.ColUnit} {
		for k := 2; k <= 3; k++ {
			for first := 0; first+k <= 9; first++ {
				var cells []uint8
				for u := first; u < first+k; u++ {
					cells = append(cells, solve.Units[base+u][:]...)
				}
				multiHouses = append(multiHouses, cells)
			}
		}
	}
	basic := []string{"hidden single (box)", "hidden single (line)", "direct pointing/claiming", "direct hidden pair", "naked single",
		"direct hidden triple", "pointing/claiming", "naked pair", "hidden pair", "naked triple", "hidden triple"}
	for sc := range NumScales {
		var classic []finder
		for _, f := range ladders[sc] {
			switch {
			case f.name == "hidden single":
				// Split, so that the cage combinations of small cages
				// (1.4) come between box and line.
				classic = append(classic,
					finder{name: "hidden single (box)", find: func(r *Rater) bool { return r.hiddenSingleSplit(false) }, value: vFullHouse},
					finder{name: "hidden single (line)", find: func(r *Rater) bool { return r.hiddenSingleSplit(true) }, value: vHiddenLine})
			case !slices.Contains(uniquenessRungs, f.name) && f.value < vDynamic:
				classic = append(classic, f)
			}
		}
		// Merged by value, the killer and greater-than rung first at equal
		// value (both lists are sorted by value already).
		var ladder []finder
		i := 0
		for _, v := range variantRungs {
			for i < len(classic) && classic[i].value < v.value {
				ladder = append(ladder, classic[i])
				i++
			}
			ladder = append(ladder, v)
		}
		variantLadders[sc] = append(ladder, classic[i:]...)
		for _, f := range variantLadders[sc] {
			if f.value < 41 && (slices.Contains(basic, f.name) || slices.ContainsFunc(variantRungs, func(v finder) bool { return v.name == f.name })) {
				trialLadders[sc] = append(trialLadders[sc], f)
			}
		}
	}
}

// RatePuzzle rates a puzzle of any kind that has exactly one solution:
// a classic one as Rate does, another kind on the variant ladder of r's
// scale, on its canonical form under the symmetries of the square, so
// that turned and reflected puzzles get one rating. The time bound and
// the estimate past it are the classic ladder's.
func (r *Rater) RatePuzzle(p *puzzle.Puzzle) Path {
	if p.IsClassic() {
		return r.Rate(p.Givens)
	}
	c := p.Canonical()
	defer r.useRules(rulesOf(&c))()
	return r.rateAsGiven(c.Givens)
}

// useRules makes r rate puzzles of rules ru, on the variant ladder unless
// ru is classicRules, until the function it returns is called.
func (r *Rater) useRules(ru *rules) (restore func()) {
	r.ru, r.ladder = ru, variantLadders[r.scale]
	return func() { r.ru, r.ladder = classicRules, ladders[r.scale] }
}

// cageSumSets narrows the cages of minSize to maxSize cells to the union
// of their sum sets (cageSumSet), taking the first that changes anything.
func (r *Rater) cageSumSets(minSize, maxSize, value int) bool {
	for i := range r.ru.cages {
		if n := len(r.ru.cages[i].cells); n >= minSize && n <= maxSize && r.cageSumSet(i, value) {
			return true
		}
	}
	return false
}

// cageSumSet narrows cage i's open cells to the union of its sum sets.
func (r *Rater) cageSumSet(i, value int) bool {
	g := &r.ru.cages[i]
	var buf [9]uint8
	var setBuf [16]uint16
	open, sets, _ := r.groupSets(g.cells, g.sum, buf[:], setBuf[:])
	var union uint16
	for _, m := range sets {
		union |= m
	}
	if !r.keepAll(open, union) {
		return false
	}
	r.h.reset(CageCombination, value)
	r.keepInto(open, union)
	r.h.cells, r.h.cages = g.set, append(r.h.cages, i)
	r.h.note = setsNote(sets)
	return true
}

// keepAll reports whether narrowing the cells to the digits m would take
// out a candidate.
func (r *Rater) keepAll(cells []uint8, m uint16) bool {
	for _, c := range cells {
		if r.b.cand[c]&^m != 0 {
			return true
		}
	}
	return false
}

// keepInto adds to r.h the eliminations that narrow the cells to m.
func (r *Rater) keepInto(cells []uint8, m uint16) {
	for _, c := range cells {
		r.h.elim[c] |= r.b.cand[c] &^ m
	}
}

// groupSets returns, for the cells of a group (a cage, or a hidden cage
// of the rule of 45) not yet placed, their list, and the sets of distinct
// digits (bit d for digit d+1) that can fill them: adding up to what the
// placed digits leave of the sum, using none of those digits, and giving
// each open cell a candidate; used holds the placed digits.
func (r *Rater) groupSets(cells []uint8, sum int, open []uint8, sets []uint16) ([]uint8, []uint16, uint16) {
	open, sets = open[:0], sets[:0]
	rest, used := sum, uint16(0)
	for _, c := range cells {
		if v := r.b.val[c]; v != 0 {
			rest -= int(v)
			used |= 1 << (v - 1)
		} else {
			open = append(open, c)
		}
	}
	for _, m := range variant.SumSets(len(open), rest) {
		if m&used != 0 {
			continue
		}
		ok := true
		for _, c := range open {
			if r.b.cand[c]&m == 0 {
				ok = false
				break
			}
		}
		if ok {
			sets = append(sets, m)
		}
	}
	return open, sets, used
}

// setsNote writes digit sets as an explanation lists them: "{1,2,6} or
// {1,3,5}".
func setsNote(sets []uint16) string {
	var b []byte
	for i, m := range sets {
		if i > 0 {
			b = append(b, " or "...)
		}
		b = append(b, '{')
		for w, first := m, true; w != 0; w &= w - 1 {
			if !first {
				b = append(b, ',')
			}
			first = false
			b = append(b, byte('1'+lowest(w)))
		}
		b = append(b, '}')
	}
	return string(b)
}

// signBounds bounds the two ends of the first sign whose bounds cut.
func (r *Rater) signBounds() bool {
	for i, s := range r.ru.signs {
		g, l := int(s.Greater), int(s.Lesser)
		dg, dl := r.b.digits(g), r.b.digits(l)
		hi := 15 - bits.LeadingZeros16(dg) // g's largest digit, 0..8
		lo := bits.TrailingZeros16(dl)     // l's smallest
		cutG := r.b.cand[g] & (uint16(2)<<lo - 1)
		cutL := r.b.cand[l] &^ (uint16(1)<<hi - 1)
		if cutG|cutL == 0 {
			continue
		}
		r.h.reset(SignBound, 17)
		r.h.elim[g], r.h.elim[l] = cutG, cutL
		r.h.cells.add(g)
		r.h.cells.add(l)
		r.h.signs = append(r.h.signs, i)
		return true
	}
	return false
}

// cageAssignments narrows the first cage it can to the digits some
// assignment of a valid set gives each cell.
func (r *Rater) cageAssignments() bool {
	for i := range r.ru.cages {
		g := &r.ru.cages[i]
		if r.assign(g.cells, g.sum, CageAssignment, 26) {
			r.h.cages = append(r.h.cages, i)
			return true
		}
	}
	return false
}

// assign narrows a group's open cells to the digits some assignment of a
// valid set gives them, as a step of technique t.
func (r *Rater) assign(cells []uint8, sum int, t Technique, value int) bool {
	var buf [9]uint8
	var setBuf [16]uint16
	open, sets, _ := r.groupSets(cells, sum, buf[:], setBuf[:])
	if len(open) == 0 || len(open) > 7 {
		return false
	}
	var support, cand [9]uint16
	for i, c := range open {
		cand[i] = r.b.cand[c]
	}
	for _, m := range sets {
		assignments(cand[:len(open)], m, 0, 0, &[9]uint16{}, &support)
	}
	changed := false
	for i, c := range open {
		changed = changed || r.b.cand[c]&^support[i] != 0
	}
	if !changed {
		return false
	}
	r.h.reset(t, value)
	for i, c := range open {
		r.h.elim[c] |= r.b.cand[c] &^ support[i]
		r.h.cells.add(int(c))
	}
	r.h.note = setsNote(sets)
	return true
}

// assignments adds to support, for each cell from i on, the digit it
// takes in each way of giving the digits of m left after used to the
// cells, one each and within their candidates; cur holds the digits the
// cells before i took.
func assignments(cand []uint16, m uint16, i int, used uint16, cur, support *[9]uint16) bool {
	if i == len(cand) {
		for j := range cand {
			support[j] |= cur[j]
		}
		return true
	}
	found := false
	for d := cand[i] & m &^ used; d != 0; d &= d - 1 {
		b := d & -d
		cur[i] = b
		if assignments(cand, m, i+1, used|b, cur, support) {
			found = true
		}
	}
	return found
}

// cellsShareUnit reports whether one unit holds every cell of cells.
func cellsShareUnit(cells []uint8) bool {
	_, n := sharedUnits(cells)
	return n > 0
}

// sharedUnits lists the units holding every cell of cells: the first n
// of out.
func sharedUnits(cells []uint8) (out [3]int, n int) {
	c0 := int(cells[0])
	for _, u := range [3]int{solve.RowUnit + c0/9, solve.ColUnit + c0%9, solve.BoxUnit + int(solve.BoxOf[c0])} {
		all := true
		for _, c := range cells[1:] {
			if !solve.InUnit(int(c), u) {
				all = false
				break
			}
		}
		if all {
			out[n] = u
			n++
		}
	}
	return out, n
}

// cageLocked: a digit every valid set of a cage holds is in the cage, so
// it leaves every cell outside that sees all its places in the cage.
func (r *Rater) cageLocked() bool {
	var buf [9]uint8
	var setBuf [16]uint16
	for i := range r.ru.cages {
		g := &r.ru.cages[i]
		open, sets, _ := r.groupSets(g.cells, g.sum, buf[:], setBuf[:])
		if len(open) < 2 || len(sets) == 0 {
			continue
		}
		required := uint16(0x1ff)
		for _, m := range sets {
			required &= m
		}
		for req := required; req != 0; req &= req - 1 {
			d := lowest(req)
			var at cellSet
			for _, c := range open {
				if r.b.cand[c]>>d&1 != 0 {
					at.add(int(c))
				}
			}
			if at.count() < 2 {
				continue // a single place is a hidden single in the cage: assignments find it
			}
			see := r.b.dcells[d].andNot(g.set)
			for c := range at.all() {
				see = see.and(peerSet[c])
			}
			if see.empty() {
				continue
			}
			r.h.reset(CageLocked, 30)
			r.h.elimDigit(see, d)
			r.h.cells, r.h.cages = at, append(r.h.cages, i)
			r.h.note = setsNote(sets)
			return true
		}
	}
	return false
}

// rule45 applies the rule of 45 to each region (cells of whole houses):
// the innies (cells of the region in cages that stick out) and the outies
// (cells outside in those cages) add up to known sums. One open innie or
// outie is placed; with hidden, two to five open ones that share a house
// are a hidden cage, narrowed by its combinations and assignments. The
// step is of technique t.
func (r *Rater) rule45(regions [][]uint8, hidden bool, t Technique, value int) bool {
	for _, region := range regions {
		var in cellSet
		for _, c := range region {
			in.add(int(c))
		}
		total := 45 * len(region) / 9
		var insideBuf, crossingBuf [81]int
		inside, crossing := insideBuf[:0], crossingBuf[:0]
		var seen [128]bool // cages seen (a grid has at most 81)
		ok := true
		for _, c := range region {
			i := int(r.ru.cageOf[c])
			if i < 0 {
				if r.b.val[c] == 0 {
					ok = false
					break
				}
				total -= int(r.b.val[c])
				continue
			}
			if seen[i] {
				continue
			}
			seen[i] = true
			if r.ru.cages[i].set.andNot(in).empty() {
				inside = append(inside, i)
			} else {
				crossing = append(crossing, i)
			}
		}
		if !ok || len(crossing) == 0 {
			continue
		}
		innieSum := total
		for _, i := range inside {
			innieSum -= r.ru.cages[i].sum
		}
		crossSum := 0
		var innieBuf, outieBuf [81]uint8
		innies, outies := innieBuf[:0], outieBuf[:0]
		for _, i := range crossing {
			crossSum += r.ru.cages[i].sum
			for _, q := range r.ru.cages[i].cells {
				if in.has(int(q)) {
					innies = append(innies, q)
				} else {
					outies = append(outies, q)
				}
			}
		}
		if r.side(innies, innieSum, hidden, t, value) || r.side(outies, crossSum-innieSum, hidden, t, value) {
			r.h.cages = append(r.h.cages, crossing...)
			if houses := unitsOf(region); houses != nil {
				r.h.houses = append(r.h.houses, houses...)
			}
			return true
		}
	}
	return false
}

// unitsOf returns the units a region of whole houses is made of.
func unitsOf(region []uint8) []int {
	var out []int
	for i := 0; i < len(region); i += 9 {
		units, n := sharedUnits(region[i : i+9])
		if n == 0 {
			return nil
		}
		out = append(out, units[0])
	}
	return out
}

// side uses one side of the rule of 45: cells adding up to sum.
func (r *Rater) side(cells []uint8, sum int, hidden bool, t Technique, value int) bool {
	var buf [81]uint8
	open := buf[:0]
	for _, c := range cells {
		if v := r.b.val[c]; v != 0 {
			sum -= int(v)
		} else {
			open = append(open, c)
		}
	}
	switch {
	case len(open) == 1 && !hidden:
		c := int(open[0])
		if sum < 1 || sum > 9 || r.b.cand[c]>>(sum-1)&1 == 0 {
			return false // no solution: a bug, or a puzzle without one
		}
		r.h.setPlace(t, value, c, sum-1)
		r.h.cells.add(c)
		return true
	case hidden && len(open) >= 2 && len(open) <= 5 && cellsShareUnit(open):
		var setBuf [16]uint16
		var obuf [9]uint8
		_, sets, _ := r.groupSets(open, sum, obuf[:], setBuf[:])
		var union uint16
		for _, m := range sets {
			union |= m
		}
		if r.keepAll(open, union) {
			r.h.reset(t, value)
			r.keepInto(open, union)
			for _, c := range open {
				r.h.cells.add(int(c))
			}
			r.h.note = setsNote(sets)
			return true
		}
		return r.assign(open, sum, t, value)
	}
	return false
}

// trial removes a candidate of a cell with two (then three) candidates
// that, placed, leads by the basic rungs (trialLadders) to a
// contradiction.
func (r *Rater) trial() bool {
	for n := 2; n <= 3; n++ {
		for c := range 81 {
			if r.b.val[c] != 0 || popcount(r.b.cand[c]) != n {
				continue
			}
			for m := r.b.cand[c]; m != 0; m &= m - 1 {
				d := lowest(m)
				if r.contradicts(c, d) {
					r.h.reset(Trial, 65)
					r.h.elim[c] = 1 << d
					r.h.cells.add(c)
					return true
				}
			}
		}
	}
	return false
}

// contradicts reports whether placing d in c leads to a contradiction by
// the basic rungs: a cell left without candidates, a digit without a
// place in a house, or a full grid that breaks a cage or a sign.
func (r *Rater) contradicts(c, d int) bool {
	saved, h, trace := r.b, r.h, r.trace
	defer func() {
		r.b, r.h, r.trace = saved, h, trace
		r.steps++ // what the searches kept of the trial's grids is stale
	}()
	r.trace = nil
	r.b.place(c, d)
	for r.b.free > 0 {
		if r.b.broken() {
			return true
		}
		r.steps++
		found := false
		for _, f := range trialLadders[r.scale] {
			if f.find(r) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
		if !r.applyTrial() {
			return true
		}
	}
	return !r.ru.satisfied(&r.b)
}

// broken reports whether b has an empty cell without candidates or a
// house in which a digit has no place left.
func (b *board) broken() bool {
	for c := range 81 {
		if b.val[c] == 0 && b.cand[c] == 0 {
			return true
		}
	}
	for u := range 27 {
		var have uint16
		for _, c := range solve.Units[u] {
			have |= b.digits(int(c))
		}
		if have != 0x1ff {
			return true
		}
	}
	return false
}

// applyTrial carries out r.h in a trial; false when it empties a cell or
// places a digit that is not a candidate: a contradiction.
func (r *Rater) applyTrial() bool {
	b, h := &r.b, &r.h
	for c := range 81 {
		e := h.elim[c] & b.cand[c]
		if h.cell == c {
			e &^= 1 << h.digit
		}
		if e != 0 && e == b.cand[c] {
			return false
		}
		for ; e != 0; e &= e - 1 {
			b.remove(c, lowest(e))
		}
	}
	if h.cell >= 0 {
		if !b.has(h.cell, h.digit) {
			return false
		}
		b.place(h.cell, h.digit)
	}
	return true
}

// satisfied reports whether the full grid of b keeps the cages and signs.
func (ru *rules) satisfied(b *board) bool {
	for _, g := range ru.cages {
		sum, seen := 0, uint16(0)
		for _, c := range g.cells {
			v := b.val[c]
			if seen>>v&1 != 0 {
				return false
			}
			seen |= 1 << v
			sum += int(v)
		}
		if sum != g.sum {
			return false
		}
	}
	for _, s := range ru.signs {
		if b.val[s.Greater] <= b.val[s.Lesser] {
			return false
		}
	}
	return true
}
