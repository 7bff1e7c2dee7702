package storetest

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// mergeSources makes the two catalogs testMerge merges: a holds twelve
// rated classic puzzles, the variants and the shapes of one import; b, a
// generator run's twenty puzzles (with worker, sequence and minimality)
// and an import of isomorphs of three of a's puzzles (digits 1 and 2
// swapped).
func mergeSources(t *testing.T, e Engine) (a, b store.Catalog) {
	ctx := context.Background()
	a, b = e.MustOpenNew(t), e.MustOpenNew(t)
	src := MustSource(t, a, "rated")
	ps := Solved(t, Grids(t, "top95.txt")[:12], src)
	for i, p := range ps {
		if i%4 != 3 {
			v := rating.Value(20 + 7*i)
			p.SetRatings(rating.Rating{Value: v, Technique: rating.NakedPair, Scale: rating.Scale(i % 2), Estimated: i == 5},
				rating.Stable{K: 16, Median: float64(p.Score) / 2})
		}
	}
	if _, err := a.AddPuzzles(ctx, append(append(ps, Variants(t, src)...), Shapes(t, src)...)); err != nil {
		t.Fatal(err)
	}
	seed := uint64(7)
	gen := &store.Source{Kind: store.KindGenerate, Name: "sudoku generate", Generator: "generate/2", Params: `{"workers":2}`, Seed: &seed}
	if err := b.AddSource(ctx, gen); err != nil {
		t.Fatal(err)
	}
	made := Solved(t, Grids(t, "magictour_top1465.txt")[:20], gen.ID)
	for i, p := range made {
		w, n, m := i%2, i/2, i%3 == 0
		p.Line, p.Worker, p.Seq, p.Minimal = 0, &w, &n, &m
		p.Created = time.Date(2026, 1, 2, 3, 4, 5+i, 0, time.UTC)
	}
	tr := iso.Identity()
	tr.Digits = [10]uint8{0, 2, 1, 3, 4, 5, 6, 7, 8, 9}
	var copies []grid.Nine
	for _, p := range ps[:3] {
		copies = append(copies, tr.Apply(p.Puzzle.Givens.Nine()))
	}
	made = append(made, Solved(t, copies, MustSource(t, b, "copies"))...)
	if _, err := b.AddPuzzles(ctx, made); err != nil {
		t.Fatal(err)
	}
	return a, b
}

// testMerge merges two catalogs into an empty one, and both again: every
// class once, sources copied once (known by uid) with their host, seed
// and times, the rows as they were (puzzle, ratings, provenance, time
// first stored) but for their ids and source ids, and the second merge
// stores nothing.
func testMerge(t *testing.T, e Engine) {
	ctx := context.Background()
	a, b := mergeSources(t, e)
	dst := e.MustOpenNew(t)
	merge := func(src store.Catalog, batch int) string {
		t.Helper()
		n, err := store.Merge(ctx, dst, src, batch, nil)
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("read %d stored %d same %d isomorph %d sources %d copied %d",
			n.Read, n.Stored(), n.Same(), n.Isomorphs(), n.Sources, n.Copied)
	}
	na := len(mustFind(t, a, store.Filter{}))
	for _, tt := range []struct {
		src   store.Catalog
		batch int
		want  string
	}{
		{a, 5, fmt.Sprintf("read %d stored %d same 0 isomorph 0 sources 1 copied 1", na, na)},
		{b, 1000, "read 23 stored 20 same 0 isomorph 3 sources 2 copied 2"},
		{b, 7, "read 23 stored 0 same 20 isomorph 3 sources 2 copied 0"},
		{a, 1, fmt.Sprintf("read %d stored 0 same %d isomorph 0 sources 1 copied 0", na, na)},
	} {
		if got := merge(tt.src, tt.batch); got != tt.want {
			t.Errorf("merge: %s, want %s", got, tt.want)
		}
	}

	// The rows of a, then b's less the three isomorphs it stored last,
	// as they were; each source by its uid.
	uidIn := func(c store.Catalog) map[int64]string {
		srcs, err := c.Sources(ctx)
		if err != nil {
			t.Fatal(err)
		}
		uids := map[int64]string{}
		for _, s := range srcs {
			uids[s.ID] = s.UID
		}
		return uids
	}
	type row struct {
		r   *store.Record
		uid string
	}
	var from []row
	for _, c := range []store.Catalog{a, b} {
		uids := uidIn(c)
		for _, r := range mustFind(t, c, store.Filter{Order: store.ByID}) {
			from = append(from, row{r, uids[r.SourceID]})
		}
	}
	from = from[:len(from)-3]
	got := mustFind(t, dst, store.Filter{Order: store.ByID})
	if len(got) != len(from) {
		t.Fatalf("%d rows merged, want %d", len(got), len(from))
	}
	host, _ := os.Hostname()
	dsrcs, err := dst.Sources(ctx)
	if err != nil || len(dsrcs) != 3 {
		t.Fatalf("%d sources merged, %v; want 3", len(dsrcs), err)
	}
	uidOf := map[int64]string{}
	for _, s := range dsrcs {
		uidOf[s.ID] = s.UID
		if s.Host != host {
			t.Errorf("source %s: host %q, want %q kept", s.Name, s.Host, host)
		}
	}
	for i, r := range got {
		f := from[i].r
		if r.Puzzle.String() != f.Puzzle.String() || r.Solution != f.Solution || r.Key != f.Key ||
			r.Score != f.Score || r.HasScore != f.HasScore || r.Rating != f.Rating || r.Stable != f.Stable ||
			r.StableK != f.StableK || made(r) != made(f) ||
			r.Line != f.Line || !r.Created.Equal(f.Created) || uidOf[r.SourceID] != from[i].uid || r.SourceName != f.SourceName {
			t.Errorf("row %d: %+v\nmerged from %+v", i+1, r, f)
		}
	}
	if _, err := store.Merge(ctx, dst, a, 0, nil); err == nil {
		t.Error("a merge in batches of 0 ran")
	}
}

// made is how r was made, as the pointers of the record hold it.
func made(r *store.Record) string {
	s := ""
	if r.Minimal != nil {
		s += fmt.Sprintf("minimal %v ", *r.Minimal)
	}
	if r.Worker != nil && r.Seq != nil {
		s += fmt.Sprintf("worker %d seq %d", *r.Worker, *r.Seq)
	}
	return s
}
