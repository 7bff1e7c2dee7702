package storetest

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/store"
)

// checkIDs checks that the stored puzzles of out got new ids, increasing
// in batch order, above every id seen before (max), and returns the new
// maximum.
func checkIDs(t *testing.T, out []store.Outcome, max int64) int64 {
	t.Helper()
	for i, o := range out {
		if o.Status != store.Stored {
			continue
		}
		if o.ID <= max {
			t.Fatalf("puzzle %d stored with id %d, not above %d", i+1, o.ID, max)
		}
		max = o.ID
	}
	return max
}

func testAddPuzzles(t *testing.T, e Engine) {
	ctx := context.Background()
	s := e.MustOpenNew(t)
	src := MustSource(t, s, "top95")
	top95 := Grids(t, "top95.txt")

	// Lines 74 and 76 of top95 are the same puzzle with the bands in
	// another order: the third band of 74 is the first of 76.
	tr := iso.Identity()
	tr.Rows = [9]uint8{6, 7, 8, 0, 1, 2, 3, 4, 5}
	if tr.Apply(top95[73]) != top95[75] {
		t.Fatal("top95 lines 74 and 76 are not related by a band move")
	}

	ps := Solved(t, top95, src)
	before := time.Now().UTC().Truncate(time.Second)
	out, err := s.AddPuzzles(ctx, ps)
	if err != nil {
		t.Fatal(err)
	}
	checkIDs(t, out, 0)
	ids := make([]int64, len(ps))
	for i, o := range out {
		want := store.Outcome{Status: store.Stored, ID: o.ID}
		if i == 75 {
			want = store.Outcome{Status: store.Isomorph, ID: ids[73]}
		}
		if o != want {
			t.Fatalf("line %d: %v, want %v", i+1, o, want)
		}
		ids[i] = o.ID
		if p := ps[i]; o.Status == store.Stored && (p.ID != o.ID || p.Created.Before(before) || p.Created.After(time.Now())) {
			t.Errorf("line %d: ID %d, Created %v not set", i+1, p.ID, p.Created)
		}
		if p := ps[i]; p.Key != iso.KeyOf(p.Puzzle.Givens.Nine()) || p.Clues != p.Puzzle.Givens.Clues() || p.Symmetry == "" {
			t.Errorf("line %d: Key, Clues or Symmetry not set: %+v", i+1, p)
		}
	}

	t.Run("Again", func(t *testing.T) {
		out, err := s.AddPuzzles(ctx, Solved(t, top95, src))
		if err != nil {
			t.Fatal(err)
		}
		for i, o := range out {
			want := store.Outcome{Status: store.Duplicate, ID: ids[i]}
			if i == 75 {
				want.Status = store.Isomorph // 76 itself was never stored
			}
			if o != want {
				t.Errorf("line %d: %v, want %v", i+1, o, want)
			}
		}
	})
	t.Run("Transformed", func(t *testing.T) {
		// Each copy is solved anew (its seed score is its own): under
		// the race detector, where that takes seconds and one writer has
		// nothing to race, copies of the first 32.
		from := top95
		if race.Enabled {
			from = top95[:32]
		}
		r := rand.New(rand.NewPCG(7, 8))
		gs := make([]grid.Nine, len(from))
		for i, g := range from {
			tr := iso.Random(r)
			gs[i] = tr.Apply(g)
		}
		out, err := s.AddPuzzles(ctx, Solved(t, gs, src))
		if err != nil {
			t.Fatal(err)
		}
		for i, o := range out {
			if want := (store.Outcome{Status: store.Isomorph, ID: ids[i]}); o != want {
				t.Errorf("line %d: %v, want %v", i+1, o, want)
			}
		}
	})
	t.Run("ClassTwiceInOneBatch", func(t *testing.T) {
		s := e.MustOpenNew(t)
		src := MustSource(t, s, "batch")
		g := Grids(t, "magictour_top1465.txt")[1000]
		tr := iso.Random(rand.New(rand.NewPCG(1, 1)))
		out, err := s.AddPuzzles(ctx, Solved(t, []grid.Nine{g, tr.Apply(g), g}, src))
		if err != nil {
			t.Fatal(err)
		}
		id := out[0].ID
		want := []store.Outcome{{Status: store.Stored, ID: id}, {Status: store.Isomorph, ID: id}, {Status: store.Duplicate, ID: id}}
		for i := range want {
			if out[i] != want[i] {
				t.Errorf("puzzle %d: %v, want %v", i+1, out[i], want[i])
			}
		}
	})
	t.Run("KeepsCreated", func(t *testing.T) {
		// A puzzle copied from another catalog keeps its time.
		s := e.MustOpenNew(t)
		src := MustSource(t, s, "old")
		ps := Solved(t, top95[:2], src)
		old := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
		ps[0].Created = old
		if _, err := s.AddPuzzles(ctx, ps); err != nil {
			t.Fatal(err)
		}
		got, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
		if err != nil || len(got) != 2 {
			t.Fatal(got, err)
		}
		if !got[0].Created.Equal(old) || got[1].Created.Before(old.AddDate(1, 0, 0)) {
			t.Errorf("created %v and %v, want %v and now", got[0].Created, got[1].Created, old)
		}
	})
	t.Run("Invalid", func(t *testing.T) {
		s := e.MustOpenNew(t)
		src := MustSource(t, s, "bad")
		g := Grids(t, "magictour_top1465.txt")[:3]
		wrong := Solved(t, g, src)
		wrong[1].Solution[0], wrong[1].Solution[1] = wrong[1].Solution[1], wrong[1].Solution[0]
		conflict := Solved(t, g, src)
		conflict[2].Puzzle.Givens[0], conflict[2].Puzzle.Givens[1] = 5, 5
		noSource := Solved(t, g, 0)
		negative := Solved(t, g, src)
		negative[0].Score = -1
		for name, ps := range map[string][]*store.Record{
			"WrongSolution": wrong, "Conflict": conflict, "NoSource": noSource, "NegativeScore": negative,
		} {
			if _, err := s.AddPuzzles(ctx, ps); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("%s: %v, want ErrInvalid", name, err)
			} else {
				t.Logf("%s: %v", name, err)
			}
		}
		// A source that does not exist fails in the database, after the
		// first puzzle was inserted: the transaction must undo it.
		unknown := Solved(t, g, src)
		unknown[2].SourceID = 99
		if _, err := s.AddPuzzles(ctx, unknown); err == nil {
			t.Error("unknown source: no error")
		}
		if ps, err := s.FindPuzzles(ctx, store.Filter{}); err != nil || len(ps) != 0 {
			t.Errorf("after failed batches: %d puzzles stored, %v", len(ps), err)
		}
	})
	t.Run("Cancelled", func(t *testing.T) {
		s := e.MustOpenNew(t)
		src := MustSource(t, s, "cancel")
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := s.AddPuzzles(ctx, Solved(t, top95[:2], src)); !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled: %v", err)
		}
	})
}

