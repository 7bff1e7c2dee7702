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

// Puzzle is a Sudoku puzzle of any kind: givens, killer cages and
// greater-than signs, any of which may be absent. Without cages and signs
// it is a classic puzzle.
// Cages and Signs are kept in canonical order (see Normalize): cages by
// their first cell, signs by their first cell then their second.
type Puzzle struct {
	Givens solve.Grid
	Cages  []Cage
	Signs  []Sign
}

// IsClassic reports whether p has neither cages nor signs.
func (p *Puzzle) IsClassic() bool { return len(p.Cages) == 0 && len(p.Signs) == 0 }

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

// Kind returns what p is: Classic without cages and signs, Killer with
// cages, Greater with signs, KillerGreater with both.
func (p *Puzzle) Kind() Kind {
	switch {
	case len(p.Cages) > 0 && len(p.Signs) > 0:
		return KillerGreater
	case len(p.Cages) > 0:
		return Killer
	case len(p.Signs) > 0:
		return Greater
	}
	return Classic
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
)

// Validate checks p as the input rules of the variant form ask: cells in
// range, cages disjoint, connected, of 1 to 9 cells and with a sum their
// size can make, signs between orthogonal neighbours and without cycles,
// and the givens free of classic conflicts (solve.Grid.Validate). A given
// that breaks a cage or a sign is not an error: the puzzle then has no
// solution.
func (p *Puzzle) Validate() error {
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
	return p.Givens.Validate()
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

// Clone returns a copy of p that shares nothing with it.
func (p *Puzzle) Clone() Puzzle {
	q := Puzzle{Givens: p.Givens, Signs: slices.Clone(p.Signs)}
	q.Cages = make([]Cage, len(p.Cages))
	for i, cg := range p.Cages {
		q.Cages[i] = Cage{Sum: cg.Sum, Cells: slices.Clone(cg.Cells)}
	}
	return q
}

// IsSolution reports whether s is a complete valid grid that agrees with
// p's givens, cages and signs.
func (p *Puzzle) IsSolution(s solve.Grid) bool {
	if !s.IsSolutionOf(p.Givens) {
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
