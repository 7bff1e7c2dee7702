package solve

import (
	"math/bits"
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rules"
)

// wideSearch is the seed counting solver of docs/shapes.md for the grids
// past 16×16 (up to 25 digits), whose rules are houses alone (cages and
// signs stop at puzzle.MaxCagedSize): houseSearch's tree, node for node,
// and so its score, with another packing. houseSearch keeps a cell's
// counters as the sixteen nibbles of one word, one a digit, which 25
// digits do not fit; here each cell keeps its counters as bytes (how many
// placed house mates hold each digit) beside the set of its digits no
// mate holds, which placing changes where a counter leaves or reaches
// zero. A cell's candidates are that set, their count its popcount.
//
// A placed mate is never left without a digit: no mate of a placed cell
// holds its digit. So place fails exactly when an empty mate is left
// with none, as the spec has it.
//
// It also reports its steps to Trace (Solver.Trace, solve --steps), as
// ruleSearch does below 17×17.
type wideSearch struct {
	shape *rules.Shape
	cells int
	all   uint32 // the digits 1..N, bit v for digit v+1
	// free[c] is the digits no placed mate of c holds; held[c][v] how
	// many placed mates hold digit v+1.
	free  [grid.MaxCells]uint32
	held  [grid.MaxCells][grid.MaxSize]uint8
	value [grid.MaxCells]int8   // -1 empty, else 0..N-1
	order [grid.MaxCells]uint16 // cells; those below top are placed
	rem   [grid.MaxCells]uint32 // per level: the candidates not yet tried
	tried [grid.MaxCells]uint32 // per level: the candidates it started with
	top   int
	score int
	nodes int
	// stopMask and budget are houseSearch's.
	stopMask int
	budget   int
	// Trace, when set, is called at every step of the search.
	Trace func(Step)
}

// reset makes s a search of the puzzles of shape.
func (s *wideSearch) reset(shape *rules.Shape) {
	s.shape, s.cells = shape, shape.NumCells()
	s.all = uint32(1)<<shape.N - 1
}

// place puts digit v+1 in c and blocks it for c's mates; when an empty
// mate is left with no digit it takes that back and reports false.
func (s *wideSearch) place(c, v int) bool {
	bit := uint32(1) << v
	empty := false
	for _, p := range s.shape.Peers(c) {
		n := &s.held[p][v]
		if *n++; *n == 1 {
			s.free[p] &^= bit
			empty = empty || s.free[p] == 0
		}
	}
	if empty {
		s.undo(c, v)
		return false
	}
	s.value[c] = int8(v)
	return true
}

// unplace is the inverse of a successful place(c, value[c]).
func (s *wideSearch) unplace(c int) {
	v := int(s.value[c])
	s.value[c] = -1
	s.undo(c, v)
}

// undo takes back the blocks placing digit v+1 put on c's mates.
func (s *wideSearch) undo(c, v int) {
	bit := uint32(1) << v
	for _, p := range s.shape.Peers(c) {
		n := &s.held[p][v]
		if *n--; *n == 0 {
			s.free[p] |= bit
		}
	}
}

// load places the givens in reading order, each swapped to position top;
// a given its mates already block, or one above N, means no solution.
func (s *wideSearch) load(g *grid.Grid) bool {
	var pos [grid.MaxCells]uint16 // the inverse of order
	for c := range s.cells {
		s.free[c], s.held[c] = s.all, [grid.MaxSize]uint8{}
		s.value[c], s.order[c], pos[c] = -1, uint16(c), uint16(c)
	}
	s.top, s.score, s.nodes = 0, 0, 0
	for c, d := range g[:s.cells] {
		if d == 0 {
			continue
		}
		v := int(d) - 1
		if int(d) > s.shape.N || s.free[c]>>v&1 == 0 || !s.place(c, v) {
			return false
		}
		k, t := pos[c], s.order[s.top]
		s.order[k], pos[t] = t, k
		s.order[s.top], pos[c] = uint16(c), uint16(s.top)
		s.top++
	}
	return true
}

