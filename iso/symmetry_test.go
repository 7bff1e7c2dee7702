package iso_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
)

// pattern puts a 1 in each cell named as (row, column); SymmetryOf looks at
// where clues are, not at their digits.
func pattern(cells ...[2]int) grid.Nine {
	var g grid.Nine
	for _, c := range cells {
		g[c[0]*9+c[1]] = 1
	}
	return g
}

func TestSymmetryOf(t *testing.T) {
	tests := []struct {
		name string
		g    grid.Nine
		want string
	}{
		{"Center", pattern([2]int{4, 4}), "rot90"},
		{"FourCorners", pattern([2]int{0, 0}, [2]int{0, 8}, [2]int{8, 0}, [2]int{8, 8}), "rot90"},
		{"HalfTurn", pattern([2]int{0, 1}, [2]int{8, 7}), "rot180"},
		{"LeftRight", pattern([2]int{2, 1}, [2]int{2, 7}), "mirror"},
		{"TopBottom", pattern([2]int{1, 3}, [2]int{7, 3}), "mirror"},
		{"MainDiagonal", pattern([2]int{0, 3}, [2]int{3, 0}), "diagonal"},
		{"AntiDiagonal", pattern([2]int{0, 3}, [2]int{5, 8}), "diagonal"},
		{"None", pattern([2]int{0, 1}, [2]int{0, 2}), "none"},
	}
	for _, tt := range tests {
		if got := iso.SymmetryOf(tt.g).String(); got != tt.want {
			t.Errorf("%s: Symmetry = %q, want %q", tt.name, got, tt.want)
		}
	}
	// Real puzzles: top95's first is asymmetric; easy50's first is a
	// published half-turn symmetric puzzle.
	for s, want := range map[string]string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......": "none",
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..": "rot180",
	} {
		g, _ := grid.Parse(s)
		if got := iso.SymmetryOf(g).String(); got != want {
			t.Errorf("Symmetry(%s) = %q, want %q", s, got, want)
		}
	}
}

// TestStrongest: the strongest symmetry of clue patterns on other grids
// than 9×9, as rows of a 4×4 or 6×6 grid with x for a clue, and of
// something that no map keeps.
func TestStrongest(t *testing.T) {
	for _, tt := range []struct {
		rows []string
		want iso.Symmetry
	}{
		{[]string{"x..x", "....", "....", "x..x"}, iso.Rot90},
		{[]string{"x...", "....", "....", "...x"}, iso.Rot180},
		{[]string{"x..x", "....", "....", "...."}, iso.Mirror},
		{[]string{"x...", "....", "....", "x..."}, iso.Mirror}, // top-bottom
		{[]string{".x....", "x.....", "......", "......", "......", "......"}, iso.Diagonal},
		{[]string{"....x.", ".....x", "......", "......", "......", "......"}, iso.Diagonal},
		{[]string{"xx..xx", "......", "......", "......", "......", "......"}, iso.Mirror},
		{[]string{"x.x...", "......", "......", "......", "......", "......"}, iso.None},
	} {
		var cells []uint8
		for _, r := range tt.rows {
			for _, ch := range r {
				given := uint8(0)
				if ch == 'x' {
					given = 1
				}
				cells = append(cells, given)
			}
		}
		n := len(tt.rows)
		got := iso.Strongest(n, func(image func(int) int) bool { return iso.KeepsPattern(cells, image) })
		if got != tt.want {
			t.Errorf("%v: %v, want %v", tt.rows, got, tt.want)
		}
	}
	if got := iso.Strongest(9, func(func(int) int) bool { return false }); got != iso.None {
		t.Errorf("nothing kept: %v, want none", got)
	}
}

