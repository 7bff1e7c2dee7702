package score

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// The houses (units, in Sudoku Explainer's word) are the kernel's: a
// shape's houses as data (rules.Shape), which newGeometry turns into the
// tables of a geometry. Every rung reads every house the same way: rows,
// columns, regions (boxes or a jigsaw's regions), diagonals and windows
// alike, so that a new shape adds houses and no deduction. A house's kind
// says only how a step in it is valued (a window as a box, a diagonal as a
// line: boxLike) and in which order the rungs visit it (below). Houses are
// numbered as the shape numbers them: on an N×N grid rows 0..N-1, columns
// N..2N-1, regions 2N..3N-1, then the diagonals and windows; rows 0-8,
// columns 9-17 and boxes 18-26 on the classic grid. A house lists its
// cells ascending (in reading order, as a shape does), and a position
// inside a house is an index into that list, so a digit's positions in a
// house fit in N bits. A geometry is made from a list of houses alone
// (newGeometry), so the houses of joined grids (a samurai's five, whose
// shared boxes are one house each) make one as a shape's do.
//
// The tables have room for maxCells cells, maxHouses houses of up to maxN
// cells and digits 1..maxN (digit d-1 inside the package: dims.go). A grid
// uses its first cells (on one N×N grid N² of them, numbered r·N+c, as
// package puzzle numbers them), its houses and N digits, and every loop of
// the rungs runs to the geometry's bounds (geometry.n, ncells, nhouses),
// never to 9, 81 or 27.
//
// The orders are Sudoku Explainer's on the classic grid, and the houses a
// shape adds (diagonals, windows: geometry.added) come after SE's three
// kinds in each:
//
//   - scan (singles, naked and hidden sets): boxes and regions, columns,
//     rows, then windows, diagonals;
//   - chain (what a candidate links to, the strong links, the region
//     forcing chains): regions, rows, columns, then diagonals and
//     windows;
//   - locked candidates (lockGroup): SE's pointing from a box to a
//     column and a row, its claiming from a column and a row to a box,
//     then the crossings of the added houses, pointing before claiming.
//
// Visiting windows among the boxes instead, as their value would, rates
// the published windoku puzzles below their labels (their medium and easy
// ones alike at 1.2; Spearman 0.84 against 0.86, score/agreement).

// The kinds of unit of one grid, which the uniqueness rungs read
// (geometry.cellUnits): the row, the column and the region of a cell.
const (
	kindRow = 0
	kindCol = 1
	kindBox = 2
)

// house is a house as a geometry is made from it: its kind and cells.
type house struct {
	kind  puzzle.HouseKind
	cells []int
}

// meet is where a house meets another that shares two or more cells with
// it: the other house, and the positions in the first of the cells they
// share.
type meet struct {
	house int
	cells digitMask
}

