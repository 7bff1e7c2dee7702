package score

import (
	"math/bits"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/variant"
)

// The variant ladder rates killer and greater-than puzzles as the classic
// ladder rates classic ones: a logical solver applies the easiest
// technique that makes progress, one step at a time, and the puzzle is
// rated by its hardest step, in tenths on the same scale, so that the
// grades mean the same work. The rungs, in the order they are tried:
//
//	1.0  full house               3.0  cage locked digit
//	1.2  hidden single (box)      3.0  naked pair
//	1.4  cage combination, 1-3    3.2  sign pair (two cells)
//	1.5  hidden single (line)     3.4  hidden pair
//	1.7  greater-than bound       3.6  hidden cage
//	2.0  cage combination, 4-5    3.6  naked triple
//	2.0  innie/outie              3.8  sign pair (three cells)
//	2.3  naked single             4.0  rule of 45 (houses)
//	2.4  cage combination, 6-9    4.0  hidden triple
//	2.6  cage assignment          3.2-6.2  classic patterns
//	2.6  pointing                 6.5  trial
//	2.8  claiming                 6.5-8.x  classic chains
//	                              8.5  beyond trial (stops)
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
//   - classic patterns: one step of the classic SE ladder on the current
//     candidates, X-wing to aligned pair exclusion, at the classic value
//     (variantclassic.go); the uniqueness rungs (unique rectangles, BUG) are
//     left out: swapping digits breaks cage sums and signs, so the deadly
//     patterns they avoid are not deadly here;
//   - trial: a cell of two candidates (then three) one of which, placed,
//     leads by the variant's own rungs (those before the classic ones) to
//     a contradiction; it is removed. It is a forcing chain whose links
//     are the cage and sign rungs as well as the houses', so it comes
//     before the classic chains, which know only the houses and are worth
//     6.5 at the least;
//   - classic chains: cycles and forcing chains, aligned triple exclusion,
//     Nishio, cell and region forcing chains, at the classic value (which
//     a chain's length raises), for what trial cannot do;
//   - pointing, claiming, pairs and triples as in the classic ladder,
//     which are sound for variants too.
//
// A puzzle the ladder cannot finish gets a last step "beyond trial" worth
// 8.5, the value of the dynamic forcing chains it does not search, and its
// path stops. After every step, of whatever rung, the ladder starts again
// from its first rung. It runs on the puzzle's canonical form under the
// symmetries of the square (puzzle.Puzzle.Canonical), so isomorphic
// variants get the same rating. docs/rating.md has the evaluation.

// variantRung is one rung of the variant ladder.
type variantRung struct {
	tech  Technique
	value int
	find  func(r *variantRater) bool
}

var variantRungs = []variantRung{
	{FullHouse, 10, (*variantRater).fullHouse},
	{HiddenSingleBox, 12, func(r *variantRater) bool { return r.hiddenSingle(solve.BoxUnit, 27) }},
	{CageCombination, 14, func(r *variantRater) bool { return r.cageSumSets(1, 3) }},
	{HiddenSingleLine, 15, func(r *variantRater) bool { return r.hiddenSingle(0, solve.BoxUnit) }},
	{SignBound, 17, (*variantRater).signBounds},
	{CageCombination, 20, func(r *variantRater) bool { return r.cageSumSets(4, 5) }},
	{InnieOutie, 20, func(r *variantRater) bool { return r.rule45(singleHouses, false) }},
	{NakedSingle, 23, (*variantRater).nakedSingle},
	{CageCombination, 24, func(r *variantRater) bool { return r.cageSumSets(6, 9) }},
	{CageAssignment, 26, (*variantRater).cageAssignments},
	{Pointing, 26, func(r *variantRater) bool { return r.locked(true) }},
	{Claiming, 28, func(r *variantRater) bool { return r.locked(false) }},
	{CageLocked, 30, (*variantRater).cageLocked},
	{NakedPair, 30, func(r *variantRater) bool { return r.nakedSet(2) }},
	{SignPair, 32, func(r *variantRater) bool { return r.signSets(2) }},
	{HiddenPair, 34, func(r *variantRater) bool { return r.hiddenSet(2) }},
	{HiddenCage, 36, func(r *variantRater) bool { return r.rule45(singleHouses, true) }},
	{NakedTriple, 36, func(r *variantRater) bool { return r.nakedSet(3) }},
	{SignPair, 38, func(r *variantRater) bool { return r.signSets(3) }},
	{MultiHouse45, 40, func(r *variantRater) bool { return r.rule45(multiHouses, true) }},
	{HiddenTriple, 40, func(r *variantRater) bool { return r.hiddenSet(3) }},
	// The classic rungs set the step's technique and value themselves.
	{XWing, 32, func(r *variantRater) bool { return r.classic(classicPatterns) }},
	{Trial, 65, nil}, // set in init: trial runs the rungs before the classic ones
	{XCycle, 65, func(r *variantRater) bool { return r.classic(classicChains) }},
}

