package main

import (
	"bufio"
	"strconv"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "print each puzzle's solution count, clues, seed score, rating, grade and stable score",
		ArgsUsage: "[FILE...]",
		Description: "Reads puzzles from the files named, or standard input, and prints one row per\n" +
			"puzzle in input order: puzzle, solutions (0, 1 or 2 meaning two or more),\n" +
			"clues, seed score, technique rating (Sudoku Explainer's scale, e.g. 7.3, on the\n" +
			"ladder --scale names: se, classic Sudoku Explainer 1.2.1, or sukaku, Sukaku\n" +
			"Explainer's, which knows more techniques and rates many puzzles lower), grade\n" +
			"(easy, medium, hard, expert, extreme, nightmare) and stable score (the median\n" +
			"seed score over --stable isomorphic copies). The last four are empty unless the\n" +
			"puzzle is unique; stable is empty with --stable 0, rating and grade with\n" +
			"--rate=false. --format json also names the hardest technique.\n" +
			"\n" +
			"The technique rating costs most, from a millisecond to a second a puzzle on\n" +
			"hard collections; --rate=false --stable 0 prints the seed score alone at the\n" +
			"solver's speed (thousands of puzzles a second per core). Nested forcing\n" +
			"chains (9.5 and up) are searched for at most --rate-timeout a puzzle; past\n" +
			"it, or when the ladder runs out of techniques, the rating is an estimate\n" +
			"and is printed with a ~ before it (\"estimated\": true in JSON). The seed\n" +
			"search of a killer or greater-than puzzle, or of a grid past 16x16, stops after\n" +
			"--seed-nodes nodes; its seed score is then empty (\"score_cut\": true in JSON)\n" +
			"and its solution count the uniqueness checker's.",
		Flags: append([]cli.Flag{formatFlag("tsv", "csv", "json"), workersFlag(),
			&cli.BoolFlag{Name: "rate", Value: true, Usage: "rate each puzzle by technique and grade it; --rate=false leaves rating and grade empty"},
			&cli.IntFlag{Name: "stable", Value: score.DefaultStableK, Usage: "copies for the stable score, `K`; 0 skips it"},
			scaleFlag(),
			rateTimeoutFlag(), seedNodesFlag()}, sizeFlags()...),
		Action: doScore,
	}
}

// scaleFlag is --scale: the ladder ratings are on.
func scaleFlag() *cli.StringFlag {
	return &cli.StringFlag{Name: "scale", Value: rating.SE.String(),
		Usage: "rate on the ladder of `SCALE`: se (classic Sudoku Explainer 1.2.1, the SE/ER the community quotes) or sukaku (Sukaku Explainer's)"}
}

// rateTimeoutFlag is --rate-timeout: how long a rating may search.
func rateTimeoutFlag() *cli.DurationFlag {
	return &cli.DurationFlag{Name: "rate-timeout", Value: score.DefaultRateTimeout,
		Usage: "search a puzzle's rating for at most `DURATION`, then estimate it (printed as ~10.7); 0 means no limit"}
}

// scaleOf reads --scale.
func scaleOf(c *cli.Context) (rating.Scale, error) {
	sc, err := rating.ParseScale(c.String("scale"))
	if err != nil {
		return sc, usagef(c, "--scale: %v", err)
	}
	return sc, nil
}

// ladderOptions are the rating options of --scale and --rate-timeout,
// which score and explain share.
func ladderOptions(c *cli.Context) ([]score.Option, error) {
	sc, timeout, err := ladderOf(c)
	if err != nil {
		return nil, err
	}
	return []score.Option{score.WithScale(sc), score.WithRateTimeout(timeout)}, nil
}

// ladderOf reads --scale and --rate-timeout (0: no limit).
func ladderOf(c *cli.Context) (rating.Scale, time.Duration, error) {
	sc, err := scaleOf(c)
	if err != nil {
		return sc, 0, err
	}
	timeout, err := rateTimeout(c)
	return sc, timeout, err
}

// rateTimeout reads --rate-timeout (0: no limit).
func rateTimeout(c *cli.Context) (time.Duration, error) {
	timeout := c.Duration("rate-timeout")
	if timeout < 0 {
		return 0, usagef(c, "--rate-timeout must not be negative")
	}
	return timeout, nil
}

// scored is a puzzle with its scores.
type scored struct {
	input
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
	opts, err := ladderOptions(c)
	if err != nil {
		return err
	}
	// WithDone: an interrupt stops a long seed search; its puzzle is not
	// reported (ordered.Map emits nothing once the context is done).
	budget, err := seedBudget(c)
	if err != nil {
		return err
	}
	opts = append(opts, score.WithStable(k), budget, score.WithDone(c.Context.Done()))
	if c.Bool("rate") {
		opts = append(opts, score.WithRating())
	}
	bw := bufio.NewWriter(c.App.Writer)
	out := newTable(fm, bw, "puzzle", "solutions", "clues", "score", "rating", "grade", "stable")
	bad, err := mapPuzzles(c,
		func() func(input) scored {
			sc := score.NewScorer(opts...)
			return func(p input) scored {
				return scored{p, sc.ScorePuzzle(&p.rec.Puzzle)}
			}
		},
		func(r scored) error { return scoreRow(out, r) })
	if ferr := out.flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	return inputError(bad)
}

// scoreJSON is one line of --format json.
type scoreJSON struct {
	// Puzzle is the 81-character string, or a variant's JSON object.
	Puzzle    *puzzle.Puzzle `json:"puzzle"`
	Solutions int            `json:"solutions"`
	Clues     int            `json:"clues"`
	Score     *int           `json:"score"`
	Rating    *float64       `json:"rating"`
	Grade     *string        `json:"grade"`
	// Technique is the hardest step's technique, when rated.
	Technique string `json:"technique,omitempty"`
	// Estimated marks a rating that is an estimate (see --rate-timeout).
	Estimated bool `json:"estimated,omitempty"`
	// ScoreCut marks a unique puzzle whose seed search passed
	// --seed-nodes: its score is null.
	ScoreCut bool     `json:"score_cut,omitempty"`
	Stable   *float64 `json:"stable"`
	Note     string   `json:"note,omitempty"`
}

// scoreRow writes r as a row of t.
func scoreRow(t *table, r scored) error {
	// Rating and stable score are there only for unique puzzles, and only
	// when asked for (--rate, --stable).
	var seed, rating, grade, stable string
	rated := r.Unique() && r.Rating.Rated()
	if r.Unique() {
		if !r.SeedCut {
			seed = strconv.Itoa(r.Score)
		}
		if r.Stable.K > 0 {
			stable = strconv.FormatFloat(r.Stable.Median, 'f', -1, 64)
		}
	}
	if rated {
		rating, grade = r.Rating.String(), r.Rating.Grade().String()
	}
	fields := []string{r.text(), strconv.Itoa(r.Solutions), strconv.Itoa(r.Clues), seed, rating, grade, stable}
	return t.row(fields, func() any {
		j := scoreJSON{Puzzle: &r.rec.Puzzle, Solutions: r.Solutions, Clues: r.Clues, Note: r.rec.Note}
		if r.Unique() {
			if j.ScoreCut = r.SeedCut; !r.SeedCut {
				j.Score = &r.Score
			}
			if rated {
				v := r.Rating.Value.Float()
				j.Rating, j.Grade, j.Technique, j.Estimated = &v, &grade, r.Rating.Technique.String(), r.Rating.Estimated
			}
			if r.Stable.K > 0 {
				j.Stable = &r.Stable.Median
			}
		}
		return j
	})
}
