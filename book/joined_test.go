package book

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
)

// publishedBoards returns the first n puzzles of the module's
// testdata/published_gattai.jsonl on each layout of kinds (a named
// layout's name, or the number of grids of a list layout: "8", "11" for
// the shogun, "13" for the sumo) that come with their solutions, as book
// entries numbered in that order.
func publishedBoards(tb testing.TB, n int, kinds ...string) []Entry {
	tb.Helper()
	f, err := os.Open(testgrids.File(tb, "published_gattai.jsonl"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	taken := map[string]int{}
	var out []Entry
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line struct {
			Puzzle   json.RawMessage `json:"puzzle"`
			Solution string          `json:"solution"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			tb.Fatal(err)
		}
		p, err := puzzle.Parse(string(line.Puzzle))
		if err != nil || line.Solution == "" {
			continue
		}
		kind := p.Layout.Name()
		if kind == "" {
			kind = strconv.Itoa(len(p.Layout.Grids))
		}
		for _, k := range kinds {
			if k != kind || taken[k] == n {
				continue
			}
			taken[k]++
			e := Entry{Number: len(out) + 1, Puzzle: p}
			if err := p.Layout.ParseGivens(line.Solution, e.Solution[:p.Layout.Cells()]); err != nil {
				tb.Fatal(err)
			}
			out = append(out, e)
		}
	}
	for _, k := range kinds {
		if taken[k] != n {
			tb.Fatalf("published_gattai.jsonl has %d solved puzzles of %s, want %d", taken[k], k, n)
		}
	}
	return out
}

// boardBook is a book of entries, dated.
func boardBook(entries []Entry) *Book {
	return &Book{Title: "Joined", Created: time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC), Puzzles: entries}
}

// TestBoardRules: every layout's rules cover each side of each of its
// cells once, thick on the 3×3 lattice and thin elsewhere, and no side
// of a hole that borders no cell: a box two grids share is ruled once,
// and holes stay blank.
func TestBoardRules(t *testing.T) {
	layouts := map[string]*grid.Layout{}
	for _, name := range grid.LayoutNames() {
		l, _ := grid.LayoutNamed(name)
		layouts[name] = l
	}
	for _, e := range publishedBoards(t, 1, "8", "11", "13") {
		layouts[fmt.Sprintf("%d grids", len(e.Puzzle.Layout.Grids))] = e.Puzzle.Layout
	}
	for name, l := range layouts {
		t.Run(name, func(t *testing.T) {
			type side struct {
				x, y     int
				vertical bool
			}
			seen := map[side]bool{}
			thin, thick := boardRules(l)
			for k, runs := range [][]run{thin, thick} {
				for _, r := range runs {
					vertical := r.x0 == r.x1
					if !vertical && r.y0 != r.y1 {
						t.Fatalf("run %v is not along a cell line", r)
					}
					line := r.x0
					if !vertical {
						line = r.y0
					}
					if (line%3 == 0) != (k == 1) {
						t.Errorf("run %v: thick %v, on line %d", r, k == 1, line)
					}
					for j := range max(r.x1-r.x0, r.y1-r.y0) {
						s := side{r.x0 + j, r.y0, false}
						if vertical {
							s = side{r.x0, r.y0 + j, true}
						}
						if seen[s] {
							t.Errorf("side %v ruled twice", s)
						}
						seen[s] = true
					}
				}
			}
			for r := range l.H {
				for c := range l.W {
					sides := []side{{c, r, false}, {c, r + 1, false}, {c, r, true}, {c + 1, r, true}}
					for _, s := range sides {
						if l.CellAt(r, c) >= 0 && !seen[s] {
							t.Errorf("side %v of cell r%dc%d not ruled", s, r+1, c+1)
						}
					}
				}
			}
			for s := range seen {
				a, b := l.CellAt(s.y, s.x), l.CellAt(s.y-1, s.x)
				if s.vertical {
					b = l.CellAt(s.y, s.x-1)
				}
				if a < 0 && b < 0 {
					t.Errorf("side %v between two holes ruled", s)
				}
			}
		})
	}
}

// svgSegments reads the line segments of the paths of an svg drawing
// written as M x yL x y (a joined board's rules), by stroke width.
func svgSegments(svg string) map[string][][4]float64 {
	out := map[string][][4]float64{}
	path := regexp.MustCompile(`<path fill="none" stroke="#000" stroke-width="([0-9.]+)"[^>]* d="([^"]*)"`)
	seg := regexp.MustCompile(`M([0-9.-]+) ([0-9.-]+)L([0-9.-]+) ([0-9.-]+)`)
	for _, m := range path.FindAllStringSubmatch(svg, -1) {
		for _, s := range seg.FindAllStringSubmatch(m[2], -1) {
			var v [4]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(s[i+1], 64)
			}
			out[m[1]] = append(out[m[1]], v)
		}
	}
	return out
}

