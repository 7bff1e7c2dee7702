package book_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// goldenBook is the small fixed book of the golden files: the first three
// puzzles of top95, one with a grade, ids as from a catalog.
func goldenBook(t *testing.T) *book.Book {
	b := loadBook(t, "top95.txt", 3)
	for i := range b.Puzzles {
		b.Puzzles[i].ID = int64(1000 + 7*i)
	}
	b.Puzzles[1].Rating = rated("~10.7")
	b.Puzzles[2].Rating = rated("3.4")
	return b
}

func TestGolden(t *testing.T) {
	b := goldenBook(t)
	for _, tc := range []struct {
		name string
		f    book.Format
		o    book.Options
	}{
		{"lines.txt", book.Text, book.Options{}},
		{"lines-solutions.txt", book.Text, book.Options{Solutions: true}},
		{"grids.txt", book.Text, book.Options{Text: book.TextGrids, Solutions: true}},
		{"book.csv", book.CSV, book.Options{}},
		{"book.json", book.JSON, book.Options{}},
		{"a4-4-solutions.html", book.HTML, book.Options{Solutions: true}},
		{"6x9-2.html", book.HTML, book.Options{Paper: book.Trim6x9, PerPage: 2}},
		{"sheet-solutions.svg", book.SVG, book.Options{Solutions: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := book.Write(&buf, tc.f, b, tc.o); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/golden/"+tc.name, buf.Bytes())
		})
	}
	t.Run("svgdir", func(t *testing.T) {
		b.Puzzles = b.Puzzles[:2]
		dir := t.TempDir()
		if err := book.WriteSVGDir(dir, b, book.Options{Solutions: true}); err != nil {
			t.Fatal(err)
		}
		files, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, f := range files {
			names = append(names, f.Name())
			data, err := os.ReadFile(filepath.Join(dir, f.Name()))
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/golden/svgdir/"+f.Name(), data)
		}
		if want := []string{"puzzle-1.svg", "puzzle-2.svg", "solution-1.svg", "solution-2.svg"}; !slices.Equal(names, want) {
			t.Errorf("files %v, want %v", names, want)
		}
		listed := book.SVGDirNames(b, book.Options{Solutions: true})
		slices.Sort(listed)
		if !slices.Equal(listed, names) {
			t.Errorf("SVGDirNames = %v, files %v", listed, names)
		}
	})
}

// TestSVGDirNames: numbers are padded so the files sort in book order.
func TestSVGDirNames(t *testing.T) {
	b := loadBook(t, "top95.txt", 12)
	dir := t.TempDir()
	if err := book.WriteSVGDir(dir, b, book.Options{}); err != nil {
		t.Fatal(err)
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 12 || files[0].Name() != "puzzle-01.svg" || files[11].Name() != "puzzle-12.svg" {
		t.Errorf("files %v", files)
	}
	if names := book.SVGDirNames(b, book.Options{}); len(names) != 12 || names[0] != "puzzle-01.svg" || names[11] != "puzzle-12.svg" {
		t.Errorf("SVGDirNames = %v", names)
	}
}

// readBack reads puzzles the way the sudoku commands do.
func readBack(t *testing.T, data []byte) []puzzleio.Record {
	t.Helper()
	r := puzzleio.NewReader(bytes.NewReader(data), "export")
	var out []puzzleio.Record
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rec)
	}
}

