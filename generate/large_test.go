package generate_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/score"
)

// TestLargeSizes makes rated puzzles of the grids past 16×16 with the
// defaults of their kind: classic 25×25 and 18×18, and jigsaw 17×17,
// 19×19, 23×23 and 25×25 (a fresh half-turn symmetric layout each), and
// checks each independently: valid, of the kind asked for, unique by a
// recount whose solution, seed score and nodes are the ones stored, its
// clues in the size's range and half-turn symmetric, its jigsaw regions
// mapped onto regions by the half-turn, and its stored rating the one a
// new Rater gives it. The 25×25 jigsaw is made in a plain go test only,
// with more clues than its defaults: its seed searches vary the most.
func TestLargeSizes(t *testing.T) {
	kinds := []puzzle.Kind{puzzle.Classic.Sized(25), puzzle.Classic.Sized(18), puzzle.Jigsaw.Sized(17),
		puzzle.Jigsaw.Sized(19), puzzle.Jigsaw.Sized(23), puzzle.Jigsaw.Sized(25)}
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
