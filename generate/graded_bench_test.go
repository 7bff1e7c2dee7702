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
// The pairs of leftOut are left to the command line.
func BenchmarkGraded(b *testing.B) {
	kinds := []puzzle.Kind{puzzle.Classic, puzzle.Killer, puzzle.Greater, puzzle.X, puzzle.Windoku, puzzle.Jigsaw,
		puzzle.X | puzzle.Killer, puzzle.Jigsaw | puzzle.Killer, puzzle.Jigsaw | puzzle.X,
		puzzle.Classic.Sized(6), puzzle.Classic.Sized(8), puzzle.Killer.Sized(6), puzzle.Classic.Sized(12), puzzle.Classic.Sized(16),
		puzzle.X.Sized(16), puzzle.Jigsaw.Sized(16), puzzle.Classic.Sized(25)}
	for _, k := range kinds {
		for _, g := range []rating.Grade{rating.Easy, rating.Medium, rating.Hard, rating.Expert, rating.Extreme} {
			if leftOut(k, g) {
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

// leftOut reports whether kind k at grade g is left out of
// BenchmarkGraded: expert killers and greater-than sudokus (about one a
// second, and no Solo level to hold them to), and the pairs that take a
// minute or more a puzzle where Solo makes none at all, 25×25 expert
// puzzles (none in minutes, nor Solo's at Unreasonable) and 16×16 jigsaw
// extreme ones (about one in 50 s; Solo makes no 16×16 jigsaw at any
// level).
func leftOut(k puzzle.Kind, g rating.Grade) bool {
	switch {
	case (k.HasCages() || k.HasSigns()) && g == rating.Expert:
		return true
	case k.Size() == 25 && g == rating.Expert:
		return true
	default:
		return k == puzzle.Jigsaw.Sized(16) && g == rating.Extreme
	}
}
