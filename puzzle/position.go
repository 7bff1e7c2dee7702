package puzzle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
)

// Position is a grid with pencil marks, as a solver has it part way:
// each cell's digit (0 while it is empty) and the candidates of the empty
// cells, bit d-1 for digit d.
type Position struct {
	Value [81]uint8
	Cand  [81]uint16
}

// ErrPosition is wrapped by the errors of ParsePosition, and of the
// explanations that continue from a position, for a position that is
// unreadable or contradicts itself.
var ErrPosition = errors.New("bad position")

// ParsePosition reads a partly solved grid, as a reader who is stuck has
// it: either 81 cells as in a puzzle line (digits, blanks as . 0 - _ * x;
// spaces, | and box rules ignored, so a 9-line grid does too), or a
// pencil-mark grid of 81 candidate sets, each a run of digits separated
// by anything else (spaces, |, box-drawing characters): a set of one digit
// is the cell's value, a longer one its candidates, as the common solvers
// print them. Candidates come back with bit d-1 for digit d; the cells of
// a grid of digits alone have none, which leaves them all to the givens.
func ParsePosition(s string) (Position, error) {
	var g Position
	// Digits and blanks, one character a cell?
	var cells []byte
	var charErr error
	for _, line := range strings.Split(s, "\n") {
		if grid.IsRule(line) {
			continue
		}
		for i := 0; i < len(line); i++ {
			if ch := line[i]; grid.IsCell(ch) {
				cells = append(cells, ch)
			} else if ch != ' ' && ch != '\t' && ch != '\r' && ch != '|' && charErr == nil {
				charErr = grid.CharError(ch, len(cells))
			}
		}
	}
	if charErr == nil && len(cells) == 81 {
		for i, ch := range cells {
			if !grid.IsBlank(ch) {
				g.Value[i] = ch - '0'
			}
		}
		return g, nil
	}
	// Else a pencil-mark grid, which has some set of two or more.
	sets := strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	pencil := false
	for _, set := range sets {
		pencil = pencil || len(set) > 1
	}
	switch {
	case !pencil && charErr != nil:
		return g, fmt.Errorf("%w: %w", ErrPosition, charErr)
	case !pencil:
		return g, fmt.Errorf("%w: %d cells, want 81 (digits and blanks, or 81 candidate sets)", ErrPosition, len(cells))
	}
	if len(sets) != 81 {
		return g, fmt.Errorf("%w: %d candidate sets, want 81", ErrPosition, len(sets))
	}
	for i, set := range sets {
		if len(set) == 1 {
			if set == "0" {
				return g, fmt.Errorf("%w: %s: 0 is not a digit", ErrPosition, grid.CellName(i))
			}
			g.Value[i] = set[0] - '0'
			continue
		}
		for j := 0; j < len(set); j++ {
			d := set[j] - '0'
			if d == 0 {
				return g, fmt.Errorf("%w: %s: 0 in candidates %q", ErrPosition, grid.CellName(i), set)
			}
			if g.Cand[i]>>(d-1)&1 != 0 {
				return g, fmt.Errorf("%w: %s: %d twice in candidates %q", ErrPosition, grid.CellName(i), d, set)
			}
			g.Cand[i] |= 1 << (d - 1)
		}
	}
	return g, nil
}
