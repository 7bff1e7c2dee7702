package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"syscall"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// want is what the test knows of a stored puzzle, computed here.
type want struct {
	id           int64
	clues, score int
}

// magictourCatalog stores the first 600 puzzles of magictour_top1465 (all
// of them take long to solve under the race detector; there, where each
// takes a hundredth of a second, the first 300, which testRatingColumns
// solves too) and returns, per stored id, the clues and score the test
// computes itself with the solver.
func magictourCatalog(t *testing.T, e Engine) (store.Catalog, []want) {
	t.Helper()
	s := e.MustOpenNew(t)
	src := MustSource(t, s, "magictour")
	n := 600
	if race.Enabled {
		n = 300
	}
	gs := Grids(t, "magictour_top1465.txt")[:n]
	out, err := s.AddPuzzles(context.Background(), Solved(t, gs, src))
	if err != nil {
		t.Fatal(err)
	}
	var ws []want
	for i, o := range out {
		if o.Status != store.Stored {
			continue
		}
		clues := 0
		for _, v := range gs[i] {
			if v != 0 {
				clues++
			}
		}
		ws = append(ws, want{o.ID, clues, testgrids.Solve(gs[i]).Score})
	}
	return s, ws
}

func testFindPuzzles(t *testing.T, e Engine) {
	ctx := context.Background()
	s, all := magictourCatalog(t, e)
	hard := rating.Hard
	none := rating.Ungraded
	tests := []struct {
		name string
		f    store.Filter
		keep func(want) bool
		less func(a, b want) int // nil: random, compare as sets
	}{
		{"All", store.Filter{}, nil, byScore},
		{"ScoreFrom", store.Filter{Score: ranges.AtLeast(500), Limit: 10}, func(w want) bool { return w.score >= 500 }, byScore},
		{"ScoreTo", store.Filter{Score: ranges.AtMost(100), Order: store.ByScoreDesc}, func(w want) bool { return w.score <= 100 }, rev(byScore)},
		{"ScoreRange", store.Filter{Score: ranges.Between(200, 300), Order: store.ByID, Offset: 3, Limit: 20},
			func(w want) bool { return w.score >= 200 && w.score <= 300 }, byID},
		{"Clues", store.Filter{Clues: ranges.Between(20, 22), Order: store.ByClues},
			func(w want) bool { return w.clues >= 20 && w.clues <= 22 }, byClues},
		{"CluesDesc", store.Filter{Clues: ranges.Between(24, 24), Order: store.ByCluesDesc, Offset: 5, Limit: 7},
			func(w want) bool { return w.clues == 24 }, rev(byClues)},
		// Clue ranges in score order: a merge of one scan per clue count.
		{"CluesByScore", store.Filter{Clues: ranges.Between(21, 24), Limit: 50},
			func(w want) bool { return w.clues >= 21 && w.clues <= 24 }, byScore},
		{"CluesByScoreDesc", store.Filter{Clues: ranges.AtLeast(22), Order: store.ByScoreDesc, Offset: 10, Limit: 30},
			func(w want) bool { return w.clues >= 22 }, rev(byScore)},
		{"CluesToByScore", store.Filter{Clues: ranges.AtMost(22), Score: ranges.AtLeast(100)},
			func(w want) bool { return w.clues <= 22 && w.score >= 100 }, byScore},
		{"CluesNone", store.Filter{Clues: ranges.Between(40, 60)}, func(want) bool { return false }, byScore},
		{"CluesUngraded", store.Filter{Clues: ranges.Between(17, 18), Grade: new(rating.Grade)},
			func(w want) bool { return w.clues <= 18 }, byScore},
		{"Both", store.Filter{Clues: ranges.AtLeast(23), Score: ranges.Between(1000, 3000)},
			func(w want) bool { return w.clues >= 23 && w.score >= 1000 && w.score <= 3000 }, byScore},
		{"IDOffset", store.Filter{Order: store.ByID, Offset: len(all) - 50}, nil, byID},
		{"Ungraded", store.Filter{Grade: &none, Limit: 3}, nil, byScore},
		{"Grade", store.Filter{Grade: &hard}, func(want) bool { return false }, byScore},
		{"Random", store.Filter{Clues: ranges.AtMost(21), Order: store.Random}, func(w want) bool { return w.clues <= 21 }, nil},
		{"RandomLimit", store.Filter{Order: store.Random, Limit: 10}, nil, nil},
		{"Empty", store.Filter{Score: ranges.AtLeast(1 << 30)}, func(want) bool { return false }, byScore},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var exp []want
			for _, w := range all {
				if tt.keep == nil || tt.keep(w) {
					exp = append(exp, w)
				}
			}
			got, err := s.FindPuzzles(ctx, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range got {
				if !p.Puzzle.Solves(&p.Solution) || p.Clues != p.Puzzle.Givens.Clues() {
					t.Fatalf("puzzle %d read back wrong: %+v", p.ID, p)
				}
			}
			if tt.less == nil {
				// Random order: a subset of the right size, all matching.
				n := len(exp)
				if tt.f.Limit > 0 {
					n = min(n, tt.f.Limit)
				}
				ok := map[int64]want{}
				for _, w := range exp {
					ok[w.id] = w
				}
				seen := map[int64]bool{}
				for _, p := range got {
					w, match := ok[p.ID]
					if !match || seen[p.ID] || w.score != p.Score {
						t.Fatalf("random order returned %d (score %d) wrongly", p.ID, p.Score)
					}
					seen[p.ID] = true
				}
				if len(got) != n {
					t.Fatalf("%d puzzles, want %d", len(got), n)
				}
				return
			}
			slices.SortFunc(exp, tt.less)
			exp = exp[min(tt.f.Offset, len(exp)):]
			if tt.f.Limit > 0 {
				exp = exp[:min(tt.f.Limit, len(exp))]
			}
			var gotW []want
			for _, p := range got {
				gotW = append(gotW, want{p.ID, p.Clues, p.Score})
			}
			if fmt.Sprint(gotW) != fmt.Sprint(exp) {
				t.Fatalf("got %d puzzles %v\nwant %d %v", len(gotW), head(gotW), len(exp), head(exp))
			}
		})
	}
	t.Run("BadOrder", func(t *testing.T) {
		if _, err := s.FindPuzzles(ctx, store.Filter{Order: store.Order(99)}); !errors.Is(err, store.ErrOrder) {
			t.Errorf("bad order: %v", err)
		}
		if _, err := s.FindPuzzles(ctx, store.Filter{Limit: -1}); err == nil {
			t.Error("negative limit accepted")
		}
	})
	t.Run("StopEarly", func(t *testing.T) {
		stop := errors.New("stop")
		n := 0
		err := s.EachPuzzle(ctx, store.Filter{}, func(*store.Record) error {
			n++
			if n == 3 {
				return stop
			}
			return nil
		})
		if err != stop || n != 3 {
			t.Errorf("EachPuzzle went on: %d puzzles, %v", n, err)
		}
	})
}

