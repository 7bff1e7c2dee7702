// Package agreement measures how well the technique rating of package
// score agrees with Sudoku Explainer (SE) ratings.
//
// The input is rated CSV files without header whose first field is a
// puzzle and whose second is its SE rating (rows with an empty rating are
// skipped; ReadFile). SelectRows groups the rows by SE value, in file
// order, and keeps the first half of each group (rounded down), the
// second or all of it, then at most a given number of rows of each group,
// spread evenly over it: one half serves to find where the ladder and SE
// disagree, the other is held out.
//
// Evaluate rates every puzzle on the ladder of a rating.Scale, on several
// goroutines: its canonical form, as the product rates it, or with
// Config.AsGiven the puzzle as given, as SE does (SE's ratings are not
// invariant under isomorphism). Its Report gives the Spearman rank correlation of rating and SE
// (the Pearson correlation of their ranks, tied values sharing their mean
// rank), the shares of ratings equal to SE and within 0.2 of it, how many
// ratings are estimates (the puzzle ran past the time cap), the same
// correlation for the seed score, the puzzles rated per second on one
// core for SE up to 6.0 and above it, the median time a puzzle, and the
// same shares and the mean rating per SE value.
package agreement

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// Row is one rated puzzle.
type Row struct {
	// Line is the row's line in its file, from 1.
	Line int
	// Puzzle is the puzzle of the row.
	Puzzle grid.Nine
	// SE is the row's SE rating in tenths: 73 for 7.3.
	SE rating.Value
}

// ReadFile reads the puzzle and SE columns of a CSV file, skipping rows
// without a rating.
func ReadFile(name string) ([]Row, error) {
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

func readRows(r io.Reader) ([]Row, error) {
	var rows []Row
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), ",")
		if len(fields) < 2 || fields[1] == "" {
			continue
		}
		g, err := grid.Parse(fields[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		se, err := tenths(fields[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: rating %q: %w", n, fields[1], err)
		}
		rows = append(rows, Row{n, g, se})
	}
	return rows, sc.Err()
}

// tenths parses a rating like "7.3" or "09.9" into 73 or 99.
func tenths(s string) (rating.Value, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, err
	}
	if v <= 0 || v > 20 {
		return 0, errors.New("out of range")
	}
	return rating.Value(math.Round(v * 10)), nil
}

// SelectRows groups rows by SE value, in their order, and keeps of each
// group the half that half names: "first" (rounded down), "second" (the
// rest) or "all"; then, if per is more than 0, at most per rows of the
// group, spread evenly over it. The rows kept are in line order.
func SelectRows(rows []Row, half string, per int) ([]Row, error) {
	if half != "first" && half != "second" && half != "all" {
		return nil, fmt.Errorf("half %q: want first, second or all", half)
	}
	groups := map[rating.Value][]Row{}
	var order []rating.Value
	for _, r := range rows {
		if _, ok := groups[r.SE]; !ok {
			order = append(order, r.SE)
		}
		groups[r.SE] = append(groups[r.SE], r)
	}
	var out []Row
	for _, se := range order {
		g := groups[se]
		switch half {
		case "first":
			g = g[:len(g)/2]
		case "second":
			g = g[len(g)/2:]
		}
		if per > 0 && len(g) > per {
			picked := make([]Row, per)
			for i := range picked {
				picked[i] = g[i*len(g)/per]
			}
			g = picked
		}
		out = append(out, g...)
	}
	slices.SortFunc(out, func(a, b Row) int { return a.Line - b.Line })
	return out, nil
}

// Result is one puzzle's rating. Ratings are in tenths, like Row.SE.
type Result struct {
	// SE is the puzzle's SE rating.
	SE rating.Value
	// Rating is the technique rating of package score; Rating.Estimated
	// reports an estimate: the puzzle ran past the time cap.
	Rating rating.Rating
	// Score is the seed score.
	Score int
	// Took is the time the puzzle took to score and rate.
	Took time.Duration
}

// Config says how to rate.
type Config struct {
	// Scale is the ladder to rate on.
	Scale rating.Scale
	// Timeout is the time cap per puzzle, after which its rating is an
	// estimate (0 or less: none).
	Timeout time.Duration
	// AsGiven rates puzzles as given, like SE, not their canonical form.
	AsGiven bool
	// Workers is the number of goroutines rating puzzles (at least one).
	Workers int
	// Progress, if not nil, is called every few seconds with the number
	// of puzzles handed to the workers so far, of total, and the time
	// since the start.
	Progress func(sent, total int, elapsed time.Duration)
}