// TestTextReadsBack: every txt shape reads back, through the commands'
// own reader, as the book's puzzles in order (then its solutions, for the
// grids with an answer key).
func TestTextReadsBack(t *testing.T) {
	b := loadBook(t, "top95.txt", 20)
	for _, tc := range []struct {
		name string
		o    book.Options
	}{
		{"lines", book.Options{}},
		{"lines-solutions", book.Options{Solutions: true}},
		{"grids", book.Options{Text: book.TextGrids}},
		{"grids-solutions", book.Options{Text: book.TextGrids, Solutions: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := book.WriteText(&buf, b, tc.o); err != nil {
				t.Fatal(err)
			}
			var want []grid.Nine
			for _, p := range b.Puzzles {
				want = append(want, p.Puzzle.Givens.Nine())
			}
			if tc.o.Solutions && tc.o.Text == book.TextGrids {
				for _, p := range b.Puzzles {
					want = append(want, p.Solution.Nine())
				}
			}
			recs := readBack(t, buf.Bytes())
			if len(recs) != len(want) {
				t.Fatalf("read %d puzzles back, want %d", len(recs), len(want))
			}
			for i, r := range recs {
				if r.Puzzle.Givens.Nine() != want[i] {
					t.Errorf("record %d: %s, want %s", i+1, r.Puzzle.Givens.Nine(), want[i])
				}
				if tc.o.Solutions && tc.o.Text == book.TextLines && r.Note != b.Puzzles[i].Solution.Nine().String() {
					t.Errorf("line %d: note %q, want the solution", r.Line, r.Note)
				}
			}
		})
	}
}

func TestCSVReadsBack(t *testing.T) {
	b := loadBook(t, "top95.txt", 20)
	b.Puzzles[4].Rating = rated("~10.7")
	b.Puzzles[5].Rating = rated("7.1")
	b.Puzzles[6].Hint = `r1c1: "naked pair", 3,8`
	var buf bytes.Buffer
	if err := book.WriteCSV(&buf, b); err != nil {
		t.Fatal(err)
	}
	recs := readBack(t, buf.Bytes())
	if len(recs) != len(b.Puzzles) {
		t.Fatalf("puzzleio read %d puzzles, want %d", len(recs), len(b.Puzzles))
	}
	rows, err := csv.NewReader(bytes.NewReader(buf.Bytes())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if want := "puzzle,solution,clues,score,grade,rating,number,id,hint"; strings.Join(rows[0], ",") != want {
		t.Errorf("header %v, want %s", rows[0], want)
	}
	for i, p := range b.Puzzles {
		want := []string{p.Puzzle.Givens.Nine().String(), p.Solution.Nine().String(), strconv.Itoa(p.Clues()), strconv.Itoa(p.Score),
			p.Rating.Grade().String(), p.Rating.String(), strconv.Itoa(p.Number), strconv.FormatInt(p.ID, 10)}
		if b.Puzzles[6].Hint != "" {
			want = append(want, p.Hint)
		}
		if !slices.Equal(rows[i+1], want) {
			t.Errorf("row %d: %v, want %v", i+1, rows[i+1], want)
		}
		if recs[i].Puzzle.Givens != p.Puzzle.Givens {
			t.Errorf("puzzleio row %d: %s", i+1, recs[i].Puzzle.Givens.Nine())
		}
	}
}

func TestJSONReadsBack(t *testing.T) {
	b := loadBook(t, "top95.txt", 20)
	b.Puzzles[2].Rating = rated("~10.7")
	b.Puzzles[3].Rating = rated("7.2")
	var buf bytes.Buffer
	if err := book.WriteJSON(&buf, b); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Title, Subtitle string
		Created         time.Time
		Puzzles         []struct {
			Number           int
			ID               int64
			Puzzle, Solution string
			Clues, Score     int
			Grade, Rating    string
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Title != b.Title || got.Subtitle != b.Subtitle || !got.Created.Equal(b.Created) || len(got.Puzzles) != len(b.Puzzles) {
		t.Fatalf("read back %q %q %v with %d puzzles", got.Title, got.Subtitle, got.Created, len(got.Puzzles))
	}
	for i, p := range b.Puzzles {
		g := got.Puzzles[i]
		if g.Number != p.Number || g.ID != p.ID || g.Puzzle != p.Puzzle.Givens.Nine().String() || g.Solution != p.Solution.Nine().String() ||
			g.Clues != p.Clues() || g.Score != p.Score || g.Grade != p.Rating.Grade().String() || g.Rating != p.Rating.String() {
			t.Errorf("puzzle %d read back as %+v", i+1, g)
		}
	}
}

// TestHTMLEscapes: book text is text, never markup.
func TestHTMLEscapes(t *testing.T) {
	b := loadBook(t, "top95.txt", 2)
	b.Title = `Tom & Jerry's <script>alert(1)</script>`
	b.Puzzles[0].Hint = `<b>hard</b>`
	var buf bytes.Buffer
	if err := book.WriteHTML(&buf, b, book.Options{Hints: true}); err != nil {
		t.Fatal(err)
	}
	s := buf.String()
	if strings.Contains(s, "<script>") || strings.Contains(s, "<b>hard</b>") {
		t.Error("book text reached the page as markup")
	}
	if !strings.Contains(s, "Tom &amp; Jerry&#39;s &lt;script&gt;") {
		t.Error("escaped title not found")
	}
}

func TestValidate(t *testing.T) {
	good := func() *book.Book { return loadBook(t, "top95.txt", 3) }
	for _, tc := range []struct {
		name   string
		mutate func(b *book.Book)
		want   error
	}{
		{"no puzzles", func(b *book.Book) { b.Puzzles = nil }, book.ErrNoPuzzles},
		{"number 0", func(b *book.Book) { b.Puzzles[1].Number = 0 }, book.ErrNumber},
		{"number twice", func(b *book.Book) { b.Puzzles[2].Number = 1 }, book.ErrNumber},
		{"wrong solution", func(b *book.Book) { b.Puzzles[1].Solution = b.Puzzles[0].Solution }, book.ErrSolution},
		{"no solution", func(b *book.Book) { b.Puzzles[2].Solution = grid.Grid{} }, book.ErrSolution},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := good()
			tc.mutate(b)
			if err := b.Validate(); !errors.Is(err, tc.want) {
				t.Errorf("Validate: %v, want %v", err, tc.want)
			}
			// Every writer refuses such a book rather than print it.
			for _, f := range book.Formats {
				if err := book.Write(io.Discard, f, b, book.Options{}); !errors.Is(err, tc.want) {
					t.Errorf("Write %s: %v, want %v", f, err, tc.want)
				}
			}
		})
	}
	if err := good().Validate(); err != nil {
		t.Errorf("a good book: %v", err)
	}
}

