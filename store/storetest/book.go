package storetest

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// top95Catalog stores top95 (94 puzzles: lines 74 and 76 are isomorphs).
func top95Catalog(t *testing.T, e Engine) store.Catalog {
	t.Helper()
	s := e.MustOpenNew(t)
	src := MustSource(t, s, "top95")
	if _, err := s.AddPuzzles(context.Background(), Solved(t, Grids(t, "top95.txt"), src)); err != nil {
		t.Fatal(err)
	}
	return s
}

func ids(ps []*store.Record) []int64 {
	out := make([]int64, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

// mustFind is FindPuzzles that fails the test on error.
func mustFind(t *testing.T, s store.Catalog, f store.Filter) []*store.Record {
	t.Helper()
	ps, err := s.FindPuzzles(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func testAddBook(t *testing.T, e Engine) {
	ctx := context.Background()
	s := top95Catalog(t, e)
	byScore := ids(mustFind(t, s, store.Filter{}))
	if len(byScore) != 94 {
		t.Fatalf("%d puzzles stored, want 94", len(byScore))
	}

	before := time.Now().Truncate(time.Second)
	one := &store.Book{Title: "First", Params: `{"count":10}`}
	ps, err := s.AddBook(ctx, one, store.Filter{Unused: true, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	after := time.Now()
	if got := ids(ps); !slices.Equal(got, byScore[:10]) {
		t.Errorf("book 1 holds %v, want the 10 easiest %v", got, byScore[:10])
	}
	if one.ID != 1 || one.Puzzles != 10 || one.Created.Location() != time.UTC ||
		one.Created.Before(before) || one.Created.After(after) || one.Created.Nanosecond() != 0 {
		t.Errorf("book 1 recorded as %+v (made between %v and %v)", one, before, after)
	}

	t.Run("FindBook", func(t *testing.T) {
		b, got, err := s.FindBook(ctx, one.ID)
		if err != nil {
			t.Fatal(err)
		}
		if *b != *one {
			t.Errorf("FindBook = %+v, want %+v", b, one)
		}
		for i, p := range got {
			if p.ID != ps[i].ID || p.Puzzle.Givens != ps[i].Puzzle.Givens || p.Solution != ps[i].Solution || p.Score != ps[i].Score {
				t.Errorf("puzzle %d of the book: %+v, want %+v", i+1, p, ps[i])
			}
		}
		if len(got) != len(ps) {
			t.Errorf("FindBook returned %d puzzles, want %d", len(got), len(ps))
		}
	})

	t.Run("Unused", func(t *testing.T) {
		two := &store.Book{Title: "Second"}
		ps, err := s.AddBook(ctx, two, store.Filter{Unused: true, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(ps); !slices.Equal(got, byScore[10:20]) {
			t.Errorf("book 2 holds %v, want the next 10 %v", got, byScore[10:20])
		}
		if two.ID != 2 || two.Params != "{}" {
			t.Errorf("book 2 recorded as %+v", two)
		}
	})

	t.Run("Reuse", func(t *testing.T) {
		ps, err := s.AddBook(ctx, &store.Book{Title: "Again"}, store.Filter{Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(ps); !slices.Equal(got, byScore[:5]) {
			t.Errorf("without Unused: %v, want %v", got, byScore[:5])
		}
	})

	t.Run("Short", func(t *testing.T) {
		books, _ := s.FindBooks(ctx)
		// Scores up to the 25th easiest: 20 of those 25 are in books.
		top := mustFind(t, s, store.Filter{Offset: 24, Limit: 1})[0].Score
		within := len(mustFind(t, s, store.Filter{Score: ranges.AtMost(top)}))
		for _, tt := range []struct {
			name string
			f    store.Filter
			want store.ShortError
		}{
			{"None", store.Filter{Score: ranges.AtLeast(1 << 30), Limit: 5, Unused: true}, store.ShortError{Wanted: 5}},
			{"Few", store.Filter{Score: ranges.AtMost(top), Limit: 30, Unused: true},
				store.ShortError{Wanted: 30, Matched: within - 20, Used: min(20, 30-(within-20))}},
			{"UsedCapped", store.Filter{Score: ranges.AtMost(top), Limit: within - 19, Unused: true},
				store.ShortError{Wanted: within - 19, Matched: within - 20, Used: 1}},
			{"Reuse", store.Filter{Score: ranges.AtMost(top), Limit: within + 1}, store.ShortError{Wanted: within + 1, Matched: within}},
			{"Random", store.Filter{Score: ranges.AtMost(top), Limit: 30, Unused: true, Order: store.Random},
				store.ShortError{Wanted: 30, Matched: within - 20, Used: min(20, 30-(within-20))}},
			{"CluesByScore", store.Filter{Clues: ranges.Between(17, 81), Limit: 95, Unused: true},
				store.ShortError{Wanted: 95, Matched: 94 - 20, Used: 20}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				_, err := s.AddBook(ctx, &store.Book{Title: "Too many"}, tt.f)
				var se *store.ShortError
				if !errors.As(err, &se) || *se != tt.want {
					t.Fatalf("AddBook: %v, want %+v", err, tt.want)
				}
				t.Log(err)
			})
		}
		if after, _ := s.FindBooks(ctx); len(after) != len(books) {
			t.Errorf("%d books after failing, %d before", len(after), len(books))
		}
	})

	t.Run("Refused", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			b    store.Book
			f    store.Filter
		}{
			{"NoLimit", store.Book{Title: "x"}, store.Filter{}},
			{"BadParams", store.Book{Title: "x", Params: `{"count":`}, store.Filter{Limit: 1}},
			{"BadOrder", store.Book{Title: "x"}, store.Filter{Limit: 1, Order: store.Order(99)}},
		} {
			if _, err := s.AddBook(ctx, &tt.b, tt.f); err == nil || tt.b.ID != 0 {
				t.Errorf("%s: AddBook = %v, book %+v", tt.name, err, tt.b)
			}
		}
	})

	t.Run("FindBooks", func(t *testing.T) {
		books, err := s.FindBooks(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range books {
			got = append(got, fmt.Sprintf("%d %s %d %s", b.ID, b.Title, b.Puzzles, b.Params))
		}
		want := []string{`1 First 10 {"count":10}`, "2 Second 10 {}", "3 Again 5 {}"}
		if !slices.Equal(got, want) {
			t.Errorf("FindBooks:\n got %q\nwant %q", got, want)
		}
	})

	t.Run("Delete", func(t *testing.T) {
		if err := s.DeleteBook(ctx, 2); err != nil {
			t.Fatal(err)
		}
		// Book 2's puzzles are free again; books 1 and 3 still hold theirs.
		if got := ids(mustFind(t, s, store.Filter{Unused: true, Limit: 10})); !slices.Equal(got, byScore[10:20]) {
			t.Errorf("after deleting book 2, the first unused are %v, want %v", got, byScore[10:20])
		}
		if _, _, err := s.FindBook(ctx, 2); !errors.Is(err, store.ErrNoBook) {
			t.Errorf("FindBook(deleted): %v", err)
		}
		if err := s.DeleteBook(ctx, 2); !errors.Is(err, store.ErrNoBook) {
			t.Errorf("DeleteBook twice: %v", err)
		}
		if _, _, err := s.FindBook(ctx, 99); !errors.Is(err, store.ErrNoBook) {
			t.Errorf("FindBook(99): %v", err)
		}
	})
}

// testUnused checks Filter.Unused against a model on every kind of query
// (index scans, the merge of clue counts, random draws, offsets): the
// puzzles without Unused, in the same order, less those books hold.
func testUnused(t *testing.T, e Engine) {
	ctx := context.Background()
	s, _ := magictourCatalog(t, e)
	used := map[int64]bool{}
	r := rand.New(rand.NewPCG(5, 6))
	for i := range 4 {
		// Random books of mixed kinds: some overlap (no Unused).
		ps, err := s.AddBook(ctx, &store.Book{Title: fmt.Sprint(i)},
			store.Filter{Order: store.Random, Limit: 20 + r.IntN(80), Unused: i%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			used[p.ID] = true
		}
	}
	for _, tt := range []struct {
		name string
		f    store.Filter
	}{
		{"All", store.Filter{}},
		{"ScoreDesc", store.Filter{Order: store.ByScoreDesc, Limit: 50}},
		{"ScoreRangeByID", store.Filter{Score: ranges.Between(100, 2000), Order: store.ByID, Offset: 7}},
		{"CluesByScore", store.Filter{Clues: ranges.Between(20, 23)}},
		{"CluesByScoreDesc", store.Filter{Clues: ranges.AtLeast(21), Order: store.ByScoreDesc, Limit: 40, Offset: 3}},
		{"CluesDesc", store.Filter{Clues: ranges.AtMost(22), Order: store.ByCluesDesc}},
		{"OneClueCount", store.Filter{Clues: ranges.Between(24, 24), Order: store.ByClues}},
		{"Ungraded", store.Filter{Grade: new(rating.Grade), Limit: 60}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.f
			all := f
			all.Limit, all.Offset = 0, 0
			var want []int64
			for _, id := range ids(mustFind(t, s, all)) {
				if !used[id] {
					want = append(want, id)
				}
			}
			want = want[min(f.Offset, len(want)):]
			if f.Limit > 0 {
				want = want[:min(f.Limit, len(want))]
			}
			f.Unused = true
			if got := ids(mustFind(t, s, f)); !slices.Equal(got, want) {
				t.Errorf("got %d puzzles %v\nwant %d %v", len(got), got[:min(len(got), 8)], len(want), want[:min(len(want), 8)])
			}
		})
	}
	t.Run("Random", func(t *testing.T) {
		got := mustFind(t, s, store.Filter{Unused: true, Order: store.Random, Score: ranges.AtMost(500)})
		n := 0
		for _, p := range mustFind(t, s, store.Filter{Score: ranges.AtMost(500)}) {
			if !used[p.ID] {
				n++
			}
		}
		for _, p := range got {
			if used[p.ID] || p.Score > 500 {
				t.Fatalf("random draw returned puzzle %d (used %v, score %d)", p.ID, used[p.ID], p.Score)
			}
		}
		if len(got) != n {
			t.Errorf("random draw of %d puzzles, want %d", len(got), n)
		}
	})
}

// testAddBookConcurrent makes books at the same time from two catalogs open
// on the same database, as two processes would: with Unused, no two books share
// a puzzle, and together they take the easiest ones.
func testAddBookConcurrent(t *testing.T, e Engine) {
	ctx := context.Background()
	name := e.New(t)
	s := e.MustOpen(t, name)
	src := MustSource(t, s, "top95")
	if _, err := s.AddPuzzles(ctx, Solved(t, Grids(t, "top95.txt"), src)); err != nil {
		t.Fatal(err)
	}
	other := e.MustOpen(t, name)
	const books, size = 8, 10
	got := make([][]*store.Record, books)
	errs := make([]error, books)
	var wg sync.WaitGroup
	for i := range books {
		wg.Go(func() {
			st := []store.Catalog{s, other}[i%2]
			got[i], errs[i] = st.AddBook(ctx, &store.Book{Title: fmt.Sprint(i)}, store.Filter{Unused: true, Limit: size})
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	seen := map[int64]int{}
	for i, ps := range got {
		for _, p := range ps {
			if j, dup := seen[p.ID]; dup {
				t.Errorf("puzzle %d is in books %d and %d", p.ID, j, i)
			}
			seen[p.ID] = i
		}
	}
	easiest := ids(mustFind(t, s, store.Filter{Limit: books * size}))
	for _, id := range easiest {
		if _, ok := seen[id]; !ok {
			t.Errorf("puzzle %d, among the %d easiest, is in no book", id, books*size)
		}
	}
}
