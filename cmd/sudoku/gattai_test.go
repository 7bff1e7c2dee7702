package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
)

// gattaiLines returns the puzzles of the gattai vectors of package solve
// (docs/gattai.md), as JSON lines, with their solution counts and seed
// scores (-1 for none): the first n of each kind in kinds.
func gattaiLines(t *testing.T, n int, kinds ...string) (lines []string, solutions, scores []int) {
	t.Helper()
	f, err := os.Open("../../solve/testdata/gattai_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	taken := map[string]int{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
			Score     *int            `json:"score"`
			Kind      string          `json:"kind"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		wanted := false
		for _, k := range kinds {
			wanted = wanted || k == v.Kind
		}
		if !wanted || taken[v.Kind] == n {
			continue
		}
		taken[v.Kind]++
		score := -1
		if v.Score != nil {
			score = *v.Score
		}
		lines, solutions, scores = append(lines, string(v.Puzzle)), append(solutions, v.Solutions), append(scores, score)
	}
	return lines, solutions, scores
}

// TestGattaiScoreSolve: score and solve read joined grids as JSON lines,
// plain lines and printed boards (--layout), give each its solutions and
// seed score, print a solution as the board's line or as a printed board
// that reads back; import stores them, and query --variant finds them.
func TestGattaiScoreSolve(t *testing.T) {
	t.Parallel()
	lines, solutions, scores := gattaiLines(t, 3, "twodoku", "samurai", "flower-greater")
	dir := t.TempDir()
	in := filepath.Join(dir, "gattai.txt")
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", "score", "--stable", "0", "--rate=false", in)
	rows := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(rows) != len(lines) {
		t.Fatalf("score: %+v", r)
	}
	for i, row := range rows {
		f := strings.Split(row, "\t")
		want := []string{lines[i], strconv.Itoa(solutions[i])}
		if scores[i] >= 0 {
			want = append(want, f[2], strconv.Itoa(scores[i]))
		}
		if len(f) < len(want) || f[0] != want[0] || f[1] != want[1] || scores[i] >= 0 && f[3] != want[3] {
			t.Errorf("score line %d: %q, want %q", i+1, f, want)
		}
	}

	r = runCLI(t, "", "solve", in)
	sols := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if len(sols) != len(lines) {
		t.Fatalf("solve: %+v", r)
	}
	for i, sol := range sols {
		p, err := puzzle.Parse(lines[i])
		if err != nil {
			t.Fatal(err)
		}
		switch solutions[i] {
		case 0:
			if sol != "no solution" {
				t.Errorf("solve line %d: %q", i+1, sol)
			}
			continue
		case 2:
			if sol != "multiple solutions" {
				t.Errorf("solve line %d: %q", i+1, sol)
			}
			continue
		}
		// The solution, read as a puzzle's givens, solves the puzzle.
		q, err := puzzle.Parse(fmt.Sprintf(`{"layout":%s,"givens":"%s"}`, p.Layout.AppendJSON(nil), sol))
		if err != nil || !p.Solves(&q.Givens) {
			t.Errorf("solve line %d: %q does not solve it (%v)", i+1, sol, err)
		}
		if p.Layout.Name() != "samurai" || len(p.Cages) > 0 || len(p.Signs) > 0 {
			continue
		}
		// A samurai as a plain line and as a printed board, --layout
		// samurai, and its printed solution read back.
		plain := p.FormatCells(&p.Givens)
		board := string(p.Layout.AppendBoard(nil, p.Givens[:]))
		for _, form := range []string{plain, board} {
			r := runCLI(t, form+"\n", "solve", "--layout", "samurai")
			if r.code != 0 || strings.TrimSpace(r.stdout) != sol {
				t.Errorf("solve --layout samurai of\n%s\n%+v, want %s", form, r, sol)
			}
		}
		r := runCLI(t, lines[i]+"\n", "solve", "--format", "grid")
		back := runCLI(t, r.stdout, "solve", "--layout", "samurai")
		if strings.Count(r.stdout, "\n") != 22 || strings.TrimSpace(back.stdout) != sol {
			t.Errorf("solve --format grid:\n%s\nreads back as %+v", r.stdout, back)
		}
	}

	// The unique ones are stored, and found by their kind.
	unique := map[string][]string{}
	stored := 0
	for i, line := range lines {
		if solutions[i] != 1 {
			continue
		}
		p, err := puzzle.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		unique[p.Kind().String()] = append(unique[p.Kind().String()], line)
		stored++
	}
	db := filepath.Join(dir, "g.db")
	r = runCLI(t, "", "import", "--db", db, "--stable", "0", "--rate=false", in)
	// Import exits 1 when it rejects some: the lines of two solutions.
	if (r.code == 0) != (stored == len(lines)) || !regexp.MustCompile(fmt.Sprintf(`(?m)^stored +%d$`, stored)).MatchString(r.stdout) || stored == 0 {
		t.Errorf("import: %+v, want %d stored", r, stored)
	}
	for _, kind := range []string{"twodoku", "samurai", "flower-greater"} {
		r := runCLI(t, "", "query", "--db", db, "--variant", kind, "--format", "line")
		rows := strings.Fields(r.stdout)
		slices.Sort(rows)
		want := slices.Sorted(slices.Values(unique[kind]))
		if r.code != 0 || !slices.Equal(rows, want) || len(want) == 0 {
			t.Errorf("query --variant %s: %+v, want %q", kind, r, want)
		}
	}
	// stats counts them by kind; merge copies them whole into another
	// catalog, where export writes each as its canonical line.
	r = runCLI(t, "", "stats", "--db", db)
	for kind, ls := range unique {
		if !regexp.MustCompile(fmt.Sprintf(`(?m)^ +%s +%d `, kind, len(ls))).MatchString(r.stdout) {
			t.Errorf("stats: no %d %s in\n%s", len(ls), kind, r.stdout)
		}
	}
	db2 := filepath.Join(dir, "g2.db")
	if r := runCLI(t, "", "merge", "--db", db2, db); r.code != 0 || !strings.Contains(r.stdout, fmt.Sprintf("%d stored", stored)) {
		t.Errorf("merge: %+v", r)
	}
	out := filepath.Join(dir, "samurai.txt")
	r = runCLI(t, "", "export", "--db", db2, "--variant", "samurai", "--order", "score", "--count", fmt.Sprint(len(unique["samurai"])), "--out", out)
	text, err := os.ReadFile(out)
	got := strings.Fields(string(text))
	slices.Sort(got)
	if want := slices.Sorted(slices.Values(unique["samurai"])); r.code != 0 || err != nil || !slices.Equal(got, want) {
		t.Errorf("export of the merged samurai: %+v %v\n%s\nwant %q", r, err, text, want)
	}
	r = runCLI(t, "", "score", "--layout", "samurai", "--size", "9", in)
	if r.code != exitUsage || !strings.Contains(r.stderr, "--layout with --size or --box") {
		t.Errorf("--layout --size: %+v", r)
	}
}

// TestGenerateSamurai: generate stores rated samurai puzzles in the
// catalog, each unique (solve's checker, through the catalog's check),
// half-turn symmetric and in the published clue range, and query finds
// them by kind.
func TestGenerateSamurai(t *testing.T) {
	t.Parallel()
	db := emptyCatalog(t, filepath.Join(t.TempDir(), "samurai.db"))
	r := runCLI(t, "", "generate", "--db", db, "--variant", "samurai", "--count", "3", "--seed", "5", "--workers", "2")
	if r.code != 0 {
		t.Fatalf("generate --variant samurai: %v", r)
	}
	rows := storedRows(t, db)
	if len(rows) != 3 {
		t.Fatalf("%d puzzles stored, want 3", len(rows))
	}
	for _, p := range rows {
		if got := p.Puzzle.Kind().String(); got != "samurai" {
			t.Errorf("puzzle %d: kind %s", p.ID, got)
		}
		if p.Clues < 112 || p.Clues > 144 || p.Symmetry != "rot180" || p.Rating.Grade() == 0 {
			t.Errorf("puzzle %d: %d clues, symmetry %q, grade %v", p.ID, p.Clues, p.Symmetry, p.Rating.Grade())
		}
	}
	q := runCLI(t, "", "query", "--db", db, "--variant", "samurai", "--format", "line")
	if q.code != 0 || strings.Count(q.stdout, "\n") != 3 {
		t.Errorf("query --variant samurai: %v", q)
	}
}

// TestGenerateListLayout: generate --layout makes puzzles on a list of
// grids (the gattai-8), with --variant x their diagonals: stored with
// their board, half-turn symmetric, in the samurai's share of the
// board's cells and rated; query --variant gattai finds them, the run's
// source records the board, and the same seed makes the same puzzles in
// another catalog. A list of a named layout's grids makes that kind; bad
// layouts, a variant of another layout, a gattai variant without a
// layout and a board that does not keep the default half-turn are usage
// errors, each said in one line.
func TestGenerateListLayout(t *testing.T) {
	t.Parallel()
	const gattai8 = "[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]"
	dir := t.TempDir()
	var lines [2]string
	for i := range lines {
		db := emptyCatalog(t, filepath.Join(dir, fmt.Sprintf("gattai%d.db", i)))
		mustRun(t, 0, "generate", "--db", db, "--layout", gattai8, "--count", "2", "--seed", "5", "--workers", "2")
		mustRun(t, 0, "generate", "--db", db, "--layout", gattai8, "--variant", "x", "--count", "1", "--seed", "6", "--workers", "1")
		rows := storedRows(t, db)
		if len(rows) != 3 {
			t.Fatalf("%d puzzles stored, want 3", len(rows))
		}
		for j, p := range rows {
			want := "gattai"
			if j == 2 {
				want = "gattai-x"
			}
			l := p.Puzzle.Layout
			if got := p.Puzzle.Kind().String(); got != want || l == nil || string(l.AppendJSON(nil)) != gattai8 {
				t.Fatalf("puzzle %d: kind %s, want %s on %s", p.ID, got, want, gattai8)
			}
			if p.Clues < 175 || p.Clues > 225 || p.Symmetry != "rot180" || p.Rating.Grade() == 0 || !p.Puzzle.Solves(&p.Solution) {
				t.Errorf("puzzle %d: %d clues, symmetry %q, grade %v", p.ID, p.Clues, p.Symmetry, p.Rating.Grade())
			}
		}
		q := mustRun(t, 0, "query", "--db", db, "--variant", "gattai", "--order", "id", "--format", "line")
		if strings.Count(q.stdout, "\n") != 2 || !strings.HasPrefix(q.stdout, `{"layout":`+gattai8+`,"givens":"`) {
			t.Errorf("query --variant gattai: %.200s", q.stdout)
		}
		// The same set: two workers store their puzzles in either order.
		sorted := strings.Split(q.stdout, "\n")
		slices.Sort(sorted)
		lines[i] = strings.Join(sorted, "\n")
		j := mustRun(t, 0, "query", "--db", db, "--variant", "gattai-x", "--format", "json")
		if !strings.Contains(j.stdout, `"diagonals":true`) {
			t.Errorf("query --variant gattai-x: %.200s", j.stdout)
		}
	}
	if lines[0] != lines[1] {
		t.Error("the same seed made other puzzles")
	}

	db := emptyCatalog(t, filepath.Join(dir, "samurai.db"))
	mustRun(t, 0, "generate", "--db", db, "--layout", "[[12,12],[0,0],[0,12],[6,6],[12,0]]", "--variant", "gattai", "--count", "1", "--seed", "5")
	if rows := storedRows(t, db); len(rows) != 1 || rows[0].Puzzle.Kind().String() != "samurai" {
		t.Errorf("a list of the samurai's grids: %d rows, kind %v", len(rows), rows[0].Puzzle.Kind())
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--layout", "samural"}, `--layout: bad layout "samural" (want twodoku, samurai,`},
		{[]string{"--layout", "[[0,0],[0,4]]"}, "--layout: bad layout: grid 2 at [0,4]: top and left must be multiples of 3"},
		{[]string{"--layout", gattai8, "--variant", "sohei"}, "--variant sohei names another layout than --layout " + gattai8 + ", a layout of 8 grids"},
		{[]string{"--layout", gattai8, "--size", "6"}, "--layout with --size, --box or a size in --variant"},
		{[]string{"--variant", "gattai-x"}, "--variant gattai-x: a list layout's kind needs --layout"},
		{[]string{"--layout", "[[0,0],[0,6],[6,0]]"}, "--layout [[0,0],[0,6],[6,0]]: the board does not keep the default symmetry rot180; give --symmetry none (it keeps none and diagonal)"},
		{[]string{"--layout", gattai8, "--symmetry", "diagonal"}, "symmetry diagonal: the gattai board does not keep it (it keeps none, rot180 and mirror)"},
	} {
		r := runCLI(t, "", append([]string{"generate", "--db", db, "--count", "1"}, tc.args...)...)
		if r.code != exitUsage || !strings.Contains(r.stderr, "sudoku generate: "+tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("generate %s: %+v, want %q", strings.Join(tc.args, " "), r, tc.want)
		}
	}
}

