package score

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// replay checks an explanation of the position start against the
// solution sol: each step starts from the position the steps before it
// left, places and eliminates only what the solution allows, and uses
// cells; it returns the position after the last step.
func replay(t *testing.T, name string, start puzzle.Position, e rating.Explanation, sol grid.Nine) puzzle.Position {
	t.Helper()
	cur := start
	for i, s := range e.Steps {
		if s.Before != cur {
			t.Fatalf("%s: step %d (%v) does not start where step %d left", name, i+1, s.Technique, i)
		}
		if len(s.Cells) == 0 {
			t.Errorf("%s: step %d (%v) uses no cells", name, i+1, s.Technique)
		}
		if len(s.Placements)+len(s.Eliminations) == 0 {
			t.Errorf("%s: step %d (%v) changes nothing", name, i+1, s.Technique)
		}
		for _, p := range s.Eliminations {
			if int(sol[p.Cell]) == p.Digit {
				t.Fatalf("%s: step %d (%v) eliminates the solution %s", name, i+1, s.Technique, s.Elimination(p))
			}
			if cur.Cand[p.Cell]>>(p.Digit-1)&1 == 0 {
				t.Fatalf("%s: step %d eliminates %s, not a candidate", name, i+1, s.Elimination(p))
			}
			cur.Cand[p.Cell] &^= 1 << (p.Digit - 1)
		}
		for _, p := range s.Placements {
			if int(sol[p.Cell]) != p.Digit {
				t.Fatalf("%s: step %d (%v) places %s, solution %d", name, i+1, s.Technique, s.Placement(p), sol[p.Cell])
			}
			cur.Value[p.Cell] = uint8(p.Digit)
			cur.Cand[p.Cell] = 0
			for _, q := range classicGeometry.peersOf(p.Cell) {
				cur.Cand[q] &^= 1 << (p.Digit - 1)
			}
		}
		if s.Chain != "" && len(s.Links) == 0 {
			t.Errorf("%s: step %d has a chain without links", name, i+1)
		}
	}
	return cur
}

// startOf is the position of a puzzle before any step: its givens and
// every candidate they allow.
func startOf(g grid.Nine) puzzle.Position {
	var b board
	b.load(g, classicRules)
	return puzzle.Position{Value: b.val, Cand: b.cand}
}

// TestExplainIsThePath is the property that makes the explanation the
// rating's: over rated puzzles of every SE value, Explain's path is Rate's
// path (rating, hardest technique, step counts), its hardest step is the
// rating, and replaying its steps on the puzzle solves it.
func TestExplainIsThePath(t *testing.T) {
	puzzles := readSamples(t, "se_sample.csv", 4)
	if !race.Enabled { // seconds each under the race detector
		puzzles = append(puzzles, readSamples(t, "nested_sample.csv", 3)...)
	}
	r := NewRater(WithRateTimeout(0))
	for _, p := range puzzles {
		name := p.grid.String()
		ressol := solve.CountNine(p.grid)
		sol := ressol.Solution.Nine()
		e := r.Explain(p.grid)
		if want := r.Rate(p.grid); e.Path != want {
			t.Errorf("%s: explained path %+v, rated %+v", name, e.Path, want)
		}
		var hardest rating.Value
		var tech rating.Technique
		var counts rating.StepCounts
		for _, s := range e.Steps {
			counts[s.Technique]++
			if s.Value > hardest {
				hardest, tech = s.Value, s.Technique
			}
		}
		if e.Path.Rating.Estimated {
			counts[rating.Beyond]++
			hardest, tech = e.Path.Rating.Value, rating.Beyond
		}
		if hardest != e.Path.Rating.Value || tech != e.Path.Rating.Technique || counts != e.Path.Steps {
			t.Errorf("%s: hardest step %v %v, path %v %v", name, hardest, tech, e.Path.Rating, e.Path.Rating.Technique)
		}
		if first, ok := r.FirstStep(p.grid); !ok || first.String() != e.Steps[0].String() || first.Before != e.Steps[0].Before {
			t.Errorf("%s: first step %v, path's first %v", name, first.String(), e.Steps[0].String())
		}
		final := replay(t, name, startOf(p.grid), e, sol)
		if final != e.Final {
			t.Errorf("%s: replayed steps end elsewhere than Final", name)
		}
		if !e.Path.Rating.Estimated && grid.Nine(final.Value) != sol {
			t.Errorf("%s: the steps do not solve the puzzle", name)
		}
	}
}

