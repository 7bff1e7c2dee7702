package score

import (
	"math"
	"slices"
	"time"

	"github.com/puzzlebook/sudoku/rating"
)

// step is one solving step: eliminations and, for steps that prove a
// value, the placement.
type step struct {
	tech  rating.Technique
	value rating.Value
	cell  int // cell to place, or -1
	digit int
	elim  [maxCells]digitMask // candidates to remove, per cell
	// loop is a cycle's nodes (candidate<<1 | 1 if on), from its start
	// round to the start again, for the explanation (explaincells.go).
	loop []uint16
	// What a killer or greater-than step reasons with, which its rung
	// records as it finds it (the classic rungs' patterns are worked out
	// again when a path is explained: explaincells.go): its cells, the
	// cages and signs (indexes into the rules'), the houses, and a note
	// saying the arithmetic or the digit sets it used.
	cells        cellSet
	cages, signs []int
	houses       []int
	note         string
}

func (h *step) reset(t rating.Technique, value rating.Value) {
	h.tech, h.value, h.cell, h.digit = t, value, -1, 0
	h.elim = [maxCells]digitMask{}
	h.loop = nil
	h.cells, h.cages, h.signs, h.houses, h.note = cellSet{}, h.cages[:0], h.signs[:0], h.houses[:0], ""
}

func (h *step) setPlace(t rating.Technique, value rating.Value, c, d int) {
	h.reset(t, value)
	h.cell, h.digit = c, d
}

// elimDigit removes d from every cell of s.
func (h *step) elimDigit(s cellSet, d int) {
	for c := range s.all() {
		h.elim[c] |= 1 << d
	}
}

// Rater rates puzzles with the technique ladder of one Scale. It keeps
// its scratch storage between puzzles, so a Rater reused for many puzzles
// allocates little; it is not safe for concurrent use. While fewer
// goroutines rate than GOMAXPROCS, its nested forcing chains share their
// work with a helper goroutine on the idle core; the rating is the same.
type Rater struct {
	scale   rating.Scale
	timeout time.Duration
	clock   clock
	ladder  []finder
	// ceiling and noTrial cut a rating short (WithCeiling, WithoutTrial);
	// least[i] is the least value of the rungs from ladder[i] on.
	ceiling rating.Value
	noTrial bool
	least   []rating.Value
	// cutTrial is set while a rating WithoutTrial runs (not an
	// explanation): the forcing chain of cages and signs then takes the
	// first chain it finds.
	cutTrial bool
	// ru are the rules of the puzzle being rated: classicRules, or a
	// variant's (RatePuzzle), kept in variantRules.
	ru           *puzzleRules
	variantRules puzzleRules
	b            board
	h            step // the step the last rung found
	steps        int  // changes to b (loads and steps): tells searches whether what they kept is current
	// rating is the rating so far: the chain searches take the first step
	// no harder than it instead of the easiest, since the rating is the
	// hardest step's.
	rating rating.Value
	chain  *chainer
	links  linkSearch
	// alignedMiss is, per degree (pairs, triples), the last grid aligned
	// exclusion searched in vain (aligned.go); bugs is bug's storage.
	alignedMiss [2]alignedMiss
	bugs        bugScratch
	// alignedBase and alignedExcl are aligned exclusion's base cells and
	// their excluders, third its table of what a three-candidate excluder
	// leaves (aligned.go).
	alignedBase perCell[cellIndex]
	alignedExcl perCell[cellSet]
	third       [maxN][maxN]digitMask
	// The digits and houses in which the basic rungs last found nothing
	// (basic.go): locked candidates (by direct), fish and naked sets (by
	// size), hidden sets (by direct, size).
	lockMiss   [2]digitPatterns
	fishMiss   [5]digitPatterns
	nakedMiss  [5]unitPatterns
	hiddenMiss [2][5]unitPatterns
	// memoGeo is the geometry of the grids that what the rungs remember
	// between steps (the misses above, the chains' tables) describes: a
	// peer or a house is that geometry's (useGeometry).
	memoGeo *geometry
	// trace, when set, sees every step before it is applied (tests, and
	// the explanation of explain.go).
	trace func(b *board, h *step)
	// above, when set (RateWhereAbove), sees the board where the path
	// first goes above the ceiling, before the rating stops there.
	above func(b *board)
	// prune, when set, sees the board as loaded and may take candidates
	// out, reporting false if it leaves a contradiction: the explanation
	// continues from a position with pencil marks so.
	prune func(b *board) bool
	// other rates the grids this package's tables do not hold (dims.go).
	other otherSizes
}

// DefaultRateTimeout bounds the time the technique rating spends on one
// puzzle unless WithRateTimeout says otherwise. Nested forcing chains
// (SE 9.5 and up) can take far longer on a few puzzles; past the bound
// the rating is an estimate (Rating.Estimated).
const DefaultRateTimeout = 10 * time.Second

