// Package explainpage writes solving paths as one self-contained HTML page
// that steps through them: the grid with its candidates as the step
// finds it, the step highlighted (the cells it reasons with in blue, its
// houses in yellow, eliminations struck through in red, placements in
// green, chain links drawn between candidates: strong links solid, weak
// links dashed), first/previous/next/last buttons and the arrow keys, and
// the list of steps beside the grid, each a link to its step. Killer cages
// are drawn as dashed outlines inset in their cells with the sum in the
// first cell, greater-than signs as chevrons on the border pointing at the
// smaller digit, as the books draw them; so are a jigsaw's regions
// (outlined in bold in place of the boxes), Sudoku X's diagonals (grey
// lines that break around the digits) and windoku's windows (shaded
// grey). A step's houses are those of its puzzle's shape: a region,
// a diagonal or a window is highlighted as a row is.
//
// Every size from 4×4 to 25×25 is drawn, and joined boards (samurai and
// the others of docs/gattai.md). The drawing is a grid of positions, N×N
// or a board's rows and columns, where a position without a cell is a
// hole, left blank; its lines are drawn cell side by cell side, thin
// inside a box and thick between boxes (of the puzzle's box shape, 3×4 at
// 12×12, or a jigsaw's regions) and round the cells, so a box two grids of
// a board share is drawn once. Digits are the text forms' (1-9, then A-P)
// and a cell's candidates a block of 3×3 up to 9 digits, 4×4 up to 16 and
// 5×5 up to 25; past 9 digits the cell grows so that each candidate keeps
// a legible slot, and the page keeps that size and scrolls (the SVG has a
// viewBox, so it zooms and prints at any scale), where a 9×9 grid shrinks
// to a narrow window. Cells are numbered as the steps number them: an N×N
// grid's in reading order, a board's in its reading order with the holes
// skipped. A larger grid's steps carry no position, so the positions are
// the path played again from the givens (rating.Explanation.Positions).
//
// The page needs no network and no build step: html/template embeds the
// steps as data and a plain script draws them as SVG. The script honours
// a URL fragment, #puzzle=P&step=N (N from 1, or "end" for the solved
// grid) to open a step, and #press=next,right,... to press buttons (first,
// prev, next, last) and keys (left, right, home, end) in turn once the
// page is loaded, which is how the tests drive it in a headless browser.
// An <output id="status"> element carries what is shown as data
// attributes (step, steps, cells, eliminations, grid: one character a
// cell) for them to read.
package explainpage

import (
	_ "embed"
	"html/template"
	"io"
	"strconv"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
)

// Entry is one puzzle of the page as its script reads it (the JSON the
// page embeds): the drawing and the steps. Cells are numbered as the
// puzzle numbers them: an N×N grid's in reading order, a joined board's in
// the board's reading order with the holes skipped (At places them).
type Entry struct {
	// Title names the puzzle in the page, e.g. its file and line.
	Title string `json:"title"`
	// Givens and Solution are one character a cell, in the puzzle's text
	// form (digits 1-9 then A-P, "." for a blank).
	Givens   string `json:"givens"`
	Solution string `json:"solution"`
	// N is the number of digits; Rows and Cols are the positions of the
	// drawing: N and N, or a joined board's rows and columns.
	N    int `json:"n"`
	Rows int `json:"rows"`
	Cols int `json:"cols"`
	// At is the position (row·Cols+column) of each cell of a joined
	// board, whose other positions are holes; nil for an N×N grid, whose
	// cell c is at position c.
	At []int `json:"at,omitempty"`
	// Box is the shape of the boxes, rows then columns (on a joined
	// board the 3×3 boxes of its grids, which lie on the board's 3×3
	// blocks); a jigsaw's Regions stand in for them.
	Box [2]int `json:"box"`
	// Rating and Technique are the hardest step's, as score prints them.
	Rating    string `json:"rating"`
	Technique string `json:"technique"`
	// Regions are a jigsaw's regions (0 to N-1), one a cell; nil for
	// boxes. Diagonals and Windows are Sudoku X's and windoku's houses;
	// DiagonalCells are the cells of each diagonal, top row first (every
	// grid's two on a joined board).
	Regions       []int   `json:"regions,omitempty"`
	Diagonals     bool    `json:"diagonals,omitempty"`
	DiagonalCells [][]int `json:"diagonalCells,omitempty"`
	Windows       bool    `json:"windows,omitempty"`
	// Houses are the cells of each house of the puzzle's shape, as the
	// steps number them (rules.ShapeOf), when it is not the classic 9×9
	// one, whose houses the page knows.
	Houses [][]int `json:"houses,omitempty"`
	Cages  []Cage  `json:"cages"`
	// Signs are greater-than signs: each the greater cell, then the lesser.
	Signs [][2]int `json:"signs"`
	Steps []Step   `json:"steps"`
	// Final is the grid after the last step, as Givens.
	Final string `json:"final"`
	// Note says why there are no steps, or where they stopped.
	Note string `json:"note,omitempty"`
}

// Cage is a killer cage as the script reads it: its sum and cells.
type Cage struct {
	Sum   int   `json:"sum"`
	Cells []int `json:"cells"`
}

// Step is one step as the page draws it. Candidates are [cell, digit]
// pairs.
type Step struct {
	// Text is the step on one line, as explain prints it.
	Text   string `json:"text"`
	Cells  []int  `json:"cells"`
	Houses []int  `json:"houses"`
	// Links are [from cell, from digit, to cell, to digit, 1 if strong].
	Links        [][5]int `json:"links"`
	Placements   [][2]int `json:"placements"`
	Eliminations [][2]int `json:"eliminations"`
	// Cages are the cells of the killer cages the step reasons with, and
	// Signs its greater-than signs (greater cell, lesser cell): the page
	// draws them in the step's colour.
	Cages [][]int  `json:"cages"`
	Signs [][2]int `json:"signs"`
	// Grid is the position before the step, as Entry.Givens, and Cand
	// each empty cell's candidates as a mask (bit d-1 for digit d).
	Grid string `json:"grid"`
	Cand []int  `json:"cand"`
}