// TestExplainCells checks the cells the steps name on puzzles whose paths
// hold the basic patterns: singles name their house, sets and fish their
// n cells, wings three cells, forcing chains a chain from the candidate
// back to its opposite, cycles a loop of weak and strong links in turn.
func TestExplainCells(t *testing.T) {
	r := NewRater(WithRateTimeout(0))
	seen := map[rating.Technique]bool{}
	for _, p := range readSamples(t, "se_sample.csv", 2) {
		e := r.Explain(p.grid)
		for i, s := range e.Steps {
			where := p.grid.String() + " step " + s.String()
			n := 0
			switch s.Technique {
			case rating.FullHouse, rating.HiddenSingleBox, rating.HiddenSingleLine:
				n = 1
				if len(s.Houses) != 1 || !classicGeometry.houseSet[s.Houses[0]].has(s.Cells[0]) {
					t.Errorf("%s: houses %v", where, s.Houses)
				}
				if s.Technique == rating.HiddenSingleBox && !classicGeometry.boxLike[s.Houses[0]] {
					t.Errorf("%s: not a box", where)
				}
			case rating.NakedSingle:
				n = 1
			case rating.NakedPair, rating.HiddenPair, rating.XWing:
				n = 2
				if s.Technique == rating.XWing {
					n = 4
				}
			case rating.NakedTriple, rating.HiddenTriple:
				n = 3
			case rating.XYWing, rating.XYZWing:
				n = 3
			case rating.XCycle, rating.YCycle, rating.XYCycle:
				if len(s.Links) < 4 || s.Links[0].From != s.Links[len(s.Links)-1].To || !strings.HasPrefix(s.Chain, "(") {
					t.Errorf("%s: cycle %q", where, s.Chain)
				}
				for j, l := range s.Links {
					if l.Strong == (j%2 == 0) {
						t.Errorf("%s: link %d of the cycle is not %v", where, j+1, j%2 == 1)
					}
				}
			case rating.ForcingXChain, rating.ForcingChain:
				if !strings.HasPrefix(s.Chain, "(") || len(s.Links) < 2 {
					t.Errorf("%s: chain %q", where, s.Chain)
				}
				first, last := s.Links[0].From, s.Links[len(s.Links)-1].To
				if first != last {
					t.Errorf("%s: chain from %v ends at %v", where, first, last)
				}
			default:
				continue
			}
			seen[s.Technique] = true
			if n > 0 && len(s.Cells) != n {
				t.Errorf("%s: %d cells %v, want %d", where, len(s.Cells), s.Cells, n)
			}
			if s.Cells[0] < 0 || i < 0 {
				t.Fatal(where)
			}
		}
	}
	for _, tech := range []rating.Technique{rating.FullHouse, rating.HiddenSingleBox, rating.NakedSingle, rating.NakedPair, rating.XWing, rating.XYWing, rating.XYCycle, rating.ForcingChain} {
		if !seen[tech] {
			t.Errorf("no %v step met", tech)
		}
	}
}

// TestExplainFrom continues partly solved positions: a grid of digits
// alone, and pencil marks taken from the middle of a path, which must
// give the rest of that path.
func TestExplainFrom(t *testing.T) {
	g, _ := grid.Parse("8....13.4...3...1.....57....9....15...4.6.9...28....7....54.....6...2...9.27....8")
	r := NewRater(WithRateTimeout(0))
	full, _ := r.ExplainFrom(puzzle.Position{Value: g})
	if full.Path != r.RateAsGiven(g) {
		t.Fatalf("digits alone: %+v, want %+v", full.Path, r.RateAsGiven(g))
	}
	mid := len(full.Steps) / 2
	rest, err := r.ExplainFrom(full.Steps[mid].Before)
	if err != nil {
		t.Fatal(err)
	}
	if len(rest.Steps) != len(full.Steps)-mid {
		t.Fatalf("from step %d: %d steps, want %d", mid, len(rest.Steps), len(full.Steps)-mid)
	}
	for i := range rest.Steps {
		if a, b := rest.Steps[i].String(), full.Steps[mid+i].String(); a != b {
			t.Fatalf("from step %d, step %d: %s, want %s", mid, i, a, b)
		}
	}
	if rest.Final != full.Final {
		t.Error("different end")
	}

	bad := puzzle.Position{Value: g}
	bad.Cand[1] = 1 << 7 // r1c2 may only be 8, which r1c1 holds
	if _, err := r.ExplainFrom(bad); !errors.Is(err, puzzle.ErrPosition) || !strings.Contains(err.Error(), "r1c2") {
		t.Errorf("a cell without candidates: %v", err)
	}
	clash := puzzle.Position{Value: g}
	clash.Value[1] = 8
	if _, err := r.ExplainFrom(clash); !errors.Is(err, puzzle.ErrPosition) {
		t.Errorf("two 8s in row 1: %v", err)
	}
}

// TestHintText: a book's hint is the step where the reader gets stuck,
// the first above the easy grade that is not a single, named and located:
// here a direct hidden pair of row 4.
func TestHintText(t *testing.T) {
	g, _ := grid.Parse("..4...1.....785....6.2.1.9..7.518.4...........4.9.6.5.7.......4..3...6....91.73..")
	r := NewRater()
	q := puzzle.ClassicOf(g)
	s, ok := r.Hint(&q)
	if !ok || s.Technique != rating.DirectHiddenPair || s.Value <= vHiddenLine {
		t.Fatalf("stuck at %v %v", s.Technique, s.Value)
	}
	got := s.HintText()
	if !strings.HasPrefix(got, "r4c1: direct hidden pair ") || !strings.HasSuffix(got, " in row 4 with r4c9") {
		t.Errorf("hint %q", got)
	}
	// An easy puzzle, all singles, points at its first hardest step.
	e := r.Explain(mustEasy(t))
	st, ok := e.Stuck()
	var hardest rating.Value
	for _, x := range e.Steps {
		hardest = max(hardest, x.Value)
	}
	if !ok || st.Value != hardest || e.Path.Rating.Grade() != rating.Easy {
		t.Errorf("easy puzzle (%v): stuck at %v %v, hardest %v", e.Path.Rating, st.Technique, st.Value, hardest)
	}
}

// mustEasy is a puzzle of the easy grade.
func mustEasy(t *testing.T) grid.Nine {
	t.Helper()
	g, err := grid.Parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		t.Fatal(err)
	}
	return g
}
