package solve_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"maps"
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
	Kind      string          `json:"kind"` // in the large file only
}

func readShapeVectors(t testing.TB) []shapeVector {
	return readShapeFile(t, "testdata/shape_seed_scores.jsonl")
}

// readShapeFile reads a file of shape vectors.
func readShapeFile(t testing.TB, name string) []shapeVector {
	t.Helper()
	f, err := os.Open(name)
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
			// The search of the grids past 16×16 walks the one tree
			// on every shape of houses alone.
			if w := s.WideCount(&p); w != r {
				t.Errorf("line %d: wideSearch gives %d solutions, score %d, %d nodes; ruleSearch %d, %d, %d", i+1, w.Solutions, w.Score, w.Nodes, r.Solutions, r.Score, r.Nodes)
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

// TestLargeShapeVectors checks the seed search of the grids past 16×16
// (wideSearch, the Solver's pick there) and the checker against the
// independent seed scores of testdata/shape_seed_scores_large.jsonl,
// grids of 17 to 25 cells a side with boxes and jigsaw regions: every
// line's solution count and, for a unique one, its seed score and a
// solution that solves it; the kinds as the file names them; each puzzle
// printed back as the line it was read from. The literal transcription
// is held to the same lines in internal/literal.
func TestLargeShapeVectors(t *testing.T) {
	vs := readShapeFile(t, "testdata/shape_seed_scores_large.jsonl")
	if len(vs) != 40 {
		t.Fatalf("read %d lines, want 40", len(vs))
	}
	var s, k solve.Solver
	sizes := map[int]int{}
	for i, v := range vs {
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		sizes[p.N()]++
		if got := p.Kind().String(); got != v.Kind {
			t.Errorf("line %d: kind %s, want %s", i+1, got, v.Kind)
		}
		if got := string(p.AppendJSON(nil)); got != string(v.Puzzle) {
			t.Errorf("line %d prints as\n%s\nwant\n%s", i+1, got, v.Puzzle)
		}
		if race.Enabled && (i%4 != 0 || v.Score != nil && *v.Score > 1000) {
			continue // a sample under the race detector, as above
		}
		r := s.Count(&p)
		want, got := -1, r.Score
		if v.Score != nil {
			want = *v.Score
		}
		if r.Solutions != 1 {
			got = -1
		}
		if r.Solutions != v.Solutions || got != want {
			t.Errorf("line %d (%s): %d solutions, score %d; want %d, %d", i+1, v.Kind, r.Solutions, got, v.Solutions, want)
		}
		if r.Solutions == 1 && !p.Solves(&r.Solution) {
			t.Errorf("line %d: %s is no solution", i+1, p.Geometry().FormatGrid(&r.Solution))
		}
		if c := k.Solutions(&p); c.Solutions != r.Solutions || c.Solutions == 1 && c.Solution != r.Solution {
			t.Errorf("line %d: the checker gives %d solutions, the seed search %d", i+1, c.Solutions, r.Solutions)
		}
	}
	if want := map[int]int{17: 2, 18: 3, 19: 1, 20: 3, 21: 2, 22: 2, 24: 5, 25: 22}; !maps.Equal(sizes, want) {
		t.Errorf("sizes %v, want %v", sizes, want)
	}
}
