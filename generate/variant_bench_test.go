package generate_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/internal/cputime"
	"github.com/puzzlebook/sudoku/puzzle"
)

// BenchmarkVariant makes unique variant puzzles of each kind on one worker,
// unrated, with free cage layouts (no symmetry); one op is one puzzle.
func BenchmarkVariant(b *testing.B) {
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.Greater, puzzle.KillerGreater} {
		b.Run(k.String(), func(b *testing.B) {
			opts := generate.Options{Minimal: true}
			opts.Minimal, opts.Kind, opts.Seed, opts.Workers, opts.Count = false, k, 1, 1, b.N
			b.ReportAllocs()
			b.ResetTimer()
			if _, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil }); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkVariantDefaults makes each variant kind as sudoku generate does
// by default (generate.Defaults: rated; killers' cages half-turn
// symmetric, no single-cell cages, 22 to 34 of them; greater-than sudokus
// without givens; jigsaw, X and windoku givens half-turn symmetric, a
// fresh jigsaw layout each) on one worker and on two; one op is one
// puzzle.
// cpu-ms/puzzle is the process's CPU time a puzzle, which a busy machine
// changes less than the wall time behind puzzles/s.
func BenchmarkVariantDefaults(b *testing.B) {
	kinds := []puzzle.Kind{puzzle.Killer, puzzle.Greater, puzzle.KillerGreater,
		puzzle.X, puzzle.Windoku, puzzle.Jigsaw, puzzle.Jigsaw | puzzle.Killer, puzzle.X | puzzle.Greater}
	for _, k := range kinds {
		for _, workers := range []int{1, 2} {
			b.Run(k.String()+"/workers="+strconv.Itoa(workers), func(b *testing.B) {
				opts := generate.Defaults(generate.Request{Kind: k})
				opts.Seed, opts.Workers, opts.Count = 1, workers, b.N
				b.ReportAllocs()
				cpu0 := cputime.Process()
				b.ResetTimer()
				if _, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil }); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
				b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/puzzle")
			})
		}
	}
}
