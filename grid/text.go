package grid

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors for what callers test; the errors of Parse, ParseGrid,
// ParseCell and Nine.Validate wrap exactly one of them and say where the
// problem is.
var (
	// ErrLength: the text does not hold exactly the grid's cells.
	ErrLength = errors.New("wrong length")
	// ErrChar: a character that is neither a digit nor a blank.
	ErrChar = errors.New("bad character")
	// ErrConflict: a digit given twice in one house.
	ErrConflict = errors.New("conflicting givens")
	// ErrNoCandidate: an empty cell whose peers already hold every digit.
	ErrNoCandidate = errors.New("no candidate")
	// ErrCell: a cell name that is not rRcC with R and C from 1 to N.
	ErrCell = errors.New("bad cell")
)

// CellName names cell i of the classic grid the way players do: r3c5 is
// row 3, column 5 (Classic.CellName).
func CellName(i int) string { return Classic.CellName(i) }

// LengthError is the error for a 9×9 puzzle of n cells (n != 81); readers
// that cut puzzles out of lines themselves use it to word errors as Parse
// does.
func LengthError(n int) error {
	if n == 1 {
		return fmt.Errorf("%w: 1 cell, want 81", ErrLength)
	}
	return fmt.Errorf("%w: %d cells, want 81", ErrLength, n)
}

// CharError is the error for the bad character c found after n cells of a
// 9×9 grid.
func CharError(c byte, n int) error {
	if n < 81 {
		return fmt.Errorf("%w %q at cell %d (%s)", ErrChar, rune(c), n+1, CellName(n))
	}
	return fmt.Errorf("%w %q after cell 81", ErrChar, rune(c))
}

// IsBlank reports whether c is one of the blank characters of the input
// format: '.', '0', '-', '_', '*', 'x' (or 'X').
func IsBlank(c byte) bool {
	switch c {
	case '.', '0', '-', '_', '*', 'x', 'X':
		return true
	}
	return false
}

// IsCell reports whether c stands for a cell of a 9×9 grid: a digit 1-9
// or a blank.
func IsCell(c byte) bool { return c >= '1' && c <= '9' || IsBlank(c) }

// Parse reads one 9×9 puzzle: 81 cells in reading order, digits 1-9 and
// blanks (see IsBlank). Spaces, tabs, newlines and '|' between cells are
// ignored, and so are box-rule lines made only of '-', '+', '|', '=' and
// spaces, so a printed 9-line grid parses as well as an 81-character line.
// Parse checks only the form; Nine.Validate checks the givens against each
// other.
func Parse(s string) (Nine, error) {
	var g Nine
	n, err := scanCells(s, func(n int, c byte) error {
		if !IsCell(c) {
			return CharError(c, n)
		}
		if n < 81 && c >= '1' && c <= '9' {
			g[n] = c - '0'
		}
		return nil
	})
	if err == nil && n != 81 {
		err = LengthError(n)
	}
	return g, err
}

// scanCells calls cell with each cell's character of s and the number of
// cells before it, skipping the spaces, tabs, '|' and box-rule lines of
// a printed grid, and returns how many cells there were, or cell's first
// error.
func scanCells(s string, cell func(n int, c byte) error) (int, error) {
	n := 0
	for _, line := range strings.Split(s, "\n") {
		if IsRule(line) {
			continue
		}
		for j := 0; j < len(line); j++ {
			switch c := line[j]; c {
			case ' ', '\t', '\r', '|':
			default:
				if err := cell(n, c); err != nil {
					return n, err
				}
				n++
			}
		}
	}
	return n, nil
}

// IsRule reports whether line is a box rule of a printed grid, made only of
// '-', '+', '=', '|' and spaces. A row of nine '-' blanks is legal input, so a
// line counts as a rule only if it has a '+' or '=' or more than nine dashes.
func IsRule(line string) bool {
	cells, rule := 0, false
	for j := 0; j < len(line); j++ {
		switch c := line[j]; c {
		case '+', '=':
			rule = true
		case '-':
			cells++
		case ' ', '\t', '\r', '|':
		default:
			return false
		}
	}
	return rule || cells > 9
}

// DigitChar is the character of digit d in the text forms: '1'-'9', then
// 'A'-'P' for 10-25; '.' for 0, an empty cell.
func DigitChar(d uint8) byte {
	switch {
	case d == 0:
		return '.'
	case d <= 9:
		return '0' + d
	}
	return 'A' + d - 10
}

// ParseDigit reads a digit's character: '1'-'9', then 'A'-'P' (either
// case) for 10-25; '.' and '0' are 0, an empty cell. ok is false for any
// other character.
func ParseDigit(ch byte) (d uint8, ok bool) {
	switch {
	case ch == '.' || ch == '0':
		return 0, true
	case ch >= '1' && ch <= '9':
		return ch - '0', true
	case ch >= 'A' && ch <= 'P':
		return ch - 'A' + 10, true
	case ch >= 'a' && ch <= 'p':
		return ch - 'a' + 10, true
	}
	return 0, false
}

// AppendGrid appends the first N² cells of g in the text form of an N×N
// grid's givens to b: one character a cell (DigitChar), '.' for blanks.
func (geo *Geometry) AppendGrid(b []byte, g *Grid) []byte {
	for _, d := range g[:geo.Cells()] {
		b = append(b, DigitChar(d))
	}
	return b
}

// FormatGrid returns the text form of g's N² cells (AppendGrid).
func (geo *Geometry) FormatGrid(g *Grid) string { return string(geo.AppendGrid(nil, g)) }

// ParseGrid reads the givens of an N×N grid: N² cells, one character
// each (ParseDigit; the blanks of Parse, . 0 - _ * x, too), in
// reading order, on one line or as a printed grid (spaces, '|' and box
// rules are skipped). A 9×9 grid reads exactly as Parse reads it.
// An error names the cell at fault: a character that is no digit, a digit
// above N, or the wrong number of cells.
func (geo *Geometry) ParseGrid(s string) (Grid, error) {
	var g Grid
	if geo.N == 9 {
		n, err := Parse(s)
		return FromNine(n), err
	}
	cells := geo.Cells()
	n, err := scanCells(s, func(n int, ch byte) error {
		if IsBlank(ch) {
			return nil
		}
		d, ok := ParseDigit(ch)
		switch {
		case !ok:
			return fmt.Errorf("%w %q at cell %d (want 1-%c, or . for a blank)", ErrChar, ch, n+1, DigitChar(uint8(geo.N)))
		case int(d) > geo.N:
			return fmt.Errorf("%w: digit %c at %s is above %d", ErrChar, ch, geo.cellOrIndex(n), geo.N)
		}
		if n < cells {
			g[n] = d
		}
		return nil
	})
	if err == nil && n != cells {
		err = fmt.Errorf("%w: %d cells, want %d for a %dx%d grid", ErrLength, n, cells, geo.N, geo.N)
	}
	return g, err
}

// cellOrIndex names cell i, or its number when it lies past the grid.
func (geo *Geometry) cellOrIndex(i int) string {
	if i < geo.Cells() {
		return geo.CellName(i)
	}
	return fmt.Sprintf("cell %d", i+1)
}
