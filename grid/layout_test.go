package grid_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
)

func corners(pairs ...[2]int) []grid.Corner {
	out := make([]grid.Corner, len(pairs))
	for i, p := range pairs {
		out[i] = grid.Corner{Top: p[0], Left: p[1]}
	}
	return out
}

// TestLayoutBoards checks every named layout and the list layouts of
// the gattai vectors against docs/gattai.md's table and the vectors'
// README: the board's size and its cell count.
func TestLayoutBoards(t *testing.T) {
	for _, tc := range []struct {
		name  string
		grids []grid.Corner
		h, w  int
		cells int
	}{
		{"twodoku", nil, 15, 15, 153},
		{"samurai", nil, 21, 21, 369},
		{"sohei", nil, 21, 21, 288},
		{"windmill", nil, 21, 21, 333},
		{"butterfly", nil, 12, 12, 144},
		{"flower", nil, 15, 15, 189},
		{"gattai-8", corners([2]int{0, 0}, [2]int{0, 12}, [2]int{0, 24}, [2]int{6, 6}, [2]int{6, 18}, [2]int{12, 0}, [2]int{12, 12}, [2]int{12, 24}), 21, 33, 576},
		{"shogun", corners([2]int{0, 0}, [2]int{0, 12}, [2]int{0, 24}, [2]int{0, 36}, [2]int{6, 6}, [2]int{6, 18}, [2]int{6, 30}, [2]int{12, 0}, [2]int{12, 12}, [2]int{12, 24}, [2]int{12, 36}), 21, 45, 783},
		{"sumo", corners([2]int{0, 0}, [2]int{0, 12}, [2]int{0, 24}, [2]int{6, 6}, [2]int{6, 18}, [2]int{12, 0}, [2]int{12, 12}, [2]int{12, 24}, [2]int{18, 6}, [2]int{18, 18}, [2]int{24, 0}, [2]int{24, 12}, [2]int{24, 24}), 33, 33, 909},
		{"L", corners([2]int{0, 0}, [2]int{0, 6}, [2]int{6, 0}), 15, 15, 189},
		{"chain", corners([2]int{0, 0}, [2]int{6, 6}, [2]int{12, 12}), 21, 21, 225},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var l *grid.Layout
			var err error
			if tc.grids == nil {
				l, err = grid.LayoutNamed(tc.name)
			} else {
				l, err = grid.NewLayout(tc.grids)
			}
			if err != nil {
				t.Fatal(err)
			}
			if l.H != tc.h || l.W != tc.w || l.Cells() != tc.cells {
				t.Errorf("%dx%d board of %d cells, want %dx%d of %d", l.H, l.W, l.Cells(), tc.h, tc.w, tc.cells)
			}
			// Every grid cell is a board cell at its place, and the
			// board's cells run in reading order.
			for g, at := range l.Grids {
				for i := range 81 {
					c := l.GridCell(g, i)
					r, col := l.Position(c)
					if r != at.Top+i/9 || col != at.Left+i%9 || l.CellAt(r, col) != c || l.Local(g, c) != i {
						t.Fatalf("grid %d cell %d is board cell %d at r%dc%d", g+1, i, c, r+1, col+1)
					}
				}
			}
			for c := 1; c < l.Cells(); c++ {
				r0, c0 := l.Position(c - 1)
				r1, c1 := l.Position(c)
				if r0*l.W+c0 >= r1*l.W+c1 {
					t.Fatalf("cell %d comes before cell %d on the board", c, c-1)
				}
			}
		})
	}
}

// TestLayoutCanonical: a list that is a named layout's set of grids, in
// any order, is that layout; any other list sorts by top, then left.
func TestLayoutCanonical(t *testing.T) {
	samurai, _ := grid.LayoutNamed("samurai")
	l, err := grid.NewLayout(corners([2]int{12, 12}, [2]int{12, 0}, [2]int{6, 6}, [2]int{0, 12}, [2]int{0, 0}))
	if err != nil {
		t.Fatal(err)
	}
	if l.Name() != "" || l.Canonical() != samurai {
		t.Errorf("the samurai's grids last first: name %q, canonical %v", l.Name(), l.Canonical().Grids)
	}
	if m, _ := grid.NewLayout(samurai.Grids); m != samurai {
		t.Errorf("the samurai's grids in order are not the samurai")
	}
	l, _ = grid.NewLayout(corners([2]int{6, 0}, [2]int{0, 6}, [2]int{0, 0}))
	if got := string(l.Canonical().AppendJSON(nil)); got != "[[0,0],[0,6],[6,0]]" {
		t.Errorf("canonical L: %s", got)
	}
	if got := string(samurai.AppendJSON(nil)); got != `"samurai"` {
		t.Errorf("samurai writes as %s", got)
	}
	if got := l.Canonical().Describe(); got != "a layout of 3 grids" {
		t.Errorf("describe: %q", got)
	}
}

