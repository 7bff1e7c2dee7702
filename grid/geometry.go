package grid

import (
	"fmt"
	"strconv"
)

// MinSize and MaxSize bound a grid's size N: an N×N grid, digits 1..N.
const (
	MinSize = 4
	MaxSize = 25
)

// Box is the shape of a grid's boxes: Rows × Cols cells, with
// Rows·Cols = N. The zero Box stands for the size's default box.
type Box struct {
	Rows, Cols int
}

// defaultBoxes are the default box shapes of the sizes that have one
// (shapes.md): the most nearly square, with fewer rows than columns.
var defaultBoxes = [MaxSize + 1]Box{
	4: {2, 2}, 6: {2, 3}, 8: {2, 4}, 9: {3, 3}, 10: {2, 5},
	12: {3, 4}, 14: {2, 7}, 15: {3, 5}, 16: {4, 4}, 18: {3, 6},
	20: {4, 5}, 21: {3, 7}, 22: {2, 11}, 24: {4, 6}, 25: {5, 5},
}

// DefaultBox returns the default box shape of size n (6: 2×3), and false
// for a size with none (5, 7, 11, 13, 17, 19, 23), which must be a
// jigsaw.
func DefaultBox(n int) (Box, bool) {
	if n < MinSize || n > MaxSize {
		return Box{}, false
	}
	b := defaultBoxes[n]
	return b, b.Rows != 0
}

// String writes the box shape as the command line takes it: "2x3".
func (b Box) String() string { return fmt.Sprintf("%dx%d", b.Rows, b.Cols) }

// Geometry is the layout of an N×N grid with its boxes (or none, for a
// jigsaw): cell numbering in reading order (cell r·N+c), cell names,
// rows, columns, boxes and orthogonal neighbours. One Geometry is made
// for each size and box shape, and shared; it is read-only.
type Geometry struct {
	// N is the size: N rows, N columns, digits 1..N.
	N int
	// Box is the box shape; zero for a size without boxes.
	Box Box
	// Units are the rows (0..N-1), the columns (N..2N-1) and, with
	// boxes, the boxes (2N..3N-1, in reading order), each cell list
	// ascending.
	Units [][]uint16
	// BoxOf is each cell's box; nil without boxes.
	BoxOf []uint8
	// Adjacent lists each cell's orthogonal neighbours, ascending.
	Adjacent [][]uint16
}

// geometries holds every Geometry, by size and box rows (0 for none).
var geometries = func() (g [MaxSize + 1][MaxSize + 1]*Geometry) {
	for n := MinSize; n <= MaxSize; n++ {
		g[n][0] = newGeometry(n, Box{})
		for r := 2; r <= n/2; r++ {
			if n%r == 0 {
				g[n][r] = newGeometry(n, Box{r, n / r})
			}
		}
	}
	return g
}()

func newGeometry(n int, box Box) *Geometry {
	g := &Geometry{N: n, Box: box}
	cells := n * n
	for r := range n {
		u := make([]uint16, n)
		for c := range n {
			u[c] = uint16(r*n + c)
		}
		g.Units = append(g.Units, u)
	}
	for c := range n {
		u := make([]uint16, n)
		for r := range n {
			u[r] = uint16(r*n + c)
		}
		g.Units = append(g.Units, u)
	}
	if box.Rows != 0 {
		g.BoxOf = make([]uint8, cells)
		perRow := n / box.Cols // boxes across the grid
		for b := range n {
			top, left := b/perRow*box.Rows, b%perRow*box.Cols
			u := make([]uint16, 0, n)
			for i := range box.Rows {
				for j := range box.Cols {
					c := (top+i)*n + left + j
					u = append(u, uint16(c))
					g.BoxOf[c] = uint8(b)
				}
			}
			g.Units = append(g.Units, u)
		}
	}
	g.Adjacent = make([][]uint16, cells)
	for c := range cells {
		r, col := c/n, c%n
		var adj []uint16
		if r > 0 {
			adj = append(adj, uint16(c-n))
		}
		if col > 0 {
			adj = append(adj, uint16(c-1))
		}
		if col < n-1 {
			adj = append(adj, uint16(c+1))
		}
		if r < n-1 {
			adj = append(adj, uint16(c+n))
		}
		g.Adjacent[c] = adj
	}
	return g
}

// GeometryOf returns the geometry of an N×N grid with boxes of shape box
// (the zero Box: the size's default box), or without boxes when
// jigsaw is true. It returns nil for a size outside 4..25 or a box shape
// that does not tile the grid.
func GeometryOf(n int, box Box, jigsaw bool) *Geometry {
	if n < MinSize || n > MaxSize {
		return nil
	}
	if jigsaw {
		return geometries[n][0]
	}
	if box == (Box{}) {
		box = defaultBoxes[n]
	}
	if box.Rows < 2 || box.Cols < 2 || box.Rows*box.Cols != n {
		return nil
	}
	return geometries[n][box.Rows]
}

