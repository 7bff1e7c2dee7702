package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/engine"
)

// mergeLine is merge's line for one catalog.
var mergeLine = regexp.MustCompile(`^(.+): (\d+) puzzles read, (\d+) stored, (\d+) duplicates \(same puzzle (\d+), isomorph (\d+)\); (\d+) sources, (\d+) copied$`)

// mergeReport is one line of merge's output.
type mergeReport struct {
	path                                           string
	read, stored, duplicates, same, iso, srcs, cpd int
}

func parseMerge(t *testing.T, out string) []mergeReport {
	t.Helper()
	var rs []mergeReport
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		m := mergeLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("merge printed %q", line)
		}
		n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
		rs = append(rs, mergeReport{m[1], n(2), n(3), n(4), n(5), n(6), n(7), n(8)})
	}
	return rs
}

// sourcesOf reads the sources of a catalog.
func sourcesOf(t *testing.T, db string) []*store.Source {
	t.Helper()
	st, err := engine.OpenExisting(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srcs, err := st.Sources(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return srcs
}

// mergeInputs makes two SQLite catalogs to merge: the small rated catalog
// (12 puzzles, one source) and a generated one with isomorphs of three of
// the small ones imported after (22 rows, two sources).
func mergeInputs(t *testing.T, dir string) (a, b string, classes int) {
	t.Helper()
	a = smallCatalog(t)
	b = emptyCatalog(t, filepath.Join(dir, "b.db"))
	mustRun(t, 0, "generate", "--db", b, "--count", "20", "--seed", "21", "--workers", "1", "--rate=false", "--stable", "0")
	tr := iso.Identity()
	tr.Digits = [10]uint8{0, 2, 1, 3, 4, 5, 6, 7, 8, 9} // 1s and 2s swapped
	var copies []string
	for _, p := range storedRows(t, a)[:3] {
		copies = append(copies, tr.Apply(p.Puzzle.Givens.Nine()).String())
	}
	in := filepath.Join(dir, "copies.txt")
	if err := os.WriteFile(in, []byte(strings.Join(copies, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, 0, "import", "--db", b, "--rate=false", "--stable", "0", in)
	return a, b, 12 + 20
}

// TestMerge merges two SQLite catalogs into a third and prints a line for
// each with store.Merge's counts; merged again, they add nothing. What a
// merge copies, and how, is the catalog's (store/storetest).
func TestMerge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, b, classes := mergeInputs(t, dir)
	dst := filepath.Join(dir, "c.db")
	r := parseMerge(t, mustRun(t, 0, "merge", a, b, "--db", dst).stdout)
	want := []mergeReport{
		{a, 12, 12, 0, 0, 0, 1, 1},
		{b, 23, 20, 3, 0, 3, 2, 2},
	}
	if len(r) != 2 || r[0] != want[0] || r[1] != want[1] {
		t.Fatalf("first merge: %+v, want %+v", r, want)
	}
	r = parseMerge(t, mustRun(t, 0, "merge", "--db", dst, b, a, "--batch", "7").stdout)
	want = []mergeReport{
		{b, 23, 0, 23, 20, 3, 2, 0},
		{a, 12, 0, 12, 12, 0, 1, 0},
	}
	if len(r) != 2 || r[0] != want[0] || r[1] != want[1] {
		t.Fatalf("second merge: %+v, want %+v", r, want)
	}
	if rows := storedRows(t, dst); len(rows) != classes {
		t.Errorf("%d rows after merging, want %d", len(rows), classes)
	}
}

// TestMergeRefuses checks merge's usage and input errors.
func TestMergeRefuses(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	dst := filepath.Join(dir, "c.db")
	text := filepath.Join(dir, "puzzles.txt")
	if err := os.WriteFile(text, []byte("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"merge", "--db", dst}, exitUsage, "name the SQLite catalogs to merge"},
		{[]string{"merge", "--db", dst, "postgres://u@h/db"}, exitUsage, "merge reads SQLite catalogs"},
		{[]string{"merge", "--db", dst, "--batch", "0", text}, exitUsage, "--batch must be at least 1"},
		{[]string{"merge", "--db", dst, filepath.Join(dir, "none.db")}, exitInput, "no catalog at"},
		{[]string{"merge", "--db", dst, text}, exitInput, "not a puzzle catalog"},
	} {
		r := runCLI(t, "", tt.args...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, r.code, r.stderr, tt.code, tt.msg)
		}
	}
}
