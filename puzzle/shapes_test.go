package puzzle_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// jigsawRegions is a jigsaw layout of nine connected regions (the one of
// docs/shapes.md's reference values).
const jigsawRegions = "122222233122233333111111133444445555464555775464577777866666979868886979888899999"

// TestShapeInputErrors checks each input error of docs/shapes.md that a
// 9×9 grid can have: one sentinel, and a message that names what is
// wrong.
func TestShapeInputErrors(t *testing.T) {
	boxes := strings.Repeat("111222333", 3) + strings.Repeat("444555666", 3) + strings.Repeat("777888999", 3)
	tests := []struct {
		name, line string
		want       error
		says       string
	}{
		{"size out of range", `{"size":3,"givens":""}`, puzzle.ErrSize, "size 3"},
		{"size 26", `{"size":26}`, puzzle.ErrSize, "4 to 25"},
		{"size 3", `{"size":3}`, puzzle.ErrSize, "4 to 25"},
		{"size 17 without regions", `{"size":17}`, puzzle.ErrSize, "17x17 grid has no boxes"},
		{"size 19 without regions", `{"size":19}`, puzzle.ErrSize, "19x19 grid has no boxes"},
		{"size 23 without regions", `{"size":23}`, puzzle.ErrSize, "23x23 grid has no boxes"},
		{"box of 25 that is not 5x5", `{"size":25,"box":[3,8]}`, puzzle.ErrSize, "box [3,8] does not tile a 25x25 grid"},
		{"box of one column at 22", `{"size":22,"box":[22,1]}`, puzzle.ErrSize, "box [22,1]"},
		{"windows at 25", `{"size":25,"windows":true}`, puzzle.ErrSize, "windoku is 9x9 only"},
		{"givens too long at 25", `{"size":25,"givens":"` + strings.Repeat(".", 626) + `"}`, grid.ErrLength, "626 cells, want 625"},
		{"letter above 24", `{"size":24,"givens":"P` + strings.Repeat(".", 575) + `"}`, grid.ErrChar, "digit P at r1c1 is above 24"},
		{"letter past P", `{"size":25,"givens":"Q` + strings.Repeat(".", 624) + `"}`, grid.ErrChar, "'Q' at cell 1"},
		{"two Ps in a 25x25 column", `{"size":25,"givens":"P` + strings.Repeat(".", 24) + "p" + strings.Repeat(".", 599) + `"}`, grid.ErrConflict, "two Ps in column 1"},
		{"regions of 24 at 25", `{"size":25,"regions":"` + strings.Repeat("abcdefghijklmnopqrstuvwxx", 25) + `"}`, puzzle.ErrRegions, "24 regions, want 25"},
		{"cell r26c1 at 25", `{"size":25,"givens":"` + strings.Repeat(".", 625) + `","diagonals":true,"cages":[{"sum":3,"cells":["r26c1"]}]}`, grid.ErrCell, "r1c1 to r25c25"},
		{"cage at 25", `{"size":25,"cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`, puzzle.ErrSize, "killer and greater-than grids are 16x16 at most"},
		{"sign at 20", `{"size":20,"greater":[["r1c1","r1c2"]]}`, puzzle.ErrSize, "cages or signs on a 20x20 grid"},
		{"bad box", `{"box":[2,4]}`, puzzle.ErrSize, "box [2,4]"},
		{"box and regions", `{"box":[3,3],"regions":"` + jigsawRegions + `"}`, puzzle.ErrRegions, "box and regions"},
		{"short regions", `{"regions":"1122"}`, puzzle.ErrRegions, "4 characters"},
		{"ten regions", `{"regions":"0` + jigsawRegions[1:] + `"}`, puzzle.ErrRegions, "one too many"},
		{"bad region character", `{"regions":"#` + jigsawRegions[1:] + `"}`, puzzle.ErrRegions, "r1c1"},
		{"region too big", `{"regions":"2` + jigsawRegions[1:] + `"}`, puzzle.ErrRegions, "region 1 has 10 cells"},
		{"region not connected", `{"regions":"` + swap(boxes, 0, 80) + `"}`, puzzle.ErrRegions, "not connected"},
		{"two 9s in a window", `{"givens":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","windows":true}`, grid.ErrConflict, "window 1"},
		{"two 7s on a diagonal", `{"givens":"7........" ,"diagonals":true}`, grid.ErrLength, ""},
		{"two 1s on the diagonal", `{"givens":"1` + strings.Repeat(".", 29) + "1" + strings.Repeat(".", 50) + `","diagonals":true}`, grid.ErrConflict, "diagonal r1c1-r9c9"},
		{"two 1s in a region", `{"regions":"` + jigsawRegions + `","givens":"1` + strings.Repeat(".", 19) + "1" + strings.Repeat(".", 60) + `"}`, grid.ErrConflict, "region 1"},
		{"diagonals not true or false", `{"diagonals":1}`, puzzle.ErrJSON, "true or false"},
		// Other sizes.
		{"size without boxes", `{"size":5,"givens":"` + strings.Repeat(".", 25) + `"}`, puzzle.ErrSize, "5x5 grid has no boxes"},
		{"box of another size", `{"size":6,"box":[2,2]}`, puzzle.ErrSize, "box [2,2] does not tile a 6x6 grid"},
		{"box of one row", `{"size":6,"box":[1,6]}`, puzzle.ErrSize, "box [1,6]"},
		{"windows at 6", `{"size":6,"windows":true}`, puzzle.ErrSize, "windoku is 9x9 only"},
		{"givens too short", `{"size":6,"givens":"` + strings.Repeat(".", 35) + `"}`, grid.ErrLength, "35 cells, want 36"},
		{"digit above the size", `{"size":6,"givens":"7` + strings.Repeat(".", 35) + `"}`, grid.ErrChar, "digit 7 at r1c1 is above 6"},
		{"letter above the size", `{"size":12,"givens":"` + strings.Repeat(".", 20) + "D" + strings.Repeat(".", 123) + `"}`, grid.ErrChar, "digit D at r2c9 is above 12"},
		{"cell outside the grid", `{"size":6,"cages":[{"sum":3,"cells":["r7c1"]}]}`, grid.ErrCell, "r1c1 to r6c6"},
		{"cage larger than the size", `{"size":4,"cages":[{"sum":10,"cells":["r1c1","r1c2","r1c3","r1c4","r2c4"]}]}`, puzzle.ErrCage, "at most 4"},
		{"cage sum above the size's", `{"size":6,"cages":[{"sum":12,"cells":["r1c1","r1c2"]}]}`, puzzle.ErrSum, "3 to 11"},
		{"regions of another size", `{"size":6,"regions":"` + jigsawRegions + `"}`, puzzle.ErrRegions, "81 characters, want 36"},
		{"seven regions at 6", `{"size":6,"regions":"` + strings.Repeat("111222", 3) + strings.Repeat("333444", 2) + "555667" + `"}`, puzzle.ErrRegions, "one too many"},
		{"two 2s in a 6x6 box", `{"size":6,"givens":"2.....` + ".2...." + strings.Repeat(".", 24) + `"}`, grid.ErrConflict, "two 2s in box 1"},
		{"two Gs in a 16x16 row", `{"size":16,"givens":"G.g` + strings.Repeat(".", 253) + `"}`, grid.ErrConflict, "two Gs in row 1"},
		{"two 1s on a 4x4 diagonal", `{"size":4,"diagonals":true,"givens":"1.........1....."}`, grid.ErrConflict, "diagonal r1c1-r4c4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := puzzle.Parse(tt.line)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.says) {
				t.Errorf("Parse(%s) = %v, want %v saying %q", tt.line, err, tt.want, tt.says)
			}
		})
	}
}

