package book_test

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
)

// TestPDFVariants prints killer, greater-than and killer-greater puzzles
// (and killers with givens) 1, 2, 4 and 6 a page on A4 and on the 6x9
// trim, with the answer key, and reads every grid back: the givens where
// they were, each cage's sum in the top-left corner of its first cell
// clear of a given's digit and of the pencil marks' room, each cage
// outlined inside its cells by a dashed line, each sign a chevron centred
// on its border pointing at the smaller digit; and in the answer key the
// solution with the outlines and signs in a light grey and no sums. With
// -out DIR the PDFs are kept for pdftoppm.
func TestPDFVariants(t *testing.T) {
	n, sample := 8, false
	if race.Enabled && *sampleDir == "" {
		// One of each, in half the layouts; a plain go test prints two
		// of each in all of them.
		n, sample = 4, true
	}
	b := variantBook(t, 1, n, killer, greater, killerGreater, killerGivens)
	if *sampleDir != "" {
		writeKindSamples(t)
	}
	for _, paper := range []book.Paper{book.A4, book.Trim6x9} {
		for i, per := range book.PerPageValues {
			if sample && i%2 == map[book.Paper]int{book.A4: 1, book.Trim6x9: 0}[paper] {
				continue // A4 1 and 4 a page, 6x9 2 and 6
			}
			o := book.Options{Paper: paper, PerPage: per, Solutions: true}
			t.Run(sampleName(o), func(t *testing.T) {
				data := writePDF(t, b, o)
				if *sampleDir != "" {
					writeFile(t, *sampleDir, "variants-"+sampleName(o), data)
				}
				front := 1
				if paper.IsTrim() {
					front = 2
				}
				pages := pdftest.Read(t, data).Pages(t)
				var grids []pdftest.Grid
				for _, p := range pages[front:] {
					grids = append(grids, pdftest.Grids(t, p)...)
				}
				if len(grids) != 2*len(b.Puzzles) {
					t.Fatalf("%d grids, want %d puzzles and as many answers", len(grids), len(b.Puzzles))
				}
				for i := range b.Puzzles {
					p := &b.Puzzles[i]
					g, key := grids[i], grids[len(b.Puzzles)+i]
					if want := p.Puzzle.Givens.Nine(); g.Cells != want {
						t.Errorf("puzzle %d shows\n%s\nwant\n%s", p.Number, g.Cells, want)
					}
					checkMarks(t, fmt.Sprintf("puzzle %d", p.Number), g.Sized(), &p.Puzzle, false)
					if key.Cells != p.Solution.Nine() {
						t.Errorf("answer %d shows\n%s\nwant\n%s", p.Number, key.Cells, p.Solution)
					}
					checkMarks(t, fmt.Sprintf("answer %d", p.Number), key.Sized(), &p.Puzzle, true)
				}
			})
		}
	}
}

// writeKindSamples writes books of one kind each into -out DIR, to look
// at: killers 1 and 6 a page on A4 (with givens on some), greater-than
// sudokus 6 a page on the 6x9 trim, killer-greaters 2 a page on A4, each
// with its answer key, and a shaded killer book.
func writeKindSamples(t *testing.T) {
	if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		name  string
		specs []variantSpec
		o     book.Options
	}{
		{"killer-a4-1", []variantSpec{killer, killerGivens}, book.Options{PerPage: 1, Solutions: true}},
		{"killer-a4-6", []variantSpec{killer, killer, killerGivens}, book.Options{PerPage: 6, Solutions: true}},
		{"greater-6x9-6", []variantSpec{greater}, book.Options{Paper: book.Trim6x9, PerPage: 6, Solutions: true}},
		{"killer-greater-a4-2", []variantSpec{killerGreater}, book.Options{PerPage: 2, Solutions: true}},
		{"killer-a4-4-shade", []variantSpec{killer}, book.Options{PerPage: 4, Shade: true}},
	} {
		b := variantBook(t, 21, 12, s.specs...)
		writeFile(t, *sampleDir, s.name+".pdf", writePDF(t, b, s.o))
	}
}

