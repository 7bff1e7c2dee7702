package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/dustin/go-humanize"
	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

func exportCommand() *cli.Command {
	perPage := make([]string, len(book.PerPageValues))
	for i, v := range book.PerPageValues {
		perPage[i] = strconv.Itoa(v)
	}
	papers := make([]string, len(book.Papers))
	for i, p := range book.Papers {
		papers[i] = string(p)
	}
	formats := make([]string, len(book.Formats))
	for i, f := range book.Formats {
		formats[i] = string(f)
	}
	return &cli.Command{
		Name:  "export",
		Usage: "make a book of puzzles from the catalog: PDF, txt, csv, json, html or svg",
		Description: "Selects puzzles like query (--count N of them, by default rated puzzles with\n" +
			"the lowest technique rating first; --order score picks by seed score, unrated\n" +
			"puzzles too), leaving out those of earlier books unless --reuse, records the\n" +
			"book in the catalog and writes it to --out, in the format of its extension or\n" +
			"--format. Books label each puzzle with its clues, grade and rating; csv and json\n" +
			"also hold the seed score. svg writes one file per grid into a directory unless\n" +
			"--out ends in .svg. An existing --out is replaced only with --force. sudoku\n" +
			"books lists the books; --book ID writes one again, the same puzzles in the same\n" +
			"order with the same layout unless flags given now say otherwise.",
		Flags: append(append([]cli.Flag{dbFlag()}, exportSelectionFlags()...),
			&cli.IntFlag{Name: "count", Usage: "put `N` puzzles in the book (required, unless --book)", DefaultText: "none"},
			&cli.BoolFlag{Name: "reuse", Usage: "also pick puzzles that earlier books hold"},
			&cli.Int64Flag{Name: "book", Usage: "write the recorded book `ID` again (see sudoku books)", DefaultText: "none"},
			&cli.StringFlag{Name: "out", Usage: "write the book to `FILE` (required)"},
			&cli.StringFlag{Name: "format", Usage: "output `FORMAT`: " + strings.Join(formats, "|") + " (default: from the --out extension)"},
			&cli.StringFlag{Name: "title", Value: "Sudoku", Usage: "the book's `TITLE`"},
			&cli.IntFlag{Name: "per-page", Value: 4, Usage: "`N` puzzles a page: " + strings.Join(perPage, "|") + " (pdf, html)"},
			&cli.StringFlag{Name: "paper", Value: string(book.A4), Usage: "`PAPER` size: " + strings.Join(papers, "|") + " (pdf, html)"},
			&cli.BoolFlag{Name: "solutions", Usage: "add the answer key at the back"},
			&cli.BoolFlag{Name: "hints", Usage: "add a hints section after the puzzles: for each puzzle the step where its reader gets stuck, the first harder than a single, named and located (pdf, html, txt; csv and json get a hint field)"},
			&cli.BoolFlag{Name: "grids", Usage: "txt: print N-line grids instead of one puzzle a line"},
			&cli.StringFlag{Name: "symbols", Usage: "print `SYMBOLS` in place of the digits, one a digit (ABCDEF for a 6x6 grid, ranges as in 0-9A-F for 16x16; pdf, html, svg, txt grids)", DefaultText: "the digits"},
			&cli.BoolFlag{Name: "shade", Usage: "fill killer cages with light greys, for screens (pdf, svg, html)"},
			&cli.BoolFlag{Name: "force", Usage: "replace --out if it exists"},
		),
		Action: doExport,
	}
}

// exportOrder is export's default --order: a book is for people, so it
// picks puzzles by how hard they are to solve (the technique rating),
// easiest first, not by seed score as query does.
const exportOrder = "rating"

// exportSelectionFlags are query's selection flags with export's default
// order.
func exportSelectionFlags() []cli.Flag {
	fs := selectionFlags()
	for i, f := range fs {
		if f.Names()[0] == "order" {
			fs[i] = &cli.StringFlag{Name: "order", Value: exportOrder,
				Usage: "order: " + strings.Join(store.OrderNames(), "|") + " (rating and -rating pick rated puzzles only)"}
		}
	}
	return fs
}

