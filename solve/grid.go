package solve

import (
	"errors"
	"fmt"
	"strings"
)

// Grid is a Sudoku grid in reading order: cell i is row i/9, column i%9.
// 0 is a blank, 1..9 a digit.
type Grid [81]uint8

// Sentinel errors for what callers test; the errors returned by Parse and
// Validate wrap exactly one of them and say where the problem is.
var (
	// ErrLength: the text does not hold exactly 81 cells.
	ErrLength = errors.New("wrong length")
	// ErrChar: a character that is neither a digit nor a blank.
	ErrChar = errors.New("bad character")
	// ErrConflict: a digit given twice in one row, column or box.
	ErrConflict = errors.New("conflicting givens")
	// ErrNoCandidate: an empty cell whose peers already hold all nine digits.
	ErrNoCandidate = errors.New("no candidate")
)

// LengthError is the error for a puzzle of n cells (n != 81); readers that
// cut puzzles out of lines themselves use it to word errors as Parse does.
func LengthError(n int) error {
	if n == 1 {
		return fmt.Errorf("%w: 1 cell, want 81", ErrLength)
	}
	return fmt.Errorf("%w: %d cells, want 81", ErrLength, n)
}

// CharError is the error for the bad character c found after n cells.
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

// IsCell reports whether c stands for a cell: a digit 1-9 or a blank.
func IsCell(c byte) bool { return c >= '1' && c <= '9' || IsBlank(c) }

// Parse reads one puzzle: 81 cells in reading order, digits 1-9 and blanks
// (see IsBlank). Spaces, tabs, newlines and '|' between cells are ignored,
// and so are box-rule lines made only of '-', '+', '|', '=' and spaces, so a
// printed 9-line grid parses as well as an 81-character line. Parse checks
// only the form; Validate checks the givens against each other.
func Parse(s string) (Grid, error) {
	var g Grid
	n := 0
	for _, line := range strings.Split(s, "\n") {
		if IsRule(line) {
			continue
		}
		for j := 0; j < len(line); j++ {
			c := line[j]
			switch {
			case c == ' ' || c == '\t' || c == '\r' || c == '|':
				continue
			case !IsCell(c):
				return g, CharError(c, n)
			}
			if n < 81 && c >= '1' && c <= '9' {
				g[n] = c - '0'
			}
			n++
		}
	}
	if n != 81 {
		return g, LengthError(n)
	}
	return g, nil
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

// String returns the canonical form: 81 characters, '.' for blanks.
func (g Grid) String() string {
	var b [81]byte
	for i, v := range g {
		if v == 0 {
			b[i] = '.'
		} else {
			b[i] = '0' + v
		}
	}
	return string(b[:])
}

// Clues returns how many cells are given.
func (g Grid) Clues() int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// Validate checks that no digit is given twice in a unit and that every
// empty cell keeps at least one candidate. The error names the unit, digit
// or cell, e.g. "conflicting givens: two 5s in row 3".
func (g Grid) Validate() error {
	// given[u] holds the digits given in unit u: a cell's peers hold
	// those of its row, column and box.
	var given [27]uint16
	for u := 0; u < 27; u++ {
		for _, c := range Units[u] {
			v := g[c]
			if v > 9 {
				return fmt.Errorf("%w %d at %s", ErrChar, v, CellName(int(c)))
			}
			if v == 0 {
				continue
			}
			if given[u]&(1<<(v-1)) != 0 {
				return fmt.Errorf("%w: two %ds in %s", ErrConflict, v, UnitName(u))
			}
			given[u] |= 1 << (v - 1)
		}
	}
	for c := 0; c < 81; c++ {
		if g[c] != 0 {
			continue
		}
		if given[RowUnit+c/9]|given[ColUnit+c%9]|given[BoxUnit+int(BoxOf[c])] == allValues {
			return fmt.Errorf("%w: %s sees all nine digits", ErrNoCandidate, CellName(c))
		}
	}
	return nil
}

// IsSolutionOf reports whether s is a complete valid grid that agrees with
// every given of g.
func (s Grid) IsSolutionOf(g Grid) bool {
	for i := range s {
		if s[i] < 1 || s[i] > 9 || (g[i] != 0 && g[i] != s[i]) {
			return false
		}
	}
	for u := 0; u < 27; u++ {
		var seen uint16
		for _, c := range Units[u] {
			seen |= 1 << (s[c] - 1)
		}
		if seen != allValues {
			return false
		}
	}
	return true
}
