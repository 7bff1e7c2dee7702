package puzzle_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
)

// twodoku is the first twodoku of the gattai vectors
// (solve/testdata/gattai_seed_scores.jsonl), a unique puzzle: 153 cells.
const twodoku = "..2.57.3.679.8354.5.....2..2654.97183...12...1...7.3...2164.87...2..64.67.8.9587.3.2...39...6....9..147.962.2...6.47...82.395168...4..5..26..789931..7264"

// gridsOf returns the givens of each grid of the layout, 81 characters
// each, from the board's givens string.
func gridsOf(t *testing.T, l *grid.Layout, board string) []string {
	t.Helper()
	g := make([]uint8, l.Cells())
	if err := l.ParseGivens(board, g); err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(l.Grids))
	for gi := range l.Grids {
		var b []byte
		for i := range 81 {
			b = append(b, grid.DigitChar(g[l.GridCell(gi, i)]))
		}
		out[gi] = string(b)
	}
	return out
}

func TestParseJoined(t *testing.T) {
	two, _ := grid.LayoutNamed("twodoku")
	grids := gridsOf(t, two, twodoku)
	canonical := `{"layout":"twodoku","givens":"` + twodoku + `"}`
	empty := strings.Repeat(".", 225)
	for _, tc := range []struct{ in, want, kind string }{
		{canonical, canonical, "twodoku"},
		// One string a grid; the layout's name in any case.
		{`{"givens":["` + grids[0] + `","` + grids[1] + `"],"layout":"Twodoku"}`, canonical, "twodoku"},
		// The twodoku as a list, in either order, with the strings in
		// the list's order.
		{`{"layout":[[6,6],[0,0]],"givens":["` + grids[1] + `","` + grids[0] + `"]}`, canonical, "twodoku"},
		{`{"layout":[[0,0],[6,6]],"givens":"` + twodoku + `"}`, canonical, "twodoku"},
		// A list that is no named layout, sorted; no givens: all blank.
		{`{"layout":[[12,12],[0,0],[6,6]]}`, `{"layout":[[0,0],[6,6],[12,12]],"givens":"` + empty + `"}`, "gattai"},
		// Key order and cells on the board: diagonals, a cage in the
		// second grid's corner, a sign across the shared box's edge.
		{`{"greater":[["r7c10","r7c9"]],"cages":[{"sum":3,"cells":["r15c15","r15c14"]}],"diagonals":true,"layout":"twodoku"}`,
			`{"layout":"twodoku","givens":"` + strings.Repeat(".", 153) + `","diagonals":true,"cages":[{"sum":3,"cells":["r15c14","r15c15"]}],"greater":[["r7c10","r7c9"]]}`,
			"twodoku-x-killer-greater"},
	} {
		p, err := puzzle.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%.80s): %v", tc.in, err)
			continue
		}
		if got := p.String(); got != tc.want {
			t.Errorf("Parse(%.80s) writes\n%s\nwant\n%s", tc.in, got, tc.want)
		}
		if got := p.Kind().String(); got != tc.kind {
			t.Errorf("Parse(%.80s) is a %s, want %s", tc.in, got, tc.kind)
		}
		if q, err := puzzle.Parse(p.String()); err != nil || q.String() != p.String() {
			t.Errorf("%.80s reads back as %s, %v", p.String(), q.String(), err)
		}
	}
}

