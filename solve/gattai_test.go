package solve_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/solve"
)

// gattaiVector is one line of testdata/gattai_seed_scores.jsonl: a
// puzzle on joined grids with its solution count and seed score from an
// independent implementation of docs/gattai.md.
type gattaiVector struct {
	Puzzle    json.RawMessage `json:"puzzle"`
	Solutions int             `json:"solutions"`
	Score     *int            `json:"score"`
	Kind      string          `json:"kind"`
}

func readGattaiVectors(t testing.TB) []gattaiVector {
	t.Helper()
	f, err := os.Open("testdata/gattai_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []gattaiVector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v gattaiVector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// TestGattaiVectors holds the seed search on joined grids to the 130
// independent seed scores of every layout (the six named ones, five
// list layouts of up to 909 cells), samurai X, killer samurai and
// greater-than twodoku and flower: the Solver's pick (houseSearch on
// houses alone, ruleSearch with cages or signs) and ruleSearch against
// the vectors and each other node for node, the literal transcription
// of docs/gattai.md against them on the small trees, the checker's
// count, and the canonical line each puzzle was read from.
func TestGattaiVectors(t *testing.T) {
	var s, k solve.Solver
	lit := literal.NewGattai()
	kinds := map[string]int{}
	literalChecked := 0
	for i, v := range readGattaiVectors(t) {
		line := i + 1
		p, err := puzzle.Parse(string(v.Puzzle))
		switch {
		case errors.Is(err, grid.ErrNoCandidate) && v.Solutions == 0:
			// The input rules refuse a cell that sees all nine digits;
			// the seed search finds no solution there.
			if n, _, _ := lit.Count(literal.BoardOf(&p)); n != 0 {
				t.Errorf("line %d: the literal solver finds %d solutions of a puzzle with a cell without candidates", line, n)
			}
			kinds[v.Kind]++
			continue
		case err != nil:
			t.Fatalf("line %d: %v", line, err)
		}
		if got := p.Kind().String(); got != v.Kind {
			t.Errorf("line %d: a %s, want %s", line, got, v.Kind)
		}
		kinds[v.Kind]++
		if got := string(p.AppendJSON(nil)); got != string(v.Puzzle) {
			t.Errorf("line %d prints as\n%s\nwant\n%s", line, got, v.Puzzle)
		}
		if race.Enabled && (i%5 != 0 || v.Score != nil && *v.Score > 1000) {
			// A sample under the race detector, where the big trees
			// take seconds each; the plain run checks every line.
			continue
		}
		r := k.Count(&p)
		want, got := -1, -1
		if v.Score != nil {
			want = *v.Score
		}
		if r.Solutions == 1 {
			got = r.Score
		}
		if r.Solutions != v.Solutions || got != want {
			t.Errorf("line %d (%s): %d solutions, score %d; want %d, %d", line, v.Kind, r.Solutions, got, v.Solutions, want)
		}
		if rr := s.RuleCount(&p); rr != r {
			t.Errorf("line %d: ruleSearch gives %d solutions, score %d, %d nodes; Count %d, %d, %d", line, rr.Solutions, rr.Score, rr.Nodes, r.Solutions, r.Score, r.Nodes)
		}
		if r.Solutions > 0 && !p.Solves(&r.Solution) {
			t.Errorf("line %d: the first solution found breaks a rule", line)
		}
		if c := k.Solutions(&p); c.Solutions != r.Solutions || c.Solutions == 1 && c.Solution != r.Solution {
			t.Errorf("line %d: the checker counts %d solutions", line, c.Solutions)
		}
		// The literal solver works out every candidate from scratch over
		// the whole board: it checks the small trees.
		if r.Nodes*p.Cells() <= 60_000 {
			literalChecked++
			if ls, lscore, lnodes := lit.Count(literal.BoardOf(&p)); ls != r.Solutions || ls == 1 && lscore != r.Score || lnodes != r.Nodes {
				t.Errorf("line %d: the literal solver gives %d solutions, score %d, %d nodes; the Solver %d, %d, %d", line, ls, lscore, lnodes, r.Solutions, r.Score, r.Nodes)
			}
		}
	}
	t.Logf("kinds: %v; the literal solver checked %d lines node for node", kinds, literalChecked)
}

// TestJoinedManyHouses: a flower with diagonals has cells in more than
// eight houses, more than the nibble counters of houseSearch hold; the
// Solver counts it with wideSearch's byte counters, node for node with
// the literal transcription.
func TestJoinedManyHouses(t *testing.T) {
	p, err := puzzle.Parse(`{"layout":"flower","diagonals":true,"givens":"1` + strings.Repeat(".", 188) + `"}`)
	if err != nil {
		t.Fatal(err)
	}
	if got := rules.ShapeOf(&p).MostHouses(); got <= 8 {
		t.Fatalf("a cell of a flower X in %d houses at most, want more than 8", got)
	}
	var s solve.Solver
	r := s.Count(&p)
	if r.Solutions != 2 {
		t.Errorf("%d solutions, want 2", r.Solutions)
	}
	if !p.Solves(&r.Solution) {
		t.Errorf("the first solution breaks a rule")
	}
	if race.Enabled {
		// The literal search of the nearly empty board takes seconds
		// under the race detector: it follows the board with every
		// fourth cell of that solution given instead (two solutions
		// still, some 250 nodes).
		for c := 0; c < p.Cells(); c += 4 {
			p.Givens[c] = r.Solution[c]
		}
		r = s.Count(&p)
	}
	ls, lscore, lnodes := literal.NewGattai().Count(literal.BoardOf(&p))
	if ls != r.Solutions || lscore != r.Score || lnodes != r.Nodes {
		t.Errorf("%d solutions, score %d, %d nodes; the literal solver %d, %d, %d", r.Solutions, r.Score, r.Nodes, ls, lscore, lnodes)
	}
}
