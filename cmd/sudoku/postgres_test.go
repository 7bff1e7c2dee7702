package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/pgtest"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/store/postgres"
)

// TestPostgresGolden merges the small catalog into a PostgreSQL catalog
// and runs TestQueryGolden's queries and stats on it: the golden files of
// SQLite, byte for byte. A book exported from either is the same, and
// books lists it the same way.
func TestPostgresGolden(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDB(t)
	db := smallCatalog(t)
	mustRun(t, 0, "merge", db, "--db", url)
	queryGolden(t, url, postgres.Redact(url))
	dirs := map[string]string{db: t.TempDir(), url: t.TempDir()}
	for _, cat := range []string{db, url} {
		dir := dirs[cat]
		out := filepath.Join(dir, "book.txt")
		mustRun(t, 0, "export", "--db", cat, "--count", "5", "--grids", "--solutions", "--out", out)
		mustRun(t, 0, "export", "--db", cat, "--count", "5", "--order", "-score", "--out", filepath.Join(dir, "book.csv"))
		mustRun(t, exitInput, "export", "--db", cat, "--count", "5", "--out", filepath.Join(dir, "short.csv"))
		again := filepath.Join(dir, "again.txt")
		mustRun(t, 0, "export", "--db", cat, "--book", "1", "--out", again)
		if a, b := readFile(t, out), readFile(t, again); a != b {
			t.Errorf("%s: book 1 written again differs", cat)
		}
	}
	for _, name := range []string{"book.txt", "book.csv"} {
		if a, b := readFile(t, filepath.Join(dirs[db], name)), readFile(t, filepath.Join(dirs[url], name)); a != b {
			t.Errorf("the books %s differ:\nSQLite:\n%s\nPostgreSQL:\n%s", name, a, b)
		}
	}
	books := func(cat string) string {
		out := strings.ReplaceAll(mustRun(t, 0, "books", "--db", cat, "--format", "json").stdout, dirs[cat], "DIR")
		return createdTime.ReplaceAllString(out, "")
	}
	if a, b := books(db), books(url); a != b {
		t.Errorf("books differ:\nSQLite:\n%s\nPostgreSQL:\n%s", a, b)
	}
}

// TestPostgresCommands runs import, generate, query and stats on a
// PostgreSQL catalog and a SQLite one side by side: the same reports and
// the same puzzles; and merge brings a SQLite catalog in, once.
func TestPostgresCommands(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDB(t)
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "c.db"))
	// Ids differ: both engines number puzzles in the order they are
	// stored, but PostgreSQL's sequence skips the numbers of duplicates.
	// The tsv and csv rows are compared without them.
	noIDs := regexp.MustCompile(`(?m)^\d+[\t,]`)
	same := func(args ...string) string {
		t.Helper()
		a := noIDs.ReplaceAllString(mustRun(t, 0, append(args, "--db", db)...).stdout, "")
		b := noIDs.ReplaceAllString(mustRun(t, 0, append(args, "--db", url)...).stdout, "")
		if a != b {
			t.Errorf("sudoku %s:\nSQLite:\n%s\nPostgreSQL:\n%s", strings.Join(args, " "), a, b)
		}
		return b
	}
	// Rated as import rates by default; under the race detector, where
	// rating the twelve puzzles twice takes seconds, unrated (the report
	// is the same), and a plain go test compares the ratings too.
	imp := []string{"import", "testdata/small.txt"}
	if race.Enabled {
		imp = append(imp, "--rate=false", "--stable", "0")
	}
	golden.Check(t, "testdata/golden/import_small.stdout", []byte(same(imp...)))
	gen := func(cat string) string {
		r := mustRun(t, 0, "generate", "--db", cat, "--count", "40", "--seed", "5", "--workers", "1", "--batch", "7", "--rate=false", "--stable", "0")
		if s := parseSummary(t, r.stdout); s.stored+s.duplicates != 40 {
			t.Errorf("generate: %+v", s)
		}
		lines := strings.Split(mustRun(t, 0, "query", "--db", cat, "--format", "line").stdout, "\n")
		slices.Sort(lines)
		return strings.Join(lines, "\n")
	}
	if a, b := gen(db), gen(url); a != b {
		t.Errorf("generated puzzles differ:\nSQLite:\n%s\nPostgreSQL:\n%s", a, b)
	}
	same("query", "--format", "tsv", "--clues", "20..30", "--limit", "10")
	same("query", "--score", "50..", "--order", "-clues")
	same("query", "--grade", "hard", "--format", "csv")
	a := strings.ReplaceAll(mustRun(t, 0, "stats", "--db", db).stdout, db, "CATALOG")
	b := strings.ReplaceAll(mustRun(t, 0, "stats", "--db", url).stdout, postgres.Redact(url), "CATALOG")
	if a != b {
		t.Errorf("stats:\nSQLite:\n%s\nPostgreSQL:\n%s", a, b)
	}
	// A SQLite catalog merged into the PostgreSQL one: its puzzles are all
	// there already (the same import and seed), its sources are new; a
	// second merge copies nothing.
	r := parseMerge(t, mustRun(t, 0, "merge", db, "--db", url).stdout)
	if r[0].stored != 0 || r[0].cpd != 2 || r[0].read != r[0].duplicates {
		t.Errorf("merge: %+v", r[0])
	}
	r = parseMerge(t, mustRun(t, 0, "merge", db, "--db", url).stdout)
	if r[0].stored != 0 || r[0].cpd != 0 {
		t.Errorf("merge again: %+v", r[0])
	}
	host, _ := os.Hostname()
	for _, s := range sourcesOf(t, url) {
		if s.Host != host || len(s.UID) != 32 {
			t.Errorf("source %+v: want host %q", s, host)
		}
	}
}

