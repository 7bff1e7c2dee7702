package solve

import (
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// Solver counts, checks and fills the puzzles of every kind and size:
// the one entry point of the package. For each puzzle it picks the
// fastest implementation that gives the same answer (the package doc
// lists them): for the seed search, classicSearch on the classic 9×9
// puzzle, houseSearch where the rules are houses alone, ruleSearch where
// there are cages or signs; for uniqueness, bandChecker on the classic
// 9×9 puzzle and checker on every other; for filling, classicFill on the
// classic grid and the checker's random search on every other shape.
//
// A Solver reuses its implementations' storage, so that counting and
// checking allocate nothing once a size has been seen; it is not safe for
// concurrent use. The zero Solver is ready to use.
type Solver struct {
	// Trace, when set, is called at every step of the seed search
	// (Count), which then runs an implementation that reports its steps
	// on every puzzle: ruleSearch up to 16×16 (on a classic one its tree
	// is the same), wideSearch past it; Value and Candidates read its
	// state after the step.
	Trace func(Step)

	classic classicSearch
	bands   bandChecker
	// The others are made on first use: a Solver of classic puzzles
	// never needs them. check counts the grids of up to 16 digits,
	// check32 those past them.
	houses  *houseSearch
	wide    *wideSearch
	rules   *ruleSearch
	check   *checker[uint16]
	check32 *checker[uint32]
	// traced is the search the last traced Count ran, which Value and
	// Candidates read.
	traced interface {
		Value(c int) int
		Candidates(c int) uint32
	}
	// checked is the checker the last Check ran on, unless banded.
	checked interface {
		undecided() bool
		solution(i int) grid.Grid
		open(dst []uint16) []uint16
	}
	// shapes keeps the last jigsaw's shape for houseSearch.
	shapes rules.Shapes
	// banded reports that the last Check ran on bandChecker, whose
	// solutions Found returns then.
	banded bool
	// stopMask is the seed searches' (houseSearch.stopMask); 0 for the
	// default, stopEvery-1.
	stopMask int
}

// Result is what a count found: the number of solutions up to two, the
// first solution (a grid of the puzzle's size, zero when there is none),
// and, from the seed counting solver, the seed score and the nodes it
// tried.
type Result struct {
	// Solutions is 0, 1 or 2; 2 means two or more (the search stops there).
	Solutions int
	// Solution is the first solution found; all zero when there is none.
	Solution grid.Grid
	// Score is the seed score: the sum of (candidates - 1) over every
	// branch point. It is a difficulty only when Solutions is 1. Nodes
	// counts the candidates tried, one per place attempt.
	Score, Nodes int
}

// Unique reports whether the puzzle has exactly one solution.
func (r Result) Unique() bool { return r.Solutions == 1 }

// Query says what a uniqueness check (Solver.Check) counts.
type Query struct {
	// Limit is how many solutions to count at most; less than 1 counts
	// as 1.
	Limit int
	// Digit, when not 0, is ruled out of Cell: the test for removing the
	// clue Digit at Cell from a unique puzzle, which stays unique exactly
	// when the puzzle without it has no solution with another digit
	// there. Excluding a digit prunes most of the tree at once, so the
	// test is much cheaper than counting to two.
	Cell  int
	Digit uint8
	// First, when set, is a solution the puzzle is known to have, the
	// generator's case: the checker tries its digit first at every
	// branch, so it finds it at once and spends its time looking for
	// another.
	First *grid.Grid
	// Budget, when above 0, bounds the branches a check tries: past it
	// the check stops undecided (Solver.Undecided). The classic grid's
	// checks are never cut short; they need no bound.
	Budget int
}

// Count runs the seed counting solver on p, which must be valid
// (puzzle.Validate), and returns its solutions up to two, the first, and
// for a unique puzzle the seed score.
func (s *Solver) Count(p *puzzle.Puzzle) Result {
	res, _ := s.CountUntil(p, nil)
	return res
}

// CountUntil is Count that gives up once done is closed, reporting
// stopped: the trees of 16×16 puzzles and of greater-than sudokus run to
// seconds. done is looked at every few thousand nodes; nil is never
// closed. The classic 9×9 search, whose trees run to milliseconds, never
// looks at it.
func (s *Solver) CountUntil(p *puzzle.Puzzle, done <-chan struct{}) (res Result, stopped bool) {
	return s.CountWithin(p, 0, done)
}

// CountWithin is CountUntil that also stops, reporting stopped, once its
// search passes budget nodes (looked at when done is, every 65,536 nodes,
// so it may run that many past; 0: no bound). A count of nodes, not a clock, so that the
// generator that asks it makes the same puzzles from the same seed. The
// classic 9×9 search is never cut short.
func (s *Solver) CountWithin(p *puzzle.Puzzle, budget int, done <-chan struct{}) (res Result, stopped bool) {
	switch {
	case p.N() > puzzle.MaxCagedSize || p.Layout != nil && len(p.Cages) == 0 && len(p.Signs) == 0 && !s.nibbles(p):
		if s.wide == nil {
			s.wide = new(wideSearch)
		}
		if shape := s.shapes.Of(p); s.wide.shape != shape {
			s.wide.reset(shape)
		}
		s.wide.Trace, s.wide.stopMask, s.wide.budget, s.traced = s.Trace, s.stopEvery(), budget, s.wide
		return s.wide.count(&p.Givens, done)
	case s.Trace != nil || len(p.Cages) > 0 || len(p.Signs) > 0:
		if s.rules == nil {
			s.rules = new(ruleSearch)
		}
		s.rules.Trace, s.rules.stopMask, s.rules.budget, s.traced = s.Trace, s.stopEvery(), budget, s.rules
		return s.rules.count(p, done)
	case p.IsClassic():
		return s.classic.count(p.Givens.Nine()), false
	}
	if s.houses == nil {
		s.houses = new(houseSearch)
	}
	if shape := s.shapes.Of(p); s.houses.shape != shape {
		s.houses.reset(shape)
	}
	s.houses.stopMask, s.houses.budget = s.stopEvery(), budget
	return s.houses.count(&p.Givens, done)
}

// nibbles reports whether the counters of houseSearch and ruleSearch,
// four bits a digit, hold p's: a counter never passes the houses of its
// cell, and stays at most 8 where a cell lies in at most 8 houses, as on
// every grid and most joined boards. A board whose grids overlap more
// (a flower with diagonals: ten houses a cell) is searched by
// wideSearch, whose counters are bytes, when it has houses alone.
func (s *Solver) nibbles(p *puzzle.Puzzle) bool { return s.shapes.Of(p).MostHouses() <= 8 }

// stopEvery returns the seed searches' stopMask.
func (s *Solver) stopEvery() int {
	if s.stopMask == 0 {
		return stopEvery - 1
	}
	return s.stopMask
}

// CountNine is Count of the classic puzzle of givens g.
func (s *Solver) CountNine(g grid.Nine) Result { return s.classic.count(g) }

// Solutions counts p's solutions up to two fast, without the seed score:
// the Result holds Solutions, and Solution when there is one. Use it
// where only uniqueness matters: the seed search of a greater-than sudoku
// can run to millions of nodes.
func (s *Solver) Solutions(p *puzzle.Puzzle) Result {
	res := Result{Solutions: s.Check(p, Query{Limit: 2})}
	if res.Solutions == 1 {
		res.Solution = s.Found(0)
	}
	return res
}

// Check counts the solutions of p, which must be valid, as q says: up to
// q.Limit, without q.Digit at q.Cell, trying q.First first, within
// q.Budget. Found gives the solutions it found, Undecided whether the
// budget cut it short.
func (s *Solver) Check(p *puzzle.Puzzle, q Query) int {
	if p.IsClassic() {
		return s.CheckNine(p.Givens.Nine(), q)
	}
	s.banded = false
	if q.Digit != 0 && forced(p.Givens[:], s.shapes.Of(p).Peers(q.Cell), q.Digit, p.N()) {
		s.checked = nil // decided, whatever the Check before was
		return 0
	}
	if p.N() > puzzle.MaxCagedSize {
		return s.checker32().count(p, &q)
	}
	return s.checker16().count(p, &q)
}

// checker16 and checker32 return the Solver's checkers, made on first
// use, and make the one returned the last checked.
func (s *Solver) checker16() *checker[uint16] {
	if s.check == nil {
		s.check = newChecker[uint16]()
	}
	s.checked = s.check
	return s.check
}

func (s *Solver) checker32() *checker[uint32] {
	if s.check32 == nil {
		s.check32 = newChecker[uint32]()
	}
	s.checked = s.check32
	return s.check32
}

// CheckNine is Check of the classic puzzle of givens g (q.First and
// q.Budget have nothing to do there).
func (s *Solver) CheckNine(g grid.Nine, q Query) int {
	s.banded = true
	if q.Digit != 0 {
		if forced(g[:], peers[q.Cell][:], q.Digit, 9) {
			return 0
		}
		return s.bands.countExcept(g, q.Cell, q.Digit, q.Limit)
	}
	return s.bands.count(g, q.Limit)
}

// forced reports whether the givens g among a cell's house mates already
// hold every digit 1..n but d, so that the cell can only be d, whatever
// cages and signs say besides: a removal test that needs no search, as
// most of them near the end of a reduction. The classic grid's peers are
// its packed solvers' bytes, the others' the kernel's cells.
func forced[C uint8 | uint16](g []uint8, peers []C, d uint8, n int) bool {
	var seen uint32
	for _, p := range peers {
		seen |= 1 << g[p]
	}
	all := uint32(1)<<n - 1
	return seen>>1 == all&^(1<<(d-1))
}

// Found returns the i-th solution (0 or 1) the last Check found; its
// contents are undefined past the solutions it found.
func (s *Solver) Found(i int) grid.Grid {
	if s.banded {
		return grid.FromNine(s.bands.found[i])
	}
	return s.checked.solution(i)
}

// Open appends to dst the cells the last Check's propagation from the
// givens, cages and signs left with more than one candidate (those its
// search had to branch on) and returns it; nothing after a Check of a
// classic puzzle, or one propagation found without a solution. A
// generator whose check ran out of budget changes the puzzle there.
func (s *Solver) Open(dst []uint16) []uint16 {
	if s.banded || s.checked == nil {
		return dst
	}
	return s.checked.open(dst)
}

// Undecided reports whether the last Check stopped at its budget before
// it could tell: its count then says only that the solutions found so far
// exist.
func (s *Solver) Undecided() bool { return !s.banded && s.checked != nil && s.checked.undecided() }

// Fill writes into g a solution of p drawn at random and reports whether
// it found one: with no givens, cages or signs, a random solution grid of
// p's shape. On the classic grid it always does; on another shape it
// gives up (false) when a few nodes a cell do not find one, as a jigsaw
// layout without a solution grid, or with one hard to find, makes it.
//
// It picks, by shape, the fastest of three random searches, each of
// which treats the digits alike, so that each cell holds each digit
// equally often: classicFill in reading order on the classic grid;
// houseSearch's tree (the fewest candidates first, a placement failing
// when it leaves a mate none) with its digits in random order on a grid
// of boxes, with or without diagonals, at any size (a 16×16 grid in
// about 75 µs, a Sudoku X in 11 µs, against 1.2 ms and 110 µs for the
// checker's); and the checker's search, whose hidden singles jigsaw
// regions and windows need (of fresh 9×9 jigsaw layouts the checker
// fills nine in ten within its budget, houseSearch's tree one in twenty),
// for those, and for a puzzle with givens, cages or signs.
func (s *Solver) Fill(rng *rand.Rand, p *puzzle.Puzzle, g *grid.Grid) bool {
	empty := p.Givens == (grid.Grid{}) && len(p.Cages) == 0 && len(p.Signs) == 0
	switch {
	case empty && p.IsClassic():
		*g = grid.Grid{}
		classicFill(rng, g.AsNine())
		return true
	case empty && p.Regions == nil && !p.Windows && (p.N() > puzzle.MaxCagedSize || p.Layout != nil && !s.nibbles(p)):
		if s.wide == nil {
			s.wide = new(wideSearch)
		}
		if shape := s.shapes.Of(p); s.wide.shape != shape {
			s.wide.reset(shape)
		}
		return s.wide.fill(rng, fillNodesPerCell*p.Cells(), g)
	case empty && p.Regions == nil && !p.Windows:
		if s.houses == nil {
			s.houses = new(houseSearch)
		}
		if shape := s.shapes.Of(p); s.houses.shape != shape {
			s.houses.reset(shape)
		}
		return s.houses.fill(rng, fillNodesPerCell*p.Cells(), g)
	case p.N() > puzzle.MaxCagedSize:
		return s.checker32().fill(p, rng, fillNodesPerCell*p.Cells(), g)
	}
	return s.checker16().fill(p, rng, fillNodesPerCell*p.Cells(), g)
}

// FillNine writes into g a random solution grid of the classic grid.
func (s *Solver) FillNine(rng *rand.Rand, g *grid.Nine) { classicFill(rng, g) }

// fillNodesPerCell bounds Fill's search on another shape than the classic
// grid: that many nodes a cell, past which it gives up and its caller
// draws again. A fill on a grid of boxes nearly never backs up (one
// 16×16 fill in fourteen runs past the bound), so the bound cuts off
// only the searches that would wander, and the jigsaw layouts without
// any solution grid that propagation does not refute at once.
const fillNodesPerCell = 4

// Value returns the digit of cell c (1..N), or 0 while it is empty, in
// the traced seed search's state (Trace).
func (s *Solver) Value(c int) int { return s.traced.Value(c) }

// Candidates returns the candidates of empty cell c, bit d-1 for digit d
// (25 digits at most), in the traced seed search's state (Trace).
func (s *Solver) Candidates(c int) uint32 { return s.traced.Candidates(c) }

// Count counts p's solutions with a new Solver (Solver.Count).
func Count(p *puzzle.Puzzle) Result {
	var s Solver
	return s.Count(p)
}

// CountNine counts the solutions of the classic puzzle of givens g with a
// new Solver (Solver.CountNine).
func CountNine(g grid.Nine) Result {
	var s Solver
	return s.CountNine(g)
}