// classicRung is the index of the classic pattern rungs in variantRungs: the
// rungs below it, the variant's own, are what a trial runs.
const classicRung = 21

// trialRung is the index of Trial in variantRungs.
const trialRung = 22

// vBeyondTrial is the value of a puzzle no rung can finish: the value of
// the dynamic forcing chains, the first classic rung the ladder leaves out.
const vBeyondTrial = vDynamic

// variantGroup is a set of cells whose digits differ and add up to sum: a cage,
// or a hidden cage of the rule of 45.
type variantGroup struct {
	cells []uint8
	sum   int
}

// variantState is the variant ladder's candidate grid.
type variantState struct {
	cand   [81]uint16
	placed [81]bool
	free   int
}

// variantRater runs the variant ladder on one puzzle.
type variantRater struct {
	p      *puzzle.Puzzle
	cages  []variantGroup
	cageOf [81]int16 // index in cages, -1 for none
	signs  [81]signsAt
	st     variantState
	broken bool // a step emptied a cell: the puzzle has no solution
	// tech and value are the last step's technique and value: its rung's,
	// or for a classic rung the classic step's.
	tech  Technique
	value int
	// rating is the path's rating so far, the classic chains' bound.
	rating int
	// cl is the classic Rater the classic rungs ask, from classicRaters
	// when first needed; explain, when set, gets each classic step taken
	// as the classic path describes it.
	cl      *Rater
	explain func(s Step)
}

// The regions of the rule of 45: each house alone, and two or three
// neighbouring rows or columns.
var singleHouses, multiHouses [][]uint8

func init() {
	variantRungs[trialRung].find = (*variantRater).trial
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
}

// RateVariant rates a variant puzzle with a unique solution on the variant
// ladder (for other puzzles the result is meaningless, though bounded).
// A classic puzzle (no cages, no signs) gets the variant ladder too; rate
// those with Rate.
func RateVariant(p *puzzle.Puzzle) Path {
	c := p.Canonical()
	r := newVariantRater(&c)
	defer r.release()
	return r.run(nil)
}

func newVariantRater(p *puzzle.Puzzle) *variantRater {
	r := &variantRater{p: p}
	for c := range r.cageOf {
		r.cageOf[c] = -1
	}
	for i, cg := range p.Cages {
		r.cages = append(r.cages, variantGroup{cells: cg.Cells, sum: cg.Sum})
		for _, c := range cg.Cells {
			r.cageOf[c] = int16(i)
		}
	}
	for i, s := range p.Signs {
		for _, c := range [2]uint8{s.Greater, s.Lesser} {
			if at := &r.signs[c]; int(at.n) < len(at.idx) {
				at.idx[at.n] = int16(i)
				at.n++
			}
		}
	}
	r.st.free = 81
	for c := range r.st.cand {
		r.st.cand[c] = 0x1ff
	}
	for c, d := range p.Givens {
		if d != 0 {
			r.place(c, int(d))
		}
	}
	return r
}

// release gives back the classic Rater, if the ladder took one.
func (r *variantRater) release() {
	if r.cl != nil {
		classicRaters.Put(r.cl)
		r.cl = nil
	}
}

