package generate

import (
	"context"
	"math/bits"
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/score"
)

// Grids of other sizes than 9×9 (4×4 to 16×16, docs/shapes.md), with
// boxes of any shape, as publishers make them: a random solution grid,
// then clues taken away group by group of the symmetry (half-turn by
// default: all but two of 224 published puzzles of 6×6 to 16×16 were),
// in random order, while the puzzle stays unique, down to a clue count
// drawn from the size's range (DefaultClues), or to a minimal puzzle. It
// is the classic generator of worker.go at size N: the same reduction
// (reduce), with the uniqueness tests of a houseChecker in place of
// package solve's 9×9 one, and every puzzle scored by the seed solver
// (seedSolver: variant.Solver's tree and score, packed).

// fillNodesPerCell bounds the search for a random solution grid at size N
// to that many nodes a cell: past it the fill starts again with fresh
// draws. A fill with the fewest-candidates rule nearly never backs up
// (none of 10,000 16×16 grids needed to), so the bound only cuts off the
// rare walk that would wander.
const fillNodesPerCell = 8

// sizedWorker holds what a worker needs for classic puzzles of another
// size than 9.
type sizedWorker struct {
	n     int
	box   grid.Box // the puzzle's Box: zero for the size's default
	shape *rules.Shape
	fill  filler
	chk   *houseChecker
	seed  *seedSolver
}

// newSizedWorker returns what a worker needs for opts at size N ≠ 9.
func newSizedWorker(opts *Options) *sizedWorker {
	n := opts.Kind.Size()
	p := puzzle.Puzzle{Size: n, Box: opts.Box}
	p.Normalize()
	shape := rules.ShapeOf(&p)
	return &sizedWorker{n: n, box: p.Box, shape: shape, fill: filler{shape: shape}, chk: newHouseChecker(shape), seed: newSeedSolver(shape)}
}

// randomSized makes one random classic puzzle of size N into p and
// reports whether it is inside the targets; false too when ctx is done
// during its seed search, which on a 16×16 puzzle can take seconds.
func (w *worker) randomSized(ctx context.Context, p *Result) bool {
	s := w.sized
	for !s.fill.fill(w.rng, &p.Solution) {
	}
	p.Puzzle = puzzle.Puzzle{Size: s.n, Box: s.box, Givens: p.Solution}
	g, sol := &p.Puzzle.Givens, &p.Solution
	removable := func(grp *group) bool { return s.removable(g, sol, grp) }
	target := w.clueTarget()
	if w.steersReduction() {
		target = w.opts.Clues.Max
	}
	var complete bool
	p.Clues, complete = w.reduce(g, sol, target, removable, nil)
	if w.steersReduction() {
		// Rated from the most clues down, as the shapes are: most
		// puzzles at a count drawn from the size's range are easy.
		w.reduced.ok = false
		p.Clues, complete = w.steerDown(&p.Puzzle, sol, p.Clues, complete, removable), false
	}
	// A complete pass without symmetry is minimal by construction.
	return w.finishSized(ctx, p, complete && w.opts.Symmetry == None)
}

