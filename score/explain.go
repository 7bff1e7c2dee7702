package score

import (
	"fmt"
	"math/bits"
	"slices"
	"time"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
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

// Explain rates g as Rate does and returns the path behind the rating.
// g must have exactly one solution, as for Rate.
func (r *Rater) Explain(g solve.Grid) rating.Explanation {
	p := puzzle.ClassicOf(g)
	return r.ExplainPuzzle(&p)
}

// ExplainPuzzle explains a puzzle of any kind and size as RatePuzzle
// rates it: a classic one as Explain does; another kind on the variant
// ladder of r's scale, on its canonical form under the symmetries of the
// square, each step carried back to p's own orientation. p must have
// exactly one solution.
func (r *Rater) ExplainPuzzle(p *puzzle.Puzzle) rating.Explanation {
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
	cell  [81]uint8
	digit [10]int
}

// backOf returns the backMap of t, which takes a 9×9 grid to the grid
// the ladder runs on.
func backOf(t *iso.Transform) backMap {
	back := backMap{cell: t.CellSources()}
	for d := 1; d <= 9; d++ {
		back.digit[t.Digits[d]] = d
	}
	return back
}

// canonicalOf returns the grid the ladder runs on for p, its canonical
// form (for a classic puzzle the minlex form, as Rate rates it; for
// another kind the least of its images under the symmetries of the
// square that keep its grid's shape), and the map back to p; for another
// kind r rates by p's rules until restore is called. The grid of a puzzle
// smaller than 9×9 is its N² cells in reading order, the first of the 81.
func (r *Rater) canonicalOf(p *puzzle.Puzzle) (g solve.Grid, back backMap, restore func()) {
	switch {
	case p.IsClassic():
		g = p.Givens.Nine()
		t := canonicalTransform(g)
		return t.Apply(g), backOf(&t), func() {}
	case p.N() == 9:
		c, t := p.CanonicalBy()
		return c.Givens.Nine(), backOf(&t), r.useRules(r.variantRules.reset(&c))
	}
	c, moves := p.CanonicalMoves()
	for i := range p.Cells() {
		back.cell[moves[i]] = uint8(i)
	}
	for d := range back.digit {
		back.digit[d] = d // the symmetries of the square keep the digits
	}
	return c.Givens.Nine(), back, r.useRules(r.variantRules.reset(&c))
}

// ExplainFrom rates the position p as RateAsGiven would rate its digits,
// with only p's candidates left, and returns the path. An empty cell
// without candidates in p keeps all its candidates the digits allow, so a
// grid of digits alone is a position too.
func (r *Rater) ExplainFrom(p puzzle.Position) (rating.Explanation, error) {
	var g solve.Grid
	for c, v := range p.Value {
		if v > 9 {
			return rating.Explanation{}, fmt.Errorf("%w: %s holds %d", puzzle.ErrPosition, solve.CellName(c), v)
		}
		g[c] = v
	}
	if err := g.Validate(); err != nil {
		return rating.Explanation{}, fmt.Errorf("%w: %v", puzzle.ErrPosition, err)
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
		return rating.Explanation{}, bad
	}
	if !e.Path.Rating.Rated() && len(e.Steps) == 0 && g.Clues() < 81 {
		return rating.Explanation{}, fmt.Errorf("%w: some empty cell has no candidate", puzzle.ErrPosition)
	}
	return e, nil
}

// explainAsGiven runs the ladder on g, keeping each step.
func (r *Rater) explainAsGiven(g solve.Grid, prune func(*board) bool) rating.Explanation {
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
	e.Final = puzzle.Position{Value: r.b.val, Cand: r.b.cand}
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
		if n := bits.OnesCount16(b.cand[c]); b.val[c] == 0 && n > most {
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
		Before:    puzzle.Position{Value: b.val, Cand: b.cand},
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
		var image [9]uint8
		for i, c := range from.Houses[u].Cells {
			image[i] = cell[c]
		}
		if m := to.Common(image[:len(from.Houses[u].Cells)]); m != 0 {
			return bits.TrailingZeros64(m)
		}
		return u
	}
	cand := func(x *rating.Candidate) { x.Cell, x.Digit = int(cell[x.Cell]), digit[x.Digit] }
	pos := func(p *puzzle.Position) {
		var q puzzle.Position
		for c := range to.NumCells() {
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
				s.Cages[j].Cells[k] = cell[c]
			}
			slices.Sort(s.Cages[j].Cells)
		}
		for j := range s.Signs {
			g := &s.Signs[j]
			g.Greater, g.Lesser = cell[g.Greater], cell[g.Lesser]
		}
		if len(s.Links) > 0 {
			s.Chain = eureka(s.Links, to.N)
		}
		pos(&s.Before)
	}
	pos(&e.Final)
}

// Hint returns the step of a puzzle of any kind where its reader gets
// stuck (rating.Explanation.Stuck), on r's ladder (the variant ladder for
// the variant kinds), as a book's hints section prints it.
func (r *Rater) Hint(p *puzzle.Puzzle) (rating.Step, bool) {
	e := r.ExplainPuzzle(p)
	return e.Stuck()
}

// FirstStep returns the first step of the path Explain would give, which
// is what a hint is, without rating the rest: one rung search on the
// canonical form, carried back to g. False when g's givens contradict
// each other or no rung finds a step (in time).
func (r *Rater) FirstStep(g solve.Grid) (rating.Step, bool) {
	t := canonicalTransform(g)
	return r.firstStep(t.Apply(g), &t)
}

// firstStep returns the first step of the path of cg, carried back by t.
func (r *Rater) firstStep(cg solve.Grid, t *iso.Transform) (rating.Step, bool) {
	// As rateAsGiven starts a path: a new grid, the clock, no rating yet.
	r.steps++
	r.useGeometry(r.ru.geo)
	r.clock = clock{}
	if r.timeout > 0 {
		r.clock.deadline = time.Now().Add(r.timeout)
	}
	r.rating = 0
	if !r.b.load(cg, r.ru) || r.b.free == 0 {
		return rating.Step{}, false
	}
	if _, found, _ := r.next(0); !found {
		return rating.Step{}, false
	}
	e := rating.Explanation{Steps: []rating.Step{explainStep(&r.b, &r.h)}}
	back := backOf(t)
	untransform(&e, &back, rules.Classic)
	return e.Steps[0], true
}
