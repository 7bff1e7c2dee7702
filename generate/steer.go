package generate

// Steering an easy killer. A killer without givens almost never rates
// easy: the easy band (below 1.6) leaves cage combinations, full houses
// and hidden singles, and a killer's path nearly always needs an innie
// (1.8) or a naked single (2.3) somewhere; no random layout in 20,000
// managed it (docs/commands.md). So under a rating target with a
// maximum, where Options.Givens allows givens, a killer rated above the
// target gets a given where its path first goes above the target (the
// empty cell with the most candidates there, score.RateWhereAbove: the
// one a reader knows least about where they are stuck) and is rated
// again, until it comes inside or runs out of givens: the last split of a
// cage, and what the easy killers of puzzle apps do. Each rating stops
// where the path goes above the target, so a given costs a fraction of a
// whole rating.

// steers reports whether a rated puzzle above the rating target may be
// made easier with givens: a kind with cages under a maximum, or a
// greater-than sudoku past 12×12 under a maximum or without trial
// (signsTakeGivens), givens allowed, and nothing a given would make stale
// (a seed score, minimality).
func (w *worker) steers() bool {
	k, r := w.opts.Kind, w.opts.Rating
	aimed := k.HasCages() && r.HasMax || signsTakeGivens(k) && (r.HasMax || !w.opts.Trial)
	return aimed && w.opts.Givens > 0 && w.opts.Score.IsAll() && !w.opts.Minimal
}

// ratedInside reports whether p's rating is inside the target, and needs
// no trial unless the options allow it.
func (w *worker) ratedInside(p *Result) bool {
	return w.opts.Rating.Contains(int(p.Rating.Value)) && (w.opts.Trial || !p.NeedsTrial())
}

// tooHard reports whether p is rated above the target, or needs trial
// the options do not allow.
func (w *worker) tooHard(p *Result) bool {
	return w.opts.Rating.HasMax && int(p.Rating.Value) > w.opts.Rating.Max || !w.opts.Trial && p.NeedsTrial()
}

// steer gives p, rated above the target with cell the one to give there
// (above: RateWhereAbove found one), that cell's digit and rates it
// again, while it is too hard, up to Options.Givens givens in all, and
// reports whether it came inside the target; p's clues and rating are
// then its own: a rating under the ceiling that reaches the end is the
// one RatePuzzle gives, the ladder taking the steps it takes without one.
func (w *worker) steer(p *Result, cell int, above bool) bool {
	for ; w.tooHard(p) && p.Clues < w.opts.Givens; p.Path, cell, above = w.rater.RateWhereAbove(&p.Puzzle) {
		if !above {
			return false
		}
		// A given adds a constraint: p stays unique.
		p.Puzzle.Givens[cell] = p.Solution[cell]
		p.Clues++
	}
	return w.ratedInside(p) && w.opts.Clues.Contains(p.Clues)
}
