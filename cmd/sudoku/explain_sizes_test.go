package main

import (
	"bufio"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// explainSizes are puzzles of other sizes than 9×9 for explain: a 6×6
// classic of score/testdata/sizes_minimal.jsonl, as a plain line and as
// the JSON line that says its size, and a 16×16 one whose hidden singles
// and full houses fill its 52 empty cells (the solution of that file's
// first 16×16 puzzle with every fifth cell blanked), digits A-G among
// them.
var explainSizes = []struct {
	name, input string
	args        []string
}{
	{"6x6-line", "...4....1...5...643.6...6.........56\n", []string{"--size", "6"}},
	{"6x6-json", `{"size":6,"givens":"...4....1...5...643.6...6.........56"}` + "\n", nil},
	{"16x16-line", ".5D68.3B71.G4EC.9EA1.F75B.8C6G.34F8.6C1G.E9D7.257G.CD49.3526.1FAE.C542.367A.D9BF.967C.DFE2.458A.G42B.568F.C937.ED8F.17E9.G3B2.6C12.893B.GC4F.6E7F.7GE1.2D95.C38B.AE4G.5C83.1FD9.C39D.8A72.BEG5.1AC3.5E84.FD7B.G687.FBD2.9AE3.C545.4E3G.1C86.9A7D.D127.CA4B.5EF3.\n",
		[]string{"--size", "16"}},
}

// TestExplainSizes: explain speaks of a puzzle of another size in its
// own grid: the solved line is its solution in its text form (N²
// characters, digits A-G above 9), every cell a step names is one of its
// cells, every digit one of its digits, and in --format json each step's
// grid and candidates have N² cells at every size, every empty cell's
// candidates holding its digit of the solution and a filled cell's none;
// a step's grid with its placements made is the next step's, and the
// last step's the solution.
// --grid draws the candidates before every step, and the --html page
// draws the grid at its size.
func TestExplainSizes(t *testing.T) {
	t.Parallel()
	for _, tc := range explainSizes {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := puzzleOfLine(t, tc.input, tc.args)
			geo := p.Geometry()
			n := geo.N

			r := runCLI(t, tc.input, append([]string{"explain"}, tc.args...)...)
			lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
			solved, ok := strings.CutPrefix(lines[len(lines)-1], "solved: ")
			if r.code != 0 || r.stderr != "" || !ok {
				t.Fatalf("explain: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
			}
			sol, err := geo.ParseGrid(solved)
			if err != nil || len(solved) != geo.Cells() || sol.Clues() != geo.Cells() || !p.Solves(&sol) {
				t.Fatalf("solved: %q (%v) does not solve %s", solved, err, &p)
			}

			r = runCLI(t, tc.input, append([]string{"explain", "--format", "json"}, tc.args...)...)
			rows := explainRows(t, r.stdout)
			if r.code != 0 || len(rows) != 1 || rows[0].Solution != solved || len(rows[0].Steps) != len(lines)-2 {
				t.Fatalf("explain --format json: exit %d, %d rows, solution %q, want %q and %d steps:\n%s",
					r.code, len(rows), rows[0].Solution, solved, len(lines)-2, r.stdout)
			}
			at := []byte(geo.FormatGrid(&p.Givens))
			for i, s := range rows[0].Steps {
				for _, c := range s.Cells {
					if _, err := geo.ParseCell(c); err != nil {
						t.Errorf("step %d: cell %s: %v", i+1, c, err)
					}
				}
				if s.Grid != string(at) || len(s.Candidates) != geo.Cells() {
					t.Fatalf("step %d: grid %q with %d candidate sets, want %q and %d", i+1, s.Grid, len(s.Candidates), at, geo.Cells())
				}
				for cell, c := range s.Candidates {
					for j := range len(c) {
						if d, ok := grid.ParseDigit(c[j]); !ok || int(d) > n {
							t.Errorf("step %d: candidates %q", i+1, c)
						}
					}
					if empty := at[cell] == '.'; empty != (c != "") || empty && !strings.ContainsRune(c, rune(grid.DigitChar(sol[cell]))) {
						t.Errorf("step %d: r%dc%d holds %c with candidates %q; solution %c", i+1, cell/n+1, cell%n+1, at[cell], c, grid.DigitChar(sol[cell]))
					}
				}
				for _, pl := range s.Placements {
					name, digit, _ := strings.Cut(pl, "=")
					c, err := geo.ParseCell(name)
					d, ok := grid.ParseDigit(digit[0])
					if err != nil || !ok || len(digit) != 1 || sol[c] != d {
						t.Fatalf("step %d places %s, solution %c", i+1, pl, grid.DigitChar(sol[c]))
					}
					at[c] = digit[0]
				}
			}
			if string(at) != solved {
				t.Errorf("the steps' placements leave %s, solution %s", at, solved)
			}

			// --grid draws the candidates before each step at every
			// size.
			r = runCLI(t, tc.input, append([]string{"explain", "--grid"}, tc.args...)...)
			want := len(rows[0].Steps)
			if got := strings.Count(r.stdout, "╔"); r.code != 0 || got != want || !strings.HasSuffix(r.stdout, "solved: "+solved+"\n") {
				t.Errorf("explain --grid: exit %d, %d grids, want %d:\n%s", r.code, got, want, r.stdout)
			}

			// The --html page draws the grid at its size, its final grid
			// the solution; the text path is whole.
			page := filepath.Join(t.TempDir(), "page.html")
			r = runCLI(t, tc.input, append([]string{"explain", "--html", page}, tc.args...)...)
			if r.code != 0 || r.stderr != "" || !strings.HasSuffix(r.stdout, "solved: "+solved+"\n") {
				t.Errorf("explain --html: %+v", r)
			}
			html := mustRead(t, page)
			if !strings.Contains(html, `"n":`+strconv.Itoa(n)+`,"rows":`+strconv.Itoa(n)) || !strings.Contains(html, `"final":"`+solved+`"`) {
				t.Errorf("the page's data has no %dx%d grid solved as %s", n, n, solved)
			}
		})
	}
}

