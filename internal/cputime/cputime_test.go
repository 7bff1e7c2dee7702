package cputime_test

import (
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/cputime"
)

// TestProcess: busy work shows as CPU time, and the clock never goes back.
func TestProcess(t *testing.T) {
	before := cputime.Process()
	sum := 0
	for start := time.Now(); time.Since(start) < 50*time.Millisecond; {
		for i := range 1000 {
			sum += i
		}
	}
	after := cputime.Process()
	if after <= before || after-before > time.Minute {
		t.Errorf("50ms of work: CPU time from %v to %v (sum %d)", before, after, sum)
	}
}
