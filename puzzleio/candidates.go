package puzzleio

import (
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// candLayout is the candidate grid's geometry for an N×N grid: a cell
// is w characters by h lines, with one character of frame between
// cells, its candidates in a block of side k (3 up to 9×9, 4 above).
type candLayout struct {
	n, w, h, k int
}

func layoutOf(n int) candLayout {
	if n <= 9 {
		return candLayout{n: n, w: 7, h: 3, k: 3}
	}
	return candLayout{n: n, w: 9, h: 4, k: 4}
}

// width is the number of characters of a line of the grid.
func (l candLayout) width() int { return l.n*(l.w+1) + 1 }

// WriteCandidates draws g as a grid of candidates in box-drawing
// characters: each empty cell a block of its candidate digits (· for
// one that is gone; 3×3 up to 9×9, 4×4 above, digits 1-9 then A-G), a
// given as [d] and a placed digit bare in the middle of its cell; thick
// lines round the boxes, or a jigsaw's regions. Killer cages show as
// regions without inner lines, their sum at the start of the line above
// their first cell; a greater-than sign stands on the line between its
// two cells, < or > between neighbours side by side, ∧ or ∨ between
// neighbours one above the other, its point at the smaller digit. Row
// numbers are on the right and column letters from A below.
func WriteCandidates(w io.Writer, p *puzzle.Puzzle, g *puzzle.Position) error {
	cageOf := p.CageOf()
	sameCage := func(a, b int) bool { return cageOf[a] >= 0 && cageOf[a] == cageOf[b] }
	n := p.N()
	l := layoutOf(n)
	step := l.h + 1 // lines a row of cells takes, with its frame line

	lines := make([][]rune, 0, n*step+2)
	for r := 0; r <= n; r++ {
		lines = append(lines, separator(p, l, r, &cageOf))
		if r == n {
			break
		}
		for k := 0; k < l.h; k++ {
			line := []rune(strings.Repeat(" ", l.width()))
			for c := 0; c <= n; c++ {
				x := c * (l.w + 1)
				switch {
				case c == 0 || c == n || p.RegionOf(r*n+c-1) != p.RegionOf(r*n+c):
					line[x] = '║'
				case sameCage(r*n+c-1, r*n+c):
					line[x] = ' '
				default:
					line[x] = '│'
				}
				if c < n {
					copy(line[x+1:], []rune(cellLine(p, l, g, r*n+c, k)))
				}
			}
			lines = append(lines, line)
		}
	}
	// Cage sums, on the line above each cage's first cell.
	for _, cg := range p.Cages {
		first := int(cg.Cells[0])
		row, x := first/n, first%n*(l.w+1)+1
		for i, ch := range strconv.Itoa(cg.Sum) {
			lines[row*step][x+i] = ch
		}
	}
	// Signs, on the line between their cells.
	for _, s := range p.Signs {
		a, b := int(s.Greater), int(s.Lesser)
		switch {
		case a/n == b/n: // side by side
			left := min(a, b)
			mark := '<'
			if left == a {
				mark = '>'
			}
			lines[left/n*step+1+l.h/2][(left%n+1)*(l.w+1)] = mark
		default: // one above the other
			upper := min(a, b)
			mark := '∧'
			if upper == a {
				mark = '∨'
			}
			lines[upper/n*step+step][upper%n*(l.w+1)+1+l.w/2] = mark
		}
	}
	var b strings.Builder
	for i, line := range lines {
		b.WriteString(string(line))
		if i%step == 1+l.h/2 && i/step < n { // the middle line of row i/step
			b.WriteString(" " + strconv.Itoa(i/step+1))
		}
		b.WriteByte('\n')
	}
	letters := []rune(strings.Repeat(" ", l.width()))
	for c := range n {
		letters[c*(l.w+1)+1+l.w/2] = rune('A' + c)
	}
	b.WriteString(strings.TrimRight(string(letters), " "))
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// cellLine is line k of cell c.
func cellLine(p *puzzle.Puzzle, l candLayout, g *puzzle.Position, c, k int) string {
	blank := strings.Repeat(" ", l.w)
	if d := g.Value[c]; d != 0 {
		if k != l.h/2 {
			return blank
		}
		pad := strings.Repeat(" ", (l.w-3)/2)
		if p.Givens[c] != 0 {
			return pad + "[" + string(rune(grid.DigitChar(d))) + "]" + pad
		}
		return pad + " " + string(rune(grid.DigitChar(d))) + " " + pad
	}
	b := []rune(blank)
	for i := range l.k {
		d := l.k*k + i + 1
		if d > l.n {
			break
		}
		ch := '·'
		if g.Cand[c]>>(d-1)&1 != 0 {
			ch = rune(grid.DigitChar(uint8(d)))
		}
		b[1+2*i] = ch
	}
	return string(b)
}

// separator is the frame line above row r (r = N: the bottom line),
// without its cage sums and signs. A stretch of it is thick (double) where
// it parts two regions, and a crossing is thick each way where a line
// meeting it that way is: for boxes, the thick lines of the box rows and
// columns.
func separator(p *puzzle.Puzzle, l candLayout, r int, cageOf *[grid.MaxCells]int) []rune {
	n := l.n
	// apart: whether the line above cell (r, c) parts two regions;
	// vert: whether the line left of cell (row, c) does.
	apart := func(c int) bool { return r == 0 || r == n || p.RegionOf((r-1)*n+c) != p.RegionOf(r*n+c) }
	vert := func(row, c int) bool {
		return c > 0 && row >= 0 && row < n && p.RegionOf(row*n+c-1) != p.RegionOf(row*n+c)
	}
	same := func(a, b int) bool { return cageOf[a] >= 0 && cageOf[a] == cageOf[b] }
	line := make([]rune, l.width())
	for c := 0; c < n; c++ {
		x := c * (l.w + 1)
		thickH := apart(c) || c > 0 && apart(c-1) // the crossing's horizontal line
		thickV := vert(r-1, c) || vert(r, c)      // and its vertical one
		switch {
		case c == 0 && r == 0:
			line[x] = '╔'
		case c == 0 && r == n:
			line[x] = '╚'
		case c == 0 && thickH:
			line[x] = '╠'
		case c == 0:
			line[x] = '╟'
		case r == 0 && thickV:
			line[x] = '╦'
		case r == 0:
			line[x] = '╤'
		case r == n && thickV:
			line[x] = '╩'
		case r == n:
			line[x] = '╧'
		case thickH && thickV:
			line[x] = '╬'
		case thickV:
			line[x] = '╫'
		case thickH:
			line[x] = '╪'
		case same((r-1)*n+c-1, r*n+c-1) && same((r-1)*n+c, r*n+c) && same(r*n+c-1, r*n+c):
			line[x] = ' '
		default:
			line[x] = '┼'
		}
		fill := '─'
		switch {
		case apart(c):
			fill = '═'
		case same((r-1)*n+c, r*n+c):
			fill = ' '
		}
		for i := 1; i <= l.w; i++ {
			line[x+i] = fill
		}
	}
	last := len(line) - 1
	switch {
	case r == 0:
		line[last] = '╗'
	case r == n:
		line[last] = '╝'
	case apart(n - 1):
		line[last] = '╣'
	default:
		line[last] = '╢'
	}
	return line
}
