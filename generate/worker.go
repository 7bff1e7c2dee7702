package generate

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// worker makes puzzles with its own random source and solvers.
type worker struct {
	opts *Options
	id   int
	seq  int
	rng  *rand.Rand
	// slv counts, checks and fills every puzzle the worker makes.
	slv      solve.Solver
	tally    *tally
	groups   []group
	order    [grid.MaxCells]uint16 // group indexes, shuffled per puzzle
	search   *searcher             // nil unless the options call for the search
	scorer   *score.Scorer         // classic puzzles: nil unless the options ask for ratings
	rater    *score.Rater          // the variant kinds: nil unless the options ask for ratings
	variants *variantWorker
	// sized makes the classic puzzles of other sizes than 9 (sized.go);
	// nil for the 9×9 grid and the variant kinds.
	sized *sizedWorker
	// reduced is the rating of the last steered reduction of a shape's
	// givens (steersReduction).
	reduced reducedRating
	// layout is the board of a kind on joined grids (Options.layout),
	// made canonical once: nil for a kind of one grid.
	layout *grid.Layout
}

// splitmix64 scrambles x; it turns (seed, worker) into unrelated PCG
// states, so neighbouring seeds or workers do not give related streams.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

func newWorker(opts *Options, id int, t *tally) *worker {
	w := &worker{
		opts:   opts,
		id:     id,
		rng:    rand.New(rand.NewPCG(splitmix64(opts.Seed), splitmix64(opts.Seed^splitmix64(uint64(id)+1)))),
		tally:  t,
		groups: orbitsAt[opts.Kind.Size()][opts.Symmetry],
	}
	if w.layout = opts.layout(); w.layout != nil {
		w.groups, _ = joinedOrbits(w.layout, opts.Symmetry) // Validate refused the others
	}
	if opts.Kind.Size() != 9 && opts.Kind.Features() == puzzle.Classic {
		w.sized = newSizedWorker(opts)
	}
	if opts.search() {
		w.search = newSearcher(w)
	}
	so := []score.Option{score.WithScale(opts.Scale), score.WithRateTimeout(opts.RateTimeout)}
	// A puzzle rated above the target, or needing trial the options do
	// not allow, is not kept: its rating may stop as soon as that is sure.
	if opts.Rating.HasMax {
		so = append(so, score.WithCeiling(rating.Value(opts.Rating.Max)))
	}
	if opts.Kind != puzzle.Classic && !opts.Trial {
		so = append(so, score.WithoutTrial())
	}
	switch {
	case opts.Kind != puzzle.Classic && opts.Rate:
		// Rated by finishVariant, on the variant ladder.
		w.rater = score.NewRater(so...)
	case opts.Kind == puzzle.Classic && (opts.Rate || opts.StableK > 0):
		if opts.Rate {
			so = append(so, score.WithRating())
		}
		w.scorer = score.NewScorer(append(so, score.WithStable(opts.StableK))...)
	}
	return w
}

// run makes puzzles until quota have been sent (quota < 0: no limit) or
// ctx is done.
func (w *worker) run(ctx context.Context, quota int, send func(*Result)) {
	var p Result
	for quota != 0 {
		select {
		case <-ctx.Done():
			return
		default:
		}
		var ok bool
		switch {
		case w.sized != nil:
			ok = w.randomSized(ctx, &p)
		case w.opts.Kind != puzzle.Classic:
			ok = w.randomVariant(ctx, &p)
		case w.search != nil:
			ok = w.search.next(ctx, &p)
		default:
			ok = w.random(&p)
		}
		if !ok || w.scorer != nil && !w.rate(&p) {
			continue
		}
		p.Worker, p.Seq = w.id, w.seq
		w.seq++
		send(&p)
		if quota > 0 {
			quota--
		}
	}
}

// random makes one random puzzle into p and reports whether it is inside
// the targets.
func (w *worker) random(p *Result) bool {
	w.slv.FillNine(w.rng, p.Solution.AsNine())
	p.Puzzle.Givens = p.Solution
	var complete bool
	g, sol := p.Puzzle.Givens.AsNine(), p.Solution.AsNine()
	p.Clues, complete = w.reduce(&p.Puzzle.Givens, &p.Solution, w.clueTarget(), func(grp *group) bool { return w.removable(g, sol, grp) }, nil)
	// A complete pass without symmetry is minimal by construction.
	return w.finish(p, complete && w.opts.Symmetry == None)
}

// finish scores p.Puzzle.Givens with the seed solver, fills in p and reports
// whether p is inside the targets; it counts p as an attempt, and as a
// rejection when it is not. isMinimal says p is known to be minimal.
func (w *worker) finish(p *Result, isMinimal bool) bool {
	r := w.slv.CountNine(p.Puzzle.Givens.Nine())
	if r.Solutions != 1 || r.Solution != p.Solution {
		// The Checker and the seed solver count the same solutions;
		// this is a bug, not a puzzle to store.
		panic("generate: puzzle " + p.Puzzle.Givens.Nine().String() + " is not unique for the seed solver")
	}
	p.Score, p.Nodes, p.HasScore = r.Score, r.Nodes, true
	p.Puzzle.Cages, p.Puzzle.Signs = nil, nil
	p.Symmetry = w.opts.Symmetry
	w.tally.scored(p.Puzzle.Givens.AsNine(), p.Score)
	ok := w.opts.Clues.Contains(p.Clues) && w.opts.Score.Contains(p.Score)
	p.Minimal = ok && (isMinimal || w.minimal(p.Puzzle.Givens.AsNine(), p.Solution.AsNine()))
	if ok && w.opts.Minimal && !p.Minimal {
		ok = false
	}
	if !ok {
		w.tally.rejected.Add(1)
	}
	return ok
}

