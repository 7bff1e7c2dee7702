package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// sizesInput holds 6×6 puzzles as plain lines (from the shape vectors of
// solve/testdata), one with a note, one line with a digit above 6, and
// a 6×6 killer in the JSON form, which says its own size.
var sizesInput = strings.Join([]string{
	"...2.5...64..13..6..6..43......6....",
	"1...4..32.5...1.....42.......1....23 from the vectors",
	"7..2.5...64..13..6..6..43......6....",
	`{"size":6,"givens":"...........1........................","cages":[{"sum":5,"cells":["r1c1","r2c1"]},{"sum":10,"cells":["r1c2","r1c3","r1c4"]},{"sum":16,"cells":["r1c5","r1c6","r2c6","r3c6"]},{"sum":17,"cells":["r2c2","r2c3","r3c1","r3c2"]},{"sum":2,"cells":["r2c4"]},{"sum":3,"cells":["r2c5"]},{"sum":10,"cells":["r3c3","r3c4","r3c5"]},{"sum":6,"cells":["r4c1"]},{"sum":1,"cells":["r4c2"]},{"sum":6,"cells":["r4c3","r5c3"]},{"sum":6,"cells":["r4c4","r4c5"]},{"sum":11,"cells":["r4c6","r5c6","r6c6"]},{"sum":5,"cells":["r5c1"]},{"sum":6,"cells":["r5c2"]},{"sum":13,"cells":["r5c4","r5c5","r6c4","r6c5"]},{"sum":3,"cells":["r6c1"]},{"sum":6,"cells":["r6c2","r6c3"]}]}`,
}, "\n") + "\n"

