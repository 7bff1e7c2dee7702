package book_test

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/internal/race"
)

// paperSize is each paper's page size in points, from the paper's
// definition (not from the package), so a wrong size is caught.
var paperSize = map[book.Paper][2]float64{
	book.A4:       {595.28, 841.89},
	book.Letter:   {612, 792},
	book.Trim6x9:  {432, 648},
	book.Trim8x11: {612, 792},
}

func writePDF(tb testing.TB, b *book.Book, o book.Options) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := book.WritePDF(&buf, b, o); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// TestPDFBook reads the PDF back and checks it is the book: the page count,
// the title page, every puzzle's givens in order under its number and
// label, page numbers, and an answer key that matches the solutions and
// points back to the right pages.
func TestPDFBook(t *testing.T) {
	for _, tc := range []struct {
		name  string
		o     book.Options
		first int // number of the first puzzle
	}{
		{"a4-4-key", book.Options{Paper: book.A4, PerPage: 4, Solutions: true}, 1},
		{"letter-1", book.Options{Paper: book.Letter, PerPage: 1}, 1},
		{"6x9-6-key-numbered-from-101", book.Options{Paper: book.Trim6x9, PerPage: 6, Solutions: true}, 101},
		{"8.5x11-2-key", book.Options{Paper: book.Trim8x11, PerPage: 2, Solutions: true}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := loadBook(t, "top95.txt", 14)
			for i := range b.Puzzles {
				b.Puzzles[i].Number = tc.first + i
			}
			b.Puzzles[3].Rating = rated("~10.7")
			b.Puzzles[5].Rating = rated("3.4")
			pages := pdftest.Read(t, writePDF(t, b, tc.o)).Pages(t)
			n, per := len(b.Puzzles), tc.o.PerPage
			if got, err := book.PDFPages(b, tc.o); err != nil || got != len(pages) {
				t.Errorf("PDFPages = %d, %v; the PDF has %d pages", got, err, len(pages))
			}
			front := 1
			if tc.o.Paper.IsTrim() {
				front = 2
			}
			puzzlePages := (n + per - 1) / per
			keyPages := len(pages) - front - puzzlePages
			if !tc.o.Solutions && keyPages != 0 || tc.o.Solutions && keyPages < 1 {
				t.Fatalf("%d pages: %d front, %d of puzzles leaves %d for the answer key", len(pages), front, puzzlePages, keyPages)
			}
			size := paperSize[tc.o.Paper]
			for i, p := range pages {
				if math.Abs(p.W-size[0]) > 0.01 || math.Abs(p.H-size[1]) > 0.01 {
					t.Errorf("page %d is %gx%g pt, want %gx%g", i+1, p.W, p.H, size[0], size[1])
				}
				if i == 0 {
					continue
				}
				if !p.HasText(func(x pdftest.Text) bool { return x.S == strconv.Itoa(i+1) && x.Size == 9 && x.Y < p.H*0.1 }) {
					t.Errorf("page %d has no page number at its foot", i+1)
				}
			}
			if !pages[0].HasText(func(x pdftest.Text) bool { return x.S == b.Title }) {
				t.Errorf("title page lacks the title %q", b.Title)
			}
			keyFrom := front + puzzlePages + 1
			if want := fmt.Sprintf("Solutions begin on page %d", keyFrom); tc.o.Solutions != pages[0].HasText(func(x pdftest.Text) bool { return x.S == want }) {
				t.Errorf("title page: %q present is %v, want %v", want, !tc.o.Solutions, tc.o.Solutions)
			}

			for k := range puzzlePages {
				pg := front + k + 1
				grids := pdftest.Grids(t, pages[pg-1])
				if want := min(per, n-k*per); len(grids) != want {
					t.Fatalf("page %d: %d grids, want %d", pg, len(grids), want)
				}
				for j, g := range grids {
					p := &b.Puzzles[k*per+j]
					if want := p.Puzzle.Givens.Nine(); g.Cells != want {
						t.Errorf("page %d grid %d shows\n%s\nwant puzzle %d\n%s", pg, j+1, g.Cells, p.Number, want)
					}
					for c, f := range g.Font {
						if g.Cells[c] != 0 && f != "utf8gomedium" {
							t.Errorf("puzzle %d r%dc%d in font %s", p.Number, c/9+1, c%9+1, f)
						}
					}
					if got := g.Label("utf8gobold"); got != fmt.Sprintf("Puzzle %d", p.Number) && got != strconv.Itoa(p.Number) {
						t.Errorf("page %d grid %d labelled %q, want puzzle %d", pg, j+1, got, p.Number)
					}
					// Buyers see clues, grade and rating, never the seed
					// score; a narrow slot may drop the clues.
					details := g.Label("utf8goregular")
					full := fmt.Sprintf("%d clues", p.Clues())
					diff := ""
					if p.Rating.Rated() {
						diff = p.Rating.Grade().String() + " " + p.Rating.String()
					}
					if diff != "" {
						full += " · " + diff
					}
					if details != full && (diff == "" || details != diff) {
						t.Errorf("puzzle %d: label %q, want %q", p.Number, details, full)
					}
				}
			}

			// The answer key opens with its heading, above its first
			// grids (and not taken for one of their labels).
			for k := range keyPages {
				pg := keyFrom + k
				p := pages[pg-1]
				heading := p.HasText(func(x pdftest.Text) bool {
					return x.S == "Solutions" && x.Font == "utf8gobold" && x.Size >= 14
				})
				if heading != (k == 0) {
					t.Errorf("page %d, page %d of the answer key: heading Solutions present is %v", pg, k+1, heading)
				}
				if k == 0 {
					top := 0.0
					for _, g := range pdftest.Grids(t, p) {
						top = max(top, g.Border.Y+g.Border.H)
					}
					if !p.HasText(func(x pdftest.Text) bool { return x.S == "Solutions" && x.Y > top+20 }) {
						t.Errorf("page %d: the heading Solutions is not above the grids", pg)
					}
				}
			}
			seen := 0
			for k := range keyPages {
				pg := keyFrom + k
				for _, g := range pdftest.Grids(t, pages[pg-1]) {
					if seen == n {
						t.Fatalf("page %d: more answer grids than puzzles", pg)
					}
					i := seen
					p := &b.Puzzles[i]
					seen++
					if g.Cells != p.Solution.Nine() {
						t.Errorf("answer %d on page %d shows\n%s\nwant\n%s", p.Number, pg, g.Cells, p.Solution)
					}
					for c := range 81 {
						given := p.Puzzle.Givens[c] != 0
						if given != (g.Font[c] == "utf8gobold") || given != (g.Grey[c] == 0) {
							t.Errorf("answer %d r%dc%d: given %v but font %s grey %.2f", p.Number, c/9+1, c%9+1, given, g.Font[c], g.Grey[c])
						}
					}
					if got := g.Label("utf8gobold"); got != strconv.Itoa(p.Number) {
						t.Errorf("answer on page %d labelled %q, want %d", pg, got, p.Number)
					}
					from := front + i/per + 1
					if got, want := g.Label("utf8goregular"), fmt.Sprintf("page %d", from); !strings.HasSuffix(got, want) && got != fmt.Sprintf("p. %d", from) {
						t.Errorf("answer %d refers to %q, want %q", p.Number, got, want)
					}
				}
			}
			if tc.o.Solutions && seen != n {
				t.Errorf("answer key has %d grids, want %d", seen, n)
			}
		})
	}
}

