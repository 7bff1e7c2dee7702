// Command serate-eval measures the technique rating of package score
// against Sudoku Explainer (SE) ratings.
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
//	go run ./cmd/serate-eval -half second ../shared/data/cbg_ser_sample.csv
//	go run ./cmd/serate-eval -scale sukaku -half second ../shared/data/sudoku_exchange_rated_sample.csv
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
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
	flag.Parse()
	scale, err := score.ParseScale(*scaleName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serate-eval: -scale:", err)
		os.Exit(2)
	}
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: serate-eval [-scale se|sukaku] [-timeout D] [-half first|second|all] [-per N] [-workers N] FILE...")
		os.Exit(2)
	}
	for _, name := range flag.Args() {
		rows, err := readFile(name)
		if err == nil {
			rows, err = selectRows(rows, *half, *per)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "serate-eval:", err)
			os.Exit(1)
		}
		rep := evaluate(rows, config{scale, *timeout, *asGiven}, *workers, os.Stderr)
		if *dump != "" {
			if err := writeRows(*dump, rows, rep.res); err != nil {
				fmt.Fprintln(os.Stderr, "serate-eval:", err)
				os.Exit(1)
			}
		}
		fmt.Printf("== %s (scale %s, half %s, per %d)\n", name, scale, *half, *per)
		rep.write(os.Stdout, *table)
	}
}

// row is one rated puzzle.
type row struct {
	line   int
	puzzle solve.Grid
	se     int // SE rating in tenths
}

// readFile reads the puzzle and SE columns of a CSV file.
func readFile(name string) ([]row, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := readRows(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return rows, nil
}

func readRows(r io.Reader) ([]row, error) {
	var rows []row
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), ",")
		if len(fields) < 2 || fields[1] == "" {
			continue
		}
		g, err := solve.Parse(fields[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		se, err := tenths(fields[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: rating %q: %w", n, fields[1], err)
		}
		rows = append(rows, row{n, g, se})
	}
	return rows, sc.Err()
}

// tenths parses a rating like "7.3" or "09.9" into 73 or 99.
func tenths(s string) (int, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, err
	}
	if v <= 0 || v > 20 {
		return 0, errors.New("out of range")
	}
	return int(math.Round(v * 10)), nil
}

// selectRows keeps the half of each SE value's rows that half names, then
// at most per of them.
func selectRows(rows []row, half string, per int) ([]row, error) {
	if half != "first" && half != "second" && half != "all" {
		return nil, fmt.Errorf("-half %q: want first, second or all", half)
	}
	groups := map[int][]row{}
	var order []int
	for _, r := range rows {
		if _, ok := groups[r.se]; !ok {
			order = append(order, r.se)
		}
		groups[r.se] = append(groups[r.se], r)
	}
	var out []row
	for _, se := range order {
		g := groups[se]
		switch half {
		case "first":
			g = g[:len(g)/2]
		case "second":
			g = g[len(g)/2:]
		}
		if per > 0 && len(g) > per {
			picked := make([]row, per)
			for i := range picked {
				picked[i] = g[i*len(g)/per]
			}
			g = picked
		}
		out = append(out, g...)
	}
	slices.SortFunc(out, func(a, b row) int { return a.line - b.line })
	return out, nil
}

// result is one puzzle's rating.
type result struct {
	se, rating, seed int
	hardest          score.Technique
	estimated        bool
	took             time.Duration
}

// config says how to rate.
type config struct {
	scale   score.Scale
	timeout time.Duration
	asGiven bool // rate puzzles as given, like SE, not their canonical form
}

