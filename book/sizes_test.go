package book_test

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// The puzzles of other sizes than 9×9 come from the same file of package
// solve as the shapes' (shapeFile): real puzzles of sizes 4 to 16 with
// one solution each, solved here by package solve. shapeBook picks a
// kind's puzzles in the file's order; sizedBook picks them by box shape
// too.

// Sized kinds of the tests.
var (
	four         = puzzle.Classic.Sized(4)
	six          = puzzle.Classic.Sized(6)
	sixKiller    = puzzle.Killer.Sized(6)
	sixGreater   = puzzle.Greater.Sized(6)
	eight        = puzzle.Classic.Sized(8)
	eightJigsaw  = puzzle.Jigsaw.Sized(8)
	twelve       = puzzle.Classic.Sized(12)
	sixteen      = puzzle.Classic.Sized(16)
	sizedSymbols = map[int]string{4: "♠♥♦♣", 6: "A-F", 16: "0-9A-F"}
)

// sizedBook makes a book of the puzzles of shapeFile of size n, up to
// two of each kind and box shape there is, kind by kind, each in the
// file's order, numbered from 1; every second one graded and rated.
func sizedBook(tb testing.TB, n int) *book.Book {
	tb.Helper()
	b := &book.Book{Title: fmt.Sprintf("%d×%d", n, n), Created: created}
	all := shapePuzzles(tb)
	kinds := slices.Sorted(maps.Keys(all))
	for _, k := range kinds {
		if k.Size() != n {
			continue
		}
		seen := map[grid.Box]int{}
		for _, p := range all[k] {
			if seen[p.BoxShape()] == 2 {
				continue
			}
			seen[p.BoxShape()]++
			e := shapeEntry(tb, p, len(b.Puzzles)+1)
			e.ID = int64(900 + e.Number)
			if e.Number%2 == 0 {
				e.Rating = rated("3.4")
			}
			b.Puzzles = append(b.Puzzles, e)
		}
	}
	return b
}

// symbols parses the test's symbols of size n.
func symbols(tb testing.TB, n int) book.Symbols {
	tb.Helper()
	sym, err := book.ParseSymbols(sizedSymbols[n], n)
	if err != nil {
		tb.Fatal(err)
	}
	return sym
}

// goFonts are the faces the PDF embeds, by the name pdftest reports.
var goFonts = map[string][]byte{"utf8goregular": goregular.TTF, "utf8gomedium": gomedium.TTF, "utf8gobold": gobold.TTF}

// inkOf measures text set as the PDF sets it, from its origin at size in
// the font named: its ink's left, right, bottom and top in points (y up).
func inkOf(tb testing.TB, name string, size float64, text string) (x0, x1, y0, y1 float64) {
	tb.Helper()
	f, err := sfnt.Parse(goFonts[name])
	if err != nil {
		tb.Fatalf("font %q: %v", name, err)
	}
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(f.UnitsPerEm()) << 6
	scale := size / float64(f.UnitsPerEm()) / 64
	pen := fixed.Int26_6(0)
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, r := range text {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			tb.Fatalf("font %q has no %q", name, r)
		}
		b, adv, err := f.GlyphBounds(&buf, g, ppem, font.HintingNone)
		if err != nil {
			tb.Fatal(err)
		}
		x0, x1 = min(x0, float64(pen+b.Min.X)*scale), max(x1, float64(pen+b.Max.X)*scale)
		y0, y1 = min(y0, -float64(b.Max.Y)*scale), max(y1, -float64(b.Min.Y)*scale)
		pen += adv
	}
	return x0, x1, y0, y1
}

