package score

import (
	"fmt"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
)

// The Rater's ways in for the classic grid alone, whose puzzles package
// solve's grids hold: rating and explaining a grid, a position, a first
// step. The ladder they run is every grid's; package wide, made from this
// package's code for larger grids (widegen.go), leaves them out.

// Rate rates a puzzle that has exactly one solution (for other puzzles
// the result is meaningless, though bounded). Isomorphic puzzles get the
// same Path: the ladder runs on the puzzle's canonical form, iso.Minlex.
func (r *Rater) Rate(g grid.Nine) rating.Path {
	return r.rateAsGiven(canonical(g))
}

// canonical returns the form of g the ladder rates: iso.Minlex(g), or g
// as given when its givens clash, for which Minlex is not defined (and
// which the ladder refuses in any form).
func canonical(g grid.Nine) grid.Nine {
	if g.Validate() != nil {
		return g
	}
	return iso.Minlex(g)
}

// canonicalTransform returns the transform that takes g to canonical(g).
func canonicalTransform(g grid.Nine) iso.Transform {
	if g.Validate() != nil {
		return iso.Identity()
	}
	return iso.MinlexTransform(g)
}

// RateAsGiven rates g in the orientation and labelling it is given in, as
// Sudoku Explainer does. Isomorphic puzzles may then differ by a step or
// two (SE's own ratings are not invariants either); Rate is the
// invariant rating.
func (r *Rater) RateAsGiven(g grid.Nine) rating.Path { return r.rateAsGiven(g) }

// Explain rates g as Rate does and returns the path behind the rating.
// g must have exactly one solution, as for Rate.
func (r *Rater) Explain(g grid.Nine) rating.Explanation {
	p := puzzle.ClassicOf(g)
	return r.ExplainPuzzle(&p)
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

// ExplainFrom rates the position p as RateAsGiven would rate its digits,
// with only p's candidates left, and returns the path. An empty cell
// without candidates in p keeps all its candidates the digits allow, so a
// grid of digits alone is a position too.
func (r *Rater) ExplainFrom(p puzzle.Position) (rating.Explanation, error) {
	var g grid.Nine
	for c, v := range p.Value {
		if v > 9 {
			return rating.Explanation{}, fmt.Errorf("%w: %s holds %d", puzzle.ErrPosition, grid.CellName(c), v)
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
				bad = fmt.Errorf("%w: %s has no candidate left", puzzle.ErrPosition, grid.CellName(c))
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

// FirstStep returns the first step of the path Explain would give, which
// is what a hint is, without rating the rest: one rung search on the
// canonical form, carried back to g. False when g's givens contradict
// each other or no rung finds a step (in time).
func (r *Rater) FirstStep(g grid.Nine) (rating.Step, bool) {
	t := canonicalTransform(g)
	return r.firstStep(t.Apply(g), &t)
}

// firstStep returns the first step of the path of cg, carried back by t.
func (r *Rater) firstStep(cg grid.Nine, t *iso.Transform) (rating.Step, bool) {
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
