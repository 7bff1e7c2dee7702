package pdftest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/solve"
)

// Grid is a grid found on a page: its border and the digits inside it,
// mapped to cells by position, and a variant's marks: cage sums, cage
// outlines and greater-than signs.
type Grid struct {
	Border Rect
	Cells  solve.Grid
	Font   [81]string  // each digit's font; "" for an empty cell
	Grey   [81]float64 // each digit's grey (0 black)
	Digits [81]Text    // each digit's text, for where it sits
	Labels []Text      // texts in the band just above the border
	// Sums are the numbers set small in the top-left corner of a cell,
	// as a killer cage's sum is; 0 where there is none. SumTexts are
	// their texts.
	Sums     [81]int
	SumTexts [81]Text
	// Outlines are the dashed paths inside the border (cage outlines).
	Outlines []Path
	// Chevrons are the open paths of three points inside the border that
	// are not white (greater-than signs; their white halos are left out).
	Chevrons []Path
	// Patches are the rectangles filled inside the border.
	Patches []Fill
}

// Cell returns the side of a cell.
func (g *Grid) Cell() float64 { return g.Border.W / 9 }

// CellAt returns the cell (0-80) holding point q, or -1 outside the grid.
func (g *Grid) CellAt(q Point) int {
	r := g.Border
	fx, fy := (q.X-r.X)/g.Cell(), (r.Y+r.H-q.Y)/g.Cell()
	if fx < 0 || fy < 0 || fx >= 9 || fy >= 9 {
		return -1
	}
	return int(fy)*9 + int(fx)
}

// inside reports whether q lies within r, give or take tol.
func inside(q Point, r Rect, tol float64) bool {
	return q.X >= r.X-tol && q.X <= r.X+r.W+tol && q.Y >= r.Y-tol && q.Y <= r.Y+r.H+tol
}

// Grids finds the grids of a page, in the order they were drawn. Grid
// borders are the only rectangles package book strokes; a one-character
// digit text whose origin lies inside one is that grid's digit in the cell
// holding the origin. The origin must sit in the middle part of its cell,
// which a centred digit's does: a digit off centre, two digits in a cell,
// or other text inside a grid fails the test. A number in a font under
// half the size of the grid's digits is a cage sum: its origin must lie
// in the top-left corner of its cell (the left fifth, and the baseline in
// the top 45%), one to a cell.
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
				cell := r.W / 9
				fx, fy := (t.X-r.X)/cell, (top-t.Y)/cell
				c, row := int(fx), int(fy)
				k := row*9 + c
				if t.Size < 0.45*cell {
					n, err := strconv.Atoi(t.S)
					if err != nil || n < 1 || n > 45 {
						tb.Errorf("small text %q inside a grid", t.S)
						continue texts
					}
					if dx, dy := fx-float64(c), fy-float64(row); dx > 0.2 || dy < 0.1 || dy > 0.45 {
						tb.Errorf("sum %s in r%dc%d is not in its top-left corner: origin at (%.2f, %.2f) of its cell", t.S, row+1, c+1, dx, dy)
					}
					if g.Sums[k] != 0 {
						tb.Errorf("two sums in r%dc%d", row+1, c+1)
					}
					g.Sums[k], g.SumTexts[k] = n, t
					continue texts
				}
				if len(t.S) != 1 || t.S[0] < '1' || t.S[0] > '9' {
					tb.Errorf("text %q inside a grid", t.S)
					continue texts
				}
				if dx, dy := fx-float64(c), fy-float64(row); dx < 0.2 || dx > 0.5 || dy < 0.6 || dy > 0.85 {
					tb.Errorf("digit %s in r%dc%d is off centre: origin at (%.2f, %.2f) of its cell", t.S, row+1, c+1, dx, dy)
				}
				if g.Cells[k] != 0 {
					tb.Errorf("two digits in r%dc%d", row+1, c+1)
				}
				g.Cells[k], g.Font[k], g.Grey[k], g.Digits[k] = t.S[0]-'0', t.Font, t.Grey, t
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
paths:
	for _, pa := range p.Paths {
	grids:
		for i := range gs {
			g := &gs[i]
			for _, sp := range pa.Subpaths {
				for _, q := range sp.Points {
					if !inside(q, g.Border, 0.01) {
						continue grids
					}
				}
			}
			switch {
			case pa.Dash != nil:
				g.Outlines = append(g.Outlines, pa)
			case pa.Grey < 0.99 && len(pa.Subpaths) == 1 && len(pa.Subpaths[0].Points) == 3 && !pa.Subpaths[0].Closed:
				g.Chevrons = append(g.Chevrons, pa)
			}
			continue paths
		}
	}
	for _, f := range p.Fills {
		for i := range gs {
			g := &gs[i]
			if inside(Point{f.X, f.Y}, g.Border, 0.01) && inside(Point{f.X + f.W, f.Y + f.H}, g.Border, 0.01) {
				g.Patches = append(g.Patches, f)
				break
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