// run applies the ladder until the grid is full or no rung advances; each,
// when set, sees every step with the state before it.
func (r *variantRater) run(each func(before *variantState)) Path {
	var path Path
	var before *variantState
	if each != nil {
		before = new(variantState)
	}
	for r.st.free > 0 && !r.broken {
		if before != nil {
			*before = r.st
		}
		r.rating = int(path.Rating.Value)
		if r.next(len(variantRungs)) < 0 {
			path.add(TrialBeyond, vBeyondTrial)
			break
		}
		path.add(r.tech, r.value)
		if each != nil {
			each(before)
		}
	}
	return path
}

// next takes one step with the first of the rungs below limit that
// advances and returns its index, leaving its technique and value in
// r.tech and r.value; -1 when none does.
func (r *variantRater) next(limit int) int {
	for i := range limit {
		r.tech, r.value = variantRungs[i].tech, variantRungs[i].value
		if variantRungs[i].find(r) {
			return i
		}
	}
	return -1
}

// classic asks the classic ladder for one step of ladder's rungs on the
// current candidates and applies it: its placement with the variant's
// rules (cage mates lose the digit too), its eliminations as they are.
func (r *variantRater) classic(ladder []finder) bool {
	if r.cl == nil {
		r.cl = classicRaters.Get().(*Rater)
	}
	var val [81]uint8
	var cand [81]uint16
	for c := range 81 {
		if r.st.placed[c] {
			val[c] = uint8(digitOf(r.st.cand[c]))
		} else {
			cand[c] = r.st.cand[c]
		}
	}
	cl := r.cl
	if !cl.stepOn(&val, &cand, ladder, r.rating) {
		return false
	}
	h := &cl.h
	changed := false
	for c := range 81 {
		e := h.elim[c]
		if c == h.cell {
			e &^= 1 << h.digit
		}
		if !r.st.placed[c] && r.remove(c, e) {
			changed = true
		}
	}
	if h.cell >= 0 && !r.st.placed[h.cell] {
		r.place(h.cell, h.digit+1)
		changed = true
	}
	r.tech, r.value = h.tech, h.value
	if changed && r.explain != nil {
		r.explain(explainStep(&cl.b, h)) // cl.b is the grid before the step
	}
	return changed
}

// solved returns the grid the ladder reached: placed digits, 0 elsewhere.
func (r *variantRater) solved() solve.Grid {
	var g solve.Grid
	for c := range 81 {
		if r.st.placed[c] {
			g[c] = uint8(bits.TrailingZeros16(r.st.cand[c])) + 1
		}
	}
	return g
}

// place puts d in c and takes it out of c's peers and cage mates.
func (r *variantRater) place(c, d int) {
	b := uint16(1) << (d - 1)
	if r.st.cand[c]&b == 0 {
		r.broken = true
	}
	r.st.cand[c], r.st.placed[c] = b, true
	r.st.free--
	for _, q := range solve.Peers[c] {
		r.remove(int(q), b)
	}
	if i := r.cageOf[c]; i >= 0 {
		for _, q := range r.cages[i].cells {
			if int(q) != c {
				r.remove(int(q), b)
			}
		}
	}
}

// remove takes the digits m out of c's candidates; it reports whether any
// were there.
func (r *variantRater) remove(c int, m uint16) bool {
	if r.st.cand[c]&m == 0 {
		return false
	}
	r.st.cand[c] &^= m
	if r.st.cand[c] == 0 {
		r.broken = true
	}
	return true
}

// keep narrows c to the digits m; it reports whether anything went.
func (r *variantRater) keep(c int, m uint16) bool {
	if r.st.placed[c] {
		if r.st.cand[c]&m == 0 {
			r.broken = true
		}
		return false
	}
	return r.remove(c, ^m&0x1ff)
}

func digitOf(m uint16) int { return bits.TrailingZeros16(m) + 1 }

func (r *variantRater) fullHouse() bool {
	for u := range 27 {
		at, n := -1, 0
		for _, c := range solve.Units[u] {
			if !r.st.placed[c] {
				at, n = int(c), n+1
			}
		}
		if n == 1 && bits.OnesCount16(r.st.cand[at]) == 1 {
			r.place(at, digitOf(r.st.cand[at]))
			return true
		}
	}
	return false
}

