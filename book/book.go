package book

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// Book is what gets printed: a title and the puzzles in book order.
type Book struct {
	Title    string
	Subtitle string // optional second line of the title page
	// Created is the book's date. It is printed on the title page and is
	// the PDF's creation date, so that exporting the same book again gives
	// the same bytes. The zero time prints no date and stamps the PDF with
	// the Unix epoch, never with the current time.
	Created time.Time
	Puzzles []Entry
}

// Entry is one puzzle of a book, as printed.
type Entry struct {
	Number int   // printed number, 1 or more, unique in the book
	ID     int64 // catalog id; 0 when the puzzle is not from a catalog
	// Puzzle is the puzzle, its cages and signs in canonical order
	// (puzzle.Puzzle.Normalize); Solution is its unique solution.
	Puzzle   puzzle.Puzzle
	Solution grid.Grid
	// Score is the seed score: written to csv and json, for the book
	// maker; the formats people read label a puzzle by its rating.
	Score int
	// Rating is the technique rating, optional: printed, after its
	// grade, as score writes it ("hard 3.4", "~10.7" for an estimate).
	Rating rating.Rating
	// Hint points at the step of the puzzle's solving path where its
	// reader gets stuck, e.g. "r4c7: naked pair 3,8 in row 4 with r4c2";
	// optional. With Options.Hints the PDF, html
	// and txt print it in a hints section after the puzzles; csv and json
	// carry it whenever a puzzle of the book has one.
	Hint string
}

// hintText is what a hints section prints for p: its hint, or that it
// has none.
func (p *Entry) hintText() string {
	if p.Hint == "" {
		return "no hint: the techniques found no first step"
	}
	return p.Hint
}

// difficulty is the grade and rating of the label, e.g. "hard 3.4"; ""
// when the puzzle is not rated.
func (p *Entry) difficulty() string {
	if !p.Rating.Rated() {
		return ""
	}
	return p.Rating.Grade().String() + " " + p.Rating.String()
}

// Clues returns the number of givens.
func (p *Entry) Clues() int { return p.Puzzle.Givens.Clues() }

// isVariant reports whether p is not a classic 9×9 puzzle: it has
// cages, signs or a shape (a jigsaw's regions, diagonals, windows), or
// another size. Its canonical text is then the JSON form.
func (p *Entry) isVariant() bool { return !p.Puzzle.IsClassic() }

// hasMarks reports whether p has more to draw than digits and the box
// lines of its size: cages, signs, or a shape.
func (p *Entry) hasMarks() bool {
	v := &p.Puzzle
	return !v.ClassicShape() || len(v.Cages) > 0 || len(v.Signs) > 0
}

// hasMarks reports whether some puzzle of b has marks (Entry.hasMarks).
func (b *Book) hasMarks() bool {
	for i := range b.Puzzles {
		if b.Puzzles[i].hasMarks() {
			return true
		}
	}
	return false
}

// sizes lists the sizes of b's puzzles, ascending.
func (b *Book) sizes() []int {
	var in [grid.MaxSize + 1]bool
	for i := range b.Puzzles {
		in[b.Puzzles[i].Puzzle.N()] = true
	}
	var out []int
	for n, ok := range in {
		if ok {
			out = append(out, n)
		}
	}
	return out
}

// joined reports whether some puzzle of b lies on joined grids: its
// pages then hold one board each, and its answer key two or four
// (layout.go).
func (b *Book) joined() bool {
	for i := range b.Puzzles {
		if isJoined(&b.Puzzles[i].Puzzle) {
			return true
		}
	}
	return false
}

// hasVariants reports whether any puzzle of b is a variant (isVariant).
func (b *Book) hasVariants() bool {
	for i := range b.Puzzles {
		if b.Puzzles[i].isVariant() {
			return true
		}
	}
	return false
}

// mixed reports whether b holds puzzles of more than one kind, so that
// each puzzle's label names its kind.
func (b *Book) mixed() bool {
	for i := range b.Puzzles {
		if b.Puzzles[i].Puzzle.Kind() != b.Puzzles[0].Puzzle.Kind() {
			return true
		}
	}
	return false
}

// Sentinel errors of Validate.
var (
	// ErrNoPuzzles: a book must hold at least one puzzle.
	ErrNoPuzzles = errors.New("book has no puzzles")
	// ErrSolution: a puzzle's solution is not a solution of its givens.
	ErrSolution = errors.New("solution does not solve the puzzle")
	// ErrNumber: a puzzle number is below 1 or used twice.
	ErrNumber = errors.New("bad puzzle number")
	// ErrVariant: a puzzle's cages or signs break the rules of the variant
	// form (puzzle.Puzzle.Validate).
	ErrVariant = errors.New("bad variant puzzle")
)