func TestOptionsRefused(t *testing.T) {
	b := loadBook(t, "top95.txt", 2)
	for _, o := range []book.Options{
		{PerPage: 3}, {PerPage: -1}, {Paper: "a5"}, {Gutter: -1}, {Gutter: 200},
	} {
		for _, f := range []book.Format{book.PDF, book.HTML, book.SVG, book.Text} {
			if err := book.Write(io.Discard, f, b, o); !errors.Is(err, book.ErrOption) {
				t.Errorf("%s with %+v: %v, want ErrOption", f, o, err)
			}
		}
	}
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want book.Format
	}{
		{"pdf", book.PDF}, {"PDF", book.PDF}, {"txt", book.Text}, {"text", book.Text}, {"csv", book.CSV},
		{"json", book.JSON}, {"html", book.HTML}, {"htm", book.HTML}, {"svg", book.SVG}, {"png", ""}, {"", ""},
	} {
		got, err := book.ParseFormat(tc.in)
		if got != tc.want || (err != nil) != (tc.want == "") {
			t.Errorf("ParseFormat(%q) = %q, %v", tc.in, got, err)
		}
		if err != nil && !errors.Is(err, book.ErrFormat) {
			t.Errorf("ParseFormat(%q): %v does not wrap ErrFormat", tc.in, err)
		}
	}
	for _, tc := range []struct {
		in   string
		want book.Paper
	}{
		{"a4", book.A4}, {"A4", book.A4}, {"letter", book.Letter}, {"6x9", book.Trim6x9}, {"8.5x11", book.Trim8x11}, {"a5", ""}, {"", ""},
	} {
		got, err := book.ParsePaper(tc.in)
		if got != tc.want || (err != nil) != (tc.want == "") {
			t.Errorf("ParsePaper(%q) = %q, %v", tc.in, got, err)
		}
	}
}