func (r *variantRater) hiddenSingle(from, to int) bool {
	for u := from; u < to; u++ {
		for d := 1; d <= 9; d++ {
			b := uint16(1) << (d - 1)
			at, n := -1, 0
			done := false
			for _, c := range solve.Units[u] {
				if r.st.cand[c]&b != 0 {
					if r.st.placed[c] {
						done = true
						break
					}
					at, n = int(c), n+1
				}
			}
			if !done && n == 0 {
				r.broken = true // no place left for d
				return false
			}
			if !done && n == 1 {
				r.place(at, d)
				return true
			}
		}
	}
	return false
}

func (r *variantRater) nakedSingle() bool {
	for c := range 81 {
		if !r.st.placed[c] && bits.OnesCount16(r.st.cand[c]) == 1 {
			r.place(c, digitOf(r.st.cand[c]))
			return true
		}
	}
	return false
}

// signBounds bounds the two ends of the first sign whose bounds cut.
func (r *variantRater) signBounds() bool {
	for _, s := range r.p.Signs {
		g, l := int(s.Greater), int(s.Lesser)
		hi := 15 - bits.LeadingZeros16(r.st.cand[g]) // g's largest digit, 0..8
		lo := bits.TrailingZeros16(r.st.cand[l])     // l's smallest
		a := r.keep(g, ^(uint16(2)<<lo - 1))
		b := r.keep(l, uint16(1)<<hi-1)
		if a || b {
			return true
		}
	}
	return false
}

// groupSets returns, for the group's cells not yet placed, their count,
// and the sets of distinct digits that can fill them: adding up to what
// the placed digits leave of the sum, using none of those digits, and
// giving each such cell a candidate.
func (r *variantRater) groupSets(g *variantGroup, open []uint8, sets []uint16) ([]uint8, []uint16) {
	open, sets = open[:0], sets[:0]
	rest, used := g.sum, uint16(0)
	for _, c := range g.cells {
		if r.st.placed[c] {
			rest -= digitOf(r.st.cand[c])
			used |= r.st.cand[c]
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
			if r.st.cand[c]&m == 0 {
				ok = false
				break
			}
		}
		if ok {
			sets = append(sets, m)
		}
	}
	return open, sets
}

// narrowToSumSets narrows g's open cells to the union of its sets.
func (r *variantRater) narrowToSumSets(g *variantGroup) bool {
	var buf [9]uint8
	var setBuf [16]uint16
	open, sets := r.groupSets(g, buf[:], setBuf[:])
	if len(open) == 0 {
		return false
	}
	var union uint16
	for _, m := range sets {
		union |= m
	}
	if union == 0 {
		r.broken = true
		return false
	}
	changed := false
	for _, c := range open {
		changed = r.keep(int(c), union) || changed
	}
	return changed
}

func (r *variantRater) cageSumSets(minSize, maxSize int) bool {
	for i := range r.cages {
		if n := len(r.cages[i].cells); n >= minSize && n <= maxSize && r.narrowToSumSets(&r.cages[i]) {
			return true
		}
	}
	return false
}

