package grid

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// MaxLayoutCells is the most cells a layout's board has: the sumo's 909
// (docs/gattai.md), which the tables indexed by a board's cells are
// sized for.
const MaxLayoutCells = 909

// MaxLayoutHouses is the most houses a layout's board has, with every
// grid's diagonals: the sets of houses are sized for it (the sumo has
// 365).
const MaxLayoutHouses = 6 * 64

// ErrLayout: a layout that is no name of the table, or a list of grids
// that does not make a board (docs/gattai.md).
var ErrLayout = errors.New("bad layout")

// Corner is where a grid of a layout lies on the board: the board row and
// column of its top-left cell, from 0.
type Corner struct {
	Top, Left int
}

// Layout places 9×9 grids with 3×3 boxes on a board of H rows and W
// columns, as docs/gattai.md joins them (samurai, twodoku, ...). The
// board's cells are those some grid covers, numbered in the board's
// reading order with the holes skipped (cell k is the k-th character of
// a givens string); the other positions are holes. A Layout is data:
// each grid's rows, columns and boxes are those of Classic mapped onto
// the board by GridCell, so the houses of a joined board are the houses
// of its grids. A Layout is read-only once made; the named ones are
// shared.
type Layout struct {
	// Grids are the corners of the grids: a named layout's in the
	// table's order, any other sorted by top, then left (Canonical).
	Grids []Corner
	// H and W are the board's rows and columns.
	H, W int

	name string
	// cellAt is the cell at each board position r·W+c, -1 for a hole.
	cellAt []int
	// at is the board position of each cell.
	at []int
	// local is the cell of each grid's 81 cells: local[g][i] is the
	// board cell of grid g's cell i (grid reading order).
	local [][81]int
	// adjacent is each cell's orthogonal neighbours on the board,
	// ascending; grids each cell's grids, bit g for grid g.
	adjacent [][]uint16
	grids    []uint64
}

// namedLayouts are the layouts of docs/gattai.md's table, in its order.
var namedLayouts = []struct {
	name  string
	grids []Corner
}{
	{"twodoku", []Corner{{0, 0}, {6, 6}}},
	{"samurai", []Corner{{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}}},
	{"sohei", []Corner{{0, 6}, {6, 0}, {6, 12}, {12, 6}}},
	{"windmill", []Corner{{0, 3}, {3, 12}, {6, 6}, {9, 0}, {12, 9}}},
	{"butterfly", []Corner{{0, 0}, {0, 3}, {3, 0}, {3, 3}}},
	{"flower", []Corner{{0, 3}, {3, 0}, {3, 3}, {3, 6}, {6, 3}}},
}

// named holds the named layouts, made once and shared, in the table's
// order.
var named = func() []*Layout {
	out := make([]*Layout, len(namedLayouts))
	for i, nl := range namedLayouts {
		l, err := newLayout(nl.grids)
		if err != nil {
			panic("grid: layout " + nl.name + ": " + err.Error())
		}
		l.name = nl.name
		out[i] = l
	}
	return out
}()

// LayoutNames lists the names of the named layouts, in the order of
// docs/gattai.md's table: twodoku, samurai, sohei, windmill, butterfly,
// flower.
func LayoutNames() []string {
	out := make([]string, len(named))
	for i, l := range named {
		out[i] = l.name
	}
	return out
}

// LayoutNamed returns the named layout name (case-insensitive), shared
// and read-only; an error wrapping ErrLayout for an unknown name.
func LayoutNamed(name string) (*Layout, error) {
	for _, l := range named {
		if strings.EqualFold(name, l.name) {
			return l, nil
		}
	}
	return nil, fmt.Errorf("%w %q (want %s, or a list of [top, left] pairs)", ErrLayout, name, strings.Join(LayoutNames(), ", "))
}

