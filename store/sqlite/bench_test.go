package sqlite_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/cputime"
	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlite"
	"github.com/puzzlebook/sudoku/store/storetest"
)

// BenchmarkAddPuzzles stores rows in batches into a new catalog; one op
// is one row. "keyed" rows carry their isomorph key (import computes it on
// the workers); "unkeyed" ones make the writer compute it.
func BenchmarkAddPuzzles(b *testing.B) {
	for _, bc := range []struct {
		batch int
		keyed bool
	}{{1000, true}, {5000, true}, {1000, false}} {
		name := fmt.Sprintf("batch=%d/%s", bc.batch, map[bool]string{true: "keyed", false: "unkeyed"}[bc.keyed])
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			s := MustOpenNew(b)
			src := MustSource(b, s, "bench")
			ps := storetest.Synth(b, b.N, uint64(b.N), src, bc.keyed)
			b.ReportAllocs()
			cpu0 := cputime.Process()
			b.ResetTimer()
			for lo := 0; lo < b.N; lo += bc.batch {
				out, err := s.AddPuzzles(ctx, ps[lo:min(lo+bc.batch, b.N)])
				if err != nil {
					b.Fatal(err)
				}
				for _, o := range out {
					if o.Status != store.Stored {
						b.Fatalf("%v", o)
					}
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
			// CPU time is steadier than wall time on a shared machine.
			b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/float64(b.N), "cpu-µs/row")
		})
	}
}

// million opens a catalog of 1,000,000 synthetic rows, building it the
// first time under os.TempDir (named for the schema version and a hash of
// the migration scripts, so an edited schema gets a new one) and reusing
// it afterwards: building takes a minute or two.
func million(b *testing.B) *sqlite.Store {
	b.Helper()
	return MustOpen(b, millionPath(b))
}

// millionPath returns the path of the catalog of million, building it if
// need be; it is closed.
func millionPath(b *testing.B) string {
	b.Helper()
	const n = 1_000_000
	path := filepath.Join(os.TempDir(), fmt.Sprintf("sudoku-bench-1m-v%d-%s.db", sqlite.SchemaVersion(), schemaHash(b)))
	if _, err := os.Stat(path); err == nil {
		s, err := sqlite.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		st, err := s.Stats(context.Background())
		if cerr := s.Close(); err == nil {
			err = cerr
		}
		if err != nil || st.Puzzles != n {
			b.Fatalf("%s is there but is not a complete catalog of %d rows (%v): remove it", path, n, err)
		}
		return path
	}
	tmp := path + ".building"
	os.Remove(tmp)
	start := time.Now()
	s, err := sqlite.Open(tmp)
	if err != nil {
		b.Fatal(err)
	}
	src := MustSource(b, s, "bench")
	for lo := 0; lo < n; lo += 100_000 {
		ps := storetest.Synth(b, 100_000, uint64(lo), src, true)
		for i := 0; i < len(ps); i += 1000 {
			if _, err := s.AddPuzzles(context.Background(), ps[i:i+1000]); err != nil {
				b.Fatal(err)
			}
		}
	}
	if err := s.Close(); err != nil { // runs PRAGMA optimize: statistics
		b.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		b.Fatal(err)
	}
	b.Logf("built %s in %v", path, time.Since(start).Round(time.Second))
	return path
}