// TestPostgresURLErrors checks that a wrong URL or password is one clear
// line and exit 2, a server that is not there exit 1, and a reading
// command on an empty database says there is no catalog.
func TestPostgresURLErrors(t *testing.T) {
	t.Parallel()
	c := pgtest.Get(t)
	url := c.NewDB(t)
	for _, tt := range []struct {
		url  string
		code int
		msg  string
	}{
		{strings.Replace(url, "pgtest-secret", "wrong", 1), exitUsage, `password authentication failed for user "postgres"`},
		{"postgres://postgres@127.0.0.1:99999/x", exitUsage, "bad catalog location"},
		{c.URL("nosuchdb"), exitUsage, `database "nosuchdb" does not exist`},
		{fmt.Sprintf("postgres://postgres:x@127.0.0.1:%d/x?connect_timeout=2", c.Port()+1), exitInput, "catalog unavailable"},
	} {
		for _, cmd := range [][]string{{"query"}, {"generate", "--count", "1"}, {"merge", "x.db"}} {
			r := runCLI(t, "", append(cmd, "--db", tt.url)...)
			if r.code != tt.code || !strings.Contains(r.stderr, tt.msg) || strings.Count(r.stderr, "\n") != 1 ||
				strings.Contains(r.stderr, "pgtest-secret") {
				t.Errorf("%s --db %s: exit %d, stderr %q; want %d and one line with %q", cmd[0], tt.url, r.code, r.stderr, tt.code, tt.msg)
			}
		}
	}
	r := runCLI(t, "", "stats", "--db", url)
	if r.code != exitInput || !strings.Contains(r.stderr, "no catalog in the database") {
		t.Errorf("stats on an empty database: exit %d, %q", r.code, r.stderr)
	}
}

// checkClasses checks a catalog's integrity from outside the store: each
// row's solution solves it, its key is its class's, and no class is
// stored twice.
func checkClasses(t *testing.T, url string) int {
	t.Helper()
	rows := storedRows(t, url)
	keys := map[iso.Key]int64{}
	for _, p := range rows {
		if !p.Solution.Nine().IsSolutionOf(p.Puzzle.Givens.Nine()) || p.Key != iso.KeyOf(p.Puzzle.Givens.Nine()) || p.Clues != p.Puzzle.Givens.Clues() {
			t.Fatalf("row %d is not sound: %+v", p.ID, p)
		}
		if id, dup := keys[p.Key]; dup {
			t.Fatalf("rows %d and %d are of one class", id, p.ID)
		}
		keys[p.Key] = p.ID
	}
	return len(rows)
}

