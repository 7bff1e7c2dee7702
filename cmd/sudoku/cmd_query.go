package main

import (
	"bufio"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/rating"
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
			"every kind): classic, or the features jigsaw, x (diagonals), windoku, killer\n" +
			"and greater joined by - in that order (jigsaw-killer, x-windoku); each name is\n" +
			"one kind exactly, so --variant jigsaw leaves out jigsaw-killer. A variant\n" +
			"prints as its one-line JSON form wherever a classic puzzle prints its 81\n" +
			"characters, as a JSON object in --format json, and in --format grid with its\n" +
			"cages, signs and a jigsaw's regions drawn. A variant stored without a seed score\n" +
			"has an empty score (null in JSON), and sorts first in score order. --symmetry\n" +
			"rot180 keeps the puzzles whose strongest symmetry is the half-turn: the\n" +
			"pattern of the givens, and for variants the cages (onto cages, whatever their\n" +
			"sums), the signs (onto signs, whichever way they point) and a jigsaw's regions\n" +
			"(onto regions); a quarter-turn\n" +
			"symmetric puzzle is rot90, a mirror or diagonal one either way round.",
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
		if sc, found, oerr := store.OtherScale(c.Context, st, f); oerr != nil {
			err = oerr
		} else if found {
			fmt.Fprintf(c.App.ErrWriter, "sudoku query: no puzzles rated on the %s ladder match; some rated on the %s ladder do (--scale %s)\n",
				f.Scale, sc, sc)
		}
	}
	return err
}

// selectionFlags are the flags that select puzzles, shared by query and
// export: --score, --clues, --grade, --rating, --scale, --order,
// --variant and --symmetry.
func selectionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.GenericFlag{Name: "score", Value: intRangeFlag(), Usage: "seed score `MIN..MAX` (either side may be empty)"},
		&cli.GenericFlag{Name: "clues", Value: intRangeFlag(), Usage: "clue count `MIN..MAX`"},
		&cli.StringFlag{Name: "grade", Usage: "only puzzles of this `GRADE`: easy, medium, hard, expert, extreme or nightmare (none: not rated)"},
		&cli.GenericFlag{Name: "rating", Value: ratingRangeFlag(), Usage: "technique rating `MIN..MAX` on Sudoku Explainer's scale, e.g. 6.5.."},
		selectScaleFlag(),
		&cli.StringFlag{Name: "order", Value: "score", Usage: "order: " + strings.Join(store.OrderNames(), "|")},
		&cli.StringFlag{Name: "variant", Usage: "only these kinds, `KIND[,KIND...]`: " + kindNames, DefaultText: "every kind"},
		&cli.IntFlag{Name: "size", Usage: "only puzzles of `N`×N grids (4 to 25); with --variant, its kinds at that size", DefaultText: "every size"},
		&cli.StringFlag{Name: "symmetry", Usage: "only puzzles whose givens, cages and signs have the symmetry `SYM`: none, rot180, rot90, mirror or diagonal (the strongest they have)", DefaultText: "any"},
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

// selection turns the selection flags into a store.Filter.
func selection(c *cli.Context) (store.Filter, error) {
	var f store.Filter
	order, err := store.ParseOrder(c.String("order"))
	if err != nil {
		return f, usagef(c, "unknown --order %q (want one of %s)", c.String("order"), strings.Join(store.OrderNames(), ", "))
	}
	f.Order = order
	f.Score, f.Clues, f.Rating = rangeOf(c, "score"), rangeOf(c, "clues"), rangeOf(c, "rating")
	sc, err := scaleOf(c)
	if err != nil {
		return f, err
	}
	f.Scale = &sc
	if c.IsSet("variant") {
		for _, name := range strings.Split(c.String("variant"), ",") {
			name = strings.TrimSpace(name)
			k, err := puzzle.ParseKind(name)
			if err != nil {
				return f, usagef(c, "--variant: unknown kind %q (want %s; several joined by commas)", name, kindNames)
			}
			if c.IsSet("size") && k.Size() == 9 {
				if k = k.Sized(c.Int("size")); !k.Valid() {
					return f, usagef(c, "--variant %s --size %d: no such kind", name, c.Int("size"))
				}
			}
			if !slices.Contains(f.Kinds, k) {
				f.Kinds = append(f.Kinds, k)
			}
		}
	}
	if c.IsSet("size") {
		if f.Size = c.Int("size"); f.Size < grid.MinSize || f.Size > grid.MaxSize {
			return f, usagef(c, "--size %d: want 4 to %d", f.Size, grid.MaxSize)
		}
	}
	if c.IsSet("symmetry") {
		s, err := iso.ParseSymmetry(c.String("symmetry"))
		if err != nil {
			return f, usagef(c, "--symmetry: %v", err)
		}
		f.Symmetry = &s
	}
	if c.IsSet("grade") {
		g := rating.Ungraded // none: unrated puzzles
		if arg := c.String("grade"); arg != "" && arg != "none" {
			if g, err = rating.ParseGrade(arg); err != nil {
				return f, usagef(c, "--grade: %v", err)
			}
		}
		f.Grade = &g
	}
	return f, nil
}

