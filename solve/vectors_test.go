package solve_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/solve"
)

// vector is one row of testdata/seed_scores.tsv.
type vector struct {
	line      int
	puzzle    string
	solutions int
	score     int // -1 when not given
	set       string
}

// raceStride is the share of the reference rows the oracle checks visit
// under the race detector, which makes this single-goroutine code ten to
// twenty times slower and has nothing to find in it: every raceStride-th
// row. A plain go test, which CI runs too, checks every row.
const raceStride = 16

// sampled returns vs, or under the race detector every raceStride-th row
// of it (a spread over every set, the first and the last row included).
func sampled(vs []vector) []vector {
	if !race.Enabled {
		return vs
	}
	var out []vector
	for i, v := range vs {
		if i%raceStride == 0 || i == len(vs)-1 {
			out = append(out, v)
		}
	}
	return out
}

func readVectors(tb testing.TB) []vector {
	tb.Helper()
	f, err := os.Open("testdata/seed_scores.tsv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var vs []vector
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Split(line, "\t")
		if len(fs) != 4 {
			tb.Fatalf("seed_scores.tsv:%d: %d fields", n, len(fs))
		}
		v := vector{line: n, puzzle: fs[0], score: -1, set: fs[3]}
		if v.solutions, err = strconv.Atoi(fs[1]); err != nil {
			tb.Fatalf("seed_scores.tsv:%d: %v", n, err)
		}
		if fs[2] != "" {
			if v.score, err = strconv.Atoi(fs[2]); err != nil {
				tb.Fatalf("seed_scores.tsv:%d: %v", n, err)
			}
		}
		vs = append(vs, v)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return vs
}

// TestSeedScoreVectors checks every reference row: the solution count, the
// seed score where given, and that any solution returned is valid.
func TestSeedScoreVectors(t *testing.T) {
	vs := readVectors(t)
	if len(vs) != 2288 {
		t.Fatalf("read %d vectors, want 2288", len(vs))
	}
	s := new(solve.Solver)
	for _, v := range sampled(vs) {
		g, err := grid.Parse(v.puzzle)
		if err != nil {
			t.Fatalf("line %d: %v", v.line, err)
		}
		r := s.CountNine(g)
		if r.Solutions != v.solutions {
			t.Errorf("line %d (%s): %d solutions, want %d", v.line, v.set, r.Solutions, v.solutions)
			continue
		}
		if v.score >= 0 && r.Score != v.score {
			t.Errorf("line %d (%s): score %d, want %d", v.line, v.set, r.Score, v.score)
		}
		if r.Solutions > 0 && !r.Solution.Nine().IsSolutionOf(g) {
			t.Errorf("line %d (%s): invalid solution %s", v.line, v.set, r.Solution)
		}
		if r.Solutions == 0 && r.Solution != (grid.Grid{}) {
			t.Errorf("line %d (%s): solution returned for a puzzle without one", v.line, v.set)
		}
	}
}
