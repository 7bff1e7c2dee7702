package iso_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// The first puzzle of Norvig's top95 (testdata/top95.txt at the module root).
const top95First = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

func TestIdentity(t *testing.T) {
	g, _ := grid.Parse(top95First)
	id := iso.Identity()
	if h := id.Apply(g); h != g {
		t.Errorf("Identity changed the grid:\n%s\n%s", g, h)
	}
}

// TestRandomPreservesSolution checks that a random transform keeps the
// puzzle valid with one solution, and maps the solution with it: 200
// transforms, the first 50 under the race detector, where solving each
// copy takes a few hundredths of a second.
func TestRandomPreservesSolution(t *testing.T) {
	g, _ := grid.Parse(top95First)
	want := solve.CountNine(g)
	r := rand.New(rand.NewPCG(1, 2))
	n := 200
	if race.Enabled {
		n = 50
	}
	for i := 0; i < n; i++ {
		tr := iso.Random(r)
		h := tr.Apply(g)
		if err := h.Validate(); err != nil {
			t.Fatalf("transform %d: %v", i, err)
		}
		if h.Clues() != g.Clues() {
			t.Fatalf("transform %d: %d clues, want %d", i, h.Clues(), g.Clues())
		}
		got := solve.CountNine(h)
		if got.Solutions != 1 || got.Solution.Nine() != tr.Apply(want.Solution.Nine()) {
			t.Fatalf("transform %d: solution not carried along", i)
		}
	}
}
