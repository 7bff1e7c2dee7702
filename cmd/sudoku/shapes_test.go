package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// shapesInput is a file of jigsaw, Sudoku X, windoku, x-windoku and
// jigsaw-killer puzzles (from store/storetest/testdata/shapes.jsonl), each
// unique, a classic line, and two lines in error: regions two cells short
// (line 5), and a windoku whose givens break a diagonal when it is also
// Sudoku X (line 7).
var shapesInput = strings.Join([]string{
	`{"regions":"111122223122223333111233443155555443657775444657877744657888888667898999666699999","givens":"...1............23243.....97......3..8654.9....9.82..6...29.48..71.2.6.8..8.3...."}`,
	`{"regions":"111223333411223335411622235417628235417668555447668595447668995747688899777889999","givens":"....1...46.1...8.....3.94....96..............5....8.....2....3..1...............5"}`,
	`{"givens":"..8.7.52.....2.69....851....1...2.........9....9.......8.....5.73.........1..8...","diagonals":true}`,
	`{"givens":"68.9.7...94521.6..........85.9823.4...47963..3264....725816.73...738...44.35.982.","windows":true}`,
	`{"regions":"1111222231222233331112334431555554436577754446578777446578888886678989996666999","givens":"................................................................................."}`,
	`{"givens":"9.2...75.4...7.........2.4.6.......9...........8.........3.8.9...6.....3....5....","diagonals":true,"windows":true}`,
	`{"givens":"68.9.7...94521.6..........85.9823.4...47963..3264....725816.73...738...44.35.982.","windows":true,"diagonals":true}`,
	`{"regions":"111222344112252344612552334611152344666653334777655834776655888777788888999999999","givens":".................................................................................","cages":[{"sum":9,"cells":["r1c1"]},{"sum":26,"cells":["r1c2","r1c3","r1c4","r1c5","r2c3"]},{"sum":3,"cells":["r1c6"]},{"sum":1,"cells":["r1c7"]},{"sum":7,"cells":["r1c8","r1c9"]},{"sum":3,"cells":["r2c1"]},{"sum":6,"cells":["r2c2"]},{"sum":9,"cells":["r2c4","r2c5"]},{"sum":29,"cells":["r2c6","r2c7","r2c8","r2c9","r3c7"]},{"sum":1,"cells":["r3c1"]},{"sum":4,"cells":["r3c2"]},{"sum":11,"cells":["r3c3","r4c3","r4c4"]},{"sum":6,"cells":["r3c4"]},{"sum":7,"cells":["r3c5","r3c6"]},{"sum":9,"cells":["r3c8"]},{"sum":7,"cells":["r3c9"]},{"sum":21,"cells":["r4c1","r4c2","r5c1","r5c2"]},{"sum":20,"cells":["r4c5","r4c6","r5c5"]},{"sum":29,"cells":["r4c7","r4c8","r5c8","r6c8","r6c9"]},{"sum":5,"cells":["r4c9","r5c9"]},{"sum":17,"cells":["r5c3","r6c1","r6c2","r6c3"]},{"sum":10,"cells":["r5c4","r6c4"]},{"sum":17,"cells":["r5c6","r5c7","r6c6","r7c6"]},{"sum":9,"cells":["r6c5"]},{"sum":14,"cells":["r6c7","r7c7"]},{"sum":25,"cells":["r7c1","r7c2","r7c3","r8c3"]},{"sum":17,"cells":["r7c4","r7c5","r8c4"]},{"sum":14,"cells":["r7c8","r8c7","r8c8"]},{"sum":17,"cells":["r7c9","r8c9","r9c8","r9c9"]},{"sum":5,"cells":["r8c1"]},{"sum":2,"cells":["r8c2"]},{"sum":26,"cells":["r8c5","r8c6","r9c5","r9c6","r9c7"]},{"sum":11,"cells":["r9c1","r9c2"]},{"sum":8,"cells":["r9c3","r9c4"]}]}`,
	`4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......`,
}, "\n") + "\n"

