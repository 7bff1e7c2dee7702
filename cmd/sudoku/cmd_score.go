package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/score"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "print each puzzle's solution count, clues, seed score, rating, grade and stable score",
		ArgsUsage: "[FILE...]",
		Description: "Reads puzzles from the files named, or standard input, and prints one row per\n" +
			"puzzle in input order: puzzle, solutions (0, 1 or 2 meaning two or more),\n" +
			"clues, seed score, technique rating (Sudoku Explainer scale, e.g. 7.3), grade\n" +
			"(easy, medium, hard, expert, extreme, nightmare) and stable score (the median\n" +
			"seed score over --stable isomorphic copies). The last four are empty unless the\n" +
			"puzzle is unique; stable is empty with --stable 0, rating and grade with\n" +
			"--rate=false. --format json also names the hardest technique.\n" +
			"\n" +
			"The technique rating costs most, from a millisecond to a second a puzzle on\n" +
			"hard collections; --rate=false --stable 0 prints the seed score alone at the\n" +
			"solver's speed (thousands of puzzles a second per core).",
		Flags: []cli.Flag{formatFlag("tsv", "csv", "json"), workersFlag(),
			&cli.BoolFlag{Name: "rate", Value: true, Usage: "rate each puzzle by technique and grade it; --rate=false leaves rating and grade empty"},
			&cli.IntFlag{Name: "stable", Value: score.DefaultStableK, Usage: "copies for the stable score, `K`; 0 skips it"}},
		Action: doScore,
	}
}

// maxStable bounds --stable: each copy costs one seed solver run.
const maxStable = 1000

// scored is a puzzle with its scores.
type scored struct {
	puzzle
	score.Result
}

func doScore(c *cli.Context) error {
	fm, err := format(c, "tsv", "csv", "json")
	if err != nil {
		return err
	}
	k, err := stableK(c)
	if err != nil {
		return err
	}
	opts := []score.Option{score.WithStable(k)}
	if c.Bool("rate") {
		opts = append(opts, score.WithRating())
	}
	bw := bufio.NewWriter(c.App.Writer)
	out := newScoreWriter(fm, bw)
	bad, err := mapPuzzles(c,
		func() func(puzzle) scored {
			sc := score.NewScorer(opts...)
			return func(p puzzle) scored {
				if v := p.rec.Variant; v != nil {
					return scored{p, sc.ScoreVariant(v)}
				}
				return scored{p, sc.Score(p.rec.Grid)}
			}
		},
		out.write)
	if ferr := out.flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	return inputError(bad)
}

// scoreWriter prints score rows in one of the formats.
type scoreWriter struct {
	format string
	w      *bufio.Writer
	csv    *csv.Writer
	json   *json.Encoder
}

func newScoreWriter(format string, w *bufio.Writer) *scoreWriter {
	sw := &scoreWriter{format: format, w: w}
	switch format {
	case "csv":
		sw.csv = csv.NewWriter(w)
		sw.csv.Write([]string{"puzzle", "solutions", "clues", "score", "rating", "grade", "stable"})
	case "json":
		sw.json = json.NewEncoder(w)
	}
	return sw
}

// scoreJSON is one line of --format json.
type scoreJSON struct {
	// Puzzle is the 81-character string, or a variant's JSON object.
	Puzzle    json.RawMessage `json:"puzzle"`
	Solutions int             `json:"solutions"`
	Clues     int             `json:"clues"`
	Score     *int            `json:"score"`
	Rating    *float64        `json:"rating"`
	Grade     *string         `json:"grade"`
	// Technique is the hardest step's technique, when rated.
	Technique string   `json:"technique,omitempty"`
	Stable    *float64 `json:"stable"`
	Note      string   `json:"note,omitempty"`
}

func (sw *scoreWriter) write(r scored) error {
	// Rating and stable score are there only for unique puzzles, and only
	// when asked for (--rate, --stable).
	var seed, rating, grade, stable string
	rated := r.Unique() && r.Rating > 0
	if r.Unique() {
		seed = strconv.Itoa(r.Seed)
		if r.Stable.K > 0 {
			stable = strconv.FormatFloat(r.Stable.Median, 'f', -1, 64)
		}
	}
	if rated {
		rating, grade = r.Rating.String(), r.Grade.String()
	}
	p := r.text()
	switch sw.format {
	case "csv":
		return sw.csv.Write([]string{p, strconv.Itoa(r.Solutions), strconv.Itoa(r.Clues), seed, rating, grade, stable})
	case "json":
		j := scoreJSON{Puzzle: r.jsonValue(), Solutions: r.Solutions, Clues: r.Clues, Note: r.rec.Note}
		if r.Unique() {
			j.Score = &r.Seed
			if rated {
				v := r.Rating.Float()
				j.Rating, j.Grade, j.Technique = &v, &grade, r.Hardest.String()
			}
			if r.Stable.K > 0 {
				j.Stable = &r.Stable.Median
			}
		}
		return sw.json.Encode(j)
	}
	_, err := fmt.Fprintf(sw.w, "%s\t%d\t%d\t%s\t%s\t%s\t%s\n", p, r.Solutions, r.Clues, seed, rating, grade, stable)
	return err
}

func (sw *scoreWriter) flush() error {
	if sw.csv != nil {
		sw.csv.Flush()
		if err := sw.csv.Error(); err != nil {
			return err
		}
	}
	return sw.w.Flush()
}
