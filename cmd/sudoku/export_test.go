package main

import (
	"cmp"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dustin/go-humanize"

	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/internal/sqlitecheck"
)

// catalogPuzzle is a puzzle as query --format json prints it.
type catalogPuzzle struct {
	ID       int64   `json:"id"`
	Puzzle   string  `json:"puzzle"`
	Solution string  `json:"solution"`
	Clues    int     `json:"clues"`
	Score    int     `json:"score"`
	Grade    string  `json:"grade"`
	Rating   float64 `json:"rating"`
}

// catalogPuzzles runs query --format json with args.
func catalogPuzzles(t *testing.T, db string, args ...string) []catalogPuzzle {
	t.Helper()
	out := mustRun(t, 0, append([]string{"query", "--db", db, "--format", "json"}, args...)...).stdout
	var ps []catalogPuzzle
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var p catalogPuzzle
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// bookLine is a line of books --format json.
type bookLine struct {
	ID      int64           `json:"id"`
	Title   string          `json:"title"`
	Created time.Time       `json:"created"`
	Puzzles int             `json:"puzzles"`
	Params  json.RawMessage `json:"params"`
}

func listBooks(t *testing.T, db string) []bookLine {
	t.Helper()
	out := mustRun(t, 0, "books", "--db", db, "--format", "json").stdout
	var bs []bookLine
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var b bookLine
		if err := dec.Decode(&b); err != nil {
			t.Fatal(err)
		}
		bs = append(bs, b)
	}
	return bs
}