// setLayout takes the layout flags given on the command line into l and
// checks them.
func setLayout(c *cli.Context, l *book.Layout) error {
	if c.IsSet("paper") || l.Paper == "" {
		p, err := book.ParsePaper(c.String("paper"))
		if err != nil {
			return usagef(c, "--paper: %v", err)
		}
		l.Paper = string(p)
	}
	if c.IsSet("per-page") || l.PerPage == 0 {
		l.PerPage = c.Int("per-page")
	}
	ok := false
	for _, v := range book.PerPageValues {
		ok = ok || l.PerPage == v
	}
	if !ok {
		return usagef(c, "--per-page %d: want 1, 2, 4 or 6", l.PerPage)
	}
	if c.IsSet("solutions") {
		l.Solutions = c.Bool("solutions")
	}
	if c.IsSet("grids") {
		l.Grids = c.Bool("grids")
	}
	if c.IsSet("shade") {
		l.Shade = c.Bool("shade")
	}
	if c.IsSet("hints") {
		l.Hints = c.Bool("hints")
	}
	if c.IsSet("symbols") {
		l.Symbols = c.String("symbols")
		if c.IsSet("size") {
			// Said before the catalog is opened; else at the book's size.
			if _, err := book.ParseSymbols(l.Symbols, c.Int("size")); err != nil {
				return usagef(c, "--symbols: %v", err)
			}
		}
	}
	return nil
}

func doExport(c *cli.Context) (err error) {
	out := c.String("out")
	if out == "" {
		return usagef(c, "--out FILE is required")
	}
	format, err := book.ResolveFormat(out, c.String("format"))
	if err != nil {
		return usagef(c, "%v (use --format %s)", err, "pdf|txt|csv|json|html|svg")
	}
	if c.Bool("grids") && format != book.Text {
		return usagef(c, "--grids is for txt, not %s", format)
	}
	again := c.IsSet("book")
	if again {
		for _, name := range []string{"score", "clues", "grade", "rating", "variant", "size", "symmetry", "order", "count", "reuse"} {
			if c.IsSet(name) {
				return usagef(c, "--%s selects puzzles, but --book writes a recorded book's puzzles", name)
			}
		}
		if c.Int64("book") < 1 {
			return usagef(c, "--book %d: book ids start at 1", c.Int64("book"))
		}
	} else if c.Int("count") < 1 {
		return usagef(c, "--count N (at least 1) is required: how many puzzles the book holds")
	}
	// Check every flag before the catalog is opened (or created).
	var layout book.Layout
	if err := setLayout(c, &layout); err != nil {
		return err
	}
	var f store.Filter
	if !again {
		if f, err = selection(c); err != nil {
			return err
		}
		f.Limit, f.Unused = c.Int("count"), !c.Bool("reuse")
	}
	st, err := openCatalog(c)
	if err != nil {
		return err
	}
	defer closeCatalog(st, &err)

	var (
		rec    *store.Book
		params book.Params
		b      *book.Book
		o      book.Options
	)
	// write writes rec's puzzles ps, laid out as params say.
	write := func(ps []*store.Record) error {
		b = &book.Book{Title: rec.Title, Created: rec.Created, Puzzles: make([]book.Entry, len(ps))}
		for i, p := range ps {
			b.Puzzles[i] = book.Entry{Number: i + 1, ID: p.ID, Puzzle: p.Puzzle, Solution: p.Solution, Score: p.Score, Rating: p.Rating}
		}
		o = params.Layout.Options()
		if s := params.Layout.Symbols; s != "" && len(ps) > 0 {
			sym, err := book.ParseSymbols(s, ps[0].Puzzle.N())
			if err != nil {
				return fmt.Errorf("--symbols: %w", err)
			}
			o.Symbols = sym
		}
		if o.Hints {
			addHints(b, ps)
		}
		return book.Export(out, format, c.Bool("force"), b, o)
	}
	if again {
		var ps []*store.Record
		if rec, ps, err = recordedBook(c, st, &params); err != nil {
			return err
		}
		if err := write(ps); err != nil {
			return cli.Exit(writeFailure(err, out), exitInput)
		}
	} else {
		params = book.Params{Layout: layout, Format: string(format), Out: out}
		rec = &store.Book{Title: c.String("title")}
		if err := newBook(c, st, rec, f, &params, write); err != nil {
			return err
		}
	}
	summary, err := exportSummary(rec, b, format, o, out, again)
	if err != nil {
		return err
	}
	fmt.Fprintln(c.App.ErrWriter, summary)
	return nil
}

