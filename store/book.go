package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Book is a book made from the catalog. Its puzzles are recorded with it in
// order, so that it can be printed again identically and its puzzles left
// out of later books (Filter.Unused).
type Book struct {
	ID    int64
	Title string
	// Params holds how the book was made, its selection and layout, as
	// JSON text; the catalog keeps it as given ("" is stored as {}).
	Params string
	// Created is when the book was recorded, to the second, in UTC; set
	// by AddBook.
	Created time.Time
	// Puzzles is how many puzzles the book holds.
	Puzzles int
}

// ErrNoBook: no book has the id asked for.
var ErrNoBook = errors.New("no such book")

// ShortError is AddBook's error when fewer puzzles match a book's selection
// than it asks for. Nothing was recorded.
type ShortError struct {
	Wanted  int // the selection's Limit
	Matched int // how many match
	// Used is how many more would match but are left out because books
	// hold them (Filter.Unused), counted up to Wanted-Matched.
	Used int
}

func (e *ShortError) Error() string {
	s := fmt.Sprintf("only %d of the %d puzzles wanted match", e.Matched, e.Wanted)
	switch {
	case e.Used > 0 && e.Matched+e.Used == e.Wanted:
		s += "; books hold enough more"
	case e.Used == 1:
		s += "; a book holds 1 more"
	case e.Used > 1:
		s += fmt.Sprintf("; books hold %d more", e.Used)
	}
	return s
}

// PrepareBook checks a book to record with the selection f and returns
// its params as they are stored ("" becomes {}).
func PrepareBook(b *Book, f Filter) (params string, err error) {
	if f.Limit < 1 {
		return "", fmt.Errorf("add book: limit %d: a book needs at least 1 puzzle", f.Limit)
	}
	if err := f.Check(); err != nil {
		return "", err
	}
	params = b.Params
	if params == "" {
		params = "{}"
	}
	if !json.Valid([]byte(params)) {
		return "", fmt.Errorf("add book: params are not JSON: %.40q", params)
	}
	return params, nil
}

// WriteBook makes a new book of c: it records b with the puzzles f
// selects (Catalog.AddBook, which sets b's ID, Created and Puzzles) and
// then has write write them, in book order. A book that is printed must
// be recorded first, or its puzzles could go into the next book too; so
// when write fails, WriteBook unrecords the book (DeleteBook, even after
// ctx is cancelled), and its puzzles are free again. It returns AddBook's
// error as it is (a *ShortError when too few puzzles match), and a
// *BookWriteError when write fails. Should the process die between the
// two, the catalog holds a book that was perhaps never written, which
// FindBook can write again.
func WriteBook(ctx context.Context, c Catalog, b *Book, f Filter, write func(ps []*Record) error) ([]*Record, error) {
	ps, err := c.AddBook(ctx, b, f)
	if err != nil {
		return nil, err
	}
	if err := write(ps); err != nil {
		return nil, &BookWriteError{Book: b.ID, Err: err, Kept: c.DeleteBook(context.WithoutCancel(ctx), b.ID)}
	}
	return ps, nil
}

// BookWriteError is WriteBook's error when the book was recorded but not
// written.
type BookWriteError struct {
	Book int64 // the book's id
	Err  error // write's error
	// Kept is DeleteBook's error when the book could not be unrecorded:
	// it stays in the catalog and its puzzles are used. It is nil when
	// the book was unrecorded.
	Kept error
}

func (e *BookWriteError) Error() string {
	s := fmt.Sprintf("book %d not written: %v", e.Book, e.Err)
	if e.Kept != nil {
		s += fmt.Sprintf("; it stays recorded, its puzzles used: %v", e.Kept)
	}
	return s
}

// Unwrap returns write's error.
func (e *BookWriteError) Unwrap() error { return e.Err }
