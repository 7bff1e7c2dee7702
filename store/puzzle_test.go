package store_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
)

func TestAddPuzzles(t *testing.T) {
	ctx := context.Background()
	s := MustOpenNew(t)
	src := MustSource(t, s, "top95")
	top95 := readPuzzles(t, "top95.txt")

	// Lines 74 and 76 of top95 are the same puzzle with the bands in
	// another order: the third band of 74 is the first of 76.
	tr := iso.Identity()
	tr.Rows = [9]uint8{6, 7, 8, 0, 1, 2, 3, 4, 5}
	if tr.Apply(top95[73]) != top95[75] {
		t.Fatal("top95 lines 74 and 76 are not related by a band move")
	}

	ps := solved(t, top95, src)
	out, err := s.AddPuzzles(ctx, ps)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, len(ps))
	next := int64(1)
	for i, o := range out {
		want := store.Outcome{Status: store.Stored, ID: next}
		if i == 75 {
			want = store.Outcome{Status: store.Isomorph, ID: ids[73]}
		} else {
			next++
		}
		if o != want {
			t.Fatalf("line %d: %v, want %v", i+1, o, want)
		}
		ids[i] = o.ID
		if p := ps[i]; o.Status == store.Stored && (p.ID != o.ID || p.Created.IsZero()) {
			t.Errorf("line %d: ID %d, Created %v not set", i+1, p.ID, p.Created)
		}
		if p := ps[i]; p.Key != iso.KeyOf(p.Puzzle) || p.Clues != p.Puzzle.Clues() || p.Symmetry == "" {
			t.Errorf("line %d: Key, Clues or Symmetry not set: %+v", i+1, p)
		}
	}

	t.Run("Again", func(t *testing.T) {
		out, err := s.AddPuzzles(ctx, solved(t, top95, src))
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
		r := rand.New(rand.NewPCG(7, 8))
		gs := make([]solve.Grid, len(top95))
		for i, g := range top95 {
			tr := iso.Random(r)
			gs[i] = tr.Apply(g)
		}
		out, err := s.AddPuzzles(ctx, solved(t, gs, src))
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
		s := MustOpenNew(t)
		src := MustSource(t, s, "batch")
		g := readPuzzles(t, "magictour_top1465.txt")[1000]
		tr := iso.Random(rand.New(rand.NewPCG(1, 1)))
		out, err := s.AddPuzzles(ctx, solved(t, []solve.Grid{g, tr.Apply(g), g}, src))
		if err != nil {
			t.Fatal(err)
		}
		want := []store.Outcome{{store.Stored, 1}, {store.Isomorph, 1}, {store.Duplicate, 1}}
		for i := range want {
			if out[i] != want[i] {
				t.Errorf("puzzle %d: %v, want %v", i+1, out[i], want[i])
			}
		}
	})
	t.Run("Invalid", func(t *testing.T) {
		s := MustOpenNew(t)
		src := MustSource(t, s, "bad")
		g := readPuzzles(t, "magictour_top1465.txt")[:3]
		wrong := solved(t, g, src)
		wrong[1].Solution[0], wrong[1].Solution[1] = wrong[1].Solution[1], wrong[1].Solution[0]
		conflict := solved(t, g, src)
		conflict[2].Puzzle[0], conflict[2].Puzzle[1] = 5, 5
		noSource := solved(t, g, 0)
		negative := solved(t, g, src)
		negative[0].Score = -1
		for name, ps := range map[string][]*store.Puzzle{
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
		unknown := solved(t, g, src)
		unknown[2].SourceID = 99
		if _, err := s.AddPuzzles(ctx, unknown); err == nil {
			t.Error("unknown source: no error")
		}
		if ps, err := s.FindPuzzles(ctx, store.Filter{}); err != nil || len(ps) != 0 {
			t.Errorf("after failed batches: %d puzzles stored, %v", len(ps), err)
		}
	})
	t.Run("Cancelled", func(t *testing.T) {
		s := MustOpenNew(t)
		src := MustSource(t, s, "cancel")
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := s.AddPuzzles(ctx, solved(t, top95[:2], src)); !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled: %v", err)
		}
	})
}

