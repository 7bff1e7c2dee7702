package puzzle_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/variant"
)

// TestTransformed: every transform of the geometric group moves cages and
// signs with their cells, so a solution moves to a solution and the
// solution count stays; the symmetries of the square keep the puzzle valid.
func TestTransformed(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	k := variant.NewChecker()
	for i := range 30 {
		sol := testgrids.RandomSolution(r)
		p := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 4), Signs: testgrids.RandomSigns(r, sol, 5), Givens: testgrids.RandomGivens(r, sol, 0.1)}
		p.Normalize()
		tr := iso.Random(r)
		tr.Digits = iso.Identity().Digits
		q := p.Transformed(&tr)
		if !q.IsSolution(tr.Apply(sol)) {
			t.Fatalf("puzzle %d: the moved solution does not solve the moved puzzle", i)
		}
		if a, b := k.Count(&p, 2), k.Count(&q, 2); a != b {
			t.Errorf("puzzle %d: %d solutions, moved %d", i, a, b)
		}
		for j, s := range puzzle.Symmetries() {
			m := p.Transformed(&s)
			if err := m.Validate(); err != nil {
				t.Errorf("puzzle %d, symmetry %d: %v", i, j, err)
			}
			if m.Key() != p.Key() {
				t.Errorf("puzzle %d, symmetry %d: another key", i, j)
			}
			c, want := m.Canonical(), p.Canonical()
			if c.String() != want.String() {
				t.Errorf("puzzle %d, symmetry %d: canonical %s, want %s", i, j, c.String(), want.String())
			}
		}
	}
}

// TestKeyDistinguishes: puzzles that differ get different keys, also when
// only a sign's direction or a cage's sum differs.
func TestKeyDistinguishes(t *testing.T) {
	a, _ := puzzle.Parse(`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}],"greater":[["r5c5","r5c6"]]}`)
	b, _ := puzzle.Parse(`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}],"greater":[["r5c6","r5c5"]]}`)
	c, _ := puzzle.Parse(`{"cages":[{"sum":4,"cells":["r1c1","r1c2"]}],"greater":[["r5c5","r5c6"]]}`)
	if a.Key() == b.Key() || a.Key() == c.Key() {
		t.Error("different puzzles share a key")
	}
	// a turned half round: the same key.
	s := puzzle.Symmetries()[6] // rows and columns reversed
	h := a.Transformed(&s)
	if h.String() == a.String() || h.Key() != a.Key() {
		t.Errorf("a half turn of %s is %s: want another form, the same key", a.String(), h.String())
	}
}
