package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/puzzlebook/sudoku/store"
)

// AddSource stores src; see store.Catalog.
func (s *Store) AddSource(ctx context.Context, src *store.Source) error {
	if err := store.PrepareSource(src, time.Now()); err != nil {
		return err
	}
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	id, created, err := addSource(ctx, tx, src)
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	src.ID, src.Created = id, created
	return nil
}

// addSource inserts src unless its uid is there, and returns the id and
// created time of the source with its uid.
func addSource(ctx context.Context, tx *sql.Tx, src *store.Source) (int64, time.Time, error) {
	res, err := tx.ExecContext(ctx, `
		INSERT INTO sources (uid, kind, name, file, generator, params, seed, host, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (uid) DO NOTHING`,
		src.UID, src.Kind, src.Name, nullString(src.File), nullString(src.Generator),
		nullString(src.Params), seedText(src.Seed), nullString(src.Host), src.Created.UTC().Format(time.RFC3339))
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("add source: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, time.Time{}, err
	} else if n == 1 {
		id, err := res.LastInsertId()
		return id, src.Created, err
	}
	var id int64
	var created string
	if err := tx.QueryRowContext(ctx, "SELECT id, created FROM sources WHERE uid = ?", src.UID).Scan(&id, &created); err != nil {
		return 0, time.Time{}, fmt.Errorf("add source: %w", err)
	}
	t, err := time.Parse(time.RFC3339, created)
	return id, t, err
}

// AddPuzzles stores the puzzles that are new, in one transaction of the
// single writer; see store.Catalog.
func (s *Store) AddPuzzles(ctx context.Context, ps []*store.Record) ([]store.Outcome, error) {
	if err := store.Prepare(ps); err != nil {
		return nil, err
	}
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	now := time.Now().UTC().Truncate(time.Second)
	out, err := addPuzzles(ctx, tx, ps, now)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	for i, o := range out {
		if o.Status == store.Stored {
			ps[i].ID = o.ID
			if ps[i].Created.IsZero() {
				ps[i].Created = now
			}
		}
	}
	return out, nil
}

// addPuzzles inserts ps one by one. A puzzle that hits the UNIQUE index
// of its key is not inserted; the stored puzzle with that key (which may
// have been inserted moments ago, from earlier in ps) says whether it is
// the same puzzle or an isomorph.
func addPuzzles(ctx context.Context, tx *sql.Tx, ps []*store.Record, now time.Time) ([]store.Outcome, error) {
	ins, err := tx.PrepareContext(ctx, `
		INSERT INTO puzzles (kind, puzzle, variant, solution, isokey, clues, score, rating, technique, grade,
			scale, estimated, stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`)
	if err != nil {
		return nil, err
	}
	defer ins.Close()
	byKey, err := tx.PrepareContext(ctx, `SELECT id, puzzle || coalesce(variant, '') FROM puzzles WHERE isokey = ?`)
	if err != nil {
		return nil, err
	}
	defer byKey.Close()
	nowText := now.Format(time.RFC3339)
	out := make([]store.Outcome, len(ps))
	for i, p := range ps {
		text := store.GivensText(p)
		var stable any
		if p.StableK > 0 {
			stable = p.Stable
		}
		created := nowText
		if !p.Created.IsZero() {
			created = p.Created.UTC().Format(time.RFC3339)
		}
		var variantText, scoreValue any = nil, p.Score
		if !p.Puzzle.IsClassic() {
			variantText = p.Puzzle.String()
		}
		if !p.HasScore {
			scoreValue = nil
		}
		rating, technique, grade, scale := store.RatingColumns(p)
		res, err := ins.ExecContext(ctx, p.Puzzle.Kind().String(), text, variantText, store.SolutionText(p), p.Key[:], p.Clues, scoreValue,
			nullInt(rating), nullString(technique), nullString(grade), nullString(scale), p.Rating.Estimated, stable, nullInt(p.StableK), p.Symmetry, p.Minimal, p.SourceID, nullInt(p.Line),
			p.Worker, p.Seq, created)
		if err != nil {
			return nil, fmt.Errorf("store %s: %w", text, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return nil, err
		} else if n == 1 {
			id, err := res.LastInsertId()
			if err != nil {
				return nil, err
			}
			out[i] = store.Outcome{Status: store.Stored, ID: id}
			continue
		}
		var id int64
		var stored string
		switch err := byKey.QueryRowContext(ctx, p.Key[:]).Scan(&id, &stored); {
		case errors.Is(err, sql.ErrNoRows):
			// Not the key: another unique index (none today) refused it.
			return nil, fmt.Errorf("store %s: refused by the catalog", text)
		case err != nil:
			return nil, err
		case stored == store.Identity(p):
			out[i] = store.Outcome{Status: store.Duplicate, ID: id}
		default:
			out[i] = store.Outcome{Status: store.Isomorph, ID: id}
		}
	}
	return out, nil
}

// seedText stores a seed as its decimal digits, nil as NULL.
func seedText(seed *uint64) any {
	if seed == nil {
		return nil
	}
	return strconv.FormatUint(*seed, 10)
}

// nullString stores "" as NULL.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// nullInt stores 0 as NULL.
func nullInt(n int) any {
	if n == 0 {
		return nil
	}
	return n
}
