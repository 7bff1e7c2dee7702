package generate_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// recount counts p's solutions and works out its seed score with a
// Solver of its own (package solve, which the tests of that package hold
// to the literal transcription), and with the literal transcription of
// the spec as well where its trees are small enough for it (it works out
// every candidate from scratch: a second an 8×8 killer of 20,000 nodes),
// which must agree node for node: a count independent of the generator's
// run.
func recount(t *testing.T, p *puzzle.Puzzle) (solutions, score, nodes int, sol grid.Grid) {
	t.Helper()
	r := solve.Count(p)
	limit := 5000
	if race.Enabled {
		limit = 500
	}
	if p.N() <= 8 && r.Nodes <= limit {
		lit := literal.NewVariant()
		ls, lscore, lnodes := lit.Count(p)
		if ls != r.Solutions || ls == 1 && (lscore != r.Score || lit.Solution() != r.Solution) || lnodes != r.Nodes {
			t.Errorf("%s: the literal solver gives %d solutions, score %d, %d nodes; solve.Solver %d, %d, %d", p, ls, lscore, lnodes, r.Solutions, r.Score, r.Nodes)
		}
	}
	return r.Solutions, r.Score, r.Nodes, r.Solution
}

// halfTurn reports whether the givens of p keep the half-turn: cell r,c
// is given exactly when cell N-1-r,N-1-c is.
func halfTurn(p *puzzle.Puzzle) bool {
	cells := p.Cells()
	for c := range cells {
		if (p.Givens[c] == 0) != (p.Givens[cells-1-c] == 0) {
			return false
		}
	}
	return true
}