// csvIDs reads the id column of an exported CSV, in book order.
func csvIDs(t *testing.T, path string) []int64 {
	t.Helper()
	rows, err := csv.NewReader(strings.NewReader(readFile(t, path))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for _, r := range rows[1:] {
		id, err := strconv.ParseInt(r[7], 10, 64)
		if err != nil {
			t.Fatalf("%s: id %q", path, r[7])
		}
		ids = append(ids, id)
	}
	return ids
}

func catalogIDs(ps []catalogPuzzle) []int64 {
	ids := make([]int64, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return ids
}

// export runs sudoku export on db, failing the test unless it exits 0.
func export(t *testing.T, db string, args ...string) result {
	t.Helper()
	return mustRun(t, 0, append([]string{"export", "--db", db}, args...)...)
}

// datesOf replaces the ways a book's date is written with placeholders,
// and dir with DIR, so golden files do not depend on the day.
func datesOf(s string, created time.Time, dir string) string {
	s = strings.ReplaceAll(s, created.Format(time.RFC3339), "CREATED")
	s = strings.ReplaceAll(s, created.Format("2006-01-02"), "ISODATE")
	s = strings.ReplaceAll(s, created.Format("2 January 2006"), "DATE")
	return strings.ReplaceAll(s, dir, "DIR")
}

// summaryLine is export's line on stderr.
var summaryLine = regexp.MustCompile(`^wrote book (\d+)( again)? \((\d+) puzzles?(?:, (\d+) pages)?\) to (.+): (?:(\d+) files, )?(\S+ \S*B)\n$`)

// checkSummary checks export's stderr line against the book and the file
// and returns it with the size replaced by SIZE.
func checkSummary(t *testing.T, stderr string, puzzles int, out string) string {
	t.Helper()
	m := summaryLine.FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("summary %q", stderr)
	}
	if n, _ := strconv.Atoi(m[3]); n != puzzles {
		t.Errorf("summary %q: want %d puzzles", stderr, puzzles)
	}
	var size int64
	if m[6] == "" {
		fi, err := os.Stat(out)
		if err != nil {
			t.Fatal(err)
		}
		size = fi.Size()
	} else {
		files, err := os.ReadDir(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			fi, _ := f.Info()
			size += fi.Size()
		}
		if strconv.Itoa(len(files)) != m[6] {
			t.Errorf("summary %q: %s holds %d files", stderr, out, len(files))
		}
	}
	if got, want := m[7], humanize.Bytes(uint64(size)); got != want {
		t.Errorf("summary %q: size %s, file is %s", stderr, got, want)
	}
	return strings.Replace(stderr, m[7], "SIZE", 1)
}

// TestExportFormats writes the same four puzzles of the small catalog in
// each format and compares the files with testdata/golden (go test -update
// rewrites them), and export's summary lines too. The html book is
// checked for what export hands the book package (checkHTMLBook), whose
// own golden files check how it looks.
func TestExportFormats(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	dir := t.TempDir()
	tests := []struct {
		name string // golden file, and --out
		args []string
	}{
		{"export.txt", nil},
		{"export-solutions.txt", []string{"--solutions"}},
		{"export-grids.txt", []string{"--grids", "--solutions"}},
		{"export.csv", nil},
		{"export.json", []string{"--title", "Four <Hard> & \"Easy\""}},
		{"export-6x9-2.html", []string{"--paper", "6x9", "--per-page", "2", "--solutions"}},
		{"export.svg", []string{"--solutions"}},
		{"export-svg", []string{"--format", "svg", "--solutions"}}, // a directory
		{"export.pdf", []string{"--per-page", "1", "--paper", "letter", "--solutions"}},
	}
	var summaries strings.Builder
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, tt.name)
			// The 4 puzzles with most clues, easiest first; every export
			// takes them again.
			args := append([]string{"--count", "4", "--order", "-clues", "--reuse", "--out", out}, tt.args...)
			r := export(t, db, args...)
			books := listBooks(t, db)
			if len(books) != i+1 {
				t.Fatalf("%d books recorded after %d exports", len(books), i+1)
			}
			created := books[i].Created
			fmt.Fprintf(&summaries, "%s", datesOf(checkSummary(t, r.stderr, 4, out), created, dir))
			if strings.HasSuffix(tt.name, ".pdf") {
				return // TestExportPDF reads PDFs back
			}
			if strings.HasSuffix(tt.name, ".html") {
				checkHTMLBook(t, readFile(t, out), catalogPuzzles(t, db, "--order", "-clues", "--limit", "4"), created)
				return
			}
			fi, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			if !fi.IsDir() {
				golden.Check(t, "testdata/golden/"+tt.name, []byte(datesOf(readFile(t, out), created, dir)))
				return
			}
			files, err := os.ReadDir(out)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, f := range files {
				names = append(names, f.Name())
			}
			if want := []string{"puzzle-1.svg", "puzzle-2.svg", "puzzle-3.svg", "puzzle-4.svg",
				"solution-1.svg", "solution-2.svg", "solution-3.svg", "solution-4.svg"}; !slices.Equal(names, want) {
				t.Errorf("%s holds %v, want %v", out, names, want)
			}
			golden.Check(t, "testdata/golden/"+tt.name+"/puzzle-1.svg", []byte(readFile(t, filepath.Join(out, "puzzle-1.svg"))))
			golden.Check(t, "testdata/golden/"+tt.name+"/solution-4.svg", []byte(readFile(t, filepath.Join(out, "solution-4.svg"))))
		})
	}
	t.Run("Summaries", func(t *testing.T) {
		golden.Check(t, "testdata/golden/export_summaries", []byte(summaries.String()))
	})
}

// htmlCell is a cell of a grid of an html book, its digit if any.
var htmlCell = regexp.MustCompile(`<td[^>]*>([1-9]?)</td>`)

