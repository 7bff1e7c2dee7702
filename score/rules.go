package score

import (
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
)

// puzzleRules are the rules of the puzzle being rated as the ladder's
// searches read them: the kernel's (package rules: the houses, the cages
// and the signs, with what they allow) in the rater's own form, cell sets,
// and what the rungs remember between steps. A classic puzzle has no cages
// or signs and shares classicRules, so the classic ladder runs as it
// always has; the board and every rung read the rules of the puzzle they
// work on, which makes one engine for every kind.
type puzzleRules struct {
	// k are the kernel's rules of the puzzle; nil for the rules of a
	// grid's houses alone (rulesOfHouses).
	k *rules.Rules
	// geo are the house tables of the puzzle's shape.
	geo *geometry
	// cages are k's cages with their cells as a set.
	cages []cage
	// peers[c] holds the cells that cannot hold c's digit (k's mates of
	// c): for a classic puzzle peerSet itself.
	peers *perCell[cellSet]
	// below[c] holds the cells whose digit the signs make less than c's,
	// directly or through other cells; above[c] those whose digit they
	// make greater.
	below, above perCell[cellSet]
	// own and ownPeers are the storage of k and peers that reset reuses.
	own      *rules.Rules
	ownPeers *perCell[cellSet]
	// assignMiss[i] is the state of cage i's cells (cellsState) when the
	// cage assignment last found nothing in it: what it finds depends on
	// nothing else, so while the cells keep that state it finds nothing
	// again. Steps change a few cells, so most cages keep theirs.
	// sumMiss[i] is the same for the cage combination.
	assignMiss, sumMiss []cellsState
}

// cellsState is the values and candidates of up to nine cells, a cell's
// value<<9 | candidates; valid says it was recorded.
type cellsState struct {
	state [maxN]cellWord
	valid bool
}

// matches reports whether s holds the state of cells in b.
func (s *cellsState) matches(b *board, cells []uint16) bool {
	if !s.valid {
		return false
	}
	for i, c := range cells {
		if s.state[i] != cellWord(b.val[c])<<maxN|cellWord(b.cand[c]) {
			return false
		}
	}
	return true
}

// record sets s to the state of cells in b.
func (s *cellsState) record(b *board, cells []uint16) {
	for i, c := range cells {
		s.state[i] = cellWord(b.val[c])<<maxN | cellWord(b.cand[c])
	}
	s.valid = true
}

// cage is a killer cage: cells whose digits differ and add up to sum.
type cage struct {
	cells []uint16
	set   cellSet
	sum   int
}

// classicRules are the rules of every classic puzzle: the houses alone.
var classicRules = &puzzleRules{k: rules.Of(&puzzle.Puzzle{}), geo: classicGeometry, peers: &classicGeometry.peerSet}

// reset makes ru the rules of p, which must not be classic, reusing ru's
// storage, and returns ru. A Rater rates one variant after another in the
// same puzzleRules, so that a puzzle's rules cost no allocation.
func (ru *puzzleRules) reset(p *puzzle.Puzzle) *puzzleRules {
	if ru.own == nil {
		ru.own, ru.ownPeers = new(rules.Rules), new(perCell[cellSet])
	}
	ru.own.Reset(p)
	ru.k, ru.peers = ru.own, ru.ownPeers
	ru.geo = geometryOf(ru.k.Shape, p.Regions != nil)
	ncells := ru.geo.ncells
	fitCells(ru.peers, ru.geo)
	clear((*ru.peers)[:])
	for c := range ncells {
		for _, m := range ru.k.Mates(c) {
			(*ru.peers)[c].add(int(m))
		}
	}
	ru.cages = ru.cages[:0]
	for _, cg := range ru.k.Cages {
		k := cage{cells: cg.Cells, sum: cg.Sum}
		for _, c := range cg.Cells {
			k.set.add(int(c))
		}
		ru.cages = append(ru.cages, k)
	}
	ru.assignMiss = resize(ru.assignMiss, len(ru.cages))
	ru.sumMiss = resize(ru.sumMiss, len(ru.cages))
	less, greater := ru.k.Ordered()
	fitCells(&ru.below, ru.geo)
	fitCells(&ru.above, ru.geo)
	clear(ru.below[:])
	clear(ru.above[:])
	for c := range ncells {
		for _, x := range less[c] {
			ru.below[c].add(int(x))
		}
		for _, x := range greater[c] {
			ru.above[c].add(int(x))
		}
	}
	return ru
}

// resize returns s with n zero elements, reusing its storage.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// rulesOfHouses returns the rules of a grid of houses alone, those of
// geo: digits differ in each house, and nothing else holds. They are the
// kernel's rules of any shape without cages or signs, made from the houses
// themselves, so that a layout the kernel does not describe yet (a grid of
// 25 cells a side, joined grids) rates on the ladder as its geometry
// (newGeometry) lists its houses.
func rulesOfHouses(geo *geometry) *puzzleRules {
	return &puzzleRules{geo: geo, peers: &geo.peerSet}
}

// rateHouses rates givens g on the houses of ru (rulesOfHouses) as
// given, on the classic ladder, without the uniqueness rungs unless the
// houses are one grid's rows, columns and regions alone.
func (r *Rater) rateHouses(ru *puzzleRules, g givens) rating.Path {
	defer r.useRules(ru)()
	return r.rateAsGiven(g)
}

// classic reports whether ru has neither cages nor signs.
func (ru *puzzleRules) classic() bool { return ru.k == nil || ru.k.Classic() }

// sharedHouses lists the houses that hold every cell of cells (two or
// more), ascending: the first n of out.
func (ru *puzzleRules) sharedHouses(cells []uint16) (out [4]int, n int) {
	m := ru.k.Shape.Common(cells)
	for h := m.Take(); h >= 0 && n < len(out); h = m.Take() {
		out[n] = h
		n++
	}
	return out, n
}