// TestImage checks that each symmetry's Image permutes the cells and
// returns to the start after its order: 1 for None, 4 for Rot90, else 2.
func TestImage(t *testing.T) {
	order := map[iso.Symmetry]int{iso.None: 1, iso.Rot180: 2, iso.Rot90: 4, iso.Mirror: 2, iso.Diagonal: 2}
	for s, n := range order {
		if s.Order() != n {
			t.Errorf("%v: order %d, want %d", s, s.Order(), n)
		}
		seen := map[int]bool{}
		for c := range 81 {
			x := c
			for k := 1; k <= n; k++ {
				if x = s.Image(x); x < 0 || x > 80 {
					t.Fatalf("%v: cell %d goes to %d", s, c, x)
				}
			}
			if x != c {
				t.Errorf("%v: cell %d is at %d after %d steps", s, c, x, n)
			}
			seen[s.Image(c)] = true
		}
		if len(seen) != 81 {
			t.Errorf("%v: Image reaches %d cells", s, len(seen))
		}
	}
}

// TestSymmetryOrientations builds random patterns symmetric under each
// symmetry: Holds accepts them, SymmetryOf names them (or a stronger
// symmetry that implies it), and a quarter turn of the grid, which turns
// a left-right mirror into a top-bottom one and the main diagonal into
// the anti-diagonal, changes Holds for those but not SymmetryOf.
func TestSymmetryOrientations(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	quarter := iso.Identity()
	quarter.Transpose = true
	for c := range 9 {
		quarter.Cols[c] = uint8(8 - c)
	}
	implied := map[iso.Symmetry][]iso.Symmetry{
		iso.Rot180:   {iso.Rot180, iso.Rot90},
		iso.Rot90:    {iso.Rot90},
		iso.Mirror:   {iso.Mirror, iso.Rot180, iso.Rot90},
		iso.Diagonal: {iso.Diagonal, iso.Rot180, iso.Rot90},
	}
	turned := 0
	for s := iso.Rot180; s <= iso.Diagonal; s++ {
		for range 200 {
			var g grid.Nine
			for c := range 81 {
				if r.IntN(3) == 0 {
					for x, k := c, 0; k < 4; x, k = s.Image(x), k+1 {
						g[x] = 1
					}
				}
			}
			if !s.Holds(g) {
				t.Fatalf("%v.Holds(%s) = false", s, g)
			}
			got := iso.SymmetryOf(g)
			if !slices.Contains(implied[s], got) {
				t.Fatalf("SymmetryOf(%s) = %v, built %v-symmetric", g, got, s)
			}
			h := quarter.Apply(g)
			if iso.SymmetryOf(h) != got {
				t.Errorf("SymmetryOf(%s) = %v, of its quarter turn %v", g, got, iso.SymmetryOf(h))
			}
			if (s == iso.Mirror || s == iso.Diagonal) && !s.Holds(h) {
				turned++
			}
		}
	}
	if turned < 300 {
		t.Errorf("only %d of 400 turned mirror and diagonal patterns left their orientation", turned)
	}
}

func TestParseSymmetry(t *testing.T) {
	for s := iso.None; s <= iso.Diagonal; s++ {
		got, err := iso.ParseSymmetry(s.String())
		if err != nil || got != s {
			t.Errorf("ParseSymmetry(%q) = %v, %v", s.String(), got, err)
		}
	}
	for _, bad := range []string{"rot45", "", "Rot180", "none "} {
		if _, err := iso.ParseSymmetry(bad); !errors.Is(err, iso.ErrSymmetry) {
			t.Errorf("ParseSymmetry(%q): %v, want ErrSymmetry", bad, err)
		}
	}
	if s := iso.Symmetry(9).String(); s != "Symmetry(9)" {
		t.Errorf("Symmetry(9).String() = %q", s)
	}
}

// The symmetry of a published half-turn symmetric puzzle (easy50 #1), of
// its quarter turn, and of a left-right mirror pattern turned top-bottom.
func ExampleSymmetryOf() {
	g, _ := grid.Parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	fmt.Println(iso.SymmetryOf(g), iso.Rot180.Holds(g), iso.Rot90.Holds(g))
	var m grid.Nine
	m[0], m[8] = 1, 2 // r1c1 and r1c9: left-right
	fmt.Println(iso.SymmetryOf(m), iso.Mirror.Holds(m))
	m[8], m[72] = 0, 2 // r1c1 and r9c1: top-bottom
	fmt.Println(iso.SymmetryOf(m), iso.Mirror.Holds(m))
	// Output:
	// rot180 true false
	// mirror true
	// mirror false
}
