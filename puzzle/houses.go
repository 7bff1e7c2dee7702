package puzzle

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
)

// HouseKind is what kind of house a house is; it names the house.
type HouseKind uint8

// The kinds of house.
const (
	// Row is a row, numbered from the top.
	Row HouseKind = iota
	// Column is a column, numbered from the left.
	Column
	// Box is a box (3×3 on the classic grid), numbered in reading order.
	Box
	// Region is a jigsaw region, numbered in the order reading meets them.
	Region
	// Diagonal is one of Sudoku X's two diagonals: 0 runs from r1c1 to
	// r9c9, 1 from r1c9 to r9c1.
	Diagonal
	// Window is one of windoku's four windows, numbered in reading order.
	Window
)

var houseKindNames = [...]string{Row: "row", Column: "column", Box: "box", Region: "region", Diagonal: "diagonal", Window: "window"}

// String returns the kind's name, as a house's name starts: "row".
func (k HouseKind) String() string {
	if int(k) < len(houseKindNames) {
		return houseKindNames[k]
	}
	return fmt.Sprintf("house kind %d", int(k))
}

// House is a set of cells whose digits differ: N cells holding every
// digit once.
type House struct {
	Kind HouseKind
	// Index numbers the house among those of its kind, from 0 (in its
	// grid, on joined grids).
	Index int
	// Cells are the house's cells in ascending order.
	Cells []uint16
	// Grid is the grid of joined grids the house belongs to, from 1 in
	// the layout's order (the first that has it, for a house two grids
	// share); 0 for a puzzle of one grid.
	Grid int
	// ends names the two ends of a diagonal of joined grids, the board's
	// names for its first and last cells ("r7c7-r15c15").
	ends string
}

// String names the house the way players do: "row 3", "column 5",
// "box 9", "region 4", "window 2", and "diagonal r1c1-r9c9" or
// "diagonal r1c9-r9c1" (r1c1-r6c6 on a 6×6 grid); on joined grids
// "row 2 of grid 3", and a diagonal by the board's names of its ends,
// "diagonal r7c7-r15c15".
func (h *House) String() string {
	if h.Grid != 0 {
		if h.Kind == Diagonal {
			return "diagonal " + h.ends
		}
		return fmt.Sprintf("%s %d of grid %d", h.Kind, h.Index+1, h.Grid)
	}
	if h.Kind == Diagonal {
		n := len(h.Cells)
		if h.Index == 0 {
			return fmt.Sprintf("diagonal r1c1-r%dc%d", n, n)
		}
		return fmt.Sprintf("diagonal r1c%d-r%dc1", n, n)
	}
	return fmt.Sprintf("%s %d", h.Kind, h.Index+1)
}

// WindowCorners are the top-left cells of windoku's four windows: r2c2,
// r2c6, r6c2 and r6c6.
var WindowCorners = [4]uint16{10, 14, 46, 50}

// WindowCells are the cells of windoku's four windows (9×9 only), each
// 3×3 from its corner (WindowCorners), in reading order. Every package
// that draws, reads or writes a window takes its cells here, and those
// of a diagonal from grid.Geometry.Diagonal, at any size. Read-only.
var WindowCells [4][9]uint16

func init() {
	for i, tl := range WindowCorners {
		for k := range 9 {
			WindowCells[i][k] = tl + uint16(k/3*9+k%3)
		}
	}
}

// Houses lists p's houses: the N rows, the N columns and the N regions
// (the boxes, or a jigsaw's regions), in that order, then the two
// diagonals of Sudoku X and the four windows of windoku when p has them.
// On the 9×9 grid the first 27 are numbered as package grid numbers
// units for a grid with boxes.
func (p *Puzzle) Houses() []House {
	if p.Layout != nil {
		return p.joinedHouses()
	}
	geo := p.Geometry()
	n := geo.N
	houses := make([]House, 0, 3*n+6)
	for u, cells := range geo.Units {
		houses = append(houses, House{Kind: HouseKind(u / n), Index: u % n, Cells: append([]uint16(nil), cells...)})
	}
	if p.Regions != nil {
		at := len(houses)
		for i := range n {
			houses = append(houses, House{Kind: Region, Index: i, Cells: make([]uint16, 0, n)})
		}
		for c, r := range p.Regions {
			h := &houses[at+int(r)]
			h.Cells = append(h.Cells, uint16(c))
		}
	}
	if p.Diagonals {
		for i := range 2 {
			houses = append(houses, House{Kind: Diagonal, Index: i, Cells: geo.Diagonal(i)})
		}
	}
	if p.Windows {
		for i := range WindowCells {
			houses = append(houses, House{Kind: Window, Index: i, Cells: append([]uint16(nil), WindowCells[i][:]...)})
		}
	}
	return houses
}

// joinedHouses lists the houses of a puzzle on joined grids: grid by
// grid in the layout's order, its rows, columns and boxes (then its two
// diagonals with Diagonals), each as the board cells it covers; a cell
// set that is a house of an earlier grid too (a shared box, or a row two
// grids share) is listed once, as the earlier grid's.
func (p *Puzzle) joinedHouses() []House {
	l := p.Layout
	geo := grid.Classic
	houses := make([]House, 0, len(l.Grids)*29)
	seen := make(map[string]bool, cap(houses))
	var key []byte
	add := func(h House) {
		key = key[:0]
		for _, c := range h.Cells {
			key = append(key, byte(c), byte(c>>8))
		}
		if !seen[string(key)] {
			seen[string(key)] = true
			houses = append(houses, h)
		}
	}
	onBoard := func(g int, local []uint16) []uint16 {
		cells := make([]uint16, len(local))
		for i, c := range local {
			cells[i] = uint16(l.GridCell(g, int(c)))
		}
		// A grid's reading order is the board's: its cells stay
		// ascending, but for the diagonal that runs up to the right.
		slices.Sort(cells)
		return cells
	}
	for g := range l.Grids {
		for u, local := range geo.Units {
			add(House{Kind: HouseKind(u / 9), Index: u % 9, Cells: onBoard(g, local), Grid: g + 1})
		}
		if p.Diagonals {
			for i := range 2 {
				local := geo.Diagonal(i)
				ends := l.CellName(l.GridCell(g, int(local[0]))) + "-" + l.CellName(l.GridCell(g, int(local[8])))
				add(House{Kind: Diagonal, Index: i, Cells: onBoard(g, local), Grid: g + 1, ends: ends})
			}
		}
	}
	return houses
}

// ClassicShape reports whether p's houses are the classic ones of one
// grid: boxes, no diagonals, no windows (at any size), no layout.
func (p *Puzzle) ClassicShape() bool {
	return p.Regions == nil && !p.Diagonals && !p.Windows && p.Layout == nil
}

// RegionOf returns the region of cell c: its box, or its jigsaw region.
func (p *Puzzle) RegionOf(c int) int {
	if p.Regions != nil {
		return int(p.Regions[c])
	}
	return int(p.Geometry().BoxOf[c])
}
