package score

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// sample is a rated puzzle from testdata.
type sample struct {
	grid grid.Nine
	se   string
}

// readSamples reads the puzzle and rating columns of a testdata CSV,
// keeping every every-th row (every third one more in short mode).
func readSamples(tb testing.TB, name string, every int) []sample {
	tb.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	if testing.Short() || race.Enabled {
		every *= 3 // a plain go test, which CI runs too, reads them all
	}
	var out []sample
	sc := bufio.NewScanner(f)
	for n := 0; sc.Scan(); n++ {
		fs := strings.Split(sc.Text(), ",")
		g, err := grid.Parse(fs[0])
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, n+1, err)
		}
		if n%every != 0 {
			continue
		}
		out = append(out, sample{g, fs[1]})
	}
	return out
}

// sampleAt returns the i-th puzzle (from 0) of testdata/name, whatever
// the test mode: readSamples thins its samples under -short and the race
// detector, and a test of one puzzle's timing needs that very puzzle.
func sampleAt(tb testing.TB, name string, i int) sample {
	tb.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 0; sc.Scan(); n++ {
		if n < i {
			continue
		}
		fs := strings.Split(sc.Text(), ",")
		g, err := grid.Parse(fs[0])
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, n+1, err)
		}
		return sample{g, fs[1]}
	}
	tb.Fatalf("%s has no puzzle %d", name, i+1)
	return sample{}
}

// TestPathIsSound follows the solution path of real puzzles of every SE
// value and checks each step against the solution the seed solver finds:
// no step removes a true candidate or places a wrong digit, and a path
// that ends without a Beyond step has solved the grid.
func TestPathIsSound(t *testing.T) {
	puzzles := readSamples(t, "se_sample.csv", 2)
	if !testing.Short() && !race.Enabled { // seconds each under the race detector
		puzzles = append(puzzles, readSamples(t, "nested_sample.csv", 1)...)
	}
	r := NewRater(WithRateTimeout(0))
	for _, p := range puzzles {
		res := solve.CountNine(p.grid)
		if res.Solutions != 1 {
			t.Fatalf("%s: %d solutions", p.grid, res.Solutions)
		}
		sol := res.Solution.Nine()
		steps := 0
		r.trace = func(b *board, h *step) {
			steps++
			for c := 0; c < 81; c++ {
				d := int(sol[c]) - 1
				if b.val[c] != 0 && int(b.val[c]) != d+1 {
					t.Fatalf("%s: %s holds %d, solution %d", p.grid, grid.CellName(c), b.val[c], d+1)
				}
				if b.val[c] == 0 && !b.has(c, d) {
					t.Fatalf("%s: %s lost its solution %d before a %v step", p.grid, grid.CellName(c), d+1, h.tech)
				}
			}
			checkSound(t, sol, b, h)
		}
		path := r.rateAsGiven(p.grid)
		r.trace = nil
		if path.Steps.Total() != steps+path.Steps[rating.Beyond] {
			t.Errorf("%s: %d steps counted, %d traced", p.grid, path.Steps.Total(), steps)
		}
		if path.Steps[rating.Beyond] == 0 && r.b.free != 0 {
			t.Errorf("%s: path ended with %d empty cells", p.grid, r.b.free)
		}
		if path.Rating.Estimated != (path.Steps[rating.Beyond] != 0) {
			t.Errorf("%s: estimated %v with %d beyond steps", p.grid, path.Rating.Estimated, path.Steps[rating.Beyond])
		}
		if path.Steps[rating.Beyond] == 0 {
			for c := 0; c < 81; c++ {
				if r.b.val[c] != sol[c] {
					t.Fatalf("%s: solved grid differs from the solution at %s", p.grid, grid.CellName(c))
				}
			}
		}
		if path.Rating.Value < vFullHouse || path.Rating.Value > vBeyondMax {
			t.Errorf("%s: rating %v out of range", p.grid, path.Rating)
		}
	}
}

// TestRatingIsInvariant rates random isomorphic copies of real puzzles:
// each must get the same rating, hardest technique and step counts.
func TestRatingIsInvariant(t *testing.T) {
	puzzles := readSamples(t, "se_sample.csv", 8)
	if !testing.Short() && !race.Enabled { // seconds each under the race detector
		puzzles = append(puzzles, readSamples(t, "nested_sample.csv", 2)...)
	}
	rng := rand.New(rand.NewPCG(6, 7))
	r := NewRater(WithRateTimeout(0))
	for _, p := range puzzles {
		want := r.Rate(p.grid)
		for k := 0; k < 2; k++ {
			tr := iso.Random(rng)
			if got := r.Rate(tr.Apply(p.grid)); got != want {
				t.Errorf("%s: copy rated %v %v, original %v %v", p.grid, got.Rating, got.Rating.Technique, want.Rating, want.Rating.Technique)
			}
		}
	}
}

func TestLengthBonus(t *testing.T) {
	// SE adds 0.1 each time complexity-2 passes 4, 6, 8, 12, 16, 24, 32, ...
	tests := []struct {
		complexity int
		want       rating.Value
	}{
		{2, 0}, {6, 0}, {7, 1}, {8, 1}, {9, 2}, {10, 2}, {11, 3}, {14, 3},
		{15, 4}, {18, 4}, {19, 5}, {26, 5}, {27, 6}, {34, 6}, {35, 7}, {50, 7},
		{51, 8}, {66, 8}, {67, 9}, {98, 9}, {99, 10},
	}
	for _, tt := range tests {
		if got := lengthBonus(tt.complexity); got != tt.want {
			t.Errorf("lengthBonus(%d) = %d, want %d", tt.complexity, got, tt.want)
		}
	}
}

