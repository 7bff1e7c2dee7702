package pdftest

import (
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/solve"
)

// Grid is a grid found on a page: its border and the digits inside it,
// mapped to cells by position.
type Grid struct {
	Border Rect
	Cells  solve.Grid
	Font   [81]string  // each digit's font; "" for an empty cell
	Grey   [81]float64 // each digit's grey (0 black)
	Labels []Text      // texts in the band just above the border
}

// Grids finds the grids of a page, in the order they were drawn. Grid
// borders are the only rectangles package book strokes; a one-character
// digit text whose origin lies inside one is that grid's digit in the cell
// holding the origin. The origin must sit in the middle part of its cell,
// which a centred digit's does: a digit off centre, two digits in a cell,
// or other text inside a grid fails the test.
func Grids(tb testing.TB, p Page) []Grid {
	tb.Helper()
	gs := make([]Grid, len(p.Rects))
	for i, r := range p.Rects {
		gs[i].Border = r
	}
	var rest []Text // texts in no grid
texts:
	for _, t := range p.Texts {
		for i := range gs {
			g := &gs[i]
			r := g.Border
			top := r.Y + r.H
			if t.X > r.X && t.X < r.X+r.W && t.Y > r.Y && t.Y < top {
				if len(t.S) != 1 || t.S[0] < '1' || t.S[0] > '9' {
					tb.Errorf("text %q inside a grid", t.S)
					continue texts
				}
				cell := r.W / 9
				fx, fy := (t.X-r.X)/cell, (top-t.Y)/cell
				c, row := int(fx), int(fy)
				if dx, dy := fx-float64(c), fy-float64(row); dx < 0.2 || dx > 0.5 || dy < 0.6 || dy > 0.85 {
					tb.Errorf("digit %s in r%dc%d is off centre: origin at (%.2f, %.2f) of its cell", t.S, row+1, c+1, dx, dy)
				}
				k := row*9 + c
				if g.Cells[k] != 0 {
					tb.Errorf("two digits in r%dc%d", row+1, c+1)
				}
				g.Cells[k], g.Font[k], g.Grey[k] = t.S[0]-'0', t.Font, t.Grey
				continue texts
			}
		}
		rest = append(rest, t)
	}
	for _, t := range rest {
		for i := range gs {
			r := gs[i].Border
			if top := r.Y + r.H; t.X >= r.X-0.01 && t.X < r.X+r.W && t.Y > top && t.Y < top+2.2*t.Size {
				gs[i].Labels = append(gs[i].Labels, t)
			}
		}
	}
	return gs
}

// Label joins the grid's label texts in font, with spaces.
func (g *Grid) Label(font string) string {
	var s []string
	for _, t := range g.Labels {
		if t.Font == font {
			s = append(s, t.S)
		}
	}
	return strings.Join(s, " ")
}

// HasText reports whether p shows a text for which ok is true.
func (p *Page) HasText(ok func(Text) bool) bool {
	for _, t := range p.Texts {
		if ok(t) {
			return true
		}
	}
	return false
}
