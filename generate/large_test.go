package generate_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"reflect"
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

// TestLargeSizes makes rated puzzles of the grids past 16×16 with the
// defaults of their kind: classic 25×25 and 18×18, and jigsaw 17×17,
// 19×19, 23×23 and 25×25 (a fresh half-turn symmetric layout each),
// 20×20 and 25×25 X puzzles, and
// checks each independently: valid, of the kind asked for, unique by a
// recount whose solution, seed score and nodes are the ones stored, its
// clues in the size's range and half-turn symmetric, its jigsaw regions
// mapped onto regions by the half-turn, and its stored rating the one a
// new Rater gives it. The 25×25 jigsaw is made in a plain go test only,
// with more clues than its defaults: its seed searches vary the most.
func TestLargeSizes(t *testing.T) {
	kinds := []puzzle.Kind{puzzle.Classic.Sized(25), puzzle.Classic.Sized(18), puzzle.Jigsaw.Sized(17),
		puzzle.Jigsaw.Sized(19), puzzle.Jigsaw.Sized(23), puzzle.Jigsaw.Sized(25), puzzle.X.Sized(20), puzzle.X.Sized(25)}
	for _, k := range kinds {
		t.Run(k.String(), func(t *testing.T) {
			if k == puzzle.Jigsaw.Sized(25) && (race.Enabled || testing.Short()) {
				t.Skip("the seed searches of 25×25 jigsaws vary the most")
			}
			opts := generate.Defaults(generate.Request{Kind: k})
			if err := opts.Validate(); err != nil {
				t.Fatal(err)
			}
			if opts.Clues != generate.DefaultClues(k.Size()) || !opts.Rate || opts.Symmetry != generate.Rot180 {
				t.Fatalf("defaults: clues %s, rated %v, symmetry %v", opts.Clues, opts.Rate, opts.Symmetry)
			}
			opts.Seed, opts.Workers, opts.Count = 2, 1, 2
			if race.Enabled {
				// One worker's one goroutine: a puzzle of each is the
				// sample, the plain go test makes both.
				opts.Count = 1
			}
			if k == puzzle.Jigsaw.Sized(25) {
				// The seed searches of 25×25 jigsaws of 340 clues run
				// to tens of millions of nodes now and then, and the
				// recount's with them.
				opts.Clues = ranges.Between(362, 375)
			}
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			for _, p := range ps {
				v := &p.Puzzle
				name := fmt.Sprintf("seq %d %s", p.Seq, v.Kind())
				if err := v.Validate(); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if v.Kind() != k {
					t.Errorf("%s: want %s", name, k)
				}
				solutions, seed, nodes, sol := recount(t, v)
				if solutions != 1 || sol != p.Solution || !v.Solves(&p.Solution) {
					t.Fatalf("%s: %d solutions; stored solution %s", name, solutions, v.Geometry().FormatGrid(&p.Solution))
				}
				if !p.HasScore || p.Score != seed || p.Nodes != nodes {
					t.Errorf("%s: score %d nodes %d, the recount %d and %d", name, p.Score, p.Nodes, seed, nodes)
				}
				if p.Clues != v.Givens.Clues() || !opts.Clues.Contains(p.Clues) || !halfTurn(v) {
					t.Errorf("%s: %d clues (%d givens), want %s, half-turn symmetric", name, p.Clues, v.Givens.Clues(), opts.Clues)
				}
				cells := v.Cells()
				if v.Regions != nil && !v.RegionsHave(func(c int) int { return cells - 1 - c }) {
					t.Errorf("%s: the half-turn does not keep the regions", name)
				}
				if !p.Path.Rating.Rated() {
					t.Errorf("%s: not rated", name)
				} else if want := score.NewRater().RatePuzzle(v); !reflect.DeepEqual(p.Path, want) {
					t.Errorf("%s: stored rating %v, rated again %v", name, p.Path.Rating, want.Rating)
				}
			}
		})
	}
}

