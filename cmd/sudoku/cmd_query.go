package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

func queryCommand() *cli.Command {
	return &cli.Command{
		Name:  "query",
		Usage: "print puzzles from the catalog by score, clues, grade or rating",
		Description: "Prints the catalog's puzzles that match every filter given, lowest seed score\n" +
			"first unless --order says otherwise (rating and -rating list rated puzzles\n" +
			"only). --rating, --grade and the rating orders compare classic puzzles rated on\n" +
			"the ladder of --scale (se, the default, or sukaku). --format tsv prints\n" +
			"id<TAB>puzzle<TAB>clues<TAB>score<TAB>grade<TAB>rating<TAB>stable, the last three\n" +
			"empty for puzzles not rated. --variant killer,greater keeps those kinds (default:\n" +
			"every kind); a variant prints as its one-line JSON form wherever a classic\n" +
			"puzzle prints its 81 characters, as a JSON object in --format json, and with\n" +
			"its cages and signs in --format grid. A variant stored without a seed score\n" +
			"has an empty score (null in JSON), and sorts first in score order.",
		Flags: append(append([]cli.Flag{dbFlag()}, selectionFlags()...),
			&cli.IntFlag{Name: "limit", Usage: "print at most `N` puzzles (0: all)"},
			&cli.IntFlag{Name: "offset", Usage: "skip the first `N` puzzles"},
			formatFlag("line", "tsv", "csv", "json", "grid"),
		),
		Action: doQuery,
	}
}

func doQuery(c *cli.Context) (err error) {
	fm, err := format(c, "line", "tsv", "csv", "json", "grid")
	if err != nil {
		return err
	}
	f, err := queryFilter(c)
	if err != nil {
		return err
	}
	st, err := openCatalogToRead(c)
	if err != nil {
		return err
	}
	defer closeCatalog(st, &err)
	bw := bufio.NewWriter(c.App.Writer)
	out := newQueryWriter(fm, bw)
	err = st.EachPuzzle(c.Context, f, out.write)
	if ferr := out.flush(); err == nil {
		err = ferr
	}
	if err == nil && out.n == 0 && f.Offset == 0 {
		// Nothing on this ladder: say so if the other has some.
		if sc, found, oerr := otherLadder(c.Context, st, f); oerr != nil {
			err = oerr
		} else if found {
			fmt.Fprintf(c.App.ErrWriter, "sudoku query: no puzzles rated on the %s ladder match; some rated on the %s ladder do (--scale %s)\n",
				f.Scale, sc, sc)
		}
	}
	return err
}

// selectionFlags are the flags that select puzzles, shared by query and
// export: --score, --clues, --grade, --rating, --scale, --order and
// --variant.
func selectionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.GenericFlag{Name: "score", Value: intRangeFlag(), Usage: "seed score `MIN..MAX` (either side may be empty)"},
		&cli.GenericFlag{Name: "clues", Value: intRangeFlag(), Usage: "clue count `MIN..MAX`"},
		&cli.StringFlag{Name: "grade", Usage: "only puzzles of this `GRADE`: easy, medium, hard, expert, extreme or nightmare (none: not rated)"},
		&cli.GenericFlag{Name: "rating", Value: ratingRangeFlag(), Usage: "technique rating `MIN..MAX` on Sudoku Explainer's scale, e.g. 6.5.."},
		selectScaleFlag(),
		&cli.StringFlag{Name: "order", Value: "score", Usage: "order: " + strings.Join(store.Orders, "|")},
		&cli.StringFlag{Name: "variant", Usage: "only these kinds, `KIND[,KIND...]`: " + strings.Join(store.Kinds, ", "), DefaultText: "every kind"},
	}
}

// queryFilter turns the selection flags and --limit and --offset into a
// store.Filter.
func queryFilter(c *cli.Context) (store.Filter, error) {
	f, err := selection(c)
	if err != nil {
		return f, err
	}
	f.Limit, f.Offset = c.Int("limit"), c.Int("offset")
	switch {
	case f.Limit < 0:
		return f, usagef(c, "--limit must not be negative")
	case f.Offset < 0:
		return f, usagef(c, "--offset must not be negative")
	}
	return f, nil
}

// usagef is a usage error of the command: exit status 2.
func usagef(c *cli.Context, format string, args ...any) error {
	return cli.Exit(fmt.Sprintf("sudoku %s: ", c.Command.Name)+fmt.Sprintf(format, args...), exitUsage)
}

// selection turns the selection flags into a store.Filter.
func selection(c *cli.Context) (store.Filter, error) {
	f := store.Filter{Order: c.String("order")}
	known := false
	for _, o := range store.Orders {
		known = known || f.Order == o
	}
	if !known {
		return f, usagef(c, "unknown --order %q (want one of %s)", f.Order, strings.Join(store.Orders, ", "))
	}
	f.Score, f.Clues, f.Rating = rangeOf(c, "score"), rangeOf(c, "clues"), rangeOf(c, "rating")
	sc, err := scaleOf(c)
	if err != nil {
		return f, err
	}
	f.Scale = &sc
	if c.IsSet("variant") {
		for _, k := range strings.Split(c.String("variant"), ",") {
			k = strings.TrimSpace(k)
			if !slices.Contains(store.Kinds, k) {
				return f, usagef(c, "--variant: unknown kind %q (want %s, or several joined by commas)", k, strings.Join(store.Kinds, ", "))
			}
			if !slices.Contains(f.Kinds, k) {
				f.Kinds = append(f.Kinds, k)
			}
		}
	}
	if c.IsSet("grade") {
		var name string // none: unrated puzzles
		if arg := c.String("grade"); arg != "" && arg != "none" {
			g, err := score.ParseGrade(arg)
			if err != nil {
				return f, usagef(c, "--grade: %v", err)
			}
			name = g.String()
		}
		f.Grade = &name
	}
	return f, nil
}

