package rating_test

import (
	"errors"
	"testing"

	"github.com/puzzlebook/sudoku/rating"
)

func TestGradeOf(t *testing.T) {
	tests := []struct {
		r    rating.Value
		want rating.Grade
	}{
		{0, rating.Ungraded}, {10, rating.Easy}, {15, rating.Easy}, {16, rating.Medium},
		{23, rating.Medium}, {25, rating.Medium}, {26, rating.Hard}, {44, rating.Hard},
		{45, rating.Expert}, {64, rating.Expert}, {65, rating.Extreme}, {84, rating.Extreme},
		{85, rating.Nightmare}, {119, rating.Nightmare},
	}
	for _, tt := range tests {
		if got := rating.GradeOf(tt.r); got != tt.want {
			t.Errorf("GradeOf(%v) = %v, want %v", tt.r, got, tt.want)
		}
	}
}

// TestGradeRanges: the ranges tile the scale without gaps and agree with
// GradeOf, and names round-trip through ParseGrade.
func TestGradeRanges(t *testing.T) {
	next := rating.Value(10)
	for _, g := range rating.Grades() {
		r := g.Range()
		lo, hi := rating.Value(r.Min), rating.Value(r.Max)
		if !r.HasMin || lo != next {
			t.Errorf("%v starts at %v, want %v", g, lo, next)
		}
		if r.HasMax != (g != rating.Nightmare) {
			t.Errorf("%v: range %s", g, rating.ValueRange(r))
		}
		if rating.GradeOf(lo) != g || r.HasMax && rating.GradeOf(hi) != g || r.HasMax && rating.GradeOf(hi+1) == g {
			t.Errorf("%v: range %v..%v disagrees with GradeOf", g, lo, hi)
		}
		next = hi + 1
		p, err := rating.ParseGrade(g.String())
		if err != nil || p != g {
			t.Errorf("ParseGrade(%q) = %v, %v", g, p, err)
		}
	}
	if p, err := rating.ParseGrade("EXPERT"); p != rating.Expert || err != nil {
		t.Errorf("ParseGrade is case-sensitive: %v, %v", p, err)
	}
	if _, err := rating.ParseGrade("fiendish"); !errors.Is(err, rating.ErrGrade) {
		t.Errorf("ParseGrade(fiendish): %v", err)
	}
}
