package puzzle

import (
	"errors"
	"strings"
	"testing"
)

func TestParsePosition(t *testing.T) {
	digits := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	g, err := ParsePosition(digits)
	if err != nil || g.Value[0] != 4 || g.Value[1] != 0 || g.Cand != [81]uint16{} {
		t.Fatalf("digits: %v %v", g.Value[:2], err)
	}
	// The same as a 9-line grid with box rules.
	var grid strings.Builder
	for r := 0; r < 9; r++ {
		if r == 3 || r == 6 {
			grid.WriteString("------+-------+------\n")
		}
		for c := 0; c < 9; c++ {
			if c == 3 || c == 6 {
				grid.WriteString("| ")
			}
			grid.WriteString(digits[r*9+c:r*9+c+1] + " ")
		}
		grid.WriteString("\n")
	}
	if g2, err := ParsePosition(grid.String()); err != nil || g2 != g {
		t.Fatalf("9-line grid: %v", err)
	}
	// A pencil-mark grid: 5 is the value of r1c1, the rest candidates.
	pm := "5 " + strings.Repeat("129 ", 79) + "║ 78"
	g, err = ParsePosition(pm)
	if err != nil || g.Value[0] != 5 || g.Cand[0] != 0 || g.Cand[1] != 1|1<<1|1<<8 || g.Cand[80] != 1<<6|1<<7 {
		t.Fatalf("pencil marks: %v %v %v", g.Value[0], g.Cand[:2], err)
	}
	for _, bad := range []string{
		"", "12 34", strings.Repeat("12 ", 82), "5 " + strings.Repeat("120 ", 80),
		"5 " + strings.Repeat("122 ", 80), strings.Repeat("0 ", 40) + strings.Repeat("12 ", 41),
	} {
		if _, err := ParsePosition(bad); !errors.Is(err, ErrPosition) {
			t.Errorf("%q: %v, want ErrPosition", bad, err)
		}
	}
}

// FuzzParsePosition: any text either fails with ErrPosition or gives
// values 0-9 and candidates in nine bits, never both in one cell.
func FuzzParsePosition(f *testing.F) {
	f.Add("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	f.Add("5 " + strings.Repeat("129 ", 80))
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParsePosition(s)
		if err != nil {
			if !errors.Is(err, ErrPosition) {
				t.Fatal(err)
			}
			return
		}
		for c := range g.Value {
			if g.Value[c] > 9 || g.Cand[c] > 0x1ff || g.Value[c] != 0 && g.Cand[c] != 0 {
				t.Fatalf("cell %d: %d %b", c, g.Value[c], g.Cand[c])
			}
		}
	})
}
