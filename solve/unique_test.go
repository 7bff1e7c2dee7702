package solve_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/solve"
)

// TestCheckerVectors runs the Checker on every reference row (unique,
// no-solution and multi-solution puzzles) and checks it finds the same
// solution count as the seed solver, and a valid solution (for a unique
// puzzle, the solution).
func TestCheckerVectors(t *testing.T) {
	k := new(solve.Solver)
	for _, v := range sampled(readVectors(t)) {
		g, err := grid.Parse(v.puzzle)
		if err != nil {
			t.Fatalf("line %d: %v", v.line, err)
		}
		got := k.CheckNine(g, solve.Query{Limit: 2})
		if got != v.solutions {
			t.Errorf("line %d (%s): Count(g, 2) = %d, want %d", v.line, v.set, got, v.solutions)
			continue
		}
		if got > 0 && !nine(k.Found(0)).IsSolutionOf(g) {
			t.Errorf("line %d (%s): invalid solution %s", v.line, v.set, nine(k.Found(0)))
		}
		if one := k.CheckNine(g, solve.Query{Limit: 1}); one != min(got, 1) {
			t.Errorf("line %d (%s): Count(g, 1) = %d, want %d", v.line, v.set, one, min(got, 1))
		}
	}
}

// TestCountExcept checks the clue-removal test on the unique reference
// puzzles: for several clues of each, CountExcept on the puzzle without the
// clue is 0 exactly when the seed solver finds the reduced puzzle unique.
func TestCountExcept(t *testing.T) {
	k := new(solve.Solver)
	s := new(solve.Solver)
	r := rand.New(rand.NewPCG(1, 1))
	var unique, multi int
	for _, v := range sampled(readVectors(t)) {
		if v.solutions != 1 {
			continue
		}
		g, _ := grid.Parse(v.puzzle)
		sol := nine(s.CountNine(g).Solution)
		for try := range 2 {
			// The second try first adds a few clues from the solution, so
			// that removals that keep the puzzle unique are tested too
			// (the reference puzzles are mostly minimal).
			h := g
			for range try % 2 * (1 + r.IntN(4)) {
				c := r.IntN(81)
				h[c] = sol[c]
			}
			c := r.IntN(81)
			for h[c] == 0 {
				c = (c + 1) % 81
			}
			h[c] = 0
			want := s.CountNine(h).Solutions == 1
			got := k.CheckNine(h, solve.Query{Limit: 1, Cell: c, Digit: sol[c]}) == 0
			if got != want {
				t.Errorf("line %d (%s) without %s: CountExcept says unique=%v, seed solver %v", v.line, v.set, grid.CellName(c), got, want)
			}
			if !got && (nine(k.Found(0))[c] == sol[c] || !nine(k.Found(0)).IsSolutionOf(h)) {
				t.Errorf("line %d (%s) without %s: bad other solution %s", v.line, v.set, grid.CellName(c), nine(k.Found(0)))
			}
			if want {
				unique++
			} else {
				multi++
			}
		}
		// The clue's own digit excluded where it is given: no solution.
		c := 0
		for g[c] == 0 {
			c++
		}
		if n := k.CheckNine(g, solve.Query{Limit: 2, Cell: c, Digit: g[c]}); n != 0 {
			t.Errorf("line %d: CountExcept of a given digit = %d, want 0", v.line, n)
		}
	}
	// The data must exercise both answers (a sample under -race).
	floor := 100
	if race.Enabled {
		floor /= raceStride
	}
	if unique < floor || multi < floor {
		t.Errorf("only %d unique and %d multi-solution reductions tested", unique, multi)
	}
}

// TestCheckerConflicts checks that givens that contradict each other give
// no solution, as in the seed solver.
func TestCheckerConflicts(t *testing.T) {
	k := new(solve.Solver)
	for _, s := range []string{
		"11" + dots(79),                        // two 1s in row 1
		"1" + dots(8) + "1" + dots(71),         // two 1s in column 1
		"1" + dots(9) + "1" + dots(70),         // two 1s in box 1
		"12345678." + dots(9) + dots(62) + "9", // r1c9 sees all nine digits
	} {
		g, err := grid.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if n := k.CheckNine(g, solve.Query{Limit: 2}); n != 0 || solve.CountNine(g).Solutions != 0 {
			t.Errorf("%s: Count = %d, seed solver %d, want 0", s, n, solve.CountNine(g).Solutions)
		}
	}
	var empty grid.Nine
	if n := k.CheckNine(empty, solve.Query{Limit: 2}); n != 2 {
		t.Errorf("empty grid: Count = %d, want 2", n)
	}
}

func dots(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '.'
	}
	return string(b)
}

// FuzzChecker compares the Checker with the seed solver on puzzles made
// from a solution grid: the fuzzer picks which cells stay given and may
// change some digits, which gives unique, multi-solution and no-solution
// puzzles (and conflicting givens).
func FuzzChecker(f *testing.F) {
	base, err := grid.Parse("...8.1..........435............7.8........1...2..3....6......75..34........2..6..")
	if err != nil {
		f.Fatal(err)
	}
	full := nine(solve.CountNine(base).Solution)
	f.Add(uint64(0), uint64(0), uint8(0))
	f.Add(uint64(1<<63|12345), uint64(99), uint8(7))
	f.Add(^uint64(0), ^uint64(0), uint8(3))
	f.Fuzz(func(t *testing.T, keepLo, keepHi uint64, change uint8) {
		// Keep cell c when its bit is set in keepLo (cells 0-63) or keepHi
		// (64-80); change the digit of every kept cell whose index is a
		// multiple of change+20, which touches zero to four cells.
		var g grid.Nine
		for c := range 81 {
			keep := keepLo>>c&1 == 1
			if c >= 64 {
				keep = keepHi>>(c-64)&1 == 1
			}
			if !keep {
				continue
			}
			g[c] = full[c]
			if c%(int(change)+20) == 0 && change%2 == 1 {
				g[c] = full[c]%9 + 1
			}
		}
		want := solve.CountNine(g)
		k := new(solve.Solver)
		if got := k.CheckNine(g, solve.Query{Limit: 2}); got != want.Solutions {
			t.Fatalf("%s: Count = %d, seed solver %d", g, got, want.Solutions)
		}
		if want.Solutions > 0 && !nine(k.Found(0)).IsSolutionOf(g) {
			t.Fatalf("%s: invalid solution %s", g, nine(k.Found(0)))
		}
		if want.Solutions == 1 {
			// Removing each clue in turn: CountExcept agrees with counting.
			for c := range 81 {
				if g[c] == 0 {
					continue
				}
				h := g
				h[c] = 0
				unique := k.CheckNine(h, solve.Query{Limit: 1, Cell: c, Digit: g[c]}) == 0
				if unique != (solve.CountNine(h).Solutions == 1) {
					t.Fatalf("%s without %s: CountExcept unique=%v, seed solver disagrees", g, grid.CellName(c), unique)
				}
			}
		}
	})
}

// nine returns the first 81 cells of g, a solution of the classic grid.
func nine(g grid.Grid) grid.Nine { return g.Nine() }
