package book_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"html"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// mixedBook is a book of every kind: a killer, a greater-than sudoku, a
// killer-greater, a killer with givens and two classics.
func mixedBook(t *testing.T) *book.Book {
	t.Helper()
	b := variantBook(t, 9, 4, killer, greater, killerGreater, killerGivens)
	for _, p := range loadBook(t, "top95.txt", 2).Puzzles {
		p.Number = len(b.Puzzles) + 1
		b.Puzzles = append(b.Puzzles, p)
	}
	return b
}

// TestVariantGolden: the plain formats of a book of every kind, and its
// html and svg (shaded in one of them), against golden files.
func TestVariantGolden(t *testing.T) {
	b := mixedBook(t)
	for _, tc := range []struct {
		name string
		f    book.Format
		o    book.Options
	}{
		{"variants-lines-solutions.txt", book.Text, book.Options{Solutions: true}},
		{"variants-grids.txt", book.Text, book.Options{Text: book.TextGrids, Solutions: true}},
		{"variants.csv", book.CSV, book.Options{}},
		{"variants.json", book.JSON, book.Options{}},
		{"variants-a4-4-solutions.html", book.HTML, book.Options{Solutions: true}},
		{"variants-6x9-2-shade.html", book.HTML, book.Options{Paper: book.Trim6x9, PerPage: 2, Shade: true}},
		{"variants-sheet-solutions.svg", book.SVG, book.Options{Solutions: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := book.Write(&buf, tc.f, b, tc.o); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/golden/"+tc.name, buf.Bytes())
		})
	}
}

// canonicalOf is p's canonical line: the variant's JSON, or 81 cells.
func canonicalOf(p *book.Entry) string { return p.Puzzle.String() }

// recordText is a record read back, in the same canonical form.
func recordText(r puzzleio.Record) string { return r.Puzzle.String() }

// TestVariantTextReadsBack: txt (both shapes) and csv of a book of every
// kind read back through the commands' reader as the book's puzzles, cages
// and signs and all, with the solutions where the book puts them.
func TestVariantTextReadsBack(t *testing.T) {
	b := mixedBook(t)
	for _, tc := range []struct {
		name string
		f    book.Format
		o    book.Options
	}{
		{"lines", book.Text, book.Options{}},
		{"lines-solutions", book.Text, book.Options{Solutions: true}},
		{"grids", book.Text, book.Options{Text: book.TextGrids}},
		{"grids-solutions", book.Text, book.Options{Text: book.TextGrids, Solutions: true}},
		{"csv", book.CSV, book.Options{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := book.Write(&buf, tc.f, b, tc.o); err != nil {
				t.Fatal(err)
			}
			recs := readBack(t, buf.Bytes())
			n := len(b.Puzzles)
			want := n
			if tc.o.Solutions && tc.o.Text == book.TextGrids {
				want *= 2 // the answer key's grids are puzzles too
			}
			if len(recs) != want {
				t.Fatalf("read %d puzzles back, want %d", len(recs), want)
			}
			for i := range b.Puzzles {
				p := &b.Puzzles[i]
				if got := recordText(recs[i]); got != canonicalOf(p) {
					t.Errorf("record %d: %s, want %s", i+1, got, canonicalOf(p))
				}
				if recs[i].Puzzle.Kind() != p.Puzzle.Kind() {
					t.Errorf("record %d: %s, want %s", i+1, recs[i].Puzzle.Kind(), p.Puzzle.Kind())
				}
				var note string
				switch {
				case tc.f == book.CSV:
					note = p.Solution.Nine().String() + "," + strings.Join(csvRest(p), ",")
				case tc.o.Solutions && tc.o.Text == book.TextLines:
					note = p.Solution.Nine().String()
				case tc.o.Solutions:
					if got := recs[n+i].Puzzle.Givens.Nine(); got != p.Solution.Nine() {
						t.Errorf("answer %d reads back as %s", i+1, got)
					}
				}
				if recs[i].Note != note {
					t.Errorf("record %d: note %q, want %q", i+1, recs[i].Note, note)
				}
			}
		})
	}
}

