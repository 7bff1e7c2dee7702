package generate

import (
	"context"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// DefaultCageSize is the range of cage sizes a killer's cages are grown
// to unless Options.CageSize says otherwise.
var DefaultCageSize = ranges.Between(2, 4)

// DefaultCages is the range of cage counts a 9×9 killer may have unless
// Options.Cages says otherwise: the span of published killers, whose
// median is 30.
var DefaultCages = ranges.Between(22, 34)

// DefaultCagesAt returns the range of cage counts a killer of size n may
// have unless Options.Cages says otherwise (Defaults sets it): the 9×9
// one's, DefaultCages, scaled to the grid's cells and rounded, so that
// the cages are as large (DefaultCageSize, 2 to 4 cells, at every
// size): 4-7 on 4×4, 10-15 on 6×6, 17-27 on 8×8, 27-42 on 10×10,
// 39-60 on 12×12.
func DefaultCagesAt(n int) ranges.Range { return cagesOn(n * n) }

// DefaultKindCages returns the range of cage counts a killer of kind k may
// have unless Options.Cages says otherwise (Defaults sets it):
// DefaultCagesAt its size, or on a joined board DefaultCages scaled to
// the board's cells (100-155 on a samurai's 369). A list layout's kind
// (gattai-killer) names no board: its range is DefaultLayoutCages.
func DefaultKindCages(k puzzle.Kind) ranges.Range { return cagesOn(kindCells(k)) }

// DefaultLayoutCages returns the range of cage counts a killer on the
// board of l may have unless Options.Cages says otherwise (Defaults sets
// it): DefaultCages scaled to the board's cells (156-242 on a
// gattai-8's 576).
func DefaultLayoutCages(l *grid.Layout) ranges.Range { return cagesOn(l.Cells()) }

// cagesOn is DefaultCages scaled to a board of that many cells, rounded.
func cagesOn(cells int) ranges.Range {
	if cells == 81 {
		return DefaultCages
	}
	scale := func(k int) int { return (k*cells + 40) / 81 }
	return ranges.Between(scale(DefaultCages.Min), scale(DefaultCages.Max))
}

// kindCells is the cells of a puzzle of kind k: N² on one grid, the
// board's on a named joined layout.
func kindCells(k puzzle.Kind) int {
	if l := kindLayout(k); l != nil {
		return l.Cells()
	}
	return k.Size() * k.Size()
}

// cells is the cells of the options' puzzles: the board's on joined
// grids (Options.layout, a list layout's too), else kindCells.
func (o *Options) cells() int {
	if l := o.layout(); l != nil {
		return l.Cells()
	}
	return kindCells(o.Kind)
}

// reshapeTries bounds how many times a killer's cages are changed where
// two solutions differ before the puzzle is drawn again (or given givens).
const reshapeTries = 60

// reshapeTriesOn is reshapeTries on a grid or board of that many cells:
// as many a cell as on the 9×9 grid, past it (a larger grid's second
// solutions differ in more places, each change ruling out one), and
// reshapeTries up to it.
func reshapeTriesOn(cells int) int {
	return max(reshapeTries, reshapeTries*cells/81)
}

// checkBudget bounds the search nodes of a uniqueness check while a
// layout is made. Past the budget the layout is given up (a fresh grid
// and cages instead). A count of nodes, not a clock, so the same seed
// still makes the same puzzles.
//
// The checker's propagation (cage sums, the rule of 45, sign bounds,
// singles, locked digits) settles most unique killers in under ten
// nodes, but one check in a hundred runs to thousands, at up to a
// hundred microseconds a node; and a layout whose uniqueness needs many
// branches is one whose solver must guess. With 20 nodes, a quarter of
// default killers are rated "trial" or beyond (half with 200) and a core
// makes half as many again. Under a rating target whose minimum is in
// the expert band or above, towards trial, the checks get hardBudget
// instead, so as not to drop the very puzzles asked for.
const checkBudget = 20

// ratedBudget is the budget of a killer's layout checks in a rated run
// that keeps no puzzle needing trial (the default) and has no target in
// the expert band or above. A killer whose uniqueness takes more than a
// few branches is one that often needs trial, and such a run makes it
// whole (its checks, its reshapes, its rating) only to throw it away: a
// fifth of the layouts at checkBudget. With 5 nodes a run keeps as many
// puzzles of each grade a second or more (1,943 hard, 15 expert and 12
// extreme of 3,000 at seed 5, against 2,005, 14 and 18) and makes them
// 1.3 times as fast. Greater-than sudokus keep checkBudget: with 5 nodes
// they lose half their extreme ones.
const ratedBudget = 5

// hardBudget is the budget of the checks that keep a layout minimal
// (a sign or given is kept when its check is undecided, never wrongly
// dropped) and of every check under a hard rating target.
const hardBudget = 200

// layoutBudget returns the budget of the checks while a layout is made
// for opts.
func layoutBudget(opts *Options) int {
	switch r := opts.Rating; {
	case r.HasMin && r.Min >= rating.Expert.Range().Min:
		return hardBudget
	case opts.Kind == puzzle.Killer && opts.Rate && !opts.Trial:
		return ratedBudget
	case opts.Kind.Size() > 9 && opts.Kind.HasCages():
		// A larger grid's layouts are mostly undecided at any budget
		// (12×12 killers, unrated, one worker: 6.4 puzzles a second
		// with 5 nodes, 3.8 with 20, 4.1 with 100, 3.5 with 400): the
		// layouts worth keeping are those propagation nearly settles.
		return ratedBudget
	}
	return checkBudget
}

// variantWorker holds what a worker needs for variant puzzles.
type variantWorker struct {
	// budget is the checks' budget while a layout is made (checkBudget
	// or hardBudget).
	budget int
	// open holds the cells an undecided check left open (killer).
	open []uint16
	// board is the symmetry's powers on a joined board (boardPowers).
	board *[4][grid.MaxCells]uint16
}

// randomVariant makes one random variant puzzle of the options' kind into
// p and reports whether it is inside the targets; false too when ctx is
// done, which it checks between layouts: options that rarely make a
// layout must not hold up the end of a run.
func (w *worker) randomVariant(ctx context.Context, p *Result) bool {
	if w.variants == nil {
		w.variants = &variantWorker{budget: layoutBudget(w.opts)}
	}
	sol := &p.Solution
	for ctx.Err() == nil {
		var v puzzle.Puzzle
		w.setShape(&v)
		if !w.slv.Fill(w.rng, &v, sol) {
			continue // a jigsaw layout without a solution grid found soon
		}
		var ok bool
		switch w.opts.Kind.Features() &^ w.opts.Kind.HouseFeatures() {
		case puzzle.Classic:
			ok = w.shapeGivens(&v, sol)
		case puzzle.Killer:
			ok = w.killer(&v, sol)
		case puzzle.Greater:
			ok = w.greater(&v, sol)
		case puzzle.KillerGreater:
			ok = w.killerGreater(&v, sol)
		}
		// A run asked for a kind stores that kind: a killer-greater
		// layout whose cages alone are unique keeps no sign, and is a
		// killer; it is given up like any other. So is a Sudoku X or
		// windoku that does not need its diagonals or windows.
		if ok && v.Kind() == w.opts.Kind && w.needsExtraHouses(&v, sol) {
			p.Puzzle = v
			return w.finishVariant(ctx, p)
		}
		// A layout given up is no puzzle: it counts neither as an
		// attempt nor as a rejection, or a greater-than run would
		// report seven rejections a puzzle.
	}
	return false
}

// finishVariant fills in p for a unique variant puzzle and reports whether
// it is inside the targets; false too when ctx is done during its seed
// search. The seed score is worked out where its search is short (see
// seedScored), and under a score target. A puzzle whose seed search ctx
// stops is dropped unscored, as work in progress.
func (w *worker) finishVariant(ctx context.Context, p *Result) bool {
	p.Clues = p.Puzzle.Givens.Clues()
	p.Symmetry = None
	if w.opts.Kind.HasCages() || !w.opts.Kind.HasSigns() {
		p.Symmetry = w.opts.Symmetry // the cages', or the givens'
	}
	p.Minimal = w.opts.Minimal
	p.Score, p.Nodes, p.HasScore = 0, 0, false
	nine := p.Puzzle.N() == 9
	if !w.opts.Score.IsAll() || seedScored(w.opts.Kind) {
		r, stopped, cut := w.seedScore(ctx, p)
		switch {
		case stopped:
			return false
		case cut:
			// Stored without a seed score (sizedScoreBudget).
		case r.Solutions != 1 || r.Solution != p.Solution:
			panic("generate: variant puzzle " + p.Puzzle.String() + " is not unique for the seed solver")
		default:
			p.Score, p.Nodes, p.HasScore = r.Score, r.Nodes, true
		}
	}
	if p.HasScore && nine {
		w.tally.scored(p.Puzzle.Givens.AsNine(), p.Score)
	} else {
		// Stats.BestPuzzle holds a 9×9 grid: the best of the others
		// are not kept.
		w.tally.attempts.Add(1)
	}
	ok := w.opts.Clues.Contains(p.Clues) && (!p.HasScore || w.opts.Score.Contains(p.Score))
	if ok && w.opts.Rate {
		if w.steers() {
			var cell int
			var above bool
			p.Path, cell, above = w.rater.RateWhereAbove(&p.Puzzle)
			ok = w.ratedInside(p) || w.steer(p, cell, above)
		} else {
			if w.reduced.ok && w.reduced.givens == p.Puzzle.Givens {
				p.Path = w.reduced.path
			} else {
				p.Path = w.rater.RatePuzzle(&p.Puzzle)
			}
			ok = w.ratedInside(p)
		}
		w.reduced.ok = false
	}
	if ok && w.opts.StableK > 0 {
		p.Stable = score.VariantStable(&w.slv, &p.Puzzle, w.opts.StableK)
	}
	if !ok {
		w.tally.rejected.Add(1)
	}
	return ok
}

// openPerChange is how many cells an undecided check of a killer past
// 12×12 leaves open for each change of its cages before the next check
// (killer).
const openPerChange = 4

// givePerOpen is how many of the cells an undecided check of a
// greater-than sudoku past 12×12 leaves open make one given before the
// next check (addGivens): a sixteenth of them. One a check, a quarter of
// them, and a sixty-fourth all made 16×16 ones at the same speed, with
// medians of 22 to 24 givens.
const givePerOpen = 16

// scoreBudget bounds the seed search of a killer or greater-than sudoku
// on a joined board before it takes a given (seedScore): some tens of
// milliseconds.
const scoreBudget = 1 << 18

// scoreGivens bounds the givens seedScore adds to a killer or
// greater-than sudoku on a joined board, in orbits of the symmetry.
const scoreGivens = 40

// seedScore runs the seed search of p, a unique variant puzzle, and
// reports stopped when ctx is done, cut when a jigsaw or X puzzle past
// 16×16 without a score target passes sizedScoreBudget nodes (it is then
// stored without a seed score, as finishSized stores a classic one). The seed search of a killer samurai
// without givens, in the board's reading order, does not end in minutes
// (the cages of the first rows settle nothing until the last ones are
// filled); five given pairs bring it to a fraction of a second. A 12×12
// killer's runs to ten million nodes, a 16×16 one's far past. So on a
// joined board and past 9×9 a killer (or a greater-than sudoku, whose
// signs settle as little) whose search passes scoreBudget nodes takes a
// given orbit of its solution at random (up to scoreGivens of them,
// which keep it unique) and is searched again: under a score target, the
// seed score is the puzzle's with the givens it has then. Past
// scoreGivens it is stopped, and dropped. The 9×9 ones keep their
// searches whole, as they always have.
func (w *worker) seedScore(ctx context.Context, p *Result) (r solve.Result, stopped, cut bool) {
	if p.Puzzle.Layout == nil && p.Puzzle.N() <= 9 || len(p.Puzzle.Cages) == 0 && len(p.Puzzle.Signs) == 0 {
		r, stopped = w.slv.CountWithin(&p.Puzzle, w.largeScoreBudget(&p.Puzzle), ctx.Done())
		if stopped && ctx.Err() == nil {
			return solve.Result{}, false, true
		}
		return r, stopped, false
	}
	for range scoreGivens {
		r, stopped := w.slv.CountWithin(&p.Puzzle, scoreBudget, ctx.Done())
		if !stopped || ctx.Err() != nil {
			return r, stopped, false
		}
		var open []int
		for i, g := range w.groups {
			if p.Puzzle.Givens[g.cells[0]] == 0 {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			break
		}
		g := &w.groups[open[w.rng.IntN(len(open))]]
		for _, c := range g.cells[:g.n] {
			p.Puzzle.Givens[c] = p.Solution[c]
		}
		p.Clues = p.Puzzle.Givens.Clues()
	}
	return solve.Result{}, true, false
}

// seedScored reports whether every variant puzzle of kind k has its seed
// score without a score target: those of the grids smaller than 9×9,
// whose searches are short, and the jigsaw and X puzzles of the larger
// ones, whose givens make the search as short as a classic puzzle's of
// the size. The seed search of a 9×9 or larger puzzle with cages or
// signs and few givens runs to millions of nodes (a 12×12 killer: ten
// million, seconds), more than making and rating it takes.
func seedScored(k puzzle.Kind) bool {
	n := k.Size()
	return n < 9 || n > 9 && !k.HasCages() && !k.HasSigns()
}

// unique counts v's solutions up to two within the layout budget; with
// two, other is a solution that differs from sol.
func (w *worker) unique(v *puzzle.Puzzle, sol *grid.Grid) (ok bool, other grid.Grid, decided bool) {
	return w.uniqueWithin(v, sol, w.variants.budget)
}

// uniqueWithin is unique with a budget of that many nodes.
func (w *worker) uniqueWithin(v *puzzle.Puzzle, sol *grid.Grid, budget int) (ok bool, other grid.Grid, decided bool) {
	n := w.slv.Check(v, solve.Query{Limit: 2, First: sol, Budget: budget})
	switch {
	case w.slv.Undecided():
		return false, grid.Grid{}, false
	case n == 1:
		return true, grid.Grid{}, true
	}
	other = w.slv.Found(0)
	if other == *sol {
		other = w.slv.Found(1)
	}
	return false, other, true
}

// killer draws symmetric cages over sol (see cages.go) and changes them,
// in symmetric sets, where two solutions differ until v is unique; givens
// (up to Options.Givens) are the last resort. A layout with more single-cell
// cages than Options.SingleCages, or a count of cages outside
// Options.Cages, is given up: a fresh grid costs less than repairing it.
func (w *worker) killer(v *puzzle.Puzzle, sol *grid.Grid) bool {
	cages := newCageMap(w)
	if !cages.grow(w, sol, w.cageSize()) {
		return false
	}
	cages.to(v, sol)
	for range reshapeTriesOn(v.Cells()) {
		ok, other, decided := w.unique(v, sol)
		if ok {
			return w.cageCount().Contains(len(v.Cages)) && w.killerMinimal(v, sol, &cages)
		}
		switch {
		case decided:
			if !cages.change(w, sol, &other) {
				return false
			}
		case v.N() > 9 || v.Layout != nil:
			// Past 9×9 and on joined boards nearly every fresh layout
			// is undecided within the budget: propagation leaves cells
			// open that no few branches settle. Its cages change at one of those
			// cells, as where two solutions differ, rather than the
			// grid and its layout being drawn again. The splits
			// among those changes leave more, smaller cages (12×12:
			// median 58 cages of 39..60, against 52 when such
			// layouts were given up); holding the splits to 57 cut
			// that to 56 at two fifths of the speed, and to 101 at
			// 16×16 made a fifth as many.
			//
			// Past 12×12 the first checks leave nearly every cell open
			// (254 of 256 at 16×16), and one change a check took some
			// 150 checks of 2.5 ms a layout: there the cages change at
			// a quarter of the open cells before the next check
			// (openPerChange), which makes a 16×16 killer in a seventh
			// of the time. At 12×12 and on joined boards that pushes
			// the cage counts to the range's top (12×12: median 60
			// against 58) or costs more than it saves (samurai), and
			// they change at one cell a check.
			w.variants.open = w.slv.Open(w.variants.open[:0])
			changes, open := 1, w.variants.open
			if v.N() > 12 {
				changes = max(1, len(open)/openPerChange)
			}
			for i := range changes {
				if !cages.changeAt(w, sol, open) {
					if i == 0 {
						return false
					}
					break
				}
				// changeAt shuffled open and changed at one of its
				// first cells: the next change starts past the first.
				if open = open[1:]; len(open) == 0 {
					break
				}
			}
		default:
			return false
		}
		cages.to(v, sol)
	}
	return w.cageCount().Contains(len(v.Cages)) && w.addGivens(v, sol, w.opts.Givens)
}

// greater puts a sign between every two adjacent cells of each box (or
// jigsaw region); when
// they leave several solutions, it gives the fewest givens it finds that
// make the puzzle unique, up to Options.Givens, else gives the grid up.
// About one random solution grid in eight makes its 108 box signs unique
// alone, so with no givens allowed (the default) the worker draws about
// eight grids a puzzle, each given up after one check.
func (w *worker) greater(v *puzzle.Puzzle, sol *grid.Grid) bool {
	v.Givens, v.Cages, v.Signs = grid.Grid{}, nil, v.RegionSignsOver(sol)
	if !w.addGivens(v, sol, w.opts.Givens) {
		return false
	}
	if w.opts.Minimal {
		w.dropSigns(v, sol)
	}
	return true
}

// killerGreater draws symmetric cages as killer does, then adds signs
// between adjacent cells whose order differs between two solutions until
// the puzzle is unique, then drops the signs no longer needed; the signs
// keep no symmetry. Past signsAlone a check is undecided far more often
// than not, and puts signs beside the cells it left open (signOpen)
// instead of giving the layout up.
func (w *worker) killerGreater(v *puzzle.Puzzle, sol *grid.Grid) bool {
	cages := newCageMap(w)
	if !cages.grow(w, sol, w.cageSize()) {
		return false
	}
	cages.to(v, sol)
	if !w.cageCount().Contains(len(v.Cages)) {
		return false
	}
	n, cells := v.N(), v.Cells()
	for range 3 * reshapeTries {
		ok, other, decided := w.unique(v, sol)
		if ok {
			w.dropSigns(v, sol)
			return true
		}
		if !decided {
			if n <= signsAlone || !w.signOpen(v, sol) {
				return false
			}
			continue
		}
		var options []puzzle.Sign
		for a := range cells {
			for _, b := range []int{a + 1, a + n} {
				if b >= cells || b == a+1 && b%n == 0 {
					continue
				}
				// A sign true to sol that other breaks.
				if (sol[a] > sol[b]) != (other[a] > other[b]) {
					options = append(options, signOf(sol, a, b))
				}
			}
		}
		if len(options) == 0 {
			return false
		}
		v.Signs = append(v.Signs, options[w.rng.IntN(len(options))])
		v.Normalize()
	}
	return false
}

// signOpen adds to v, whose check was undecided, signs true to sol
// beside cells the check left open (a sixteenth of them, givePerOpen, as
// a greater-than sudoku there takes givens): each between the cell and a
// neighbour drawn at random among those it has no sign with yet. It
// reports whether it added one.
func (w *worker) signOpen(v *puzzle.Puzzle, sol *grid.Grid) bool {
	w.variants.open = w.slv.Open(w.variants.open[:0])
	open := w.variants.open
	w.rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
	adjacent := v.Geometry().Adjacent
	added := 0
	for _, c := range open[:min(len(open), max(1, len(open)/givePerOpen))] {
		var free [4]uint16
		k := 0
		for _, b := range adjacent[c] {
			if !slices.ContainsFunc(v.Signs, func(s puzzle.Sign) bool {
				return s.Greater == c && s.Lesser == b || s.Greater == b && s.Lesser == c
			}) {
				free[k], k = b, k+1
			}
		}
		if k == 0 {
			continue
		}
		b := free[w.rng.IntN(k)]
		v.Signs = append(v.Signs, signOf(sol, int(min(c, b)), int(max(c, b))))
		added++
	}
	if added > 0 {
		v.Normalize()
	}
	return added > 0
}

// signOf is the sign between adjacent cells a and b that sol satisfies.
func signOf(sol *grid.Grid, a, b int) puzzle.Sign {
	if sol[a] > sol[b] {
		return puzzle.Sign{Greater: uint16(a), Lesser: uint16(b)}
	}
	return puzzle.Sign{Greater: uint16(b), Lesser: uint16(a)}
}

// addGivens gives cells of sol where two solutions differ until v is
// unique, at most limit of them, then takes back those no longer needed;
// it reports whether v is unique. A greater-than sudoku past 12×12 whose
// check is undecided gives cells the check left open (a sixteenth of them,
// givePerOpen) and is checked again; any other is given up there.
func (w *worker) addGivens(v *puzzle.Puzzle, sol *grid.Grid, limit int) bool {
	var added []int
	for {
		ok, other, decided := w.unique(v, sol)
		if ok {
			break
		}
		if len(added) >= limit {
			return false
		}
		if !decided {
			if !signsTakeGivens(w.opts.Kind) {
				return false
			}
			w.variants.open = w.slv.Open(w.variants.open[:0])
			open := w.variants.open
			if len(open) == 0 {
				return false
			}
			w.rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
			for _, c := range open[:min(len(open), max(1, len(open)/givePerOpen), limit-len(added))] {
				v.Givens[c] = sol[c]
				added = append(added, int(c))
			}
			continue
		}
		diff := differing(sol, &other)
		c := diff[w.rng.IntN(len(diff))]
		v.Givens[c] = sol[c]
		added = append(added, c)
	}
	for _, c := range added {
		v.Givens[c] = 0
		if ok, _, _ := w.uniqueWithin(v, sol, hardBudget); !ok {
			v.Givens[c] = sol[c]
		}
	}
	return true
}

// dropSigns takes out, in random order, every sign v stays unique without.
func (w *worker) dropSigns(v *puzzle.Puzzle, sol *grid.Grid) {
	order := w.rng.Perm(len(v.Signs))
	keep := make([]bool, len(v.Signs))
	for i := range keep {
		keep[i] = true
	}
	all := slices.Clone(v.Signs)
	// Past signsAlone nearly every check without one of the signs the
	// undecided checks put in is undecided again: hardBudget nodes of a
	// 16×16 killer-greater check each, nine tenths of the time a puzzle
	// took. A check cut shorter keeps its sign, never drops one wrongly.
	budget := hardBudget
	if v.N() > signsAlone {
		budget = ratedBudget
	}
	for _, i := range order {
		keep[i] = false
		v.Signs = v.Signs[:0]
		for j, s := range all {
			if keep[j] {
				v.Signs = append(v.Signs, s)
			}
		}
		if ok, _, _ := w.uniqueWithin(v, sol, budget); !ok {
			keep[i] = true
		}
	}
	v.Signs = v.Signs[:0]
	for j, s := range all {
		if keep[j] {
			v.Signs = append(v.Signs, s)
		}
	}
}

// killerMinimal, with Options.Minimal, merges adjacent cages (with their
// images) while the puzzle stays unique, the cages stay within the size
// range and their count within Options.Cages, so that no two adjacent
// cages could merge; it reports true.
func (w *worker) killerMinimal(v *puzzle.Puzzle, sol *grid.Grid, cages *cageMap) bool {
	if !w.opts.Minimal {
		return true
	}
	least := w.cageCount().Min
	for changed := true; changed; {
		changed = false
		for _, pair := range cages.adjacentPairs(w) {
			saved := *cages
			if !cages.merge(sol, int(pair[0]), int(pair[1])) {
				continue
			}
			cages.to(v, sol)
			if ok, _, _ := w.uniqueWithin(v, sol, hardBudget); ok && len(v.Cages) >= least {
				changed = true
				continue
			}
			*cages = saved
			cages.to(v, sol)
		}
	}
	return true
}

// cageSize is the options' cage size range, bounded to 1..N.
func (w *worker) cageSize() ranges.Range {
	r := w.opts.CageSize
	if r.IsAll() {
		r = DefaultCageSize
	}
	if !r.HasMin || r.Min < 1 {
		r.Min, r.HasMin = 1, true
	}
	if n := w.opts.Kind.Size(); !r.HasMax || r.Max > n {
		r.Max, r.HasMax = n, true
	}
	return r
}

// cageCount is the options' range of cage counts, bounded to 1 and the
// cells.
func (w *worker) cageCount() ranges.Range {
	cells := w.opts.cells()
	r := w.opts.Cages
	if r.IsAll() {
		r = cagesOn(cells)
	}
	return r.Intersect(ranges.Between(1, cells))
}

// differing lists the cells where two grids differ.
func differing(a, b *grid.Grid) []int {
	var out []int
	for c := range a {
		if a[c] != b[c] {
			out = append(out, c)
		}
	}
	return out
}
