package puzzle

import "github.com/puzzlebook/sudoku/solve"

// MaxCells is the most cells a grid has: 16×16.
const MaxCells = 16 * 16

// Grid holds the digits of a grid of any size, cell by cell in reading
// order (cell r·N+c of an N×N grid), 0 for an empty cell; the cells past
// the grid's are 0. An array, so that a Puzzle copies as a value.
type Grid [MaxCells]uint8

// Nine returns the first 81 cells as a 9×9 grid in package solve's form,
// which the classic solvers and the rater read.
func (g *Grid) Nine() solve.Grid { return solve.Grid(g[:81]) }

// AsNine returns the first 81 cells as a 9×9 grid in package solve's
// form, sharing g's storage: what the classic generator and solvers
// change in it, they change in g.
func (g *Grid) AsNine() *solve.Grid { return (*solve.Grid)(g[:81]) }

// NineGrid returns the 9×9 grid g as a Grid.
func NineGrid(g solve.Grid) Grid {
	var out Grid
	copy(out[:], g[:])
	return out
}

// ClassicOf returns the classic puzzle whose givens are the 9×9 grid g.
func ClassicOf(g solve.Grid) Puzzle { return Puzzle{Givens: NineGrid(g)} }

// Clues returns how many cells of g are given.
func (g *Grid) Clues() int {
	n := 0
	for _, d := range g {
		if d != 0 {
			n++
		}
	}
	return n
}
