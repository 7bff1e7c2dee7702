package sqlbuild

import (
	"context"
	"database/sql"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/store"
)

// cluesRow is a Querier whose every query answers one row: the smallest
// and largest clue counts of cluesPresent.
type cluesRow struct{ lo, hi int64 }

func (q cluesRow) Query(context.Context, string, ...any) (Rows, error) {
	return &oneRow{vals: []int64{q.lo, q.hi}}, nil
}

type oneRow struct {
	vals []int64
	read bool
}

func (r *oneRow) Next() bool {
	next := !r.read
	r.read = true
	return next
}

func (r *oneRow) Scan(dest ...any) error {
	for i, d := range dest {
		*d.(*sql.Null[int64]) = sql.Null[int64]{V: r.vals[i], Valid: true}
	}
	return nil
}

func (r *oneRow) Err() error { return nil }
func (r *oneRow) Close()     {}

// TestQueryPlaceholders builds the queries of filters that use every
// condition, in both dialects, and checks that the placeholders number
// the arguments in order, each once, with the dialect's mark.
func TestQueryPlaceholders(t *testing.T) {
	all := everyCondition()
	filters := map[string]store.Filter{"all": all, "none": {}}
	for _, o := range store.Orders() {
		f := all
		f.Order = o
		filters[o.String()] = f
		f.Clues = ranges.Between(22, 26) // a merge of clue counts in score order
		filters[o.String()+"/clues"] = f
	}
	for _, d := range []Dialect{{Mark: '?', NoLimit: -1}, {Mark: '$', Lateral: true}} {
		for name, f := range filters {
			t.Run(fmt.Sprintf("%c/%s", d.Mark, name), func(t *testing.T) {
				query, args, err := d.Query(t.Context(), cluesRow{23, 25}, &f)
				if err != nil {
					t.Fatal(err)
				}
				marks := regexp.MustCompile(`[?$](\d+)`).FindAllStringSubmatch(query, -1)
				if len(marks) != len(args) {
					t.Fatalf("%d placeholders for %d arguments: %s", len(marks), len(args), query)
				}
				for i, m := range marks {
					if n, _ := strconv.Atoi(m[1]); m[0][0] != d.Mark || n != i+1 {
						t.Fatalf("placeholder %d is %s: %s", i+1, m[0], query)
					}
				}
				if strings.Contains(query, "?") && d.Mark != '?' || strings.Contains(query, "$") && d.Mark != '$' {
					t.Errorf("another dialect's mark: %s", query)
				}
			})
		}
	}
}
