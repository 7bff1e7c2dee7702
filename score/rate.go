package score

import (
	"github.com/puzzlebook/sudoku/solve"
)

// hint is one solving step: eliminations and, for steps that prove a
// value, the placement.
type hint struct {
	tech  Technique
	diff  int // value in tenths
	cell  int // cell to place, or -1
	digit int
	elim  [81]uint16 // candidates to remove, per cell
}

func (h *hint) reset(t Technique, diff int) {
	h.tech, h.diff, h.cell, h.digit = t, diff, -1, 0
	h.elim = [81]uint16{}
}

func (h *hint) setPlace(t Technique, diff, c, d int) {
	h.reset(t, diff)
	h.cell, h.digit = c, d
}

// elimDigit removes d from every cell of s.
func (h *hint) elimDigit(s cellSet, d int) {
	for c := range s.all() {
		h.elim[c] |= 1 << d
	}
}

// Path summarises a logical solution path: the value of its hardest step
// and how many steps each technique took.
type Path struct {
	// Rating is the value of the hardest step; the zero Rating when the
	// puzzle was not rated.
	Rating Rating
	// Hardest is the technique of the first step with that value.
	Hardest Technique
	// Steps counts the steps per technique.
	Steps StepCounts
}

// Rater rates puzzles with the technique ladder. It keeps its scratch
// storage between puzzles, so a Rater reused for many puzzles allocates
// little; it is not safe for concurrent use.
type Rater struct {
	b     board
	h     hint
	chain *chainer
	links linkSearch
	canon canonSearch
	// trace, when set, sees every step before it is applied (tests).
	trace func(b *board, h *hint)
}

// NewRater returns a Rater.
func NewRater() *Rater { return &Rater{} }

// Rate rates a puzzle that has exactly one solution (for other puzzles
// the result is meaningless). Isomorphic puzzles get the same Path: the
// ladder runs on the puzzle's canonical form (see canonical).
func (r *Rater) Rate(g solve.Grid) Path {
	return r.rateAsGiven(r.canon.run(g))
}

// maxSteps bounds a path: every step places a digit or removes a
// candidate, and a grid has 81 cells and 729 candidates.
const maxSteps = 81 + 729

// rateAsGiven runs the ladder on g as it is.
func (r *Rater) rateAsGiven(g solve.Grid) Path {
	var p Path
	if !r.b.load(g) {
		return p
	}
	for steps := 0; r.b.free > 0; steps++ {
		if steps == maxSteps || !r.next() || !r.apply() {
			p.add(Beyond, vBeyond)
			break
		}
		p.add(r.h.tech, r.h.diff)
	}
	return p
}

func (p *Path) add(t Technique, diff int) {
	p.Steps[t]++
	if Rating(diff) > p.Rating {
		p.Rating, p.Hardest = Rating(diff), t
	}
}

// next finds the next step with the easiest technique that has one.
func (r *Rater) next() bool {
	return r.hiddenSingle() ||
		r.locking(true) ||
		r.hiddenSet(2, true) ||
		r.nakedSingle() ||
		r.hiddenSet(3, true) ||
		r.locking(false) ||
		r.nakedSet(2) ||
		r.fish(2) ||
		r.hiddenSet(2, false) ||
		r.nakedSet(3) ||
		r.fish(3) ||
		r.hiddenSet(3, false) ||
		r.strongLinks(2) ||
		r.xyWing(false) ||
		r.xyWing(true) ||
		r.uniqueLoops() ||
		r.nakedSet(4) ||
		r.fish(4) ||
		r.hiddenSet(4, false) ||
		r.strongLinks(3) ||
		r.alsWing(3) ||
		r.bug() ||
		r.strongLinks(4) ||
		r.alsWing(4) ||
		r.alignedPair() ||
		r.strongLinks(5) ||
		r.strongLinks(6) ||
		r.chains()
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
	for c := 0; c < 81; c++ {
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
	for c := 0; c < 81; c++ {
		for e := h.elim[c] & b.cand[c]; e != 0; e &= e - 1 {
			if d := lowest(e); c != h.cell || d != h.digit {
				b.remove(c, d)
			}
		}
	}
	if h.cell >= 0 {
		b.place(h.cell, h.digit)
	}
	return true
}