// csvRest is the CSV row of p after the puzzle and the solution.
func csvRest(p *book.Entry) []string {
	return []string{strconv.Itoa(p.Clues()), strconv.Itoa(p.Score), p.Rating.Grade().String(), p.Rating.String(), strconv.Itoa(p.Number), strconv.FormatInt(p.ID, 10), p.Puzzle.Kind().String()}
}

// TestVariantCSV: the header gains the kind, and each row's puzzle is the
// canonical form.
func TestVariantCSV(t *testing.T) {
	b := mixedBook(t)
	var buf bytes.Buffer
	if err := book.WriteCSV(&buf, b); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows[0], ","); got != "puzzle,solution,clues,score,grade,rating,number,id,kind" {
		t.Errorf("header %s", got)
	}
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		if rows[i+1][0] != canonicalOf(p) || rows[i+1][8] != p.Puzzle.Kind().String() {
			t.Errorf("row %d: %v", i+1, rows[i+1])
		}
	}
}

// TestVariantJSON: a variant's puzzle is its canonical object, which
// reads back as the puzzle; every puzzle of the book has its kind and a
// SudokuPad link that opens the same puzzle.
func TestVariantJSON(t *testing.T) {
	b := mixedBook(t)
	var buf bytes.Buffer
	if err := book.WriteJSON(&buf, b); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Puzzles []struct {
			Number    int
			Kind      string
			Puzzle    json.RawMessage
			Solution  string
			SudokuPad string
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Puzzles) != len(b.Puzzles) {
		t.Fatalf("%d puzzles, want %d", len(got.Puzzles), len(b.Puzzles))
	}
	for i := range b.Puzzles {
		p, g := &b.Puzzles[i], got.Puzzles[i]
		if g.Kind != p.Puzzle.Kind().String() || g.Number != p.Number || g.Solution != p.Solution.Nine().String() {
			t.Errorf("puzzle %d: kind %q number %d solution %s", i+1, g.Kind, g.Number, g.Solution)
		}
		if !p.Puzzle.IsClassic() {
			if g.Puzzle[0] != '{' || bytes.ContainsRune(g.Puzzle, '\n') {
				t.Errorf("puzzle %d: %s, want one line of JSON object", i+1, g.Puzzle)
			}
			var v puzzle.Puzzle
			if err := json.Unmarshal(g.Puzzle, &v); err != nil || v.String() != p.Puzzle.String() {
				t.Errorf("puzzle %d reads back as %s, %v", i+1, v.String(), err)
			}
		} else if string(g.Puzzle) != `"`+p.Puzzle.Givens.Nine().String()+`"` {
			t.Errorf("puzzle %d: %s, want the 81 cells as a string", i+1, g.Puzzle)
		}
		checkPadLink(t, g.SudokuPad, p)
	}
}

// checkPadLink checks that link opens p in SudokuPad.
func checkPadLink(t *testing.T, link string, p *book.Entry) {
	t.Helper()
	if !strings.HasPrefix(link, "https://sudokupad.app/") {
		t.Errorf("puzzle %d: link %q", p.Number, link)
		return
	}
	v, err := puzzleio.ParseLink(link)
	if err != nil {
		t.Errorf("puzzle %d: link: %v", p.Number, err)
		return
	}
	if v.String() != p.Puzzle.String() {
		t.Errorf("puzzle %d: the link opens %s", p.Number, v.String())
	}
}

var (
	htmlPad    = regexp.MustCompile(`<figure id="p(\d+)"><figcaption><b>Puzzle \d+<a class="pad" href="([^"]+)"`)
	htmlFigure = regexp.MustCompile(`(?s)<figure id="([ps]\d+)">.*?</figure>`)
	svgPathD   = regexp.MustCompile(`<path fill="none" stroke="[^"]+" stroke-width="[^"]+" stroke-dasharray="[^"]+" d="([^"]+)"/>`)
)

