package generate

import (
	"context"
	"math"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// The search: simulated annealing on the logarithm of the seed score.
//
// A chain moves through unique puzzles. A move either changes clues or
// re-orients the puzzle, half the time each:
//   - clues: remove one or two clue groups, add one or two blank groups,
//     with the solution's digits or (one time in three) with fresh digits
//     that may give another solution; keep the result only if it is
//     unique, then reduce it again in random order, since fewer clues
//     mostly mean a larger search;
//   - orientation: swap two rows of a band, two bands, two columns of a
//     stack or two stacks, transpose, or swap two digit labels. The puzzle
//     stays the same for a human, but the seed score depends on it a lot:
//     the backtracker takes cells in reading order and candidates in
//     ascending order, and one puzzle's score varies by a factor of two to
//     four across orientations. Under a symmetry, a move that breaks the
//     clue pattern is dropped.
//
// A move from score s to s' is taken with probability min(1, (s'/s)^(1/T)),
// with T cooling geometrically over a chain. A chain ends when it has not
// beaten its best for a while; its best puzzle joins a small elite, and
// the next chain starts either from an elite puzzle (taking it further with
// other random moves) or from the hardest of a batch of fresh random
// puzzles. A chain that reaches the targets emits its puzzle and goes on,
// but emits again only after 30 accepted clue moves, so that it does not
// emit re-orientations or near copies of one puzzle; this about doubles
// the rate of hard puzzles over restarting after each one. A puzzle that
// scores a quarter more than the chain's last is emitted at once (see
// due). A worker does not emit a puzzle of an isomorphism class it
// emitted lately (see novel).
//
// Nearly all the time goes into scoring candidates with the seed solver
// (one to a few milliseconds each for hard puzzles): the checker's share
// is a few percent.

const (
	// batch is the number of random puzzles a chain starts from.
	batch = 3000
	// patience is how many moves a chain may make without beating its
	// best before it restarts.
	patience = 6000
	// Temperatures: a move that loses 10% is taken with probability
	// 0.9^(1/T): about one in four at the start, one in 10^5 at the end.
	tempStart, tempEnd = 0.08, 0.009
	// tempSteps is the number of moves over which T cools.
	tempSteps = 40000
	// eliteSize is how many chain bests a worker keeps to restart from.
	eliteSize = 8
	// emitGap is how many clue moves a chain must take between two
	// emitted puzzles.
	emitGap = 30
)

// searcher is a worker's search state.
type searcher struct {
	w        *worker
	cur      grid.Nine // current puzzle, unique
	sol      grid.Nine // its solution
	score    int
	best     int // best score of this chain
	stale    int // moves since the chain's best improved
	steps    int // moves in this chain
	fresh    bool
	clueMove bool // whether the last proposal changed clues
	gap      int  // clue moves to take before the chain may emit again
	lastEmit int  // the score of the chain's last emitted puzzle (see due)
	cand     Result
	start    Result
	logMax   float64 // log of the score maximum, +Inf without one
	bestOf   elite   // the chain's best puzzle
	elite    []elite // the best puzzles of earlier chains, not emitted
	emitted  recent  // the classes this worker emitted lately
}

// recentSize is how many emitted classes a worker remembers: hours of a
// hard search, and 4 MiB at most, however fast an easy target emits.
const recentSize = 1 << 15

// recent is a set of the last recentSize keys added to it.
type recent struct {
	set  map[iso.Key]struct{}
	ring []iso.Key // the keys in the order added, a ring once full
	next int       // where the next key goes once the ring is full
}

// add adds k and reports whether it was not in the set.
func (r *recent) add(k iso.Key) bool {
	if _, ok := r.set[k]; ok {
		return false
	}
	if r.set == nil {
		r.set = make(map[iso.Key]struct{})
	}
	if len(r.ring) < recentSize {
		r.ring = append(r.ring, k)
	} else {
		delete(r.set, r.ring[r.next])
		r.ring[r.next] = k
		r.next = (r.next + 1) % recentSize
	}
	r.set[k] = struct{}{}
	return true
}

// elite is a puzzle kept to restart chains from.
type elite struct {
	grid, sol grid.Nine
	score     int
}

func newSearcher(w *worker) *searcher {
	s := &searcher{w: w, fresh: true, logMax: math.Inf(1), elite: make([]elite, 0, eliteSize)}
	if w.opts.Score.HasMax {
		s.logMax = math.Log(float64(max(w.opts.Score.Max, 1)))
	}
	return s
}

// objective is what the chain maximises: the log of the score, folded
// down above the score maximum so the chain stays near the target.
func (s *searcher) objective(score int) float64 {
	l := math.Log(float64(score + 1))
	if l > s.logMax {
		return 2*s.logMax - l
	}
	return l
}

// next advances the search until it has a puzzle inside the targets (and
// returns true) or ctx is done (false).
func (s *searcher) next(ctx context.Context, p *Result) bool {
	w := s.w
	for {
		select {
		case <-ctx.Done():
			return false
		default:
		}
		if s.fresh {
			if s.restart(ctx, p) {
				return true
			}
			continue
		}
		if !s.propose(&s.cand) {
			continue
		}
		// Minimality is checked, not assumed: a chain that started from a
		// puzzle stopped at a clue target is not minimal.
		ok := w.finish(&s.cand, false)
		s.steps++
		s.stale++
		if ok && s.due(s.cand.Score) && s.novel(&s.cand) {
			// Emit, and go on from the puzzle: the chain is in a good
			// region, but must change clues emitGap times before it emits
			// again.
			*p = s.cand
			s.gap, s.lastEmit = emitGap, s.cand.Score
			s.cur, s.sol, s.score = s.cand.Puzzle.Givens.Nine(), s.cand.Solution.Nine(), s.cand.Score
			return true
		}
		t := tempStart * math.Pow(tempEnd/tempStart, math.Min(1, float64(s.steps)/float64(tempSteps)))
		d := s.objective(s.cand.Score) - s.objective(s.score)
		if d >= 0 || w.rng.Float64() < math.Exp(d/t) {
			if s.clueMove {
				s.gap--
			}
			s.cur, s.sol, s.score = s.cand.Puzzle.Givens.Nine(), s.cand.Solution.Nine(), s.cand.Score
			if s.score > s.best {
				s.best, s.stale = s.score, 0
				s.bestOf = elite{s.cur, s.sol, s.score}
			}
		}
		if s.stale > patience {
			s.keep(s.bestOf)
			s.fresh = true
		}
	}
}

// novel reports whether c, a puzzle inside the targets, is of an
// isomorphism class this worker has not emitted lately, and records its
// class if so; otherwise it counts c as rejected. A chain that goes on
// from an emitted puzzle, or restarts from an elite one, often comes back
// to the class it emitted: the orientation moves never leave it, and a
// clue move can undo another. Near a hard target about one emitted puzzle
// in four was such a repeat; the catalog would refuse it anyway, but it
// would count towards Count.
func (s *searcher) novel(c *Result) bool {
	if s.emitted.add(iso.KeyOf(c.Puzzle.Givens.Nine())) {
		return true
	}
	s.w.tally.rejected.Add(1)
	return false
}

// due reports whether the chain may emit a puzzle inside the targets
// that scores score: once it has taken emitGap clue moves since it last
// emitted, or at once when the puzzle scores a quarter more than the one
// it emitted last. Without the second rule a chain that climbs far past
// the target within the gap kept only the puzzle it first emitted: in a
// 5-minute run for 5000.. its peak, a minimal 36,327, was lost while the
// best stored scored 13,672. A climb emits a few more puzzles this way,
// a quarter apart in score, never re-orientations of one (see novel).
func (s *searcher) due(score int) bool {
	return s.gap <= 0 || score > s.lastEmit+s.lastEmit/4
}

// keep puts a chain's best puzzle among the elite, in place of the
// weakest when the elite is full.
func (s *searcher) keep(e elite) {
	if len(s.elite) < cap(s.elite) {
		s.elite = append(s.elite, e)
		return
	}
	weakest := 0
	for i := range s.elite {
		if s.elite[i].score < s.elite[weakest].score {
			weakest = i
		}
	}
	if e.score > s.elite[weakest].score {
		s.elite[weakest] = e
	}
}

// restart starts a new chain: every other time from an elite puzzle (a
// previous chain's best, which the new chain may take further with other
// random moves), else from the hardest of a batch of random puzzles. A
// random puzzle inside the targets is emitted at once, into p.
func (s *searcher) restart(ctx context.Context, p *Result) bool {
	w := s.w
	s.steps, s.stale, s.gap, s.lastEmit = 0, 0, 0, 0
	if len(s.elite) > 0 && w.rng.IntN(2) == 0 {
		e := s.elite[w.rng.IntN(len(s.elite))]
		s.cur, s.sol, s.score, s.best = e.grid, e.sol, e.score, e.score
		s.bestOf, s.fresh = e, false
		// The elite puzzle's lineage may have emitted puzzles.
		s.gap, s.lastEmit = emitGap, e.score
		return false
	}
	s.best = -1
	for range batch {
		select {
		case <-ctx.Done():
			return false
		default:
		}
		if w.random(&s.cand) && s.novel(&s.cand) {
			*p = s.cand
			return true
		}
		if s.cand.Clues >= 17 && s.cand.Score > s.best {
			s.start = s.cand
			s.best = s.cand.Score
		}
	}
	s.cur, s.sol, s.score = s.start.Puzzle.Givens.Nine(), s.start.Solution.Nine(), s.start.Score
	s.bestOf = elite{s.cur, s.sol, s.score}
	s.fresh = false
	return false
}

// propose makes a move from the current puzzle into c.Puzzle.Givens and
// c.Solution, and reports whether it gave a unique puzzle.
func (s *searcher) propose(c *Result) bool {
	w := s.w
	c.Puzzle.Givens, c.Solution = grid.FromNine(s.cur), grid.FromNine(s.sol)
	s.clueMove = w.rng.IntN(2) != 0
	if !s.clueMove {
		return s.reorient(c)
	}
	g := c.Puzzle.Givens.AsNine()
	groups := w.groups
	// Remove one or two clue groups.
	for k := 1 + w.rng.IntN(2); k > 0; {
		grp := &groups[w.rng.IntN(len(groups))]
		if g[grp.cells[0]] != 0 {
			for _, x := range grp.cells[:grp.n] {
				g[x] = 0
			}
			k--
		}
	}
	// Add one or two groups: from the solution, or with fresh digits.
	for k := 1 + w.rng.IntN(2); k > 0; k-- {
		grp := &groups[w.rng.IntN(len(groups))]
		if g[grp.cells[0]] != 0 {
			continue
		}
		freshDigits := w.rng.IntN(3) == 0
		for _, x := range grp.cells[:grp.n] {
			if freshDigits {
				g[x] = uint8(1 + w.rng.IntN(9))
			} else {
				g[x] = c.Solution[x]
			}
		}
	}
	if w.slv.CheckNine(*g, solve.Query{Limit: 2}) != 1 {
		return false
	}
	c.Solution = w.slv.Found(0)
	c.Clues, _ = w.reduce(&c.Puzzle.Givens, &c.Solution, w.clueTarget(), func(grp *group) bool { return w.removable(g, c.Solution.AsNine(), grp) }, nil)
	return true
}

// reorient applies one random row, column, band, stack, transposition or
// digit-label move to c; under a symmetry, a move that breaks the clue
// pattern is not made (and the proposal fails).
func (s *searcher) reorient(c *Result) bool {
	w := s.w
	var perm [81]uint8
	for i := range perm {
		perm[i] = uint8(i)
	}
	a, b := w.rng.IntN(3), w.rng.IntN(2)
	if b >= a {
		b++
	}
	switch w.rng.IntN(6) {
	case 0: // two rows of a band
		band := 3 * w.rng.IntN(3)
		swapRows(&perm, band+a, band+b)
	case 1: // two columns of a stack
		stack := 3 * w.rng.IntN(3)
		swapCols(&perm, stack+a, stack+b)
	case 2: // two bands
		for i := range 3 {
			swapRows(&perm, 3*a+i, 3*b+i)
		}
	case 3: // two stacks
		for i := range 3 {
			swapCols(&perm, 3*a+i, 3*b+i)
		}
	case 4:
		for r := range 9 {
			for col := range 9 {
				perm[r*9+col] = uint8(col*9 + r)
			}
		}
	case 5: // two digit labels
		d, e := uint8(1+w.rng.IntN(9)), uint8(1+w.rng.IntN(8))
		if e >= d {
			e++
		}
		swapDigits(c.Puzzle.Givens.AsNine(), d, e)
		swapDigits(c.Solution.AsNine(), d, e)
		c.Clues = c.Puzzle.Givens.Clues()
		return true
	}
	g, sol := c.Puzzle.Givens, c.Solution
	for i, src := range perm {
		c.Puzzle.Givens[i], c.Solution[i] = g[src], sol[src]
	}
	c.Clues = c.Puzzle.Givens.Clues()
	return w.opts.Symmetry == None || w.opts.Symmetry.Holds(c.Puzzle.Givens.Nine())
}

func swapRows(perm *[81]uint8, a, b int) {
	for col := range 9 {
		perm[a*9+col], perm[b*9+col] = perm[b*9+col], perm[a*9+col]
	}
}

func swapCols(perm *[81]uint8, a, b int) {
	for r := range 9 {
		perm[r*9+a], perm[r*9+b] = perm[r*9+b], perm[r*9+a]
	}
}

func swapDigits(g *grid.Nine, d, e uint8) {
	for i, v := range g {
		switch v {
		case d:
			g[i] = e
		case e:
			g[i] = d
		}
	}
}
