package postgres_test

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/internal/pgtest"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/postgres"
	"github.com/puzzlebook/sudoku/store/storetest"
)

var bigCatalog = flag.Int("pgbig", 0, "BenchmarkQueryBig: build a catalog of `N` puzzles (10000000 takes minutes); 0 skips it")

// BenchmarkAddPuzzles stores distinct rows in batches of 1,000 from 1, 2
// and 4 writers at once, each with its own connection pool as separate
// machines would have, into one new catalog; one op is one row. Run it
// with -pgdurable for a server that syncs its commits to disk.
func BenchmarkAddPuzzles(b *testing.B) {
	const batch = 1000
	for _, writers := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("writers=%d", writers), func(b *testing.B) {
			ctx := context.Background()
			url := pgtest.NewDB(b)
			first := mustOpen(b, url)
			src := storetest.MustSource(b, first, "bench")
			per := (b.N + writers - 1) / writers
			cats := make([]store.Catalog, writers)
			rows := make([][]*store.Record, writers)
			for w := range writers {
				cats[w] = mustOpen(b, url)
				rows[w] = storetest.Synth(b, per, uint64(1000*b.N+w), src, true)
			}
			b.ReportAllocs()
			cpu0 := pgtest.Get(b).CPU()
			b.ResetTimer()
			var wg sync.WaitGroup
			errs := make([]error, writers)
			for w := range writers {
				wg.Go(func() {
					ps := rows[w]
					for lo := 0; lo < len(ps); lo += batch {
						out, err := cats[w].AddPuzzles(ctx, ps[lo:min(lo+batch, len(ps))])
						if err != nil {
							errs[w] = err
							return
						}
						for _, o := range out {
							if o.Status != store.Stored {
								errs[w] = fmt.Errorf("%v", o)
								return
							}
						}
					}
				})
			}
			wg.Wait()
			b.StopTimer()
			for _, err := range errs {
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(per*writers)/b.Elapsed().Seconds(), "rows/s")
			// The server's processor time per row says how many rows a
			// second a server of so many cores carries.
			b.ReportMetric(float64((pgtest.Get(b).CPU()-cpu0).Microseconds())/float64(per*writers), "server-cpu-µs/row")
		})
	}
}

