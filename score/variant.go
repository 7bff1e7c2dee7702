package score

import "github.com/puzzlebook/sudoku/variant"

// ScoreVariant scores a variant puzzle (killer cages, greater-than signs):
// solutions, clues and the variant seed score of variant.Solver, which on a
// classic puzzle is the classic one. The technique rating and the stable
// score are left zero: the ladder rates classic puzzles.
func (s *Scorer) ScoreVariant(p *variant.Puzzle) Result {
	if s.variant == nil {
		s.variant = variant.NewSolver()
	}
	r := s.variant.Count(p)
	res := Result{Solutions: r.Solutions, Clues: p.Givens.Clues(), Nodes: r.Nodes}
	if r.Solutions == 1 {
		res.Solution, res.Seed = r.Solution, r.Score
	}
	return res
}
