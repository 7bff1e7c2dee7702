package rating_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
)

// hiddenPair is a hidden pair 3,8 of row 4 in r4c1 and r4c9, which also
// hold a 5: 3 and 8 have no other place in the row.
func hiddenPair() rating.Step {
	s := rating.Step{
		Technique:    rating.HiddenPair,
		Value:        34,
		Cells:        []int{27, 35},
		Houses:       []int{3},
		Eliminations: []rating.Candidate{{Cell: 27, Digit: 5}, {Cell: 35, Digit: 5}},
	}
	for c := 27; c <= 35; c++ {
		s.Before.Cand[c] = (1<<9 - 1) &^ (1<<2 | 1<<7)
	}
	s.Before.Cand[27] = 1<<2 | 1<<4 | 1<<7
	s.Before.Cand[35] = s.Before.Cand[27]
	return s
}

// TestStepText: a step writes itself as a line and as a hint, naming its
// cells, houses, cages and signs, and as a hint the digits it works with.
func TestStepText(t *testing.T) {
	pair := hiddenPair()
	locked := rating.Step{
		Technique:    rating.CageLocked,
		Value:        24,
		Cells:        []int{8, 17},
		Cages:        []puzzle.Cage{{Sum: 3, Cells: []uint16{8, 17}}},
		Eliminations: []rating.Candidate{{Cell: 26, Digit: 1}, {Cell: 26, Digit: 2}},
	}
	sign := rating.Step{
		Technique:  rating.SignPair,
		Value:      30,
		Cells:      []int{0, 1, 2},
		Signs:      []puzzle.Sign{{Greater: 0, Lesser: 1}},
		Note:       "{1,2}",
		Placements: []rating.Candidate{{Cell: 2, Digit: 3}},
	}
	chain := rating.Step{
		Technique:    rating.XCycle,
		Value:        65,
		Chain:        "(1)r1c1=(1)r1c5-(1)r3c4=(1)r3c1-(1)r1c1",
		Cells:        []int{0, 4, 21, 18},
		Eliminations: []rating.Candidate{{Cell: 9, Digit: 1}},
	}
	for _, tt := range []struct {
		s          rating.Step
		line, hint string
	}{
		{pair, "hidden pair 3.4: r4c1,r4c9 in row 4 => r4c1<>5, r4c9<>5", "r4c1: hidden pair 3,8 in row 4 with r4c9"},
		{locked, "cage locked digit 2.4: cage 3 r1c9,r2c9 => r3c9<>1, r3c9<>2", "r1c9: cage locked digit 1,2 in cage 3 with r2c9"},
		{sign, "sign pair 3.0: r1c3 with r1c1>r1c2: {1,2} => r1c3=3", "r1c1: sign pair 3 with r1c2,r1c3"},
		{chain, "x-cycle 6.5: (1)r1c1=(1)r1c5-(1)r3c4=(1)r3c1-(1)r1c1 => r2c1<>1", "r1c1: x-cycle with r1c5,r3c4,r3c1"},
	} {
		if got := tt.s.String(); got != tt.line {
			t.Errorf("String() = %q, want %q", got, tt.line)
		}
		if got := tt.s.HintText(); got != tt.hint {
			t.Errorf("HintText() = %q, want %q", got, tt.hint)
		}
	}
}

// TestStepTextSized: a step of a grid of another size names its cells
// in that grid (cell 11 of a 6×6 grid is r2c6, of the classic grid r2c3)
// and its houses by the grid's shape.
func TestStepTextSized(t *testing.T) {
	six := puzzle.Puzzle{Size: 6}
	s := rating.Step{
		Technique:    rating.HiddenPair,
		Value:        34,
		Cells:        []int{6, 11},
		Houses:       []int{1},
		Shape:        rules.ShapeOf(&six),
		Eliminations: []rating.Candidate{{Cell: 6, Digit: 5}, {Cell: 11, Digit: 5}},
	}
	for c := 6; c < 12; c++ {
		s.Before.Cand[c] = (1<<6 - 1) &^ (1<<2 | 1<<5)
	}
	s.Before.Cand[6] = 1<<2 | 1<<4 | 1<<5
	s.Before.Cand[11] = s.Before.Cand[6]
	if got, want := s.String(), "hidden pair 3.4: r2c1,r2c6 in row 2 => r2c1<>5, r2c6<>5"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := s.HintText(), "r2c1: hidden pair 3,6 in row 2 with r2c6"; got != want {
		t.Errorf("HintText() = %q, want %q", got, want)
	}
}

// TestStuck: a reader gets stuck at the first step that is not a single
// above the easy grade; in an easy path, at the first of its hardest
// steps.
func TestStuck(t *testing.T) {
	step := func(t rating.Technique, v rating.Value) rating.Step {
		return rating.Step{Technique: t, Value: v}
	}
	for _, tt := range []struct {
		steps []rating.Step
		want  int
	}{
		{[]rating.Step{step(rating.HiddenSingleBox, 12), step(rating.NakedSingle, 23), step(rating.XWing, 32), step(rating.Swordfish, 38)}, 2},
		{[]rating.Step{step(rating.HiddenSingleBox, 12), step(rating.DirectPointing, 17), step(rating.XWing, 32)}, 1},
		{[]rating.Step{step(rating.FullHouse, 10), step(rating.HiddenSingleLine, 15), step(rating.HiddenSingleBox, 12), step(rating.HiddenSingleLine, 15)}, 1},
		{[]rating.Step{step(rating.HiddenSingleBox, 12), step(rating.NakedSingle, 23)}, 1},
	} {
		e := rating.Explanation{Steps: tt.steps}
		got, ok := e.Stuck()
		if want := tt.steps[tt.want]; !ok || got.Technique != want.Technique || got.Value != want.Value {
			t.Errorf("%v: stuck at %v %v, want step %d", tt.steps, got.Technique, got.Value, tt.want+1)
		}
	}
	if _, ok := (&rating.Explanation{}).Stuck(); ok {
		t.Error("a path without steps has a step to get stuck at")
	}
}

// TestPathAdd: a path's rating is its hardest step's value, by the first
// technique that reached it; it needs trial once a step does.
func TestPathAdd(t *testing.T) {
	var p rating.Path
	p.Add(rating.XWing, 32)
	p.Add(rating.HiddenSingleBox, 12)
	p.Add(rating.Swordfish, 38)
	p.Add(rating.TurbotFish, 38)
	if p.Rating != (rating.Rating{Value: 38, Technique: rating.Swordfish}) || p.Steps.Total() != 4 || p.Steps[rating.XWing] != 1 || p.NeedsTrial() {
		t.Fatalf("path %+v", p)
	}
	p.Add(rating.RuleChain, 71)
	if p.Rating.Technique != rating.RuleChain || !p.NeedsTrial() || !p.Rating.Technique.NeedsTrial() {
		t.Errorf("after a forcing chain of cages and signs: %+v", p)
	}
}
