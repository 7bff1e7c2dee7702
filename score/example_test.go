package score_test

import (
	"fmt"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// A puzzle of the Sudoku Exchange bank that Sudoku Explainer rates 4.5:
// its hardest step is a unique rectangle.
func ExampleScorer_Score() {
	g, _ := grid.Parse("9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3")
	s := score.NewScorer(score.WithRating(), score.WithStable(score.DefaultStableK))
	r := s.Score(g)
	fmt.Println(r.Rating, r.Rating.Grade(), r.Rating.Technique)
	fmt.Println(r.Steps[rating.UniqueRectangle], "unique rectangle step;", r.Steps.Total(), "steps")
	fmt.Println("seed score", r.Score, "stable", r.Stable.Median)
	// Output:
	// 4.5 expert unique rectangle
	// 1 unique rectangle step; 58 steps
	// seed score 42 stable 18.5
}
