package main

import (
	"fmt"
	"io"
	"time"

	"github.com/puzzlebook/sudoku/store"
)

// sayOutages prints a catalog writer's news of an outage (store.Outage)
// on errw, one line each, after prefix.
func sayOutages(errw io.Writer, prefix string) func(store.Outage) {
	return func(o store.Outage) {
		if o.Over {
			fmt.Fprintf(errw, "%s: the catalog is back after %s; the batch of %d puzzles was sent again\n",
				prefix, longDuration(o.Lasted), o.Resent)
			return
		}
		fmt.Fprintf(errw, "%s: %v; waiting for it, trying again with backoff (Ctrl-C stops)\n", prefix, o.Err)
	}
}

// faultsText says what outages cost a writer, for the end of a run: ""
// when there were none.
func faultsText(f store.Faults) string {
	if f.Outages == 0 {
		return ""
	}
	s := fmt.Sprintf("catalog unreachable %d %s (%s)", f.Outages, plural(f.Outages, "time"), longDuration(f.Down))
	if f.Resent > 0 {
		s += fmt.Sprintf(", %d puzzles sent again", f.Resent)
	}
	if f.Lost > 0 {
		s += fmt.Sprintf(", %d puzzles not stored", f.Lost)
	}
	return s
}

// longDuration formats the length of a run: 0.4s, 12.3s, 5m07s, 8h00m12s.
func longDuration(d time.Duration) string {
	if d < time.Minute {
		return fmt.Sprintf("%.1fs", d.Seconds())
	}
	d = d.Round(time.Second)
	if d < time.Hour {
		return shortDuration(d)
	}
	return fmt.Sprintf("%dh%02dm%02ds", d/time.Hour, d%time.Hour/time.Minute, d%time.Minute/time.Second)
}
