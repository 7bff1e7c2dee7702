package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/sqlitecheck"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/engine"
)

// storedRows returns every puzzle of the catalog at path, by id.
func storedRows(t *testing.T, path string) []*store.Record {
	t.Helper()
	st, err := engine.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ps, err := st.FindPuzzles(t.Context(), store.Filter{Order: store.ByID})
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// genTarget is what a generate run was asked for.
type genTarget struct {
	symmetry     iso.Symmetry
	clues, score ranges.Range
	minimal      bool
}

// checkGenerated checks a generated catalog row independently of the
// generator, with the seed solver: unique with the stored solution and
// score, inside the targets, symmetric as asked, minimal as asked and as
// recorded, and with its provenance.
func checkGenerated(t *testing.T, p *store.Record, want genTarget, workers int) {
	t.Helper()
	s := new(solve.Solver)
	r := s.CountNine(p.Puzzle.Givens.Nine())
	name := fmt.Sprintf("row %d %s", p.ID, p.Puzzle.Givens.Nine())
	if r.Solutions != 1 || r.Solution != p.Solution {
		t.Fatalf("%s: %d solutions, solver's solution %s, stored %s", name, r.Solutions, r.Solution.Nine(), p.Solution.Nine())
	}
	if r.Score != p.Score {
		t.Errorf("%s: stored score %d, the solver says %d", name, p.Score, r.Score)
	}
	if p.Clues != p.Puzzle.Givens.Clues() || !want.clues.Contains(p.Clues) || !want.score.Contains(p.Score) {
		t.Errorf("%s: %d clues, score %d: outside clues %s, score %s", name, p.Clues, p.Score, want.clues, want.score)
	}
	if !want.symmetry.Holds(p.Puzzle.Givens.Nine()) || p.Symmetry != iso.SymmetryOf(p.Puzzle.Givens.Nine()).String() {
		t.Errorf("%s: not %v-symmetric, or symmetry column %q", name, want.symmetry, p.Symmetry)
	}
	minimal := true
	for c := range p.Puzzle.Cells() {
		if p.Puzzle.Givens[c] != 0 {
			h := p.Puzzle.Givens
			h[c] = 0
			if s.CountNine(h.Nine()).Solutions < 2 {
				minimal = false
				break
			}
		}
	}
	if want.minimal && !minimal || p.Minimal == nil || *p.Minimal != minimal {
		t.Errorf("%s: minimal %v, recorded %v, asked %v", name, minimal, p.Minimal, want.minimal)
	}
	if p.SourceName != "sudoku generate" || p.Worker == nil || *p.Worker < 0 || *p.Worker >= workers ||
		p.Seq == nil || *p.Seq < 0 || p.Line != 0 {
		t.Errorf("%s: provenance %q worker %v seq %v line %d", name, p.SourceName, p.Worker, p.Seq, p.Line)
	}
}

func mustRange(s string) ranges.Range {
	r, err := ranges.Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

// TestGenerateProperties generates puzzles into fresh catalogs under
// every symmetry and several targets, and checks every stored row.
func TestGenerateProperties(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		args  []string
		count int
		want  genTarget
	}{
		{"minimal", nil, 8, genTarget{minimal: true}},
		{"rot180", []string{"--symmetry", "rot180"}, 4, genTarget{symmetry: iso.Rot180, minimal: true}},
		{"rot180-groups", []string{"--symmetry", "rot180", "--minimal=false"}, 8, genTarget{symmetry: iso.Rot180}},
		{"rot90-groups", []string{"--symmetry", "rot90", "--minimal=false"}, 8, genTarget{symmetry: iso.Rot90}},
		{"mirror-groups", []string{"--symmetry", "mirror", "--minimal=false"}, 8, genTarget{symmetry: iso.Mirror}},
		{"diagonal", []string{"--symmetry", "diagonal"}, 4, genTarget{symmetry: iso.Diagonal, minimal: true}},
		{"clues30..34", []string{"--clues", "30..34", "--minimal=false"}, 8, genTarget{clues: mustRange("30..34")}},
		{"targets", []string{"--clues", "22..23", "--score", "10..60"}, 8,
			genTarget{clues: mustRange("22..23"), score: mustRange("10..60"), minimal: true}},
		{"search", []string{"--score", "400.."}, 2, genTarget{score: mustRange("400.."), minimal: true}},
		{"search-window", []string{"--score", "150..400", "--mode", "search", "--symmetry", "rot180", "--minimal=false"}, 2,
			genTarget{symmetry: iso.Rot180, score: mustRange("150..400")}},
	}
	// One seed, above 2^63, and a few puzzles a case (half as many under
	// the race detector): this checks the flags' wiring; package generate
	// checks the puzzles of many. Ratings are TestGenerateRatings'
	// subject; here they cost time only.
	seeds := []string{"18446744073709551557"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			count := tt.count
			if race.Enabled {
				count = max(count/2, 1)
			}
			for _, seed := range seeds {
				db := emptyCatalog(t, filepath.Join(t.TempDir(), "c.db"))
				args := append([]string{"generate", "--db", db, "--workers", "2", "--seed", seed,
					"--count", strconv.Itoa(count), "--rate=false", "--stable", "0"}, tt.args...)
				r := mustRun(t, 0, args...)
				sum := parseSummary(t, r.stdout)
				ps := storedRows(t, db)
				if len(ps) != count || sum.stored != count || sum.duplicates != 0 {
					t.Fatalf("seed %s: %d rows, summary %+v; want %d stored", seed, len(ps), sum, count)
				}
				best := 0
				for _, p := range ps {
					checkGenerated(t, p, tt.want, 2)
					best = max(best, p.Score)
				}
				if sum.best != best {
					t.Errorf("seed %s: the summary says best score %d, the best stored is %d", seed, sum.best, best)
				}
				sqlitecheck.Intact(t, db)
			}
		})
	}
}