// newBook makes the book rec of the puzzles f selects (store.WriteBook):
// it records the book with params, which gain the selection, then writes
// it with write, and unrecords it if writing fails. Should the process
// die in between, the catalog holds a book that was perhaps never
// written; sudoku books lists it and --book writes it. newBook words the
// errors.
func newBook(c *cli.Context, st store.Catalog, rec *store.Book, f store.Filter, params *book.Params, write func([]*store.Record) error) error {
	var kinds []string
	for _, k := range f.Kinds {
		kinds = append(kinds, k.String())
	}
	params.Selection = &book.Selection{
		Score: f.Score.String(), Clues: f.Clues.String(),
		Rating: rating.ValueRange(f.Rating), Variant: strings.Join(kinds, ","),
		Scale: scaleParam(f), Size: f.Size,
		Order: f.Order.String(), Count: f.Limit, Reuse: !f.Unused,
	}
	if f.Symmetry != nil {
		params.Selection.Symmetry = f.Symmetry.String()
	}
	if f.Grade != nil {
		name := f.Grade.String() // "": unrated
		params.Selection.Grade = &name
	}
	js, err := json.Marshal(params)
	if err != nil {
		return err
	}
	rec.Params = string(js)
	_, err = store.WriteBook(c.Context, st, rec, f, write)
	var (
		failed *store.BookWriteError
		short  *store.ShortError
	)
	switch {
	case errors.As(err, &failed):
		msg := writeFailure(failed.Err, params.Out)
		if failed.Kept != nil {
			msg += fmt.Sprintf("\nsudoku export: book %d stays recorded, its puzzles used: %v", failed.Book, failed.Kept)
		}
		return cli.Exit(msg, exitInput)
	case errors.As(err, &short):
		unrated, err := store.UnratedMatches(c.Context, st, f, short)
		if err != nil {
			return cli.Exit(fmt.Sprintf("sudoku export: %v", err), exitInput)
		}
		msg := shortMessage(short, f.Order.String(), unrated)
		if sc, found, err := store.OtherScale(c.Context, st, f); err != nil {
			return cli.Exit(fmt.Sprintf("sudoku export: %v", err), exitInput)
		} else if found {
			msg += fmt.Sprintf("; puzzles rated on the %s ladder match too (--scale %s)", sc, sc)
		}
		return cli.Exit("sudoku export: "+msg, exitInput)
	case c.Context.Err() != nil:
		return cli.Exit("sudoku export: interrupted; nothing was recorded or written", exitInput)
	case err != nil:
		return cli.Exit(fmt.Sprintf("sudoku export: %v", err), exitInput)
	}
	return nil
}

// writeFailure words the error of writing the book to out.
func writeFailure(err error, out string) string {
	if errors.Is(err, fs.ErrExist) {
		return fmt.Sprintf("sudoku export: %s exists; --force replaces it", out)
	}
	return fmt.Sprintf("sudoku export: %v", err)
}

// scaleParam is the ladder a book's selection compared ratings on, ""
// when it compared none.
func scaleParam(f store.Filter) string {
	if !f.ScaleMatters() {
		return ""
	}
	return f.Scale.String()
}

