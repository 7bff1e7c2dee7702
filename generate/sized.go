package generate

import (
	"context"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// Grids of other sizes than 9×9 (4×4 to 16×16, docs/shapes.md), with
// boxes of any shape, as publishers make them: a random solution grid,
// then clues taken away group by group of the symmetry (half-turn by
// default: all but two of 224 published puzzles of 6×6 to 16×16 were),
// in random order, while the puzzle stays unique, down to a clue count
// drawn from the size's range (DefaultClues), or to a minimal puzzle. It
// is the classic generator of worker.go at size N: the same reduction
// (reduce) and the same removal tests, package solve's for any shape,
// and every puzzle scored by the seed solver.

// sizedWorker holds what a worker needs for classic puzzles of another
// size than 9.
type sizedWorker struct {
	// shape is the empty puzzle of the size and box: what a fill fills,
	// and the rules of every puzzle made.
	shape puzzle.Puzzle
}

// newSizedWorker returns what a worker needs for opts at size N ≠ 9.
func newSizedWorker(opts *Options) *sizedWorker {
	p := puzzle.Puzzle{Size: opts.Kind.Size(), Box: opts.Box}
	p.Normalize()
	return &sizedWorker{shape: p}
}

// randomSized makes one random classic puzzle of size N into p and
// reports whether it is inside the targets; false too when ctx is done
// during its seed search, which on a 16×16 puzzle can take seconds.
func (w *worker) randomSized(ctx context.Context, p *Result) bool {
	s := w.sized
	for !w.slv.Fill(w.rng, &s.shape, &p.Solution) {
	}
	p.Puzzle = s.shape
	p.Puzzle.Givens = p.Solution
	g, sol := &p.Puzzle.Givens, &p.Solution
	// Once ctx is done no group is removable, so that the reduction ends
	// at once: its tests past 16×16 take up to removalBudget nodes each.
	removable := func(grp *group) bool { return ctx.Err() == nil && w.removableSized(g, sol, grp) }
	target := w.clueTarget()
	if w.steersReduction() {
		target = w.opts.Clues.Max
	}
	var complete, byLadder bool
	p.Clues, complete, byLadder, removable = w.reduceGraded(&p.Puzzle, sol, target, removable, nil, func() bool { return ctx.Err() != nil })
	if w.steersReduction() {
		// Rated from the most clues down, as the shapes are: most
		// puzzles at a count drawn from the size's range are easy.
		w.reduced.ok = false
		p.Clues, complete = w.steerDown(&p.Puzzle, sol, p.Clues, complete, removable), false
	}
	// A complete pass without symmetry is minimal by construction (when
	// its test was uniqueness).
	return w.finishSized(ctx, p, complete && w.opts.Symmetry == None && !byLadder)
}

// Past 16×16, under a rating target below expert, and for fewer clues
// than the size's range (DefaultClues), the ladder itself is the removal
// test below that range, as the publishers' large puzzles are made: a
// group of clues goes when the puzzle without it still rates to its end
// within the target's maximum (w.rater's ceiling). The rungs below
// expert assume nothing of uniqueness, so a grid they solve to its end
// has one solution, and a rating at 25×25 that needs only singles takes
// about a millisecond. The uniqueness checker's tests there, below about
// 330 clues, run to their removalBudget and leave puzzles of nested
// chains (SE 10 and up): `--clues 266..275 --symmetry none` (the
// published 25×25 counts) made one in 150 s that way, and under `--grade
// easy` none in 36,535 tries in two minutes, where the ladder's test makes
// easy ones of 265 to 273 clues in 0.7 s each. Within the size's range the
// checker's tests are a few branches each and leave easy puzzles nearly
// always: they stay the test there, four times as fast.

// reducesByLadder reports whether the worker's puzzles of houses alone
// (classic, jigsaw, X) are reduced by the ladder below the size's range
// (above): past 16×16, rated under a maximum below expert's least value,
// and not asked to be minimal.
func (w *worker) reducesByLadder() bool {
	r := w.opts.Rating
	return w.opts.Kind.Size() > 16 && w.rater != nil && !w.opts.Minimal &&
		r.HasMax && r.Max < rating.Expert.Range().Min
}

// reduceGraded reduces v's givens toward target clues as reduce does,
// with the removal test removable (and bulk); when the worker's puzzles
// are reduced by the ladder and target is below the size's range, with
// removable down to the range and the ladder's test below it (above),
// which makes no group removable once stopped (when not nil) says so.
// It returns the
// test it ended with, for a steered reduction to go on with, and whether
// that is the ladder's.
func (w *worker) reduceGraded(v *puzzle.Puzzle, sol *grid.Grid, target int, removable func(*group) bool, bulk func() bool, stopped func() bool) (clues int, complete, byLadder bool, test func(*group) bool) {
	least := DefaultClues(w.opts.Kind.Size()).Min
	if !w.reducesByLadder() || target >= least {
		clues, complete = w.reduce(&v.Givens, sol, target, removable, bulk)
		return clues, complete, false, removable
	}
	if clues, complete = w.reduce(&v.Givens, sol, least, removable, bulk); complete {
		return clues, complete, true, removable
	}
	test = func(grp *group) bool { return (stopped == nil || !stopped()) && w.removableByLadder(v, grp) }
	clues, complete = w.reduce(&v.Givens, sol, target, test, nil)
	return clues, complete, true, test
}

// removableByLadder reports whether v, without the clues of grp, rates to
// its end within the rating target's maximum, so that it stays unique.
func (w *worker) removableByLadder(v *puzzle.Puzzle, grp *group) bool {
	saved := v.Givens
	for _, c := range grp.cells[:grp.n] {
		v.Givens[c] = 0
	}
	r := w.rater.RatePuzzle(v).Rating
	v.Givens = saved
	return r.Rated() && !r.Estimated && int(r.Value) <= w.opts.Rating.Max
}

// finishSized scores p with the seed solver, fills in p and reports
// whether p is inside the targets, as finish does for 9×9 puzzles; it
// counts p as an attempt, and as a rejection when it is not inside.
// Stats.Best and BestPuzzle stay the 9×9 puzzles': BestPuzzle holds a
// 9×9 grid. A puzzle whose seed search ctx stops is dropped unscored,
// as work in progress.
func (w *worker) finishSized(ctx context.Context, p *Result, isMinimal bool) bool {
	// The clue range and minimality first: a seed search of a minimal
	// 16×16 puzzle takes seconds, so none is spent on a puzzle they
	// reject.
	p.Symmetry = w.opts.Symmetry
	ok := w.opts.Clues.Contains(p.Clues)
	minimal := ok && w.opts.Minimal && (isMinimal || w.minimalSized(&p.Puzzle.Givens, &p.Solution))
	if !ok || (w.opts.Minimal && !minimal) {
		w.tally.attempts.Add(1)
		w.tally.rejected.Add(1)
		return false
	}
	r, stopped := w.slv.CountWithin(&p.Puzzle, w.largeScoreBudget(&p.Puzzle), ctx.Done())
	switch {
	case stopped && ctx.Err() != nil:
		return false
	case stopped:
		// Past the budget: stored without a seed score, unique by the
		// checker that made it.
		p.Score, p.Nodes, p.HasScore = 0, 0, false
	case r.Solutions != 1 || r.Solution != p.Solution:
		// The checker and the seed solver count the same solutions;
		// this is a bug, not a puzzle to store.
		panic("generate: puzzle " + p.Puzzle.String() + " is not unique for the seed solver")
	default:
		p.Score, p.Nodes, p.HasScore = r.Score, r.Nodes, true
	}
	w.tally.attempts.Add(1)
	ok = !p.HasScore || w.opts.Score.Contains(p.Score)
	p.Minimal = ok && (minimal || isMinimal || w.minimalSized(&p.Puzzle.Givens, &p.Solution))
	if ok && w.opts.Rate {
		if w.reduced.ok && w.reduced.givens == p.Puzzle.Givens {
			p.Path = w.reduced.path
		} else {
			p.Path = w.rater.RatePuzzle(&p.Puzzle)
		}
		w.reduced.ok = false
		ok = w.ratedInside(p)
	}
	if !ok {
		w.tally.rejected.Add(1)
	}
	return ok
}

// removableSized reports whether g, unique with solution sol, stays
// unique without the clues of grp (removableWithin) on the sized
// worker's shape. Past 16×16 a test that passes removalBudget nodes keeps
// the clues.
func (w *worker) removableSized(g, sol *grid.Grid, grp *group) bool {
	h := w.sized.shape
	h.Givens = *g
	ok, _ := w.removableWithin(&h, sol, grp.cells[:grp.n], removalBudgetAt(h.N()))
	return ok
}

// removableWithin reports whether the givens at cells of p, unique with
// solution sol, can all go with p staying unique, and whether that was
// decided within budget branches a test (0: no bound). Any second
// solution of p without them differs from sol at one of them: at the
// first such cell, with the cells before it given. So each cell in turn
// is tested by ruling its digit out of it, those after it open and those
// before it given again, and none may have a solution; ruling a digit out
// prunes most of the tree at once (solve.Query). p's givens are as they
// were when it returns.
func (w *worker) removableWithin(p *puzzle.Puzzle, sol *grid.Grid, cells []uint16, budget int) (ok, decided bool) {
	for _, c := range cells {
		p.Givens[c] = 0
	}
	ok, decided = true, true
	for _, c := range cells {
		if ok {
			n := w.slv.Check(p, solve.Query{Limit: 1, Cell: int(c), Digit: sol[c], Budget: budget})
			decided = !w.slv.Undecided()
			ok = decided && n == 0
		}
		p.Givens[c] = sol[c]
	}
	return ok, decided
}

// sizedScoreBudget bounds the seed search of a puzzle past 16×16 without
// a score target (finishSized): past it the puzzle is stored without a
// seed score, as a killer past 9×9 is. At the default clues nearly every
// 25×25 search takes a few thousand nodes, but now and then one of a
// jigsaw runs to a billion (ten minutes), and below about 330 clues
// most run far past the bound: the published 25×25 puzzles' 266 to 275
// givens leave searches no one waits for.
const sizedScoreBudget = 1 << 22

// largeScoreBudget is the bound on the seed search of p, a puzzle of
// houses alone, without a score target: sizedScoreBudget past 16×16, and
// past 9×9 for a minimal jigsaw, X or windoku, else none (0). The seed
// searches of minimal 12×12 jigsaws run for minutes, past anything a run
// waits for, where a classic one of 16×16 takes seconds.
func (w *worker) largeScoreBudget(p *puzzle.Puzzle) int {
	if !w.opts.Score.IsAll() {
		return 0
	}
	if p.N() > 16 || w.opts.Minimal && p.N() > 9 && p.Kind().Features() != puzzle.Classic {
		return sizedScoreBudget
	}
	return 0
}

// removalBudget bounds the branches of a clue's removal test past 16×16
// (removableSized). Below about 300 clues a 25×25 test can run for
// minutes, and the checker does not look at the context, so that a run
// asked to stop would not; at the default clues (338..375) the tests take
// a few branches, and the bound never binds.
const removalBudget = 1 << 12

// removalBudgetAt is the bound on the removal and minimality tests of a
// puzzle of size n: removalBudget past 16×16, else none (0).
func removalBudgetAt(n int) int {
	if n > 16 {
		return removalBudget
	}
	return 0
}

// minimalSized reports whether removing any single clue of g, unique
// with solution sol, leaves it with a second solution.
//
// Past 16×16 each test stops at removalBudget branches, and one that does
// counts the puzzle not minimal: below about 330 clues a 25×25 test can
// run for minutes, and a puzzle reduced by the ladder keeps clues that
// uniqueness would let go.
func (w *worker) minimalSized(g, sol *grid.Grid) bool {
	h := w.sized.shape
	h.Givens = *g
	budget := removalBudgetAt(h.N())
	for c := range h.Cells() {
		if g[c] == 0 {
			continue
		}
		if ok, decided := w.removableWithin(&h, sol, []uint16{uint16(c)}, budget); ok || !decided {
			return false
		}
	}
	return true
}
