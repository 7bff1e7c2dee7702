package solve_test

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// sizedShapes are the shapes the tests of other sizes than 9×9 run on:
// every default box, some other box shapes, and a diagonal one. Range
// over sortedShapes, so that each shape gets the same random draws in
// every run.
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

// eachShape runs test on each of sizedShapes in order, as a subtest named
// for the shape.
func eachShape(t *testing.T, test func(t *testing.T, shape puzzle.Puzzle)) {
	shapes := sizedShapes(t)
	for _, name := range sortedShapes(shapes) {
		t.Run(name, func(t *testing.T) { test(t, shapes[name]) })
	}
}

// randomGivens returns the givens of a random solution grid of p's shape
// with each cell kept with probability keep, and the grid; ok is false
// when no grid was found (a jigsaw layout may have none).
func randomGivens(s *solve.Solver, rng *rand.Rand, p *puzzle.Puzzle, keep float64) (g, sol grid.Grid, ok bool) {
	shape := puzzle.Puzzle{Size: p.Size, Box: p.Box, Regions: p.Regions, Diagonals: p.Diagonals, Windows: p.Windows}
	for range 20 {
		if s.Fill(rng, &shape, &sol) {
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

// TestCheckerAgreesSized holds the checker to ruleSearch on random
// puzzles of every shape: the givens of a random grid, 60% to 95% of
// them, mostly unique; one puzzle in three without the cells of two
// digits, which then have a second solution; one in five with a random
// digit put in, mostly with none. The same count up to two, the same
// first solution when there is one, and the removal test's answer
// (Query.Digit) the one the seed search gives, digit by digit, for the
// cell left out.
func TestCheckerAgreesSized(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var seed solve.Solver
	perShape := 60
	if race.Enabled || testing.Short() {
		perShape = 15
	}
	eachShape(t, func(t *testing.T, shape puzzle.Puzzle) {
		var k solve.Solver
		unique, several, none := 0, 0, 0
		for i := range perShape {
			// Many givens: mostly unique (the seed search's trees
			// grow fast as clues go).
			keep := 0.6 + 0.35*rng.Float64()
			g, sol, ok := randomGivens(&k, rng, &shape, keep)
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
			want := seed.RuleCount(&p)
			got := k.Check(&p, solve.Query{Limit: 2})
			switch found := k.Found(0); {
			case got != want.Solutions:
				t.Fatalf("%s: the checker counts %d, the seed search %d", p.String(), got, want.Solutions)
			case got == 1 && found != want.Solution:
				geo := shape.Geometry()
				t.Errorf("%s: solution %s, the seed search's %s", p.String(), geo.FormatGrid(&found), geo.FormatGrid(&want.Solution))
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
				other = e != int(d) && seed.RuleCount(&q).Solutions > 0
			}
			q := p
			q.Givens = h
			if got := k.Check(&q, solve.Query{Limit: 1, Cell: c, Digit: d}) != 0; got != other {
				t.Errorf("%s without %s: the removal test says another digit fits: %v, the seed search %v", p.String(), shape.Geometry().CellName(c), got, other)
			}
		}
		if unique == 0 || several == 0 {
			t.Errorf("%d unique, %d with several solutions, %d with none: the sample misses a case", unique, several, none)
		}
	})
}

// TestHouseSearchAgrees holds houseSearch to ruleSearch, node for node,
// on random puzzles of every shape: the same solutions, first solution,
// score and nodes.
func TestHouseSearchAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var s solve.Solver
	perShape := 40
	if race.Enabled || testing.Short() {
		perShape = 10
	}
	eachShape(t, func(t *testing.T, shape puzzle.Puzzle) {
		for range perShape {
			keep := 0.4 + 0.55*rng.Float64()
			if shape.N() >= 12 {
				keep = 0.6 + 0.35*rng.Float64()
			}
			g, _, ok := randomGivens(&s, rng, &shape, keep)
			if !ok {
				continue
			}
			p := shape
			p.Givens = g
			got := s.HouseCount(&p)
			if want := s.RuleCount(&p); got != want {
				t.Fatalf("%s: houseSearch %d solutions, score %d, %d nodes; ruleSearch %d, %d, %d",
					p.String(), got.Solutions, got.Score, got.Nodes, want.Solutions, want.Score, want.Nodes)
			}
			if c := s.Count(&p); c != got {
				t.Fatalf("%s: Count %+v, houseSearch %+v", p.String(), c, got)
			}
		}
	})
}

// TestFill checks that Fill makes valid, distinct grids of every shape
// whose digits are spread evenly over the cells: for each cell, each
// digit's count over the grids stays within a wide band around its share
// (about six standard deviations), so a fill that favours digits fails
// while a fair one passes with any seed. The classic grid is filled in
// reading order, every other shape by the checker's random search.
func TestFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	shapes := sizedShapes(t)
	shapes["9x9"] = puzzle.Puzzle{}
	shapes["9x9-x"] = puzzle.Puzzle{Diagonals: true}
	shapes["9x9-windoku"] = puzzle.Puzzle{Windows: true}
	for _, name := range sortedShapes(shapes) {
		shape := shapes[name]
		if shape.N() > 10 {
			continue // the large grids slow to sample
		}
		t.Run(name, func(t *testing.T) {
			var s solve.Solver
			n, cells := shape.N(), shape.Cells()
			grids := 150 * n
			if race.Enabled {
				grids = 20 * n
			}
			var counts [grid.MaxCells][grid.MaxSize + 1]int
			seen := map[grid.Grid]bool{}
			var g grid.Grid
			for range grids {
				for !s.Fill(rng, &shape, &g) {
				}
				if !shape.Solves(&g) {
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

// TestFillNine checks that FillNine makes valid, distinct complete grids
// whose digits are spread evenly over every cell: for each cell, each
// digit's count over n grids stays within a wide band around n/9 (about
// six standard deviations), so a fill that favours digits or repeats
// grids fails while a fair one passes with any seed.
func TestFillNine(t *testing.T) {
	var s solve.Solver
	rng := rand.New(rand.NewPCG(1, 1))
	n := 9000
	if race.Enabled {
		n = 900
	}
	var counts [81][10]int
	seen := make(map[grid.Nine]bool, n)
	var g grid.Nine
	for range n {
		s.FillNine(rng, &g)
		if !g.IsSolutionOf(grid.Nine{}) {
			t.Fatalf("fill made an invalid grid %s", g)
		}
		if seen[g] {
			t.Fatalf("fill repeated %s", g)
		}
		seen[g] = true
		for c, d := range g {
			counts[c][d]++
		}
	}
	mean := float64(n) / 9
	band := 6 * math.Sqrt(mean*8/9)
	for c := range counts {
		for d := 1; d <= 9; d++ {
			if k := float64(counts[c][d]); k < mean-band || k > mean+band {
				t.Errorf("%s holds %d in %v of %d grids, want %.0f±%.0f", grid.CellName(c), d, k, n, mean, band)
			}
		}
	}
}

// TestCountUntil checks that a seed search gives up once its done
// channel is closed, or its budget of nodes passed (CountWithin), at its
// next look (every 64 nodes here), and runs whole while it is open: on the 16×16 reference puzzle of
// docs/shapes.md, 11,556 nodes, score 1019.
func TestCountUntil(t *testing.T) {
	p, err := puzzle.Parse(`{"size":16,"givens":".4..E..2.D.91B....A78B..35.4.2.D..D.7.C.....G..6.3...F.9...GA4......B5.A1..E964.F.8......6.B....2.9.C.41..A5......G5F..DC9...7.8..24D1..BG...9.7.7.G.85.D.9.4..E.F.8G4.C5..76...1..3.7.B..4F...G8...29A....D....G...3.F.6.B.E8..3..C.....1582......6....F..2C..."}`)
	if err != nil {
		t.Fatal(err)
	}
	var s solve.Solver
	s.SetStopEvery(64)
	open := make(chan struct{})
	r, stopped := s.CountUntil(&p, open)
	if stopped || r.Solutions != 1 || r.Score != 1019 || r.Nodes != 11556 {
		t.Errorf("open: stopped %v, %d solutions, score %d, %d nodes; want a whole search, 1 solution, score 1019, 11556 nodes", stopped, r.Solutions, r.Score, r.Nodes)
	}
	closed := make(chan struct{})
	close(closed)
	if _, stopped := s.CountUntil(&p, closed); !stopped || s.HouseNodes() != 64 {
		t.Errorf("closed: stopped %v after %d nodes; want a stop at 64", stopped, s.HouseNodes())
	}
	// A budget of nodes stops it as done does, at the first look past
	// it; at or above the tree's nodes, or 0, it runs whole, and the next
	// count has no budget left over.
	if _, stopped := s.CountWithin(&p, 1000, open); !stopped || s.HouseNodes() != 1024 {
		t.Errorf("budget 1000: stopped %v after %d nodes; want a stop at 1024", stopped, s.HouseNodes())
	}
	for _, budget := range []int{11556, 20000, 0} {
		if r, stopped := s.CountWithin(&p, budget, nil); stopped || r.Score != 1019 || r.Nodes != 11556 {
			t.Errorf("budget %d: stopped %v, score %d, %d nodes; want the whole search", budget, stopped, r.Score, r.Nodes)
		}
	}
	s.CountWithin(&p, 1000, nil)
	if r, stopped := s.CountUntil(&p, nil); stopped || r.Nodes != 11556 {
		t.Errorf("after a budget: stopped %v after %d nodes; want the whole search", stopped, r.Nodes)
	}
}
