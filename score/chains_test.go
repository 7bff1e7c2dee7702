package score

import "testing"

// pathGrids calls fn with every grid the ladder meets on the paths of
// the samples of testdata file name (every every-th, as readSamples).
func pathGrids(t *testing.T, name string, every int, fn func(b *board)) {
	t.Helper()
	r := NewRater()
	r.trace = func(b *board, _ *step) { fn(b) }
	for _, p := range readSamples(t, name, every) {
		r.Rate(p.grid)
	}
}

// eachStall calls fn, for every candidate k of g that keep keeps in a
// cell with two or more, with the grid that a propagation with the (+)
// rules from k assumed on shrinks g to, as a nested level's first stall
// sees it; runs that meet a contradiction are left out.
func eachStall(g *board, keep func(k int) bool, fn func(k int, cur *board)) {
	ch := testChainer(g, modePlus)
	for c := 0; c < 81; c++ {
		if popcount(g.cand[c]) < 2 {
			continue
		}
		for m := g.cand[c]; m != 0; m &= m - 1 {
			if k := c*9 + lowest(m); keep(k) && !ch.runOn(k).absurd {
				cur := ch.cur
				fn(k, &cur)
			}
		}
	}
}

// testChainer returns a chainer ready for a producer call of mode m on b.
func testChainer(b *board, m chainMode) *chainer {
	ch := &chainer{clk: &clock{}, src: b}
	ch.start(m, 0)
	return ch
}

// TestNishioMayFail checks the test that lets Nishio chains skip runs:
// on the grids of the samples' paths, every Nishio run from a candidate
// assumed on or off that meets a contradiction is one nishioMayFail
// allows, and it rules out some runs.
func TestNishioMayFail(t *testing.T) {
	grids, runs, skipped := 0, 0, 0
	pathGrids(t, "cbg_sample.csv", 100, func(b *board) {
		grids++
		ch := testChainer(b, modeNishio)
		var run chainRun
		for c := 0; c < 81; c++ {
			for m := b.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + lowest(m)
				for _, on := range []bool{true, false} {
					runs++
					ch.propagate(&run, k, on)
					may := b.nishioMayFail(k, on)
					if run.absurd && !may {
						t.Fatalf("grid %d: the Nishio run from %d (on %v) meets a contradiction, nishioMayFail says it cannot", grids, k, on)
					}
					if !may {
						skipped++
					}
				}
			}
		}
	})
	if skipped == 0 {
		t.Fatalf("%d grids, %d runs, none ruled out", grids, runs)
	}
	t.Logf("%d grids, %d runs, %d ruled out", grids, runs, skipped)
}
