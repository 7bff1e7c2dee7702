package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/internal/ordered"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

func importCommand() *cli.Command {
	return &cli.Command{
		Name:      "import",
		Usage:     "store the unique puzzles of collections in the catalog",
		ArgsUsage: "[FILE...]",
		Description: "Reads puzzles from the files named, or standard input, solves and scores them\n" +
			"on all cores and stores each one with a unique solution whose isomorph (the\n" +
			"same puzzle relabelled, reflected or with rows and columns moved) is not in the\n" +
			"catalog yet. Prints how many were stored, were duplicates (the same puzzle, or\n" +
			"an isomorph, already stored) or were rejected, and why. Puzzles are stored in\n" +
			"batches, one transaction each; after a crash or Ctrl-C, run the same import\n" +
			"again to store the rest.\n" +
			"\n" +
			"Each puzzle is stored with its technique rating, hardest technique, grade and\n" +
			"stable score (see sudoku score). Rating costs most: easy puzzles rate at about\n" +
			"a thousand a second per core, the hardest at tens; --rate=false skips it.\n" +
			"--scale picks the ladder (se, classic Sudoku Explainer 1.2.1, or sukaku), which\n" +
			"the catalog records with each rating.\n" +
			"\n" +
			"Killer and greater-than puzzles (JSON lines, f-puzzles JSON, SudokuPad links)\n" +
			"are rated on the variant ladder and stored with their exact seed score, or\n" +
			"none when its search passes --seed-nodes (as a large killer's with few givens\n" +
			"does); their isomorphs are the same puzzle turned or reflected (relabelling\n" +
			"digits would change sums and signs).",
		Flags: append([]cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "source", Usage: "source `NAME` recorded with the puzzles (default: the file name)"},
			workersFlag(),
			&cli.IntFlag{Name: "batch", Value: 5000, Usage: "puzzles per transaction"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "print each puzzle's outcome on stderr"},
			seedNodesFlag(),
		}, append(ratingFlags(), sizeFlags()...)...),
		Action: doImport,
	}
}

// checked is a puzzle read, solved, scored and keyed by a worker.
type checked struct {
	input
	score.Result
	key iso.Key
}

// importCounts are the running totals of an import. The reader and the
// writer goroutines update them and the progress line reads them.
type importCounts struct {
	checked                          atomic.Int64 // solved and scored
	store.Tally                                   // by the writer
	noSolution, multiple, unreadable atomic.Int64
}

func (n *importCounts) rejected() int64 {
	return n.noSolution.Load() + n.multiple.Load() + n.unreadable.Load()
}

// pending is a puzzle handed to the writer, with the file it came from.
type pending struct {
	p    *store.Record
	file string
}

func doImport(c *cli.Context) (err error) {
	n, err := workers(c)
	if err != nil {
		return err
	}
	batchSize := c.Int("batch")
	if batchSize < 1 {
		return usagef(c, "--batch must be at least 1")
	}
	k, err := stableK(c)
	if err != nil {
		return err
	}
	scale, timeout, err := ladderOf(c)
	if err != nil {
		return err
	}
	// WithDone: an interrupt stops a long seed search, whose puzzle is
	// then neither stored nor reported (ordered.Map emits nothing once
	// the context is done).
	budget, err := seedBudget(c)
	if err != nil {
		return err
	}
	scoring := []score.Option{score.WithScale(scale), score.WithRateTimeout(timeout), score.WithStable(k), budget, score.WithDone(c.Context.Done())}
	if c.Bool("rate") {
		scoring = append(scoring, score.WithRating())
	}
	st, err := openCatalog(c)
	if err != nil {
		return err
	}
	defer closeCatalog(st, &err)

	start := time.Now()
	var counts importCounts
	// The reader, the emitter and the writer all report on stderr.
	ew := newStatusWriter(c.App.ErrWriter)
	c.App.ErrWriter = ew
	stopProgress := func() {}
	if ew.terminal {
		// The time left needs the number of puzzles: the files are
		// counted beside the import, which is far slower than reading.
		var total atomic.Int64
		total.Store(-1)
		form, _ := plainFormOf(c) // checked when the inputs are read
		go func() {
			if n, ok := countPuzzles(c.Context, c.Args().Slice(), form); ok {
				total.Store(n)
			}
		}()
		stopProgress = every(time.Second, func() {
			ew.Status(importStatus(&counts, total.Load(), time.Since(start)))
		})
	}
	w := newImportWriter(c, st, &counts, batchSize)
	sources := map[string]int64{}
	mapErr := ordered.Map(c.Context, n,
		func(send func(input) bool) error {
			bad, err := feedPuzzles(c, send)
			counts.unreadable.Store(int64(bad))
			return err
		},
		func() func(input) checked {
			sc := score.NewScorer(scoring...)
			return func(p input) checked {
				r := checked{input: p, Result: sc.ScorePuzzle(&p.rec.Puzzle)}
				if r.Unique() {
					// The key on the worker, beside the scoring: a classic
					// puzzle's minlex form is the dearer part of storing it.
					r.key = p.rec.Puzzle.Key()
				}
				return r
			}
		},
		func(r checked) error {
			counts.checked.Add(1)
			switch r.Solutions {
			case 0:
				counts.noSolution.Add(1)
				fmt.Fprintf(c.App.ErrWriter, "%s:%d: no solution\n", r.file, r.rec.Line)
				return nil
			case 2:
				counts.multiple.Add(1)
				fmt.Fprintf(c.App.ErrWriter, "%s:%d: multiple solutions\n", r.file, r.rec.Line)
				return nil
			}
			src, ok := sources[r.file]
			if !ok {
				var err error
				if src, err = addImportSource(c, st, r.file); err != nil {
					return err
				}
				sources[r.file] = src
			}
			p := scoredRecord(r.rec.Puzzle, r.Solution, r.Score, !r.SeedCut, r.Path, r.Stable, src)
			p.Key, p.Line = r.key, r.rec.Line
			return w.Add(pending{p, r.file})
		})
	// On Ctrl-C the puzzles already checked are still stored.
	werr := w.Close()
	stopProgress()
	ew.Clear()
	printImportReport(c.App.Writer, &counts)
	elapsed := time.Since(start)
	fmt.Fprintf(c.App.ErrWriter, "import: %d puzzles in %.1fs (%s) into %s\n",
		counts.checked.Load(), elapsed.Seconds(), rate(float64(counts.checked.Load())/elapsed.Seconds()), st.Path())
	if f := faultsText(w.Faults()); f != "" {
		fmt.Fprintf(c.App.ErrWriter, "import: %s\n", f)
	}
	switch {
	case werr != nil:
		return cli.Exit(fmt.Sprintf("sudoku import: storing: %v", werr), exitInput)
	case c.Context.Err() != nil:
		return cli.Exit("sudoku import: interrupted; what was checked is stored, run the same import again to store the rest", exitInput)
	case mapErr != nil:
		return cli.Exit(fmt.Sprintf("sudoku import: %v", mapErr), exitInput)
	case counts.rejected() > 0:
		return cli.Exit("", exitInput) // each was reported
	}
	return nil
}