// ParseLayout returns the layout s names: a named layout's name
// (LayoutNamed), or a list of [top, left] pairs in JSON, as the JSON
// form's "layout" holds it ("[[0,0],[6,6],[12,12]]"), made by NewLayout
// in its order. A list whose set of grids is a named layout's is that
// layout, its grids in the list's order. An error wraps ErrLayout.
func ParseLayout(s string) (*Layout, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "[") {
		return LayoutNamed(s)
	}
	var pairs [][]int
	if err := json.Unmarshal([]byte(s), &pairs); err != nil {
		return nil, fmt.Errorf("%w %q: want a name (%s) or a list of [top, left] pairs such as [[0,0],[6,6]]", ErrLayout, s, strings.Join(LayoutNames(), ", "))
	}
	corners := make([]Corner, len(pairs))
	for i, pair := range pairs {
		if len(pair) != 2 {
			return nil, fmt.Errorf("%w: grid %d has %d numbers, want 2 (top, left)", ErrLayout, i+1, len(pair))
		}
		corners[i] = Corner{Top: pair[0], Left: pair[1]}
	}
	return NewLayout(corners)
}

// NewLayout returns the layout of the grids at corners, in their order:
// the board row and column of each grid's top-left cell, each a multiple
// of 3, no two the same, the smallest top and the smallest left 0, two
// grids or more, on a board of at most MaxLayoutCells cells. Its grids
// keep their order, which a givens list follows; Canonical gives the
// layout in canonical form (a named layout's where the set of grids is
// one). Grids in a named layout's order give that named layout, shared.
// An error wraps ErrLayout and says what is wrong.
func NewLayout(corners []Corner) (*Layout, error) {
	if l := namedOf(corners); l != nil && slices.Equal(l.Grids, corners) {
		return l, nil
	}
	return newLayout(corners)
}

// namedOf returns the named layout whose set of grids corners is, nil
// when there is none.
func namedOf(corners []Corner) *Layout {
	sorted := slices.Clone(corners)
	slices.SortFunc(sorted, compareCorners)
	for _, l := range named {
		if slices.Equal(sorted, l.Grids) {
			return l
		}
	}
	return nil
}

// compareCorners orders corners by top, then left: the canonical order
// of a list layout (the named layouts' tables are in it too).
func compareCorners(a, b Corner) int {
	if a.Top != b.Top {
		return a.Top - b.Top
	}
	return a.Left - b.Left
}

// newLayout checks corners and makes their layout, keeping their order.
func newLayout(corners []Corner) (*Layout, error) {
	if len(corners) < 2 {
		return nil, fmt.Errorf("%w: %d grids, want 2 or more", ErrLayout, len(corners))
	}
	l := &Layout{Grids: slices.Clone(corners)}
	minTop, minLeft := corners[0].Top, corners[0].Left
	for i, g := range corners {
		if g.Top < 0 || g.Left < 0 || g.Top%3 != 0 || g.Left%3 != 0 {
			return nil, fmt.Errorf("%w: grid %d at [%d,%d]: top and left must be multiples of 3, from 0", ErrLayout, i+1, g.Top, g.Left)
		}
		if j := slices.Index(corners[:i], g); j >= 0 {
			return nil, fmt.Errorf("%w: grids %d and %d both at [%d,%d]", ErrLayout, j+1, i+1, g.Top, g.Left)
		}
		minTop, minLeft = min(minTop, g.Top), min(minLeft, g.Left)
		l.H, l.W = max(l.H, g.Top+9), max(l.W, g.Left+9)
	}
	if minTop != 0 || minLeft != 0 {
		return nil, fmt.Errorf("%w: the smallest top is %d and the smallest left %d, want both 0", ErrLayout, minTop, minLeft)
	}
	if l.H*l.W > 64*MaxLayoutCells {
		// A board this large is mostly holes: refused before its table of
		// positions is made.
		return nil, fmt.Errorf("%w: a %dx%d board is too large (boards of up to %d positions are made)", ErrLayout, l.H, l.W, 64*MaxLayoutCells)
	}
	covered := make([]bool, l.H*l.W)
	for _, g := range corners {
		for r := range 9 {
			for c := range 9 {
				covered[(g.Top+r)*l.W+g.Left+c] = true
			}
		}
	}
	l.cellAt = make([]int, l.H*l.W)
	for pos, in := range covered {
		l.cellAt[pos] = -1
		if in {
			l.cellAt[pos] = len(l.at)
			l.at = append(l.at, pos)
		}
	}
	if len(l.at) > MaxLayoutCells {
		return nil, fmt.Errorf("%w: %d cells, at most %d", ErrLayout, len(l.at), MaxLayoutCells)
	}
	if n := houses(corners) + 2*len(corners); n > MaxLayoutHouses {
		return nil, fmt.Errorf("%w: %d houses with the diagonals, at most %d", ErrLayout, n, MaxLayoutHouses)
	}
	l.local = make([][81]int, len(corners))
	// Every grid has nine rows of its own (two grids at the same top
	// differ in their left), so the houses' bound holds a board to 34
	// grids, a bit each of a word.
	l.grids = make([]uint64, len(l.at))
	for gi, g := range corners {
		for i := range 81 {
			c := l.cellAt[(g.Top+i/9)*l.W+g.Left+i%9]
			l.local[gi][i] = c
			l.grids[c] |= 1 << gi
		}
	}
	l.adjacent = make([][]uint16, len(l.at))
	for c, pos := range l.at {
		r, col := pos/l.W, pos%l.W
		for _, d := range [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
			if n := l.CellAt(r+d[0], col+d[1]); n >= 0 {
				l.adjacent[c] = append(l.adjacent[c], uint16(n))
			}
		}
	}
	return l, nil
}

