package score

import (
	"math/bits"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/score/internal/wide"
)

// The bounds of the grids this package's tables hold, and what depends on
// them beyond the sizes of its arrays: grids of up to nine cells a side,
// whose 81 cells fit a set of two words, in fixed arrays. Larger grids are
// rated by package wide (internal/wide): this package's code generated
// again with the bounds of its own dims.go (go generate ./score runs
// internal/widegen), 25 digits, 909 cells and 335 houses, in tables sized
// by the grid rated, so that the classic grid keeps its tables and its
// speed, and every size and layout has the same ladder. The code of both
// reaches its tables through the types and functions of dims.go (perCell,
// fitCells, the In operations on cell sets): here arrays and no-ops, there
// slices and loops over a grid's words.

//go:generate go run ./internal/widegen/widegen

// MaxRatedSize is the largest grid the ladder rates and explains: N×N
// grids up to this N, the larger ones (above maxN) through package wide.
const MaxRatedSize = grid.MaxSize

const (
	// maxN is the most cells a unit holds, and the most digits: a
	// candidate k is digit k%maxN of cell k/maxN.
	maxN = 9
	// maxCells and maxHouses are the most cells and houses of a grid: N
	// rows, N columns, N regions, two diagonals and, on the classic grid,
	// four windows.
	maxCells  = maxN * maxN
	maxHouses = 3*maxN + 2 + 4
	// maxCellHouses bounds a cell's houses: its row, column and region,
	// and a window and a diagonal, or the two diagonals at the centre.
	maxCellHouses = 5
	// nCand is the number of candidates.
	nCand = maxCells * maxN
	// maxPeers bounds a cell's peers: 3(N-1) in its row, column and
	// region (20 on the classic grid), N-1 more on each diagonal, and
	// on the classic grid 4 more in a window.
	maxPeers = 5 * (maxN - 1)
)

// digitMask is a set of digits, bit d for digit d, or of positions in a
// house, bit i for its i-th cell: N bits.
type digitMask = uint16

// cellIndex is a cell as the tables that list cells hold it, houseIndex a
// house.
type (
	cellIndex  = uint8
	houseIndex = uint8
)

func popcount(m digitMask) int { return bits.OnesCount16(m) }
func lowest(m digitMask) int   { return bits.TrailingZeros16(m) }

// The tables of a grid, by what indexes them: a cell, a house, a
// candidate or a node. Here they are arrays of the bounds above, so that
// a board is a value and its copy a copy, and fitting one to a grid
// (fit) does nothing; package wide sizes its tables by the grid.
type (
	perCell[T any]  = [maxCells]T
	perHouse[T any] = [maxHouses]T
	perCand[T any]  = [nCand]T
	perNode[T any]  = [nNodes + 1]T
)

// fitCells, fitHouses, fitCands and fitNodes ready a table for the grids
// of geometry geo.
func fitCells[T any](*perCell[T], *geometry)   {}
func fitHouses[T any](*perHouse[T], *geometry) {}
func fitCands[T any](*perCand[T], *geometry)   {}
func fitNodes[T any](*perNode[T], *geometry)   {}

// zeroCells sets every entry of t to zero, and zeroPairs the entries of
// t for the grid's pairs of digits: the whole of both here, where that is
// an array of the bounds, which the compiler zeroes in place.
func zeroCells[T any](t *perCell[T], _ *geometry)     { *t = perCell[T]{} }
func zeroPairs(t *[maxN][maxN]digitMask, _ *geometry) { *t = [maxN][maxN]digitMask{} }

// nodeBits is a set of nodes (or of anything numbered as they are, the
// components of their graph).
type nodeBits = [nNodes/64 + 1]uint64

func fitNodeBits(*nodeBits, *geometry) {}

// sameCells reports whether two tables of a grid's cells are equal.
func sameCells[T comparable](a, b *perCell[T]) bool { return *a == *b }

// sameKey reports whether a grid's key (gridKey) in a memo is key.
func sameKey(a []cellWord, key *perCell[cellWord]) bool {
	return *(*perCell[cellWord])(a) == *key
}

// candView returns the set whose words are w, the words of a set of the
// same grid.
func candView(w []uint64) (s candBits) {
	copy(s[:], w)
	return s
}

// candCount returns how many candidates the tables of geo's grids number.
func (geo *geometry) candCount() int { return nCand }

// virtualNode returns the node that closes a contradiction, past every
// node of geo's grids.
func (geo *geometry) virtualNode() int { return nNodes }

