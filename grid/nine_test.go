package grid_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
)

const (
	// The second reference puzzle of the seed-score definition.
	article2 = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
	empty    = "................................................................................."
)

func TestParse(t *testing.T) {
	printed := `
1 . . | . . 7 | . 9 .
. 3 . | . 2 . | . . 8
. . 9 | 6 . . | 5 . .
------+-------+------
. . 5 | 3 . . | 9 . .
. 1 . | . 8 . | . . 2
6 . . | . . 4 | . . .
------+-------+------
3 . . | . . . | . 1 .
. 4 . | . . . | . . 7
. . 7 | . . . | 3 . .
`
	tests := []struct {
		name string
		in   string
		want string // canonical form, or "" when an error is expected
		err  error
	}{
		{"dots", article2, article2, nil},
		{"zeros", strings.ReplaceAll(article2, ".", "0"), article2, nil},
		{"mixed blanks", "1-_*xX" + article2[6:], "1....." + article2[6:], nil},
		{"printed grid", printed, article2, nil},
		{"rows without spaces", strings.Join(rows(article2), "\n"), article2, nil},
		{"dash blanks row", "---------\n" + strings.Join(rows(article2)[1:], "\n"), "........." + article2[9:], nil},
		{"empty", empty, empty, nil},
		{"short", article2[:80], "", grid.ErrLength},
		{"long", article2 + "1", "", grid.ErrLength},
		{"nothing", "", "", grid.ErrLength},
		{"bad character", article2[:10] + "a" + article2[11:], "", grid.ErrChar},
		{"comma", article2[:80] + ",", "", grid.ErrChar},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := grid.Parse(tt.in)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("Parse error = %v, want %v", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.String(); got != tt.want {
				t.Errorf("Parse = %s, want %s", got, tt.want)
			}
		})
	}
}

func rows(p string) []string {
	var rs []string
	for r := 0; r < 9; r++ {
		rs = append(rs, p[r*9:r*9+9])
	}
	return rs
}

func TestParseErrorMessages(t *testing.T) {
	tests := []struct{ in, want string }{
		{article2[:10] + "a" + article2[11:], `bad character 'a' at cell 11 (r2c2)`},
		{article2[:79], "wrong length: 79 cells, want 81"},
	}
	for _, tt := range tests {
		_, err := grid.Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) error = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestValidate(t *testing.T) {
	set := func(p string, cells map[int]byte) string {
		b := []byte(p)
		for i, c := range cells {
			b[i] = c
		}
		return string(b)
	}
	tests := []struct {
		name string
		in   string
		err  error
		msg  string
	}{
		{"valid", article2, nil, ""},
		{"empty", empty, nil, ""},
		{"row", set(empty, map[int]byte{18: '5', 26: '5'}), grid.ErrConflict, "conflicting givens: two 5s in row 3"},
		{"column", set(empty, map[int]byte{4: '7', 76: '7'}), grid.ErrConflict, "conflicting givens: two 7s in column 5"},
		{"box", set(empty, map[int]byte{60: '2', 70: '2'}), grid.ErrConflict, "conflicting givens: two 2s in box 9"},
		// r1c1 sees 1-4 in its row, 5-7 in its column and 8-9 in its box.
		{"no candidate", set(empty, map[int]byte{1: '1', 5: '2', 6: '3', 8: '4', 27: '5', 45: '6', 72: '7', 10: '8', 20: '9'}),
			grid.ErrNoCandidate, "no candidate: r1c1 sees all nine digits"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := grid.Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			err = g.Validate()
			if !errors.Is(err, tt.err) || (err != nil && err.Error() != tt.msg) {
				t.Errorf("Validate() = %v, want %q", err, tt.msg)
			}
		})
	}
}

func TestIsSolutionOf(t *testing.T) {
	g, _ := grid.Parse(article2)
	// article2's one solution (the seed-score definition's reference).
	sol, _ := grid.Parse("162857493534129678789643521475312986913586742628794135356478219241935867897261354")
	if !sol.IsSolutionOf(g) {
		t.Fatal("the solution is rejected")
	}
	bad := sol
	bad[0], bad[1] = bad[1], bad[0]
	if bad.IsSolutionOf(g) {
		t.Error("a grid with two cells swapped is accepted")
	}
	var other grid.Nine
	other[3] = sol[3]%9 + 1 // a given the solution contradicts
	if sol.IsSolutionOf(other) {
		t.Error("a solution contradicting a given is accepted")
	}
	if (grid.Nine{}).IsSolutionOf(g) {
		t.Error("the empty grid is accepted as a solution")
	}
}

// FuzzParse: Parse never panics, and whatever it accepts survives the
// round trip through the canonical form.
func FuzzParse(f *testing.F) {
	f.Add(article2)
	f.Add(empty)
	f.Add(strings.Join(rows(article2), "\n"))
	f.Add("1 . . | . . 7 | . 9 .\n+---+\n")
	f.Add(article2[:80] + "x")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := grid.Parse(s)
		if err != nil {
			if !errors.Is(err, grid.ErrLength) && !errors.Is(err, grid.ErrChar) {
				t.Fatalf("Parse error %v wraps no sentinel", err)
			}
			return
		}
		c := g.String()
		if len(c) != 81 || strings.Trim(c, ".123456789") != "" {
			t.Fatalf("String() = %q", c)
		}
		h, err := grid.Parse(c)
		if err != nil || h != g {
			t.Fatalf("round trip: %q -> %v, %v", c, h, err)
		}
		_ = g.Validate() // must not panic
	})
}
