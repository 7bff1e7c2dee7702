package puzzleio_test

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// fullMarks is the position of p's givens with every digit a candidate
// of every empty cell.
func fullMarks(p *puzzle.Puzzle) puzzle.Marks {
	m := puzzle.Marks{Value: make([]uint8, p.Cells()), Cand: make([]uint32, p.Cells())}
	for c := range m.Value {
		m.Value[c] = p.Givens[c]
		if m.Value[c] == 0 {
			m.Cand[c] = 1<<p.N() - 1
		}
	}
	return m
}

// rowNumber is the number at the end of a row's middle line.
var rowNumber = regexp.MustCompile(` [0-9]+$`)

// drawFullMarks writes p with every candidate open (fullMarks) and
// returns the drawing, whole and as lines.
func drawFullMarks(t *testing.T, p *puzzle.Puzzle) (string, []string) {
	t.Helper()
	m := fullMarks(p)
	var b strings.Builder
	if err := puzzleio.WriteMarks(&b, p, &m); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	return out, strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// TestMarks25: a 25×25 grid's candidates are blocks of 5×5 in the digits
// 1-9 then A-P, every frame and cell line as wide as the others, the
// givens in their cells, the 5×5 boxes' lines thick.
func TestMarks25(t *testing.T) {
	p := puzzle.Puzzle{Size: 25}
	p.Givens[0], p.Givens[624] = 25, 10
	out, lines := drawFullMarks(t, &p)
	if len(lines) != 25*6+2 {
		t.Fatalf("%d lines, want %d", len(lines), 25*6+2)
	}
	const width = 25*12 + 1
	for i, line := range lines[:len(lines)-1] {
		frame := rowNumber.ReplaceAllString(line, "") // the middle line of a row ends in its number
		if n := utf8.RuneCountInString(frame); n != width {
			t.Errorf("line %d: %d characters, want %d", i, n, width)
		}
	}
	for _, want := range []string{"│ 1 2 3 4 5 │", "│ 6 7 8 9 A │", "│ L M N O P │", "║    [P]    │", "│    [A]    ║", "╦═══════════╤"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%.3000s", want, out)
		}
	}
	if !strings.HasSuffix(out, "Y\n") {
		t.Errorf("the column letters end %q, want Y", out[len(out)-20:])
	}
}

// TestMarksSamurai: a samurai board is drawn whole, 21 rows of cells,
// its holes blank (no lines, no candidates) and its outline thick round
// them; the centre grid's boxes it shares with the corner grids are drawn
// once, as the corner grids' boxes.
func TestMarksSamurai(t *testing.T) {
	l, err := grid.LayoutNamed("samurai")
	if err != nil {
		t.Fatal(err)
	}
	p := puzzle.Puzzle{Layout: l}
	out, lines := drawFullMarks(t, &p)
	if len(lines) != 21*4+2 {
		t.Fatalf("%d lines, want %d", len(lines), 21*4+2)
	}
	runes := func(i int) []rune { return []rune(lines[i]) }
	// Rows 1-6: the hole of columns 10-12 between the top grids, with the
	// frames of the grids beside it.
	for i := 0; i < 6*4; i++ {
		r := runes(i)
		if hole := string(r[9*8+1 : 12*8]); strings.TrimSpace(hole) != "" {
			t.Errorf("line %d: the hole of columns 10-12 holds %q", i, hole)
		}
	}
	if got := string(runes(0)[9*8 : 12*8+1]); got != "╗                       ╔" {
		t.Errorf("the top line across the hole: %q", got)
	}
	// Row 10 starts in column 7: the hole of columns 1-6 is blank.
	if got := string(runes(9*4 + 2)[:6*8+1]); got != strings.Repeat(" ", 6*8)+"║" {
		t.Errorf("row 10's start: %q", got)
	}
	// Where the centre grid meets the top-left one, at r7c7: a crossing
	// of thick lines, drawn once.
	if got := runes(6 * 4)[6*8]; got != '╬' {
		t.Errorf("the crossing at r7c7: %q", got)
	}
	if got := strings.Count(out, "╔"); got != 3 {
		t.Errorf("%d top-left corners, want 3 (two top grids, the bottom-left one)", got)
	}
	if !regexp.MustCompile(`║ +10$`).MatchString(lines[9*4+2]) || !strings.HasSuffix(lines[len(lines)-1], "U") {
		t.Errorf("row numbers and column letters:\n%s\n%s", lines[9*4+2], lines[len(lines)-1])
	}
}
