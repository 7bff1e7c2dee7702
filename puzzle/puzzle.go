package puzzle

import (
	"errors"
	"fmt"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
)

// Cage is a killer cage: orthogonally connected cells whose digits are all
// different and add up to Sum.
type Cage struct {
	Sum int
	// Cells lists the cage's cells (0 to N²-1 on an N×N grid, in
	// reading order), ascending.
	Cells []uint16
}

// Sign is a greater-than sign between two orthogonally adjacent cells:
// the digit in Greater is greater than the digit in Lesser.
type Sign struct {
	Greater, Lesser uint16
}

// Puzzle is a Sudoku puzzle of any kind: givens, jigsaw regions,
// diagonals, windows, killer cages and greater-than signs, any of which
// may be absent. With none but givens it is a classic puzzle.
// Regions, Cages and Signs are kept in canonical form (see Normalize):
// regions numbered in the order reading meets them, cages by their first
// cell, signs by their first cell then their second.
type Puzzle struct {
	// Size is the grid's size N (an N×N grid, digits 1..N); 0 stands for
	// 9, the classic size, and is how a 9×9 puzzle keeps it.
	Size int
	// Box is the shape of the boxes; zero for the size's default box
	// (DefaultBox), and for a jigsaw, which has none.
	Box grid.Box
	// Givens are the given digits, cell by cell in reading order (Cells
	// of them), 0 for an empty cell. A classic puzzle's solvers read
	// them as a 9×9 grid (grid.Grid.Nine, AsNine).
	Givens grid.Grid
	// Regions gives a jigsaw puzzle's region (0..N-1) of each cell, N²
	// entries; nil for a grid with boxes.
	Regions []uint8
	// Diagonals makes the two main diagonals houses (Sudoku X).
	Diagonals bool
	// Windows makes the four windows houses (windoku; see WindowCorners).
	Windows bool
	Cages   []Cage
	Signs   []Sign
	// Layout, when not nil, joins 9×9 grids on one board
	// (docs/gattai.md): the puzzle's cells are then the board's, in its
	// reading order with the holes skipped (Layout.Cells of them), and
	// Size, Box, Regions and Windows are zero. Shared and read-only; kept
	// canonical (grid.Layout.Canonical).
	Layout *grid.Layout
}

// N returns p's size: N rows, N columns, digits 1..N.
func (p *Puzzle) N() int {
	if p.Size == 0 {
		return 9
	}
	return p.Size
}

// Cells returns the number of p's cells: N², or its board's cells on
// joined grids.
func (p *Puzzle) Cells() int {
	if p.Layout != nil {
		return p.Layout.Cells()
	}
	n := p.N()
	return n * n
}

// Geometry returns the geometry of p's grid: its size and box shape, or
// no boxes for a jigsaw; on joined grids, that of each of its grids
// (grid.Classic), whose cells Layout maps onto the board. It is nil only
// for a size or box shape that Validate refuses.
func (p *Puzzle) Geometry() *grid.Geometry {
	if p.Size == 0 && p.Box == (grid.Box{}) && p.Regions == nil {
		return grid.Classic
	}
	return grid.GeometryOf(p.N(), p.Box, p.Regions != nil)
}

// board is what the text forms and the input rules read of a puzzle's
// cells: the geometry of its grid, or the board of its layout.
type board interface {
	Cells() int
	CellName(c int) string
	AppendCellName(b []byte, c int) []byte
	ParseCell(name string) (int, error)
	AdjacentCells(a, b int) bool
}

// board returns p's cells as the text forms name them: its layout's
// board, or its grid's geometry.
func (p *Puzzle) board() board {
	if p.Layout != nil {
		return p.Layout
	}
	return p.Geometry()
}

// defaultBox returns the default box shape of size n, zero for a size
// with none (grid.DefaultBox).
func defaultBox(n int) grid.Box {
	b, _ := grid.DefaultBox(n)
	return b
}

// BoxShape returns the shape of p's boxes: Box, or the size's default
// when Box is zero; zero for a jigsaw.
func (p *Puzzle) BoxShape() grid.Box {
	if p.Regions != nil {
		return grid.Box{}
	}
	if p.Box == (grid.Box{}) {
		return defaultBox(p.N())
	}
	return p.Box
}

// IsClassic reports whether p is a classic puzzle: a 9×9 grid with
// boxes, no diagonals, windows, cages or signs, which package solve's
// solvers read.
func (p *Puzzle) IsClassic() bool { return p.Kind() == Classic }

