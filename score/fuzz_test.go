package score

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// FuzzRate rates arbitrary grids. Any valid grid must be rated within
// the scale without panicking; one with a unique solution must have a
// sound path, and a random copy of it the same rating.
func FuzzRate(f *testing.F) {
	file, err := os.Open("testdata/se_sample.csv")
	if err != nil {
		f.Fatal(err)
	}
	sc := bufio.NewScanner(file)
	for n := 0; sc.Scan(); n++ {
		if n%20 == 0 {
			f.Add(strings.Split(sc.Text(), ",")[0], uint64(n))
		}
	}
	file.Close()
	r := NewRater()
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		g, err := grid.Parse(s)
		if err != nil || g.Validate() != nil || g.Clues() < 17 {
			return
		}
		res := solve.CountNine(g)
		if res.Solutions != 1 {
			return
		}
		// Rate works on the canonical form: check the steps against its
		// solution.
		ressol := solve.CountNine(canonical(g))
		sol := ressol.Solution.Nine()
		r.trace = func(b *board, h *step) { checkSound(t, sol, b, h) }
		p := r.Rate(g)
		r.trace = nil
		if p.Rating.Value < vFullHouse || p.Rating.Value > vBeyondMax {
			t.Fatalf("%s: rating %v", g, p.Rating)
		}
		tr := iso.Random(rand.New(rand.NewPCG(seed, 1)))
		if q := r.Rate(tr.Apply(g)); q != p {
			t.Fatalf("%s: copy rated %v, original %v", g, q.Rating, p.Rating)
		}
	})
}
