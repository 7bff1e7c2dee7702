package generate_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/variant"
)

// checkVariant checks a generated variant puzzle independently: valid,
// unique by the seed solver and the checker, with the stored solution; of
// the kind asked for; cages within the size range.
func checkVariant(t *testing.T, opts generate.Options, p generate.Result) {
	t.Helper()
	v := &p.Puzzle
	if v.IsClassic() {
		t.Fatalf("worker %d seq %d: no variant puzzle", p.Worker, p.Seq)
	}
	name := v.String()
	if err := v.Validate(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if n := variant.NewChecker().Count(v, 2); n != 1 {
		t.Fatalf("%s: %d solutions", name, n)
	}
	if !v.IsSolution(p.Solution) || p.Clues != v.Givens.Clues() {
		t.Errorf("%s: solution %s, grid %s, %d clues", name, p.Solution, p.Puzzle.Givens, p.Clues)
	}
	switch opts.Variant {
	case puzzle.Killer:
		if len(v.Signs) != 0 || len(v.Cages) == 0 || p.Clues > opts.Givens {
			t.Errorf("%s: not a killer with at most %d givens", name, opts.Givens)
		}
		covered := 0
		size := opts.CageSize
		if size.IsAll() {
			size = generate.DefaultCageSize
		}
		for _, cg := range v.Cages {
			covered += len(cg.Cells)
			if len(cg.Cells) > size.Max {
				t.Errorf("%s: a cage of %d cells, more than %d", name, len(cg.Cells), size.Max)
			}
		}
		if covered != 81 {
			t.Errorf("%s: cages cover %d cells", name, covered)
		}
	case puzzle.Greater:
		if len(v.Cages) != 0 || !opts.Minimal && len(v.Signs) != 108 {
			t.Errorf("%s: %d cages, %d signs; want every box sign (108)", name, len(v.Cages), len(v.Signs))
		}
	case puzzle.KillerGreater:
		if len(v.Cages) == 0 || len(v.Signs) == 0 && p.Clues == 0 {
			// A killer unique on its cages needs no sign; that is fine.
			if len(v.Cages) == 0 {
				t.Errorf("%s: no cages", name)
			}
		}
		// Every sign is needed: without any one the puzzle has two solutions.
		for i := range v.Signs {
			q := v.Clone()
			q.Signs = append(q.Signs[:i:i], q.Signs[i+1:]...)
			if variant.NewChecker().Count(&q, 2) == 1 {
				t.Errorf("%s: sign %d is not needed", name, i)
			}
		}
	}
	if p.HasScore {
		r := variant.Count(v)
		if r.Score != p.Score || r.Nodes != p.Nodes {
			t.Errorf("%s: score %d nodes %d, the solver says %d and %d", name, p.Score, p.Nodes, r.Score, r.Nodes)
		}
	}
}

// TestVariants generates each kind over a few seeds and checks every
// puzzle, and that the same seed makes the same puzzles.
func TestVariants(t *testing.T) {
	for _, tc := range []struct {
		name  string
		count int // made twice; a quarter of it under the race detector
		opts  func(*generate.Options)
	}{
		{"killer", 16, func(o *generate.Options) { o.Variant = puzzle.Killer }},
		{"killer-small-cages", 8, func(o *generate.Options) { o.Variant, o.CageSize = puzzle.Killer, ranges.Between(2, 3) }},
		{"killer-minimal", 2, func(o *generate.Options) { o.Variant, o.Minimal = puzzle.Killer, true }},
		{"killer-scored", 2, func(o *generate.Options) { o.Variant, o.Score = puzzle.Killer, ranges.AtLeast(0) }},
		{"greater", 16, func(o *generate.Options) { o.Variant = puzzle.Greater }},
		{"greater-minimal", 2, func(o *generate.Options) { o.Variant, o.Minimal = puzzle.Greater, true }},
		{"killer-greater", 8, func(o *generate.Options) { o.Variant = puzzle.KillerGreater }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			count, again := tc.count, true
			if race.Enabled || testing.Short() {
				// The minimal modes check uniqueness once a sign or cage
				// merge: seconds a puzzle under the race detector.
				count, again = max(count/4, 1), count > 2
			}
			opts := generate.DefaultOptions()
			opts.Minimal = false
			tc.opts(&opts)
			opts.Seed, opts.Workers, opts.Count = 5, 2, count
			ps, _ := collect(t, opts)
			if len(ps) != count {
				t.Fatalf("%d puzzles, want %d", len(ps), count)
			}
			for _, p := range ps {
				checkVariant(t, opts, p)
			}
			if !again {
				return
			}
			ps2, _ := collect(t, opts)
			if got, want := variantSet(ps2), variantSet(ps); got != want {
				t.Errorf("the same seed made other puzzles")
			}
		})
	}
}

func variantSet(ps []generate.Result) string {
	seen := map[[2]int]string{}
	for _, p := range ps {
		seen[[2]int{p.Worker, p.Seq}] = p.Puzzle.String()
	}
	out := ""
	for w := range 2 {
		for s := 0; ; s++ {
			v, ok := seen[[2]int{w, s}]
			if !ok {
				break
			}
			out += v + "\n"
		}
	}
	return out
}