// TestSizesInput: solve, score, import and query read 6×6 puzzles with
// --size 6 (plain lines, and the JSON form at any size), print their
// solutions in N² digits and as a 6×6 grid, store them and find them by
// size and kind; a bad --size or --box is a usage error.
func TestSizesInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "six.txt")
	if err := os.WriteFile(in, []byte(sizesInput), 0o644); err != nil {
		t.Fatal(err)
	}
	wantErr := in + ":3: bad character: digit 7 at r1c1 is above 6\n"
	r := runCLI(t, "", "solve", "--size", "6", in)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 1 || r.stderr != wantErr || len(lines) != 3 {
		t.Fatalf("solve: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	for i, src := range []int{0, 1, 3} {
		line := strings.Split(sizesInput, "\n")[src]
		var p puzzle.Puzzle
		var err error
		if strings.HasPrefix(line, "{") {
			p, err = puzzle.Parse(line)
		} else {
			p = puzzle.Puzzle{Size: 6}
			p.Givens, err = p.Geometry().ParseGrid(line[:36])
		}
		if err != nil {
			t.Fatal(err)
		}
		sol, err := p.Geometry().ParseGrid(lines[i])
		if err != nil || !p.Solves(&sol) {
			t.Errorf("solve line %d: %q does not solve %s (%v)", i+1, lines[i], &p, err)
		}
	}
	// The grid form: 6 rows in 2×3 boxes.
	r = runCLI(t, "", "solve", "--size", "6", "--format", "grid", in)
	if !strings.Contains(r.stdout, "+-------+-------+\n| 6 4 1 | 2 3 5 |\n| 2 3 5 | 6 4 1 |\n+-------+-------+\n") {
		t.Errorf("solve --format grid:\n%s", r.stdout)
	}
	// Without --size, the plain lines are too short for 9×9; the JSON
	// line still reads.
	r = runCLI(t, "", "solve", in)
	if r.code != 1 || strings.Count(r.stderr, "wrong length") != 3 || strings.Count(r.stdout, "\n") != 1 {
		t.Errorf("solve without --size: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	r = runCLI(t, "", "score", "--size", "6", in)
	if r.code != 1 || !strings.HasPrefix(r.stdout, `{"size":6,"givens":"...2.5...64..13..6..6..43......6...."}`+"\t1\t11\t") {
		t.Errorf("score: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}

	db := emptyCatalog(t, filepath.Join(dir, "s.db"))
	r = runCLI(t, "", "import", "--db", db, "--size", "6", in)
	if r.code != 1 || !strings.Contains(r.stdout, "stored      3\n") {
		t.Fatalf("import: %+v", r)
	}
	for _, tt := range []struct {
		args []string
		n    int
	}{
		{[]string{"--size", "6"}, 3},
		{[]string{"--variant", "6x6"}, 2},
		{[]string{"--variant", "killer", "--size", "6"}, 1},
		{[]string{"--size", "9"}, 0},
	} {
		r = runCLI(t, "", append([]string{"query", "--db", db}, tt.args...)...)
		if got := strings.Count(r.stdout, `"size":6`); r.code != 0 || got != tt.n || strings.Count(r.stdout, "\n") != tt.n {
			t.Errorf("query %v: %d 6x6 puzzles, want %d:\n%s%s", tt.args, got, tt.n, r.stdout, r.stderr)
		}
	}
	r = runCLI(t, "", "query", "--db", db, "--variant", "6x6", "--format", "grid", "--limit", "1")
	if !strings.Contains(r.stdout, "6x6, ") || strings.Count(r.stdout, "+-------+-------+") != 4 {
		t.Errorf("query --format grid:\n%s", r.stdout)
	}
	// A book of 6×6 grids in letters, its record keeping them.
	book := filepath.Join(dir, "book6.txt")
	r = runCLI(t, "", "export", "--db", db, "--variant", "6x6", "--count", "2", "--order", "score", "--grids", "--symbols", "ABCDEF", "--out", book)
	if data, err := os.ReadFile(book); r.code != 0 || err != nil || !strings.Contains(string(data), "+-------+-------+\n| A . . | . D . |\n") {
		t.Errorf("export --symbols: %+v\n%s", r, data)
	}
	r = runCLI(t, "", "export", "--db", db, "--book", "1", "--grids", "--out", book, "--force")
	if data, _ := os.ReadFile(book); r.code != 0 || !strings.Contains(string(data), "| A . . | . D . |") {
		t.Errorf("export --book 1 keeps the symbols: %+v\n%s", r, data)
	}
	r = runCLI(t, "", "export", "--db", db, "--size", "6", "--count", "2", "--reuse", "--symbols", "ABCDE", "--out", filepath.Join(dir, "bad.txt"))
	if r.code != 2 || !strings.Contains(r.stderr, "5 symbols, want 6") {
		t.Errorf("export --symbols ABCDE --size 6: %+v", r)
	}
	for _, args := range [][]string{{"--size", "7"}, {"--size", "6", "--box", "3x3"}, {"--size", "17"}, {"--size", "26"}, {"--size", "25", "--box", "3x8"}, {"--size", "6", "--box", "two"}} {
		r = runCLI(t, "", append([]string{"solve"}, append(args, in)...)...)
		if r.code != 2 || !strings.Contains(r.stderr, "--") {
			t.Errorf("solve %v: exit %d, stderr %q; want a usage error", args, r.code, r.stderr)
		}
	}
}

// TestGenerateSizes: generate --size and --box store puzzles of that
// grid, the same ones for the same seed, each unique with the seed score
// that solving it again gives; a size that does not fit the kind is a
// usage error.
func TestGenerateSizes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lines := func(db string, args ...string) []string {
		t.Helper()
		r := runCLI(t, "", append([]string{"generate", "--db", db, "--workers", "1", "--seed", "7", "--count", "12"}, args...)...)
		if r.code != 0 || !strings.Contains(r.stdout+r.stderr, "12 stored") {
			t.Fatalf("generate %v: %+v", args, r)
		}
		q := runCLI(t, "", "query", "--db", db, "--order", "id", "--format", "tsv")
		return strings.Split(strings.TrimSpace(q.stdout), "\n")
	}
	for _, args := range [][]string{{"--size", "6"}, {"--size", "6", "--box", "3x2"}, {"--variant", "6x6-killer"}, {"--size", "8", "--variant", "jigsaw"}} {
		a := lines(emptyCatalog(t, filepath.Join(dir, strings.Join(args, "")+"a.db")), args...)
		b := lines(emptyCatalog(t, filepath.Join(dir, strings.Join(args, "")+"b.db")), args...)
		if strings.Join(a, "\n") != strings.Join(b, "\n") || len(a) != 12 {
			t.Errorf("generate %v: not the same puzzles for the same seed:\n%s\n--\n%s", args, a, b)
		}
		for _, line := range a {
			f := strings.Split(line, "\t")
			p, err := puzzle.Parse(f[1])
			if err != nil || p.N() == 9 {
				t.Fatalf("generate %v stored %s (%v)", args, f[1], err)
			}
			if args[len(args)-1] == "3x2" && p.Box != (grid.Box{Rows: 3, Cols: 2}) {
				t.Errorf("generate %v stored %s, without its boxes", args, f[1])
			}
			r := runCLI(t, f[1]+"\n", "score", "--stable", "0", "--rate=false")
			if got := strings.Split(r.stdout, "\t"); len(got) < 4 || got[1] != "1" || got[3] != f[3] {
				t.Errorf("generate %v: %s stored with score %s; score says %q", args, f[1], f[3], r.stdout)
			}
		}
	}
	for _, args := range [][]string{{"--size", "7"}, {"--size", "6", "--variant", "windoku"}, {"--variant", "8x8", "--size", "6"}, {"--size", "6", "--box", "3x3"}} {
		r := runCLI(t, "", append([]string{"generate", "--db", filepath.Join(dir, "bad.db"), "--count", "1"}, args...)...)
		if r.code != 2 {
			t.Errorf("generate %v: exit %d, stderr %q; want a usage error", args, r.code, r.stderr)
		}
	}
}
