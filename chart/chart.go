// Package chart draws a catalog's statistics as one figure of four
// panels: how seed scores are spread, how technique ratings are spread,
// how many clues puzzles have, and how rating relates to seed score.
//
// A catalog holds up to millions of puzzles; the figure lets a person see
// at a glance whether a generator run produced the mix of difficulty and
// clue counts a book needs, without reading tables. Seed scores are very
// skewed (most puzzles score below a few hundred, a few score tens of
// thousands), so every seed-score axis is logarithmic. The scatter panel
// draws an evenly spaced sample of at most MaxScatter puzzles so that a
// large catalog still draws in a second or two.
//
// The figure is drawn with gonum.org/v1/plot as PNG or SVG.
package chart

// Data holds one value per puzzle; the slices have equal length.
type Data struct {
	Scores  []int     // seed score (>= 0)
	Ratings []float64 // technique rating on Sudoku Explainer's scale, 1.0..12.0; 0 = not rated (left out of the rating panels)
	Clues   []int     // number of givens, 17..81
}
