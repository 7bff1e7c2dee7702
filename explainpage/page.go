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
// The page needs no network and no build step: html/template embeds the
// steps as data and a plain script draws them as SVG. The script honours
// a URL fragment, #puzzle=P&step=N (N from 1, or "end" for the solved
// grid) to open a step, and #press=next,right,... to press buttons (first,
// prev, next, last) and keys (left, right, home, end) in turn once the
// page is loaded, which is how the tests drive it in a headless browser.
// An <output id="status"> element carries what is shown as data
// attributes (step, steps, cells, eliminations, grid) for them to read.
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
// page embeds): the drawing and the steps.
type Entry struct {
	// Title names the puzzle in the page, e.g. its file and line.
	Title string `json:"title"`
	// Givens and Solution are 81 characters, "." for a blank.
	Givens   string `json:"givens"`
	Solution string `json:"solution"`
	// Rating and Technique are the hardest step's, as score prints them.
	Rating    string `json:"rating"`
	Technique string `json:"technique"`
	// Regions are a jigsaw's regions (0-8), one a cell; nil for boxes.
	// Diagonals and Windows are Sudoku X's and windoku's houses.
	Regions   []int `json:"regions,omitempty"`
	Diagonals bool  `json:"diagonals,omitempty"`
	Windows   bool  `json:"windows,omitempty"`
	// Houses are the cells of each house of the puzzle's shape, as the
	// steps number them (rules.ShapeOf), when it is not the classic one,
	// whose houses the page knows.
	Houses [][]int `json:"houses,omitempty"`
	Cages  []Cage  `json:"cages"`
	// Signs are greater-than signs: each the greater cell, then the lesser.
	Signs [][2]int `json:"signs"`
	Steps []Step   `json:"steps"`
	// Final is the grid after the last step (81 characters).
	Final string `json:"final"`
	// Note says why there are no steps, or where they stopped.
	Note string `json:"note,omitempty"`
}

// Cage is a killer cage as the script reads it: its sum and cells (0-80).
type Cage struct {
	Sum   int   `json:"sum"`
	Cells []int `json:"cells"`
}

// Step is one step as the page draws it. Cells are 0-80 and candidates
// are [cell, digit] pairs.
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
	// Grid is the position before the step: 81 characters, and each
	// empty cell's candidates as a nine-bit mask (bit d-1 for digit d).
	Grid string `json:"grid"`
	Cand []int  `json:"cand"`
}

// New makes the page's entry from an explanation of v (whose cages and
// signs are drawn) with solution sol; e may have no steps (a puzzle that
// could not be explained: note says why).
func New(title string, v *puzzle.Puzzle, sol grid.Nine, e *rating.Explanation, note string) Entry {
	p := Entry{Title: title, Givens: v.Givens.Nine().String(), Note: note, Steps: []Step{}, Cages: []Cage{}, Signs: [][2]int{}}
	if sol != (grid.Nine{}) {
		p.Solution = sol.String()
	}
	for _, r := range v.Regions {
		p.Regions = append(p.Regions, int(r))
	}
	p.Diagonals, p.Windows = v.Diagonals, v.Windows
	if !v.ClassicShape() {
		p.Houses = houseCells(rules.ShapeOf(v).Houses)
	}
	for _, cg := range v.Cages {
		c := Cage{Sum: cg.Sum}
		for _, x := range cg.Cells {
			c.Cells = append(c.Cells, int(x))
		}
		p.Cages = append(p.Cages, c)
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
	for _, s := range e.Steps {
		st := Step{
			Text: s.String(), Cells: s.Cells, Houses: s.Houses,
			Links: [][5]int{}, Placements: [][2]int{}, Eliminations: [][2]int{}, Cages: [][]int{}, Signs: [][2]int{},
			Grid: grid.Nine(s.Before.Value).String(), Cand: make([]int, 81),
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
			cells := make([]int, len(g.Cells))
			for i, c := range g.Cells {
				cells[i] = int(c)
			}
			st.Cages = append(st.Cages, cells)
		}
		for _, g := range s.Signs {
			st.Signs = append(st.Signs, [2]int{int(g.Greater), int(g.Lesser)})
		}
		for c, m := range s.Before.Cand {
			st.Cand[c] = int(m)
		}
		p.Steps = append(p.Steps, st)
	}
	p.Final = grid.Nine(e.Final.Value).String()
	if e.Path.Rating.Estimated && p.Note == "" {
		p.Note = "No step found on the ladder (in time) past step " + strconv.Itoa(len(e.Steps)) + "; the rest is rated " + p.Rating + "."
	}
	return p
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
