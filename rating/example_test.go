package rating_test

import (
	"fmt"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

func ExampleGradeOf() {
	for _, r := range []rating.Value{12, 23, 32, 45, 71, 90} {
		fmt.Println(r, rating.GradeOf(r))
	}
	// Output:
	// 1.2 easy
	// 2.3 medium
	// 3.2 hard
	// 4.5 expert
	// 7.1 extreme
	// 9.0 nightmare
}

func ExampleValueRange() {
	fmt.Println(rating.ValueRange(rating.Hard.Range()))
	fmt.Println(rating.ValueRange(rating.Nightmare.Range()))
	r, _ := rating.ParseValueRange("..2")
	fmt.Println(rating.ValueRange(r), rating.ValueRange(ranges.Exactly(73)))
	// Output:
	// 2.6..4.4
	// 8.5..
	// ..2.0 7.3
}