// choose makes order[top] the branch cell of the spec (the first with
// the fewest candidates, at once when one has a single candidate), adds
// its candidates less one to the score, and makes them the level's to
// try.
func (s *wideSearch) choose() {
	top := s.top
	best := top
	fewest := bits.OnesCount32(s.free[s.order[top]])
	if fewest > 1 {
		for k := top + 1; k < s.cells; k++ {
			if n := bits.OnesCount32(s.free[s.order[k]]); n < fewest {
				best, fewest = k, n
				if n == 1 {
					break
				}
			}
		}
		s.order[top], s.order[best] = s.order[best], s.order[top]
	}
	s.score += fewest - 1
	s.rem[top] = s.free[s.order[top]]
	s.tried[top] = s.rem[top]
}

// count runs the seed search on the givens g, stopping at two solutions,
// as houseSearch.count does.
func (s *wideSearch) count(g *grid.Grid, done <-chan struct{}) (res Result, stopped bool) {
	if !s.load(g) {
		return res, false
	}
	start, last := s.top, s.cells-1
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
		v := bits.TrailingZeros32(r)
		s.rem[s.top] = r & (r - 1)
		if s.nodes++; s.nodes&s.stopMask == 0 && (closed(done) || s.budget > 0 && s.nodes > s.budget) {
			return res, true
		}
		if s.place(cur, v) {
			if trace {
				s.step(Branch, cur, v, start)
			}
			if s.top < last {
				s.top++
				s.choose()
				continue
			}
			res.Solutions++
			if trace {
				s.Trace(Step{Kind: Solution, Cell: -1, Rank: res.Solutions, Depth: s.cells - start})
			}
			if res.Solutions == 2 {
				break
			}
			s.solution(&res.Solution)
			s.unplace(cur)
			if trace {
				s.step(Backtrack, cur, v, start)
			}
		} else if trace {
			s.step(Fail, cur, v, start)
		}
		for s.rem[s.top] == 0 {
			if s.top == start {
				res.Score, res.Nodes = s.score, s.nodes
				return res, false
			}
			s.top--
			c := int(s.order[s.top])
			v := int(s.value[c])
			s.unplace(c)
			if trace {
				s.step(Backtrack, c, v, start)
			}
		}
	}
	res.Score, res.Nodes = s.score, s.nodes
	return res, false
}

// step reports a step to Trace, as ruleSearch.step does.
func (s *wideSearch) step(kind StepKind, cell, v, start int) {
	st := Step{Kind: kind, Cell: cell, Digit: v + 1, Depth: s.top - start}
	switch kind {
	case Branch, Fail:
		done := s.tried[s.top] &^ s.rem[s.top]
		st.Rank, st.Of, st.Depth = bits.OnesCount32(done), bits.OnesCount32(s.tried[s.top]), st.Depth+1
	case Start:
		st.Digit = 0
	}
	s.Trace(st)
}

// Value returns the digit of cell c (1..N), or 0 while it is empty.
func (s *wideSearch) Value(c int) int { return int(s.value[c]) + 1 }

// Candidates returns the candidates of empty cell c, bit d-1 for digit d.
func (s *wideSearch) Candidates(c int) uint32 { return s.free[c] }

// solution writes the placed grid into g.
func (s *wideSearch) solution(g *grid.Grid) {
	*g = grid.Grid{}
	for c, v := range s.value[:s.cells] {
		g[c] = uint8(v + 1)
	}
}

// fill writes into g a random solution grid of the shape, as
// houseSearch.fill does: the search from no givens with each level's
// digits tried in an order rng draws, stopped at the first solution or,
// reporting false, past budget nodes.
func (s *wideSearch) fill(rng *rand.Rand, budget int, g *grid.Grid) bool {
	var empty grid.Grid
	s.load(&empty)
	last := s.cells - 1
	s.choose()
	for {
		r := s.rem[s.top]
		for k := rng.IntN(bits.OnesCount32(r)); k > 0; k-- {
			r &= r - 1
		}
		bit := r & -r
		s.rem[s.top] &^= bit
		if s.nodes++; s.nodes > budget {
			return false
		}
		cur, v := int(s.order[s.top]), bits.TrailingZeros32(bit)
		if s.place(cur, v) {
			if s.top < last {
				s.top++
				s.choose()
				continue
			}
			s.solution(g)
			return true
		}
		for s.rem[s.top] == 0 {
			if s.top == 0 {
				return false
			}
			s.top--
			s.unplace(int(s.order[s.top]))
		}
	}
}