// checkHTMLBook checks the html book of TestExportFormats (--paper 6x9
// --per-page 2 --solutions) for what export gave the book package: want's
// puzzles in order, two a page, their solutions in an answer key, the
// 6 × 9 in page and the book's date. How the book looks is the book
// package's to test.
func checkHTMLBook(t *testing.T, html string, want []catalogPuzzle, created time.Time) {
	t.Helper()
	if !strings.HasPrefix(html, "<!DOCTYPE html>") {
		t.Fatalf("not an html page: %.40q", html)
	}
	if size := "@page { size: 152.4mm 228.6mm;"; !strings.Contains(html, size) {
		t.Errorf("the page is not 6 × 9 in: no %q", size)
	}
	if date := created.Format("2 January 2006"); !strings.Contains(html, date) {
		t.Errorf("the book's date %s is not in it", date)
	}
	var pages [][]string // the grids of each page of puzzles
	var key []string     // the grids of the answer key
	for i, sec := range strings.Split(html, `<section class="page`)[1:] {
		class, _, _ := strings.Cut(sec, `">`)
		cells := htmlCell.FindAllStringSubmatch(sec, -1)
		if len(cells)%81 != 0 {
			t.Fatalf("page %d has %d cells, not whole grids", i+1, len(cells))
		}
		var grids []string
		for g := range slices.Chunk(cells, 81) {
			var b strings.Builder
			for _, c := range g {
				b.WriteString(cmp.Or(c[1], "."))
			}
			grids = append(grids, b.String())
		}
		switch {
		case strings.Contains(class, "key"):
			key = append(key, grids...)
		case len(grids) > 0:
			pages = append(pages, grids)
		}
	}
	var puzzles, solutions []string
	for _, p := range want {
		puzzles, solutions = append(puzzles, p.Puzzle), append(solutions, p.Solution)
	}
	if wantPages := slices.Collect(slices.Chunk(puzzles, 2)); !slices.EqualFunc(pages, wantPages, slices.Equal) {
		t.Errorf("pages of puzzles %v\nwant %v", pages, wantPages)
	}
	if !slices.Equal(key, solutions) {
		t.Errorf("answer key %v\nwant %v", key, solutions)
	}
}

// TestBooksGolden records a few books, written with paths relative to the
// current directory, and compares books in both formats with
// testdata/golden.
func TestBooksGolden(t *testing.T) {
	db := smallCatalog(t)
	if r := mustRun(t, 0, "books", "--db", db); r.stdout != "id  created (UTC)  puzzles  title  out  options\n" || r.stderr != "" {
		t.Errorf("no books: %+v", r)
	}
	var text, js string
	t.Run("Export", func(t *testing.T) {
		t.Chdir(t.TempDir())
		export(t, db, "--count", "3", "--out", "first.pdf", "--solutions")
		export(t, db, "--count", "2", "--score", "10..", "--order", "-score", "--title", "Hard ones", "--out", "hard.txt", "--grids")
		export(t, db, "--count", "4", "--reuse", "--order", "random", "--paper", "6x9", "--per-page", "2", "--out", "book.html")
		export(t, db, "--count", "2", "--clues", "..25", "--grade", "hard", "--rating", "2.6..3", "--reuse", "--format", "svg", "--out", "grids")
		text = mustRun(t, 0, "books", "--db", db).stdout
		js = mustRun(t, 0, "books", "--db", db, "--format", "json").stdout
	})
	for _, b := range listBooks(t, db) {
		text = strings.ReplaceAll(text, b.Created.Format("2006-01-02 15:04"), "YYYY-MM-DD hh:mm")
		js = strings.ReplaceAll(js, b.Created.Format(time.RFC3339), "CREATED")
	}
	golden.Check(t, "testdata/golden/books", []byte(text))
	golden.Check(t, "testdata/golden/books_json", []byte(js))
}

