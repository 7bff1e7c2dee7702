package wide

import (
	"math/bits"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
)

// The bounds of package wide's grids, and what depends on them: package
// score's dims.go for every grid past 9×9. Its tables are sized by the
// grid it rates (perCell and the others below); the bounds are those of
// the fixed parts: 25 digits (a 25×25 grid), 909 cells (a cell set of 15
// words: the largest joined layout, the 13 grids of a sumo) and 335
// houses. The rest of the package is score's code (gen_*.go).

const (
	// maxN is the most cells a house holds, and the most digits.
	maxN = 25
	// maxCells and maxHouses are the most cells and houses of a grid.
	maxCells  = 909
	maxHouses = 335
	// maxCellHouses bounds a cell's houses: a row, a column and a region
	// in each grid of a joined layout that holds it, and diagonals.
	maxCellHouses = 8
	// nCand bounds the candidates of a grid: a cell's take the next
	// power of two of its digits (geometry.cand).
	nCand = maxCells << 5
	// maxPeers bounds a cell's peers: N-1 in each of its row, column,
	// region and two diagonals.
	maxPeers = 5 * (maxN - 1)
)

// digitMask is a set of digits, bit d for digit d, or of positions in a
// house, bit i for its i-th cell: N bits.
type digitMask = uint32

// cellIndex is a cell as the tables that list cells hold it, houseIndex a
// house.
type (
	cellIndex  = uint16
	houseIndex = uint16
)

func popcount(m digitMask) int { return bits.OnesCount32(m) }
func lowest(m digitMask) int   { return bits.TrailingZeros32(m) }

// cand returns candidate (c, d), digit d of cell c: c<<shift | d, so that
// the candidates of a grid are numbered by its own digits.
func (geo *geometry) cand(c, d int) int { return c<<geo.shift | d }

// cellOf and digitOf return the cell and the digit of candidate k.
func (geo *geometry) cellOf(k int) int  { return k >> geo.shift }
func (geo *geometry) digitOf(k int) int { return k & (1<<geo.shift - 1) }

// candCount returns how many candidates the tables of geo's grids number.
func (geo *geometry) candCount() int { return geo.ncells << geo.shift }

// virtualNode returns the node that closes a contradiction, past every
// node of geo's grids.
func (geo *geometry) virtualNode() int { return 2 * geo.candCount() }

// The tables of a grid, by what indexes them: a cell, a house, a
// candidate or a node, each sized by the grid (fit), once for each
// geometry a table meets, so that a board of a 16×16 grid copies 16×16
// tables.
type (
	perCell[T any]  = []T
	perHouse[T any] = []T
	perCand[T any]  = []T
	perNode[T any]  = []T
)

// fitCells, fitHouses, fitCands and fitNodes size a table for the grids
// of geometry geo; a table of another size starts again with zeros.
func fitCells[T any](t *perCell[T], geo *geometry)   { fitTo(t, geo.ncells) }
func fitHouses[T any](t *perHouse[T], geo *geometry) { fitTo(t, geo.nhouses) }
func fitCands[T any](t *perCand[T], geo *geometry)   { fitTo(t, geo.candCount()) }
func fitNodes[T any](t *perNode[T], geo *geometry)   { fitTo(t, geo.virtualNode()+1) }

func fitTo[T any](t *[]T, n int) {
	if len(*t) != n {
		*t = make([]T, n)
	}
}

// zeroCells sets every entry of t to zero, and zeroPairs the entries of
// t for the grid's pairs of digits.
func zeroCells[T any](t *perCell[T], _ *geometry) { clear(*t) }

func zeroPairs(t *[maxN][maxN]digitMask, geo *geometry) {
	for d := range geo.n {
		t[d] = [maxN]digitMask{}
	}
}

// nodeBits is a set of nodes (or of anything numbered as they are, the
// components of their graph).
type nodeBits = []uint64

func fitNodeBits(t *nodeBits, geo *geometry) { fitTo(t, geo.virtualNode()/64+1) }

// sameCells reports whether two tables of a grid's cells are equal.
func sameCells[T comparable](a, b *perCell[T]) bool { return slices.Equal(*a, *b) }

// sameKey reports whether a grid's key (gridKey) in a memo is key.
func sameKey(a []cellWord, key *perCell[cellWord]) bool { return slices.Equal(a, *key) }

