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
		Usage:   "catalog `PATH` (created with the current schema if missing)",
		EnvVars: []string{"SUDOKU_DB"},
		Value:   "sudoku.db",
	}
}

// openCatalog opens the catalog that --db names. A file that is not a
// catalog, or is one of a newer program, is an input problem (exit 1).
func openCatalog(c *cli.Context) (*store.Store, error) {
	path := c.String("db")
	if path == "" {
		path = "sudoku.db" // SUDOKU_DB= (set but empty) means the default
	}
	s, err := store.Open(path)
	switch {
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
