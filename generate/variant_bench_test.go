package generate_test

import (
	"context"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/puzzle"
)

// BenchmarkVariant makes unique variant puzzles of each kind on one worker;
// one op is one puzzle.
func BenchmarkVariant(b *testing.B) {
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.Greater, puzzle.KillerGreater} {
		b.Run(k.String(), func(b *testing.B) {
			opts := generate.DefaultOptions()
			opts.Minimal, opts.Variant, opts.Seed, opts.Workers, opts.Count = false, k, 1, 1, b.N
			b.ReportAllocs()
			b.ResetTimer()
			if _, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil }); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
