package puzzle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
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
		{"size 17", `{"size":17}`, puzzle.ErrSize, "4 to 16"},
		{"bad box", `{"box":[2,4]}`, puzzle.ErrSize, "box [2,4]"},
		{"box and regions", `{"box":[3,3],"regions":"` + jigsawRegions + `"}`, puzzle.ErrRegions, "box and regions"},
		{"short regions", `{"regions":"1122"}`, puzzle.ErrRegions, "4 characters"},
		{"ten regions", `{"regions":"0` + jigsawRegions[1:] + `"}`, puzzle.ErrRegions, "tenth region"},
		{"bad region character", `{"regions":"#` + jigsawRegions[1:] + `"}`, puzzle.ErrRegions, "r1c1"},
		{"region too big", `{"regions":"2` + jigsawRegions[1:] + `"}`, puzzle.ErrRegions, "region 1 has 10 cells"},
		{"region not connected", `{"regions":"` + swap(boxes, 0, 80) + `"}`, puzzle.ErrRegions, "not connected"},
		{"two 9s in a window", `{"givens":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","windows":true}`, solve.ErrConflict, "window 1"},
		{"two 7s on a diagonal", `{"givens":"7........" ,"diagonals":true}`, solve.ErrLength, ""},
		{"two 1s on the diagonal", `{"givens":"1` + strings.Repeat(".", 29) + "1" + strings.Repeat(".", 50) + `","diagonals":true}`, solve.ErrConflict, "diagonal r1c1-r9c9"},
		{"two 1s in a region", `{"regions":"` + jigsawRegions + `","givens":"1` + strings.Repeat(".", 19) + "1" + strings.Repeat(".", 60) + `"}`, solve.ErrConflict, "region 1"},
		{"diagonals not true or false", `{"diagonals":1}`, puzzle.ErrJSON, "true or false"},
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
