package grid

import "fmt"

// Nine is a 9×9 grid in reading order: cell i is row i/9, column i%9; 0
// is a blank, 1..9 a digit. The classic solvers, the isomorphs of package
// iso and the classic rater read it.
type Nine [81]uint8

// String returns the canonical form: 81 characters, '.' for blanks.
func (g Nine) String() string {
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
func (g Nine) Clues() int {
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
func (g Nine) Validate() error {
	// given[u] holds the digits given in unit u: a cell's peers hold
	// those of its row, column and box.
	var given [27]uint16
	for u := 0; u < 27; u++ {
		for _, c := range Classic.Units[u] {
			v := g[c]
			if v > 9 {
				return fmt.Errorf("%w %d at %s", ErrChar, v, CellName(int(c)))
			}
			if v == 0 {
				continue
			}
			if given[u]&(1<<(v-1)) != 0 {
				return fmt.Errorf("%w: two %ds in %s", ErrConflict, v, Classic.UnitName(u))
			}
			given[u] |= 1 << (v - 1)
		}
	}
	for c := 0; c < 81; c++ {
		if g[c] != 0 {
			continue
		}
		if given[c/9]|given[9+c%9]|given[18+int(Classic.BoxOf[c])] == 0x1ff {
			return fmt.Errorf("%w: %s sees all nine digits", ErrNoCandidate, CellName(c))
		}
	}
	return nil
}

// IsSolutionOf reports whether s is a complete valid grid that agrees with
// every given of g.
func (s Nine) IsSolutionOf(g Nine) bool {
	for i := range s {
		if s[i] < 1 || s[i] > 9 || (g[i] != 0 && g[i] != s[i]) {
			return false
		}
	}
	for u := 0; u < 27; u++ {
		var seen uint16
		for _, c := range Classic.Units[u] {
			seen |= 1 << (s[c] - 1)
		}
		if seen != 0x1ff {
			return false
		}
	}
	return true
}
