package score

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// The explanation of a rating: the ladder's own solution path, step by
// step, as the Rater found it while rating. Explain runs the same ladder
// as Rate, on the same canonical form, and keeps every step the trace
// hook sees; the steps are then carried back to the puzzle's own rows,
// columns and digits, so the hardest step of the list is the rating Rate
// gives. The cells a step reasons with (the pattern of a set, a fish or a
// wing, the house of a single, the nodes of a chain) are worked out from
// the board before the step by explaincells.go, which looks for the first
// pattern the finder would have taken: the finders themselves record only
// what they change.

// Candidate is one digit (1-9) of one cell (0-80): what a step places or
// eliminates.
type Candidate struct {
	Cell  int
	Digit int
}

// Placement writes c as a placement in the notation solvers use: r4c7=3.
func (c Candidate) Placement() string {
	return solve.CellName(c.Cell) + "=" + strconv.Itoa(c.Digit)
}

// Elimination writes c as an elimination: r4c7<>5.
func (c Candidate) Elimination() string {
	return solve.CellName(c.Cell) + "<>" + strconv.Itoa(c.Digit)
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
	// Value is the step's value on the Rater's scale.
	Value Value
	// Cells are the cells the step reasons with, in increasing order: the
	// cell of a single, the cells of a set, a fish's cells, a wing's pivot
	// and pincers, a chain's nodes. For the techniques whose pattern is
	// not worked out, the cells the step changes.
	Cells []int
	// Houses are the units (numbered as solve.Units: rows 0-8, columns
	// 9-17, boxes 18-26) the step reasons in, when it reasons in units.
	Houses []int
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
	// Path is the rating, as Rate (or, from a position, RateAsGiven)
	// gives it.
	Path Path
	// Steps are the ladder's steps in order. The hardest of them is
	// Path.Rating, unless Path.Rating.Estimated: the ladder then
	// stopped, and Steps end where it did.
	Steps []Step
	// Final is the position after the last step: the solution when the
	// ladder solved the puzzle.
	Final puzzle.Position
}

// Explain rates g as Rate does and returns the path behind the rating.
// g must have exactly one solution, as for Rate.
func (r *Rater) Explain(g solve.Grid) Explanation {
	t := canonicalTransform(g)
	e := r.explainAsGiven(t.Apply(g), nil)
	e.untransform(&t)
	return e
}

// ExplainPuzzle explains a puzzle of any kind as RatePuzzle rates it: a
// classic one as Explain does; another kind on the variant ladder of r's
// scale, on its canonical form under the symmetries of the square, each
// step carried back to p's own orientation. p must have exactly one
// solution.
func (r *Rater) ExplainPuzzle(p *puzzle.Puzzle) Explanation {
	if p.IsClassic() {
		return r.Explain(p.Givens)
	}
	c, t := canonicalVariant(p)
	defer r.useRules(rulesOf(&c))()
	e := r.explainAsGiven(c.Givens, nil)
	e.untransform(&t)
	return e
}

// canonicalVariant returns p's canonical form under the symmetries of the
// square and the one of them that takes p there.
func canonicalVariant(p *puzzle.Puzzle) (puzzle.Puzzle, iso.Transform) {
	c := p.Canonical()
	text := c.String()
	for _, t := range puzzle.Symmetries() {
		if q := p.Transformed(&t); q.String() == text {
			return c, t
		}
	}
	return c, iso.Identity() // not reached: the canonical form is an image
}

// ExplainFrom rates the position p as RateAsGiven would rate its digits,
// with only p's candidates left, and returns the path. An empty cell
// without candidates in p keeps all its candidates the digits allow, so a
// grid of digits alone is a position too.
func (r *Rater) ExplainFrom(p puzzle.Position) (Explanation, error) {
	var g solve.Grid
	for c, v := range p.Value {
		if v > 9 {
			return Explanation{}, fmt.Errorf("%w: %s holds %d", puzzle.ErrPosition, solve.CellName(c), v)
		}
		g[c] = v
	}
	if err := g.Validate(); err != nil {
		return Explanation{}, fmt.Errorf("%w: %v", puzzle.ErrPosition, err)
	}
	var bad error
	prune := func(b *board) bool {
		for c := 0; c < 81; c++ {
			if b.val[c] != 0 || p.Cand[c] == 0 {
				continue
			}
			for m := b.cand[c] &^ p.Cand[c]; m != 0; m &= m - 1 {
				b.remove(c, lowest(m))
			}
			if b.cand[c] == 0 {
				bad = fmt.Errorf("%w: %s has no candidate left", puzzle.ErrPosition, solve.CellName(c))
				return false
			}
		}
		return true
	}
	e := r.explainAsGiven(g, prune)
	if bad != nil {
		return Explanation{}, bad
	}
	if !e.Path.Rating.Rated() && len(e.Steps) == 0 && g.Clues() < 81 {
		return Explanation{}, fmt.Errorf("%w: some empty cell has no candidate", puzzle.ErrPosition)
	}
	return e, nil
}