// geometry holds the house tables of one shape: where the rungs look up
// a house's cells, a cell's houses and peers. Grids with boxes share one
// per shape (geometryOf); a jigsaw gets its own. A Rater reads the
// geometry of the puzzle it rates through its rules (puzzleRules.geo).
type geometry struct {
	// n is the grid's size: n cells a house, digits 0..n-1; ncells is
	// the number of cells (n² on one grid), nhouses that of houses.
	n, ncells, nhouses int
	// digits holds every digit, bit d for digit d; it is also every
	// position of a house.
	digits digitMask
	// shift is the bits of a digit, n-1's: a build of the ladder whose
	// tables a grid sizes numbers candidate (c, d) c<<shift | d (package
	// wide's dims.go); this one numbers it c*maxN + d.
	shift uint
	// all holds every cell of the grid, and words is how many words of a
	// cellSet its cells take (the In operations of dims.go read no more).
	all   cellSet
	words int
	// kind is each house's kind; boxLike says it is valued as a box
	// (a box, a region or a window), not as a line.
	kind    perHouse[puzzle.HouseKind]
	boxLike perHouse[bool]
	// added says a house is none of Sudoku Explainer's three kinds: a
	// diagonal or a window, which a shape adds.
	added      perHouse[bool]
	houseCells perHouse[[maxN]cellIndex] // each house's cells, ascending
	houseSet   perHouse[cellSet]
	// cellHouses[c][:ncellHouses[c]] are the houses of cell c in chain
	// order, and cellPos[c][i] its position in the i-th of them.
	cellHouses  perCell[[maxCellHouses]houseIndex]
	cellPos     perCell[[maxCellHouses]uint8]
	ncellHouses perCell[uint8]
	// scan and chain list every house in the scan and the chain order,
	// scanSE SE's own houses (not added) in the scan order.
	scan, chain, scanSE []houseIndex
	// peerList and peerSet are each cell's peers: the cells that share a
	// house with it; peerList holds npeers[c] of them.
	peerList perCell[[maxPeers]cellIndex]
	npeers   perCell[uint8]
	peerSet  perCell[cellSet]
	// chainGroups[c][i] holds the peers of c in its i-th house (chain
	// order) that no house before it holds: the order SE's chains meet
	// them in, each group in house order, which is the ascending order a
	// set's cells are visited in.
	chainGroups perCell[[maxCellHouses]cellSet]
	// chainMask[c][i] holds the same cells as positions in the house:
	// package wide's chains read them so (dims.go).
	chainMask perCell[[maxCellHouses]digitMask]
	// meets lists, for each house, the houses it shares two or more cells
	// with, in house order: a line's regions, a region's rows and
	// columns, a diagonal's boxes.
	meets perHouse[[]meet]
	// crossings and crossingsAt are the meetings of houses locked
	// candidates read (fillCrossings).
	crossings   [numLockGroups][]crossing
	crossingsAt [numLockGroups]perHouse[[]crossing]
	// boxLines says every crossing is three cells of a house in six
	// others.
	boxLines bool
	// fishLines are the lines fish run over, columns then rows: the i-th
	// cell of a column lies in the i-th row, the i-th cell of a row in the
	// i-th column.
	fishLines [2][]houseIndex
	// cellUnits[c] are the row, column and region of c (kindRow, kindCol,
	// kindBox), and unitPos[c] its positions in them; base[k] is the
	// first unit of kind k: the units of one grid, which the uniqueness
	// rungs read.
	cellUnits perCell[[3]houseIndex]
	unitPos   perCell[[3]uint8]
	base      [3]int
	// single says the houses begin with the rows, columns and regions of
	// one n×n grid (newGeometry): the units the uniqueness rungs and the
	// fish's fast path (fishesOfGrid) read. plain says they are those
	// alone: a deadly pattern of the uniqueness rungs keeps every house.
	single, plain bool
}

// classicGeometry is the geometry of the classic grid.
var classicGeometry = newGeometry(rules.Classic.N, rules.Classic.N*rules.Classic.N, housesOf(rules.Classic))

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
		return newGeometry(s.N, s.NumCells(), housesOf(s))
	}
	if g, ok := boxGeometries.Load(s); ok {
		return g.(*geometry)
	}
	g, _ := boxGeometries.LoadOrStore(s, newGeometry(s.N, s.NumCells(), housesOf(s)))
	return g.(*geometry)
}

// housesOf returns the houses of shape s, their cells in one slice: a
// jigsaw's geometry is made for each puzzle.
func housesOf(s *rules.Shape) []house {
	hs := make([]house, len(s.Houses))
	cells := make([]int, 0, len(s.Houses)*s.N)
	for i, h := range s.Houses {
		from := len(cells)
		for _, c := range h.Cells {
			cells = append(cells, int(c))
		}
		hs[i] = house{h.Kind, cells[from:len(cells):len(cells)]}
	}
	return hs
}

// chainRank and scanRank place a kind of house in the chain and the scan
// order (above); houses of one rank go in house order.
func chainRank(k puzzle.HouseKind) int {
	switch k {
	case puzzle.Box, puzzle.Region:
		return 0
	case puzzle.Row:
		return 1
	case puzzle.Column:
		return 2
	}
	return 3
}

func scanRank(k puzzle.HouseKind) int {
	switch k {
	case puzzle.Box, puzzle.Region:
		return 0
	case puzzle.Column:
		return 1
	case puzzle.Row:
		return 2
	case puzzle.Window:
		return 3
	}
	return 4
}