// swap exchanges the characters at i and j.
func swap(s string, i, j int) string {
	b := []byte(s)
	b[i], b[j] = b[j], b[i]
	return string(b)
}

// TestShapeKinds checks kind names both ways, and that a jigsaw's boxes
// stay boxes in a box grid: a box given twice a digit in a jigsaw is no
// conflict.
func TestShapeKinds(t *testing.T) {
	for _, k := range puzzle.Kinds() {
		got, err := puzzle.ParseKind(k.String())
		if err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k, got, err)
		}
	}
	for _, bad := range []string{"killer-jigsaw", "x-x", "sudoku", "jigsaw-", ""} {
		if _, err := puzzle.ParseKind(bad); !errors.Is(err, puzzle.ErrKind) {
			t.Errorf("ParseKind(%q) = %v, want ErrKind", bad, err)
		}
	}
	line := `{"regions":"` + jigsawRegions + `","givens":"` + "1" + strings.Repeat(".", 10) + "1" + strings.Repeat(".", 69) + `","diagonals":true,"windows":true}`
	p, err := puzzle.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	if k := p.Kind(); k != puzzle.Jigsaw|puzzle.X|puzzle.Windoku || k.String() != "jigsaw-x-windoku" {
		t.Errorf("kind %v", k)
	}
	if got := p.String(); got != line {
		t.Errorf("String() = %s\nwant %s", got, line)
	}
	if n := len(p.Houses()); n != 33 {
		t.Errorf("%d houses, want 33", n)
	}
	q := p.Canonical()
	if q.Key() != p.Key() || p.Key() == (&puzzle.Puzzle{Givens: p.Givens}).Key() {
		t.Errorf("keys")
	}
}

