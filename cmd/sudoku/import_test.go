package main

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/sqlitecheck"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/engine"
)

// importReport is the counts an import prints.
type importReport struct {
	read, stored, duplicates, same, isomorph   int
	rejected, noSolution, multiple, unreadable int
}

var number = regexp.MustCompile(`\d+`)

func parseReport(t *testing.T, out string) importReport {
	t.Helper()
	var n []int
	for _, s := range number.FindAllString(out, -1) {
		v, _ := strconv.Atoi(s)
		n = append(n, v)
	}
	if len(n) != 9 {
		t.Fatalf("report has %d numbers:\n%s", len(n), out)
	}
	r := importReport{n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8]}
	if r.read != r.stored+r.duplicates+r.rejected || r.duplicates != r.same+r.isomorph ||
		r.rejected != r.noSolution+r.multiple+r.unreadable {
		t.Fatalf("report does not add up: %+v\n%s", r, out)
	}
	return r
}

// catalogModel predicts imports: a map from isomorph key to the first
// puzzle of its class, with each puzzle solved by the solver itself.
type catalogModel map[iso.Key]grid.Nine

// readLines reads a file of one puzzle per line.
func readLines(tb testing.TB, path string) []grid.Nine {
	tb.Helper()
	return testgrids.Read(tb, path)
}

func (m catalogModel) add(gs []grid.Nine) importReport {
	r := importReport{read: len(gs)}
	for _, g := range gs {
		if res := testgrids.Solve(g); !res.Unique() {
			r.rejected++
			continue
		}
		k := iso.KeyOf(g)
		switch first, ok := m[k]; {
		case !ok:
			m[k] = g
			r.stored++
		case first == g:
			r.same++
		default:
			r.isomorph++
		}
	}
	r.duplicates = r.same + r.isomorph
	r.noSolution = r.rejected
	return r
}