func TestParseJoinedErrors(t *testing.T) {
	two, _ := grid.LayoutNamed("twodoku")
	grids := gridsOf(t, two, twodoku)
	// The second grid's r1c1 is the board's r7c7, the first grid's r7c7.
	other := []byte(grids[1])
	if other[0] == '5' {
		other[0] = '6'
	} else {
		other[0] = '5'
	}
	conflict := []byte(strings.Repeat(".", 153))
	conflict[0], conflict[5] = '5', '5'
	// r7c1 and r7c15 are both 4 in row 7, which the grids do not share.
	apart := []byte(strings.Repeat(".", 153))
	sevenOne, _ := two.ParseCell("r7c1")
	sevenFifteen, _ := two.ParseCell("r7c15")
	apart[sevenOne], apart[sevenFifteen] = '4', '4'
	for _, tc := range []struct {
		in   string
		err  error
		want string
	}{
		{`{"layout":"samurai-x"}`, grid.ErrLayout, `bad layout "samurai-x" (want twodoku, samurai, sohei, windmill, butterfly, flower, or a list of [top, left] pairs)`},
		{`{"layout":7}`, puzzle.ErrJSON, "layout should be a name or a list of [top, left] pairs, not number"},
		{`{"layout":[[0,0,0],[6,6]]}`, grid.ErrLayout, "grid 1 has 3 numbers, want 2 (top, left)"},
		{`{"layout":[[0,0],[4,6]]}`, grid.ErrLayout, "grid 2 at [4,6]: top and left must be multiples of 3"},
		{`{"layout":"twodoku","givens":"` + twodoku[1:] + `"}`, grid.ErrLength, "givens: wrong length: 152 characters, want 153 for a twodoku"},
		{`{"layout":"twodoku","givens":["` + grids[0] + `"]}`, grid.ErrLength, "1 grids of givens, want 2 for a twodoku"},
		{`{"layout":"twodoku","givens":["` + grids[0] + `","` + grids[1][1:] + `"]}`, grid.ErrLength, "grid 2 has 80 characters, want 81"},
		{`{"layout":"twodoku","givens":["` + grids[0] + `","` + string(other) + `"]}`, grid.ErrConflict, "grids 1 and 2 differ at r7c7"},
		{`{"layout":"twodoku","givens":3}`, puzzle.ErrJSON, "givens should be a string or a list of strings, not number"},
		{`{"givens":["` + grids[0] + `"]}`, puzzle.ErrJSON, "givens should be a string, not array"},
		{`{"layout":"twodoku","givens":"` + string(conflict) + `"}`, grid.ErrConflict, "two 5s in row 1 of grid 1"},
		{`{"layout":"twodoku","givens":"` + string(apart) + `"}`, nil, ""},
		{`{"layout":"twodoku","cages":[{"sum":3,"cells":["r1c10","r1c9"]}]}`, grid.ErrCell, `"r1c10": a hole of a twodoku, not a cell`},
		{`{"layout":"twodoku","greater":[["r16c1","r15c1"]]}`, grid.ErrCell, `"r16c1" (want r1c1 to r15c15)`},
		{`{"layout":"twodoku","cages":[{"sum":15,"cells":["r9c6","r9c7","r9c8","r9c9","r9c10"]}]}`, puzzle.ErrCage, "cage at r9c6 leaves one grid (a cage lies inside one grid)"},
		{`{"layout":"twodoku","cages":[{"sum":3,"cells":["r7c7","r8c8"]}]}`, puzzle.ErrCage, "cage at r7c7 is not connected"},
		{`{"layout":"twodoku","greater":[["r7c9","r8c10"]]}`, puzzle.ErrSign, "r7c9 and r8c10 are not orthogonal neighbours"},
		{`{"layout":"twodoku","size":9}`, grid.ErrLayout, "size does not go with a layout"},
		{`{"layout":"twodoku","box":[3,3]}`, grid.ErrLayout, "box does not go with a layout"},
		{`{"layout":"twodoku","regions":"1"}`, grid.ErrLayout, "regions does not go with a layout"},
		{`{"layout":"twodoku","windows":false}`, grid.ErrLayout, "windows does not go with a layout"},
	} {
		_, err := puzzle.Parse(tc.in)
		if tc.want == "" {
			// Cells apart in one row of the board that no grid shares
			// are no conflict.
			if err != nil {
				t.Errorf("Parse(%.80s): %v", tc.in, err)
			}
			continue
		}
		if !errors.Is(err, tc.err) || err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%.80s): %v, want %q", tc.in, err, tc.want)
		}
	}
}

// TestJoinedHouses: each grid's rows, columns and boxes (and diagonals)
// over board cells, a house two grids share listed once.
func TestJoinedHouses(t *testing.T) {
	for _, tc := range []struct {
		in     string
		houses int
	}{
		{`{"layout":"twodoku"}`, 2*27 - 1},
		{`{"layout":"twodoku","diagonals":true}`, 2*29 - 1},
		// Two grids share each of 12 rows and 12 columns; the board has
		// 16 boxes.
		{`{"layout":"butterfly"}`, 16 + 2*24},
		// The first grid shares three columns with the second and three
		// rows with the third; the board has 21 boxes.
		{`{"layout":[[0,0],[0,6],[6,0]]}`, 21 + 2*24},
	} {
		p, err := puzzle.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		hs := p.Houses()
		if len(hs) != tc.houses {
			t.Errorf("%s: %d houses, want %d", tc.in, len(hs), tc.houses)
		}
		seen := map[string]bool{}
		for _, h := range hs {
			if len(h.Cells) != 9 {
				t.Errorf("%s: %s has %d cells", tc.in, h.String(), len(h.Cells))
			}
			key := fmt.Sprint(h.Cells)
			if seen[key] {
				t.Errorf("%s: %s twice", tc.in, h.String())
			}
			seen[key] = true
		}
	}
	p, _ := puzzle.Parse(`{"layout":"twodoku","diagonals":true}`)
	var names []string
	for _, h := range p.Houses() {
		if h.Grid == 2 && (h.Index == 0 || h.Kind == puzzle.Diagonal) {
			names = append(names, h.String())
		}
	}
	if got := strings.Join(names, ", "); got != "row 1 of grid 2, column 1 of grid 2, diagonal r7c7-r15c15, diagonal r7c15-r15c7" {
		t.Errorf("the second grid's houses: %s", got)
	}
}