// TestPDFSizes prints a book of each size, 4×4 to 16×16, of every kind
// and box shape of the test file (2×3 and 3×2 boxes on 6×6, 2×4 and 4×2
// on 8×8, 3×4, 4×3 and 2×6 on 12×12; jigsaws of 5×5 to 8×8; killers,
// greater-thans and Sudoku X on small grids) with its answer key, and
// reads each back from the PDF: as many grids a page as the size takes,
// inside the margins; every given and answer in its cell in its face,
// numbers of two digits too, each text's ink in the middle of its cell
// and clear of its lines; the thick lines exactly on the box (or region)
// borders; cages, sums, signs and diagonals as on a 9×9 grid. Books of
// 4×4, 6×6 and 16×16 grids are printed with symbols too.
func TestPDFSizes(t *testing.T) {
	for n := grid.MinSize; n <= grid.MaxSize; n++ {
		if n == 9 {
			continue
		}
		b := sizedBook(t, n)
		if len(b.Puzzles) == 0 {
			continue // 11×11 and 13×13, jigsaws only, are not in the file
		}
		opts := []book.Options{{Solutions: true}, {Paper: book.Trim6x9, PerPage: 6, Solutions: true}}
		if race.Enabled {
			// The race detector reads PDFs ten times slower: one
			// paper a size, the trim on alternate sizes.
			opts = opts[n%2 : n%2+1]
		}
		for _, o := range opts {
			t.Run(fmt.Sprintf("%dx%d-%s-%d", n, n, o.Paper, o.PerPage), func(t *testing.T) {
				checkSizedPDF(t, b, o)
			})
		}
		if sizedSymbols[n] == "" {
			continue
		}
		// Symbols, in a book without cages and signs.
		sb := *b
		sb.Puzzles = slices.DeleteFunc(slices.Clone(b.Puzzles), func(e book.Entry) bool { return e.Puzzle.Kind().HasCages() || e.Puzzle.Kind().HasSigns() })
		t.Run(fmt.Sprintf("%dx%d-letter-%s", n, n, sizedSymbols[n]), func(t *testing.T) {
			checkSizedPDF(t, &sb, book.Options{Paper: book.Letter, Solutions: true, Symbols: symbols(t, n)})
		})
	}
}

// checkSizedPDF checks b's PDF written with o: see TestPDFSizes.
func checkSizedPDF(t *testing.T, b *book.Book, o book.Options) {
	n := b.Puzzles[0].Puzzle.N()
	pages := pdftest.Read(t, writePDF(t, b, o)).Pages(t)
	// Grids a page: as asked, at most two of the children's sizes and of
	// 10×10 and 11×11, one from 12×12; four by default from 7×7 to 9×9.
	perPage := map[bool]int{true: 2, false: 4}[n <= 6 || n == 10 || n == 11]
	if o.PerPage != 0 {
		perPage = min(o.PerPage, map[bool]int{true: 2, false: 6}[n <= 6 || n == 10 || n == 11])
	}
	if n >= 12 {
		perPage = 1
	}
	type found struct {
		g    pdftest.SizedGrid
		page pdftest.Page
	}
	var grids []found
	for i, p := range pages {
		var gs []pdftest.SizedGrid
		for _, g := range pdftest.GridsOf(t, p, n) {
			// The rules' drawings (a jigsaw, an X) are 81 pt grids.
			if g.Border.W > 100 {
				gs = append(gs, g)
			}
		}
		if len(grids) < len(b.Puzzles) && len(gs) > 0 {
			if want := min(perPage, len(b.Puzzles)-len(grids)); len(gs) != want {
				t.Errorf("page %d has %d grids, want %d of %d×%d", i+1, len(gs), want, n, n)
			}
		}
		for _, g := range gs {
			r := g.Border
			if r.X < 18 || r.Y < 18 || r.X+r.W > p.W-18 || r.Y+r.H > p.H-18 {
				t.Errorf("page %d: grid at %+v is within 1/4 in of the edge", i+1, r)
			}
			if len(g.Labels) == 0 {
				t.Errorf("page %d: grid at %+v has no label", i+1, r)
			}
			grids = append(grids, found{g, p})
		}
	}
	if len(grids) != 2*len(b.Puzzles) {
		t.Fatalf("%d grids, want %d puzzles and as many answers", len(grids), len(b.Puzzles))
	}
	for i := range b.Puzzles {
		e := &b.Puzzles[i]
		for _, key := range []bool{false, true} {
			f := grids[i]
			name := fmt.Sprintf("%s puzzle %d", e.Puzzle.Kind(), e.Number)
			if key {
				f, name = grids[len(b.Puzzles)+i], "answer to "+name
			}
			g := &f.g
			for c := range e.Puzzle.Cells() {
				want, face := "", "utf8gomedium"
				given := e.Puzzle.Givens[c] != 0
				switch {
				case given:
					want = cellText(o.Symbols, e.Puzzle.Givens[c])
					if key {
						face = "utf8gobold"
					}
				case key:
					want, face = cellText(o.Symbols, e.Solution[c]), "utf8goregular"
				}
				if g.Texts[c] != want {
					t.Errorf("%s: r%dc%d shows %q, want %q", name, c/n+1, c%n+1, g.Texts[c], want)
					continue
				}
				if want == "" {
					continue
				}
				if g.Font[c] != face {
					t.Errorf("%s: r%dc%d in %s, want %s", name, c/n+1, c%n+1, g.Font[c], face)
				}
				checkCentred(t, name, g, c, o.Symbols != nil)
			}
			checkShape(t, name, f.page, g, &e.Puzzle, key)
			checkMarks(t, name, g, &e.Puzzle, key)
		}
	}
}