// explainAsGiven runs the ladder on g, keeping each step.
func (r *Rater) explainAsGiven(g solve.Grid, prune func(*board) bool) Explanation {
	var e Explanation
	r.prune = prune
	r.trace = func(b *board, h *hint) { e.Steps = append(e.Steps, explainStep(b, h)) }
	e.Path = r.rateAsGiven(g)
	r.trace, r.prune = nil, nil
	// A step the trace saw but apply refused (it changed nothing) is not
	// part of the path.
	if n := e.Path.Steps.Total() - e.Path.Steps[Beyond]; len(e.Steps) > n {
		e.Steps = e.Steps[:n]
	}
	e.Final = puzzle.Position{Value: r.b.val, Cand: r.b.cand}
	return e
}

// explainStep describes h, about to be applied to b.
func explainStep(b *board, h *hint) Step {
	s := Step{
		Technique: h.tech,
		Value:     Value(h.value),
		Before:    puzzle.Position{Value: b.val, Cand: b.cand},
	}
	if h.cell >= 0 {
		s.Placements = []Candidate{{h.cell, h.digit + 1}}
	}
	for c := 0; c < 81; c++ {
		for m := h.elim[c] & b.cand[c]; m != 0; m &= m - 1 {
			// The other candidates of a placed cell go with the placement.
			if d := lowest(m); c != h.cell {
				s.Eliminations = append(s.Eliminations, Candidate{c, d + 1})
			}
		}
	}
	if h.cells.empty() {
		used(b, h, &s)
	} else {
		// A killer or greater-than rung records its pattern as it finds
		// it.
		s.Cells, s.Note = cellList(h.cells), h.note
		s.Houses = slices.Clone(h.houses)
		for _, i := range h.cages {
			g := &b.ru.cages[i]
			s.Cages = append(s.Cages, puzzle.Cage{Sum: g.sum, Cells: slices.Clone(g.cells)})
		}
		for _, i := range h.signs {
			s.Signs = append(s.Signs, b.ru.signs[i])
		}
	}
	if len(s.Cells) == 0 {
		var cs cellSet
		for _, p := range s.Placements {
			cs.add(p.Cell)
		}
		for _, p := range s.Eliminations {
			cs.add(p.Cell)
		}
		s.Cells = cellList(cs)
	}
	return s
}

func cellList(s cellSet) []int {
	out := make([]int, 0, s.count())
	for c := range s.all() {
		out = append(out, c)
	}
	return out
}

// untransform carries e, found on t.Apply(g), back to g's rows, columns
// and digits.
func (e *Explanation) untransform(t *iso.Transform) {
	var cell [81]int // canonical cell -> cell of g
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			sr, sc := int(t.Rows[r]), int(t.Cols[c])
			if t.Transpose {
				sr, sc = sc, sr
			}
			cell[r*9+c] = sr*9 + sc
		}
	}
	var digit [10]int // canonical digit -> digit of g
	for d := 1; d <= 9; d++ {
		digit[t.Digits[d]] = d
	}
	// A unit's image is the unit that holds the images of its cells: the
	// one the images of its first and middle cells share (rows and
	// columns swap under transposition).
	unit := func(u int) int {
		a, b := cell[solve.Units[u][0]], cell[solve.Units[u][4]]
		for k := 0; k < 3; k++ {
			if v := int(cellUnits[a][k]); v == int(cellUnits[b][k]) {
				return v
			}
		}
		return u
	}
	cand := func(x *Candidate) { x.Cell, x.Digit = cell[x.Cell], digit[x.Digit] }
	pos := func(p *puzzle.Position) {
		var q puzzle.Position
		for c := 0; c < 81; c++ {
			v := p.Value[c]
			if v != 0 {
				v = uint8(digit[v])
			}
			q.Value[cell[c]] = v
			var m uint16
			for w := p.Cand[c]; w != 0; w &= w - 1 {
				m |= 1 << (digit[lowest(w)+1] - 1)
			}
			q.Cand[cell[c]] = m
		}
		*p = q
	}
	for i := range e.Steps {
		s := &e.Steps[i]
		for j := range s.Cells {
			s.Cells[j] = cell[s.Cells[j]]
		}
		slices.Sort(s.Cells)
		for j := range s.Houses {
			s.Houses[j] = unit(s.Houses[j])
		}
		for j := range s.Placements {
			cand(&s.Placements[j])
		}
		for j := range s.Eliminations {
			cand(&s.Eliminations[j])
		}
		slices.SortFunc(s.Eliminations, func(a, b Candidate) int {
			if a.Cell != b.Cell {
				return a.Cell - b.Cell
			}
			return a.Digit - b.Digit
		})
		for j := range s.Links {
			cand(&s.Links[j].From)
			cand(&s.Links[j].To)
		}
		for j := range s.Cages {
			for k, c := range s.Cages[j].Cells {
				s.Cages[j].Cells[k] = uint8(cell[c])
			}
			slices.Sort(s.Cages[j].Cells)
		}
		for j := range s.Signs {
			g := &s.Signs[j]
			g.Greater, g.Lesser = uint8(cell[g.Greater]), uint8(cell[g.Lesser])
		}
		if len(s.Links) > 0 {
			s.Chain = eureka(s.Links)
		}
		pos(&s.Before)
	}
	pos(&e.Final)
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
			parts = append(parts, "cage "+strconv.Itoa(g.Sum)+" "+cellNames(g.Cells))
		}
		for _, g := range s.Signs {
			parts = append(parts, solve.CellName(int(g.Greater))+">"+solve.CellName(int(g.Lesser)))
		}
		out = strings.Join(parts, ", ")
		// The cells the step reasons with beyond its cages and signs: the
		// innies of a rule of 45, a set a sign narrows.
		var named cellSet
		for _, g := range s.Cages {
			for _, c := range g.Cells {
				named.add(int(c))
			}
		}
		for _, g := range s.Signs {
			named.add(int(g.Greater))
			named.add(int(g.Lesser))
		}
		var more []uint8
		for _, c := range s.Cells {
			if !named.has(c) {
				more = append(more, uint8(c))
			}
		}
		if len(more) > 0 {
			out = cellNames(more) + " with " + out
		}
	} else {
		names := make([]uint8, len(s.Cells))
		for i, c := range s.Cells {
			names[i] = uint8(c)
		}
		out = cellNames(names)
	}
	if len(s.Houses) > 0 {
		hs := make([]string, len(s.Houses))
		for i, u := range s.Houses {
			hs[i] = solve.UnitName(u)
		}
		out += " in " + strings.Join(hs, ", ")
	}
	if s.Note != "" {
		out += ": " + s.Note
	}
	return out
}