// NewRater returns a Rater. Of the options, WithScale (the default is
// SE), WithRateTimeout (the default is DefaultRateTimeout), WithCeiling
// and WithoutTrial apply; WithRating and WithStable are the Scorer's.
func NewRater(opts ...Option) *Rater {
	st := defaultSettings()
	for _, o := range opts {
		o(&st)
	}
	return newRater(st)
}

func newRater(st settings) *Rater {
	return &Rater{scale: st.scale, timeout: st.timeout, ladder: ladders[st.scale], ru: classicRules, ceiling: st.ceiling, noTrial: st.noTrial}
}

// Scale returns the scale r rates on.
func (r *Rater) Scale() rating.Scale { return r.scale }

// maxSteps bounds a path: every step places a digit or removes a
// candidate, and a grid has 81 cells and 729 candidates.
const maxSteps = maxCells + nCand

// rateAsGiven runs the ladder on g as it is.
func (r *Rater) rateAsGiven(g givens) rating.Path {
	busy.Add(1)
	defer busy.Add(-1)
	p := rating.Path{Rating: rating.Rating{Scale: r.scale}}
	r.steps++ // a new grid: nothing cached is valid
	r.useGeometry(r.ru.geo)
	r.clock = clock{}
	if r.timeout > 0 {
		r.clock.deadline = time.Now().Add(r.timeout)
	}
	if !r.b.load(g, r.ru) || r.prune != nil && !r.prune(&r.b) {
		return p
	}
	// An explanation goes to the end.
	ceiling := r.ceiling
	if r.trace != nil {
		ceiling = 0
	}
	r.cutTrial = r.noTrial && r.trace == nil
	if ceiling > 0 {
		r.leastFrom()
	}
	for steps := 0; r.b.free > 0; steps++ {
		r.rating = p.Rating.Value
		least, found, cut := r.next(ceiling)
		if cut {
			if r.above != nil {
				r.above(&r.b)
			}
			// Every rung left is harder than the ceiling: so is the rest
			// of the path, whether a rung finds its step or none does
			// (the estimates past the ladder start above every rung).
			if least > p.Rating.Value {
				p.Rating.Value, p.Rating.Technique = least, rating.Unnamed
			}
			p.Rating.Estimated = true
			break
		}
		stop := found && (ceiling > 0 && r.h.value > ceiling || r.cutTrial && r.h.tech == rating.RuleChain)
		if stop && r.above != nil {
			r.above(&r.b)
		}
		if steps == maxSteps || !found || !r.apply() {
			// The estimate needs a few hundred propagations, which the
			// clock must not stop.
			r.clock = clock{}
			if r.ru.classic() {
				p.Add(rating.Beyond, max(r.beyondValue(), least))
			} else {
				// The variant ladder leaves out the dynamic chains, whose
				// value the estimate starts at.
				p.Add(rating.BeyondRules, max(vBeyondRules, least))
			}
			p.Rating.Estimated = true
			break
		}
		p.Add(r.h.tech, r.h.value)
		if stop {
			p.Rating.Estimated = true
			break
		}
	}
	r.cutTrial = false
	return p
}

// useGeometry readies what the rungs remember between steps for grids
// of geometry geo: all of it holds for another grid of the same geometry
// (each rung checks that the grid is one it remembers), nothing of it for
// another geometry, whose houses and peers are others.
func (r *Rater) useGeometry(geo *geometry) {
	if r.memoGeo == geo {
		return
	}
	r.memoGeo = geo
	r.alignedMiss = [2]alignedMiss{}
	r.lockMiss, r.fishMiss = [2]digitPatterns{}, [5]digitPatterns{}
	for i := range r.nakedMiss {
		r.nakedMiss[i].forget(geo)
		r.hiddenMiss[0][i].forget(geo)
		r.hiddenMiss[1][i].forget(geo)
	}
	if r.chain != nil {
		r.chain.forget()
	}
}

// forget forgets what ch and its inner producers and helper remember of
// the grids they met (useGeometry).
func (ch *chainer) forget() {
	ch.nishioFree = digitPatterns{}
	u := &ch.unary
	u.xFree, u.adjValid = digitPatterns{}, false
	clear(u.xm.entries)
	u.xm.offers, u.xm.parents = u.xm.offers[:0], u.xm.parents[:0]
	if ch.memo != nil {
		ch.memo.valid = false
	}
	for _, in := range ch.inner {
		if in != nil {
			in.forget()
		}
	}
	if ch.help != nil {
		ch.help.ch.forget()
	}
}