var everySize = flag.Int("sizes.every", 0, "TestEverySize makes this many puzzles of each kind (40 for the figures of docs/performance.md); 0 leaves it out")

// TestEverySize, asked with -sizes.every N (it takes some minutes at 40),
// makes N rated puzzles of each of the larger kinds (12×12 and 16×16
// killers, a 12×12 greater-than sudoku, 16×16 jigsaw and X puzzles,
// 20×20 and 25×25 classic ones and a 25×25 jigsaw) under a seed-score
// target, and checks every one against a second seed search by a fresh
// solver (recount): unique, its solution the one stored, the seed score
// and nodes the ones stored; valid; of the kind; the givens the
// solution's, half-turn symmetric (where cages or signs leave the
// givens no symmetry of their own, a killer's cages are half-turn
// symmetric instead, and a greater-than sudoku's signs are every box's);
// the clues in the size's range where it has one; rated.
func TestEverySize(t *testing.T) {
	if *everySize <= 0 {
		t.Skip("asked with -sizes.every N")
	}
	for _, name := range []string{"12x12-killer", "16x16-killer", "16x16-jigsaw", "16x16-x", "12x12-greater", "25x25", "25x25-jigsaw", "20x20"} {
		t.Run(name, func(t *testing.T) {
			k, err := puzzle.ParseKind(name)
			if err != nil {
				t.Fatal(err)
			}
			opts := generate.Defaults(generate.Request{Kind: k})
			opts.Seed, opts.Workers, opts.Count, opts.Score = 40, 2, *everySize, ranges.AtLeast(0)
			start := time.Now()
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			var scores, givens []int
			for _, p := range ps {
				v := &p.Puzzle
				name := fmt.Sprintf("seq %d %s", p.Seq, v)
				if err := v.Validate(); err != nil || v.Kind() != k {
					t.Fatalf("%s: %v, kind %v", name, err, v.Kind())
				}
				solutions, seed, nodes, sol := recount(t, v)
				if solutions != 1 || sol != p.Solution || !v.Solves(&p.Solution) {
					t.Fatalf("%s: %d solutions by the recount", name, solutions)
				}
				if !p.HasScore || p.Score != seed || p.Nodes != nodes {
					t.Errorf("%s: score %d nodes %d, the recount %d and %d", name, p.Score, p.Nodes, seed, nodes)
				}
				if !halfTurn(v) && !k.HasSigns() {
					t.Errorf("%s: givens not half-turn symmetric", name)
				}
				if k.HasCages() && !cagesHalfTurn(v) {
					t.Errorf("%s: cages not half-turn symmetric", name)
				}
				if k.HasSigns() && !slices.Equal(v.Signs, everyRegionSign(v, &p.Solution)) {
					t.Errorf("%s: not every box's signs", name)
				}
				if p.Clues != v.Givens.Clues() || !opts.Clues.IsAll() && !opts.Clues.Contains(p.Clues) {
					t.Errorf("%s: %d clues, want %s", name, p.Clues, opts.Clues)
				}
				if !p.Path.Rating.Rated() {
					t.Errorf("%s: not rated", name)
				}
				scores, givens = append(scores, p.Score), append(givens, p.Clues)
			}
			slices.Sort(scores)
			slices.Sort(givens)
			t.Logf("%d in %.1fs; seed scores %d..%d (median %d), givens %d..%d", len(ps), time.Since(start).Seconds(),
				scores[0], scores[len(scores)-1], scores[len(scores)/2], givens[0], givens[len(givens)-1])
		})
	}
}