// margins returns the room left of and right of what a page draws (its
// grids and their labels).
func margins(p pdftest.Page) (left, right float64) {
	left, right = p.W, p.W
	for _, r := range p.Rects {
		left = math.Min(left, r.X)
		right = math.Min(right, p.W-r.X-r.W)
	}
	return left, right
}

// TestPDFGutter checks the inner margin of the book trims: on the spine
// side of each page, so left on odd pages and right on even ones, and as
// wide as asked or as the page count calls for; office paper is centred.
func TestPDFGutter(t *testing.T) {
	const outer = 36.0 // the trims' outer margin, 1/2 in
	for _, tc := range []struct {
		name   string
		n      int // puzzles
		o      book.Options
		gutter float64 // want inner minus outer margin, in points
	}{
		{"a4", 20, book.Options{Paper: book.A4, PerPage: 4, Solutions: true}, 0},
		{"letter", 20, book.Options{Paper: book.Letter, PerPage: 6, Solutions: true}, 0},
		// 20 puzzles make a book of under 150 pages: 5/8 in inside.
		{"6x9-thin-book", 20, book.Options{Paper: book.Trim6x9, PerPage: 4, Solutions: true}, 9},
		// 1 a page and 330 puzzles: over 300 pages, 3/4 in inside.
		{"6x9-thick-book", 330, book.Options{Paper: book.Trim6x9, PerPage: 1, Solutions: true}, 18},
		{"8.5x11-thin-book", 20, book.Options{Paper: book.Trim8x11, PerPage: 2}, 9},
		{"6x9-gutter-1in", 20, book.Options{Paper: book.Trim6x9, PerPage: 6, Gutter: 72}, 72 - outer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.n > 100 && race.Enabled {
				// Seconds to write and read back under the race
				// detector, one goroutine's work: a plain go test
				// checks the thick book.
				t.Skip("the thick book is checked without the race detector")
			}
			b := loadBook(t, "unbiased_first1000.txt", tc.n)
			pages := pdftest.Read(t, writePDF(t, b, tc.o)).Pages(t)
			if got, err := book.PDFPages(b, tc.o); err != nil || got != len(pages) {
				t.Errorf("PDFPages = %d, %v; the PDF has %d pages", got, err, len(pages))
			}
			trim := tc.o.Paper.IsTrim()
			checked := 0
			for i, p := range pages {
				if len(p.Rects) == 0 {
					continue
				}
				left, right := margins(p)
				// The trims' odd pages are right-hand pages: spine on the left.
				inside, outside := left, right
				if (i+1)%2 == 0 {
					inside, outside = right, left
				}
				if !trim {
					inside, outside = left, right
				}
				if math.Abs(inside-outside-tc.gutter) > 0.02 {
					t.Errorf("page %d: margins %.2f left, %.2f right, want %g more on the spine side", i+1, left, right, tc.gutter)
				}
				checked++
			}
			if checked < 2 {
				t.Fatalf("only %d pages with grids", checked)
			}
		})
	}
}

