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
	var ps []*store.Record
	err = eachPuzzle(ctx, tx, f, func(p *store.Record) error {
		ps = append(ps, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(ps) < f.Limit {
		e := &store.ShortError{Wanted: f.Limit, Matched: len(ps)}
		if f.Unused {
			all := f
			all.Unused = false
			n, err := count(ctx, tx, all)
			if err != nil {
				return nil, err
			}
			e.Used = n - e.Matched
		}
		return nil, e
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

// count returns how many puzzles f selects (up to its Limit).
func count(ctx context.Context, tx *sql.Tx, f store.Filter) (int, error) {
	query, args, err := buildQuery(ctx, tx, &f)
	if err != nil {
		return 0, err
	}
	var n int
	err = tx.QueryRowContext(ctx, "SELECT count(*) FROM ("+query+")", args...).Scan(&n)
	return n, err
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

// FindBooks returns every book, oldest first.
func (s *Store) FindBooks(ctx context.Context) ([]*store.Book, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return findBooks(ctx, tx, "")
}

// findBooks reads the books, all or those of where.
func findBooks(ctx context.Context, tx *sql.Tx, where string, args ...any) ([]*store.Book, error) {
	// The count walks the book's part of the primary key of book_puzzles.
	rows, err := tx.QueryContext(ctx, `SELECT b.id, b.title, b.params, b.created,
		(SELECT count(*) FROM book_puzzles bp WHERE bp.book_id = b.id)
		FROM books b `+where+` ORDER BY b.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("find books: %w", err)
	}
	defer rows.Close()
	var bs []*store.Book
	for rows.Next() {
		var b store.Book
		var created string
		if err := rows.Scan(&b.ID, &b.Title, &b.Params, &created, &b.Puzzles); err != nil {
			return nil, err
		}
		if b.Created, err = time.Parse(time.RFC3339, created); err != nil {
			return nil, fmt.Errorf("book %d: created: %w", b.ID, err)
		}
		bs = append(bs, &b)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("find books: %w", err)
	}
	return bs, nil
}

// FindBook returns the book id and its puzzles in book order, from one
// snapshot of the catalog; an error wrapping store.ErrNoBook if there is
// none.
func (s *Store) FindBook(ctx context.Context, id int64) (*store.Book, []*store.Record, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	bs, err := findBooks(ctx, tx, "WHERE b.id = ?", id)
	if err != nil {
		return nil, nil, err
	}
	if len(bs) == 0 {
		return nil, nil, fmt.Errorf("book %d: %w", id, store.ErrNoBook)
	}
	ps := make([]*store.Record, 0, bs[0].Puzzles)
	err = eachRow(ctx, tx, "SELECT "+puzzleColumns+" FROM book_puzzles bp JOIN puzzles p ON p.id = bp.puzzle_id"+
		" JOIN sources s ON s.id = p.source_id WHERE bp.book_id = ? ORDER BY bp.position", []any{id},
		func(p *store.Record) error {
			ps = append(ps, p)
			return nil
		})
	if err != nil {
		return nil, nil, fmt.Errorf("book %d: %w", id, err)
	}
	return bs[0], ps, nil
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
