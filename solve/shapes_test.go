package solve_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// shapeVector is one line of testdata/shape_seed_scores.jsonl: a puzzle
// of some shape with its solution count and seed score from an
// independent implementation of docs/shapes.md.
type shapeVector struct {
	Puzzle    json.RawMessage `json:"puzzle"`
	Solutions int             `json:"solutions"`
	Score     *int            `json:"score"`
}

func readShapeVectors(t testing.TB) []shapeVector {
	t.Helper()
	f, err := os.Open("testdata/shape_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []shapeVector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v shapeVector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// TestShapeVectors checks the seed searches (ruleSearch on every puzzle,
// houseSearch on those of houses alone, and the Solver's pick), against
// each other node for node and against the independent seed scores of
// the shapes of every size from 4×4 to 16×16: boxes of every default and
// some other shape, jigsaw, Sudoku X, windoku, and those with cages and
// signs; and the fast checkers' counts. Each puzzle also prints back as
// the canonical line it was read from.
func TestShapeVectors(t *testing.T) {
	s := new(solve.Solver)
	lit := literal.NewVariant()
	var k solve.Solver
	bigTrees := 0
	kinds := map[string]int{}
	for i, v := range readShapeVectors(t) {
		p, err := puzzle.Parse(string(v.Puzzle))
		switch {
		case errors.Is(err, grid.ErrNoCandidate) && v.Solutions == 0:
			// The input rules refuse a cell that sees all nine digits;
			// the seed search finds no solution there.
		case err != nil:
			t.Fatalf("line %d: %v", i+1, err)
		}
		kinds[p.Kind().String()]++
		if race.Enabled && (i%4 != 0 || v.Score != nil && *v.Score > 1000) {
			// A sample under the race detector, where the big trees
			// take seconds each; the plain run checks every line.
			continue
		}
		if got := string(p.AppendJSON(nil)); got != string(v.Puzzle) {
			t.Errorf("line %d prints as\n%s\nwant\n%s", i+1, got, v.Puzzle)
		}
		r := s.RuleCount(&p)
		want := -1
		if v.Score != nil {
			want = *v.Score
		}
		got := r.Score
		if r.Solutions != 1 {
			got = -1
		}
		if r.Solutions != v.Solutions || got != want {
			t.Errorf("line %d (%s): %d solutions, score %d; want %d, %d", i+1, p.Kind(), r.Solutions, got, v.Solutions, want)
		}
		// The literal solver works out every candidate from scratch: it
		// checks the puzzles of small trees, most of the file.
		if limit := 3000; race.Enabled && r.Nodes > limit/10 || r.Nodes > limit {
			bigTrees++
		} else if ls, lscore, lnodes := lit.Count(&p); ls != r.Solutions || ls == 1 && lscore != r.Score || lnodes != r.Nodes {
			t.Errorf("line %d: the literal solver gives %d solutions, score %d, %d nodes; the Solver %d, %d, %d", i+1, ls, lscore, lnodes, r.Solutions, r.Score, r.Nodes)
		}
		if r.Solutions == 1 && !p.Solves(&r.Solution) {
			t.Errorf("line %d: %v is no solution", i+1, r.Solution[:p.Cells()])
		}
		if len(p.Cages) == 0 && len(p.Signs) == 0 {
			if h := s.HouseCount(&p); h != r {
				t.Errorf("line %d: houseSearch gives %d solutions, score %d, %d nodes; ruleSearch %d, %d, %d", i+1, h.Solutions, h.Score, h.Nodes, r.Solutions, r.Score, r.Nodes)
			}
		}
		if c := k.Count(&p); c != r {
			t.Errorf("line %d: Count gives %d solutions, score %d, %d nodes; ruleSearch %d, %d, %d", i+1, c.Solutions, c.Score, c.Nodes, r.Solutions, r.Score, r.Nodes)
		}
		if c := k.Solutions(&p); c.Solutions != r.Solutions || c.Solutions == 1 && c.Solution != r.Solution {
			t.Errorf("line %d: the Checker gives %d solutions", i+1, c.Solutions)
		}
	}
	t.Logf("kinds: %v; %d trees too big for the literal solver", kinds, bigTrees)
}
