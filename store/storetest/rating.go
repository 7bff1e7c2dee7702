package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// rated is what the test knows of a stored puzzle with ratings.
type rated struct {
	id     int64
	score  int
	rating rating.Rating
	stable float64
}

// value is r's rating value in tenths, 0 when unrated.
func (r rated) value() int { return int(r.rating.Value) }

// grade is r's grade.
func (r rated) grade() rating.Grade { return r.rating.Grade() }

// ratedCatalog stores magictour puzzles with ratings made up from their
// scores (the store does not care where ratings come from), every fifth
// one unrated.
func ratedCatalog(t *testing.T, e Engine) (store.Catalog, []rated) {
	t.Helper()
	s := e.MustOpenNew(t)
	src := MustSource(t, s, "magictour")
	ps := Solved(t, Grids(t, "magictour_top1465.txt")[:300], src)
	for i, p := range ps {
		if i%5 == 4 {
			continue
		}
		v := rating.Value(10 + p.Score%120)
		p.Rating = rating.Rating{Value: v, Technique: rating.Technique(int(v) % 7), Estimated: i%7 == 3}
		p.Stable, p.StableK = float64(p.Score)/2, 16
		if i%3 == 1 {
			p.Rating.Scale = rating.Sukaku
		}
	}
	out, err := s.AddPuzzles(context.Background(), ps)
	if err != nil {
		t.Fatal(err)
	}
	var rs []rated
	for i, o := range out {
		if o.Status == store.Stored {
			p := ps[i]
			rs = append(rs, rated{o.ID, p.Score, p.Rating, p.Stable})
		}
	}
	return s, rs
}

