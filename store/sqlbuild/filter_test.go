package sqlbuild

import (
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// everyCondition is a filter with every condition of the WHERE clause:
// ranges, a grade on a scale, two kinds, a symmetry, unused puzzles, and
// an offset and limit.
func everyCondition() store.Filter {
	hard, rot, se := rating.Hard, iso.Rot180, rating.SE
	return store.Filter{
		Score: ranges.Between(10, 900), Rating: ranges.AtLeast(30), Grade: &hard, Scale: &se,
		Kinds: []puzzle.Kind{puzzle.Classic, puzzle.Killer}, Symmetry: &rot, Unused: true, Offset: 5, Limit: 20,
	}
}
