package score

import (
	"fmt"
	"math/bits"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/cputime"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// readVariants reads the JSON lines of a testdata file.
func readVariants(tb testing.TB, name string) []puzzle.Puzzle {
	tb.Helper()
	return testgrids.ReadVariants(tb, os.DirFS("."), name)
}

// squareMoves are transforms of the square (digits kept): a transposition,
// a mirror and a quarter turn.
func squareMoves() []iso.Transform {
	tr, mirror, turn := iso.Identity(), iso.Identity(), iso.Identity()
	tr.Transpose = true
	for i := range 9 {
		mirror.Cols[i] = uint8(8 - i)
		turn.Rows[i] = uint8(8 - i)
	}
	turn.Transpose = true
	return []iso.Transform{tr, mirror, turn}
}

// variantSets are the testdata files of variant puzzles: the generated
// mix, and puzzles on which the classic rungs take steps.
var variantSets = []string{"testdata/variants.jsonl", "testdata/variants_classic.jsonl"}

// raceSample is the share of those puzzles the tests take under the race
// detector: one in raceSample, each test its own.
const raceSample = 8

// allVariants reads every puzzle of variantSets.
func allVariants(tb testing.TB) []puzzle.Puzzle {
	var ps []puzzle.Puzzle
	for _, name := range variantSets {
		ps = append(ps, readVariants(tb, name)...)
	}
	return ps
}

// TestRateVariant runs the variant ladder on generated killer,
// greater-than and killer-greater puzzles: every path that finishes
// reaches the true solution (each rung is sound), the rating does not
// change when the puzzle is turned or reflected, the ladder used what its
// rating says, and never a uniqueness technique.
func TestRateVariant(t *testing.T) {
	k := new(solve.Solver)
	r := NewRater(WithRateTimeout(0))
	finished, ps := 0, allVariants(t)
	for i, p := range ps {
		if race.Enabled && i%raceSample != 0 {
			continue // a sample: the race detector slows the ladder tenfold
		}
		if k.Check(&p, solve.Query{Limit: 2}) != 1 {
			t.Fatalf("puzzle %d is not unique: %s", i+1, p.String())
		}
		c := p.Canonical()
		path, b := rateVariantBoard(r, &c)
		switch {
		case b.broken():
			t.Errorf("puzzle %d: the ladder broke the grid: %s", i+1, p.String())
		case path.Steps[rating.BeyondRules] > 0:
			if path.Steps[rating.BeyondRules] != 1 || !path.Rating.Estimated || path.Rating.Value < vBeyondRules ||
				path.Rating.Value == vBeyondRules && path.Rating.Technique != rating.BeyondRules {
				t.Errorf("puzzle %d: stopped, rated %v %v", i+1, path.Rating, path.Rating.Technique)
			}
		default:
			finished++
			if !c.IsSolution(grid.Nine(b.val)) || b.free != 0 {
				t.Errorf("puzzle %d: reached %v, not a solution", i+1, b.val)
			}
		}
		if path.Rating.Value < 10 || path.Steps.Total() == 0 {
			t.Errorf("puzzle %d: rating %v after %d steps", i+1, path.Rating, path.Steps.Total())
		}
		for _, u := range []rating.Technique{rating.UniqueRectangle, rating.BUG} {
			if path.Steps[u] > 0 {
				t.Errorf("puzzle %d: %d steps of %s", i+1, path.Steps[u], u)
			}
		}
		want := r.RatePuzzle(&p)
		for _, m := range squareMoves() {
			q := p.Transformed(&m)
			q.Normalize()
			if got := r.RatePuzzle(&q); got != want {
				t.Errorf("puzzle %d moved: %v %v, as given %v %v", i+1, got.Rating, got.Rating.Technique, want.Rating, want.Rating.Technique)
			}
		}
	}
	if !race.Enabled && finished < 40 {
		t.Errorf("only %d of the puzzles solved by the ladder", finished)
	}
}

// rateVariantBoard runs the variant ladder on c, a canonical form, and
// returns the path and the board it reached.
func rateVariantBoard(r *Rater, c *puzzle.Puzzle) (rating.Path, board) {
	defer r.useRules(rulesOf(c))()
	path := r.rateAsGiven(c.Givens.Nine())
	return path, r.b
}

// TestVariantRungsSound checks the rungs on the true solution's terms: no
// step of the ladder removes the solution's digit from a cell or places
// another.
func TestVariantRungsSound(t *testing.T) {
	k := new(solve.Solver)
	r := NewRater(WithRateTimeout(0))
	for i, p := range allVariants(t) {
		if race.Enabled && i%raceSample != 1 {
			continue
		}
		c := p.Canonical()
		if k.Check(&c, solve.Query{Limit: 2}) != 1 {
			t.Fatalf("puzzle %d is not unique", i+1)
		}
		sol := k.Found(0)
		bad := ""
		r.trace = func(b *board, h *step) {
			for c := range 81 {
				d := int(sol[c]) - 1
				if bad == "" && (h.elim[c]>>d&1 != 0 && h.cell != c || h.cell == c && h.digit != d) {
					bad = fmt.Sprintf("%s at %s", h.tech, grid.CellName(c))
				}
			}
		}
		rateVariantBoard(r, &c)
		r.trace = nil
		if bad != "" {
			t.Errorf("puzzle %d: %s goes against the solution", i+1, bad)
		}
	}
}

// BenchmarkRateVariant rates the generated variants of testdata; one op
// rates them all, so that each weighs the same (see BenchmarkRate).
func BenchmarkRateVariant(b *testing.B) {
	ps := readVariants(b, "testdata/variants.jsonl")
	r := NewRater()
	b.ReportAllocs()
	cpu := cputime.Process()
	for b.Loop() {
		for i := range ps {
			p := ps[i]
			r.RatePuzzle(&p)
		}
	}
	reportCPU(b, cpu)
	n := float64(b.N * len(ps))
	b.ReportMetric(b.Elapsed().Seconds()*1000/n, "ms/puzzle")
	b.ReportMetric(n/b.Elapsed().Seconds(), "puzzles/s")
}

// TestVariantStable checks the variant stable score: the seed score over
// the square's symmetries of the canonical form, the same for a puzzle
// turned or reflected, over at most eight copies.
func TestVariantStable(t *testing.T) {
	if race.Enabled {
		// Some sixty seed searches of a killer on one goroutine: seconds
		// under the race detector, which has nothing to find in them.
		t.Skip("a plain go test checks the variant stable score")
	}
	sv := new(solve.Solver)
	ps := readVariants(t, "testdata/variants.jsonl")
	n := 3 // killers, whose seed searches are the cheapest
	for i, p := range ps[:n] {
		st := VariantStable(sv, &p, 16)
		if st.K != MaxVariantStableK || st.Q1 > st.Median || st.Median > st.Q3 {
			t.Errorf("puzzle %d: %+v", i+1, st)
		}
		c := p.Canonical()
		var seeds []int
		for _, m := range puzzle.Symmetries() {
			q := c.Transformed(&m)
			seeds = append(seeds, sv.Count(&q).Score)
		}
		slices.Sort(seeds)
		if want := quantile(seeds, 0.5); st.Median != want {
			t.Errorf("puzzle %d: median %g, want %g of %v", i+1, st.Median, want, seeds)
		}
		for _, m := range squareMoves()[2:] {
			q := p.Transformed(&m)
			if got := VariantStable(sv, &q, 16); got != st {
				t.Errorf("puzzle %d moved: %+v, as given %+v", i+1, got, st)
			}
		}
		if got := VariantStable(sv, &p, 3); got.K != 3 {
			t.Errorf("puzzle %d: k 3 gave %+v", i+1, got)
		}
	}
}

// TestExplainVariant checks the variant path: the same rating as
// RatePuzzle, its hardest step that rating, and its steps, replayed on the
// puzzle as given, reaching the solution.
func TestExplainVariant(t *testing.T) {
	k := new(solve.Solver)
	r := NewRater(WithRateTimeout(0))
	for i, p := range allVariants(t) {
		if race.Enabled && i%raceSample != 2 {
			continue
		}
		e := r.ExplainPuzzle(&p)
		if want := r.RatePuzzle(&p); e.Path != want {
			t.Errorf("puzzle %d: path %v %v, RatePuzzle %v %v", i+1, e.Path.Rating, e.Path.Rating.Technique, want.Rating, want.Rating.Technique)
		}
		var hardest rating.Value
		for _, s := range e.Steps {
			hardest = max(hardest, s.Value)
		}
		if hardest != e.Path.Rating.Value && e.Path.Rating.Technique != rating.BeyondRules {
			t.Errorf("puzzle %d: hardest step %v, rating %v", i+1, hardest, e.Path.Rating)
		}
		if e.Path.Rating.Technique == rating.BeyondRules {
			continue
		}
		k.Check(&p, solve.Query{Limit: 2})
		sol := k.Found(0)
		got := [81]uint8(p.Givens.Nine())
		for _, s := range e.Steps {
			for _, pl := range s.Placements {
				if sol[pl.Cell] != uint8(pl.Digit) {
					t.Fatalf("puzzle %d: %s, solution has %d", i+1, s.Placement(pl), sol[pl.Cell])
				}
				got[pl.Cell] = uint8(pl.Digit)
			}
			for _, el := range s.Eliminations {
				if sol[el.Cell] == uint8(el.Digit) {
					t.Fatalf("puzzle %d: %s removes the solution's digit", i+1, s.Elimination(el))
				}
			}
		}
		if got != [81]uint8(sol.Nine()) || e.Final.Value != [81]uint8(sol.Nine()) {
			t.Errorf("puzzle %d: the steps reach %v, final %v, want %v", i+1, got, e.Final.Value, sol)
		}
	}
}

// rulesOf returns the rules of p: classicRules for a classic puzzle, else
// new ones.
func rulesOf(p *puzzle.Puzzle) *puzzleRules {
	if p.IsClassic() {
		return classicRules
	}
	return new(puzzleRules).reset(p)
}

// TestRateWhereAbove: RateWhereAbove rates variants and classic puzzles
// as RatePuzzle does under the same ceiling, and where a path goes above the ceiling its cell is one
// of the empty cells with the most candidates on the board before the
// first step above it, as the explanation shows that board.
func TestRateWhereAbove(t *testing.T) {
	for _, ceiling := range []rating.Value{15, 25} {
		r := NewRater(WithRateTimeout(0), WithCeiling(ceiling))
		ex := NewRater(WithRateTimeout(0))
		aboveSeen := 0
		ps := allVariants(t)
		classic := 0
		for _, s := range readSamples(t, "se_sample.csv", 3) {
			// The classic path, on puzzles rated up to SE 4.4.
			if v, err := strconv.ParseFloat(s.se, 64); err == nil && v < 4.5 && classic < 12 {
				ps = append(ps, puzzle.ClassicOf(s.grid))
				classic++
			}
		}
		for i, p := range ps {
			if race.Enabled && i%raceSample != 3 {
				continue
			}
			path, cell, above := r.RateWhereAbove(&p)
			if want := r.RatePuzzle(&p); path != want {
				t.Fatalf("puzzle %d, ceiling %v: path %v, RatePuzzle %v", i+1, ceiling, path.Rating, want.Rating)
			}
			e := ex.ExplainPuzzle(&p)
			first := slices.IndexFunc(e.Steps, func(s rating.Step) bool { return s.Value > ceiling })
			if above != (first >= 0) {
				t.Fatalf("puzzle %d, ceiling %v: above %v, explanation's first step above at %d", i+1, ceiling, above, first)
			}
			if !above {
				continue
			}
			aboveSeen++
			before := e.Steps[first].Before
			most := 0
			for c := range 81 {
				if before.Value[c] == 0 {
					most = max(most, bits.OnesCount16(before.Cand[c]))
				}
			}
			if before.Value[cell] != 0 || bits.OnesCount16(before.Cand[cell]) != most {
				t.Errorf("puzzle %d, ceiling %v: cell %s holds %d with candidates %09b, want an empty cell with %d", i+1, ceiling, grid.CellName(cell), before.Value[cell], before.Cand[cell], most)
			}
		}
		if aboveSeen == 0 {
			t.Errorf("ceiling %v: no path went above it", ceiling)
		}
	}
}