// addImportSource records where file's puzzles come from.
func addImportSource(c *cli.Context, st store.Catalog, file string) (int64, error) {
	src := &store.Source{Kind: store.KindImport, Name: c.String("source")}
	if file != "stdin" {
		src.File = file
	}
	if src.Name == "" {
		src.Name = filepath.Base(file)
	}
	if err := st.AddSource(context.WithoutCancel(c.Context), src); err != nil {
		return 0, err
	}
	return src.ID, nil
}

// newImportWriter starts the catalog writer of an import, which commits
// a batch every batch puzzles or 2 s, counts the outcomes and, with
// --verbose, reports each.
func newImportWriter(c *cli.Context, st store.Catalog, counts *importCounts, batch int) *store.Writer[pending] {
	verbose := c.Bool("verbose")
	return store.NewWriter(c.Context, st, func(p pending) *store.Record { return p.p },
		func(p pending, o store.Outcome) {
			counts.Add(p.p, o)
			if verbose {
				fmt.Fprintf(c.App.ErrWriter, "%s:%d: %s %d\n", p.file, p.p.Line, outcomeText(o.Status), o.ID)
			}
		}, sayOutages(c.App.ErrWriter, "sudoku import"), store.WithBatch(batch), store.WithWait(2*time.Second))
}

func outcomeText(s store.Status) string {
	switch s {
	case store.Duplicate:
		return "duplicate of"
	case store.Isomorph:
		return "isomorph of"
	}
	return "stored as"
}

func printImportReport(out io.Writer, n *importCounts) {
	read := n.checked.Load() + n.unreadable.Load()
	w := len(strconv.FormatInt(read, 10))
	fmt.Fprintf(out, "read        %*d puzzles\n", w, read)
	fmt.Fprintf(out, "stored      %*d\n", w, n.Stored())
	fmt.Fprintf(out, "duplicates  %*d (same puzzle %d, isomorph %d)\n",
		w, n.Same()+n.Isomorphs(), n.Same(), n.Isomorphs())
	fmt.Fprintf(out, "rejected    %*d (no solution %d, multiple solutions %d, unreadable %d)\n",
		w, n.rejected(), n.noSolution.Load(), n.multiple.Load(), n.unreadable.Load())
}

// importStatus is the progress line of an import: the puzzles checked of
// total (< 0: not known, as from stdin), the outcomes, the rate and, with
// a total, the time left at that rate.
func importStatus(n *importCounts, total int64, elapsed time.Duration) string {
	checked := n.checked.Load()
	var b strings.Builder
	fmt.Fprintf(&b, "import: %d", checked)
	if total >= 0 {
		fmt.Fprintf(&b, " of %d", total)
	}
	r := float64(checked) / elapsed.Seconds()
	fmt.Fprintf(&b, " checked, %d stored, %d duplicates, %d rejected, %s", n.Stored(), n.Duplicates(), n.rejected(), rate(r))
	if total >= 0 && checked > 0 {
		left := time.Duration(float64(max(total-checked, 0)) / r * float64(time.Second))
		fmt.Fprintf(&b, ", %s left", shortDuration(left))
	}
	return b.String()
}

// countPuzzles counts the puzzles of the named files as import reads
// them (unreadable records left out). It reports false for standard input,
// which cannot be read twice, a file it cannot read, or ctx done.
func countPuzzles(ctx context.Context, files []string, form plainForm) (int64, bool) {
	var n int64
	for _, name := range files {
		if name == "-" {
			return 0, false
		}
		f, err := os.Open(name)
		if err != nil {
			return 0, false
		}
		rd := puzzleio.NewReader(f, name)
		form.setOn(rd)
		for ctx.Err() == nil {
			_, err := rd.Next()
			var pe *puzzleio.Error
			if errors.As(err, &pe) {
				continue
			}
			if err != nil {
				break
			}
			n++
		}
		f.Close()
	}
	return n, len(files) > 0 && ctx.Err() == nil
}
