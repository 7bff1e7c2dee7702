package store

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

// Order is the order a Filter lists puzzles in. Ties are broken by id, so
// every order is repeatable except Random. The zero Order is ByScore.
type Order uint8

// The orders, named as on the command line.
const (
	ByScore     Order = iota // "score": lowest seed score first
	ByScoreDesc              // "-score"
	ByClues                  // "clues": fewest clues first, then by score
	ByCluesDesc              // "-clues"
	// ByRating lists rated puzzles only, lowest rating first, then by
	// score ("rating").
	ByRating
	ByRatingDesc // "-rating"
	ByID         // "id": the order puzzles were stored in
	Random       // "random"
	numOrders
)

var orderNames = [numOrders]string{"score", "-score", "clues", "-clues", "rating", "-rating", "id", "random"}

// Orders lists the orders, the default first.
func Orders() []Order {
	os := make([]Order, numOrders)
	for i := range os {
		os[i] = Order(i)
	}
	return os
}

// OrderNames lists the orders' names, the default first.
func OrderNames() []string { return orderNames[:] }

// String returns the order's name, e.g. "-rating".
func (o Order) String() string {
	if o < numOrders {
		return orderNames[o]
	}
	return fmt.Sprintf("order(%d)", uint8(o))
}

// ErrOrder: an order that is not one of Orders.
var ErrOrder = errors.New("unknown order")

// ParseOrder returns the order named s.
func ParseOrder(s string) (Order, error) {
	for i, name := range orderNames {
		if s == name {
			return Order(i), nil
		}
	}
	return ByScore, fmt.Errorf("%w %q (want one of %s)", ErrOrder, s, strings.Join(orderNames[:], ", "))
}

// Filter selects puzzles. Zero fields select everything.
type Filter struct {
	// Score and Clues bound the seed score and the clue count.
	Score, Clues ranges.Range
	// Rating bounds the technique rating, in tenths (rating.Value); a
	// bound leaves out unrated puzzles.
	Rating ranges.Range
	// Grade, when set, selects one grade; rating.Ungraded selects the
	// puzzles that were not rated.
	Grade *rating.Grade
	// Scale, when set, is the ladder that Rating, a Grade other than
	// Ungraded, and the rating orders mean for classic puzzles: those
	// rated on another ladder are left out of them. Variants have their
	// own ladder, whatever Scale says. nil takes a rating on any ladder.
	Scale *rating.Scale
	// Kinds selects the kinds of puzzle; nil selects every kind.
	Kinds []puzzle.Kind
	// Size, when not 0, selects the puzzles of N×N grids (the kinds of
	// Kinds carry their own size).
	Size int
	// Symmetry, when set, selects the puzzles whose symmetry (Record's
	// Symmetry, puzzle.Puzzle.Symmetry's name) is this one; iso.None
	// selects those without any. It filters the rows the order's index
	// yields, so a query with a Limit stops early where such puzzles are
	// common.
	Symmetry *iso.Symmetry
	// Unused leaves out the puzzles that any book holds (see
	// Catalog.AddBook). Each puzzle the order reaches costs one index
	// lookup, so a query with a Limit reads as many rows as the books hold
	// among the first ones of its order, plus Limit.
	Unused bool
	Order  Order
	// Offset skips that many puzzles; Limit returns at most that many, 0
	// meaning no limit.
	Offset, Limit int
}

// ByRating reports whether f orders by rating, which lists rated puzzles
// only.
func (f *Filter) ByRating() bool { return f.Order == ByRating || f.Order == ByRatingDesc }

// ByScore reports whether f orders by seed score.
func (f *Filter) ByScore() bool { return f.Order == ByScore || f.Order == ByScoreDesc }

// ScaleMatters reports whether f selects or orders classic puzzles by
// rating, so that a set Scale leaves out those rated on another ladder.
func (f *Filter) ScaleMatters() bool {
	return f.Scale != nil && f.HasKind(puzzle.Classic) && (!f.Rating.IsAll() || f.Grade != nil && *f.Grade != rating.Ungraded || f.ByRating())
}

// HasKind reports whether f selects puzzles of kind k.
func (f *Filter) HasKind(k puzzle.Kind) bool {
	if len(f.Kinds) == 0 {
		return true
	}
	for _, fk := range f.Kinds {
		if fk == k {
			return true
		}
	}
	return false
}

// Check refuses a Filter no catalog can answer: an unknown order, grade,
// kind or symmetry, a negative offset or limit.
func (f *Filter) Check() error {
	if f.Order >= numOrders {
		return fmt.Errorf("%w %d", ErrOrder, uint8(f.Order))
	}
	if f.Offset < 0 || f.Limit < 0 {
		return fmt.Errorf("negative offset %d or limit %d", f.Offset, f.Limit)
	}
	if f.Grade != nil && *f.Grade > rating.Nightmare {
		return fmt.Errorf("%w %d", rating.ErrGrade, uint8(*f.Grade))
	}
	for _, k := range f.Kinds {
		if !k.Valid() {
			return fmt.Errorf("%w %d", puzzle.ErrKind, uint16(k))
		}
	}
	if f.Size != 0 && (f.Size < grid.MinSize || f.Size > grid.MaxSize) {
		return fmt.Errorf("%w: size %d, want 4 to %d", puzzle.ErrSize, f.Size, grid.MaxSize)
	}
	if f.Symmetry != nil && *f.Symmetry > iso.Diagonal {
		return fmt.Errorf("%w %d", iso.ErrSymmetry, uint8(*f.Symmetry))
	}
	return nil
}