func writeLines(t testing.TB, path string, gs []grid.Nine) {
	t.Helper()
	var b strings.Builder
	for _, g := range gs {
		b.WriteString(g.String() + "\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestImportCollections imports top95, random minimal puzzles, and
// transformed copies of some of them twice, and checks each report against
// the model.
// Here and in the interrupt tests imports are unrated (--rate=false
// --stable 0): ratings are TestImportRatings' subject, and rating hard
// collections takes minutes under the race detector.
func TestImportCollections(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "c.db"))
	top95Path := testgrids.File(t, "top95.txt")
	top95 := readLines(t, top95Path)
	// Random minimal puzzles, quick to solve, then transformed copies of
	// them: isomorphs to find. A third of them under the race detector,
	// where the import and the model each solve them.
	easy := 300
	if race.Enabled {
		easy = 100
	}
	unbiased := testgrids.Collection(t, "unbiased_first1000.txt")[:easy]
	r := rand.New(rand.NewPCG(11, 12))
	var moved []grid.Nine
	for _, g := range unbiased[:easy/3] {
		tr := iso.Random(r)
		moved = append(moved, tr.Apply(g))
	}
	movedPath := filepath.Join(dir, "transformed.txt")
	writeLines(t, movedPath, moved)
	unbiasedPath := filepath.Join(dir, "unbiased.txt")
	writeLines(t, unbiasedPath, unbiased)

	m := catalogModel{}
	steps := []struct {
		file string
		gs   []grid.Nine
	}{
		{top95Path, top95},
		{unbiasedPath, unbiased},
		{movedPath, moved},
		{movedPath, moved},
	}
	for i, s := range steps {
		got := parseReport(t, mustRun(t, 0, "import", "--db", db, "--rate=false", "--stable", "0", s.file).stdout)
		if want := m.add(s.gs); got != want {
			t.Errorf("import %d (%s): %+v, want %+v", i+1, s.file, got, want)
		}
		if i == 0 && (got.stored != 94 || got.isomorph != 1) {
			// top95 lines 74 and 76 are isomorphs (see the module's
			// testdata/README.md).
			t.Errorf("top95: stored %d, isomorphs %d; want 94 and 1", got.stored, got.isomorph)
		}
		if i >= 2 && (got.stored != 0 || got.duplicates != len(moved)) {
			t.Errorf("import %d stored %d new puzzles, %d duplicates; want none, %d", i+1, got.stored, got.duplicates, len(moved))
		}
	}

	// Every stored row is what the model holds, solved and scored right.
	st, err := engine.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ps, err := st.FindPuzzles(t.Context(), store.Filter{Order: store.ByID})
	if err != nil || len(ps) != len(m) {
		t.Fatalf("%d stored, %v; model has %d", len(ps), err, len(m))
	}
	for _, p := range ps {
		res := testgrids.Solve(p.Puzzle.Givens.Nine())
		if m[iso.KeyOf(p.Puzzle.Givens.Nine())] != p.Puzzle.Givens.Nine() || p.Solution != res.Solution || p.Score != res.Score {
			t.Fatalf("stored %d %s wrongly: %+v", p.ID, p.Puzzle.Givens.Nine(), p)
		}
	}

	sqlitecheck.Intact(t, db)

	// -v names what each puzzle duplicates: top95's lines 1, 74 and 76
	// again (stored as 1 and 74; 76 is an isomorph of 74).
	again := filepath.Join(dir, "again.txt")
	writeLines(t, again, []grid.Nine{top95[0], top95[73], top95[75]})
	res := mustRun(t, 0, "import", "--db", db, "--rate=false", "--stable", "0", "-v", again)
	for _, want := range []string{again + ":1: duplicate of 1\n", again + ":2: duplicate of 74\n", again + ":3: isomorph of 74\n"} {
		if !strings.Contains(res.stderr, want) {
			t.Errorf("-v output lacks %q:\n%s", want, res.stderr)
		}
	}
}

// timing is the import's closing line on stderr, which holds a rate.
var timing = regexp.MustCompile(`(?m)^import: \d+ puzzles in .*\n`)

// TestImportRejects imports a file with every kind of bad line: each is
// reported with its line and reason, the good ones are stored, and the
// exit status is 1.
func TestImportRejects(t *testing.T) {
	t.Parallel()
	db := emptyCatalog(t, filepath.Join(t.TempDir(), "c.db"))
	r := mustRun(t, exitInput, "import", "--db", db, "testdata/rejects.txt")
	golden.Check(t, "testdata/golden/import_rejects.stdout", []byte(r.stdout))
	golden.Check(t, "testdata/golden/import_rejects.stderr", []byte(timing.ReplaceAllString(r.stderr, "")))
	got := parseReport(t, r.stdout)
	want := importReport{read: 8, stored: 2, duplicates: 1, same: 1, rejected: 5, noSolution: 1, multiple: 1, unreadable: 3}
	if got != want {
		t.Errorf("report %+v, want %+v", got, want)
	}
}

// TestImportForms imports a 9-line grid from standard input and a CSV
// file with a header.
func TestImportForms(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "c.db"))
	g, err := grid.Parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		t.Fatal(err)
	}
	grid := "# easy50 #1\n" + string(puzzleio.AppendGrid(nil, g))
	r := runCLI(t, grid, "import", "--db", db, "--source", "typed in")
	if r.code != 0 || parseReport(t, r.stdout).stored != 1 {
		t.Fatalf("grid on stdin: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	csvPath := filepath.Join(dir, "rated.csv")
	csv := "puzzle,rating\n2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3,1.2\n"
	if err := os.WriteFile(csvPath, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := mustRun(t, 0, "import", "--db", db, csvPath); parseReport(t, r.stdout).stored != 1 {
		t.Fatalf("CSV: %s", r.stdout)
	}
	r = mustRun(t, 0, "query", "--db", db, "--order", "id", "--format", "json")
	for _, want := range []string{`"source":"typed in","line":3`, `"source":"rated.csv","line":2`} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("query lacks %s:\n%s", want, r.stdout)
		}
	}
}

// TestCatalogPath checks where the catalog is: --db, else $SUDOKU_DB, else
// sudoku.db in the current directory; the commands that store make it,
// those that only read refuse a missing one and make nothing.
func TestCatalogPath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("SUDOKU_DB", "")
	for _, cmd := range [][]string{{"stats"}, {"query"}, {"books"}, {"stats", "--db", "typo.db"}} {
		r := runCLI(t, "", cmd...)
		if r.code != exitInput || !strings.Contains(r.stderr, "no catalog at ") {
			t.Errorf("%v without a catalog: exit %d, stderr %q", cmd, r.code, r.stderr)
		}
	}
	if names, _ := filepath.Glob("*"); len(names) != 0 {
		t.Fatalf("reading commands made files: %v", names)
	}
	mustRun(t, 0, "import")
	if _, err := os.Stat(filepath.Join(dir, "sudoku.db")); err != nil {
		t.Errorf("no sudoku.db in the current directory: %v", err)
	}
	mustRun(t, 0, "stats")
	t.Setenv("SUDOKU_DB", filepath.Join(dir, "env.db"))
	mustRun(t, 0, "import")
	if r := mustRun(t, 0, "stats"); !strings.Contains(r.stdout, "env.db") {
		t.Errorf("SUDOKU_DB not used:\n%s", r.stdout)
	}
	mustRun(t, 0, "import", "--db", "flag.db")
	if r := mustRun(t, 0, "stats", "--db", "flag.db"); !strings.Contains(r.stdout, "flag.db") {
		t.Errorf("--db not used:\n%s", r.stdout)
	}
	for _, name := range []string{"env.db", "flag.db"} {
		if _, err := os.Stat(name); err != nil {
			t.Error(err)
		}
	}
	// A catalog in a folder that is not there: said so, for every command.
	for _, cmd := range [][]string{{"import"}, {"generate", "--count", "1"}, {"query"}, {"export", "--count", "1", "--out", "b.pdf"}} {
		r := runCLI(t, "", append(cmd, "--db", filepath.Join("no", "such", "c.db"))...)
		if r.code == 0 || !strings.Contains(r.stderr, "folder no/such does not exist") && !strings.Contains(r.stderr, "no catalog at no/such/c.db") {
			t.Errorf("%s in a missing folder: exit %d, stderr %q", cmd, r.code, r.stderr)
		}
	}
}

