package score

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// TestSeedBudget holds WithSeedBudget to its promise: a seed search of a
// puzzle with cages or signs that passes the budget leaves the Result
// SeedCut, with the checker's solutions, no score, nodes or stable score,
// and the same rating; one that ends within it, and every puzzle of
// houses alone, is scored exactly as without the bound.
func TestSeedBudget(t *testing.T) {
	t.Parallel()
	cut := NewScorer(WithSeedBudget(1), WithRating(), WithStable(2))
	whole := NewScorer(WithRating(), WithStable(2))
	nv, nc := 12, 2
	if race.Enabled {
		// Under the race detector (these searches run on one goroutine)
		// the first three take in a search that ends, one cut and
		// compared whole, and one cut alone.
		nv, nc = 3, 1
	}
	ps := readVariants(t, "testdata/variants.jsonl")[:nv]
	ps = append(ps, readVariants(t, "testdata/variants_classic.jsonl")[:nc]...)
	// A 16×16 killer without givens, whose seed search does not end.
	big := readKiller16(t)
	cuts := 0
	for i := range ps {
		p := &ps[i]
		got := cut.ScorePuzzle(p)
		if got.SeedCut && cuts > 0 {
			// One whole search of a cut puzzle is enough to compare
			// with (they run to millions of nodes); the others show
			// what they can alone.
			if cuts++; !got.Unique() || !p.Solves(&got.Solution) || got.Score != 0 || got.Nodes != 0 || got.Stable != (rating.Stable{}) || !got.Path.Rating.Rated() {
				t.Errorf("puzzle %d: cut, %d solutions, score %d, nodes %d, stable %+v, rated %v", i+1, got.Solutions, got.Score, got.Nodes, got.Stable, got.Path.Rating)
			}
			continue
		}
		want := whole.ScorePuzzle(p)
		if !got.SeedCut {
			// A copy of the stable score may pass the budget, which
			// leaves the stable score out.
			if got.Stable == (rating.Stable{}) {
				got.Stable = want.Stable
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("puzzle %d: within the budget score %d nodes %d %+v %+v, without it %d %d %+v %+v", i+1, got.Score, got.Nodes, got.Path, got.Stable, want.Score, want.Nodes, want.Path, want.Stable)
			}
			continue
		}
		cuts++
		if len(p.Cages) == 0 && len(p.Signs) == 0 || want.Nodes < 1<<16 {
			t.Errorf("puzzle %d: cut after %d nodes, of houses alone or under the first look", i+1, want.Nodes)
		}
		if got.Solutions != want.Solutions || got.Solution != want.Solution || got.Clues != want.Clues || !reflect.DeepEqual(got.Path, want.Path) {
			t.Errorf("puzzle %d: cut, %d solutions rated %v; whole %d rated %v", i+1, got.Solutions, got.Path.Rating, want.Solutions, want.Path.Rating)
		}
		if got.Score != 0 || got.Nodes != 0 || got.Stable != (rating.Stable{}) {
			t.Errorf("puzzle %d: cut, yet score %d, nodes %d, stable %+v", i+1, got.Score, got.Nodes, got.Stable)
		}
	}
	if cuts == 0 {
		t.Error("no seed search passed a budget of one node")
	}
	budget := DefaultSeedBudget >> 8
	if race.Enabled {
		budget >>= 4 // the race detector's nodes are slow, and any cut will do
	}
	r := NewScorer(WithSeedBudget(budget), WithRating()).ScorePuzzle(&big)
	if !r.SeedCut || !r.Unique() || !big.Solves(&r.Solution) || !r.Path.Rating.Rated() {
		t.Errorf("16×16 killer: cut %v, %d solutions, solves %v, rated %v", r.SeedCut, r.Solutions, big.Solves(&r.Solution), r.Path.Rating)
	}
	// Without its last six cages the killer has more than one solution, which
	// the checker tells.
	loose := big
	loose.Cages = loose.Cages[:len(loose.Cages)-6]
	if r := NewScorer(WithSeedBudget(1)).ScorePuzzle(&loose); r.Solutions != 2 || !r.SeedCut {
		t.Errorf("16×16 killer less a cage: %d solutions (cut %v), want 2 from the checker", r.Solutions, r.SeedCut)
	}
}

// readKiller16 reads testdata/killer16.jsonl.
func readKiller16(t *testing.T) puzzle.Puzzle {
	t.Helper()
	b, err := os.ReadFile("testdata/killer16.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Parse(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
