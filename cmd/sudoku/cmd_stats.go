package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/chart"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

func statsCommand() *cli.Command {
	return &cli.Command{
		Name:  "stats",
		Usage: "print counts and distributions of the catalog",
		Description: "Prints how many puzzles the catalog holds, their seed scores (min, median,\n" +
			"max) and how they spread over variants, clue counts, score bands, grades and\n" +
			"ratings.\n" +
			"--plot FILE.png or FILE.svg also draws them: histograms of seed score, rating\n" +
			"and clue count, and rating against seed score.",
		Flags: []cli.Flag{dbFlag(), formatFlag("text", "json"),
			&cli.StringFlag{Name: "plot", Usage: "also draw the distributions into `FILE` (.png or .svg)"}},
		Action: doStats,
	}
}

func doStats(c *cli.Context) (err error) {
	fm, err := format(c, "text", "json")
	if err != nil {
		return err
	}
	plot := c.String("plot")
	if ext := strings.ToLower(filepath.Ext(plot)); plot != "" && ext != ".png" && ext != ".svg" {
		return usagef(c, "--plot %s: want a .png or .svg file", plot)
	}
	st, err := openCatalogToRead(c)
	if err != nil {
		return err
	}
	defer closeCatalog(st, &err)
	s, err := st.Stats(c.Context)
	if err != nil {
		return err
	}
	if fm == "json" {
		err = json.NewEncoder(c.App.Writer).Encode(statsJSON(s))
	} else {
		err = printStats(c.App.Writer, st.Path(), s)
	}
	if err != nil || plot == "" {
		return err
	}
	return plotCatalog(c, st, plot)
}

// plotCatalog draws the catalog's distributions into path.
func plotCatalog(c *cli.Context, st store.Catalog, path string) error {
	pts, err := st.Points(c.Context)
	if err != nil {
		return err
	}
	d := chart.Data{Scores: pts.Scores, Clues: pts.Clues, Ratings: make([]float64, len(pts.Ratings))}
	for i, r := range pts.Ratings {
		d.Ratings[i] = rating.Value(r).Float()
	}
	if err := chart.WriteFile(path, d); err != nil {
		return cli.Exit(fmt.Sprintf("sudoku stats: --plot: %v", err), exitInput)
	}
	fmt.Fprintf(c.App.ErrWriter, "stats: plotted %d puzzles into %s\n", len(d.Scores), path)
	return nil
}

// printStats prints s as a few aligned tables: each row a count, its share
// of all puzzles and a bar.
func printStats(out io.Writer, path string, s *store.Stats) error {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "catalog\t%s\n", path)
	fmt.Fprintf(tw, "puzzles\t%d from %d %s\n", s.Puzzles, s.Sources, plural(s.Sources, "source"))
	if s.Puzzles == 0 {
		return tw.Flush()
	}
	switch {
	case s.Scored == 0:
		fmt.Fprintf(tw, "score\tnone worked out\n")
	case s.Scored < s.Puzzles:
		fmt.Fprintf(tw, "score\tmin %d, median %d, max %d, of the %d with a seed score\n", s.MinScore, s.MedianScore, s.MaxScore, s.Scored)
	default:
		fmt.Fprintf(tw, "score\tmin %d, median %d, max %d\n", s.MinScore, s.MedianScore, s.MaxScore)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	table := func(head string, rows [][2]any) error {
		tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "\n%s\tpuzzles\t%%\t\n", head)
		for _, r := range rows {
			n := r[1].(int)
			share := 100 * float64(n) / float64(s.Puzzles)
			fmt.Fprintf(tw, "%v\t%d\t%.1f\t%s\n", r[0], n, share, bar(share))
		}
		return tw.Flush()
	}
	var rows [][2]any
	if len(s.ByKind) > 1 || len(s.ByKind) == 1 && s.ByKind[0].Kind != puzzle.Classic {
		for _, k := range s.ByKind {
			rows = append(rows, [2]any{k.Kind.String(), k.Puzzles})
		}
		if err := table("variant", rows); err != nil {
			return err
		}
		rows = nil
	}
	for _, c := range s.ByClues {
		rows = append(rows, [2]any{c.Clues, c.Puzzles})
	}
	if err := table("clues", rows); err != nil {
		return err
	}
	rows = nil
	for _, b := range s.ByScore {
		rows = append(rows, [2]any{fmt.Sprintf("%d-%d", b.Min, b.Max), b.Puzzles})
	}
	if s.Scored < s.Puzzles {
		rows = append(rows, [2]any{"(none)", s.Puzzles - s.Scored})
	}
	if err := table("score", rows); err != nil {
		return err
	}
	rows = nil
	for _, g := range s.ByGrade {
		name := g.Grade.String()
		if g.Grade == rating.Ungraded {
			name = "(none)"
		}
		rows = append(rows, [2]any{name, g.Puzzles})
	}
	if err := table("grade", rows); err != nil {
		return err
	}
	if len(s.ByRating) == 0 {
		return nil
	}
	rows = nil
	for _, r := range s.ByRating {
		rows = append(rows, [2]any{rating.Value(r.Min).String() + "-" + rating.Value(r.Min+9).String(), r.Puzzles})
	}
	if err := table("rating", rows); err != nil || len(s.ByScale) == 0 {
		return err
	}
	// The ladders of the classic ratings: query --scale picks one.
	rows = nil
	for _, l := range s.ByScale {
		rows = append(rows, [2]any{l.Scale.String(), l.Puzzles})
	}
	return table("ladder", rows)
}