// assign narrows g's open cells to the digits some assignment of a valid
// set gives them.
func (r *variantRater) assign(g *variantGroup) bool {
	var buf [9]uint8
	var setBuf [16]uint16
	open, sets := r.groupSets(g, buf[:], setBuf[:])
	if len(open) == 0 || len(open) > 7 {
		return false
	}
	var support [9]uint16
	var cand [9]uint16
	for i, c := range open {
		cand[i] = r.st.cand[c]
	}
	for _, m := range sets {
		assignments(cand[:len(open)], m, 0, 0, &[9]uint16{}, &support)
	}
	changed := false
	for i, c := range open {
		changed = r.keep(int(c), support[i]) || changed
	}
	return changed
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

func (r *variantRater) cageAssignments() bool {
	for i := range r.cages {
		if r.assign(&r.cages[i]) {
			return true
		}
	}
	return false
}

// locked is pointing (a digit of a box in one line leaves the rest of the
// line) or claiming (a digit of a line in one box leaves the rest of the
// box).
func (r *variantRater) locked(pointing bool) bool {
	for u := range 27 {
		if (u >= solve.BoxUnit) != pointing {
			continue
		}
		for d := range 9 {
			b := uint16(1) << d
			var buf [9]uint8
			cells := buf[:0]
			for _, c := range solve.Units[u] {
				if r.st.cand[c]&b != 0 {
					if r.st.placed[c] {
						cells = cells[:0]
						break
					}
					cells = append(cells, c)
				}
			}
			if len(cells) < 2 {
				continue
			}
			units, n := sharedUnits(cells)
			for _, v := range units[:n] {
				if v == u {
					continue
				}
				if r.removeOutside(solve.Units[v][:], cells, b) {
					return true
				}
			}
		}
	}
	return false
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

// removeOutside takes b out of the cells of unit that are not in keep.
func (r *variantRater) removeOutside(unit, keep []uint8, b uint16) bool {
	changed := false
	for _, c := range unit {
		if !r.st.placed[c] && !slices.Contains(keep, c) {
			changed = r.remove(int(c), b) || changed
		}
	}
	return changed
}

// cageLocked: a digit every valid set of a cage holds is in the cage, so
// it leaves every cell outside that sees all its places in the cage.
func (r *variantRater) cageLocked() bool {
	var buf [9]uint8
	var setBuf [16]uint16
	for i := range r.cages {
		open, sets := r.groupSets(&r.cages[i], buf[:], setBuf[:])
		if len(open) < 2 || len(sets) == 0 {
			continue
		}
		required := uint16(0x1ff)
		for _, m := range sets {
			required &= m
		}
		for req := required; req != 0; req &= req - 1 {
			b := req & -req
			var atBuf [9]uint8
			at := atBuf[:0]
			for _, c := range open {
				if r.st.cand[c]&b != 0 {
					at = append(at, c)
				}
			}
			if len(at) < 2 {
				continue // a single place is a hidden single in the cage: assignments find it
			}
			changed := false
			for c := range 81 {
				if r.st.placed[c] || r.cageOf[c] == int16(i) || r.st.cand[c]&b == 0 {
					continue
				}
				if seesAll(c, at) {
					changed = r.remove(c, b) || changed
				}
			}
			if changed {
				return true
			}
		}
	}
	return false
}

// seesAll reports whether c shares a unit with every cell of at.
func seesAll(c int, at []uint8) bool {
	for _, a := range at {
		if !peerSet[c].has(int(a)) {
			return false
		}
	}
	return true
}

// nakedSet: k open cells of a house holding k digits between them take
// those digits out of the house's other cells.
func (r *variantRater) nakedSet(k int) bool {
	for u := range 27 {
		var buf [9]uint8
		open := buf[:0]
		for _, c := range solve.Units[u] {
			if !r.st.placed[c] {
				open = append(open, c)
			}
		}
		if len(open) <= k {
			continue
		}
		for _, set := range subsets[k] { // positions in open
			if set >= 1<<len(open) {
				continue
			}
			var union uint16
			for w := set; w != 0; w &= w - 1 {
				union |= r.st.cand[open[lowest(w)]]
			}
			if bits.OnesCount16(union) != k {
				continue
			}
			found := false
			for i, c := range open {
				if set>>i&1 == 0 && r.remove(int(c), union) {
					found = true
				}
			}
			if found {
				return true
			}
		}
	}
	return false
}

// hiddenSet: k digits whose places in a house are k cells leave those
// cells no other digit.
func (r *variantRater) hiddenSet(k int) bool {
	for u := range 27 {
		var digitBuf [9]int
		digits := digitBuf[:0]
		var where [9]uint16 // bit j: the house's j-th cell
		for d := range 9 {
			b := uint16(1) << d
			placed := false
			for j, c := range solve.Units[u] {
				if r.st.cand[c]&b != 0 {
					if r.st.placed[c] {
						placed = true
					}
					where[d] |= 1 << j
				}
			}
			if !placed {
				digits = append(digits, d)
			}
		}
		if len(digits) <= k {
			continue
		}
		for _, set := range subsets[k] { // positions in digits
			if set >= 1<<len(digits) {
				continue
			}
			var cells, mask uint16
			for w := set; w != 0; w &= w - 1 {
				d := digits[lowest(w)]
				cells |= where[d]
				mask |= 1 << d
			}
			if bits.OnesCount16(cells) != k {
				continue
			}
			found := false
			for j, c := range solve.Units[u] {
				if cells>>j&1 != 0 && r.keep(int(c), mask) {
					found = true
				}
			}
			if found {
				return true
			}
		}
	}
	return false
}

// rule45 applies the rule of 45 to each region (cells of whole houses):
// the innies (cells of the region in cages that stick out) and the outies
// (cells outside in those cages) add up to known sums. One open innie or
// outie is placed; with hidden, two to five open ones that share a house
// are a hidden cage, narrowed by its combinations and assignments.
func (r *variantRater) rule45(regions [][]uint8, hidden bool) bool {
	for _, region := range regions {
		var in [81]bool
		for _, c := range region {
			in[c] = true
		}
		total := 45 * len(region) / 9
		var insideBuf, crossingBuf [81]int
		inside, crossing := insideBuf[:0], crossingBuf[:0]
		var seen [128]bool // cages seen (a grid has at most 81)
		ok := true
		for _, c := range region {
			i := int(r.cageOf[c])
			if i < 0 {
				if !r.st.placed[c] {
					ok = false
					break
				}
				total -= digitOf(r.st.cand[c])
				continue
			}
			if seen[i] {
				continue
			}
			seen[i] = true
			whole := true
			for _, q := range r.cages[i].cells {
				whole = whole && in[q]
			}
			if whole {
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
			innieSum -= r.cages[i].sum
		}
		crossSum := 0
		var innieBuf, outieBuf [81]uint8
		innies, outies := innieBuf[:0], outieBuf[:0]
		for _, i := range crossing {
			crossSum += r.cages[i].sum
			for _, q := range r.cages[i].cells {
				if in[q] {
					innies = append(innies, q)
				} else {
					outies = append(outies, q)
				}
			}
		}
		if r.side(innies, innieSum, hidden) || r.side(outies, crossSum-innieSum, hidden) {
			return true
		}
	}
	return false
}

// side uses one side of the rule of 45: cells adding up to sum.
func (r *variantRater) side(cells []uint8, sum int, hidden bool) bool {
	var buf [81]uint8
	open := buf[:0]
	for _, c := range cells {
		if r.st.placed[c] {
			sum -= digitOf(r.st.cand[c])
		} else {
			open = append(open, c)
		}
	}
	switch {
	case len(open) == 1:
		if !hidden {
			if sum < 1 || sum > 9 {
				r.broken = true
				return false
			}
			r.place(int(open[0]), sum)
			return true
		}
	case hidden && len(open) >= 2 && len(open) <= 5 && cellsShareUnit(open):
		g := variantGroup{cells: open, sum: sum}
		return r.narrowToSumSets(&g) || r.assign(&g)
	}
	return false
}

// trial removes a candidate of a cell with two (then three) candidates
// that, placed, leads by the variant's own rungs to a contradiction.
func (r *variantRater) trial() bool {
	for n := 2; n <= 3; n++ {
		for c := range 81 {
			if r.st.placed[c] || bits.OnesCount16(r.st.cand[c]) != n {
				continue
			}
			for m := r.st.cand[c]; m != 0; m &= m - 1 {
				d := digitOf(m & -m)
				if r.contradicts(c, d) {
					r.remove(c, m&-m)
					return true
				}
			}
		}
	}
	return false
}

// contradicts reports whether placing d in c leads to a contradiction by
// the variant's own rungs, those below the classic ones.
func (r *variantRater) contradicts(c, d int) bool {
	saved, tech, value := r.st, r.tech, r.value
	defer func() { r.st, r.broken, r.tech, r.value = saved, false, tech, value }()
	r.place(c, d)
	for !r.broken && r.st.free > 0 {
		if r.next(classicRung) < 0 {
			return false
		}
	}
	return r.broken || !r.p.IsSolution(r.solved())
}
