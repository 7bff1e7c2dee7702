package solve_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"

	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/race"

	"github.com/puzzlebook/sudoku/solve"
)

// refSolution is the solution grid of the spec's reference values.
const refSolution = testgrids.RefSolution

func mustGrid(t testing.TB, s string) grid.Nine {
	t.Helper()
	g, err := grid.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// oneCellCages returns the puzzle of sol whose every cell is a cage of its
// own summing to the solution's digit.
func oneCellCages(sol grid.Nine) puzzle.Puzzle {
	var p puzzle.Puzzle
	for c := range 81 {
		p.Cages = append(p.Cages, puzzle.Cage{Sum: int(sol[c]), Cells: []uint16{uint16(c)}})
	}
	return p
}

// TestSpecReference checks the reference values of the variant spec.
func TestSpecReference(t *testing.T) {
	sol := mustGrid(t, refSolution)
	tests := []struct {
		name      string
		p         puzzle.Puzzle
		solutions int
		score     int
	}{
		{"one-cell cages", oneCellCages(sol), 1, 0},
		{"greater-than sudoku", puzzle.Puzzle{Signs: puzzle.BoxSigns(sol)}, 1, 107010},
		{"seed article 1", puzzle.ClassicOf(mustGrid(t, "000080050120000400600700000000600001800000060050040000080050200009030007000000006")), 1, 1733},
		{"seed article 2", puzzle.ClassicOf(mustGrid(t, "100007090030020008009600500005300900010080002600004000300000010040000007007000300")), 1, 159},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.p.Validate(); err != nil {
				t.Fatal(err)
			}
			r := solve.Count(&tt.p)
			if r.Solutions != tt.solutions || r.Score != tt.score {
				t.Errorf("%d solutions, score %d; want %d, %d", r.Solutions, r.Score, tt.solutions, tt.score)
			}
			if r.Solutions == 1 && (r.Solution.Nine() != sol && tt.p.Givens == (grid.Grid{}) || !tt.p.Solves(&r.Solution)) {
				t.Errorf("solution %s", r.Solution.Nine())
			}
		})
	}
}

// TestAgreesWithLiteral builds random killer, greater-than and mixed
// puzzles from random solution grids and checks the Solver against the
// literal transcription of the spec: the same solution count, score and
// nodes, and the grid they were made from among the solutions.
func TestAgreesWithLiteral(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	lit := literal.NewVariant()
	s := new(solve.Solver)
	n := 60
	if testing.Short() || race.Enabled {
		n = 12
	}
	for i := range n {
		sol := testgrids.RandomSolution(r)
		var p puzzle.Puzzle
		switch i % 4 {
		case 0: // killer, givens to keep the literal oracle quick
			p.Cages = testgrids.RandomCages(r, sol, 5)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.3))
		case 1: // greater-than with givens
			p.Signs = puzzle.BoxSigns(sol)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.25))
		case 2: // cages and a few signs
			p.Cages = testgrids.RandomCages(r, sol, 4)
			p.Signs = testgrids.RandomSigns(r, sol, 6)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.3))
		case 3: // small cages, few givens: often several solutions
			p.Cages = testgrids.RandomCages(r, sol, 3)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.15))
		}
		p.Normalize()
		if err := p.Validate(); err != nil {
			t.Fatalf("puzzle %d: %v", i, err)
		}
		got := s.RuleCount(&p)
		ls, lscore, lnodes := lit.Count(&p)
		if got.Solutions != ls || got.Nodes != lnodes || ls == 1 && got.Score != lscore {
			t.Errorf("puzzle %d %s: Solver %d solutions, score %d, %d nodes; literal %d, %d, %d",
				i, p.String(), got.Solutions, got.Score, got.Nodes, ls, lscore, lnodes)
		}
		if got.Solutions == 0 {
			t.Errorf("puzzle %d: no solution, but %s is one", i, sol)
		}
		if got.Solutions == 1 && got.Solution.Nine() != sol {
			t.Errorf("puzzle %d: unique with solution %s, made from %s", i, got.Solution.Nine(), sol)
		}
	}
}

// TestClassicVectors: on puzzles without cages and signs the variant
// solver is the classic one, bit for bit: every reference row of the
// classic spec gives the same solutions, score and nodes (every
// thirty-second row under the race detector, which makes the two
// solvers ten to twenty times slower and has nothing to find in them).
func TestClassicVectors(t *testing.T) {
	f, err := os.Open("../solve/testdata/seed_scores.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := new(solve.Solver)
	classic := new(solve.Solver)
	sc := bufio.NewScanner(f)
	rows := 0
	for n := 0; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if rows++; race.Enabled && rows%32 != 1 {
			continue
		}
		g := mustGrid(t, strings.Split(line, "\t")[0])
		p := puzzle.ClassicOf(g)
		got, want := s.RuleCount(&p), classic.CountNine(g)
		if got.Solutions != want.Solutions || got.Score != want.Score || got.Nodes != want.Nodes || want.Solutions > 0 && got.Solution != want.Solution {
			t.Errorf("line %d: variant %+v, classic %+v", n+1, got, want)
		}
	}
	if rows != 2288 {
		t.Errorf("%d rows, want 2288", rows)
	}
}
