package solve

import (
	"math/bits"
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rules"
)

// houseSearch is the seed counting solver of docs/shapes.md for puzzles
// whose only rules are houses (rows, columns, boxes or jigsaw regions,
// diagonals, windows), up to 16×16 (wideSearch past it): ruleSearch's tree, node for node, and
// so its score (the tests hold it to ruleSearch and to the literal
// transcription), packed as classicSearch packs the classic one.
// ruleSearch serves every rule, and on a 16×16 grid spends about a
// microsecond a node reading its cage and sign masks for every cell of
// every branch choice; the trees of 16×16 puzzles of 100 clues run to
// millions of nodes. classicSearch is faster still on the classic grid,
// whose 20 peers a cell and nine digits it builds in.
//
// The representation: cell c's counters (how many placed house mates
// hold each digit) are the nibbles of blk[c], digit v+1 in nibble v; a
// cell has at most six houses (a row, a column, a region, two
// diagonals, a window) on one grid and at most eight on the joined
// boards the Solver gives it (Solver.nibbles), so a counter stays at
// most 8 and adding 7 to every nibble
// sets a nibble's top bit exactly when its digit is taken (blocked). A
// cell's candidates are the nibbles whose top bit that leaves clear,
// and place fails when a mate is left with every digit blocked; a placed
// mate never is, since no mate of a placed cell holds its digit.
//
// A houseSearch keeps one shape's tables and allocates nothing.
type houseSearch struct {
	shape *rules.Shape
	cells int
	high  uint64 // bit 4v+3 for each digit v+1 of the grid
	blk   [grid.MaxCells]uint64
	value [grid.MaxCells]int8   // -1 empty, else 0..N-1
	order [grid.MaxCells]uint16 // cells; those below top are placed
	rem   [grid.MaxCells]uint64
	top   int
	score int
	nodes int
	// stopMask is one less than a power of two: the search looks at its
	// done channel when its nodes have these bits clear (stopEvery-1,
	// unless a test sets another).
	stopMask int
	// budget, when above 0, stops the search as done does once its
	// nodes pass it (looked at with done).
	budget int
}

// nibbleLows has the lowest bit of each of the sixteen nibbles set.
const nibbleLows = 0x1111111111111111

// reset makes s a search of the puzzles of shape.
func (s *houseSearch) reset(shape *rules.Shape) {
	s.shape, s.cells = shape, shape.NumCells()
	s.high = 8 * (nibbleLows >> (64 - 4*shape.N))
}

// blockedIn returns, as bit 4v+3, the digits some placed mate of a cell
// with counters w holds, high having bit 4v+3 for each digit v+1 of the
// grid.
func blockedIn(w, high uint64) uint64 { return (w + 7*nibbleLows) & high }

// nblockedIn counts the blocked digits of counters w. The multiply sums
// the sixteen bits of blockedIn(w)>>3 (one at the bottom of each nibble)
// into the top nibble; no lower nibble's sum passes 15, so nothing
// carries, and the top one's does not either for an empty cell, which
// has a digit left. It needs no CPU feature check, unlike
// bits.OnesCount64 on amd64 v1.
func nblockedIn(w, high uint64) int { return int((blockedIn(w, high) >> 3 * nibbleLows) >> 60) }

// stopEvery is how many nodes a seed search goes between looks at its
// done channel: about a hundredth of a second at 16×16.
const stopEvery = 1 << 16

