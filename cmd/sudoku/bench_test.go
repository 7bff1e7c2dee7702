package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// generatedLooking writes n puzzles that look like a generator's output:
// each is a random minimal puzzle of unbiased_first1000 with two clues of
// its solution added (so it stays unique, and is almost surely of a new
// isomorphism class), under a random transform.
func generatedLooking(b *testing.B, path string, n int) {
	base := readLines(b, "testdata/unbiased_first1000.txt")
	sols := make([]solve.Grid, len(base))
	for i, g := range base {
		sols[i] = solve.Count(g).Solution
	}
	r := rand.New(rand.NewPCG(1, 2))
	gs := make([]solve.Grid, n)
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
// reading, solving, scoring, keying and storing. One op is one import.
func BenchmarkImport(b *testing.B) {
	gen := filepath.Join(b.TempDir(), "generated100k.txt")
	generatedLooking(b, gen, 100_000)
	for _, bc := range []struct {
		name, file string
		n          int
	}{
		{"magictour_top1465", "testdata/magictour_top1465.txt", 1465},
		{"generated100k", gen, 100_000},
	} {
		b.Run(bc.name, func(b *testing.B) {
			dir := b.TempDir()
			i := 0
			for b.Loop() {
				i++
				db := filepath.Join(dir, fmt.Sprintf("c%d.db", i))
				args := []string{"sudoku", "import", "--db", db, bc.file}
				if code := run(context.Background(), args, strings.NewReader(""), io.Discard, io.Discard); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(bc.n*b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
