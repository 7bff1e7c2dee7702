package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/store"
)

// dbFlag is the --db flag of the commands that use the catalog: the flag,
// else $SUDOKU_DB, else sudoku.db in the current directory.
func dbFlag() *cli.StringFlag {
	return &cli.StringFlag{
		Name:    "db",
		Usage:   "catalog `PATH`",
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
// there: for the commands that store (generate, import, export).
func openCatalog(c *cli.Context) (*store.Store, error) {
	s, err := store.Open(catalogPath(c))
	return catalogResult(c, s, err)
}

// openCatalogToRead opens the catalog that --db names, which must exist:
// for the commands that only read (query, stats, books), so that a
// mistyped path is an error, not an empty answer from a new catalog.
func openCatalogToRead(c *cli.Context) (*store.Store, error) {
	s, err := store.OpenExisting(catalogPath(c))
	return catalogResult(c, s, err)
}

// catalogResult words the errors of opening a catalog. A file that is not
// a catalog, one of a newer program, or none at all is an input problem
// (exit 1).
func catalogResult(c *cli.Context, s *store.Store, err error) (*store.Store, error) {
	switch {
	case errors.Is(err, store.ErrNoCatalog):
		return nil, cli.Exit(fmt.Sprintf("sudoku %s: %v (sudoku generate or sudoku import makes one; --db names another)", c.Command.Name, err), exitInput)
	case errors.Is(err, store.ErrNotCatalog), errors.Is(err, store.ErrTooNew):
		return nil, cli.Exit(fmt.Sprintf("sudoku %s: %v", c.Command.Name, err), exitInput)
	case err != nil:
		return nil, cli.Exit(fmt.Sprintf("sudoku %s: catalog %v", c.Command.Name, err), exitInput)
	}
	return s, nil
}

// closeCatalog closes s, keeping the first error.
func closeCatalog(s *store.Store, err *error) {
	if cerr := s.Close(); *err == nil && cerr != nil {
		*err = cerr
	}
}
