package pdftest

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
)

// Grid is a grid found on a page: its border and the digits inside it,
// mapped to cells by position, and a variant's marks: cage sums, cage
// outlines and greater-than signs.
type Grid struct {
	Border Rect
	Cells  grid.Nine
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

// Grids finds the 9×9 grids of a page, in the order they were drawn. Grid
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
	sized := GridsOf(tb, p, 9)
	gs := make([]Grid, len(sized))
	for i := range sized {
		s, g := &sized[i], &gs[i]
		g.Border, g.Labels, g.Outlines, g.Chevrons, g.Patches = s.Border, s.Labels, s.Outlines, s.Chevrons, s.Patches
		for c := range 81 {
			g.Font[c], g.Grey[c], g.Digits[c], g.Sums[c], g.SumTexts[c] = s.Font[c], s.Grey[c], s.Digits[c], s.Sums[c], s.SumTexts[c]
			if t := s.Texts[c]; t != "" {
				if len(t) != 1 || t[0] < '1' || t[0] > '9' {
					tb.Errorf("text %q inside a grid", t)
					continue
				}
				if dx, dy := s.offset(s.Digits[c]); dx < 0.2 || dx > 0.5 || dy < 0.6 || dy > 0.85 {
					tb.Errorf("digit %s in r%dc%d is off centre: origin at (%.2f, %.2f) of its cell", t, c/9+1, c%9+1, dx, dy)
				}
				g.Cells[c] = t[0] - '0'
			}
		}
	}
	return gs
}

// SizedGrid is a grid of any size found on a page (GridsOf): its
// border, the text in each of its N² cells, mapped to cells by position,
// and a variant's marks.
type SizedGrid struct {
	N      int
	Border Rect
	// Texts are the cells' texts in reading order: a digit ("7"), a
	// number ("16"), a symbol ("♥"); "" for an empty cell. Font, Grey
	// and Digits are each text's font, grey (0 black) and the text
	// itself, for where it sits.
	Texts  [grid.MaxCells]string
	Font   [grid.MaxCells]string
	Grey   [grid.MaxCells]float64
	Digits [grid.MaxCells]Text
	Labels []Text // texts in the band just above the border
	// Sums, SumTexts, Outlines, Chevrons and Patches are as Grid's.
	Sums     [grid.MaxCells]int
	SumTexts [grid.MaxCells]Text
	Outlines []Path
	Chevrons []Path
	Patches  []Fill
}

// Cell returns the side of a cell.
func (g *SizedGrid) Cell() float64 { return g.Border.W / float64(g.N) }

// CellAt returns the cell holding point q, in reading order, or -1
// outside the grid.
func (g *SizedGrid) CellAt(q Point) int {
	r, n := g.Border, g.N
	fx, fy := (q.X-r.X)/g.Cell(), (r.Y+r.H-q.Y)/g.Cell()
	if fx < 0 || fy < 0 || fx >= float64(n) || fy >= float64(n) {
		return -1
	}
	return int(fy)*n + int(fx)
}

// Sized returns the 9×9 grid g as a SizedGrid, for checks written for
// every size.
func (g *Grid) Sized() *SizedGrid {
	s := &SizedGrid{N: 9, Border: g.Border, Labels: g.Labels, Outlines: g.Outlines, Chevrons: g.Chevrons, Patches: g.Patches}
	for c := range 81 {
		if g.Cells[c] != 0 {
			s.Texts[c] = strconv.Itoa(int(g.Cells[c]))
		}
		s.Font[c], s.Grey[c], s.Digits[c], s.Sums[c], s.SumTexts[c] = g.Font[c], g.Grey[c], g.Digits[c], g.Sums[c], g.SumTexts[c]
	}
	return s
}

// offset returns where t's origin lies in its cell, in cells from the
// cell's left and bottom sides.
func (g *SizedGrid) offset(t Text) (dx, dy float64) {
	r, cell := g.Border, g.Cell()
	fx, fy := (t.X-r.X)/cell, (r.Y+r.H-t.Y)/cell
	return fx - math.Floor(fx), fy - math.Floor(fy)
}

// GridsOf finds the grids of a page whose grids are n×n, as Grids does
// (borders, labels, sums, outlines, chevrons, patches), each text inside
// a grid's cell as that cell's text: one to a cell, its origin in the
// cell's left half and the lower middle of its height, as a centred
// text's is (a two-digit number's starts further left than a digit's,
// so the caller checks centring from the font). A number in a font under
// half the size of the cell texts is a cage sum, up to n(n+1)/2.
func GridsOf(tb testing.TB, p Page, n int) []SizedGrid {
	tb.Helper()
	gs := make([]SizedGrid, len(p.Rects))
	for i, r := range p.Rects {
		gs[i].N, gs[i].Border = n, r
	}
	var rest []Text // texts in no grid
texts:
	for _, t := range p.Texts {
		for i := range gs {
			g := &gs[i]
			r := g.Border
			top := r.Y + r.H
			if t.X > r.X && t.X < r.X+r.W && t.Y > r.Y && t.Y < top {
				cell := g.Cell()
				fx, fy := (t.X-r.X)/cell, (top-t.Y)/cell
				c, row := int(fx), int(fy)
				k := row*n + c
				if t.Size < 0.45*cell {
					v, err := strconv.Atoi(t.S)
					if err != nil || v < 1 || v > n*(n+1)/2 {
						tb.Errorf("small text %q inside a grid", t.S)
						continue texts
					}
					if dx, dy := fx-float64(c), fy-float64(row); dx > 0.2 || dy < 0.1 || dy > 0.45 {
						tb.Errorf("sum %s in r%dc%d is not in its top-left corner: origin at (%.2f, %.2f) of its cell", t.S, row+1, c+1, dx, dy)
					}
					if g.Sums[k] != 0 {
						tb.Errorf("two sums in r%dc%d", row+1, c+1)
					}
					g.Sums[k], g.SumTexts[k] = v, t
					continue texts
				}
				if dx, dy := fx-float64(c), fy-float64(row); n != 9 && (dx < 0.02 || dx > 0.5 || dy < 0.55 || dy > 0.9) {
					tb.Errorf("%q in r%dc%d is off centre: origin at (%.2f, %.2f) of its cell", t.S, row+1, c+1, dx, dy)
				}
				if g.Texts[k] != "" {
					tb.Errorf("two texts in r%dc%d", row+1, c+1)
				}
				g.Texts[k], g.Font[k], g.Grey[k], g.Digits[k] = t.S, t.Font, t.Grey, t
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