// queryWriter prints puzzles in one of the query formats.
type queryWriter struct {
	format string
	w      *bufio.Writer
	csv    *csv.Writer
	json   *json.Encoder
	n      int
}

func newQueryWriter(format string, w *bufio.Writer) *queryWriter {
	qw := &queryWriter{format: format, w: w}
	switch format {
	case "csv":
		qw.csv = csv.NewWriter(w)
		qw.csv.Write([]string{"id", "puzzle", "clues", "score", "grade", "rating", "stable"})
	case "json":
		qw.json = json.NewEncoder(w)
	}
	return qw
}

// queryJSON is one line of --format json.
type queryJSON struct {
	ID int64 `json:"id"`
	// Puzzle is the 81-character string, or a variant's JSON object;
	// Variant its kind.
	Puzzle   json.RawMessage `json:"puzzle"`
	Variant  string          `json:"variant"`
	Solution string          `json:"solution"`
	Clues    int             `json:"clues"`
	Score    *int            `json:"score"` // null when not worked out
	Grade    *string         `json:"grade"` // null when not rated
	// Rating is the technique rating (e.g. 7.3) and Technique its hardest
	// step; Stable the stable score over StableK copies. Null or left out
	// when not rated.
	Rating    *float64 `json:"rating"`
	Technique string   `json:"technique,omitempty"`
	// Scale is the ladder of the rating: se or sukaku for a classic
	// puzzle, variant for the variant ladder; Estimated marks an estimate
	// (score's "~").
	Scale     string   `json:"scale,omitempty"`
	Estimated bool     `json:"estimated,omitempty"`
	Stable    *float64 `json:"stable"`
	StableK   int      `json:"stable_k,omitempty"`
	Symmetry  string   `json:"symmetry"`
	Minimal   *bool    `json:"minimal"`
	Source    string   `json:"source"`
	Line      int      `json:"line,omitempty"`
	Worker    *int     `json:"worker,omitempty"` // generated: the worker
	Seq       *int     `json:"seq,omitempty"`    // and its puzzle's number
	Created   string   `json:"created"`
}

func (qw *queryWriter) write(p *store.Puzzle) error {
	qw.n++
	id := strconv.FormatInt(p.ID, 10)
	rating, stable := ratingText(p), stableText(p)
	seed := ""
	if !p.NoScore {
		seed = strconv.Itoa(p.Score)
	}
	text := puzzleText(p.Puzzle, p.Variant)
	switch qw.format {
	case "tsv":
		_, err := fmt.Fprintf(qw.w, "%s\t%s\t%d\t%s\t%s\t%s\t%s\n", id, text, p.Clues, seed, p.Grade, rating, stable)
		return err
	case "csv":
		return qw.csv.Write([]string{id, text, strconv.Itoa(p.Clues), seed, p.Grade, rating, stable})
	case "json":
		j := queryJSON{
			ID: p.ID, Puzzle: puzzleJSON(p.Puzzle, p.Variant), Variant: p.Kind(), Solution: p.Solution.String(), Clues: p.Clues,
			Grade: nullable(p.Grade), Technique: p.Technique, Symmetry: p.Symmetry, Minimal: p.Minimal,
			Source: p.SourceName, Line: p.Line, Worker: p.Worker, Seq: p.Seq, Created: p.Created.Format(time.RFC3339),
		}
		if !p.NoScore {
			j.Score = &p.Score
		}
		if p.Rating > 0 {
			r := score.Rating(p.Rating).Float()
			j.Rating, j.Scale, j.Estimated = &r, store.ScaleName(p), p.Estimated
			if p.Variant != nil {
				j.Scale = "variant"
			}
		}
		if p.StableK > 0 {
			j.Stable, j.StableK = &p.Stable, p.StableK
		}
		return qw.json.Encode(j)
	case "grid":
		if qw.n > 1 {
			qw.w.WriteByte('\n')
		}
		fmt.Fprintf(qw.w, "# %s: ", id)
		if p.Variant != nil {
			fmt.Fprintf(qw.w, "%s, ", p.Kind())
		}
		fmt.Fprintf(qw.w, "%d clues", p.Clues)
		if !p.NoScore {
			fmt.Fprintf(qw.w, ", score %d", p.Score)
		}
		if p.Grade != "" {
			fmt.Fprintf(qw.w, ", %s %s", p.Grade, rating)
		}
		qw.w.WriteByte('\n')
		if p.Variant != nil {
			// The cages and signs need the candidate grid's room; the
			// empty cells show as dots.
			g := puzzleio.CandidateGrid{Value: p.Puzzle}
			return puzzleio.WriteCandidates(qw.w, p.Variant, &g)
		}
		return puzzleio.WriteGrid(qw.w, p.Puzzle)
	}
	_, err := fmt.Fprintln(qw.w, text)
	return err
}

func (qw *queryWriter) flush() error {
	if qw.csv != nil {
		qw.csv.Flush()
		if err := qw.csv.Error(); err != nil {
			return err
		}
	}
	return qw.w.Flush()
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
