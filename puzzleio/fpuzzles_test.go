package puzzleio_test

import (
	"errors"
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

// TestFPuzzlesRoundTrip writes puzzles as f-puzzles JSON and as SudokuPad
// and f-puzzles links, and reads them back unchanged.
func TestFPuzzlesRoundTrip(t *testing.T) {
	for _, in := range []string{mixedVariant, `{"greater":[["r1c1","r1c2"],["r2c1","r1c1"]]}`,
		`{"givens":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"}`} {
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
			"f-puzzles: arrow, thermometer not supported (only givens, killer cages and greater-than signs)"},
		{`{"size":6,"grid":[]}`, "f-puzzles: a 6x6 grid; only 9x9 is supported"},
		{`{"size":9,"grid":[[],[],[],[],[],[],[],[],[]],"diagonal+":true}`, "f-puzzles: diagonal+ not supported (only givens, killer cages and greater-than signs)"},
		{`[1,2]`, "f-puzzles: not f-puzzles JSON"},
	}
	for _, tt := range tests {
		_, err := puzzleio.ParseFPuzzles([]byte(tt.in))
		if !errors.Is(err, puzzleio.ErrFPuzzles) || !strings.HasPrefix(err.Error(), tt.msg) {
			t.Errorf("%s:\n got %v\nwant %s", tt.in, err, tt.msg)
		}
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

// FuzzFPuzzles: no input makes the f-puzzles reader panic, and what it
// accepts is a valid puzzle that writes and reads back the same.
func FuzzFPuzzles(f *testing.F) {
	b, _ := os.ReadFile("testdata/killer.fpuzzles.json")
	f.Add(string(b))
	f.Add(`{"size":9,"grid":[[{"value":10,"given":true}]]}`)
	f.Fuzz(func(t *testing.T, in string) {
		p, err := puzzleio.ParseFPuzzles([]byte(in))
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("accepted an invalid puzzle: %v", err)
		}
		back, err := puzzleio.ParseFPuzzles(puzzleio.FPuzzlesJSON(&p, ""))
		if err != nil || back.String() != p.String() {
			t.Fatalf("%s reads back as %s, %v", p.String(), back.String(), err)
		}
	})
}
