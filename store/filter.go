package store

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/score"
)

// ErrOrder: a Filter.Order that is not one of Orders.
var ErrOrder = errors.New("unknown order")

// Orders lists the values of Filter.Order. The default, "", is "score".
// Ties are broken by id, so every order is repeatable except "random".
// "rating" and "-rating" (then by score) leave out unrated puzzles.
var Orders = []string{"score", "-score", "clues", "-clues", "rating", "-rating", "id", "random"}

// Filter selects puzzles. Zero fields select everything.
type Filter struct {
	// Score and Clues bound the seed score and the clue count.
	Score, Clues ranges.Range
	// Rating bounds the technique rating, in tenths as Puzzle.Rating; a
	// bound leaves out unrated puzzles.
	Rating ranges.Range
	// Grade selects one grade; a pointer to "" selects ungraded puzzles.
	Grade *string
	// Scale, when set, is the ladder that Rating, a Grade other than "",
	// and the rating orders mean for classic puzzles: those rated on
	// another ladder are left out of them. Variants have their own
	// ladder, whatever Scale says. nil takes a rating on any ladder.
	Scale *score.Scale
	// Kinds selects the kinds of puzzle (see Kinds); nil selects every
	// kind.
	Kinds []string
	// Unused leaves out the puzzles that any book holds (see
	// Catalog.AddBook). Each puzzle the order reaches costs one index
	// lookup, so a query with a Limit reads as many rows as the books hold
	// among the first ones of its order, plus Limit.
	Unused bool
	// Order is one of Orders.
	Order string
	// Offset skips that many puzzles; Limit returns at most that many, 0
	// meaning no limit.
	Offset, Limit int
}

// ByRating reports whether f orders by rating ("rating" or "-rating"),
// which lists rated puzzles only.
func (f *Filter) ByRating() bool { return f.Order == "rating" || f.Order == "-rating" }

// ScaleMatters reports whether f selects or orders by rating, so that a
// set Scale leaves out classic puzzles rated on another ladder.
func (f *Filter) ScaleMatters() bool {
	return f.Scale != nil && (!f.Rating.IsAll() || f.Grade != nil && *f.Grade != "" || f.ByRating())
}

// Check refuses a Filter no catalog can answer: an unknown order, a
// negative offset or limit.
func (f *Filter) Check() error {
	known := f.Order == ""
	for _, o := range Orders {
		known = known || f.Order == o
	}
	if !known {
		return fmt.Errorf("%w %q (want one of %s)", ErrOrder, f.Order, strings.Join(Orders, ", "))
	}
	if f.Offset < 0 || f.Limit < 0 {
		return fmt.Errorf("negative offset %d or limit %d", f.Offset, f.Limit)
	}
	for _, k := range f.Kinds {
		if !slices.Contains(Kinds, k) {
			return fmt.Errorf("unknown kind %q (want one of %s)", k, strings.Join(Kinds, ", "))
		}
	}
	return nil
}
