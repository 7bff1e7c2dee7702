package generate_test

import (
	"strconv"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// TestDefaults: the options Defaults settles for each kind, rating target
// and minimality asked for, as sudoku generate makes puzzles before the
// flags the user gives. A minimal run keeps the kind's clue range
// whatever the target, which no order of setting the target and the
// minimality may undo.
func TestDefaults(t *testing.T) {
	all := ranges.Range{}
	small := ranges.Between(2, 3)
	yes, no := new(true), new(false)
	none := rating.Ungraded // no target
	for _, tc := range []struct {
		kind     puzzle.Kind
		grade    rating.Grade
		minimal  *bool
		clues    ranges.Range
		isMin    bool
		cageSize ranges.Range
		givens   int
		sym      generate.Symmetry
	}{
		{puzzle.Classic, none, nil, all, true, all, 0, generate.None},
		{puzzle.Classic, rating.Easy, nil, ranges.Between(30, 36), false, all, 0, generate.None},
		{puzzle.Classic, rating.Easy, yes, all, true, all, 0, generate.None},
		{puzzle.Classic, rating.Easy, no, ranges.Between(30, 36), false, all, 0, generate.None},
		{puzzle.Classic, rating.Medium, nil, all, true, all, 0, generate.None},
		{puzzle.Classic, rating.Medium, no, all, false, all, 0, generate.None},
		{puzzle.Killer, none, nil, all, false, all, 0, generate.Rot180},
		{puzzle.Killer, rating.Easy, nil, all, false, small, 12, generate.Rot180},
		{puzzle.Killer, rating.Easy, yes, all, true, small, 12, generate.Rot180},
		{puzzle.Killer, rating.Medium, nil, all, false, small, 0, generate.Rot180},
		{puzzle.Killer, rating.Hard, nil, all, false, all, 0, generate.Rot180},
		{puzzle.X | puzzle.Killer, rating.Medium, nil, all, false, small, 0, generate.Rot180},
		{puzzle.Greater, rating.Easy, nil, all, false, all, 0, generate.None},
		{puzzle.KillerGreater, rating.Easy, nil, all, false, small, 12, generate.Rot180},
		{puzzle.X, none, nil, ranges.Between(24, 32), false, all, 0, generate.Rot180},
		{puzzle.X, rating.Easy, nil, ranges.Between(30, 36), false, all, 0, generate.Rot180},
		{puzzle.X, rating.Medium, nil, ranges.Between(20, 32), false, all, 0, generate.Rot180},
		{puzzle.Jigsaw, rating.Hard, nil, ranges.Between(20, 32), false, all, 0, generate.Rot180},
		{puzzle.Jigsaw, rating.Hard, yes, all, true, all, 0, generate.Rot180},
		{puzzle.Windoku, rating.Expert, nil, ranges.AtMost(32), false, all, 0, generate.Rot180},
		{puzzle.X, rating.Extreme, nil, all, false, all, 0, generate.Rot180},
		{puzzle.X, rating.Extreme, yes, all, true, all, 0, generate.Rot180},
		{puzzle.X, rating.Extreme, no, all, false, all, 0, generate.Rot180},
		{puzzle.Jigsaw | puzzle.Killer, rating.Medium, nil, all, false, small, 0, generate.Rot180},
		{puzzle.Jigsaw | puzzle.Greater, none, nil, all, false, all, 0, generate.None},
		{puzzle.Classic.Sized(6), none, nil, ranges.Between(10, 16), false, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(6), rating.Easy, nil, ranges.Between(10, 16), false, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(6), rating.Hard, nil, ranges.AtMost(16), false, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(6), rating.Hard, yes, all, true, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(16), rating.Medium, nil, ranges.AtMost(128), false, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(16), none, nil, ranges.Between(112, 128), false, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(16), none, yes, all, true, all, 0, generate.Rot180},
		{puzzle.Classic.Sized(16), none, no, ranges.Between(112, 128), false, all, 0, generate.Rot180},
		{puzzle.X, none, yes, all, true, all, 0, generate.Rot180},
		{puzzle.Jigsaw.Sized(6), rating.Hard, nil, ranges.Between(10, 16), false, all, 0, generate.Rot180},
		{puzzle.Killer.Sized(6), rating.Easy, nil, all, false, small, 12, generate.Rot180},
		{puzzle.Greater.Sized(6), none, nil, all, false, all, 0, generate.None},
	} {
		target := ranges.Range{}
		if tc.grade != none {
			target = tc.grade.Range()
		}
		minimal := "unset"
		if tc.minimal != nil {
			minimal = strconv.FormatBool(*tc.minimal)
		}
		o := generate.Defaults(generate.Request{Kind: tc.kind, Rating: target, Minimal: tc.minimal})
		if o.Kind != tc.kind || o.Rating != target || o.Trial != (tc.grade != none) || !o.Rate || o.RateTimeout != score.DefaultRateTimeout ||
			o.Clues != tc.clues || o.Minimal != tc.isMin || o.CageSize != tc.cageSize || o.Givens != tc.givens || o.Symmetry != tc.sym {
			t.Errorf("%v, target %v, minimal %s: kind %v, rating %v, trial %v, rate %v, clues %v, minimal %v, cage size %v, givens %d, symmetry %v;"+
				" want clues %v, minimal %v, cage size %v, givens %d, symmetry %v",
				tc.kind, tc.grade, minimal, o.Kind, rating.ValueRange(o.Rating), o.Trial, o.Rate, o.Clues, o.Minimal, o.CageSize, o.Givens, o.Symmetry,
				tc.clues, tc.isMin, tc.cageSize, tc.givens, tc.sym)
		}
		if err := o.Validate(); err != nil {
			t.Errorf("%v, target %v, minimal %s: %v", tc.kind, tc.grade, minimal, err)
		}
		// The stable score for 9×9 classic puzzles only; a count of cages
		// for the kinds with cages.
		wantK, wantCages := 0, ranges.Range{}
		if tc.kind == puzzle.Classic {
			wantK = score.DefaultStableK
		}
		if tc.kind.HasCages() {
			wantCages = generate.DefaultCagesAt(tc.kind.Size())
		}
		if o.StableK != wantK || o.Cages != wantCages {
			t.Errorf("%v: stable score over %d copies, cages %v; want %d, %v", tc.kind, o.StableK, o.Cages, wantK, wantCages)
		}
	}
	// The box is the request's.
	b32 := grid.Box{Rows: 3, Cols: 2}
	box := generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(6), Box: b32})
	if box.Box != b32 || box.Validate() != nil {
		t.Errorf("6x6 with 3x2 boxes: box %v, %v", box.Box, box.Validate())
	}
}
