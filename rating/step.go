package rating

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// Candidate is one digit (1..N) of one cell (0..N²-1, in reading order:
// 0-80 on the classic grid): what a step places or eliminates.
type Candidate struct {
	Cell  int
	Digit int
}

// Link is one link of a chain, between two candidates; Strong links say
// "if From is off, To is on", weak links "if From is on, To is off".
type Link struct {
	From, To Candidate
	Strong   bool
}

// Step is one step of a solution path.
type Step struct {
	Technique Technique
	// Value is the step's value on the scale of the ladder that took it.
	Value Value
	// Cells are the cells the step reasons with, in increasing order: the
	// cell of a single, the cells of a set, a fish's cells, a wing's pivot
	// and pincers, a chain's nodes. For the techniques whose pattern is
	// not worked out, the cells the step changes.
	Cells []int
	// Houses are the houses the step reasons in, when it reasons in
	// houses, numbered as the grid's shape numbers them (rules.Shape: on
	// an N×N grid rows 0..N-1, columns N..2N-1, boxes or jigsaw regions
	// 2N..3N-1, then diagonals and windows; rows 0-8, columns 9-17 and
	// boxes 18-26 on the classic grid).
	Houses []int
	// Shape is the shape of the puzzle's grid, which names its houses
	// and, by its size, its cells (CellName); nil for the classic grid.
	Shape *rules.Shape
	// Chain is the step's chain in Eureka notation, when the step is a
	// chain the explanation could retrace; Links are its links.
	Chain string
	Links []Link
	// Cages and Signs are the killer cages and greater-than signs the step
	// reasons with, and Note what it works out from them: a cage's digit
	// sets ("{1,2,6} or {1,3,5}"), a sum.
	Cages []puzzle.Cage
	Signs []puzzle.Sign
	Note  string
	// Placements and Eliminations are what the step does.
	Placements   []Candidate
	Eliminations []Candidate
	// Before is the position the step starts from.
	Before puzzle.Position
}

// Explanation is a rating with the solution path behind it.
type Explanation struct {
	// Path is the rating, as package score's Rater.Rate (or, from a
	// position, Rater.RateAsGiven) gives it.
	Path Path
	// Steps are the ladder's steps in order. The hardest of them is
	// Path.Rating, unless Path.Rating.Estimated: the ladder then
	// stopped, and Steps end where it did.
	Steps []Step
	// Final is the position after the last step: the solution when the
	// ladder solved the puzzle.
	Final puzzle.Position
}

// String writes the step on one line: technique, rating, the cells (or
// chain) it uses, then what it does, e.g. "hidden single (box) 1.2:
// r4c7 in box 6 => r4c7=3".
func (s *Step) String() string {
	var b strings.Builder
	b.WriteString(s.Technique.String())
	b.WriteString(" ")
	b.WriteString(s.Value.String())
	b.WriteString(": ")
	b.WriteString(s.Uses())
	b.WriteString(" => ")
	b.WriteString(s.Does())
	return b.String()
}

// Uses writes what the step reasons with: its chain in Eureka notation,
// else its cells and houses ("r4c7 in box 6"); a killer or greater-than
// step names its cages by sum and cells and its signs, then what it
// works out of them: "cage 10 r1c1,r1c2 beside cage 3 r1c3,r1c4 in row
// 1: {3,7} or {4,6} beside {1,2}", "r1c1>r1c2, r1c2>r1c3".
func (s *Step) Uses() string {
	if s.Chain != "" {
		return s.Chain
	}
	var out string
	if len(s.Cages) > 0 || len(s.Signs) > 0 {
		var parts []string
		for _, g := range s.Cages {
			parts = append(parts, "cage "+strconv.Itoa(g.Sum)+" "+s.cellNames(g.Cells))
		}
		for _, g := range s.Signs {
			parts = append(parts, s.CellName(int(g.Greater))+">"+s.CellName(int(g.Lesser)))
		}
		out = strings.Join(parts, ", ")
		// The cells the step reasons with beyond its cages and signs: the
		// innies of a rule of 45, a set a sign narrows.
		var named [rules.Cells]bool
		for _, g := range s.Cages {
			for _, c := range g.Cells {
				named[c] = true
			}
		}
		for _, g := range s.Signs {
			named[g.Greater], named[g.Lesser] = true, true
		}
		var more []uint16
		for _, c := range s.Cells {
			if !named[c] {
				more = append(more, uint16(c))
			}
		}
		if len(more) > 0 {
			out = s.cellNames(more) + " with " + out
		}
	} else {
		names := make([]uint16, len(s.Cells))
		for i, c := range s.Cells {
			names[i] = uint16(c)
		}
		out = s.cellNames(names)
	}
	if len(s.Houses) > 0 {
		hs := make([]string, len(s.Houses))
		for i, u := range s.Houses {
			hs[i] = s.house(u).String()
		}
		out += " in " + strings.Join(hs, ", ")
	}
	if s.Note != "" {
		out += ": " + s.Note
	}
	return out
}

// cellNames joins the names of cells of the step's grid with commas:
// "r1c1,r1c2".
func (s *Step) cellNames(cells []uint16) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = s.CellName(int(c))
	}
	return strings.Join(names, ",")
}

// CellName names cell c of the step's grid as players do, rRcC with the
// row and column from 1: "r4c7", "r12c3" on a 16×16 grid.
func (s *Step) CellName(c int) string {
	if s.Shape != nil && s.Shape.Layout != nil {
		return s.Shape.Layout.CellName(c)
	}
	if s.Shape == nil || s.Shape.N == 9 {
		return grid.CellName(c)
	}
	return grid.GeometryOf(s.Shape.N, grid.Box{}, true).CellName(c) // names depend on N alone
}

