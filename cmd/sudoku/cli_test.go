package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// cliResult is what one run of the CLI printed and returned.
type cliResult struct {
	stdout, stderr string
	code           int
}

// runCLI runs the app in process with the given standard input.
func runCLI(t testing.TB, stdin string, args ...string) cliResult {
	t.Helper()
	var out, errw bytes.Buffer
	code := run(context.Background(), append([]string{"sudoku"}, args...), strings.NewReader(stdin), &out, &errw)
	return cliResult{out.String(), errw.String(), code}
}

func (r cliResult) String() string {
	return fmt.Sprintf("%s--- stderr ---\n%s--- exit %d ---\n", r.stdout, r.stderr, r.code)
}

// checkGolden compares got with testdata/golden/name, or rewrites it with
// -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

func readFile(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSolveScoreGolden runs solve and score through the app on fixed input
// and compares stdout, stderr and the exit status with golden files.
func TestSolveScoreGolden(t *testing.T) {
	mixed := readFile(t, "testdata/mixed.txt")
	tests := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"score-tsv", "", []string{"score", "testdata/mixed.txt"}},
		{"score-csv", "", []string{"score", "--format", "csv", "testdata/mixed.txt"}},
		{"score-json", "", []string{"score", "--format=json", "testdata/mixed.txt"}},
		{"score-stdin", mixed, []string{"score"}},
		{"score-dash-and-file", mixed, []string{"score", "-", "testdata/grids.txt"}},
		{"score-missing-file", "", []string{"score", "testdata/mixed.txt", "testdata/nosuchfile.txt"}},
		{"score-grids", "", []string{"score", "testdata/grids.txt"}},
		{"score-bad-format", "", []string{"score", "--format", "xml", "testdata/mixed.txt"}},
		{"score-bad-workers", "", []string{"score", "--workers", "0"}},
		{"score-unique-only", strings.Join(strings.Split(mixed, "\n")[1:4], "\n"), []string{"score"}},
		{"solve-line", "", []string{"solve", "testdata/mixed.txt"}},
		{"solve-grid", "", []string{"solve", "--format", "grid", "testdata/mixed.txt"}},
		{"solve-json", "", []string{"solve", "--format", "json", "testdata/mixed.txt"}},
		{"solve-unique-only", strings.Join(strings.Split(mixed, "\n")[1:4], "\n"), []string{"solve"}},
		{"unknown-flag", "", []string{"score", "--nope"}},
		{"unknown-command", "", []string{"frobnicate"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runCLI(t, tt.stdin, tt.args...)
			checkGolden(t, tt.name+".txt", got.String())
		})
	}
}

// TestOutputOrder: results come out in input order whatever the number of
// workers.
func TestOutputOrder(t *testing.T) {
	in := readFile(t, "../../solve/testdata/magictour_top1465.txt")
	want := runCLI(t, in, "score", "--workers", "1")
	if want.code != 0 || strings.Count(want.stdout, "\n") != 1465 {
		t.Fatalf("workers=1: exit %d, %d rows; stderr %s", want.code, strings.Count(want.stdout, "\n"), want.stderr)
	}
	for _, w := range []string{"2", "7"} {
		if got := runCLI(t, in, "score", "--workers", w); got != want {
			t.Errorf("workers=%s: output differs from workers=1", w)
		}
	}
	first := strings.SplitN(want.stdout, "\n", 2)[0]
	if !strings.HasPrefix(first, strings.SplitN(in, "\n", 2)[0]+"\t1\t") {
		t.Errorf("first row %q is not the first puzzle", first)
	}
}