// TestExplainStoppedLarge: a path that stops on a grid larger than 9×9
// draws its final grid under --grid, as on a 9×9 grid: the position the
// path leaves, played again from the givens (here none: the givens').
func TestExplainStoppedLarge(t *testing.T) {
	t.Parallel()
	p := puzzleOfLine(t, explainSizes[2].input, explainSizes[2].args)
	var out strings.Builder
	bw := bufio.NewWriter(&out)
	ew := &explainWriter{format: "text", w: bw, grid: true}
	e := explained{input: input{file: "-"}}
	e.rec.Puzzle = p
	e.Path.Rating = rating.Rating{Value: 100, Estimated: true}
	if err := ew.write(&e); err != nil {
		t.Fatal(err)
	}
	bw.Flush()
	if strings.Count(out.String(), "╔") != 1 || !strings.Contains(out.String(), "stopped: ") {
		t.Errorf("a stopped 16x16 path:\n%s", out.String())
	}
}

// puzzleOfLine reads the one puzzle of input as explain does with the
// size flags args.
func puzzleOfLine(t *testing.T, input string, args []string) puzzle.Puzzle {
	t.Helper()
	line := strings.TrimSuffix(input, "\n")
	if strings.HasPrefix(line, "{") {
		p, err := puzzle.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	n, err := strconv.Atoi(args[len(args)-1]) // --size N
	if err != nil {
		t.Fatal(err)
	}
	p := puzzle.Puzzle{Size: n}
	if p.Givens, err = p.Geometry().ParseGrid(line); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestExplainGridLarge: --grid draws the candidates of a 16×16, a 25×25
// and a samurai puzzle, each before its first step: as many columns as
// the grid or board has, lettered to P, Y and U, and rows numbered to 16,
// 25 and 21, every line of a grid no wider than its frame.
func TestExplainGridLarge(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", "explain", "--hint", "--grid", explainLarge)
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("explain --hint --grid: %+v", r)
	}
	var letters []string
	rows := map[string]bool{}
	for _, line := range strings.Split(r.stdout, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "A" {
			letters = append(letters, f[len(f)-1])
		}
		for _, last := range []string{" 16", " 25", " 21"} {
			if strings.HasSuffix(line, "║"+last) || strings.HasSuffix(line, " "+last) && strings.Contains(line, "║") {
				rows[strings.TrimSpace(last)] = true
			}
		}
	}
	if strings.Join(letters, ",") != "P,Y,U" || len(rows) != 3 {
		t.Errorf("grids lettered to %v, rows %v; want P, Y and U, rows to 16, 25 and 21:\n%.4000s", letters, rows, r.stdout)
	}
	if n := strings.Count(r.stdout, "\n1. "); n != 3 {
		t.Errorf("%d first steps, want 3", n)
	}
}

// TestExplainJSONLarge: --format json gives the position before each
// step of a 16×16, a 25×25 and a samurai puzzle too: the grid as the
// board's cells in the puzzle's text form (the givens before the first
// step), a candidate set a cell, each empty cell's holding its digit of
// the solution and each filled cell's empty.
func TestExplainJSONLarge(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", "explain", "--hint", "--format", "json", explainLarge)
	rows := explainRows(t, r.stdout)
	if r.code != 0 || len(rows) != 3 {
		t.Fatalf("explain --hint --format json: exit %d, %d rows\n%s", r.code, len(rows), r.stderr)
	}
	for i, row := range rows {
		raw, err := json.Marshal(row.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		p, err := puzzle.Parse(string(raw))
		if err != nil {
			t.Fatal(err)
		}
		if len(row.Steps) != 1 {
			t.Fatalf("puzzle %d: %d steps, want the first", i+1, len(row.Steps))
		}
		s := row.Steps[0]
		if s.Grid != p.FormatCells(&p.Givens) || len(s.Candidates) != p.Cells() || len(row.Solution) != p.Cells() {
			t.Fatalf("puzzle %d (%d cells): grid %q with %d candidate sets, solution of %d", i+1, p.Cells(), s.Grid, len(s.Candidates), len(row.Solution))
		}
		for c, cands := range s.Candidates {
			if empty := s.Grid[c] == '.'; empty != (cands != "") || empty && !strings.Contains(cands, row.Solution[c:c+1]) {
				t.Errorf("puzzle %d, cell %d: %c with candidates %q, solution %c", i+1, c, s.Grid[c], cands, row.Solution[c])
			}
		}
	}
}
