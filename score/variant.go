package score

import "github.com/puzzlebook/sudoku/variant"

// ScoreVariant scores a variant puzzle (killer cages, greater-than signs):
// solutions, clues and the variant seed score of variant.Solver, which on a
// classic puzzle is the classic one, and, WithRating, the rating of the
// variant ladder (RateVariant) and its grade. The stable score is left
// zero: relabelling digits, which it averages over, is no symmetry of a
// variant.
func (s *Scorer) ScoreVariant(p *variant.Puzzle) Result {
	if s.variant == nil {
		s.variant = variant.NewSolver()
	}
	r := s.variant.Count(p)
	res := Result{Solutions: r.Solutions, Clues: p.Givens.Clues(), Nodes: r.Nodes}
	if r.Solutions == 1 {
		res.Solution, res.Seed = r.Solution, r.Score
		if s.rate {
			res.Path = RateVariant(p)
			res.Grade = GradeOf(res.Path.Rating)
		}
	}
	return res
}
