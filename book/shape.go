package book

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// The shape of a grid: what besides its rows and columns holds every
// digit once, drawn the same way by the PDF, SVG and HTML writers.
//
// A grid with boxes has its box lines thick, as it always had. A jigsaw
// has no box lines: every cell line is thin, and the borders between its
// regions are thick over them, drawn as runs along the cell lines with
// square caps, so that where a border turns the two runs close the
// corner. Sudoku X draws its two diagonals from corner to corner as thin
// grey lines under everything else but the paper's shading: they run
// through the cells' corners, never on a cell line, a cage outline's
// inset or a sign (which sit on the middles of cell sides), and the
// digits are drawn over them. Windoku shades its four windows a light
// grey, on the puzzle and in the answer key; where a windoku has killer
// cages, Options.Shade leaves its cages white, since the windows are
// rules and the shading only helps the eye.

// Greys of the shapes (0 black, 255 white): light enough that a digit,
// a sum and a cage outline stay clear on them, in print and on screen,
// dark enough to survive a greyscale printer.
const (
	greyWindow   = 222 // windoku's windows
	greyDiagonal = 150 // Sudoku X's diagonals
)

// run is a stretch of a cell line between two lattice points, in cells
// from the grid's top-left corner.
type run struct{ x0, y0, x1, y1 int }

// regionRuns returns the borders between v's jigsaw regions as maximal
// runs along the inner cell lines: the vertical ones column line by
// column line, top to bottom, then the horizontal ones row line by row
// line, left to right. A grid with boxes has none (its box lines are
// drawn as boxLines says).
func regionRuns(v *puzzle.Puzzle) []run {
	if v.Regions == nil {
		return nil
	}
	n := v.N()
	var out []run
	// Along cell line i (1 to n-1), vertical or horizontal, j walks the
	// cells on either side; a run starts where they are of two regions.
	for _, vertical := range []bool{true, false} {
		for i := 1; i < n; i++ {
			start := -1
			for j := 0; j <= n; j++ {
				border := false
				if j < n {
					a, b := (i-1)*n+j, i*n+j // above and below line i
					if vertical {
						a, b = j*n+i-1, j*n+i // left and right of line i
					}
					border = v.Regions[a] != v.Regions[b]
				}
				switch {
				case border && start < 0:
					start = j
				case !border && start >= 0:
					if vertical {
						out = append(out, run{i, start, i, j})
					} else {
						out = append(out, run{start, i, j, i})
					}
					start = -1
				}
			}
		}
	}
	return out
}

// boxLines says which inner cell lines of v's grid are box lines, drawn
// thick: vertical line i (between columns i and i+1, from 1) is one when
// i is a multiple of the boxes' width, horizontal line i when it is a
// multiple of their height, so a 6×6 grid's 2×3 boxes get one thick
// line down and two across. A jigsaw has none: its regions' borders are
// drawn as runs (regionRuns).
func boxLines(v *puzzle.Puzzle) (vertical, horizontal func(i int) bool) {
	box := v.BoxShape()
	if box.Rows == 0 {
		never := func(int) bool { return false }
		return never, never
	}
	return func(i int) bool { return i%box.Cols == 0 }, func(i int) bool { return i%box.Rows == 0 }
}

// windowCells reports which cells lie in windoku's windows.
func windowCells() (in [grid.MaxCells]bool) {
	for _, w := range puzzle.WindowCells {
		for _, c := range w {
			in[c] = true
		}
	}
	return in
}

// diagonalGap is half the gap a diagonal leaves in a cell with a digit,
// along each axis, in cells: the digit's ink is some 0.43 cell high and
// 0.34 wide about the cell's middle.
const diagonalGap = 0.27

// diagonalRuns returns the pieces of Sudoku X's two diagonals, in cells
// from the grid's top-left corner: each diagonal runs from corner to
// corner, but breaks around the digit of each cell on it that has one
// (a given, or with key any cell of the answer), so that no line crosses
// a digit. The main diagonal comes first, from the top left; then the
// other, from the top right.
//
// On joined grids every grid has its two diagonals, in the layout's
// order, in cells from the board's top-left corner.
func diagonalRuns(v *puzzle.Puzzle, key bool) []lineRun {
	if l := v.Layout; l != nil {
		var out []lineRun
		for g, at := range l.Grids {
			has := func(local uint16) bool { return key || v.Givens[l.GridCell(g, int(local))] != 0 }
			for _, r := range gridDiagonals(grid.Classic, has) {
				dx, dy := float64(at.Left), float64(at.Top)
				out = append(out, lineRun{r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy})
			}
		}
		return out
	}
	return gridDiagonals(v.Geometry(), func(c uint16) bool { return key || v.Givens[c] != 0 })
}

// gridDiagonals returns the pieces of the two diagonals of a grid of
// geometry geo, broken around each of its cells for which has holds
// (diagonalRuns).
func gridDiagonals(geo *grid.Geometry, has func(c uint16) bool) []lineRun {
	n := geo.N
	side := float64(n)
	var out []lineRun
	for d := range 2 {
		// Walk down diagonal d (1 from the top right), t from 0 to n, the
		// line's start at from.
		anti := d == 1
		from := 0.0
		at := func(t float64) (float64, float64) {
			if anti {
				return side - t, t
			}
			return t, t
		}
		add := func(t0, t1 float64) {
			x0, y0 := at(t0)
			x1, y1 := at(t1)
			out = append(out, lineRun{x0, y0, x1, y1})
		}
		for i, c := range geo.Diagonal(d) {
			if has(c) {
				add(from, float64(i)+0.5-diagonalGap)
				from = float64(i) + 0.5 + diagonalGap
			}
		}
		add(from, side)
	}
	return out
}

// lineRun is a straight line, in cells from the grid's top-left corner.
type lineRun struct{ x0, y0, x1, y1 float64 }

// diagonalWidth is the width of Sudoku X's diagonal lines on v's grid
// of the given side: a little more than a thin cell line, as they are
// grey.
func diagonalWidth(v *puzzle.Puzzle, side float64) float64 {
	thin, _ := gridWidths(v, side)
	return thin * 1.3
}