// New makes the page's entry from an explanation of v (whose cages and
// signs are drawn) with solution sol (nil or empty when unknown), for a
// grid of any size or a joined board; e may be nil or have no steps (a
// puzzle that could not be explained: note says why).
func New(title string, v *puzzle.Puzzle, sol *grid.Grid, e *rating.Explanation, note string) Entry {
	n := v.N()
	p := Entry{Title: title, Givens: v.FormatCells(&v.Givens), N: n, Rows: n, Cols: n, Note: note,
		Steps: []Step{}, Cages: []Cage{}, Signs: [][2]int{}}
	if sol != nil && *sol != (grid.Grid{}) {
		p.Solution = v.FormatCells(sol)
	}
	if b := v.BoxShape(); b != (grid.Box{}) {
		p.Box = [2]int{b.Rows, b.Cols}
	}
	if l := v.Layout; l != nil {
		p.Rows, p.Cols, p.Box = l.H, l.W, [2]int{3, 3}
		p.At = make([]int, v.Cells())
		for c := range p.At {
			r, col := l.Position(c)
			p.At[c] = r*l.W + col
		}
	}
	for _, r := range v.Regions {
		p.Regions = append(p.Regions, int(r))
	}
	p.Diagonals, p.Windows = v.Diagonals, v.Windows
	if shape := rules.ShapeOf(v); shape != rules.Classic {
		p.Houses = houseCells(shape.Houses)
		for _, h := range shape.Houses {
			if h.Kind == puzzle.Diagonal {
				p.DiagonalCells = append(p.DiagonalCells, cellInts(h.Cells))
			}
		}
	}
	for _, cg := range v.Cages {
		p.Cages = append(p.Cages, Cage{Sum: cg.Sum, Cells: cellInts(cg.Cells)})
	}
	for _, s := range v.Signs {
		p.Signs = append(p.Signs, [2]int{int(s.Greater), int(s.Lesser)})
	}
	p.Final = p.Givens
	if e == nil {
		return p
	}
	if r := e.Path.Rating; r.Rated() {
		p.Rating, p.Technique = r.String(), r.Technique.String()
	}
	// The positions of every size: a larger grid's steps carry none.
	before, final := e.Positions(v)
	for i, s := range e.Steps {
		st := Step{
			Text: s.String(), Cells: s.Cells, Houses: s.Houses,
			Links: [][5]int{}, Placements: [][2]int{}, Eliminations: [][2]int{}, Cages: [][]int{}, Signs: [][2]int{},
			Grid: marksText(&before[i]), Cand: make([]int, len(before[i].Cand)),
		}
		if st.Houses == nil {
			st.Houses = []int{}
		}
		for _, l := range s.Links {
			st.Links = append(st.Links, [5]int{l.From.Cell, l.From.Digit, l.To.Cell, l.To.Digit, btoi(l.Strong)})
		}
		for _, x := range s.Placements {
			st.Placements = append(st.Placements, [2]int{x.Cell, x.Digit})
		}
		for _, x := range s.Eliminations {
			st.Eliminations = append(st.Eliminations, [2]int{x.Cell, x.Digit})
		}
		for _, g := range s.Cages {
			st.Cages = append(st.Cages, cellInts(g.Cells))
		}
		for _, g := range s.Signs {
			st.Signs = append(st.Signs, [2]int{int(g.Greater), int(g.Lesser)})
		}
		for c, m := range before[i].Cand {
			st.Cand[c] = int(m)
		}
		p.Steps = append(p.Steps, st)
	}
	p.Final = marksText(&final)
	if e.Path.Rating.Estimated && p.Note == "" {
		p.Note = "No step found on the ladder (in time) past step " + strconv.Itoa(len(e.Steps)) + "; the rest is rated " + p.Rating + "."
	}
	return p
}

// marksText is m's digits, one character a cell as the text forms write
// them.
func marksText(m *puzzle.Marks) string {
	b := make([]byte, len(m.Value))
	for c, v := range m.Value {
		b[c] = grid.DigitChar(v)
	}
	return string(b)
}

// cellInts is cells as the script's numbers.
func cellInts(cells []uint16) []int {
	out := make([]int, len(cells))
	for i, c := range cells {
		out[i] = int(c)
	}
	return out
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

//go:embed page.html.tmpl
var pageSource string

// The cells of house u are the shape's (rules.Shape); the script gets
// them as a table, the classic shape's once and another shape's with its
// puzzle.
var pageTemplate = template.Must(template.New("page").Parse(pageSource))

// Write writes the page of puzzles, titled title.
func Write(w io.Writer, title string, puzzles []Entry) error {
	var windows []int // windoku's windows' cells, which the page shades
	for _, cells := range puzzle.WindowCells {
		for _, c := range cells {
			windows = append(windows, int(c))
		}
	}
	return pageTemplate.Execute(w, struct {
		Title   string
		Puzzles []Entry
		Units   [][]int
		Windows []int
	}{title, puzzles, houseCells(rules.Classic.Houses), windows})
}

// houseCells lists the cells of each house.
func houseCells(houses []rules.House) [][]int {
	units := make([][]int, len(houses))
	for u := range houses {
		for _, c := range houses[u].Cells {
			units[u] = append(units[u], int(c))
		}
	}
	return units
}
