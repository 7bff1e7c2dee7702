package puzzleio

import (
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/puzzle"
)

// The candidate grid's geometry: a cell is cellW characters by three
// lines, with one character of frame between cells.
const (
	cellW = 7
	gridW = 9*(cellW+1) + 1
)

// WriteCandidates draws g as a grid of candidates in box-drawing
// characters: each empty cell a 3x3 block of its candidate digits (· for
// one that is gone), a given as [d] and a placed digit bare in the middle
// of its cell; thick lines round the boxes, or a jigsaw's regions. Killer cages show as regions
// without inner lines, their sum at the start of the line above their
// first cell; a greater-than sign stands on the line between its two
// cells, < or > between neighbours side by side, ∧ or ∨ between neighbours
// one above the other, its point at the smaller digit. Row numbers are on
// the right and column letters A to I below.
func WriteCandidates(w io.Writer, p *puzzle.Puzzle, g *puzzle.Position) error {
	cageOf := p.CageOf()
	sameCage := func(a, b int) bool { return cageOf[a] >= 0 && cageOf[a] == cageOf[b] }

	lines := make([][]rune, 0, 9*4+2)
	for r := 0; r <= 9; r++ {
		lines = append(lines, separator(p, r, &cageOf))
		if r == 9 {
			break
		}
		for k := 0; k < 3; k++ {
			line := []rune(strings.Repeat(" ", gridW))
			for c := 0; c <= 9; c++ {
				x := c * (cellW + 1)
				switch {
				case c == 0 || c == 9 || p.RegionOf(r*9+c-1) != p.RegionOf(r*9+c):
					line[x] = '║'
				case sameCage(r*9+c-1, r*9+c):
					line[x] = ' '
				default:
					line[x] = '│'
				}
				if c < 9 {
					copy(line[x+1:], []rune(cellLine(p, g, r*9+c, k)))
				}
			}
			lines = append(lines, line)
		}
	}
	// Cage sums, on the line above each cage's first cell.
	for _, cg := range p.Cages {
		first := int(cg.Cells[0])
		row, x := first/9, first%9*(cellW+1)+1
		for i, ch := range strconv.Itoa(cg.Sum) {
			lines[row*4][x+i] = ch
		}
	}
	// Signs, on the line between their cells.
	for _, s := range p.Signs {
		a, b := int(s.Greater), int(s.Lesser)
		switch {
		case a/9 == b/9: // side by side
			left := min(a, b)
			mark := '<'
			if left == a {
				mark = '>'
			}
			lines[left/9*4+2][(left%9+1)*(cellW+1)] = mark
		default: // one above the other
			upper := min(a, b)
			mark := '∧'
			if upper == a {
				mark = '∨'
			}
			lines[upper/9*4+4][upper%9*(cellW+1)+1+cellW/2] = mark
		}
	}
	var b strings.Builder
	for i, line := range lines {
		b.WriteString(string(line))
		if i%4 == 2 { // the middle line of row i/4
			b.WriteString(" " + strconv.Itoa(i/4+1))
		}
		b.WriteByte('\n')
	}
	letters := []rune(strings.Repeat(" ", gridW))
	for c := range 9 {
		letters[c*(cellW+1)+1+cellW/2] = rune('A' + c)
	}
	b.WriteString(strings.TrimRight(string(letters), " "))
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// cellLine is line k (0-2) of cell c.
func cellLine(p *puzzle.Puzzle, g *puzzle.Position, c, k int) string {
	if d := g.Value[c]; d != 0 {
		if k != 1 {
			return "       "
		}
		if p.Givens[c] != 0 {
			return "  [" + string(rune('0'+d)) + "]  "
		}
		return "   " + string(rune('0'+d)) + "   "
	}
	b := []byte("       ")
	for i := range 3 {
		d := 3*k + i + 1
		ch := byte('0' + d)
		if g.Cand[c]>>(d-1)&1 == 0 {
			ch = 0
		}
		b[1+2*i] = ch
	}
	return strings.ReplaceAll(string(b), "\x00", "·")
}

// separator is the frame line above row r (r = 9: the bottom line),
// without its cage sums and signs. A stretch of it is thick (double) where
// it parts two regions, and a crossing is thick each way where a line
// meeting it that way is: for boxes, the thick lines of every third row
// and column.
func separator(p *puzzle.Puzzle, r int, cageOf *[puzzle.MaxCells]int) []rune {
	// apart: whether the line above cell (r, c) parts two regions;
	// vert: whether the line left of cell (row, c) does.
	apart := func(c int) bool { return r == 0 || r == 9 || p.RegionOf((r-1)*9+c) != p.RegionOf(r*9+c) }
	vert := func(row, c int) bool {
		return c > 0 && row >= 0 && row < 9 && p.RegionOf(row*9+c-1) != p.RegionOf(row*9+c)
	}
	same := func(a, b int) bool { return cageOf[a] >= 0 && cageOf[a] == cageOf[b] }
	line := make([]rune, gridW)
	for c := 0; c < 9; c++ {
		x := c * (cellW + 1)
		thickH := apart(c) || c > 0 && apart(c-1) // the crossing's horizontal line
		thickV := vert(r-1, c) || vert(r, c)      // and its vertical one
		switch {
		case c == 0 && r == 0:
			line[x] = '╔'
		case c == 0 && r == 9:
			line[x] = '╚'
		case c == 0 && thickH:
			line[x] = '╠'
		case c == 0:
			line[x] = '╟'
		case r == 0 && thickV:
			line[x] = '╦'
		case r == 0:
			line[x] = '╤'
		case r == 9 && thickV:
			line[x] = '╩'
		case r == 9:
			line[x] = '╧'
		case thickH && thickV:
			line[x] = '╬'
		case thickV:
			line[x] = '╫'
		case thickH:
			line[x] = '╪'
		case same((r-1)*9+c-1, r*9+c-1) && same((r-1)*9+c, r*9+c) && same(r*9+c-1, r*9+c):
			line[x] = ' '
		default:
			line[x] = '┼'
		}
		fill := '─'
		switch {
		case apart(c):
			fill = '═'
		case same((r-1)*9+c, r*9+c):
			fill = ' '
		}
		for i := 1; i <= cellW; i++ {
			line[x+i] = fill
		}
	}
	switch {
	case r == 0:
		line[gridW-1] = '╗'
	case r == 9:
		line[gridW-1] = '╝'
	case apart(8):
		line[gridW-1] = '╣'
	default:
		line[gridW-1] = '╢'
	}
	return line
}
