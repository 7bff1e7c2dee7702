package storetest

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/variant"
)

// Variants reads testdata/variants.jsonl: killer, greater-than and
// killer-greater puzzles, each solved by the variant counting solver,
// as catalog entries from source src. The killers carry a seed score
// (their line number: any value will do for the catalog); the others
// are stored without one.
func Variants(tb testing.TB, src int64) []*store.Puzzle {
	tb.Helper()
	var ps []*store.Puzzle
	k := variant.NewChecker()
	for i, v := range testgrids.ReadVariants(tb, testdata, "testdata/variants.jsonl") {
		if n := k.Count(&v, 2); n != 1 {
			tb.Fatalf("variants.jsonl:%d: %d solutions", i+1, n)
		}
		p := &store.Puzzle{Puzzle: v.Givens, Solution: k.Solution(0), Variant: &v, SourceID: src, Line: i + 1}
		if v.Kind() == puzzle.Killer {
			p.Score = i + 1
		} else {
			p.NoScore = true
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
	var again, moved, changed []*store.Puzzle
	for _, p := range vs {
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		again = append(again, &q)
		v := p.Variant.Transformed(&tr)
		m := q
		m.Variant, m.Puzzle, m.Solution = &v, v.Givens, tr.Apply(p.Solution)
		moved = append(moved, &m)
	}
	for _, p := range vs {
		if len(p.Variant.Signs) == 0 {
			continue
		}
		v := p.Variant.Clone()
		// The same signs turned round, sums and givens mirrored on
		// digits (d -> 10-d), and the solution to match: a different
		// puzzle on the same cells.
		for i := range v.Signs {
			v.Signs[i].Greater, v.Signs[i].Lesser = v.Signs[i].Lesser, v.Signs[i].Greater
		}
		for i := range v.Cages {
			v.Cages[i].Sum = 10*len(v.Cages[i].Cells) - v.Cages[i].Sum
		}
		for i, d := range v.Givens {
			if d != 0 {
				v.Givens[i] = 10 - d
			}
		}
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		q.Variant, q.Puzzle = &v, v.Givens
		for i, d := range p.Solution {
			q.Solution[i] = 10 - d
		}
		changed = append(changed, &q)
	}
	for _, tc := range []struct {
		name string
		ps   []*store.Puzzle
		want store.Status
	}{
		{"again", again, store.Duplicate},
		{"transposed", moved, store.Isomorph},
		{"mirrored digits", changed, store.Stored},
	} {
		out, err := c.AddPuzzles(ctx, tc.ps)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for i, o := range out {
			if o.Status != tc.want {
				t.Errorf("%s: %s: %v, want %v", tc.name, tc.ps[i].Variant, o.Status, tc.want)
			}
		}
	}
	all := append(slices.Clone(vs), changed...)

	count := map[string]int{"classic": len(classic)}
	for _, p := range all {
		count[p.Kind()]++
	}
	for _, kinds := range [][]string{{"killer"}, {"greater"}, {"killer-greater"}, {"classic"}, {"killer", "greater"}, {"classic", "killer-greater"}} {
		got := mustFind(t, c, store.Filter{Kinds: kinds, Order: "id"})
		want := 0
		for _, k := range kinds {
			want += count[k]
		}
		if len(got) != want {
			t.Errorf("kinds %v: %d puzzles, want %d", kinds, len(got), want)
		}
		for _, p := range got {
			if !slices.Contains(kinds, p.Kind()) {
				t.Errorf("kinds %v: got a %s", kinds, p.Kind())
			}
		}
	}
	// Read back as stored.
	byLine := map[string]*store.Puzzle{}
	for _, p := range all {
		byLine[p.Variant.String()] = p
	}
	got := mustFind(t, c, store.Filter{Kinds: store.Kinds[1:], Order: "id"})
	for _, p := range got {
		w, ok := byLine[p.Variant.String()]
		switch {
		case !ok:
			t.Errorf("read back %s, not stored", p.Variant)
		case p.Puzzle != w.Puzzle || p.Solution != w.Solution || p.NoScore != w.NoScore || p.Score != w.Score || p.Kind() != w.Kind():
			t.Errorf("read back %s: givens %s solution %s score %d (none %v), want %s %s %d (%v)",
				p.Variant, p.Puzzle, p.Solution, p.Score, p.NoScore, w.Puzzle, w.Solution, w.Score, w.NoScore)
		}
	}
	// Score order: the puzzles without a seed score first (in id order),
	// then the rest by score; the reverse order reverses all of it. Every
	// engine sorts so, whatever its own place for NULL.
	byID := mustFind(t, c, store.Filter{Kinds: store.Kinds[1:], Order: "id"})
	want := slices.Clone(byID)
	slices.SortStableFunc(want, func(a, b *store.Puzzle) int {
		switch {
		case a.NoScore != b.NoScore:
			if a.NoScore {
				return -1
			}
			return 1
		}
		return a.Score - b.Score
	})
	for _, order := range []string{"score", "-score"} {
		got := mustFind(t, c, store.Filter{Kinds: store.Kinds[1:], Order: order})
		w := slices.Clone(want)
		if order == "-score" {
			slices.Reverse(w)
		}
		for i := range got {
			if i < len(w) && got[i].ID != w[i].ID {
				t.Errorf("order %s: puzzle %d is #%d (score %d, none %v), want #%d (score %d, none %v)",
					order, i+1, got[i].ID, got[i].Score, got[i].NoScore, w[i].ID, w[i].Score, w[i].NoScore)
				break
			}
		}
		if len(got) != len(w) {
			t.Errorf("order %s: %d puzzles, want %d", order, len(got), len(w))
		}
	}
	if err := c.EachPuzzle(ctx, store.Filter{Kinds: []string{"sudoku-x"}}, func(*store.Puzzle) error { return nil }); err == nil ||
		!strings.Contains(err.Error(), "unknown kind") {
		t.Errorf("kind sudoku-x: %v, want an unknown kind error", err)
	}

	st, err := c.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var byKind []store.KindCount
	scored := 0
	for _, k := range store.Kinds {
		if count[k] > 0 {
			byKind = append(byKind, store.KindCount{Kind: k, Puzzles: count[k]})
		}
	}
	for _, p := range append(slices.Clone(classic), all...) {
		if !p.NoScore {
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
	bad.ID, bad.Key, bad.NoScore = 0, iso.Key{}, true
	if _, err := c.AddPuzzles(ctx, []*store.Puzzle{&bad}); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("classic puzzle without a score: %v, want ErrInvalid", err)
	}
}