// TestPostgresWriters runs three generate processes against one
// PostgreSQL catalog at once, with the same seed, so that they make the
// same puzzles at the same time: each class is stored once, by one of
// them, and their summaries add up to what the catalog holds.
func TestPostgresWriters(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDB(t)
	const n = 3
	count := 100
	if race.Enabled {
		count = 40 // each puzzle made three times, on two cores
	}
	cmds := make([]*exec.Cmd, n)
	outs, errs := make([]strings.Builder, n), make([]strings.Builder, n)
	for i := range cmds {
		cmds[i] = sudokuCommand("generate", "--db", url, "--count", fmt.Sprint(count), "--seed", "77",
			"--workers", "2", "--batch", "5", "--rate=false", "--stable", "0")
		cmds[i].Stdout, cmds[i].Stderr = &outs[i], &errs[i]
	}
	for _, cmd := range cmds {
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	stored, dups := 0, 0
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("generate %d: %v\n%s", i, err, errs[i].String())
		}
		s := parseSummary(t, outs[i].String())
		if s.stored+s.duplicates != count {
			t.Errorf("generate %d: %+v, want %d made", i, s, count)
		}
		stored += s.stored
		dups += s.duplicates
	}
	rows := checkClasses(t, url)
	if rows != stored || rows > count || rows < count*9/10 {
		t.Errorf("%d rows in the catalog; the runs stored %d (and found %d duplicates)", rows, stored, dups)
	}
	srcs := sourcesOf(t, url)
	if len(srcs) != n {
		t.Errorf("%d sources, want %d", len(srcs), n)
	}
	t.Logf("%d stored among 3 writers, %d duplicates", stored, dups)
}

// TestPostgresRestart restarts the server under a running generate: it
// says it waits, waits, sends the batch again once the server is back,
// and goes on; interrupted later, its summary reports the outage, and the
// catalog holds each worker's stream without a hole.
func TestPostgresRestart(t *testing.T) {
	t.Parallel()
	c := pgtest.Private(t) // the other tests' databases are on the shared server

	url := c.NewDB(t)
	cmd := sudokuCommand("generate", "--db", url, "--seed", "8", "--workers", "2", "--batch", "20",
		"--rate=false", "--stable", "0")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	waitFor := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(time.Minute); pgtest.Puzzles(url) < n; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the catalog did not reach %d puzzles in a minute\n%s", n, stderr.String())
			}
		}
	}
	// Three batches of puzzles before the restart and three after it;
	// two under the race detector.
	step := 60
	if race.Enabled {
		step = 40
	}
	waitFor(step)
	c.Stop()
	time.Sleep(time.Second) // the writer finds it gone meanwhile
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	before := pgtest.Puzzles(url)
	waitFor(before + step)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("exit %d (%v)\n%s", code, err, stderr.String())
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signaled() {
		t.Fatalf("generate died of a signal: %v", err)
	}
	log := stderr.String()
	if !strings.Contains(log, "catalog unavailable") || !strings.Contains(log, "waiting for it") ||
		!strings.Contains(log, "the catalog is back after") {
		t.Errorf("stderr does not tell of the outage:\n%s", log)
	}
	sum := parseSummary(t, stdout.String())
	if !strings.HasPrefix(sum.faults, "catalog unreachable 1 time") || strings.Contains(sum.faults, "not stored") {
		t.Errorf("summary: %q", stdout.String())
	}
	rows := checkClasses(t, url)
	// A batch whose commit the restart cut off may be stored and then
	// found again as duplicates of itself: at most one batch.
	if rows < sum.stored || rows > sum.stored+20 {
		t.Errorf("%d rows, summary %+v", rows, sum)
	}
	checkStreams(t, storedRows(t, url), 8, 2)
	t.Logf("%d stored, stderr:\n%s", rows, log)
}