// BenchmarkQuery1M times the queries of `sudoku query --limit 100` on a
// catalog of a million rows, reading every row returned; it fails if the
// plan sorts instead of walking an index.
func BenchmarkQuery1M(b *testing.B) {
	s := million(b)
	ctx := context.Background()
	clue := func(lo, hi int) store.Filter { return store.Filter{Clues: ranges.Between(lo, hi), Limit: 100} }
	seed := func(lo, hi int) store.Filter { return store.Filter{Score: ranges.Between(lo, hi), Limit: 100} }
	order := func(f store.Filter, o store.Order) store.Filter { f.Order = o; return f }
	tests := []struct {
		name string
		f    store.Filter
		sort bool // the plan may sort (random order)
	}{
		{"score=300..400", seed(300, 400), false},
		{"score=5000..", store.Filter{Score: ranges.AtLeast(5000), Limit: 100}, false},
		{"score=20..30/-score", order(seed(20, 30), store.ByScoreDesc), false},
		{"clues=22..24", clue(22, 24), false},
		{"clues=30..32", clue(30, 32), false},
		{"clues=22..24/clues", order(clue(22, 24), store.ByClues), false},
		{"clues=25", clue(25, 25), false},
		{"clues=22..24/score=100..200", store.Filter{Clues: ranges.Between(22, 24), Score: ranges.Between(100, 200), Limit: 100}, false},
		{"score=100..200/random", order(seed(100, 200), store.Random), true},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			plan, err := s.ExplainFindPuzzles(ctx, tt.f)
			if err != nil {
				b.Fatal(err)
			}
			text := strings.Join(plan, "; ")
			if !strings.Contains(text, "USING INDEX") && !strings.Contains(text, "USING COVERING INDEX") ||
				!tt.sort && strings.Contains(text, "TEMP B-TREE") {
				b.Fatalf("plan: %s", text)
			}
			b.Log(text)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				ps, err := s.FindPuzzles(ctx, tt.f)
				if err != nil {
					b.Fatal(err)
				}
				n = len(ps)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/query")
			b.ReportMetric(float64(n), "rows")
		})
	}
}

// schemaHash is a short hash of the migration scripts.
func schemaHash(tb testing.TB) string {
	h := sha256.New()
	err := fs.WalkDir(migrations.SQLite, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(migrations.SQLite, path)
		h.Write([]byte(path))
		h.Write(b)
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return fmt.Sprintf("%x", h.Sum(nil)[:4])
}

// copyCatalog copies the closed catalog at path into the benchmark's
// temporary directory, for benchmarks that write.
func copyCatalog(b *testing.B, path string) string {
	b.Helper()
	dst := filepath.Join(b.TempDir(), filepath.Base(path))
	in, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		b.Fatal(err)
	}
	if err := out.Close(); err != nil {
		b.Fatal(err)
	}
	return dst
}

// BenchmarkBook1M selects a book's worth of unused puzzles (Filter.Unused,
// 1,000 of them) from a catalog of a million rows while earlier books hold
// the first `used` puzzles of the order, which the scan must step over, one
// index probe each; and records a book of 1,000 (AddBook, then DeleteBook
// so that every op starts from the same catalog).
func BenchmarkBook1M(b *testing.B) {
	ctx := context.Background()
	s := MustOpen(b, copyCatalog(b, millionPath(b)))
	clues := store.Filter{Clues: ranges.Between(22, 24)}
	random := store.Filter{Score: ranges.Between(100, 200), Order: store.Random}
	used := 0
	for _, n := range []int{0, 10_000, 100_000} {
		if n > used {
			// The easiest puzzles, and as many again of 22..24 clues.
			for _, f := range []store.Filter{{}, clues} {
				f.Unused, f.Limit = true, n-used
				if _, err := s.AddBook(ctx, &store.Book{Title: "used"}, f); err != nil {
					b.Fatal(err)
				}
			}
			used = n
		}
		for _, tt := range []struct {
			name string
			f    store.Filter
		}{{"score", store.Filter{}}, {"clues=22..24", clues}, {"score=100..200/random", random}} {
			f := tt.f
			f.Unused, f.Limit = true, 1000
			b.Run(fmt.Sprintf("used=%d/find/%s", n, tt.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					ps, err := s.FindPuzzles(ctx, f)
					if err != nil || len(ps) != f.Limit {
						b.Fatalf("%d puzzles, %v", len(ps), err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/op")
			})
		}
		b.Run(fmt.Sprintf("used=%d/add", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				bk := &store.Book{Title: "bench"}
				if _, err := s.AddBook(ctx, bk, store.Filter{Unused: true, Limit: 1000}); err != nil {
					b.Fatal(err)
				}
				if err := s.DeleteBook(ctx, bk.ID); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/op")
		})
	}
}