// finishSized scores p with the seed solver, fills in p and reports
// whether p is inside the targets, as finish does for 9×9 puzzles; it
// counts p as an attempt, and as a rejection when it is not inside.
// Stats.Best and BestPuzzle stay the 9×9 puzzles': BestPuzzle holds a
// 9×9 grid. A puzzle whose seed search ctx stops is dropped unscored,
// as work in progress.
func (w *worker) finishSized(ctx context.Context, p *Result, isMinimal bool) bool {
	s := w.sized
	r, stopped := s.seed.count(&p.Puzzle.Givens, ctx.Done())
	if stopped {
		return false
	}
	if r.Solutions != 1 || r.Solution != p.Solution {
		// The houseChecker and the seed solver count the same
		// solutions; this is a bug, not a puzzle to store.
		panic("generate: puzzle " + p.Puzzle.String() + " is not unique for the seed solver")
	}
	p.Score, p.Nodes, p.HasScore = r.Score, r.Nodes, true
	p.Symmetry = w.opts.Symmetry
	w.tally.attempts.Add(1)
	ok := w.opts.Clues.Contains(p.Clues) && w.opts.Score.Contains(p.Score)
	p.Minimal = ok && (isMinimal || s.minimal(&p.Puzzle.Givens, &p.Solution))
	if ok && w.opts.Minimal && !p.Minimal {
		ok = false
	}
	if ok && w.opts.Rate && w.canRate(&p.Puzzle) {
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

// canRate reports whether the rater can rate p: package score's tables
// hold grids up to 9×9 (score.MaxRatedSize). A larger puzzle is kept
// unrated, its Path zero, and Validate refuses a rating target there.
func (w *worker) canRate(p *puzzle.Puzzle) bool { return p.N() <= score.MaxRatedSize }

// removable reports whether g, unique with solution sol, stays unique
// without the clues of grp: w.removable's test, case by case, with the
// houseChecker.
func (s *sizedWorker) removable(g, sol *grid.Grid, grp *group) bool {
	h := *g
	for _, c := range grp.cells[:grp.n] {
		h[c] = 0
	}
	for _, c := range grp.cells[:grp.n] {
		if !s.forced(&h, int(c), sol[c]) && s.chk.countExcept(&h, int(c), sol[c], 1) != 0 {
			return false
		}
		h[c] = sol[c]
	}
	return true
}

// forced reports whether the clues among c's peers in g already hold
// every digit but d, so that c can only be d: the test that spares most
// searches near the end of a reduction.
func (s *sizedWorker) forced(g *grid.Grid, c int, d uint8) bool {
	var seen uint32
	for _, p := range s.shape.Peers(c) {
		seen |= 1 << g[p]
	}
	all := uint32(1)<<s.n - 1
	return seen>>1 == all&^(1<<(d-1))
}

// minimal reports whether removing any single clue of g, unique with
// solution sol, leaves it with a second solution.
func (s *sizedWorker) minimal(g, sol *grid.Grid) bool {
	for c := range s.n * s.n {
		if g[c] == 0 {
			continue
		}
		h := *g
		h[c] = 0
		if s.forced(&h, c, sol[c]) || s.chk.countExcept(&h, c, sol[c], 1) == 0 {
			return false
		}
	}
	return true
}

// filler makes random solution grids of a shape of any size: randomised
// backtracking that fills, each time, an empty cell with the fewest
// digits left (the first in reading order), with a digit drawn uniformly
// among them; a dead end takes back the last cell filled and tries
// another of its digits. Every step is the same under a renaming of the
// digits, so each cell holds each digit equally often (TestFillSized).
// It keeps its tables between grids; it is not safe for concurrent use.
type filler struct {
	shape *rules.Shape
	used  [64]uint16 // the digits placed in each house
	order [grid.MaxCells]uint8
	tried [grid.MaxCells]uint16 // the digits tried in each cell, on the path
}

// fill writes into g a random solution grid of the filler's shape and
// reports whether it found one within fillNodesPerCell nodes a cell; on
// false g is not a grid, and the caller draws again.
func (f *filler) fill(rng *rand.Rand, g *grid.Grid) bool {
	sh := f.shape
	cells, all := sh.NumCells(), uint16(1)<<sh.N-1
	*g = grid.Grid{}
	clear(f.used[:len(sh.Houses)])
	free := func(c int) uint16 {
		var m uint16
		for _, h := range sh.HousesOf(c) {
			m |= f.used[h]
		}
		return all &^ m
	}
	set := func(c int, d uint8) {
		for _, h := range sh.HousesOf(c) {
			f.used[h] ^= 1 << (d - 1)
		}
	}
	for depth, nodes := 0, 0; depth < cells; {
		if nodes++; nodes > fillNodesPerCell*cells {
			return false
		}
		best, bestM, bestN := -1, uint16(0), 17
		for c := range cells {
			if g[c] != 0 {
				continue
			}
			m := free(c)
			if n := bits.OnesCount16(m); n < bestN {
				best, bestM, bestN = c, m, n
				if n <= 1 {
					break
				}
			}
		}
		if bestN > 0 {
			d := randomDigit(rng, bestM) + 1
			f.order[depth], f.tried[best] = uint8(best), 1<<(d-1)
			g[best] = d
			set(best, d)
			depth++
			continue
		}
		// A dead end: back to the last cell with a digit not yet tried.
		for {
			if depth == 0 {
				return false
			}
			depth--
			c := int(f.order[depth])
			set(c, g[c])
			g[c] = 0
			if m := free(c) &^ f.tried[c]; m != 0 {
				d := randomDigit(rng, m) + 1
				f.tried[c] |= 1 << (d - 1)
				g[c] = d
				set(c, d)
				depth++
				break
			}
		}
	}
	return true
}
