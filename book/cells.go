package book

import (
	"strconv"
	"sync"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"golang.org/x/image/font/sfnt"
)

// What a cell of a grid shows, in the PDF, the svg and the html alike:
// its digit as a number, 1 to 16 ("16" with two digits, as puzzle books
// print it, never the G of the text form), or its symbol (Symbols). One
// grid's texts share one font size: 0.6 of a cell, as the classic grid
// always had (for symbols, the size at which the tallest is as tall as
// the digits are then, so that ♠♥♦♣, whose ink is smaller than a
// digit's, print as large as digits would), unless the widest text (a
// two-digit number, a W) would then reach within a fifth of a cell of
// the cell's lines, or the tallest (♫) fill more than half the cell;
// then smaller, so that every text of the grid fits. Each text is centred across its cell on its
// ink, not on its advance box, so a narrow 1 and a wide 16 both sit in
// the middle. Digits share one baseline a row (the middle of the
// digits' ink, so a row reads as a line); a symbol, often a picture
// (♥, ●, ▲) whose ink sits anywhere on the line, is centred on its own
// ink up and down as well.

// Proportions of a cell's text, as fractions of the cell's side.
const (
	digitScale = 0.6  // the font size, at most
	digitFit   = 0.56 // the widest ink across
	digitTall  = 0.5  // the tallest ink
)

// cellText is how one face prints the digits 1 to 16 of a grid, as
// numbers or as symbols.
type cellText struct {
	text [grid.MaxSize + 1]string
	// x and y are the middle of each text's ink, in em from its pen
	// position (y down, so y is negative); w and h are the ink's width
	// and height, in em.
	x, y, w, h [grid.MaxSize + 1]float64
}

// cellTexts is the face's cellText for the symbols sym (nil: numbers),
// made once and kept: a book draws hundreds of grids with the same.
func (f *face) cellTexts(sym Symbols) *cellText {
	f.textsMu.Lock()
	defer f.textsMu.Unlock()
	key := string(sym)
	if t, ok := f.texts[key]; ok {
		return t
	}
	t := &cellText{}
	var buf sfnt.Buffer
	em := 64 * f.upem
	for d := 1; d <= grid.MaxSize; d++ {
		if sym != nil && d > len(sym) {
			break
		}
		s := strconv.Itoa(d)
		if sym != nil {
			s = string(sym[d-1])
		}
		t.text[d] = s
		ink, ok := f.inkOf(&buf, s)
		if !ok {
			continue // not a symbol of a checked set (Symbols.inFonts)
		}
		t.x[d] = float64(ink.Min.X+ink.Max.X) / 2 / em
		t.y[d] = float64(ink.Min.Y+ink.Max.Y) / 2 / em
		t.w[d] = float64(ink.Max.X-ink.Min.X) / em
		t.h[d] = float64(ink.Max.Y-ink.Min.Y) / em
		if sym == nil {
			t.y[d] = f.digitMid
			if d <= 9 {
				t.x[d] = f.digitX[d] // the very numbers the classic grids were drawn with
			}
		}
	}
	if f.texts == nil {
		f.texts = map[string]*cellText{}
	}
	f.texts[key] = t
	return t
}

// gridText places the texts of one grid's cells: the grid's size n, the
// side of its cells and the font size of its texts, and where its cells
// lie (a joined board's, or the n×n grid's).
type gridText struct {
	n          int
	cell, size float64
	sym        Symbols
	cells      cellMap
}

// newGridText returns how the digits of an n×n grid of cells of the
// given side print with the symbols sym: in every face at one size, the
// largest up to digitScale at which the widest and the tallest text of
// any face fit (digitFit, digitTall), so that a grid's givens, in one
// face, and its answer's, in two, come out alike.
func newGridText(fs *fonts, sym Symbols, n int, cell float64) gridText {
	size := cell * digitScale
	if sym != nil {
		digit, tall := 0.0, 0.0
		for d := 1; d <= 9; d++ {
			digit = max(digit, fs.medium.cellTexts(nil).h[d])
		}
		for _, f := range []*face{fs.regular, fs.medium, fs.bold} {
			for d := 1; d <= n; d++ {
				tall = max(tall, f.cellTexts(sym).h[d])
			}
		}
		size *= digit / tall
	}
	for _, f := range []*face{fs.regular, fs.medium, fs.bold} {
		t := f.cellTexts(sym)
		for d := 1; d <= n; d++ {
			if t.w[d]*size > digitFit*cell {
				size = digitFit * cell / t.w[d]
			}
			if t.h[d]*size > digitTall*cell {
				size = digitTall * cell / t.h[d]
			}
		}
	}
	return gridText{n: n, cell: cell, size: size, sym: sym, cells: cellMap{rows: n, cols: n}}
}

// newBoardText is newGridText for v's board drawn side wide: its cells
// a column of the board side/cols wide, placed where its board has them.
func newBoardText(fs *fonts, sym Symbols, v *puzzle.Puzzle, side float64) gridText {
	m := cellsOf(v)
	gt := newGridText(fs, sym, v.N(), side/float64(m.cols))
	gt.cells = m
	return gt
}

// at returns where digit v of cell i goes in face f on the grid whose
// top-left corner is (x, y): the start of its baseline, that its ink be
// centred in the cell; and its text.
func (g *gridText) at(f *face, x, y float64, i int, v uint8) (px, py float64, text string) {
	t := f.cellTexts(g.sym)
	r, c := g.cells.pos(i)
	cx := x + (float64(c)+0.5)*g.cell
	cy := y + (float64(r)+0.5)*g.cell
	return cx - t.x[v]*g.size, cy - t.y[v]*g.size, t.text[v]
}

// textsOf are the mutable parts of a face: its cellTexts, by symbols.
type textsOf struct {
	textsMu sync.Mutex
	texts   map[string]*cellText
}
