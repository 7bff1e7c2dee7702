package puzzleio

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// SetLayout makes r read plain lines, printed boards and CSV puzzle
// fields as puzzles on the joined grids of layout l (docs/gattai.md): a
// line of l.Cells() cells, holes left out; a printed board of l.H lines
// of l.W characters, holes as spaces (trailing ones may be left out),
// boards separated by blank lines. The JSON forms say their own layout.
// Call it before the first Next, instead of SetGeometry; nil is the
// default, one 9×9 grid.
func (r *Reader) SetLayout(l *grid.Layout) { r.layout = l }

// joined returns the puzzle of the board givens g on r's layout,
// validated.
func (r *Reader) joined(g *grid.Grid) (puzzle.Puzzle, error) {
	p := puzzle.Puzzle{Layout: r.layout, Givens: *g}
	p.Normalize()
	return p, p.Validate()
}

// parseBoardLine splits a plain line into the cells of r's layout and
// its note.
func (r *Reader) parseBoardLine(s string) (puzzle.Puzzle, string, error) {
	cells := r.layout.Cells()
	n := r.leadingCells(s)
	if n != cells {
		if n < len(s) && n < cells && !isSeparator(s[n]) {
			return puzzle.Puzzle{}, "", fmt.Errorf("%w %q at cell %d (want 1-9, or . for a blank)", grid.ErrChar, s[n], n+1)
		}
		return puzzle.Puzzle{}, "", fmt.Errorf("%w: %d cells, want %d for %s", grid.ErrLength, n, cells, r.layout.Describe())
	}
	g := new(grid.Grid)
	if err := r.layout.ParseGivens(s[:cells], g[:cells]); err != nil {
		return puzzle.Puzzle{}, "", err
	}
	p, err := r.joined(g)
	note := strings.TrimLeft(s[cells:], " \t,;:|")
	return p, strings.TrimSpace(note), err
}

// isBoardRow reports whether line could be a row of a printed board of
// r's layout: cells and spaces only, at most W characters once trailing
// spaces are dropped, and not a whole line of cells.
func (r *Reader) isBoardRow(line string) bool {
	t := strings.TrimRight(line, " \t\r")
	if t == "" || len(t) > r.layout.W {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !grid.IsCell(c) && c != ' ' {
			return false
		}
	}
	return true
}

// emptyRow reports whether row k of r's layout's board is all holes, as
// a list layout's may be between grids that do not touch: a blank line
// there is that row, not the end of the board.
func (r *Reader) emptyRow(k int) bool {
	for c := range r.layout.W {
		if r.layout.CellAt(k, c) >= 0 {
			return false
		}
	}
	return true
}

// nextBoard reads one printed board of r's layout: H rows, ended by its
// last row; blank lines and comments before it are skipped.
func (r *Reader) nextBoard() (Record, error) {
	h := r.layout.H
	rows := make([]string, 0, h)
	start := 0
	var bad error
	badLine := 0
	for len(rows) < h {
		line, err := r.readLine()
		if err == io.EOF {
			break
		}
		if err == errLong {
			if bad == nil {
				bad, badLine = err, r.line
			}
			break
		}
		if err != nil {
			return Record{}, err
		}
		t := strings.TrimSpace(line)
		switch {
		case t == "" && len(rows) > 0 && r.emptyRow(len(rows)):
			rows = append(rows, "")
			continue
		case t == "" && len(rows) == 0:
			continue // blank lines between boards
		case t == "":
			bad, badLine = fmt.Errorf("%w: %d rows, want %d for %s", ErrGrid, len(rows), h, r.layout.Describe()), start
		case t[0] == '#':
			continue
		}
		if bad != nil {
			break
		}
		if len(rows) == 0 {
			start = r.line
		}
		rows = append(rows, line)
	}
	switch {
	case bad != nil:
		return r.fail(badLine, bad)
	case len(rows) == 0:
		return Record{}, io.EOF
	case len(rows) < h:
		return r.fail(start, fmt.Errorf("%w: %d rows, want %d for %s", ErrGrid, len(rows), h, r.layout.Describe()))
	}
	g := new(grid.Grid)
	if err := r.layout.ParseBoard(rows, g[:r.layout.Cells()]); err != nil {
		return r.fail(start, err)
	}
	p, err := r.joined(g)
	if err != nil {
		return r.fail(start, err)
	}
	return Record{Line: start, Puzzle: p}, nil
}