func TestLayoutErrors(t *testing.T) {
	for _, tc := range []struct {
		grids []grid.Corner
		want  string
	}{
		{corners([2]int{0, 0}), "1 grids, want 2 or more"},
		{corners([2]int{0, 0}, [2]int{0, 4}), "grid 2 at [0,4]: top and left must be multiples of 3"},
		{corners([2]int{0, 0}, [2]int{-3, 0}), "grid 2 at [-3,0]"},
		{corners([2]int{0, 0}, [2]int{6, 6}, [2]int{0, 0}), "grids 1 and 3 both at [0,0]"},
		{corners([2]int{3, 3}, [2]int{6, 9}), "the smallest top is 3 and the smallest left 3, want both 0"},
		{corners([2]int{0, 0}, [2]int{0, 9000}), "a 9x9009 board is too large"},
		{corners([2]int{0, 0}, [2]int{0, 9}, [2]int{0, 18}, [2]int{9, 0}, [2]int{9, 9}, [2]int{9, 18}, [2]int{18, 0}, [2]int{18, 9}, [2]int{18, 18}, [2]int{27, 0}, [2]int{27, 9}, [2]int{27, 18}), "972 cells, at most 909"},
		// 31 grids three columns apart: 891 cells, 539 houses.
		{corners([2]int{0, 0}, [2]int{0, 3}, [2]int{0, 6}, [2]int{0, 9}, [2]int{0, 12}, [2]int{0, 15}, [2]int{0, 18}, [2]int{0, 21}, [2]int{0, 24}, [2]int{0, 27}, [2]int{0, 30}, [2]int{0, 33}, [2]int{0, 36}, [2]int{0, 39}, [2]int{0, 42}, [2]int{0, 45}, [2]int{0, 48}, [2]int{0, 51}, [2]int{0, 54}, [2]int{0, 57}, [2]int{0, 60}, [2]int{0, 63}, [2]int{0, 66}, [2]int{0, 69}, [2]int{0, 72}, [2]int{0, 75}, [2]int{0, 78}, [2]int{0, 81}, [2]int{0, 84}, [2]int{0, 87}, [2]int{0, 90}), "539 houses with the diagonals, at most 384"},
	} {
		_, err := grid.NewLayout(tc.grids)
		if !errors.Is(err, grid.ErrLayout) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.grids, err, tc.want)
		}
	}
	if _, err := grid.LayoutNamed("samurai-x"); !errors.Is(err, grid.ErrLayout) || !strings.Contains(err.Error(), `"samurai-x" (want twodoku, samurai,`) {
		t.Errorf("unknown name: %v", err)
	}
	if l, err := grid.LayoutNamed("Samurai"); err != nil || l.Name() != "samurai" {
		t.Errorf("Samurai: %v, %v", l, err)
	}
}