func head(ws []want) []want { return ws[:min(len(ws), 5)] }

func byID(a, b want) int { return int(a.id - b.id) }

func byScore(a, b want) int {
	if a.score != b.score {
		return a.score - b.score
	}
	return byID(a, b)
}

func byClues(a, b want) int {
	if a.clues != b.clues {
		return a.clues - b.clues
	}
	return byScore(a, b)
}

func rev(f func(a, b want) int) func(a, b want) int {
	return func(a, b want) int { return f(b, a) }
}

func testStats(t *testing.T, e Engine) {
	ctx := context.Background()
	st, err := e.MustOpenNew(t).Stats(ctx)
	if err != nil || st.Puzzles != 0 || st.ByScore != nil || st.ByClues != nil {
		t.Fatalf("empty catalog: %+v, %v", st, err)
	}
	s, all := magictourCatalog(t, e)
	st, err = s.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	scores := make([]int, len(all))
	clues := map[int]int{}
	for i, w := range all {
		scores[i] = w.score
		clues[w.clues]++
	}
	slices.Sort(scores)
	if st.Puzzles != len(all) || st.Sources != 1 || st.MinScore != scores[0] ||
		st.MaxScore != scores[len(scores)-1] || st.MedianScore != scores[(len(scores)-1)/2] {
		t.Errorf("stats %+v; want %d puzzles, scores %d/%d/%d", st, len(all),
			scores[0], scores[(len(scores)-1)/2], scores[len(scores)-1])
	}
	n := 0
	for _, c := range st.ByClues {
		if clues[c.Clues] != c.Puzzles {
			t.Errorf("%d clues: %d puzzles, want %d", c.Clues, c.Puzzles, clues[c.Clues])
		}
		n += c.Puzzles
	}
	if n != len(all) || len(st.ByClues) != len(clues) {
		t.Errorf("ByClues %v", st.ByClues)
	}
	n = 0
	for i, b := range st.ByScore {
		k := 0
		for _, v := range scores {
			if v >= b.Min && v <= b.Max {
				k++
			}
		}
		if k != b.Puzzles || i > 0 && b.Min != st.ByScore[i-1].Max+1 {
			t.Errorf("band %+v: want %d puzzles", b, k)
		}
		n += b.Puzzles
	}
	if n != len(all) || st.ByScore[0].Min != 0 || st.ByScore[len(st.ByScore)-1].Max < st.MaxScore {
		t.Errorf("ByScore %v", st.ByScore)
	}
	if len(st.ByGrade) != 1 || st.ByGrade[0] != (store.GradeCount{Grade: rating.Ungraded, Puzzles: len(all)}) {
		t.Errorf("ByGrade %v", st.ByGrade)
	}
}

// testStopEarly checks that EachPuzzle returns fn's error as it is, also
// one that reads like a lost connection (a closed pipe downstream).
func testStopEarly(t *testing.T, e Engine) {
	s := top95Catalog(t, e)
	for _, stop := range []error{errors.New("stop"), fmt.Errorf("write stdout: %w", syscall.EPIPE)} {
		n := 0
		err := s.EachPuzzle(context.Background(), store.Filter{}, func(*store.Record) error {
			n++
			if n == 3 {
				return stop
			}
			return nil
		})
		if err != stop || n != 3 || errors.Is(err, store.ErrUnavailable) {
			t.Errorf("EachPuzzle went on, or changed the error: %d puzzles, %v", n, err)
		}
	}
}