// TestJoinedDrawing: the svg sheet and the html of a samurai draw the
// board's rules as boardRules has them, at the board's cells: no line
// runs through a hole, the rules of the boxes the centre grid shares
// with the others come once, and the digits sit in the board's cells.
func TestJoinedDrawing(t *testing.T) {
	b := boardBook(publishedBoards(t, 1, "samurai"))
	var svg bytes.Buffer
	if err := WriteSVG(&svg, b, Options{}); err != nil {
		t.Fatal(err)
	}
	var html bytes.Buffer
	if err := WriteHTML(&html, b, Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(html.String(), "sudokupad") {
		t.Error("a samurai's html links to SudokuPad, which has no joined grids")
	}
	l := b.Puzzles[0].Puzzle.Layout
	// The html's board, not the layout's drawing beside the rules.
	board := html.String()
	board = board[strings.Index(board, `<figure id="p1"`):]
	board = board[:strings.Index(board, "</figure>")]
	for name, doc := range map[string]string{"svg": svg.String(), "html": board} {
		segs := svgSegments(doc)
		if len(segs) != 2 {
			t.Fatalf("%s: %d stroke widths of rules, want 2 (thin and thick)", name, len(segs))
		}
		var all [][4]float64
		for _, s := range segs {
			all = append(all, s...)
		}
		// The cell's side from the board's extent, and its corner.
		x0, y0, x1 := all[0][0], all[0][1], all[0][0]
		for _, s := range all {
			x0, y0, x1 = min(x0, s[0], s[2]), min(y0, s[1], s[3]), max(x1, s[0], s[2])
		}
		cell := (x1 - x0) / float64(l.W)
		for i, s := range all {
			// A segment's middle lies on a side of a cell of the board.
			mx, my := ((s[0]+s[2])/2-x0)/cell, ((s[1]+s[3])/2-y0)/cell
			r, c := int(my), int(mx)
			if s[0] == s[2] { // vertical: the cells left and right of it
				if l.CellAt(r, int(mx+0.5)) < 0 && l.CellAt(r, int(mx+0.5)-1) < 0 {
					t.Errorf("%s: rule %v runs between holes", name, s)
				}
			} else if l.CellAt(int(my+0.5), c) < 0 && l.CellAt(int(my+0.5)-1, c) < 0 {
				t.Errorf("%s: rule %v runs between holes", name, s)
			}
			for _, u := range all[i+1:] {
				if overlap(s, u) {
					t.Errorf("%s: rules %v and %v overlap", name, s, u)
				}
			}
		}
		thin, thick := boardRules(l)
		if len(all) != len(thin)+len(thick) {
			t.Errorf("%s: %d rules, want %d", name, len(all), len(thin)+len(thick))
		}
	}
}

// overlap reports whether two axis-parallel segments lie on one line and
// share a stretch of it.
func overlap(a, b [4]float64) bool {
	const eps = 0.01
	lo := func(p, q float64) float64 { return min(p, q) }
	hi := func(p, q float64) float64 { return max(p, q) }
	switch {
	case a[0] == a[2] && b[0] == b[2] && a[0] == b[0]:
		return min(hi(a[1], a[3]), hi(b[1], b[3]))-max(lo(a[1], a[3]), lo(b[1], b[3])) > eps
	case a[1] == a[3] && b[1] == b[3] && a[1] == b[1]:
		return min(hi(a[0], a[2]), hi(b[0], b[2]))-max(lo(a[0], a[2]), lo(b[0], b[2])) > eps
	}
	return false
}

// TestJoinedPages: a book of joined boards has one a puzzle page, a
// board wider than tall turned on its page (the html too), and two or
// four boards an answer-key page, as large as the paper allows.
func TestJoinedPages(t *testing.T) {
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	kinds := []string{"samurai", "windmill", "butterfly", "11", "8", "13"}
	boards := map[string]Entry{}
	for _, e := range publishedBoards(t, 1, kinds...) {
		kind := e.Puzzle.Layout.Name()
		if kind == "" {
			kind = strconv.Itoa(len(e.Puzzle.Layout.Grids))
		}
		boards[kind] = e
	}
	for _, tc := range []struct {
		kind    string
		paper   Paper
		turned  bool
		keyPage int  // boards an answer-key page
		html    bool // check the html too
	}{
		{"samurai", A4, false, 4, true},
		{"samurai", Letter, false, 4, false},
		{"samurai", Trim6x9, false, 2, false},
		{"windmill", A4, false, 4, false},
		{"butterfly", A4, false, 4, false},
		{"11", A4, true, 2, true}, // the shogun, 45 columns by 21 rows
		{"11", Trim8x11, true, 2, false},
		{"8", A4, true, 2, false},
		{"13", A4, false, 2, false},
	} {
		t.Run(tc.kind+"-"+string(tc.paper), func(t *testing.T) {
			b := boardBook([]Entry{boards[tc.kind]})
			o, err := Options{Paper: tc.paper, PerPage: 4, Solutions: true}.normalized(b)
			if err != nil {
				t.Fatal(err)
			}
			if o.PerPage != 1 {
				t.Errorf("%d boards a page, want 1", o.PerPage)
			}
			l := newLayout(b, o, fs)
			if l.keyPerPage != tc.keyPage || len(l.keyFirst) != tc.keyPage {
				t.Errorf("answer key: %d and %d boards a page, want %d", len(l.keyFirst), l.keyPerPage, tc.keyPage)
			}
			v := &b.Puzzles[0].Puzzle
			_, s := l.puzzlePage(0)
			s = s.fit(v)
			if s.turned != tc.turned {
				t.Errorf("turned %v, want %v", s.turned, tc.turned)
			}
			// The board fits the live area above the footer, turned or
			// not, and its cells are large enough to write in.
			w, h := l.liveSize()
			cm := cellsOf(v)
			bw, bh := s.side, s.side*float64(cm.rows)/float64(cm.cols)
			if s.turned {
				bw, bh = bh, s.side
			}
			if bw > w+0.01 || bh > h-footer+0.01 {
				t.Errorf("a %.0f×%.0f pt board on a %.0f×%.0f pt live area", bw, bh, w, h-footer)
			}
			if cell := s.side / float64(cm.cols); cell < 4*mm {
				t.Errorf("cells of %.1f mm", cell/mm)
			}
			if want := l.front + 1 + 1; l.total != want {
				t.Errorf("%d pages, want %d", l.total, want)
			}
			if !tc.html {
				return
			}
			var html bytes.Buffer
			if err := WriteHTML(&html, b, o); err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(html.String(), `class="turned"`); got != tc.turned {
				t.Errorf("html turns the board: %v, want %v", got, tc.turned)
			}
		})
	}
}

// TestJoinedMarks: a joined board's cages, signs and diagonals are laid
// out at their board cells: a cage's outline inside its cells and its
// sum in its first cell, a sign on the border of its two cells, and each
// grid's two diagonals from corner to corner of that grid.
func TestJoinedMarks(t *testing.T) {
	e := publishedBoards(t, 1, "samurai")[0]
	v := &e.Puzzle
	l := v.Layout
	// A cage of the two cells right of the centre grid's top-left
	// corner, r7c10 and r7c11, holding their solution's digits, and a
	// sign between r13c13 and r13c14.
	a, b := l.CellAt(6, 9), l.CellAt(6, 10)
	v.Cages = []puzzle.Cage{{Sum: int(e.Solution[a] + e.Solution[b]), Cells: []uint16{uint16(a), uint16(b)}}}
	c, d := l.CellAt(12, 12), l.CellAt(12, 13)
	if e.Solution[c] < e.Solution[d] {
		c, d = d, c
	}
	v.Signs = []puzzle.Sign{{Greater: uint16(c), Lesser: uint16(d)}}
	v.Diagonals = false
	if err := boardBook([]Entry{e}).Validate(); err != nil {
		t.Fatal(err)
	}
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const cell = 10.0
	m := newMarks(v, 0, 0, cell*float64(l.W), false, false, fs.medium)
	if len(m.loops) != 1 || len(m.sums) != 1 || len(m.chevrons) != 1 {
		t.Fatalf("%d loops, %d sums, %d chevrons, want 1 each", len(m.loops), len(m.sums), len(m.chevrons))
	}
	for _, p := range m.loops[0] {
		if p.x < 9*cell || p.x > 11*cell || p.y < 6*cell || p.y > 7*cell {
			t.Errorf("cage outline at %v, outside r7c10-r7c11", p)
		}
	}
	if s := m.sums[0]; s.x < 9*cell || s.x > 10*cell || s.y < 6*cell || s.y > 7*cell {
		t.Errorf("sum at (%g, %g), outside r7c10", s.x, s.y)
	}
	if mid := m.chevrons[0][1]; mid.y < 12*cell || mid.y > 13*cell || mid.x < 12.5*cell || mid.x > 13.5*cell {
		t.Errorf("chevron point at %v, off the border of r13c13 and r13c14", mid)
	}
	v.Cages, v.Signs, v.Diagonals = nil, nil, true
	m = newMarks(v, 0, 0, cell*float64(l.W), true, false, fs.medium)
	// The key breaks every diagonal at each cell: 10 pieces a diagonal.
	if want := len(l.Grids) * 2 * 10; len(m.diagonals) != want {
		t.Fatalf("%d pieces of diagonals, want %d", len(m.diagonals), want)
	}
	for g, at := range l.Grids {
		for k, end := range []point{m.diagonals[g*20][0], m.diagonals[g*20+10][0]} {
			want := point{float64(at.Left) * cell, float64(at.Top) * cell}
			if k == 1 {
				want.x += 9 * cell
			}
			if end != want {
				t.Errorf("grid %d's diagonal %d starts at %v, want %v", g+1, k+1, end, want)
			}
		}
	}
}

// TestJoinedText: the plain formats carry a joined board's canonical
// line and its solution over the board's cells; the title page's rules
// state the joined rule beside a drawing of the layout.
func TestJoinedText(t *testing.T) {
	b := boardBook(publishedBoards(t, 2, "samurai"))
	var txt bytes.Buffer
	if err := WriteText(&txt, b, Options{Solutions: true}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(txt.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2", len(lines))
	}
	for i, line := range lines {
		p := &b.Puzzles[i]
		want := p.Puzzle.String() + " " + p.Puzzle.FormatCells(&p.Solution)
		if line != want || len(p.Puzzle.FormatCells(&p.Solution)) != 369 {
			t.Errorf("line %d: %.80s..., want %.80s...", i+1, line, want)
		}
	}
	var found bool
	for _, blk := range rules(b, shapesDrawn, nil) {
		if blk.Heading != "Samurai" {
			continue
		}
		found = true
		if !strings.Contains(blk.Text, "five 9×9 grids") || !strings.Contains(blk.Text, "belongs to every grid it lies in") {
			t.Errorf("rule: %q", blk.Text)
		}
		if ex := blk.Example; ex == nil || !ex.whole() || !ex.Puzzle.Layout.Equal(b.Puzzles[0].Puzzle.Layout) {
			t.Errorf("rule's drawing: %+v", ex)
		}
	}
	if !found {
		t.Error("no Samurai rule on the title page")
	}
	if got := summary(b); !strings.HasPrefix(got, "2 samurai puzzles") {
		t.Errorf("summary %q", got)
	}
}
