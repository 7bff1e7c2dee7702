// Package puzzleio reads Sudoku puzzle collections in the input forms of the
// CLI contract, detecting the form per stream from its first content line:
//
//   - one puzzle per line: 81 cells, then optionally a separator and a note
//     (a comment, a rating, a name) that is kept; or a variant puzzle as a
//     JSON object or a link, which may be followed by a note the same way;
//   - printed 9-line grids, cells separated by nothing, spaces or '|', box
//     rules of '-', '+' and '=' ignored, puzzles separated by blank lines;
//     told a layout of joined grids (SetLayout), printed boards of its H
//     lines of W characters, holes as spaces, and plain lines of its
//     board's cells;
//   - CSV with a header; the puzzle is the column named puzzle, quizzes,
//     question, grid or sudoku, else the first one (81 cells, or a variant
//     puzzle as a JSON object or a link), and the other fields are kept as
//     the note.
//
// Blank lines and lines starting with '#' are skipped in every form. Each
// puzzle is checked, a classic one with grid.Parse and Grid.Validate, one
// in a JSON form or a link (cages, signs, jigsaw regions, diagonals,
// windows) with puzzle.Puzzle.Validate; a bad one comes back as an *Error
// naming its line, and reading goes on after it.
package puzzleio

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// Record is one puzzle read from a collection.
type Record struct {
	// Line is the 1-based line the puzzle starts on.
	Line int
	// Puzzle is the puzzle, of any kind, validated (puzzle.Puzzle.Validate).
	Puzzle puzzle.Puzzle
	// Note is whatever followed the puzzle on its line (CSV: the other
	// fields, joined by commas), trimmed; empty when there is none.
	Note string
}

