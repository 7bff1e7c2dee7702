package main

import (
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

// ratingFlags are the flags of the commands that store puzzles (import
// and generate): whether to rate them, on which ladder and for how long,
// and the stable score's copies.
func ratingFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "rate", Value: true,
			Usage: "store each puzzle's technique rating, hardest technique and grade; --rate=false stores puzzles faster, unrated"},
		scaleFlag(),
		rateTimeoutFlag(),
		&cli.IntFlag{Name: "stable", Value: score.DefaultStableK,
			Usage: "store the stable score over `K` isomorphic copies; 0 skips it"},
	}
}

// seedNodesFlag is --seed-nodes, score's and import's bound on the seed
// search of a puzzle with cages or signs, or past 16×16, which with few
// givens can run for longer than anyone waits (score.DefaultSeedBudget).
func seedNodesFlag() *cli.IntFlag {
	return &cli.IntFlag{Name: "seed-nodes", Value: score.DefaultSeedBudget,
		Usage: "stop the seed search of a killer or greater-than puzzle, or of a grid past 16x16, after `N` nodes and leave its seed score empty (its solution count is then the uniqueness checker's); 0 means no limit"}
}

// seedBudget reads --seed-nodes as a score option.
func seedBudget(c *cli.Context) (score.Option, error) {
	n := c.Int("seed-nodes")
	if n < 0 {
		return nil, usagef(c, "--seed-nodes must not be negative")
	}
	return score.WithSeedBudget(n), nil
}

// selectScaleFlag is the --scale of query and export: the ladder their
// rating and grade selections mean.
func selectScaleFlag() *cli.StringFlag {
	return &cli.StringFlag{Name: "scale", Value: rating.SE.String(),
		Usage: "--rating, --grade and --order rating compare classic puzzles' ratings on the ladder of `SCALE`: se or sukaku; puzzles rated on the other are left out of them (variants have their own ladder)"}
}

// stableK reads --stable.
func stableK(c *cli.Context) (int, error) {
	k := c.Int("stable")
	if k < 0 || k > score.MaxStableK {
		return 0, usagef(c, "--stable must be between 0 and %d", score.MaxStableK)
	}
	return k, nil
}

// stableText is a catalog entry's stable score, "" when not computed.
func stableText(p *store.Record) string {
	if p.StableK == 0 {
		return ""
	}
	return strconv.FormatFloat(p.Stable, 'f', -1, 64)
}

// scoredRecord is the catalog record of a puzzle that generate or import
// worked out, from source: its solution, its seed score (hasScore: it was
// worked out), and its technique rating and stable score (zero when not
// asked for). Its provenance within the source, a worker and number or
// a line, is the caller's to set.
func scoredRecord(p puzzle.Puzzle, solution grid.Grid, seed int, hasScore bool, path rating.Path, st rating.Stable, source int64) *store.Record {
	r := &store.Record{Puzzle: p, Solution: solution, Score: seed, HasScore: hasScore, SourceID: source}
	r.SetRatings(path.Rating, st)
	return r
}