// cellText is what a cell holding digit d shows: its symbol, or the
// digit as a number.
func cellText(sym book.Symbols, d uint8) string {
	if sym != nil {
		return string(sym[d-1])
	}
	return strconv.Itoa(int(d))
}

// checkCentred checks that the text in cell c of g has its ink in the
// middle of the cell, across (and, for a symbol, up and down; digits
// share a baseline, so theirs is their average's), clear of the cell's
// sides by a fifth of the cell (at most 0.57 of it wide) and no taller
// than half of it.
func checkCentred(t *testing.T, name string, g *pdftest.SizedGrid, c int, symbol bool) {
	t.Helper()
	d := g.Digits[c]
	cell := g.Cell()
	x0, x1, y0, y1 := inkOf(t, d.Font, d.Size, d.S)
	cx := g.Border.X + (float64(c%g.N)+0.5)*cell
	cy := g.Border.Y + g.Border.H - (float64(c/g.N)+0.5)*cell
	dx := (d.X + (x0+x1)/2 - cx) / cell
	dy := (d.Y + (y0+y1)/2 - cy) / cell
	tol := 0.01
	if !symbol {
		tol = 0.02 // a digit's ink mid stands a little off the digits' average
	}
	if math.Abs(dx) > 0.01 || math.Abs(dy) > tol {
		t.Errorf("%s: %q in r%dc%d stands (%.3f, %.3f) cells off its middle", name, d.S, c/g.N+1, c%g.N+1, dx, dy)
	}
	if w, h := (x1-x0)/cell, (y1-y0)/cell; w > 0.57 || h > 0.5 {
		t.Errorf("%s: %q in r%dc%d is %.2f cells wide and %.2f high", name, d.S, c/g.N+1, c%g.N+1, w, h)
	}
}

// TestPerPageOfSizes: a size sets how many grids a page holds: the
// children's 4×4 to 6×6 two at most, 12×12 and larger one, whatever is
// asked; 8×8 as many as asked.
func TestPerPageOfSizes(t *testing.T) {
	for i, tc := range []struct {
		kind       puzzle.Kind
		asked, got int
	}{
		{four, 0, 2}, {four, 6, 2}, {four, 1, 1},
		{six, 0, 2}, {six, 4, 2},
		{eight, 0, 4}, {eight, 6, 6}, {eight, 2, 2},
		{twelve, 0, 1}, {twelve, 4, 1},
		{sixteen, 0, 1}, {sixteen, 6, 1},
	} {
		if race.Enabled && i%2 == 1 {
			continue // every other book under the race detector, which reads PDFs ten times slower
		}
		b := shapeBook(t, "Sizes", tc.kind, tc.kind, tc.kind, tc.kind, tc.kind, tc.kind)
		o := book.Options{PerPage: tc.asked}
		pages := pdftest.Read(t, writePDF(t, b, o)).Pages(t)
		if got := len(pdftest.GridsOf(t, pages[1], tc.kind.Size())); got != tc.got {
			t.Errorf("%s, %d a page asked: %d on the first page, want %d", tc.kind, tc.asked, got, tc.got)
		}
		if n, err := book.PDFPages(b, o); err != nil || n != len(pages) {
			t.Errorf("%s: PDFPages = %d, %v; the PDF has %d pages", tc.kind, n, err, len(pages))
		}
	}
}

