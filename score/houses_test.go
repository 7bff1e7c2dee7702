package score

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
)

// TestRateHouses checks the ladder on the rules of houses alone
// (rulesOfHouses), from a geometry made of the classic grid's houses as a
// list written here, each house's cells in a random order: the rating and
// step counts of RateAsGiven on the samples, which rates them on the
// shape's geometry.
func TestRateHouses(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var hs []house
	for k, kind := range []puzzle.HouseKind{puzzle.Row, puzzle.Column, puzzle.Box} {
		for i := range 9 {
			var cells []int
			for j := range 9 {
				cells = append(cells, [3]int{9*i + j, 9*j + i, 27*(i/3) + 3*(i%3) + 9*(j/3) + j%3}[k])
			}
			rng.Shuffle(len(cells), func(a, b int) { cells[a], cells[b] = cells[b], cells[a] })
			hs = append(hs, house{kind, cells})
		}
	}
	ru := rulesOfHouses(newGeometry(9, 81, hs))
	if !ru.geo.plain {
		t.Fatal("the classic grid's houses are not one grid's")
	}
	r := NewRater()
	for i, p := range readSamples(t, "cbg_sample.csv", 5) {
		want := r.RateAsGiven(p.grid)
		if got := r.rateHouses(ru, p.grid); got != want {
			t.Errorf("sample %d: %+v on its houses, want %+v", i, got, want)
		}
	}
}

// TestRateAllocs checks that the ladder's searches allocate nothing once a
// Rater's storage has grown: rating the samples below SE 6 again, and the
// classic grid's houses as a list (rulesOfHouses).
func TestRateAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates")
	}
	ps := readSamples(t, "cbg_sample.csv", 1)
	r := NewRater(WithRateTimeout(0))
	ru := rulesOfHouses(classicGeometry)
	rate := func() {
		for _, p := range ps {
			if p.se < "6" {
				r.RateAsGiven(p.grid)
				r.rateHouses(ru, p.grid)
			}
		}
	}
	rate()
	if n := testing.AllocsPerRun(2, rate); n != 0 {
		t.Errorf("%v allocations a run", n)
	}
}
