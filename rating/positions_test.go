package rating_test

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// TestReplayAgrees holds the replay of a path (how Positions draws the
// grids whose steps carry no position) to the positions the ladder's
// steps carry on 9×9 grids, of every kind the variant ladder rates
// (cages, signs, jigsaw regions, diagonals, windows) and the classic one:
// the ladder runs one code at every size, so a replay that agrees here
// agrees above 9×9 and on joined boards too.
func TestReplayAgrees(t *testing.T) {
	t.Parallel()
	var ps []puzzle.Puzzle
	for _, name := range []string{"../score/testdata/variants.jsonl", "../score/testdata/variants_classic.jsonl", "../score/testdata/published_shapes.jsonl"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			p, err := parseLine(sc.Bytes())
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ps = append(ps, p)
		}
		f.Close()
	}
	step := 3 // a third of the puzzles: the kinds all come round
	if testing.Short() {
		step = 7
	}
	r := score.NewRater()
	for i := 0; i < len(ps); i += step {
		p := &ps[i]
		e := r.ExplainPuzzle(p)
		before, final := rating.Replay(p, e.Steps)
		for k := range e.Steps {
			if !same(before[k], puzzle.MarksOf(&e.Steps[k].Before, 81)) {
				t.Errorf("puzzle %d (%s), step %d (%s): the replay's position is not the step's", i+1, p.Kind(), k+1, e.Steps[k].String())
				break
			}
		}
		if !same(final, puzzle.MarksOf(&e.Final, 81)) {
			t.Errorf("puzzle %d (%s): the replay's final position is not the path's", i+1, p.Kind())
		}
	}
}

func same(a, b puzzle.Marks) bool {
	for c := range a.Value {
		if a.Value[c] != b.Value[c] || a.Cand[c] != b.Cand[c] {
			return false
		}
	}
	return true
}

// parseLine reads a puzzle line, or a published puzzle's line that holds
// it under "puzzle".
func parseLine(line []byte) (puzzle.Puzzle, error) {
	var rec struct {
		Puzzle json.RawMessage `json:"puzzle"`
	}
	if json.Unmarshal(line, &rec) == nil && rec.Puzzle != nil {
		line = rec.Puzzle
	}
	return puzzle.Parse(string(line))
}

// TestPositionsLarge: on a 16×16 grid (rated 7.2, a forcing chain) and a
// samurai, whose steps carry no position, each step's placements and
// eliminations are candidates of the position Positions gives before it,
// its placements the solution's digits, and the position after the last
// step the solution.
func TestPositionsLarge(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		`{"size":16,"givens":"E.9..6.8GC.51FD..6.7..5......29....1.....76.4..C..F.473C.B....E.G..9C5..2.3.B...7E5...9.....3.CF..BF.E.7C.54...2CD.A.4..F....G.99.4....A..C.2.38F...5C.3A.1.9B..1A.2.....6...CF5...G.B.9..F8A..6.F....8.91AB.7..6..3.DE.....G....81......3..C.2..GA59.C16.E..8.4"}`,
		`{"layout":"samurai","givens":"...981......698.....4...7....6...2...3.....6..4.....5.8...9...74...5...75..2.6..11..3.6..42...4...66...8...3.2.....8..1..6.....3...8...5.......1...7.....834....9....871......2.3...3.5.6.9.2...4.9......579....7....163.....1...9.......8...2...3.....5..3..1.....9.7...4...51...3...24..2.1..36..4.2..86...5...99...1...4.9.....4..5.....3...7...3....1...8.....768......358..."}`,
	} {
		p, err := puzzle.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		var k solve.Solver
		res := k.Solutions(&p)
		if !res.Unique() {
			t.Fatalf("%s: not unique", p.Kind())
		}
		e := score.NewRater().ExplainPuzzle(&p)
		before, final := e.Positions(&p)
		for i, s := range e.Steps {
			m := before[i]
			for _, x := range append(slices.Clone(s.Placements), s.Eliminations...) {
				if m.Value[x.Cell] != 0 || m.Cand[x.Cell]>>(x.Digit-1)&1 == 0 {
					t.Fatalf("%s step %d (%s): %d is no candidate of cell %d", p.Kind(), i+1, s.String(), x.Digit, x.Cell)
				}
			}
			for _, x := range s.Placements {
				if int(res.Solution[x.Cell]) != x.Digit {
					t.Fatalf("%s step %d places %d, solution %d", p.Kind(), i+1, x.Digit, res.Solution[x.Cell])
				}
			}
		}
		for c := range p.Cells() {
			if final.Value[c] != res.Solution[c] {
				t.Fatalf("%s: the final position is not the solution at cell %d", p.Kind(), c)
			}
		}
	}
}