// TestAddPuzzlesModel feeds two collections, in batches of several sizes,
// and checks every outcome against a model: a map from isomorph key to
// the first puzzle of the class and its id.
func TestAddPuzzlesModel(t *testing.T) {
	ctx := context.Background()
	var gs []solve.Grid
	gs = append(gs, readPuzzles(t, "top95.txt")...)
	gs = append(gs, readPuzzles(t, "magictour_top1465.txt")[:600]...)
	// A few transformed copies, so classes repeat in and across batches.
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 200; i++ {
		tr := iso.Random(r)
		gs = append(gs, tr.Apply(gs[r.IntN(len(gs))]))
	}
	all := solved(t, gs, 0)
	for _, batch := range []int{1, 7, 500} {
		s := MustOpenNew(t)
		src := MustSource(t, s, "model")
		type entry struct {
			id     int64
			puzzle solve.Grid
		}
		model := map[iso.Key]entry{}
		counts := map[store.Status]int{}
		for lo := 0; lo < len(all); lo += batch {
			hi := min(lo+batch, len(all))
			ps := make([]*store.Puzzle, hi-lo)
			for i := range ps {
				p := *all[lo+i]
				p.SourceID = src
				ps[i] = &p
			}
			out, err := s.AddPuzzles(ctx, ps)
			if err != nil {
				t.Fatal(err)
			}
			for i, o := range out {
				g := ps[i].Puzzle
				k := iso.KeyOf(g)
				e, ok := model[k]
				var want store.Outcome
				switch {
				case !ok:
					want = store.Outcome{Status: store.Stored, ID: int64(len(model) + 1)}
					model[k] = entry{want.ID, g}
				case e.puzzle == g:
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
		stored, err := s.FindPuzzles(ctx, store.Filter{Order: "id"})
		if err != nil || len(stored) != len(model) {
			t.Fatalf("%d stored, %v; want %d", len(stored), err, len(model))
		}
		for _, p := range stored {
			if e := model[p.Key]; e.id != p.ID || e.puzzle != p.Puzzle {
				t.Fatalf("stored %d %s, model has %d %s", p.ID, p.Puzzle, e.id, e.puzzle)
			}
		}
	}
}

func TestStatus(t *testing.T) {
	for st, want := range map[store.Status]string{
		store.Stored: "stored", store.Duplicate: "duplicate", store.Isomorph: "isomorph", 9: "Status(9)",
	} {
		if st.String() != want {
			t.Errorf("%d.String() = %q, want %q", st, st.String(), want)
		}
	}
}

func TestAddSource(t *testing.T) {
	ctx := context.Background()
	s := MustOpenNew(t)
	seed := uint64(1<<64 - 5) // above the largest signed 64-bit integer
	gen := &store.Source{Kind: store.KindGenerate, Name: "sudoku generate", Generator: "sudoku v0.1",
		Params: `{"clues":"20..25"}`, Seed: &seed}
	if err := s.AddSource(ctx, gen); err != nil || gen.ID != 1 || gen.Created.IsZero() {
		t.Fatalf("AddSource: %v, %+v", err, gen)
	}
	for _, bad := range []*store.Source{{Kind: "magic", Name: "x"}, {Kind: store.KindImport},
		{Kind: store.KindGenerate, Name: "x", Params: "{not json"}} {
		if err := s.AddSource(ctx, bad); err == nil {
			t.Errorf("AddSource(%+v) succeeded", bad)
		}
	}
	// Generated puzzles keep their seed, worker and sequence number;
	// FindPuzzles names the source.
	g := readPuzzles(t, "top95.txt")[:1]
	ps := solved(t, g, gen.ID)
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
		p.Minimal == nil || !*p.Minimal || p.Grade != "" || p.Solution != ps[0].Solution {
		t.Errorf("read back %+v", p)
	}
	// The source reads back as stored, seed included.
	srcs, err := s.Sources(ctx)
	if err != nil || len(srcs) != 1 {
		t.Fatal(srcs, err)
	}
	if got := srcs[0]; got.Seed == nil || *got.Seed != seed || got.Params != gen.Params || got.Generator != gen.Generator ||
		got.Kind != gen.Kind || got.Name != gen.Name || got.File != "" || !got.Created.Equal(gen.Created) {
		t.Errorf("Sources: %+v, want %+v", got, gen)
	}
}