// TestLargeFewClues makes 25×25 puzzles with fewer clues than the
// defaults, as published ones have (no symmetry, 200..300 clues), and
// stops a run of 266..275 in the midst of its work. Past 16×16 a removal
// test and the seed search are bounded, so that each puzzle comes in
// seconds: unique by the checker, in range, with the recount's seed score
// where its search ended within generate.SizedScoreBudget nodes and with
// none where it did not; and a run asked to stop stops at once. A plain
// go test makes them.
func TestLargeFewClues(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("25×25 puzzles of 300 clues and fewer take seconds each; a plain go test makes them")
	}
	opts := generate.Defaults(generate.Request{Kind: puzzle.Classic.Sized(25)})
	opts.Clues, opts.Symmetry, opts.Rate = ranges.Between(200, 300), generate.None, false
	opts.Seed, opts.Workers, opts.Count = 1, 1, 1
	var s solve.Solver
	for _, p := range collectFewClues(t, opts) {
		v := &p.Puzzle
		r, stopped := s.CountWithin(v, generate.SizedScoreBudget, nil)
		if stopped == p.HasScore || p.HasScore && (r.Score != p.Score || r.Nodes != p.Nodes) {
			t.Errorf("%s: stored score %d (%v), nodes %d; the bounded recount %d, %d nodes, stopped %v", v, p.Score, p.HasScore, p.Nodes, r.Score, r.Nodes, stopped)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	opts.Clues, opts.Count = ranges.Between(266, 275), 1
	start := time.Now()
	if _, err := generate.Run(ctx, opts, func(generate.Result) error { return nil }); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("asked to stop after 1 s, the run took %v", d)
	}
}

// TestLargeGradedFewClues makes 25×25 puzzles (classic and X) of the
// published clue counts (266..275, no symmetry) under a rating target
// below expert,
// where the ladder is the removal test below the size's range: each is
// unique by the checker, in range, rated inside its grade to the end (not
// an estimate), not called minimal, and the same seed makes the same
// puzzles. The checker's removal tests alone made none of them in two
// minutes.
func TestLargeGradedFewClues(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("25×25 puzzles of 266..275 clues take a second each (a minute under the race detector); a plain go test makes them")
	}
	for _, tc := range []struct {
		kind  string
		grade rating.Grade
		count int
	}{
		{"25x25", rating.Easy, 2},
		{"25x25", rating.Hard, 1},
		{"25x25-x", rating.Easy, 1},
	} {
		grade := tc.grade
		t.Run(tc.kind+"/"+grade.String(), func(t *testing.T) {
			k, err := puzzle.ParseKind(tc.kind)
			if err != nil {
				t.Fatal(err)
			}
			opts := generate.Defaults(generate.Request{Kind: k, Rating: grade.Range()})
			opts.Clues, opts.Symmetry = ranges.Between(266, 275), generate.None
			opts.Seed, opts.Workers, opts.Count = 2, 2, tc.count
			ps := collectFewClues(t, opts)
			for _, p := range ps {
				v := &p.Puzzle
				if r := p.Path.Rating; r.Estimated || r.Grade() != grade {
					t.Errorf("%s: rated %v (%v), want %v", v, r, r.Grade(), grade)
				}
				if p.Minimal {
					t.Errorf("%s: called minimal", v)
				}
			}
			again, _ := collect(t, opts)
			if got, want := sizedSet(again), sizedSet(ps); got != want {
				t.Errorf("the same seed made other puzzles:\n%s\nthen\n%s", want, got)
			}
		})
	}
}

// collectFewClues makes the puzzles of opts, of fewer clues than the
// defaults, and checks each: valid, unique by the checker with the
// solution stored, and its clues in range.
func collectFewClues(t *testing.T, opts generate.Options) []generate.Result {
	t.Helper()
	ps, _ := collect(t, opts)
	if len(ps) != opts.Count {
		t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
	}
	var s solve.Solver
	for _, p := range ps {
		v := &p.Puzzle
		if err := v.Validate(); err != nil {
			t.Fatal(err)
		}
		if n := s.Check(v, solve.Query{Limit: 2}); n != 1 || s.Found(0) != p.Solution {
			t.Errorf("%s: %d solutions by the checker", v, n)
		}
		if !opts.Clues.Contains(p.Clues) || p.Clues != v.Givens.Clues() {
			t.Errorf("%s: %d clues, want %s", v, p.Clues, opts.Clues)
		}
	}
	return ps
}
