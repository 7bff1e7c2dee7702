package sqlite

import (
	"context"
	"database/sql"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// Stats counts the catalog, all from one snapshot.
func (s *Store) Stats(ctx context.Context) (*store.Stats, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	st := &store.Stats{}
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sources").Scan(&st.Sources); err != nil {
		return nil, err
	}
	// Each GROUP BY scans one index in order, reading no table rows; the
	// variants' from their partial index.
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM puzzles").Scan(&total); err != nil {
		return nil, err
	}
	var kinds []store.KindCount
	err = each(ctx, tx, "SELECT kind, count(*) FROM puzzles WHERE kind <> 'classic' GROUP BY kind", func(r *sql.Rows) error {
		var k store.KindCount
		var name string
		if err := r.Scan(&name, &k.Puzzles); err != nil {
			return err
		}
		var err error
		k.Kind, err = puzzle.ParseKind(name)
		kinds = append(kinds, k)
		return err
	})
	if err != nil {
		return nil, err
	}
	st.SetKinds(total, kinds)
	var scores []store.ScoreCount
	err = each(ctx, tx, "SELECT score, count(*) FROM puzzles WHERE score IS NOT NULL GROUP BY score ORDER BY score", func(r *sql.Rows) error {
		var v store.ScoreCount
		err := r.Scan(&v.Score, &v.Puzzles)
		scores = append(scores, v)
		return err
	})
	if err != nil {
		return nil, err
	}
	err = each(ctx, tx, "SELECT clues, count(*) FROM puzzles GROUP BY clues ORDER BY clues", func(r *sql.Rows) error {
		var c store.ClueCount
		err := r.Scan(&c.Clues, &c.Puzzles)
		st.ByClues = append(st.ByClues, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	// The grade index holds graded puzzles only; SetScores counts the
	// rest as ungraded.
	err = each(ctx, tx, "SELECT grade, count(*) FROM puzzles WHERE grade IS NOT NULL GROUP BY grade ORDER BY grade", func(r *sql.Rows) error {
		var g store.GradeCount
		var name string
		if err := r.Scan(&name, &g.Puzzles); err != nil {
			return err
		}
		var err error
		g.Grade, err = rating.ParseGrade(name)
		st.ByGrade = append(st.ByGrade, g)
		return err
	})
	if err != nil {
		return nil, err
	}
	err = each(ctx, tx, "SELECT rating / 10 * 10 AS band, count(*) FROM puzzles WHERE rating IS NOT NULL GROUP BY band ORDER BY band", func(r *sql.Rows) error {
		var c store.RatingCount
		err := r.Scan(&c.Min, &c.Puzzles)
		st.ByRating = append(st.ByRating, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	err = each(ctx, tx, "SELECT scale, count(*) FROM puzzles WHERE scale IS NOT NULL GROUP BY scale ORDER BY scale", func(r *sql.Rows) error {
		var c store.ScaleCount
		var name string
		if err := r.Scan(&name, &c.Puzzles); err != nil {
			return err
		}
		var err error
		c.Scale, err = rating.ParseScale(name)
		st.ByScale = append(st.ByScale, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	st.SetScores(scores)
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

// Points reads the Points of the whole catalog from one snapshot: a
// million puzzles in about a second.
func (s *Store) Points(ctx context.Context) (*store.Points, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	pts := &store.Points{}
	err = each(ctx, tx, "SELECT score, coalesce(rating, 0), clues FROM puzzles WHERE score IS NOT NULL ORDER BY id", func(r *sql.Rows) error {
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