// Classic is the geometry of the classic 9×9 grid with 3×3 boxes: rows
// 0-8, columns 9-17 and boxes 18-26 as its units.
var Classic = GeometryOf(9, Box{}, false)

// Cells returns the number of cells, N².
func (g *Geometry) Cells() int { return g.N * g.N }

// Digits returns the set of digits 1..N, bit d-1 for digit d: 25 bits
// at most.
func (g *Geometry) Digits() uint32 { return uint32(1)<<g.N - 1 }

// CellName names cell c as rRcC, row and column from 1 in decimal:
// "r1c1", "r12c3".
func (g *Geometry) CellName(c int) string {
	return string(g.AppendCellName(nil, c))
}

// AppendCellName appends the name of cell c (CellName) to b.
func (g *Geometry) AppendCellName(b []byte, c int) []byte {
	b = append(b, 'r')
	b = strconv.AppendInt(b, int64(c/g.N+1), 10)
	b = append(b, 'c')
	return strconv.AppendInt(b, int64(c%g.N+1), 10)
}

// ParseCell reads a cell name, rRcC with R and C from 1 to N in decimal
// (either case), and returns the cell, numbered in reading order.
func (g *Geometry) ParseCell(name string) (int, error) {
	bad := fmt.Errorf("%w %q (want r1c1 to r%dc%d)", ErrCell, name, g.N, g.N)
	if len(name) < 4 || name[0] != 'r' && name[0] != 'R' {
		return 0, bad
	}
	rest := name[1:]
	row, n := leadingNumber(rest)
	if n == 0 || n == len(rest) || rest[n] != 'c' && rest[n] != 'C' {
		return 0, bad
	}
	col, m := leadingNumber(rest[n+1:])
	if m == 0 || n+1+m != len(rest) || row < 1 || row > g.N || col < 1 || col > g.N {
		return 0, bad
	}
	return (row-1)*g.N + col - 1, nil
}

// leadingNumber reads the decimal digits at the start of s (at most two,
// without a leading zero) and says how many it read.
func leadingNumber(s string) (v, n int) {
	for n < len(s) && n < 3 && s[n] >= '0' && s[n] <= '9' {
		v = v*10 + int(s[n]-'0')
		n++
	}
	if n > 2 || n > 1 && s[0] == '0' {
		return 0, 0
	}
	return v, n
}

// Connected reports whether cells form one orthogonally connected set, as
// a cage's cells and a jigsaw's regions must (ConnectedOver g's
// neighbours).
func (g *Geometry) Connected(cells []uint16) bool { return ConnectedOver(g.Adjacent, cells) }

// ConnectedOver reports whether cells form one set connected by adj, each
// cell's neighbours (a grid's Geometry.Adjacent, a joined board's
// Layout.Adjacent). It allocates nothing for up to MaxSize cells, as a
// cage and a region have: the generator asks it of every cage and region
// it reshapes, and so its sets are bits and its stack as long as a
// region.
func ConnectedOver(adj [][]uint16, cells []uint16) bool {
	if len(cells) == 0 {
		return false
	}
	var in, seen [(MaxCells + 63) / 64]uint64
	for _, c := range cells {
		in[c>>6] |= 1 << (c & 63)
	}
	var buf [MaxSize]uint16
	stack := append(buf[:0], cells[0])
	seen[cells[0]>>6] |= 1 << (cells[0] & 63)
	n := 0
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for _, nb := range adj[c] {
			if w, b := nb>>6, uint64(1)<<(nb&63); in[w]&b != 0 && seen[w]&b == 0 {
				seen[w] |= b
				stack = append(stack, nb)
			}
		}
	}
	return n == len(cells)
}

// AdjacentCells reports whether cells a and b are orthogonal neighbours.
func (g *Geometry) AdjacentCells(a, b int) bool {
	d := a - b
	switch {
	case d == g.N || d == -g.N:
		return true
	case d == 1 || d == -1:
		return a/g.N == b/g.N
	}
	return false
}

// Diagonal returns the cells of diagonal i, from the top: 0 runs from
// r1c1 to rNcN, 1 from r1cN to rNc1.
func (g *Geometry) Diagonal(i int) []uint16 {
	out := make([]uint16, g.N)
	for r := range g.N {
		if i == 0 {
			out[r] = uint16(r*g.N + r)
		} else {
			out[r] = uint16(r*g.N + g.N - 1 - r)
		}
	}
	return out
}

// UnitName names unit u of the geometry (Units): "row 3", "column 5",
// "box 9".
func (g *Geometry) UnitName(u int) string {
	kind := [3]string{"row", "column", "box"}[u/g.N]
	return kind + " " + strconv.Itoa(u%g.N+1)
}
