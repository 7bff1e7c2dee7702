package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// generatedLooking writes n puzzles that look like a generator's output:
// each is a random minimal puzzle of unbiased_first1000 with two clues of
// its solution added (so it stays unique, and is almost surely of a new
// isomorphism class), under a random transform.
func generatedLooking(b *testing.B, path string, n int) {
	base := testgrids.Collection(b, "unbiased_first1000.txt")
	sols := make([]grid.Nine, len(base))
	for i, g := range base {
		res := solve.CountNine(g)
		sols[i] = res.Solution.Nine()
	}
	r := rand.New(rand.NewPCG(1, 2))
	gs := make([]grid.Nine, n)
	for i := range gs {
		k := r.IntN(len(base))
		g := base[k]
		for added := 0; added < 2; {
			if c := r.IntN(81); g[c] == 0 {
				g[c] = sols[k][c]
				added++
			}
		}
		tr := iso.Random(r)
		gs[i] = tr.Apply(g)
	}
	writeLines(b, path, gs)
}

// BenchmarkImport runs `sudoku import` on all cores into a new catalog:
// reading, solving, scoring, keying and storing, with the ratings (the
// default) and without (--rate=false --stable 0). One op is one import.
// The hardest list (forum_hardest_1106, ER 10.5 and up, two minutes an
// import on two cores: `-bench 'Import/forum' -benchtime 1x`) is
// imported rated only: unrated it is the solver's, as magictour is.
func BenchmarkImport(b *testing.B) {
	gen := filepath.Join(b.TempDir(), "generated100k.txt")
	generatedLooking(b, gen, 100_000)
	for _, bc := range []struct {
		name, file string
		n          int
		ratedOnly  bool
	}{
		{"magictour_top1465", testgrids.File(b, "magictour_top1465.txt"), 1465, false},
		{"generated100k", gen, 100_000, false},
		{"forum_hardest_1106", testgrids.File(b, "forum_hardest_1106.txt"), 375, true},
	} {
		for _, mode := range []struct {
			name  string
			flags []string
		}{{"rated", nil}, {"unrated", []string{"--rate=false", "--stable", "0"}}} {
			if bc.ratedOnly && mode.flags != nil {
				continue
			}
			b.Run(bc.name+"/"+mode.name, func(b *testing.B) {
				dir := b.TempDir()
				i := 0
				for b.Loop() {
					i++
					db := filepath.Join(dir, fmt.Sprintf("c%d.db", i))
					args := append(append([]string{"sudoku", "import", "--db", db}, mode.flags...), bc.file)
					if code := run(context.Background(), args, strings.NewReader(""), io.Discard, io.Discard); code != 0 {
						b.Fatalf("exit %d", code)
					}
				}
				b.ReportMetric(float64(bc.n*b.N)/b.Elapsed().Seconds(), "puzzles/s")
			})
		}
	}
}

// BenchmarkExport runs `sudoku export` of a 1,000-puzzle PDF book with its
// answer key, 6 puzzles a page (it should take well under 2 s), from a
// catalog of the 1,000 puzzles of unbiased_first1000: "new" selects and
// records the book, then writes it; "again" writes recorded book 1 again
// (--book). One op is one export; bytes is the PDF's size.
func BenchmarkExport(b *testing.B) {
	dir := b.TempDir()
	db := filepath.Join(dir, "c.db")
	cli := func(args ...string) {
		b.Helper()
		var errb strings.Builder
		if code := run(context.Background(), append([]string{"sudoku"}, args...), strings.NewReader(""), io.Discard, &errb); code != 0 {
			b.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
	}
	cli("import", "--db", db, testgrids.File(b, "unbiased_first1000.txt"))
	out := filepath.Join(dir, "book.pdf")
	cli("export", "--db", db, "--count", "1000", "--per-page", "6", "--solutions", "--out", out)
	for _, bc := range []struct {
		name string
		args []string
	}{
		{"new", []string{"--count", "1000", "--reuse", "--per-page", "6", "--solutions"}},
		{"again", []string{"--book", "1"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			args := append([]string{"export", "--db", db, "--out", out, "--force"}, bc.args...)
			b.ReportAllocs()
			for b.Loop() {
				cli(args...)
			}
			fi, err := os.Stat(out)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(fi.Size()), "bytes")
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/book")
			b.ReportMetric(1000*float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkScore runs `sudoku score --rate=false --stable 0 --workers 1`
// over whole datasets, the seed score alone through reading, checking and
// printing, beside the literal transcription of the spec
// (internal/literal) counting the same puzzles. One op is one dataset:
//
//	go test ./cmd/sudoku -run '^$' -bench Score -count 6 | benchstat -col /solver -
//
// prints the puzzles a second of both and their ratio.
func BenchmarkScore(b *testing.B) {
	for _, set := range []string{"forum_hardest_1106", "magictour_top1465"} {
		file := testgrids.File(b, set+".txt")
		gs := readLines(b, file)
		b.Run(set+"/solver=score", func(b *testing.B) {
			args := []string{"sudoku", "score", "--rate=false", "--stable", "0", "--workers", "1", file}
			for b.Loop() {
				if code := run(context.Background(), args, strings.NewReader(""), io.Discard, io.Discard); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(len(gs)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
		b.Run(set+"/solver=literal", func(b *testing.B) {
			l := literal.New()
			for b.Loop() {
				for _, g := range gs {
					l.Count(g)
				}
			}
			b.ReportMetric(float64(len(gs)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
