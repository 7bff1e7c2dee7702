package score

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// TestJoinedRatingSound rates and explains the unique puzzles of the
// gattai vectors (package solve's testdata: every named layout, list
// layouts of up to 909 cells, samurai X, killer samurai, greater-than
// twodoku and flower) on package wide's ladder over the houses of every
// grid: no step places a digit that is not the solution's or removes the
// solution's, and the steps end with the board solved.
func TestJoinedRatingSound(t *testing.T) {
	f, err := os.Open("../solve/testdata/gattai_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var k solve.Solver
	r := NewRater(WithRateTimeout(10 * time.Second))
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	rated := 0
	for line := 1; sc.Scan(); line++ {
		var v struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		if v.Solutions != 1 || race.Enabled && line%10 != 1 {
			continue
		}
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		res := k.Solutions(&p)
		if res.Solutions != 1 {
			t.Fatalf("line %d: %d solutions", line, res.Solutions)
		}
		sol := res.Solution
		e := r.ExplainPuzzle(&p)
		placed := 0
		for i, s := range e.Steps {
			for _, c := range s.Placements {
				if int(sol[c.Cell]) != c.Digit {
					t.Fatalf("line %d, step %d (%v): places %d at %s, the solution %d", line, i+1, s.Technique, c.Digit, p.Layout.CellName(c.Cell), sol[c.Cell])
				}
				placed++
			}
			for _, c := range s.Eliminations {
				if int(sol[c.Cell]) == c.Digit {
					t.Fatalf("line %d, step %d (%v): removes the solution's %d from %s", line, i+1, s.Technique, c.Digit, p.Layout.CellName(c.Cell))
				}
			}
		}
		if !e.Path.Rating.Estimated && placed != p.Cells()-p.Givens.Clues() {
			t.Errorf("line %d: rated %v, %d cells placed of %d empty", line, e.Path.Rating, placed, p.Cells()-p.Givens.Clues())
		}
		if got := r.RatePuzzle(&p); got.Rating != e.Path.Rating {
			t.Errorf("line %d: rated %v, explained %v", line, got.Rating, e.Path.Rating)
		}
		rated++
	}
	if rated == 0 {
		t.Fatal("no puzzle rated")
	}
}