// Validate checks what the writers rely on: at least one puzzle, numbers
// that are positive and unique, puzzles of other kinds and sizes than
// the classic 9×9 one that are well formed, and
// solutions that solve their puzzles, cages
// and signs included (printing a wrong answer key is the one mistake a
// book cannot take back).
func (b *Book) Validate() error {
	if len(b.Puzzles) == 0 {
		return ErrNoPuzzles
	}
	seen := make(map[int]int, len(b.Puzzles))
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		if p.Number < 1 {
			return fmt.Errorf("puzzle %d of the book: %w %d", i+1, ErrNumber, p.Number)
		}
		if j, dup := seen[p.Number]; dup {
			return fmt.Errorf("puzzles %d and %d of the book: %w %d used twice", j+1, i+1, ErrNumber, p.Number)
		}
		seen[p.Number] = i
		if v := &p.Puzzle; v.N() != 9 {
			// Its size and box first: the houses come from them.
			if err := v.Validate(); err != nil {
				return fmt.Errorf("puzzle %d: %w: %w", p.Number, ErrVariant, err)
			}
			if !isNormal(v) {
				return fmt.Errorf("puzzle %d: %w: cages and signs are not in canonical order (puzzle.Puzzle.Normalize)", p.Number, ErrVariant)
			}
			if !v.Solves(&p.Solution) {
				return fmt.Errorf("puzzle %d (%s): %w", p.Number, v, ErrSolution)
			}
			continue
		}
		// A grid of another shape than the classic one (a jigsaw, an X,
		// a windoku) is solved in its own houses, not in the boxes.
		if v := &p.Puzzle; !v.ClassicShape() && !v.Solves(&p.Solution) ||
			v.ClassicShape() && !p.Solution.Nine().IsSolutionOf(v.Givens.Nine()) {
			return fmt.Errorf("puzzle %d (%s): %w", p.Number, p.Puzzle.Givens.Nine(), ErrSolution)
		}
		if v := &p.Puzzle; !v.IsClassic() {
			if err := v.Validate(); err != nil {
				return fmt.Errorf("puzzle %d: %w: %w", p.Number, ErrVariant, err)
			}
			if !isNormal(v) {
				return fmt.Errorf("puzzle %d: %w: cages and signs are not in canonical order (puzzle.Puzzle.Normalize)", p.Number, ErrVariant)
			}
			if !v.Solves(&p.Solution) {
				return fmt.Errorf("puzzle %d (%s): %w: it breaks a cage or a sign", p.Number, v, ErrSolution)
			}
		}
	}
	return nil
}

// isNormal reports whether v's cages and signs are in the order Normalize
// gives them, which the text forms and the sum labels (in each cage's
// first cell) rely on.
func isNormal(v *puzzle.Puzzle) bool {
	q := v.Clone()
	q.Normalize()
	if len(q.Signs) != len(v.Signs) {
		return false
	}
	for i := range q.Cages {
		if !slices.Equal(q.Cages[i].Cells, v.Cages[i].Cells) {
			return false
		}
	}
	return slices.Equal(q.Signs, v.Signs)
}

// Paper is a page size: two office papers for home printing and two common
// trims of printed books, which get an inner gutter.
type Paper string

// The paper sizes.
const (
	A4       Paper = "a4"     // 210 × 297 mm
	Letter   Paper = "letter" // 8.5 × 11 in
	Trim6x9  Paper = "6x9"    // 6 × 9 in book trim
	Trim8x11 Paper = "8.5x11" // 8.5 × 11 in book trim
)

// Papers lists the paper sizes in the order help texts show them.
var Papers = []Paper{A4, Letter, Trim6x9, Trim8x11}

// ParsePaper reads a paper name as the CLI takes it (case-insensitive).
func ParsePaper(s string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(s, string(p)) {
			return p, nil
		}
	}
	return "", fmt.Errorf("unknown paper %q (want one of a4, letter, 6x9, 8.5x11)", s)
}

// IsTrim reports whether p is a book trim, printed double-sided and bound,
// so that its inner margin alternates sides between odd and even pages.
func (p Paper) IsTrim() bool { return p == Trim6x9 || p == Trim8x11 }

// PerPageValues are the accepted numbers of puzzles per page.
var PerPageValues = []int{1, 2, 4, 6}

// TextStyle chooses between the two shapes of the txt format.
type TextStyle int

const (
	// TextLines writes one canonical puzzle a line (81 characters, '.' for
	// blanks), followed by a space and its solution when the answer key is
	// on; the sudoku commands read such a file back.
	TextLines TextStyle = iota
	// TextGrids writes each puzzle as a 9-line grid with box rules under a
	// '#' heading, and the answer key the same way at the end.
	TextGrids
)