// Error is a puzzle that could not be read. Reading goes on after it.
type Error struct {
	Name string // the stream's name, as given to NewReader
	Line int
	Err  error // wraps one of the solve sentinels, or ErrGrid, ErrCSV
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %v", e.Name, e.Line, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

var (
	// ErrGrid: a printed grid with a row of the wrong width or too few rows.
	ErrGrid = errors.New("bad grid")
	// ErrCSV: a CSV record that cannot be split into fields.
	ErrCSV = errors.New("bad CSV")
	// ErrLong: a line longer than MaxLine. Its bytes are skipped unread.
	ErrLong = errors.New("line too long")
	// ErrNotPuzzles is returned by Next, which then stops, when the first
	// MaxBadStart puzzles of a stream all fail: a binary file, or text of
	// another kind, is not read to its end.
	ErrNotPuzzles = errors.New("not a puzzle file")
)

// MaxLine is the longest line Reader takes, in bytes: puzzle lines with
// notes, CSV rows and one-line JSON puzzles are far shorter, and a file
// that is one huge line is read in bounded memory.
const MaxLine = 1 << 20

// MaxBadStart is how many unreadable puzzles in a row, before the first
// good one, make Next give up on a stream with ErrNotPuzzles.
const MaxBadStart = 32

// Form is the input form a stream was detected as.
type Form int

// The input forms.
const (
	Unknown Form = iota // nothing read yet, or an empty stream
	Lines
	Grids
	CSV
	// JSON is one or more JSON objects that may span lines, such as a
	// pretty-printed f-puzzles file; one-line objects are read as Lines.
	JSON
)

func (f Form) String() string {
	return [...]string{"unknown", "lines", "grids", "csv", "json"}[f]
}

// Reader reads puzzles from one stream.
type Reader struct {
	name string
	br   *bufio.Reader
	line int  // lines consumed from br
	form Form //
	eof  bool
	csv  *csv.Reader
	col  int // CSV: the puzzle column
	// good counts the puzzles read and badStart the errors before the
	// first of them.
	good, badStart int
	// The JSON form: the stream's text and a decoder over it.
	jsonText []byte
	json     *json.Decoder
	pending  *Error // an error found by detect, for the next call
	// geo is the grid of plain lines, printed grids and CSV cells: nil
	// for the classic 9×9 (SetGeometry).
	geo *grid.Geometry
	// layout, when not nil, is the board of joined grids that plain
	// lines, printed boards and CSV cells are on (SetLayout).
	layout *grid.Layout
}

// SetGeometry makes r read plain lines, printed grids and CSV puzzle
// fields as grids of geometry g: N² cells a line (digits 1-9 then A-P,
// either case), N rows a printed grid, the puzzle of its size and box
// shape. The JSON forms and links say their own size. Call it before the
// first Next; a nil g, or the 9×9 grid with 3×3 boxes, is the default.
func (r *Reader) SetGeometry(g *grid.Geometry) {
	if g == grid.Classic {
		g = nil
	}
	r.geo = g
}

// n returns the size of the grids r reads in the plain forms.
func (r *Reader) n() int {
	if r.geo == nil {
		return 9
	}
	return r.geo.N
}

// isCell reports whether c is a cell of the plain forms: a digit or a
// blank, and on grids above 9×9 the letters A-G of the grids up to
// 16×16, and past them those up to the grid's last digit (either case):
// a letter of those above the size is a cell, which ParseGrid refuses by
// name, any other a bad character.
func (r *Reader) isCell(c byte) bool {
	if grid.IsCell(c) || r.n() <= 9 {
		return grid.IsCell(c)
	}
	last := grid.DigitChar(uint8(max(r.n(), 16)))
	return c >= 'A' && c <= last || c >= 'a' && c <= last+'a'-'A'
}

// sized returns the puzzle of g's first N² cells on r's geometry,
// validated.
func (r *Reader) sized(g grid.Grid) (puzzle.Puzzle, error) {
	p := puzzle.Puzzle{Size: r.geo.N, Box: r.geo.Box, Givens: g}
	p.Normalize()
	return p, p.Validate()
}

// NewReader returns a Reader for r; name is used in errors ("FILE:LINE:").
func NewReader(r io.Reader, name string) *Reader {
	return &Reader{name: name, br: bufio.NewReaderSize(r, 64<<10)}
}

// Form reports the form detected so far (Unknown before the first Next).
func (r *Reader) Form() Form { return r.form }

// Next returns the next puzzle. A puzzle that cannot be read is returned as
// an *Error, and the following call goes on with the next one. At the end
// of the stream Next returns io.EOF; any other error is a read failure,
// or ErrNotPuzzles, after which the stream is not read further.
func (r *Reader) Next() (Record, error) {
	if r.badStart >= MaxBadStart {
		return Record{}, io.EOF
	}
	rec, err := r.next()
	var pe *Error
	switch {
	case err == nil:
		r.good++
	case errors.As(err, &pe) && r.good == 0:
		if r.badStart++; r.badStart == MaxBadStart {
			return Record{}, fmt.Errorf("%w: the first %d puzzles are all unreadable (the last: line %d: %v)", ErrNotPuzzles, MaxBadStart, pe.Line, pe.Err)
		}
	}
	return rec, err
}

func (r *Reader) next() (Record, error) {
	if r.form == Unknown {
		if err := r.detect(); err != nil {
			return Record{}, err
		}
	}
	switch r.form {
	case Grids:
		if r.layout != nil {
			return r.nextBoard()
		}
		return r.nextGrid()
	case CSV:
		return r.nextCSV()
	case JSON:
		return r.nextJSON()
	}
	return r.nextLine()
}

// errLong marks a line that readLine cut: what it returns of the line is
// its first MaxLine bytes.
var errLong = fmt.Errorf("%w (more than %d bytes)", ErrLong, MaxLine)

// readLine returns the next line without its line ending. A line longer
// than MaxLine comes back cut to MaxLine bytes with errLong, the rest of
// it skipped, so that memory stays bounded whatever the input.
func (r *Reader) readLine() (string, error) {
	if r.eof {
		return "", io.EOF
	}
	var line []byte
	long := false
	for {
		chunk, err := r.br.ReadSlice('\n')
		if n := MaxLine - len(line); len(chunk) > n {
			chunk, long = chunk[:n], true
		}
		line = append(line, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			r.eof = true
			if len(line) == 0 && !long {
				return "", io.EOF
			}
			break
		}
		if err != nil {
			return "", err
		}
		break
	}
	r.line++
	s := string(line)
	if r.line == 1 {
		s = strings.TrimPrefix(s, "\ufeff")
	}
	s = strings.TrimRight(s, "\r\n")
	if long {
		return s, errLong
	}
	return s, nil
}

func skip(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || t[0] == '#'
}

// detect reads up to the first content line and decides the form. Lines
// read are kept and handed back to the form's own reading.
func (r *Reader) detect() error {
	var seen bytes.Buffer
	for {
		line, err := r.readLine()
		switch {
		case err == io.EOF:
			r.form = Lines
			return io.EOF
		case err == errLong:
			// No form has such lines. Read on line by line after it;
			// the next call reports it, and MaxBadStart ends a stream
			// of them.
			r.form = Lines
			r.pending = &Error{Name: r.name, Line: r.line, Err: errLong}
			return nil
		case err != nil:
			return err
		}
		seen.WriteString(line)
		seen.WriteByte('\n')
		if skip(line) {
			continue
		}
		r.form = r.formOf(line)
		// Hand everything seen back, so line numbers stay right.
		r.br = bufio.NewReaderSize(io.MultiReader(&seen, r.rest()), 64<<10)
		r.line, r.eof = 0, false
		if r.form == CSV {
			return r.startCSV()
		}
		return nil
	}
}

// rest is what remains of the stream after the lines detect consumed.
func (r *Reader) rest() io.Reader {
	if r.eof {
		return strings.NewReader("")
	}
	return r.br
}

// formOf guesses the form from the first content line.
func (r *Reader) formOf(line string) Form {
	if t := strings.TrimSpace(line); strings.HasPrefix(t, "{") {
		if p, _ := splitNote(t); json.Valid([]byte(p)) {
			return Lines // a whole object on the line, perhaps with a note
		}
		return JSON
	}
	size := r.n()
	if r.layout != nil {
		cells := r.leadingCells(strings.TrimSpace(line))
		switch {
		case cells < r.layout.Cells() && strings.Contains(line, ","):
			return CSV
		case cells >= r.layout.Cells():
			return Lines
		case r.isBoardRow(line):
			return Grids
		}
		return Lines
	}
	cells := r.leadingCells(strings.TrimSpace(line))
	if cells < size*size && strings.Contains(line, ",") {
		return CSV
	}
	if cells >= size*size {
		return Lines
	}
	if n, ok := r.rowCells(line); ok && n == size || grid.IsRule(line) {
		return Grids
	}
	return Lines
}

func (r *Reader) leadingCells(s string) int {
	n := 0
	for n < len(s) && r.isCell(s[n]) {
		n++
	}
	return n
}

// rowCells counts the cells of a printed grid row; ok is false if the line
// has anything but cells, spaces, tabs and '|'.
func (r *Reader) rowCells(line string) (n int, ok bool) {
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case r.isCell(c):
			n++
		case c == ' ' || c == '\t' || c == '|':
		default:
			return n, false
		}
	}
	return n, true
}