// bar draws a share in percent as a space and up to 40 '#'s, at least one
// for a share above zero; nothing for zero.
func bar(share float64) string {
	n := int(share*40/100 + 0.5)
	if n == 0 && share > 0 {
		n = 1
	}
	if n == 0 {
		return ""
	}
	return " " + strings.Repeat("#", n)
}

// statsJSONOut is stats --format json.
type statsJSONOut struct {
	Puzzles  int               `json:"puzzles"`
	Sources  int               `json:"sources"`
	ByKind   []statsKindJSON   `json:"by_variant"`
	Scored   int               `json:"scored"` // puzzles with a seed score
	Score    *statsScoreJSON   `json:"score"`  // null when none has one
	ByClues  []statsClueJSON   `json:"by_clues"`
	ByScore  []statsBandJSON   `json:"by_score"`
	ByGrade  []statsGradeJSON  `json:"by_grade"`
	ByRating []statsRatingJSON `json:"by_rating"`
	// ByScale counts the rated classic puzzles per ladder.
	ByScale []statsScaleJSON `json:"by_scale"`
}

type statsScaleJSON struct {
	Scale   string `json:"scale"`
	Puzzles int    `json:"puzzles"`
}

// statsRatingJSON counts the puzzles rated Min to Max.
type statsRatingJSON struct {
	Min     float64 `json:"min"`
	Max     float64 `json:"max"`
	Puzzles int     `json:"puzzles"`
}

type statsKindJSON struct {
	Variant string `json:"variant"`
	Puzzles int    `json:"puzzles"`
}

type statsScoreJSON struct {
	Min    int `json:"min"`
	Median int `json:"median"`
	Max    int `json:"max"`
}

type statsClueJSON struct {
	Clues   int `json:"clues"`
	Puzzles int `json:"puzzles"`
}

type statsBandJSON struct {
	Min     int `json:"min"`
	Max     int `json:"max"`
	Puzzles int `json:"puzzles"`
}

type statsGradeJSON struct {
	Grade   *string `json:"grade"` // null: ungraded
	Puzzles int     `json:"puzzles"`
}

func statsJSON(s *store.Stats) statsJSONOut {
	j := statsJSONOut{Puzzles: s.Puzzles, Sources: s.Sources, Scored: s.Scored, ByKind: []statsKindJSON{},
		ByClues: []statsClueJSON{}, ByScore: []statsBandJSON{}, ByGrade: []statsGradeJSON{}, ByRating: []statsRatingJSON{},
		ByScale: []statsScaleJSON{}}
	for _, k := range s.ByKind {
		j.ByKind = append(j.ByKind, statsKindJSON{k.Kind.String(), k.Puzzles})
	}
	for _, c := range s.ByClues {
		j.ByClues = append(j.ByClues, statsClueJSON(c))
	}
	if s.Scored > 0 {
		j.Score = &statsScoreJSON{s.MinScore, s.MedianScore, s.MaxScore}
	}
	for _, b := range s.ByScore {
		j.ByScore = append(j.ByScore, statsBandJSON(b))
	}
	for _, g := range s.ByGrade {
		var name *string // null: ungraded
		if g.Grade != rating.Ungraded {
			n := g.Grade.String()
			name = &n
		}
		j.ByGrade = append(j.ByGrade, statsGradeJSON{name, g.Puzzles})
	}
	for _, r := range s.ByRating {
		j.ByRating = append(j.ByRating, statsRatingJSON{rating.Value(r.Min).Float(), rating.Value(r.Min + 9).Float(), r.Puzzles})
	}
	for _, l := range s.ByScale {
		j.ByScale = append(j.ByScale, statsScaleJSON{l.Scale.String(), l.Puzzles})
	}
	return j
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