// reset makes b an empty grid of rules ru, every table zero.
func (b *board) reset(ru *puzzleRules) { *b = board{ru: ru} }

// copyFrom makes b a copy of src.
func (b *board) copyFrom(src *board) { *b = *src }

// candBits is a set of candidates.
type candBits [(nCand + 63) / 64]uint64

func (s *candBits) has(k int) bool { return s[k>>6]>>uint(k&63)&1 != 0 }
func (s *candBits) set(k int)      { s[k>>6] |= 1 << uint(k&63) }

// fit readies s for the candidates of geometry geo.
func (s *candBits) fit(*geometry) {}

// reset empties s.
func (s *candBits) reset() { *s = candBits{} }

// isEmpty reports whether s holds no candidate.
func (s *candBits) isEmpty() bool { return *s == candBits{} }

// words returns the words of s that a grid of geometry geo uses.
func (s *candBits) words(*geometry) []uint64 { return s[:] }

// cand returns candidate (c, d), digit d of cell c: a candidate k is
// digit k%maxN of cell k/maxN.
func (geo *geometry) cand(c, d int) int { return c*maxN + d }

// cellOf and digitOf return the cell and the digit of candidate k.
func (geo *geometry) cellOf(k int) int  { return k / maxN }
func (geo *geometry) digitOf(k int) int { return k % maxN }

// cellWord holds a cell's value and candidates together, value<<maxN |
// candidates: the cell's state in the memos of cages and nested chains.
type cellWord = uint16

// givens holds the givens the ladder starts from: a 9×9 grid (grid.Nine),
// of which a smaller grid uses the first N² cells.
type givens = grid.Nine

// cellSet is a set of cells: bits 0-63 in lo, 64-80 in hi.
type cellSet struct{ lo, hi uint64 }

// allCells holds all 81 cells of the classic grid (geometry.all holds a
// grid's own).
var allCells = cellSet{^uint64(0), 1<<17 - 1}

func (s cellSet) has(c int) bool {
	if c < 64 {
		return s.lo>>uint(c)&1 != 0
	}
	return s.hi>>uint(c-64)&1 != 0
}

func (s *cellSet) add(c int) {
	if c < 64 {
		s.lo |= 1 << uint(c)
	} else {
		s.hi |= 1 << uint(c-64)
	}
}

func (s *cellSet) del(c int) {
	if c < 64 {
		s.lo &^= 1 << uint(c)
	} else {
		s.hi &^= 1 << uint(c-64)
	}
}

func (s cellSet) and(t cellSet) cellSet    { return cellSet{s.lo & t.lo, s.hi & t.hi} }
func (s cellSet) or(t cellSet) cellSet     { return cellSet{s.lo | t.lo, s.hi | t.hi} }
func (s cellSet) andNot(t cellSet) cellSet { return cellSet{s.lo &^ t.lo, s.hi &^ t.hi} }
func (s cellSet) empty() bool              { return s.lo|s.hi == 0 }
func (s cellSet) count() int               { return bits.OnesCount64(s.lo) + bits.OnesCount64(s.hi) }

// The In operations work on the cells of geo's grids, in place: a set of
// two words is all of them here, and package wide reads and writes the
// words its grid's cells take alone (geometry.words).

func (s *cellSet) andIn(t *cellSet, _ *geometry)    { s.lo &= t.lo; s.hi &= t.hi }
func (s *cellSet) orIn(t *cellSet, _ *geometry)     { s.lo |= t.lo; s.hi |= t.hi }
func (s *cellSet) andNotIn(t *cellSet, _ *geometry) { s.lo &^= t.lo; s.hi &^= t.hi }

// orAndIn adds to s the cells of both a and b.
func (s *cellSet) orAndIn(a, b *cellSet, _ *geometry) { s.lo |= a.lo & b.lo; s.hi |= a.hi & b.hi }

func (s *cellSet) emptyIn(*geometry) bool { return s.lo|s.hi == 0 }
func (s *cellSet) countIn(*geometry) int  { return s.count() }

// meetsIn reports whether s and t share a cell.
func (s *cellSet) meetsIn(t *cellSet, _ *geometry) bool { return s.lo&t.lo|s.hi&t.hi != 0 }

// sameIn reports whether s and t hold the same cells.
func (s *cellSet) sameIn(t *cellSet, _ *geometry) bool { return *s == *t }

