package score

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
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
//	1.3  cage combination, 1-3 cells
//	1.3  greater-than bound
//	1.6  cage combination, 4-5 cells
//	1.6  greater-than count
//	1.8  innie/outie
//	1.9  cage combination, 6-9 cells
//	2.2  cage assignment
//	2.4  cage locked digit
//	2.8  hidden cage
//	2.8  cage interaction
//	3.0  sign pair (two cells)
//	3.2  rule of 45 (houses)
//	3.6  sign pair (three cells)
//	7.0+ forcing chain (cages and signs)
//
//   - cage combination: a cage keeps the digits of the sets of distinct
//     digits that make its sum with what its cells still hold (the
//     digits placed in it taken out of the sum);
//   - greater-than bound: a cell greater than a neighbour keeps only
//     digits above the neighbour's smallest, the lesser only digits below
//     the greater's largest, carried along a chain of signs in one step;
//   - greater-than count: a cell the signs make greater than k cells of
//     one house, directly or through other cells, is at least k+1, since
//     those k digits differ (and at most 9-k when less than k cells);
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
//   - cage interaction: two cages in one house hold different digits, so
//     a digit set of one that meets every set left to the other goes;
//   - rule of 45 (houses): innies and outies of two or three neighbouring
//     rows or columns, one placed or up to five in one house as a hidden
//     cage;
//   - forcing chain (cages and signs): a cell of two candidates (then
//     three) one of which, placed, leads by the rungs below 4.1 but the
//     fish and wings, so through cage mates, cage sums and signs, to a
//     contradiction; it is removed. Its value is a forcing chain's, 7.0,
//     plus the length bonus of the candidates it goes through, as the
//     classic chains count theirs.
//
// A puzzle the ladder cannot finish, or not in the Rater's time, ends
// with a step "beyond the variant ladder" worth 8.5 at the least, the
// value of the dynamic forcing chains it does not search, marked as an
// estimate. The ladder runs on the puzzle's canonical form under the
// symmetries of the square (puzzle.Puzzle.Canonical), so isomorphic
// variants get the same rating. docs/rating.md has the evaluation.

// vBeyondRules is the least value of a variant puzzle no rung can finish:
// the value of the dynamic forcing chains, the first classic rung the
// variant ladder leaves out.
const vBeyondRules = vDynamic

// The values of the killer and greater-than rungs, in tenths.
const (
	vCageSmall       rating.Value = 13 // cage combination, 1-3 cells
	vSignBound       rating.Value = 13
	vCageMiddle      rating.Value = 16 // cage combination, 4-5 cells
	vSignCount       rating.Value = 16
	vInnieOutie      rating.Value = 18
	vCageLarge       rating.Value = 19 // cage combination, 6-9 cells
	vCageAssignment  rating.Value = 22
	vCageLocked      rating.Value = 24
	vHiddenCage      rating.Value = 28
	vCageInteraction rating.Value = 28
	vSignPair        rating.Value = 30 // two cells
	vMultiHouse45    rating.Value = 32
	vSignTriple      rating.Value = 36 // sign pair, three cells
	vRuleChain       rating.Value = 70 // and the length bonus
)

