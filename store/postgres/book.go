package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/store"
)

// AddBook records a book of exactly f.Limit puzzles; see store.Catalog.
// It selects and records under the book lock (see the package comment),
// so books made at the same time with f.Unused never share a puzzle,
// whatever machine makes them.
func (s *Store) AddBook(ctx context.Context, b *store.Book, f store.Filter) ([]*store.Record, error) {
	params, err := store.PrepareBook(b, f)
	if err != nil {
		return nil, err
	}
	var (
		ps    []*store.Record
		id    int64
		short *store.ShortError
		now   = time.Now().UTC().Truncate(time.Second)
	)
	err = s.inTx(ctx, pgx.TxOptions{}, func(tx pgx.Tx) error {
		ps, short = nil, nil
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(bookLock)); err != nil {
			return err
		}
		// Each statement from here sees every book committed before the
		// lock was granted.
		var err error
		ps, err = dialect.BookPuzzles(ctx, txQuerier{tx}, f)
		if errors.As(err, &short) {
			return nil // nothing was written
		}
		if err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, "INSERT INTO books (title, params, created) VALUES ($1, $2::json, $3) RETURNING id",
			b.Title, params, now).Scan(&id); err != nil {
			return err
		}
		pos, ids := make([]int32, len(ps)), make([]int64, len(ps))
		for i, p := range ps {
			pos[i], ids[i] = int32(i+1), p.ID
		}
		_, err = tx.Exec(ctx, `INSERT INTO book_puzzles (book_id, position, puzzle_id)
			SELECT $1, pos, id FROM unnest($2::integer[], $3::bigint[]) AS u(pos, id)`, id, pos, ids)
		return err
	})
	switch {
	case err != nil:
		return nil, fmt.Errorf("add book: %w", err)
	case short != nil:
		return nil, short
	}
	b.ID, b.Params, b.Created, b.Puzzles = id, params, now, len(ps)
	return ps, nil
}

// DeleteBook removes the book id; its puzzles are free for other books
// again (book_puzzles go with it: ON DELETE CASCADE).
func (s *Store) DeleteBook(ctx context.Context, id int64) error {
	var n int64
	err := s.inTx(ctx, pgx.TxOptions{}, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "DELETE FROM books WHERE id = $1", id)
		n = tag.RowsAffected()
		return err
	})
	switch {
	case err != nil:
		return fmt.Errorf("delete book %d: %w", id, err)
	case n == 0:
		return fmt.Errorf("book %d: %w", id, store.ErrNoBook)
	}
	return nil
}
