package generate

import (
	"sort"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/variant"
)

func TestZZTimes(t *testing.T) {
	opts := DefaultOptions()
	opts.Seed, opts.Variant, opts.Minimal, opts.Workers = 5, Killer, false, 1
	opts.check()
	w := newWorker(&opts, 0, &tally{})
	w.vw = &variantWorker{chk: variant.NewChecker(), slv: variant.NewSolver()}
	var times []time.Duration
	var firsts, uniq []time.Duration
	calls, done := 0, 0
	for i := 0; i < 30; i++ {
		var p Puzzle
		w.fill(&p.Solution)
		var cages cageMap
		cages.grow(w, &p.Solution, w.cageSize())
		var v variant.Puzzle
		cages.to(&v, &p.Solution)
		for try := 0; try < reshapeTries; try++ {
			t0 := time.Now()
			ok, other := w.unique(&v, &p.Solution)
			d := time.Since(t0)
			times = append(times, d)
			if try == 0 { firsts = append(firsts, d) }
			calls++
			if ok {
				uniq = append(uniq, d)
				done++
				break
			}
			diff := differing(&p.Solution, &other)
			c := diff[w.rng.IntN(len(diff))]
			if !cages.reshape(w, &p.Solution, c) {
				cages.split(w, c)
			}
			cages.to(&v, &p.Solution)
		}
	}
	sum := func(x []time.Duration) (tot time.Duration) { for _, d := range x { tot += d }; return }
	sort.Slice(times, func(i, j int) bool { return times[i] > times[j] })
	t.Logf("%d puzzles unique of 30; %d checks, total %v (first checks %v, final unique checks %v), top %v %v %v, median %v", done, len(times), sum(times), sum(firsts), sum(uniq), times[0], times[1], times[2], times[len(times)/2])
}
