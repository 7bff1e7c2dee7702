package puzzleio_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// fpSizes is f-puzzles' table of default region shapes, w columns by h
// rows, as main.js of f-puzzles.com (version 1.11.2) has it (const sizes);
// 3 is left out, a size this program does not make.
var fpSizes = map[int]struct{ w, h int }{
	4: {2, 2}, 5: {5, 1}, 6: {3, 2}, 7: {7, 1}, 8: {4, 2}, 9: {3, 3},
	10: {5, 2}, 11: {11, 1}, 12: {4, 3}, 13: {13, 1}, 14: {7, 2}, 15: {5, 3}, 16: {4, 4},
}

// fpDefault is the region f-puzzles' cell constructor gives cell (r, c),
// from 0, of an n×n grid: floor(r/h)·h + floor(c/w).
func fpDefault(n, r, c int) int {
	s := fpSizes[n]
	return r/s.h*s.h + c/s.w
}

// fpDigits are the digits of the text forms in the order of f-puzzles'
// values: '1' is 1, 'G' is 16.
const fpDigits = "123456789ABCDEFG"

// fpObject writes an f-puzzles object of an n×n grid as f-puzzles exports
// one: a given for each digit of givens (n·n characters, '.' a blank), a
// "region" on the cells for which region (nil: none) says so, then more
// keys (without the leading comma).
func fpObject(t testing.TB, n int, givens string, region func(r, c int) (int, bool), more string) string {
	t.Helper()
	if len(givens) != n*n {
		t.Fatalf("%d givens for a %dx%d grid", len(givens), n, n)
	}
	var rows []string
	for r := range n {
		var cells []string
		for c := range n {
			var keys []string
			if d := strings.IndexByte(fpDigits, givens[r*n+c]); d >= 0 {
				keys = append(keys, fmt.Sprintf(`"value":%d,"given":true`, d+1))
			}
			if region != nil {
				if x, ok := region(r, c); ok {
					keys = append(keys, fmt.Sprintf(`"region":%d`, x))
				}
			}
			cells = append(cells, "{"+strings.Join(keys, ",")+"}")
		}
		rows = append(rows, "["+strings.Join(cells, ",")+"]")
	}
	js := fmt.Sprintf(`{"size":%d,"title":"t","grid":[%s]`, n, strings.Join(rows, ","))
	if more != "" {
		js += "," + more
	}
	return js + "}"
}

// regionsOf gives every cell the region its character in regions names,
// 0-based ('1' is region 0, 'a' region 9), renumbered by rename.
func regionsOf(n int, regions string, rename func(int) int) func(r, c int) (int, bool) {
	return func(r, c int) (int, bool) {
		x := strings.IndexByte("123456789abcdefg", regions[r*n+c])
		return rename(x), true
	}
}

// boxRegions gives the cells whose box of rows × cols differs from
// f-puzzles' default region that box's number, as f-puzzles' exporter
// writes only the regions that differ from the default.
func boxRegions(n, rows, cols int) func(r, c int) (int, bool) {
	return func(r, c int) (int, bool) {
		b := r/rows*(n/cols) + c/cols
		return b, b != fpDefault(n, r, c)
	}
}