// TestPDFDeterministic: the same book gives the same bytes, and the only
// date inside is the book's.
func TestPDFDeterministic(t *testing.T) {
	b := loadBook(t, "top95.txt", 10)
	o := book.Options{Paper: book.Trim6x9, PerPage: 6, Solutions: true}
	one, two := writePDF(t, b, o), writePDF(t, b, o)
	if !bytes.Equal(one, two) {
		t.Fatal("two writes of the same book differ")
	}
	dates := regexp.MustCompile(`/(CreationDate|ModDate) \(D:(\d{8})`).FindAllSubmatch(one, -1)
	if len(dates) != 2 {
		t.Fatalf("found %d dates, want CreationDate and ModDate", len(dates))
	}
	for _, d := range dates {
		if got, want := string(d[2]), created.Format("20060102"); got != want {
			t.Errorf("%s is %s, want the book's %s", d[1], got, want)
		}
	}
	b.Created = b.Created.AddDate(0, 0, 1)
	if bytes.Equal(one, writePDF(t, b, o)) {
		t.Error("a book of another date gives the same bytes")
	}
}

// TestPDFFontsEmbedded: every font the PDF uses carries its font file.
func TestPDFFontsEmbedded(t *testing.T) {
	f := pdftest.Read(t, writePDF(t, loadBook(t, "top95.txt", 3), book.Options{Solutions: true}))
	n := 0
	for num, o := range f.Objs {
		if bytes.Contains(o, []byte("/Type /FontDescriptor")) {
			n++
			if !bytes.Contains(o, []byte("/FontFile2 ")) {
				t.Errorf("font descriptor %d embeds no font file", num)
			}
		}
	}
	if n != 3 {
		t.Errorf("%d fonts, want 3 (regular, medium, bold)", n)
	}
}

