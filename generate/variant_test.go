package generate_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// checkVariant checks a generated variant puzzle independently: valid,
// unique by the checker, with the stored solution; of the kind asked for;
// for the kinds with cages, a layout that covers the grid, symmetric under
// the options' symmetry, of cages within the size range, as many as the
// options allow, with at most so many single-cell cages.
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
	if n := new(solve.Solver).Check(v, solve.Query{Limit: 2}); n != 1 {
		t.Fatalf("%s: %d solutions", name, n)
	}
	if !v.Solves(&p.Solution) || p.Clues != v.Givens.Clues() {
		t.Errorf("%s: solution %s, grid %s, %d clues", name, p.Solution, p.Puzzle.Givens.Nine(), p.Clues)
	}
	if v.Kind() != opts.Kind {
		t.Errorf("%s: a %v, want %v", name, v.Kind(), opts.Kind)
	}
	if p.Clues > opts.Givens && opts.Kind != puzzle.KillerGreater {
		t.Errorf("%s: %d givens, at most %d wanted", name, p.Clues, opts.Givens)
	}
	if opts.Kind.HasCages() {
		checkLayout(t, opts, p)
	}
	switch opts.Kind {
	case puzzle.Greater:
		if !opts.Minimal && !slices.Equal(v.Signs, puzzle.BoxSigns(p.Solution.Nine())) {
			t.Errorf("%s: %d signs; want every box sign (108)", name, len(v.Signs))
		}
	case puzzle.KillerGreater:
		// Every sign is needed: without any one the puzzle has two solutions.
		for i := range v.Signs {
			q := v.Clone()
			q.Signs = append(q.Signs[:i:i], q.Signs[i+1:]...)
			if new(solve.Solver).Check(&q, solve.Query{Limit: 2}) == 1 {
				t.Errorf("%s: sign %d is not needed", name, i)
			}
		}
	}
	if p.HasScore {
		r := solve.Count(v)
		if r.Score != p.Score || r.Nodes != p.Nodes {
			t.Errorf("%s: score %d nodes %d, the solver says %d and %d", name, p.Score, p.Nodes, r.Score, r.Nodes)
		}
	}
}