// genSummary is what a generate run's closing line says.
type genSummary struct {
	stored, duplicates, rejected int
	best                         int // the best score stored
	seed                         uint64
	workers                      int
	faults                       string // what outages of the catalog cost, if any
}

var generateSummaryLine = regexp.MustCompile(`^(\d+) stored, (\d+) duplicates, (\d+) (?:rejected|tried) in [0-9.hms]+ \([0-9.]+/s\); best score (\d+)(?: \(best candidate \d+\))?; seed (\d+), (\d+) workers?(?:; (.+))?\n$`)

func parseSummary(t *testing.T, out string) genSummary {
	t.Helper()
	m := generateSummaryLine.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no summary line in %q", out)
	}
	n := func(i int) int {
		v, _ := strconv.Atoi(m[i])
		return v
	}
	seed, _ := strconv.ParseUint(m[5], 10, 64)
	return genSummary{stored: n(1), duplicates: n(2), rejected: n(3), best: n(4), seed: seed, workers: n(6), faults: m[7]}
}

// provenance is where a generated row came from.
type provenance struct {
	worker, seq int
	grid        grid.Nine
}

func provenances(ps []*store.Record) []provenance {
	var out []provenance
	for _, p := range ps {
		out = append(out, provenance{*p.Worker, *p.Seq, p.Puzzle.Givens.Nine()})
	}
	slices.SortFunc(out, func(a, b provenance) int {
		if a.worker != b.worker {
			return a.worker - b.worker
		}
		return a.seq - b.seq
	})
	return out
}