// candBits is a set of candidates, sized by the grid (fit).
type candBits []uint64

func (s candBits) has(k int) bool { return s[k>>6]>>uint(k&63)&1 != 0 }
func (s candBits) set(k int)      { s[k>>6] |= 1 << uint(k&63) }

// fit sizes s for the candidates of geometry geo.
func (s *candBits) fit(geo *geometry) { fitTo((*[]uint64)(s), (geo.candCount()+63)/64) }

// reset empties s.
func (s *candBits) reset() { clear(*s) }

// isEmpty reports whether s holds no candidate.
func (s *candBits) isEmpty() bool {
	for _, w := range *s {
		if w != 0 {
			return false
		}
	}
	return true
}

// words returns the words of s.
func (s *candBits) words(*geometry) []uint64 { return *s }

// candView returns the set whose words are w: w itself, which the set
// shares.
func candView(w []uint64) candBits { return w }

// reset makes b an empty grid of rules ru, every table zero.
func (b *board) reset(ru *puzzleRules) {
	geo := ru.geo
	fitCells(&b.cand, geo)
	fitCells(&b.val, geo)
	fitHouses(&b.pos, geo)
	fitHouses(&b.nempty, geo)
	clear(b.cand)
	clear(b.val)
	clear(b.pos)
	clear(b.nempty)
	b.dcells, b.placed, b.free, b.ru = [maxN]cellSet{}, [maxN]uint8{}, 0, ru
}

// copyFrom makes b a copy of src, in b's own tables. Between boards of
// one geometry it copies the words of the grid's digits and cells alone:
// the others are zero in both.
func (b *board) copyFrom(src *board) {
	geo := src.ru.geo
	if b.ru != nil && b.ru.geo == geo {
		for d := range geo.n {
			x, y := b.dcells[d][:geo.words], src.dcells[d][:geo.words]
			for i := range x {
				x[i] = y[i]
			}
		}
	} else {
		b.dcells = src.dcells
	}
	fitCells(&b.cand, geo)
	fitCells(&b.val, geo)
	fitHouses(&b.pos, geo)
	fitHouses(&b.nempty, geo)
	copy(b.cand, src.cand)
	copy(b.val, src.val)
	copy(b.pos, src.pos)
	copy(b.nempty, src.nempty)
	b.placed, b.free, b.ru = src.placed, src.free, src.ru
}

// cellWord holds a cell's value and candidates together, value<<maxN |
// candidates.
type cellWord = uint32

// givens holds the givens the ladder starts from, a digit (or 0) for
// each cell of the grid.
type givens = []uint8

// cellSet is a set of cells, cell c at bit c%64 of word c/64.
type cellSet [(maxCells + 63) / 64]uint64

// allCells holds every cell the tables have.
var allCells = cellsAfter(-1)

func (s cellSet) has(c int) bool { return s[c>>6]>>uint(c&63)&1 != 0 }
func (s *cellSet) add(c int)     { s[c>>6] |= 1 << uint(c&63) }
func (s *cellSet) del(c int)     { s[c>>6] &^= 1 << uint(c&63) }

func (s cellSet) and(t cellSet) cellSet {
	for i := range s {
		s[i] &= t[i]
	}
	return s
}

func (s cellSet) or(t cellSet) cellSet {
	for i := range s {
		s[i] |= t[i]
	}
	return s
}

func (s cellSet) andNot(t cellSet) cellSet {
	for i := range s {
		s[i] &^= t[i]
	}
	return s
}

func (s cellSet) empty() bool {
	var or uint64
	for _, w := range s {
		or |= w
	}
	return or == 0
}

func (s cellSet) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// The In operations work on the cells of geo's grids, in place: they read
// and write the words its cells take (geometry.words), not all of a set's,
// so that a 16×16 grid's sets cost four words, not fifteen. Up to four
// words they take four, unrolled: the words past a grid's cells are zero
// in every set of the grid, and stay so.

func (s *cellSet) andIn(t *cellSet, geo *geometry) {
	if geo.words > 4 {
		s.andWide(t, geo)
		return
	}
	s[0] &= t[0]
	s[1] &= t[1]
	s[2] &= t[2]
	s[3] &= t[3]
}

func (s *cellSet) andWide(t *cellSet, geo *geometry) {
	a, b := s[:geo.words], t[:geo.words]
	for i := range a {
		a[i] &= b[i]
	}
}