func (r *Reader) fail(line int, err error) (Record, error) {
	return Record{}, &Error{Name: r.name, Line: line, Err: err}
}

// nextLine reads the one-puzzle-per-line form.
func (r *Reader) nextLine() (Record, error) {
	if e := r.pending; e != nil {
		r.pending = nil
		return Record{}, e
	}
	for {
		line, err := r.readLine()
		if err == errLong {
			return r.fail(r.line, err)
		}
		if err != nil {
			return Record{}, err
		}
		if skip(line) {
			continue
		}
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "{") || IsLink(t) {
			p, note := splitNote(t)
			rec, err := parseVariant(p)
			if err != nil {
				return r.fail(r.line, err)
			}
			rec.Line, rec.Note = r.line, note
			return rec, nil
		}
		if r.layout != nil {
			p, note, err := r.parseBoardLine(t)
			if err != nil {
				return r.fail(r.line, err)
			}
			return Record{Line: r.line, Puzzle: p, Note: note}, nil
		}
		if r.geo != nil {
			p, note, err := r.parseSizedLine(t)
			if err != nil {
				return r.fail(r.line, err)
			}
			return Record{Line: r.line, Puzzle: p, Note: note}, nil
		}
		g, note, err := r.parseLine(t)
		if err != nil {
			return r.fail(r.line, err)
		}
		return Record{Line: r.line, Puzzle: puzzle.ClassicOf(g), Note: note}, nil
	}
}

