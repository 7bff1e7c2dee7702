package puzzleio_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/solve"
)

func TestWriteGrid(t *testing.T) {
	g, err := solve.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := puzzleio.WriteGrid(&b, g); err != nil {
		t.Fatal(err)
	}
	const want = `+-------+-------+-------+
| 4 . . | . . . | 8 . 5 |
| . 3 . | . . . | . . . |
| . . . | 7 . . | . . . |
+-------+-------+-------+
| . 2 . | . . . | . 6 . |
| . . . | . 8 . | 4 . . |
| . . . | . 1 . | . . . |
+-------+-------+-------+
| . . . | 6 . 3 | . 7 . |
| 5 . . | 2 . . | . . . |
| 1 . 4 | . . . | . . . |
+-------+-------+-------+
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestGridRoundTrip writes puzzles and solutions as grids, one after
// another, and reads them back with Reader: the same grids, in order.
func TestGridRoundTrip(t *testing.T) {
	gs := testgrids.Collection(t, "top95.txt")[:20]
	var b bytes.Buffer
	var want []solve.Grid
	s := solve.NewSolver()
	for i, g := range gs {
		if i > 0 {
			b.WriteByte('\n')
		}
		puzzleio.WriteGrid(&b, g)
		sol := s.Count(g).Solution
		b.WriteByte('\n')
		puzzleio.WriteGrid(&b, sol)
		want = append(want, g, sol)
	}
	rd := puzzleio.NewReader(&b, "grids")
	for i, w := range want {
		rec, err := rd.Next()
		if err != nil || rec.Puzzle.Givens != w {
			t.Fatalf("grid %d: %v, %s; want %s", i+1, err, rec.Puzzle.Givens, w)
		}
	}
	if rd.Form() != puzzleio.Grids {
		t.Errorf("read as %v, want grids", rd.Form())
	}
	if _, err := rd.Next(); err != io.EOF {
		t.Errorf("after the last grid: %v, want EOF", err)
	}
}
