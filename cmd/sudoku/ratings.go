package main

import (
	"context"
	"strconv"

	"github.com/urfave/cli/v2"

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

// selectScaleFlag is the --scale of query and export: the ladder their
// rating and grade selections mean.
func selectScaleFlag() *cli.StringFlag {
	return &cli.StringFlag{Name: "scale", Value: score.SE.String(),
		Usage: "--rating, --grade and --order rating compare classic puzzles' ratings on the ladder of `SCALE`: se or sukaku; puzzles rated on the other are left out of them (variants have their own ladder)"}
}

// stableK reads --stable.
func stableK(c *cli.Context) (int, error) {
	k := c.Int("stable")
	if k < 0 || k > maxStable {
		return 0, usagef(c, "--stable must be between 0 and %d", maxStable)
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

// otherLadder finds, when f compares ratings on one ladder, another
// ladder on which rated puzzles would match f; found is false when there
// is none. A catalog may hold ratings on both, and a selection that finds
// nothing on one should say that the other has some.
func otherLadder(ctx context.Context, st store.Catalog, f store.Filter) (sc score.Scale, found bool, err error) {
	if !f.ScaleMatters() {
		return 0, false, nil
	}
	for _, sc = range score.Scales() {
		if sc == *f.Scale {
			continue
		}
		g := f
		g.Scale, g.Offset, g.Limit = &sc, 0, 1
		err = st.EachPuzzle(ctx, g, func(*store.Record) error {
			found = true
			return nil
		})
		if err != nil || found {
			return sc, found, err
		}
	}
	return 0, false, nil
}
