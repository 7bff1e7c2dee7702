package sqlite_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlite"
)

// magictourCatalog stores the first 600 puzzles of magictour_top1465, the
// first 300 under the race detector, where each takes a hundredth of a
// second to solve (the planner picks the same indexes).
func magictourCatalog(t *testing.T) (*sqlite.Store, int) {
	t.Helper()
	s := MustOpenNew(t)
	src := MustSource(t, s, "magictour")
	n := 600
	if race.Enabled {
		n = 300
	}
	out, err := s.AddPuzzles(context.Background(), solved(t, readPuzzles(t, "magictour_top1465.txt")[:n], src))
	if err != nil {
		t.Fatal(err)
	}
	return s, len(out)
}

// TestQueryPlan checks with EXPLAIN QUERY PLAN that the queries of the
// CLI use an index both to find and to order, so a LIMIT stops the scan
// early, with and without the planner's statistics.
func TestQueryPlan(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, _ := magictourCatalog(t)
	// A third of the puzzles in books, so the statistics see some.
	if _, err := s.AddBook(ctx, &store.Book{Title: "plan"}, store.Filter{Order: store.Random, Limit: 200}); err != nil {
		t.Fatal(err)
	}
	hard := rating.Hard
	rot180 := iso.Rot180
	tests := []struct {
		f     store.Filter
		index string
	}{
		{store.Filter{Score: ranges.Between(300, 500), Limit: 100}, "puzzles_score (score>? AND score<?)"},
		{store.Filter{Score: ranges.AtLeast(300), Order: store.ByScoreDesc, Limit: 100}, "puzzles_score (score>?)"},
		{store.Filter{Clues: ranges.Between(20, 24), Order: store.ByClues, Limit: 100}, "puzzles_clues (clues>? AND clues<?)"},
		{store.Filter{Clues: ranges.Between(22, 22), Limit: 100}, "puzzles_clues (clues=?)"},
		{store.Filter{Clues: ranges.AtMost(25), Order: store.ByCluesDesc, Limit: 100}, "puzzles_clues (clues<?)"},
		{store.Filter{Limit: 100}, "puzzles_score"},
		// A clue range in score order: one scan per clue count, merged.
		{store.Filter{Clues: ranges.Between(20, 24), Limit: 100}, "puzzles_clues (clues=?)"},
		{store.Filter{Clues: ranges.AtLeast(20), Order: store.ByScoreDesc, Limit: 100}, "puzzles_clues (clues=?)"},
		// Leaving out the puzzles of books: the same index scans, each row
		// probing book_puzzles by its index.
		{store.Filter{Unused: true, Limit: 100}, "puzzles_score"},
		{store.Filter{Unused: true, Score: ranges.AtLeast(300), Order: store.ByScoreDesc, Limit: 100}, "puzzles_score (score>?)"},
		{store.Filter{Unused: true, Clues: ranges.Between(20, 24), Limit: 100}, "puzzles_clues (clues=?)"},
		{store.Filter{Unused: true, Clues: ranges.AtMost(25), Order: store.ByCluesDesc, Limit: 100}, "puzzles_clues (clues<?)"},
		{store.Filter{Unused: true, Order: store.ByID, Limit: 100}, "book_puzzles_puzzle (puzzle_id=?)"},
		// One kind of variant: its partial indexes.
		{store.Filter{Kinds: []puzzle.Kind{puzzle.Killer}, Limit: 100}, "puzzles_kind_score (kind=?)"},
		{store.Filter{Kinds: []puzzle.Kind{puzzle.Greater}, Score: ranges.AtLeast(300), Order: store.ByScoreDesc, Limit: 100}, "puzzles_kind_score (kind=? AND score>?)"},
		{store.Filter{Kinds: []puzzle.Kind{puzzle.Killer}, Grade: &hard, Limit: 100}, "puzzles_kind_grade (kind=? AND grade=?)"},
		{store.Filter{Kinds: []puzzle.Kind{puzzle.KillerGreater}, Order: store.ByRatingDesc, Limit: 100}, "puzzles_kind_rating (kind=? AND rating>?)"},
		{store.Filter{Kinds: []puzzle.Kind{puzzle.Killer}, Clues: ranges.AtMost(3), Order: store.ByClues, Limit: 100}, "puzzles_kind_clues (kind=? AND clues<?)"},
		{store.Filter{Kinds: []puzzle.Kind{puzzle.Killer}, Unused: true, Limit: 100}, "puzzles_kind_score (kind=?)"},
		// A symmetry filters the rows of the order's index.
		{store.Filter{Symmetry: &rot180, Limit: 100}, "puzzles_score"},
		{store.Filter{Kinds: []puzzle.Kind{puzzle.Killer}, Symmetry: &rot180, Limit: 100}, "puzzles_kind_score (kind=?)"},
		{store.Filter{Symmetry: &rot180, Clues: ranges.Between(20, 24), Order: store.ByClues, Limit: 100}, "puzzles_clues (clues>? AND clues<?)"},
	}
	for _, analyzed := range []bool{false, true} {
		if analyzed {
			if err := s.Close(); err != nil { // runs PRAGMA optimize
				t.Fatal(err)
			}
			s = MustOpen(t, s.Path())
		}
		for _, tt := range tests {
			plan, err := s.ExplainFindPuzzles(ctx, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Join(plan, "\n")
			if !strings.Contains(text, "INDEX "+tt.index) || strings.Contains(text, "TEMP B-TREE") {
				t.Errorf("analyzed %v, %+v: plan\n%s\nwant index %s and no sorting", analyzed, tt.f, text, tt.index)
			}
			if tt.f.Unused && (!strings.Contains(text, "SEARCH bp USING COVERING INDEX book_puzzles_puzzle (puzzle_id=?)") ||
				strings.Contains(text, "SCAN bp")) {
				t.Errorf("analyzed %v, %+v: plan\n%s\nwant a lookup in book_puzzles_puzzle per row", analyzed, tt.f, text)
			}
		}
	}
}

func ExampleScoreBands() {
	for _, b := range store.ScoreBands(1500) {
		fmt.Printf("%d-%d ", b.Min, b.Max)
	}
	fmt.Println()
	// Output:
	// 0-9 10-19 20-49 50-99 100-199 200-499 500-999 1000-1999
}

// TestRatingPlan checks that the rating orders and ranges walk the
// partial index puzzles_rating and do not sort.
func TestRatingPlan(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := MustOpenNew(t)
	src := MustSource(t, s, "magictour")
	ps := solved(t, readPuzzles(t, "magictour_top1465.txt")[:100], src)
	for i, p := range ps {
		if i%5 != 4 {
			p.Rating = rating.Rating{Value: rating.Value(10 + p.Score%120), Technique: rating.XWing}
		}
	}
	if _, err := s.AddPuzzles(ctx, ps); err != nil {
		t.Fatal(err)
	}
	for _, f := range []store.Filter{
		{Order: store.ByRating, Limit: 10},
		{Order: store.ByRatingDesc, Limit: 10},
		{Rating: ranges.AtLeast(65), Order: store.ByRating, Limit: 10},
		{Rating: ranges.Between(65, 65), Limit: 10},
	} {
		plan, err := s.ExplainFindPuzzles(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(plan, "\n")
		if !strings.Contains(text, "INDEX puzzles_rating") || strings.Contains(text, "TEMP B-TREE") {
			t.Errorf("%+v: plan\n%s\nwant puzzles_rating and no sorting", f, text)
		}
	}
}