// TestSizeCanonicalForm reads puzzles of other sizes and checks the
// canonical form shapes.md gives: size only when not 9, box only when
// not the default, regions named 1-9 then a-g, givens 1-9 then A-G, cells
// rRcC in decimal; and that it reads back to itself.
func TestSizeCanonicalForm(t *testing.T) {
	regions16 := ""
	for r := range 16 {
		for c := range 16 {
			regions16 += string("ABCDEFGHIJKLMNOP"[r/4*4+c/4])
		}
	}
	tests := []struct{ in, want string }{
		{`{"size":4,"givens":".2......1..2...3"}`, `{"size":4,"givens":".2......1..2...3"}`},
		{`{"size":6,"box":[2,3],"givens":"` + strings.Repeat("0", 36) + `"}`, `{"size":6,"givens":"` + strings.Repeat(".", 36) + `"}`},
		{`{"size":6,"box":[3,2],"givens":"` + strings.Repeat(".", 36) + `"}`, `{"size":6,"box":[3,2],"givens":"` + strings.Repeat(".", 36) + `"}`},
		{`{"size":9,"box":[3,3],"givens":"1` + strings.Repeat(".", 80) + `","diagonals":true}`, `{"givens":"1` + strings.Repeat(".", 80) + `","diagonals":true}`},
		{`{"size":16,"regions":"` + regions16 + `","givens":"a` + strings.Repeat(".", 254) + `g"}`,
			`{"size":16,"regions":"` + regions16Canon() + `","givens":"A` + strings.Repeat(".", 254) + `G"}`},
		{`{"size":12,"givens":"` + strings.Repeat(".", 144) + `","cages":[{"sum":23,"cells":["r12c12","r11c12"]}]}`,
			`{"size":12,"givens":"` + strings.Repeat(".", 144) + `","cages":[{"sum":23,"cells":["r11c12","r12c12"]}]}`},
	}
	for _, tt := range tests {
		p, err := puzzle.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%s): %v", tt.in, err)
		}
		if got := p.String(); got != tt.want {
			t.Errorf("Parse(%s).String() =\n%s\nwant\n%s", tt.in, got, tt.want)
		}
		back, err := puzzle.Parse(p.String())
		if err != nil || back.String() != tt.want {
			t.Errorf("%s does not read back: %v", tt.want, err)
		}
	}
}

// regions16Canon is the 16×16 grid's boxes as a jigsaw, named as the
// canonical form names regions.
func regions16Canon() string {
	out := ""
	for r := range 16 {
		for c := range 16 {
			out += string("123456789abcdefg"[r/4*4+c/4])
		}
	}
	return out
}

// TestSizeHouses checks the houses of other sizes: 3N of them, rows,
// columns and boxes of the box shape, N cells each, and the diagonals.
func TestSizeHouses(t *testing.T) {
	for _, tt := range []struct {
		line     string
		n        int
		box1     []uint16 // the cells of box 1
		diagonal bool
	}{
		{`{"size":6}`, 6, []uint16{0, 1, 2, 6, 7, 8}, false},
		{`{"size":6,"box":[3,2]}`, 6, []uint16{0, 1, 6, 7, 12, 13}, false},
		{`{"size":8,"diagonals":true}`, 8, []uint16{0, 1, 2, 3, 8, 9, 10, 11}, true},
		{`{"size":4}`, 4, []uint16{0, 1, 4, 5}, false},
	} {
		p, err := puzzle.Parse(tt.line)
		if err != nil {
			t.Fatal(err)
		}
		hs := p.Houses()
		want := 3 * tt.n
		if tt.diagonal {
			want += 2
		}
		if len(hs) != want {
			t.Fatalf("%s: %d houses, want %d", tt.line, len(hs), want)
		}
		for _, h := range hs {
			if len(h.Cells) != tt.n {
				t.Errorf("%s: %s has %d cells", tt.line, h.String(), len(h.Cells))
			}
		}
		if got := hs[2*tt.n].Cells; !slices.Equal(got, tt.box1) {
			t.Errorf("%s: box 1 = %v, want %v", tt.line, got, tt.box1)
		}
		if tt.diagonal && hs[3*tt.n+1].String() != "diagonal r1c8-r8c1" {
			t.Errorf("%s: second diagonal is %s", tt.line, hs[3*tt.n+1].String())
		}
	}
}

