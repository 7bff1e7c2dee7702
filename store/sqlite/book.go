package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/puzzlebook/sudoku/store"
)

// AddBook records a book of exactly f.Limit puzzles; see store.Catalog.
// Selecting and recording are one transaction of the single writer, so
// books made at the same time with f.Unused never share a puzzle,
// whatever process makes them.
func (s *Store) AddBook(ctx context.Context, b *store.Book, f store.Filter) ([]*store.Record, error) {
	params, err := store.PrepareBook(b, f)
	if err != nil {
		return nil, err
	}
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	ps, err := dialect.BookPuzzles(ctx, txQuerier{tx}, f)
	if err != nil {
		return nil, err
	}
	now := time.Now().UTC().Truncate(time.Second)
	id, err := addBook(ctx, tx, b.Title, params, now, ps)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	b.ID, b.Params, b.Created, b.Puzzles = id, params, now, len(ps)
	return ps, nil
}

func addBook(ctx context.Context, tx *sql.Tx, title, params string, now time.Time, ps []*store.Record) (int64, error) {
	res, err := tx.ExecContext(ctx, "INSERT INTO books (title, params, created) VALUES (?, ?, ?)",
		title, params, now.Format(time.RFC3339))
	if err != nil {
		return 0, fmt.Errorf("add book: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	ins, err := tx.PrepareContext(ctx, "INSERT INTO book_puzzles (book_id, position, puzzle_id) VALUES (?, ?, ?)")
	if err != nil {
		return 0, err
	}
	defer ins.Close()
	for i, p := range ps {
		if _, err := ins.ExecContext(ctx, id, i+1, p.ID); err != nil {
			return 0, fmt.Errorf("add book: puzzle %d: %w", p.ID, err)
		}
	}
	return id, nil
}

// DeleteBook removes the book id; its puzzles stay in the catalog and are
// free for other books again. It returns an error wrapping store.ErrNoBook
// if there is no such book.
func (s *Store) DeleteBook(ctx context.Context, id int64) error {
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := deleteBook(ctx, tx, id); err != nil {
		return err
	}
	return tx.Commit()
}

func deleteBook(ctx context.Context, tx *sql.Tx, id int64) error {
	// book_puzzles go with it: ON DELETE CASCADE (foreign_keys is on for
	// every connection, see dsn).
	res, err := tx.ExecContext(ctx, "DELETE FROM books WHERE id = ?", id)
	if err != nil {
		return fmt.Errorf("delete book %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return fmt.Errorf("book %d: %w", id, store.ErrNoBook)
	}
	return nil
}