func (s *cellSet) orIn(t *cellSet, geo *geometry) {
	if geo.words > 4 {
		s.orWide(t, geo)
		return
	}
	s[0] |= t[0]
	s[1] |= t[1]
	s[2] |= t[2]
	s[3] |= t[3]
}

func (s *cellSet) orWide(t *cellSet, geo *geometry) {
	a, b := s[:geo.words], t[:geo.words]
	for i := range a {
		a[i] |= b[i]
	}
}

func (s *cellSet) andNotIn(t *cellSet, geo *geometry) {
	if geo.words > 4 {
		s.andNotWide(t, geo)
		return
	}
	s[0] &^= t[0]
	s[1] &^= t[1]
	s[2] &^= t[2]
	s[3] &^= t[3]
}

func (s *cellSet) andNotWide(t *cellSet, geo *geometry) {
	a, b := s[:geo.words], t[:geo.words]
	for i := range a {
		a[i] &^= b[i]
	}
}

// orAndIn adds to s the cells of both a and b.
func (s *cellSet) orAndIn(a, b *cellSet, geo *geometry) {
	w, x, y := s[:geo.words], a[:geo.words], b[:geo.words]
	for i := range w {
		w[i] |= x[i] & y[i]
	}
}

func (s *cellSet) emptyIn(geo *geometry) bool {
	if geo.words > 4 {
		return s.emptyWide(geo)
	}
	return s[0]|s[1]|s[2]|s[3] == 0
}

func (s *cellSet) emptyWide(geo *geometry) bool {
	var or uint64
	for _, w := range s[:geo.words] {
		or |= w
	}
	return or == 0
}

