package generate

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/solve"
)

// TestImageAtNine checks that iso.Symmetry.ImageAt, which the orbits of
// every size read, is Image on the 9×9 grid, and maps every n×n grid
// onto itself with the symmetry's order.
func TestImageAtNine(t *testing.T) {
	for s := None; s <= Diagonal; s++ {
		for c := range 81 {
			if got, want := s.ImageAt(c, 9), s.Image(c); got != want {
				t.Errorf("%v: ImageAt(r%dc%d) = %d, Image %d", s, c/9+1, c%9+1, got, want)
			}
		}
		for n := grid.MinSize; n <= grid.MaxSize; n++ {
			for c := range n * n {
				x := c
				for range s.Order() {
					x = s.ImageAt(x, n)
				}
				if x != c {
					t.Errorf("%v on %dx%d: cell %d goes to %d after %d steps", s, n, n, c, x, s.Order())
				}
			}
		}
	}
}

// BenchmarkSeedSolver scores generated puzzles of 8×8, 12×12 and 16×16
// (default options, made once) with the seed search (package solve's
// houseSearch); one op is one puzzle, and nodes/s its speed a node.
func BenchmarkSeedSolver(b *testing.B) {
	for _, n := range []int{8, 12, 16} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			opts := Defaults(Request{Kind: puzzle.Classic.Sized(n)})
			// 16×16 puzzles of 100 clues run to millions of nodes: a
			// benchmark of a few seconds keeps more.
			if n == 16 {
				opts.Clues = ranges.Between(106, 128)
			}
			opts.Seed = 1
			if err := opts.check(); err != nil {
				b.Fatal(err)
			}
			w := newWorker(&opts, 0, &tally{})
			var ps []grid.Grid
			for len(ps) < 20 {
				var p Result
				if w.randomSized(context.Background(), &p) {
					ps = append(ps, p.Puzzle.Givens)
				}
			}
			var s solve.Solver
			nodes := 0
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				p := w.sized.shape
				p.Givens = ps[i%len(ps)]
				nodes += s.Count(&p).Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