// TestExportPDF reads an exported PDF back: every page, every puzzle in
// the catalog's order under its number and label, and an answer key that
// matches the solutions the catalog holds.
func TestExportPDF(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	want := catalogPuzzles(t, db, "--order", "-score")
	out := filepath.Join(t.TempDir(), "book.pdf")
	r := export(t, db, "--count", "12", "--order", "-score", "--per-page", "4", "--solutions", "--title", "Twelve", "--out", out)
	checkSummary(t, r.stderr, 12, out)
	pages := pdftest.Read(t, []byte(readFile(t, out))).Pages(t)
	// The title page, three pages of four puzzles, the answer key's.
	if len(pages) < 5 || !strings.Contains(r.stderr, fmt.Sprintf(", %d pages)", len(pages))) {
		t.Fatalf("%d pages; summary %q", len(pages), r.stderr)
	}
	if !pages[0].HasText(func(x pdftest.Text) bool { return x.S == "Twelve" }) {
		t.Error("the title page lacks the title")
	}
	created := listBooks(t, db)[0].Created
	if !pages[0].HasText(func(x pdftest.Text) bool { return x.S == created.Format("2 January 2006") }) {
		t.Errorf("the title page lacks the book's date %s", created.Format("2 January 2006"))
	}
	var puzzles, answers []pdftest.Grid
	for i, p := range pages[1:] {
		gs := pdftest.Grids(t, p)
		if len(gs) == 0 {
			t.Errorf("page %d has no grid", i+2)
		}
		if len(puzzles) < len(want) {
			puzzles = append(puzzles, gs...)
		} else {
			answers = append(answers, gs...)
		}
	}
	if len(puzzles) != len(want) || len(answers) != len(want) {
		t.Fatalf("%d puzzle grids and %d answer grids, want %d each", len(puzzles), len(answers), len(want))
	}
	for i, w := range want {
		g, a := puzzles[i], answers[i]
		if g.Cells.String() != w.Puzzle {
			t.Errorf("puzzle %d shows %s, want %s (id %d)", i+1, g.Cells, w.Puzzle, w.ID)
		}
		if got := g.Label("utf8gobold"); got != fmt.Sprintf("Puzzle %d", i+1) {
			t.Errorf("puzzle %d labelled %q", i+1, got)
		}
		if got, wl := g.Label("utf8goregular"), fmt.Sprintf("%d clues · %s %.1f", w.Clues, w.Grade, w.Rating); got != wl {
			t.Errorf("puzzle %d: label %q, want %q", i+1, got, wl)
		}
		if a.Cells.String() != w.Solution {
			t.Errorf("answer %d shows %s, want %s", i+1, a.Cells, w.Solution)
		}
		if got := a.Label("utf8gobold"); got != strconv.Itoa(i+1) {
			t.Errorf("answer %d labelled %q", i+1, got)
		}
	}
}