// TestSizeTitlePage: the title page speaks of the book's grids: their
// size, their boxes, numbers up to 16 or the book's symbols.
func TestSizeTitlePage(t *testing.T) {
	for _, tc := range []struct {
		kinds []puzzle.Kind
		sym   int
		says  []string
	}{
		{[]puzzle.Kind{six, six}, 0, []string{"2 puzzles on 6×6 grids", "Write a digit from 1 to 6 in every empty cell", "each of the six 2×3 boxes holds every digit exactly once"}},
		{[]puzzle.Kind{six, six}, 6, []string{"Write one of the six symbols A B C D E F in every empty cell", "holds every symbol exactly once", "how many symbols are given"}},
		{[]puzzle.Kind{sixteen}, 0, []string{"1 puzzle on a 16×16 grid", "Write a number from 1 to 16", "each of the sixteen 4×4 boxes holds every number exactly once"}},
		{[]puzzle.Kind{eightJigsaw, eight}, 0, []string{"2 puzzles on 8×8 grids (1 classic, 1 jigsaw)", "eight regions outlined in bold (2×4 boxes, or the shapes of a jigsaw)", "A jigsaw has eight irregular regions"}},
		{[]puzzle.Kind{sixKiller, sixGreater}, 0, []string{"2 puzzles on 6×6 grids (1 killer, 1 greater-than)", "Killer cages", "as in 3 > 1"}},
		{[]puzzle.Kind{six, puzzle.Classic}, 0, []string{"2 puzzles (1 9×9, 1 6×6)", "from 1 to 6 in a 6×6 grid and from 1 to 9 in a 9×9 grid"}},
	} {
		b := shapeBook(t, "Sizes", tc.kinds...)
		o := book.Options{}
		if tc.sym != 0 {
			o.Symbols = symbols(t, tc.sym)
		}
		var text strings.Builder
		for _, x := range pdftest.Read(t, writePDF(t, b, o)).Pages(t)[0].Texts {
			text.WriteString(x.S + " ")
		}
		all := strings.Join(strings.Fields(text.String()), " ")
		for _, s := range tc.says {
			if !strings.Contains(all, s) {
				t.Errorf("%v: the title page does not say %q:\n%s", tc.kinds, s, all)
			}
		}
	}
}

// TestSizeLabels: a book of one size labels its kinds as the 9×9 books
// do; one of several sizes names each grid's size.
func TestSizeLabels(t *testing.T) {
	b := shapeBook(t, "Sizes", sixKiller, sixGreater, six, puzzle.Classic)
	var buf bytes.Buffer
	if err := book.WriteText(&buf, b, book.Options{Text: book.TextGrids}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Puzzle 1 · 6×6 killer", "# Puzzle 2 · 6×6 greater-than", "# Puzzle 3 · 6×6 · ", "# Puzzle 4 · 9×9 · 44 clues"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("no heading %q in\n%s", want, buf.String())
		}
	}
	b.Puzzles = b.Puzzles[:3]
	buf.Reset()
	if err := book.WriteText(&buf, b, book.Options{Text: book.TextGrids}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Puzzle 1 · Killer", "# Puzzle 2 · Greater-than", "# Puzzle 3 · Classic · "} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("no heading %q in\n%s", want, buf.String())
		}
	}
}