// CageOf maps each cell to the index of its cage in p.Cages, -1 for a cell
// in no cage.
func (p *Puzzle) CageOf() [grid.MaxCells]int {
	var of [grid.MaxCells]int
	for c := range of {
		of[c] = -1
	}
	for i, cg := range p.Cages {
		for _, c := range cg.Cells {
			of[c] = i
		}
	}
	return of
}

// Kind returns what p is: the features it has (Jigsaw with regions, X
// with diagonals, Windoku with windows, Killer with cages, Greater with
// signs), Classic with none, on its size (Kind.Sized).
func (p *Puzzle) Kind() Kind {
	var k Kind
	if p.Regions != nil {
		k |= Jigsaw
	}
	if p.Diagonals {
		k |= X
	}
	if p.Windows {
		k |= Windoku
	}
	if len(p.Cages) > 0 {
		k |= Killer
	}
	if len(p.Signs) > 0 {
		k |= Greater
	}
	if p.Layout != nil {
		return k.Joined(p.Layout)
	}
	return k.Sized(p.N())
}

// Sentinel errors of Validate and Parse; each error they return wraps one
// of them (or one of package grid's, for the givens) and says where.
var (
	// ErrJSON: the line is not one well-formed JSON object of the form.
	ErrJSON = errors.New("malformed JSON")
	// ErrKey: an object has a key the form does not know.
	ErrKey = errors.New("unknown key")
	// ErrOverlap: a cell in two cages (or twice in one).
	ErrOverlap = errors.New("cell in two cages")
	// ErrCage: a cage that is empty, not connected, or has more than N
	// cells.
	ErrCage = errors.New("bad cage")
	// ErrSum: a cage sum that no set of distinct digits of the cage's
	// size makes.
	ErrSum = errors.New("impossible cage sum")
	// ErrSign: a sign between cells that are not orthogonally adjacent.
	ErrSign = errors.New("bad sign")
	// ErrCycle: signs that go round (a > b > ... > a).
	ErrCycle = errors.New("signs form a cycle")
	// ErrRegions: jigsaw regions of the wrong length or count, or a
	// region that is not N connected cells.
	ErrRegions = errors.New("bad regions")
	// ErrSize: a grid size or box shape this program does not make.
	ErrSize = errors.New("bad size")
)

// MaxCagedSize is the largest grid that takes killer cages and
// greater-than signs, 16×16: the seed search's cage and sign rules hold
// sixteen digits a cell. Grids up to 25×25 take givens, boxes, jigsaw
// regions and diagonals.
const MaxCagedSize = 16

// Validate checks p as the input rules of the variant and shape forms
// ask: a size from 4 to 25 with a box shape that tiles it, or jigsaw
// regions of N connected cells each; windows only at size 9; cages and
// signs only up to MaxCagedSize; cells in
// range, cages disjoint, connected, of 1 to N cells and with a sum their
// size can make, signs between orthogonal neighbours and without cycles,
// and the givens at most N and free of conflicts in every house (for the
// classic houses, grid.Nine.Validate). A given that breaks a cage or a
// sign is not an error: the puzzle then has no solution.
func (p *Puzzle) Validate() error {
	if err := p.validateShape(); err != nil {
		return err
	}
	b, n := p.board(), p.N()
	cells := b.Cells()
	var inCage [grid.MaxCells]int // 1 + index of the cell's cage; 0 if none
	for i, cg := range p.Cages {
		name := fmt.Sprintf("cage %d", i+1)
		if len(cg.Cells) > 0 && int(cg.Cells[0]) < cells {
			name = fmt.Sprintf("cage at %s", b.CellName(int(cg.Cells[0])))
		}
		switch k := len(cg.Cells); {
		case k == 0:
			return fmt.Errorf("%w: %s has no cells", ErrCage, name)
		case k > n:
			return fmt.Errorf("%w: %s has %d cells, at most %d", ErrCage, name, k, n)
		}
		for _, c := range cg.Cells {
			if int(c) >= cells {
				return fmt.Errorf("%w: cell %d", grid.ErrCell, c)
			}
			if j := inCage[c]; j != 0 {
				if j == i+1 {
					return fmt.Errorf("%w: %s twice in %s", ErrOverlap, b.CellName(int(c)), name)
				}
				return fmt.Errorf("%w: %s", ErrOverlap, b.CellName(int(c)))
			}
			inCage[c] = i + 1
		}
		if err := p.cageConnected(cg.Cells, name); err != nil {
			return err
		}
		if lo, hi := SumRange(len(cg.Cells), n); cg.Sum < lo || cg.Sum > hi {
			return fmt.Errorf("%w: %s: %d cells cannot add up to %d (%d to %d)", ErrSum, name, len(cg.Cells), cg.Sum, lo, hi)
		}
	}
	for _, s := range p.Signs {
		if int(s.Greater) >= cells || int(s.Lesser) >= cells {
			return fmt.Errorf("%w: cell %d", grid.ErrCell, max(s.Greater, s.Lesser))
		}
		if !b.AdjacentCells(int(s.Greater), int(s.Lesser)) {
			return fmt.Errorf("%w: %s and %s are not orthogonal neighbours", ErrSign, b.CellName(int(s.Greater)), b.CellName(int(s.Lesser)))
		}
	}
	if err := signCycle(b, p.Signs); err != nil {
		return err
	}
	return p.validateGivens()
}