// houses counts the rows, columns and boxes of the grids at corners, a
// cell set two grids share once: a row by its board row and first
// column, a column by its board column and first row, a box by its
// corner.
func houses(corners []Corner) int {
	rows, cols, boxes := map[Corner]bool{}, map[Corner]bool{}, map[Corner]bool{}
	for _, g := range corners {
		for i := range 9 {
			rows[Corner{g.Top + i, g.Left}] = true
			cols[Corner{g.Top, g.Left + i}] = true
			boxes[Corner{g.Top + i/3*3, g.Left + i%3*3}] = true
		}
	}
	return len(rows) + len(cols) + len(boxes)
}

// Canonical returns the layout in its canonical form: a named layout as
// it is (its grids in the table's order), any other with its grids
// sorted by top, then left; l itself when it is already so.
func (l *Layout) Canonical() *Layout {
	if l.name != "" {
		return l
	}
	if n := namedOf(l.Grids); n != nil {
		return n
	}
	if slices.IsSortedFunc(l.Grids, compareCorners) {
		return l
	}
	sorted := slices.Clone(l.Grids)
	slices.SortFunc(sorted, compareCorners)
	c, err := newLayout(sorted)
	if err != nil {
		panic("grid: a valid layout's grids sorted: " + err.Error())
	}
	return c
}

// Name returns the name of a named layout ("samurai"), "" for any other.
func (l *Layout) Name() string { return l.name }

// Equal reports whether l and m place the same grids in the same order.
func (l *Layout) Equal(m *Layout) bool {
	return l == m || l != nil && m != nil && slices.Equal(l.Grids, m.Grids)
}

// Describe names the layout as errors speak of it: "a samurai", or "a
// layout of 3 grids" for one that is no named layout.
func (l *Layout) Describe() string {
	if l.name != "" {
		return "a " + l.name
	}
	return fmt.Sprintf("a layout of %d grids", len(l.Grids))
}

// Cells returns the number of the board's cells, holes left out.
func (l *Layout) Cells() int { return len(l.at) }

// CellAt returns the cell at board row r and column c (from 0), -1 for
// a hole or a position off the board.
func (l *Layout) CellAt(r, c int) int {
	if r < 0 || c < 0 || r >= l.H || c >= l.W {
		return -1
	}
	return l.cellAt[r*l.W+c]
}

// Position returns the board row and column (from 0) of cell c.
func (l *Layout) Position(c int) (r, col int) { return l.at[c] / l.W, l.at[c] % l.W }

// GridCell returns the board cell of grid g's cell i (0..80, in the
// grid's reading order, as Classic numbers it).
func (l *Layout) GridCell(g, i int) int { return l.local[g][i] }