// checkMarks checks the cages and signs of v drawn on g, from the PDF
// alone: see TestPDFVariants. key is for an answer grid.
func checkMarks(t *testing.T, name string, g *pdftest.SizedGrid, v *puzzle.Puzzle, key bool) {
	t.Helper()
	n := v.N()
	cell := g.Cell()
	left, top := g.Border.X, g.Border.Y+g.Border.H
	cageOf := v.CageOf()
	ink := func(what string, grey float64) {
		t.Helper()
		if key && (grey < 0.4 || grey > 0.8) || !key && grey != 0 {
			t.Errorf("%s: %s in grey %.2f, want %s", name, what, grey, map[bool]string{true: "a light grey", false: "black"}[key])
		}
	}

	// Sums: one in the first cell of each cage, none in an answer.
	var want [grid.MaxCells]int
	if !key {
		for _, cg := range v.Cages {
			want[cg.Cells[0]] = cg.Sum
		}
	}
	if g.Sums != want {
		t.Errorf("%s: sums\n%v\nwant\n%v", name, g.Sums, want)
	}
	for c, s := range g.SumTexts {
		if s.S == "" {
			continue
		}
		ink("sum", s.Grey)
		cx, cy := left+float64(c%n)*cell, top-float64(c/n)*cell // the cell's top-left corner
		// Measured as the font draws digits: 0.57 em wide, 0.72 em high.
		w, h := 0.57*s.Size*float64(len(s.S)), 0.72*s.Size
		if s.Size < 5-1e-9 && s.Size < 0.3*cell-1e-9 {
			t.Errorf("%s: sum %s in %.1f pt, under 5 pt", name, s.S, s.Size)
		}
		// The pencil marks keep the cell but its top-left corner.
		if s.X+w > cx+0.45*cell || s.Y < cy-0.3*cell {
			t.Errorf("%s: sum %s in r%dc%d reaches beyond the cell's top-left corner", name, s.S, c/n+1, c%n+1)
		}
		if d := g.Digits[c]; d.S != "" && s.Y <= d.Y+0.72*d.Size {
			t.Errorf("%s: sum %s in r%dc%d runs into the given %s: its baseline at %.2f, the given's top at %.2f", name, s.S, c/n+1, c%n+1, d.S, s.Y, d.Y+0.72*d.Size)
		}
		// A white (or shaded) patch behind it, inside the cell, breaks the
		// outline.
		patched := false
		for _, p := range g.Patches {
			if p.Grey >= 0.8 && p.X <= s.X && p.X+p.W >= s.X+w && p.Y <= s.Y && p.Y+p.H >= s.Y+h &&
				p.X > cx && p.Y+p.H < cy && p.W < cell/2 {
				patched = true
			}
		}
		if !patched {
			t.Errorf("%s: sum %s in r%dc%d has no white patch behind it inside its cell", name, s.S, c/n+1, c%n+1)
		}
	}

	// Outlines: dashed, closed, their corners inside the cells at one
	// inset from the cell lines, and each the outline of one cage.
	loops := make([][]pdftest.Subpath, len(v.Cages))
	inset := -1.0
	for _, o := range g.Outlines {
		ink("cage outline", o.Grey)
		if len(o.Dash) != 2 || o.Dash[0] <= 0 || o.Dash[1] <= 0 {
			t.Errorf("%s: an outline dashed %v", name, o.Dash)
		}
		k := -2
		for _, sp := range o.Subpaths {
			if !sp.Closed {
				t.Errorf("%s: an open outline", name)
			}
			for _, q := range sp.Points {
				fx, fy := (q.X-left)/cell, (top-q.Y)/cell
				for _, f := range []float64{fx, fy} {
					d := math.Abs(f-math.Round(f)) * cell
					if inset < 0 {
						inset = d
					}
					if math.Abs(d-inset) > 0.05 { // coordinates are written to 0.01 pt
						t.Errorf("%s: an outline's corner is %.2f pt from a cell line, another's %.2f", name, d, inset)
					}
				}
				kc := cageOf[g.CellAt(q)]
				if k == -2 {
					k = kc
				}
				if kc != k || kc < 0 {
					t.Fatalf("%s: an outline runs through cells of cages %d and %d", name, k, kc)
				}
			}
		}
		loops[k] = append(loops[k], o.Subpaths...)
	}
	if len(v.Cages) > 0 && (inset < 0.05*cell || inset > 0.2*cell) {
		t.Errorf("%s: outlines %.2f pt inside the cell lines, cells %.2f pt", name, inset, cell)
	}
	// Just inside each side of each cell of a cage: outside the outline
	// where the side borders another cage, inside where it does not; the
	// middle of each cell inside.
	for k, cg := range v.Cages {
		if len(loops[k]) == 0 {
			t.Errorf("%s: cage at r%dc%d has no outline", name, int(cg.Cells[0])/n+1, int(cg.Cells[0])%n+1)
			continue
		}
		for _, c := range cg.Cells {
			r, col := int(c)/n, int(c)%n
			mx, my := left+(float64(col)+0.5)*cell, top-(float64(r)+0.5)*cell
			if !inPolygons(pdftest.Point{X: mx, Y: my}, loops[k]) {
				t.Errorf("%s: the middle of r%dc%d is outside its cage's outline", name, r+1, col+1)
			}
			for _, s := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} { // up, right, down, left
				nr, nc := r+s[0], col+s[1]
				same := nr >= 0 && nr < n && nc >= 0 && nc < n && cageOf[nr*n+nc] == k
				off := cell/2 - inset/2
				q := pdftest.Point{X: mx + float64(s[1])*off, Y: my - float64(s[0])*off}
				if inPolygons(q, loops[k]) != same {
					t.Errorf("%s: r%dc%d: just inside its side towards r%dc%d, inside the outline is %v", name, r+1, col+1, nr+1, nc+1, !same)
				}
			}
		}
	}

	// Chevrons: one a sign, centred on the border, pointing at the lesser.
	if len(g.Chevrons) != len(v.Signs) {
		t.Errorf("%s: %d chevrons, want %d signs", name, len(g.Chevrons), len(v.Signs))
	}
	for _, s := range v.Signs {
		found := false
		for _, ch := range g.Chevrons {
			pts := ch.Subpaths[0].Points
			if g.CellAt(pts[1]) != int(s.Lesser) || g.CellAt(pts[0]) != int(s.Greater) || g.CellAt(pts[2]) != int(s.Greater) {
				continue
			}
			found = true
			ink("sign", ch.Grey)
			a, l := int(s.Greater), int(s.Lesser)
			bx := left + (float64(a%n+l%n)/2+0.5)*cell
			by := top - (float64(a/n+l/n)/2+0.5)*cell
			minX, maxX := min(pts[0].X, pts[1].X, pts[2].X), max(pts[0].X, pts[1].X, pts[2].X)
			minY, maxY := min(pts[0].Y, pts[1].Y, pts[2].Y), max(pts[0].Y, pts[1].Y, pts[2].Y)
			if math.Abs((minX+maxX)/2-bx) > 0.02*cell || math.Abs((minY+maxY)/2-by) > 0.02*cell {
				t.Errorf("%s: the sign %v is not centred on its border", name, s)
			}
			// Readable: at least a fifth of a cell across and 0.6 pt thick.
			if math.Max(maxX-minX, maxY-minY) < 0.2*cell || ch.LineWidth < 0.6 {
				t.Errorf("%s: the sign %v is %.1f × %.1f pt, %.2f pt thick", name, s, maxX-minX, maxY-minY, ch.LineWidth)
			}
		}
		if !found {
			t.Errorf("%s: no chevron from r%dc%d pointing at r%dc%d", name, int(s.Greater)/n+1, int(s.Greater)%n+1, int(s.Lesser)/n+1, int(s.Lesser)%n+1)
		}
	}
}

