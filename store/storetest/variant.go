package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
)

// Variants reads testdata/variants.jsonl: killer, greater-than and
// killer-greater puzzles, each solved by package solve's counting solver,
// as catalog entries from source src. The killers carry a seed score
// (their line number: any value will do for the catalog); the others
// are stored without one.
func Variants(tb testing.TB, src int64) []*store.Record {
	tb.Helper()
	return solvedLines(tb, "testdata/variants.jsonl", src, func(v *puzzle.Puzzle) bool { return v.Kind() == puzzle.Killer })
}

// solvedLines reads the puzzles of a testdata file of JSON lines, each
// solved by package solve's counting solver, as catalog entries from source
// src; those scored says so carry a seed score, their line number (any
// value will do for the catalog).
func solvedLines(tb testing.TB, name string, src int64, scored func(*puzzle.Puzzle) bool) []*store.Record {
	tb.Helper()
	var ps []*store.Record
	var k solve.Solver
	for i, v := range testgrids.ReadVariants(tb, testdata, name) {
		if n := k.Check(&v, solve.Query{Limit: 2}); n != 1 {
			tb.Fatalf("%s:%d: %d solutions", name, i+1, n)
		}
		p := &store.Record{Puzzle: v, Solution: k.Found(0), SourceID: src, Line: i + 1}
		if scored(&v) {
			p.Score, p.HasScore = i+1, true
		}
		ps = append(ps, p)
	}
	return ps
}