// TestSizeText: the lines of a book of every size are the canonical
// texts of its puzzles and solutions, which read back; its printed grids
// read back to the givens and the solutions, or show the book's symbols
// in their place.
func TestSizeText(t *testing.T) {
	for _, n := range []int{4, 6, 8, 12, 16} {
		b := sizedBook(t, n)
		var lines bytes.Buffer
		if err := book.WriteText(&lines, b, book.Options{Solutions: true}); err != nil {
			t.Fatal(err)
		}
		rows := strings.Split(strings.TrimSuffix(lines.String(), "\n"), "\n")
		if len(rows) != len(b.Puzzles) {
			t.Fatalf("%d×%d: %d lines, want %d", n, n, len(rows), len(b.Puzzles))
		}
		for i, row := range rows {
			e := &b.Puzzles[i]
			text, sol, _ := strings.Cut(row, " ")
			p, err := puzzle.Parse(text)
			if err != nil || p.String() != e.Puzzle.String() {
				t.Errorf("%d×%d line %d reads back as %s, %v; want %s", n, n, i+1, &p, err, &e.Puzzle)
			}
			if want := e.Puzzle.Geometry().FormatGrid(&e.Solution); sol != want {
				t.Errorf("%d×%d line %d: solution %s, want %s", n, n, i+1, sol, want)
			}
		}
		// The printed grids, of the book's classic puzzles (the others
		// print their lines).
		var classics []book.Entry
		for _, e := range b.Puzzles {
			if e.Puzzle.Kind().Features() == puzzle.Classic {
				classics = append(classics, e)
			}
		}
		b.Puzzles = classics
		opts := []book.Options{{Text: book.TextGrids, Solutions: true}}
		if sizedSymbols[n] != "" {
			opts = append(opts, book.Options{Text: book.TextGrids, Solutions: true, Symbols: symbols(t, n)})
		}
		for _, o := range opts {
			var buf bytes.Buffer
			if err := book.WriteText(&buf, b, o); err != nil {
				t.Fatal(err)
			}
			blocks := strings.Split(buf.String(), "\n\n")[1:]
			if len(blocks) != 2*len(b.Puzzles)+1 {
				t.Fatalf("%d×%d: %d blocks, want %d grids and the key's heading", n, n, len(blocks), 2*len(b.Puzzles))
			}
			for i, blk := range append(blocks[:len(b.Puzzles):len(b.Puzzles)], blocks[len(b.Puzzles)+1:]...) {
				e := &b.Puzzles[i%len(b.Puzzles)]
				want := &e.Puzzle.Givens
				if i >= len(b.Puzzles) {
					want = &e.Solution
				}
				// Undo the symbols, then read the grid as the commands do.
				text := blk[strings.Index(blk, "\n")+1:]
				if o.Symbols != nil && n <= 6 && strings.ContainsAny(text, "123456789") {
					t.Errorf("%d×%d %s: a digit in a grid printed with symbols:\n%s", n, n, o.Symbols, blk)
				}
				text = strings.Map(func(r rune) rune {
					if d := slices.Index(o.Symbols, r); d >= 0 {
						return rune(grid.DigitChar(uint8(d + 1)))
					}
					return r
				}, text)
				g, err := e.Puzzle.Geometry().ParseGrid(text)
				if err != nil || g != *want {
					t.Errorf("%d×%d %s, grid %d reads back as %s, %v:\n%s", n, n, o.Symbols, i+1, e.Puzzle.Geometry().FormatGrid(&g), err, blk)
				}
			}
		}
	}
}

// TestSizeCSVJSON: csv and json carry every size's canonical puzzle and
// solution texts and its kind, and a SudokuPad link that opens the
// puzzle as it is.
func TestSizeCSVJSON(t *testing.T) {
	b := shapeBook(t, "Sizes", sixteen, sixKiller, puzzle.Classic)
	var buf bytes.Buffer
	if err := book.WriteCSV(&buf, b); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range b.Puzzles {
		row := rows[i+1]
		if row[0] != e.Puzzle.String() || row[1] != e.Puzzle.Geometry().FormatGrid(&e.Solution) || row[8] != e.Puzzle.Kind().String() {
			t.Errorf("csv row %d: %q", i+1, row)
		}
	}
	buf.Reset()
	if err := book.WriteJSON(&buf, b); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Puzzles []struct {
			Kind      string          `json:"kind"`
			Puzzle    json.RawMessage `json:"puzzle"`
			Solution  string          `json:"solution"`
			SudokuPad string          `json:"sudokupad"`
		} `json:"puzzles"`
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	for i, e := range b.Puzzles {
		g := got.Puzzles[i]
		var p puzzle.Puzzle
		if err := json.Unmarshal(g.Puzzle, &p); err != nil || p.String() != e.Puzzle.String() {
			t.Errorf("json puzzle %d: %s, %v", i+1, g.Puzzle, err)
		}
		if g.Solution != e.Puzzle.Geometry().FormatGrid(&e.Solution) || g.Kind != e.Puzzle.Kind().String() {
			t.Errorf("json puzzle %d: solution %s, kind %s", i+1, g.Solution, g.Kind)
		}
		if q, err := puzzleio.ParseLink(g.SudokuPad); err != nil || q.String() != e.Puzzle.String() {
			t.Errorf("json puzzle %d (%s): sudokupad %q opens %s (%v)", i+1, g.Kind, g.SudokuPad, &q, err)
		}
	}
}

