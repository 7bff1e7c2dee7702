// Package engine opens a catalog by its name: a postgres:// or
// postgresql:// URL opens the PostgreSQL catalog of that database
// (store/postgres), anything else is the path of a SQLite file
// (store/sqlite). It is the one place that knows both engines, so that
// the command line needs neither.
package engine

import (
	"context"

	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/postgres"
	"github.com/puzzlebook/sudoku/store/sqlite"
)

// Open opens the catalog name, creating it (the SQLite file, or the
// schema in an empty PostgreSQL database) when it is not there.
func Open(ctx context.Context, name string) (store.Catalog, error) {
	if postgres.IsURL(name) {
		return nonNil(postgres.Open(ctx, name))
	}
	return nonNil(sqlite.Open(name))
}

// OpenExisting opens the catalog name, which must exist: an error
// wrapping store.ErrNoCatalog otherwise, and nothing is created.
func OpenExisting(ctx context.Context, name string) (store.Catalog, error) {
	if postgres.IsURL(name) {
		return nonNil(postgres.OpenExisting(ctx, name))
	}
	return nonNil(sqlite.OpenExisting(name))
}

// IsPostgres reports whether name is a PostgreSQL URL.
func IsPostgres(name string) bool { return postgres.IsURL(name) }

// nonNil returns a nil interface, not a nil pointer in one, on error.
func nonNil[S store.Catalog](s S, err error) (store.Catalog, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}
