package puzzle

import (
	"errors"
	"fmt"
	"slices"

	"github.com/puzzlebook/sudoku/solve"
)

// Cage is a killer cage: orthogonally connected cells whose digits are all
// different and add up to Sum.
type Cage struct {
	Sum int
	// Cells lists the cage's cells (0-80, reading order), ascending.
	Cells []uint8
}

// Sign is a greater-than sign between two orthogonally adjacent cells:
// the digit in Greater is greater than the digit in Lesser.
type Sign struct {
	Greater, Lesser uint8
}

// Puzzle is a Sudoku puzzle of any kind: givens, jigsaw regions,
// diagonals, windows, killer cages and greater-than signs, any of which
// may be absent. With none but givens it is a classic puzzle.
// Regions, Cages and Signs are kept in canonical form (see Normalize):
// regions numbered in the order reading meets them, cages by their first
// cell, signs by their first cell then their second.
type Puzzle struct {
	// Givens are the given digits, cell by cell in reading order (Cells
	// of them), 0 for an empty cell. A classic puzzle's solvers read
	// them as package solve's grid (Grid.Nine, Grid.AsNine).
	Givens Grid
	// Regions gives a jigsaw puzzle's region (0-8) of each cell, 81
	// entries; nil for a grid with boxes.
	Regions []uint8
	// Diagonals makes the two main diagonals houses (Sudoku X).
	Diagonals bool
	// Windows makes the four windows houses (windoku; see WindowCorners).
	Windows bool
	Cages   []Cage
	Signs   []Sign
}

// Cells returns the number of p's cells: 81.
func (p *Puzzle) Cells() int { return 81 }

// IsClassic reports whether p is a classic puzzle: boxes, no diagonals,
// windows, cages or signs.
func (p *Puzzle) IsClassic() bool { return p.Kind() == Classic }

// CageOf maps each cell to the index of its cage in p.Cages, -1 for a cell
// in no cage.
func (p *Puzzle) CageOf() [81]int {
	var of [81]int
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
// signs), Classic with none.
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
	return k
}

// Sentinel errors of Validate and Parse; each error they return wraps one
// of them (or one of package solve's, for the givens) and says where.
var (
	// ErrJSON: the line is not one well-formed JSON object of the form.
	ErrJSON = errors.New("malformed JSON")
	// ErrKey: an object has a key the form does not know.
	ErrKey = errors.New("unknown key")
	// ErrCell: a cell name that is not rRcC with R and C from 1 to 9.
	ErrCell = errors.New("bad cell")
	// ErrOverlap: a cell in two cages (or twice in one).
	ErrOverlap = errors.New("cell in two cages")
	// ErrCage: a cage that is empty, not connected, or has more than 9
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
	// region that is not nine connected cells.
	ErrRegions = errors.New("bad regions")
	// ErrSize: a grid size or box shape this program does not make.
	ErrSize = errors.New("bad size")
)

// Validate checks p as the input rules of the variant and shape forms
// ask: jigsaw regions of nine connected cells each, cells in range, cages
// disjoint, connected, of 1 to 9 cells and with a sum their size can make,
// signs between orthogonal neighbours and without cycles, and the givens
// free of conflicts in every house (for the classic houses,
// solve.Grid.Validate). A given that breaks a cage or a sign is not an
// error: the puzzle then has no solution.
func (p *Puzzle) Validate() error {
	if err := p.validateRegions(); err != nil {
		return err
	}
	var inCage [81]int // 1 + index of the cell's cage; 0 if none
	for i, cg := range p.Cages {
		name := fmt.Sprintf("cage %d", i+1)
		if len(cg.Cells) > 0 {
			name = fmt.Sprintf("cage at %s", solve.CellName(int(cg.Cells[0])))
		}
		switch n := len(cg.Cells); {
		case n == 0:
			return fmt.Errorf("%w: %s has no cells", ErrCage, name)
		case n > 9:
			return fmt.Errorf("%w: %s has %d cells, at most 9", ErrCage, name, n)
		}
		for _, c := range cg.Cells {
			if c > 80 {
				return fmt.Errorf("%w: cell %d", ErrCell, c)
			}
			if j := inCage[c]; j != 0 {
				if j == i+1 {
					return fmt.Errorf("%w: %s twice in %s", ErrOverlap, solve.CellName(int(c)), name)
				}
				return fmt.Errorf("%w: %s", ErrOverlap, solve.CellName(int(c)))
			}
			inCage[c] = i + 1
		}
		if !Connected(cg.Cells) {
			return fmt.Errorf("%w: %s is not connected", ErrCage, name)
		}
		if lo, hi := sumRange(len(cg.Cells)); cg.Sum < lo || cg.Sum > hi {
			return fmt.Errorf("%w: %s: %d cells cannot add up to %d (%d to %d)", ErrSum, name, len(cg.Cells), cg.Sum, lo, hi)
		}
	}
	for _, s := range p.Signs {
		if s.Greater > 80 || s.Lesser > 80 {
			return fmt.Errorf("%w: cell %d", ErrCell, max(s.Greater, s.Lesser))
		}
		if !slices.Contains(solve.Adjacent[s.Greater], s.Lesser) {
			return fmt.Errorf("%w: %s and %s are not orthogonal neighbours", ErrSign, solve.CellName(int(s.Greater)), solve.CellName(int(s.Lesser)))
		}
	}
	if err := signCycle(p.Signs); err != nil {
		return err
	}
	return p.validateGivens()
}

