package generate_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

// TestSetRatingTarget: the options a grade target sets for each kind, as
// sudoku generate --grade makes puzzles unless told otherwise.
func TestSetRatingTarget(t *testing.T) {
	all := ranges.Range{}
	small := ranges.Between(2, 3)
	for _, tc := range []struct {
		kind     puzzle.Kind
		grade    rating.Grade
		clues    ranges.Range
		minimal  bool
		cageSize ranges.Range
		givens   int
	}{
		{puzzle.Classic, rating.Easy, ranges.Between(30, 36), false, all, 0},
		{puzzle.Classic, rating.Medium, all, true, all, 0},
		{puzzle.Killer, rating.Easy, all, false, small, 12},
		{puzzle.Killer, rating.Medium, all, false, small, 0},
		{puzzle.Killer, rating.Hard, all, false, all, 0},
		{puzzle.X | puzzle.Killer, rating.Medium, all, false, small, 0},
		{puzzle.Greater, rating.Easy, all, false, all, 0},
		{puzzle.X, rating.Easy, ranges.Between(30, 36), false, all, 0},
		{puzzle.X, rating.Medium, ranges.Between(20, 32), false, all, 0},
		{puzzle.Jigsaw, rating.Hard, ranges.Between(20, 32), false, all, 0},
		{puzzle.Windoku, rating.Expert, ranges.AtMost(32), false, all, 0},
		{puzzle.X, rating.Extreme, all, false, all, 0},
		{puzzle.Jigsaw | puzzle.Killer, rating.Medium, all, false, small, 0},
	} {
		opts := generate.Defaults(tc.kind)
		opts.SetRatingTarget(tc.grade.Range())
		if opts.Clues != tc.clues || opts.Minimal != tc.minimal || opts.CageSize != tc.cageSize || opts.Givens != tc.givens || !opts.Trial || opts.Rating != tc.grade.Range() {
			t.Errorf("%v %v: clues %v, minimal %v, cage size %v, givens %d, trial %v; want %v, %v, %v, %d, true",
				tc.kind, tc.grade, opts.Clues, opts.Minimal, opts.CageSize, opts.Givens, opts.Trial, tc.clues, tc.minimal, tc.cageSize, tc.givens)
		}
	}
}