// TestExportSamurai: export makes books of samurai puzzles in pdf, svg
// and html: one board a page and the answer key's boards four a page in
// the pdf, the rule of joined grids on the title page, each board drawn
// whole in the html and the svg, and the txt's solutions over the
// board's 369 cells.
func TestExportSamurai(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "samurai.db"))
	if r := runCLI(t, "", "generate", "--db", db, "--variant", "samurai", "--count", "2", "--seed", "7", "--workers", "1"); r.code != 0 {
		t.Fatalf("generate: %v", r)
	}
	for _, format := range []string{"pdf", "svg", "html", "txt"} {
		out := filepath.Join(dir, "samurai."+format)
		r := runCLI(t, "", "export", "--db", db, "--count", "2", "--order", "id", "--reuse", "--solutions", "--out", out)
		if r.code != 0 {
			t.Fatalf("export %s: %v", format, r)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		switch format {
		case "pdf":
			// The title page, a page for each board, one of the key.
			if !strings.Contains(r.stdout+r.stderr, "2 puzzles, 4 pages") {
				t.Errorf("export pdf: %v, want 4 pages", r)
			}
		case "svg":
			if n := strings.Count(text, `stroke-linecap="square"`); n != 4 {
				t.Errorf("svg: %d boards' thick rules, want 4 (2 puzzles, 2 solutions)", n)
			}
		case "html":
			for _, want := range []string{"<h2>Samurai</h2>", "A samurai joins five 9×9 grids", `aria-label="Samurai board, `, `aria-label="Solution of puzzle 2: `} {
				if !strings.Contains(text, want) {
					t.Errorf("html lacks %q", want)
				}
			}
		case "txt":
			for i, line := range strings.Split(strings.TrimSpace(text), "\n") {
				p, sol, _ := strings.Cut(line, " ")
				if !strings.HasPrefix(p, `{"layout":"samurai"`) || len(sol) != 369 {
					t.Errorf("txt line %d: %.60s... with a solution of %d characters", i+1, line, len(sol))
				}
			}
		}
	}
}
