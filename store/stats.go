package store

import (
	"context"
	"database/sql"
)

// Stats describes the catalog's contents.
type Stats struct {
	Puzzles int
	Sources int
	// MinScore, MedianScore and MaxScore are the seed score's; the median
	// is the lower middle one for an even count. All 0 when Puzzles is 0.
	MinScore, MedianScore, MaxScore int
	// ByClues counts puzzles per clue count, for the counts present.
	ByClues []ClueCount
	// ByScore counts puzzles per score band, from the band of 0 up to the
	// band of MaxScore; bands may be empty.
	ByScore []ScoreBand
	// ByGrade counts puzzles per grade, ungraded ("") first.
	ByGrade []GradeCount
	// ByRating counts the rated puzzles per whole point of rating (1.0 to
	// 1.9, 2.0 to 2.9, ...), for the points present.
	ByRating []RatingCount
}

// RatingCount is the number of puzzles rated Min to Min+9 tenths.
type RatingCount struct{ Min, Puzzles int }

// ClueCount is the number of puzzles with a clue count.
type ClueCount struct{ Clues, Puzzles int }

// ScoreBand is the number of puzzles with Min <= score <= Max.
type ScoreBand struct{ Min, Max, Puzzles int }

// GradeCount is the number of puzzles with a grade ("": ungraded).
type GradeCount struct {
	Grade   string
	Puzzles int
}

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

// Stats counts the catalog, all from one snapshot.
func (s *Store) Stats(ctx context.Context) (*Stats, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	st := &Stats{}
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sources").Scan(&st.Sources); err != nil {
		return nil, err
	}
	// Each GROUP BY scans one index in order, reading no table rows.
	var scores [][2]int
	err = each(ctx, tx, "SELECT score, count(*) FROM puzzles GROUP BY score ORDER BY score", func(r *sql.Rows) error {
		var v [2]int
		err := r.Scan(&v[0], &v[1])
		scores = append(scores, v)
		st.Puzzles += v[1]
		return err
	})
	if err != nil {
		return nil, err
	}
	err = each(ctx, tx, "SELECT clues, count(*) FROM puzzles GROUP BY clues ORDER BY clues", func(r *sql.Rows) error {
		var c ClueCount
		err := r.Scan(&c.Clues, &c.Puzzles)
		st.ByClues = append(st.ByClues, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	// The grade index holds graded puzzles only; the rest are ungraded.
	graded := 0
	err = each(ctx, tx, "SELECT grade, count(*) FROM puzzles WHERE grade IS NOT NULL GROUP BY grade ORDER BY grade", func(r *sql.Rows) error {
		var g GradeCount
		err := r.Scan(&g.Grade, &g.Puzzles)
		st.ByGrade = append(st.ByGrade, g)
		graded += g.Puzzles
		return err
	})
	if err != nil {
		return nil, err
	}
	err = each(ctx, tx, "SELECT rating / 10 * 10 AS band, count(*) FROM puzzles WHERE rating IS NOT NULL GROUP BY band ORDER BY band", func(r *sql.Rows) error {
		var c RatingCount
		err := r.Scan(&c.Min, &c.Puzzles)
		st.ByRating = append(st.ByRating, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	if len(scores) == 0 {
		return st, nil
	}
	if graded < st.Puzzles {
		st.ByGrade = append([]GradeCount{{"", st.Puzzles - graded}}, st.ByGrade...)
	}
	st.MinScore, st.MaxScore = scores[0][0], scores[len(scores)-1][0]
	st.ByScore = ScoreBands(st.MaxScore)
	seen, mid, b := 0, (st.Puzzles-1)/2, 0
	for _, v := range scores {
		if seen <= mid && mid < seen+v[1] {
			st.MedianScore = v[0]
		}
		seen += v[1]
		for v[0] > st.ByScore[b].Max {
			b++
		}
		st.ByScore[b].Puzzles += v[1]
	}
	return st, nil
}

// each runs query in tx and calls fn for each row.
func each(ctx context.Context, tx *sql.Tx, query string, fn func(*sql.Rows) error) error {
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Points holds the seed score, rating (in tenths, 0 when not rated) and
// clue count of every puzzle, in id order: what a plot of the catalog
// draws.
type Points struct {
	Scores, Ratings, Clues []int
}

// Points reads the Points of the whole catalog from one snapshot: 24
// bytes a puzzle in memory, a million puzzles in about a second.
func (s *Store) Points(ctx context.Context) (*Points, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	pts := &Points{}
	err = each(ctx, tx, "SELECT score, coalesce(rating, 0), clues FROM puzzles ORDER BY id", func(r *sql.Rows) error {
		var sc, ra, cl int
		err := r.Scan(&sc, &ra, &cl)
		pts.Scores, pts.Ratings, pts.Clues = append(pts.Scores, sc), append(pts.Ratings, ra), append(pts.Clues, cl)
		return err
	})
	if err != nil {
		return nil, err
	}
	return pts, nil
}
