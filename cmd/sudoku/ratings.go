package main

import (
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

// ratingFlags are the flags of the commands that store puzzles (import
// and generate): whether to rate them, and the stable score's copies.
func ratingFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "rate", Value: true,
			Usage: "store each puzzle's technique rating, hardest technique and grade; --rate=false stores puzzles faster, unrated"},
		&cli.IntFlag{Name: "stable", Value: score.DefaultStableK,
			Usage: "store the stable score over `K` isomorphic copies; 0 skips it"},
	}
}

// stableK reads --stable.
func stableK(c *cli.Context) (int, error) {
	k := c.Int("stable")
	if k < 0 || k > maxStable {
		return 0, usagef(c, "--stable must be between 0 and %d", maxStable)
	}
	return k, nil
}

// setRatings copies a puzzle's ratings into its catalog entry.
func setRatings(p *store.Puzzle, path score.Path, g score.Grade, st score.Stable) {
	if path.Rating > 0 {
		p.Rating, p.Technique, p.Grade = int(path.Rating), path.Hardest.String(), g.String()
	}
	if st.K > 0 {
		p.Stable, p.StableK = st.Median, st.K
	}
}

// ratingText is a catalog entry's rating as SE writes it, "" when unrated.
func ratingText(p *store.Puzzle) string { return score.Rating(p.Rating).String() }

// stableText is a catalog entry's stable score, "" when not computed.
func stableText(p *store.Puzzle) string {
	if p.StableK == 0 {
		return ""
	}
	return strconv.FormatFloat(p.Stable, 'f', -1, 64)
}
