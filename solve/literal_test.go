package solve_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/solve"
)

// TestLiteralAgrees: the fast Solver and the literal transcription agree on
// solutions, score and nodes for every reference puzzle.
func TestLiteralAgrees(t *testing.T) {
	l := literal.New()
	s := new(solve.Solver)
	for _, v := range sampled(readVectors(t)) {
		g, _ := grid.Parse(v.puzzle)
		n, score, nodes := l.Count(g)
		r := s.CountNine(g)
		if n != r.Solutions || nodes != r.Nodes || (n == 1 && score != r.Score) {
			t.Errorf("line %d: literal %d solutions, score %d, %d nodes; Solver %d, %d, %d",
				v.line, n, score, nodes, r.Solutions, r.Score, r.Nodes)
		}
	}
}