// Evaluate rates rows as cfg says, on cfg.Workers goroutines, each with
// its own Scorer (and Rater, to rate puzzles as given), and reports on
// how the ratings agree with the rows' SE ratings.
func Evaluate(rows []Row, cfg Config) Report {
	res := make([]Result, len(rows))
	var wg sync.WaitGroup
	next := make(chan int)
	tick := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	for w := 0; w < max(cfg.Workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			opts := []score.Option{score.WithRating(), score.WithScale(cfg.Scale), score.WithRateTimeout(cfg.Timeout)}
			s := score.NewScorer(opts...)
			rt := score.NewRater(opts...)
			for i := range next {
				start := time.Now()
				r := s.Score(rows[i].Puzzle)
				if cfg.AsGiven {
					r.Path = rt.RateAsGiven(rows[i].Puzzle)
				}
				res[i] = Result{rows[i].SE, r.Rating, r.Score, time.Since(start)}
			}
		}()
	}
	start := time.Now()
	for i := range rows {
		select {
		case <-tick.C:
			if cfg.Progress != nil {
				cfg.Progress(i, len(rows), time.Since(start))
			}
		default:
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return makeReport(res)
}

// WriteRows writes each row's line, puzzle, SE, rating, hardest
// technique, estimated flag and time in seconds to a TSV file; res[i] is
// the result of rows[i].
func WriteRows(name string, rows []Row, res []Result) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for i, r := range res {
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%v\t%v\t%.3f\n", rows[i].Line, rows[i].Puzzle, r.SE,
			r.Rating.Value, r.Rating.Technique, r.Rating.Estimated, r.Took.Seconds())
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Report summarises an evaluation.
type Report struct {
	// Results are the puzzles' results, in the order of the rows rated.
	Results []Result
	// N is the number of puzzles.
	N int
	// Rho is the Spearman rank correlation of rating and SE, SeedRho
	// that of seed score and SE (NaN for fewer than two puzzles or
	// constant values).
	Rho, SeedRho float64
	// Exact and Within are the shares of ratings equal to SE and within
	// 0.2 of it.
	Exact, Within float64
	// Estimated is the number of ratings that are estimates.
	Estimated int
	// Median is the median time a puzzle.
	Median time.Duration
	// LowN and HighN are the numbers of puzzles of SE up to 6.0 and
	// above it.
	LowN, HighN int
	// LowRate and HighRate are the puzzles of SE up to 6.0 and above it
	// rated per second per core.
	LowRate, HighRate float64
	// PerSE has a row per SE value, in increasing order.
	PerSE []SERow
}

// SERow is the part of a Report for one SE value.
type SERow struct {
	// SE is the SE value in tenths.
	SE rating.Value
	// N is the number of puzzles of that value; Exact and Within are
	// how many of them are rated equal to it and within 0.2 of it.
	N, Exact, Within int
	// Mean is the mean rating of those puzzles, in tenths.
	Mean float64
}

func makeReport(res []Result) Report {
	rep := Report{Results: res, N: len(res)}
	if len(res) == 0 {
		return rep
	}
	var se, rated, seed []float64
	var lowT, highT time.Duration
	bySE := map[rating.Value]*SERow{}
	for _, r := range res {
		se = append(se, float64(r.SE))
		rated = append(rated, float64(r.Rating.Value))
		seed = append(seed, float64(r.Score))
		d := abs(int(r.Rating.Value - r.SE))
		s := bySE[r.SE]
		if s == nil {
			s = &SERow{SE: r.SE}
			bySE[r.SE] = s
		}
		s.N++
		s.Mean += float64(r.Rating.Value)
		if d == 0 {
			rep.Exact++
			s.Exact++
		}
		if d <= 2 {
			rep.Within++
			s.Within++
		}
		if r.Rating.Estimated {
			rep.Estimated++
		}
		if r.SE <= 60 {
			rep.LowN++
			lowT += r.Took
		} else {
			rep.HighN++
			highT += r.Took
		}
	}
	took := make([]time.Duration, len(res))
	for i, r := range res {
		took[i] = r.Took
	}
	slices.Sort(took)
	rep.Median = took[len(took)/2]
	rep.Exact /= float64(len(res))
	rep.Within /= float64(len(res))
	rep.Rho = spearman(rated, se)
	rep.SeedRho = spearman(seed, se)
	if lowT > 0 {
		rep.LowRate = float64(rep.LowN) / lowT.Seconds()
	}
	if highT > 0 {
		rep.HighRate = float64(rep.HighN) / highT.Seconds()
	}
	for _, s := range bySE {
		s.Mean /= float64(s.N)
		rep.PerSE = append(rep.PerSE, *s)
	}
	slices.SortFunc(rep.PerSE, func(a, b SERow) int { return int(a.SE - b.SE) })
	return rep
}

// Write writes the report to w: a line of the figures over all puzzles, a
// line of speeds and, if table is true, a tab-separated table per SE
// value.
func (rep Report) Write(w io.Writer, table bool) {
	fmt.Fprintf(w, "puzzles %d  spearman %.4f  exact %.1f%%  within 0.2 %.1f%%  estimated %d  seed-score spearman %.4f\n",
		rep.N, rep.Rho, 100*rep.Exact, 100*rep.Within, rep.Estimated, rep.SeedRho)
	fmt.Fprintf(w, "rate per core: SE <= 6.0: %d puzzles, %.0f/s; SE > 6.0: %d puzzles, %.1f/s; median %v a puzzle\n",
		rep.LowN, rep.LowRate, rep.HighN, rep.HighRate, rep.Median.Round(time.Microsecond))
	if !table {
		return
	}
	fmt.Fprintln(w, "SE\tn\tmean rating\texact\twithin 0.2")
	for _, s := range rep.PerSE {
		fmt.Fprintf(w, "%d.%d\t%d\t%.2f\t%.0f%%\t%.0f%%\n", s.SE/10, s.SE%10, s.N, s.Mean/10,
			100*float64(s.Exact)/float64(s.N), 100*float64(s.Within)/float64(s.N))
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
