package store

import (
	"context"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// What a selection that comes up short would find with a change: catalog
// queries of the filters next to it, so that the command line can say
// what would match.

// OtherScale finds, when f compares ratings on one ladder (ScaleMatters),
// another ladder on which rated classic puzzles would match f; found is
// false when there is none. A catalog may hold ratings on both ladders,
// and a selection that finds nothing on one should say that the other
// has some. Only classic puzzles are looked for: the variants, rated on
// their own ladder, match whatever the scale.
func OtherScale(ctx context.Context, c Catalog, f Filter) (sc rating.Scale, found bool, err error) {
	if !f.ScaleMatters() {
		return 0, false, nil
	}
	f.Kinds = []puzzle.Kind{puzzle.Classic}
	for _, sc = range rating.Scales() {
		if sc == *f.Scale {
			continue
		}
		g := f
		g.Scale, g.Offset, g.Limit = &sc, 0, 1
		err = c.EachPuzzle(ctx, g, func(*Record) error {
			found = true
			return nil
		})
		if err != nil || found {
			return sc, found, err
		}
	}
	return 0, false, nil
}

// UnratedMatches counts, when a book ordered by rating came up short (e,
// AddBook's error for f), the unrated puzzles that match the rest of its
// selection, which the rating orders leave out: up to what would make up
// the book, or -1 if they would. It counts the puzzles the score order
// selects (served by an index and stopped at the count), less those the
// rating order did.
func UnratedMatches(ctx context.Context, c Catalog, f Filter, e *ShortError) (int, error) {
	if !f.ByRating() || !f.Rating.IsAll() || f.Grade != nil && *f.Grade != rating.Ungraded {
		return 0, nil // unrated puzzles cannot match
	}
	all := f
	all.Order = ByScore
	n := 0
	err := c.EachPuzzle(ctx, all, func(*Record) error {
		n++
		return nil
	})
	switch {
	case err != nil:
		return 0, err
	case n == e.Wanted:
		return -1, nil
	}
	return n - e.Matched, nil
}