// checkSized checks a generated puzzle of another size than 9 against the
// options, independently of the generator: valid, of the kind and box
// asked for, unique by an independent count whose solution is the one
// stored and whose seed score and nodes are the ones stored, with its
// clue count in the range, its givens half-turn symmetric when asked,
// and minimal (removing any one given leaves two solutions) exactly when
// it says so, which it must under Minimal.
func checkSized(t *testing.T, opts generate.Options, p generate.Result) {
	t.Helper()
	v := &p.Puzzle
	name := fmt.Sprintf("worker %d seq %d %s", p.Worker, p.Seq, v)
	if err := v.Validate(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	box, _ := grid.DefaultBox(opts.Kind.Size())
	if opts.Box != (grid.Box{}) {
		box = opts.Box
	}
	if v.Kind() != opts.Kind || v.N() != opts.Kind.Size() || v.BoxShape() != box {
		t.Errorf("%s: a %v with %v boxes, want %v with %v", name, v.Kind(), v.BoxShape(), opts.Kind, box)
	}
	solutions, seed, nodes, sol := recount(t, v)
	if solutions != 1 {
		t.Fatalf("%s: %d solutions", name, solutions)
	}
	if sol != p.Solution || !v.Solves(&p.Solution) {
		t.Errorf("%s: stored solution %s, the recount's %s", name, v.Geometry().FormatGrid(&p.Solution), v.Geometry().FormatGrid(&sol))
	}
	if !p.HasScore || p.Score != seed || p.Nodes != nodes {
		t.Errorf("%s: score %d nodes %d (scored %v), the recount %d and %d", name, p.Score, p.Nodes, p.HasScore, seed, nodes)
	}
	if p.Clues != v.Givens.Clues() || !opts.Clues.Contains(p.Clues) {
		t.Errorf("%s: Clues = %d, %d givens, want %s", name, p.Clues, v.Givens.Clues(), opts.Clues)
	}
	if p.Symmetry != opts.Symmetry || opts.Symmetry == generate.Rot180 && !halfTurn(v) {
		t.Errorf("%s: symmetry %v, want %v", name, p.Symmetry, opts.Symmetry)
	}
	minimal := true
	for c := range v.Cells() {
		if v.Givens[c] == 0 {
			continue
		}
		q := v.Clone()
		q.Givens[c] = 0
		if n, _, _, _ := recount(t, &q); n != 2 {
			minimal = false
			break
		}
	}
	if p.Minimal != minimal || opts.Minimal && !minimal {
		t.Errorf("%s: Minimal = %v, but it is %v", name, p.Minimal, minimal)
	}
	if want := score.NewRater().RatePuzzle(&p.Puzzle); opts.Rate && !reflect.DeepEqual(p.Path, want) {
		t.Errorf("%s: stored rating %+v, rated again %+v", name, p.Path.Rating, want.Rating)
	}
}

// TestSizes generates classic puzzles of other sizes than 9, with the
// defaults of their size and with other box shapes, symmetries, clue
// ranges and minimality, checks every one independently (checkSized),
// and that the same seed makes the same puzzles, whatever the number of
// workers.
func TestSizes(t *testing.T) {
	type tc struct {
		name  string
		count int // made twice; fewer in -short and under the race detector
		opts  func(*generate.Options)
	}
	sized := func(n int) func(*generate.Options) {
		return func(o *generate.Options) { *o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(n)}) }
	}
	cases := []tc{
		{"4x4", 20, sized(4)},
		{"6x6", 20, sized(6)},
		{"8x8", 20, sized(8)},
		{"10x10", 6, sized(10)},
		{"12x12", 8, sized(12)},
		// The seed search of a 16×16 puzzle of 100 clues runs to
		// millions of nodes, and its recount with them: the tests keep
		// more clues. TestSizes16Defaults makes a few with the defaults.
		{"16x16-clues112..128", 4, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(16)})
			o.Clues = ranges.Between(112, 128)
		}},
		{"6x6-box3x2", 10, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(6)})
			o.Box = grid.Box{Rows: 3, Cols: 2}
		}},
		{"12x12-box2x6", 4, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(12)})
			o.Box = grid.Box{Rows: 2, Cols: 6}
		}},
		// Asked to be minimal, a run keeps whatever clues that leaves
		// (Defaults): below the size's range, mostly.
		{"6x6-minimal", 10, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(6), Minimal: new(true)})
			o.Symmetry = generate.None
		}},
		{"8x8-minimal-rot180", 6, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(8), Minimal: new(true)})
		}},
		{"12x12-minimal", 2, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(12), Minimal: new(true)})
			o.Symmetry = generate.None
		}},
		{"4x4-minimal-rot90", 6, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(4)})
			o.Minimal, o.Clues, o.Symmetry = true, ranges.Range{}, generate.Rot90
		}},
		{"8x8-mirror-clues30..34", 6, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(8)})
			o.Symmetry, o.Clues = generate.Mirror, ranges.Between(30, 34)
		}},
		{"6x6-score2..", 6, func(o *generate.Options) {
			*o = generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(6)})
			o.Score = ranges.AtLeast(2)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var opts generate.Options
			c.opts(&opts)
			count := c.count
			if testing.Short() || race.Enabled {
				count = max(count/4, 2)
			}
			opts.Seed, opts.Workers, opts.Count = 3, 2, count
			ps, st := collect(t, opts)
			if len(ps) != count || st.Attempts < st.Generated+st.Rejected {
				t.Fatalf("%d puzzles, want %d; stats %+v", len(ps), count, st)
			}
			clues := map[int]bool{}
			for _, p := range ps {
				checkSized(t, opts, p)
				clues[p.Clues] = true
			}
			// Without Minimal the clue counts are drawn from the range.
			if !opts.Minimal && count >= 8 && len(clues) < 2 {
				t.Errorf("clue counts %v: want several from %s", clues, opts.Clues)
			}
			// Workers interleave in any order: compare by worker and number.
			again, _ := collect(t, opts)
			if got, want := sizedSet(again), sizedSet(ps); got != want {
				t.Errorf("the same seed made other puzzles:\n%s\nthen\n%s", want, got)
			}
			// One worker making worker 0's share makes worker 0's puzzles.
			opts.Workers, opts.Count = 1, (count+1)/2
			one, _ := collect(t, opts)
			if got, want := streamOf(one, 0), streamOf(ps, 0); len(got) == 0 || !slices.Equal(got, want) {
				t.Errorf("worker 0's puzzles depend on the number of workers:\n%q\nalone, and with two\n%q", got, want)
			}
		})
	}
}