// inPolygons reports whether q is inside the closed subpaths (even-odd).
func inPolygons(q pdftest.Point, sps []pdftest.Subpath) bool {
	in := false
	for _, sp := range sps {
		p := sp.Points
		for i := range p {
			a, b := p[i], p[(i+1)%len(p)]
			if (a.Y > q.Y) != (b.Y > q.Y) && q.X < a.X+(q.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
				in = !in
			}
		}
	}
	return in
}

// TestPDFVariantLabels: a book of one variant kind says so on its title
// page and explains the cages and signs; a book that mixes kinds labels
// each puzzle with its kind.
func TestPDFVariantLabels(t *testing.T) {
	killers := variantBook(t, 2, 3, killer)
	mixed := variantBook(t, 3, 3, killer, greater)
	classic := loadBook(t, "top95.txt", 1).Puzzles[0]
	classic.Number = 4
	mixed.Puzzles = append(mixed.Puzzles, classic)
	for _, tc := range []struct {
		name    string
		b       *book.Book
		summary string
		rules   []string
		labels  []string
	}{
		{"killers", killers, "3 killer puzzles · hard · rating 4.2", []string{"dashed cage"}, []string{"", "", "hard 4.2"}},
		{"mixed", mixed, "4 puzzles (1 classic, 2 killer, 1 greater-than) · 17 clues · hard · rating 4.2", []string{"dashed cage", "points to the smaller"},
			[]string{"Killer", "Greater-than", "Killer · hard 4.2", "Classic · 17 clues"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := pdftest.Read(t, writePDF(t, tc.b, book.Options{PerPage: 4})).Pages(t)
			if !pages[0].HasText(func(x pdftest.Text) bool { return x.S == tc.summary }) {
				t.Errorf("the title page lacks the summary %q", tc.summary)
			}
			for _, r := range tc.rules {
				if !pages[0].HasText(func(x pdftest.Text) bool { return strings.Contains(x.S, r) }) {
					t.Errorf("the rules do not speak of a %q", r)
				}
			}
			for i, g := range pdftest.Grids(t, pages[1]) {
				if got := g.Label("utf8gobold"); got != "Puzzle "+strconv.Itoa(i+1) {
					t.Errorf("grid %d labelled %q", i+1, got)
				}
				if got := g.Label("utf8goregular"); got != tc.labels[i] {
					t.Errorf("puzzle %d: label %q, want %q", i+1, got, tc.labels[i])
				}
			}
		})
	}
}

