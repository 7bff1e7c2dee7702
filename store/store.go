// Package store is the puzzle catalog's domain: unique puzzles with their
// solutions, scores, ratings and provenance, one per isomorphism class,
// and the books made from them. It defines the types (Puzzle, Source,
// Filter, Book, Stats, ...) and Catalog, the interface the command line
// uses, and holds no SQL: one package per database engine implements
// Catalog beneath it (store/sqlite, one file on one machine, and
// store/postgres, one catalog shared by many machines), both reading
// through the SQL of store/sqlbuild, and store/engine opens the one a
// catalog's name calls for.
//
// What every engine guarantees, also with several processes (on several
// machines, for PostgreSQL) writing at once:
//
//   - One puzzle per isomorphism class. Each puzzle carries its isomorph
//     key (iso.Key, the minlex form), on which the catalog has a unique
//     index; a batch is inserted with "insert or ignore" against that
//     index, so whichever writer commits a class first keeps it and every
//     other copy, in the same batch or another process's, is reported as
//     a Duplicate or an Isomorph of the stored one.
//   - Whole batches. AddPuzzles is one transaction: after a crash, a kill
//     or a lost connection either the batch is stored or none of it.
//   - Books never share a puzzle. AddBook selects the unused puzzles and
//     records them in one transaction that no other book-making
//     transaction overlaps (SQLite's single writer; a transaction-scoped
//     advisory lock in PostgreSQL), so each book sees every book recorded
//     before it.
//   - Migrations run once. Each engine applies its embedded scripts
//     (package migrations) in order, each in its own transaction that
//     first re-reads the schema version under a lock (BEGIN IMMEDIATE in
//     SQLite, pg_advisory_lock in PostgreSQL), so processes opening a new
//     catalog together apply each script once.
package store

import (
	"context"
	"errors"
)

// Errors that callers test. Engines wrap them with what they know.
var (
	// ErrNotCatalog: the database is not a catalog (another program's
	// database, or not a database at all). It was not changed.
	ErrNotCatalog = errors.New("not a puzzle catalog")
	// ErrTooNew: the catalog's schema is newer than this program's. It was
	// not changed.
	ErrTooNew = errors.New("catalog is newer than this program")
	// ErrNoCatalog: there is no catalog where one was to be opened without
	// creating it. Nothing was created.
	ErrNoCatalog = errors.New("no catalog")
	// ErrInvalid: a puzzle handed to AddPuzzles breaks an invariant (bad
	// grid, solution that does not solve it, no source).
	ErrInvalid = errors.New("invalid puzzle")
	// ErrLocation: the catalog's name is wrong: a URL that does not parse,
	// a user or password the database refuses, a database that is not
	// there. Retrying will not help.
	ErrLocation = errors.New("bad catalog location")
	// ErrUnavailable: the database server could not be reached, or the
	// connection to it was lost (it restarted, the network went away).
	// Nothing of the failed call was written; the same call may succeed
	// once the server is back.
	ErrUnavailable = errors.New("catalog unavailable")
)

// Catalog is an open catalog: what the command line uses, whatever the
// engine. Implementations are safe for concurrent use.
type Catalog interface {
	// AddSource stores src and sets its ID and Created, and its UID and
	// Host when they are empty (see PrepareSource). A source whose UID is
	// stored already is not stored again: src gets that source's ID and
	// Created, so copying a source twice (sudoku merge) adds it once.
	AddSource(ctx context.Context, src *Source) error
	// Sources returns every source, in id order.
	Sources(ctx context.Context) ([]*Source, error)

	// AddPuzzles stores the puzzles that are new, in one transaction:
	// either all of them are stored or none. It refuses a puzzle whose
	// isomorphism class is stored already, also when the first of the
	// class comes earlier in ps or was stored a moment ago by another
	// process, and says so in the puzzle's Outcome. It prepares each
	// puzzle (see Prepare) and sets ID, and Created when zero, of the
	// stored ones; their ids increase in the order of ps.
	//
	// Every puzzle must pass Check; otherwise AddPuzzles stores nothing
	// and returns an error wrapping ErrInvalid. Whether the solution is
	// unique is the caller's to check: AddPuzzles does not solve.
	AddPuzzles(ctx context.Context, ps []*Record) ([]Outcome, error)
	// FindPuzzles returns the puzzles f selects, in f's order.
	FindPuzzles(ctx context.Context, f Filter) ([]*Record, error)
	// EachPuzzle calls fn with each puzzle f selects, in f's order,
	// without holding them all in memory, from one snapshot of the
	// catalog. It stops at fn's first error and returns it.
	EachPuzzle(ctx context.Context, f Filter, fn func(*Record) error) error

	// AddBook records a book of exactly f.Limit puzzles: those f selects,
	// in f's order, numbered from 1. It sets b's ID, Created and Puzzles
	// and returns the puzzles in book order. Books made at the same time
	// with f.Unused never share a puzzle, whatever process or machine
	// makes them. When fewer than f.Limit puzzles match, AddBook records
	// nothing and returns a *ShortError.
	AddBook(ctx context.Context, b *Book, f Filter) ([]*Record, error)
	// FindBooks returns every book, oldest first.
	FindBooks(ctx context.Context) ([]*Book, error)
	// FindBook returns the book id and its puzzles in book order, from
	// one snapshot; an error wrapping ErrNoBook if there is none.
	FindBook(ctx context.Context, id int64) (*Book, []*Record, error)
	// DeleteBook removes the book id; its puzzles stay in the catalog and
	// are free for other books again. It returns an error wrapping
	// ErrNoBook if there is no such book.
	DeleteBook(ctx context.Context, id int64) error

	// Stats counts the catalog, from one snapshot.
	Stats(ctx context.Context) (*Stats, error)
	// Points reads the Points of the whole catalog from one snapshot.
	Points(ctx context.Context) (*Points, error)

	// Path names the catalog for messages: the file's path as given, or
	// the URL without its password.
	Path() string
	// Close closes the catalog.
	Close() error
}
