package puzzleio_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
)

const mixedVariant = `{"givens":"5...............................................................................6",` +
	`"cages":[{"sum":17,"cells":["r1c2","r1c3","r2c2"]},{"sum":10,"cells":["r4c4","r4c5"]}],` +
	`"greater":[["r3c3","r3c4"],["r6c5","r5c5"],["r7c1","r8c1"],["r9c2","r9c1"]]}`

// TestFPuzzlesFile reads an f-puzzles export.
func TestFPuzzlesFile(t *testing.T) {
	b, err := os.ReadFile("testdata/killer.fpuzzles.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzleio.ParseFPuzzles(b)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"givens":"5................................................................................",` +
		`"cages":[{"sum":17,"cells":["r1c2","r1c3","r2c2"]},{"sum":9,"cells":["r9c9"]}],` +
		`"greater":[["r3c3","r3c4"],["r6c5","r5c5"]]}`
	if got := p.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// shapeLines are puzzles of every shape feature, alone and together, with
// cages and signs: what the f-puzzles form must carry.
var shapeLines = []string{
	`{"regions":"111122223122223333111233443155555443657775444657877744657888888667898999666699999","givens":"...1............23243.....97......3..8654.9....9.82..6...29.48..71.2.6.8..8.3...."}`,
	`{"givens":"..8.7.52.....2.69....851....1...2.........9....9.......8.....5.73.........1..8...","diagonals":true}`,
	`{"givens":"68.9.7...94521.6..........85.9823.4...47963..3264....725816.73...738...44.35.982.","windows":true}`,
	`{"regions":"111233333111224443155244333115246666775246866755244866755288888775288999777999999","givens":"84.67.....319.7....1..2.........81.2...814..518...5397.973.625...2..9........1..9","diagonals":true}`,
	`{"givens":"9.2...75.4...7.........2.4.6.......9...........8.........3.8.9...6.....3....5....","diagonals":true,"windows":true}`,
	`{"regions":"111122333111222333112222333444555666444555666444555666777888899777888999777889999","givens":"5........................................................................3.......",` +
		`"cages":[{"sum":10,"cells":["r9c8","r9c9"]}],"greater":[["r1c1","r1c2"],["r8c5","r9c5"]]}`,
}

// TestFPuzzlesShapes reads an f-puzzles export of a jigsaw with both
// diagonals, the windows as extra regions and a killer cage; cells without
// a region are in their box.
func TestFPuzzlesShapes(t *testing.T) {
	b, err := os.ReadFile("testdata/shapes.fpuzzles.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzleio.ParseFPuzzles(b)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"regions":"111122333111222333112222333444555666444555666444555666777888899777888999777889999",` +
		`"givens":"5.......................................3........................................",` +
		`"diagonals":true,"windows":true,"cages":[{"sum":10,"cells":["r9c8","r9c9"]}]}`
	if got := p.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if k := p.Kind(); k != puzzle.Jigsaw|puzzle.X|puzzle.Windoku|puzzle.Killer {
		t.Errorf("kind %s", k)
	}
}

// TestFPuzzlesRoundTrip writes puzzles as f-puzzles JSON and as SudokuPad
// and f-puzzles links, and reads them back unchanged.
func TestFPuzzlesRoundTrip(t *testing.T) {
	for _, in := range append([]string{mixedVariant, `{"greater":[["r1c1","r1c2"],["r2c1","r1c1"]]}`,
		`{"givens":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"}`}, shapeLines...) {
		p, err := puzzle.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := puzzleio.ParseFPuzzles(puzzleio.FPuzzlesJSON(&p, "t"))
		if err != nil || back.String() != p.String() {
			t.Errorf("%s: f-puzzles JSON reads back as %s, %v", p.String(), back.String(), err)
		}
		link := puzzleio.SudokuPadURL(&p, "")
		if !strings.HasPrefix(link, "https://sudokupad.app/fpuzzles") {
			t.Errorf("link %s", link)
		}
		compressed := strings.TrimPrefix(link, "https://sudokupad.app/fpuzzles")
		for _, l := range []string{link, "https://www.f-puzzles.com/?load=" + compressed, "fpuzzles" + compressed} {
			back, err := puzzleio.ParseLink(l)
			if err != nil || back.String() != p.String() {
				t.Errorf("%s: link %s reads back as %s, %v", p.String(), l, back.String(), err)
			}
		}
	}
}

// TestFPuzzlesRefuses: constraints this program does not know are
// refused by name, as are broken links and sign marks it cannot read.
func TestFPuzzlesRefuses(t *testing.T) {
	tests := []struct{ in, msg string }{
		{`{"size":9,"grid":[],"thermometer":[{"lines":[["R1C1","R1C2"]]}],"arrow":[{"cells":["R1C1"]}]}`,
			"f-puzzles: arrow, thermometer not supported (only givens, jigsaw regions, diagonals, windoku windows, killer cages and greater-than signs)"},
		{`{"size":6,"grid":[]}`, "f-puzzles: the 6x6 grid has 0 rows"},
		{`{"size":9,"grid":[[],[],[],[],[],[],[],[],[]],"antiknight":true}`, "f-puzzles: antiknight not supported"},
		{fpGrid(`"diagonal+":true`), "f-puzzles: diagonal+ (r9c1 to r1c9) alone not supported (Sudoku X has both diagonals)"},
		{fpGrid(`"diagonal-":true,"diagonal+":false`), "f-puzzles: diagonal- (r1c1 to r9c9) alone not supported"},
		{fpGrid(`"extraregion":[{"cells":["R1C1","R1C2"]}]`), "f-puzzles: extra region 1 (R1C1,R1C2) not supported (only the four windoku windows)"},
		{fpGrid(`"extraregion":[` + window("R2C2") + `,` + window("R2C6") + `,` + window("R6C2") + `]`),
			"f-puzzles: extra regions without the window at r6c6 not supported"},
		{fpGrid(`"extraregion":[` + window("R2C2") + `,` + window("R2C2") + `]`), "f-puzzles: extra region 2 repeats the window at r2c2"},
		{strings.Replace(fpGrid(""), "{}", `{"region":null}`, 1), "f-puzzles: r1c1 in no region not supported"},
		{strings.Replace(fpGrid(""), "{}", `{"region":9}`, 1), "f-puzzles: region 9 at r1c1: want 0-8"},
		{strings.Replace(fpGrid(""), "{}", `{"region":"a"}`, 1), "f-puzzles: region \"a\" at r1c1: want a number 0-8"},
		{`[1,2]`, "f-puzzles: not f-puzzles JSON"},
	}
	for _, tt := range tests {
		_, err := puzzleio.ParseFPuzzles([]byte(tt.in))
		if !errors.Is(err, puzzleio.ErrFPuzzles) || !strings.HasPrefix(err.Error(), tt.msg) {
			t.Errorf("%s:\n got %v\nwant %s", tt.in, err, tt.msg)
		}
	}
	// The boxes, numbered otherwise, are the boxes; two boxes in one
	// region are no jigsaw.
	p, err := puzzleio.ParseFPuzzles([]byte(fpRegions(func(c int) int { return 8 - (c/27*3 + c%9/3) })))
	if err != nil || !p.IsClassic() {
		t.Errorf("the boxes numbered backwards: %s, %v; want a classic grid", &p, err)
	}
	if _, err := puzzleio.ParseFPuzzles([]byte(fpRegions(func(c int) int { return c / 27 }))); !errors.Is(err, puzzle.ErrRegions) {
		t.Errorf("three boxes in each region: %v, want bad regions", err)
	}
	// Regions that are no jigsaw are the puzzle's input error.
	if _, err := puzzleio.ParseFPuzzles([]byte(strings.Replace(fpGrid(""), "{}", `{"region":1}`, 1))); !errors.Is(err, puzzle.ErrRegions) {
		t.Errorf("r1c1 in the second box: %v, want bad regions", err)
	}
	b, _ := os.ReadFile("testdata/killer.fpuzzles.json")
	bad := strings.Replace(string(b), `"value":">"`, `"value":"7"`, 1)
	if _, err := puzzleio.ParseFPuzzles([]byte(bad)); err == nil || !strings.Contains(err.Error(), `text "7" on R3C3,R3C4 is not a greater-than sign`) {
		t.Errorf("a text mark that is not a sign: %v", err)
	}
	for _, l := range []string{"https://example.com/puzzle", "https://sudokupad.app/fpuzzles!!!", "fpuzzlesAAAA"} {
		if _, err := puzzleio.ParseLink(l); !errors.Is(err, puzzleio.ErrFPuzzles) {
			t.Errorf("ParseLink(%s): %v", l, err)
		}
	}
}

// fpGrid is an f-puzzles object of an empty 9x9 grid with more keys.
func fpGrid(more string) string {
	row := "[" + strings.Repeat("{},", 8) + "{}]"
	js := `{"size":9,"grid":[` + strings.Repeat(row+",", 8) + row + "]"
	if more != "" {
		js += "," + more
	}
	return js + "}"
}

// fpRegions is an f-puzzles object of an empty 9x9 grid whose every cell
// names its region.
func fpRegions(region func(c int) int) string {
	var rows []string
	for r := range 9 {
		var cells []string
		for c := range 9 {
			cells = append(cells, fmt.Sprintf(`{"region":%d}`, region(r*9+c)))
		}
		rows = append(rows, "["+strings.Join(cells, ",")+"]")
	}
	return `{"size":9,"grid":[` + strings.Join(rows, ",") + `]}`
}

// window is an extra region of the 3x3 window whose top-left cell is
// named.
func window(topLeft string) string {
	r, c := int(topLeft[1]-'0'), int(topLeft[3]-'0')
	var cells []string
	for i := range 3 {
		for j := range 3 {
			cells = append(cells, fmt.Sprintf(`"R%dC%d"`, r+i, c+j))
		}
	}
	return `{"cells":[` + strings.Join(cells, ",") + `]}`
}

// FuzzFPuzzles: no input makes the f-puzzles reader panic, and what it
// accepts is a valid puzzle of the object's size, no jigsaw whose regions
// are boxes, that writes and reads back the same.
func FuzzFPuzzles(f *testing.F) {
	b, _ := os.ReadFile("testdata/killer.fpuzzles.json")
	f.Add(string(b))
	b, _ = os.ReadFile("testdata/shapes.fpuzzles.json")
	f.Add(string(b))
	f.Add(`{"size":9,"grid":[[{"value":10,"given":true}]]}`)
	for _, in := range shapeLines {
		p, _ := puzzle.Parse(in)
		f.Add(string(puzzleio.FPuzzlesJSON(&p, "")))
	}
	// Other sizes: f-puzzles' own objects, and one written puzzle of
	// each size and kind of the shape vectors.
	b, _ = os.ReadFile("testdata/fpuzzles-sizes.txt")
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "{") {
			f.Add(line)
		}
	}
	seeds, _, _ := seedPuzzles(f)
	kinds := map[puzzle.Kind]bool{}
	for i := range seeds {
		if k := seeds[i].Kind(); !kinds[k] {
			kinds[k] = true
			f.Add(string(puzzleio.FPuzzlesJSON(&seeds[i], "")))
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		p, err := puzzleio.ParseFPuzzles([]byte(in))
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("accepted an invalid puzzle: %v", err)
		}
		var size struct{ Size int }
		if err := json.Unmarshal([]byte(in), &size); err != nil || size.Size != p.N() {
			t.Fatalf("%s: the object's size %d (%v), read as %d", in, size.Size, err, p.N())
		}
		if p.Regions != nil && boxLike(&p) {
			t.Fatalf("%s: a jigsaw whose regions are boxes", &p)
		}
		back, err := puzzleio.ParseFPuzzles(puzzleio.FPuzzlesJSON(&p, ""))
		if err != nil || back.String() != p.String() {
			t.Fatalf("%s reads back as %s, %v", p.String(), back.String(), err)
		}
	})
}