// TestExportNoRepeat: books without --reuse never share a puzzle, and
// together take the catalog's puzzles in the selection's order (by
// default the rating's, easiest first); when too few are left, the error
// says how many match and nothing is recorded.
func TestExportNoRepeat(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	dir := t.TempDir()
	byRating := catalogIDs(catalogPuzzles(t, db, "--order", "rating"))
	if len(byRating) != 12 {
		t.Fatalf("%d puzzles rated, want all 12", len(byRating))
	}
	out := func(name string) string { return filepath.Join(dir, name) }

	export(t, db, "--count", "5", "--out", out("a.csv"))
	export(t, db, "--count", "5", "--out", out("b.csv"))
	a, b := csvIDs(t, out("a.csv")), csvIDs(t, out("b.csv"))
	if !slices.Equal(a, byRating[:5]) || !slices.Equal(b, byRating[5:10]) {
		t.Fatalf("books hold %v and %v, want %v and %v", a, b, byRating[:5], byRating[5:10])
	}

	for _, tt := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--count", "5"}, "sudoku export: the selection matches only 2 puzzles, --count asks for 5; with --reuse, puzzles of earlier books make up the rest\n"},
		{[]string{"--count", "3", "--score", "..42"}, "sudoku export: every puzzle that matches the selection is in an earlier book (--reuse picks them again)\n"},
		{[]string{"--count", "20", "--reuse"}, "sudoku export: the selection matches only 12 puzzles, --count asks for 20\n"},
		{[]string{"--count", "12", "--score", "..2398"}, "sudoku export: the selection matches only 1 puzzle, --count asks for 12; 10 more are in earlier books (--reuse picks them again)\n"},
		{[]string{"--count", "1", "--score", "20000.."}, "sudoku export: the selection matches no puzzles\n"},
		{[]string{"--count", "1", "--clues", "40..", "--reuse"}, "sudoku export: the selection matches no puzzles\n"},
	} {
		r := runCLI(t, "", append([]string{"export", "--db", db, "--out", out("short.txt")}, tt.args...)...)
		if r.code != exitInput || r.stderr != tt.msg {
			t.Errorf("%v: exit %d, stderr %q\nwant exit 1, %q", tt.args, r.code, r.stderr, tt.msg)
		}
	}
	if _, err := os.Stat(out("short.txt")); err == nil {
		t.Error("a failed export wrote its file")
	}
	if n := len(listBooks(t, db)); n != 2 {
		t.Errorf("%d books recorded, want 2", n)
	}

	export(t, db, "--count", "2", "--out", out("c.csv"))
	if c := csvIDs(t, out("c.csv")); !slices.Equal(c, byRating[10:]) {
		t.Errorf("the last book holds %v, want %v", c, byRating[10:])
	}
	export(t, db, "--count", "5", "--reuse", "--out", out("d.csv"))
	if d := csvIDs(t, out("d.csv")); !slices.Equal(d, byRating[:5]) {
		t.Errorf("with --reuse: %v, want the easiest %v", d, byRating[:5])
	}
	sqlitecheck.Intact(t, db)
}