// cageConnected checks that the cells of the cage name are orthogonally
// connected and, on joined grids, that they lie inside one grid.
func (p *Puzzle) cageConnected(cells []uint16, name string) error {
	if p.Layout == nil {
		if !p.Geometry().Connected(cells) {
			return fmt.Errorf("%w: %s is not connected", ErrCage, name)
		}
		return nil
	}
	board := make([]int, len(cells))
	for i, c := range cells {
		board[i] = int(c)
	}
	g := p.Layout.GridOf(board)
	if g < 0 {
		return fmt.Errorf("%w: %s leaves one grid (a cage lies inside one grid)", ErrCage, name)
	}
	// Inside one grid, the cells are connected on the board exactly when
	// they are in that grid.
	local := make([]uint16, len(cells))
	for i, c := range board {
		local[i] = uint16(p.Layout.Local(g, c))
	}
	if !grid.Classic.Connected(local) {
		return fmt.Errorf("%w: %s is not connected", ErrCage, name)
	}
	return nil
}

// validateShape checks the size and box shape, then a jigsaw's regions:
// N² entries, N regions of N orthogonally connected cells.
func (p *Puzzle) validateShape() error {
	if p.Layout != nil {
		return p.validateLayout()
	}
	n := p.N()
	switch {
	case n < grid.MinSize || n > grid.MaxSize:
		return fmt.Errorf("%w: size %d, want 4 to 25", ErrSize, n)
	case p.Windows && n != 9:
		return fmt.Errorf("%w: windows on a %dx%d grid (windoku is 9x9 only)", ErrSize, n, n)
	case n > MaxCagedSize && (len(p.Cages) > 0 || len(p.Signs) > 0):
		return fmt.Errorf("%w: cages or signs on a %dx%d grid (killer and greater-than grids are %dx%d at most)", ErrSize, n, n, MaxCagedSize, MaxCagedSize)
	case p.Regions != nil && p.Box != (grid.Box{}):
		return fmt.Errorf("%w: box and regions together (regions make a jigsaw)", ErrRegions)
	case p.Regions == nil && p.Box == (grid.Box{}) && defaultBox(n).Rows == 0:
		return fmt.Errorf("%w: a %dx%d grid has no boxes; give its regions (a jigsaw)", ErrSize, n, n)
	case p.Regions == nil && p.Geometry() == nil:
		return fmt.Errorf("%w: box %dx%d does not tile a %dx%d grid (rows times columns must be %d, each at least 2)", ErrSize, p.Box.Rows, p.Box.Cols, n, n, n)
	case p.Regions == nil:
		return nil
	}
	geo := p.Geometry()
	if len(p.Regions) != geo.Cells() {
		return fmt.Errorf("%w: %d cells, want %d", ErrRegions, len(p.Regions), geo.Cells())
	}
	for c, r := range p.Regions {
		if int(r) >= n {
			return fmt.Errorf("%w: %s is in region %d, want 1 to %d", ErrRegions, geo.CellName(c), int(r)+1, n)
		}
	}
	for r := range uint8(n) {
		if err := regionError(geo, p.Regions, r); err != nil {
			return err
		}
	}
	return nil
}

// validateLayout checks a puzzle on joined grids: none of the keys the
// layout fixes.
func (p *Puzzle) validateLayout() error {
	if p.Size != 0 && p.Size != 9 || p.Box != (grid.Box{}) || p.Regions != nil || p.Windows {
		return fmt.Errorf("%w: size, box, regions and windows do not go with a layout (its grids are 9x9 with 3x3 boxes)", grid.ErrLayout)
	}
	return nil
}

// RegionWhole reports whether region r of regions (a region for each of
// the N² cells of an N×N grid) is what a jigsaw's region must be: N
// orthogonally connected cells. It allocates nothing: the generator asks
// it of every layout it changes.
func RegionWhole(regions []uint8, r uint8) bool {
	var buf [grid.MaxGridCells]uint16
	geo := geometryOfCells(len(regions))
	cells := regionCells(regions, r, buf[:0])
	return len(cells) == geo.N && geo.Connected(cells)
}

