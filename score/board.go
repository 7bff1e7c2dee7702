package score

import (
	"math/bits"
	"sync"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// The houses (units, in Sudoku Explainer's word) are the kernel's: a
// shape's houses as data (rules.Shape), which newGeometry turns into the
// tables of a geometry. They are numbered as the shape numbers them,
// which is the order Sudoku Explainer's loops need: on an N×N grid rows
// 0..N-1, columns N..2N-1, regions (the boxes, or a jigsaw's regions)
// 2N..3N-1; rows 0-8, columns 9-17 and regions 18-26 on the classic grid.
// A unit lists its cells as the shape does (for the classic shape in
// reading order: a row by column, a column by row, a box row by row), and
// a position inside a unit is an index into that list, so a digit's
// positions in a unit fit in N bits.
//
// The tables have room for the grids of up to maxN cells a side (dims.go):
// maxCells cells, maxUnits units of maxN cells, digits 1..maxN (digit d-1
// inside the package). A smaller grid uses the first N² cells (numbered
// r·N+c, as package puzzle numbers them), its 3N units and N digits, and
// every loop of the rungs runs to the geometry's bounds (geometry.n,
// ncells, nunits), never to 9, 81 or 27.
// boxUnit is where the classic grid's boxes start.
const boxUnit = 18

// The kinds of unit, as the geometry numbers them: the units of kind k are
// base[k]..base[k]+N-1. They are puzzle.Row, puzzle.Column and
// puzzle.Box's values.
const (
	kindRow = 0
	kindCol = 1
	kindBox = 2
)

// geometry holds the unit tables of one shape: where the rungs look up
// a unit's cells, a cell's units and peers. Grids with boxes share one per
// shape (geometryOf); a jigsaw gets its own. A Rater reads the geometry of
// the puzzle it rates through its rules (puzzleRules.geo).
type geometry struct {
	// n is the grid's size: n×n cells, n cells a unit, digits 0..n-1;
	// ncells is n², nunits 3n.
	n, ncells, nunits int
	// base[k] is the first unit of kind k: 0, n and 2n.
	base [3]int
	// digits holds every digit, bit d for digit d; it is also every
	// position of a unit.
	digits uint16
	// all holds every cell of the grid.
	all       cellSet
	unitCells [maxUnits][maxN]uint8 // each unit's cells, as the shape lists them
	cellUnits [maxCells][3]uint8    // row, column and region unit of each cell
	cellPos   [maxCells][3]uint8    // the cell's position inside each of those units
	// peerList and peerSet are each cell's peers: the cells that share a
	// house with it, the diagonals and windows too; peerList holds
	// npeers[c] of them.
	peerList [maxCells][maxPeers]uint8
	npeers   [maxCells]uint8
	peerSet  [maxCells]cellSet
	// chainGroups[c] holds c's peers in the order SE's chains meet them:
	// the cells of its region, then its row's others, then its column's
	// others, each group in unit order, which is the ascending order a
	// set's cells are visited in.
	chainGroups [maxCells][3]cellSet
	unitSet     [maxUnits]cellSet
	// unitMeets lists, for each unit, the units it shares two or more
	// cells with, in unit order (rules.Shape.Meets): a line's regions, a
	// region's rows and columns.
	unitMeets [maxUnits][]rules.Meet
	// extra lists the houses past the units (diagonals, windows), in
	// the shape's order: extra[x] is its house nunits+x; cellExtra
	// each cell's, as those x; extraPeers[c] the peers of c outside its
	// units.
	extra      []extraHouse
	cellExtra  [maxCells][]uint8
	extraPeers [maxCells]cellSet
	// crossings and crossingsAt are the meetings of units locked
	// candidates read (fillCrossings).
	crossings   [len(lockingPairs)][]crossing
	crossingsAt [len(lockingPairs)][maxUnits][]crossing
	// boxLines says every crossing is a box's three cells on a line.
	boxLines bool
}

// classicGeometry is the geometry of the classic grid.
var classicGeometry = newGeometry(rules.Classic)

// boxGeometries are the geometries of the grids with boxes, by shape, made
// on first use.
var boxGeometries sync.Map // *rules.Shape -> *geometry

// geometryOf returns the geometry of shape s: shared for the shapes of
// grids with boxes (one per size, box shape, diagonals and windows), made
// anew for a jigsaw's.
func geometryOf(s *rules.Shape, jigsaw bool) *geometry {
	if s == rules.Classic {
		return classicGeometry
	}
	if jigsaw {
		return newGeometry(s)
	}
	if g, ok := boxGeometries.Load(s); ok {
		return g.(*geometry)
	}
	g, _ := boxGeometries.LoadOrStore(s, newGeometry(s))
	return g.(*geometry)
}

// newGeometry makes the unit tables of shape s, an N×N grid with N at
// most maxN, whose first houses must be N rows, N columns and N regions, in
// that order: the units every rung of the ladder reads. Houses after them
// (diagonals, windows) add to the cells' peers; their own rungs read them
// from the rules.
func newGeometry(s *rules.Shape) *geometry {
	n := s.N
	if n > maxN {
		panic("score: a grid larger than the tables")
	}
	g := &geometry{n: n, ncells: n * n, nunits: 3 * n, base: [3]int{0, n, 2 * n}, digits: 1<<n - 1}
	for c := range g.ncells {
		g.all.add(c)
	}
	for u := range g.nunits {
		h := &s.Houses[u]
		if int(h.Kind) != u/n && !(u >= g.base[kindBox] && h.Kind == puzzle.Region) || len(h.Cells) != n {
			panic("score: houses out of order: " + h.String())
		}
		copy(g.unitCells[u][:], h.Cells)
		g.unitMeets[u] = unitMeetsOf(s, u, g.nunits)
		for i, c := range h.Cells {
			g.unitSet[u].add(int(c))
			g.cellUnits[c][u/n] = uint8(u)
			g.cellPos[c][u/n] = uint8(i)
		}
	}
	for c := range g.ncells {
		var set cellSet
		for _, p := range s.Peers(c) {
			set.add(int(p))
		}
		g.peerSet[c] = set
		for p := range set.all() {
			g.peerList[c][g.npeers[c]] = uint8(p)
			g.npeers[c]++
		}
		seen := cellSet{}
		seen.add(c)
		for i, k := range [3]int{kindBox, kindRow, kindCol} {
			group := g.unitSet[g.cellUnits[c][k]].andNot(seen)
			g.chainGroups[c][i] = group
			seen = seen.or(group)
		}
		g.extraPeers[c] = set.andNot(seen)
	}
	for h := g.nunits; h < len(s.Houses); h++ {
		g.extra = append(g.extra, extraHouse{house: h, cells: s.Houses[h].Cells, window: s.Houses[h].Kind == puzzle.Window})
		for _, c := range s.Houses[h].Cells {
			g.cellExtra[c] = append(g.cellExtra[c], uint8(h-g.nunits))
		}
	}
	g.fillCrossings()
	return g
}

// units returns the units of kind k: from..to-1.
func (geo *geometry) units(k int) (from, to int) {
	return geo.base[k], geo.base[k] + geo.n
}

// peersOf lists the peers of cell c, ascending.
func (geo *geometry) peersOf(c int) []uint8 { return geo.peerList[c][:geo.npeers[c]] }

// unitMeetsOf lists the units among the first nunits houses of s that
// unit u meets.
func unitMeetsOf(s *rules.Shape, u, nunits int) []rules.Meet {
	var out []rules.Meet
	for _, m := range s.Meets(u) {
		if m.House < nunits {
			out = append(out, m)
		}
	}
	return out
}

// digitPatterns remembers, for a search whose result for a digit depends
// on nothing but where that digit is (X links, Nishio runs), each digit's
// pattern of cells (board.dcells) on which the search ran whole and found
// nothing: it is skipped while the digit keeps that pattern.
type digitPatterns struct {
	cells [maxN]cellSet
	known [maxN]bool
}

// idle reports whether digit d of b has a pattern known to yield nothing.
func (m *digitPatterns) idle(b *board, d int) bool {
	return m.known[d] && m.cells[d] == b.dcells[d]
}

// live reports which digits of b are not idle, and whether any is; a nil
// m knows no pattern.
func (m *digitPatterns) live(b *board) (live [maxN]bool, some bool) {
	for d := range live {
		live[d] = m == nil || !m.idle(b, d)
		some = some || live[d]
	}
	return live, some
}

// record remembers the patterns in b of the digits whole marks.
func (m *digitPatterns) record(b *board, whole *[maxN]bool) {
	for d, w := range whole {
		if w {
			m.cells[d], m.known[d] = b.dcells[d], true
		}
	}
}

// recordAll remembers the patterns in b of every digit.
func (m *digitPatterns) recordAll(b *board) {
	m.cells = b.dcells
	for d := range m.known {
		m.known[d] = true
	}
}

// unitPatterns remembers, for a search whose result in a unit depends on
// nothing but the places of the digits there (hidden and naked sets: the
// unit's candidates are those places), each unit's places (and empty
// cells) when the search last passed over all it found there: it is
// skipped while the unit keeps them. Its nil value remembers nothing.
type unitPatterns struct {
	pos    [maxUnits][maxN]uint16
	nempty [maxUnits]uint8
	known  [maxUnits]bool
}

// idle reports whether unit u of b is known to yield nothing.
func (m *unitPatterns) idle(b *board, u int) bool {
	return m != nil && m.known[u] && m.nempty[u] == b.nempty[u] && m.pos[u] == b.pos[u]
}

// record remembers unit u of b as yielding nothing.
func (m *unitPatterns) record(b *board, u int) {
	if m != nil {
		m.pos[u], m.nempty[u], m.known[u] = b.pos[u], b.nempty[u], true
	}
}

// board is a grid with pencil marks: the candidates of every empty cell,
// kept together with the same facts seen per unit and per digit so that
// every technique reads what it needs without rescanning. Digits are
// 0..N-1 inside the package. Past the grid's N² cells, N digits and 3N units
// (ru.geo) the tables are zero.
type board struct {
	cand   [maxCells]uint16       // candidates of an empty cell; 0 once it has a value
	val    [maxCells]uint8        // 0 empty, else digit+1
	pos    [maxUnits][maxN]uint16 // pos[u][d] bit i: unitCells[u][i] has candidate d
	dcells [maxN]cellSet          // cells with candidate d
	nempty [maxUnits]uint8        // empty cells per unit
	free   int                    // empty cells in the grid
	placed [maxN]uint8            // how many cells hold each digit
	ru     *puzzleRules           // the puzzle's rules: whose peers a placement clears
}

// load sets b to the puzzle of givens g and rules ru with all candidates
// that its givens allow. It returns false if some empty cell has none
// left or two givens clash. The givens of a grid of N² cells are the
// first N² of g.
func (b *board) load(g givens, ru *puzzleRules) bool {
	*b = board{ru: ru}
	geo := ru.geo
	b.free = geo.ncells
	for u := range geo.nunits {
		b.nempty[u] = uint8(geo.n)
	}
	for c := range geo.ncells {
		b.cand[c] = geo.digits
	}
	for d := range geo.n {
		b.dcells[d] = geo.all
		for u := range geo.nunits {
			b.pos[u][d] = geo.digits // a unit's n positions
		}
	}
	for c, v := range g {
		if v == 0 {
			continue
		}
		d := int(v) - 1
		if c >= geo.ncells || b.cand[c]>>d&1 == 0 {
			return false
		}
		b.place(c, d)
	}
	for c := range geo.ncells {
		if b.val[c] == 0 && b.cand[c] == 0 {
			return false
		}
	}
	return true
}

// remove takes candidate d out of cell c, which must have it.
func (b *board) remove(c, d int) {
	b.cand[c] &^= 1 << d
	b.dcells[d].del(c)
	geo := b.ru.geo
	for k := 0; k < 3; k++ {
		b.pos[geo.cellUnits[c][k]][d] &^= 1 << geo.cellPos[c][k]
	}
}

// place puts digit d in empty cell c and removes d from its peers (its
// houses', and its cage mates in a killer).
func (b *board) place(c, d int) {
	for m := b.cand[c]; m != 0; m &= m - 1 {
		b.remove(c, bits.TrailingZeros16(m))
	}
	b.val[c] = uint8(d + 1)
	b.free--
	b.placed[d]++
	for k := 0; k < 3; k++ {
		b.nempty[b.ru.geo.cellUnits[c][k]]--
	}
	for p := range b.ru.peers[c].and(b.dcells[d]).all() {
		b.remove(p, d)
	}
}

// digits returns the digits c may hold, as a mask: its candidates, or
// its digit once placed.
func (b *board) digits(c int) uint16 {
	if v := b.val[c]; v != 0 {
		return 1 << (v - 1)
	}
	return b.cand[c]
}

// has reports whether cell c has candidate d.
func (b *board) has(c, d int) bool { return b.cand[c]>>d&1 != 0 }

func popcount(m uint16) int { return bits.OnesCount16(m) }
func lowest(m uint16) int   { return bits.TrailingZeros16(m) }