// TestJoinedSymmetry: the canonical form and the symmetry of joined
// grids move the board as the layout allows.
func TestJoinedSymmetry(t *testing.T) {
	for _, tc := range []struct {
		in   string
		sym  iso.Symmetry
		same string // an image of in, with the same canonical form
	}{
		// An empty twodoku: the half turn, its strongest.
		{`{"layout":"twodoku"}`, iso.Rot180, ""},
		// r1c1 given: only the reflection in the main diagonal keeps it.
		{`{"layout":"twodoku","givens":"1` + strings.Repeat(".", 152) + `"}`, iso.Diagonal,
			`{"layout":"twodoku","givens":"` + strings.Repeat(".", 152) + `1"}`},
		// An empty samurai and windmill turn by a quarter, a sohei
		// too; a cage on the samurai's corner maps onto its image in
		// the other diagonal.
		{`{"layout":"samurai"}`, iso.Rot90, ""},
		{`{"layout":"windmill"}`, iso.Rot90, ""},
		{`{"layout":"sohei"}`, iso.Rot90, ""},
		{`{"layout":"samurai","cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`, iso.None,
			`{"layout":"samurai","cages":[{"sum":3,"cells":["r21c21","r20c21"]}]}`},
		// Gattai-8, 21×33: a half turn and both mirrors.
		{`{"layout":[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]}`, iso.Rot180, ""},
		// An empty butterfly and flower turn by a quarter.
		{`{"layout":"butterfly"}`, iso.Rot90, ""},
		{`{"layout":"flower"}`, iso.Rot90, ""},
		// A cage on the butterfly's top-left corner, and its image in
		// the other diagonal on the bottom-right one.
		{`{"layout":"butterfly","cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`, iso.None,
			`{"layout":"butterfly","cages":[{"sum":3,"cells":["r12c12","r11c12"]}]}`},
		// The L has the main diagonal's reflection alone.
		{`{"layout":[[0,0],[0,6],[6,0]]}`, iso.Diagonal, ""},
		// Two grids side by side, 9×15: a half turn and both mirrors.
		{`{"layout":[[0,0],[0,6]]}`, iso.Rot180, ""},
		{`{"layout":[[0,0],[0,6]],"givens":"1` + strings.Repeat(".", 134) + `"}`, iso.None,
			`{"layout":[[0,0],[0,6]],"givens":"` + strings.Repeat(".", 134) + `1"}`},
	} {
		p, err := puzzle.Parse(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if got := p.Symmetry(); got != tc.sym {
			t.Errorf("%s: symmetry %v, want %v", tc.in, got, tc.sym)
		}
		if tc.same == "" {
			continue
		}
		q, err := puzzle.Parse(tc.same)
		if err != nil {
			t.Fatal(err)
		}
		if p.Key() != q.Key() {
			t.Errorf("%s and %s have different keys", tc.in, tc.same)
		}
		c := p.Canonical()
		if c.Layout != p.Layout || c.Kind() != p.Kind() {
			t.Errorf("%s: canonical form %s", tc.in, c.String())
		}
	}
	a, _ := puzzle.Parse(`{"layout":"twodoku","givens":"1` + strings.Repeat(".", 152) + `"}`)
	b, _ := puzzle.Parse(`{"layout":"twodoku","givens":".1` + strings.Repeat(".", 151) + `"}`)
	if a.Key() == b.Key() {
		t.Errorf("r1c1 and r1c2 given have one key")
	}
}

func TestJoinedKinds(t *testing.T) {
	for _, name := range []string{"samurai", "samurai-x", "samurai-killer", "twodoku", "flower-greater", "gattai", "gattai-x-killer-greater", "sohei", "windmill", "butterfly"} {
		k, err := puzzle.ParseKind(name)
		if err != nil || k.String() != name || !k.IsJoined() || k.Size() != 9 {
			t.Errorf("%s: %v (%v), %v", name, k, k.IsJoined(), err)
		}
		if !strings.HasPrefix(name, k.LayoutName()) {
			t.Errorf("%s: layout %s", name, k.LayoutName())
		}
	}
	for _, name := range []string{"samurai-jigsaw", "samurai-windoku", "6x6-samurai", "samurai-6x6", "x-samurai", "gattai-gattai"} {
		if k, err := puzzle.ParseKind(name); !errors.Is(err, puzzle.ErrKind) {
			t.Errorf("%s: %v, %v", name, k, err)
		}
	}
	if k, _ := puzzle.ParseKind("SAMURAI-X"); k.String() != "samurai-x" {
		t.Errorf("SAMURAI-X: %v", k)
	}
	for _, k := range puzzle.Kinds() {
		if k.IsJoined() {
			t.Errorf("%v among the kinds of one grid", k)
		}
	}
}
