package generate_test

import (
	"context"
	"runtime"
	"strconv"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/internal/cputime"
	"github.com/puzzlebook/sudoku/puzzle"
)

// BenchmarkMinimal makes random minimal unique puzzles, each scored by the
// seed solver, with one worker and with one per CPU; one op is one
// puzzle, so allocs/op is the allocations per puzzle (the run's fixed
// setup spread over b.N).
func BenchmarkMinimal(b *testing.B) {
	for _, workers := range []int{1, runtime.NumCPU()} {
		b.Run("workers="+strconv.Itoa(workers), func(b *testing.B) {
			opts := generate.Options{Minimal: true}
			opts.Workers = workers
			benchRun(b, opts)
		})
	}
}

// BenchmarkSymmetric makes half-turn symmetric puzzles with one worker:
// "groups" stops when no symmetric pair can go (Minimal false), "minimal"
// keeps only those where no single clue can go either, about one in fifty.
func BenchmarkSymmetric(b *testing.B) {
	for _, minimal := range []bool{false, true} {
		name := "groups"
		if minimal {
			name = "minimal"
		}
		b.Run("rot180/"+name, func(b *testing.B) {
			opts := generate.Options{Minimal: true}
			opts.Workers, opts.Symmetry, opts.Minimal = 1, generate.Rot180, minimal
			benchRun(b, opts)
		})
	}
}

// BenchmarkRated makes random minimal puzzles with one worker, rated
// (technique rating and grade, as sudoku generate stores them) and with
// the stable score over 16 copies as well: the price of the ratings.
func BenchmarkRated(b *testing.B) {
	b.Run("rating", func(b *testing.B) {
		opts := generate.Options{Minimal: true}
		opts.Workers, opts.Rate = 1, true
		benchRun(b, opts)
	})
	b.Run("rating+stable16", func(b *testing.B) {
		opts := generate.Options{Minimal: true}
		opts.Workers, opts.Rate, opts.StableK = 1, true, 16
		benchRun(b, opts)
	})
}

// benchRun runs opts for b.N puzzles and reports puzzles/s and, since a
// shared machine moves the wall time more than the CPU time, the
// process's CPU time a puzzle (cpu-ms/puzzle).
func benchRun(b *testing.B, opts generate.Options) {
	opts.Count, opts.Seed = b.N, 1
	b.ReportAllocs()
	cpu0 := cputime.Process()
	n := 0
	_, err := generate.Run(context.Background(), opts, func(generate.Result) error {
		n++
		return nil
	})
	if err != nil || n != b.N {
		b.Fatalf("%d puzzles, %v", n, err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/puzzle")
}

// BenchmarkSizes makes puzzles of other sizes than 9 as sudoku generate
// does by default for them (generate.Defaults of the kind: half-turn
// symmetric givens in the size's clue range, or half-turn symmetric
// cages; a seed score each, but for the killers past 9×9; rated):
// classic puzzles of each size, 6×6 killers and jigsaws, and the
// variant kinds of 10×10 to 16×16.
// One op is one stored puzzle. Run it with -cpu 1,2: the workers are
// GOMAXPROCS.
func BenchmarkSizes(b *testing.B) {
	for _, name := range []string{"4x4", "6x6", "8x8", "12x12", "16x16", "6x6-killer", "6x6-jigsaw",
		"10x10-killer", "12x12-killer", "12x12-killer-greater", "12x12-jigsaw-killer", "12x12-x-greater",
		"12x12-jigsaw", "16x16-jigsaw", "12x12-x", "16x16-x", "16x16-killer", "16x16-killer-greater"} {
		k, err := puzzle.ParseKind(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			opts := generate.Defaults(generate.Request{Kind: k})
			opts.Workers = runtime.GOMAXPROCS(0)
			benchRun(b, opts)
		})
	}
}

// BenchmarkUnrated makes each kind as generate.Defaults does, but
// unrated and without the stable score, on one worker: what the solving
// package costs the generator (fills, removal tests, seed scores) and
// the generator's own policy, without the rating. One op is one puzzle.
func BenchmarkUnrated(b *testing.B) {
	for _, name := range []string{"classic", "killer", "greater", "jigsaw", "x", "windoku", "6x6", "12x12", "16x16", "6x6-killer", "6x6-jigsaw"} {
		k, err := puzzle.ParseKind(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			opts := generate.Defaults(generate.Request{Kind: k})
			opts.Rate, opts.StableK, opts.Workers = false, 0, 1
			benchRun(b, opts)
		})
	}
}
