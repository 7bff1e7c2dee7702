package puzzleio_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/solve"
)

func TestWriteGrid(t *testing.T) {
	g, err := grid.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
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
	var want []grid.Nine
	s := new(solve.Solver)
	for i, g := range gs {
		if i > 0 {
			b.WriteByte('\n')
		}
		puzzleio.WriteGrid(&b, g)
		ressol := s.CountNine(g)
		sol := ressol.Solution.Nine()
		b.WriteByte('\n')
		puzzleio.WriteGrid(&b, sol)
		want = append(want, g, sol)
	}
	rd := puzzleio.NewReader(&b, "grids")
	for i, w := range want {
		rec, err := rd.Next()
		if err != nil || rec.Puzzle.Givens.Nine() != w {
			t.Fatalf("grid %d: %v, %s; want %s", i+1, err, rec.Puzzle.Givens.Nine(), w)
		}
	}
	if rd.Form() != puzzleio.Grids {
		t.Errorf("read as %v, want grids", rd.Form())
	}
	if _, err := rd.Next(); err != io.EOF {
		t.Errorf("after the last grid: %v, want EOF", err)
	}
}

// TestCandidatesRegions: a jigsaw's candidate grid draws thick lines
// where regions meet, not along the boxes. In the jigsaw of
// testdata/shapes.fpuzzles.json r1c4 belongs to the first region and
// r3c3 to the second.
func TestCandidatesRegions(t *testing.T) {
	p, err := puzzle.Parse(`{"regions":"111122333111222333112222333444555666444555666444555666777888899777888999777889999","givens":"5................................................................................"}`)
	if err != nil {
		t.Fatal(err)
	}
	var pos puzzle.Position
	for c := range pos.Cand {
		pos.Value[c], pos.Cand[c] = p.Givens[c], 0x1ff
	}
	var b strings.Builder
	if err := puzzleio.WriteCandidates(&b, &p, &pos); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	at := func(line, col int) string { return string([]rune(lines[line])[col*8 : col*8+1]) }
	for _, tc := range []struct {
		line, col int
		want      string
		why       string
	}{
		{2, 3, "│", "r1c3|r1c4, one region across a box border"},
		{2, 4, "║", "r1c4|r1c5, two regions in one box"},
		{10, 2, "║", "r3c2|r3c3, two regions in one box"},
		{10, 3, "│", "r3c3|r3c4, one region across a box border"},
		{12, 3, "╬", "the crossing below r3c3: regions part every way"},
		{2, 9, "║", "the right frame"},
	} {
		if got := at(tc.line, tc.col); got != tc.want {
			t.Errorf("%s: %q, want %q\n%s", tc.why, got, tc.want, b.String())
		}
	}
	if above := []rune(lines[8])[2*8+1]; above != '═' {
		t.Errorf("the line between r2c3 and r3c3 (two regions): %q, want '═'", above)
	}
	if above := []rune(lines[8])[3*8+1]; above != '─' {
		t.Errorf("the line between r2c4 and r3c4 (one region): %q, want '─'", above)
	}
}