// TestPDFRuleExamples: the rules of a book with cages draw a cage (one
// dashed outline, its sum 12 in the corner of its first cell, the digits
// 3, 5 and 4 in grey), those of a book with signs four chevrons over the
// digits 7, 2, 4 and 9, each at its rule's paragraph; a classic book draws
// neither.
func TestPDFRuleExamples(t *testing.T) {
	classic := loadBook(t, "top95.txt", 2)
	for _, tc := range []struct {
		name               string
		b                  *book.Book
		outlines, chevrons int
		digits             string
	}{
		{"killer", variantBook(t, 2, 2, killer), 1, 0, "354"},
		{"greater", variantBook(t, 2, 2, greater), 0, 4, "7249"},
		{"killer-greater", variantBook(t, 2, 2, killerGreater), 1, 4, "3547249"},
		{"classic", classic, 0, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, paper := range []book.Paper{book.A4, book.Trim6x9} {
				pages := pdftest.Read(t, writePDF(t, tc.b, book.Options{Paper: paper})).Pages(t)
				rules := pages[0]
				if paper.IsTrim() {
					rules = pages[1]
				}
				// Each drawing's marks span a band of the page; its
				// paragraph's first line lies in it, give or take half a
				// cell (the signs lie inside the drawing).
				outlines, chevrons := 0, 0
				var cageBand, signBand [2]float64
				widen := func(b *[2]float64, pa pdftest.Path) {
					for _, q := range pa.Subpaths[0].Points {
						if b[1] == 0 {
							*b = [2]float64{q.Y, q.Y}
						}
						b[0], b[1] = min(b[0], q.Y), max(b[1], q.Y)
					}
				}
				for _, pa := range rules.Paths {
					switch {
					case pa.Dash != nil:
						outlines++
						widen(&cageBand, pa)
					case pa.Grey < 0.99 && len(pa.Subpaths) == 1 && len(pa.Subpaths[0].Points) == 3 && !pa.Subpaths[0].Closed:
						chevrons++
						widen(&signBand, pa)
					}
				}
				digits, sum := "", false
				for _, x := range rules.Texts {
					switch {
					case len(x.S) == 1 && x.S[0] >= '1' && x.S[0] <= '9' && x.Grey > 0.2:
						digits += x.S
					case x.S == "12" && x.Size < 7:
						sum = true
					case strings.HasPrefix(x.S, "The digits in a dashed cage") && (x.Y < cageBand[0]-11 || x.Y > cageBand[1]+11):
						t.Errorf("%s: the cages' paragraph at y=%.1f, their drawing at %.1f-%.1f", paper, x.Y, cageBand[0], cageBand[1])
					case strings.HasPrefix(x.S, "A sign between two cells") && (x.Y < signBand[0]-11 || x.Y > signBand[1]+11):
						t.Errorf("%s: the signs' paragraph at y=%.1f, their drawing at %.1f-%.1f", paper, x.Y, signBand[0], signBand[1])
					}
				}
				if outlines != tc.outlines || chevrons != tc.chevrons || digits != tc.digits || sum != (tc.outlines > 0) {
					t.Errorf("%s: %d outlines, %d chevrons, digits %q, sum %v; want %d, %d, %q, %v",
						paper, outlines, chevrons, digits, sum, tc.outlines, tc.chevrons, tc.digits, tc.outlines > 0)
				}
			}
		})
	}
}