// checkLayout checks the cages of a generated killer against its options.
func checkLayout(t *testing.T, opts generate.Options, p generate.Result) {
	t.Helper()
	v := &p.Puzzle
	name := v.String()
	size, count := opts.CageSize, opts.Cages
	if size.IsAll() {
		size = generate.DefaultCageSize
	}
	if count.IsAll() {
		count = generate.DefaultCages
	}
	covered, singles := 0, 0
	for _, cg := range v.Cages {
		covered += len(cg.Cells)
		n := len(cg.Cells)
		if n == 1 {
			singles++
		}
		// Under the quarter-turn the centre's cage has 1, 5 or 9 cells.
		centre := opts.Symmetry == generate.Rot90 && slices.Contains(cg.Cells, 40) && n <= 5
		if n > size.Max && !centre {
			t.Errorf("%s: a cage of %d cells, more than %d", name, n, size.Max)
		}
	}
	if covered != 81 {
		t.Errorf("%s: cages cover %d cells", name, covered)
	}
	if singles > opts.SingleCages {
		t.Errorf("%s: %d single-cell cages, at most %d wanted", name, singles, opts.SingleCages)
	}
	if !count.Contains(len(v.Cages)) {
		t.Errorf("%s: %d cages, want %s", name, len(v.Cages), count)
	}
	// The cages alone: a killer-greater's signs keep no symmetry.
	cages := puzzle.Puzzle{Cages: v.Cages}
	if !cages.HasSymmetry(opts.Symmetry) || p.Symmetry != opts.Symmetry {
		t.Errorf("%s: cages not %v-symmetric (result says %v)", name, opts.Symmetry, p.Symmetry)
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
		{"killer", 16, func(o *generate.Options) { o.Kind = puzzle.Killer }},
		{"killer-rot180", 8, func(o *generate.Options) { o.Kind, o.Symmetry = puzzle.Killer, generate.Rot180 }},
		{"killer-rot90", 8, func(o *generate.Options) { o.Kind, o.Symmetry = puzzle.Killer, generate.Rot90 }},
		{"killer-mirror", 8, func(o *generate.Options) { o.Kind, o.Symmetry = puzzle.Killer, generate.Mirror }},
		{"killer-diagonal", 8, func(o *generate.Options) { o.Kind, o.Symmetry = puzzle.Killer, generate.Diagonal }},
		{"killer-singles", 8, func(o *generate.Options) {
			o.Kind, o.Symmetry, o.SingleCages, o.Cages = puzzle.Killer, generate.Rot180, 4, ranges.Between(28, 40)
		}},
		{"killer-large-cages", 4, func(o *generate.Options) {
			o.Kind, o.Symmetry, o.CageSize, o.Cages = puzzle.Killer, generate.Mirror, ranges.Between(3, 6), ranges.Between(15, 25)
		}},
		{"killer-small-cages", 8, func(o *generate.Options) { o.Kind, o.CageSize = puzzle.Killer, ranges.Between(2, 3) }},
		{"killer-givens", 4, func(o *generate.Options) { o.Kind, o.Givens = puzzle.Killer, 2 }},
		{"killer-minimal", 2, func(o *generate.Options) {
			o.Kind, o.Minimal, o.Symmetry, o.Cages = puzzle.Killer, true, generate.Rot180, ranges.Between(20, 34)
		}},
		{"killer-scored", 2, func(o *generate.Options) { o.Kind, o.Score = puzzle.Killer, ranges.AtLeast(0) }},
		{"greater", 16, func(o *generate.Options) { o.Kind = puzzle.Greater }},
		{"greater-givens", 8, func(o *generate.Options) { o.Kind, o.Givens = puzzle.Greater, 3 }},
		{"greater-minimal", 2, func(o *generate.Options) { o.Kind, o.Minimal = puzzle.Greater, true }},
		{"killer-greater", 8, func(o *generate.Options) { o.Kind, o.Symmetry = puzzle.KillerGreater, generate.Rot180 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			count, again := tc.count, true
			if race.Enabled || testing.Short() {
				// The minimal modes check uniqueness once a sign or cage
				// merge: seconds a puzzle under the race detector.
				count, again = max(count/4, 1), count > 2
			}
			opts := generate.Options{Minimal: true}
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

// TestDefaultVariants generates each variant kind as sudoku generate does
// by default, over a few seeds, and checks what the defaults promise:
// killers (and killer-greater cages) laid out with half-turn symmetry,
// without single-cell cages, 22 to 34 of them, and no givens; greater-than
// sudokus with their 108 box signs and no givens; each unique, by the
// checker and, for the kinds with cages, by the seed counting solver (on
// greater-than sudokus it can take seconds; on a killer it takes seconds
// under the race detector, which has nothing to find in it, so there it
// is left to a plain go test).
func TestDefaultVariants(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if testing.Short() || race.Enabled {
		seeds = seeds[:1]
	}
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.Greater, puzzle.KillerGreater} {
		for _, seed := range seeds {
			opts := generate.Defaults(generate.Request{Kind: k})
			opts.Rate = false // rating is score's, and costs most
			opts.Seed, opts.Workers, opts.Count = seed, 2, 6
			if k.HasCages() && (opts.Symmetry != generate.Rot180 || opts.SingleCages != 0 || opts.Cages != ranges.Between(22, 34)) {
				t.Fatalf("Defaults(%v): symmetry %v, %d single-cell cages, cages %s", k, opts.Symmetry, opts.SingleCages, opts.Cages)
			}
			if opts.Givens != 0 {
				t.Fatalf("Defaults(%v): %d givens", k, opts.Givens)
			}
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%v seed %d: %d puzzles", k, seed, len(ps))
			}
			for _, p := range ps {
				checkVariant(t, opts, p)
				if !k.HasCages() {
					continue
				}
				// A killer-greater's signs keep no symmetry; checkLayout
				// checked its cages.
				if got := p.Puzzle.Symmetry(); k == puzzle.Killer && got != generate.Rot180 && got != generate.Rot90 {
					t.Errorf("%s: Symmetry() = %v", &p.Puzzle, got)
				}
				if race.Enabled {
					continue
				}
				if r := solve.Count(&p.Puzzle); r.Solutions != 1 || r.Solution != p.Solution {
					t.Errorf("%s: the seed solver finds %d solutions", &p.Puzzle, r.Solutions)
				}
			}
		}
	}
}

// TestHardTargetBudget: under a rating target in the extreme band the
// checks may search further, so killers that need trial come often enough;
// every one is inside the target.
func TestHardTargetBudget(t *testing.T) {
	opts := generate.Defaults(generate.Request{Kind: puzzle.Killer})
	opts.Seed, opts.Workers, opts.Count = 4, 2, 2
	if race.Enabled {
		opts.Count = 1 // ten seconds a puzzle under the race detector
	}
	opts.Rating = rating.Extreme.Range()
	_, err := generate.Run(context.Background(), opts, func(p generate.Result) error {
		checkVariant(t, opts, p)
		if p.Rating.Grade() != rating.Extreme {
			t.Errorf("%s: rated %v, want extreme", &p.Puzzle, p.Rating)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoTrialByDefault: rated without a rating target, no killer or
// greater-than sudoku kept needs trial; with Trial, about one in five
// would (the rejections say so).
func TestNoTrialByDefault(t *testing.T) {
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.Greater} {
		opts := generate.Defaults(generate.Request{Kind: k})
		opts.Seed, opts.Workers, opts.Count = 6, 2, 12
		ps, st := collect(t, opts)
		for _, p := range ps {
			if p.NeedsTrial() {
				t.Errorf("%v %s: rated %v (%s), which needs trial", k, &p.Puzzle, p.Rating, p.Rating.Technique)
			}
		}
		if k == puzzle.Killer && st.Rejected == 0 {
			t.Errorf("%v: %d puzzles, none rejected: is trial rejected at all?", k, len(ps))
		}
	}
}

// TestEasyKillers: under an easy target with givens allowed, killers are
// given digits where their paths go above the target until they rate
// easy; each is still unique, symmetric in its cages and within the
// givens, and its path is the one a rating without a ceiling takes, step
// for step.
func TestEasyKillers(t *testing.T) {
	opts := generate.Defaults(generate.Request{Kind: puzzle.Killer})
	opts.Seed, opts.Workers, opts.Count = 8, 2, 20
	opts.Rating, opts.Givens, opts.CageSize = rating.Easy.Range(), 12, ranges.Between(2, 3)
	opts.Duration = time.Minute // without givens none would come
	ps, _ := collect(t, opts)
	if len(ps) != opts.Count {
		t.Fatalf("%d easy killers in %v, want %d", len(ps), opts.Duration, opts.Count)
	}
	for _, p := range ps {
		checkVariant(t, opts, p)
		if p.Rating.Grade() != rating.Easy || p.Clues == 0 {
			t.Errorf("%s: rated %v with %d givens, want easy with some", &p.Puzzle, p.Rating, p.Clues)
		}
		if got := score.NewRater().RatePuzzle(&p.Puzzle); got != p.Path {
			t.Errorf("%s: rated %v %v again, %v %v when made", &p.Puzzle, got.Rating, got.Steps, p.Rating, p.Path.Steps)
		}
	}
}
