package grid_test

import (
	"fmt"

	"github.com/puzzlebook/sudoku/grid"
)

func ExampleNine_Validate() {
	g, _ := grid.Parse("55...............................................................................")
	fmt.Println(g.Validate())
	// Output:
	// conflicting givens: two 5s in row 1
}

func ExampleParse() {
	_, err := grid.Parse("4.....8.5.3...")
	fmt.Println(err)
	// Output:
	// wrong length: 14 cells, want 81
}
