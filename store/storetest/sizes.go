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

// Sizes reads testdata/sizes.jsonl: puzzles on grids from 4×4 to 25×25
// (boxes of every default shape and some others, jigsaw, x, cages and
// signs), each solved and given its seed score by the variant counting
// solver, as catalog entries from source src.
func Sizes(tb testing.TB, src int64) []*store.Record {
	tb.Helper()
	var k solve.Solver
	var ps []*store.Record
	for i, v := range testgrids.ReadVariants(tb, testdata, "testdata/sizes.jsonl") {
		r := k.Count(&v)
		if r.Solutions != 1 {
			tb.Fatalf("sizes.jsonl:%d: %d solutions", i+1, r.Solutions)
		}
		ps = append(ps, &store.Record{Puzzle: v, Solution: r.Solution, Score: r.Score, HasScore: true, SourceID: src, Line: i + 1})
	}
	return ps
}

// halfTurn returns p turned by half a turn, its solution with it: an
// isomorph of p at every size and box shape.
func halfTurn(p *store.Record) *store.Record {
	q := *p
	q.ID, q.Key = 0, iso.Key{}
	cells := p.Puzzle.Cells()
	to := make([]uint16, cells)
	q.Solution = grid.Grid{}
	for c := range cells {
		to[c] = uint16(cells - 1 - c)
		q.Solution[cells-1-c] = p.Solution[c]
	}
	q.Puzzle = p.Puzzle.Moved(to)
	return &q
}

// testSizes stores puzzles of every size beside classic ones: each read
// back whole (size, box shape, givens and solution of N² cells), the
// same puzzle found a duplicate and its half turn an isomorph, the size
// and sized-kind filters, counts by kind, and a solution that does not
// solve its grid refused.
func testSizes(t *testing.T, e Engine) {
	ctx := context.Background()
	c := e.MustOpenNew(t)
	src := MustSource(t, c, "sizes")
	classic := Solved(t, Grids(t, "top95.txt")[:2], src)
	sized := Sizes(t, src)
	stored := append(slices.Clone(classic), sized...)
	out, err := c.AddPuzzles(ctx, slices.Clone(stored))
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Fatalf("%s: %v, want stored", &stored[i].Puzzle, o.Status)
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
		case p.Puzzle.N() != w.Puzzle.N() || p.Puzzle.BoxShape() != w.Puzzle.BoxShape() || p.Puzzle.Givens != w.Puzzle.Givens ||
			p.Solution != w.Solution || p.Score != w.Score || !p.HasScore || p.Clues != w.Puzzle.Givens.Clues() || p.Puzzle.Kind() != w.Puzzle.Kind():
			t.Errorf("read back %s (%s, %d clues, score %d) differs from what was stored", &p.Puzzle, p.Puzzle.Kind(), p.Clues, p.Score)
		}
	}

	// The same again: duplicates; half a turn: isomorphs.
	var again, turned []*store.Record
	for _, p := range sized {
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		again = append(again, &q)
		turned = append(turned, halfTurn(p))
	}
	for name, tt := range map[string]struct {
		ps   []*store.Record
		want store.Status
	}{"again": {again, store.Duplicate}, "half turn": {turned, store.Isomorph}} {
		out, err := c.AddPuzzles(ctx, tt.ps)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, o := range out {
			if o.Status != tt.want && !(tt.want == store.Isomorph && o.Status == store.Duplicate && tt.ps[i].Puzzle.String() == sized[i].Puzzle.String()) {
				t.Errorf("%s: %s is %v, want %v", name, &tt.ps[i].Puzzle, o.Status, tt.want)
			}
		}
	}

	// The size filter, and kinds with their size.
	for _, n := range []int{4, 6, 9, 16, 17, 20, 25} {
		want := 0
		for _, p := range stored {
			if p.Puzzle.N() == n {
				want++
			}
		}
		got := mustFind(t, c, store.Filter{Size: n, Order: store.ByScore})
		if len(got) != want || want == 0 {
			t.Errorf("size %d: %d puzzles, want %d (and some)", n, len(got), want)
		}
		for _, p := range got {
			if p.Puzzle.N() != n {
				t.Errorf("size %d: got %s", n, &p.Puzzle)
			}
		}
	}
	count := map[puzzle.Kind]int{}
	for _, p := range stored {
		count[p.Puzzle.Kind()]++
	}
	for _, k := range []puzzle.Kind{puzzle.Classic.Sized(6), puzzle.Killer.Sized(6), puzzle.Jigsaw.Sized(5), puzzle.X.Sized(8), puzzle.Classic,
		puzzle.Classic.Sized(25), puzzle.Jigsaw.Sized(17)} {
		got := mustFind(t, c, store.Filter{Kinds: []puzzle.Kind{k}, Order: store.ByClues})
		if len(got) != count[k] || count[k] == 0 {
			t.Errorf("kind %s: %d puzzles, want %d (and some)", k, len(got), count[k])
		}
	}
	if err := c.EachPuzzle(ctx, store.Filter{Size: 26}, func(*store.Record) error { return nil }); !errors.Is(err, puzzle.ErrSize) {
		t.Errorf("size 26: %v, want a size error", err)
	}

	// Counts by kind, in order of kind: the 9×9 kinds, then by size.
	st, err := c.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var byKind []store.KindCount
	for _, k := range slices.Sorted(func(yield func(puzzle.Kind) bool) {
		for k := range count {
			if !yield(k) {
				return
			}
		}
	}) {
		byKind = append(byKind, store.KindCount{Kind: k, Puzzles: count[k]})
	}
	if st.Puzzles != len(stored) || !slices.Equal(st.ByKind, byKind) {
		t.Errorf("stats: %d puzzles, by kind %v; want %d, %v", st.Puzzles, st.ByKind, len(stored), byKind)
	}

	// A solution that breaks the grid's houses is refused.
	bad := *sized[1]
	bad.ID, bad.Key = 0, iso.Key{}
	bad.Puzzle = sized[1].Puzzle.Clone()
	bad.Puzzle.Givens = grid.Grid{}
	bad.Solution[0], bad.Solution[1] = bad.Solution[1], bad.Solution[0]
	if _, err := c.AddPuzzles(ctx, []*store.Record{&bad}); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("a %s whose solution breaks a row: %v, want ErrInvalid", bad.Puzzle.Kind(), err)
	}
}