// TestShapesInput: solve, score and import read jigsaw, X and windoku
// lines, report a shape's input error as FILE:LINE: reason, and go on
// with the other lines.
func TestShapesInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "shapes.txt")
	if err := os.WriteFile(in, []byte(shapesInput), 0o644); err != nil {
		t.Fatal(err)
	}
	wantErr := in + ":5: bad regions: 79 characters, want 81 for a 9x9 grid\n" +
		in + ":7: conflicting givens: two 4s in diagonal r1c9-r9c1\n"
	for _, args := range [][]string{{"solve", in}, {"score", "--stable", "0", in}} {
		r := runCLI(t, "", args...)
		lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
		if r.code != 1 || r.stderr != wantErr || len(lines) != 7 {
			t.Errorf("%s: exit %d, %d lines out\nstdout:\n%s\nstderr:\n%s", args[0], r.code, len(lines), r.stdout, r.stderr)
		}
	}
	r := runCLI(t, "", "solve", in)
	for i, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		src := strings.Split(shapesInput, "\n")[[]int{0, 1, 2, 3, 5, 7, 8}[i]]
		p, err := puzzle.Parse(src)
		if !strings.HasPrefix(src, "{") {
			var g grid.Nine
			g, err = grid.Parse(src)
			p.Givens = grid.FromNine(g)
		}
		if err != nil {
			t.Fatal(err)
		}
		sol, err := grid.Parse(line)
		if err != nil || !p.IsSolution(sol) {
			t.Errorf("solve line %d: %q does not solve %s (%v)", i+1, line, &p, err)
		}
	}

	db := emptyCatalog(t, filepath.Join(dir, "s.db"))
	r = runCLI(t, "", "import", "--db", db, "--stable", "0", in)
	if r.code != 1 || !strings.Contains(r.stdout, "stored      7\n") || !strings.HasPrefix(r.stderr, wantErr) {
		t.Fatalf("import: %+v", r)
	}
	r = runCLI(t, "", "import", "--db", db, "--stable", "0", in)
	if !strings.Contains(r.stdout, "stored      0\n") || !strings.Contains(r.stdout, "duplicates  7 (same puzzle 7, isomorph 0)") {
		t.Errorf("import again: %+v", r)
	}
	// Stored whole: the catalog gives back each line's canonical form.
	want := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(shapesInput), "\n") {
		if p, err := puzzle.Parse(line); err == nil {
			want[p.String()] = true
		} else if !strings.HasPrefix(line, "{") {
			want[line] = true
		}
	}
	for _, p := range storedRows(t, db) {
		if !want[p.Puzzle.String()] || !p.Puzzle.Solves(&p.Solution) {
			t.Errorf("stored %s with solution %s, not read", &p.Puzzle, p.Solution)
		}
	}
}

// TestShapesQuery: query selects jigsaw, X and windoku puzzles by
// --variant, one kind or several, prints them as their JSON lines and
// as grids; stats counts them per kind.
func TestShapesQuery(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "shapes.txt")
	if err := os.WriteFile(in, []byte(shapesInput), 0o644); err != nil {
		t.Fatal(err)
	}
	db := emptyCatalog(t, filepath.Join(dir, "s.db"))
	runCLI(t, "", "import", "--db", db, "--stable", "0", in)
	for _, tc := range []struct {
		variant string
		want    []string
	}{
		{"jigsaw", []string{"jigsaw", "jigsaw"}},
		{"x,windoku", []string{"windoku", "x"}},
		{"x-windoku", []string{"x-windoku"}},
		{"jigsaw-killer", []string{"jigsaw-killer"}},
		{"classic,jigsaw-killer", []string{"classic", "jigsaw-killer"}},
		{"killer", nil},
	} {
		r := mustRun(t, 0, "query", "--db", db, "--variant", tc.variant, "--format", "json")
		var kinds []string
		for _, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
			if line == "" {
				continue
			}
			var j struct {
				Puzzle  puzzle.Puzzle `json:"puzzle"`
				Variant string        `json:"variant"`
			}
			if err := json.Unmarshal([]byte(line), &j); err != nil || j.Puzzle.Kind().String() != j.Variant {
				t.Errorf("--variant %s: %s: %v", tc.variant, line, err)
			}
			kinds = append(kinds, j.Variant)
		}
		slices.Sort(kinds)
		if !slices.Equal(kinds, tc.want) {
			t.Errorf("--variant %s: kinds %v, want %v", tc.variant, kinds, tc.want)
		}
	}
	r := mustRun(t, 0, "query", "--db", db, "--variant", "jigsaw", "--order", "id", "--format", "line")
	if first := strings.SplitN(shapesInput, "\n", 2)[0]; !strings.HasPrefix(r.stdout, first+"\n") {
		t.Errorf("query --format line: %q, want the first line of the input first", r.stdout)
	}
	r = mustRun(t, 0, "query", "--db", db, "--variant", "jigsaw", "--order", "id", "--limit", "1", "--format", "grid")
	// The line below row 1 is thick where regions part, as it never is
	// between the rows of a box.
	if grid := strings.Split(r.stdout, "\n"); !strings.HasPrefix(r.stdout, "# 1: jigsaw, 29 clues, score 5") ||
		len(grid) < 6 || !strings.HasPrefix(grid[5], "╟───────╬═══════╪") {
		t.Errorf("query --format grid of a jigsaw:\n%s", r.stdout)
	}
	r = runCLI(t, "", "query", "--db", db, "--variant", "x-jigsaw")
	if r.code != 2 || !strings.Contains(r.stderr, `unknown kind "x-jigsaw" (want classic, or features jigsaw, x, windoku, killer, greater joined by - in that order`) {
		t.Errorf("query --variant x-jigsaw: %+v", r)
	}

	r = mustRun(t, 0, "stats", "--db", db, "--format", "json")
	var st struct {
		ByVariant []struct {
			Variant string `json:"variant"`
			Puzzles int    `json:"puzzles"`
		} `json:"by_variant"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &st); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, v := range st.ByVariant {
		got[v.Variant] = v.Puzzles
	}
	if want := map[string]int{"classic": 1, "jigsaw": 2, "x": 1, "windoku": 1, "x-windoku": 1, "jigsaw-killer": 1}; !maps.Equal(got, want) {
		t.Errorf("stats by variant %v, want %v", got, want)
	}
	r = mustRun(t, 0, "stats", "--db", db)
	if !strings.Contains(r.stdout, "jigsaw-killer        1") {
		t.Errorf("stats:\n%s", r.stdout)
	}
}
