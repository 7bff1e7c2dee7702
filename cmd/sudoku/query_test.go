package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
)

// smallCatalog imports testdata/small.txt (12 puzzles) into a new catalog.
func smallCatalog(t *testing.T) string {
	t.Helper()
	small.once.Do(func() {
		small.path = filepath.Join(sharedDir, "small.db")
		r := mustRun(t, 0, "import", "--db", small.path, "testdata/small.txt")
		golden.Check(t, "testdata/golden/import_small.stdout", []byte(r.stdout))
	})
	if small.path == "" {
		t.Fatal("the small catalog could not be made")
	}
	// A copy for each test: the import that makes it rates and scores
	// every puzzle, the slowest part of the tests that use it. The
	// catalog was closed, so the file holds all of it.
	b, err := os.ReadFile(small.path)
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "small.db")
	if err := os.WriteFile(db, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return db
}

// small is the catalog smallCatalog copies, made once.
var small struct {
	once sync.Once
	path string
}

var createdTime = regexp.MustCompile(`"created":"[^"]*"`)

// TestQueryGolden runs query and stats in every format on a small fixed
// catalog and compares with testdata/golden (go test -update rewrites).
func TestQueryGolden(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	queryGolden(t, db, db)
}

// queryGolden runs TestQueryGolden's commands on the catalog db, named
// path in stats, against the golden files.
func queryGolden(t *testing.T, db, path string) {
	tests := []struct {
		name string
		args []string
	}{
		{"query_line", nil},
		{"query_tsv_desc", []string{"--format", "tsv", "--order", "-score"}},
		{"query_csv_clues", []string{"--format", "csv", "--clues", "24..", "--order", "clues"}},
		{"query_json", []string{"--format", "json", "--limit", "3", "--offset", "1"}},
		{"query_grid", []string{"--format", "grid", "--score", "500..", "--order", "-clues"}},
		{"query_tsv_range", []string{"--format", "tsv", "--score", "1..200", "--order", "id"}},
		{"query_tsv_grade", []string{"--format", "tsv", "--grade", "hard"}},
		{"stats", []string{"stats"}},
		{"stats_json", []string{"stats", "--format", "json"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := tt.args
			if len(args) == 0 || args[0] != "stats" {
				args = append([]string{"query"}, args...)
			}
			args = append(args, "--db", db)
			r := mustRun(t, 0, args...)
			out := createdTime.ReplaceAllString(r.stdout, `"created":"TIME"`)
			out = strings.ReplaceAll(out, path, "CATALOG")
			golden.Check(t, "testdata/golden/"+tt.name, []byte(out))
		})
	}
}

// TestQueryScores checks query filters on the catalog of magictour against
// scores and clue counts the test computes with the solver.
func TestQueryScores(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "c.db"))
	// Hard and easy puzzles, for a spread of scores; the two isomorphs
	// among magictour's first 310 (lines 300 and 307) test that the
	// catalog keeps the first of a class. Package store tests the
	// queries on large catalogs. Under the race detector, where the
	// import and the test each solve them, a third of the easy ones.
	easy := 300
	if race.Enabled {
		easy = 100
	}
	gs := testgrids.Collection(t, "magictour_top1465.txt")[290:310]
	gs = append(gs, testgrids.Collection(t, "magictour_top1465.txt")[:60]...)
	gs = append(gs, testgrids.Collection(t, "unbiased_first1000.txt")[:easy]...)
	in := filepath.Join(dir, "mixed.txt")
	writeLines(t, in, gs)
	mustRun(t, 0, "import", "--db", db, "--rate=false", "--stable", "0", in) // TestImportRatings rates
	// What is stored: the first puzzle of each isomorph class.
	type row struct{ clues, score int }
	stored := map[string]row{}
	classes := map[iso.Key]bool{}
	for _, g := range gs {
		if k := iso.KeyOf(g); !classes[k] {
			classes[k] = true
			stored[g.String()] = row{g.Clues(), testgrids.Solve(g).Score}
		}
	}
	if len(stored) != len(gs)-1 {
		t.Fatalf("%d classes among %d puzzles, want one isomorph pair", len(stored), len(gs))
	}
	tests := []struct {
		args []string
		keep func(row) bool
	}{
		{[]string{"--score", "500..1000"}, func(r row) bool { return r.score >= 500 && r.score <= 1000 }},
		{[]string{"--score", "..50", "--order", "-score"}, func(r row) bool { return r.score <= 50 }},
		{[]string{"--clues", "21..22", "--order", "clues"}, func(r row) bool { return r.clues >= 21 && r.clues <= 22 }},
		{[]string{"--clues", "17", "--score", "2000..", "--order", "id"}, func(r row) bool { return r.clues == 17 && r.score >= 2000 }},
	}
	for _, tt := range tests {
		args := append([]string{"query", "--db", db, "--format", "tsv"}, tt.args...)
		out := mustRun(t, 0, args...).stdout
		want := 0
		for _, r := range stored {
			if tt.keep(r) {
				want++
			}
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if out == "" {
			lines = nil
		}
		if len(lines) != want || want == 0 {
			t.Errorf("%v: %d puzzles, want %d (and the data should hold some)", tt.args, len(lines), want)
		}
		prev := row{-1, -1}
		for _, l := range lines {
			f := strings.Split(l, "\t")
			clues, _ := strconv.Atoi(f[2])
			score, _ := strconv.Atoi(f[3])
			r, ok := stored[f[1]]
			if len(f) != 7 || f[4]+f[5]+f[6] != "" || !ok || r != (row{clues, score}) || !tt.keep(r) {
				t.Fatalf("%v: row %q; the solver says %+v", tt.args, l, r)
			}
			if tt.args[len(tt.args)-1] == "500..1000" && score < prev.score {
				t.Fatalf("%v: not in score order at %q", tt.args, l)
			}
			prev = r
		}
	}
}

// TestQueryUsage checks that bad flags exit 2 with a message.
func TestQueryUsage(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "c.db")
	for _, args := range [][]string{
		{"query", "--order", "hardest"},
		{"query", "--score", "9..3"},
		{"query", "--clues", "x"},
		{"query", "--format", "pdf"},
		{"query", "--limit", "-1"},
		{"query", "--offset", "-2"},
		{"query", "--grade", "fiendish"},
		{"query", "--rating", "hard"},
		{"export", "--count", "1", "--rating", "3..2"},
		{"import", "--stable", "-1"},
		{"stats", "--format", "csv"},
		{"import", "--batch", "0"},
	} {
		r := runCLI(t, "", append(args, "--db", db)...)
		if r.code != exitUsage || r.stderr == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, r.code, r.stderr)
		}
	}
}
