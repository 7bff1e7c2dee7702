package store

import (
	"maps"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// Stats describes the catalog's contents.
type Stats struct {
	Puzzles int
	Sources int
	// ByKind counts puzzles per kind, in the order of puzzle.Kinds, for
	// the kinds present.
	ByKind []KindCount
	// Scored counts the puzzles with a seed score: all but the variants
	// stored without one (Record.HasScore).
	Scored int
	// MinScore, MedianScore and MaxScore are the seed score's, over the
	// scored puzzles; the median is the lower middle one for an even
	// count. All 0 when Scored is 0. ByScore counts the scored puzzles.
	MinScore, MedianScore, MaxScore int
	// ByClues counts puzzles per clue count, for the counts present.
	ByClues []ClueCount
	// ByScore counts puzzles per score band, from the band of 0 up to the
	// band of MaxScore; bands may be empty.
	ByScore []ScoreBand
	// ByGrade counts puzzles per grade, easiest first, ungraded first of
	// all, for the grades present.
	ByGrade []GradeCount
	// ByRating counts the rated puzzles per whole point of rating (1.0 to
	// 1.9, 2.0 to 2.9, ...), for the points present.
	ByRating []RatingCount
	// ByScale counts the rated classic puzzles per ladder, for the
	// ladders present; variants are rated on their own.
	ByScale []ScaleCount
}

// ScaleCount is the number of classic puzzles rated on a ladder.
type ScaleCount struct {
	Scale   rating.Scale
	Puzzles int
}

// KindCount is the number of puzzles of a kind.
type KindCount struct {
	Kind    puzzle.Kind
	Puzzles int
}

// SetKinds sets Puzzles to total and ByKind from the counts of the
// variant kinds (any order, classic left out): classic puzzles are the
// rest. Engines count variants by their partial indexes, which classic
// puzzles, most of a catalog, do not enter.
//
// ByKind lists the kinds in order of value: the 9×9 kinds in the order
// of puzzle.Kinds, then the other sizes, smallest first, then the kinds
// of joined grids by layout (puzzle.Kind keeps the layout above the
// size), each in the same order of features.
func (st *Stats) SetKinds(total int, variants []KindCount) {
	count := map[puzzle.Kind]int{}
	classic := total
	for _, v := range variants {
		count[v.Kind] += v.Puzzles
		classic -= v.Puzzles
	}
	count[puzzle.Classic] = classic
	st.Puzzles, st.ByKind = total, nil
	for _, k := range slices.Sorted(maps.Keys(count)) {
		if count[k] > 0 {
			st.ByKind = append(st.ByKind, KindCount{k, count[k]})
		}
	}
}

// RatingCount is the number of puzzles rated Min to Min+9 tenths.
type RatingCount struct{ Min, Puzzles int }

// ClueCount is the number of puzzles with a clue count.
type ClueCount struct{ Clues, Puzzles int }

// ScoreBand is the number of puzzles with Min <= score <= Max.
type ScoreBand struct{ Min, Max, Puzzles int }

// GradeCount is the number of puzzles of a grade (rating.Ungraded: not
// rated).
type GradeCount struct {
	Grade   rating.Grade
	Puzzles int
}

// ScoreCount is the number of puzzles with one seed score.
type ScoreCount struct{ Score, Puzzles int }

// ScoreBands returns the bands Stats uses up to the one holding max:
// 0-9, 10-19, 20-49, 50-99, 100-199, ..., on a 1-2-5 scale, which splits
// the easy scores of random puzzles as finely as the rare hard ones.
func ScoreBands(max int) []ScoreBand {
	var bs []ScoreBand
	lo := 0
	for step := 10; ; {
		for _, m := range []int{1, 2, 5} {
			hi := step * m
			if hi <= lo {
				continue
			}
			bs = append(bs, ScoreBand{Min: lo, Max: hi - 1})
			if max < hi {
				return bs
			}
			lo = hi
		}
		step *= 10
	}
}

// SetScores fills in Scored, MinScore, MedianScore, MaxScore and ByScore
// from the count of each score present, in increasing score order, and
// sorts ByGrade, with the ungraded puzzles (which the engines' ByGrade,
// graded only, leaves out) first; SetKinds comes first. Engines count,
// this sums.
func (st *Stats) SetScores(scores []ScoreCount) {
	st.Scored = 0
	for _, s := range scores {
		st.Scored += s.Puzzles
	}
	graded := 0
	for _, g := range st.ByGrade {
		graded += g.Puzzles
	}
	if graded < st.Puzzles {
		st.ByGrade = append(st.ByGrade, GradeCount{rating.Ungraded, st.Puzzles - graded})
	}
	slices.SortStableFunc(st.ByGrade, func(a, b GradeCount) int { return int(a.Grade) - int(b.Grade) })
	if len(scores) == 0 {
		return
	}
	st.MinScore, st.MaxScore = scores[0].Score, scores[len(scores)-1].Score
	st.ByScore = ScoreBands(st.MaxScore)
	seen, mid, b := 0, (st.Scored-1)/2, 0
	for _, v := range scores {
		if seen <= mid && mid < seen+v.Puzzles {
			st.MedianScore = v.Score
		}
		seen += v.Puzzles
		for v.Score > st.ByScore[b].Max {
			b++
		}
		st.ByScore[b].Puzzles += v.Puzzles
	}
}

// Points holds the seed score, rating (in tenths, 0 when not rated) and
// clue count of every puzzle with a seed score, in id order: what a plot of the catalog
// draws (24 bytes a puzzle in memory).
type Points struct {
	Scores, Ratings, Clues []int
}