// TestVariantHTML: every puzzle of a book with variants links to
// SudokuPad (the same puzzle); a variant's grid, and its answer, is an
// SVG picture with one cage outline a loop of the PDF's and one chevron a
// sign, and a classic's stays a table.
func TestVariantHTML(t *testing.T) {
	b := mixedBook(t)
	var buf bytes.Buffer
	if err := book.WriteHTML(&buf, b, book.Options{Solutions: true}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	links := htmlPad.FindAllStringSubmatch(page, -1)
	if len(links) != len(b.Puzzles) {
		t.Fatalf("%d SudokuPad links, want %d", len(links), len(b.Puzzles))
	}
	for i, l := range links {
		checkPadLink(t, html.UnescapeString(l[2]), &b.Puzzles[i])
	}
	// The PDF's outlines, for comparison.
	pdfPages := pdftest.Read(t, writePDF(t, b, book.Options{PerPage: 6})).Pages(t)
	pdfGrids := pdftest.Grids(t, pdfPages[1])
	figures := htmlFigure.FindAllStringSubmatch(page, -1)
	if len(figures) != 2*len(b.Puzzles) {
		t.Fatalf("%d figures, want %d", len(figures), 2*len(b.Puzzles))
	}
	for i, f := range figures {
		p := &b.Puzzles[i%len(b.Puzzles)]
		svg, table := strings.Contains(f[0], `<svg class="vg"`), strings.Contains(f[0], "<table>")
		if svg != !p.Puzzle.IsClassic() || table == svg {
			t.Errorf("%s: svg %v, table %v, for a %s puzzle", f[1], svg, table, p.Puzzle.Kind().String())
			continue
		}
		if !svg {
			continue
		}
		loops := 0
		for _, m := range svgPathD.FindAllStringSubmatch(f[0], -1) {
			loops += strings.Count(m[1], "M")
		}
		if want := len(pdfGrids[i%len(b.Puzzles)].Outlines); loops != want {
			t.Errorf("%s: %d cage outlines, the PDF has %d", f[1], loops, want)
		}
		if got := strings.Count(f[0], `stroke-linecap="round"`); got != 2*min(1, len(p.Puzzle.Signs)) {
			t.Errorf("%s: %d chevron paths (halos and signs), want %d", f[1], got, 2*min(1, len(p.Puzzle.Signs)))
		}
	}
}

// TestVariantValidate: a book refuses a variant puzzle whose givens are
// not its grid, that breaks the variant form's rules or is out of its
// canonical order, or whose solution breaks a cage or a sign.
func TestVariantValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(p *book.Entry)
		want   error
	}{
		{"impossible sum", func(p *book.Entry) { p.Puzzle.Cages[0].Sum = 99 }, book.ErrVariant},
		{"cages out of order", func(p *book.Entry) {
			c := p.Puzzle.Cages
			c[0], c[1] = c[1], c[0]
		}, book.ErrVariant},
		{"wrong sum", func(p *book.Entry) {
			for i, cg := range p.Puzzle.Cages {
				if len(cg.Cells) > 1 { // a sum the cage can make, but not the solution's
					p.Puzzle.Cages[i].Sum++
					if p.Puzzle.Validate() == nil {
						return
					}
					p.Puzzle.Cages[i].Sum -= 2
					return
				}
			}
		}, book.ErrSolution},
		{"sign turned round", func(p *book.Entry) {
			s := &p.Puzzle.Signs[0]
			s.Greater, s.Lesser = s.Lesser, s.Greater
			p.Puzzle.Normalize()
		}, book.ErrSolution},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := variantBook(t, 5, 3, killerGreater)
			tc.mutate(&b.Puzzles[1])
			if err := b.Validate(); !errors.Is(err, tc.want) || !strings.HasPrefix(err.Error(), "puzzle 2") {
				t.Errorf("Validate: %v, want puzzle 2: %v", err, tc.want)
			}
			for _, f := range book.Formats {
				if err := book.Write(io.Discard, f, b, book.Options{}); !errors.Is(err, tc.want) {
					t.Errorf("Write %s: %v, want %v", f, err, tc.want)
				}
			}
		})
	}
	if err := variantBook(t, 5, 3, killerGreater).Validate(); err != nil {
		t.Errorf("a good book: %v", err)
	}
}
