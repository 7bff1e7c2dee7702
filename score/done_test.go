package score_test

import (
	"bufio"
	"encoding/json"
	"math"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/score"
)

// TestWithDone checks that a Scorer gives up a long seed search once its
// done channel is closed, and scores whole while it stays open: the 25×25
// vector of solve/testdata with the largest seed score (92,124), whose
// search passes the nodes between two looks at the channel.
func TestWithDone(t *testing.T) {
	below := math.MaxInt
	if race.Enabled {
		// Its search takes seconds under the race detector; the largest
		// below 20,000 (11,221) passes a look too.
		below = 20000
	}
	p, want := largestVector(t, "../solve/testdata/shape_seed_scores_large.jsonl", below)
	closed := make(chan struct{})
	close(closed)
	if r := score.NewScorer(score.WithDone(closed)).ScorePuzzle(&p); !r.Stopped || r.Unique() || r.Score != 0 {
		t.Errorf("closed: stopped %v, %d solutions, score %d; want stopped with nothing said of the puzzle", r.Stopped, r.Solutions, r.Score)
	}
	if r := score.NewScorer(score.WithDone(make(chan struct{}))).ScorePuzzle(&p); r.Stopped || !r.Unique() || r.Score != want {
		t.Errorf("open: stopped %v, %d solutions, score %d; want unique, score %d", r.Stopped, r.Solutions, r.Score, want)
	}
}

// largestVector returns the puzzle of the seed-score vectors in path with
// the largest score below below, and its score.
func largestVector(t *testing.T, path string, below int) (puzzle.Puzzle, int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var best puzzle.Puzzle
	most := -1
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v struct {
			Puzzle json.RawMessage `json:"puzzle"`
			Score  int             `json:"score"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		if v.Score > most && v.Score < below {
			p, err := puzzle.Parse(string(v.Puzzle))
			if err != nil {
				t.Fatal(err)
			}
			best, most = p, v.Score
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return best, most
}

// TestSeedBudgetLarge: past 16×16 a seed search of houses alone is bounded
// too. The 25×25 vector of the largest seed score (902,827 nodes) passes
// a budget of one look (65,536 nodes): the checker then gives its one
// solution, and the seed score is left out.
func TestSeedBudgetLarge(t *testing.T) {
	p, _ := largestVector(t, "../solve/testdata/shape_seed_scores_large.jsonl", math.MaxInt)
	r := score.NewScorer(score.WithSeedBudget(1)).ScorePuzzle(&p)
	if !r.SeedCut || !r.Unique() || !p.Solves(&r.Solution) || r.Score != 0 || r.Nodes != 0 {
		t.Errorf("%dx%d: cut %v, %d solutions, solves %v, score %d, nodes %d; want cut, the checker's one solution, no score", p.N(), p.N(), r.SeedCut, r.Solutions, p.Solves(&r.Solution), r.Score, r.Nodes)
	}
}