// cellNames joins the names of cells with commas: "r1c1,r1c2".
func cellNames(cells []uint8) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = solve.CellName(int(c))
	}
	return strings.Join(names, ",")
}

// Does writes what the step changes: placements, then eliminations,
// e.g. "r4c7=3" or "r1c1<>5, r1c2<>5".
func (s *Step) Does() string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, p.Placement())
	}
	for _, p := range s.Eliminations {
		parts = append(parts, p.Elimination())
	}
	return strings.Join(parts, ", ")
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

// Hint returns the step of a puzzle of any kind where its reader gets
// stuck (Explanation.Stuck), on r's ladder (the variant ladder for the
// variant kinds), as a book's hints section prints it.
func (r *Rater) Hint(p *puzzle.Puzzle) (Step, bool) {
	e := r.ExplainPuzzle(p)
	return e.Stuck()
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
		b.WriteString(solve.CellName(cells[0]))
		b.WriteString(": ")
	}
	b.WriteString(s.Technique.String())
	if ds := s.digits(); ds != "" {
		b.WriteString(" " + ds)
	}
	if len(s.Houses) > 0 {
		hs := make([]string, len(s.Houses))
		for i, u := range s.Houses {
			hs[i] = solve.UnitName(u)
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
		names := make([]uint8, 0, len(cells)-1)
		for _, c := range cells[1:] {
			names = append(names, uint8(c))
		}
		b.WriteString(" with " + cellNames(names))
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
		var in cellSet
		for _, c := range s.Cells {
			in.add(c)
		}
		for d := range 9 {
			inside, outside := false, false
			for _, c := range solve.Units[s.Houses[0]] {
				if s.Before.Cand[c]>>d&1 != 0 {
					inside, outside = inside || in.has(int(c)), outside || !in.has(int(c))
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
		ds = append(ds, strconv.Itoa(lowest(m)+1))
	}
	return strings.Join(ds, ",")
}

// FirstStep returns the first step of the path Explain would give, which
// is what a hint is, without rating the rest: one rung search on the
// canonical form, carried back to g. False when g's givens contradict
// each other or no rung finds a step (in time).
func (r *Rater) FirstStep(g solve.Grid) (Step, bool) {
	t := canonicalTransform(g)
	return r.firstStep(t.Apply(g), &t)
}

// firstStep returns the first step of the path of cg, carried back by t.
func (r *Rater) firstStep(cg solve.Grid, t *iso.Transform) (Step, bool) {
	// As rateAsGiven starts a path: a new grid, the clock, no rating yet.
	r.steps++
	r.clock = clock{}
	if r.timeout > 0 {
		r.clock.deadline = time.Now().Add(r.timeout)
	}
	r.rating = 0
	if !r.b.load(cg, r.ru) || r.b.free == 0 {
		return Step{}, false
	}
	if _, found, _ := r.next(0); !found {
		return Step{}, false
	}
	e := Explanation{Steps: []Step{explainStep(&r.b, &r.h)}}
	e.untransform(t)
	return e.Steps[0], true
}