// validateRegions checks a jigsaw's regions: 81 entries, nine regions of
// nine orthogonally connected cells.
func (p *Puzzle) validateRegions() error {
	if p.Regions == nil {
		return nil
	}
	if len(p.Regions) != 81 {
		return fmt.Errorf("%w: %d cells, want 81", ErrRegions, len(p.Regions))
	}
	for c, r := range p.Regions {
		if r > 8 {
			return fmt.Errorf("%w: %s is in region %d, want 1 to 9", ErrRegions, solve.CellName(c), int(r)+1)
		}
	}
	for r := range uint8(9) {
		if err := regionError(p.Regions, r); err != nil {
			return err
		}
	}
	return nil
}

// RegionWhole reports whether region r of regions (a region for each of
// the 81 cells) is what a jigsaw's region must be: nine orthogonally
// connected cells. It allocates nothing: the generator asks it of every
// layout it changes.
func RegionWhole(regions []uint8, r uint8) bool { return regionError(regions, r) == nil }

// regionError says what is wrong with region r of regions, nil when it is
// nine connected cells.
func regionError(regions []uint8, r uint8) error {
	var buf [81]uint8
	cells := buf[:0]
	for c, x := range regions {
		if x == r {
			cells = append(cells, uint8(c))
		}
	}
	switch {
	case len(cells) != 9:
		return fmt.Errorf("%w: region %d has %d cells, want 9", ErrRegions, r+1, len(cells))
	case !Connected(cells):
		return fmt.Errorf("%w: region %d (at %s) is not connected", ErrRegions, r+1, solve.CellName(int(cells[0])))
	}
	return nil
}

// validateGivens checks the givens against every house: no digit twice,
// and no empty cell whose houses already hold all nine digits.
func (p *Puzzle) validateGivens() error {
	if p.ClassicShape() {
		g := p.Givens.Nine()
		return g.Validate()
	}
	var seen [81]uint16 // the digits given in each cell's houses
	for _, h := range p.Houses() {
		var in uint16
		for _, c := range h.Cells {
			v := p.Givens[c]
			if v > 9 {
				return fmt.Errorf("%w %d at %s", solve.ErrChar, v, solve.CellName(int(c)))
			}
			if v == 0 {
				continue
			}
			if in&(1<<v) != 0 {
				return fmt.Errorf("%w: two %ds in %s", solve.ErrConflict, v, h.String())
			}
			in |= 1 << v
		}
		for _, c := range h.Cells {
			seen[c] |= in
		}
	}
	for c, v := range p.Givens[:p.Cells()] {
		if v == 0 && seen[c] == 0x3fe {
			return fmt.Errorf("%w: %s sees all nine digits", solve.ErrNoCandidate, solve.CellName(c))
		}
	}
	return nil
}

// Connected reports whether cells form one orthogonally connected
// region, as a cage's cells must. It allocates nothing: the generator
// asks it of every cage it reshapes.
func Connected(cells []uint8) bool {
	if len(cells) == 0 {
		return false
	}
	var in, seen [81]bool
	for _, c := range cells {
		in[c] = true
	}
	var stack [81]uint8
	stack[0], seen[cells[0]] = cells[0], true
	top, n := 1, 0
	for top > 0 {
		top--
		c := stack[top]
		n++
		for _, nb := range solve.Adjacent[c] {
			if in[nb] && !seen[nb] {
				seen[nb] = true
				stack[top] = nb
				top++
			}
		}
	}
	return n == len(cells)
}

// sumRange is the smallest and largest sum of n distinct digits.
func sumRange(n int) (lo, hi int) {
	return n * (n + 1) / 2, n * (19 - n) / 2
}

// signCycle finds a cycle among the signs (each an edge greater ->
// lesser) by depth-first search, and names one cell on it.
func signCycle(signs []Sign) error {
	var next [81][]uint8
	for _, s := range signs {
		next[s.Greater] = append(next[s.Greater], s.Lesser)
	}
	var state [81]uint8 // 0 new, 1 on the path, 2 done
	var visit func(c uint8) (uint8, bool)
	visit = func(c uint8) (uint8, bool) {
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
	for c := range uint8(81) {
		if state[c] == 0 {
			if at, ok := visit(c); ok {
				return fmt.Errorf("%w through %s", ErrCycle, solve.CellName(int(at)))
			}
		}
	}
	return nil
}

// Normalize puts p's cages and signs in canonical order: each cage's cells
// ascending, cages by their first cell, signs by their first cell then
// their second, a sign given twice kept once. Validate and the text forms
// assume it.
func (p *Puzzle) Normalize() {
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
	q := Puzzle{Givens: p.Givens, Regions: slices.Clone(p.Regions), Diagonals: p.Diagonals, Windows: p.Windows, Signs: slices.Clone(p.Signs)}
	q.Cages = make([]Cage, len(p.Cages))
	for i, cg := range p.Cages {
		q.Cages[i] = Cage{Sum: cg.Sum, Cells: slices.Clone(cg.Cells)}
	}
	return q
}

// IsSolution reports whether s is a complete grid that agrees with p's
// givens and holds every digit once in each of p's houses, and keeps its
// cages and signs.
func (p *Puzzle) IsSolution(s solve.Grid) bool {
	if p.ClassicShape() {
		if !s.IsSolutionOf(p.Givens.Nine()) {
			return false
		}
	} else if !p.solvesHouses(s) {
		return false
	}
	for _, cg := range p.Cages {
		sum, seen := 0, uint16(0)
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
// nine digits in each of p's houses.
func (p *Puzzle) solvesHouses(s solve.Grid) bool {
	for c, v := range s {
		if v < 1 || v > 9 || p.Givens[c] != 0 && p.Givens[c] != v {
			return false
		}
	}
	for _, h := range p.Houses() {
		var seen uint16
		for _, c := range h.Cells {
			seen |= 1 << s[c]
		}
		if seen != 0x3fe {
			return false
		}
	}
	return true
}