// TestExportUnrated: the default order, rating, leaves unrated puzzles
// out; when they are what a book lacks, the error says so and how to use
// them, and --order score picks them. query keeps its default, the seed
// score, unrated puzzles included.
func TestExportUnrated(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lines := strings.SplitAfter(readFile(t, "testdata/small.txt"), "\n")
	first := filepath.Join(dir, "first.txt")
	if err := os.WriteFile(first, []byte(strings.Join(lines[:4], "")), 0o644); err != nil { // a comment and 3 puzzles
		t.Fatal(err)
	}
	mixed := emptyCatalog(t, filepath.Join(dir, "mixed.db")) // 3 rated puzzles, 9 unrated
	mustRun(t, 0, "import", "--db", mixed, first)
	mustRun(t, 0, "import", "--db", mixed, "--rate=false", "--stable", "0", "testdata/small.txt")
	unrated := emptyCatalog(t, filepath.Join(dir, "unrated.db"))
	mustRun(t, 0, "import", "--db", unrated, "--rate=false", "--stable", "0", "testdata/small.txt")

	if ps := catalogPuzzles(t, mixed); len(ps) != 12 || len(catalogPuzzles(t, mixed, "--order", "rating")) != 3 {
		t.Fatalf("the mixed catalog: %d puzzles (query's default order), want 12, of which 3 rated", len(ps))
	}
	const why = ", but --order %s picks rated puzzles only: --order score picks by seed score, unrated ones too; " +
		"or import the puzzles again into a new catalog (--db), which rates them\n"
	for _, tt := range []struct {
		db   string
		args []string
		msg  string
	}{
		{mixed, []string{"--count", "5"}, "sudoku export: the selection matches only 3 rated puzzles, --count asks for 5; " +
			"unrated puzzles that match make up the rest" + fmt.Sprintf(why, "rating")},
		{mixed, []string{"--count", "20"}, "sudoku export: the selection matches only 3 rated puzzles, --count asks for 20; " +
			"9 unrated puzzles match" + fmt.Sprintf(why, "rating")},
		{mixed, []string{"--count", "4", "--clues", "..30", "--order", "-rating"}, "sudoku export: the selection matches only 2 rated puzzles, --count asks for 4; " +
			"unrated puzzles that match make up the rest" + fmt.Sprintf(why, "-rating")},
		{unrated, []string{"--count", "1"}, "sudoku export: the selection matches no rated puzzles; unrated puzzles match" + fmt.Sprintf(why, "rating")},
		{unrated, []string{"--count", "13"}, "sudoku export: the selection matches no rated puzzles; 12 unrated puzzles match" + fmt.Sprintf(why, "rating")},
		// Unrated puzzles cannot match these: no hint.
		{mixed, []string{"--count", "5", "--rating", "1.0.."}, "sudoku export: the selection matches only 3 puzzles, --count asks for 5\n"},
		{mixed, []string{"--count", "5", "--grade", "easy"}, "sudoku export: the selection matches only 2 puzzles, --count asks for 5\n"},
		{mixed, []string{"--count", "13", "--order", "score"}, "sudoku export: the selection matches only 12 puzzles, --count asks for 13\n"},
	} {
		r := runCLI(t, "", append([]string{"export", "--db", tt.db, "--out", filepath.Join(dir, "short.csv")}, tt.args...)...)
		if r.code != exitInput || r.stderr != tt.msg {
			t.Errorf("%v: exit %d, stderr\n%q\nwant exit 1 and\n%q", tt.args, r.code, r.stderr, tt.msg)
		}
	}
	if n := len(listBooks(t, mixed)) + len(listBooks(t, unrated)); n != 0 {
		t.Errorf("%d books recorded by failed exports", n)
	}

	// The rated ones by rating; all of them by seed score with --order score.
	out := filepath.Join(dir, "rated.csv")
	export(t, mixed, "--count", "3", "--out", out)
	if got, want := csvIDs(t, out), catalogIDs(catalogPuzzles(t, mixed, "--order", "rating")); !slices.Equal(got, want) {
		t.Errorf("the default order picked %v, want the rated %v", got, want)
	}
	out = filepath.Join(dir, "all.csv")
	export(t, mixed, "--count", "12", "--reuse", "--order", "score", "--out", out)
	if got, want := csvIDs(t, out), catalogIDs(catalogPuzzles(t, mixed)); !slices.Equal(got, want) {
		t.Errorf("--order score picked %v, want %v", got, want)
	}
}

// TestExportBookAgain: --book ID writes a recorded book again, the same
// puzzles in the same order (also a random one) and, for a PDF with the
// same layout, the same bytes; layout flags given override the record;
// nothing new is recorded.
func TestExportBookAgain(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }
	export(t, db, "--count", "7", "--order", "random", "--per-page", "2", "--paper", "6x9",
		"--solutions", "--title", "Seven at random", "--out", out("first.pdf"))
	// Another book in between, which the first is not affected by.
	export(t, db, "--count", "3", "--out", out("other.txt"))

	r := export(t, db, "--book", "1", "--out", out("again.pdf"))
	if !strings.HasPrefix(r.stderr, "wrote book 1 again (7 puzzles, ") {
		t.Errorf("summary %q", r.stderr)
	}
	first, again := readFile(t, out("first.pdf")), readFile(t, out("again.pdf"))
	if first != again {
		t.Fatal("export --book 1 wrote a different PDF")
	}

	// The order: the PDF's grids, the CSV of the book and the record agree.
	var order []string
	for _, p := range pdftest.Read(t, []byte(first)).Pages(t)[2:] {
		for _, g := range pdftest.Grids(t, p) {
			if len(order) < 7 {
				order = append(order, g.Cells.String())
			}
		}
	}
	export(t, db, "--book", "1", "--out", out("again.csv"))
	rows, err := csv.NewReader(strings.NewReader(readFile(t, out("again.csv")))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var csvOrder []string
	for _, row := range rows[1:] {
		csvOrder = append(csvOrder, row[0])
	}
	if !slices.Equal(order, csvOrder) || len(order) != 7 {
		t.Errorf("the PDF holds %v\nthe CSV of the same book %v", order, csvOrder)
	}

	// Layout flags override the recorded ones; the puzzles stay.
	export(t, db, "--book", "1", "--per-page", "6", "--paper", "a4", "--out", out("six.pdf"))
	pages := pdftest.Read(t, []byte(readFile(t, out("six.pdf")))).Pages(t)
	if len(pages) != 1+2+1 { // title, 7 puzzles 6 a page, the answer key
		t.Errorf("6 a page on A4: %d pages", len(pages))
	}
	var six []string
	for _, g := range append(pdftest.Grids(t, pages[1]), pdftest.Grids(t, pages[2])...) {
		six = append(six, g.Cells.String())
	}
	if !slices.Equal(six, order) {
		t.Errorf("with --per-page 6: %v, want %v", six, order)
	}
	if books := listBooks(t, db); len(books) != 2 || books[0].Title != "Seven at random" || books[0].Puzzles != 7 {
		t.Errorf("books after writing book 1 again: %+v", books)
	}
	r = runCLI(t, "", "export", "--db", db, "--book", "3", "--out", out("none.pdf"))
	if r.code != exitInput || !strings.Contains(r.stderr, "there is no book 3 in ") {
		t.Errorf("--book 3: exit %d, %q", r.code, r.stderr)
	}
}