// evaluate rates rows on workers goroutines, each with its own Scorer (or
// Rater, to rate puzzles as given), reporting progress to progress every
// few seconds if it is not nil.
func evaluate(rows []row, cfg config, workers int, progress io.Writer) report {
	res := make([]result, len(rows))
	var wg sync.WaitGroup
	next := make(chan int)
	tick := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	for w := 0; w < max(workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			opts := []score.Option{score.WithRating(), score.WithScale(cfg.scale), score.WithRateTimeout(cfg.timeout)}
			s := score.NewScorer(opts...)
			rt := score.NewRater(opts...)
			for i := range next {
				start := time.Now()
				r := s.Score(rows[i].puzzle)
				if cfg.asGiven {
					r.Path = rt.RateAsGiven(rows[i].puzzle)
				}
				res[i] = result{rows[i].se, int(r.Rating.Value), r.Seed, r.Rating.Technique, r.Rating.Estimated, time.Since(start)}
			}
		}()
	}
	start := time.Now()
	for i := range rows {
		select {
		case <-tick.C:
			if progress != nil {
				fmt.Fprintf(progress, "serate-eval: %d of %d puzzles sent, %s\n", i, len(rows), time.Since(start).Round(time.Second))
			}
		default:
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return makeReport(res)
}

// writeRows writes each row's result to a TSV file.
func writeRows(name string, rows []row, res []result) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for i, r := range res {
		fmt.Fprintf(w, "%d\t%s\t%d.%d\t%d.%d\t%v\t%v\t%.3f\n", rows[i].line, rows[i].puzzle, r.se/10, r.se%10,
			r.rating/10, r.rating%10, r.hardest, r.estimated, r.took.Seconds())
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// report summarises an evaluation.
type report struct {
	res               []result
	n                 int
	rho, seedRho      float64
	exact, within     float64 // shares
	estimated         int     // ratings that are estimates
	median            time.Duration
	lowN, highN       int
	lowRate, highRate float64 // puzzles per second per core
	perSE             []seRow
}

type seRow struct {
	se, n, exact, within int
	mean                 float64
}

func makeReport(res []result) report {
	rep := report{res: res, n: len(res)}
	if len(res) == 0 {
		return rep
	}
	var se, rating, seed []float64
	var lowT, highT time.Duration
	bySE := map[int]*seRow{}
	for _, r := range res {
		se = append(se, float64(r.se))
		rating = append(rating, float64(r.rating))
		seed = append(seed, float64(r.seed))
		d := abs(r.rating - r.se)
		s := bySE[r.se]
		if s == nil {
			s = &seRow{se: r.se}
			bySE[r.se] = s
		}
		s.n++
		s.mean += float64(r.rating)
		if d == 0 {
			rep.exact++
			s.exact++
		}
		if d <= 2 {
			rep.within++
			s.within++
		}
		if r.estimated {
			rep.estimated++
		}
		if r.se <= 60 {
			rep.lowN++
			lowT += r.took
		} else {
			rep.highN++
			highT += r.took
		}
	}
	took := make([]time.Duration, len(res))
	for i, r := range res {
		took[i] = r.took
	}
	slices.Sort(took)
	rep.median = took[len(took)/2]
	rep.exact /= float64(len(res))
	rep.within /= float64(len(res))
	rep.rho = spearman(rating, se)
	rep.seedRho = spearman(seed, se)
	if lowT > 0 {
		rep.lowRate = float64(rep.lowN) / lowT.Seconds()
	}
	if highT > 0 {
		rep.highRate = float64(rep.highN) / highT.Seconds()
	}
	for _, s := range bySE {
		s.mean /= float64(s.n)
		rep.perSE = append(rep.perSE, *s)
	}
	slices.SortFunc(rep.perSE, func(a, b seRow) int { return a.se - b.se })
	return rep
}

func (rep report) write(w io.Writer, table bool) {
	fmt.Fprintf(w, "puzzles %d  spearman %.4f  exact %.1f%%  within 0.2 %.1f%%  estimated %d  seed-score spearman %.4f\n",
		rep.n, rep.rho, 100*rep.exact, 100*rep.within, rep.estimated, rep.seedRho)
	fmt.Fprintf(w, "rate per core: SE <= 6.0: %d puzzles, %.0f/s; SE > 6.0: %d puzzles, %.1f/s; median %v a puzzle\n",
		rep.lowN, rep.lowRate, rep.highN, rep.highRate, rep.median.Round(time.Microsecond))
	if !table {
		return
	}
	fmt.Fprintln(w, "SE\tn\tmean rating\texact\twithin 0.2")
	for _, s := range rep.perSE {
		fmt.Fprintf(w, "%d.%d\t%d\t%.2f\t%.0f%%\t%.0f%%\n", s.se/10, s.se%10, s.n, s.mean/10,
			100*float64(s.exact)/float64(s.n), 100*float64(s.within)/float64(s.n))
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// spearman returns the Spearman rank correlation of x and y: the Pearson
// correlation of their ranks, tied values sharing their mean rank.
func spearman(x, y []float64) float64 {
	return pearson(ranks(x), ranks(y))
}

func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case v[a] < v[b]:
			return -1
		case v[a] > v[b]:
			return 1
		}
		return 0
	})
	r := make([]float64, len(v))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && v[idx[j]] == v[idx[i]] {
			j++
		}
		mean := float64(i+j-1)/2 + 1
		for k := i; k < j; k++ {
			r[idx[k]] = mean
		}
		i = j
	}
	return r
}

func pearson(x, y []float64) float64 {
	n := float64(len(x))
	if n < 2 {
		return math.NaN()
	}
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx /= n
	my /= n
	var sxy, sxx, syy float64
	for i := range x {
		dx, dy := x[i]-mx, y[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return math.NaN()
	}
	return sxy / math.Sqrt(sxx*syy)
}
