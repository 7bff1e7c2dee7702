package puzzleio

import (
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// candLayout is the candidate grid's geometry for a grid of n digits: a
// cell is w characters by h lines, with one character of frame between
// cells, its candidates in a block of side k (3 up to 9 digits, 4 up to
// 16, 5 up to 25), each candidate one character with a space between.
type candLayout struct {
	n, w, h, k int
}

func layoutOf(n int) candLayout {
	k := 3
	switch {
	case n > 16:
		k = 5
	case n > 9:
		k = 4
	}
	return candLayout{n: n, w: 2*k + 1, h: k, k: k}
}

// frame is where the candidate grid puts the cells of a puzzle: rows by
// cols positions, each a cell or a hole of a joined board, and the
// region of each cell, whose borders are drawn thick.
type frame struct {
	rows, cols int
	// at is the cell at a position, -1 for a hole or off the board.
	at func(r, c int) int
	// pos is the row and column of a cell.
	pos func(c int) (int, int)
	// region is the box or jigsaw region of a cell; on a joined board the
	// 3×3 block of the board it lies in, which is a box of every grid
	// that covers it (grids lie on multiples of 3), so a box two grids
	// share is drawn once.
	region func(c int) int
}

func frameOf(p *puzzle.Puzzle) frame {
	if l := p.Layout; l != nil {
		return frame{
			rows: l.H, cols: l.W, at: l.CellAt, pos: l.Position,
			region: func(c int) int { r, col := l.Position(c); return r/3*l.W + col/3 },
		}
	}
	n := p.N()
	return frame{
		rows: n, cols: n,
		at: func(r, c int) int {
			if r < 0 || c < 0 || r >= n || c >= n {
				return -1
			}
			return r*n + c
		},
		pos:    func(c int) (int, int) { return c / n, c % n },
		region: p.RegionOf,
	}
}

// width is the number of characters of a line of the grid of cols cells.
func (l candLayout) width(cols int) int { return cols*(l.w+1) + 1 }

// WriteCandidates draws the position g of a grid up to 9×9 as
// WriteMarks does.
func WriteCandidates(w io.Writer, p *puzzle.Puzzle, g *puzzle.Position) error {
	m := puzzle.MarksOf(g, p.Cells())
	return WriteMarks(w, p, &m)
}

// WriteMarks draws g as a grid of candidates in box-drawing characters:
// each empty cell a block of its candidate digits (· for one that is
// gone; 3×3 up to 9×9, 4×4 up to 16×16, 5×5 above, in the digits of the
// puzzle's text form, 1-9 then A-P), a given as [d] and a placed digit
// bare in the middle of its cell; thick lines round the boxes, or a
// jigsaw's regions. A joined board is drawn whole, its holes left blank
// and each grid's boxes thick, a box two grids share once. Killer cages
// show as regions without inner lines, their sum at the start of the
// line above their first cell; a greater-than sign stands on the line
// between its two cells, < or > between neighbours side by side, ∧ or ∨
// between neighbours one above the other, its point at the smaller
// digit. Row numbers are on the right and column letters from A below.
func WriteMarks(w io.Writer, p *puzzle.Puzzle, g *puzzle.Marks) error {
	cageOf := p.CageOf()
	sameCage := func(a, b int) bool { return a >= 0 && b >= 0 && cageOf[a] >= 0 && cageOf[a] == cageOf[b] }
	f := frameOf(p)
	l := layoutOf(p.N())
	step := l.h + 1 // lines a row of cells takes, with its frame line

	lines := make([][]rune, 0, f.rows*step+2)
	for r := 0; r <= f.rows; r++ {
		lines = append(lines, separator(f, l, r, sameCage))
		if r == f.rows {
			break
		}
		for k := 0; k < l.h; k++ {
			line := []rune(strings.Repeat(" ", l.width(f.cols)))
			for c := 0; c <= f.cols; c++ {
				x := c * (l.w + 1)
				a, b := f.at(r, c-1), f.at(r, c)
				switch {
				case a < 0 && b < 0:
				case a < 0 || b < 0 || f.region(a) != f.region(b):
					line[x] = '║'
				case sameCage(a, b):
					line[x] = ' '
				default:
					line[x] = '│'
				}
				if b >= 0 {
					copy(line[x+1:], []rune(cellLine(p, l, g, b, k)))
				}
			}
			lines = append(lines, line)
		}
	}
	// Cage sums, on the line above each cage's first cell.
	for _, cg := range p.Cages {
		row, col := f.pos(int(cg.Cells[0]))
		x := col*(l.w+1) + 1
		for i, ch := range strconv.Itoa(cg.Sum) {
			lines[row*step][x+i] = ch
		}
	}
	// Signs, on the line between their cells.
	for _, s := range p.Signs {
		ra, ca := f.pos(int(s.Greater))
		rb, cb := f.pos(int(s.Lesser))
		switch {
		case ra == rb: // side by side
			mark := '<'
			if ca < cb {
				mark = '>'
			}
			lines[ra*step+1+l.h/2][(min(ca, cb)+1)*(l.w+1)] = mark
		default: // one above the other
			mark := '∧'
			if ra < rb {
				mark = '∨'
			}
			lines[min(ra, rb)*step+step][ca*(l.w+1)+1+l.w/2] = mark
		}
	}
	var b strings.Builder
	for i, line := range lines {
		s := string(line)
		if i%step == 1+l.h/2 && i/step < f.rows { // the middle line of row i/step
			s += " " + strconv.Itoa(i/step+1)
		}
		// A joined board's lines end where its cells do: past them are
		// holes.
		b.WriteString(strings.TrimRight(s, " "))
		b.WriteByte('\n')
	}
	letters := []rune(strings.Repeat(" ", l.width(f.cols)))
	for c := range f.cols {
		letters[c*(l.w+1)+1+l.w/2] = rune('A' + c)
	}
	b.WriteString(strings.TrimRight(string(letters), " "))
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// cellLine is line k of cell c.
func cellLine(p *puzzle.Puzzle, l candLayout, g *puzzle.Marks, c, k int) string {
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

// junctions are the box-drawing characters of a crossing, indexed by
// whether its vertical lines are thick (double), then whether its
// horizontal ones are, then by the arms it has (bit 0 up, 1 down, 2 left,
// 3 right).
var junctions = [2][2][]rune{
	{[]rune(" ╵╷│╴┘┐┤╶└┌├─┴┬┼"), []rune(" ╵╷│═╛╕╡═╘╒╞═╧╤╪")},
	{[]rune(" ║║║╴╜╖╢╶╙╓╟─╨╥╫"), []rune(" ║║║═╝╗╣═╚╔╠═╩╦╬")},
}

// separator is the frame line above row r (r = rows: the bottom line),
// without its cage sums and signs. A stretch of it is thick (double)
// where it parts two regions, or a cell from a hole or the outside, and
// none between two holes; a crossing is thick each way where a line
// meeting it that way is: for boxes, the thick lines of the box rows and
// columns.
func separator(f frame, l candLayout, r int, sameCage func(a, b int) bool) []rune {
	// edge says whether there is a line between cells a and b (either -1
	// for a hole) and whether it is thick.
	edge := func(a, b int) (line, thick bool) {
		return a >= 0 || b >= 0, a < 0 || b < 0 || f.region(a) != f.region(b)
	}
	line := make([]rune, l.width(f.cols))
	for c := 0; c <= f.cols; c++ {
		x := c * (l.w + 1)
		ul, ur, dl, dr := f.at(r-1, c-1), f.at(r-1, c), f.at(r, c-1), f.at(r, c)
		up, upThick := edge(ul, ur)
		down, downThick := edge(dl, dr)
		left, leftThick := edge(ul, dl)
		right, rightThick := edge(ur, dr)
		thickV := up && upThick || down && downThick
		thickH := left && leftThick || right && rightThick
		switch {
		case ul < 0 || ur < 0 || dl < 0 || dr < 0:
			arms := 0
			for i, a := range []bool{up, down, left, right} {
				if a {
					arms |= 1 << i
				}
			}
			line[x] = junctions[b2i(thickV)][b2i(thickH)][arms]
		case thickH && thickV:
			line[x] = '╬'
		case thickV:
			line[x] = '╫'
		case thickH:
			line[x] = '╪'
		case sameCage(ul, dl) && sameCage(ur, dr) && sameCage(dl, dr):
			line[x] = ' '
		default:
			line[x] = '┼'
		}
		if c == f.cols {
			break
		}
		fill := ' '
		switch u, d := ur, dr; {
		case u < 0 && d < 0:
		case u < 0 || d < 0 || f.region(u) != f.region(d):
			fill = '═'
		case sameCage(u, d):
		default:
			fill = '─'
		}
		for i := 1; i <= l.w; i++ {
			line[x+i] = fill
		}
	}
	return line
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
