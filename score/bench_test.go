package score

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/cputime"
)

// reportCPU reports the CPU time per op since cpu (cputime.Process), the
// work done whatever else the machine runs: on a busy machine the wall
// time of an op varies with the cores other jobs take, the CPU time much
// less. Run with -cpu 1 for the ladder's own work alone (the helper of
// the nested chains shares a core it finds idle, help.go).
func reportCPU(b *testing.B, cpu time.Duration) {
	b.ReportMetric(float64(cputime.Process()-cpu)/float64(b.N), "cpu-ns/op")
}

// benchSet reads the puzzles of a testdata CSV whose rating (second field)
// lies in [lo, hi].
func benchSet(b *testing.B, name string, lo, hi float64) []grid.Nine {
	b.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var out []grid.Nine
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), ",")
		v, _ := strconv.ParseFloat(fs[1], 64)
		if v < lo || v > hi {
			continue
		}
		g, err := grid.Parse(fs[0])
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

var benchSets = []struct {
	name   string
	file   string
	lo, hi float64
}{
	{"SE2.5-6.0", "se_sample.csv", 2.5, 6.0},
	{"SE6.1-9.3", "se_sample.csv", 6.1, 9.3},
	{"cbg1.2-5.9", "cbg_sample.csv", 1.2, 5.9},
	{"cbg6.0-9.3", "cbg_sample.csv", 6.0, 9.3},
	{"hardest", "hardest_sample.csv", 9.7, 11.9},
}

// BenchmarkRate rates real puzzles, canonical form included. One op rates
// a whole set, so that every puzzle of it weighs the same whatever
// -benchtime is: one puzzle an op would weigh a set's first puzzles more
// whenever -benchtime is not a multiple of its size. puzzles/s is per
// core.
func BenchmarkRate(b *testing.B) {
	for _, s := range benchSets {
		b.Run(s.name, func(b *testing.B) {
			puzzles := benchSet(b, s.file, s.lo, s.hi)
			r := NewRater()
			for _, g := range puzzles { // warm the scratch storage
				r.Rate(g)
			}
			b.ReportAllocs()
			cpu := cputime.Process()
			for b.Loop() {
				for _, g := range puzzles {
					r.Rate(g)
				}
			}
			reportCPU(b, cpu)
			b.ReportMetric(float64(b.N*len(puzzles))/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkScore measures a Scorer as the score command uses it: seed
// score, rating and a stable score over 16 copies.
func BenchmarkScore(b *testing.B) {
	puzzles := benchSet(b, "se_sample.csv", 0, 20)
	s := NewScorer(WithRating(), WithStable(DefaultStableK))
	for _, g := range puzzles {
		s.Score(g)
	}
	b.ReportAllocs()
	for b.Loop() { // one op scores the whole set, as in BenchmarkRate
		for _, g := range puzzles {
			s.Score(g)
		}
	}
	b.ReportMetric(float64(b.N*len(puzzles))/b.Elapsed().Seconds(), "puzzles/s")
}
