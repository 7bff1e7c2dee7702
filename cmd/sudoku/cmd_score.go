package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/internal/ordered"
	"github.com/puzzlebook/sudoku/score"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "print each puzzle's solution count, clues and seed score",
		ArgsUsage: "[FILE...]",
		Description: "Reads puzzles from the files named, or standard input, and prints one row per\n" +
			"puzzle in input order: puzzle, solutions (0, 1 or 2 meaning two or more),\n" +
			"clues, seed score (empty unless the puzzle is unique).",
		Flags:  []cli.Flag{formatFlag("tsv", "csv", "json"), workersFlag()},
		Action: doScore,
	}
}

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
	n, err := workers(c)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(c.App.Writer)
	out := newScoreWriter(fm, bw)
	var bad int
	err = ordered.Map(c.Context, n,
		func(send func(puzzle) bool) (err error) {
			bad, err = feedPuzzles(c, send)
			return err
		},
		func() func(puzzle) scored {
			sc := score.NewScorer()
			return func(p puzzle) scored { return scored{p, sc.Score(p.rec.Grid)} }
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
		sw.csv.Write([]string{"puzzle", "solutions", "clues", "score"})
	case "json":
		sw.json = json.NewEncoder(w)
	}
	return sw
}

// scoreJSON is one line of --format json.
type scoreJSON struct {
	Puzzle    string `json:"puzzle"`
	Solutions int    `json:"solutions"`
	Clues     int    `json:"clues"`
	Score     *int   `json:"score"`
	Note      string `json:"note,omitempty"`
}

func (sw *scoreWriter) write(r scored) error {
	seed := ""
	if r.Unique() {
		seed = strconv.Itoa(r.Seed)
	}
	p := r.rec.Grid.String()
	switch sw.format {
	case "csv":
		return sw.csv.Write([]string{p, strconv.Itoa(r.Solutions), strconv.Itoa(r.Clues), seed})
	case "json":
		j := scoreJSON{Puzzle: p, Solutions: r.Solutions, Clues: r.Clues, Note: r.rec.Note}
		if r.Unique() {
			j.Score = &r.Seed
		}
		return sw.json.Encode(j)
	}
	_, err := fmt.Fprintf(sw.w, "%s\t%d\t%d\t%s\n", p, r.Solutions, r.Clues, seed)
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
