package score

import (
	"slices"
	"sync"

	"github.com/puzzlebook/sudoku/solve"
)

// The classic techniques on a variant's candidates. Every classic rung
// but the uniqueness ones reasons only from the rules of rows, columns and
// boxes, which a killer or greater-than puzzle keeps: what such a rung
// proves of every classic completion of the candidates holds of the
// variant's solution too. The uniqueness rungs (unique rectangles and
// loops, BUG) argue instead that a pattern would give the puzzle two
// solutions; cages and signs tell apart the two fillings of such a
// pattern, so in a variant the pattern is not deadly and those rungs are
// left out.
//
// The variant ladder asks the classic ladder of the SE scale for one step
// on its grid in two places: its pattern rungs (X-wing to aligned pair
// exclusion, 3.2-6.2) after the variant's own rungs below trial, and its
// chains (cycles and forcing chains to cell and region forcing chains,
// 6.5-8.x) after trial. Dynamic forcing chains (8.5 and up) are not
// asked for: on a variant's wide-open candidates they are a search of
// seconds, and the variant ladder's last step, beyond trial, is worth
// their value, 8.5.

// uniquenessRungs names the classic rungs that assume the puzzle's
// uniqueness, left out of the variant ladder.
var uniquenessRungs = []string{"unique rectangle/loop", "bug"}

// classicPatterns and classicChains are the two parts of SE's ladder the
// variant ladder uses: the rungs before the first chain, without the
// uniqueness rungs, and the chains below dynamic forcing chains.
var classicPatterns, classicChains []finder

func init() {
	for _, f := range ladders[SE] {
		switch {
		case slices.Contains(uniquenessRungs, f.name):
		case f.value == 0 && len(classicChains) == 0:
			classicPatterns = append(classicPatterns, f)
		case f.value < vDynamic:
			classicChains = append(classicChains, f)
		}
	}
}

// classicRaters keeps classic Raters for the variant ladder: their chain
// storage is large, and most variant puzzles never need it. They have no
// time cap, so that a rating does not depend on the machine's speed, and
// their own ladder is the variant's share of SE's too, so that nothing
// they run reaches a uniqueness rung.
var classicRaters = sync.Pool{New: func() any {
	r := newRater(settings{scale: SE})
	r.ladder = slices.Concat(classicPatterns, classicChains)
	return r
}}

// stepOn loads the grid of placed digits val with the candidates cand of
// its empty cells and looks for one step of ladder there, leaving it in
// r.h. rating is the rating so far (see Rater.rating). It reports false when
// no rung finds a step or the candidates contradict the digits.
func (r *Rater) stepOn(val *[81]uint8, cand *[81]uint16, ladder []finder, rating int) bool {
	r.steps++ // a new grid: nothing cached is valid
	r.clock = clock{}
	r.rating = rating
	if !r.b.load(solve.Grid(*val)) {
		return false
	}
	for c := range 81 {
		if r.b.val[c] != 0 {
			continue
		}
		for m := r.b.cand[c] &^ cand[c]; m != 0; m &= m - 1 {
			r.b.remove(c, lowest(m))
		}
		if r.b.cand[c] == 0 {
			return false
		}
	}
	for _, f := range ladder {
		if f.find(r) {
			return true
		}
	}
	return false
}
