package solve_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/solve"
)

// readPuzzles reads a collection of the module's top-level testdata.
func readPuzzles(tb testing.TB, name string) []grid.Nine {
	tb.Helper()
	return testgrids.Collection(tb, name)
}

// benchSets are the datasets of the solver benchmarks.
var benchSets = []string{"top95", "magictour_top1465", "forum_hardest_1106"}

// BenchmarkCount solves whole datasets with one reused Solver.
func BenchmarkCount(b *testing.B) {
	s := new(solve.Solver)
	benchSolver(b, func(g grid.Nine) int { return s.CountNine(g).Nodes })
}

// BenchmarkLiteral runs the literal pointer-per-cell transcription of the
// spec (package internal/literal) on the same data, for the ratio:
//
//	go test ./solve -run '^$' -bench 'Count|Literal' -count 6 | benchstat -col .name -
func BenchmarkLiteral(b *testing.B) {
	l := literal.New()
	benchSolver(b, func(g grid.Nine) int { _, _, n := l.Count(g); return n })
}

func benchSolver(b *testing.B, count func(grid.Nine) int) {
	for _, name := range benchSets {
		gs := readPuzzles(b, name+".txt")
		// One op solves the whole dataset, so nodes/puzzle is exact.
		b.Run(name, func(b *testing.B) {
			nodes := 0
			b.ReportAllocs()
			for b.Loop() {
				for _, g := range gs {
					nodes += count(g)
				}
			}
			sec := b.Elapsed().Seconds()
			puzzles := float64(b.N * len(gs))
			b.ReportMetric(puzzles/sec, "puzzles/s")
			b.ReportMetric(float64(nodes)/sec, "nodes/s")
			b.ReportMetric(float64(nodes)/puzzles, "nodes/puzzle")
		})
	}
}

// BenchmarkChecker counts solutions to two with the fast Checker on the
// same datasets as BenchmarkCount; one op is one puzzle.
func BenchmarkChecker(b *testing.B) {
	for _, name := range []string{"top95", "magictour_top1465", "forum_hardest_1106"} {
		gs := readPuzzles(b, name+".txt")
		b.Run(name, func(b *testing.B) {
			k := new(solve.Solver)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if k.CheckNine(gs[i%len(gs)], solve.Query{Limit: 2}) != 1 {
					b.Fatal("not unique")
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkCountExcept runs the generator's clue-removal test: for each
// clue of each puzzle, whether the puzzle stays unique without it. One op
// is one test.
func BenchmarkCountExcept(b *testing.B) {
	for _, name := range []string{"top95", "magictour_top1465"} {
		gs := readPuzzles(b, name+".txt")
		type test struct {
			g    grid.Nine
			cell int
			d    uint8
		}
		var tests []test
		for _, g := range gs {
			for c, d := range g {
				if d != 0 {
					h := g
					h[c] = 0
					tests = append(tests, test{h, c, d})
				}
			}
		}
		b.Run(name, func(b *testing.B) {
			k := new(solve.Solver)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t := &tests[i%len(tests)]
				k.CheckNine(t.g, solve.Query{Limit: 1, Cell: t.cell, Digit: t.d})
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "tests/s")
		})
	}
}
