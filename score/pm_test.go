package score

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
)

// Pencil-mark grids for tests: 81 tokens in reading order, separated by
// spaces; '|' and rule lines of '-' and '+' are ignored. A token of one
// digit is a placed value; otherwise a token lists a cell's candidates,
// with a leading '.' when there is only one ("." + "7": 7 is the only
// candidate left but is not placed yet).

// loadPM returns a Rater whose board is the pencil-mark grid s.
func loadPM(t testing.TB, s string) *Rater {
	t.Helper()
	var toks []string
	for _, line := range strings.Split(s, "\n") {
		if strings.Trim(line, " -+") == "" {
			continue
		}
		toks = append(toks, strings.Fields(strings.ReplaceAll(line, "|", " "))...)
	}
	if len(toks) != 81 {
		t.Fatalf("pencil marks: %d cells, want 81", len(toks))
	}
	var g grid.Nine
	for c, tok := range toks {
		if len(tok) == 1 {
			g[c] = tok[0] - '0'
		}
		toks[c] = strings.TrimPrefix(tok, ".")
	}
	r := NewRater()
	if !r.b.load(g, classicRules) {
		t.Fatalf("pencil marks: the placed values conflict")
	}
	for c, tok := range toks {
		if g[c] != 0 {
			continue
		}
		var m uint16
		for _, ch := range tok {
			if ch < '1' || ch > '9' {
				t.Fatalf("pencil marks: cell %s: bad token %q", grid.CellName(c), tok)
			}
			m |= 1 << (ch - '1')
		}
		if m&^r.b.cand[c] != 0 {
			t.Fatalf("pencil marks: %s has %q but a peer holds one of them", grid.CellName(c), tok)
		}
		for e := r.b.cand[c] &^ m; e != 0; e &= e - 1 {
			r.b.remove(c, lowest(e))
		}
	}
	return r
}

// formatPM writes b as a pencil-mark grid.
func formatPM(b *board) string {
	var sb strings.Builder
	for r := 0; r < 9; r++ {
		if r > 0 && r%3 == 0 {
			sb.WriteString("---------+---------+---------\n")
		}
		for c := 0; c < 9; c++ {
			if c > 0 && c%3 == 0 {
				sb.WriteString("| ")
			}
			i := r*9 + c
			if b.val[i] != 0 {
				fmt.Fprintf(&sb, "%d ", b.val[i])
				continue
			}
			if popcount(b.cand[i]) == 1 {
				sb.WriteByte('.')
			}
			for m := b.cand[i]; m != 0; m &= m - 1 {
				sb.WriteByte(byte('1' + lowest(m)))
			}
			sb.WriteByte(' ')
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// stepString describes what h does on b: "r5c5=3" for a placement, then
// "r1c2-57" for each cell losing candidates, in reading order.
func stepString(b *board, h *step) string {
	var parts []string
	if h.cell >= 0 {
		parts = append(parts, fmt.Sprintf("%s=%d", grid.CellName(h.cell), h.digit+1))
	}
	for c := 0; c < 81; c++ {
		e := h.elim[c] & b.cand[c]
		if h.cell == c {
			continue
		}
		if e == 0 {
			continue
		}
		s := grid.CellName(c) + "-"
		for ; e != 0; e &= e - 1 {
			s += string(rune('1' + lowest(e)))
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}
