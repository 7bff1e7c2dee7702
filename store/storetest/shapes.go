package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/store"
)

// Shapes reads testdata/shapes.jsonl: jigsaw, Sudoku X and windoku
// puzzles, alone, together and with cages or signs, each solved by the
// variant counting solver, as catalog entries from source src. Those
// without signs carry a seed score (their line number: any value will do
// for the catalog); those with signs are stored without one.
func Shapes(tb testing.TB, src int64) []*store.Record {
	tb.Helper()
	return solvedLines(tb, "testdata/shapes.jsonl", src, func(v *puzzle.Puzzle) bool { return len(v.Signs) == 0 })
}

// boxJigsaw returns the jigsaw whose regions are the boxes, with p's
// givens: a puzzle of kind jigsaw, never the classic one, though both
// have the same houses.
func boxJigsaw(p puzzle.Puzzle) puzzle.Puzzle {
	q := p.Clone()
	q.Regions = make([]uint8, 81)
	for c := range q.Regions {
		q.Regions[c] = grid.Classic.BoxOf[c]
	}
	q.Normalize()
	return q
}

// testShapes stores jigsaw, X and windoku puzzles beside classic ones and
// the killer and greater-than variants: each read back whole (regions,
// diagonals and windows too) and its givens in the 81-character column,
// duplicates and the images under the symmetries of the square found,
// puzzles that differ only in their regions or features kept apart, the
// kind filter (one feature, several, combinations) and counts.
func testShapes(t *testing.T, e Engine) {
	ctx := context.Background()
	c := e.MustOpenNew(t)
	src := MustSource(t, c, "shapes")
	classic := Solved(t, Grids(t, "top95.txt")[:3], src)
	vs := Variants(t, src)[:3]
	shapes := Shapes(t, src)
	stored := append(append(slices.Clone(classic), vs...), shapes...)
	out, err := c.AddPuzzles(ctx, slices.Clone(stored))
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Fatalf("%s: %v, want stored", &stored[i].Puzzle, o.Status)
		}
	}
	kinds := map[puzzle.Kind]bool{}
	for _, p := range shapes {
		kinds[p.Puzzle.Kind()] = true
	}
	for _, k := range []puzzle.Kind{puzzle.Jigsaw, puzzle.X, puzzle.Windoku, puzzle.X | puzzle.Windoku,
		puzzle.Jigsaw | puzzle.Killer, puzzle.Jigsaw | puzzle.Greater, puzzle.X | puzzle.Killer} {
		if !kinds[k] {
			t.Fatalf("shapes.jsonl holds no %s puzzle", k)
		}
	}

	// Read back as stored, whole.
	byText := map[string]*store.Record{}
	for _, p := range stored {
		byText[p.Puzzle.String()] = p
	}
	got := mustFind(t, c, store.Filter{Order: store.ByID})
	if len(got) != len(stored) {
		t.Fatalf("%d puzzles read back, want %d", len(got), len(stored))
	}
	for _, p := range got {
		w, ok := byText[p.Puzzle.String()]
		switch {
		case !ok:
			t.Errorf("read back %s, not stored", &p.Puzzle)
		case !slices.Equal(p.Puzzle.Regions, w.Puzzle.Regions) || p.Puzzle.Diagonals != w.Puzzle.Diagonals || p.Puzzle.Windows != w.Puzzle.Windows:
			t.Errorf("read back %s: regions %v diagonals %v windows %v, want %v %v %v", &p.Puzzle,
				p.Puzzle.Regions, p.Puzzle.Diagonals, p.Puzzle.Windows, w.Puzzle.Regions, w.Puzzle.Diagonals, w.Puzzle.Windows)
		case p.Puzzle.Givens != w.Puzzle.Givens || p.Solution != w.Solution || p.HasScore != w.HasScore || p.Score != w.Score ||
			p.Key != w.Puzzle.Key() || p.Clues != w.Puzzle.Givens.Clues() || p.Symmetry != w.Puzzle.Symmetry().String():
			t.Errorf("read back %s: givens %s solution %s score %d (%v) clues %d symmetry %s, want %s %s %d (%v) %d %s",
				&p.Puzzle, p.Puzzle.Givens.Nine(), p.Solution.Nine(), p.Score, p.HasScore, p.Clues, p.Symmetry,
				w.Puzzle.Givens.Nine(), w.Solution.Nine(), w.Score, w.HasScore, w.Puzzle.Givens.Clues(), w.Puzzle.Symmetry())
		}
	}

	// Again: duplicates. Turned and mirrored (the symmetries of the
	// square move regions with their cells and keep the diagonals and
	// windows): isomorphs. Regions that are the boxes, or one feature
	// more or less on the same givens: new puzzles.
	var again, moved, apart []*store.Record
	for i, p := range shapes {
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		again = append(again, &q)
		tr := puzzle.Symmetries()[1+i%7]
		m := q
		m.Puzzle, m.Solution = p.Puzzle.Transformed(&tr), grid.FromNine(tr.Apply(p.Solution.Nine()))
		moved = append(moved, &m)
	}
	for _, p := range classic {
		q := *p
		q.ID, q.Key, q.HasScore = 0, iso.Key{}, false
		q.Puzzle = boxJigsaw(p.Puzzle)
		apart = append(apart, &q)
	}
	for _, p := range shapes {
		if p.Puzzle.Diagonals && p.Puzzle.Windows {
			// The same givens and solution without the windows: still
			// unique or not, a different puzzle.
			q := *p
			q.ID, q.Key = 0, iso.Key{}
			q.Puzzle = p.Puzzle.Clone()
			q.Puzzle.Windows = false
			apart = append(apart, &q)
		}
	}
	addExpecting(t, c, []addCase{
		{"again", again, store.Duplicate},
		{"turned", moved, store.Isomorph},
		{"apart", apart, store.Stored},
	})
	all := append(slices.Clone(stored), apart...)

	count := map[puzzle.Kind]int{}
	for _, p := range all {
		count[p.Puzzle.Kind()]++
	}
	for _, ks := range [][]puzzle.Kind{
		{puzzle.Jigsaw}, {puzzle.X}, {puzzle.Windoku}, {puzzle.X, puzzle.Windoku}, {puzzle.X | puzzle.Windoku},
		{puzzle.Jigsaw | puzzle.Killer}, {puzzle.Jigsaw, puzzle.Jigsaw | puzzle.Killer, puzzle.Jigsaw | puzzle.Greater},
		{puzzle.Classic, puzzle.Jigsaw}, {puzzle.Killer, puzzle.X | puzzle.Killer}, {puzzle.Classic},
	} {
		for _, order := range []store.Order{store.ByID, store.ByScore, store.ByCluesDesc} {
			got := mustFind(t, c, store.Filter{Kinds: ks, Order: order})
			want := 0
			for _, k := range ks {
				want += count[k]
			}
			if len(got) != want {
				t.Errorf("kinds %v, order %s: %d puzzles, want %d", ks, order, len(got), want)
			}
			for _, p := range got {
				if !slices.Contains(ks, p.Puzzle.Kind()) {
					t.Errorf("kinds %v: got a %s", ks, p.Puzzle.Kind())
				}
			}
		}
	}

	st, err := c.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var byKind []store.KindCount
	for _, k := range puzzle.Kinds() {
		if count[k] > 0 {
			byKind = append(byKind, store.KindCount{Kind: k, Puzzles: count[k]})
		}
	}
	if st.Puzzles != len(all) || !slices.Equal(st.ByKind, byKind) {
		t.Errorf("stats: %d puzzles, by kind %v; want %d, %v", st.Puzzles, st.ByKind, len(all), byKind)
	}

	// A jigsaw's solution fills its regions, not the boxes; one that
	// fills the boxes but not the regions is refused.
	jig := shapes[0]
	if jig.Puzzle.Kind() != puzzle.Jigsaw || jig.Solution.Nine().IsSolutionOf(jig.Puzzle.Givens.Nine()) {
		t.Fatalf("shapes.jsonl:1 is a %s whose solution fills the boxes; want a jigsaw whose solution does not", jig.Puzzle.Kind())
	}
	bad := *jig
	bad.ID, bad.Key, bad.Solution = 0, iso.Key{}, classic[0].Solution
	bad.Puzzle = jig.Puzzle.Clone()
	bad.Puzzle.Givens = grid.Grid{}
	if bad.Puzzle.Solves(&bad.Solution) {
		t.Fatalf("%s fills the regions of %s", bad.Solution, &jig.Puzzle)
	}
	if _, err := c.AddPuzzles(ctx, []*store.Record{&bad}); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("a jigsaw whose solution fills the boxes, not its regions: %v, want ErrInvalid", err)
	}
}

// AddShapes stores the puzzles of Shapes, from source src, in c (a
// catalog just upgraded from an older schema, say) and checks that each
// is stored and that the jigsaws are found by their kind.
func AddShapes(t *testing.T, c store.Catalog, src int64) {
	t.Helper()
	ctx := context.Background()
	shapes := Shapes(t, src)
	out, err := c.AddPuzzles(ctx, shapes)
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Errorf("%s: %v, want stored", &shapes[i].Puzzle, o.Status)
		}
	}
	jigsaws, err := c.FindPuzzles(ctx, store.Filter{Kinds: []puzzle.Kind{puzzle.Jigsaw}})
	if err != nil || len(jigsaws) == 0 {
		t.Errorf("jigsaws: %d, %v", len(jigsaws), err)
	}
}