// TestSymbolsRefused: symbols that do not fit the book are refused by
// every writer, before anything is written.
func TestSymbolsRefused(t *testing.T) {
	for _, tc := range []struct {
		kinds []puzzle.Kind
		sym   int
		err   string
	}{
		{[]puzzle.Kind{six, puzzle.Classic}, 6, "6 symbols, and puzzle 2 is 9×9"},
		{[]puzzle.Kind{sixteen}, 6, "6 symbols, and puzzle 1 is 16×16"},
		{[]puzzle.Kind{sixKiller}, 6, "puzzle 1 has killer cages"},
		{[]puzzle.Kind{sixGreater}, 6, "puzzle 1 has greater-than signs"},
	} {
		b := shapeBook(t, "Sizes", tc.kinds...)
		o := book.Options{Symbols: symbols(t, tc.sym), Text: book.TextGrids}
		for _, f := range []book.Format{book.PDF, book.Text, book.HTML, book.SVG} {
			var buf bytes.Buffer
			err := book.Write(&buf, f, b, o)
			if !errors.Is(err, book.ErrSymbols) || !errors.Is(err, book.ErrOption) || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%v in %s: %v, want an error saying %q", tc.kinds, f, err, tc.err)
			}
			if buf.Len() != 0 {
				t.Errorf("%v in %s: %d bytes written", tc.kinds, f, buf.Len())
			}
		}
	}
	b := shapeBook(t, "Sizes", four)
	if err := book.WriteText(&bytes.Buffer{}, b, book.Options{Symbols: book.Symbols("♠♥♦★")}); !errors.Is(err, book.ErrSymbols) || !strings.Contains(err.Error(), "not in the book's fonts") {
		t.Errorf("symbols the fonts lack: %v", err)
	}
}

// goldenSizes are the books of the sizes' golden files: a children's
// book of 6×6 puzzles, one of 16×16, one of 6×6 killers and one of 8×8
// jigsaws.
func goldenSizes(t *testing.T) map[string]*book.Book {
	books := map[string]*book.Book{
		"6x6":        shapeBook(t, "Little Sudoku", six, six),
		"16x16":      shapeBook(t, "Giant Sudoku", sixteen),
		"6x6-killer": shapeBook(t, "Little Killers", sixKiller, sixKiller),
		"8x8-jigsaw": shapeBook(t, "Jigsaws", eightJigsaw, eightJigsaw),
		"4x4":        shapeBook(t, "Card Sudoku", four, four),
	}
	for _, b := range books {
		b.Subtitle = "Sizes"
	}
	return books
}

// TestSizeGolden: the books of goldenSizes in text, svg and html, the
// 4×4, 6×6 and 16×16 ones with symbols too, against golden files.
func TestSizeGolden(t *testing.T) {
	books := goldenSizes(t)
	type file struct {
		book, name string
		f          book.Format
		o          book.Options
	}
	var files []file
	for _, name := range []string{"6x6", "16x16", "6x6-killer", "8x8-jigsaw"} {
		files = append(files,
			file{name, name + "-grids.txt", book.Text, book.Options{Text: book.TextGrids, Solutions: true}},
			file{name, name + "-sheet-solutions.svg", book.SVG, book.Options{Solutions: true}},
			file{name, name + "-a4-solutions.html", book.HTML, book.Options{Solutions: true}},
		)
	}
	files = append(files,
		file{"16x16", "16x16-lines-solutions.txt", book.Text, book.Options{Solutions: true}},
		file{"16x16", "16x16.csv", book.CSV, book.Options{}},
		file{"16x16", "16x16.json", book.JSON, book.Options{}},
		file{"6x6", "6x6-symbols-grids.txt", book.Text, book.Options{Text: book.TextGrids, Solutions: true, Symbols: symbols(t, 6)}},
		file{"6x6", "6x6-symbols-sheet.svg", book.SVG, book.Options{Symbols: symbols(t, 6)}},
		file{"16x16", "16x16-symbols-grids.txt", book.Text, book.Options{Text: book.TextGrids, Symbols: symbols(t, 16)}},
		file{"4x4", "4x4-symbols-6x9.html", book.HTML, book.Options{Paper: book.Trim6x9, Symbols: symbols(t, 4)}},
	)
	for _, tc := range files {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := book.Write(&buf, tc.f, books[tc.book], tc.o); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/golden/sizes-"+tc.name, buf.Bytes())
		})
	}
}

