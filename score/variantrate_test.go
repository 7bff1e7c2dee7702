package score

import (
	"os"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/variant"
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
	k := variant.NewChecker()
	finished, ps := 0, allVariants(t)
	for i, p := range ps {
		if race.Enabled && i%raceSample != 0 {
			continue // a sample: the race detector slows the ladder tenfold
		}
		if k.Count(&p, 2) != 1 {
			t.Fatalf("puzzle %d is not unique: %s", i+1, p.String())
		}
		c := p.Canonical()
		r := newVariantRater(&c)
		path := r.run(nil)
		switch {
		case r.broken:
			t.Errorf("puzzle %d: the ladder broke the grid: %s", i+1, p.String())
		case path.Steps[TrialBeyond] > 0:
			if path.Steps[TrialBeyond] != 1 || path.Rating.Value < vBeyondTrial || path.Rating.Value == vBeyondTrial && path.Rating.Technique != TrialBeyond {
				t.Errorf("puzzle %d: stopped, rated %v %v", i+1, path.Rating, path.Rating.Technique)
			}
		default:
			finished++
			if !c.IsSolution(r.solved()) || r.st.free != 0 {
				t.Errorf("puzzle %d: reached %s, not a solution", i+1, r.solved())
			}
		}
		if path.Rating.Value < 10 || path.Steps.Total() == 0 {
			t.Errorf("puzzle %d: rating %v after %d steps", i+1, path.Rating, path.Steps.Total())
		}
		for _, u := range []Technique{UniqueRectangle, BUG} {
			if path.Steps[u] > 0 {
				t.Errorf("puzzle %d: %d steps of %s", i+1, path.Steps[u], u)
			}
		}
		want := RateVariant(&p)
		for _, m := range squareMoves() {
			q := p.Transformed(&m)
			q.Normalize()
			if got := RateVariant(&q); got != want {
				t.Errorf("puzzle %d moved: %v %v, as given %v %v", i+1, got.Rating, got.Rating.Technique, want.Rating, want.Rating.Technique)
			}
		}
	}
	if !race.Enabled && finished < 40 {
		t.Errorf("only %d of the puzzles solved by the ladder", finished)
	}
}

// TestVariantRungsSound checks the rungs on the true solution's terms:
// after each step of the ladder the solution's digit is still a candidate
// in every cell.
func TestVariantRungsSound(t *testing.T) {
	k := variant.NewChecker()
	for i, p := range allVariants(t) {
		if race.Enabled && i%raceSample != 1 {
			continue
		}
		c := p.Canonical()
		if k.Count(&c, 2) != 1 {
			t.Fatalf("puzzle %d is not unique", i+1)
		}
		sol := k.Solution(0)
		r := newVariantRater(&c)
		for r.st.free > 0 && !r.broken {
			if r.next(len(variantRungs)) < 0 {
				break
			}
			if bad := lostCell(&r.st, &sol); bad >= 0 {
				t.Errorf("puzzle %d: %s took %d out of %s", i+1, r.tech, sol[bad], solve.CellName(bad))
				break
			}
		}
		if r.broken {
			t.Errorf("puzzle %d: the ladder emptied a cell", i+1)
		}
		r.release()
	}
}

// lostCell is a cell whose solution digit is no longer a candidate, or -1.
func lostCell(st *variantState, sol *solve.Grid) int {
	for c := range 81 {
		if st.cand[c]&(1<<(sol[c]-1)) == 0 {
			return c
		}
	}
	return -1
}

// BenchmarkRateVariant rates the generated variants of testdata; one op
// is one puzzle.
func BenchmarkRateVariant(b *testing.B) {
	ps := readVariants(b, "testdata/variants.jsonl")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := ps[i%len(ps)]
		RateVariant(&p)
	}
}

// TestVariantStable checks the variant stable score: the seed score over
// the square's symmetries of the canonical form, the same for a puzzle
// turned or reflected, over at most eight copies.
func TestVariantStable(t *testing.T) {
	sv := variant.NewSolver()
	ps := readVariants(t, "testdata/variants.jsonl")
	n := 3 // killers, whose seed searches are the cheapest
	if race.Enabled {
		n = 1
	}
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
// RateVariant, its hardest step that rating, and its steps, replayed on the
// puzzle as given, reaching the solution.
func TestExplainVariant(t *testing.T) {
	k := variant.NewChecker()
	for i, p := range allVariants(t) {
		if race.Enabled && i%raceSample != 2 {
			continue
		}
		e := ExplainVariant(&p)
		if want := RateVariant(&p); e.Path != want {
			t.Errorf("puzzle %d: path %v %v, RateVariant %v %v", i+1, e.Path.Rating, e.Path.Rating.Technique, want.Rating, want.Rating.Technique)
		}
		var hardest Value
		for _, s := range e.Steps {
			hardest = max(hardest, s.Value)
		}
		if hardest != e.Path.Rating.Value && e.Path.Rating.Technique != TrialBeyond {
			t.Errorf("puzzle %d: hardest step %v, rating %v", i+1, hardest, e.Path.Rating)
		}
		if e.Path.Rating.Technique == TrialBeyond {
			continue
		}
		k.Count(&p, 2)
		sol := k.Solution(0)
		got := [81]uint8(p.Givens)
		for _, s := range e.Steps {
			for _, pl := range s.Placements {
				if sol[pl.Cell] != uint8(pl.Digit) {
					t.Fatalf("puzzle %d: %s, solution has %d", i+1, pl.Placement(), sol[pl.Cell])
				}
				got[pl.Cell] = uint8(pl.Digit)
			}
			for _, el := range s.Eliminations {
				if sol[el.Cell] == uint8(el.Digit) {
					t.Fatalf("puzzle %d: %s removes the solution's digit", i+1, el.Elimination())
				}
			}
		}
		if got != [81]uint8(sol) || e.Final.Value != [81]uint8(sol) {
			t.Errorf("puzzle %d: the steps reach %v, final %v, want %v", i+1, got, e.Final.Value, sol)
		}
	}
}
