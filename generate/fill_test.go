package generate

import (
	"testing"

	"github.com/puzzlebook/sudoku/grid"
)

// TestFill checks that fill makes valid, distinct complete grids whose
// digits are spread evenly over every cell: for each cell, each digit's
// count over n grids stays within a wide band around n/9 (about six
// standard deviations), so a fill that favours digits or repeats grids
// fails while a fair one passes with any seed.
func TestFill(t *testing.T) {
	opts := Options{Minimal: true}
	opts.check()
	w := newWorker(&opts, 0, &tally{})
	const n = 9000
	var counts [81][10]int
	seen := make(map[grid.Nine]bool, n)
	var g grid.Nine
	for range n {
		w.fill(&g)
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
	for c := range counts {
		for d := 1; d <= 9; d++ {
			if k := counts[c][d]; k < 820 || k > 1180 {
				t.Errorf("%s holds %d in %d of %d grids, want about %d", grid.CellName(c), d, k, n, n/9)
			}
		}
	}
}
