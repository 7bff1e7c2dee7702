package agreement

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// Killer and greater-than puzzles have no Sudoku Explainer to agree with;
// what they have is their publishers' labels. A publisher that sells
// easy, medium, hard and expert killers sorts them by how hard its solvers
// find them, so the variant ladder should rate them in that order, and
// grade a publisher's lower levels below its top one. EvaluatePublished
// measures that on published puzzles: the Spearman correlation of each
// puzzle's place on its publisher's scale ((level-1)/(levels-1), 0 the
// easiest level, 1 the hardest) with its rating, and, per publisher and
// label, the ratings and how many puzzles need a chain (6.5 and up: the
// forcing chains that do what the killer rungs cannot), which only a
// publisher's top level should.

// Published is a published puzzle with the label its publisher gave it.
type Published struct {
	// Source is the publisher or collection.
	Source string `json:"source"`
	// Label is the publisher's word for the puzzle's difficulty, as
	// published; Level its rank on that source's scale (1 the easiest)
	// of Levels.
	Label  string `json:"label"`
	Level  int    `json:"level"`
	Levels int    `json:"levels"`
	// Name is the puzzle's id at the source.
	Name   string        `json:"name"`
	Puzzle puzzle.Puzzle `json:"puzzle"`
}

// place is p's place on its source's scale, from 0 (easiest) to 1.
func (p *Published) place() float64 {
	if p.Levels < 2 {
		return 1
	}
	return float64(p.Level-1) / float64(p.Levels-1)
}

// ReadPublished reads published puzzles, one JSON object a line, as
// score/agreement/testdata/published_variants.jsonl holds them.
func ReadPublished(name string) ([]Published, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readPublished(f, name)
}

func readPublished(r io.Reader, name string) ([]Published, error) {
	var out []Published
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var p Published
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		if p.Level < 1 || p.Level > p.Levels {
			return nil, fmt.Errorf("%s:%d: level %d of %d", name, line, p.Level, p.Levels)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// LabelRow is what the ladder made of one label of one source.
type LabelRow struct {
	Source, Label string
	Level, Levels int
	// Ratings are the label's puzzles' ratings, in file order.
	Ratings []rating.Rating
	// Chains counts the puzzles rated 6.5 or more: those that need a
	// chain or more.
	Chains int
}

// Median is the median of r's rating values (the lower of the middle two
// for an even count).
func (r *LabelRow) Median() rating.Value {
	vs := make([]rating.Value, len(r.Ratings))
	for i, rt := range r.Ratings {
		vs[i] = rt.Value
	}
	slices.Sort(vs)
	return vs[(len(vs)-1)/2]
}

// PublishedReport is EvaluatePublished's result.
type PublishedReport struct {
	// N is the number of puzzles; Rho the Spearman correlation of their
	// places on their publishers' scales with their ratings.
	N   int
	Rho float64
	// Labels holds a row per source and label, by source in file order,
	// then by level.
	Labels []LabelRow
	// Disorders names each pair of labels of one source whose median
	// ratings come in the wrong order: a lower level's above a higher's.
	Disorders []string
}

// EvaluatePublished rates every puzzle with r (its variant ladder, for
// the variant kinds) and reports how the ratings follow the labels.
func EvaluatePublished(ps []Published, r *score.Rater) PublishedReport {
	var rep PublishedReport
	var places, values []float64
	rows := map[[2]string]*LabelRow{}
	var order [][2]string
	for i := range ps {
		p := &ps[i]
		path := r.RatePuzzle(&p.Puzzle)
		places = append(places, p.place())
		values = append(values, float64(path.Rating.Value))
		key := [2]string{p.Source, p.Label}
		row := rows[key]
		if row == nil {
			row = &LabelRow{Source: p.Source, Label: p.Label, Level: p.Level, Levels: p.Levels}
			rows[key] = row
			order = append(order, key)
		}
		row.Ratings = append(row.Ratings, path.Rating)
		if path.Rating.Value >= 65 {
			row.Chains++
		}
	}
	rep.N, rep.Rho = len(ps), spearman(places, values)
	for _, k := range order {
		rep.Labels = append(rep.Labels, *rows[k])
	}
	// By source as first met, then by level.
	first := map[string]int{}
	for i, k := range order {
		if _, ok := first[k[0]]; !ok {
			first[k[0]] = i
		}
	}
	slices.SortStableFunc(rep.Labels, func(a, b LabelRow) int {
		if a.Source != b.Source {
			return first[a.Source] - first[b.Source]
		}
		return a.Level - b.Level
	})
	for i := range rep.Labels {
		for j := i + 1; j < len(rep.Labels); j++ {
			a, b := &rep.Labels[i], &rep.Labels[j]
			if a.Source == b.Source && a.Level < b.Level && a.Median() > b.Median() {
				rep.Disorders = append(rep.Disorders, fmt.Sprintf("%s: %s (median %v) above %s (median %v)",
					a.Source, a.Label, a.Median(), b.Label, b.Median()))
			}
		}
	}
	return rep
}

// Write prints the report: the correlation, then a line per label.
func (rep PublishedReport) Write(w io.Writer) {
	fmt.Fprintf(w, "published puzzles %d  spearman(level, rating) %.4f\n", rep.N, rep.Rho)
	fmt.Fprintf(w, "%-34s %-14s %5s %4s %6s %9s %6s  %s\n", "source", "label", "level", "n", "median", "range", "chains", "grades")
	for i := range rep.Labels {
		l := &rep.Labels[i]
		lo, hi := l.Ratings[0].Value, l.Ratings[0].Value
		grades := map[rating.Grade]int{}
		for _, r := range l.Ratings {
			lo, hi = min(lo, r.Value), max(hi, r.Value)
			grades[r.Grade()]++
		}
		var gs []byte
		for _, g := range rating.Grades() {
			if n := grades[g]; n > 0 {
				gs = fmt.Appendf(gs, "%s %d ", g, n)
			}
		}
		fmt.Fprintf(w, "%-34.34s %-14.14s %2d/%-2d %4d %6v %4v-%-4v %6d  %s\n",
			l.Source, l.Label, l.Level, l.Levels, len(l.Ratings), l.Median(), lo, hi, l.Chains, gs)
	}
	for _, d := range rep.Disorders {
		fmt.Fprintln(w, "out of order:", d)
	}
}
