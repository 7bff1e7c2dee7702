package store

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/ranges"
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
	return nil
}