// Options are the choices of a book maker. The zero value is a usable
// default: A4, 4 classic puzzles a page, no answer key, automatic gutter.
type Options struct {
	// PerPage is how many puzzles a page holds: 1, 2, 4 or 6, at most
	// what the book's largest grid allows (perPageOf): the children's
	// 4×4 to 6×6 grids and 10×10 and 11×11 come two a page, 12×12 and
	// larger one. 0 means the default of that size, 4 for 7×7 to 9×9.
	PerPage   int
	Paper     Paper // "" means A4
	Solutions bool  // append an answer key (PDF, txt, html, svg)
	// Hints adds a section of hints, each puzzle's Hint, after the puzzles
	// and before the answer key (PDF, html, txt).
	Hints bool
	// Gutter is the inner margin of the book trims in points (1/72 in).
	// 0 picks it from the page count, as print-on-demand services ask:
	// a thicker book needs more room at the spine.
	Gutter float64
	Text   TextStyle // the shape of txt output
	// Shade fills killer cages with light greys, neighbouring cages in
	// different ones, for reading on a screen (PDF, html, svg); print
	// books leave the paper white.
	Shade bool
	// Symbols print in place of the digits (ParseSymbols): in the PDF,
	// html, svg and txt's printed grids. nil prints the digits, 1 to 16.
	// They need a book of puzzles of their size, without cages or signs.
	Symbols Symbols
}

// normalized fills in the defaults for book b and checks the values:
// puzzles a page as b's largest grid allows.
func (o Options) normalized(b *Book) (Options, error) {
	if o.Paper == "" {
		o.Paper = A4
	}
	ok := o.PerPage == 0
	for _, v := range PerPageValues {
		ok = ok || o.PerPage == v
	}
	if !ok {
		return o, fmt.Errorf("%w: %d puzzles per page (want 1, 2, 4 or 6)", ErrOption, o.PerPage)
	}
	most, def := perPageOf(slices.Max(b.sizes()))
	if b.joined() {
		// A joined board takes a page, large enough to write in.
		most, def = 1, 1
	}
	if o.PerPage == 0 {
		o.PerPage = def
	}
	o.PerPage = min(o.PerPage, most)
	if _, err := ParsePaper(string(o.Paper)); err != nil {
		return o, fmt.Errorf("%w: %v", ErrOption, err)
	}
	if o.Gutter < 0 || o.Gutter > 144 {
		return o, fmt.Errorf("%w: gutter %gpt (want 0 to 144)", ErrOption, o.Gutter)
	}
	return o, nil
}

// ErrOption: an Options field holds a value no writer accepts.
var ErrOption = errors.New("bad option")

// Format is an output format.
type Format string

// The output formats.
const (
	PDF  Format = "pdf"
	Text Format = "txt"
	CSV  Format = "csv"
	JSON Format = "json"
	HTML Format = "html"
	SVG  Format = "svg"
)

// Formats lists the output formats in the order help texts show them.
var Formats = []Format{PDF, Text, CSV, JSON, HTML, SVG}

// ErrFormat: an unknown format name, or a file name whose extension names
// no format.
var ErrFormat = errors.New("unknown format")

// ParseFormat reads a format name (case-insensitive; "text" is txt, "htm"
// is html).
func ParseFormat(s string) (Format, error) {
	switch l := strings.ToLower(s); l {
	case "text":
		return Text, nil
	case "htm":
		return HTML, nil
	default:
		for _, f := range Formats {
			if l == string(f) {
				return f, nil
			}
		}
	}
	return "", fmt.Errorf("%w %q (want one of pdf, txt, csv, json, html, svg)", ErrFormat, s)
}

// FormatOf returns the format named by path's extension (book.pdf is PDF).
func FormatOf(path string) (Format, error) {
	ext := filepath.Ext(path)
	if ext == "" {
		return "", fmt.Errorf("%w: %q has no extension", ErrFormat, path)
	}
	f, err := ParseFormat(ext[1:])
	if err != nil {
		return "", fmt.Errorf("%w: extension %q of %q", ErrFormat, ext, path)
	}
	return f, nil
}

// Write writes b to w in format f. SVG here is the single-sheet form; see
// WriteSVGDir for one file per grid.
func Write(w io.Writer, f Format, b *Book, o Options) error {
	switch f {
	case PDF:
		return WritePDF(w, b, o)
	case Text:
		return WriteText(w, b, o)
	case CSV:
		return WriteCSV(w, b)
	case JSON:
		return WriteJSON(w, b)
	case HTML:
		return WriteHTML(w, b, o)
	case SVG:
		return WriteSVG(w, b, o)
	}
	return fmt.Errorf("%w %q", ErrFormat, f)
}

// prepare is the common start of every writer.
func prepare(b *Book, o Options) (Options, error) {
	if err := b.Validate(); err != nil {
		return o, err
	}
	if err := o.Symbols.check(b); err != nil {
		return o, fmt.Errorf("%w: %w", ErrOption, err)
	}
	return o.normalized(b)
}

// perPageOf returns how many puzzles of size n a page holds at most, and
// by default. The children's grids, 4×4 to 6×6, come one or two a page,
// so that their cells are large and their digits big; 10×10 and 11×11,
// with numbers of two digits, two a page; 12×12 and larger (to 25×25) one a page,
// whose cells are then about those of a 9×9 grid four a page. 7×7 to
// 9×9 take any number.
func perPageOf(n int) (most, def int) {
	switch {
	case n <= 6:
		return 2, 2
	case n <= 9:
		return 6, 4
	case n <= 11:
		return 2, 2
	}
	return 1, 1
}