// shortMessage says how many puzzles matched, and what --reuse would add;
// when the rating order left out unrated puzzles that match (unrated of
// them, -1 for enough to fill the book), it says so and how to use them.
func shortMessage(e *store.ShortError, order string, unrated int) string {
	// AddBook counts the used ones only up to what is wanted.
	enough := e.Matched+e.Used == e.Wanted
	kind := ""
	if unrated != 0 {
		kind = "rated "
	}
	var s string
	switch {
	case e.Matched == 0 && e.Used == 0:
		s = "the selection matches no " + kind + "puzzles"
	case e.Matched == 0:
		s = "every " + kind + "puzzle that matches the selection is in an earlier book (--reuse picks them again)"
	default:
		s = fmt.Sprintf("the selection matches only %d %s%s, --count asks for %d", e.Matched, kind, plural(e.Matched, "puzzle"), e.Wanted)
		switch {
		case e.Used > 0 && enough:
			s += "; with --reuse, puzzles of earlier books make up the rest"
		case e.Used == 1:
			s += "; 1 more is in an earlier book (--reuse picks it again)"
		case e.Used > 1:
			s += fmt.Sprintf("; %d more are in earlier books (--reuse picks them again)", e.Used)
		}
	}
	switch {
	case unrated == -1 && e.Matched == 0:
		s += "; unrated puzzles match"
	case unrated == -1:
		s += "; unrated puzzles that match make up the rest"
	case unrated == 1:
		s += "; 1 unrated puzzle matches"
	case unrated > 1:
		s += fmt.Sprintf("; %d unrated puzzles match", unrated)
	default:
		return s
	}
	// import rates what it stores but leaves a puzzle it holds as it is,
	// so rating them takes a new catalog.
	return s + fmt.Sprintf(", but --order %s picks rated puzzles only: --order score picks by seed score, unrated ones too; "+
		"or import the puzzles again into a new catalog (--db), which rates them", order)
}

// recordedBook loads the book --book names, with its layout overridden by
// the layout flags given.
func recordedBook(c *cli.Context, st store.Catalog, params *book.Params) (*store.Book, []*store.Record, error) {
	id := c.Int64("book")
	rec, ps, err := st.FindBook(c.Context, id)
	switch {
	case errors.Is(err, store.ErrNoBook):
		return nil, nil, cli.Exit(fmt.Sprintf("sudoku export: there is no book %d in %s (sudoku books lists them)", id, st.Path()), exitInput)
	case err != nil:
		return nil, nil, cli.Exit(fmt.Sprintf("sudoku export: %v", err), exitInput)
	}
	if err := json.Unmarshal([]byte(rec.Params), params); err != nil {
		return nil, nil, cli.Exit(fmt.Sprintf("sudoku export: book %d: its recorded parameters: %v", id, err), exitInput)
	}
	if err := setLayout(c, &params.Layout); err != nil {
		return nil, nil, err
	}
	if c.IsSet("title") {
		rec.Title = c.String("title")
	}
	return rec, ps, nil
}

// exportSummary is the line printed when a book is written: its id, how
// many puzzles and (PDF) pages, and where it went, how big.
func exportSummary(rec *store.Book, bk *book.Book, f book.Format, o book.Options, out string, again bool) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "wrote book %d", rec.ID)
	if again {
		b.WriteString(" again")
	}
	fmt.Fprintf(&b, " (%d %s", rec.Puzzles, plural(rec.Puzzles, "puzzle"))
	if f == book.PDF {
		pages, err := book.PDFPages(bk, o)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, ", %d pages", pages)
	}
	if f == book.SVG && book.IsSVGDir(out) {
		// The directory may hold other files too (--force).
		names := book.SVGDirNames(bk, o)
		var size int64
		for _, name := range names {
			fi, err := os.Stat(filepath.Join(out, name))
			if err != nil {
				return "", err
			}
			size += fi.Size()
		}
		fmt.Fprintf(&b, ") to %s%c: %d files, %s", filepath.Clean(out), filepath.Separator, len(names), humanize.Bytes(uint64(size)))
		return b.String(), nil
	}
	fi, err := os.Stat(out)
	if err != nil {
		return "", err
	}
	fmt.Fprintf(&b, ") to %s: %s", out, humanize.Bytes(uint64(fi.Size())))
	return b.String(), nil
}

// addHints gives each puzzle of b, as stored in ps, its hint: the step of
// its solving path where its reader gets stuck, named and located
// (score.Rater.Hint, rating.Step.HintText), on the ladder it was rated on.
func addHints(b *book.Book, ps []*store.Record) {
	var raters [rating.NumScales]*score.Rater
	for i, p := range ps {
		sc := p.Rating.Scale
		if raters[sc] == nil {
			raters[sc] = score.NewRater(score.WithScale(sc))
		}
		if s, ok := raters[sc].Hint(&p.Puzzle); ok {
			b.Puzzles[i].Hint = s.HintText()
		}
	}
}