// variantRungs are the killer and greater-than rungs.
var variantRungs = []finder{
	{name: "cage combination (1-3 cells)", tech: rating.CageCombination, find: func(r *Rater) bool { return r.cageSumSets(1, 3, vCageSmall) }, value: vCageSmall},
	{name: "greater-than bound", tech: rating.SignBound, find: (*Rater).signBounds, value: vSignBound},
	{name: "cage combination (4-5 cells)", tech: rating.CageCombination, find: func(r *Rater) bool { return r.cageSumSets(4, 5, vCageMiddle) }, value: vCageMiddle},
	{name: "greater-than count", tech: rating.SignCount, find: (*Rater).signCount, value: vSignCount},
	{name: "innie/outie", tech: rating.InnieOutie, find: func(r *Rater) bool { return r.rule45(rules.OneHouse, false, rating.InnieOutie, vInnieOutie) }, value: vInnieOutie},
	{name: "cage combination (6-9 cells)", tech: rating.CageCombination, find: func(r *Rater) bool { return r.cageSumSets(6, maxN, vCageLarge) }, value: vCageLarge},
	{name: "cage assignment", tech: rating.CageAssignment, find: (*Rater).cageAssignments, value: vCageAssignment},
	{name: "cage locked digit", tech: rating.CageLocked, find: (*Rater).cageLocked, value: vCageLocked},
	{name: "hidden cage", tech: rating.HiddenCage, find: func(r *Rater) bool { return r.rule45(rules.OneHouse, true, rating.HiddenCage, vHiddenCage) }, value: vHiddenCage},
	{name: "cage interaction", tech: rating.CageInteraction, find: (*Rater).cageInteraction, value: vCageInteraction},
	{name: "sign pair (two cells)", tech: rating.SignPair, find: func(r *Rater) bool { return r.signSets(2, vSignPair) }, value: vSignPair},
	{name: "rule of 45 (houses)", tech: rating.MultiHouse45, find: func(r *Rater) bool { return r.rule45(rules.NeighbourLines, true, rating.MultiHouse45, vMultiHouse45) }, value: vMultiHouse45},
	{name: "sign pair (three cells)", tech: rating.SignPair, find: func(r *Rater) bool { return r.signSets(3, vSignTriple) }, value: vSignTriple},
	{name: "forcing chain (cages and signs)", tech: rating.RuleChain, value: vRuleChain}, // set in init: it runs the ladder's basic rungs
}

// uniquenessRungs are the techniques of the classic rungs that assume the
// puzzle's uniqueness, left out of the variant ladder.
var uniquenessRungs = []rating.Technique{rating.UniqueRectangle, rating.BUG}

// variantLadders holds the variant ladder of each scale, and
// ruleChainLadders the rungs a forcing chain through the rules runs: the
// ladder's below 4.1 without the fish and wings.
var variantLadders, ruleChainLadders [rating.NumScales][]finder

// extraLadders are the classic ladders of the grids with houses past
// their rows, columns and regions (diagonals, windows): without the
// uniqueness rungs, as a deadly pattern's two solutions need not both
// keep a diagonal or a window. The variant ladders leave them out
// already.
var extraLadders [rating.NumScales][]finder

