package store

import (
	"context"
	"errors"
	"io/fs"
	"testing"
)

// bookCatalog is a Catalog that records books in memory and may refuse
// to delete them; the rest of Catalog is not there.
type bookCatalog struct {
	Catalog
	books     map[int64]bool
	next      int64
	refuseDel error
}

func (c *bookCatalog) AddBook(_ context.Context, b *Book, f Filter) ([]*Record, error) {
	if f.Limit > 2 {
		return nil, &ShortError{Wanted: f.Limit, Matched: 2}
	}
	c.next++
	c.books[c.next] = true
	b.ID, b.Puzzles = c.next, f.Limit
	return make([]*Record, f.Limit), nil
}

func (c *bookCatalog) DeleteBook(ctx context.Context, id int64) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if c.refuseDel != nil {
		return c.refuseDel
	}
	delete(c.books, id)
	return nil
}

// TestWriteBook: a book written stays recorded; one that fails to be
// written is unrecorded, also after a cancel, or says why it could not
// be; one that is not recorded is not written.
func TestWriteBook(t *testing.T) {
	c := &bookCatalog{books: map[int64]bool{}}
	var wrote int
	write := func(ps []*Record) error {
		wrote = len(ps)
		return nil
	}
	ps, err := WriteBook(context.Background(), c, &Book{}, Filter{Limit: 2}, write)
	if err != nil || len(ps) != 2 || wrote != 2 || !c.books[1] {
		t.Fatalf("written: %v, %d puzzles, %d written, books %v", err, len(ps), wrote, c.books)
	}

	ctx, cancel := context.WithCancel(context.Background())
	exists := &fs.PathError{Op: "export", Path: "x", Err: fs.ErrExist}
	_, err = WriteBook(ctx, c, &Book{}, Filter{Limit: 1}, func([]*Record) error {
		cancel() // Ctrl-C while writing
		return exists
	})
	var failed *BookWriteError
	if !errors.As(err, &failed) || !errors.Is(err, fs.ErrExist) || failed.Book != 2 || failed.Kept != nil || c.books[2] {
		t.Errorf("not written: %v (%+v), books %v; want book 2 unrecorded", err, failed, c.books)
	}

	c.refuseDel = errors.New("catalog gone")
	_, err = WriteBook(context.Background(), c, &Book{}, Filter{Limit: 1}, func([]*Record) error { return exists })
	if !errors.As(err, &failed) || failed.Book != 3 || failed.Kept != c.refuseDel || !c.books[3] {
		t.Errorf("not unrecorded: %v (%+v), books %v; want book 3 kept, saying why", err, failed, c.books)
	}

	wrote = 0
	_, err = WriteBook(context.Background(), c, &Book{}, Filter{Limit: 5}, write)
	var short *ShortError
	if !errors.As(err, &short) || errors.As(err, &failed) || wrote != 0 {
		t.Errorf("short: %v, %d written; want the ShortError, nothing written", err, wrote)
	}
}