// TestBuyerLabels: the formats people read (html, txt grids) label a
// puzzle by clues, grade and rating and describe the book by the span of
// its grades and ratings, never by the seed score, which stays in the
// formats for book makers (csv, json).
func TestBuyerLabels(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ratings []string // each puzzle's rating, as rated reads it
		labels  []string
		summary string
	}{
		{"unrated", []string{"", ""},
			[]string{"17 clues", "17 clues"}, "2 puzzles · 17 clues"},
		{"rated", []string{"9.0", "2.0", "4.2"},
			[]string{"17 clues · nightmare 9.0", "17 clues · medium 2.0", "17 clues · hard 4.2"}, "3 puzzles · 17 clues · medium to nightmare · rating 2.0–9.0"},
		{"some unrated", []string{"3.4", "", "5.0"},
			[]string{"17 clues · hard 3.4", "17 clues", "17 clues · expert 5.0"}, "3 puzzles · 17 clues · hard to expert · rating 3.4–5.0"},
		// An estimate is labelled as one and left out of the span of
		// ratings found.
		{"estimated", []string{"~10.7", "9.0"},
			[]string{"17 clues · nightmare ~10.7", "17 clues · nightmare 9.0"}, "2 puzzles · 17 clues · nightmare · rating 9.0"},
		{"only estimated", []string{"~10.7"},
			[]string{"17 clues · nightmare ~10.7"}, "1 puzzle · 17 clues · nightmare"},
		{"one puzzle", []string{"7.1"},
			[]string{"17 clues · extreme 7.1"}, "1 puzzle · 17 clues · extreme · rating 7.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := loadBook(t, "top95.txt", len(tc.ratings)) // all of 17 clues
			for i, r := range tc.ratings {
				b.Puzzles[i].Rating = rated(r)
			}
			var html, txt bytes.Buffer
			if err := book.WriteHTML(&html, b, book.Options{Solutions: true}); err != nil {
				t.Fatal(err)
			}
			if err := book.WriteText(&txt, b, book.Options{Text: book.TextGrids, Solutions: true}); err != nil {
				t.Fatal(err)
			}
			if want := `<p class="summary">` + tc.summary + `</p>`; !strings.Contains(html.String(), want) {
				t.Errorf("html lacks %s", want)
			}
			for i, l := range tc.labels {
				n := strconv.Itoa(i + 1)
				if want := "<b>Puzzle " + n + "</b><span>" + l + "</span>"; !strings.Contains(html.String(), want) {
					t.Errorf("html lacks the label %s", want)
				}
				if want := "\n# Puzzle " + n + " · " + l + "\n"; !strings.Contains(txt.String(), want) {
					t.Errorf("txt lacks the label %q", want)
				}
			}
			for name, s := range map[string]string{"html": html.String(), "txt": txt.String()} {
				if strings.Contains(strings.ToLower(s), "score") {
					t.Errorf("%s speaks of the score", name)
				}
			}
		})
	}
}

// TestAnswerKeyHeading: the answer key of the html book and of the txt
// grids starts under a heading, once; without a key there is none.
func TestAnswerKeyHeading(t *testing.T) {
	b := loadBook(t, "top95.txt", 20)
	for _, tc := range []struct {
		f    book.Format
		o    book.Options
		head string
	}{
		{book.HTML, book.Options{}, `<h2 id="solutions">Solutions</h2>`},
		{book.HTML, book.Options{Paper: book.Trim6x9, PerPage: 2}, `<h2 id="solutions">Solutions</h2>`},
		{book.Text, book.Options{Text: book.TextGrids}, "\n# Solutions\n"},
	} {
		for _, key := range []bool{false, true} {
			tc.o.Solutions = key
			var buf bytes.Buffer
			if err := book.Write(&buf, tc.f, b, tc.o); err != nil {
				t.Fatal(err)
			}
			want := 0
			if key {
				want = 1
			}
			if n := strings.Count(buf.String(), tc.head); n != want {
				t.Errorf("%s %+v: %q %d times, want %d", tc.f, tc.o, tc.head, n, want)
			}
		}
	}
}