// Local returns the cell of grid g (0..80) that board cell c is, -1 when
// grid g does not cover c.
func (l *Layout) Local(g, c int) int {
	r, col := l.Position(c)
	r, col = r-l.Grids[g].Top, col-l.Grids[g].Left
	if r < 0 || r >= 9 || col < 0 || col >= 9 {
		return -1
	}
	return r*9 + col
}

// GridOf returns the first grid (in the layout's order) that covers
// every one of cells, -1 when none does: a cage must lie inside one
// grid.
func (l *Layout) GridOf(cells []int) int {
	for g := range l.Grids {
		inside := true
		for _, c := range cells {
			if l.Local(g, c) < 0 {
				inside = false
				break
			}
		}
		if inside {
			return g
		}
	}
	return -1
}

// Adjacent returns each board cell's orthogonal neighbours on the board,
// ascending (a cell's neighbour across a grid's edge too, where another
// grid covers it); the caller must not change them.
func (l *Layout) Adjacent() [][]uint16 { return l.adjacent }

// GridsOf returns the grids that cover board cell c, bit g for grid g (in
// the layout's order): two bits for a cell two grids share.
func (l *Layout) GridsOf(c int) uint64 { return l.grids[c] }

// AdjacentCells reports whether cells a and b are orthogonal neighbours
// on the board.
func (l *Layout) AdjacentCells(a, b int) bool {
	ra, ca := l.Position(a)
	rb, cb := l.Position(b)
	return ra == rb && (ca-cb == 1 || cb-ca == 1) || ca == cb && (ra-rb == 1 || rb-ra == 1)
}

// CellName names cell c by its board position, rRcC with row and column
// from 1: "r21c21".
func (l *Layout) CellName(c int) string { return string(l.AppendCellName(nil, c)) }

// AppendCellName appends the name of cell c (CellName) to b.
func (l *Layout) AppendCellName(b []byte, c int) []byte {
	r, col := l.Position(c)
	b = append(b, 'r')
	b = strconv.AppendInt(b, int64(r+1), 10)
	b = append(b, 'c')
	return strconv.AppendInt(b, int64(col+1), 10)
}

// ParseCell reads a cell name on the board, rRcC with R from 1 to H and
// C from 1 to W in decimal (either case), and returns the cell. A
// position off the board or on a hole is an error wrapping ErrCell.
func (l *Layout) ParseCell(name string) (int, error) {
	bad := fmt.Errorf("%w %q (want r1c1 to r%dc%d)", ErrCell, name, l.H, l.W)
	if len(name) < 4 || name[0] != 'r' && name[0] != 'R' {
		return 0, bad
	}
	rest := name[1:]
	row, n := leadingNumber(rest)
	if n == 0 || n == len(rest) || rest[n] != 'c' && rest[n] != 'C' {
		return 0, bad
	}
	col, m := leadingNumber(rest[n+1:])
	if m == 0 || n+1+m != len(rest) || row < 1 || row > l.H || col < 1 || col > l.W {
		return 0, bad
	}
	c := l.cellAt[(row-1)*l.W+col-1]
	if c < 0 {
		return 0, fmt.Errorf("%w %q: a hole of %s, not a cell", ErrCell, name, l.Describe())
	}
	return c, nil
}

// AppendJSON appends the layout as the JSON form's value of "layout":
// a named layout's name as a string, any other as its list of [top,
// left] pairs in its order.
func (l *Layout) AppendJSON(b []byte) []byte {
	if l.name != "" {
		return append(append(append(b, '"'), l.name...), '"')
	}
	b = append(b, '[')
	for i, g := range l.Grids {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = strconv.AppendInt(b, int64(g.Top), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(g.Left), 10)
		b = append(b, ']')
	}
	return append(b, ']')
}

// AppendGivens appends the board's givens (one digit for each of its
// cells, 0 for a blank, in cell order) in the text form of a givens
// string to b: a character a cell, '.' for blanks, holes left out.
func (l *Layout) AppendGivens(b []byte, givens []uint8) []byte {
	for _, d := range givens[:l.Cells()] {
		b = append(b, DigitChar(d))
	}
	return b
}

