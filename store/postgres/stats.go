package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// Stats counts the catalog, all from one snapshot.
func (s *Store) Stats(ctx context.Context) (*store.Stats, error) {
	var st *store.Stats
	err := s.readTx(ctx, func(tx pgx.Tx) error {
		st = &store.Stats{}
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM sources").Scan(&st.Sources); err != nil {
			return err
		}
		var total int
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM puzzles").Scan(&total); err != nil {
			return err
		}
		var kinds []store.KindCount
		var kc store.KindCount
		var name string
		if err := each(ctx, tx, "SELECT kind, count(*) FROM puzzles WHERE kind <> 'classic' GROUP BY kind", []any{&name, &kc.Puzzles}, func() (err error) {
			kc.Kind, err = puzzle.ParseKind(name)
			kinds = append(kinds, kc)
			return err
		}); err != nil {
			return err
		}
		st.SetKinds(total, kinds)
		var scores []store.ScoreCount
		var sc store.ScoreCount
		if err := each(ctx, tx, "SELECT score, count(*) FROM puzzles WHERE score IS NOT NULL GROUP BY score ORDER BY score", []any{&sc.Score, &sc.Puzzles}, func() error {
			scores = append(scores, sc)
			return nil
		}); err != nil {
			return err
		}
		var cc store.ClueCount
		if err := each(ctx, tx, "SELECT clues, count(*) FROM puzzles GROUP BY clues ORDER BY clues", []any{&cc.Clues, &cc.Puzzles}, func() error {
			st.ByClues = append(st.ByClues, cc)
			return nil
		}); err != nil {
			return err
		}
		// Graded puzzles only; SetScores counts the rest as ungraded.
		var gc store.GradeCount
		if err := each(ctx, tx, "SELECT grade, count(*) FROM puzzles WHERE grade IS NOT NULL GROUP BY grade ORDER BY grade COLLATE \"C\"",
			[]any{&name, &gc.Puzzles}, func() (err error) {
				gc.Grade, err = rating.ParseGrade(name)
				st.ByGrade = append(st.ByGrade, gc)
				return err
			}); err != nil {
			return err
		}
		var rc store.RatingCount
		if err := each(ctx, tx, "SELECT rating / 10 * 10 AS band, count(*) FROM puzzles WHERE rating IS NOT NULL GROUP BY band ORDER BY band",
			[]any{&rc.Min, &rc.Puzzles}, func() error {
				st.ByRating = append(st.ByRating, rc)
				return nil
			}); err != nil {
			return err
		}
		var lc store.ScaleCount
		if err := each(ctx, tx, "SELECT scale, count(*) FROM puzzles WHERE scale IS NOT NULL GROUP BY scale ORDER BY scale COLLATE \"C\"",
			[]any{&name, &lc.Puzzles}, func() (err error) {
				lc.Scale, err = rating.ParseScale(name)
				st.ByScale = append(st.ByScale, lc)
				return err
			}); err != nil {
			return err
		}
		st.SetScores(scores)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("stats: %w", err)
	}
	return st, nil
}

// each runs query in tx, scanning each row into dst, then calling fn.
func each(ctx context.Context, tx pgx.Tx, query string, dst []any, fn func() error) error {
	rows, err := tx.Query(ctx, query)
	if err != nil {
		return err
	}
	_, err = pgx.ForEachRow(rows, dst, fn)
	return err
}

// Points reads the Points of the whole catalog from one snapshot.
func (s *Store) Points(ctx context.Context) (*store.Points, error) {
	var pts *store.Points
	err := s.readTx(ctx, func(tx pgx.Tx) error {
		pts = &store.Points{}
		var sc, ra, cl int
		return each(ctx, tx, "SELECT score, coalesce(rating, 0), clues FROM puzzles WHERE score IS NOT NULL ORDER BY id", []any{&sc, &ra, &cl}, func() error {
			pts.Scores, pts.Ratings, pts.Clues = append(pts.Scores, sc), append(pts.Ratings, ra), append(pts.Clues, cl)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("points: %w", err)
	}
	return pts, nil
}
