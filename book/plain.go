package book

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// WriteText writes b as plain text. With TextLines (the default) it is one
// canonical puzzle a line (a variant puzzle's canonical JSON line, and
// that of a grid of another size than 9×9, puzzle.Puzzle.String), and
// with o.Solutions the line goes on with a space and the solution (N²
// characters, 1-9 then A-G); nothing else, so any tool that reads puzzle
// lines reads it. With TextGrids each puzzle is an N-line grid with its
// box rules under a '#' heading (puzzleio.AppendSizedGrid) and the answer
// key follows in the same shape; '#' lines are comments to the sudoku
// commands, so this reads back too (puzzleio's reader takes 9×9 grids,
// grid.Geometry.ParseGrid every size), unless o.Symbols print in place
// of the digits: then the grids are for people. A text grid cannot show
// cages, signs or a shape (a jigsaw's regions, diagonals, windows), so in
// a book with such puzzles TextGrids puts each puzzle's line, and each
// solution's, under its heading instead. With o.Hints a "# Hints" section
// of comment lines, one hint a puzzle, follows the puzzles.
func WriteText(w io.Writer, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	lab := labelerOf(b)
	if o.Text == TextGrids {
		lines := b.hasMarks()
		fmt.Fprintf(bw, "# %s\n", title(b))
		if b.Subtitle != "" {
			fmt.Fprintf(bw, "# %s\n", b.Subtitle)
		}
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			fmt.Fprintf(bw, "\n# %s\n", lab.heading(p))
			if lines {
				bw.WriteString(canonical(p))
				bw.WriteByte('\n')
			} else {
				writeGrid(bw, &p.Puzzle, &p.Puzzle.Givens, o.Symbols)
			}
		}
		if o.Hints {
			writeHints(bw, b)
		}
		if o.Solutions {
			fmt.Fprintf(bw, "\n# Solutions\n")
			for i := range b.Puzzles {
				p := &b.Puzzles[i]
				fmt.Fprintf(bw, "\n# Solution %d\n", p.Number)
				if lines {
					bw.WriteString(solutionText(p))
					bw.WriteByte('\n')
				} else {
					writeGrid(bw, &p.Puzzle, &p.Solution, o.Symbols)
				}
			}
		}
	} else {
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			bw.WriteString(canonical(p))
			if o.Solutions {
				bw.WriteByte(' ')
				bw.WriteString(solutionText(p))
			}
			bw.WriteByte('\n')
		}
		if o.Hints {
			writeHints(bw, b)
		}
	}
	return bw.Flush()
}

// writeHints writes the hints section of a text book as comment lines,
// which the sudoku commands skip when they read the book back.
func writeHints(bw *bufio.Writer, b *Book) {
	fmt.Fprintf(bw, "\n# Hints\n")
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		fmt.Fprintf(bw, "# %d. %s\n", p.Number, p.hintText())
	}
}

// hasHints reports whether some puzzle of b has a hint, which csv and json
// then carry.
func (b *Book) hasHints() bool {
	for i := range b.Puzzles {
		if b.Puzzles[i].Hint != "" {
			return true
		}
	}
	return false
}

// canonical is p's canonical text: 81 characters for a classic puzzle, the
// one-line JSON form for a variant or another size (puzzle.Puzzle.String).
func canonical(p *Entry) string {
	return p.Puzzle.String()
}

// solutionText is p's solution as the text forms write it: N² characters,
// 1-9 then A-G (grid.Geometry.FormatGrid), or on joined grids one for
// each cell of the board, as its givens are written
// (puzzle.Puzzle.FormatCells).
func solutionText(p *Entry) string {
	return p.Puzzle.FormatCells(&p.Solution)
}

// writeGrid writes g, the givens or the solution of v, as a printed grid
// with v's box rules (puzzleio.AppendSizedGrid), each digit's character
// replaced by its symbol when sym is set.
func writeGrid(bw *bufio.Writer, v *puzzle.Puzzle, g *grid.Grid, sym Symbols) {
	text := puzzleio.AppendSizedGrid(nil, v.Geometry(), g)
	if sym == nil {
		bw.Write(text)
		return
	}
	// In the rows of cells (the lines that are not rules), every
	// character but the frame's '|', the spaces and the blanks' '.' is a
	// digit's.
	row := false
	for i, c := range text {
		switch {
		case i == 0 || text[i-1] == '\n':
			row = c == '|'
			bw.WriteByte(c)
		case row && c != '|' && c != ' ' && c != '.' && c != '\n':
			d, _ := grid.ParseDigit(c)
			bw.WriteRune(sym[d-1])
		default:
			bw.WriteByte(c)
		}
	}
}

// csvHeader is the CSV column row. The puzzle comes first so that the
// sudoku commands, which take CSV with the puzzle in the first column, read
// an export back; the next four are those of `sudoku score`. A book with
// variant puzzles adds the kind of each (Puzzle.Kind).
var csvHeader = []string{"puzzle", "solution", "clues", "score", "grade", "rating", "number", "id"}

