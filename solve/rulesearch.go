package solve

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// ruleSearch is the seed counting solver of the variant spec: the
// classic backtracker, word for word (load the givens in reading order,
// choose the empty cell with the fewest candidates by the first strict
// minimum, stop at one, swap it to the top and add its count less one to
// the score, try its candidates ascending, stop at two solutions), with a
// cell's candidates widened to the variant rule. Digit d is a candidate of
// empty cell c when
//
//  1. no placed cell sharing a house or cage with c holds d;
//  2. with P the digits placed in c's cage, R its sum less theirs and k its
//     empty cells: some k distinct digits outside P, d among them, add up
//     to R;
//  3. d is above the digit of every placed cell a sign puts below c, and
//     below that of every placed cell a sign puts above it.
//
// place fails, and is undone, when some empty cell among the placed cell's
// peers, cage mates and sign partners is left without a candidate: the
// only cells whose candidates a placement changes. On a puzzle without
// cages and signs every rule but the first is void and the first is the
// classic one, so the tree, and the score, are houseSearch's and, on the
// classic grid, classicSearch's.
//
// The representation, not the search, is what differs from a literal
// transcription (see internal/literal): rule 1's counters are packed four
// bits a digit into one word per cell as in classicSearch; rule 2's
// digits are kept per cage, refreshed when a cage cell is placed or
// unplaced (from a table of the digit sets of every size, sum and digits
// still free), and read by every cell of the cage through its slot; rule
// 3's bounds are kept per cell, refreshed when a sign partner changes. A
// cell's candidates are then three masks and-ed.
type ruleSearch struct {
	// ru are the puzzle's rules: rule 1's mates (house mates, then cage
	// mates), each cell's cage and the cells its signs put above and
	// below it.
	ru rules.Rules
	// mates[c] is ru.Mates(c), looked up once: place and its undo walk it.
	mates [rules.Cells][]uint16
	// cells is the grid's number of cells, N²; digits the digits 1..N as
	// a mask and low in nibble form.
	cells  int
	digits uint16
	low    uint64

	// The search state.
	blk       [rules.Cells]uint64 // nibble v: placed rule-1 peers holding v
	value     [rules.Cells]int8   // -1 empty, else 0..N-1
	cageSum   []int               // per cage: the sum of its placed digits
	cageUsed  []uint16            // per cage: its placed digits (bit v for digit v+1)
	cageEmpty []int               // per cage: its empty cells
	cageCand  []uint64            // per cage: rule 2's digits for its empty cells (nibble form)
	// signAllow[c] is what rule 3 allows cell c (nibble form), kept up to
	// date as its sign partners come and go.
	signAllow [rules.Cells]uint64
	// cageSlot[c] indexes cageCand for cell c: its cage, or the extra
	// slot at the end, which allows every digit, for a cell in none.
	cageSlot [rules.Cells]uint16
	order    [rules.Cells]uint16
	rem      [rules.Cells]uint64 // per stack level: the candidates not yet tried (nibble form)
	tried    [rules.Cells]uint64 // per stack level: the candidates it started with
	top      int
	score    int
	nodes    int
	// stopMask and budget are houseSearch's.
	stopMask int
	budget   int

	// Trace, when set, is called at every step of the search, so that a
	// display can show it (solve --steps); the Solver's state, read with
	// Value and Candidates, is the state after the step.
	Trace func(Step)
}

// StepKind is what a step of the search did.
type StepKind uint8

// The steps of the search, as Trace reports them.
const (
	// Start: the givens are placed; the search begins.
	Start StepKind = iota
	// Branch: the search placed Digit in Cell, the Rank-th (from 1) of
	// the cell's Of candidates.
	Branch
	// Fail: placing Digit in Cell left a cell without a candidate; the
	// placement was undone at once.
	Fail
	// Solution: every cell is placed; Rank counts the solutions so far.
	Solution
	// Backtrack: the search took Digit out of Cell again.
	Backtrack
)

// Step is one step of the search.
type Step struct {
	Kind        StepKind
	Cell, Digit int // Digit 1..N; Cell -1 for Start
	Rank, Of    int
	Depth       int // cells the search (not the givens) has placed
}

// Value returns the digit of cell c (1..N), or 0 while it is empty.
func (s *ruleSearch) Value(c int) int { return int(s.value[c]) + 1 }

// Candidates returns the candidates of empty cell c, bit d-1 for digit d.
func (s *ruleSearch) Candidates(c int) uint32 {
	var m uint32
	for w := s.cand(c); w != 0; w &= w - 1 {
		m |= 1 << (bits.TrailingZeros64(w) / 4)
	}
	return m
}

// step reports a step to Trace.
func (s *ruleSearch) step(kind StepKind, cell, v, start int) {
	st := Step{Kind: kind, Cell: cell, Digit: v + 1, Depth: s.top - start}
	switch kind {
	case Branch, Fail:
		done := s.tried[s.top] &^ s.rem[s.top]
		st.Rank, st.Of, st.Depth = ncand(done), ncand(s.tried[s.top]), st.Depth+1
	case Start:
		st.Digit = 0
	}
	s.Trace(st)
}

