package book_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// The shape puzzles of the tests (jigsaw, Sudoku X, windoku and their
// mixes with cages and signs) are real puzzles with one solution each,
// taken from package solve's test file of seed scores on shapes, which
// an independent implementation of the shapes spec wrote.
const shapeFile = "../solve/testdata/shape_seed_scores.jsonl"

// shapePuzzles returns the puzzles of shapeFile with one solution, by
// kind (which carries the size: 6x6-killer), in the file's order.
func shapePuzzles(tb testing.TB) map[puzzle.Kind][]puzzle.Puzzle {
	tb.Helper()
	f, err := os.Open(shapeFile)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	out := map[puzzle.Kind][]puzzle.Puzzle{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var row struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			tb.Fatalf("%s:%d: %v", shapeFile, line, err)
		}
		if row.Solutions != 1 {
			continue
		}
		p, err := puzzle.Parse(string(row.Puzzle))
		if err != nil {
			tb.Fatalf("%s:%d: %v", shapeFile, line, err)
		}
		out[p.Kind()] = append(out[p.Kind()], p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// shapeEntry makes a book entry of p, numbered n, solved by package
// variant.
func shapeEntry(tb testing.TB, p puzzle.Puzzle, n int) book.Entry {
	tb.Helper()
	r := solve.Count(&p)
	if r.Solutions != 1 {
		tb.Fatalf("%s: %d solutions", &p, r.Solutions)
	}
	return book.Entry{Number: n, ID: int64(700 + n), Puzzle: p, Solution: r.Solution, Score: r.Score}
}

// shapeBook makes a book of the i-th puzzle of each of kinds, in turn,
// numbered from 1; every second one graded and rated.
func shapeBook(tb testing.TB, title string, kinds ...puzzle.Kind) *book.Book {
	tb.Helper()
	all := shapePuzzles(tb)
	b := &book.Book{Title: title, Subtitle: "Shapes", Created: created}
	seen := map[puzzle.Kind]int{}
	for _, k := range kinds {
		ps := all[k]
		if seen[k] >= len(ps) {
			tb.Fatalf("%s has %d %s puzzles with one solution, want %d", shapeFile, len(ps), k, seen[k]+1)
		}
		e := shapeEntry(tb, ps[seen[k]], len(b.Puzzles)+1)
		seen[k]++
		if e.Number%2 == 0 {
			e.Rating = rated("3.4")
		}
		b.Puzzles = append(b.Puzzles, e)
	}
	return b
}

// The kinds of the shape tests.
const (
	jigsaw       = puzzle.Jigsaw
	sudokuX      = puzzle.X
	windoku      = puzzle.Windoku
	jigsawKiller = puzzle.Jigsaw | puzzle.Killer
)

// TestShapeSamples writes, with -out DIR, PDF books of each shape to
// look at.
func TestShapeSamples(t *testing.T) {
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
		{"jigsaw-a4-4", []puzzle.Kind{jigsaw, jigsaw, jigsaw, jigsaw}, book.Options{PerPage: 4, Solutions: true}},
		{"x-a4-2", []puzzle.Kind{sudokuX, sudokuX}, book.Options{PerPage: 2, Solutions: true}},
		{"windoku-6x9-4", []puzzle.Kind{windoku, windoku, windoku, windoku}, book.Options{Paper: book.Trim6x9, PerPage: 4, Solutions: true}},
		{"jigsaw-killer-a4-1", []puzzle.Kind{jigsawKiller, jigsawKiller}, book.Options{PerPage: 1, Solutions: true}},
		{"mixed-letter-6", []puzzle.Kind{jigsaw, sudokuX, windoku, jigsawKiller, puzzle.X | puzzle.Killer, puzzle.Windoku | puzzle.Killer,
			puzzle.Jigsaw | puzzle.Greater, puzzle.X | puzzle.Greater, puzzle.X | puzzle.Windoku, puzzle.Jigsaw | puzzle.Windoku, puzzle.Jigsaw | puzzle.X, puzzle.Classic},
			book.Options{Paper: book.Letter, PerPage: 6, Solutions: true}},
		{"mixed-a4-4-shade", []puzzle.Kind{puzzle.X | puzzle.Killer, puzzle.Windoku | puzzle.Killer, jigsawKiller, puzzle.Killer},
			book.Options{PerPage: 4, Shade: true}},
	} {
		b := shapeBook(t, "Shapes", s.kinds...)
		writeFile(t, *sampleDir, s.name+".pdf", writePDF(t, b, s.o))
		for _, f := range []book.Format{book.HTML, book.SVG} {
			var buf bytes.Buffer
			if err := book.Write(&buf, f, b, s.o); err != nil {
				t.Fatal(err)
			}
			writeFile(t, *sampleDir, s.name+"."+string(f), buf.Bytes())
		}
	}
}

// goldenShapes is the book of the shapes' golden files: a jigsaw, a
// Sudoku X, a windoku and a jigsaw killer.
func goldenShapes(t *testing.T) *book.Book {
	return shapeBook(t, "Shapes", jigsaw, sudokuX, windoku, jigsawKiller)
}

// TestShapeGolden: a book of each shape, one a page in html (each grid
// drawn as SVG with its regions, diagonals or windows), on an svg sheet,
// and as text, against golden files.
func TestShapeGolden(t *testing.T) {
	b := goldenShapes(t)
	for _, tc := range []struct {
		name string
		f    book.Format
		o    book.Options
	}{
		{"shapes-grids.txt", book.Text, book.Options{Text: book.TextGrids, Solutions: true}},
		{"shapes.json", book.JSON, book.Options{}},
		{"shapes-a4-1-solutions.html", book.HTML, book.Options{PerPage: 1, Solutions: true}},
		{"shapes-sheet-solutions.svg", book.SVG, book.Options{Solutions: true}},
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

// gridLines are the straight lines (paths of one two-point subpath)
// drawn inside grid g's border on page p: cell lines, region borders,
// diagonals.
func gridLines(p pdftest.Page, g *pdftest.SizedGrid) []pdftest.Path {
	var out []pdftest.Path
	for _, pa := range p.Paths {
		if len(pa.Subpaths) != 1 || len(pa.Subpaths[0].Points) != 2 || pa.Dash != nil {
			continue
		}
		in := true
		for _, q := range pa.Subpaths[0].Points {
			r := g.Border
			in = in && q.X >= r.X-0.02 && q.X <= r.X+r.W+0.02 && q.Y >= r.Y-0.02 && q.Y <= r.Y+r.H+0.02 // coordinates are written to 0.01 pt
		}
		if in {
			out = append(out, pa)
		}
	}
	return out
}

// TestPDFShapes prints a jigsaw, a Sudoku X, a windoku and a jigsaw
// killer on A4 and on the 6x9 trim with their answer key, and reads every
// grid back: a jigsaw's thick lines are exactly its regions' borders
// (and a grid with boxes has its box lines), an X's diagonals are grey
// lines from corner to corner that break around every digit on them,
// a windoku's four windows are filled light grey, and a jigsaw killer's
// cages are drawn as a killer's are; on the puzzles and the answers alike.
func TestPDFShapes(t *testing.T) {
	b := goldenShapes(t)
	for _, paper := range []book.Paper{book.A4, book.Trim6x9} {
		t.Run(string(paper), func(t *testing.T) {
			pages := pdftest.Read(t, writePDF(t, b, book.Options{Paper: paper, PerPage: 4, Solutions: true})).Pages(t)
			type found struct {
				g    pdftest.Grid
				page pdftest.Page
			}
			var grids []found
			for _, p := range pages {
				for _, g := range pdftest.Grids(t, p) {
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
					want := e.Puzzle.Givens.Nine()
					name := fmt.Sprintf("%s puzzle %d", e.Puzzle.Kind(), e.Number)
					if key {
						f, want, name = grids[len(b.Puzzles)+i], e.Solution.Nine(), "answer to "+name
					}
					if f.g.Cells != want {
						t.Errorf("%s shows\n%s\nwant\n%s", name, f.g.Cells, want)
					}
					checkShape(t, name, f.page, f.g.Sized(), &e.Puzzle, key)
					checkMarks(t, name, f.g.Sized(), &e.Puzzle, key)
				}
			}
		})
	}
}

// checkShape checks the shape of v drawn on g: see TestPDFShapes.
func checkShape(t *testing.T, name string, p pdftest.Page, g *pdftest.SizedGrid, v *puzzle.Puzzle, key bool) {
	t.Helper()
	n := v.N()
	cell := g.Cell()
	left, top := g.Border.X, g.Border.Y+g.Border.H
	// at maps a point to the grid's lattice, in cells from its top-left
	// corner.
	at := func(q pdftest.Point) (float64, float64) { return (q.X - left) / cell, (top - q.Y) / cell }
	var thickBorder [2][grid.MaxSize + 1][grid.MaxSize]bool // [vertical][line][cell along it]
	widest := 0.0
	for _, pa := range gridLines(p, g) {
		widest = max(widest, pa.LineWidth)
	}
	var diagonals []pdftest.Path
	for _, pa := range gridLines(p, g) {
		x0, y0 := at(pa.Subpaths[0].Points[0])
		x1, y1 := at(pa.Subpaths[0].Points[1])
		switch {
		case pa.Grey > 0.3 && pa.Grey < 0.8 && math.Abs(math.Abs(x1-x0)-math.Abs(y1-y0)) < 1e-3:
			diagonals = append(diagonals, pa)
		case pa.Grey != 0:
			t.Errorf("%s: a line in grey %.2f from (%.2f, %.2f) to (%.2f, %.2f)", name, pa.Grey, x0, y0, x1, y1)
		case pa.LineWidth > widest-1e-6:
			// A thick line: mark the cell sides it covers.
			vertical := math.Abs(x1-x0) < 1e-3
			line, from, to := math.Round(y0), min(x0, x1), max(x0, x1)
			if vertical {
				line, from, to = math.Round(x0), min(y0, y1), max(y0, y1)
			}
			for k := int(math.Round(from)); k < int(math.Round(to)); k++ {
				thickBorder[btoi(vertical)][int(line)][k] = true
			}
		}
	}
	for vert := range 2 {
		for line := 1; line < n; line++ {
			for k := range n {
				a, b := (line-1)*n+k, line*n+k // above and below
				if vert == 1 {
					a, b = k*n+line-1, k*n+line // left and right
				}
				want := v.RegionOf(a) != v.RegionOf(b)
				if got := thickBorder[vert][line][k]; got != want {
					t.Errorf("%s: the side between r%dc%d and r%dc%d thick: %v, want %v", name, a/n+1, a%n+1, b/n+1, b%n+1, got, want)
				}
			}
		}
	}

	// Diagonals: the pieces lie on the two diagonals, cover them but for
	// the digits' cells' middles, and cross no digit.
	if !v.Diagonals && len(diagonals) > 0 {
		t.Errorf("%s: %d diagonal lines, and no diagonals", name, len(diagonals))
	}
	if v.Diagonals {
		var covered [2][10 * grid.MaxSize]bool // tenths of the way along each diagonal
		for _, pa := range diagonals {
			x0, y0 := at(pa.Subpaths[0].Points[0])
			x1, y1 := at(pa.Subpaths[0].Points[1])
			d := 0
			if math.Abs(x0-y0) > 1e-3 || math.Abs(x1-y1) > 1e-3 {
				d = 1
				if math.Abs(x0+y0-float64(n)) > 1e-3 || math.Abs(x1+y1-float64(n)) > 1e-3 {
					t.Errorf("%s: a grey line from (%.2f, %.2f) to (%.2f, %.2f) off the diagonals", name, x0, y0, x1, y1)
					continue
				}
			}
			for k := int(math.Round(min(y0, y1) * 10)); k < int(math.Round(max(y0, y1)*10)); k++ {
				covered[d][k] = true
			}
		}
		for d := range 2 {
			for k := range 10 * n {
				row := k / 10
				c := row*n + row
				if d == 1 {
					c = row*n + n - 1 - row
				}
				digit := key || v.Givens[c] != 0
				middle := k%10 >= 3 && k%10 < 7
				if want := !(digit && middle); covered[d][k] != want && (middle || !digit) {
					t.Errorf("%s: diagonal %d at r%dc%d (%d/10 down the cell), a digit %v: drawn %v", name, d, c/n+1, c%n+1, k%10, digit, covered[d][k])
				}
			}
		}
	}

	// Windows: four light grey fills of 3×3 cells.
	var windows []pdftest.Fill
	for _, f := range g.Patches {
		if math.Abs(f.W-3*cell) < 0.01 && math.Abs(f.H-3*cell) < 0.01 {
			windows = append(windows, f)
		}
	}
	if !v.Windows {
		if len(windows) > 0 {
			t.Errorf("%s: %d windows, and no windoku", name, len(windows))
		}
		return
	}
	if len(windows) != 4 {
		t.Fatalf("%s: %d windows, want 4", name, len(windows))
	}
	for i, f := range windows {
		x, y := at(pdftest.Point{X: f.X, Y: f.Y + f.H})
		tl := puzzle.WindowCorners[i]
		if math.Abs(x-float64(tl%9)) > 1e-3 || math.Abs(y-float64(tl/9)) > 1e-3 {
			t.Errorf("%s: window %d at (%.2f, %.2f), want r%dc%d", name, i+1, x, y, tl/9+1, tl%9+1)
		}
		if f.Grey < 0.8 || f.Grey > 0.92 {
			t.Errorf("%s: window %d in grey %.2f, want a light grey", name, i+1, f.Grey)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestPDFShapeTitlePage: a book of one shape states its rule beside a
// small grid of that shape, and its grades speak of its houses; a book
// of many kinds, graded and rated, still fits its rules above the date on
// every paper (without the drawings, or on the title page's back, when
// they are long), inside the margins.
func TestPDFShapeTitlePage(t *testing.T) {
	t.Run("one shape", func(t *testing.T) {
		for _, tc := range []struct {
			kind         puzzle.Kind
			rule, houses string
		}{
			{jigsaw, "A jigsaw has nine irregular regions", "a row, column or region"},
			{sudokuX, "In Sudoku X the two long diagonals, drawn in grey", "a row, column, box or diagonal"},
			{windoku, "In windoku the four grey 3×3 windows", "a row, column, box or window"},
			{jigsawKiller, "A jigsaw has nine irregular regions", "a row, column or region"},
		} {
			b := shapeBook(t, "Shapes", tc.kind, tc.kind)
			page := pdftest.Read(t, writePDF(t, b, book.Options{})).Pages(t)[0]
			var text strings.Builder
			for _, x := range page.Texts {
				text.WriteString(x.S + " ")
			}
			all := text.String()
			for _, want := range []string{tc.rule, tc.houses} {
				if !strings.Contains(all, want) {
					t.Errorf("%s: the title page does not say %q:\n%s", tc.kind, want, all)
				}
			}
			if tc.kind&puzzle.Jigsaw != 0 && strings.Contains(all, "3×3 boxes holds") {
				t.Errorf("%s: the title page speaks of boxes:\n%s", tc.kind, all)
			}
			gs := pdftest.Grids(t, page)
			if len(gs) != 1 || math.Abs(gs[0].Border.W-81) > 0.01 {
				t.Errorf("%s: the title page draws %d grids, want one of 81 pt", tc.kind, len(gs))
				continue
			}
			// The drawing is of the shape alone: the spec's jigsaw, an
			// empty X or windoku.
			shape := puzzle.Puzzle{Diagonals: tc.kind&puzzle.X != 0, Windows: tc.kind&puzzle.Windoku != 0}
			if tc.kind&puzzle.Jigsaw != 0 {
				var err error
				if shape, err = puzzle.Parse(`{"regions":"122222233122233333111111133444445555464555775464577777866666979868886979888899999","givens":"` + strings.Repeat(".", 81) + `"}`); err != nil {
					t.Fatal(err)
				}
			}
			checkShape(t, tc.kind.String()+" rule", page, gs[0].Sized(), &shape, false)
		}
	})
	every := shapeBook(t, "Shapes", jigsaw, sudokuX, windoku, jigsawKiller, puzzle.X|puzzle.Greater, puzzle.Killer, puzzle.Classic)
	papers := book.Papers
	if race.Enabled {
		papers = papers[:1] // seconds a book under the race detector
	}
	for _, b := range []*book.Book{goldenShapes(t), every} {
		for i := range b.Puzzles {
			b.Puzzles[i].Rating = rated("5.6")
		}
		for _, paper := range papers {
			t.Run(fmt.Sprintf("%d kinds on %s", len(b.Puzzles), paper), func(t *testing.T) {
				o := book.Options{Paper: paper, Solutions: true}
				pages := pdftest.Read(t, writePDF(t, b, o)).Pages(t)
				if n, err := book.PDFPages(b, o); err != nil || n != len(pages) {
					t.Errorf("PDFPages = %d, %v; the PDF has %d pages", n, err, len(pages))
				}
				var date pdftest.Text
				for _, x := range pages[0].Texts {
					if x.S == created.Format("2 January 2006") {
						date = x
					}
				}
				if date.S == "" {
					t.Fatal("the title page lacks the date")
				}
				rulesOn := 0
				for i, p := range pages[:2] {
					var text strings.Builder
					for _, x := range p.Texts {
						text.WriteString(x.S + " ")
					}
					if strings.Contains(text.String(), "A jigsaw has nine irregular regions") {
						rulesOn = i + 1
					}
					for _, x := range p.Texts {
						if i == 0 && x != date && x.Y < date.Y+2*date.Size {
							t.Errorf("title page: %q at y=%.1f reaches the date at y=%.1f", x.S, x.Y, date.Y)
						}
						if x.Y < 18+9 || x.Y > p.H-18 {
							t.Errorf("page %d: %q at y=%.1f is in the margin", i+1, x.S, x.Y)
						}
					}
				}
				if rulesOn == 0 {
					t.Fatal("the rules do not explain the jigsaw")
				}
				if rulesOn == 2 && len(pdftest.Grids(t, pages[1])) == 0 && len(pdftest.Grids(t, pages[2])) == 0 {
					t.Error("the rules are on page 2, and the puzzles not on page 3")
				}
			})
		}
	}
}

// TestShapeLinks checks that each shape puzzle's SudokuPad link in a json
// book opens that very puzzle, regions, diagonals and windows included.
func TestShapeLinks(t *testing.T) {
	b := goldenShapes(t)
	var buf bytes.Buffer
	if err := book.WriteJSON(&buf, b); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Puzzles []struct {
			SudokuPad string `json:"sudokupad"`
		} `json:"puzzles"`
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Puzzles) != len(b.Puzzles) {
		t.Fatalf("%d puzzles in the json, want %d", len(got.Puzzles), len(b.Puzzles))
	}
	for i, g := range got.Puzzles {
		checkPadLink(t, g.SudokuPad, &b.Puzzles[i])
	}
}

// TestGradeLinesOfKinds checks that the grades table speaks of the
// techniques a book's kinds use: a killer book's of innies and hidden
// cages and no unique rectangle (no uniqueness step rates a killer), an
// X book's of no unique rectangle either, a classic or jigsaw book's as
// ever.
func TestGradeLinesOfKinds(t *testing.T) {
	for _, tc := range []struct {
		kinds     []puzzle.Kind
		has, hasn []string
	}{
		{[]puzzle.Kind{puzzle.Classic}, []string{"unique rectangles", "X-wings"}, []string{"innies"}},
		{[]puzzle.Kind{jigsaw}, []string{"unique rectangles", "row, column or region"}, []string{"innies"}},
		{[]puzzle.Kind{sudokuX}, []string{"jellyfish", "X-wings"}, []string{"unique rectangles"}},
		{[]puzzle.Kind{jigsawKiller, puzzle.Classic}, []string{"innies and outies", "hidden cages", "jellyfish"}, []string{"unique rectangles", "X-wings"}},
	} {
		b := shapeBook(t, "Grades", tc.kinds...)
		for i := range b.Puzzles {
			b.Puzzles[i].Rating = rated("2.0")
		}
		var buf bytes.Buffer
		if err := book.WriteHTML(&buf, b, book.Options{}); err != nil {
			t.Fatal(err)
		}
		page := buf.String()
		for _, s := range tc.has {
			if !strings.Contains(page, s) {
				t.Errorf("%v: the grades table does not say %q", tc.kinds, s)
			}
		}
		for _, s := range tc.hasn {
			if strings.Contains(page, s) {
				t.Errorf("%v: the grades table says %q", tc.kinds, s)
			}
		}
	}
}