func mustOpen(tb testing.TB, url string) *postgres.Store {
	tb.Helper()
	s, err := postgres.Open(context.Background(), url)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// buildBig fills the catalog at url with n puzzles made by the server
// itself, a million a statement: random 41-byte keys (in key order, as
// the unique index likes them), 20 to 32 clues, log-normal seed scores of
// median 30 with a long tail (as random minimal puzzles have), and 80%
// rated, uniformly from 1.0 to 11.9, graded by their rating. The puzzle
// and solution texts are one real pair for all: the queries do not look
// at them.
func buildBig(b *testing.B, url string, n int) {
	ctx := context.Background()
	s := mustOpen(b, url)
	src := storetest.MustSource(b, s, "big")
	g := storetest.Grids(b, "top95.txt")[0]
	sol := testgrids.Solve(g).Solution
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close(ctx)
	start := time.Now()
	const chunk = 1_000_000
	for lo := 0; lo < n; lo += chunk {
		_, err := conn.Exec(ctx, `
			INSERT INTO puzzles (puzzle, solution, isokey, clues, score, rating, scale, technique, grade,
				stable, stable_k, symmetry, minimal, source_id, line, created)
			SELECT $1, $2, key, clues, score, rating, CASE WHEN rating IS NOT NULL THEN 'se' END,
				CASE WHEN rating IS NOT NULL THEN 'technique' END,
				CASE WHEN rating IS NULL THEN NULL WHEN rating <= 15 THEN 'easy' WHEN rating <= 25 THEN 'medium'
					WHEN rating <= 44 THEN 'hard' WHEN rating <= 64 THEN 'expert' WHEN rating <= 84 THEN 'extreme'
					ELSE 'nightmare' END,
				CASE WHEN rating IS NOT NULL THEN score END, CASE WHEN rating IS NOT NULL THEN 16 END,
				'none', true, $3, i, now()
			FROM (
				SELECT i,
					decode(md5(i::text) || md5((-i)::text) || left(md5((i * 7)::text), 18), 'hex') AS key,
					20 + floor(random() * 13)::int AS clues,
					least(floor(exp(ln(30) + 1.3 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))), 1000000)::int AS score,
					CASE WHEN random() < 0.8 THEN 10 + floor(random() * 110)::int END AS rating
				FROM generate_series($4::bigint, $5::bigint) AS i
			) r
			ORDER BY key`, g.String(), sol.Nine().String(), src, lo+1, min(lo+chunk, n))
		if err != nil {
			b.Fatal(err)
		}
		b.Logf("%d rows in %v", min(lo+chunk, n), time.Since(start).Round(time.Second))
	}
	if _, err := conn.Exec(ctx, "VACUUM ANALYZE puzzles"); err != nil {
		b.Fatal(err)
	}
	b.Logf("built %d rows in %v", n, time.Since(start).Round(time.Second))
}

// BenchmarkQueryBig times the queries of `sudoku query --limit 100` on a
// catalog of -pgbig puzzles, reading every row returned; it fails if a
// plan sorts the rows instead of walking an index (but random's).
func BenchmarkQueryBig(b *testing.B) {
	if *bigCatalog == 0 {
		b.Skip("-pgbig N builds a catalog of N puzzles for this benchmark")
	}
	url := pgtest.NewDB(b)
	buildBig(b, url, *bigCatalog)
	s := mustOpen(b, url)
	ctx := context.Background()
	clue := func(lo, hi int) store.Filter { return store.Filter{Clues: ranges.Between(lo, hi), Limit: 100} }
	seed := func(lo, hi int) store.Filter { return store.Filter{Score: ranges.Between(lo, hi), Limit: 100} }
	order := func(f store.Filter, o store.Order) store.Filter { f.Order = o; return f }
	grade := func(g rating.Grade) *rating.Grade { return &g }
	// A clue range in score order sorts what one index scan per clue
	// count yields, up to the limit each: a bounded sort.
	tests := []struct {
		name string
		f    store.Filter
		sort bool // the plan may sort: random order, or a bounded sort
	}{
		{"score=300..400", seed(300, 400), false},
		{"score=5000..", store.Filter{Score: ranges.AtLeast(5000), Limit: 100}, false},
		{"score=20..30/-score", order(seed(20, 30), store.ByScoreDesc), false},
		{"clues=22..24", clue(22, 24), true},
		{"clues=30..32", clue(30, 32), true},
		{"clues=22..24/clues", order(clue(22, 24), store.ByClues), false},
		{"clues=25", clue(25, 25), false},
		{"clues=22..24/score=100..200", store.Filter{Clues: ranges.Between(22, 24), Score: ranges.Between(100, 200), Limit: 100}, true},
		{"grade=hard", store.Filter{Grade: grade(rating.Hard), Limit: 100}, false},
		{"grade=nightmare/score=100..", store.Filter{Grade: grade(rating.Nightmare), Score: ranges.AtLeast(100), Limit: 100}, false},
		{"rating=65../rating", store.Filter{Rating: ranges.AtLeast(65), Order: store.ByRating, Limit: 100}, false},
		{"unused/score=300..400", store.Filter{Score: ranges.Between(300, 400), Unused: true, Limit: 100}, false},
		{"score=100..200/random", order(seed(100, 200), store.Random), true},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			plan, err := s.ExplainFindPuzzles(ctx, tt.f)
			if err != nil {
				b.Fatal(err)
			}
			text := strings.Join(plan, "\n")
			if !strings.Contains(text, "Index") || !tt.sort && strings.Contains(text, "Sort") ||
				tt.f.Order != store.Random && strings.Contains(text, "Seq Scan") {
				b.Fatalf("plan:\n%s", text)
			}
			b.Log("\n" + text)
			b.ReportAllocs()
			// The random order reads every matching id, a second a query:
			// it runs at most 5 times (ns/op is then off; ms/query is not).
			runs := b.N
			if tt.f.Order == store.Random {
				runs = min(b.N, 5)
			}
			n := 0
			start := time.Now()
			for range runs {
				ps, err := s.FindPuzzles(ctx, tt.f)
				if err != nil {
					b.Fatal(err)
				}
				n = len(ps)
			}
			b.ReportMetric(float64(time.Since(start).Microseconds())/float64(runs)/1000, "ms/query")
			b.ReportMetric(float64(n), "rows")
		})
	}
}