// modelInput is two collections (all of top95, the first n of
// magictour) and transformed copies, so classes repeat in and across
// batches.
func modelInput(t *testing.T, n, copies int) []*store.Record {
	var gs []grid.Nine
	gs = append(gs, Grids(t, "top95.txt")...)
	gs = append(gs, Grids(t, "magictour_top1465.txt")[:n]...)
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < copies; i++ {
		tr := iso.Random(r)
		gs = append(gs, tr.Apply(gs[r.IntN(len(gs))]))
	}
	return Solved(t, gs, 0)
}

// testAddPuzzlesModel feeds the model input in batches of several sizes
// and checks every outcome against a model: a map from isomorph key to
// the first puzzle of the class and its id.
func testAddPuzzlesModel(t *testing.T, e Engine) {
	ctx := context.Background()
	n, copies := 600, 200
	if race.Enabled {
		// The input of testConcurrentWriters, solved once: batches are
		// slow under the race detector, which has nothing to find in one
		// writer, and a plain go test feeds the whole input.
		n, copies = 200, 100
	}
	all := modelInput(t, n, copies)
	for _, batch := range []int{1, 7, 500} {
		in := all
		if race.Enabled && batch == 1 {
			// A transaction a puzzle, the slowest: there, the first 100
			// (top95's isomorph pair among them).
			in = all[:100]
		}
		s := e.MustOpenNew(t)
		src := MustSource(t, s, "model")
		type entry struct {
			id     int64
			puzzle grid.Nine
		}
		model := map[iso.Key]entry{}
		counts := map[store.Status]int{}
		var max int64
		for lo := 0; lo < len(in); lo += batch {
			hi := min(lo+batch, len(in))
			ps := make([]*store.Record, hi-lo)
			for i := range ps {
				p := *in[lo+i]
				p.SourceID = src
				ps[i] = &p
			}
			out, err := s.AddPuzzles(ctx, ps)
			if err != nil {
				t.Fatal(err)
			}
			max = checkIDs(t, out, max)
			for i, o := range out {
				g := ps[i].Puzzle.Givens
				k := iso.KeyOf(g.Nine())
				e, ok := model[k]
				var want store.Outcome
				switch {
				case !ok:
					want = store.Outcome{Status: store.Stored, ID: o.ID}
					model[k] = entry{o.ID, g.Nine()}
				case e.puzzle == g.Nine():
					want = store.Outcome{Status: store.Duplicate, ID: e.id}
				default:
					want = store.Outcome{Status: store.Isomorph, ID: e.id}
				}
				if o != want {
					t.Fatalf("batch %d, puzzle %d: %v, want %v", batch, lo+i+1, o, want)
				}
				counts[o.Status]++
			}
		}
		t.Logf("batches of %d: %v", batch, counts)
		stored, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
		if err != nil || len(stored) != len(model) {
			t.Fatalf("%d stored, %v; want %d", len(stored), err, len(model))
		}
		for _, p := range stored {
			if e := model[p.Key]; e.id != p.ID || e.puzzle != p.Puzzle.Givens.Nine() {
				t.Fatalf("stored %d %s, model has %d %s", p.ID, p.Puzzle.Givens.Nine(), e.id, e.puzzle)
			}
		}
	}
}

