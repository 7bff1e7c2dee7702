package book_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/rating"
)

// hintBook is a book of n puzzles of top95, each with a hint written as
// the rater writes a step: the hidden single of its first empty cell. The
// book prints hints as text, so which step they name does not matter.
func hintBook(t *testing.T, n int) *book.Book {
	b := loadBook(t, "top95.txt", n)
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		c := slices.Index(p.Puzzle.Givens[:], 0)
		if c < 0 {
			t.Fatalf("puzzle %d: no empty cell", i+1)
		}
		s := rating.Step{
			Technique:  rating.HiddenSingleBox,
			Value:      12,
			Cells:      []int{c},
			Houses:     []int{2*9 + int(grid.Classic.BoxOf[c])},
			Placements: []rating.Candidate{{Cell: c, Digit: int(p.Solution[c])}},
		}
		p.Hint = s.String()
	}
	return b
}

// TestHintsPDF: the hints follow the puzzles under their heading, each
// puzzle's number and hint (first line) in it, and the answer key and the
// title page's reference to it move back by the hints' pages. With -out the
// book is written there, for looking at.
func TestHintsPDF(t *testing.T) {
	b := hintBook(t, 6)
	b.Puzzles[5].Hint = strings.Repeat("a long chain (1)r1c1-(1)r1c2=(1)r1c3 ", 12)
	o := book.Options{PerPage: 4, Solutions: true, Hints: true}
	var buf bytes.Buffer
	if err := book.WritePDF(&buf, b, o); err != nil {
		t.Fatal(err)
	}
	if *sampleDir != "" {
		writeFile(t, *sampleDir, "hints.pdf", buf.Bytes())
	}
	pages := pdftest.Read(t, buf.Bytes()).Pages(t)
	want, _ := book.PDFPages(b, o)
	without, _ := book.PDFPages(b, book.Options{PerPage: 4, Solutions: true})
	if len(pages) != want || want != without+1 {
		t.Fatalf("%d pages, want %d (one more than without hints, %d)", len(pages), want, without)
	}
	// Title, two pages of puzzles, the hints, the key.
	hints := pages[3]
	if !hints.HasText(func(x pdftest.Text) bool { return x.S == "Hints" }) {
		t.Fatal("page 4 has no Hints heading")
	}
	for _, p := range b.Puzzles[:5] {
		num := fmt.Sprint(p.Number, ".")
		if !hints.HasText(func(x pdftest.Text) bool { return x.S == num }) || !hints.HasText(func(x pdftest.Text) bool { return x.S == p.Hint }) {
			t.Errorf("puzzle %d: hint %q not on the page", p.Number, p.Hint)
		}
	}
	if !hints.HasText(func(x pdftest.Text) bool { return strings.HasSuffix(x.S, " …") }) {
		t.Error("the long hint is not cut short on its second line")
	}
	if !pages[0].HasText(func(x pdftest.Text) bool { return x.S == "Solutions begin on page 5" }) {
		t.Error("the title page does not send the reader to page 5 for the solutions")
	}
	if !pages[4].HasText(func(x pdftest.Text) bool { return x.S == "Solutions" }) {
		t.Error("page 5 is not the answer key")
	}
}

// TestHintsPages: hints take as many pages as they need, all of them
// before the key.
func TestHintsPages(t *testing.T) {
	b := hintBook(t, 60)
	o := book.Options{PerPage: 6, Hints: true}
	var buf bytes.Buffer
	if err := book.WritePDF(&buf, b, o); err != nil {
		t.Fatal(err)
	}
	pages := pdftest.Read(t, buf.Bytes()).Pages(t)
	want, _ := book.PDFPages(b, o)
	if len(pages) != want || want < 1+10+2 {
		t.Fatalf("%d pages, want %d (more than one page of hints)", len(pages), want)
	}
	last := b.Puzzles[59]
	if !pages[want-1].HasText(func(x pdftest.Text) bool { return x.S == last.Hint }) {
		t.Errorf("the last page lacks the last hint %q", last.Hint)
	}
}