// count runs the seed search on p, stopping at two solutions. p must be
// valid (puzzle.Validate). done, when not nil, is looked at every
// stopEvery nodes: once it is closed the search gives up, and stopped is
// true (the trees of greater-than sudokus run to millions of nodes).
func (s *ruleSearch) count(p *puzzle.Puzzle, done <-chan struct{}) (res Result, stopped bool) {
	s.setup(p)
	if !s.load() {
		return Result{}, false
	}
	return s.search(done)
}

// setup builds p's tables: the rules, and the cage slots.
func (s *ruleSearch) setup(p *puzzle.Puzzle) {
	s.ru.Reset(p)
	s.cells = s.ru.Shape.NumCells()
	s.digits = uint16(1)<<s.ru.Shape.N - 1
	s.low = spread(s.digits)
	for c := range s.cells {
		s.mates[c] = s.ru.Mates(c)
	}
	n := len(p.Cages)
	s.cageSum = resize(s.cageSum, n)
	s.cageUsed = resize(s.cageUsed, n)
	s.cageEmpty = resize(s.cageEmpty, n)
	s.cageCand = resize(s.cageCand, n+1)
	s.cageCand[n] = s.low // the slot of cells in no cage
	for c := range s.cells {
		s.cageSlot[c] = uint16(n)
		if k := s.ru.CageOf[c]; k >= 0 {
			s.cageSlot[c] = uint16(k)
		}
	}
}

func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// Candidate sets are kept in nibble form, bit 4v for digit v+1, the form
// of the rule-1 counters, so that a cell's candidates are a few
// instructions from its counter word and the masks of rules 2 and 3.
// Sixteen digits fill the word; a counter never passes 15, since a cell
// has at most one placed mate holding a digit in each of its houses
// (row, column, region, two diagonals, window) and its cage.

// spreadByte[m] is the 8-bit digit set m in nibble form.
var spreadByte [256]uint64

func init() {
	for m := range spreadByte {
		for v := range 8 {
			if m>>v&1 != 0 {
				spreadByte[m] |= 1 << (4 * v)
			}
		}
	}
}

// spread returns the digit set m (bit d-1 for digit d) in nibble form.
func spread(m uint16) uint64 { return spreadByte[m&0xff] | spreadByte[m>>8]<<32 }

// cand returns the candidates of empty cell c in nibble form.
func (s *ruleSearch) cand(c int) uint64 {
	w := s.blk[c]
	return ^(w | w>>1 | w>>2 | w>>3) & s.cageCand[s.cageSlot[c]] & s.signAllow[c]
}

// refreshSigns recomputes what rule 3 allows cell c: the bound of each
// sign whose other cell is placed.
func (s *ruleSearch) refreshSigns(c int) {
	span := rules.Span{Lo: 0, Hi: s.ru.Shape.N - 1}
	for _, a := range s.ru.Above[c] {
		if v := int(s.value[a]); v >= 0 {
			_, span = rules.Bound(rules.Span{Lo: v, Hi: v}, span)
		}
	}
	for _, b := range s.ru.Below[c] {
		if v := int(s.value[b]); v >= 0 {
			span, _ = rules.Bound(span, rules.Span{Lo: v, Hi: v})
		}
	}
	s.signAllow[c] = spread(span.Mask())
}

// ncand counts a nibble-form candidate set.
func ncand(m uint64) int { return bits.OnesCount64(m) }

// refreshCage recomputes rule 2's digits of cage k.
func (s *ruleSearch) refreshCage(k int) {
	s.cageCand[k] = spread(rules.SumDigits(s.cageEmpty[k], s.ru.Cages[k].Sum-s.cageSum[k], ^s.cageUsed[k]&s.digits))
}

func (s *ruleSearch) reset() {
	clear(s.blk[:s.cells])
	for c := range s.cells {
		s.value[c] = -1
		s.order[c] = uint16(c)
	}
	for k, cg := range s.ru.Cages {
		s.cageSum[k], s.cageUsed[k], s.cageEmpty[k] = 0, 0, len(cg.Cells)
		s.refreshCage(k)
	}
	for c := range s.cells {
		s.refreshSigns(c)
	}
	s.top, s.score, s.nodes = 0, 0, 0
}

// set puts v in empty cell c, or takes it out again (add = false), with
// everything that depends on it.
func (s *ruleSearch) set(c, v int, add bool) {
	inc := uint64(1) << (4 * v)
	if add {
		s.value[c] = int8(v)
		for _, p := range s.mates[c] {
			s.blk[p] += inc
		}
	} else {
		s.value[c] = -1
		for _, p := range s.mates[c] {
			s.blk[p] -= inc
		}
	}
	if k := s.ru.CageOf[c]; k >= 0 {
		if add {
			s.cageSum[k] += v + 1
			s.cageUsed[k] |= 1 << v
			s.cageEmpty[k]--
		} else {
			s.cageSum[k] -= v + 1
			s.cageUsed[k] &^= 1 << v
			s.cageEmpty[k]++
		}
		s.refreshCage(int(k))
	}
	for _, q := range s.ru.Above[c] {
		s.refreshSigns(int(q))
	}
	for _, q := range s.ru.Below[c] {
		s.refreshSigns(int(q))
	}
}

