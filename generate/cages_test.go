package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// TestCageMapKeepsSymmetry grows layouts under each symmetry and changes
// them at random (moves, splits, merges, as reshaping and Minimal do),
// checking after every step, by the layout as a puzzle, that it is still
// a layout: the cages cover the grid, are connected and valid, hold no
// digit twice, stay within the sizes, keep the symmetry (cages onto
// cages, by puzzle.Puzzle.HasSymmetry) and never add a single-cell cage
// past the limit.
func TestCageMapKeepsSymmetry(t *testing.T) {
	for s := None; s <= Diagonal; s++ {
		for _, singles := range []int{0, 3} {
			t.Run(fmt.Sprintf("%v/singles=%d", s, singles), func(t *testing.T) {
				opts := DefaultOptions()
				opts.Kind, opts.Symmetry, opts.SingleCages, opts.Seed = puzzle.Killer, s, singles, uint64(s)
				opts.CageSize = ranges.Between(2, 5)
				if err := opts.check(); err != nil {
					t.Fatal(err)
				}
				w := newWorker(&opts, 0, &tally{})
				grown, changed := 0, 0
				for range 40 {
					var sol solve.Grid
					w.fill(&sol)
					m := newCageMap(w)
					if !m.grow(w, &sol, w.cageSize()) {
						continue
					}
					grown++
					checkCageMap(t, &m, &sol, "grow")
					for range 30 {
						c, n := w.rng.IntN(81), 0
						var ok bool
						var what string
						switch w.rng.IntN(3) {
						case 0:
							what, ok = "reshape", m.reshape(w, &sol, c)
						case 1:
							what, ok = "split", m.split(w, &sol, c)
						default:
							n = int(solve.Adjacent[c][0])
							what, ok = "merge", m.merge(&sol, c, n)
						}
						if ok {
							changed++
							checkCageMap(t, &m, &sol, fmt.Sprintf("%s at %s", what, solve.CellName(c)))
						}
					}
				}
				// Many grids give a layout, and layouts can change.
				if grown < 10 || changed < 2*grown {
					t.Errorf("%d layouts of 40 grids, %d changes", grown, changed)
				}
			})
		}
	}
}

// checkCageMap checks m over sol as TestCageMapKeepsSymmetry says.
func checkCageMap(t *testing.T, m *cageMap, sol *solve.Grid, after string) {
	t.Helper()
	var v puzzle.Puzzle
	m.to(&v, sol)
	name := after + ": " + v.String()
	if err := v.Validate(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !v.IsSolution(*sol) {
		t.Fatalf("%s: the solution breaks a cage", name)
	}
	if !v.HasSymmetry(m.sym) {
		t.Fatalf("%s: not %v-symmetric", name, m.sym)
	}
	covered, singles := 0, 0
	for _, cg := range v.Cages {
		covered += len(cg.Cells)
		if len(cg.Cells) == 1 {
			singles++
		}
		if len(cg.Cells) > m.maxOf(slices.Contains(cg.Cells, centre)) {
			t.Fatalf("%s: a cage of %d cells", name, len(cg.Cells))
		}
	}
	if covered != 81 || singles > m.singles {
		t.Fatalf("%s: cover %d cells, %d single-cell cages (at most %d)", name, covered, singles, m.singles)
	}
}

// TestRandomVariantStops: a worker making variants gives up once its
// context is done, between layouts, even when no layout would come.
func TestRandomVariantStops(t *testing.T) {
	opts := Defaults(puzzle.Killer)
	opts.Cages = ranges.Between(22, 22) // rare: a single layout in many
	w := newWorker(&opts, 0, &tally{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var p Result
	if w.randomVariant(ctx, &p) {
		t.Fatalf("a puzzle after the context was done: %s", &p.Puzzle)
	}
}

// TestLayoutBudget: a rated killer run that keeps no puzzle needing
// trial gives layouts up soonest, a target from the expert band up
// latest, and every other run at the usual budget.
func TestLayoutBudget(t *testing.T) {
	killer, greater := Defaults(puzzle.Killer), Defaults(puzzle.Greater)
	unrated, trial, hard, medium := killer, killer, killer, killer
	unrated.Rate, trial.Trial = false, true
	hard.Rating, medium.Rating = rating.Expert.Range(), rating.Medium.Range()
	for _, tc := range []struct {
		name string
		opts Options
		want int
	}{
		{"killer", killer, ratedBudget},
		{"killer, a medium target", medium, ratedBudget},
		{"killer, unrated", unrated, checkBudget},
		{"killer, trial kept", trial, checkBudget},
		{"killer, an expert target", hard, hardBudget},
		{"greater-than", greater, checkBudget},
	} {
		if got := layoutBudget(&tc.opts); got != tc.want {
			t.Errorf("%s: budget %d, want %d", tc.name, got, tc.want)
		}
	}
}
