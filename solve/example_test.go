package solve_test

import (
	"fmt"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/solve"
)

// The first reference puzzle of the seed-score definition.
func ExampleCountNine() {
	g, err := grid.Parse("....8..5.12....4..6..7........6....18......6..5..4.....8..5.2....9.3...7........6")
	if err != nil {
		fmt.Println(err)
		return
	}
	r := solve.CountNine(g)
	fmt.Println(r.Solutions, r.Score)
	fmt.Println(r.Solution.Nine())
	// Output:
	// 1 1733
	// 397481652128563479645729318273695841814372965956148723781956234569234187432817596
}

// A reused Solver allocates nothing per puzzle.
func ExampleSolver_CountNine() {
	s := new(solve.Solver)
	for _, p := range []string{
		"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
		".................................................................................",
	} {
		g, _ := grid.Parse(p)
		r := s.CountNine(g)
		fmt.Println(r.Solutions, r.Unique())
	}
	// Output:
	// 1 true
	// 2 false
}
