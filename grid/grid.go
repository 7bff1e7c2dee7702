package grid

// MaxGridCells is the most cells one grid has: MaxSize². The tables of
// what only one grid has (jigsaw regions, a grid's connected sets) are
// sized by it.
const MaxGridCells = MaxSize * MaxSize

// MaxCells is the most cells a puzzle has: those of the largest grid,
// MaxSize², or of the largest board of joined grids, MaxLayoutCells.
const MaxCells = max(MaxSize*MaxSize, MaxLayoutCells)

// Grid holds the digits of a grid of any size, cell by cell in reading
// order (cell r·N+c of an N×N grid, or a board's cells in its reading
// order), 0 for an empty cell; the cells past the grid's are 0. An array,
// so that a puzzle copies as a value.
type Grid [MaxCells]uint8

// Nine returns the first 81 cells as a 9×9 grid, which the classic
// solvers and the rater read.
func (g *Grid) Nine() Nine { return Nine(g[:81]) }

// AsNine returns the first 81 cells as a 9×9 grid sharing g's storage:
// what the classic generator and solvers change in it, they change in g.
func (g *Grid) AsNine() *Nine { return (*Nine)(g[:81]) }

// FromNine returns the 9×9 grid g as a Grid.
func FromNine(g Nine) Grid {
	var out Grid
	copy(out[:], g[:])
	return out
}

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