func (s *cellSet) countIn(geo *geometry) int {
	if geo.words > 4 {
		return s.countWide(geo)
	}
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

func (s *cellSet) countWide(geo *geometry) int {
	n := 0
	for _, w := range s[:geo.words] {
		n += bits.OnesCount64(w)
	}
	return n
}

// meetsIn reports whether s and t share a cell.
func (s *cellSet) meetsIn(t *cellSet, geo *geometry) bool {
	if geo.words > 4 {
		return s.meetsWide(t, geo)
	}
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0
}

func (s *cellSet) meetsWide(t *cellSet, geo *geometry) bool {
	for i := range geo.words {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

// restIn reports whether s and t share a cell, and returns how many of
// those are not in u.
func (s *cellSet) restIn(t, u *cellSet, geo *geometry) (in bool, n int) {
	if geo.words > 4 {
		return s.restWide(t, u, geo)
	}
	w0, w1, w2, w3 := s[0]&t[0], s[1]&t[1], s[2]&t[2], s[3]&t[3]
	if w0|w1|w2|w3 == 0 {
		return false, 0
	}
	return true, bits.OnesCount64(w0&^u[0]) + bits.OnesCount64(w1&^u[1]) + bits.OnesCount64(w2&^u[2]) + bits.OnesCount64(w3&^u[3])
}

func (s *cellSet) restWide(t, u *cellSet, geo *geometry) (in bool, n int) {
	a, b, c := s[:geo.words], t[:geo.words], u[:geo.words]
	for i := range a {
		w := a[i] & b[i]
		in = in || w != 0
		n += bits.OnesCount64(w &^ c[i])
	}
	return in, n
}

// firstRest returns the first cell of s that is in t and not in u, or -1.
func (s *cellSet) firstRest(t, u *cellSet) int {
	for i := range s {
		if w := s[i] & t[i] &^ u[i]; w != 0 {
			return i<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// word returns the word i of s, cells 64i to 64i+63: with i below
// geometry.words, a loop over the words of a grid's cells.
func (s *cellSet) word(i int) uint64 { return s[i] }

// sameIn reports whether s and t hold the same cells.
func (s *cellSet) sameIn(t *cellSet, geo *geometry) bool {
	return slices.Equal(s[:geo.words], t[:geo.words])
}

// first returns the lowest cell of s, or -1.
func (s cellSet) first() int {
	for i, w := range s {
		if w != 0 {
			return i<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// cellsAfter returns the cells numbered above c, up to maxCells-1.
func cellsAfter(c int) cellSet {
	var s cellSet
	c++
	i := c >> 6
	if i < len(s) {
		s[i] = ^uint64(0) << uint(c&63)
	}
	for j := i + 1; j < len(s); j++ {
		s[j] = ^uint64(0)
	}
	if maxCells%64 != 0 {
		s[len(s)-1] &= 1<<(maxCells%64) - 1
	}
	return s
}

// all ranges over the cells of s in increasing order.
func (s cellSet) all() func(func(int) bool) {
	return func(yield func(int) bool) {
		for i, w := range s {
			for ; w != 0; w &= w - 1 {
				if !yield(i<<6 + bits.TrailingZeros64(w)) {
					return
				}
			}
		}
	}
}

// positionOf returns the position of b for an explanation's step: none,
// as puzzle.Position holds 81 cells. A step of a larger grid says what it
// places and eliminates, and no more.
func positionOf(*board) puzzle.Position { return puzzle.Position{} }

// carryPosition carries a position back to the puzzle: none here
// (positionOf).
func carryPosition(*puzzle.Position, *backMap, int) {}

// maxCageDigits bounds the digits of a grid with cages: up to 16×16
// (puzzle.MaxCagedSize).
const maxCageDigits = puzzle.MaxCagedSize

// sumSets returns the sets of n distinct digits 1..16 that add up to s, in
// increasing order of their masks (rules.SumSetsOf): those of a grid of N
// digits among them.
func sumSets(n, s int) []uint16 { return rules.SumSetsOf(n, s, maxCageDigits) }

// otherSizes is package score's hand-off of the grids it does not hold:
// wide holds them all.
type otherSizes struct{}

// rateElsewhere rates p when not here: never.
func (r *Rater) rateElsewhere(*puzzle.Puzzle) (rating.Path, bool) { return rating.Path{}, false }

// explainElsewhere explains p when not here: never.
func (r *Rater) explainElsewhere(*puzzle.Puzzle) (rating.Explanation, bool) {
	return rating.Explanation{}, false
}

// whereAboveElsewhere is RateWhereAbove when not here: never.
func (r *Rater) whereAboveElsewhere(*puzzle.Puzzle) (path rating.Path, cell int, above, ok bool) {
	return rating.Path{}, 0, false, false
}

// canonicalOf returns the grid the ladder runs on for p, its canonical
// form under the symmetries of the square that keep its boxes
// (puzzle.Puzzle.CanonicalMoves), and the map back to p; r rates by p's
// rules until restore is called.
func (r *Rater) canonicalOf(p *puzzle.Puzzle) (g givens, back backMap, restore func()) {
	c, moves := p.CanonicalMoves()
	for i := range p.Cells() {
		back.cell[moves[i]] = cellIndex(i)
	}
	for d := range back.digit {
		back.digit[d] = d // the symmetries of the square keep the digits
	}
	return c.Givens[:p.Cells()], back, r.useRules(r.variantRules.reset(&c))
}

// satisfied reports whether the full grid of b keeps the cages and signs.
func (ru *puzzleRules) satisfied(b *board) bool {
	if ru.classic() {
		return true
	}
	var g grid.Grid // the kernel's grids, of up to 625 cells
	copy(g[:], b.val)
	return ru.k.Puzzle.Solves(&g)
}

// offCellSets is a run's cells turned off by digit, which package score's
// onToOff reads: none here, where onToOff reads each place's candidate in
// the run's set of those off.
type offCellSets struct{}

func (*offCellSets) add(int, int) {}
func (*offCellSets) reset()       {}

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
	// The digit's other places in its houses, in chain order, each house
	// in house order (the cells' order), but for those already off, as
	// score's onToOff: the places of geometry.chainMask, which an earlier
	// house does not hold.
	houses, _ := geo.housesOf(c)
	for i, u := range houses {
		cells := &geo.houseCells[u]
		for m := grid.pos[u][d] & geo.chainMask[c][i]; m != 0; m &= m - 1 {
			j := geo.cand(int(cells[lowest(m)]), d)
			if !run.off.has(j) && ch.turnOff(geo, run, j, parent[:]) {
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
	houses, _ := geo.housesOf(c)
	for i, u := range houses {
		cells := &geo.houseCells[u]
		for m := b.pos[u][d] & geo.chainMask[c][i]; m != 0; m &= m - 1 {
			out[n] = uint16(geo.cand(int(cells[lowest(m)]), d))
			n++
		}
	}
	return n
}
