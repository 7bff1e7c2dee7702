package solve_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"

	"github.com/puzzlebook/sudoku/solve"
)

// variantSets are random variant puzzles as generation makes them before the
// uniqueness test: killers (cages of up to 5 cells, no givens),
// greater-than sudokus (every box sign, no givens) and cages with a few
// signs, from random solution grids.
func variantSets() map[string][]puzzle.Puzzle {
	r := rand.New(rand.NewPCG(11, 12))
	sets := map[string][]puzzle.Puzzle{}
	for range 200 {
		sol := testgrids.RandomSolution(r)
		k := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 5)}
		k.Normalize()
		sets["killer"] = append(sets["killer"], k)
		sets["greater"] = append(sets["greater"], puzzle.Puzzle{Signs: puzzle.BoxSigns(sol)})
		m := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 4), Signs: testgrids.RandomSigns(r, sol, 8)}
		m.Normalize()
		sets["killer-greater"] = append(sets["killer-greater"], m)
	}
	return sets
}

// BenchmarkCheckerVariants decides uniqueness (counts to two) of each set; one op
// is one puzzle. It reports the median and 99th percentile time of a
// puzzle besides the mean.
func BenchmarkCheckerVariants(b *testing.B) {
	sets := variantSets()
	for _, name := range []string{"killer", "greater", "killer-greater"} {
		ps := sets[name]
		b.Run(name, func(b *testing.B) {
			k := new(solve.Solver)
			times := make([]time.Duration, 0, b.N)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				t0 := time.Now()
				k.Check(&ps[i%len(ps)], solve.Query{Limit: 2})
				times = append(times, time.Since(t0))
				i++
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Microseconds()), "median-µs")
			b.ReportMetric(float64(times[len(times)*99/100].Microseconds()), "p99-µs")
		})
	}
}

// BenchmarkSeedVariants runs the seed solver on killers and on the classic
// reference puzzles; one op is one puzzle. Greater-than sudokus without
// givens are left out: their seed search is over 10^5 branch points.
func BenchmarkSeedVariants(b *testing.B) {
	b.Run("killer", func(b *testing.B) { benchSeed(b, variantSets()["killer"][:50], false) })
	g, _ := grid.Parse("000080050120000400600700000000600001800000060050040000080050200009030007000000006")
	b.Run("classic", func(b *testing.B) { benchSeed(b, []puzzle.Puzzle{puzzle.ClassicOf(g)}, false) })
}

// benchSeed runs the seed search on ps in turn, one op a puzzle, and
// reports the nodes it visits a second: the Solver's pick, or with rules
// ruleSearch whatever the puzzle.
func benchSeed(b *testing.B, ps []puzzle.Puzzle, rules bool) {
	s := new(solve.Solver)
	nodes := 0
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if rules {
			nodes += s.RuleCount(&ps[i%len(ps)]).Nodes
		} else {
			nodes += s.Count(&ps[i%len(ps)]).Nodes
		}
		i++
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkShapes runs the seed searches and the fast checker on the
// unique 9×9 puzzles of testdata/shape_seed_scores.jsonl by kind:
// classic, jigsaw, Sudoku X and windoku; one op is one puzzle. count/ is
// the Solver's pick (classicSearch on the classic puzzles, houseSearch on
// the others), rules/ ruleSearch on the same trees, which reads cage and
// sign masks the shapes do not have; nodes/s hold their speeds a node.
func BenchmarkShapes(b *testing.B) {
	byKind := map[puzzle.Kind][]puzzle.Puzzle{}
	for _, v := range readShapeVectors(b) {
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil || v.Solutions != 1 || p.N() != 9 {
			continue
		}
		byKind[p.Kind()] = append(byKind[p.Kind()], p)
	}
	for _, k := range []puzzle.Kind{puzzle.Classic, puzzle.Jigsaw, puzzle.X, puzzle.Windoku} {
		ps := byKind[k]
		b.Run("count/"+k.String(), func(b *testing.B) { benchSeed(b, ps, false) })
		b.Run("rules/"+k.String(), func(b *testing.B) { benchSeed(b, ps, true) })
		b.Run("checker/"+k.String(), func(b *testing.B) {
			c := new(solve.Solver)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				c.Check(&ps[i%len(ps)], solve.Query{Limit: 2})
				i++
			}
		})
	}
}
