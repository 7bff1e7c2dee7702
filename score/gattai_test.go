package score

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
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
	// Under the race detector a capped explanation is held to the same
	// checks sooner: the steps it took are sound or not either way.
	timeout := 10 * time.Second
	if race.Enabled {
		timeout = time.Second / 2
	}
	r := NewRater(WithRateTimeout(timeout))
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	rated := 0
	seen := map[string]bool{}
	for line := 1; sc.Scan(); line++ {
		var v struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
			Kind      string          `json:"kind"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		if v.Solutions != 1 || race.Enabled && seen[v.Kind] {
			continue // under the race detector, the first of each kind
		}
		seen[v.Kind] = true
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

// TestJoinedStable checks the stable score on joined grids: the seed
// score over the images of the canonical form under the symmetries its
// board keeps (eight for a samurai, four for a twodoku or a windmill),
// the same for the puzzle turned or reflected by any of them; none for a
// killer or greater-than sudoku on a joined board, whose seed searches
// run long. The unique classic puzzles of the gattai vectors, one of
// each named layout.
func TestJoinedStable(t *testing.T) {
	f, err := os.Open("../solve/testdata/gattai_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]int{"twodoku": 4, "samurai": 8, "sohei": 8, "windmill": 4, "butterfly": 8, "flower": 8}
	seen := map[string]bool{}
	var sv solve.Solver
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
			Kind      string          `json:"kind"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		k, ok := want[v.Kind]
		if !ok || v.Solutions != 1 || seen[v.Kind] {
			continue
		}
		if race.Enabled && v.Kind != "samurai" && v.Kind != "twodoku" {
			// Some ninety seed searches a layout on one goroutine.
			seen[v.Kind] = true
			continue
		}
		seen[v.Kind] = true
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil {
			t.Fatal(err)
		}
		st := VariantStable(&sv, &p, 16)
		var seeds []int
		canon := p.Canonical()
		for _, q := range canon.BoardImages() {
			seeds = append(seeds, sv.Count(&q).Score)
		}
		slices.Sort(seeds)
		if st.K != k || len(seeds) != k || st.Median != quantile(seeds, 0.5) || st.Q1 != quantile(seeds, 0.25) || st.Q3 != quantile(seeds, 0.75) {
			t.Errorf("%s: stable %+v, want %d copies of seed scores %v", v.Kind, st, k, seeds)
		}
		for i, q := range p.BoardImages() {
			if got := VariantStable(&sv, &q, 16); got != st {
				t.Errorf("%s, image %d: stable %+v, as given %+v", v.Kind, i, got, st)
			}
		}
		s := NewScorer(WithStable(16))
		if got := s.ScorePuzzle(&p); got.Stable != st {
			t.Errorf("%s: ScorePuzzle's stable %+v, want %+v", v.Kind, got.Stable, st)
		}
		// A cage the solution keeps: r1c1 and the cell on its right.
		sol := sv.Count(&p).Solution
		p.Cages = []puzzle.Cage{{Sum: int(sol[0] + sol[1]), Cells: []uint16{0, 1}}}
		if got := s.ScorePuzzle(&p); got.Solutions != 1 || got.Stable.K != 0 {
			t.Errorf("%s with a cage: stable %+v, want none", v.Kind, got.Stable)
		}
	}
	if len(seen) != len(want) {
		t.Errorf("vectors of %d layouts, want %d", len(seen), len(want))
	}
}