// TestInvalidPuzzles: a grid whose givens clash gets no rating, and a
// puzzle with several solutions (the first of Serg's benchmark) still
// gets a bounded path.
func TestInvalidPuzzles(t *testing.T) {
	// The two-solution grid runs the ladder to its top: a short cap keeps
	// the test quick and checks that the result stays bounded either way.
	r := NewRater(WithRateTimeout(time.Second / 2))
	g, _ := grid.Parse("11" + strings.Repeat(".", 79))
	if p := r.Rate(g); p.Rating.Value != 0 || p.Steps.Total() != 0 {
		t.Errorf("clashing givens: %+v", p)
	}
	g, _ = grid.Parse("8.........95.......76.........426798...571243...893165......916....3.487....1.532")
	if p := r.Rate(g); p.Rating.Value == 0 || p.Rating.Value > vBeyondMax || p.Steps.Total() > maxSteps+1 {
		t.Errorf("%s: rated %v in %d steps", g, p.Rating, p.Steps.Total())
	}
}

// TestScales rates the same puzzles on both ladders: SE's path never uses
// a technique only Sukaku's has (it may still rate lower: Sukaku's ladder
// tries a 4.3 grouped turbot fish before a 4.2 XY-wing); a puzzle whose
// hardest step is a WXYZ-wing on Sukaku's ladder needs a forcing chain on
// SE's.
func TestScales(t *testing.T) {
	se, sukaku := NewRater(), NewRater(WithScale(rating.Sukaku))
	if se.Scale() != rating.SE || sukaku.Scale() != rating.Sukaku {
		t.Fatalf("scales %v and %v", se.Scale(), sukaku.Scale())
	}
	for _, p := range readSamples(t, "se_sample.csv", 2) {
		for tq, n := range se.Rate(p.grid).Steps {
			if n > 0 && sukakuOnly[tq] {
				t.Errorf("%s: SE's path has %d %v steps", p.grid, n, rating.Technique(tq))
			}
		}
	}
	g, _ := grid.Parse("...31.....6..97.4...142.3...3....5.2786...1395.2....6...3.597...2.68..1.....74...")
	a, b := se.Rate(g), sukaku.Rate(g)
	if a.Rating.Value != 71 || a.Rating.Technique != rating.ForcingChain || b.Rating.Value != 56 || b.Rating.Technique != rating.WXYZWing {
		t.Errorf("SE %v %v, Sukaku %v %v; want 7.1 forcing chain, 5.6 wxyz-wing", a.Rating, a.Rating.Technique, b.Rating, b.Rating.Technique)
	}
}

// TestNestedRatings rates puzzles of the forum's hardest list that need
// nested forcing chains of levels 2 to 4 (9.5, 10.0, 10.5 and up): each
// gets its ER, by the technique that SE's level names.
func TestNestedRatings(t *testing.T) {
	want := map[string]rating.Technique{"10.3": rating.NestedForcingChain, "10.4": rating.NestedForcingChain,
		"11.1": rating.NestedMultipleForcingChain, "11.4": rating.NestedDynamicForcingChain}
	r := NewRater(WithRateTimeout(0))
	samples := readSamples(t, "nested_sample.csv", 1)
	if testing.Short() || race.Enabled {
		samples = samples[:1] // level 2, the quickest; a plain go test rates them all
	}
	for _, p := range samples {
		got := r.Rate(p.grid)
		if got.Rating.String() != p.se || got.Rating.Technique != want[p.se] || got.Rating.Estimated {
			t.Errorf("%s: rated %v by %v (estimated %v), want %s by %v", p.grid, got.Rating, got.Rating.Technique, got.Rating.Estimated, p.se, want[p.se])
		}
	}
}

// TestHardestAgreesWithSE rates ten puzzles of the forum's hardest list,
// ER 9.7 to 11.6, some of them needing seconds, as SE does (as given: the
// canonical form of one rates 0.1 lower): each gets its ER.
func TestHardestAgreesWithSE(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("seconds a puzzle; a plain go test rates them")
	}
	r := NewRater(WithRateTimeout(0))
	for _, p := range readSamples(t, "hardest_sample.csv", 1) {
		if got := r.RateAsGiven(p.grid); got.Rating.String() != p.se || got.Rating.Estimated {
			t.Errorf("%s: rated %v by %v (estimated %v), want %s", p.grid, got.Rating, got.Rating.Technique, got.Rating.Estimated, p.se)
		}
	}
}

// TestTimeout: out of time, a puzzle that needs chains gets an estimate
// no lower than the chains it was searching for, marked Estimated with a
// Beyond step; a puzzle that does not need them is rated in full.
func TestTimeout(t *testing.T) {
	r := NewRater(WithRateTimeout(time.Nanosecond))
	hard := readSamples(t, "nested_sample.csv", 1)[0]
	p := r.Rate(hard.grid)
	if !p.Rating.Estimated || p.Steps[rating.Beyond] != 1 || p.Rating.Value < vBeyond || p.Rating.Value > vBeyondMax {
		t.Errorf("%s: rated %v (estimated %v, %d beyond steps) out of time", hard.grid, p.Rating, p.Rating.Estimated, p.Steps[rating.Beyond])
	}
	easy, _ := grid.Parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if p := r.Rate(easy); p.Rating.Estimated || p.Rating.Value != 12 {
		t.Errorf("%s: rated %v (estimated %v), want 1.2", easy, p.Rating, p.Rating.Estimated)
	}
	if got := NewRater().timeout; got != DefaultRateTimeout {
		t.Errorf("default timeout %v, want %v", got, DefaultRateTimeout)
	}
	if got := NewRater(WithRateTimeout(-time.Second)).timeout; got != 0 {
		t.Errorf("negative timeout gives %v, want 0 (no limit)", got)
	}
}
