package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/engine"
)

// dbFlag is the --db flag of the commands that use the catalog: the flag,
// else $SUDOKU_DB, else sudoku.db in the current directory. A
// postgres://user@host:port/dbname URL names a PostgreSQL catalog.
func dbFlag() *cli.StringFlag {
	return &cli.StringFlag{
		Name:    "db",
		Usage:   "catalog: a SQLite file `PATH`, or a postgres://user@host:port/dbname URL",
		EnvVars: []string{"SUDOKU_DB"},
		Value:   "sudoku.db",
	}
}

// catalogPath is the catalog --db names: the flag, else $SUDOKU_DB, else
// sudoku.db. SUDOKU_DB set but empty means the default.
func catalogPath(c *cli.Context) string {
	if path := c.String("db"); path != "" {
		return path
	}
	return "sudoku.db"
}

// openCatalog opens the catalog that --db names, creating it if it is not
// there: for the commands that store (generate, import, merge, export).
func openCatalog(c *cli.Context) (store.Catalog, error) {
	s, err := engine.Open(c.Context, catalogPath(c))
	return catalogResult(c, s, err)
}

// openCatalogToRead opens the catalog that --db names, which must exist:
// for the commands that only read (query, stats, books), so that a
// mistyped path is an error, not an empty answer from a new catalog.
func openCatalogToRead(c *cli.Context) (store.Catalog, error) {
	s, err := engine.OpenExisting(c.Context, catalogPath(c))
	return catalogResult(c, s, err)
}

// catalogResult words the errors of opening a catalog, in one line. A
// file that is not a catalog, one of a newer program, none at all, or a
// server that does not answer is an input problem (exit 1); a URL that
// does not parse, or names a user, password or database the server
// refuses, is a usage error (exit 2).
func catalogResult(c *cli.Context, s store.Catalog, err error) (store.Catalog, error) {
	switch {
	case errors.Is(err, store.ErrLocation):
		return nil, usagef(c, "--db %v", err)
	case errors.Is(err, store.ErrNoCatalog):
		return nil, cli.Exit(fmt.Sprintf("sudoku %s: %v (sudoku generate or sudoku import makes one; --db names another)", c.Command.Name, err), exitInput)
	case errors.Is(err, store.ErrNotCatalog), errors.Is(err, store.ErrTooNew), errors.Is(err, store.ErrUnavailable):
		return nil, cli.Exit(fmt.Sprintf("sudoku %s: %v", c.Command.Name, err), exitInput)
	case err != nil:
		return nil, cli.Exit(fmt.Sprintf("sudoku %s: catalog %v", c.Command.Name, err), exitInput)
	}
	return s, nil
}

// closeCatalog closes s, keeping the first error.
func closeCatalog(s store.Catalog, err *error) {
	if cerr := s.Close(); *err == nil && cerr != nil {
		*err = cerr
	}
}