// TestGenerateReproducible checks that a seed, workers and count store the
// same puzzles from the same workers, that another seed stores others,
// that one worker makes worker 0's puzzles of a two-worker run, and that
// the same run into the same catalog stores nothing new. It also checks
// the run's source: generator, seed and parameters.
func TestGenerateReproducible(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	run := func(db string, args ...string) (genSummary, []provenance) {
		if _, err := os.Stat(filepath.Join(dir, db)); err != nil {
			emptyCatalog(t, filepath.Join(dir, db))
		}
		// Unrated: TestGenerateRatings checks that ratings follow the seed.
		r := mustRun(t, 0, append([]string{"generate", "--db", filepath.Join(dir, db), "--batch", "7", "--rate=false", "--stable", "0"}, args...)...)
		return parseSummary(t, r.stdout), provenances(storedRows(t, filepath.Join(dir, db)))
	}
	_, a := run("a.db", "--seed", "11", "--workers", "2", "--count", "50")
	_, b := run("b.db", "--seed", "11", "--workers", "2", "--count", "50")
	if len(a) != 50 || !slices.Equal(a, b) {
		t.Fatalf("seed 11 twice: %d and %d puzzles, not the same", len(a), len(b))
	}
	for i, p := range a {
		if p.worker != i/25 || p.seq != i%25 {
			t.Fatalf("row %d is worker %d seq %d, want worker %d seq %d", i, p.worker, p.seq, i/25, i%25)
		}
	}
	_, c := run("c.db", "--seed", "12", "--workers", "2", "--count", "50")
	grids := map[grid.Nine]bool{}
	for _, p := range a {
		grids[p.grid] = true
	}
	for _, p := range c {
		if grids[p.grid] {
			t.Errorf("seeds 11 and 12 both made %s", p.grid)
		}
	}
	_, d := run("d.db", "--seed", "11", "--workers", "1", "--count", "25")
	if !slices.Equal(d, a[:25]) {
		t.Error("one worker did not make worker 0's puzzles of the two-worker run")
	}
	again, after := run("a.db", "--seed", "11", "--workers", "2", "--count", "50")
	if again.stored != 0 || again.duplicates != 50 || !slices.Equal(after, a) {
		t.Errorf("seed 11 again into the same catalog: %+v, %d rows", again, len(after))
	}

	// query --format json shows the provenance.
	js := mustRun(t, 0, "query", "--db", filepath.Join(dir, "a.db"), "--format", "json", "--order", "id").stdout
	if !strings.Contains(js, `"source":"sudoku generate","worker":1,"seq":24,`) {
		t.Errorf("query --format json lacks worker 1's 25th puzzle:\n%s", js)
	}

	// The sources of a.db: two runs with the seed and their parameters.
	st, err := engine.Open(t.Context(), filepath.Join(dir, "a.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srcs, err := st.Sources(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(srcs) != 2 {
		t.Errorf("%d sources, want 2", len(srcs))
	}
	for i, src := range srcs {
		var p generate.Params
		if err := json.Unmarshal([]byte(src.Params), &p); err != nil {
			t.Fatal(err)
		}
		want := generate.Params{Seed: "11", Workers: 2, Count: 50, Symmetry: "none", Minimal: true, Mode: "auto", Rate: false, Stable: 0}
		if src.Kind != store.KindGenerate || src.Name != "sudoku generate" || src.Generator != generate.Version ||
			src.Seed == nil || *src.Seed != 11 || p != want {
			t.Errorf("source %d: %+v params %s", i+1, src, src.Params)
		}
	}
}

// TestGenerateSeed checks that a run without --seed draws one, prints it
// and records it, and that the printed seed makes the same puzzles; and
// that a seed of 2^63 or more is stored as printed and reruns.
func TestGenerateSeed(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	first := emptyCatalog(t, filepath.Join(dir, "first.db"))
	sum := parseSummary(t, mustRun(t, 0, "generate", "--db", first, "--count", "10", "--workers", "2").stdout)
	again := emptyCatalog(t, filepath.Join(dir, "again.db"))
	mustRun(t, 0, "generate", "--db", again, "--count", "10", "--workers", "2", "--seed", strconv.FormatUint(sum.seed, 10))
	if a, b := provenances(storedRows(t, first)), provenances(storedRows(t, again)); !slices.Equal(a, b) {
		t.Error("the printed seed did not make the same puzzles")
	}

	big := emptyCatalog(t, filepath.Join(dir, "big.db"))
	r := mustRun(t, 0, "generate", "--db", big, "--count", "4", "--seed", "18446744073709551615")
	if s := parseSummary(t, r.stdout); s.seed != 1<<64-1 {
		t.Errorf("seed printed as %d", s.seed)
	}
	// The catalog records the seed as printed (store/sqlite's tests check
	// the column), and the seed recorded makes the same puzzles.
	srcs := sourcesOf(t, big)
	if len(srcs) != 1 || srcs[0].Seed == nil || *srcs[0].Seed != 1<<64-1 {
		t.Fatalf("sources recorded: %+v", srcs)
	}
	stored := strconv.FormatUint(*srcs[0].Seed, 10)
	r = mustRun(t, 0, "generate", "--db", big, "--count", "4", "--seed", stored)
	if s := parseSummary(t, r.stdout); s.duplicates != 4 || s.seed != 1<<64-1 {
		t.Errorf("--seed %s: %+v, want the 4 puzzles of seed 2^64-1 as duplicates", stored, s)
	}
}

// timings masks what varies between runs in a summary line.
var timings = regexp.MustCompile(` in [0-9.hms]+ \([0-9.]+/s\)`)

// TestGenerateGolden compares whole runs, summary and usage errors, with
// golden files; the summary's time and rate are masked.
func TestGenerateGolden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	tests := []struct {
		name string
		args []string
	}{
		{"generate-count", []string{"--seed", "1", "--workers", "2", "--count", "20"}},
		{"generate-again", []string{"--seed", "1", "--workers", "2", "--count", "30"}},
		{"generate-symmetry", []string{"--seed", "1", "--workers", "1", "--count", "5", "--symmetry", "mirror", "--clues", "28..", "--minimal=false"}},
		{"generate-bad-range", []string{"--clues", "30..20"}},
		{"generate-bad-clues", []string{"--clues", "..16"}},
		{"generate-bad-score", []string{"--score", "x.."}},
		{"generate-bad-symmetry", []string{"--symmetry", "rot45"}},
		{"generate-bad-mode", []string{"--mode", "fast"}},
		{"generate-bad-count", []string{"--count", "0"}},
		{"generate-bad-for", []string{"--for", "5"}},
		{"generate-bad-seed", []string{"--seed", "0x1g"}},
		{"generate-bad-batch", []string{"--batch", "0", "--count", "5"}},
		{"generate-bad-workers", []string{"--workers", "0", "--count", "5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runCLI(t, "", append([]string{"generate", "--db", db}, tt.args...)...)
			r.stdout = timings.ReplaceAllString(r.stdout, " in TIME (RATE)")
			golden.Check(t, "testdata/golden/"+tt.name+".txt", []byte(r.String()))
		})
	}
	// A usage error leaves no catalog behind.
	bad := filepath.Join(dir, "bad.db")
	mustRun(t, exitUsage, "generate", "--db", bad, "--symmetry", "spiral")
	if _, err := os.Stat(bad); err == nil {
		t.Error("a usage error created the catalog")
	}
}

