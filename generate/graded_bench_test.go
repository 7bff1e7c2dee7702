package generate_test

import (
	"context"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// BenchmarkGraded makes puzzles of each kind at each grade as
// sudoku generate --grade G --workers 1 does (generate.Defaults of the
// kind and the grade's band); one op is one stored puzzle,
// rejections included in its time. These are the figures held against
// Solo's levels in docs/performance.md, per core (run with -cpu 1).
// Expert killers and greater-than sudokus, about one a second, are left
// to the command line.
func BenchmarkGraded(b *testing.B) {
	kinds := []puzzle.Kind{puzzle.Classic, puzzle.Killer, puzzle.Greater, puzzle.X, puzzle.Windoku, puzzle.Jigsaw,
		puzzle.X | puzzle.Killer, puzzle.Jigsaw | puzzle.Killer, puzzle.Jigsaw | puzzle.X,
		puzzle.Classic.Sized(6), puzzle.Classic.Sized(8), puzzle.Killer.Sized(6), puzzle.Classic.Sized(12), puzzle.Classic.Sized(16),
		puzzle.X.Sized(16), puzzle.Jigsaw.Sized(16), puzzle.Classic.Sized(25)}
	for _, k := range kinds {
		for _, g := range []rating.Grade{rating.Easy, rating.Medium, rating.Hard, rating.Expert, rating.Extreme} {
			if (k.HasCages() || k.HasSigns()) && g == rating.Expert || k.Size() > 9 && g != rating.Easy {
				// Solo's figures past 9×9 are at its Basic level.
				continue
			}
			b.Run(k.String()+"/"+g.String(), func(b *testing.B) {
				opts := generate.Defaults(generate.Request{Kind: k, Rating: g.Range()})
				opts.Seed, opts.Workers, opts.Count = 1, 1, b.N
				b.ReportAllocs()
				b.ResetTimer()
				if _, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil }); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			})
		}
	}
}
