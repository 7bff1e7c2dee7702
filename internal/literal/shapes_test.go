package literal

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
)

// shapeVector is one line of testdata/seed_scores.jsonl.
type shapeVector struct {
	Puzzle    json.RawMessage `json:"puzzle"`
	Solutions int             `json:"solutions"`
	Score     *int            `json:"score"`
}

// shapeWork bounds the trees the literal solver searches in
// TestShapeScores: a line is checked when its search takes at most
// shapeWork/N² nodes (a node costs it about N² candidate checks per
// cell it looks at), else skipped once the search passes that many.
// The plain run checks about 350 of the 400 lines in under 10 s; under
// the race detector (about 11 times slower) and with -short, the
// smallest trees only, most of the lines of 4×4 to 8×8.
func shapeWork() int {
	if race.Enabled || testing.Short() {
		return 3_000
	}
	return 400_000
}

// TestShapeScores checks the literal solver against the independent
// seed scores of testdata/seed_scores.jsonl, grids of every size from 4
// to 16 with boxes, jigsaw regions, diagonals, windows, cages and signs
// (shapes.md): the solution count of every line whose tree is small
// enough, the seed score of the unique ones, and that the solution it
// finds solves the puzzle.
func TestShapeScores(t *testing.T) { checkShapeScores(t, "testdata/seed_scores.jsonl") }

// TestLargeShapeScores is TestShapeScores on the grids of 17 to 25 cells
// a side of package solve's shape_seed_scores_large.jsonl (boxes, and
// jigsaw regions at 17 and 19), the lines whose trees are small enough:
// at most shapeWork/N² nodes, a few hundred.
func TestLargeShapeScores(t *testing.T) {
	if race.Enabled {
		t.Skip("the literal search runs one goroutine, 9 s here under the race detector; a plain go test holds every line")
	}
	checkShapeScores(t, "../../solve/testdata/shape_seed_scores_large.jsonl")
}

// checkShapeScores runs the checks of TestShapeScores on the vectors of
// file name.
func checkShapeScores(t *testing.T, name string) {
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l := NewVariant()
	var checked, skipped, lines [grid.MaxSize + 1]int
	var took [grid.MaxSize + 1]time.Duration
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for i := 1; sc.Scan(); i++ {
		var v shapeVector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		if (v.Score != nil) != (v.Solutions == 1) {
			t.Fatalf("line %d: %d solutions with score %v", i, v.Solutions, v.Score)
		}
		p, err := puzzle.Parse(string(v.Puzzle))
		switch {
		case errors.Is(err, grid.ErrNoCandidate) && v.Solutions == 0:
			// The input rules refuse a cell that sees all N digits, as
			// the last check of Parse (p is whole); the seed search
			// finds no solution there.
		case err != nil:
			t.Fatalf("line %d: %v", i, err)
		}
		n := p.N()
		lines[n]++
		if race.Enabled && n == 9 {
			// Package variant's tests hold the literal solver to the
			// 9×9 lines too; under the race detector they are left to
			// them.
			skipped[n]++
			continue
		}
		l.budget = shapeWork() / p.Cells()
		start := time.Now()
		sols, score, nodes := l.Count(&p)
		took[n] += time.Since(start)
		if nodes > l.budget {
			skipped[n]++
			continue
		}
		checked[n]++
		want := -1
		if v.Score != nil {
			want = *v.Score
		}
		got := score
		if sols != 1 {
			got = -1
		}
		if sols != v.Solutions || got != want {
			t.Errorf("line %d (%s): %d solutions, score %d; want %d, %d", i, p.Kind().String(), sols, got, v.Solutions, want)
		}
		g := l.Solution()
		switch {
		case sols == 0 && g != grid.Grid{}:
			t.Errorf("line %d: no solution, but Solution gives %s", i, p.Geometry().FormatGrid(&g))
		case sols > 0 && !solves(&p, &g):
			t.Errorf("line %d (%s): %s does not solve it", i, p.Kind().String(), p.Geometry().FormatGrid(&g))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	total := 0
	for n := grid.MinSize; n <= grid.MaxSize; n++ {
		if lines[n] > 0 {
			t.Logf("%d×%d: %d lines, %d checked, %d trees too big, %v", n, n, lines[n], checked[n], skipped[n], took[n].Round(time.Millisecond))
			total += checked[n]
		}
	}
	t.Logf("%d lines checked", total)
}

// solves reports whether g solves p: p.Solves, and, read here from the
// houses p lists, every cell holds a digit 1..N, agrees with the
// givens, and each house holds every digit once.
func solves(p *puzzle.Puzzle, g *grid.Grid) bool {
	if !p.Solves(g) {
		return false
	}
	n := p.N()
	for c := range grid.MaxCells {
		if c < p.Cells() && (g[c] < 1 || int(g[c]) > n || p.Givens[c] != 0 && p.Givens[c] != g[c]) || c >= p.Cells() && g[c] != 0 {
			return false
		}
	}
	for _, h := range p.Houses() {
		var seen [grid.MaxSize + 1]bool
		for _, c := range h.Cells {
			if seen[g[c]] {
				return false
			}
			seen[g[c]] = true
		}
	}
	return true
}