// regionCells appends the cells of region r of regions to buf.
func regionCells(regions []uint8, r uint8, buf []uint16) []uint16 {
	for c, x := range regions {
		if x == r {
			buf = append(buf, uint16(c))
		}
	}
	return buf
}

// geometryOfCells returns the geometry without boxes of the grid of
// cells cells (N²); the 9×9 one for any other count.
func geometryOfCells(cells int) *grid.Geometry {
	for n := grid.MinSize; n <= grid.MaxSize; n++ {
		if n*n == cells {
			return grid.GeometryOf(n, grid.Box{}, true)
		}
	}
	return grid.GeometryOf(9, grid.Box{}, true)
}

// regionError says what is wrong with region r of regions, nil when it is
// N connected cells.
func regionError(geo *grid.Geometry, regions []uint8, r uint8) error {
	var buf [grid.MaxGridCells]uint16
	cells := regionCells(regions, r, buf[:0])
	switch {
	case len(cells) != geo.N:
		return fmt.Errorf("%w: region %d has %d cells, want %d", ErrRegions, r+1, len(cells), geo.N)
	case !geo.Connected(cells):
		return fmt.Errorf("%w: region %d (at %s) is not connected", ErrRegions, r+1, geo.CellName(int(cells[0])))
	}
	return nil
}

// validateGivens checks the givens against every house: no digit twice,
// and no empty cell whose houses already hold all nine digits.
func (p *Puzzle) validateGivens() error {
	if p.ClassicShape() && p.N() == 9 {
		g := p.Givens.Nine()
		return g.Validate()
	}
	b, n, cells := p.board(), p.N(), p.Cells()
	for c, v := range p.Givens[cells:] {
		if v == 0 {
			continue
		}
		if p.Layout != nil {
			return fmt.Errorf("%w: a given past the board of %s (cell %d)", grid.ErrChar, p.Layout.Describe(), cells+c+1)
		}
		return fmt.Errorf("%w: a given past the %dx%d grid (cell %d)", grid.ErrChar, n, n, cells+c+1)
	}
	var seen [grid.MaxCells]uint32 // the digits given in each cell's houses
	for _, h := range p.Houses() {
		var in uint32
		for _, c := range h.Cells {
			v := p.Givens[c]
			if int(v) > n {
				return fmt.Errorf("%w: digit %c at %s is above %d", grid.ErrChar, grid.DigitChar(v), b.CellName(int(c)), n)
			}
			if v == 0 {
				continue
			}
			if in&(1<<v) != 0 {
				return fmt.Errorf("%w: two %cs in %s", grid.ErrConflict, grid.DigitChar(v), h.String())
			}
			in |= 1 << v
		}
		for _, c := range h.Cells {
			seen[c] |= in
		}
	}
	all := uint32(1)<<(n+1) - 2
	for c, v := range p.Givens[:cells] {
		if v == 0 && seen[c] == all {
			return fmt.Errorf("%w: %s sees all %d digits", grid.ErrNoCandidate, b.CellName(c), n)
		}
	}
	return nil
}

// SumRange is the smallest and largest sum of k distinct digits 1..n:
// 1+2+…+k and n+(n-1)+…+(n-k+1). It is the one home of that arithmetic:
// a cage's sum is checked against it here, and package rules bounds its
// sum sets and a house's sum (k = n) by it.
func SumRange(k, n int) (lo, hi int) {
	return k * (k + 1) / 2, k * (2*n + 1 - k) / 2
}

// signCycle finds a cycle among the signs (each an edge greater ->
// lesser) by depth-first search, and names one cell on it.
func signCycle(b board, signs []Sign) error {
	var next [grid.MaxCells][]uint16
	for _, s := range signs {
		next[s.Greater] = append(next[s.Greater], s.Lesser)
	}
	var state [grid.MaxCells]uint8 // 0 new, 1 on the path, 2 done
	var visit func(c uint16) (uint16, bool)
	visit = func(c uint16) (uint16, bool) {
		state[c] = 1
		for _, n := range next[c] {
			switch state[n] {
			case 1:
				return n, true
			case 0:
				if at, ok := visit(n); ok {
					return at, true
				}
			}
		}
		state[c] = 2
		return 0, false
	}
	for c := range b.Cells() {
		if state[c] == 0 {
			if at, ok := visit(uint16(c)); ok {
				return fmt.Errorf("%w through %s", ErrCycle, b.CellName(int(at)))
			}
		}
	}
	return nil
}

