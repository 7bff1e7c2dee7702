package generate_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// checkShape checks a generated jigsaw, Sudoku X or windoku puzzle (with
// or without cages and signs) independently of the generator: valid,
// unique by the seed solver of docs/shapes.md (and the literal one, on
// small trees) with the stored solution and score, of the kind asked for, with givens in the options'
// symmetry, a jigsaw layout the half-turn maps onto itself, and
// diagonals and windows it needs: without them it has two solutions.
func checkShape(t *testing.T, opts generate.Options, p generate.Result, lit *literal.VariantSolver) {
	t.Helper()
	v := &p.Puzzle
	name := v.String()
	if err := v.Validate(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if v.Kind() != opts.Kind {
		t.Errorf("%s: a %v, want %v", name, v.Kind(), opts.Kind)
	}
	if !v.Solves(&p.Solution) || p.Clues != v.Givens.Clues() {
		t.Errorf("%s: solution %s, %d clues", name, p.Solution, p.Clues)
	}
	r := solve.Count(v)
	if r.Solutions != 1 || r.Solution != p.Solution {
		t.Fatalf("%s: %d solutions for the seed solver", name, r.Solutions)
	}
	if p.HasScore && (r.Score != p.Score || r.Nodes != p.Nodes) {
		t.Errorf("%s: score %d, %d nodes; the seed solver %d, %d", name, p.Score, p.Nodes, r.Score, r.Nodes)
	}
	// The literal solver works out every candidate from scratch: it
	// checks the puzzles of small trees.
	if limit := 2000; race.Enabled && r.Nodes <= limit/10 || !race.Enabled && r.Nodes <= limit {
		if sols, score, nodes := lit.Count(v); sols != 1 || score != r.Score || nodes != r.Nodes {
			t.Errorf("%s: the literal solver gives %d solutions, score %d, %d nodes; the seed solver %d, %d", name, sols, score, nodes, r.Score, r.Nodes)
		}
	}
	if v.Regions != nil && !v.RegionsHave(iso.Rot180.Image) {
		t.Errorf("%s: the layout is not half-turn symmetric", name)
	}
	if !opts.Kind.HasCages() && !opts.Kind.HasSigns() {
		g := puzzle.Puzzle{Givens: v.Givens}
		if !g.HasSymmetry(opts.Symmetry) {
			t.Errorf("%s: givens not %v", name, opts.Symmetry)
		}
	}
	if v.Diagonals || v.Windows {
		plain := v.Clone()
		plain.Diagonals, plain.Windows = false, false
		if n := new(solve.Solver).Check(&plain, solve.Query{Limit: 2}); n < 2 {
			t.Errorf("%s: unique without its diagonals and windows", name)
		}
	}
}

// TestShapes generates each shape alone and with cages or signs, checks
// every puzzle, and that the same seed makes the same puzzles.
func TestShapes(t *testing.T) {
	lit := literal.NewVariant()
	for _, tc := range []struct {
		kind  puzzle.Kind
		count int
	}{
		{puzzle.X, 12}, {puzzle.Windoku, 12}, {puzzle.Jigsaw, 12},
		{puzzle.Jigsaw | puzzle.Killer, 4}, {puzzle.X | puzzle.Greater, 4},
		{puzzle.Jigsaw | puzzle.X, 4}, {puzzle.Windoku | puzzle.Killer, 2},
	} {
		t.Run(tc.kind.String(), func(t *testing.T) {
			count := tc.count
			if race.Enabled || testing.Short() {
				if tc.count < 12 {
					t.Skip("the shapes alone under the race detector; the plain run makes them all")
				}
				count = max(count/4, 1)
			}
			opts := generate.Defaults(generate.Request{Kind: tc.kind})
			opts.Rate = false
			opts.Score = ranges.AtLeast(0)
			opts.Seed, opts.Workers, opts.Count = 7, 2, count
			ps, _ := collect(t, opts)
			if len(ps) != count {
				t.Fatalf("%d puzzles, want %d", len(ps), count)
			}
			for _, p := range ps {
				checkShape(t, opts, p, lit)
			}
			ps2, _ := collect(t, opts)
			if got, want := variantSet(ps2), variantSet(ps); got != want {
				t.Errorf("the same seed made other puzzles")
			}
		})
	}
}

// TestShapesMinimal: asked to be minimal, jigsaw, X and windoku puzzles
// keep whatever clues that leaves (Defaults), fewer than their default
// range mostly, and every one is minimal: removing any given leaves two
// solutions. Held to the range, such a run stored nothing.
func TestShapesMinimal(t *testing.T) {
	lit := literal.NewVariant()
	for _, k := range []puzzle.Kind{puzzle.X, puzzle.Windoku, puzzle.Jigsaw} {
		t.Run(k.String(), func(t *testing.T) {
			count := 3
			if race.Enabled || testing.Short() {
				count = 1
			}
			opts := generate.Defaults(generate.Request{Kind: k, Minimal: new(true)})
			opts.Rate = false
			opts.Seed, opts.Workers, opts.Count = 7, 1, count
			ps, _ := collect(t, opts)
			if len(ps) != count {
				t.Fatalf("%d puzzles, want %d", len(ps), count)
			}
			for _, p := range ps {
				checkShape(t, opts, p, lit)
				v := &p.Puzzle
				if !p.Minimal {
					t.Errorf("%s: not stored as minimal", v)
				}
				checkMinimal(t, v)
			}
		})
	}
}

// checkMinimal fails t unless removing any given of v leaves it two
// solutions.
func checkMinimal(t *testing.T, v *puzzle.Puzzle) {
	t.Helper()
	var slv solve.Solver
	for c := range v.Cells() {
		if v.Givens[c] == 0 {
			continue
		}
		q := v.Clone()
		q.Givens[c] = 0
		if n := slv.Check(&q, solve.Query{Limit: 2}); n != 2 {
			t.Errorf("%s: unique without the given of cell %d", v, c)
		}
	}
}

// TestShapesMinimalSized: past 9×9 minimal jigsaw and X puzzles are made
// too, each unique and minimal, and stored with their seed score exactly
// when its search ends within generate.SizedScoreBudget nodes (a minimal
// 10×10 jigsaw's often does not).
func TestShapesMinimalSized(t *testing.T) {
	for _, k := range []puzzle.Kind{puzzle.X.Sized(10), puzzle.Jigsaw.Sized(10)} {
		t.Run(k.String(), func(t *testing.T) {
			count := 4
			if race.Enabled || testing.Short() {
				count = 1
			}
			opts := generate.Defaults(generate.Request{Kind: k, Minimal: new(true)})
			opts.Rate, opts.Symmetry = false, generate.None
			opts.Seed, opts.Workers, opts.Count = 7, 1, count
			ps, _ := collect(t, opts)
			if len(ps) != count {
				t.Fatalf("%d puzzles, want %d", len(ps), count)
			}
			var slv solve.Solver
			for _, p := range ps {
				v := &p.Puzzle
				if err := v.Validate(); err != nil || v.Kind() != k || !v.Solves(&p.Solution) {
					t.Fatalf("%s: a %v (%v), want a %v solved by %s", v, v.Kind(), err, k, p.Solution)
				}
				if n := slv.Check(v, solve.Query{Limit: 2}); n != 1 {
					t.Fatalf("%s: %d solutions", v, n)
				}
				if !p.Minimal {
					t.Errorf("%s: not stored as minimal", v)
				}
				checkMinimal(t, v)
				r, stopped := slv.CountWithin(v, generate.SizedScoreBudget, nil)
				switch {
				case stopped && p.HasScore:
					t.Errorf("%s: stored with score %d, its search passes the bound", v, p.Score)
				case !stopped && (!p.HasScore || r.Score != p.Score || r.Nodes != p.Nodes):
					t.Errorf("%s: score %d, %d nodes (stored: %v); the seed solver %d, %d", v, p.Score, p.Nodes, p.HasScore, r.Score, r.Nodes)
				}
			}
		})
	}
}

// TestShapeGrades generates rated X, windoku and jigsaw puzzles under
// grade targets, easy to extreme, and checks each one's rating: its
// grade, and its path step for step that of a rating without a ceiling
// (from medium up the givens are taken away toward the band, rated as
// they go, and the last rating is the one kept), and its clues within
// the target's range.
func TestShapeGrades(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("rated generation under grade targets: seconds")
	}
	r := score.NewRater()
	for _, k := range []puzzle.Kind{puzzle.X, puzzle.Windoku, puzzle.Jigsaw} {
		for _, g := range []rating.Grade{rating.Easy, rating.Medium, rating.Hard, rating.Expert, rating.Extreme} {
			opts := generate.Defaults(generate.Request{Kind: k, Rating: g.Range()})
			opts.Seed, opts.Workers, opts.Count = 3, 2, 6
			ps, _ := collect(t, opts)
			for _, p := range ps {
				if p.Rating.Grade() != g || !opts.Clues.Contains(p.Clues) {
					t.Errorf("%v %v: %s rated %v with %d clues", k, g, p.Puzzle.String(), p.Rating, p.Clues)
				}
				if got := r.RatePuzzle(&p.Puzzle); got != p.Path {
					t.Errorf("%v %v: %s rated %v %v again, %v %v when made", k, g, p.Puzzle.String(), got.Rating, got.Steps, p.Rating, p.Path.Steps)
				}
			}
		}
	}
}