// restIn reports whether s and t share a cell, and returns how many of
// those are not in u.
func (s *cellSet) restIn(t, u *cellSet, _ *geometry) (in bool, n int) {
	lo, hi := s.lo&t.lo, s.hi&t.hi
	if lo|hi == 0 {
		return false, 0
	}
	return true, bits.OnesCount64(lo&^u.lo) + bits.OnesCount64(hi&^u.hi)
}

// firstRest returns the first cell of s that is in t and not in u, or -1.
func (s *cellSet) firstRest(t, u *cellSet) int {
	r := cellSet{s.lo & t.lo &^ u.lo, s.hi & t.hi &^ u.hi}
	return r.first()
}

// word returns the word i of s, cells 64i to 64i+63: with i below
// geometry.words, a loop over the words of a grid's cells.
func (s *cellSet) word(i int) uint64 {
	if i == 0 {
		return s.lo
	}
	return s.hi
}

// first returns the lowest cell of s, or -1.
func (s cellSet) first() int {
	if s.lo != 0 {
		return bits.TrailingZeros64(s.lo)
	}
	if s.hi != 0 {
		return 64 + bits.TrailingZeros64(s.hi)
	}
	return -1
}

// cellsAfter returns the cells numbered above c.
func cellsAfter(c int) cellSet {
	if c < 64 {
		return cellSet{^(2<<uint(c) - 1), allCells.hi}
	}
	return cellSet{0, allCells.hi &^ (2<<uint(c-64) - 1)}
}

// all ranges over the cells of s in increasing order.
func (s cellSet) all() func(func(int) bool) {
	return func(yield func(int) bool) {
		for w := s.lo; w != 0; w &= w - 1 {
			if !yield(bits.TrailingZeros64(w)) {
				return
			}
		}
		for w := s.hi; w != 0; w &= w - 1 {
			if !yield(64 + bits.TrailingZeros64(w)) {
				return
			}
		}
	}
}

// positionOf returns the position of b, as an explanation's step starts
// from it.
func positionOf(b *board) puzzle.Position {
	return puzzle.Position{Value: b.val, Cand: b.cand}
}

// carryPosition carries p, a position of a puzzle's canonical form of
// cells cells, back to the puzzle (untransform).
func carryPosition(p *puzzle.Position, back *backMap, cells int) {
	var q puzzle.Position
	for c := range cells {
		v := p.Value[c]
		if v != 0 {
			v = uint8(back.digit[v])
		}
		q.Value[back.cell[c]] = v
		var m uint16
		for w := p.Cand[c]; w != 0; w &= w - 1 {
			m |= 1 << (back.digit[lowest(w)+1] - 1)
		}
		q.Cand[back.cell[c]] = m
	}
	*p = q
}

// sumSets returns the sets of n distinct digits that add up to s
// (rules.SumSets), in increasing order of their masks: those of a grid
// smaller than 9×9 among them.
func sumSets(n, s int) []uint16 { return rules.SumSets(n, s) }

// otherSizes rates what this package's tables do not hold: a grid larger
// than maxN cells a side, or joined grids, with package wide's Rater, made on first use
// with the Rater's settings.
type otherSizes struct {
	wide *wide.Rater
}

// wideRater returns r's Rater of larger grids.
func (r *Rater) wideRater() *wide.Rater {
	if r.other.wide == nil {
		opts := []wide.Option{wide.WithScale(r.scale), wide.WithRateTimeout(r.timeout), wide.WithCeiling(r.ceiling)}
		if r.noTrial {
			opts = append(opts, wide.WithoutTrial())
		}
		r.other.wide = wide.NewRater(opts...)
	}
	return r.other.wide
}

// ratedWide reports whether package wide rates p: a grid larger than
// maxN cells a side, or joined grids, whose boards this package's tables
// of 81 cells do not hold.
func ratedWide(p *puzzle.Puzzle) bool { return p.N() > maxN || p.Layout != nil }

// rateElsewhere rates p when another rating than the ladder on p's
// canonical form here is p's: a classic puzzle's (Rate: the minlex form),
// a larger grid's or joined grids' (package wide).
func (r *Rater) rateElsewhere(p *puzzle.Puzzle) (rating.Path, bool) {
	switch {
	case p.IsClassic():
		return r.Rate(p.Givens.Nine()), true
	case ratedWide(p):
		return r.wideRater().RatePuzzle(p), true
	}
	return rating.Path{}, false
}

// explainElsewhere explains p when package wide rates it.
func (r *Rater) explainElsewhere(p *puzzle.Puzzle) (rating.Explanation, bool) {
	if ratedWide(p) {
		return r.wideRater().ExplainPuzzle(p), true
	}
	return rating.Explanation{}, false
}

