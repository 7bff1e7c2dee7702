package score

import (
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/rating"
)

// TestCeiling: a rating with a ceiling is the rating without it when
// that is at most the ceiling, step for step; else it is cut short, above
// the ceiling and marked an estimate. An explanation ignores the ceiling.
func TestCeiling(t *testing.T) {
	every := 2
	if race.Enabled {
		every = 8
	}
	full := NewRater()
	ceilings := []rating.Value{15, 26, 40, 62, 72, 90}
	cut := make([]*Rater, len(ceilings))
	for i, c := range ceilings {
		cut[i] = NewRater(WithCeiling(c))
	}
	for _, set := range []string{"se_sample.csv", "cbg_sample.csv"} {
		for _, s := range readSamples(t, set, every) {
			want := full.Rate(s.grid)
			for i, c := range ceilings {
				got := cut[i].Rate(s.grid)
				switch {
				case want.Rating.Value <= c && got != want:
					t.Errorf("%s ceiling %d: %+v, want %+v", s.grid, c, got, want)
				case want.Rating.Value > c && (got.Rating.Value <= c || !got.Rating.Estimated || got.Rating.Value > want.Rating.Value):
					t.Errorf("%s ceiling %d: %v (estimated %v), want above the ceiling and at most %v", s.grid, c, got.Rating, got.Rating.Estimated, want.Rating)
				}
			}
		}
	}
	ss := readSamples(t, "se_sample.csv", 1)
	g := ss[len(ss)*9/10].grid
	want := full.Explain(g)
	if got := cut[0].Explain(g); len(got.Steps) != len(want.Steps) || got.Path != want.Path {
		t.Errorf("explanation with a ceiling: %d steps %+v, want %d %+v", len(got.Steps), got.Path, len(want.Steps), want.Path)
	}
}

// TestWithoutTrial: a variant rated WithoutTrial needs trial exactly when
// its full rating does, and is the full rating, step for step, when it
// does not; with a ceiling as well, the same holds of the puzzles inside
// it.
func TestWithoutTrial(t *testing.T) {
	full, cut, both := NewRater(), NewRater(WithoutTrial()), NewRater(WithoutTrial(), WithCeiling(30))
	ps := readVariants(t, "testdata/variants.jsonl")
	if race.Enabled {
		ps = ps[:15]
	}
	trials := 0
	for _, p := range ps {
		want := full.RatePuzzle(&p)
		got := cut.RatePuzzle(&p)
		if want.NeedsTrial() {
			trials++
			if !got.NeedsTrial() || !got.Rating.Estimated {
				t.Errorf("%s: %+v without trial, want a path cut at trial (full: %+v)", &p, got, want)
			}
		} else if got != want {
			t.Errorf("%s: %+v without trial, want %+v", &p, got, want)
		}
		got = both.RatePuzzle(&p)
		if inside := !want.NeedsTrial() && want.Rating.Value <= 30; inside != (!got.NeedsTrial() && got.Rating.Value <= 30) || inside && got != want {
			t.Errorf("%s: %+v without trial up to 3.0, want %+v", &p, got, want)
		}
	}
	if trials == 0 && !race.Enabled {
		t.Error("no puzzle of testdata needs trial: the test shows nothing")
	}
}