// rate fills in p's ratings and reports whether p is inside the rating
// target; it counts p as a rejection when it is not. Rating comes last,
// on the puzzles inside every other target, since it costs the most.
func (w *worker) rate(p *Result) bool {
	// finish has solved p: only the ratings are left to compute.
	var ok bool
	p.Path, p.Stable, ok = w.scorer.RatingsIf(p.Puzzle.Givens.Nine(), func(path *rating.Path) bool {
		return w.opts.Rating.Contains(int(path.Rating.Value))
	})
	if !ok {
		w.tally.rejected.Add(1)
	}
	return ok
}

// clueTarget returns the clue count at which removal stops: 0 (go on
// until no group can go) for minimal puzzles or without a clue maximum,
// else a count drawn uniformly from the clue range.
func (w *worker) clueTarget() int {
	c := w.opts.Clues
	if w.opts.Minimal || !c.HasMax {
		return 0
	}
	lo := fewestClues(w.opts.Kind.Size())
	if c.HasMin {
		lo = max(c.Min, lo)
	}
	if lo >= c.Max {
		return c.Max
	}
	return lo + w.rng.IntN(c.Max-lo+1)
}

// reduce removes the clues of g, group by group in random order, while g
// stays unique, and stops when g has target clues or fewer (never below
// the clue minimum when the puzzle need not be minimal). g must be unique
// with solution sol. removable says whether g stays unique without a
// group's clues (w.removable for a classic puzzle). bulk, when not nil,
// says whether g is unique: the first groups then go together, down to
// bulkClues clues, with one call of bulk; when g is not unique so, they
// are put back and taken one by one like the rest. Uniqueness lost by
// no subset of them, that gives g just what one by one would. It
// returns the number of clues left and whether every group was tried.
func (w *worker) reduce(g, sol *grid.Grid, target int, removable func(*group) bool, bulk func() bool) (clues int, complete bool) {
	n := len(w.groups)
	for i := range n {
		w.order[i] = uint16(i)
	}
	for i := n - 1; i > 0; i-- {
		j := w.rng.IntN(i + 1)
		w.order[i], w.order[j] = w.order[j], w.order[i]
	}
	clues = g.Clues()
	floor := 0
	if !w.opts.Minimal && w.opts.Clues.HasMin {
		floor = w.opts.Clues.Min
	}
	complete = true
	first := 0
	if bulk != nil {
		start := clues
		for ; first < n; first++ {
			grp := &w.groups[w.order[first]]
			if clues-int(grp.n) < max(target, floor, w.bulkClues()) {
				break
			}
			for _, c := range grp.cells[:grp.n] {
				g[c] = 0
			}
			clues -= int(grp.n)
		}
		if !bulk() {
			for _, gi := range w.order[:first] {
				for _, c := range w.groups[gi].cells[:w.groups[gi].n] {
					g[c] = sol[c]
				}
			}
			clues, first = start, 0
		}
	}
	for _, gi := range w.order[first:n] {
		if clues <= target {
			return clues, false
		}
		grp := &w.groups[gi]
		if g[grp.cells[0]] == 0 {
			continue
		}
		if clues-int(grp.n) < floor {
			complete = false
			continue
		}
		if removable(grp) {
			for _, c := range grp.cells[:grp.n] {
				g[c] = 0
			}
			clues -= int(grp.n)
		}
	}
	return clues, complete
}

// removable reports whether g, unique with solution sol, stays unique
// without the clues of grp.
//
// Another solution of g without the group must differ from sol in some
// cell of the group. Case i covers the solutions that agree with sol on
// the group's first i cells and differ on cell i: so the group is
// removable exactly when, for every i, g without cells i.. of the group
// has no solution with another digit at cell i.
func (w *worker) removable(g, sol *grid.Nine, grp *group) bool {
	h := *g
	for _, c := range grp.cells[:grp.n] {
		h[c] = 0
	}
	for _, c := range grp.cells[:grp.n] {
		if w.slv.CheckNine(h, solve.Query{Limit: 1, Cell: int(c), Digit: sol[c]}) != 0 {
			return false
		}
		h[c] = sol[c]
	}
	return true
}

// minimal reports whether removing any single clue of g, unique with
// solution sol, leaves it with a second solution.
func (w *worker) minimal(g, sol *grid.Nine) bool {
	for c := range g {
		if g[c] == 0 {
			continue
		}
		h := *g
		h[c] = 0
		if w.slv.CheckNine(h, solve.Query{Limit: 1, Cell: c, Digit: sol[c]}) == 0 {
			return false
		}
	}
	return true
}