// testConcurrentWriters has four writers, each with its own handle on
// the same catalog (as processes on several machines would), add the
// model input at once, each in its own order and batch size: every class
// is stored exactly once, each writer's outcomes agree with what is
// stored, and every puzzle is counted as stored by exactly one writer.
func testConcurrentWriters(t *testing.T, e Engine) {
	ctx := context.Background()
	name := e.New(t)
	first := e.MustOpen(t, name)
	src := MustSource(t, first, "writers")
	all := modelInput(t, 200, 100)
	const writers = 4
	outs := make([][]store.Outcome, writers)
	inputs := make([][]*store.Record, writers)
	errs := make([]error, writers)
	var wg sync.WaitGroup
	for w := range writers {
		c := first
		if w > 0 {
			c = e.MustOpen(t, name)
		}
		r := rand.New(rand.NewPCG(uint64(w), 3))
		in := make([]*store.Record, len(all))
		for i, j := range r.Perm(len(all)) {
			p := *all[j]
			p.SourceID = src
			in[i] = &p
		}
		inputs[w] = in
		batch := []int{7, 13, 29, 50}[w]
		wg.Go(func() {
			for lo := 0; lo < len(in); lo += batch {
				out, err := c.AddPuzzles(ctx, in[lo:min(lo+batch, len(in))])
				if err != nil {
					errs[w] = err
					return
				}
				outs[w] = append(outs[w], out...)
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	stored, err := first.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[iso.Key]*store.Record{}
	byID := map[int64]*store.Record{}
	for _, p := range stored {
		if byKey[p.Key] != nil {
			t.Fatalf("class of %s stored twice: ids %d and %d", p.Puzzle.Givens.Nine(), byKey[p.Key].ID, p.ID)
		}
		byKey[p.Key], byID[p.ID] = p, p
	}
	classes := map[iso.Key]bool{}
	for _, p := range all {
		classes[iso.KeyOf(p.Puzzle.Givens.Nine())] = true
	}
	if len(stored) != len(classes) {
		t.Fatalf("%d puzzles stored, want one per class: %d", len(stored), len(classes))
	}
	storedBy := map[int64]int{}
	for w, out := range outs {
		for i, o := range out {
			p := inputs[w][i]
			s := byID[o.ID]
			if s == nil || s.Key != iso.KeyOf(p.Puzzle.Givens.Nine()) {
				t.Fatalf("writer %d, puzzle %d: %v names no stored puzzle of its class", w, i, o)
			}
			want := store.Isomorph
			if s.Puzzle.Givens == p.Puzzle.Givens {
				want = store.Duplicate
			}
			if o.Status == store.Stored {
				storedBy[o.ID]++
				if s.Puzzle.Givens != p.Puzzle.Givens {
					t.Fatalf("writer %d stored %s as %d, which holds %s", w, p.Puzzle.Givens.Nine(), o.ID, s.Puzzle.Givens.Nine())
				}
			} else if o.Status != want {
				t.Fatalf("writer %d, puzzle %d: %v, want %v", w, i, o, want)
			}
		}
	}
	for _, p := range stored {
		if storedBy[p.ID] != 1 {
			t.Errorf("puzzle %d reported stored by %d writers", p.ID, storedBy[p.ID])
		}
	}
}

func testStatus(t *testing.T, _ Engine) {
	for st, want := range map[store.Status]string{
		store.Stored: "stored", store.Duplicate: "duplicate", store.Isomorph: "isomorph", 9: "Status(9)",
	} {
		if st.String() != want {
			t.Errorf("%d.String() = %q, want %q", st, st.String(), want)
		}
	}
}

func testAddSource(t *testing.T, e Engine) {
	ctx := context.Background()
	s := e.MustOpenNew(t)
	seed := uint64(1<<64 - 5) // above the largest signed 64-bit integer
	gen := &store.Source{Kind: store.KindGenerate, Name: "sudoku generate", Generator: "sudoku v0.1",
		Params: `{"clues":"20..25"}`, Seed: &seed}
	if err := s.AddSource(ctx, gen); err != nil || gen.ID == 0 || gen.Created.IsZero() || len(gen.UID) != 32 || gen.Host == "" {
		t.Fatalf("AddSource: %v, %+v", err, gen)
	}
	for _, bad := range []*store.Source{{Kind: "magic", Name: "x"}, {Kind: store.KindImport},
		{Kind: store.KindGenerate, Name: "x", Params: "{not json"}, {Kind: store.KindImport, Name: "x", UID: "ABC"}} {
		if err := s.AddSource(ctx, bad); err == nil {
			t.Errorf("AddSource(%+v) succeeded", bad)
		}
	}
	// Generated puzzles keep their worker and sequence number;
	// FindPuzzles names the source.
	g := Grids(t, "top95.txt")[:1]
	ps := Solved(t, g, gen.ID)
	w, seq, minimal := 3, 0, true
	ps[0].Worker, ps[0].Seq, ps[0].Minimal, ps[0].Line = &w, &seq, &minimal, 0
	if _, err := s.AddPuzzles(ctx, ps); err != nil {
		t.Fatal(err)
	}
	got, err := s.FindPuzzles(ctx, store.Filter{})
	if err != nil || len(got) != 1 {
		t.Fatal(len(got), err)
	}
	p := got[0]
	if p.SourceName != "sudoku generate" || p.SourceID != gen.ID || p.Line != 0 ||
		p.Worker == nil || *p.Worker != 3 || p.Seq == nil || *p.Seq != 0 ||
		p.Minimal == nil || !*p.Minimal || p.Rating.Rated() || p.Solution != ps[0].Solution {
		t.Errorf("read back %+v", p)
	}
	// The source reads back as stored, seed and host included.
	srcs, err := s.Sources(ctx)
	if err != nil || len(srcs) != 1 {
		t.Fatal(srcs, err)
	}
	if got := *srcs[0]; fmt.Sprint(got.Seed != nil && *got.Seed == seed) != "true" || !got.Created.Equal(gen.Created) {
		t.Errorf("Sources: %+v, want %+v", got, gen)
	} else {
		got.Seed, got.Created = gen.Seed, gen.Created
		if want := *gen; got != want {
			t.Errorf("Sources:\n got %+v\nwant %+v", got, want)
		}
	}
}

// testSourceUID stores a source copied from another catalog, with its
// UID, host and time, twice: the second time it is found, not added.
func testSourceUID(t *testing.T, e Engine) {
	ctx := context.Background()
	s := e.MustOpenNew(t)
	MustSource(t, s, "first")
	when := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	src := &store.Source{UID: "0123456789abcdef0123456789abcdef", Kind: store.KindImport, Name: "away",
		File: "away.txt", Host: "laptop", Created: when}
	if err := s.AddSource(ctx, src); err != nil {
		t.Fatal(err)
	}
	again := &store.Source{UID: src.UID, Kind: store.KindImport, Name: "away", File: "away.txt", Host: "laptop", Created: when.Add(time.Hour)}
	if err := s.AddSource(ctx, again); err != nil {
		t.Fatal(err)
	}
	if again.ID != src.ID || !again.Created.Equal(when) {
		t.Errorf("the same uid again: id %d, created %v; want %d, %v", again.ID, again.Created, src.ID, when)
	}
	srcs, err := s.Sources(ctx)
	if err != nil || len(srcs) != 2 {
		t.Fatalf("%d sources, %v; want 2", len(srcs), err)
	}
	if got := srcs[1]; got.UID != src.UID || got.Host != "laptop" || !got.Created.Equal(when) || got.Name != "away" {
		t.Errorf("copied source reads back as %+v", got)
	}
	if srcs[0].UID == src.UID || len(srcs[0].UID) != 32 {
		t.Errorf("new source's uid %q", srcs[0].UID)
	}
}