// TestPDFTitlePage: the title page describes the book by clues, grades and
// ratings, and the rules explain the grades and the rating scale, never
// the seed score; an unrated book says nothing of grades. Everything
// ends above the date.
func TestPDFTitlePage(t *testing.T) {
	rated := func() *book.Book {
		b := loadBook(t, "top95.txt", 6) // all of 17 clues
		for i, r := range []string{"1.2", "3.4", "5.6", "2.6", "", "7.1"} {
			b.Puzzles[i].Rating = rated(r)
		}
		return b
	}
	for _, tc := range []struct {
		name    string
		b       *book.Book
		o       book.Options
		summary string
		grades  bool
	}{
		{"a4-rated", rated(), book.Options{Solutions: true}, "6 puzzles · 17 clues · easy to extreme · rating 1.2–7.1", true},
		{"6x9-rated", rated(), book.Options{Paper: book.Trim6x9}, "6 puzzles · 17 clues · easy to extreme · rating 1.2–7.1", true},
		{"letter-unrated", loadBook(t, "top95.txt", 3), book.Options{Paper: book.Letter}, "3 puzzles · 17 clues", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := pdftest.Read(t, writePDF(t, tc.b, tc.o)).Pages(t)
			title := pages[0]
			front := []pdftest.Page{title}
			if tc.o.Paper.IsTrim() {
				front = append(front, pages[1]) // the rules, on the title page's back
			}
			if !title.HasText(func(x pdftest.Text) bool { return x.S == tc.summary }) {
				t.Errorf("the title page lacks the summary %q", tc.summary)
			}
			var date pdftest.Text
			for _, x := range title.Texts {
				if x.S == created.Format("2 January 2006") {
					date = x
				}
			}
			if date.S == "" {
				t.Fatal("the title page lacks the date")
			}
			bold := func(s string) func(pdftest.Text) bool {
				return func(x pdftest.Text) bool { return x.S == s && x.Font == "utf8gobold" }
			}
			regular := func(s string) func(pdftest.Text) bool {
				return func(x pdftest.Text) bool { return x.S == s && x.Font == "utf8goregular" }
			}
			has := func(ok func(pdftest.Text) bool) bool {
				for _, p := range front {
					if p.HasText(ok) {
						return true
					}
				}
				return false
			}
			if !has(bold("How to play")) || !has(bold("Above each grid")) {
				t.Error("the rules lack How to play or Above each grid")
			}
			if got := has(bold("Grades and ratings")); got != tc.grades {
				t.Errorf("heading Grades and ratings present: %v, want %v", got, tc.grades)
			}
			for _, g := range [][2]string{{"easy", "1.0–1.5"}, {"medium", "1.6–2.5"}, {"hard", "2.6–4.4"},
				{"expert", "4.5–6.4"}, {"extreme", "6.5–8.4"}, {"nightmare", "8.5 and up"}} {
				if has(bold(g[0])) != tc.grades || has(regular(g[1])) != tc.grades {
					t.Errorf("grade %s with its band %s shown: %v, %v; want %v", g[0], g[1], has(bold(g[0])), has(regular(g[1])), tc.grades)
				}
			}
			for i, p := range front {
				for _, x := range p.Texts {
					if strings.Contains(strings.ToLower(x.S), "score") {
						t.Errorf("page %d speaks of the score: %q", i+1, x.S)
					}
					if !tc.grades && (strings.Contains(x.S, "grade") || strings.Contains(x.S, "rating")) {
						t.Errorf("page %d of an unrated book speaks of grades or ratings: %q", i+1, x.S)
					}
					if i == 0 && x != date && x.Y < date.Y+2*date.Size {
						t.Errorf("title page: %q at y=%.1f reaches the date at y=%.1f", x.S, x.Y, date.Y)
					}
				}
			}
		})
	}
}
