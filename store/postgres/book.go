package postgres

import (
	"context"
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
		err := eachPuzzle(ctx, tx, f, func(p *store.Record) error {
			ps = append(ps, p)
			return nil
		})
		if err != nil {
			return err
		}
		if len(ps) < f.Limit {
			short = &store.ShortError{Wanted: f.Limit, Matched: len(ps)}
			if f.Unused {
				all := f
				all.Unused = false
				n, err := count(ctx, tx, all)
				if err != nil {
					return err
				}
				short.Used = n - short.Matched
			}
			return nil // rolled back: nothing was written
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

// count returns how many puzzles f selects (up to its Limit).
func count(ctx context.Context, tx pgx.Tx, f store.Filter) (int, error) {
	query, args, err := buildQuery(ctx, tx, &f)
	if err != nil {
		return 0, err
	}
	var n int
	err = tx.QueryRow(ctx, "SELECT count(*) FROM ("+query+") AS q", args...).Scan(&n)
	return n, err
}

// FindBooks returns every book, oldest first.
func (s *Store) FindBooks(ctx context.Context) ([]*store.Book, error) {
	var bs []*store.Book
	err := s.readTx(ctx, func(tx pgx.Tx) (err error) {
		bs, err = findBooks(ctx, tx, "")
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("find books: %w", err)
	}
	return bs, nil
}

// findBooks reads the books, all or those of where.
func findBooks(ctx context.Context, tx pgx.Tx, where string, args ...any) ([]*store.Book, error) {
	rows, err := tx.Query(ctx, `SELECT b.id, b.title, b.params::text, b.created,
		(SELECT count(*) FROM book_puzzles bp WHERE bp.book_id = b.id)
		FROM books b `+where+` ORDER BY b.id`, args...)
	if err != nil {
		return nil, err
	}
	var bs []*store.Book
	var b store.Book
	_, err = pgx.ForEachRow(rows, []any{&b.ID, &b.Title, &b.Params, &b.Created, &b.Puzzles}, func() error {
		c := b
		c.Created = c.Created.UTC()
		bs = append(bs, &c)
		return nil
	})
	return bs, err
}

// FindBook returns the book id and its puzzles in book order, from one
// snapshot; an error wrapping store.ErrNoBook if there is none.
func (s *Store) FindBook(ctx context.Context, id int64) (*store.Book, []*store.Record, error) {
	var (
		b  *store.Book
		ps []*store.Record
	)
	err := s.readTx(ctx, func(tx pgx.Tx) error {
		bs, err := findBooks(ctx, tx, "WHERE b.id = $1", id)
		if err != nil || len(bs) == 0 {
			return err
		}
		b, ps = bs[0], make([]*store.Record, 0, bs[0].Puzzles)
		return eachRow(ctx, tx, "SELECT "+puzzleColumns+", "+sourceName+
			" FROM book_puzzles bp JOIN puzzles p ON p.id = bp.puzzle_id WHERE bp.book_id = $1 ORDER BY bp.position",
			[]any{id}, func(p *store.Record) error {
				ps = append(ps, p)
				return nil
			})
	})
	switch {
	case err != nil:
		return nil, nil, fmt.Errorf("book %d: %w", id, err)
	case b == nil:
		return nil, nil, fmt.Errorf("book %d: %w", id, store.ErrNoBook)
	}
	return b, ps, nil
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