// TestExportOverwrite: an existing --out is refused (exit 1) without
// --force and left as it was, and the refused book is not recorded, so its
// puzzles go into the next one; --force replaces the file. The same holds
// for a directory of SVG files.
func TestExportOverwrite(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	dir := t.TempDir()
	for _, tt := range []struct{ name, format string }{{"book.txt", ""}, {"grids", "svg"}} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, tt.name)
			args := []string{"export", "--db", db, "--out", out, "--count", "2"}
			if tt.format != "" {
				args = append(args, "--format", tt.format)
			}
			if tt.format == "svg" {
				if err := os.MkdirAll(out, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			sentinel := filepath.Join(dir, tt.name)
			if tt.format == "svg" {
				sentinel = filepath.Join(out, "mine.txt")
			}
			if err := os.WriteFile(sentinel, []byte("mine\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			before := listBooks(t, db)
			next := catalogIDs(catalogPuzzles(t, db, "--order", "rating", "--limit", strconv.Itoa(2*len(before)+2)))[2*len(before):]

			r := runCLI(t, "", args...)
			if want := fmt.Sprintf("sudoku export: %s exists; --force replaces it\n", out); r.code != exitInput || r.stderr != want {
				t.Fatalf("exit %d, %q; want exit 1, %q", r.code, r.stderr, want)
			}
			if got := readFile(t, sentinel); got != "mine\n" {
				t.Errorf("the refused export changed %s: %q", sentinel, got)
			}
			if after := listBooks(t, db); len(after) != len(before) {
				t.Fatalf("the refused export was recorded: %d books, %d before", len(after), len(before))
			}

			r = mustRun(t, 0, append(args, "--force", "--solutions")...)
			books := listBooks(t, db)
			if len(books) != len(before)+1 {
				t.Fatalf("%d books after --force, want %d", len(books), len(before)+1)
			}
			if tt.format == "svg" {
				if got := readFile(t, sentinel); got != "mine\n" {
					t.Errorf("--force into a directory changed other files: %q", got)
				}
				if _, err := os.Stat(filepath.Join(out, "solution-2.svg")); err != nil {
					t.Error(err)
				}
				// The summary counts the files written, not mine.txt.
				if !strings.Contains(r.stderr, "/: 4 files, ") {
					t.Errorf("summary %q, want 4 files", r.stderr)
				}
				return
			}
			var got []int64
			recs := strings.Fields(readFile(t, out))
			for _, p := range catalogPuzzles(t, db, "--order", "rating") {
				if slices.Contains(recs, p.Puzzle) {
					got = append(got, p.ID)
				}
			}
			if !slices.Equal(got, next) {
				t.Errorf("--force wrote puzzles %v, want %v (those the refused export had picked)", got, next)
			}
		})
	}
}

