package puzzleio_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/solve"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// dump reads everything from r and prints one line per record or error.
func dump(t testing.TB, r io.Reader, name string) string {
	t.Helper()
	var b strings.Builder
	rd := puzzleio.NewReader(r, name)
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
		fmt.Fprintf(&b, "%d\t%s\t%q\n", rec.Line, rec.Grid, rec.Note)
	}
	fmt.Fprintf(&b, "form\t%v\n", rd.Form())
	return b.String()
}

// TestGolden reads each testdata input and compares the records and errors
// with its .golden file.
func TestGolden(t *testing.T) {
	for _, name := range []string{"lines.txt", "grids.txt", "exchange.csv"} {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			got := dump(t, bytes.NewReader(in), name)
			golden := filepath.Join("testdata", name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
			// The same input in other chunkings and line endings reads the same.
			readers := map[string]io.Reader{
				"one byte":    iotest.OneByteReader(bytes.NewReader(in)),
				"half":        iotest.HalfReader(bytes.NewReader(in)),
				"data+EOF":    iotest.DataErrReader(bytes.NewReader(in)),
				"CRLF":        strings.NewReader(strings.ReplaceAll(string(in), "\n", "\r\n")),
				"BOM":         strings.NewReader("\ufeff" + string(in)),
				"no last \\n": strings.NewReader(strings.TrimSuffix(string(in), "\n")),
			}
			for how, r := range readers {
				if other := dump(t, r, name); other != got {
					t.Errorf("%s: got\n%s\nwant\n%s", how, other, got)
				}
			}
		})
	}
}

func TestEmpty(t *testing.T) {
	for _, in := range []string{"", "\n\n", "# only a comment\n"} {
		rd := puzzleio.NewReader(strings.NewReader(in), "x")
		if _, err := rd.Next(); err != io.EOF {
			t.Errorf("%q: Next() = %v, want io.EOF", in, err)
		}
		if _, err := rd.Next(); err != io.EOF {
			t.Errorf("%q: second Next() = %v, want io.EOF", in, err)
		}
	}
}

// TestErrorsWrapSentinels: callers can tell what went wrong with errors.Is.
func TestErrorsWrapSentinels(t *testing.T) {
	const p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	tests := []struct {
		in   string
		want error
	}{
		{p[:80] + "\n", solve.ErrLength},
		{"a" + p[1:] + "\n", solve.ErrChar},
		{"44" + p[2:] + "\n", solve.ErrConflict},
		{"puzzle,x\n" + p[:80] + ",1\n", solve.ErrLength},
		{"1 2 3 4 5 6 7 8 9\n1 2 3\n", puzzleio.ErrGrid},
	}
	for _, tt := range tests {
		_, err := puzzleio.NewReader(strings.NewReader(tt.in), "in").Next()
		var pe *puzzleio.Error
		if !errors.As(err, &pe) || !errors.Is(err, tt.want) {
			t.Errorf("%q: error %v, want a *puzzleio.Error wrapping %v", tt.in, err, tt.want)
		}
	}
}

// FuzzReader: any input is read to the end without panicking, every record
// is a valid puzzle, lines never go backwards, and errors name a line.
func FuzzReader(f *testing.F) {
	for _, name := range []string{"lines.txt", "grids.txt", "exchange.csv"} {
		in, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(in))
	}
	f.Add("a,b\n\"unterminated\n")
	f.Add("---+---\n|||\n")
	f.Fuzz(func(t *testing.T, in string) {
		rd := puzzleio.NewReader(strings.NewReader(in), "fuzz")
		last := 0
		lines := strings.Count(in, "\n") + 1
		for i := 0; ; i++ {
			if i > len(in)+1 {
				t.Fatalf("more records than bytes")
			}
			rec, err := rd.Next()
			if err == io.EOF {
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
			if rec.Line < last || rec.Line > lines {
				t.Fatalf("record at line %d after %d (of %d)", rec.Line, last, lines)
			}
			last = rec.Line
			if err := rec.Grid.Validate(); err != nil {
				t.Fatalf("invalid grid returned: %v", err)
			}
		}
	})
}