// checkStreams checks that the generated rows of a catalog are, for each
// worker, exactly the first puzzles of that worker's stream for the seed:
// nothing finished was lost in the middle, nothing is there twice.
func checkStreams(t *testing.T, ps []*store.Record, seed uint64, workers int) {
	t.Helper()
	got := provenances(ps)
	next := make([]int, workers)
	for _, p := range got {
		if p.seq != next[p.worker] {
			t.Fatalf("worker %d: seq %d after %d", p.worker, p.seq, next[p.worker]-1)
		}
		next[p.worker]++
	}
	opts := generate.Options{Minimal: true}
	opts.Seed, opts.Workers, opts.Count = seed, workers, workers*slices.Max(next)
	var want []provenance
	_, err := generate.Run(context.Background(), opts, func(p generate.Result) error {
		if p.Seq < next[p.Worker] {
			want = append(want, provenance{p.Worker, p.Seq, p.Puzzle.Givens.Nine()})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(want, func(a, b provenance) int {
		if a.worker != b.worker {
			return a.worker - b.worker
		}
		return a.seq - b.seq
	})
	if !slices.Equal(got, want) {
		t.Error("the stored puzzles are not the first ones of the seed's streams")
	}
}

// stopAfter is how many puzzles an endless generate of the interrupt and
// kill tests stores before it is stopped: five batches of 20, two under
// the race detector, where rating and checking each puzzle is many times
// slower.
func stopAfter() int {
	if race.Enabled {
		return 40
	}
	return 100
}

// TestGenerateInterrupt stops an endless run with SIGINT: it stores what
// is finished, prints its summary and exits 0, and the catalog holds
// exactly the puzzles the summary counts, each valid, each the next of its
// worker's stream.
func TestGenerateInterrupt(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "c.db")
	n := stopAfter()
	cmd, stdout, stderr := startSudoku(t, db, n, "generate", "--db", db, "--workers", "2", "--seed", "3", "--batch", "20")
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 0 || !strings.Contains(stderr.String(), "interrupted") {
		t.Fatalf("interrupted generate: exit %d (%v)\nstdout:\n%s\nstderr:\n%s", code, err, stdout, stderr)
	}
	sum := parseSummary(t, stdout.String())
	sqlitecheck.Intact(t, db)
	ps := storedRows(t, db)
	if len(ps) != sum.stored || sum.stored < n || sum.seed != 3 || sum.workers != 2 {
		t.Fatalf("summary %+v, %d rows in the catalog", sum, len(ps))
	}
	for _, p := range ps {
		checkGenerated(t, p, genTarget{minimal: true}, 2)
	}
	checkStreams(t, ps, 3, 2)
	t.Logf("interrupted with %d stored", len(ps))
}

// TestGenerateKill kills an endless run with SIGKILL: the catalog is
// intact, and holds whole batches: for each worker, the first puzzles of
// its stream, each valid.
func TestGenerateKill(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "c.db")
	n := stopAfter()
	cmd, _, _ := startSudoku(t, db, n, "generate", "--db", db, "--workers", "2", "--seed", "4", "--batch", "20")
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() {
		t.Fatalf("generate was not killed: %v", err)
	}
	sqlitecheck.Intact(t, db)
	ps := storedRows(t, db)
	if len(ps) < n {
		t.Fatalf("%d rows after the kill, want %d or more", len(ps), n)
	}
	for _, p := range ps {
		checkGenerated(t, p, genTarget{minimal: true}, 2)
	}
	checkStreams(t, ps, 4, 2)
	t.Logf("killed with %d stored", len(ps))
}

// TestStatusWriter checks the terminal status line: drawn in place,
// redrawn below each whole line written, erased by Clear; and that on a
// file that is not a terminal only the messages arrive.
func TestStatusWriter(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	s := &statusWriter{w: &b, terminal: true}
	s.Status("1 stored")
	s.Status("2 stored")
	fmt.Fprintln(s, "x.txt:3: no solution")
	fmt.Fprint(s, "partial ")
	fmt.Fprintln(s, "line")
	s.Clear()
	fmt.Fprintln(s, "done")
	want := "\r\033[K1 stored\r\033[K2 stored\r\033[Kx.txt:3: no solution\n2 stored\r\033[Kpartial line\n2 stored\r\033[Kdone\n"
	if got := b.String(); got != want {
		t.Errorf("terminal:\n got %q\nwant %q", got, want)
	}

	b.Reset()
	s = newStatusWriter(&b)
	s.Status("1 stored")
	fmt.Fprintln(s, "message")
	s.Clear()
	if got := b.String(); got != "message\n" {
		t.Errorf("not a terminal: %q", got)
	}
}

func TestGenerateStatus(t *testing.T) {
	t.Parallel()
	var n store.Tally
	for i := range 900 {
		n.Add(&store.Record{Score: i % 413, HasScore: true}, store.Outcome{Status: store.Stored})
	}
	for range 2 {
		n.Add(&store.Record{}, store.Outcome{Status: store.Isomorph})
	}
	// Best counts puzzles outside the targets too: the line shows the
	// best stored.
	s := generate.Stats{Generated: 1000, Rejected: 7, Attempts: 1007, Best: 500, Elapsed: 2 * time.Second}
	tests := []struct {
		count int
		dur   time.Duration
		want  string
	}{
		{0, 0, "generate: 900 stored, 2 duplicates, 7 rejected, 500/s, best score 412, 2s (Ctrl-C stops)"},
		{4000, 0, "generate: 900 stored, 2 duplicates, 7 rejected, 500/s, best score 412, 6s left"},
		{0, time.Hour, "generate: 900 stored, 2 duplicates, 7 rejected, 500/s, best score 412, 59m58s left"},
		{4000, time.Hour, "generate: 900 stored, 2 duplicates, 7 rejected, 500/s, best score 412, 6s left"},
		{1_000_000, 3 * time.Second, "generate: 900 stored, 2 duplicates, 7 rejected, 500/s, best score 412, 1s left"},
	}
	for _, tt := range tests {
		o := generate.Options{Count: tt.count, Duration: tt.dur}
		if got := generateStatus(s, &n, &o); got != tt.want {
			t.Errorf("count %d for %v:\n got %q\nwant %q", tt.count, tt.dur, got, tt.want)
		}
	}
	s.Search, s.Generated, s.Attempts = true, 1, 123456
	o := generate.Options{Count: 10}
	want := "generate: 900 stored, 2 duplicates, 123456 tried, 0.50/s, best score 412 (best candidate 500), 18s left"
	if got := generateStatus(s, &n, &o); got != want {
		t.Errorf("search:\n got %q\nwant %q", got, want)
	}
	s.Generated = 0
	want = "generate: 900 stored, 2 duplicates, 123456 tried, 0.00/s, best score 412 (best candidate 500), 2s so far"
	if got := generateStatus(s, &n, &o); got != want {
		t.Errorf("search, nothing yet:\n got %q\nwant %q", got, want)
	}
}

func TestDurations(t *testing.T) {
	t.Parallel()
	for d, want := range map[time.Duration][2]string{
		400 * time.Millisecond:                    {"0s", "0.4s"},
		42*time.Second + 600*time.Millisecond:     {"43s", "42.6s"},
		12*time.Minute + 5*time.Second:            {"12m05s", "12m05s"},
		3*time.Hour + 7*time.Minute + time.Second: {"3h07m", "3h07m01s"},
	} {
		if got := [2]string{shortDuration(d), longDuration(d)}; got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}

func TestParseSeed(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]uint64{
		"0": 0, "42": 42, "0x2a": 42, "18446744073709551615": 1<<64 - 1, "9223372036854775808": 1 << 63,
	} {
		if got, err := parseSeed(in); err != nil || got != want {
			t.Errorf("parseSeed(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "1.5", "18446744073709551616", "-1"} {
		if _, err := parseSeed(in); err == nil {
			t.Errorf("parseSeed(%q) succeeded", in)
		}
	}
}
