package solve_test

import (
	"math/bits"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/solve"
)

const (
	// The second reference puzzle of the seed-score definition.
	article2 = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
	empty    = "................................................................................."
)

// plainCount is an independent reference: a recursive exact-cover
// backtracker over row, column and box masks, counting solutions up to
// limit. Like DLX it branches on the most constrained choice, either a cell
// (its candidates) or a digit in a unit (its places), so it proves sparse
// contradictory grids quickly. It shares no code with the solver under test.
func plainCount(g grid.Nine, limit int) (n int, first grid.Nine) {
	var rows, cols, boxes [9]uint16
	box := func(i int) int { return i/27*3 + i%9/3 }
	for i, d := range g {
		if d == 0 {
			continue
		}
		r, c, b, bit := i/9, i%9, box(i), uint16(1)<<d
		if (rows[r]|cols[c]|boxes[b])&bit != 0 {
			return 0, first
		}
		rows[r] |= bit
		cols[c] |= bit
		boxes[b] |= bit
	}
	set := func(i int, d uint8, on bool) {
		bit := uint16(1) << d
		if on {
			g[i] = d
			rows[i/9] |= bit
			cols[i%9] |= bit
			boxes[box(i)] |= bit
		} else {
			g[i] = 0
			rows[i/9] &^= bit
			cols[i%9] &^= bit
			boxes[box(i)] &^= bit
		}
	}
	var rec func() bool
	rec = func() bool {
		var free [81]uint16
		type choice struct{ cells, digits []int }
		bestN := 10
		var best choice
		done := true
		for i := 0; i < 81; i++ {
			if g[i] != 0 {
				continue
			}
			done = false
			free[i] = ^(rows[i/9] | cols[i%9] | boxes[box(i)]) & 0x3fe
			if k := bits.OnesCount16(free[i]); k < bestN {
				bestN = k
				best = choice{cells: []int{i}}
				for d := 1; d <= 9; d++ {
					if free[i]&(1<<d) != 0 {
						best.digits = append(best.digits, d)
					}
				}
			}
		}
		if done {
			if n == 0 {
				first = g
			}
			n++
			return n >= limit
		}
		for u := 0; u < 27 && bestN > 1; u++ {
			var cells []int
			for k := 0; k < 9; k++ {
				switch {
				case u < 9:
					cells = append(cells, u*9+k)
				case u < 18:
					cells = append(cells, k*9+u-9)
				default:
					b := u - 18
					cells = append(cells, (b/3*3+k/3)*9+b%3*3+k%3)
				}
			}
			for d := 1; d <= 9; d++ {
				var places []int
				placed := false
				for _, i := range cells {
					if g[i] == uint8(d) {
						placed = true
					}
					if g[i] == 0 && free[i]&(1<<d) != 0 {
						places = append(places, i)
					}
				}
				if !placed && len(places) < bestN {
					bestN = len(places)
					best = choice{cells: places, digits: []int{d}}
				}
			}
		}
		for _, i := range best.cells {
			for _, d := range best.digits {
				set(i, uint8(d), true)
				stop := rec()
				set(i, uint8(d), false)
				if stop {
					return true
				}
			}
		}
		return false
	}
	rec()
	return n, first
}

// FuzzCount: on any parsed grid the solver does not panic, any solution it
// returns is valid, its count agrees with plainCount, and its count, score
// and nodes agree with the literal transcription of the spec.
func FuzzCount(f *testing.F) {
	for _, v := range readVectorsFuzzSeeds() {
		f.Add(v)
	}
	var seeds []vector
	for i, v := range readVectors(f) {
		if i%50 == 0 || v.solutions != 1 && i%5 == 0 {
			seeds = append(seeds, v)
		}
	}
	// Under the race detector a sample of them, as of every oracle check.
	for _, v := range sampled(seeds) {
		f.Add(v.puzzle)
	}
	s := new(solve.Solver)
	l := literal.New()
	f.Fuzz(func(t *testing.T, p string) {
		g, err := grid.Parse(p)
		if err != nil {
			return
		}
		want, first := plainCount(g, 2)
		if want == 0 && g.Clues() < 17 {
			// The seed search has no pruning beyond empty cells, so a sparse
			// contradictory grid can take it 10^8 nodes (seconds); such
			// grids are no puzzles, and would stall the fuzzer.
			return
		}
		r := s.CountNine(g)
		if r.Solutions != want {
			t.Fatalf("%s: %d solutions, plain backtracker says %d", g, r.Solutions, want)
		}
		if r.Solutions > 0 && !r.Solution.Nine().IsSolutionOf(g) {
			t.Fatalf("%s: invalid solution %s", g, r.Solution)
		}
		if r.Solutions == 1 && r.Solution.Nine() != first {
			t.Fatalf("%s: solution %s, plain backtracker found %s", g, r.Solution, first)
		}
		if n, score, nodes := l.Count(g); n != r.Solutions || nodes != r.Nodes || (n == 1 && score != r.Score) {
			t.Fatalf("%s: Solver %d solutions, score %d, %d nodes; literal transcription %d, %d, %d",
				g, r.Solutions, r.Score, r.Nodes, n, score, nodes)
		}
		if again := s.CountNine(g); again != r {
			t.Fatalf("%s: a second run gave %+v, first %+v", g, again, r)
		}
	})
}

// readVectorsFuzzSeeds returns a few reference puzzles of each kind and
// some hand-made edge cases as fuzz seeds.
func readVectorsFuzzSeeds() []string {
	seeds := []string{
		article2,
		empty,
		"11" + empty[2:], // conflicting givens
		"123456789456789123789123456214365897365897214897214365531642978642978531978531642", // a full grid
		"12345678.456789123789123456214365897365897214897214365531642978642978531978531642", // one blank
	}
	return seeds
}