// place puts v in empty cell c and reports whether every empty cell whose
// candidates that can change (c's peers, cage mates and sign partners)
// keeps one; if not it undoes the placement.
func (s *ruleSearch) place(c, v int) bool {
	s.set(c, v, true)
	ok := true
	for _, p := range s.mates[c] {
		if s.value[p] < 0 && s.cand(int(p)) == 0 {
			ok = false
			break
		}
	}
	if ok {
		for _, p := range s.ru.Above[c] {
			if s.value[p] < 0 && s.cand(int(p)) == 0 {
				ok = false
				break
			}
		}
	}
	if ok {
		for _, p := range s.ru.Below[c] {
			if s.value[p] < 0 && s.cand(int(p)) == 0 {
				ok = false
				break
			}
		}
	}
	if !ok {
		s.set(c, v, false)
	}
	return ok
}

// load places the givens in reading order, each swapped to position top:
// a given that is not a candidate of its cell, or whose placement fails,
// and an empty cell left without a candidate (an impossible cage) mean
// the puzzle has no solution.
func (s *ruleSearch) load() bool {
	s.reset()
	for c, d := range s.ru.Puzzle.Givens[:s.ru.Puzzle.Cells()] {
		if d == 0 {
			continue
		}
		v := int(d) - 1
		if int(d) > s.ru.Shape.N || s.cand(c)>>(4*v)&1 == 0 || !s.place(c, v) {
			return false
		}
		for k := s.top; ; k++ {
			if int(s.order[k]) == c {
				s.order[s.top], s.order[k] = s.order[k], s.order[s.top]
				break
			}
		}
		s.top++
	}
	for c := range s.cells {
		if s.value[c] < 0 && s.cand(c) == 0 {
			return false
		}
	}
	return true
}

// search is the spec's explicit-stack loop.
func (s *ruleSearch) search(done <-chan struct{}) (res Result, stopped bool) {
	start := s.top
	trace := s.Trace != nil
	if trace {
		s.step(Start, -1, -1, start)
	}
	if s.top == s.cells {
		res.Solutions = 1
		s.solution(&res.Solution)
		if trace {
			s.Trace(Step{Kind: Solution, Cell: -1, Rank: 1})
		}
		return res, false
	}
	s.choose()
	for {
		cur := int(s.order[s.top])
		r := s.rem[s.top]
		v := bits.TrailingZeros64(r) / 4
		s.rem[s.top] = r & (r - 1)
		if s.nodes++; s.nodes&s.stopMask == 0 && (closed(done) || s.budget > 0 && s.nodes > s.budget) {
			return res, true
		}
		if s.place(cur, v) {
			if trace {
				s.step(Branch, cur, v, start)
			}
			if s.top < s.cells-1 {
				s.top++
				s.choose()
				continue
			}
			res.Solutions++
			if trace {
				s.Trace(Step{Kind: Solution, Cell: -1, Rank: res.Solutions, Depth: s.cells - start})
			}
			if res.Solutions == 1 {
				s.solution(&res.Solution)
			}
			if res.Solutions == 2 {
				break
			}
			s.set(cur, v, false)
			if trace {
				s.step(Backtrack, cur, v, start)
			}
		} else if trace {
			s.step(Fail, cur, v, start)
		}
		// Back up while the current cell's candidates are exhausted.
		for s.rem[s.top] == 0 {
			if s.top == start {
				res.Score, res.Nodes = s.score, s.nodes
				return res, false
			}
			s.top--
			c := int(s.order[s.top])
			v := int(s.value[c])
			s.set(c, v, false)
			if trace {
				s.step(Backtrack, c, v, start)
			}
		}
	}
	res.Score, res.Nodes = s.score, s.nodes
	return res, false
}

// choose is the spec's MRV choice: the first strict minimum from top,
// stopping at one candidate, swapped to top, its count less one added to
// the score; its candidates become the level's to try.
func (s *ruleSearch) choose() {
	best := s.top
	m := s.cand(int(s.order[best]))
	bc := ncand(m)
	if bc > 1 {
		for k := s.top + 1; k < s.cells; k++ {
			mk := s.cand(int(s.order[k]))
			if n := ncand(mk); n < bc {
				best, bc, m = k, n, mk
				if bc == 1 {
					break
				}
			}
		}
		s.order[best], s.order[s.top] = s.order[s.top], s.order[best]
		s.score += bc - 1
	}
	s.rem[s.top], s.tried[s.top] = m, m
}

// solution writes the solution the search has reached into g.
func (s *ruleSearch) solution(g *grid.Grid) {
	*g = grid.Grid{}
	for c, v := range s.value[:s.cells] {
		g[c] = uint8(v + 1)
	}
}
