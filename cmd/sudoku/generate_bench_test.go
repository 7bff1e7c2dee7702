package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/cputime"
)

// BenchmarkGenerate runs `sudoku generate` into a new catalog with one
// worker and with one per CPU: making minimal puzzles, scoring them,
// keying and storing them in batches; "rated" (the default) also rates
// them and computes the stable score, "unrated" is --rate=false
// --stable 0. One op is one run; puzzles/s counts the puzzles stored.
func BenchmarkGenerate(b *testing.B) {
	for _, mode := range []struct {
		name  string
		n     int
		flags []string
	}{{"rated", 2_000, nil}, {"unrated", 10_000, []string{"--rate=false", "--stable", "0"}}} {
		for _, workers := range []int{1, runtime.NumCPU()} {
			benchGenerate(b, mode.name+"/workers="+strconv.Itoa(workers), mode.n, workers, mode.flags)
		}
	}
}

// benchGenerate is one sub-benchmark of BenchmarkGenerate: n puzzles a run.
func benchGenerate(b *testing.B, name string, n, workers int, flags []string) {
	b.Run(name, func(b *testing.B) {
		dir := b.TempDir()
		i := 0
		b.ReportAllocs()
		cpu0 := cputime.Process()
		for b.Loop() {
			i++
			db := filepath.Join(dir, fmt.Sprintf("c%d.db", i))
			args := []string{"sudoku", "generate", "--db", db, "--count", strconv.Itoa(n),
				"--workers", strconv.Itoa(workers), "--seed", strconv.Itoa(i)}
			args = append(args, flags...)
			var out strings.Builder
			if code := run(context.Background(), args, strings.NewReader(""), &out, io.Discard); code != 0 {
				b.Fatalf("exit %d", code)
			}
			if !strings.HasPrefix(out.String(), strconv.Itoa(n)+" stored") {
				b.Fatalf("summary %q", out.String())
			}
		}
		b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "puzzles/s")
		// CPU time is steadier than wall time on a shared machine.
		b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/float64(n*b.N), "cpu-µs/puzzle")
	})
}