// TestFPuzzlesSizes reads f-puzzles objects of every kind of shape at
// sizes other than 9, written as f-puzzles writes them.
func TestFPuzzlesSizes(t *testing.T) {
	// The 6×6 killer of docs/shapes.md (score 10), its cages in f-puzzles form.
	killer := `"killercage":[{"cells":["R1C1","R2C1","R3C1"],"value":"10"},{"cells":["R1C2","R1C3"],"value":"7"},` +
		`{"cells":["R1C4","R1C5","R2C5","R2C6"],"value":"12"},{"cells":["R1C6"],"value":"6"},{"cells":["R2C2","R3C2","R4C2"],"value":"6"},` +
		`{"cells":["R2C3","R2C4","R3C3","R4C3"],"value":"16"},{"cells":["R3C4"],"value":"6"},{"cells":["R3C5"],"value":"5"},` +
		`{"cells":["R3C6","R4C6","R5C6","R6C6"],"value":"10"},{"cells":["R4C1","R5C1","R6C1"],"value":"11"},{"cells":["R4C4"],"value":"2"},` +
		`{"cells":["R4C5","R5C5","R6C4","R6C5"],"value":"14"},{"cells":["R5C2"],"value":"6"},{"cells":["R5C3","R5C4"],"value":"9"},` +
		`{"cells":["R6C2","R6C3"],"value":"6"}]`
	sixteen := ".4..E..2.D.91B....A78B..35.4.2.D..D.7.C.....G..6.3...F.9...GA4......B5.A1..E964.F.8......6.B....2.9.C.41..A5......G5F..DC9...7.8..24D1..BG...9.7.7.G.85.D.9.4..E.F.8G4.C5..76...1..3.7.B..4F...G8...29A....D....G...3.F.6.B.E8..3..C.....1582......6....F..2C..."
	twelve := "3.........7..5..8..31..A.A..7.6..B2...8.9B1.2...624...7.B......C2.4A.93.........3..257.1B8..4..9.B...4.5...1.....1...35..8.4...792C..C...98...A."
	tests := []struct {
		name, in, want string
	}{
		{"4x4", fpObject(t, 4, ".2......1..2...3", nil, ""), `{"size":4,"givens":".2......1..2...3"}`},
		{"6x6", fpObject(t, 6, ".5......2...3..4.....32.1.3.5..4....", nil, ""),
			`{"size":6,"givens":".5......2...3..4.....32.1.3.5..4...."}`},
		{"6x6 default boxes written out", fpObject(t, 6, ".5......2...3..4.....32.1.3.5..4....", func(r, c int) (int, bool) { return fpDefault(6, r, c), true }, ""),
			`{"size":6,"givens":".5......2...3..4.....32.1.3.5..4...."}`},
		{"6x6 3x2 boxes", fpObject(t, 6, "62.....5........4...3......61.14...6", boxRegions(6, 3, 2), ""),
			`{"size":6,"box":[3,2],"givens":"62.....5........4...3......61.14...6"}`},
		{"8x8", fpObject(t, 8, "53..62...2....7.......15.6..3...4......8...2.134...6.4....48....", nil, ""),
			`{"size":8,"givens":"53..62...2....7.......15.6..3...4......8...2.134...6.4....48...."}`},
		{"8x8 4x2 boxes", fpObject(t, 8, strings.Repeat(".", 63)+"8", boxRegions(8, 4, 2), ""),
			`{"size":8,"box":[4,2],"givens":"` + strings.Repeat(".", 63) + `8"}`},
		{"12x12", fpObject(t, 12, twelve, nil, ""), `{"size":12,"givens":"` + twelve + `"}`},
		{"12x12 2x6 boxes", fpObject(t, 12, "C"+strings.Repeat(".", 142)+"B", boxRegions(12, 2, 6), ""),
			`{"size":12,"box":[2,6],"givens":"C` + strings.Repeat(".", 142) + `B"}`},
		{"16x16", fpObject(t, 16, sixteen, nil, ""), `{"size":16,"givens":"` + sixteen + `"}`},
		{"16x16 2x8 boxes", fpObject(t, 16, "G"+strings.Repeat(".", 254)+"A", boxRegions(16, 2, 8), ""),
			`{"size":16,"box":[2,8],"givens":"G` + strings.Repeat(".", 254) + `A"}`},
		{"6x6 jigsaw numbered backwards", fpObject(t, 6, ".......3......1.4.2..3.......5......", regionsOf(6, "112222111122345555344665344465333666", func(x int) int { return 5 - x }), ""),
			`{"size":6,"regions":"112222111122345555344665344465333666","givens":".......3......1.4.2..3.......5......"}`},
		{"6x6 killer", fpObject(t, 6, strings.Repeat(".", 30)+"2.....", nil, killer),
			`{"size":6,"givens":"..............................2.....","cages":[{"sum":10,"cells":["r1c1","r2c1","r3c1"]},{"sum":7,"cells":["r1c2","r1c3"]},` +
				`{"sum":12,"cells":["r1c4","r1c5","r2c5","r2c6"]},{"sum":6,"cells":["r1c6"]},{"sum":6,"cells":["r2c2","r3c2","r4c2"]},` +
				`{"sum":16,"cells":["r2c3","r2c4","r3c3","r4c3"]},{"sum":6,"cells":["r3c4"]},{"sum":5,"cells":["r3c5"]},` +
				`{"sum":10,"cells":["r3c6","r4c6","r5c6","r6c6"]},{"sum":11,"cells":["r4c1","r5c1","r6c1"]},{"sum":2,"cells":["r4c4"]},` +
				`{"sum":14,"cells":["r4c5","r5c5","r6c4","r6c5"]},{"sum":6,"cells":["r5c2"]},{"sum":9,"cells":["r5c3","r5c4"]},{"sum":6,"cells":["r6c2","r6c3"]}]}`},
		{"6x6 X with signs", fpObject(t, 6, "..........6........5....2..3.4......", nil,
			`"diagonal+":true,"diagonal-":true,"text":[{"cells":["R6C5","R6C6"],"value":"<"},{"cells":["R5C6","R6C6"],"value":"v"},{"cells":["R1C1","R2C1"],"value":"^"}]`),
			`{"size":6,"givens":"..........6........5....2..3.4......","diagonals":true,"greater":[["r2c1","r1c1"],["r5c6","r6c6"],["r6c6","r6c5"]]}`},
		{"5x5 without regions: the rows", fpObject(t, 5, "1"+strings.Repeat(".", 24), nil, ""),
			`{"size":5,"regions":"1111122222333334444455555","givens":"1........................"}`},
		{"5x5 jigsaw", fpObject(t, 5, "4..3..........5......12..", regionsOf(5, "1222211112334453444533555", func(x int) int { return x }), ""),
			`{"size":5,"regions":"1222211112334453444533555","givens":"4..3..........5......12.."}`},
		{"7x7 jigsaw, regions that differ from the rows alone", fpObject(t, 7, "..3.......1.4...2...1......6.......2.4..7....3...",
			func(r, c int) (int, bool) {
				x := strings.IndexByte("1234567", "1111111222223344223335446336546666654477775555777"[r*7+c])
				return x, x != r // f-puzzles' default at 7 is the row
			}, ""),
			`{"size":7,"regions":"1111111222223344223335446336546666654477775555777","givens":"..3.......1.4...2...1......6.......2.4..7....3..."}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := puzzleio.ParseFPuzzles([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if got := p.String(); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			compressed := strings.TrimPrefix(puzzleio.SudokuPadURL(&p, ""), "https://sudokupad.app/fpuzzles")
			back, err := puzzleio.ParseLink("https://www.f-puzzles.com/?load=" + compressed)
			if err != nil || back.String() != tt.want {
				t.Errorf("its link reads back as %s, %v", back.String(), err)
			}
		})
	}
}

// TestFPuzzlesDefaultRegions holds the reader to f-puzzles' table of
// default regions at every size: a grid without regions is the size's
// default box (the rows at 5, 7, 11 and 13), the same regions written out
// by f-puzzles' numbering are that too, and two cells moved between
// neighbouring regions, the only cells with a region as f-puzzles exports
// it, make the jigsaw f-puzzles means, which they do only if the reader
// numbers the other cells' regions as f-puzzles does.
func TestFPuzzlesDefaultRegions(t *testing.T) {
	for n := grid.MinSize; n <= 16; n++ { // f-puzzles' sizes
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			s := fpSizes[n]
			box, hasBox := grid.DefaultBox(n)
			if hasBox != (s.h > 1) || hasBox && box != (grid.Box{Rows: s.h, Cols: s.w}) {
				t.Fatalf("default box %v, %v; f-puzzles has %d rows × %d columns", box, hasBox, s.h, s.w)
			}
			blank := strings.Repeat(".", n*n)
			want := puzzle.Puzzle{Size: n}
			if !hasBox {
				want.Regions = make([]uint8, n*n)
				for c := range want.Regions {
					want.Regions[c] = uint8(c / n)
				}
			}
			want.Normalize()
			written := func(r, c int) (int, bool) { return fpDefault(n, r, c), true }
			for _, in := range []string{fpObject(t, n, blank, nil, ""), fpObject(t, n, blank, written, "")} {
				p, err := puzzleio.ParseFPuzzles([]byte(in))
				if err != nil || p.String() != want.String() {
					t.Errorf("%s:\n got %s, %v\nwant %s", in, p.String(), err, want.String())
				}
			}
			// a and b, a cell of region A and one of region B next to it,
			// change regions: A keeps b's neighbour, B a's.
			var a, b [2]int // (row, column)
			if hasBox {
				a, b = [2]int{s.h - 1, s.w - 1}, [2]int{0, s.w} // A's bottom right, B's top left
			} else {
				a, b = [2]int{0, n - 1}, [2]int{1, 0} // the first row's last cell, the second's first
			}
			ra, rb := fpDefault(n, a[0], a[1]), fpDefault(n, b[0], b[1])
			moved := func(r, c int) (int, bool) {
				switch [2]int{r, c} {
				case a:
					return rb, true
				case b:
					return ra, true
				}
				return 0, false
			}
			want.Box, want.Regions = grid.Box{}, make([]uint8, n*n)
			for c := range want.Regions {
				x, ok := moved(c/n, c%n)
				if !ok {
					x = fpDefault(n, c/n, c%n)
				}
				want.Regions[c] = uint8(x)
			}
			want.Normalize()
			if err := want.Validate(); err != nil {
				t.Fatalf("the moved regions: %v", err)
			}
			p, err := puzzleio.ParseFPuzzles([]byte(fpObject(t, n, blank, moved, "")))
			if err != nil || p.String() != want.String() {
				t.Errorf("r%dc%d and r%dc%d moved:\n got %s, %v\nwant %s", a[0]+1, a[1]+1, b[0]+1, b[1]+1, p.String(), err, want.String())
			}
		})
	}
}

// TestFPuzzlesWritesSizes checks the f-puzzles object written for
// puzzles of other sizes against what f-puzzles reads: the size, values
// 10-16 for A-G, cell names past R9C9, and regions on every cell just
// when the puzzle's regions are not f-puzzles' default boxes.
func TestFPuzzlesWritesSizes(t *testing.T) {
	type object struct {
		Size int
		Grid [][]struct {
			Value  int
			Given  bool
			Region *int
		}
		Killercage []struct{ Cells []string }
	}
	for _, tt := range []struct {
		line    string
		regions string // each cell's region as f-puzzles numbers it, "" for none written
	}{
		{`{"size":16,"givens":"G` + strings.Repeat(".", 254) + `A","cages":[{"sum":31,"cells":["r16c15","r16c16"]}]}`, ""},
		{`{"size":6,"givens":"` + strings.Repeat(".", 36) + `"}`, ""},
		{`{"size":6,"box":[3,2],"givens":"` + strings.Repeat(".", 36) + `"}`, "001122001122001122334455334455334455"},
		{`{"size":5,"regions":"1222211112334453444533555","givens":"` + strings.Repeat(".", 25) + `"}`, "0111100001223342333422444"},
	} {
		p, err := puzzle.Parse(tt.line)
		if err != nil {
			t.Fatal(err)
		}
		var f object
		if err := json.Unmarshal(puzzleio.FPuzzlesJSON(&p, ""), &f); err != nil {
			t.Fatal(err)
		}
		n := p.N()
		if f.Size != n || len(f.Grid) != n {
			t.Errorf("%s: size %d, %d rows", tt.line, f.Size, len(f.Grid))
			continue
		}
		var givens, regions strings.Builder
		for _, row := range f.Grid {
			for _, cell := range row {
				switch {
				case cell.Given && cell.Value >= 1 && cell.Value <= 16:
					givens.WriteByte(fpDigits[cell.Value-1])
				case cell.Given || cell.Value != 0:
					t.Errorf("%s: cell %+v", tt.line, cell)
				default:
					givens.WriteByte('.')
				}
				if cell.Region != nil {
					regions.WriteByte("0123456789abcdef"[*cell.Region])
				}
			}
		}
		if g := givens.String(); g != p.Geometry().FormatGrid(&p.Givens) {
			t.Errorf("%s: givens %s", tt.line, g)
		}
		if regions.String() != tt.regions {
			t.Errorf("%s: regions %q, want %q", tt.line, regions.String(), tt.regions)
		}
		if n == 16 && (len(f.Killercage) != 1 || strings.Join(f.Killercage[0].Cells, " ") != "R16C15 R16C16") {
			t.Errorf("%s: cages %+v", tt.line, f.Killercage)
		}
	}
}

// seedPuzzles reads the distinct puzzles of sizes other than 9 in the
// independent shape vectors, and says how many of them have one solution
// and how many lines of those sizes the model refuses (givens that leave
// a cell no candidate, vectors of no solution): ParseFPuzzles refuses
// those too, so they cannot go round.
func seedPuzzles(t testing.TB) (puzzles []puzzle.Puzzle, unique, refused int) {
	t.Helper()
	f, err := os.Open("../solve/testdata/shape_seed_scores.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		var size struct{ Size int }
		if err := json.Unmarshal(rec.Puzzle, &size); err != nil {
			t.Fatal(err)
		}
		if size.Size == 0 || size.Size == 9 {
			continue
		}
		p, err := puzzle.Parse(string(rec.Puzzle))
		switch {
		case err != nil && rec.Solutions == 0:
			refused++
		case err != nil:
			t.Fatalf("%s: %v", rec.Puzzle, err)
		case !seen[p.String()]:
			seen[p.String()] = true
			puzzles = append(puzzles, p)
			if rec.Solutions == 1 {
				unique++
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return puzzles, unique, refused
}

// boxLike reports whether a jigsaw's regions are the boxes of some box
// shape of its size: f-puzzles, which has only regions, cannot tell such a
// jigsaw from that grid with boxes.
func boxLike(p *puzzle.Puzzle) bool {
	n := p.N()
	for rows := 2; rows <= n/2; rows++ {
		if n%rows != 0 {
			continue
		}
		boxOf := grid.GeometryOf(n, grid.Box{Rows: rows, Cols: n / rows}, false).BoxOf
		same := true
		for c := range p.Regions {
			for d := range c {
				same = same && (p.Regions[c] == p.Regions[d]) == (boxOf[c] == boxOf[d])
			}
		}
		if same {
			return true
		}
	}
	return false
}

// TestFPuzzlesSeedRoundTrip writes every distinct puzzle of a size other
// than 9 that the model accepts in the shape vectors (4×4 to 16×16: boxes of either shape,
// jigsaws, diagonals, cages, signs) as f-puzzles JSON and as links, and
// reads each back unchanged. Only a jigsaw whose regions are boxes would
// be skipped, as f-puzzles reads it as the grid with those boxes; the
// vectors have none.
func TestFPuzzlesSeedRoundTrip(t *testing.T) {
	puzzles, unique, refused := seedPuzzles(t)
	if len(puzzles) < 150 {
		t.Fatalf("%d puzzles of sizes other than 9 in the vectors, want more", len(puzzles))
	}
	t.Logf("%d puzzles (%d of one solution); %d lines the model refuses left out", len(puzzles), unique, refused)
	sizes := map[int]int{}
	for i := range puzzles {
		p := &puzzles[i]
		if p.Regions != nil && boxLike(p) {
			t.Logf("skipped %s: a jigsaw whose regions are boxes", p)
			continue
		}
		sizes[p.N()]++
		back, err := puzzleio.ParseFPuzzles(puzzleio.FPuzzlesJSON(p, "Puzzle 1"))
		if err != nil || back.String() != p.String() {
			t.Errorf("%s: f-puzzles JSON reads back as %s, %v", p, back.String(), err)
			continue
		}
		link := puzzleio.SudokuPadURL(p, "")
		compressed := strings.TrimPrefix(link, "https://sudokupad.app/fpuzzles")
		for _, l := range []string{link, "https://www.f-puzzles.com/?load=" + compressed, "fpuzzles" + compressed} {
			back, err := puzzleio.ParseLink(l)
			if err != nil || back.String() != p.String() {
				t.Errorf("%s: link %s reads back as %s, %v", p, l, back.String(), err)
			}
		}
	}
	for n := grid.MinSize; n <= 16; n++ {
		if n != 9 && n != 11 && n != 13 && sizes[n] == 0 {
			t.Errorf("no %dx%d puzzle went round", n, n)
		}
	}
}

// TestFPuzzlesSizeErrors: what is wrong with an f-puzzles grid of another
// size is one line, naming the cell or row.
func TestFPuzzlesSizeErrors(t *testing.T) {
	six := func(more string) string { return fpObject(t, 6, strings.Repeat(".", 36), nil, more) }
	blank6 := strings.Repeat(".", 36)
	tests := []struct {
		name, in string
		is       error
		msg      string
	}{
		{"size 3", fpObject(t, 3, ".........", nil, ""), puzzleio.ErrFPuzzles, "f-puzzles: a 3x3 grid; sizes 4x4 to 16x16 are supported"},
		{"size 17", `{"size":17,"grid":[]}`, puzzleio.ErrFPuzzles, "f-puzzles: a 17x17 grid; sizes 4x4 to 16x16 are supported"},
		{"no size", `{"grid":[[{}]]}`, puzzleio.ErrFPuzzles, "f-puzzles: no size (want 4 to 16)"},
		{"rows", strings.Replace(six(""), `[{},{},{},{},{},{}],`, "", 1), puzzleio.ErrFPuzzles, "f-puzzles: the 6x6 grid has 5 rows"},
		{"row length", strings.Replace(six(""), `[{},{},{},{},{},{}]`, `[{},{},{},{},{},{},{}]`, 2), puzzleio.ErrFPuzzles, "f-puzzles: row 1 has 7 cells, want 6"},
		{"given above N", fpObject(t, 6, "7"+blank6[1:], nil, ""), puzzleio.ErrFPuzzles, "f-puzzles: given 7 at r1c1, want 1 to 6"},
		{"given above 16", strings.Replace(fpObject(t, 16, strings.Repeat(".", 255)+"1", nil, ""), `"value":1,`, `"value":17,`, 1),
			puzzleio.ErrFPuzzles, "f-puzzles: given 17 at r16c16, want 1 to 16"},
		{"region above N", fpObject(t, 6, blank6, func(r, c int) (int, bool) { return 6, r == 5 && c == 5 }, ""), puzzleio.ErrFPuzzles, "f-puzzles: region 6 at r6c6: want 0-5"},
		{"region -1", fpObject(t, 12, strings.Repeat(".", 144), func(r, c int) (int, bool) { return -1, r == 11 && c == 10 }, ""), puzzleio.ErrFPuzzles, "f-puzzles: region -1 at r12c11: want 0-11"},
		{"cage cell outside", six(`"killercage":[{"cells":["R6C6","R7C6"],"value":"5"}]`), grid.ErrCell, `f-puzzles: killer cage 1: bad cell "R7C6" (want r1c1 to r6c6)`},
		{"cage cell outside 16", fpObject(t, 16, strings.Repeat(".", 256), nil, `"killercage":[{"cells":["R16C17"],"value":"5"}]`), grid.ErrCell, `f-puzzles: killer cage 1: bad cell "R16C17" (want r1c1 to r16c16)`},
		{"cage sum", fpObject(t, 4, strings.Repeat(".", 16), nil, `"killercage":[{"cells":["R1C1","R1C2"],"value":"8"}]`), puzzle.ErrSum, "impossible cage sum: cage at r1c1: 2 cells cannot add up to 8 (3 to 7)"},
		{"sign outside", six(`"text":[{"cells":["R6C6","R7C6"],"value":"v"}]`), puzzleio.ErrFPuzzles, `f-puzzles: text "v" on R6C6,R7C6 is not a greater-than sign`},
		{"sign across rows", six(`"text":[{"cells":["R1C6","R2C1"],"value":">"}]`), puzzleio.ErrFPuzzles, `f-puzzles: text ">" on R1C6,R2C1 is not a greater-than sign`},
		{"one diagonal", six(`"diagonal+":true`), puzzleio.ErrFPuzzles, "f-puzzles: diagonal+ (r6c1 to r1c6) alone not supported (Sudoku X has both diagonals)"},
		{"windows", six(`"extraregion":[{"cells":["R2C2","R2C3"]}]`), puzzleio.ErrFPuzzles, "f-puzzles: extra region 1 (R2C2,R2C3) not supported on a 6x6 grid (windoku's windows are 9x9 only)"},
		{"regions not connected", fpObject(t, 6, blank6, func(r, c int) (int, bool) { return 5 - fpDefault(6, r, c), r == 0 && c == 0 || r == 5 && c == 5 }, ""),
			puzzle.ErrRegions, "bad regions: region 1 (at r1c1) is not connected"},
		{"two givens in a 3x2 box", fpObject(t, 6, "1............1"+blank6[14:], boxRegions(6, 3, 2), ""), nil, "conflicting givens: two 1s in box "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := puzzleio.ParseFPuzzles([]byte(tt.in))
			switch {
			case err == nil:
				t.Fatalf("read; want %s", tt.msg)
			case tt.is != nil && !errors.Is(err, tt.is):
				t.Errorf("%v does not wrap %v", err, tt.is)
			case !strings.HasPrefix(err.Error(), tt.msg):
				t.Errorf("got  %v\nwant %s", err, tt.msg)
			case strings.Contains(err.Error(), "\n"):
				t.Errorf("%q is more than one line", err)
			}
		})
	}
}

// TestFPuzzlesWriteGolden writes each puzzle of testdata/fpuzzles-sizes.txt
// (f-puzzles objects and links of sizes other than 9) back as f-puzzles
// JSON and as a SudokuPad link, and compares them with
// testdata/fpuzzles-sizes.written.golden: what books put on their pages
// changes only on purpose.
func TestFPuzzlesWriteGolden(t *testing.T) {
	in, err := os.Open("testdata/fpuzzles-sizes.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var b strings.Builder
	rd := puzzleio.NewReader(in, "fpuzzles-sizes.txt")
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			break
		}
		var pe *puzzleio.Error
		if errors.As(err, &pe) {
			continue // the mistakes, which the reader's golden file holds
		}
		if err != nil {
			t.Fatal(err)
		}
		title := fmt.Sprintf("Line %d", rec.Line)
		fmt.Fprintf(&b, "%d\t%s\n%d\t%s\n", rec.Line, puzzleio.FPuzzlesJSON(&rec.Puzzle, title), rec.Line, puzzleio.SudokuPadURL(&rec.Puzzle, title))
	}
	golden.Check(t, "testdata/fpuzzles-sizes.written.golden", []byte(b.String()))
}

// FuzzFPuzzlesGrid builds f-puzzles grids of every size from the fuzzer's
// bytes, two a cell: the first a given (240 to 255 give 1 to 16, past N
// too), the second a region (240 to 254 give 0 to 14, 255 null); the
// flags ask for both diagonals (bit 0) and, from bit 1 on, which box shape
// of the size numbers every cell's region first (0 for none). No grid
// makes the reader panic; what it accepts is valid, of the grid's size,
// no jigsaw whose regions are boxes, and reads back the same from its
// JSON and its link; a grid with no region anywhere is the size's default
// box (the rows at 5, 7, 11 and 13), and one numbered by a box shape alone
// has that box.
func FuzzFPuzzlesGrid(f *testing.F) {
	f.Add(uint8(2), []byte{}, uint8(0))
	f.Add(uint8(1), []byte{}, uint8(3))
	f.Add(uint8(2), []byte{}, uint8(4)) // 6×6, 3×2 boxes
	f.Add(uint8(12), []byte{255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 240}, uint8(5))
	f.Add(uint8(3), []byte{0, 241, 0, 240}, uint8(1))
	f.Add(uint8(1), []byte{241, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 241}, uint8(0))
	f.Fuzz(func(t *testing.T, size uint8, cells []byte, flags uint8) {
		n := grid.MinSize + int(size)%(16-grid.MinSize+1) // f-puzzles' sizes
		var shapes []grid.Box
		for rows := 2; rows <= n/2; rows++ {
			if n%rows == 0 {
				shapes = append(shapes, grid.Box{Rows: rows, Cols: n / rows})
			}
		}
		var shape grid.Box // the box shape numbering every cell; zero for none
		if k := int(flags >> 1); k > 0 && len(shapes) > 0 {
			shape = shapes[(k-1)%len(shapes)]
		}
		byteAt := func(i int) byte {
			if i < len(cells) {
				return cells[i]
			}
			return 0
		}
		givens := make([]byte, n*n)
		keys := false // whether a cell's region byte gave a key
		for c := range givens {
			givens[c] = '.'
			if b := byteAt(2 * c); b >= 240 {
				givens[c] = fpDigits[b-240]
			}
			keys = keys || byteAt(2*c+1) >= 240
		}
		region := func(r, c int) (int, bool) {
			switch b := byteAt(2*(r*n+c) + 1); {
			case b == 255:
				return -1, true // written as null below
			case b >= 240:
				return int(b - 240), true
			case shape.Rows != 0:
				return r/shape.Rows*(n/shape.Cols) + c/shape.Cols, true
			}
			return 0, false
		}
		more := ""
		if flags&1 != 0 {
			more = `"diagonal+":true,"diagonal-":true`
		}
		in := strings.ReplaceAll(fpObject(t, n, string(givens), region, more), `"region":-1`, `"region":null`)
		p, err := puzzleio.ParseFPuzzles([]byte(in))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("an error of more than one line: %q", err)
			}
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("%s: accepted an invalid puzzle: %v", in, err)
		}
		if p.N() != n {
			t.Fatalf("%s: read as size %d", in, p.N())
		}
		if p.Regions != nil && boxLike(&p) {
			t.Fatalf("%s: a jigsaw whose regions are boxes: %s", in, &p)
		}
		if !keys {
			want := shape
			if want.Rows == 0 {
				want, _ = grid.DefaultBox(n)
			}
			if p.BoxShape() != want || want.Rows == 0 && !rows(&p) {
				t.Fatalf("%s: read as %s, want box %v (the rows if none)", in, &p, want)
			}
		}
		back, err := puzzleio.ParseFPuzzles(puzzleio.FPuzzlesJSON(&p, ""))
		if err != nil || back.String() != p.String() {
			t.Fatalf("%s reads back as %s, %v", &p, back.String(), err)
		}
		back, err = puzzleio.ParseLink(puzzleio.SudokuPadURL(&p, ""))
		if err != nil || back.String() != p.String() {
			t.Fatalf("%s: its link reads back as %s, %v", &p, back.String(), err)
		}
	})
}

// rows reports whether p's regions are its rows.
func rows(p *puzzle.Puzzle) bool {
	n := p.N()
	if p.Regions == nil {
		return false
	}
	for c, r := range p.Regions {
		if int(r) != c/n { // canonical names: the first row is region 0, ...
			return false
		}
	}
	return true
}