func init() {
	variantRungs[len(variantRungs)-1].find = (*Rater).ruleChain
	// The rungs of the basic techniques, by their first: the split
	// hidden singles (full houses and boxes, then lines), the direct
	// techniques, locked candidates and the naked and hidden sets.
	basic := []rating.Technique{rating.FullHouse, rating.HiddenSingleLine, rating.DirectPointing, rating.DirectHiddenPair, rating.NakedSingle,
		rating.DirectHiddenTriple, rating.Pointing, rating.NakedPair, rating.HiddenPair, rating.NakedTriple, rating.HiddenTriple}
	for sc := range rating.NumScales {
		var classic []finder
		for _, f := range ladders[sc] {
			switch {
			case f.tech == rating.FullHouse: // the hidden singles
				// Split, so that the cage combinations of small cages
				// (1.4) come between box and line.
				classic = append(classic,
					finder{name: "hidden single (box)", tech: rating.FullHouse, find: func(r *Rater) bool { return r.hiddenSingleSplit(false) }, value: vFullHouse},
					finder{name: "hidden single (line)", tech: rating.HiddenSingleLine, find: func(r *Rater) bool { return r.hiddenSingleSplit(true) }, value: vHiddenLine})
			case !slices.Contains(uniquenessRungs, f.tech) && f.value < vDynamic:
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
		for _, f := range ladders[sc] {
			if !slices.Contains(uniquenessRungs, f.tech) {
				extraLadders[sc] = append(extraLadders[sc], f)
			}
		}
		for _, f := range variantLadders[sc] {
			if f.value < 41 && (slices.Contains(basic, f.tech) || slices.ContainsFunc(variantRungs, func(v finder) bool { return v.tech == f.tech })) {
				ruleChainLadders[sc] = append(ruleChainLadders[sc], f)
			}
		}
	}
}

// RatePuzzle rates a puzzle of any kind that has exactly one solution:
// a classic one as Rate does, another kind on the variant ladder of r's
// scale, on its canonical form under the symmetries of the square, so
// that turned and reflected puzzles get one rating. The time bound and
// the estimate past it are the classic ladder's.
func (r *Rater) RatePuzzle(p *puzzle.Puzzle) rating.Path {
	if path, ok := r.rateElsewhere(p); ok {
		return path
	}
	g, _, restore := r.canonicalOf(p)
	defer restore()
	return r.rateAsGiven(g)
}

// useRules makes r rate puzzles of rules ru until the function it returns
// is called: on the classic ladder when ru has neither cages nor signs (a
// jigsaw), without the uniqueness rungs when its houses are more than
// rows, columns and regions; on the variant ladder otherwise.
func (r *Rater) useRules(ru *puzzleRules) (restore func()) {
	switch {
	case !ru.classic():
		r.ladder = variantLadders[r.scale]
	case ru.geo.plain:
		r.ladder = ladders[r.scale]
	default:
		r.ladder = extraLadders[r.scale]
	}
	r.ru = ru
	return func() { r.ru, r.ladder = classicRules, ladders[r.scale] }
}

// cageSumSets narrows the cages of minSize to maxSize cells to the union
// of their sum sets (cageSumSet), taking the first that changes anything.
func (r *Rater) cageSumSets(minSize, maxSize int, value rating.Value) bool {
	for i := range r.ru.cages {
		if n := len(r.ru.cages[i].cells); n >= minSize && n <= maxSize && r.cageSumSet(i, value) {
			return true
		}
	}
	return false
}

// cageSumSet narrows cage i's open cells to the union of its sum sets.
func (r *Rater) cageSumSet(i int, value rating.Value) bool {
	g, miss := &r.ru.cages[i], &r.ru.sumMiss[i]
	if miss.matches(&r.b, g.cells) {
		return false
	}
	var buf [maxN]uint16
	var setBuf [16]digitMask
	open, sets, _ := r.groupSets(g.cells, g.sum, buf[:], setBuf[:])
	var union digitMask
	for _, m := range sets {
		union |= m
	}
	if !r.keepAll(open, union) {
		miss.record(&r.b, g.cells)
		return false
	}
	r.h.reset(rating.CageCombination, value)
	r.keepInto(open, union)
	r.h.cells, r.h.cages = g.set, append(r.h.cages, i)
	if r.explaining() {
		r.h.note = r.restNote(g.cells, g.sum) + setsNote(sets)
	}
	return true
}

// explaining reports whether r is explaining a path, the only time a
// step's note is read: rating alone does not write them.
func (r *Rater) explaining() bool { return r.trace != nil }

// restNote says what the placed digits of a group leave of its sum, as a
// note starts: "17 - 9 = 8: "; "" when none is placed.
func (r *Rater) restNote(cells []uint16, sum int) string {
	placed := 0
	for _, c := range cells {
		placed += int(r.b.val[c])
	}
	if placed == 0 {
		return ""
	}
	return fmt.Sprintf("%d - %d = %d: ", sum, placed, sum-placed)
}

// keepAll reports whether narrowing the cells to the digits m would take
// out a candidate.
func (r *Rater) keepAll(cells []uint16, m digitMask) bool {
	for _, c := range cells {
		if r.b.cand[c]&^m != 0 {
			return true
		}
	}
	return false
}

// keepInto adds to r.h the eliminations that narrow the cells to m.
func (r *Rater) keepInto(cells []uint16, m digitMask) {
	for _, c := range cells {
		r.h.elim[c] |= r.b.cand[c] &^ m
	}
}

// groupSets returns, for the cells of a group (a cage, or a hidden cage
// of the rule of 45) not yet placed, their list, and the sets of distinct
// digits (bit d for digit d+1) that can fill them: adding up to what the
// placed digits leave of the sum, using none of those digits, and giving
// each open cell a candidate; used holds the placed digits.
func (r *Rater) groupSets(cells []uint16, sum int, open []uint16, sets []digitMask) ([]uint16, []digitMask, digitMask) {
	open, sets = open[:0], sets[:0]
	rest, used := sum, digitMask(0)
	for _, c := range cells {
		if v := r.b.val[c]; v != 0 {
			rest -= int(v)
			used |= 1 << (v - 1)
		} else {
			open = append(open, c)
		}
	}
	for _, w := range sumSets(len(open), rest) {
		m := digitMask(w)
		// Digits above N (a grid smaller than 9×9) are no digits.
		if m&used != 0 || m&^r.ru.geo.digits != 0 {
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
func setsNote(sets []digitMask) string {
	sets = slices.Clone(sets)
	// In the order of their digits, as a list is read: {1,9} before
	// {2,8}. The lower of the digits two sets differ in comes first.
	slices.SortFunc(sets, func(a, b digitMask) int {
		x := a ^ b
		if x == 0 {
			return 0
		}
		if a&(x&-x) != 0 {
			return -1
		}
		return 1
	})
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
			b = append(b, grid.DigitChar(uint8(lowest(w)+1))) // A-G past 9
		}
		b = append(b, '}')
	}
	return string(b)
}

// signBounds bounds the cells of a chain of signs: a cell greater than a
// neighbour keeps only digits above the neighbour's least, the lesser
// only digits below the greater's largest, carried along the signs that
// join them until nothing moves. One chain is one step: the signs joined
// to the first sign whose bound cuts, and every cut they make.
func (r *Rater) signBounds() bool {
	var span [maxCells]rules.Span                                          // the digits each cell may hold
	bound := func(c int) { span[c] = rules.SpanOf(uint16(r.b.digits(c))) } // a kernel's grid has at most 16 digits
	for _, s := range r.ru.k.Signs {
		g, l := int(s.Greater), int(s.Lesser)
		bound(g)
		bound(l)
		if sg, sl := rules.Bound(span[g], span[l]); sg == span[g] && sl == span[l] {
			continue // this sign cuts nothing
		}
		// The chain: every sign joined to this one through shared cells.
		var cells cellSet
		var signs []int
		cells.add(g)
		cells.add(l)
		for grown := true; grown; {
			grown = false
			for i, t := range r.ru.k.Signs {
				if !slices.Contains(signs, i) && (cells.has(int(t.Greater)) || cells.has(int(t.Lesser))) {
					signs = append(signs, i)
					cells.add(int(t.Greater))
					cells.add(int(t.Lesser))
					grown = true
				}
			}
		}
		for c := range cells.all() {
			bound(c)
		}
		for moved := true; moved; {
			moved = false
			for _, i := range signs {
				t := r.ru.k.Signs[i]
				g, l := int(t.Greater), int(t.Lesser)
				sg, sl := rules.Bound(span[g], span[l])
				moved = moved || sg != span[g] || sl != span[l]
				span[g], span[l] = sg, sl
			}
		}
		r.h.reset(rating.SignBound, vSignBound)
		var cut cellSet
		for c := range cells.all() {
			if e := r.b.cand[c] &^ digitMask(span[c].Mask()); e != 0 {
				r.h.elim[c] = e
				cut.add(c)
			}
		}
		if cut.empty() {
			continue // the bounds cut only placed digits: no solution here
		}
		for _, i := range signs {
			t := r.ru.k.Signs[i]
			if cut.has(int(t.Greater)) || cut.has(int(t.Lesser)) {
				r.h.signs = append(r.h.signs, i)
				r.h.cells.add(int(t.Greater))
				r.h.cells.add(int(t.Lesser))
			}
		}
		slices.Sort(r.h.signs)
		return true
	}
	return false
}

// signCount bounds a cell by counting: the signs make its digit greater
// than the digits of k cells of one house, directly or through other
// cells, and those k digits differ, so it is at least k+1 (and at most
// N-k when it is less than k cells of one house). The house's 1 and N so
// go only where a cell can be least or greatest. One cell and house is
// one step.
func (r *Rater) signCount() bool {
	geo := r.ru.geo
	for c := range geo.ncells {
		if r.b.val[c] != 0 || r.ru.below[c].empty() && r.ru.above[c].empty() {
			continue
		}
		for u := range geo.nhouses {
			below, above := r.ru.below[c].and(geo.houseSet[u]), r.ru.above[c].and(geo.houseSet[u])
			kb, ka := below.count(), above.count()
			if kb < 2 && ka < 2 {
				continue // one cell bounds as a sign does
			}
			keep := (digitMask(1)<<(geo.n-ka) - 1) &^ (digitMask(1)<<kb - 1)
			if e := r.b.cand[c] &^ keep; e != 0 {
				r.h.reset(rating.SignCount, vSignCount)
				r.h.elim[c] = e
				r.h.cells = below.or(above)
				r.h.cells.add(c)
				r.h.houses = append(r.h.houses, u)
				return true
			}
		}
	}
	return false
}

// cageInteraction: cages that lie in one house hold different digits, so
// a digit set of one cage that meets every digit set another can still
// use is not its set. Narrowing a cage's cells to the union of the sets
// that remain is one step.
func (r *Rater) cageInteraction() bool {
	geo := r.ru.geo
	var setBufs [maxCells][16]digitMask
	var sets [maxCells][]digitMask
	var opens [maxCells][]uint16
	var openBufs [maxCells][maxN]uint16
	for i := range r.ru.cages {
		g := &r.ru.cages[i]
		opens[i], sets[i], _ = r.groupSets(g.cells, g.sum, openBufs[i][:], setBufs[i][:])
	}
	for u := range geo.nhouses {
		for i := range r.ru.cages {
			a := &r.ru.cages[i]
			if len(opens[i]) == 0 || !a.set.andNot(geo.houseSet[u]).empty() {
				continue
			}
			for j := range r.ru.cages {
				b := &r.ru.cages[j]
				if j == i || len(opens[j]) == 0 || !b.set.andNot(geo.houseSet[u]).empty() {
					continue
				}
				var union digitMask
				var kept []digitMask
				for _, m := range sets[i] {
					for _, n := range sets[j] {
						if m&n == 0 {
							union |= m
							kept = append(kept, m)
							break
						}
					}
				}
				if len(kept) == len(sets[i]) || !r.keepAll(opens[i], union) {
					continue
				}
				r.h.reset(rating.CageInteraction, vCageInteraction)
				r.keepInto(opens[i], union)
				r.h.cells = a.set.or(b.set)
				r.h.cages = append(r.h.cages, i, j)
				r.h.houses = append(r.h.houses, u)
				if r.explaining() {
					r.h.note = setsNote(kept) + " beside " + setsNote(sets[j])
				}
				return true
			}
		}
	}
	return false
}

// cageAssignments narrows the first cage it can to the digits some
// assignment of a valid set gives each cell.
func (r *Rater) cageAssignments() bool {
	for i := range r.ru.cages {
		g, miss := &r.ru.cages[i], &r.ru.assignMiss[i]
		if miss.matches(&r.b, g.cells) {
			continue
		}
		if r.assign(g.cells, g.sum, rating.CageAssignment, vCageAssignment) {
			r.h.cages = append(r.h.cages, i)
			if r.explaining() {
				r.h.note = r.restNote(g.cells, g.sum) + r.h.note
			}
			return true
		}
		miss.record(&r.b, g.cells)
	}
	return false
}

// assign narrows a group's open cells to the digits some assignment of a
// valid set gives them, as a step of technique t.
func (r *Rater) assign(cells []uint16, sum int, t rating.Technique, value rating.Value) bool {
	var buf [maxN]uint16
	var setBuf [16]digitMask
	open, sets, _ := r.groupSets(cells, sum, buf[:], setBuf[:])
	if len(open) == 0 || len(open) > 7 {
		return false
	}
	var support [maxN]digitMask
	var cand [maxN]uint16 // the kernel's masks: a cage's grid has at most 16 digits
	for i, c := range open {
		cand[i] = uint16(r.b.cand[c])
	}
	for _, m := range sets {
		got, _ := rules.Support(cand[:len(open)], uint16(m))
		changed := false
		for i := range open {
			support[i] |= digitMask(got[i])
			changed = changed || digitMask(cand[i])&^support[i] != 0
		}
		// Once every candidate has a way, the sets left cannot remove one:
		// the common case, cut short.
		if !changed {
			return false
		}
	}
	r.h.reset(t, value)
	for i, c := range open {
		r.h.elim[c] |= r.b.cand[c] &^ support[i]
		r.h.cells.add(int(c))
	}
	if r.explaining() {
		r.h.note = setsNote(sets)
	}
	return true
}

// cageLocked: a digit every valid set of a cage holds is in the cage, so
// it leaves every cell outside that sees all its places in the cage.
func (r *Rater) cageLocked() bool {
	geo := r.ru.geo
	var buf [maxN]uint16
	var setBuf [16]digitMask
	for i := range r.ru.cages {
		g := &r.ru.cages[i]
		open, sets, _ := r.groupSets(g.cells, g.sum, buf[:], setBuf[:])
		if len(open) < 2 || len(sets) == 0 {
			continue
		}
		required := geo.digits
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
				see = see.and(geo.peerSet[c])
			}
			if see.empty() {
				continue
			}
			r.h.reset(rating.CageLocked, vCageLocked)
			r.h.elimDigit(see, d)
			r.h.cells, r.h.cages = at, append(r.h.cages, i)
			if r.explaining() {
				r.h.note = fmt.Sprintf("%s%s all hold %c", r.restNote(g.cells, g.sum), setsNote(sets), grid.DigitChar(uint8(d+1)))
			}
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
// step is of technique t; the regions are of kind (the kernel's cut
// regions: rules.Rules.Cuts).
func (r *Rater) rule45(kind rules.RegionKind, hidden bool, t rating.Technique, value rating.Value) bool {
	regs := r.ru.k.Cuts(kind)
	for i := range regs {
		g := &regs[i]
		if len(g.Crossing) == 0 {
			continue
		}
		// The region's cells in no cage count with their digits, once
		// placed.
		innieSum, ok := g.InnieSum, true
		for _, c := range g.Uncaged {
			if r.b.val[c] == 0 {
				ok = false
				break
			}
			innieSum -= int(r.b.val[c])
		}
		if !ok {
			continue
		}
		// Notes name no cell: an explanation carries cells back from the
		// canonical form, not text.
		innieNote := sideNote{"innies", g.Whole, g.Whole - innieSum}
		outieNote := sideNote{"outies", g.CrossSum, innieSum}
		if r.side(g.Innies, innieSum, hidden, t, value, innieNote) || r.side(g.Outies, g.CrossSum-innieSum, hidden, t, value, outieNote) {
			r.h.cages = append(r.h.cages, g.Crossing...)
			r.h.houses = append(r.h.houses, g.Houses...)
			return true
		}
	}
	return false
}

// sideNote is the arithmetic of one side of the rule of 45, as an
// explanation writes it: "innies 45 - 38 = 7".
type sideNote struct {
	side       string
	from, less int
}

// text writes the note, with what digits already placed on the side take
// off the sum.
func (n sideNote) text(placed int) string {
	s := fmt.Sprintf("%s %d - %d = %d", n.side, n.from, n.less, n.from-n.less)
	if placed > 0 {
		s += fmt.Sprintf(", less %d placed = %d", placed, n.from-n.less-placed)
	}
	return s
}

// side uses one side of the rule of 45: cells adding up to sum, as note
// says.
func (r *Rater) side(cells []uint16, sum int, hidden bool, t rating.Technique, value rating.Value, n sideNote) bool {
	var buf [maxCells]uint16
	open := buf[:0]
	placed := 0
	for _, c := range cells {
		if v := r.b.val[c]; v != 0 {
			sum -= int(v)
			placed += int(v)
		} else {
			open = append(open, c)
		}
	}
	note := func() string {
		if !r.explaining() {
			return ""
		}
		return n.text(placed)
	}
	switch {
	case len(open) == 1 && !hidden:
		c := int(open[0])
		if sum < 1 || sum > r.ru.geo.n || r.b.cand[c]>>(sum-1)&1 == 0 {
			return false // no solution: a bug, or a puzzle without one
		}
		r.h.setPlace(t, value, c, sum-1)
		r.h.cells.add(c)
		r.h.note = note()
		return true
	case hidden && len(open) >= 2 && len(open) <= 5 && r.ru.k.Shape.Distinct(open):
		var setBuf [16]digitMask
		var obuf [maxN]uint16
		_, sets, _ := r.groupSets(open, sum, obuf[:], setBuf[:])
		var union digitMask
		for _, m := range sets {
			union |= m
		}
		if r.keepAll(open, union) {
			r.h.reset(t, value)
			r.keepInto(open, union)
			for _, c := range open {
				r.h.cells.add(int(c))
			}
			if r.explaining() {
				r.h.note = note() + ": " + setsNote(sets)
			}
			return true
		}
		if r.assign(open, sum, t, value) {
			if r.explaining() {
				r.h.note = note() + ": " + r.h.note
			}
			return true
		}
		return false
	}
	return false
}

// ruleChain is a forcing chain through the puzzle's rules: a candidate of
// a cell with two (then three) candidates that, placed, leads by the
// basic rungs (ruleChainLadders: singles, locked candidates, subsets and
// every killer and greater-than rung, so cage mates, cage sums and signs
// are links of the chain) to a contradiction goes. Its value grows with
// the chain's length as a classic chain's does: 7.0, a forcing chain's,
// plus the length bonus of the candidates the chain takes out on its way.
// The shortest chain of the cells of the fewest candidates is taken,
// or the first no harder than the rating so far.
func (r *Rater) ruleChain() bool {
	bestValue, bestCell, bestDigit := rating.Value(0), -1, 0
	for n := 2; n <= 3 && bestCell < 0; n++ {
		for c := range r.ru.geo.ncells {
			if r.b.val[c] != 0 || popcount(r.b.cand[c]) != n {
				continue
			}
			for m := r.b.cand[c]; m != 0; m &= m - 1 {
				d := lowest(m)
				ok, length := r.contradicts(c, d)
				if !ok {
					continue
				}
				v := vRuleChain + lengthBonus(length)
				if bestCell < 0 || v < bestValue {
					bestValue, bestCell, bestDigit = v, c, d
				}
				if v <= r.rating || r.cutTrial { // the first will do
					break
				}
			}
			if bestCell >= 0 && (bestValue <= r.rating || r.cutTrial) {
				break
			}
		}
	}
	if bestCell < 0 {
		return false
	}
	r.h.reset(rating.RuleChain, bestValue)
	r.h.elim[bestCell] = 1 << bestDigit
	r.h.cells.add(bestCell)
	return true
}

// contradicts reports whether placing d in c leads to a contradiction by
// the basic rungs: a cell left without candidates, a digit without a
// place in a house, or a full grid that breaks a cage or a sign; length
// counts the candidates the chain went through on its way, those taken
// out and those placed.
func (r *Rater) contradicts(c, d int) (ok bool, length int) {
	saved, h, trace := r.b, r.h, r.trace
	defer func() {
		r.b, r.h, r.trace = saved, h, trace
		r.steps++ // what the searches kept of the assumed grids is stale
	}()
	r.trace = nil
	before := r.b.count()
	r.b.place(c, d)
	for r.b.free > 0 {
		if r.b.broken() {
			return true, before - r.b.count()
		}
		r.steps++
		found := false
		for _, f := range ruleChainLadders[r.scale] {
			if f.find(r) {
				found = true
				break
			}
		}
		if !found {
			return false, 0
		}
		switch progress, ok := r.applyAssumed(); {
		case !ok:
			return true, before - r.b.count()
		case !progress:
			return false, 0 // a rung found a step that changes nothing
		}
	}
	return !r.ru.satisfied(&r.b), before - r.b.count()
}

// count returns the number of candidates of b's empty cells.
func (b *board) count() int {
	n := 0
	for _, m := range b.cand {
		n += popcount(m)
	}
	return n
}

// broken reports whether b has an empty cell without candidates or a
// house in which a digit has no place left.
func (b *board) broken() bool {
	geo := b.ru.geo
	for c := range geo.ncells {
		if b.val[c] == 0 && b.cand[c] == 0 {
			return true
		}
	}
	for u := range geo.nhouses {
		var have digitMask
		for _, c := range geo.houseCells[u][:geo.n] {
			have |= b.digits(int(c))
		}
		if have != geo.digits {
			return true
		}
	}
	return false
}

// applyAssumed carries out r.h on an assumed grid and reports whether it changed
// anything; ok is false when it empties a cell or places a digit that is
// not a candidate: a contradiction.
func (r *Rater) applyAssumed() (progress, ok bool) {
	b, h := &r.b, &r.h
	for c := range b.ru.geo.ncells {
		e := h.elim[c] & b.cand[c]
		if h.cell == c {
			e &^= 1 << h.digit
		}
		if e != 0 && e == b.cand[c] {
			return true, false
		}
		for ; e != 0; e &= e - 1 {
			b.remove(c, lowest(e))
			progress = true
		}
	}
	if h.cell >= 0 {
		if !b.has(h.cell, h.digit) {
			return true, false
		}
		b.place(h.cell, h.digit)
		progress = true
	}
	return progress, true
}
