package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
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

// ExplainPuzzle explains a puzzle of any kind and size as RatePuzzle
// rates it: a classic one as Explain does; another kind on the variant
// ladder of r's scale, on its canonical form under the symmetries of the
// square, each step carried back to p's own orientation. p must have
// exactly one solution.
func (r *Rater) ExplainPuzzle(p *puzzle.Puzzle) rating.Explanation {
	if e, ok := r.explainElsewhere(p); ok {
		return e
	}
	g, back, restore := r.canonicalOf(p)
	defer restore()
	e := r.explainAsGiven(g, nil)
	untransform(&e, &back, rules.ShapeOf(p))
	return e
}

// backMap takes what the ladder found on a puzzle's canonical form back
// to the puzzle: cell[c] is the puzzle's cell that is cell c of the form,
// digit[d] the puzzle's digit that is digit d (1..9) of the form.
type backMap struct {
	cell  [maxCells]cellIndex
	digit [maxN + 1]int
}

// explainAsGiven runs the ladder on g, keeping each step.
func (r *Rater) explainAsGiven(g givens, prune func(*board) bool) rating.Explanation {
	var e rating.Explanation
	r.prune = prune
	r.trace = func(b *board, h *step) { e.Steps = append(e.Steps, explainStep(b, h)) }
	e.Path = r.rateAsGiven(g)
	r.trace, r.prune = nil, nil
	// A step the trace saw but apply refused (it changed nothing) is not
	// part of the path.
	if n := e.Path.Steps.Total() - e.Path.Steps[rating.Beyond]; len(e.Steps) > n {
		e.Steps = e.Steps[:n]
	}
	e.Final = positionOf(&r.b)
	return e
}

// RateWhereAbove rates p as RatePuzzle does and, when the rating goes
// above r's ceiling (WithCeiling), or needs the trial WithoutTrial cuts,
// also says where: of the cells still empty there, the one with the most
// candidates left (the first of them in the canonical form), in p's own
// orientation. That is the cell a reader knows least about where they are
// first stuck, whose digit a generator may give to make p easier: more of
// the path opens up after it, a killer needing about nine givens to rate
// easy, than after the cell the next step would place or narrow (about
// fifteen). above is false when the path stays under the ceiling.
func (r *Rater) RateWhereAbove(p *puzzle.Puzzle) (path rating.Path, cell int, above bool) {
	if path, cell, above, ok := r.whereAboveElsewhere(p); ok {
		return path, cell, above
	}
	g, back, restore := r.canonicalOf(p)
	defer restore()
	cell = -1
	r.above = func(b *board) { cell = leastKnown(b) }
	path = r.rateAsGiven(g)
	r.above = nil
	if cell < 0 {
		return path, 0, false
	}
	return path, int(back.cell[cell]), true
}

// leastKnown is the first of b's empty cells with the most candidates,
// or -1 when none is empty.
func leastKnown(b *board) int {
	best, most := -1, 0
	for c := range b.ru.geo.ncells {
		if n := popcount(b.cand[c]); b.val[c] == 0 && n > most {
			best, most = c, n
		}
	}
	return best
}

// explainStep describes h, about to be applied to b.
func explainStep(b *board, h *step) rating.Step {
	s := rating.Step{
		Technique: h.tech,
		Value:     h.value,
		Before:    positionOf(b),
	}
	if h.cell >= 0 {
		s.Placements = []rating.Candidate{{Cell: h.cell, Digit: h.digit + 1}}
	}
	for c := range b.ru.geo.ncells {
		for m := h.elim[c] & b.cand[c]; m != 0; m &= m - 1 {
			// The other candidates of a placed cell go with the placement.
			if d := lowest(m); c != h.cell {
				s.Eliminations = append(s.Eliminations, rating.Candidate{Cell: c, Digit: d + 1})
			}
		}
	}
	if b.ru.k.Shape != rules.Classic {
		s.Shape = b.ru.k.Shape
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
			s.Signs = append(s.Signs, b.ru.k.Signs[i])
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

// untransform carries e, found on the canonical form of a grid g, back
// to g's rows, columns and digits (back), and its houses to those of to,
// the shape of g's grid: a step's Shape is the shape of the grid it was
// found on (nil for the classic grid), and comes back as to (nil again
// for the classic grid).
func untransform(e *rating.Explanation, back *backMap, to *rules.Shape) {
	cell, digit := &back.cell, &back.digit // canonical cell (digit) -> g's
	// A house's image is the house of to that holds the images of its
	// cells (rows and columns swap under transposition).
	unit := func(from *rules.Shape, u int) int {
		var image [maxN]uint16
		for i, c := range from.Houses[u].Cells {
			image[i] = uint16(cell[c])
		}
		if m := to.Common(image[:len(from.Houses[u].Cells)]); !m.Empty() {
			return m.First()
		}
		return u
	}
	cand := func(x *rating.Candidate) { x.Cell, x.Digit = int(cell[x.Cell]), digit[x.Digit] }
	for i := range e.Steps {
		s := &e.Steps[i]
		for j := range s.Cells {
			s.Cells[j] = int(cell[s.Cells[j]])
		}
		slices.Sort(s.Cells)
		from := s.Shape
		if from == nil {
			from = rules.Classic
		}
		for j := range s.Houses {
			s.Houses[j] = unit(from, s.Houses[j])
		}
		if s.Shape = to; to == rules.Classic {
			s.Shape = nil
		}
		for j := range s.Placements {
			cand(&s.Placements[j])
		}
		for j := range s.Eliminations {
			cand(&s.Eliminations[j])
		}
		slices.SortFunc(s.Eliminations, func(a, b rating.Candidate) int {
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
				s.Cages[j].Cells[k] = uint16(cell[c])
			}
			slices.Sort(s.Cages[j].Cells)
		}
		for j := range s.Signs {
			g := &s.Signs[j]
			g.Greater, g.Lesser = uint16(cell[g.Greater]), uint16(cell[g.Lesser])
		}
		if len(s.Links) > 0 {
			s.Chain = eureka(s.Links, to.N)
		}
		carryPosition(&s.Before, back, to.NumCells())
	}
	carryPosition(&e.Final, back, to.NumCells())
}

// Hint returns the step of a puzzle of any kind where its reader gets
// stuck (rating.Explanation.Stuck), on r's ladder (the variant ladder for
// the variant kinds), as a book's hints section prints it.
func (r *Rater) Hint(p *puzzle.Puzzle) (rating.Step, bool) {
	e := r.ExplainPuzzle(p)
	return e.Stuck()
}