// newGeometry makes the house tables of a grid of ncells cells, numbered
// 0..ncells-1, with houses hs of n cells each, n at most maxN, holding
// digits 1..n, every cell in some house. A house's cells may come in any
// order: a house lists them ascending. When ncells is n² and the first 3n
// houses are an n×n grid's rows, columns and regions (boxes or a jigsaw's
// regions), in that order, as a shape lists them, the grid is one grid
// (geometry.single); the houses past them, if any, are its diagonals and
// windows. Any other list is a joined layout's, a samurai's five grids or
// more, whose shared boxes are one house each.
func newGeometry(n, ncells int, hs []house) *geometry {
	if n > maxN || ncells > maxCells || len(hs) > maxHouses {
		panic("score: a grid larger than the tables")
	}
	g := &geometry{n: n, ncells: ncells, nhouses: len(hs), digits: 1<<n - 1, shift: uint(bits.Len(uint(n - 1))), base: [3]int{0, n, 2 * n}}
	g.words = (g.ncells + 63) / 64
	g.fit()
	for c := range g.ncells {
		g.all.add(c)
	}
	for u, h := range hs {
		if len(h.cells) != n {
			panic("score: a house of another size than the grid")
		}
		g.kind[u] = h.kind
		g.boxLike[u] = h.kind == puzzle.Box || h.kind == puzzle.Region || h.kind == puzzle.Window
		g.added[u] = h.kind == puzzle.Diagonal || h.kind == puzzle.Window
		for i, c := range h.cells {
			if c < 0 || c >= ncells {
				panic("score: a house's cell past the grid")
			}
			g.houseCells[u][i] = cellIndex(c)
			g.houseSet[u].add(c)
		}
		slices.Sort(g.houseCells[u][:n])
	}
	g.single = ncells == n*n && len(hs) >= 3*n
	for u := range 3 * n {
		if !g.single {
			break
		}
		want := [3]puzzle.HouseKind{puzzle.Row, puzzle.Column, puzzle.Box}[u/n]
		if k := g.kind[u]; k != want && !(want == puzzle.Box && k == puzzle.Region) {
			g.single = false
		}
		for i := range n {
			// Row r holds cells rN..rN+N-1, column c cells c, N+c, ...
			c := int(g.houseCells[u][i])
			if u < n && c != u*n+i || u >= n && u < 2*n && c != i*n+u-n {
				g.single = false
			}
		}
	}
	g.plain = g.single && len(hs) == 3*n
	for u := range 3 * n {
		if !g.single {
			break
		}
		for i, c := range g.houseCells[u][:n] {
			g.cellUnits[c][u/n] = houseIndex(u)
			g.unitPos[c][u/n] = uint8(i)
		}
	}
	order := func(rank func(puzzle.HouseKind) int) []houseIndex {
		out := make([]houseIndex, g.nhouses)
		for u := range out {
			out[u] = houseIndex(u)
		}
		slices.SortStableFunc(out, func(a, b houseIndex) int { return rank(g.kind[a]) - rank(g.kind[b]) })
		return out
	}
	g.scan, g.chain = order(scanRank), order(chainRank)
	for _, u := range g.scan {
		if !g.added[u] {
			g.scanSE = append(g.scanSE, u)
		}
	}
	for _, u := range g.chain {
		for i, c := range g.houseCells[u][:n] {
			k := g.ncellHouses[c]
			if int(k) == maxCellHouses {
				panic("score: a cell in more houses than the tables")
			}
			g.cellHouses[c][k], g.cellPos[c][k] = u, uint8(i)
			g.ncellHouses[c]++
		}
	}
	for c := range g.ncells {
		seen := cellSet{}
		seen.add(c)
		for i, u := range g.cellHouses[c][:g.ncellHouses[c]] {
			group := g.houseSet[u].andNot(seen)
			g.chainGroups[c][i] = group
			for p, x := range g.houseCells[u][:n] {
				if group.has(int(x)) {
					g.chainMask[c][i] |= 1 << p
				}
			}
			seen = seen.or(group)
		}
		seen.del(c)
		g.peerSet[c] = seen
		for p := range seen.all() {
			g.peerList[c][g.npeers[c]] = cellIndex(p)
			g.npeers[c]++
		}
	}
	for u := range g.nhouses {
		for v := range g.nhouses {
			shared := g.houseSet[u].and(g.houseSet[v])
			if v == u || shared.count() < 2 {
				continue
			}
			var m digitMask
			for i, c := range g.houseCells[u][:n] {
				if shared.has(int(c)) {
					m |= 1 << i
				}
			}
			g.meets[u] = append(g.meets[u], meet{v, m})
		}
	}
	for k, kind := range [2]puzzle.HouseKind{puzzle.Column, puzzle.Row} {
		for u := range g.nhouses {
			if g.kind[u] == kind {
				g.fishLines[k] = append(g.fishLines[k], houseIndex(u))
			}
		}
	}
	g.fillCrossings()
	return g
}

// fit sizes g's tables for its cells and houses.
func (g *geometry) fit() {
	fitHouses(&g.kind, g)
	fitHouses(&g.boxLike, g)
	fitHouses(&g.added, g)
	fitHouses(&g.houseCells, g)
	fitHouses(&g.houseSet, g)
	fitCells(&g.cellHouses, g)
	fitCells(&g.cellPos, g)
	fitCells(&g.ncellHouses, g)
	fitCells(&g.peerList, g)
	fitCells(&g.npeers, g)
	fitCells(&g.peerSet, g)
	fitCells(&g.chainGroups, g)
	fitCells(&g.chainMask, g)
	fitHouses(&g.meets, g)
	for i := range g.crossingsAt {
		fitHouses(&g.crossingsAt[i], g)
	}
	fitCells(&g.cellUnits, g)
	fitCells(&g.unitPos, g)
}

