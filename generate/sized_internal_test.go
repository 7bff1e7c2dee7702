package generate

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/variant"
)

// sizedShapes are the shapes the sized tests run on: every default box,
// some other box shapes, and a diagonal one. Range over sortedShapes,
// so that each shape gets the same random draws in every run.
func sizedShapes(t testing.TB) map[string]puzzle.Puzzle {
	t.Helper()
	shapes := map[string]puzzle.Puzzle{}
	for _, n := range []int{4, 6, 8, 10, 12, 14, 15, 16} {
		shapes[fmt.Sprintf("%dx%d", n, n)] = puzzle.Puzzle{Size: n}
	}
	for _, b := range []grid.Box{{Rows: 3, Cols: 2}, {Rows: 4, Cols: 2}, {Rows: 2, Cols: 6}, {Rows: 4, Cols: 3}, {Rows: 5, Cols: 2}} {
		n := b.Rows * b.Cols
		shapes[fmt.Sprintf("%dx%d-box%v", n, n, b)] = puzzle.Puzzle{Size: n, Box: b}
	}
	shapes["6x6-x"] = puzzle.Puzzle{Size: 6, Diagonals: true}
	for name, p := range shapes {
		if err := p.Validate(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return shapes
}

// sortedShapes lists the names of shapes in order.
func sortedShapes(shapes map[string]puzzle.Puzzle) []string {
	return slices.Sorted(maps.Keys(shapes))
}

// randomGivens returns the givens of a random solution grid of p's shape
// with each cell kept with probability keep, and the grid; ok is false
// when no grid was found (a jigsaw layout may have none).
func randomGivens(rng *rand.Rand, p *puzzle.Puzzle, keep float64) (g, sol grid.Grid, ok bool) {
	f := filler{shape: rules.ShapeOf(p)}
	for range 20 {
		if f.fill(rng, &sol) {
			for c := range p.Cells() {
				if rng.Float64() < keep {
					g[c] = sol[c]
				}
			}
			return g, sol, true
		}
	}
	return g, sol, false
}

// TestHouseCheckerAgrees holds the houseChecker to the seed solver of
// package variant on random puzzles of every shape: the givens of a
// random grid, 60% to 95% of them, mostly unique; one puzzle in three
// without the cells of two digits, which then have a second solution;
// one in five with a random digit put in, mostly with none. The same
// count up to two, the
// same first solution when there is one, and countExcept's answer the
// one the seed solver gives, digit by digit, for the cell left out.
func TestHouseCheckerAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var vs variant.Solver
	perShape := 60
	if race.Enabled || testing.Short() {
		perShape = 15
	}
	shapes := sizedShapes(t)
	for _, name := range sortedShapes(shapes) {
		shape := shapes[name]
		t.Run(name, func(t *testing.T) {
			k := newHouseChecker(rules.ShapeOf(&shape))
			unique, several, none := 0, 0, 0
			for i := range perShape {
				// Many givens: mostly unique (the seed solver's trees
				// grow fast as clues go).
				keep := 0.6 + 0.35*rng.Float64()
				g, sol, ok := randomGivens(rng, &shape, keep)
				if !ok {
					continue
				}
				if i%3 == 0 {
					// Two digits' cells left out: the grid with the two
					// swapped is a second solution.
					a, b := uint8(1+rng.IntN(shape.N())), uint8(1+rng.IntN(shape.N()-1))
					if b >= a {
						b++
					}
					for c := range shape.Cells() {
						if sol[c] == a || sol[c] == b {
							g[c] = 0
						}
					}
				}
				if i%5 == 0 {
					c := rng.IntN(shape.Cells())
					g[c] = uint8(1 + rng.IntN(shape.N()))
				}
				p := shape
				p.Givens = g
				want := vs.Count(&p)
				got := k.count(&g, 2)
				switch {
				case got != want.Solutions:
					t.Fatalf("%s: houseChecker counts %d, the seed solver %d", p.String(), got, want.Solutions)
				case got == 1 && k.solution() != want.Solution:
					geo := shape.Geometry()
					sol := k.solution()
					t.Errorf("%s: solution %s, the seed solver's %s", p.String(), geo.FormatGrid(&sol), geo.FormatGrid(&want.Solution))
				case got == 1:
					unique++
				case got == 2:
					several++
				default:
					none++
				}
				if got != 1 {
					continue
				}
				// Leave out one given: another solution must put
				// another digit there.
				c := rng.IntN(shape.Cells())
				for g[c] == 0 {
					c = rng.IntN(shape.Cells())
				}
				d := g[c]
				h := g
				h[c] = 0
				other := false
				for e := 1; e <= shape.N() && !other; e++ {
					q := p
					q.Givens = h
					q.Givens[c] = uint8(e)
					other = e != int(d) && vs.Count(&q).Solutions > 0
				}
				if got := k.countExcept(&h, c, d, 1) != 0; got != other {
					t.Errorf("%s without %s: countExcept says another digit fits: %v, the seed solver %v", p.String(), shape.Geometry().CellName(c), got, other)
				}
			}
			if unique == 0 || several == 0 {
				t.Errorf("%d unique, %d with several solutions, %d with none: the sample misses a case", unique, several, none)
			}
		})
	}
}

// shapeVector is a line of package variant's shape vectors: a puzzle
// with its solution count and seed score from an independent
// implementation of docs/shapes.md.
type shapeVector struct {
	Puzzle    json.RawMessage `json:"puzzle"`
	Solutions int             `json:"solutions"`
	Score     *int            `json:"score"`
}

// TestSeedSolverVectors holds the seedSolver and the houseChecker to the
// independent vectors of every shape whose rules are houses alone (no
// cages, no signs): the seedSolver's count and score, the houseChecker's
// count.
func TestSeedSolverVectors(t *testing.T) {
	f, err := os.Open("../variant/testdata/shape_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	checked := 0
	for line := 1; sc.Scan(); line++ {
		var v shapeVector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil || len(p.Cages) > 0 || len(p.Signs) > 0 {
			continue // input errors are puzzle's; cages and signs variant's
		}
		if race.Enabled && line%8 != 0 {
			continue // a sample under the race detector; all in a plain run
		}
		shape := rules.ShapeOf(&p)
		r, _ := newSeedSolver(shape).count(&p.Givens, nil)
		if r.Solutions != v.Solutions || v.Score != nil && r.Score != *v.Score {
			t.Errorf("line %d %s: %d solutions, score %d; the vector says %d, %v", line, v.Puzzle, r.Solutions, r.Score, v.Solutions, v.Score)
		}
		if got := newHouseChecker(shape).count(&p.Givens, 2); got != v.Solutions {
			t.Errorf("line %d %s: the houseChecker counts %d, the vector says %d", line, v.Puzzle, got, v.Solutions)
		}
		checked++
	}
	if checked < 50 && !race.Enabled {
		t.Errorf("only %d vectors with houses alone", checked)
	}
}

// TestSeedSolverAgrees holds the seedSolver to variant.Solver, node for
// node, on random puzzles of every shape: the same solutions, first
// solution, score and nodes.
func TestSeedSolverAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var vs variant.Solver
	perShape := 40
	if race.Enabled || testing.Short() {
		perShape = 10
	}
	shapes := sizedShapes(t)
	for _, name := range sortedShapes(shapes) {
		shape := shapes[name]
		t.Run(name, func(t *testing.T) {
			s := newSeedSolver(rules.ShapeOf(&shape))
			for range perShape {
				keep := 0.4 + 0.55*rng.Float64()
				if shape.N() >= 12 {
					keep = 0.6 + 0.35*rng.Float64()
				}
				g, _, ok := randomGivens(rng, &shape, keep)
				if !ok {
					continue
				}
				p := shape
				p.Givens = g
				got, _ := s.count(&g, nil)
				if want := vs.Count(&p); got != want {
					t.Fatalf("%s: seedSolver %d solutions, score %d, %d nodes; variant.Solver %d, %d, %d",
						p.String(), got.Solutions, got.Score, got.Nodes, want.Solutions, want.Score, want.Nodes)
				}
			}
		})
	}
}

// TestFillSized checks that the filler makes valid, distinct grids of
// every shape whose digits are spread evenly over the cells: for each
// cell, each digit's count over the grids stays within a wide band
// around its share (about six standard deviations), so a fill that
// favours digits fails while a fair one passes with any seed.
func TestFillSized(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	shapes := sizedShapes(t)
	for _, name := range sortedShapes(shapes) {
		shape := shapes[name]
		if shape.Regions != nil || shape.N() > 10 {
			continue // layouts are the jigsaw tests'; the large grids slow to sample
		}
		t.Run(name, func(t *testing.T) {
			n, cells := shape.N(), shape.Cells()
			grids := 150 * n
			if race.Enabled {
				grids = 20 * n
			}
			f := filler{shape: rules.ShapeOf(&shape)}
			var counts [grid.MaxCells][grid.MaxSize + 1]int
			seen := map[grid.Grid]bool{}
			var g grid.Grid
			for range grids {
				for !f.fill(rng, &g) {
				}
				p := shape
				if !p.Solves(&g) {
					t.Fatalf("fill made %s, no grid of %s", shape.Geometry().FormatGrid(&g), name)
				}
				seen[g] = true
				for c := range cells {
					counts[c][g[c]]++
				}
			}
			// Small grids are few (288 of 4×4, fewer 6×6 X grids than
			// draws): repeats are expected there.
			if n > 6 && len(seen) < grids {
				t.Errorf("%d distinct grids of %d", len(seen), grids)
			}
			mean := float64(grids) / float64(n)
			band := 6 * math.Sqrt(mean*(1-1/float64(n)))
			for c := range cells {
				for d := 1; d <= n; d++ {
					if k := float64(counts[c][d]); k < mean-band || k > mean+band {
						t.Errorf("%s holds %d in %v of %d grids, want %.0f±%.0f", shape.Geometry().CellName(c), d, k, grids, mean, band)
					}
				}
			}
		})
	}
}

// TestImageAtNine checks that iso.Symmetry.ImageAt, which the orbits of
// every size read, is Image on the 9×9 grid, and maps every n×n grid
// onto itself with the symmetry's order.
func TestImageAtNine(t *testing.T) {
	for s := None; s <= Diagonal; s++ {
		for c := range 81 {
			if got, want := s.ImageAt(c, 9), s.Image(c); got != want {
				t.Errorf("%v: ImageAt(r%dc%d) = %d, Image %d", s, c/9+1, c%9+1, got, want)
			}
		}
		for n := grid.MinSize; n <= grid.MaxSize; n++ {
			for c := range n * n {
				x := c
				for range s.Order() {
					x = s.ImageAt(x, n)
				}
				if x != c {
					t.Errorf("%v on %dx%d: cell %d goes to %d after %d steps", s, n, n, c, x, s.Order())
				}
			}
		}
	}
}

// BenchmarkSeedSolver scores generated puzzles of 8×8, 12×12 and 16×16
// (default options, made once) with the seedSolver; one op is one
// puzzle, and nodes/s its speed a node.
func BenchmarkSeedSolver(b *testing.B) {
	for _, n := range []int{8, 12, 16} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			opts := Defaults(Request{Kind: puzzle.Classic.Sized(n)})
			// 16×16 puzzles of 100 clues run to millions of nodes: a
			// benchmark of a few seconds keeps more.
			if n == 16 {
				opts.Clues = ranges.Between(106, 128)
			}
			opts.Seed = 1
			if err := opts.check(); err != nil {
				b.Fatal(err)
			}
			w := newWorker(&opts, 0, &tally{})
			var ps []grid.Grid
			for len(ps) < 20 {
				var p Result
				if w.randomSized(context.Background(), &p) {
					ps = append(ps, p.Puzzle.Givens)
				}
			}
			s := newSeedSolver(w.sized.shape)
			nodes := 0
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				r, _ := s.count(&ps[i%len(ps)], nil)
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// TestSeedSolverStops checks that a seed search gives up once its done
// channel is closed, at its next look (every 64 nodes here), and runs
// whole while it is open: on the 16×16 reference puzzle of
// docs/shapes.md, 11,556 nodes, score 1019.
func TestSeedSolverStops(t *testing.T) {
	p, err := puzzle.Parse(`{"size":16,"givens":".4..E..2.D.91B....A78B..35.4.2.D..D.7.C.....G..6.3...F.9...GA4......B5.A1..E964.F.8......6.B....2.9.C.41..A5......G5F..DC9...7.8..24D1..BG...9.7.7.G.85.D.9.4..E.F.8G4.C5..76...1..3.7.B..4F...G8...29A....D....G...3.F.6.B.E8..3..C.....1582......6....F..2C..."}`)
	if err != nil {
		t.Fatal(err)
	}
	s := newSeedSolver(rules.ShapeOf(&p))
	s.stopMask = 63
	open := make(chan struct{})
	r, stopped := s.count(&p.Givens, open)
	if stopped || r.Solutions != 1 || r.Score != 1019 {
		t.Errorf("open: stopped %v, %d solutions, score %d; want a whole search, 1 solution, score 1019", stopped, r.Solutions, r.Score)
	}
	closed := make(chan struct{})
	close(closed)
	if _, stopped := s.count(&p.Givens, closed); !stopped || s.nodes != 64 {
		t.Errorf("closed: stopped %v after %d nodes; want a stop at 64", stopped, s.nodes)
	}
}