// Normalize puts p in canonical form: size 9 and the size's default box
// kept as zero, regions renamed in reading order, each cage's cells
// ascending, cages by their first cell, signs by their first cell then
// their second, a sign given twice kept once, a layout canonical. Validate
// and the text forms assume it.
func (p *Puzzle) Normalize() {
	if p.Size == 9 {
		p.Size = 0
	}
	if p.Layout != nil {
		p.Layout = p.Layout.Canonical()
	}
	if n := p.N(); n >= grid.MinSize && n <= grid.MaxSize && p.Regions == nil && p.Box == defaultBox(n) {
		p.Box = grid.Box{}
	}
	renameRegions(p.Regions)
	for i := range p.Cages {
		slices.Sort(p.Cages[i].Cells)
	}
	slices.SortFunc(p.Cages, func(a, b Cage) int {
		switch {
		case len(a.Cells) == 0 || len(b.Cells) == 0:
			return len(a.Cells) - len(b.Cells)
		}
		return int(a.Cells[0]) - int(b.Cells[0])
	})
	slices.SortFunc(p.Signs, func(a, b Sign) int {
		if a.Greater != b.Greater {
			return int(a.Greater) - int(b.Greater)
		}
		return int(a.Lesser) - int(b.Lesser)
	})
	p.Signs = slices.Compact(p.Signs)
}

// renameRegions renames the regions of regions (a region for each cell)
// 0, 1, 2, ... in the order reading meets them, as the canonical form
// numbers them.
func renameRegions(regions []uint8) {
	var name [256]uint8 // 1 + the new name of each old one
	next := uint8(0)
	for c, r := range regions {
		if name[r] == 0 {
			next++
			name[r] = next
		}
		regions[c] = name[r] - 1
	}
}

// Clone returns a copy of p that shares nothing with it.
func (p *Puzzle) Clone() Puzzle {
	q := Puzzle{Size: p.Size, Box: p.Box, Givens: p.Givens, Regions: slices.Clone(p.Regions), Diagonals: p.Diagonals, Windows: p.Windows, Signs: slices.Clone(p.Signs), Layout: p.Layout}
	q.Cages = make([]Cage, len(p.Cages))
	for i, cg := range p.Cages {
		q.Cages[i] = Cage{Sum: cg.Sum, Cells: slices.Clone(cg.Cells)}
	}
	return q
}

// IsSolution reports whether s is a complete 9×9 grid that agrees with
// p's givens and holds every digit once in each of p's houses, and keeps
// its cages and signs (Solves, for a grid of any size).
func (p *Puzzle) IsSolution(s grid.Nine) bool {
	g := grid.FromNine(s)
	if p.ClassicShape() && p.N() == 9 {
		// The classic houses' check, at a tenth of the cost.
		return s.IsSolutionOf(p.Givens.Nine()) && p.keepsCagesAndSigns(&g)
	}
	return p.Solves(&g)
}

// Solves reports whether s is a complete grid of p's size that agrees
// with p's givens, holds every digit once in each of p's houses, and
// keeps its cages and signs.
func (p *Puzzle) Solves(s *grid.Grid) bool {
	return p.solvesHouses(s) && p.keepsCagesAndSigns(s)
}

// keepsCagesAndSigns reports whether the digits of s keep p's cages
// (distinct digits adding up to the sum) and its signs.
func (p *Puzzle) keepsCagesAndSigns(s *grid.Grid) bool {
	for _, cg := range p.Cages {
		sum, seen := 0, uint32(0)
		for _, c := range cg.Cells {
			d := s[c]
			if seen>>d&1 != 0 {
				return false
			}
			seen |= 1 << d
			sum += int(d)
		}
		if sum != cg.Sum {
			return false
		}
	}
	for _, sg := range p.Signs {
		if s[sg.Greater] <= s[sg.Lesser] {
			return false
		}
	}
	return true
}

// solvesHouses reports whether s agrees with p's givens and holds the
// digits 1..N in each of p's houses.
func (p *Puzzle) solvesHouses(s *grid.Grid) bool {
	n, cells := p.N(), p.Cells()
	for c, v := range s {
		if c >= cells {
			if v != 0 {
				return false
			}
			continue
		}
		if v < 1 || int(v) > n || p.Givens[c] != 0 && p.Givens[c] != v {
			return false
		}
	}
	all := uint32(1)<<(n+1) - 2
	for _, h := range p.Houses() {
		var seen uint32
		for _, c := range h.Cells {
			seen |= 1 << s[c]
		}
		if seen != all {
			return false
		}
	}
	return true
}

// ClassicOf returns the classic puzzle whose givens are the 9×9 grid g.
func ClassicOf(g grid.Nine) Puzzle { return Puzzle{Givens: grid.FromNine(g)} }
