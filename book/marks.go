package book

import (
	"math/bits"
	"strconv"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// The marks of a variant puzzle: killer cages and greater-than signs, laid
// out once here and drawn the same way by the PDF, SVG and HTML writers.
//
// A cage is outlined the way printed killer books do it: a thin dashed
// line set a little inside the cell borders, so that two neighbouring
// cages show two outlines with the border between them, and no outline
// ever lies on a box line. The outline is the boundary of the cage's cells
// moved inwards by the inset: along a cell side that borders another cage
// (or the grid's edge) the line runs at the inset from that side; at a
// convex corner it turns inside the corner, at a concave one it reaches
// past the corner by the inset, so the outline keeps its distance
// everywhere. The cage's sum sits small in its first cell in reading order
// (always a top-left corner of the outline), on a white patch that breaks
// the dashed line under it, and above the middle of the cell, where a
// given's digit and the pencil marks of other digits stay clear. It is
// about a quarter of the cell high, but never under 5 pt (on the small
// grids of 6 a page on the 6x9 trim), nor so large that it reaches down to
// a given's digit.
//
// A greater-than sign is a chevron centred on the border between its two
// cells, its point towards the smaller digit, drawn over a white halo so
// that it stands out from the cell line and any cage outline it crosses.
// Sums are drawn last: where a chevron on the top border of a cage's first
// cell meets a two-digit sum, the sum stays whole and the chevron loses
// the tip of an arm.

// Proportions of the marks, as fractions of a cell's side.
const (
	cageInset = 0.1   // outline distance from the cell borders
	cageDash  = 0.085 // dash length
	cageGap   = 0.065 // gap length
	sumSize   = 0.24  // font size of a sum
	sumMin    = 5.0   // and its least, in points
	sumMax    = 0.3   // and its most: its ink ends above a given's
	sumAt     = 0.06  // the sum's ink starts this far from the cell's top and left borders
	sumPad    = 0.025 // white around the sum's ink
	chevLong  = 0.11  // a chevron reaches this far either side of the border
	chevWide  = 0.15  // and this far either side of the line through the cells' centres
)

// Greys of the marks (0 black, 255 white): black on a puzzle, faint on an
// answer key so the digits stand out.
const (
	greyMarks    = 0
	greyKeyMarks = 150
)

// shadeGreys are the light greys of Options.Shade; neighbouring cages get
// different ones.
var shadeGreys = [...]int{236, 222, 246, 229, 214}

// point is a position on the page, in points, y down.
type point struct{ x, y float64 }

// marks are the cages and signs of one grid, placed.
type marks struct {
	// loops are the cage outlines, each a closed polygon (its last
	// vertex joins its first); a cage has one, or more when it surrounds
	// cells of other cages.
	loops [][]point
	sums  []sumMark
	// chevrons are the signs, each as its two ends and its point in
	// between.
	chevrons [][3]point
	// cells places the grid's cells (its board's, on joined grids) and
	// cell is the side of a cell.
	cells cellMap
	cell  float64
	// shade is the grey of each cell with Options.Shade, 0 for none.
	shade [grid.MaxCells]int
	// windows are windoku's windows, shaded greyWindow; diagonals are
	// Sudoku X's two diagonals, each from its start to its end, drawn
	// diagWidth wide in greyDiagonal (see shape.go).
	windows   []rect
	diagonals [][2]point
	diagWidth float64
	// line widths and the dash pattern of the outlines; chevron line
	// width and the halo around it.
	cageWidth, dash, gap float64
	chevWidth, halo      float64
	grey                 int // ink of the outlines, sums and chevrons
	sumSize              float64
}

// sumMark is a cage sum: its text with its baseline's start, and the patch
// behind it (rect of its top-left corner and size).
type sumMark struct {
	text  string
	x, y  float64
	patch rect
	grey  int // the patch's grey: white, or the cage's shade
}

// newMarks lays out v's cages and signs on a grid of the given side whose
// top-left corner is (x, y); on joined grids, on its board that wide. An answer key (key) draws the outlines and
// signs faintly and leaves the sums out: its digits say the rest. f is
// the sums' font; shade fills the cages with light greys.
func newMarks(v *puzzle.Puzzle, x, y, side float64, key, shade bool, f *face) *marks {
	cm := cellsOf(v)
	cell := side / float64(cm.cols)
	thin, _ := gridWidths(v, side)
	m := &marks{
		cells:     cm,
		cell:      cell,
		cageWidth: max(thin, clamp(cell*0.028, 0.45, 1.1)),
		dash:      cell * cageDash,
		gap:       cell * cageGap,
		chevWidth: clamp(cell*0.06, 0.75, 2.2),
		halo:      clamp(cell*0.035, 0.5, 1.4),
		grey:      greyMarks,
		sumSize:   min(max(cell*sumSize, sumMin), cell*sumMax),
	}
	if key {
		m.grey = greyKeyMarks
		m.cageWidth = thin
	}
	d := cell * cageInset
	at := func(p latticePoint) point {
		gx, ox := p.split(p.x)
		gy, oy := p.split(p.y)
		return point{x + float64(gx)*cell + float64(ox)*d, y + float64(gy)*cell + float64(oy)*d}
	}
	for _, loop := range cageLoops(v) {
		pts := make([]point, len(loop))
		for i, p := range loop {
			pts[i] = at(p)
		}
		m.loops = append(m.loops, pts)
	}
	if v.Windows {
		for _, tl := range puzzle.WindowCorners {
			m.windows = append(m.windows, rect{x + float64(tl%9)*cell, y + float64(tl/9)*cell, 3 * cell, 3 * cell})
		}
	}
	if v.Diagonals {
		m.diagWidth = diagonalWidth(v, side)
		for _, r := range diagonalRuns(v, key) {
			m.diagonals = append(m.diagonals, [2]point{{x + r.x0*cell, y + r.y0*cell}, {x + r.x1*cell, y + r.y1*cell}})
		}
	}
	// A windoku's cages stay white: its windows are shaded (shape.go).
	if shade && !key && len(v.Cages) > 0 && !v.Windows {
		colours := cageColours(v)
		for i, cg := range v.Cages {
			for _, c := range cg.Cells {
				m.shade[c] = shadeGreys[colours[i]]
			}
		}
	}
	if !key {
		top := -2 * f.digitMid // the digits' ink height, in em
		inWindow := windowCells()
		for _, cg := range v.Cages {
			first := int(cg.Cells[0])
			r, c := cm.pos(first)
			cx, cy := x+float64(c)*cell, y+float64(r)*cell
			s := strconv.Itoa(cg.Sum)
			w := 0.0
			for _, ch := range s {
				w += f.digitAdv[ch-'0']
			}
			ink := cell * sumAt
			base := cy + ink + top*m.sumSize
			pad := cell * sumPad
			m.sums = append(m.sums, sumMark{
				text: s, x: cx + ink, y: base,
				patch: rect{cx + ink - pad, cy + ink - pad, w*m.sumSize + 2*pad, top*m.sumSize + 2*pad},
				grey:  patchGrey(m.shade[first], v.Windows && inWindow[first]),
			})
		}
	}
	for _, s := range v.Signs {
		m.chevrons = append(m.chevrons, chevron(cm, int(s.Greater), int(s.Lesser), x, y, cell))
	}
	return m
}

// patchGrey is the grey behind a sum: the paper's white, its cage's
// shade, or the grey of the window it lies in.
func patchGrey(shade int, window bool) int {
	switch {
	case window:
		return greyWindow
	case shade == 0:
		return 255
	}
	return shade
}

// chevron is the sign between cells a (greater) and b (lesser), adjacent
// on the board cm: centred on their border, pointing at b.
func chevron(cm cellMap, a, b int, x, y, cell float64) [3]point {
	ar, ac := cm.pos(a)
	br, bc := cm.pos(b)
	ax, ay := float64(ac)+0.5, float64(ar)+0.5
	bx, by := float64(bc)+0.5, float64(br)+0.5
	ux, uy := bx-ax, by-ay // unit, from a to b
	mx, my := x+(ax+bx)/2*cell, y+(ay+by)/2*cell
	l, w := chevLong*cell, chevWide*cell
	return [3]point{
		{mx - ux*l - uy*w, my - uy*l + ux*w},
		{mx + ux*l, my + uy*l},
		{mx - ux*l + uy*w, my - uy*l - ux*w},
	}
}

// latticePoint is a vertex of a cage outline in exact coordinates: each
// of x and y is 4 × a grid line (0 to N) plus an offset of -1, 0 or +1 insets,
// so that outlines meet exactly where they should.
type latticePoint struct{ x, y int }

func (latticePoint) split(v int) (line, off int) {
	line = (v + 1) / 4
	return line, v - 4*line
}

// cageLoops returns the outlines of v's cages, each a closed loop of
// lattice points clockwise on the page (the cage on the right-hand side),
// with only its corners; a cage's first loop starts at the top-left
// corner of its first cell, where its sum covers the dash pattern's start.
func cageLoops(v *puzzle.Puzzle) [][]latticePoint {
	cm := cellsOf(v)
	cageOf := v.CageOf()
	in := func(r, c, k int) bool { at := cm.at(r, c); return at >= 0 && cageOf[at] == k }
	// The four sides of a cell, clockwise: the direction u along the side
	// and the inward normal n, and the side's start corner (as an offset
	// from the cell's top-left corner).
	sides := [4]struct{ ux, uy, nx, ny, ax, ay int }{
		{1, 0, 0, 1, 0, 0},   // top, left to right
		{0, 1, -1, 0, 1, 0},  // right, downwards
		{-1, 0, 0, -1, 1, 1}, // bottom, right to left
		{0, -1, 1, 0, 0, 1},  // left, upwards
	}
	// next maps each start of a side's segment (a lattice point, as
	// y*lw+x) to its end; starts lists the keys set, for the walk
	// and for clearing. A grid's lattice fits the array on the stack; a
	// joined board's, as wide as its board, is made for it.
	var fixed [latticeW * latticeW]int32
	lw := latticeW
	next := fixed[:]
	if cm.cols > grid.MaxSize || cm.rows > grid.MaxSize {
		lw = 4*cm.cols + 2
		next = make([]int32, lw*(4*cm.rows+2))
	}
	for i := range next {
		next[i] = -1
	}
	key := func(x, y int) int32 { return int32(y*lw + x) }
	var out [][]latticePoint
	starts := make([]int32, 0, 36)
	for k, cg := range v.Cages {
		starts = starts[:0]
		for _, cc := range cg.Cells {
			r, c := cm.pos(int(cc))
			for _, s := range sides {
				// A side is drawn where the cell across it is not in the cage.
				if in(r-s.ny, c-s.nx, k) {
					continue
				}
				// At the start: turn inside the corner if the cell behind
				// is not in the cage (convex), reach past it if the cell
				// behind and the one beyond it are (concave).
				start := 0
				switch {
				case !in(r-s.uy, c-s.ux, k):
					start = 1
				case in(r-s.uy-s.ny, c-s.ux-s.nx, k):
					start = -1
				}
				end := 0
				switch {
				case !in(r+s.uy, c+s.ux, k):
					end = -1
				case in(r+s.uy-s.ny, c+s.ux-s.nx, k):
					end = 1
				}
				a := key(4*(c+s.ax)+s.nx+s.ux*start, 4*(r+s.ay)+s.ny+s.uy*start)
				next[a] = key(4*(c+s.ax+s.ux)+s.nx+s.ux*end, 4*(r+s.ay+s.uy)+s.ny+s.uy*end)
				starts = append(starts, a)
			}
		}
		// Walk the loops, from the first cell's top-left corner first,
		// then from the other starts in the order the sides came.
		fr, fc := cm.pos(int(cg.Cells[0]))
		var loops [][]latticePoint
		for i := -1; i < len(starts); i++ {
			p := key(4*fc+1, 4*fr+1)
			if i >= 0 {
				p = starts[i]
			}
			var loop []latticePoint
			for next[p] >= 0 {
				loop = append(loop, latticePoint{int(p) % lw, int(p) / lw})
				p, next[p] = next[p], -1
			}
			if len(loop) > 0 {
				loops = append(loops, corners(loop))
			}
		}
		sortLoops(loops[1:])
		out = append(out, loops...)
	}
	return out
}

// latticeW is the width of the lattice of outline points: 4 a cell of
// the largest grid and one more, plus the offsets at the edges.
const latticeW = 4*grid.MaxSize + 2

// corners drops the vertices of a closed loop where it goes straight on.
func corners(loop []latticePoint) []latticePoint {
	n := len(loop)
	out := make([]latticePoint, 0, n)
	for i, p := range loop {
		a, b := loop[(i+n-1)%n], loop[(i+1)%n]
		if (a.x == p.x && p.x == b.x) || (a.y == p.y && p.y == b.y) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// sortLoops orders loops by their first vertex in reading order, starting
// each at its own first vertex in that order.
func sortLoops(loops [][]latticePoint) {
	less := func(a, b latticePoint) bool { return a.y < b.y || a.y == b.y && a.x < b.x }
	for _, l := range loops {
		m := 0
		for i := range l {
			if less(l[i], l[m]) {
				m = i
			}
		}
		rotated := append(append([]latticePoint(nil), l[m:]...), l[:m]...)
		copy(l, rotated)
	}
	for i := 1; i < len(loops); i++ {
		for j := i; j > 0 && less(loops[j][0], loops[j-1][0]); j-- {
			loops[j], loops[j-1] = loops[j-1], loops[j]
		}
	}
}

// cageColours gives each cage of v one of the shade greys, different from
// its neighbours' (cages with cells side by side): colouring in order of
// most differently coloured neighbours first (DSatur), which four greys
// nearly always suffice for; a fifth is there for the rest.
func cageColours(v *puzzle.Puzzle) []int {
	n, cm := len(v.Cages), cellsOf(v)
	cageOf := v.CageOf()
	adj := make([][]int, n)
	link := func(a, b int) {
		if a < 0 || b < 0 || a == b {
			return
		}
		for _, x := range adj[a] {
			if x == b {
				return
			}
		}
		adj[a] = append(adj[a], b)
		adj[b] = append(adj[b], a)
	}
	for c := range v.Cells() {
		r, col := cm.pos(c)
		if right := cm.at(r, col+1); right >= 0 {
			link(cageOf[c], cageOf[right])
		}
		if below := cm.at(r+1, col); below >= 0 {
			link(cageOf[c], cageOf[below])
		}
	}
	colour := make([]int, n)
	for i := range colour {
		colour[i] = -1
	}
	for range n {
		// The uncoloured cage with the most distinct neighbour colours,
		// then the most neighbours, then the first.
		best, bestSat, bestDeg := -1, -1, -1
		for i := range n {
			if colour[i] >= 0 {
				continue
			}
			var used uint
			for _, j := range adj[i] {
				if colour[j] >= 0 {
					used |= 1 << colour[j]
				}
			}
			sat := bits.OnesCount(used)
			if sat > bestSat || sat == bestSat && len(adj[i]) > bestDeg {
				best, bestSat, bestDeg = i, sat, len(adj[i])
			}
		}
		var used uint
		for _, j := range adj[best] {
			if colour[j] >= 0 {
				used |= 1 << colour[j]
			}
		}
		c := 0
		for c < len(shadeGreys)-1 && used>>c&1 != 0 {
			c++
		}
		colour[best] = c
	}
	return colour
}