// TestPDFVariantTitlePage: the rules of a book of every kind, graded and
// rated, still fit their page on every paper: above the date on the title
// page, inside the margins.
func TestPDFVariantTitlePage(t *testing.T) {
	b := mixedBook(t)
	for i := range b.Puzzles {
		b.Puzzles[i].Rating = rated("5.6")
	}
	papers := book.Papers
	if race.Enabled {
		papers = []book.Paper{book.Letter, book.Trim6x9} // the shortest page, and the rules on their own page
	}
	for _, paper := range papers {
		t.Run(string(paper), func(t *testing.T) {
			pages := pdftest.Read(t, writePDF(t, b, book.Options{Paper: paper, Solutions: true})).Pages(t)
			front := pages[:1]
			if paper.IsTrim() {
				front = pages[:2]
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
			found := false
			for i, p := range front {
				for _, x := range p.Texts {
					found = found || strings.Contains(x.S, "dashed cage")
					if i == 0 && x != date && x.Y < date.Y+2*date.Size {
						t.Errorf("title page: %q at y=%.1f reaches the date at y=%.1f", x.S, x.Y, date.Y)
					}
					if x.Y < 18+9 {
						t.Errorf("page %d: %q at y=%.1f is in the bottom margin", i+1, x.S, x.Y)
					}
				}
			}
			if !found {
				t.Error("the rules do not explain the cages")
			}
		})
	}
}

// TestPDFShade: with Options.Shade every cage is filled with one light
// grey, and cages side by side with different ones; the answer key stays
// white.
func TestPDFShade(t *testing.T) {
	b := variantBook(t, 4, 2, killer, killerGreater)
	pages := pdftest.Read(t, writePDF(t, b, book.Options{PerPage: 2, Shade: true, Solutions: true})).Pages(t)
	for i, g := range pdftest.Grids(t, pages[1]) {
		v := &b.Puzzles[i].Puzzle
		var grey [81]float64
		for _, f := range g.Patches {
			if math.Abs(f.W-g.Cell()) < 0.01 && math.Abs(f.H-g.Cell()) < 0.01 {
				grey[g.CellAt(pdftest.Point{X: f.X + f.W/2, Y: f.Y + f.H/2})] = f.Grey
			}
		}
		var cageOf [81]int
		for k, cg := range v.Cages {
			for _, c := range cg.Cells {
				cageOf[c] = k
				if grey[c] < 0.8 || grey[c] > 0.98 {
					t.Errorf("puzzle %d: r%dc%d shaded %.2f, want a light grey", i+1, c/9+1, c%9+1, grey[c])
				}
			}
		}
		for c := range 81 {
			for _, n := range []int{c + 1, c + 9} {
				if n > 80 || n == c+1 && c%9 == 8 {
					continue
				}
				if same := cageOf[c] == cageOf[n]; same != (grey[c] == grey[n]) {
					t.Errorf("puzzle %d: r%dc%d and r%dc%d in the same cage: %v, in the same grey: %v", i+1, c/9+1, c%9+1, n/9+1, n%9+1, same, !same)
				}
			}
		}
		checkMarks(t, fmt.Sprintf("shaded puzzle %d", i+1), g.Sized(), v, false)
	}
	for _, g := range pdftest.Grids(t, pages[len(pages)-1]) {
		for _, f := range g.Patches {
			t.Errorf("the answer key has a fill %+v", f)
		}
	}
}
