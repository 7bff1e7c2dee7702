// Command hardsearch measures how high a seed score the generator's search
// reaches in a given time: it runs generate.Run in search mode with a score
// target no puzzle reaches, prints the best score every interval with the
// process's resident memory, and at the end prints the best puzzle,
// re-scored by the seed solver.
//
//	go run ./internal/hardsearch -for 10m            # all cores
//	go run ./internal/hardsearch -for 1h -workers 2 -seed 7
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
	"github.com/puzzlebook/sudoku/solve"
)

func main() {
	dur := flag.Duration("for", 10*time.Minute, "how long to search")
	workers := flag.Int("workers", runtime.NumCPU(), "goroutines")
	seed := flag.Uint64("seed", 1, "seed")
	every := flag.Duration("every", 30*time.Second, "report interval")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opts := generate.DefaultOptions()
	opts.Workers, opts.Seed, opts.Duration = *workers, *seed, *dur
	opts.Score = generate.Range{Min: 1 << 40, HasMin: true}
	opts.ProgressEvery = *every
	opts.Progress = func(s generate.Stats) error {
		fmt.Printf("%8s  best %6d  scored %9d  rss %s\n", s.Elapsed.Round(time.Second), s.Best, s.Attempts, rss())
		return nil
	}
	s, err := generate.Run(ctx, opts, func(generate.Puzzle) error { return nil })
	if err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, "hardsearch:", err)
		os.Exit(1)
	}
	r := solve.Count(s.BestPuzzle)
	fmt.Printf("%8s  best %6d  scored %9d  rss %s\n", s.Elapsed.Round(time.Second), s.Best, s.Attempts, rss())
	fmt.Printf("best puzzle %s  clues %d  solutions %d  seed score %d\n", s.BestPuzzle, s.BestPuzzle.Clues(), r.Solutions, r.Score)
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
