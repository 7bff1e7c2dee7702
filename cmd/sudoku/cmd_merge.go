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

// mergeCounts are what merging one catalog did.
type mergeCounts struct {
	outcomes
	read            int
	sources, copied int
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
				path, n.read, n.stored.Load(), n.duplicates(), n.same.Load(), n.isomorph.Load(), n.sources, n.copied)
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

// mergeOne copies the catalog at path into dst: its sources, then its
// puzzles in id order, in batches.
func mergeOne(c *cli.Context, dst store.Catalog, path string, batch int) (*mergeCounts, error) {
	ctx := c.Context
	src, err := engine.OpenExisting(ctx, path) // a SQLite path: doMerge refused URLs
	if err != nil {
		return nil, err
	}
	defer src.Close()
	n := &mergeCounts{}
	ids, err := copySources(ctx, src, dst, n)
	if err != nil {
		return n, fmt.Errorf("%s: %w", path, err)
	}
	w := newBatchWriter(ctx, dst, c.App.ErrWriter, "sudoku merge", func(p *store.Record) *store.Record { return p },
		func(p *store.Record, o store.Outcome) { n.add(p, o) })
	ps := make([]*store.Record, 0, batch)
	err = src.EachPuzzle(ctx, store.Filter{Order: store.ByID}, func(p *store.Record) error {
		n.read++
		// The copy keeps the key, the ratings, the provenance and the
		// time it was first stored; the catalog gives it its own id.
		p.ID, p.SourceID, p.SourceName = 0, ids[p.SourceID], ""
		ps = append(ps, p)
		if len(ps) == batch {
			b := ps
			ps = make([]*store.Record, 0, batch)
			return w.send(b)
		}
		return nil
	})
	if err == nil {
		err = w.send(ps)
	}
	if werr := w.close(); err == nil {
		err = werr
	}
	if err != nil {
		return n, fmt.Errorf("%s: %w", path, err)
	}
	return n, nil
}

// copySources copies the sources of src that dst does not have (by uid)
// and maps each source id of src to its id in dst.
func copySources(ctx context.Context, src, dst store.Catalog, n *mergeCounts) (map[int64]int64, error) {
	from, err := src.Sources(ctx)
	if err != nil {
		return nil, err
	}
	have, err := dst.Sources(ctx)
	if err != nil {
		return nil, err
	}
	byUID := make(map[string]int64, len(have))
	for _, s := range have {
		byUID[s.UID] = s.ID
	}
	ids := make(map[int64]int64, len(from))
	for _, s := range from {
		n.sources++
		if id, ok := byUID[s.UID]; ok {
			ids[s.ID] = id
			continue
		}
		cp := *s
		cp.ID = 0
		if err := dst.AddSource(ctx, &cp); err != nil {
			return nil, err
		}
		ids[s.ID] = cp.ID
		n.copied++
	}
	return ids, nil
}