// TestNotACatalog points --db at a puzzle file: exit 1, file unchanged.
func TestNotACatalog(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "puzzles.txt")
	body := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"import", "query", "stats"} {
		r := runCLI(t, body, cmd, "--db", path)
		if r.code != exitInput || !strings.Contains(r.stderr, "not a puzzle catalog") {
			t.Errorf("%s: exit %d, stderr %q", cmd, r.code, r.stderr)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != body {
		t.Errorf("the file was changed: %q", b)
	}
}

// startImport starts `sudoku import` of input in another process and
// returns once it has stored at least n puzzles.
func startImport(t *testing.T, db, input string, n int) (*exec.Cmd, *strings.Builder, *strings.Builder) {
	t.Helper()
	return startSudoku(t, db, n, "import", "--db", db, "--workers", "1", "--batch", "25", "--rate=false", "--stable", "0", input)
}

// startSudoku runs the command line args in another process (the test
// binary standing in for sudoku) and returns once the catalog at db holds
// at least n puzzles.
func startSudoku(t *testing.T, db string, n int, args ...string) (*exec.Cmd, *strings.Builder, *strings.Builder) {
	t.Helper()
	cmd := sudokuCommand(args...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// A poll costs a query (and, under the race detector, SQLite is many
	// times slower): every 5 ms, on one connection kept open, so that the
	// schema is read once, leaves the cores to the process watched.
	w := sqlitecheck.Watch(t, db)
	defer w.Close()
	for deadline := time.Now().Add(time.Minute); w.Puzzles() < n; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			err := cmd.Wait()
			t.Fatalf("sudoku %s did not store %d puzzles in a minute: %v\n%s", args[0], n, err, stderr.String())
		}
	}
	return cmd, &stdout, &stderr
}

// killInput writes the input of the kill and interrupt tests: hard
// puzzles first, so the process is busy when it is stopped, then easy ones
// and transformed copies (isomorphs), to have more to do. Under the race
// detector, where each hard puzzle takes a hundredth of a second, half as
// many: the process stopped after two batches of 25 still has seconds of
// work left.
func killInput(t *testing.T, dir string) (string, []grid.Nine) {
	t.Helper()
	hard, easy, copies := 120, 60, 40
	if race.Enabled {
		hard, easy, copies = 60, 30, 20
	}
	input := testgrids.Collection(t, "magictour_top1465.txt")[:hard]
	input = append(input, testgrids.Collection(t, "unbiased_first1000.txt")[:easy]...)
	r := rand.New(rand.NewPCG(13, 14))
	for _, g := range input[:copies] {
		tr := iso.Random(r)
		input = append(input, tr.Apply(g))
	}
	path := filepath.Join(dir, "input.txt")
	writeLines(t, path, input)
	return path, input
}

// TestImportInterrupt stops an import with SIGINT: it stores what it has
// checked, prints its report and exits 1 saying it was interrupted, and a
// rerun stores the rest.
func TestImportInterrupt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "c.db"))
	inPath, input := killInput(t, dir)
	cmd, stdout, stderr := startImport(t, db, inPath, 50)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != exitInput || !strings.Contains(stderr.String(), "interrupted") {
		t.Fatalf("interrupted import: exit %d (%v), stderr:\n%s", code, err, stderr.String())
	}
	first := parseReport(t, stdout.String())
	if n := sqlitecheck.Puzzles(t, db); n != first.stored || n == 0 || first.read >= len(input) {
		t.Fatalf("interrupted import: report %+v, %d stored in the catalog", first, n)
	}
	rest := parseReport(t, mustRun(t, 0, "import", "--db", db, "--rate=false", "--stable", "0", inPath).stdout)
	m := catalogModel{}
	want := m.add(input)
	if first.stored+rest.stored != want.stored || rest.read != len(input) {
		t.Errorf("stored %d then %d of %d, want %d in all", first.stored, rest.stored, rest.read, want.stored)
	}
}