// leastFrom fills r.least for r.ladder.
func (r *Rater) leastFrom() {
	r.least = slices.Grow(r.least[:0], len(r.ladder))[:len(r.ladder)]
	least := rating.Value(math.MaxInt)
	for i := len(r.ladder) - 1; i >= 0; i-- {
		least = min(least, r.ladder[i].value)
		r.least[i] = least
	}
}

// beyondValue estimates SE's rating of a grid the ladder could not
// advance in time (or at all), in tenths from 10.0 to 11.9. The value of
// nested forcing chains grows with how little each assumption implies; so
// the estimate is 16.7 - 1.87 ln m, where m is the mean number of
// candidates that assuming one candidate true turns off in a dynamic (+)
// propagation. The two constants are a least-squares fit on the first
// half of the rated puzzles of the forum's hardest list of 2011 (SE
// 9.7-11.9).
func (r *Rater) beyondValue() rating.Value {
	geo := r.ru.geo
	ch := r.chainer()
	ch.fit(r.ru.geo)
	if ch.mode != modePlus || ch.haveStep != r.steps {
		ch.mode = modePlus
		ch.have.reset()
		ch.haveStep = r.steps
	}
	offs, n := 0, 0
	for c := range r.ru.geo.ncells {
		for m := r.b.cand[c]; m != 0; m &= m - 1 {
			offs += len(ch.runOn(geo.cand(c, lowest(m))).offList)
			n++
		}
	}
	if n == 0 || offs == 0 {
		return vBeyond
	}
	v := rating.Value(math.Round(167 - 18.7*math.Log(float64(offs)/float64(n))))
	return min(max(v, vBeyond), vBeyondMax)
}

// next finds the next step with the easiest technique that has one. When
// none has one, or time runs out, it returns the least value a step could
// still have: the value of the rung that was searching. With a ceiling
// (> 0), it stops, cut, before the first rung from which every rung left
// is harder than the ceiling, returning their least value.
func (r *Rater) next(ceiling rating.Value) (least rating.Value, found, cut bool) {
	for i, f := range r.ladder {
		if ceiling > 0 && r.least[i] > ceiling {
			return r.least[i], false, true
		}
		if f.find(r) {
			return 0, true, false
		}
		if r.clock.expired {
			return f.value, false, false
		}
	}
	return 0, false, false
}

// finder is one rung of a ladder: a search that sets r.h and reports
// whether it found a step.
type finder struct {
	// name is the rung's name in test messages; tech is its first
	// technique, the one of its value, by which the variant ladder picks
	// the classic rungs it takes.
	name string
	tech rating.Technique
	find func(r *Rater) bool
	// sukaku marks the rungs only Sukaku Explainer has.
	sukaku bool
	// value is the rung's value: the least its steps have (chains add a
	// length bonus), by which the variant ladder merges its rungs in.
	value rating.Value
}

