package score

import (
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestBuildAdjStands checks the implication tables that buildAdj keeps
// from grid to grid against tables built afresh, at every step of the
// samples' paths and on the grids a dynamic propagation shrinks them to:
// the same links, in the same order, for every candidate.
func TestBuildAdjStands(t *testing.T) {
	r := NewRater()
	var kept unary
	grids, props := 0, 0
	check := func(b *board) {
		grids++
		var fresh unary
		fresh.buildAdj(b)
		kept.buildAdj(b)
		for c := 0; c < 81; c++ {
			for m := b.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + lowest(m)
				for _, y := range []bool{false, true} {
					if got, want := kept.offs(k, y), fresh.offs(k, y); !slices.Equal(got, want) {
						t.Fatalf("grid %d, r%dc%d digit %d, y %v: turns off %v, want %v", grids, c/9+1, c%9+1, k%9+1, y, got, want)
					}
				}
				for _, xy := range [][2]bool{{true, false}, {false, true}, {true, true}} {
					if got, want := kept.ons(k, xy[0], xy[1]), fresh.ons(k, xy[0], xy[1]); !slices.Equal(got, want) {
						t.Fatalf("grid %d, r%dc%d digit %d, x %v y %v: turns on %v, want %v", grids, c/9+1, c%9+1, k%9+1, xy[0], xy[1], got, want)
					}
				}
			}
		}
	}
	var clk clock
	r.trace = func(b *board, _ *step) {
		check(b)
		// and the grids of a few propagations from it, which put back
		// what the one before took out
		ch := &chainer{clk: &clk, src: b}
		ch.start(modeDynamic, 0)
		step := 20
		if testing.Short() || race.Enabled {
			step = 81 // one propagation a grid
		}
		for c := 0; c < 81; c += step {
			for m := b.cand[c]; m != 0 && popcount(b.cand[c]) > 1; m &= m - 1 {
				ch.runOn(c*9 + lowest(m))
				check(&ch.cur)
				props++
			}
		}
	}
	for _, p := range readSamples(t, "cbg_sample.csv", 50) {
		r.Rate(p.grid)
	}
	if grids == 0 || props == 0 {
		t.Fatal("no grids")
	}
	t.Logf("%d grids", grids)
}

// TestChainGroups checks that visiting classicGeometry.chainGroups' cells in order meets
// a cell's peers as SE's chains do: its box's cells in unit order, then
// its row's others, then its column's others.
func TestChainGroups(t *testing.T) {
	for c := 0; c < 81; c++ {
		var want, got []int
		seen := map[int]bool{c: true}
		for _, k := range []int{2, 0, 1} { // box, row, column
			for _, p := range classicGeometry.houseCells[classicGeometry.cellUnits[c][k]] {
				if !seen[int(p)] {
					seen[int(p)] = true
					want = append(want, int(p))
				}
			}
		}
		for _, g := range classicGeometry.chainGroups[c] {
			for p := range g.all() {
				got = append(got, p)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("cell %d: peers %v, want %v", c, got, want)
		}
	}
}
