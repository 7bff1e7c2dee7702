package book_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/score"
)

// hintBook is a book of n puzzles of top95 with their hints, the first
// steps of their paths.
func hintBook(t *testing.T, n int) *book.Book {
	b := loadBook(t, "top95.txt", n)
	r := score.NewRater()
	for i := range b.Puzzles {
		s, ok := r.FirstStep(b.Puzzles[i].Grid)
		if !ok {
			t.Fatalf("puzzle %d: no first step", i+1)
		}
		b.Puzzles[i].Hint = s.String()
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
	want, _ := book.PDFPages(6, o)
	without, _ := book.PDFPages(6, book.Options{PerPage: 4, Solutions: true})
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
	want, _ := book.PDFPages(60, o)
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