// rungs lists the searches in the order Sudoku Explainer tries them, with
// the rungs Sukaku Explainer adds at the place of their value; each runs
// only when all earlier ones found nothing.
var rungs = []finder{
	{"hidden single", rating.FullHouse, (*Rater).hiddenSingle, false, vFullHouse},
	{"direct pointing/claiming", rating.DirectPointing, func(r *Rater) bool { return r.locking(true) }, false, vDirectPointing},
	{"direct hidden pair", rating.DirectHiddenPair, func(r *Rater) bool { return r.hiddenSet(2, true) }, false, vDirectPair},
	{"naked single", rating.NakedSingle, (*Rater).nakedSingle, false, vNakedSingle},
	{"direct hidden triple", rating.DirectHiddenTriple, func(r *Rater) bool { return r.hiddenSet(3, true) }, false, vDirectTriple},
	{"pointing/claiming", rating.Pointing, func(r *Rater) bool { return r.locking(false) }, false, vPointing},
	{"naked pair", rating.NakedPair, func(r *Rater) bool { return r.nakedSet(2) }, false, vNakedPair},
	{"x-wing", rating.XWing, func(r *Rater) bool { return r.fish(2) }, false, vXWing},
	{"hidden pair", rating.HiddenPair, func(r *Rater) bool { return r.hiddenSet(2, false) }, false, vHiddenPair},
	{"naked triple", rating.NakedTriple, func(r *Rater) bool { return r.nakedSet(3) }, false, vNakedTriple},
	{"swordfish", rating.Swordfish, func(r *Rater) bool { return r.fish(3) }, false, vSwordfish},
	{"hidden triple", rating.HiddenTriple, func(r *Rater) bool { return r.hiddenSet(3, false) }, false, vHiddenTriple},
	{"2 strong links", rating.TurbotFish, func(r *Rater) bool { return r.strongLinks(2) }, true, strongLinkBase2},
	{"xy-wing", rating.XYWing, func(r *Rater) bool { return r.xyWing(false) }, false, vXYWing},
	{"xyz-wing", rating.XYZWing, func(r *Rater) bool { return r.xyWing(true) }, false, vXYZWing},
	{"unique rectangle/loop", rating.UniqueRectangle, (*Rater).uniqueLoops, false, vUnique},
	{"naked quad", rating.NakedQuad, func(r *Rater) bool { return r.nakedSet(4) }, false, vNakedQuad},
	{"jellyfish", rating.Jellyfish, func(r *Rater) bool { return r.fish(4) }, false, vJellyfish},
	{"hidden quad", rating.HiddenQuad, func(r *Rater) bool { return r.hiddenSet(4, false) }, false, vHiddenQuad},
	{"3 strong links", rating.ThreeStrongLinks, func(r *Rater) bool { return r.strongLinks(3) }, true, strongLinkBase3},
	{"wxyz-wing", rating.WXYZWing, func(r *Rater) bool { return r.alsWing(3) }, true, vWXYZ},
	{"bug", rating.BUG, (*Rater).bug, false, vBUG},
	{"4 strong links", rating.FourStrongLinks, func(r *Rater) bool { return r.strongLinks(4) }, true, strongLinkBase4},
	{"vwxyz-wing", rating.VWXYZWing, func(r *Rater) bool { return r.alsWing(4) }, true, vVWXYZ},
	{"aligned pair exclusion", rating.AlignedPairExclusion, (*Rater).alignedPair, false, vAPE},
	{"5 strong links", rating.FiveStrongLinks, func(r *Rater) bool { return r.strongLinks(5) }, true, strongLinkBase5},
	{"6 strong links", rating.SixStrongLinks, func(r *Rater) bool { return r.strongLinks(6) }, true, strongLinkBase6},
	{"cycles and forcing chains", rating.XCycle, (*Rater).unaryChains, false, vCycle},
	{"aligned triple exclusion", rating.AlignedTripleExclusion, (*Rater).alignedTriple, false, vATE},
	{"nishio forcing chains", rating.NishioForcingChain, func(r *Rater) bool { return r.multiChains(modeNishio) }, false, vNishio},
	{"multiple forcing chains", rating.CellForcingChain, func(r *Rater) bool { return r.multiChains(modeMultiple) }, false, vMultiple},
	{"dynamic forcing chains", rating.DynamicForcingChain, func(r *Rater) bool { return r.multiChains(modeDynamic) }, false, vDynamic},
	{"dynamic forcing chains (+)", rating.DynamicForcingChainPlus, func(r *Rater) bool { return r.multiChains(modePlus) }, false, vDynamicPlus},
	{"nested forcing chains (+ forcing chains)", rating.NestedForcingChain, func(r *Rater) bool { return r.multiChains(modeNested[2]) }, false, vNested2},
	{"nested forcing chains (+ multiple forcing chains)", rating.NestedMultipleForcingChain, func(r *Rater) bool { return r.multiChains(modeNested[3]) }, false, vNested3},
	{"nested forcing chains (+ dynamic forcing chains)", rating.NestedDynamicForcingChain, func(r *Rater) bool { return r.multiChains(modeNested[4]) }, false, vNested4},
	{"nested forcing chains (+ dynamic forcing chains (+ forcing chains))", rating.DoublyNestedForcingChain, func(r *Rater) bool { return r.multiChains(modeNested[5]) }, false, vNested5},
}

// ladders holds each scale's rungs: Sukaku's all of them, SE's all but
// those Sukaku Explainer adds.
var ladders [rating.NumScales][]finder

func init() {
	for _, f := range rungs {
		ladders[rating.Sukaku] = append(ladders[rating.Sukaku], f)
		if !f.sukaku {
			ladders[rating.SE] = append(ladders[rating.SE], f)
		}
	}
}

// apply carries out r.h. It reports false, applying nothing, if the step
// would change nothing or contradicts the grid (a bug, or a puzzle without
// a unique solution).
func (r *Rater) apply() bool {
	b, h := &r.b, &r.h
	if r.trace != nil {
		r.trace(b, h)
	}
	progress := false
	ncells := b.ru.geo.ncells
	for c := range ncells {
		e := h.elim[c] & b.cand[c]
		if e == 0 {
			continue
		}
		if e == b.cand[c] && (h.cell != c) {
			return false
		}
		progress = true
	}
	if h.cell >= 0 {
		if !b.has(h.cell, h.digit) {
			return false
		}
		progress = true
	}
	if !progress {
		return false
	}
	for c := range ncells {
		for e := h.elim[c] & b.cand[c]; e != 0; e &= e - 1 {
			if d := lowest(e); c != h.cell || d != h.digit {
				b.remove(c, d)
			}
		}
	}
	if h.cell >= 0 {
		b.place(h.cell, h.digit)
	}
	r.steps++
	return true
}