func testRatingColumns(t *testing.T, e Engine) {
	ctx := context.Background()
	s, all := ratedCatalog(t, e)
	byRating := func(a, b rated) int {
		if a.value() != b.value() {
			return a.value() - b.value()
		}
		if a.score != b.score {
			return a.score - b.score
		}
		return int(a.id - b.id)
	}
	tests := []struct {
		name string
		f    store.Filter
		keep func(rated) bool
		less func(a, b rated) int
	}{
		{"RatingOrder", store.Filter{Order: store.ByRating}, func(r rated) bool { return r.value() > 0 }, byRating},
		{"RatingOrderDesc", store.Filter{Order: store.ByRatingDesc, Limit: 40},
			func(r rated) bool { return r.value() > 0 }, func(a, b rated) int { return byRating(b, a) }},
		{"RatingRange", store.Filter{Rating: ranges.Between(40, 70), Order: store.ByID},
			func(r rated) bool { return r.value() >= 40 && r.value() <= 70 }, func(a, b rated) int { return int(a.id - b.id) }},
		{"RatingFromByScore", store.Filter{Rating: ranges.AtLeast(100)},
			func(r rated) bool { return r.value() >= 100 }, func(a, b rated) int {
				if a.score != b.score {
					return a.score - b.score
				}
				return int(a.id - b.id)
			}},
		{"RatingExact", store.Filter{Rating: ranges.Between(25, 25), Order: store.ByRating},
			func(r rated) bool { return r.value() == 25 }, byRating},
		{"GradeAndRating", store.Filter{Grade: gradep(rating.Extreme), Rating: ranges.AtMost(80), Order: store.ByRating},
			func(r rated) bool { return r.grade() == rating.Extreme && r.value() <= 80 }, byRating},
		{"ScaleRating", store.Filter{Scale: scalep(rating.SE), Rating: ranges.Between(40, 70), Order: store.ByID},
			func(r rated) bool { return r.rating.Scale == rating.SE && r.value() >= 40 && r.value() <= 70 },
			func(a, b rated) int { return int(a.id - b.id) }},
		{"ScaleGrade", store.Filter{Scale: scalep(rating.Sukaku), Grade: gradep(rating.Extreme)},
			func(r rated) bool { return r.rating.Scale == rating.Sukaku && r.grade() == rating.Extreme }, func(a, b rated) int {
				if a.score != b.score {
					return a.score - b.score
				}
				return int(a.id - b.id)
			}},
		{"ScaleOrder", store.Filter{Scale: scalep(rating.Sukaku), Order: store.ByRatingDesc},
			func(r rated) bool { return r.rating.Scale == rating.Sukaku && r.value() > 0 }, func(a, b rated) int { return byRating(b, a) }},
		// A scale without a rating condition selects nothing out.
		{"ScaleAlone", store.Filter{Scale: scalep(rating.Sukaku), Order: store.ByID, Limit: 50},
			func(r rated) bool { return true }, func(a, b rated) int { return int(a.id - b.id) }},
		{"UnratedScale", store.Filter{Scale: scalep(rating.Sukaku), Grade: gradep(rating.Ungraded), Order: store.ByID},
			func(r rated) bool { return r.value() == 0 }, func(a, b rated) int { return int(a.id - b.id) }},
		{"Unrated", store.Filter{Grade: gradep(rating.Ungraded), Order: store.ByID},
			func(r rated) bool { return r.value() == 0 }, func(a, b rated) int { return int(a.id - b.id) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var exp []rated
			for _, r := range all {
				if tt.keep(r) {
					exp = append(exp, r)
				}
			}
			slices.SortFunc(exp, tt.less)
			if tt.f.Limit > 0 {
				exp = exp[:min(len(exp), tt.f.Limit)]
			}
			ps, err := s.FindPuzzles(ctx, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			var got []rated
			for _, p := range ps {
				got = append(got, rated{p.ID, p.Score, p.Rating, p.Stable})
				if !p.Rating.Rated() != (p.StableK == 0) {
					t.Errorf("puzzle %d: rating %v, stable over %d", p.ID, p.Rating, p.StableK)
				}
			}
			if len(exp) == 0 {
				t.Fatal("the test selects nothing")
			}
			if fmt.Sprint(got) != fmt.Sprint(exp) {
				t.Errorf("got %d %v\nwant %d %v", len(got), got[:min(len(got), 4)], len(exp), exp[:min(len(exp), 4)])
			}
		})
	}
	t.Run("Stats", func(t *testing.T) {
		st, err := s.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var count [rating.Nightmare + 1]int
		for _, r := range all {
			count[r.grade()]++
		}
		var want []store.GradeCount
		for g, n := range count {
			if n > 0 {
				want = append(want, store.GradeCount{Grade: rating.Grade(g), Puzzles: n})
			}
		}
		if fmt.Sprint(st.ByGrade) != fmt.Sprint(want) {
			t.Errorf("ByGrade %v, want %v", st.ByGrade, want)
		}
		bands := map[int]int{}
		for _, r := range all {
			if r.value() > 0 {
				bands[r.value()/10*10]++
			}
		}
		var wantR []store.RatingCount
		for b := 10; b <= int(rating.MaxValue); b += 10 {
			if bands[b] > 0 {
				wantR = append(wantR, store.RatingCount{Min: b, Puzzles: bands[b]})
			}
		}
		if fmt.Sprint(st.ByRating) != fmt.Sprint(wantR) {
			t.Errorf("ByRating %v, want %v", st.ByRating, wantR)
		}
		scales := map[rating.Scale]int{}
		for _, r := range all {
			if r.value() > 0 {
				scales[r.rating.Scale]++
			}
		}
		wantS := []store.ScaleCount{{Scale: rating.SE, Puzzles: scales[rating.SE]}, {Scale: rating.Sukaku, Puzzles: scales[rating.Sukaku]}}
		if fmt.Sprint(st.ByScale) != fmt.Sprint(wantS) {
			t.Errorf("ByScale %v, want %v", st.ByScale, wantS)
		}
	})
	t.Run("Points", func(t *testing.T) {
		pts, err := s.Points(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(pts.Scores) != len(all) || len(pts.Ratings) != len(all) || len(pts.Clues) != len(all) {
			t.Fatalf("%d/%d/%d points for %d puzzles", len(pts.Scores), len(pts.Ratings), len(pts.Clues), len(all))
		}
		for i, r := range all { // all is in id order
			if pts.Scores[i] != r.score || pts.Ratings[i] != r.value() || pts.Clues[i] < 17 {
				t.Errorf("point %d: %d %d %d, want score %d rating %d", i, pts.Scores[i], pts.Ratings[i], pts.Clues[i], r.score, r.value())
			}
		}
	})
	t.Run("Invalid", func(t *testing.T) {
		src := MustSource(t, s, "bad")
		for _, mod := range []func(*store.Record){
			func(p *store.Record) { p.Rating.Value = -1 },
			func(p *store.Record) { p.Rating.Value = rating.MaxValue + 1 },
			func(p *store.Record) { p.Stable, p.StableK = -3, 16 },
			func(p *store.Record) { p.Rating = rating.Rating{Estimated: true} },
			func(p *store.Record) { p.Rating = rating.Rating{Value: 30, Scale: rating.NumScales} },
			func(p *store.Record) { p.Rating = rating.Rating{Value: 30, Technique: rating.NumTechniques} },
		} {
			ps := Solved(t, Grids(t, "top95.txt")[:1], src)
			mod(ps[0])
			if _, err := s.AddPuzzles(ctx, ps); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("%+v stored: %v", ps[0], err)
			}
		}
	})
}

func gradep(g rating.Grade) *rating.Grade { return &g }

func scalep(s rating.Scale) *rating.Scale { return &s }