// splitNote splits a line holding a JSON object or a link into the puzzle
// and the note after it, which follows a separator as on a classic line
// (a book's answer key puts the solution there). A line that does not
// split so is returned whole, for parseVariant to say what is wrong.
func splitNote(t string) (puzzle, note string) {
	end := strings.IndexAny(t, " \t") // a link ends at a space
	if strings.HasPrefix(t, "{") {
		dec := json.NewDecoder(strings.NewReader(t))
		var raw json.RawMessage
		if dec.Decode(&raw) != nil {
			return t, ""
		}
		end = int(dec.InputOffset())
	}
	if end < 0 || end >= len(t) || !isSeparator(t[end]) {
		return t, ""
	}
	return t[:end], strings.TrimSpace(strings.TrimLeft(t[end:], " \t,;:|"))
}

// parseVariant reads a puzzle in one of the JSON forms, the variant form
// or f-puzzles (an object with a "grid"), or an f-puzzles or SudokuPad
// link. A puzzle with neither cages nor signs comes back classic.
func parseVariant(t string) (Record, error) {
	var p puzzle.Puzzle
	var err error
	switch {
	case IsLink(t):
		p, err = ParseLink(t)
	case isFPuzzles([]byte(t)):
		p, err = ParseFPuzzles([]byte(t))
	default:
		p, err = puzzle.Parse(t)
	}
	if err != nil {
		return Record{}, err
	}
	return Record{Puzzle: p}, nil
}

// isFPuzzles reports whether a JSON object is in f-puzzles form: it has a
// "grid" key, which the variant form does not.
func isFPuzzles(b []byte) bool {
	var keys map[string]json.RawMessage
	if json.Unmarshal(b, &keys) != nil {
		return false
	}
	_, ok := keys["grid"]
	return ok
}

// maxJSON bounds what the JSON form reads of a stream: far more than any
// puzzle file of objects needs.
const maxJSON = 64 << 20

