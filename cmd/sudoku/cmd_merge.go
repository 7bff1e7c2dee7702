package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/engine"
)

func mergeCommand() *cli.Command {
	return &cli.Command{
		Name:      "merge",
		Usage:     "copy the puzzles of SQLite catalogs into the catalog",
		ArgsUsage: "SRC.db...",
		Description: "Copies every puzzle of the SQLite catalogs named into the catalog --db (SQLite\n" +
			"or PostgreSQL), with its solution, scores, ratings and provenance: its source\n" +
			"(the generator run or import that made it, with its host) is copied too. A\n" +
			"puzzle whose isomorph is in the catalog already is skipped, as import does, and\n" +
			"a source the catalog has already (from an earlier merge) is not copied again, so\n" +
			"merging the same catalog twice adds nothing. Books are not copied. Prints one\n" +
			"line per catalog merged: puzzles read, stored and skipped, sources copied.\n" +
			"\n" +
			"A laptop's night joins the shared catalog:\n" +
			"  sudoku merge night.db --db postgres://me@dbhost:5432/puzzles",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.IntFlag{Name: "batch", Value: 5000, Usage: "`N` puzzles per transaction"},
		},
		Action: doMerge,
	}
}

func doMerge(c *cli.Context) (err error) {
	if !c.Args().Present() {
		return usagef(c, "name the SQLite catalogs to merge (sudoku merge SRC.db... --db DEST)")
	}
	for _, src := range c.Args().Slice() {
		if engine.IsPostgres(src) {
			return usagef(c, "%s: merge reads SQLite catalogs; --db names where they go", src)
		}
	}
	batch := c.Int("batch")
	if batch < 1 {
		return usagef(c, "--batch must be at least 1")
	}
	dst, err := openCatalog(c)
	if err != nil {
		return err
	}
	defer closeCatalog(dst, &err)
	failed := false
	for _, path := range c.Args().Slice() {
		n, err := mergeOne(c, dst, path, batch)
		if n != nil {
			fmt.Fprintf(c.App.Writer, "%s: %d puzzles read, %d stored, %d duplicates (same puzzle %d, isomorph %d); %d sources, %d copied\n",
				path, n.Read, n.Stored(), n.Duplicates(), n.Same(), n.Isomorphs(), n.Sources, n.Copied)
		}
		switch {
		case errors.Is(err, store.ErrUnavailable), errors.Is(err, context.Canceled):
			return cli.Exit(fmt.Sprintf("sudoku merge: %s: %v", path, err), exitInput)
		case err != nil:
			fmt.Fprintf(c.App.ErrWriter, "sudoku merge: %v\n", err)
			failed = true
		}
	}
	if failed {
		return cli.Exit("", exitInput) // each was reported
	}
	return nil
}

// mergeOne merges the SQLite catalog at path into dst (store.Merge).
func mergeOne(c *cli.Context, dst store.Catalog, path string, batch int) (*store.MergeCounts, error) {
	src, err := engine.OpenExisting(c.Context, path) // a SQLite path: doMerge refused URLs
	if err != nil {
		return nil, err
	}
	defer src.Close()
	n, err := store.Merge(c.Context, dst, src, batch, sayOutages(c.App.ErrWriter, "sudoku merge"))
	if err != nil {
		return n, fmt.Errorf("%s: %w", path, err)
	}
	return n, nil
}
