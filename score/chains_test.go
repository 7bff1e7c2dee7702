package score

import "testing"

// TestNishioMayFail checks the test that lets Nishio chains skip runs:
// on the grids of the samples' paths, every Nishio run from a candidate
// assumed on or off that meets a contradiction is one nishioMayFail
// allows, and it rules out some runs.
func TestNishioMayFail(t *testing.T) {
	r := NewRater()
	grids, runs, skipped := 0, 0, 0
	r.trace = func(b *board, _ *hint) {
		grids++
		ch := &chainer{clk: &clock{}, src: b}
		ch.start(modeNishio, 0)
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
	}
	for _, p := range readSamples(t, "cbg_sample.csv", 100) {
		r.Rate(p.grid)
	}
	if skipped == 0 {
		t.Fatalf("%d grids, %d runs, none ruled out", grids, runs)
	}
	t.Logf("%d grids, %d runs, %d ruled out", grids, runs, skipped)
}