// WriteCSV writes one row per puzzle in book order under a header row:
// puzzle,solution,clues,score,grade,rating,number,id, and kind when the
// book has variant puzzles or grids of another size than 9×9, whose
// puzzle field is the canonical JSON line, and hint when some puzzle has
// one (Puzzle.Hint). A solution is N² characters, 1-9 then A-G.
// Solutions are always there: CSV is for machines, which do not peek.
func WriteCSV(w io.Writer, b *Book) error {
	if err := b.Validate(); err != nil {
		return err
	}
	kinds, hints := b.hasVariants(), b.hasHints()
	cw := csv.NewWriter(w)
	header := csvHeader[:len(csvHeader):len(csvHeader)]
	if kinds {
		header = append(header, "kind")
	}
	if hints {
		header = append(header, "hint")
	}
	cw.Write(header)
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		row := []string{
			canonical(p), solutionText(p), strconv.Itoa(p.Clues()), strconv.Itoa(p.Score),
			p.Rating.Grade().String(), p.Rating.String(), strconv.Itoa(p.Number), strconv.FormatInt(p.ID, 10),
		}
		if kinds {
			row = append(row, p.Puzzle.Kind().String())
		}
		if hints {
			row = append(row, p.Hint)
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// WriteJSON writes the book as one JSON object: title, subtitle, created
// (RFC 3339, left out when zero) and puzzles, each with number, id,
// puzzle, solution, clues, score, grade, rating and hint (these three
// left out when empty). In a book with variant puzzles (or of another
// size than 9×9) each puzzle also has its kind (Puzzle.Kind) after its id
// and a sudokupad link that opens it in SudokuPad at the
// end, and a variant's puzzle is its canonical JSON object
// (puzzle.Puzzle.MarshalJSON), on one line. The solution is N²
// characters, 1-9 then A-G.
func WriteJSON(w io.Writer, b *Book) error {
	if err := b.Validate(); err != nil {
		return err
	}
	// Written by hand rather than by an indenting json.Encoder, which
	// would spread a variant's cages over a line per cell.
	jw := &jsonWriter{w: bufio.NewWriter(w)}
	jw.open('{')
	jw.field("title", title(b))
	if b.Subtitle != "" {
		jw.field("subtitle", b.Subtitle)
	}
	if !b.Created.IsZero() {
		jw.field("created", b.Created)
	}
	jw.key("puzzles")
	jw.open('[')
	links := b.hasVariants()
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		jw.item()
		jw.open('{')
		jw.field("number", p.Number)
		jw.field("id", p.ID)
		if links {
			jw.field("kind", p.Puzzle.Kind().String())
		}
		if p.isVariant() {
			jw.key("puzzle")
			jw.raw(p.Puzzle.AppendJSON(nil))
		} else {
			jw.field("puzzle", p.Puzzle.Givens.Nine().String())
		}
		jw.field("solution", solutionText(p))
		jw.field("clues", p.Clues())
		jw.field("score", p.Score)
		if p.Rating.Rated() {
			jw.field("grade", p.Rating.Grade().String())
			jw.field("rating", p.Rating.String())
		}
		if p.Hint != "" {
			jw.field("hint", p.Hint)
		}
		if links && hasSudokuPad(p) {
			jw.field("sudokupad", sudokuPadURL(b, p))
		}
		jw.close('}')
	}
	jw.close(']')
	jw.close('}')
	jw.w.WriteByte('\n')
	if jw.err != nil {
		return jw.err
	}
	return jw.w.Flush()
}

// hasSudokuPad reports whether p has a SudokuPad link: the f-puzzles
// form that the link carries holds one grid, so a puzzle on joined
// grids has none.
func hasSudokuPad(p *Entry) bool { return !isJoined(&p.Puzzle) }

// sudokuPadURL is the link that opens p in SudokuPad, titled with the
// book's title and the puzzle's number.
func sudokuPadURL(b *Book, p *Entry) string {
	return puzzleio.SudokuPadURL(&p.Puzzle, fmt.Sprintf("%s · Puzzle %d", title(b), p.Number))
}

// jsonWriter writes JSON indented as json.MarshalIndent(v, "", "  ")
// does, value by value.
type jsonWriter struct {
	w     *bufio.Writer
	depth int
	first bool // nothing written yet in the open object or array
	err   error
}

func (j *jsonWriter) newline() {
	j.w.WriteByte('\n')
	for range j.depth {
		j.w.WriteString("  ")
	}
}

func (j *jsonWriter) open(c byte) {
	j.w.WriteByte(c)
	j.depth++
	j.first = true
}

func (j *jsonWriter) close(c byte) {
	j.depth--
	j.newline()
	j.w.WriteByte(c)
	j.first = false
}

// item starts the next member of the open object or array.
func (j *jsonWriter) item() {
	if !j.first {
		j.w.WriteByte(',')
	}
	j.first = false
	j.newline()
}

func (j *jsonWriter) key(k string) {
	j.item()
	j.value(k)
	j.w.WriteString(": ")
}

func (j *jsonWriter) field(k string, v any) {
	j.key(k)
	j.first = false
	j.value(v)
}

func (j *jsonWriter) raw(b []byte) {
	j.first = false
	j.w.Write(b)
}

func (j *jsonWriter) value(v any) {
	b, err := json.Marshal(v)
	if err != nil && j.err == nil {
		j.err = err
	}
	j.w.Write(b)
}
