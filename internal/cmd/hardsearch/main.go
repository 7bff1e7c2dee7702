// Command hardsearch measures the generator's search: by default how high
// a seed score it reaches in a given time (the score target is one no
// puzzle reaches), or with -min how many puzzles scoring at least that it
// emits. It prints the best score and the puzzles found every interval
// with the process's resident memory, and at the end the best puzzle,
// re-scored by the seed solver.
//
//	go run ./internal/cmd/hardsearch -for 10m            # all cores
//	go run ./internal/cmd/hardsearch -for 1h -workers 2 -seed 7
//	go run ./internal/cmd/hardsearch -for 2m -min 5000
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/solve"
)

func main() {
	dur := flag.Duration("for", 10*time.Minute, "how long to search")
	workers := flag.Int("workers", runtime.NumCPU(), "goroutines")
	seed := flag.Uint64("seed", 1, "seed")
	every := flag.Duration("every", 30*time.Second, "report interval")
	minScore := flag.Int("min", 1<<40, "score target minimum")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opts := generate.Options{Minimal: true}
	opts.Workers, opts.Seed, opts.Duration = *workers, *seed, *dur
	opts.Score = ranges.AtLeast(*minScore)
	opts.ProgressEvery = *every
	opts.Progress = func(s generate.Stats) error {
		report(s)
		return nil
	}
	s, err := generate.Run(ctx, opts, func(generate.Result) error { return nil })
	if err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, "hardsearch:", err)
		os.Exit(1)
	}
	r := solve.CountNine(s.BestPuzzle)
	report(s)
	fmt.Printf("best puzzle %s  clues %d  solutions %d  seed score %d\n", s.BestPuzzle, s.BestPuzzle.Clues(), r.Solutions, r.Score)
}

func report(s generate.Stats) {
	fmt.Printf("%8s  best %6d  found %5d  scored %9d  rss %s\n",
		s.Elapsed.Round(time.Second), s.Best, s.Generated, s.Attempts, rss())
}

// rss returns the resident set size from /proc, or "?".
func rss() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "?"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			return strings.Join(strings.Fields(v), " ")
		}
	}
	return "?"
}
