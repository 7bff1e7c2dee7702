// Command serate-eval measures the technique rating of package score
// against Sudoku Explainer (SE) ratings; package score/agreement does the
// measuring.
//
// Each FILE is a CSV without header whose first field is a puzzle and
// whose second is its SE rating (rows with an empty rating are skipped),
// like cbg_ser_sample.csv (classic SE 1.2.1), eleven_hardest_rated.csv and
// hardest_db_110626_rated.csv (ER, the same program) and
// sudoku_exchange_rated_sample.csv (Sukaku Explainer) of the shared data.
// -scale picks the ladder to rate on: se (the default) for files rated by
// SE 1.2.1, sukaku for the Sudoku Exchange bank. Rows are grouped by
// SE value, in file order; -half first keeps the first half of each
// group (rounded down), -half second the rest, and -per N then keeps at
// most N rows of each group, spread evenly over it. The report gives, per
// file, the Spearman rank correlation of rating and SE, the share of
// ratings equal to SE and within 0.2 of it, how many ratings are
// estimates (past -timeout a puzzle, default the Rater's), the same
// correlation for the seed score, the puzzles rated per second on one core
// for SE up to 6.0 and above and the median time a puzzle, and a table per
// SE value; -rows FILE also writes every puzzle's result.
//
// With -published, each FILE holds killer and greater-than puzzles with
// their publishers' labels (score/agreement/testdata/published_variants.jsonl):
// the report gives the Spearman correlation of each puzzle's place on its
// publisher's scale with its rating on the variant ladder, and per label
// the ratings, their grades and how many need a chain.
//
//	go run ./internal/cmd/serate-eval -half second ../shared/data/cbg_ser_sample.csv
//	go run ./internal/cmd/serate-eval -scale sukaku -half second ../shared/data/sudoku_exchange_rated_sample.csv
//	go run ./internal/cmd/serate-eval -published score/agreement/testdata/published_variants.jsonl
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/score/agreement"
)

func main() {
	half := flag.String("half", "all", "rows of each SE value to use: first, second or all")
	per := flag.Int("per", 0, "at most this many rows per SE value (0: no limit)")
	workers := flag.Int("workers", runtime.NumCPU(), "goroutines")
	table := flag.Bool("table", true, "print the table per SE value")
	asGiven := flag.Bool("as-given", false, "rate puzzles as given (like SE) instead of their canonical form")
	scaleName := flag.String("scale", "se", "the ladder to rate on: se (Sudoku Explainer 1.2.1) or sukaku (Sukaku Explainer)")
	dump := flag.String("rows", "", "also write each puzzle's line, SE, rating, hardest technique, estimated flag and time to this TSV file")
	timeout := flag.Duration("timeout", score.DefaultRateTimeout, "time cap per puzzle, after which the rating is an estimate (0: none)")
	published := flag.Bool("published", false, "the files hold published killer and greater-than puzzles with their publishers' labels")
	flag.Parse()
	scale, err := rating.ParseScale(*scaleName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serate-eval: -scale:", err)
		os.Exit(2)
	}
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: serate-eval [-scale se|sukaku] [-timeout D] [-half first|second|all] [-per N] [-workers N] FILE...")
		os.Exit(2)
	}
	if *published {
		r := score.NewRater(score.WithScale(scale), score.WithRateTimeout(*timeout))
		for _, name := range flag.Args() {
			ps, err := agreement.ReadPublished(name)
			if err != nil {
				fmt.Fprintln(os.Stderr, "serate-eval:", err)
				os.Exit(1)
			}
			fmt.Printf("== %s (scale %s)\n", name, scale)
			agreement.EvaluatePublished(ps, r).Write(os.Stdout)
		}
		return
	}
	cfg := agreement.Config{
		Scale:   scale,
		Timeout: *timeout,
		AsGiven: *asGiven,
		Workers: *workers,
		Progress: func(sent, total int, elapsed time.Duration) {
			fmt.Fprintf(os.Stderr, "serate-eval: %d of %d puzzles sent, %s\n", sent, total, elapsed.Round(time.Second))
		},
	}
	for _, name := range flag.Args() {
		rows, err := agreement.ReadFile(name)
		if err == nil {
			rows, err = agreement.SelectRows(rows, *half, *per)
			if err != nil {
				err = fmt.Errorf("-%w", err) // the flag: -half "x": ...
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "serate-eval:", err)
			os.Exit(1)
		}
		rep := agreement.Evaluate(rows, cfg)
		if *dump != "" {
			if err := agreement.WriteRows(*dump, rows, rep.Results); err != nil {
				fmt.Fprintln(os.Stderr, "serate-eval:", err)
				os.Exit(1)
			}
		}
		fmt.Printf("== %s (scale %s, half %s, per %d)\n", name, scale, *half, *per)
		rep.Write(os.Stdout, *table)
	}
}
