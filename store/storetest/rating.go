package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

// rated is what the test knows of a stored puzzle with ratings.
type rated struct {
	id               int64
	score, rating    int
	stable           float64
	grade, technique string
	scale            score.Scale
	estimated        bool
}

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
		p.Rating = 10 + p.Score%120
		p.Grade = map[bool]string{false: "low", true: "high"}[p.Rating >= 65]
		p.Technique = fmt.Sprintf("tech%d", p.Rating%7)
		p.Stable, p.StableK = float64(p.Score)/2, 16
		if i%3 == 1 {
			p.Scale = score.Sukaku
		}
		p.Estimated = i%7 == 3
	}
	out, err := s.AddPuzzles(context.Background(), ps)
	if err != nil {
		t.Fatal(err)
	}
	var rs []rated
	for i, o := range out {
		if o.Status == store.Stored {
			p := ps[i]
			rs = append(rs, rated{o.ID, p.Score, p.Rating, p.Stable, p.Grade, p.Technique, p.Scale, p.Estimated})
		}
	}
	return s, rs
}

func testRatingColumns(t *testing.T, e Engine) {
	ctx := context.Background()
	s, all := ratedCatalog(t, e)
	byRating := func(a, b rated) int {
		if a.rating != b.rating {
			return a.rating - b.rating
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
		{"RatingOrder", store.Filter{Order: "rating"}, func(r rated) bool { return r.rating > 0 }, byRating},
		{"RatingOrderDesc", store.Filter{Order: "-rating", Limit: 40},
			func(r rated) bool { return r.rating > 0 }, func(a, b rated) int { return byRating(b, a) }},
		{"RatingRange", store.Filter{Rating: ranges.Between(40, 70), Order: "id"},
			func(r rated) bool { return r.rating >= 40 && r.rating <= 70 }, func(a, b rated) int { return int(a.id - b.id) }},
		{"RatingFromByScore", store.Filter{Rating: ranges.AtLeast(100)},
			func(r rated) bool { return r.rating >= 100 }, func(a, b rated) int {
				if a.score != b.score {
					return a.score - b.score
				}
				return int(a.id - b.id)
			}},
		{"RatingExact", store.Filter{Rating: ranges.Between(25, 25), Order: "rating"},
			func(r rated) bool { return r.rating == 25 }, byRating},
		{"GradeAndRating", store.Filter{Grade: strp("high"), Rating: ranges.AtMost(80), Order: "rating"},
			func(r rated) bool { return r.grade == "high" && r.rating <= 80 }, byRating},
		{"ScaleRating", store.Filter{Scale: scalep(score.SE), Rating: ranges.Between(40, 70), Order: "id"},
			func(r rated) bool { return r.scale == score.SE && r.rating >= 40 && r.rating <= 70 },
			func(a, b rated) int { return int(a.id - b.id) }},
		{"ScaleGrade", store.Filter{Scale: scalep(score.Sukaku), Grade: strp("high")},
			func(r rated) bool { return r.scale == score.Sukaku && r.grade == "high" }, func(a, b rated) int {
				if a.score != b.score {
					return a.score - b.score
				}
				return int(a.id - b.id)
			}},
		{"ScaleOrder", store.Filter{Scale: scalep(score.Sukaku), Order: "-rating"},
			func(r rated) bool { return r.scale == score.Sukaku && r.rating > 0 }, func(a, b rated) int { return byRating(b, a) }},
		// A scale without a rating condition selects nothing out.
		{"ScaleAlone", store.Filter{Scale: scalep(score.Sukaku), Order: "id", Limit: 50},
			func(r rated) bool { return true }, func(a, b rated) int { return int(a.id - b.id) }},
		{"UnratedScale", store.Filter{Scale: scalep(score.Sukaku), Grade: strp(""), Order: "id"},
			func(r rated) bool { return r.rating == 0 }, func(a, b rated) int { return int(a.id - b.id) }},
		{"Unrated", store.Filter{Grade: strp(""), Order: "id"},
			func(r rated) bool { return r.rating == 0 }, func(a, b rated) int { return int(a.id - b.id) }},
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
				got = append(got, rated{p.ID, p.Score, p.Rating, p.Stable, p.Grade, p.Technique, p.Scale, p.Estimated})
				if (p.Rating == 0) != (p.StableK == 0) {
					t.Errorf("puzzle %d: rating %d, stable over %d", p.ID, p.Rating, p.StableK)
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
		count := map[string]int{}
		for _, r := range all {
			count[r.grade]++
		}
		want := []store.GradeCount{{Grade: "", Puzzles: count[""]}, {Grade: "high", Puzzles: count["high"]}, {Grade: "low", Puzzles: count["low"]}}
		if fmt.Sprint(st.ByGrade) != fmt.Sprint(want) {
			t.Errorf("ByGrade %v, want %v", st.ByGrade, want)
		}
		bands := map[int]int{}
		for _, r := range all {
			if r.rating > 0 {
				bands[r.rating/10*10]++
			}
		}
		var wantR []store.RatingCount
		for b := 10; b <= int(score.MaxRating); b += 10 {
			if bands[b] > 0 {
				wantR = append(wantR, store.RatingCount{Min: b, Puzzles: bands[b]})
			}
		}
		if fmt.Sprint(st.ByRating) != fmt.Sprint(wantR) {
			t.Errorf("ByRating %v, want %v", st.ByRating, wantR)
		}
		scales := map[score.Scale]int{}
		for _, r := range all {
			if r.rating > 0 {
				scales[r.scale]++
			}
		}
		wantS := []store.ScaleCount{{Scale: "se", Puzzles: scales[score.SE]}, {Scale: "sukaku", Puzzles: scales[score.Sukaku]}}
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
			if pts.Scores[i] != r.score || pts.Ratings[i] != r.rating || pts.Clues[i] < 17 {
				t.Errorf("point %d: %d %d %d, want score %d rating %d", i, pts.Scores[i], pts.Ratings[i], pts.Clues[i], r.score, r.rating)
			}
		}
	})
	t.Run("Invalid", func(t *testing.T) {
		src := MustSource(t, s, "bad")
		for _, mod := range []func(*store.Puzzle){
			func(p *store.Puzzle) { p.Rating = -1 },
			func(p *store.Puzzle) { p.Rating = int(score.MaxRating) + 1 },
			func(p *store.Puzzle) { p.Stable, p.StableK = -3, 16 },
			func(p *store.Puzzle) { p.Rating, p.Estimated = 0, true },
			func(p *store.Puzzle) { p.Rating, p.Scale = 30, score.NumScales },
		} {
			ps := Solved(t, Grids(t, "top95.txt")[:1], src)
			mod(ps[0])
			if _, err := s.AddPuzzles(ctx, ps); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("%+v stored: %v", ps[0], err)
			}
		}
	})
}

func strp(s string) *string { return &s }

func scalep(s score.Scale) *score.Scale { return &s }