// TestImportKill runs an import in another process, kills it with SIGKILL
// once some batches are in, and checks the catalog: intact, every row
// valid, the stored puzzles exactly the first ones of the input (whole
// batches, no holes), and a rerun stores exactly the rest.
func TestImportKill(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "c.db"))
	inPath, input := killInput(t, dir)
	cmd, _, _ := startImport(t, db, inPath, 50)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() {
		t.Fatalf("the import was not killed (it finished first?): %v", err)
	}

	// The catalog after the kill.
	sqlitecheck.Intact(t, db)
	st, err := engine.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := st.FindPuzzles(t.Context(), store.Filter{Order: store.ByID})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	before := len(ps)
	m := catalogModel{}
	firsts := 0 // first-of-class puzzles among the input
	for _, g := range input {
		if _, ok := m[iso.KeyOf(g)]; !ok {
			m[iso.KeyOf(g)] = g
			firsts++
		}
	}
	if before == 0 || before >= firsts {
		t.Fatalf("killed with %d of %d stored: not mid-way", before, firsts)
	}
	// Stored rows are valid and are the first `before` classes, in order.
	seen := map[iso.Key]bool{}
	next := 0
	for _, p := range ps {
		res := testgrids.Solve(p.Puzzle.Givens.Nine())
		if !res.Unique() || res.Solution != p.Solution || res.Score != p.Score || p.Clues != p.Puzzle.Givens.Clues() {
			t.Fatalf("row %d (%s) is not valid: %+v", p.ID, p.Puzzle.Givens.Nine(), p)
		}
		for ; next < len(input) && seen[iso.KeyOf(input[next])]; next++ {
		}
		if next == len(input) || input[next] != p.Puzzle.Givens.Nine() || p.Line != next+1 {
			t.Fatalf("row %d is line %d, want the next new class after line %d", p.ID, p.Line, next)
		}
		seen[iso.KeyOf(p.Puzzle.Givens.Nine())] = true
		next++
	}
	t.Logf("killed after %d of %d classes were stored", before, firsts)

	rep := parseReport(t, mustRun(t, 0, "import", "--db", db, "--rate=false", "--stable", "0", inPath).stdout)
	if rep.stored != firsts-before || rep.duplicates != len(input)-firsts+before {
		t.Errorf("rerun: %+v; want %d stored and %d duplicates", rep, firsts-before, len(input)-firsts+before)
	}
	if n := sqlitecheck.Puzzles(t, db); n != firsts {
		t.Errorf("after the rerun %d stored, want %d", n, firsts)
	}
}

// TestImportStatus: the progress line gives the count of the files'
// puzzles and the time left at the rate so far, when the count is known.
func TestImportStatus(t *testing.T) {
	var n importCounts
	n.multiple.Store(2)
	for _, tt := range []struct {
		checked, total int64
		elapsed        time.Duration
		want           string
	}{
		{120, 500, 40 * time.Second, "import: 120 of 500 checked, 0 stored, 0 duplicates, 2 rejected, 3.00/s, 2m07s left"},
		{120, -1, 40 * time.Second, "import: 120 checked, 0 stored, 0 duplicates, 2 rejected, 3.00/s"},
		{0, 500, time.Second, "import: 0 of 500 checked, 0 stored, 0 duplicates, 2 rejected, 0.00/s"},
		{5000, 5000, 2 * time.Second, "import: 5000 of 5000 checked, 0 stored, 0 duplicates, 2 rejected, 2500/s, 0s left"},
	} {
		n.checked.Store(tt.checked)
		if got := importStatus(&n, tt.total, tt.elapsed); got != tt.want {
			t.Errorf("importStatus(%d, %d, %v):\n got %s\nwant %s", tt.checked, tt.total, tt.elapsed, got, tt.want)
		}
	}
}

// TestCountPuzzles: the count the progress line divides by is the
// puzzles import reads, unreadable lines left out; standard input is not
// counted.
func TestCountPuzzles(t *testing.T) {
	top95 := testgrids.File(t, "top95.txt")
	for _, tt := range []struct {
		files []string
		want  int64
		ok    bool
	}{
		{[]string{top95}, 95, true},
		{[]string{top95, "testdata/small.txt"}, 95 + 12, true},
		{[]string{"testdata/rejects.txt"}, 5, true}, // import checks 5, 3 lines are unreadable
		{[]string{top95, "-"}, 0, false},
		{nil, 0, false},
		{[]string{"testdata/no such file"}, 0, false},
	} {
		n, ok := countPuzzles(context.Background(), tt.files, plainForm{})
		if n != tt.want || ok != tt.ok {
			t.Errorf("countPuzzles(%q) = %d, %v; want %d, %v", tt.files, n, ok, tt.want, tt.ok)
		}
	}
}