// sizedSet lists the puzzles by worker and number, one a line.
func sizedSet(ps []generate.Result) string {
	ps = slices.Clone(ps)
	slices.SortFunc(ps, func(a, b generate.Result) int { return (a.Worker-b.Worker)*1000 + a.Seq - b.Seq })
	out := ""
	for _, p := range ps {
		out += fmt.Sprintf("%d/%d %s %d\n", p.Worker, p.Seq, &p.Puzzle, p.Score)
	}
	return out
}

// streamOf lists worker w's puzzles in the order it made them.
func streamOf(ps []generate.Result, w int) []string {
	var out []string
	for _, p := range ps {
		if p.Worker == w {
			out = append(out, fmt.Sprintf("%d %s", p.Seq, &p.Puzzle))
		}
	}
	slices.Sort(out)
	return out
}

// TestSizes16Defaults makes 16×16 puzzles with the defaults of the size
// (96 to 128 clues), a plain go test only: the seed searches of the
// puzzles of 100 clues or so run to millions of nodes, and their
// recounts with them, which takes minutes under the race detector.
func TestSizes16Defaults(t *testing.T) {
	if race.Enabled || testing.Short() {
		t.Skip("the seed searches of 16×16 puzzles of 100 clues run to millions of nodes")
	}
	opts := generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(16)})
	opts.Seed, opts.Workers, opts.Count = 1, 2, 2
	ps, _ := collect(t, opts)
	for _, p := range ps {
		checkSized(t, opts, p)
	}
}

// TestSizedParams checks that provenance records the size, in the kind's
// name, and a box shape other than the size's default.
func TestSizedParams(t *testing.T) {
	o := generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(6)})
	if p := o.Params(); p.Variant != "6x6" || p.Box != "" {
		t.Errorf("6x6 with the default box: variant %q box %q", p.Variant, p.Box)
	}
	o.Box = grid.Box{Rows: 2, Cols: 3}
	if p := o.Params(); p.Box != "" {
		t.Errorf("6x6 with 2x3 boxes, the default: box %q", p.Box)
	}
	o.Box = grid.Box{Rows: 3, Cols: 2}
	if p := o.Params(); p.Variant != "6x6" || p.Box != "3x2" {
		t.Errorf("6x6 with 3x2 boxes: variant %q box %q", p.Variant, p.Box)
	}
	// A killer's provenance records the cage counts it was made with.
	k := generate.Defaults(generate.Request{Kind: puzzle.Killer.Sized(6)})
	k.Cages = ranges.Range{}
	if p := k.Params(); p.Variant != "6x6-killer" || p.Cages != generate.DefaultCagesAt(6).String() {
		t.Errorf("6x6 killer: variant %q cages %q, want %s", p.Variant, p.Cages, generate.DefaultCagesAt(6))
	}
}

// TestSizesCancel cancels a 16×16 run, whose seed searches can take
// seconds a puzzle, and checks that Run stops promptly with the
// context's error after emitting only finished puzzles.
func TestSizesCancel(t *testing.T) {
	opts := generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(16)})
	opts.Seed, opts.Workers = 2, 2
	ctx, cancel := context.WithCancel(context.Background())
	var cancelled time.Time
	time.AfterFunc(300*time.Millisecond, func() {
		cancelled = time.Now()
		cancel()
	})
	var emitted []generate.Result
	_, err := generate.Run(ctx, opts, func(p generate.Result) error {
		emitted = append(emitted, p)
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run returned %v, want context.Canceled", err)
	}
	limit := time.Second
	if race.Enabled {
		limit = 5 * time.Second
	}
	if d := time.Since(cancelled); d > limit {
		t.Errorf("Run took %v to stop after the cancel", d)
	}
	for _, p := range emitted {
		if !p.Puzzle.Solves(&p.Solution) || !p.HasScore {
			t.Errorf("%s: emitted unfinished", &p.Puzzle)
		}
	}
}
