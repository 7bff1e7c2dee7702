package puzzleio_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// dumpJoined is dump with the plain forms read on the board of layout l.
func dumpJoined(t testing.TB, r io.Reader, name string, l *grid.Layout) string {
	t.Helper()
	var b strings.Builder
	rd := puzzleio.NewReader(r, name)
	rd.SetLayout(l)
	for i := 0; ; i++ {
		if i > 100000 {
			t.Fatal("reader does not end")
		}
		rec, err := rd.Next()
		if err == io.EOF {
			break
		}
		var pe *puzzleio.Error
		if errors.As(err, &pe) {
			fmt.Fprintf(&b, "error\t%v\n", err)
			continue
		}
		if err != nil {
			t.Fatalf("read failure: %v", err)
		}
		fmt.Fprintf(&b, "%d\t%s\t%q\n", rec.Line, &rec.Puzzle, rec.Note)
	}
	fmt.Fprintf(&b, "form\t%v\n", rd.Form())
	return b.String()
}

// TestBoardGolden reads twodoku boards, printed and as lines, under
// SetLayout and compares the records and errors with the .golden files.
func TestBoardGolden(t *testing.T) {
	two, err := grid.LayoutNamed("twodoku")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"boards.txt", "board-lines.txt"} {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			got := dumpJoined(t, strings.NewReader(string(in)), name, two)
			golden.Check(t, "testdata/"+name+".golden", []byte(got))
		})
	}
}

// TestBoardRoundTrip prints each record of boards.txt as a board and
// reads it back to the same puzzle.
func TestBoardRoundTrip(t *testing.T) {
	two, _ := grid.LayoutNamed("twodoku")
	f, err := os.Open("testdata/boards.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := puzzleio.NewReader(f, "boards.txt")
	rd.SetLayout(two)
	n := 0
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			continue
		}
		n++
		board := two.AppendBoard(nil, rec.Puzzle.Givens[:])
		back := puzzleio.NewReader(strings.NewReader(string(board)), "back")
		back.SetLayout(two)
		got, err := back.Next()
		if err != nil || got.Puzzle.String() != rec.Puzzle.String() {
			t.Errorf("line %d prints as\n%s\nand reads back as %s, %v", rec.Line, board, got.Puzzle.String(), err)
		}
	}
	if n == 0 {
		t.Fatal("no board read")
	}
}

// FuzzBoardReader: any input read on a twodoku's board ends without
// panicking, every record is a valid puzzle, and errors name a line.
func FuzzBoardReader(f *testing.F) {
	for _, name := range []string{"boards.txt", "board-lines.txt", "lines.txt", "grids.txt"} {
		in, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(in))
	}
	f.Add("1\n\n\n")
	f.Add("         1\n")
	two, _ := grid.LayoutNamed("twodoku")
	f.Fuzz(func(t *testing.T, in string) {
		rd := puzzleio.NewReader(strings.NewReader(in), "fuzz")
		rd.SetLayout(two)
		lines := strings.Count(in, "\n") + 1
		for i := 0; ; i++ {
			if i > len(in)+1 {
				t.Fatalf("more records than bytes")
			}
			rec, err := rd.Next()
			if err == io.EOF || errors.Is(err, puzzleio.ErrNotPuzzles) {
				return
			}
			var pe *puzzleio.Error
			if errors.As(err, &pe) {
				if pe.Line < 1 || pe.Line > lines {
					t.Fatalf("error at line %d of %d: %v", pe.Line, lines, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("read failure on a string: %v", err)
			}
			if err := rec.Puzzle.Validate(); err != nil {
				t.Fatalf("invalid puzzle returned: %v", err)
			}
		}
	})
}
