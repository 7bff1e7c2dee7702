package score

import (
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
)

// ExplainVariant returns the variant ladder's solution path of p, step by
// step, in p's own orientation: the same run as RateVariant (on the
// canonical form, carried back), so its hardest step is RateVariant's
// rating. A variant rung's step lists as Cells the cells it changes (those
// rungs do not name their patterns); a classic rung's step is described as
// the classic path describes it (its pattern's cells and houses, its
// chain). A placement's eliminations in the cell's houses and cage go with
// it, unlisted, as in the classic path.
func ExplainVariant(p *puzzle.Puzzle) Explanation {
	c := p.Canonical()
	r := newVariantRater(&c)
	defer r.release()
	var e Explanation
	var classic *Step // the classic rung's step, described by the classic ladder
	r.explain = func(s Step) { classic = &s }
	e.Path = r.run(func(before *variantState) {
		if classic != nil {
			classic.Before = before.position()
			e.Steps = append(e.Steps, *classic)
			classic = nil
			return
		}
		e.Steps = append(e.Steps, r.variantStep(r.tech, r.value, before))
	})
	e.Final = r.st.position()
	text := c.String()
	for _, t := range puzzle.Symmetries() {
		if q := p.Transformed(&t); q.String() == text {
			e.untransform(&t)
			break
		}
	}
	return e
}

// position is the state as an explanation shows it: placed digits, and
// the candidates of the other cells.
func (st *variantState) position() puzzle.Position {
	var pos puzzle.Position
	for c := range 81 {
		if st.placed[c] {
			pos.Value[c] = uint8(digitOf(st.cand[c]))
		} else {
			pos.Cand[c] = st.cand[c]
		}
	}
	return pos
}

// variantStep describes the step of a variant rung, technique t of value
// v, that took the state from before to r.st.
func (r *variantRater) variantStep(t Technique, v int, before *variantState) Step {
	s := Step{Technique: t, Value: Value(v), Before: before.position()}
	var placedAt [81]uint16 // digits placed in a cell's houses or cage
	for c := range 81 {
		if r.st.placed[c] && !before.placed[c] {
			d := digitOf(r.st.cand[c])
			s.Placements = append(s.Placements, Candidate{c, d})
			s.Cells = append(s.Cells, c)
			placedAt[c] |= r.st.cand[c]
		}
	}
	for _, pl := range s.Placements {
		b := uint16(1) << (pl.Digit - 1)
		for c := range 81 {
			if peerSet[c].has(pl.Cell) || r.cageOf[c] >= 0 && r.cageOf[c] == r.cageOf[pl.Cell] {
				placedAt[c] |= b
			}
		}
	}
	for c := range 81 {
		if r.st.placed[c] && !before.placed[c] {
			continue
		}
		gone := before.cand[c] &^ r.st.cand[c] &^ placedAt[c]
		for m := gone; m != 0; m &= m - 1 {
			s.Eliminations = append(s.Eliminations, Candidate{c, digitOf(m & -m)})
		}
		if gone != 0 {
			s.Cells = append(s.Cells, c)
		}
	}
	slices.Sort(s.Cells)
	return s
}