// ParseGivens reads a board's givens string into dst (Cells entries,
// digits 1-9, 0 for a blank): one character for each cell in the
// board's reading order, holes left out, digits 1-9 and the blanks of
// Parse. An error names the character at fault or the length.
func (l *Layout) ParseGivens(s string, dst []uint8) error {
	if len(s) != l.Cells() {
		return fmt.Errorf("%w: %d characters, want %d for %s", ErrLength, len(s), l.Cells(), l.Describe())
	}
	for c := range len(s) {
		ch := s[c]
		if !IsCell(ch) {
			return fmt.Errorf("%w %q at %s (want 1-9, or . for a blank)", ErrChar, ch, l.CellName(c))
		}
		dst[c] = 0
		if ch >= '1' && ch <= '9' {
			dst[c] = ch - '0'
		}
	}
	return nil
}

// ParseGridGivens reads a board's givens given grid by grid into dst:
// one string of 81 characters for each grid, in the layout's order, each
// in the grid's reading order (Parse's characters). The cells two grids
// share must agree (both blank, or the same digit). An error names the
// grid and the cell at fault.
func (l *Layout) ParseGridGivens(grids []string, dst []uint8) error {
	if len(grids) != len(l.Grids) {
		return fmt.Errorf("%w: %d grids of givens, want %d for %s", ErrLength, len(grids), len(l.Grids), l.Describe())
	}
	from := make([]int, l.Cells()) // 1 + the first grid that set each cell
	for g, s := range grids {
		if len(s) != 81 {
			return fmt.Errorf("%w: grid %d has %d characters, want 81", ErrLength, g+1, len(s))
		}
		for i := range 81 {
			ch := s[i]
			if !IsCell(ch) {
				return fmt.Errorf("%w %q at cell %d of grid %d (want 1-9, or . for a blank)", ErrChar, ch, i+1, g+1)
			}
			d := uint8(0)
			if ch >= '1' && ch <= '9' {
				d = ch - '0'
			}
			c := l.local[g][i]
			if first := from[c]; first != 0 {
				if dst[c] != d {
					return fmt.Errorf("%w: grids %d and %d differ at %s", ErrConflict, first, g+1, l.CellName(c))
				}
				continue
			}
			from[c], dst[c] = g+1, d
		}
	}
	return nil
}

// AppendBoard appends the printed board of givens (one digit for each
// cell, 0 for a blank) to b: H lines of W characters, each ending in a
// newline, holes as spaces and blanks as '.'.
func (l *Layout) AppendBoard(b []byte, givens []uint8) []byte {
	for r := range l.H {
		for c := range l.W {
			if cell := l.cellAt[r*l.W+c]; cell >= 0 {
				b = append(b, DigitChar(givens[cell]))
			} else {
				b = append(b, ' ')
			}
		}
		b = append(b, '\n')
	}
	return b
}

// ParseBoard reads a printed board (AppendBoard) into dst: H lines of at
// most W characters each (a line's trailing holes may be left out, as
// editors drop trailing spaces), holes as spaces and cells as Parse's
// characters. An error names the row and the position at fault.
func (l *Layout) ParseBoard(lines []string, dst []uint8) error {
	if len(lines) != l.H {
		return fmt.Errorf("%w: %d lines, want %d for %s", ErrLength, len(lines), l.H, l.Describe())
	}
	for r, line := range lines {
		line = strings.TrimRight(line, " \r")
		if len(line) > l.W {
			return fmt.Errorf("%w: row %d has %d characters, want %d for %s", ErrLength, r+1, len(line), l.W, l.Describe())
		}
		for c := range l.W {
			ch := byte(' ')
			if c < len(line) {
				ch = line[c]
			}
			cell := l.cellAt[r*l.W+c]
			switch {
			case cell < 0 && ch != ' ':
				return fmt.Errorf("%w %q at r%dc%d, a hole of %s (want a space)", ErrChar, ch, r+1, c+1, l.Describe())
			case cell < 0:
			case !IsCell(ch):
				return fmt.Errorf("%w %q at r%dc%d (want 1-9, or . for a blank)", ErrChar, ch, r+1, c+1)
			case ch >= '1' && ch <= '9':
				dst[cell] = ch - '0'
			default:
				dst[cell] = 0
			}
		}
	}
	return nil
}