// testVariants stores variants beside classic puzzles: each kind kept
// apart, a variant's cages, signs and missing seed score read back as
// stored, isomorphs found under the symmetries of the square, and the
// kind filter and counts.
func testVariants(t *testing.T, e Engine) {
	ctx := context.Background()
	c := e.MustOpenNew(t)
	src := MustSource(t, c, "variants")
	classic := Solved(t, Grids(t, "top95.txt")[:5], src)
	vs := Variants(t, src)
	out, err := c.AddPuzzles(ctx, append(slices.Clone(classic), vs...))
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Fatalf("puzzle %d: %v, want stored", i+1, o.Status)
		}
	}

	// Again: duplicates. Transposed (and a band move, which keeps every
	// cage whole only when it moves whole cages, so transposition alone):
	// isomorphs. Sums and signs changed: new puzzles.
	tr := iso.Identity()
	tr.Transpose = true
	var again, moved, changed []*store.Record
	for _, p := range vs {
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		again = append(again, &q)
		m := q
		m.Puzzle, m.Solution = p.Puzzle.Transformed(&tr), grid.FromNine(tr.Apply(p.Solution.Nine()))
		moved = append(moved, &m)
	}
	for _, p := range vs {
		if len(p.Puzzle.Signs) == 0 {
			continue
		}
		v := p.Puzzle.Clone()
		// The same signs turned round, sums and givens mirrored on
		// digits (d -> 10-d), and the solution to match: a different
		// puzzle on the same cells.
		for i := range v.Signs {
			v.Signs[i].Greater, v.Signs[i].Lesser = v.Signs[i].Lesser, v.Signs[i].Greater
		}
		for i := range v.Cages {
			v.Cages[i].Sum = 10*len(v.Cages[i].Cells) - v.Cages[i].Sum
		}
		for i, d := range v.Givens[:v.Cells()] {
			if d != 0 {
				v.Givens[i] = 10 - d
			}
		}
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		q.Puzzle = v
		for i, d := range p.Solution[:81] {
			q.Solution[i] = 10 - d
		}
		changed = append(changed, &q)
	}
	addExpecting(t, c, []addCase{
		{"again", again, store.Duplicate},
		{"transposed", moved, store.Isomorph},
		{"mirrored digits", changed, store.Stored},
	})
	all := append(slices.Clone(vs), changed...)

	count := map[puzzle.Kind]int{puzzle.Classic: len(classic)}
	for _, p := range all {
		count[p.Puzzle.Kind()]++
	}
	for _, kinds := range [][]puzzle.Kind{{puzzle.Killer}, {puzzle.Greater}, {puzzle.KillerGreater}, {puzzle.Classic},
		{puzzle.Killer, puzzle.Greater}, {puzzle.Classic, puzzle.KillerGreater}} {
		got := mustFind(t, c, store.Filter{Kinds: kinds, Order: store.ByID})
		want := 0
		for _, k := range kinds {
			want += count[k]
		}
		if len(got) != want {
			t.Errorf("kinds %v: %d puzzles, want %d", kinds, len(got), want)
		}
		for _, p := range got {
			if !slices.Contains(kinds, p.Puzzle.Kind()) {
				t.Errorf("kinds %v: got a %s", kinds, p.Puzzle.Kind())
			}
		}
	}
	// Read back as stored.
	byLine := map[string]*store.Record{}
	for _, p := range all {
		byLine[p.Puzzle.String()] = p
	}
	variants := puzzle.Kinds()[1:]
	got := mustFind(t, c, store.Filter{Kinds: variants, Order: store.ByID})
	for _, p := range got {
		w, ok := byLine[p.Puzzle.String()]
		switch {
		case !ok:
			t.Errorf("read back %s, not stored", &p.Puzzle)
		case p.Puzzle.Givens != w.Puzzle.Givens || p.Solution != w.Solution || p.HasScore != w.HasScore || p.Score != w.Score || p.Puzzle.Kind() != w.Puzzle.Kind():
			t.Errorf("read back %s: givens %s solution %s score %d (%v), want %s %s %d (%v)",
				&p.Puzzle, p.Puzzle.Givens.Nine(), p.Solution.Nine(), p.Score, p.HasScore, w.Puzzle.Givens.Nine(), w.Solution.Nine(), w.Score, w.HasScore)
		}
	}
	// Score order: the puzzles without a seed score first (in id order),
	// then the rest by score; the reverse order reverses all of it. Every
	// engine sorts so, whatever its own place for NULL.
	byID := mustFind(t, c, store.Filter{Kinds: variants, Order: store.ByID})
	want := slices.Clone(byID)
	slices.SortStableFunc(want, func(a, b *store.Record) int {
		switch {
		case a.HasScore != b.HasScore:
			if !a.HasScore {
				return -1
			}
			return 1
		}
		return a.Score - b.Score
	})
	for _, order := range []store.Order{store.ByScore, store.ByScoreDesc} {
		got := mustFind(t, c, store.Filter{Kinds: variants, Order: order})
		w := slices.Clone(want)
		if order == store.ByScoreDesc {
			slices.Reverse(w)
		}
		for i := range got {
			if i < len(w) && got[i].ID != w[i].ID {
				t.Errorf("order %s: puzzle %d is #%d (score %d, %v), want #%d (score %d, %v)",
					order, i+1, got[i].ID, got[i].Score, got[i].HasScore, w[i].ID, w[i].Score, w[i].HasScore)
				break
			}
		}
		if len(got) != len(w) {
			t.Errorf("order %s: %d puzzles, want %d", order, len(got), len(w))
		}
	}
	if err := c.EachPuzzle(ctx, store.Filter{Kinds: []puzzle.Kind{puzzle.NumKinds}}, func(*store.Record) error { return nil }); !errors.Is(err, puzzle.ErrKind) {
		t.Errorf("kind %d: %v, want an unknown kind error", puzzle.NumKinds, err)
	}

	st, err := c.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var byKind []store.KindCount
	scored := 0
	for _, k := range puzzle.Kinds() {
		if count[k] > 0 {
			byKind = append(byKind, store.KindCount{Kind: k, Puzzles: count[k]})
		}
	}
	for _, p := range append(slices.Clone(classic), all...) {
		if p.HasScore {
			scored++
		}
	}
	if st.Puzzles != len(classic)+len(all) || !slices.Equal(st.ByKind, byKind) || st.Scored != scored {
		t.Errorf("stats: %d puzzles, by kind %v, %d scored; want %d, %v, %d",
			st.Puzzles, st.ByKind, st.Scored, len(classic)+len(all), byKind, scored)
	}
	pts, err := c.Points(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(pts.Scores) != scored {
		t.Errorf("points: %d, want the %d scored puzzles", len(pts.Scores), scored)
	}

	// A classic puzzle must have its score.
	bad := *classic[0]
	bad.ID, bad.Key, bad.HasScore = 0, iso.Key{}, false
	if _, err := c.AddPuzzles(ctx, []*store.Record{&bad}); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("classic puzzle without a score: %v, want ErrInvalid", err)
	}
}

// addCase is puzzles to add and the status each should get.
type addCase struct {
	name string
	ps   []*store.Record
	want store.Status
}

// addExpecting adds each case's puzzles to c in turn and checks that
// each gets the case's status.
func addExpecting(t *testing.T, c store.Catalog, cases []addCase) {
	t.Helper()
	for _, tc := range cases {
		out, err := c.AddPuzzles(context.Background(), tc.ps)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for i, o := range out {
			if o.Status != tc.want {
				t.Errorf("%s: %s: %v, want %v", tc.name, &tc.ps[i].Puzzle, o.Status, tc.want)
			}
		}
	}
}