// TestSizedKindNames checks kind names with a size both ways.
func TestSizedKindNames(t *testing.T) {
	for _, tt := range []struct {
		line, name string
	}{
		{`{"size":6}`, "6x6"},
		{`{"size":6,"cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`, "6x6-killer"},
		{`{"size":16,"regions":"` + regions16Canon() + `"}`, "16x16-jigsaw"},
		{`{"size":5,"regions":"1111122222333334444455555","diagonals":true}`, "5x5-jigsaw-x"},
		{`{"givens":"1` + strings.Repeat(".", 80) + `"}`, "classic"},
		{`{"diagonals":true}`, "x"},
	} {
		p, err := puzzle.Parse(tt.line)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Kind().String(); got != tt.name {
			t.Errorf("%s: kind %q, want %q", tt.line, got, tt.name)
		}
		k, err := puzzle.ParseKind(tt.name)
		if err != nil || k != p.Kind() || k.Size() != p.N() {
			t.Errorf("ParseKind(%q) = %v, %v; want %v", tt.name, k, err, p.Kind())
		}
	}
	if k, err := puzzle.ParseKind("9x9-killer"); err != nil || k != puzzle.Killer {
		t.Errorf("ParseKind(9x9-killer) = %v, %v; want killer", k, err)
	}
	for _, bad := range []string{"6x7", "3x3", "17x17-killer", "6x6-sudoku", "6x6-windoku", "5x5", "7x7-killer", "x-6x6"} {
		if k, err := puzzle.ParseKind(bad); !errors.Is(err, puzzle.ErrKind) {
			t.Errorf("ParseKind(%q) = %v, %v, want ErrKind", bad, k, err)
		}
	}
}

// TestHouseFeatures: a kind's house features are its jigsaw regions,
// diagonals and windows, without its cages, signs and size.
func TestHouseFeatures(t *testing.T) {
	for _, tt := range []struct{ kind, want string }{
		{"classic", "classic"},
		{"killer-greater", "classic"},
		{"jigsaw-x-windoku-killer-greater", "jigsaw-x-windoku"},
		{"x-greater", "x"},
		{"6x6-jigsaw-killer", "jigsaw"},
		{"16x16", "classic"},
	} {
		k, err := puzzle.ParseKind(tt.kind)
		if err != nil {
			t.Fatal(err)
		}
		if got := k.HouseFeatures().String(); got != tt.want {
			t.Errorf("%s: house features %s, want %s", tt.kind, got, tt.want)
		}
	}
}

// TestSizeCanonicalSymmetries: a 6×6 puzzle with 2×3 boxes has the four
// symmetries that keep its boxes, a 4×4 all eight; every image has the
// same canonical form and key, and a transposed 6×6 (3×2 boxes) is
// another puzzle.
func TestSizeCanonicalSymmetries(t *testing.T) {
	p, err := puzzle.Parse(`{"size":6,"givens":".5......2...3..4.....32.1.3.5..4...."}`)
	if err != nil {
		t.Fatal(err)
	}
	flip := func(p puzzle.Puzzle, f func(r, c, n int) (int, int)) puzzle.Puzzle {
		q := p
		q.Givens = grid.Grid{}
		n := p.N()
		for c := range n * n {
			r, col := f(c/n, c%n, n)
			q.Givens[r*n+col] = p.Givens[c]
		}
		return q
	}
	half := flip(p, func(r, c, n int) (int, int) { return n - 1 - r, n - 1 - c })
	mirror := flip(p, func(r, c, n int) (int, int) { return r, n - 1 - c })
	for _, q := range []puzzle.Puzzle{half, mirror} {
		qc, pc := q.Canonical(), p.Canonical()
		if q.Key() != p.Key() || qc.String() != pc.String() {
			t.Errorf("%s and %s: keys differ", q.String(), p.String())
		}
	}
	if p.Key() == half.Key() && half.String() == p.String() {
		t.Fatal("the half turn left the puzzle as it was; pick another")
	}
	four, err := puzzle.Parse(`{"size":4,"givens":".2......1..2...3"}`)
	if err != nil {
		t.Fatal(err)
	}
	turned := flip(four, func(r, c, n int) (int, int) { return c, n - 1 - r })
	if turned.Key() != four.Key() {
		t.Errorf("a quarter turn of a 4x4 puzzle has another key")
	}
	classic := puzzle.ClassicOf(grid.Nine{1: 5})
	if p.Key() == classic.Key() {
		t.Errorf("a 6x6 puzzle and a 9x9 one share a key")
	}
}
