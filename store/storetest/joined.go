package storetest

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
)

// Published reads the first n lines of the module's
// testdata/published_gattai.jsonl (167 published puzzles on joined
// grids: see its README.md), each solved and given its seed score by the
// counting solver, as catalog entries from source src with their line.
// Where the publisher prints a solution, the solver's must be it. Its
// first 114 lines (every named layout and seven gattai-8) are counted in
// 0.4 s in all; of the 53 gattai-8, shogun and sumo boards after them,
// 12 take the counting solver more than 3 s each and line 139 more than
// nine minutes, too long for the contract that runs on every engine.
// Under the race detector, where a count of the first 114 takes five
// seconds, it reads every fourth of the n (lines 1, 5, 9 and so on,
// every named layout and two gattai-8 of the first 114).
func Published(tb testing.TB, src int64, n int) []*store.Record {
	tb.Helper()
	f, err := os.Open(testgrids.File(tb, "published_gattai.jsonl"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var k solve.Solver
	var ps []*store.Record
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; line <= n && sc.Scan(); line++ {
		var entry struct {
			Puzzle   json.RawMessage `json:"puzzle"`
			Solution string          `json:"solution"`
		}
		if race.Enabled && line%4 != 1 {
			continue
		}
		if err := json.Unmarshal(sc.Bytes(), &entry); err != nil {
			tb.Fatalf("published_gattai.jsonl:%d: %v", line, err)
		}
		p, err := puzzle.Parse(string(entry.Puzzle))
		if err != nil || p.Layout == nil {
			tb.Fatalf("published_gattai.jsonl:%d: %v (layout %v)", line, err, p.Layout)
		}
		r := k.Count(&p)
		if r.Solutions != 1 {
			tb.Fatalf("published_gattai.jsonl:%d: %d solutions", line, r.Solutions)
		}
		if entry.Solution != "" && p.FormatCells(&r.Solution) != entry.Solution {
			tb.Fatalf("published_gattai.jsonl:%d: solved as %s, published %s", line, p.FormatCells(&r.Solution), entry.Solution)
		}
		ps = append(ps, &store.Record{Puzzle: p, Solution: r.Solution, Score: r.Score, HasScore: true, SourceID: src, Line: line})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return ps
}

// PublishedQuick is the number of lines of published_gattai.jsonl that
// Published counts quickly.
const PublishedQuick = 114

// testJoined stores the published puzzles on joined grids beside classic
// ones: each read back whole (layout, givens and solution over the
// board's cells, kind, symmetry), the same puzzle a duplicate and, on
// the named layouts that have the half turn, its half turn an isomorph
// (a variant's class is its board's symmetries: digits keep their
// names); the kind filters, the size filter that leaves
// them out, counts by kind, and a solution that breaks a grid refused.
func testJoined(t *testing.T, e Engine) {
	ctx := context.Background()
	c := e.MustOpenNew(t)
	src := MustSource(t, c, "published_gattai.jsonl")
	classic := Solved(t, Grids(t, "top95.txt")[:2], src)
	joined := Published(t, src, PublishedQuick)
	stored := append(slices.Clone(classic), joined...)
	out, err := c.AddPuzzles(ctx, slices.Clone(stored))
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Fatalf("line %d, %s: %v, want stored", stored[i].Line, stored[i].Puzzle.Kind(), o.Status)
		}
	}

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
		case p.Puzzle.Kind() != w.Puzzle.Kind() || (p.Puzzle.Layout == nil) != (w.Puzzle.Layout == nil) ||
			p.Puzzle.Layout != nil && !p.Puzzle.Layout.Equal(w.Puzzle.Layout) ||
			p.Puzzle.Givens != w.Puzzle.Givens || p.Solution != w.Solution || p.Score != w.Score ||
			p.Clues != w.Puzzle.Givens.Clues() || p.Symmetry != w.Puzzle.Symmetry().String() || p.Line != w.Line:
			t.Errorf("line %d: read back %s (%s, %d clues, score %d, %s) differs from what was stored", w.Line, &p.Puzzle, p.Puzzle.Kind(), p.Clues, p.Score, p.Symmetry)
		case p.Puzzle.Layout != nil && !p.Puzzle.Solves(&p.Solution):
			t.Errorf("line %d: the solution read back does not solve it", w.Line)
		}
	}

	// The same again: duplicates; turned: isomorphs.
	var again, moved []*store.Record
	halfTurns := 0
	for _, p := range joined {
		q := *p
		q.ID, q.Key = 0, iso.Key{}
		again = append(again, &q)
		switch p.Puzzle.Layout.Name() {
		case "samurai", "sohei", "windmill", "butterfly", "flower":
			// Reading order backwards is the half turn of a board
			// whose holes the half turn keeps.
			moved = append(moved, halfTurn(p))
			halfTurns++
		}
	}
	if halfTurns == 0 {
		t.Fatal("no puzzle on a named layout to turn")
	}
	for name, tt := range map[string]struct {
		ps   []*store.Record
		want store.Status
	}{"again": {again, store.Duplicate}, "moved": {moved, store.Isomorph}} {
		out, err := c.AddPuzzles(ctx, tt.ps)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, o := range out {
			if o.Status != tt.want && !(tt.want == store.Isomorph && o.Status == store.Duplicate && byText[tt.ps[i].Puzzle.String()] != nil) {
				t.Errorf("%s: line %d (%s) is %v, want %v", name, tt.ps[i].Line, tt.ps[i].Puzzle.Kind(), o.Status, tt.want)
			}
		}
	}
	if n := len(mustFind(t, c, store.Filter{})); n != len(stored) {
		t.Errorf("%d puzzles after the duplicates and isomorphs, want %d", n, len(stored))
	}

	// The kinds of the layouts, and the size filters, which take no
	// board of joined grids.
	count := map[puzzle.Kind]int{}
	for _, p := range stored {
		count[p.Puzzle.Kind()]++
	}
	for _, name := range []string{"samurai", "sohei", "windmill", "butterfly", "flower", "gattai", "classic"} {
		k, err := puzzle.ParseKind(name)
		if err != nil {
			t.Fatal(err)
		}
		got := mustFind(t, c, store.Filter{Kinds: []puzzle.Kind{k}, Order: store.ByClues})
		if len(got) != count[k] || count[k] == 0 {
			t.Errorf("kind %s: %d puzzles, want %d (and some)", k, len(got), count[k])
		}
		for _, p := range got {
			if p.Puzzle.Kind() != k {
				t.Errorf("kind %s: got a %s", k, p.Puzzle.Kind())
			}
		}
	}
	for _, n := range []int{9, 12, 19} {
		for _, p := range mustFind(t, c, store.Filter{Size: n}) {
			if p.Puzzle.Layout != nil {
				t.Errorf("size %d: got a %s", n, p.Puzzle.Kind())
			}
		}
	}

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

	// A solution that breaks a grid's row is refused, givens or none.
	bad := *joined[0]
	bad.ID, bad.Key = 0, iso.Key{}
	bad.Puzzle = joined[0].Puzzle.Clone()
	bad.Puzzle.Givens = grid.Grid{}
	bad.Solution[0], bad.Solution[1] = bad.Solution[1], bad.Solution[0]
	if _, err := c.AddPuzzles(ctx, []*store.Record{&bad}); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("a %s whose solution breaks a row: %v, want ErrInvalid", bad.Puzzle.Kind(), err)
	}
}
