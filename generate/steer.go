package generate

import (
	"github.com/puzzlebook/sudoku/rating"
)

// Steering an easy killer. A killer without givens almost never rates
// easy: the easy band (below 1.6) leaves cage combinations, full houses
// and hidden singles, and a killer's path nearly always needs an innie
// (1.8) or a naked single (2.3) somewhere; no random layout in 20,000
// managed it (docs/commands.md). So under a rating target with a
// maximum, where Options.Givens allows givens, a killer rated above the
// target gets the digit of the cell its hardest step places (or
// narrows), the step a reader would be stuck on, and is rated again,
// until it comes inside or runs out of givens: the last split of a cage,
// and what the easy killers of puzzle apps do.

// steers reports whether a rated puzzle above the rating target may be
// made easier with givens: a kind with cages, a maximum, givens allowed,
// and nothing a given would make stale (a seed score, minimality).
func (w *worker) steers() bool {
	return w.opts.Kind.HasCages() && w.opts.Rating.HasMax && w.opts.Givens > 0 && w.opts.Score.IsAll() && !w.opts.Minimal
}

// ratedInside reports whether p's rating is inside the target, and needs
// no trial unless the options allow it.
func (w *worker) ratedInside(p *Result) bool {
	return w.opts.Rating.Contains(int(p.Rating.Value)) && (w.opts.Trial || !p.NeedsTrial())
}

// tooHard reports whether p is rated above the target, or needs trial
// the options do not allow.
func (w *worker) tooHard(p *Result) bool {
	return int(p.Rating.Value) > w.opts.Rating.Max || !w.opts.Trial && p.NeedsTrial()
}

// steer gives p, rated outside the target, the digit of a cell where its
// path is hardest while it is too hard, up to Options.Givens givens in
// all, and reports whether it came inside the target; p's clues and
// rating are then its own.
//
// The explanation of each puzzle with one more given is its rating too
// (the same path, step for step, as a rating without limits), so each
// takes one run of the ladder.
func (w *worker) steer(p *Result) bool {
	var e rating.Explanation
	for explained := false; w.tooHard(p) && p.Clues < w.opts.Givens; explained = true {
		if !explained {
			e = w.rater.ExplainPuzzle(&p.Puzzle)
		}
		c, ok := hardestCell(&e)
		if !ok {
			return false
		}
		// A given adds a constraint: p stays unique.
		p.Puzzle.Givens[c] = p.Solution[c]
		p.Clues++
		e = w.rater.ExplainPuzzle(&p.Puzzle)
		p.Path = e.Path
	}
	return w.ratedInside(p) && w.opts.Clues.Contains(p.Clues)
}

// hardestCell is the first cell e's first hardest step places, or else
// the first it narrows.
func hardestCell(e *rating.Explanation) (int, bool) {
	hardest := -1
	for i, s := range e.Steps {
		if hardest < 0 || s.Value > e.Steps[hardest].Value {
			hardest = i
		}
	}
	if hardest < 0 {
		return 0, false
	}
	switch s := &e.Steps[hardest]; {
	case len(s.Placements) > 0:
		return s.Placements[0].Cell, true
	case len(s.Eliminations) > 0:
		return s.Eliminations[0].Cell, true
	}
	return 0, false
}