// whereAboveElsewhere is RateWhereAbove when package wide rates p.
func (r *Rater) whereAboveElsewhere(p *puzzle.Puzzle) (path rating.Path, cell int, above, ok bool) {
	if ratedWide(p) {
		path, cell, above = r.wideRater().RateWhereAbove(p)
		return path, cell, above, true
	}
	return rating.Path{}, 0, false, false
}

// canonicalOf returns the grid the ladder runs on for p, its canonical
// form (for a classic puzzle the minlex form, as Rate rates it; for
// another kind the least of its images under the symmetries of the
// square that keep its grid's shape), and the map back to p; for another
// kind r rates by p's rules until restore is called. The grid of a puzzle
// smaller than 9×9 is its N² cells in reading order, the first of the 81.
func (r *Rater) canonicalOf(p *puzzle.Puzzle) (g givens, back backMap, restore func()) {
	switch {
	case p.IsClassic():
		g = p.Givens.Nine()
		t := canonicalTransform(g)
		return t.Apply(g), backOf(&t), func() {}
	case p.N() == 9:
		c, t := p.CanonicalBy()
		return c.Givens.Nine(), backOf(&t), r.useRules(r.variantRules.reset(&c))
	}
	c, moves := p.CanonicalMoves()
	for i := range p.Cells() {
		back.cell[moves[i]] = cellIndex(i)
	}
	for d := range back.digit {
		back.digit[d] = d // the symmetries of the square keep the digits
	}
	return c.Givens.Nine(), back, r.useRules(r.variantRules.reset(&c))
}

// satisfied reports whether the full grid of b keeps the cages and signs.
func (ru *puzzleRules) satisfied(b *board) bool {
	return ru.classic() || ru.k.Puzzle.IsSolution(grid.Nine(b.val))
}

// offCellSets holds, for each digit, the cells of its candidates a run
// turned off: onToOff leaves those out of the digit's places, two words a
// digit.
type offCellSets [maxN]cellSet

func (s *offCellSets) add(c, d int) { s[d].add(c) }
func (s *offCellSets) reset()       { *s = offCellSets{} }

// onToOff follows candidate k turned on in grid. It reports a
// contradiction.
func (ch *chainer) onToOff(run *chainRun, grid *board, k int, yLinks bool) bool {
	geo := grid.ru.geo
	c, d := geo.cellOf(k), geo.digitOf(k)
	parent := [1]uint16{uint16(onNode(k))}
	if yLinks {
		for m := grid.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			if ch.turnOff(geo, run, geo.cand(c, lowest(m)), parent[:]) {
				return true
			}
		}
	}
	// The digit's other places in its houses, in chain order (its box,
	// row and column, then its diagonals and windows), each house in
	// house order (which is the cells' order), but for those already off:
	// they are not on. A place an earlier house holds is off by then, so
	// the groups of geo.chainGroups are the same.
	for _, g := range geo.chainGroups[c][:geo.ncellHouses[c]] {
		s := g.and(grid.dcells[d]).andNot(run.offCells[d])
		for w := s.lo; w != 0; w &= w - 1 {
			if ch.turnOff(geo, run, geo.cand(bits.TrailingZeros64(w), d), parent[:]) {
				return true
			}
		}
		for w := s.hi; w != 0; w &= w - 1 {
			if ch.turnOff(geo, run, geo.cand(64+bits.TrailingZeros64(w), d), parent[:]) {
				return true
			}
		}
	}
	return false
}

// offTargets lists in out the candidates that candidate k turned on
// turns off: with y the other candidates of its cell, then the digit in
// the cell's peers (SE's getOnToOff order).
func (b *board) offTargets(k int, y bool, out *[maxOffTargets]uint16) int {
	geo := b.ru.geo
	c, d := geo.cellOf(k), geo.digitOf(k)
	n := 0
	if y {
		for m := b.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			out[n] = uint16(geo.cand(c, lowest(m)))
			n++
		}
	}
	for _, g := range geo.chainGroups[c][:geo.ncellHouses[c]] {
		s := g.and(b.dcells[d])
		for w := s.lo; w != 0; w &= w - 1 {
			out[n] = uint16(geo.cand(bits.TrailingZeros64(w), d))
			n++
		}
		for w := s.hi; w != 0; w &= w - 1 {
			out[n] = uint16(geo.cand(64+bits.TrailingZeros64(w), d))
			n++
		}
	}
	return n
}
