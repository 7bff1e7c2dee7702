package score_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// Norvig's top95 puzzle 1 and puzzles of the Sudoku Exchange bank
// (testdata/se_sample.csv) rated 4.5, 6.6 and 8.0 by SE.
var samplePuzzles = []string{
	"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
	"9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3",
	"..74....2.....1.7..13.5..4.....6.5.7.........4.5.3.....2..4.95..4.8.....8....64..",
	"..1..84..38....6...5.3...786....91......2......74....376...3.1...5....64..36..5..",
}

// TestStableIsInvariant: isomorphic copies get the same stable score,
// while their seed scores differ.
func TestStableIsInvariant(t *testing.T) {
	s := score.NewScorer(score.WithStable(score.DefaultStableK))
	rng := rand.New(rand.NewPCG(3, 4))
	copies := 4
	if race.Enabled {
		copies = 2 // each a rating and 16 seed scores, slow there
	}
	for _, p := range samplePuzzles {
		g, _ := grid.Parse(p)
		want := s.Score(g)
		if want.Stable.K != score.DefaultStableK {
			t.Fatalf("%s: stable over %d copies", p, want.Stable.K)
		}
		if !(want.Stable.Q1 <= want.Stable.Median && want.Stable.Median <= want.Stable.Q3) {
			t.Errorf("%s: quartiles out of order %+v", p, want.Stable)
		}
		seeds := map[int]bool{want.Score: true}
		for k := 0; k < copies; k++ {
			tr := iso.Random(rng)
			got := s.Score(tr.Apply(g))
			seeds[got.Score] = true
			if got.Stable != want.Stable {
				t.Errorf("%s: copy %d stable %+v, want %+v", p, k, got.Stable, want.Stable)
			}
		}
		if len(seeds) < 2 {
			t.Errorf("%s: all copies had seed score %d; the test shows nothing", p, want.Score)
		}
	}
}

// TestStableOptions: K = 0 skips the stable score, a larger K uses the same
// first copies, and puzzles without one solution get none.
func TestStableOptions(t *testing.T) {
	g, _ := grid.Parse(samplePuzzles[0])
	if r := score.NewScorer().Score(g); r.Stable != (rating.Stable{}) || r.Rating.Rated() || r.Rating.Grade() != rating.Ungraded {
		t.Errorf("default Scorer computed more than the seed score: %+v", r)
	}
	if r := score.NewScorer(score.WithStable(0)).Score(g); r.Stable.K != 0 {
		t.Errorf("K=0: %+v", r.Stable)
	}
	r1 := score.NewScorer(score.WithStable(1)).Score(g)
	if r1.Stable.Q1 != r1.Stable.Median || r1.Stable.Median != r1.Stable.Q3 {
		t.Errorf("K=1: quartiles differ: %+v", r1.Stable)
	}
	bad, _ := grid.Parse("4.....8.5.3........1.7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if r := score.NewScorer(score.WithStable(4), score.WithRating()).Score(bad); r.Unique() || r.Stable.K != 0 || r.Rating.Rated() {
		t.Errorf("no-solution puzzle scored: %+v", r)
	}
}

func TestScorerRating(t *testing.T) {
	s := score.NewScorer(score.WithRating())
	g, _ := grid.Parse(samplePuzzles[0])
	r := s.Score(g)
	if !r.Unique() || r.Score != 2352 {
		t.Fatalf("seed score changed: %+v", r)
	}
	if !r.Rating.Rated() || r.Rating.Scale != rating.SE || r.Steps.Total() == 0 || r.Steps[r.Rating.Technique] == 0 {
		t.Errorf("rating not filled in: %+v", r.Path)
	}
}

// TestScorerRatings: Ratings gives what Score adds to the solver's
// result, for each set of options, from a Scorer reused across puzzles.
func TestScorerRatings(t *testing.T) {
	for _, opts := range [][]score.Option{
		nil,
		{score.WithRating()},
		{score.WithStable(4)},
		{score.WithRating(), score.WithStable(score.DefaultStableK)},
	} {
		full, only := score.NewScorer(opts...), score.NewScorer(opts...)
		for _, p := range samplePuzzles {
			g, _ := grid.Parse(p)
			want := full.Score(g)
			path, stable := only.Ratings(g)
			if path != want.Path || stable != want.Stable {
				t.Errorf("%d options, %s: Ratings %v %+v, Score %v %+v",
					len(opts), p, path.Rating, stable, want.Rating, want.Stable)
			}
		}
	}
}