// TestSizeSamples writes, with -out DIR, books of each size to look at:
// PDF, html, svg and txt.
func TestSizeSamples(t *testing.T) {
	if *sampleDir == "" {
		t.Skip("no -out DIR")
	}
	if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		name  string
		kinds []puzzle.Kind
		o     book.Options
	}{
		{"six-a4", []puzzle.Kind{six, six, six, six}, book.Options{Solutions: true}},
		{"six-abc-a4-1", []puzzle.Kind{six, six}, book.Options{PerPage: 1, Solutions: true, Symbols: symbols(t, 6)}},
		{"four-cards-letter", []puzzle.Kind{four, four, four}, book.Options{Paper: book.Letter, Solutions: true, Symbols: symbols(t, 4)}},
		{"sixteen-a4", []puzzle.Kind{sixteen, sixteen}, book.Options{Solutions: true}},
		{"sixteen-hex-6x9", []puzzle.Kind{sixteen, sixteen}, book.Options{Paper: book.Trim6x9, Solutions: true, Symbols: symbols(t, 16)}},
		{"twelve-a4", []puzzle.Kind{twelve, twelve, twelve}, book.Options{Solutions: true}},
		{"eight-a4", []puzzle.Kind{eight, eight, eight, eight, eightJigsaw, eightJigsaw}, book.Options{Solutions: true}},
		{"six-killer-a4", []puzzle.Kind{sixKiller, sixKiller, sixGreater, sixKiller}, book.Options{Solutions: true}},
		{"mixed-a4", []puzzle.Kind{six, puzzle.Classic, eightJigsaw, sixKiller}, book.Options{Solutions: true}},
		{"x-8x8-a4", []puzzle.Kind{puzzle.X.Sized(8), puzzle.X.Sized(8)}, book.Options{Solutions: true}},
		{"jigsaw-5x5-6x9", []puzzle.Kind{puzzle.Jigsaw.Sized(5), puzzle.Jigsaw.Sized(5), puzzle.Jigsaw.Sized(5)}, book.Options{Paper: book.Trim6x9, Solutions: true}},
		{"ten-a4", []puzzle.Kind{puzzle.Classic.Sized(10), puzzle.Classic.Sized(10)}, book.Options{Solutions: true}},
	} {
		b := shapeBook(t, "Sizes", s.kinds...)
		writeFile(t, *sampleDir, s.name+".pdf", writePDF(t, b, s.o))
		for _, f := range []book.Format{book.HTML, book.SVG, book.Text} {
			o := s.o
			o.Text = book.TextGrids
			var buf bytes.Buffer
			if err := book.Write(&buf, f, b, o); err != nil {
				t.Fatal(err)
			}
			writeFile(t, *sampleDir, s.name+"."+string(f), buf.Bytes())
		}
	}
}

// TestPDFLarge prints the grids past 16×16, a 25×25 of 5×5 boxes, a
// 24×24 of 4×6 and a 19×19 jigsaw of solve's large shape vectors, with
// their answer key, and reads each back as TestPDFSizes does: one grid a
// page inside the margins, every given and answer of one or two digits
// in its cell and clear of its lines, the thick lines on the boxes' and
// regions' borders.
func TestPDFLarge(t *testing.T) {
	f, err := os.Open("../solve/testdata/shape_seed_scores_large.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	for _, at := range []int{1, 23, 40} {
		var row struct {
			Puzzle json.RawMessage `json:"puzzle"`
		}
		if err := json.Unmarshal([]byte(lines[at-1]), &row); err != nil {
			t.Fatal(err)
		}
		p, err := puzzle.Parse(string(row.Puzzle))
		if err != nil {
			t.Fatal(err)
		}
		// A book of one size, as checkSizedPDF reads them.
		b := &book.Book{Title: p.Kind().String(), Created: created, Puzzles: []book.Entry{shapeEntry(t, p, 1)}}
		t.Run(p.Kind().String(), func(t *testing.T) { checkSizedPDF(t, b, book.Options{Solutions: true}) })
	}
}
