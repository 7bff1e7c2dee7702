package score_test

import (
	"fmt"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// A puzzle of the Sudoku Exchange bank that Sudoku Explainer rates 4.5:
// its hardest step is a unique rectangle.
func ExampleScorer_Score() {
	g, _ := solve.Parse("9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3")
	s := score.NewScorer(score.WithRating(), score.WithStable(score.DefaultStableK))
	r := s.Score(g)
	fmt.Println(r.Rating, r.Rating.Grade(), r.Rating.Technique)
	fmt.Println(r.Steps[score.UniqueRectangle], "unique rectangle step;", r.Steps.Total(), "steps")
	fmt.Println("seed score", r.Seed, "stable", r.Stable.Median)
	// Output:
	// 4.5 expert unique rectangle
	// 1 unique rectangle step; 58 steps
	// seed score 42 stable 18.5
}

func ExampleGradeOf() {
	for _, r := range []score.Value{12, 23, 32, 45, 71, 90} {
		fmt.Println(r, score.GradeOf(r))
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
	fmt.Println(score.ValueRange(score.Hard.Range()))
	fmt.Println(score.ValueRange(score.Nightmare.Range()))
	r, _ := score.ParseValueRange("..2")
	fmt.Println(score.ValueRange(r), score.ValueRange(ranges.Exactly(73)))
	// Output:
	// 2.6..4.4
	// 8.5..
	// ..2.0 7.3
}