// Does writes what the step changes: placements, then eliminations,
// e.g. "r4c7=3" or "r1c1<>5, r1c2<>5".
func (s *Step) Does() string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, s.Placement(p))
	}
	for _, p := range s.Eliminations {
		parts = append(parts, s.Elimination(p))
	}
	return strings.Join(parts, ", ")
}

// Placement writes c as a placement on the step's grid in the notation
// solvers use: "r4c7=3", "r12c3=A". Digits above 9 are written A-G, as in a puzzle's givens.
func (s *Step) Placement(c Candidate) string {
	return s.CellName(c.Cell) + "=" + string(grid.DigitChar(uint8(c.Digit)))
}

// Elimination writes c as an elimination on the step's grid: "r4c7<>5".
func (s *Step) Elimination(c Candidate) string {
	return s.CellName(c.Cell) + "<>" + string(grid.DigitChar(uint8(c.Digit)))
}

// Stuck returns the step of the path where a reader of the puzzle gets
// stuck: the first one harder than scanning for singles, above the easy
// grade (1.5), which is what a book's hint should point at; for an easy
// puzzle, the first of its hardest steps. False when there are no steps.
func (e *Explanation) Stuck() (Step, bool) {
	if len(e.Steps) == 0 {
		return Step{}, false
	}
	easy := Easy.Range()
	for _, s := range e.Steps {
		if !easy.Contains(int(s.Value)) && !isSingle(s.Technique) {
			return s, true
		}
	}
	hardest := 0
	for i, s := range e.Steps {
		if s.Value > e.Steps[hardest].Value {
			hardest = i
		}
	}
	return e.Steps[hardest], true
}

// isSingle reports whether t places a digit by a single: the last place
// of a digit in a house, or the last digit of a cell.
func isSingle(t Technique) bool {
	return t == FullHouse || t == HiddenSingleBox || t == HiddenSingleLine || t == NakedSingle
}

// HintText writes s as a hint in a book: where to look, the technique and
// what it works with, and not what it gives, e.g. "r4c7: naked pair 3,8 in
// row 4 with r4c2" or "r1c9: cage locked digit 1 in cage 3 with r2c9".
func (s *Step) HintText() string {
	var b strings.Builder
	cells := s.Cells
	if len(cells) == 0 {
		for _, p := range s.Placements {
			cells = append(cells, p.Cell)
		}
	}
	if len(cells) > 0 {
		b.WriteString(s.CellName(cells[0]))
		b.WriteString(": ")
	}
	b.WriteString(s.Technique.String())
	if ds := s.digits(); ds != "" {
		b.WriteString(" " + ds)
	}
	if len(s.Houses) > 0 {
		hs := make([]string, len(s.Houses))
		for i, u := range s.Houses {
			hs[i] = s.house(u).String()
		}
		b.WriteString(" in " + strings.Join(hs, ", "))
	}
	for i, g := range s.Cages {
		if i == 0 && len(s.Houses) == 0 {
			b.WriteString(" in")
		} else {
			b.WriteString(",")
		}
		b.WriteString(" cage " + strconv.Itoa(g.Sum))
	}
	if len(cells) > 1 {
		names := make([]uint16, 0, len(cells)-1)
		for _, c := range cells[1:] {
			names = append(names, uint16(c))
		}
		b.WriteString(" with " + s.cellNames(names))
	}
	return b.String()
}

// digits names the digits a step works with, "3,8": a placement's digit;
// for a set, fish or locked digit, the digits it eliminates; for a hidden
// set the digits its cells keep.
func (s *Step) digits() string {
	var m uint16
	switch {
	case (s.Technique == HiddenPair || s.Technique == HiddenTriple || s.Technique == HiddenQuad ||
		s.Technique == DirectHiddenPair || s.Technique == DirectHiddenTriple) && len(s.Houses) > 0:
		// The digits whose places in the house all lie in the set's cells.
		var in [rules.Cells]bool
		for _, c := range s.Cells {
			in[c] = true
		}
		for d := range len(s.house(s.Houses[0]).Cells) {
			inside, outside := false, false
			for _, c := range s.house(s.Houses[0]).Cells {
				// A grid larger than Before's 81 cells has no position.
				if int(c) < len(s.Before.Cand) && s.Before.Cand[c]>>d&1 != 0 {
					inside, outside = inside || in[c], outside || !in[c]
				}
			}
			if inside && !outside {
				m |= 1 << d
			}
		}
	case len(s.Placements) > 0:
		m = 1 << (s.Placements[0].Digit - 1)
	case len(s.Chain) > 0 || len(s.Cages) > 0 && s.Technique != CageLocked:
		return "" // a chain names its own; a cage's sets are many
	default:
		for _, e := range s.Eliminations {
			m |= 1 << (e.Digit - 1)
		}
	}
	var ds []string
	for ; m != 0; m &= m - 1 {
		ds = append(ds, string(grid.DigitChar(uint8(bits.TrailingZeros16(m)+1))))
	}
	return strings.Join(ds, ",")
}

// HouseName names house u of the step's grid, as players do: "row 3",
// "box 9", "region 4", "window 2".
func (s *Step) HouseName(u int) string { return s.house(u).String() }

// house returns house u of the step's grid.
func (s *Step) house(u int) *rules.House {
	if s.Shape == nil {
		return &rules.Classic.Houses[u]
	}
	return &s.Shape.Houses[u]
}