// TestExportWriteFails: a book that cannot be written is not recorded.
func TestExportWriteFails(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	out := filepath.Join(t.TempDir(), "no", "such", "dir", "book.pdf")
	r := runCLI(t, "", "export", "--db", db, "--count", "3", "--out", out)
	if r.code != exitInput || !strings.HasPrefix(r.stderr, "sudoku export: ") {
		t.Errorf("exit %d, %q; want exit 1 and a message", r.code, r.stderr)
	}
	if books := listBooks(t, db); len(books) != 0 {
		t.Errorf("the failed export is recorded: %+v", books)
	}
}

// TestExportUsage: bad command lines exit 2 with a message, before the
// catalog is even created.
func TestExportUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "never.db")
	for _, tt := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--count", "3"}, "--out FILE is required"},
		{[]string{"--out", "b.pdf"}, "--count N (at least 1) is required"},
		{[]string{"--out", "b.pdf", "--count", "0"}, "--count N (at least 1) is required"},
		{[]string{"--out", "book", "--count", "3"}, `unknown format: "book" has no extension`},
		{[]string{"--out", "b.pdf", "--format", "docx", "--count", "3"}, `unknown format "docx"`},
		{[]string{"--out", "b.doc", "--count", "3"}, `extension ".doc"`},
		{[]string{"--out", "b.pdf", "--count", "3", "--per-page", "3"}, "--per-page 3: want 1, 2, 4 or 6"},
		{[]string{"--out", "b.pdf", "--count", "3", "--paper", "a5"}, `unknown paper "a5"`},
		{[]string{"--out", "b.pdf", "--count", "3", "--grids"}, "--grids is for txt, not pdf"},
		{[]string{"--out", "b.pdf", "--count", "3", "--order", "best"}, `unknown --order "best"`},
		{[]string{"--out", "b.pdf", "--count", "3", "--score", "9..3"}, "9 is more than 3"},
		{[]string{"--out", "b.pdf", "--book", "1", "--count", "3"}, "--count selects puzzles, but --book"},
		{[]string{"--out", "b.pdf", "--book", "1", "--reuse"}, "--reuse selects puzzles, but --book"},
		{[]string{"--out", "b.pdf", "--book", "0"}, "--book 0: book ids start at 1"},
	} {
		r := runCLI(t, "", append([]string{"export", "--db", db}, tt.args...)...)
		if r.code != exitUsage || !strings.HasPrefix(r.stderr, "sudoku export: ") || !strings.Contains(r.stderr, tt.msg) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tt.args, r.code, r.stderr, tt.msg)
		}
	}
	if r := runCLI(t, "", "books", "--db", db, "--format", "csv"); r.code != exitUsage {
		t.Errorf("books --format csv: exit %d", r.code)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("a usage error created the catalog")
	}
}

// TestExportReadsBack checks that the txt export reads back through import's
// own reader into the same catalog puzzles (the round trip a book maker
// relies on to check a file). Only the puzzles are compared, so score
// reads them unrated: its ratings are TestSolveScoreGolden's.
func TestExportReadsBack(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	out := filepath.Join(t.TempDir(), "all.txt")
	export(t, db, "--count", "12", "--out", out, "--grids", "--order", "id")
	r := mustRun(t, 0, "score", "--rate=false", "--stable", "0", out)
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		got = append(got, strings.Split(l, "\t")[0])
	}
	var want []string
	for _, p := range catalogPuzzles(t, db, "--order", "id") {
		want = append(want, p.Puzzle)
	}
	if !slices.Equal(got, want) {
		t.Errorf("read back %v\nwant %v", got, want)
	}
}
