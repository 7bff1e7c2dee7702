package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

// TestCageMapKeepsSymmetry grows layouts under each symmetry, on the 9×9
// grid and smaller ones (6×6 and 8×8 with boxes, 5×5 and 7×7 jigsaws,
// odd sizes with a centre cell) and joined boards (a samurai, with a
// centre cell, and a butterfly, of even sides), and changes them at
// random (moves,
// splits, merges, as reshaping and Minimal do), checking after every
// step, by the layout as a puzzle, that it is still a layout: the cages
// cover the grid, are connected and valid, hold no digit twice, stay
// within the sizes, keep the symmetry (cages onto cages) and never add a
// single-cell cage past the limit; on a joined board every cage lies
// inside one grid (Validate).
func TestCageMapKeepsSymmetry(t *testing.T) {
	samurai, butterfly := mustKind(t, "samurai-killer"), mustKind(t, "butterfly-killer")
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.Killer.Sized(6), puzzle.Killer.Sized(8),
		(puzzle.Jigsaw | puzzle.Killer).Sized(5), (puzzle.Jigsaw | puzzle.Killer).Sized(7), samurai, butterfly} {
		for s := None; s <= Diagonal; s++ {
			n, side := k.Size(), k.Size()
			if l := kindLayout(k); l != nil {
				side = l.H
			}
			if side%2 == 0 && (s == Mirror || s == Rot90) {
				continue // a cell next to its image: refused for cages
			}
			for _, singles := range []int{0, 3} {
				t.Run(fmt.Sprintf("%v/%v/singles=%d", k, s, singles), func(t *testing.T) {
					opts := Options{Minimal: true}
					opts.Kind, opts.Symmetry, opts.SingleCages, opts.Seed = k, s, singles, uint64(s)
					opts.CageSize = ranges.Between(2, min(5, n))
					opts.Cages = ranges.Range{}
					if err := opts.check(); err != nil {
						t.Fatal(err)
					}
					w := newWorker(&opts, 0, &tally{})
					w.variants = &variantWorker{}
					// Small jigsaws often have no solution, and their
					// layouts fewer ways to grow.
					grown, changed, tries, least := 0, 0, 40, 10
					if n != 9 {
						tries = 120
					}
					if race.Enabled {
						// A sample: what it checks is one goroutine's.
						tries, least = tries/4, 2
					}
					for range tries {
						var v puzzle.Puzzle
						w.setShape(&v)
						var sol grid.Grid
						if !w.slv.Fill(w.rng, &v, &sol) {
							continue
						}
						m := newCageMap(w)
						if !m.grow(w, &sol, w.cageSize()) {
							continue
						}
						grown++
						checkCageMap(t, &m, &v, &sol, "grow")
						for range 30 {
							c, nb := w.rng.IntN(m.cells), 0
							var ok bool
							var what string
							switch w.rng.IntN(3) {
							case 0:
								what, ok = "reshape", m.reshape(w, &sol, c)
							case 1:
								what, ok = "split", m.split(w, &sol, c)
							default:
								nb = int(m.adj[c][0])
								what, ok = "merge", m.merge(&sol, c, nb)
							}
							if ok {
								changed++
								checkCageMap(t, &m, &v, &sol, fmt.Sprintf("%s at cell %d", what, c))
							}
						}
					}
					// Many grids give a layout, and layouts can change.
					if grown < least || changed < 2*grown {
						t.Errorf("%d layouts of %d grids, %d changes", grown, tries, changed)
					}
				})
			}
		}
	}
}

// checkCageMap checks m over sol, a solution of the shape of v, as
// TestCageMapKeepsSymmetry says.
func checkCageMap(t *testing.T, m *cageMap, shape *puzzle.Puzzle, sol *grid.Grid, after string) {
	t.Helper()
	v := *shape
	m.to(&v, sol)
	name := after + ": " + v.String()
	if err := v.Validate(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !v.Solves(sol) {
		t.Fatalf("%s: the solution breaks a cage", name)
	}
	if !cagesKeep(&v, m.sym) {
		t.Fatalf("%s: not %v-symmetric", name, m.sym)
	}
	covered, singles := 0, 0
	for _, cg := range v.Cages {
		covered += len(cg.Cells)
		if len(cg.Cells) == 1 {
			singles++
		}
		if len(cg.Cells) > m.maxOf(m.centre >= 0 && slices.Contains(cg.Cells, uint16(m.centre))) {
			t.Fatalf("%s: a cage of %d cells", name, len(cg.Cells))
		}
	}
	if covered != v.Cells() || singles > m.singles {
		t.Fatalf("%s: cover %d cells, %d single-cell cages (at most %d)", name, covered, singles, m.singles)
	}
}

// cagesKeep reports whether s maps every cage of v onto a cage of v of
// as many cells, at v's size (iso.Symmetry.ImageAt) or on its joined
// board (puzzle.BoardMove): puzzle.Puzzle.HasSymmetry's test of cages, at any
// size.
func cagesKeep(v *puzzle.Puzzle, s Symmetry) bool {
	var move []int
	if v.Layout != nil {
		move = puzzle.BoardMove(v.Layout, s)
	}
	image := func(c uint16) int {
		if move != nil {
			return move[c]
		}
		return s.ImageAt(int(c), v.N())
	}
	of := v.CageOf()
	for _, cg := range v.Cages {
		x := image(cg.Cells[0])
		if x < 0 || of[x] < 0 || len(v.Cages[of[x]].Cells) != len(cg.Cells) {
			return false
		}
		for _, c := range cg.Cells[1:] {
			if x := image(c); x < 0 || of[x] != of[image(cg.Cells[0])] {
				return false
			}
		}
	}
	return true
}

// mustKind is the kind named name.
func mustKind(t *testing.T, name string) puzzle.Kind {
	t.Helper()
	k, err := puzzle.ParseKind(name)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestRandomVariantStops: a worker making variants gives up once its
// context is done, between layouts, even when no layout would come.
func TestRandomVariantStops(t *testing.T) {
	opts := Defaults(Request{Kind: puzzle.Killer})
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
	killer, greater := Defaults(Request{Kind: puzzle.Killer}), Defaults(Request{Kind: puzzle.Greater})
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
