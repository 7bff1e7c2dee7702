package score_test

import (
	"errors"
	"testing"

	"github.com/puzzlebook/sudoku/score"
)

func TestGradeOf(t *testing.T) {
	tests := []struct {
		r    score.Value
		want score.Grade
	}{
		{0, score.Ungraded}, {10, score.Easy}, {15, score.Easy}, {16, score.Medium},
		{23, score.Medium}, {25, score.Medium}, {26, score.Hard}, {44, score.Hard},
		{45, score.Expert}, {64, score.Expert}, {65, score.Extreme}, {84, score.Extreme},
		{85, score.Nightmare}, {119, score.Nightmare},
	}
	for _, tt := range tests {
		if got := score.GradeOf(tt.r); got != tt.want {
			t.Errorf("GradeOf(%v) = %v, want %v", tt.r, got, tt.want)
		}
	}
}

// TestGradeRanges: the ranges tile the scale without gaps and agree with
// GradeOf, and names round-trip through ParseGrade.
func TestGradeRanges(t *testing.T) {
	next := score.Value(10)
	for _, g := range score.Grades() {
		r := g.Range()
		lo, hi := score.Value(r.Min), score.Value(r.Max)
		if !r.HasMin || lo != next {
			t.Errorf("%v starts at %v, want %v", g, lo, next)
		}
		if r.HasMax != (g != score.Nightmare) {
			t.Errorf("%v: range %s", g, score.ValueRange(r))
		}
		if score.GradeOf(lo) != g || r.HasMax && score.GradeOf(hi) != g || r.HasMax && score.GradeOf(hi+1) == g {
			t.Errorf("%v: range %v..%v disagrees with GradeOf", g, lo, hi)
		}
		next = hi + 1
		p, err := score.ParseGrade(g.String())
		if err != nil || p != g {
			t.Errorf("ParseGrade(%q) = %v, %v", g, p, err)
		}
	}
	if p, err := score.ParseGrade("EXPERT"); p != score.Expert || err != nil {
		t.Errorf("ParseGrade is case-sensitive: %v, %v", p, err)
	}
	if _, err := score.ParseGrade("fiendish"); !errors.Is(err, score.ErrGrade) {
		t.Errorf("ParseGrade(fiendish): %v", err)
	}
}