// queryWriter prints puzzles in one of the query formats: a table, or
// one puzzle a line, or printed grids.
type queryWriter struct {
	*table
	n int
}

func newQueryWriter(format string, w *bufio.Writer) *queryWriter {
	return &queryWriter{table: newTable(format, w, "id", "puzzle", "clues", "score", "grade", "rating", "stable")}
}

// queryJSON is one line of --format json.
type queryJSON struct {
	ID int64 `json:"id"`
	// Puzzle is the 81-character string, or a variant's JSON object;
	// Variant its kind.
	Puzzle   *puzzle.Puzzle `json:"puzzle"`
	Variant  string         `json:"variant"`
	Solution string         `json:"solution"`
	Clues    int            `json:"clues"`
	Score    *int           `json:"score"` // null when not worked out
	Grade    *string        `json:"grade"` // null when not rated
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

func (qw *queryWriter) write(p *store.Record) error {
	qw.n++
	id := strconv.FormatInt(p.ID, 10)
	rating, grade, stable := p.Rating.String(), p.Rating.Grade().String(), stableText(p)
	seed := ""
	if p.HasScore {
		seed = strconv.Itoa(p.Score)
	}
	text := p.Puzzle.String()
	if qw.is() {
		return qw.row([]string{id, text, strconv.Itoa(p.Clues), seed, grade, rating, stable}, func() any { return queryJSONOf(p) })
	}
	if qw.format == "grid" {
		return qw.grid(p, id, grade, rating)
	}
	_, err := fmt.Fprintln(qw.w, text)
	return err
}

// queryJSONOf is p as a line of --format json.
func queryJSONOf(p *store.Record) queryJSON {
	j := queryJSON{
		ID: p.ID, Puzzle: &p.Puzzle, Variant: p.Puzzle.Kind().String(), Solution: store.SolutionText(p), Clues: p.Clues,
		Symmetry: p.Symmetry, Minimal: p.Minimal,
		Source: p.SourceName, Line: p.Line, Worker: p.Worker, Seq: p.Seq, Created: p.Created.Format(time.RFC3339),
	}
	if p.HasScore {
		j.Score = &p.Score
	}
	if r := p.Rating; r.Rated() {
		v, grade := r.Value.Float(), r.Grade().String()
		j.Rating, j.Grade, j.Technique, j.Scale, j.Estimated = &v, &grade, r.Technique.String(), r.Scale.String(), r.Estimated
		if !p.Puzzle.IsClassic() {
			j.Scale = "variant"
		}
	}
	if p.StableK > 0 {
		j.Stable, j.StableK = &p.Stable, p.StableK
	}
	return j
}

// grid prints p as --format grid does: a heading line, then its grid.
func (qw *queryWriter) grid(p *store.Record, id, grade, rating string) error {
	if qw.n > 1 {
		qw.w.WriteByte('\n')
	}
	fmt.Fprintf(qw.w, "# %s: ", id)
	if !p.Puzzle.IsClassic() {
		fmt.Fprintf(qw.w, "%s, ", p.Puzzle.Kind())
	}
	fmt.Fprintf(qw.w, "%d clues", p.Clues)
	if p.HasScore {
		fmt.Fprintf(qw.w, ", score %d", p.Score)
	}
	if p.Rating.Rated() {
		fmt.Fprintf(qw.w, ", %s %s", grade, rating)
	}
	qw.w.WriteByte('\n')
	switch v := &p.Puzzle; {
	case v.Kind().Features() == puzzle.Classic:
		return puzzleio.WriteSizedGrid(qw.w, v.Geometry(), &v.Givens)
	case v.Cells() > len(puzzle.Position{}.Value):
		// A position holds at most 81 cells: a larger variant prints
		// as its line.
		_, err := fmt.Fprintln(qw.w, v.String())
		return err
	}
	// The cages, signs and regions need the candidate grid's room; the
	// empty cells show as dots.
	var g puzzle.Position
	copy(g.Value[:], p.Puzzle.Givens[:p.Puzzle.Cells()])
	return puzzleio.WriteCandidates(qw.w, &p.Puzzle, &g)
}

// kindNames says how --variant names the kinds of puzzle: the 32 kinds
// are too many to list (puzzle.ParseKind reads them).
const kindNames = "classic, or features jigsaw, x, windoku, killer, greater joined by - in that order, as in jigsaw-killer"
