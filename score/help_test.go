package score

import (
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestHelperSamePaths rates puzzles that need nested forcing chains with
// a helper computing the propagations (help.go) and without one: every
// step of the paths is the same.
func TestHelperSamePaths(t *testing.T) {
	samples := readSamples(t, "nested_sample.csv", 1)
	if testing.Short() || race.Enabled {
		samples = samples[:1]
	}
	alone, helped := NewRater(WithRateTimeout(0)), NewRater(WithRateTimeout(0))
	alone.chainer().helpPolicy = helpNever
	helped.chainer().helpPolicy = helpAlways
	started := helpers.Load()
	for i, s := range samples {
		want := pathLine(alone, s.grid)
		if got := pathLine(helped, s.grid); got != want {
			t.Errorf("puzzle %d: with a helper %s, alone %s", i+1, got, want)
		}
	}
	if helpers.Load() == started {
		t.Error("no helper started")
	}
	if busy.Load() != 0 {
		t.Errorf("%d goroutines still counted busy", busy.Load())
	}
	// The tasks are listed in the order the producer asks for them, so
	// the runs computed ahead are the next it needs.
	if h := helped.chainer().help; h.disorder != 0 {
		t.Errorf("the producer asked for %d runs out of the tasks' order", h.disorder)
	}
	if helped.chainer().help.ch.memo != helped.chainer().memo {
		t.Error("the helper does not share the producer's memo")
	}
}

// TestHelperTimeout rates a puzzle of the hardest list with a helper and
// a deadline it cannot meet: the rating stops, estimated, and the helper
// with it.
func TestHelperTimeout(t *testing.T) {
	// The third puzzle takes nearly a second on two cores (two under the
	// race detector), and its first helper starts within 60 ms: the limit falls
	// well inside its nested levels, with the race detector or without.
	s := sampleAt(t, "hardest_sample.csv", 2)
	const limit = 300 * time.Millisecond
	r := NewRater(WithRateTimeout(limit))
	r.chainer().helpPolicy = helpAlways
	started, start := helpers.Load(), time.Now()
	p := r.Rate(s.grid)
	if !p.Rating.Estimated {
		t.Errorf("rating %v not estimated", p.Rating)
	}
	if helpers.Load() == started {
		t.Error("no helper started")
	}
	if d := time.Since(start); d > 10*limit {
		t.Errorf("a rating with a limit of %v took %v", limit, d)
	}
	if busy.Load() != 0 {
		t.Errorf("%d goroutines still counted busy", busy.Load())
	}
}
