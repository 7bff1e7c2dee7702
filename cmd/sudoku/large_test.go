package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
)

// largeVector is a line of solve/testdata/shape_seed_scores_large.jsonl.
type largeVector struct {
	Puzzle json.RawMessage `json:"puzzle"`
	Score  *int            `json:"score"`
	Kind   string          `json:"kind"`
}

// readLarge returns lines (from 1) of the large shape vectors.
func readLarge(t *testing.T, lines ...int) []largeVector {
	t.Helper()
	f, err := os.Open("../../solve/testdata/shape_seed_scores_large.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var all []largeVector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v largeVector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		all = append(all, v)
	}
	var out []largeVector
	for _, n := range lines {
		out = append(out, all[n-1])
	}
	return out
}

// TestLargeSizes: solve, score, explain, import and query on the grids
// past 16×16: a 25×25 puzzle as a plain line with --size 25 and as JSON,
// a 20×20 and a 19×19 jigsaw as JSON. Each solution solves its puzzle,
// score prints the independent vectors' seed scores and a rating, explain
// prints a path of 25×25 cell names and digits up to P, the catalog
// stores them and finds them by size and kind.
func TestLargeSizes(t *testing.T) {
	t.Parallel()
	// Vectors whose seed searches are quick (line 3's score is 337, in
	// a few milliseconds): the long ones are package solve's to check.
	vs := readLarge(t, 1, 3, 28, 40)
	var ps []puzzle.Puzzle
	for _, v := range vs {
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	dir := t.TempDir()
	plain := filepath.Join(dir, "25.txt")
	if err := os.WriteFile(plain, []byte(ps[0].Geometry().FormatGrid(&ps[0].Givens)+" a note\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	jsonl := filepath.Join(dir, "large.jsonl")
	var b strings.Builder
	for _, v := range vs[1:] {
		b.Write(v.Puzzle)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(jsonl, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}

	r := runCLI(t, "", "solve", "--size", "25", plain)
	if sol, err := ps[0].Geometry().ParseGrid(strings.TrimSpace(r.stdout)); r.code != 0 || err != nil || !ps[0].Solves(&sol) {
		t.Fatalf("solve --size 25: exit %d, %v\n%s%s", r.code, err, r.stdout, r.stderr)
	}
	r = runCLI(t, "", "solve", jsonl)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(lines) != 3 {
		t.Fatalf("solve: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for i, line := range lines {
		p := &ps[i+1]
		if sol, err := p.Geometry().ParseGrid(line); err != nil || !p.Solves(&sol) {
			t.Errorf("solve: %q does not solve %s (%v)", line, vs[i+1].Kind, err)
		}
	}

	r = runCLI(t, "", "score", "--stable", "0", "--format", "json", jsonl)
	rows := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(rows) != 3 {
		t.Fatalf("score: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for i, row := range rows {
		var got struct {
			Solutions int     `json:"solutions"`
			Score     *int    `json:"score"`
			Rating    float64 `json:"rating"`
		}
		if err := json.Unmarshal([]byte(row), &got); err != nil {
			t.Fatalf("score: %v\n%s", err, row)
		}
		if got.Solutions != 1 || got.Score == nil || *got.Score != *vs[i+1].Score || got.Rating < 1 {
			t.Errorf("score %s: %s; want seed score %d and a rating", vs[i+1].Kind, row, *vs[i+1].Score)
		}
	}

	r = runCLI(t, "", "explain", "--size", "25", plain)
	if r.code != 0 || !strings.Contains(r.stdout, " rating ") || !strings.Contains(r.stdout, "r25c") {
		t.Errorf("explain --size 25: exit %d\n%.600s%s", r.code, r.stdout, r.stderr)
	}
	steps := 0
	for _, line := range strings.Split(r.stdout, "\n") {
		if strings.Contains(line, "=>") {
			steps++
		}
	}
	if want := strconv.Itoa(steps) + " steps"; !strings.Contains(r.stdout, want) {
		t.Errorf("explain --size 25: %d step lines, and the summary does not say %q:\n%.300s", steps, want, r.stdout)
	}

	db := emptyCatalog(t, filepath.Join(dir, "l.db"))
	r = runCLI(t, "", "import", "--db", db, "--size", "25", plain)
	if r.code != 0 || !strings.Contains(r.stdout, "stored      1\n") {
		t.Fatalf("import --size 25: %+v", r)
	}
	r = runCLI(t, "", "import", "--db", db, jsonl)
	if r.code != 0 || !strings.Contains(r.stdout, "stored      3\n") {
		t.Fatalf("import: %+v", r)
	}
	for _, tt := range []struct {
		args []string
		n    int
		has  string
	}{
		{[]string{"--size", "25"}, 2, `"size":25`},
		{[]string{"--size", "20"}, 1, `"size":20`},
		{[]string{"--variant", "19x19-jigsaw"}, 1, `"size":19,"regions"`},
		{[]string{"--variant", "25x25", "--score", "1.."}, 1, `"size":25`},
	} {
		r = runCLI(t, "", append([]string{"query", "--db", db}, tt.args...)...)
		if got := strings.Count(r.stdout, tt.has); r.code != 0 || got != tt.n || strings.Count(r.stdout, "\n") != tt.n {
			t.Errorf("query %v: %d of %s, want %d:\n%s%s", tt.args, got, tt.has, tt.n, r.stdout, r.stderr)
		}
	}
}