// closed reports whether done is closed, without waiting; a nil done is
// never closed.
func closed(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// count runs the seed search on the givens g, stopping at two solutions:
// what ruleSearch.count returns for the puzzle of g on the shape.
// done, when not nil, is looked at every stopEvery nodes: once it is
// closed the search gives up, and stopped is true (the trees of 16×16
// puzzles run to seconds).
func (s *houseSearch) count(g *grid.Grid, done <-chan struct{}) (res Result, stopped bool) {
	if !s.load(g) {
		return res, false
	}
	if s.top == s.cells {
		res.Solutions = 1
		s.solution(&res.Solution)
		return res, false
	}
	start, last := s.top, s.cells-1
	s.choose()
	for {
		cur := int(s.order[s.top])
		r := s.rem[s.top]
		v := bits.TrailingZeros64(r) >> 2
		s.rem[s.top] = r & (r - 1)
		if s.nodes++; s.nodes&s.stopMask == 0 && (closed(done) || s.budget > 0 && s.nodes > s.budget) {
			return res, true
		}
		if s.place(cur, v) {
			if s.top < last {
				s.top++
				s.choose()
				continue
			}
			res.Solutions++
			if res.Solutions == 2 {
				break
			}
			s.solution(&res.Solution)
			s.unplace(cur)
		}
		for s.rem[s.top] == 0 {
			if s.top == start {
				res.Score, res.Nodes = s.score, s.nodes
				return res, false
			}
			s.top--
			s.unplace(int(s.order[s.top]))
		}
	}
	res.Score, res.Nodes = s.score, s.nodes
	return res, false
}

// load places the givens in reading order, each swapped to position top;
// a given its mates already block, or one above N, means no solution.
func (s *houseSearch) load(g *grid.Grid) bool {
	clear(s.blk[:s.cells])
	var pos [grid.MaxCells]uint16 // the inverse of order
	for c := range s.cells {
		s.value[c], s.order[c], pos[c] = -1, uint16(c), uint16(c)
	}
	s.top, s.score, s.nodes = 0, 0, 0
	for c, d := range g[:s.cells] {
		if d == 0 {
			continue
		}
		v := int(d) - 1
		if int(d) > s.shape.N || blockedIn(s.blk[c], s.high)>>(4*v+3)&1 != 0 || !s.place(c, v) {
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
// try. It counts blocked digits, the most winning.
func (s *houseSearch) choose() {
	top, n, high := s.top, s.shape.N, s.high
	blk, order := &s.blk, &s.order
	best := top
	most := nblockedIn(blk[order[top]], high)
	if most < n-1 {
		for k := top + 1; k < s.cells; k++ {
			if b := nblockedIn(blk[order[k]], high); b > most {
				best, most = k, b
				if b == n-1 {
					break
				}
			}
		}
		order[top], order[best] = order[best], order[top]
	}
	s.score += n - 1 - most
	s.rem[top] = ^blockedIn(blk[order[top]], high) & high
}

// place puts digit v+1 in c and blocks it for c's mates; when a mate is
// left with every digit blocked it takes that back and reports false.
// Whether one is, is folded into the sign bit of full rather than tested
// mate by mate: that branch would be taken unpredictably.
func (s *houseSearch) place(c, v int) bool {
	inc := uint64(1) << (4 * v)
	full, high, blk := uint64(0), s.high, &s.blk
	for _, p := range s.shape.Peers(c) {
		w := blk[p] + inc
		blk[p] = w
		// z is 0 exactly when every digit is blocked; (z-1) &^ z then
		// has its sign bit set, and otherwise clear.
		z := blockedIn(w, high) ^ high
		full |= (z - 1) &^ z
	}
	if full>>63 != 0 {
		s.undo(c, inc)
		return false
	}
	s.value[c] = int8(v)
	return true
}

// unplace is the inverse of a successful place(c, value[c]).
func (s *houseSearch) unplace(c int) {
	v := int(s.value[c])
	s.value[c] = -1
	s.undo(c, uint64(1)<<(4*v))
}

// undo takes back the blocks placing a digit put on c's mates.
func (s *houseSearch) undo(c int, inc uint64) {
	blk := &s.blk
	for _, p := range s.shape.Peers(c) {
		blk[p] -= inc
	}
}

// solution writes the placed grid into g.
func (s *houseSearch) solution(g *grid.Grid) {
	*g = grid.Grid{}
	for c, v := range s.value[:s.cells] {
		g[c] = uint8(v + 1)
	}
}

// fill writes into g a random solution grid of the shape: the search
// from no givens with each level's digits tried in an order rng draws,
// stopped at the first solution. It reports false when budget nodes did
// not find one (a jigsaw layout may have none). The choice of the cell
// is the search's, which counts candidates alone, and the digits are
// drawn uniformly, so each cell holds each digit equally often.
func (s *houseSearch) fill(rng *rand.Rand, budget int, g *grid.Grid) bool {
	var empty grid.Grid
	s.load(&empty)
	last := s.cells - 1
	s.choose()
	for {
		r := s.rem[s.top]
		for k := rng.IntN(bits.OnesCount64(r)); k > 0; k-- {
			r &= r - 1
		}
		bit := r & -r
		s.rem[s.top] &^= bit
		if s.nodes++; s.nodes > budget {
			return false
		}
		cur, v := int(s.order[s.top]), bits.TrailingZeros64(bit)>>2
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