// TestParseLayout: a name or a JSON list of [top, left] pairs, as the
// JSON form's "layout" holds it; a list of a named layout's grids is
// that layout; a list that is no JSON list of pairs, or no board, is
// refused with what is wrong.
func TestParseLayout(t *testing.T) {
	samurai, _ := grid.LayoutNamed("samurai")
	for _, tc := range []struct {
		in          string
		name, json  string
		cells, grid int
	}{
		{"samurai", "samurai", `"samurai"`, 369, 5},
		{" Sohei ", "sohei", `"sohei"`, 288, 4},
		{"[[0,0],[0,12],[6,6],[12,0],[12,12]]", "samurai", `"samurai"`, 369, 5},
		{"[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]", "", "[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]", 576, 8},
		{"[[12,12], [6,6], [0,0]]", "", "[[12,12],[6,6],[0,0]]", 225, 3},
	} {
		l, err := grid.ParseLayout(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if l.Name() != tc.name || string(l.AppendJSON(nil)) != tc.json || l.Cells() != tc.cells || len(l.Grids) != tc.grid {
			t.Errorf("%s: layout %s (%q), %d cells, %d grids; want %s, %d, %d", tc.in, l.AppendJSON(nil), l.Name(), l.Cells(), len(l.Grids), tc.json, tc.cells, tc.grid)
		}
	}
	if l, _ := grid.ParseLayout("samurai"); l != samurai {
		t.Error("samurai by name is not the shared samurai")
	}
	for in, want := range map[string]string{
		"samural":         `"samural" (want twodoku, samurai,`,
		"[[0,0],[6,6]":    `"[[0,0],[6,6]": want a name (twodoku,`,
		`[[0,0],["a",6]]`: "a list of [top, left] pairs",
		"[[0,0],[6,6,6]]": "grid 2 has 3 numbers, want 2 (top, left)",
		"[[0,0],[6,7]]":   "grid 2 at [6,7]: top and left must be multiples of 3",
		"[[0,0]]":         "1 grids, want 2 or more",
		"":                `"" (want twodoku`,
	} {
		if _, err := grid.ParseLayout(in); !errors.Is(err, grid.ErrLayout) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}

func TestLayoutCells(t *testing.T) {
	l, _ := grid.LayoutNamed("samurai")
	for _, tc := range []struct {
		name string
		cell int
		err  string
	}{
		{"r1c1", 0, ""},
		{"R1C9", 8, ""},
		{"r1c13", 9, ""},
		{"r21c21", 368, ""},
		{"r7c7", l.GridCell(2, 0), ""},
		{"r1c10", 0, `bad cell "r1c10": a hole of a samurai, not a cell`},
		{"r22c1", 0, `bad cell "r22c1" (want r1c1 to r21c21)`},
		{"r0c1", 0, "want r1c1 to r21c21"},
		{"r1c01", 0, "want r1c1 to r21c21"},
		{"x1c1", 0, "want r1c1 to r21c21"},
	} {
		c, err := l.ParseCell(tc.name)
		switch {
		case tc.err == "" && (err != nil || c != tc.cell):
			t.Errorf("%s: %d, %v; want %d", tc.name, c, err, tc.cell)
		case tc.err != "" && (!errors.Is(err, grid.ErrCell) || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		case tc.err == "" && l.CellName(c) != strings.ToLower(tc.name):
			t.Errorf("%s names back as %s", tc.name, l.CellName(c))
		}
	}
	if !l.AdjacentCells(8, l.CellAt(1, 8)) || l.AdjacentCells(8, 9) {
		t.Errorf("r1c9 is beside r2c9 and not beside r1c13")
	}
	if g := l.GridOf([]int{l.CellAt(6, 6), l.CellAt(6, 7)}); g != 0 {
		t.Errorf("r7c7, r7c8 in grid %d, want the first", g+1)
	}
	if g := l.GridOf([]int{l.CellAt(8, 8), l.CellAt(8, 9)}); g != 2 {
		t.Errorf("r9c9, r9c10 in grid %d, want the centre (3)", g+1)
	}
	if g := l.GridOf([]int{l.CellAt(0, 0), l.CellAt(20, 20)}); g != -1 {
		t.Errorf("r1c1, r21c21 in grid %d", g+1)
	}
}

// TestLayoutGivens reads a twodoku's givens in each text form and
// writes them back, and checks the forms' errors.
func TestLayoutGivens(t *testing.T) {
	l, _ := grid.LayoutNamed("twodoku")
	line := "..2.57.3.679.8354.5.....2..2654.97183...12...1...7.3...2164.87...2..64.67.8.9587.3.2...39...6....9..147.962.2...6.47...82.395168...4..5..26..789931..7264"
	g := make([]uint8, l.Cells())
	if err := l.ParseGivens(line, g); err != nil {
		t.Fatal(err)
	}
	if got := string(l.AppendGivens(nil, g)); got != line {
		t.Errorf("givens write back as\n%s", got)
	}
	board := string(l.AppendBoard(nil, g))
	rows := strings.Split(strings.TrimSuffix(board, "\n"), "\n")
	if len(rows) != 15 || rows[0] != "..2.57.3.      " || rows[14] != "      931..7264" {
		t.Errorf("printed board:\n%s", board)
	}
	// Trailing holes left out, as an editor drops trailing spaces.
	trimmed := make([]string, len(rows))
	for i, r := range rows {
		trimmed[i] = strings.TrimRight(r, " ")
	}
	h := make([]uint8, l.Cells())
	if err := l.ParseBoard(trimmed, h); err != nil || string(l.AppendGivens(nil, h)) != line {
		t.Errorf("printed board reads back as %s, %v", l.AppendGivens(nil, h), err)
	}
	// Grid by grid: the first grid's 81 cells, then the second's.
	var grids [2]string
	for gi := range 2 {
		var b []byte
		for i := range 81 {
			b = append(b, grid.DigitChar(g[l.GridCell(gi, i)]))
		}
		grids[gi] = string(b)
	}
	if err := l.ParseGridGivens(grids[:], h); err != nil || string(l.AppendGivens(nil, h)) != line {
		t.Errorf("grid by grid reads back as %s, %v", l.AppendGivens(nil, h), err)
	}
	shared := l.GridCell(1, 0) // r7c7, the first grid's r7c7 too
	bad := []byte(grids[1])
	if bad[0] == '5' {
		bad[0] = '6'
	} else {
		bad[0] = '5'
	}
	for _, tc := range []struct {
		err error
		got error
		msg string
	}{
		{grid.ErrLength, l.ParseGivens(line[1:], h), "152 characters, want 153 for a twodoku"},
		{grid.ErrChar, l.ParseGivens("a"+line[1:], h), `bad character 'a' at r1c1`},
		{grid.ErrLength, l.ParseGridGivens(grids[:1], h), "1 grids of givens, want 2 for a twodoku"},
		{grid.ErrLength, l.ParseGridGivens([]string{grids[0], grids[1][1:]}, h), "grid 2 has 80 characters, want 81"},
		{grid.ErrConflict, l.ParseGridGivens([]string{grids[0], string(bad)}, h), "grids 1 and 2 differ at " + l.CellName(shared)},
		{grid.ErrLength, l.ParseBoard(trimmed[1:], h), "14 lines, want 15 for a twodoku"},
		{grid.ErrChar, l.ParseBoard(append([]string{rows[0][:9] + "1"}, trimmed[1:]...), h), `'1' at r1c10, a hole of a twodoku`},
		{grid.ErrChar, l.ParseBoard(append([]string{" " + rows[0][1:]}, trimmed[1:]...), h), `bad character ' ' at r1c1`},
		{grid.ErrLength, l.ParseBoard(append([]string{rows[0] + "12"}, trimmed[1:]...), h), "row 1 has 17 characters, want 15"},
	} {
		if !errors.Is(tc.got, tc.err) || !strings.Contains(tc.got.Error(), tc.msg) {
			t.Errorf("%v, want %q", tc.got, tc.msg)
		}
	}
}

// FuzzLayout: any list of corners makes a layout or an ErrLayout, and a
// layout's cells, positions and names agree, in its order and in its
// canonical order.
func FuzzLayout(f *testing.F) {
	f.Add([]byte{0, 0, 2, 2})
	f.Add([]byte{0, 0, 0, 4, 4, 0, 4, 4, 2, 2})
	f.Add([]byte{2, 2, 0, 0})
	f.Add([]byte{0, 1, 1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		var cs []grid.Corner
		for i := 0; i+1 < len(b); i += 2 {
			// Mostly multiples of 3 on a board of up to 45×45, now and
			// then not.
			top, left := int(b[i]%16)*3, int(b[i+1]%16)*3
			if b[i] >= 240 {
				top++
			}
			cs = append(cs, grid.Corner{Top: top, Left: left})
		}
		l, err := grid.NewLayout(cs)
		if err != nil {
			if !errors.Is(err, grid.ErrLayout) {
				t.Fatalf("%v: %v", cs, err)
			}
			return
		}
		for _, m := range []*grid.Layout{l, l.Canonical()} {
			if m.Cells() != l.Cells() || m.H != l.H || m.W != l.W {
				t.Fatalf("%v: canonical %v has another board", l.Grids, m.Grids)
			}
			for c := range m.Cells() {
				r, col := m.Position(c)
				back, err := m.ParseCell(m.CellName(c))
				if m.CellAt(r, col) != c || err != nil || back != c {
					t.Fatalf("%v: cell %d at r%dc%d reads back as %d, %v", m.Grids, c, r+1, col+1, back, err)
				}
			}
		}
		if string(l.Canonical().AppendJSON(nil)) != string(l.Canonical().Canonical().AppendJSON(nil)) {
			t.Fatalf("%v: canonical twice differs", l.Grids)
		}
	})
}