// nextJSON reads the next object of the JSON form. The whole stream is
// read at the first call, up to maxJSON bytes.
func (r *Reader) nextJSON() (Record, error) {
	if r.json == nil {
		b, err := io.ReadAll(io.LimitReader(r.br, maxJSON+1))
		if err != nil {
			return Record{}, err
		}
		if len(b) > maxJSON {
			return Record{}, fmt.Errorf("%w: a JSON stream of more than %d bytes", ErrLong, maxJSON)
		}
		r.jsonText = b
		r.json = json.NewDecoder(bytes.NewReader(b))
	}
	start := r.json.InputOffset()
	var raw json.RawMessage
	err := r.json.Decode(&raw)
	// The object starts at its first non-space byte after start.
	at := int(start)
	for at < len(r.jsonText) && isSpace(r.jsonText[at]) {
		at++
	}
	line := 1 + bytes.Count(r.jsonText[:at], []byte{'\n'})
	switch {
	case err == io.EOF:
		return Record{}, io.EOF
	case err != nil:
		// A broken stream cannot be read on: report it and stop.
		r.json = json.NewDecoder(bytes.NewReader(nil))
		return r.fail(line, fmt.Errorf("%w: %v", puzzle.ErrJSON, err))
	}
	rec, err := parseVariant(string(raw))
	if err != nil {
		return r.fail(line, err)
	}
	rec.Line = line
	return rec, nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// parseLine splits a line into its 81 cells and its note.
func (r *Reader) parseLine(s string) (grid.Nine, string, error) {
	n := r.leadingCells(s)
	if n != 81 {
		if n < len(s) && n < 81 && !isSeparator(s[n]) {
			return grid.Nine{}, "", grid.CharError(s[n], n)
		}
		return grid.Nine{}, "", grid.LengthError(n)
	}
	g, err := grid.Parse(s[:81])
	if err != nil {
		return g, "", err
	}
	if err := g.Validate(); err != nil {
		return g, "", err
	}
	note := strings.TrimLeft(s[81:], " \t,;:|")
	return g, strings.TrimSpace(note), nil
}

// parseSizedLine splits a line into the N² cells of r's geometry and its
// note.
func (r *Reader) parseSizedLine(s string) (puzzle.Puzzle, string, error) {
	cells := r.geo.Cells()
	n := r.leadingCells(s)
	if n != cells {
		if n < len(s) && n < cells && !isSeparator(s[n]) {
			return puzzle.Puzzle{}, "", fmt.Errorf("%w %q at cell %d (want 1-%c, or . for a blank)", grid.ErrChar, s[n], n+1, grid.DigitChar(uint8(r.geo.N)))
		}
		return puzzle.Puzzle{}, "", fmt.Errorf("%w: %d cells, want %d for a %dx%d grid", grid.ErrLength, n, cells, r.geo.N, r.geo.N)
	}
	g, err := r.geo.ParseGrid(s[:cells])
	if err != nil {
		return puzzle.Puzzle{}, "", err
	}
	p, err := r.sized(g)
	note := strings.TrimLeft(s[cells:], " \t,;:|")
	return p, strings.TrimSpace(note), err
}

func isSeparator(c byte) bool {
	switch c {
	case ' ', '\t', ',', ';', ':', '|':
		return true
	}
	return false
}

// nextGrid reads one printed grid: nine rows, box rules skipped, ended by a
// blank line or the ninth row.
func (r *Reader) nextGrid() (Record, error) {
	var g grid.Grid
	size := r.n()
	rows, start := 0, 0
	var bad error
	badLine := 0
	for {
		line, err := r.readLine()
		if err == io.EOF {
			break
		}
		if err == errLong {
			if bad == nil {
				bad, badLine = err, r.line
			}
			if rows == 0 {
				start = r.line
			}
			continue
		}
		if err != nil {
			return Record{}, err
		}
		t := strings.TrimSpace(line)
		if t == "" {
			if rows == 0 && bad == nil {
				continue // blank lines between grids
			}
			break
		}
		if t[0] == '#' || grid.IsRule(t) {
			continue
		}
		if rows == 0 && bad == nil {
			start = r.line
		}
		if bad != nil {
			continue // skip the rest of a bad grid
		}
		if rows == size {
			bad, badLine = fmt.Errorf("%w: more than %d rows", ErrGrid, size), r.line
			continue
		}
		n, ok := r.rowCells(t)
		if !ok {
			bad, badLine = r.badRowChar(t, rows), r.line
			continue
		}
		if n != size {
			bad, badLine = fmt.Errorf("%w: row %d has %d cells, want %d", ErrGrid, rows+1, n, size), r.line
			continue
		}
		k := 0
		for i := 0; i < len(t); i++ {
			if c := t[i]; r.isCell(c) {
				if d, ok := grid.ParseDigit(c); ok {
					g[rows*size+k] = d
				}
				k++
			}
		}
		rows++
		if rows == size {
			// A grid is complete after its last row; do not wait for a blank.
			if r.geo != nil {
				p, err := r.sized(g)
				if err != nil {
					return r.fail(start, err)
				}
				return Record{Line: start, Puzzle: p}, nil
			}
			if nine := g.Nine(); nine.Validate() != nil {
				return r.fail(start, nine.Validate())
			}
			return Record{Line: start, Puzzle: puzzle.Puzzle{Givens: g}}, nil
		}
	}
	switch {
	case bad != nil:
		return r.fail(badLine, bad)
	case rows == 0:
		return Record{}, io.EOF
	}
	return r.fail(start, fmt.Errorf("%w: %d rows, want %d", ErrGrid, rows, size))
}

func (r *Reader) badRowChar(t string, row int) error {
	for i := 0; i < len(t); i++ {
		if c := t[i]; !r.isCell(c) && c != ' ' && c != '\t' && c != '|' {
			return fmt.Errorf("%w %q in row %d", grid.ErrChar, rune(c), row+1)
		}
	}
	return fmt.Errorf("%w in row %d", grid.ErrChar, row+1)
}

// puzzleColumns are header names that hold the puzzle, in common CSV
// collections (Kaggle's "quizzes", "puzzle", ...).
var puzzleColumns = map[string]bool{"puzzle": true, "quizzes": true, "quiz": true, "question": true, "grid": true, "sudoku": true}

func (r *Reader) startCSV() error {
	r.csv = csv.NewReader(&lineCap{r: r.br})
	r.csv.Comment = '#'
	r.csv.FieldsPerRecord = -1
	r.csv.LazyQuotes = true
	r.csv.ReuseRecord = true
	header, err := r.csv.Read()
	if err != nil {
		return err
	}
	for i, h := range header {
		if puzzleColumns[strings.ToLower(strings.TrimSpace(h))] {
			r.col = i
			break
		}
	}
	return nil
}

// nextCSV reads one CSV record.
func (r *Reader) nextCSV() (Record, error) {
	rec, err := r.csv.Read()
	line, _ := r.csv.FieldPos(0)
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return r.fail(pe.StartLine, fmt.Errorf("%w: %v", ErrCSV, pe.Err))
	}
	if err != nil {
		return Record{}, err
	}
	if r.col >= len(rec) {
		return r.fail(line, fmt.Errorf("%w: %d fields, the puzzle is field %d", ErrCSV, len(rec), r.col+1))
	}
	p := strings.TrimSpace(rec[r.col])
	rest := make([]string, 0, len(rec)-1)
	rest = append(rest, rec[:r.col]...)
	rest = append(rest, rec[r.col+1:]...)
	if strings.HasPrefix(p, "{") || IsLink(p) {
		v, err := parseVariant(p)
		if err != nil {
			return r.fail(line, err)
		}
		v.Line, v.Note = line, strings.Join(rest, ",")
		return v, nil
	}
	if r.layout != nil {
		v, note, err := r.parseBoardLine(p)
		if err == nil && note != "" {
			err = fmt.Errorf("%w: more than %d cells", grid.ErrLength, r.layout.Cells())
		}
		if err != nil {
			return r.fail(line, err)
		}
		return Record{Line: line, Puzzle: v, Note: strings.Join(rest, ",")}, nil
	}
	if r.geo != nil {
		v, note, err := r.parseSizedLine(p)
		if err == nil && note != "" {
			err = fmt.Errorf("%w: more than %d cells", grid.ErrLength, r.geo.Cells())
		}
		if err != nil {
			return r.fail(line, err)
		}
		return Record{Line: line, Puzzle: v, Note: strings.Join(rest, ",")}, nil
	}
	if n := r.leadingCells(p); n != len(p) {
		if n < 81 {
			return r.fail(line, grid.CharError(p[n], n))
		}
		return r.fail(line, fmt.Errorf("%w: more than 81 cells", grid.ErrLength))
	}
	g, err := grid.Parse(p)
	if err == nil {
		err = g.Validate()
	}
	if err != nil {
		return r.fail(line, err)
	}
	return Record{Line: line, Puzzle: puzzle.ClassicOf(g), Note: strings.Join(rest, ",")}, nil
}

// lineCap passes r through until a line grows past MaxLine bytes, then
// fails with ErrLong: encoding/csv keeps a whole record in memory.
type lineCap struct {
	r   io.Reader
	run int // bytes since the last newline
}

func (c *lineCap) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for _, b := range p[:n] {
		if b == '\n' {
			c.run = 0
		} else if c.run++; c.run > MaxLine {
			return 0, errLong
		}
	}
	return n, err
}
