package solve

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/grid"
)

// classicSearch is the seed counting solver of the classic 9×9 puzzle,
// packed: the spec's search, step for step, and so its tree and score;
// only the representation differs from a literal transcription, and none
// of it changes what is visited:
//   - a cell's nine blocked[v] counters are packed as nibbles of one word
//     (blk), so placing or unplacing touches one word per peer and a
//     branch-free expression tells whether any peer was left empty;
//   - mask and count are not stored: mask is "nibble v nonzero" and count
//     is nine minus its popcount, both a few instructions from blk;
//   - a cell's candidate index is kept as the set of candidates not yet
//     tried (rem), since the candidates of the cell at a level cannot change
//     while that level is on the stack.
//
// Its state lives in flat arrays inside the struct, so a search reused
// across puzzles allocates nothing.
type classicSearch struct {
	// blk[c] nibble v is blocked[v] of the spec: how many placed peers of
	// c hold v. A peer set holds each value at most three times (its row,
	// column and box), so a nibble never overflows. 256 entries let the
	// compiler drop bounds checks on uint8 indexes.
	blk   [256]uint64
	value [81]int8  // -1 empty, else 0..8
	order [81]uint8 // a permutation of cells; positions < top are placed
	rem   [81]uint64
	top   int
	score int
	nodes int
}

// nibbleLow has the lowest bit of each of the nine value nibbles set;
// nibbleHigh the highest.
const (
	nibbleLow  = 0x111111111
	nibbleHigh = 8 * nibbleLow
)

// blocked returns, as bit 4v+3, the values some placed peer holds. Adding 7
// to a nibble (at most 3, so nothing carries out of it) sets its top bit
// iff it was nonzero.
func blocked(w uint64) uint64 { return (w + 7*nibbleLow) & nibbleHigh }

// nblocked returns how many values some placed peer holds. Multiplying the
// nine sparse bits (4v+3) by nibbleLow<<25 sums them into the top nibble
// without carries, and drops the columns above it; unlike
// bits.OnesCount64 it needs no CPU feature check on amd64 v1.
func nblocked(w uint64) int { return int(blocked(w) * (nibbleLow << 25) >> 60) }

// allBlocked has its sign bit set iff all nine values are blocked in w:
// the nine bits of blocked(w) reach 2^63 when added to 2^63 minus their
// mask only if they are all set.
func allBlocked(w uint64) uint64 { return blocked(w) + (1<<63 - nibbleHigh) }

// count runs the search on g, stopping at two solutions. A grid whose
// givens contradict each other (see grid.Nine.Validate) has no solution.
func (s *classicSearch) count(g grid.Nine) Result {
	if !s.load(g) {
		return Result{}
	}
	return s.search()
}

func (s *classicSearch) reset() {
	clear(s.blk[:81]) // the entries above stay zero: no cell indexes them
	for c := range s.value {
		s.value[c] = -1
		s.order[c] = uint8(c)
	}
	s.top, s.score, s.nodes = 0, 0, 0
}

// load places the givens in reading order, each swapped to position top.
func (s *classicSearch) load(g grid.Nine) bool {
	s.reset()
	// pos is the inverse of order, so that a swap needs no scan for c.
	var pos [81]uint8
	for c := range pos {
		pos[c] = uint8(c)
	}
	for c, d := range g {
		if d == 0 {
			continue
		}
		v := int(d) - 1
		if d > 9 || blocked(s.blk[c])&(8<<(4*v)) != 0 || !s.place(c, v) {
			return false
		}
		k, t := pos[c], s.order[s.top]
		s.order[k], pos[t] = t, k
		s.order[s.top], pos[c] = uint8(c), uint8(s.top)
		s.top++
	}
	return true
}

// search is the spec's explicit-stack loop.
func (s *classicSearch) search() Result {
	var res Result
	if s.top == 81 {
		res.Solutions = 1
		s.solution(&res.Solution)
		return res
	}
	start := s.top
	s.choose()
	for {
		cur := int(s.order[s.top])
		r := s.rem[s.top]
		v := bits.TrailingZeros64(r) >> 2
		s.rem[s.top] = r & (r - 1)
		s.nodes++
		if s.place(cur, v) {
			if s.top < 80 {
				s.top++
				s.choose()
				continue
			}
			res.Solutions++
			if res.Solutions == 1 {
				s.solution(&res.Solution)
			} else {
				break
			}
			s.unplace(cur)
		}
		for s.rem[s.top] == 0 {
			if s.top == start {
				goto done
			}
			s.top--
			s.unplace(int(s.order[s.top]))
		}
	}
done:
	res.Score, res.Nodes = s.score, s.nodes
	return res
}

func (s *classicSearch) solution(out *grid.Grid) {
	for c, v := range s.value {
		out[c] = uint8(v + 1)
	}
}

// choose makes order[top] the MRV cell and adds its branching to the score.
// It is the spec's scan, counting blocked values (most wins) instead of free
// ones (fewest wins).
func (s *classicSearch) choose() {
	top := s.top
	best := top
	most := nblocked(s.blk[s.order[top]])
	if most < 8 {
		for k := top + 1; k < 81; k++ {
			if n := nblocked(s.blk[s.order[k]]); n > most {
				best, most = k, n
				if n == 8 {
					break
				}
			}
		}
		s.order[top], s.order[best] = s.order[best], s.order[top]
	}
	s.score += 8 - most
	s.rem[top] = ^blocked(s.blk[s.order[top]]) & nibbleHigh
}

// place puts v in c and blocks v for c's peers. If a peer is left with no
// candidate it undoes what it did and returns false.
//
// The loop is branch-free and handles two peers per iteration: whether a
// peer is left empty is folded into the sign bit of full rather than tested
// per peer, since that branch would be taken unpredictably.
func (s *classicSearch) place(c, v int) bool {
	inc := uint64(1) << (4 * v)
	full := uint64(0)
	blk := &s.blk
	ps := &peers[c]
	for i := 0; i < len(ps); i += 2 {
		p, q := ps[i], ps[i+1]
		w := blk[p] + inc
		x := blk[q] + inc
		blk[p], blk[q] = w, x
		full |= allBlocked(w) | allBlocked(x)
	}
	if full>>63 != 0 {
		s.undo(c, inc)
		return false
	}
	s.value[c] = int8(v)
	return true
}

// unplace is the exact inverse of a successful place(c, value[c]).
func (s *classicSearch) unplace(c int) {
	v := int(s.value[c])
	s.value[c] = -1
	s.undo(c, uint64(1)<<(4*v))
}

// undo takes back the blocks that placing a value put on c's peers.
//
// Like place, it takes two peers an iteration, which halves the loop's
// own instructions.
func (s *classicSearch) undo(c int, inc uint64) {
	blk := &s.blk
	ps := &peers[c]
	for i := 0; i < len(ps); i += 2 {
		p, q := ps[i], ps[i+1]
		blk[p] -= inc
		blk[q] -= inc
	}
}
