package rules

import (
	"math/bits"
	"sync"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// Cells bounds the cells of a grid: its N² cells are numbered 0..N²-1 in
// reading order (0-80 on the classic grid, as package grid numbers
// them), a board of joined grids its cells in the board's reading order,
// and the tables indexed by cell have room for the largest.
const Cells = grid.MaxCells

// House is a set of cells whose digits differ, as the puzzle lists them
// (puzzle.Puzzle.Houses).
type House = puzzle.House

// Shape is the shape of a grid: its houses, given as data, and what
// follows from them (each cell's houses and house mates, the regions of
// the rule of 45). Every rule that reads a house reads it here, so a grid
// with other houses is another Shape. A Shape is read-only once made and
// shared by every puzzle of that shape.
type Shape struct {
	// N is the grid's size: N×N cells, digits 1..N; on joined grids the
	// size of each grid.
	N int
	// Houses lists the houses. The first 3N are the rows, the columns and
	// the regions (boxes or jigsaw regions), numbered as package grid
	// numbers units on the classic grid (rows 0-8, columns 9-17, regions
	// 18-26); diagonals and windows follow. On joined grids the houses
	// come grid by grid (puzzle.Puzzle.Houses).
	Houses []House
	// Layout is the board of joined grids the houses lie on, which names
	// the cells (grid.Layout.CellName); nil for one grid.
	Layout *grid.Layout
	// cells is the number of cells: N², or a board's; mostHouses the
	// most houses a cell lies in.
	cells, mostHouses int
	// housesOf lists each cell's houses, ascending; houseSets holds them
	// as a set. Both, and peers, have an entry a cell of the grid or
	// board.
	housesOf  [][]uint16
	houseSets []HouseSet
	// peers lists each cell's house mates: those of its first house, then
	// the others of its second, and so on, each house in its cells'
	// order.
	peers [][]uint16
	// meets lists, for each house, the houses it shares two or more cells
	// with.
	meets [][]Meet
	// regions are the regions of the rule of 45, by kind.
	regions [NumRegionKinds][]Region
}

// Meet is where a house meets another: the other house, the positions
// (bit i for the house's i-th cell, up to 25 cells) of the cells they
// share, and the positions in the other house of its cells outside the
// first.
type Meet struct {
	House int
	Cells uint32
	Rest  uint32
}

// MaxHouses bounds a shape's houses: the rows, columns and regions of a
// 25×25 grid and its two diagonals (a 9×9 grid has at most 33), or the
// houses of a board of joined grids (grid.MaxLayoutHouses; a samurai has
// 131).
const MaxHouses = max(3*grid.MaxSize+2, grid.MaxLayoutHouses)

// HouseSet is a set of a shape's houses, bit h%64 of word h/64 for house
// h: room for MaxHouses.
type HouseSet [(MaxHouses + 63) / 64]uint64

// Add adds house h to the set.
func (s *HouseSet) Add(h int) { s[h>>6] |= 1 << (h & 63) }

// Has reports whether house h is in the set.
func (s *HouseSet) Has(h int) bool { return s[h>>6]>>(h&63)&1 != 0 }

// Empty reports whether the set holds no house.
func (s *HouseSet) Empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// Union adds the houses of t to s.
func (s *HouseSet) Union(t *HouseSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// Intersect keeps in s the houses t holds.
func (s *HouseSet) Intersect(t *HouseSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

// Meets reports whether s and t share a house.
func (s *HouseSet) Meets(t *HouseSet) bool {
	for i := range s {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

// First returns the lowest house of the set, or -1 when it is empty.
func (s *HouseSet) First() int {
	for i, w := range s {
		if w != 0 {
			return i<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// Take removes the lowest house of the set and returns it, or -1 when
// the set is empty.
func (s *HouseSet) Take() int {
	h := s.First()
	if h >= 0 {
		s[h>>6] &^= 1 << (h & 63)
	}
	return h
}

// AllHouses returns the set of houses 0..n-1.
func AllHouses(n int) HouseSet {
	var s HouseSet
	for i := range s {
		switch k := n - 64*i; {
		case k >= 64:
			s[i] = ^uint64(0)
		case k > 0:
			s[i] = 1<<k - 1
		}
	}
	return s
}

// Classic is the shape of the classic grid: nine rows, nine columns and
// nine boxes of 3×3.
var Classic = shapes[0]

// shapes are the shapes of the 9×9 grids with boxes, by their diagonals
// (bit 0) and windows (bit 1): made once, shared by every puzzle.
var shapes = func() (s [4]*Shape) {
	for i := range s {
		p := puzzle.Puzzle{Diagonals: i&1 != 0, Windows: i&2 != 0}
		s[i] = NewShape(p.Houses())
	}
	return s
}()

// sizedShapes are the shapes of the grids with boxes of other sizes, by
// geometry and diagonals, made on first use and shared.
var sizedShapes sync.Map // sizedKey -> *Shape

type sizedKey struct {
	geo       *grid.Geometry
	diagonals bool
}

// joinedShapes are the shapes of joined grids, by layout (its canonical
// JSON) and diagonals, made on first use and shared: a list layout is a
// new Layout for every puzzle read, but its shape is its grids'.
var joinedShapes sync.Map // string -> *Shape

// ShapeOf returns the shape of p's grid: its rows, columns and regions
// (boxes or jigsaw regions), then its diagonals and windows; on joined
// grids, every grid's houses (puzzle.Puzzle.Houses). Grids with boxes
// and joined grids share one Shape each; a jigsaw's is made for it.
func ShapeOf(p *puzzle.Puzzle) *Shape {
	switch {
	case p.Layout != nil:
		key := string(p.Layout.AppendJSON(nil))
		if p.Diagonals {
			key += "x"
		}
		if s, ok := joinedShapes.Load(key); ok {
			return s.(*Shape)
		}
		shape := NewShape(p.Houses())
		shape.Layout = p.Layout
		s, _ := joinedShapes.LoadOrStore(key, shape)
		return s.(*Shape)
	case p.Regions != nil:
		return NewShape(p.Houses())
	case p.N() != 9 || p.Box != (grid.Box{}):
		key := sizedKey{p.Geometry(), p.Diagonals}
		if s, ok := sizedShapes.Load(key); ok {
			return s.(*Shape)
		}
		s, _ := sizedShapes.LoadOrStore(key, NewShape(p.Houses()))
		return s.(*Shape)
	}
	i := 0
	if p.Diagonals {
		i |= 1
	}
	if p.Windows {
		i |= 2
	}
	return shapes[i]
}

// NewShape makes the shape of houses, of which the first is a whole row
// (so that its length is the grid's size). Each house's cells must be
// ascending; the houses must number MaxHouses at most. The cells are
// those the houses cover, 0 to the largest (every cell in some house).
func NewShape(houses []House) *Shape {
	if len(houses) > MaxHouses {
		panic("rules: more than MaxHouses houses")
	}
	s := &Shape{N: len(houses[0].Cells), Houses: houses}
	for _, h := range houses {
		s.cells = max(s.cells, int(h.Cells[len(h.Cells)-1])+1)
	}
	cells := s.cells
	s.housesOf, s.houseSets, s.peers = make([][]uint16, cells), make([]HouseSet, cells), make([][]uint16, cells)
	for h := range houses {
		for _, c := range houses[h].Cells {
			s.housesOf[c] = append(s.housesOf[c], uint16(h))
			s.houseSets[c].Add(h)
		}
	}
	for c := range cells {
		s.mostHouses = max(s.mostHouses, len(s.housesOf[c]))
	}
	var seen [Cells]bool // each cell's peers, cleared after it
	for c := range cells {
		seen[c] = true
		for _, h := range s.housesOf[c] {
			for _, p := range houses[h].Cells {
				if !seen[p] {
					seen[p] = true
					s.peers[c] = append(s.peers[c], p)
				}
			}
		}
		seen[c] = false
		for _, p := range s.peers[c] {
			seen[p] = false
		}
	}
	s.meets = make([][]Meet, len(houses))
	for h := range houses {
		for v := range houses {
			var shared uint32
			for i, c := range houses[h].Cells {
				if v != h && s.InHouse(int(c), v) {
					shared |= 1 << i
				}
			}
			if bits.OnesCount32(shared) < 2 {
				continue
			}
			var rest uint32
			for i, c := range houses[v].Cells {
				if !s.InHouse(int(c), h) {
					rest |= 1 << i
				}
			}
			s.meets[h] = append(s.meets[h], Meet{House: v, Cells: shared, Rest: rest})
		}
	}
	s.regions[OneHouse] = make([]Region, len(houses))
	for h := range houses {
		s.regions[OneHouse][h] = Region{Cells: houses[h].Cells, Houses: []int{h}}
	}
	// Two or three neighbouring rows, then columns (two or three
	// neighbouring lines are what the rule of 45 reads on any size), of
	// one grid: on joined grids two grids' rows may overlap.
	for _, kind := range []puzzle.HouseKind{puzzle.Row, puzzle.Column} {
		lines := s.ofKind(kind)
		for k := 2; k <= 3; k++ {
			for first := 0; first+k <= len(lines); first++ {
				if a, b := &houses[lines[first]], &houses[lines[first+k-1]]; a.Grid != b.Grid || b.Index-a.Index != k-1 {
					continue
				}
				var g Region
				for _, h := range lines[first : first+k] {
					g.Cells = append(g.Cells, houses[h].Cells...)
					g.Houses = append(g.Houses, h)
				}
				s.regions[NeighbourLines] = append(s.regions[NeighbourLines], g)
			}
		}
	}
	return s
}

// ofKind lists the houses of kind k in order of their Index.
func (s *Shape) ofKind(k puzzle.HouseKind) []int {
	var out []int
	for h := range s.Houses {
		if s.Houses[h].Kind == k {
			out = append(out, h)
		}
	}
	return out
}

// NumCells returns the number of the grid's cells, N², or of a board's
// of joined grids.
func (s *Shape) NumCells() int { return s.cells }

// MostHouses returns the most houses one cell lies in: at most six on one
// grid (a row, a column, a region, two diagonals, a window), more where
// joined grids overlap (a flower's centre cell lies in seven).
func (s *Shape) MostHouses() int { return s.mostHouses }

// HouseSum is what the digits of a house add up to: all N digits, 45 on
// the classic grid.
func (s *Shape) HouseSum() int {
	_, all := puzzle.SumRange(s.N, s.N)
	return all
}

// HousesOf lists the houses of cell c, ascending. Read-only.
func (s *Shape) HousesOf(c int) []uint16 { return s.housesOf[c] }

// Peers lists the house mates of cell c: the cells that share a house
// with it (20 in the classic grid), in the order the houses list them:
// the row, then the column's others, then the box's others. The order
// affects only how fast a search runs. Read-only.
func (s *Shape) Peers(c int) []uint16 { return s.peers[c] }

// Meets lists the houses that share two or more cells with house h, in
// the order of Houses, with the positions in h of the cells they share:
// where a digit's places in h all lie, it leaves the rest of the other
// house (locked candidates). Read-only.
func (s *Shape) Meets(h int) []Meet { return s.meets[h] }

// HouseSetOf returns the houses of cell c as a set. Read-only.
func (s *Shape) HouseSetOf(c int) *HouseSet { return &s.houseSets[c] }

// InHouse reports whether cell c is in house h.
func (s *Shape) InHouse(c, h int) bool { return s.houseSets[c].Has(h) }

// Common returns the houses that hold every cell of cells: the houses in
// which their digits must differ.
func (s *Shape) Common(cells []uint16) HouseSet {
	if len(cells) == 0 {
		return HouseSet{}
	}
	m := s.houseSets[cells[0]]
	for _, c := range cells[1:] {
		m.Intersect(&s.houseSets[c])
	}
	return m
}

// Distinct reports whether cells share a house, so that their digits
// differ.
func (s *Shape) Distinct(cells []uint16) bool { m := s.Common(cells); return !m.Empty() }

// SameHouse reports whether cells a and b share a house.
func (s *Shape) SameHouse(a, b int) bool { return s.houseSets[a].Meets(&s.houseSets[b]) }

// RegionKind is a kind of region of the rule of 45.
type RegionKind uint8

// The kinds of region.
const (
	// OneHouse: each house alone, in the order of Houses.
	OneHouse RegionKind = iota
	// NeighbourLines: two or three neighbouring rows, then columns: rows
	// 1-2, 2-3, ..., 8-9, then 1-3, ..., 7-9, then the columns the same.
	NeighbourLines
	// NumRegionKinds is the number of kinds.
	NumRegionKinds
)

// Region is a set of whole houses, as the rule of 45 reads it: its digits
// add up to 45 for each house.
type Region struct {
	// Cells are the cells of the houses, house after house, each in its
	// house's order.
	Cells []uint16
	// Houses are the houses the region is made of.
	Houses []int
}

// Regions returns the regions of kind k. Read-only.
func (s *Shape) Regions(k RegionKind) []Region { return s.regions[k] }
