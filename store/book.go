package store

import (
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