// units returns the units of kind k of one grid: from..to-1.
func (geo *geometry) units(k int) (from, to int) {
	return geo.base[k], geo.base[k] + geo.n
}

// peersOf lists the peers of cell c, ascending.
func (geo *geometry) peersOf(c int) []cellIndex { return geo.peerList[c][:geo.npeers[c]] }

// housesOf returns the houses of cell c in chain order, and its positions
// in them.
func (geo *geometry) housesOf(c int) (houses []houseIndex, pos []uint8) {
	n := geo.ncellHouses[c]
	return geo.cellHouses[c][:n], geo.cellPos[c][:n]
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
	return m.known[d] && m.cells[d].sameIn(&b.dcells[d], b.ru.geo)
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

// unitPatterns remembers, for a search whose result in a house depends
// on nothing but the places of the digits there (hidden and naked sets:
// the house's candidates are those places), each house's places (and
// empty cells) when the search last passed over all it found there: it is
// skipped while the house keeps them. Its nil value remembers nothing.
type unitPatterns struct {
	pos    perHouse[[maxN]digitMask]
	nempty perHouse[uint8]
	known  perHouse[bool]
}

// forget makes m remember nothing, for the grids of geometry geo.
func (m *unitPatterns) forget(geo *geometry) {
	fitHouses(&m.pos, geo)
	fitHouses(&m.nempty, geo)
	fitHouses(&m.known, geo)
	clear(m.known[:])
}

// idle reports whether house u of b is known to yield nothing.
func (m *unitPatterns) idle(b *board, u int) bool {
	return m != nil && m.known[u] && m.nempty[u] == b.nempty[u] && m.pos[u] == b.pos[u]
}

// record remembers house u of b as yielding nothing.
func (m *unitPatterns) record(b *board, u int) {
	if m != nil {
		m.pos[u], m.nempty[u], m.known[u] = b.pos[u], b.nempty[u], true
	}
}

// board is a grid with pencil marks: the candidates of every empty cell,
// kept together with the same facts seen per house and per digit so that
// every technique reads what it needs without rescanning. Digits are
// 0..N-1 inside the package. Past the grid's N² cells, N digits and its
// houses (ru.geo) the tables are zero.
type board struct {
	cand   perCell[digitMask]        // candidates of an empty cell; 0 once it has a value
	val    perCell[uint8]            // 0 empty, else digit+1
	pos    perHouse[[maxN]digitMask] // pos[u][d] bit i: houseCells[u][i] has candidate d
	dcells [maxN]cellSet             // cells with candidate d
	nempty perHouse[uint8]           // empty cells per house
	free   int                       // empty cells in the grid
	placed [maxN]uint8               // how many cells hold each digit
	ru     *puzzleRules              // the puzzle's rules: whose peers a placement clears
}

// load sets b to the puzzle of givens g and rules ru with all candidates
// that its givens allow. It returns false if some empty cell has none
// left or two givens clash. The givens of a grid of N² cells are the
// first N² of g.
func (b *board) load(g givens, ru *puzzleRules) bool {
	b.reset(ru)
	geo := ru.geo
	b.free = geo.ncells
	for u := range geo.nhouses {
		b.nempty[u] = uint8(geo.n)
	}
	for c := range geo.ncells {
		b.cand[c] = geo.digits
	}
	for d := range geo.n {
		b.dcells[d] = geo.all
		for u := range geo.nhouses {
			b.pos[u][d] = geo.digits // a house's n positions
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
	for i, u := range geo.cellHouses[c][:geo.ncellHouses[c]] {
		b.pos[u][d] &^= 1 << geo.cellPos[c][i]
	}
}

// place puts digit d in empty cell c and removes d from its peers (its
// houses', and its cage mates in a killer).
func (b *board) place(c, d int) {
	for m := b.cand[c]; m != 0; m &= m - 1 {
		b.remove(c, lowest(m))
	}
	b.val[c] = uint8(d + 1)
	b.free--
	b.placed[d]++
	houses, _ := b.ru.geo.housesOf(c)
	for _, u := range houses {
		b.nempty[u]--
	}
	for p := range (*b.ru.peers)[c].and(b.dcells[d]).all() {
		b.remove(p, d)
	}
}

// digits returns the digits c may hold, as a mask: its candidates, or
// its digit once placed.
func (b *board) digits(c int) digitMask {
	if v := b.val[c]; v != 0 {
		return 1 << (v - 1)
	}
	return b.cand[c]
}

// has reports whether cell c has candidate d.
func (b *board) has(c, d int) bool { return b.cand[c]>>d&1 != 0 }
