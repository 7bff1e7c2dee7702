package solve

import "github.com/puzzlebook/sudoku/puzzle"

// Hooks into the implementations the Solver picks among, for the tests of
// package solve_test: each implementation is held to the one tree, or to
// the one count, on every puzzle it can read, not only on those the
// Solver gives it.

// RuleCount runs ruleSearch's whole seed search on p, whatever its rules.
func (s *Solver) RuleCount(p *puzzle.Puzzle) Result {
	if s.rules == nil {
		s.rules = new(ruleSearch)
	}
	s.rules.Trace = nil
	r, _ := s.rules.count(p, nil)
	return r
}

// HouseCount runs houseSearch's whole seed search on p, whose rules must
// be houses alone, of up to 16 digits.
func (s *Solver) HouseCount(p *puzzle.Puzzle) Result {
	if len(p.Cages) > 0 || len(p.Signs) > 0 || p.N() > puzzle.MaxCagedSize {
		panic("solve: HouseCount of a puzzle with cages or signs, or past 16x16")
	}
	if s.houses == nil {
		s.houses = new(houseSearch)
	}
	s.houses.reset(s.shapes.Of(p))
	r, _ := s.houses.count(&p.Givens, nil)
	return r
}

// WideCount runs wideSearch's whole seed search on p, whose rules must
// be houses alone, at any size.
func (s *Solver) WideCount(p *puzzle.Puzzle) Result {
	if len(p.Cages) > 0 || len(p.Signs) > 0 {
		panic("solve: WideCount of a puzzle with cages or signs")
	}
	if s.wide == nil {
		s.wide = new(wideSearch)
	}
	s.wide.reset(s.shapes.Of(p))
	s.wide.Trace, s.wide.stopMask = nil, s.stopEvery()
	r, _ := s.wide.count(&p.Givens, nil)
	return r
}

// CheckRules runs the checker on p as Check does on the puzzles it gives
// the checker, on a classic puzzle too.
func (s *Solver) CheckRules(p *puzzle.Puzzle, q Query) int {
	s.banded = false
	if p.N() > puzzle.MaxCagedSize {
		return s.checker32().count(p, &q)
	}
	return s.checker16().count(p, &q)
}

// CheckNodes returns the branches the checker tried in its last count.
func (s *Solver) CheckNodes() int {
	if s.checked == s.check32 && s.check32 != nil {
		return s.check32.nodes
	}
	return s.check.nodes
}

// SetStopEvery makes the seed searches look at their done channel every
// n nodes, a power of two, instead of every stopEvery.
func (s *Solver) SetStopEvery(n int) { s.stopMask = n - 1 }

// HouseNodes returns the nodes houseSearch tried in its last search,
// stopped or not.
func (s *Solver) HouseNodes() int { return s.houses.nodes }