// TestHintsPlain: txt books (both styles) end the puzzles with a hints
// section of comment lines; csv and json carry each hint.
func TestHintsPlain(t *testing.T) {
	b := hintBook(t, 3)
	var want strings.Builder
	want.WriteString("\n# Hints\n")
	for _, p := range b.Puzzles {
		fmt.Fprintf(&want, "# %d. %s\n", p.Number, p.Hint)
	}
	for _, style := range []book.TextStyle{book.TextLines, book.TextGrids} {
		var buf bytes.Buffer
		if err := book.WriteText(&buf, b, book.Options{Hints: true, Text: style}); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(buf.String(), want.String()) {
			t.Errorf("style %d: no hints at the end:\n%s", style, buf.String())
		}
		buf.Reset()
		book.WriteText(&buf, b, book.Options{Hints: true, Solutions: true, Text: style})
		if i, j := strings.Index(buf.String(), "# Hints"), strings.Index(buf.String(), "# Solutions"); style == book.TextGrids && (i < 0 || j < i) {
			t.Errorf("grids: the hints are not before the answer key")
		}
	}
	var csvBuf, jsonBuf bytes.Buffer
	book.WriteCSV(&csvBuf, b)
	book.WriteJSON(&jsonBuf, b)
	if !strings.HasPrefix(csvBuf.String(), "puzzle,solution,clues,score,grade,rating,number,id,hint\n") || !strings.Contains(csvBuf.String(), b.Puzzles[2].Hint) {
		t.Errorf("csv:\n%s", csvBuf.String())
	}
	var doc struct {
		Puzzles []struct {
			Hint string `json:"hint"`
		} `json:"puzzles"`
	}
	if err := json.Unmarshal(jsonBuf.Bytes(), &doc); err != nil || len(doc.Puzzles) != 3 || doc.Puzzles[2].Hint != b.Puzzles[2].Hint {
		t.Errorf("json (%v):\n%s", err, jsonBuf.String())
	}
}

// TestHintsFlowAndHTML: the html book sets the hints on the PDF's pages,
// so that its page numbers agree with the PDF's, and the answer key's
// among them; on a page the hints follow one another a gap apart, a
// two-line hint taking a line more than a one-line one.
func TestHintsFlowAndHTML(t *testing.T) {
	b := hintBook(t, 60)
	long := map[int]bool{3: true, 40: true}
	for i := range long {
		b.Puzzles[i].Hint = strings.Repeat("a long chain (1)r1c1-(1)r1c2=(1)r1c3 ", 12)
	}
	b.Puzzles[7].Hint = ""
	o := book.Options{Paper: book.A4, PerPage: 6, Solutions: true, Hints: true}
	var pdf, html bytes.Buffer
	if err := book.WritePDF(&pdf, b, o); err != nil {
		t.Fatal(err)
	}
	if err := book.WriteHTML(&html, b, o); err != nil {
		t.Fatal(err)
	}
	if *sampleDir != "" {
		writeFile(t, *sampleDir, "hints-a4-6.pdf", pdf.Bytes())
		writeFile(t, *sampleDir, "hints-a4-6.html", html.Bytes())
	}
	pages := pdftest.Read(t, pdf.Bytes()).Pages(t)
	sections := htmlSection.FindAllStringSubmatch(html.String(), -1)
	want, _ := book.PDFPages(b, o)
	if len(pages) != want || len(sections) != want {
		t.Fatalf("%d PDF pages and %d html pages, want %d", len(pages), len(sections), want)
	}
	hintPages := map[int]bool{}
	prevPage, prevY := 0, 0.0
	for i, p := range b.Puzzles {
		num := fmt.Sprint(p.Number, ".")
		pdfPage, y := 0, 0.0
		for n, pg := range pages {
			for _, x := range pg.Texts {
				if x.S == num && x.Size == 10 {
					pdfPage, y = n+1, x.Y
				}
			}
		}
		htmlPage := 0
		for n, s := range sections {
			if strings.Contains(s[2], fmt.Sprintf(`<a href="#p%d">%s</a>`, p.Number, num)) {
				htmlPage = n + 1
			}
		}
		if pdfPage == 0 || pdfPage != htmlPage {
			t.Fatalf("hint %d: on page %d of the PDF, %d of the html", p.Number, pdfPage, htmlPage)
		}
		hintPages[pdfPage] = true
		if pdfPage == prevPage {
			gap := 1.3*10 + 5
			if long[i-1] {
				gap += 1.3 * 10
			}
			if d := prevY - y; d < gap-0.01 || d > gap+0.01 {
				t.Errorf("hint %d sits %.2f pt below the one before, want %.2f", p.Number, d, gap)
			}
		}
		prevPage, prevY = pdfPage, y
	}
	if len(hintPages) < 2 {
		t.Fatalf("the hints take %d page, want more for this test", len(hintPages))
	}
	if !strings.Contains(html.String(), "no hint: the techniques found no first step") {
		t.Error("the html does not say that puzzle 8 has no hint")
	}
	for n, s := range sections {
		isHints := hintPages[n+1]
		if strings.Contains(" "+s[1]+" ", " hints ") != isHints {
			t.Errorf("html page %d: class %q", n+1, s[1])
		}
		if heading := strings.Contains(s[2], `<h2 id="hints">Hints</h2>`); heading != (isHints && !hintPages[n]) {
			t.Errorf("html page %d: the Hints heading is there: %v", n+1, heading)
		}
	}
	m := htmlKeyFrom.FindStringSubmatch(html.String())
	if m == nil {
		t.Fatal("the title page does not link to the answer key")
	}
	from, _ := strconv.Atoi(m[1])
	if from > len(sections) || !strings.Contains(sections[from-1][2], `<h2 id="solutions">Solutions</h2>`) || hintPages[from] {
		t.Errorf("solutions begin on page %d, which is not the answer key's first", from)
	}
}
