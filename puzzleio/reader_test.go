package puzzleio_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// dump reads everything from r and prints one line per record or error.
func dump(t testing.TB, r io.Reader, name string) string {
	return dumpSized(t, r, name, nil)
}

// dumpSized is dump with the plain forms read as grids of geometry g.
func dumpSized(t testing.TB, r io.Reader, name string, g *grid.Geometry) string {
	t.Helper()
	var b strings.Builder
	rd := puzzleio.NewReader(r, name)
	rd.SetGeometry(g)
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

// TestGolden reads each testdata input and compares the records and errors
// with its .golden file.
func TestGolden(t *testing.T) {
	for _, name := range []string{"lines.txt", "grids.txt", "exchange.csv", "variants.txt", "variants-notes.txt", "variants.csv", "pretty.fpuzzles.json", "shapes.txt", "fpuzzles-sizes.txt"} {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			got := dump(t, bytes.NewReader(in), name)
			golden.Check(t, "testdata/"+name+".golden", []byte(got))
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

// TestSizedGolden reads the inputs of other sizes, each with its
// geometry, and compares them with their .golden files.
func TestSizedGolden(t *testing.T) {
	six, sixteen := grid.GeometryOf(6, grid.Box{}, false), grid.GeometryOf(16, grid.Box{}, false)
	for name, g := range map[string]*grid.Geometry{"sizes6.txt": six, "sizes6-grids.txt": six, "sizes16.txt": sixteen} {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			got := dumpSized(t, bytes.NewReader(in), name, g)
			golden.Check(t, "testdata/"+name+".golden", []byte(got))
			crlf := dumpSized(t, strings.NewReader(strings.ReplaceAll(string(in), "\n", "\r\n")), name, g)
			if crlf != got {
				t.Errorf("CRLF: got\n%s\nwant\n%s", crlf, got)
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
		{p[:80] + "\n", grid.ErrLength},
		{"a" + p[1:] + "\n", grid.ErrChar},
		{"44" + p[2:] + "\n", grid.ErrConflict},
		{"puzzle,x\n" + p[:80] + ",1\n", grid.ErrLength},
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
	for _, name := range []string{"lines.txt", "grids.txt", "exchange.csv", "variants.txt", "variants-notes.txt", "variants.csv", "pretty.fpuzzles.json", "shapes.txt", "fpuzzles-sizes.txt"} {
		in, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(in))
	}
	f.Add("a,b\n\"unterminated\n")
	// Lines 1 and 40 of solve's large shape vectors: a 25×25 and a 19×19
	// jigsaw.
	f.Add(`{"size":25,"givens":"DP1FK.A.C6...5..GLJ..N..OH..AIE.42DF3K.OP9CB1..ML.MN43.....JGBC9.5A..7I6..F..9..MK7GLH.IJ.F.3..2.81.7G..2O..3.1N.DP4.MI.AJ.HCE...M5I3.H4.7.G6K1.PCF.2J.AHC1....E.LPO.I45.JB3.7K.35P7...J..AH...2B9D.I.81.KB2.C.F7..8...MOH3.G.....6IG9..P.B35..27.FA.MO..DL9..5KG.6.I.3.N..J..HD4AB6..H...N...2M.1O8.CBLK9F3.D3.C..1.MP..6..N..LO85..8.FN.B9C..LO.4DK3.H...7.2BIOJ..4.L7.HE.9A.D.6.C1NMPH.1J.B...7.F.6CEO.9DL.58IE.B6L...C.P.N517KD.4.FJ9.FC9D65KM2E.1AH.J8L..BGOP.L.7A.DGFOBI83JH.......K.KO2487E..1DG9L.3.AF.NHI...C7IH.O..K91....M4P3.E..A.28..A...G.M..3BI71.K.J.5A.J..1P..4K..7.2..6OFMDIN1MD.FH..B.N...8L..KA6.2.794KEB27..FAD.IL.....3.O.."}` + "\n" + `{"size":19,"regions":"1111111111111111122122222222222222222314433333333333333334444444444444444433555555555555555555566666666666666666667777777777777777777899999999999999999988888888888888889aab8b8aaaaaaaaaaaaaaabbbbbbbbbbbbbbbbcaabccccccccccccccccccdddddddddddddddddddeeeeeeeeeeeeeeeeeefegfffffffffffffffffggggggggggggggggghfghhhhhhhhhhhhhhhhhhiiiiiiiiiiiiiiiiiiijjjjjjjjjjjjjjjjjjj","givens":"4D.8.A.FB..2HC3..755.F.EG...4.A9I2....7.5..D1...JFC.4..E8E.1I98DH6BFC4.J...2.16G5.C..8.7A4FJ.B..F.9...J1E2683.C7H.8.71.EG.2A9HI.C.6....C..3..D1EI..GH..FF8.BJ794GHCD15.6..3C.4....9FI....H1.6..H2.1.7I3.5E68.G..4BE.6.IF..J..D7..C.H9.EH....8543..7FID..5A.4H8C9.7B.D...F..9...62EC7IJBHA.F.1H..564....B1FE..G.9I..2F5E.7GA.J....8C1A.E.C57JFG43.BIH...IB.A.H14C385.6E9.D"}` + "\n")
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
			if errors.Is(err, puzzleio.ErrNotPuzzles) {
				if _, err := rd.Next(); err != io.EOF {
					t.Fatalf("after ErrNotPuzzles: %v, want EOF", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("read failure on a string: %v", err)
			}
			if rec.Line < last || rec.Line > lines {
				t.Fatalf("record at line %d after %d (of %d)", rec.Line, last, lines)
			}
			last = rec.Line
			if err := rec.Puzzle.Validate(); err != nil {
				t.Fatalf("invalid puzzle returned: %v", err)
			}
		}
	})
}

// repeatReader yields n copies of b, then the bytes of tail, without
// holding them in memory; read counts the bytes handed out.
type repeatReader struct {
	b    byte
	n    int
	tail string
	read int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	k := 0
	for k < len(p) && r.n > 0 {
		p[k] = r.b
		k++
		r.n--
	}
	c := copy(p[k:], r.tail)
	r.tail = r.tail[c:]
	k += c
	r.read += k
	if k == 0 {
		return 0, io.EOF
	}
	return k, nil
}

// TestLongLine reads a 16 MiB line in each form's position: it is reported
// as too long, by its line, the puzzles after it are read, and memory stays
// a small multiple of MaxLine.
func TestLongLine(t *testing.T) {
	const p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	const huge = 16 << 20
	for _, tt := range []struct {
		name       string
		head, tail string
		want       []string // what dump-like reading gives, one per Next
	}{
		{"first line", "", "\n" + p + "\n", []string{"error in:1: line too long (more than 1048576 bytes)", "2"}},
		{"after a puzzle", p + "\n# comment\n", "\n" + p + "\n", []string{"1", "error in:3: line too long (more than 1048576 bytes)", "4"}},
		{"no newline", "", "", []string{"error in:1: line too long (more than 1048576 bytes)"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := io.MultiReader(strings.NewReader(tt.head), &repeatReader{b: '1', n: huge, tail: tt.tail})
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			rd := puzzleio.NewReader(src, "in")
			var got []string
			for {
				rec, err := rd.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					if !errors.Is(err, puzzleio.ErrLong) {
						t.Fatalf("error %v does not wrap ErrLong", err)
					}
					got = append(got, "error "+err.Error())
					continue
				}
				got = append(got, strconv.Itoa(rec.Line))
			}
			runtime.ReadMemStats(&after)
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8*puzzleio.MaxLine { // the line is 16 times MaxLine
				t.Errorf("reading a %d MiB line allocated %d MiB", huge>>20, alloc>>20)
			}
		})
	}
	// In a CSV file a long record ends the reading with ErrLong.
	src := io.MultiReader(strings.NewReader("puzzle,note\n"+p+",x\n"), &repeatReader{b: 'x', n: 4 * puzzleio.MaxLine, tail: "\n"})
	rd := puzzleio.NewReader(src, "in")
	if rec, err := rd.Next(); err != nil || rec.Line != 2 {
		t.Fatalf("first CSV record: %v, %+v", err, rec)
	}
	if _, err := rd.Next(); !errors.Is(err, puzzleio.ErrLong) {
		t.Errorf("long CSV record: %v, want ErrLong", err)
	}
}

// TestNotPuzzles: a binary file is given up after MaxBadStart bad puzzles,
// long before its end; a text file whose bad lines come after good ones is
// read to the end.
func TestNotPuzzles(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	bin := make([]byte, 8<<20)
	for i := range bin {
		bin[i] = byte(rng.Uint32())
	}
	src := &countingReader{r: bytes.NewReader(bin)}
	rd := puzzleio.NewReader(src, "bin")
	bad := 0
	var err error
	for {
		_, err = rd.Next()
		var pe *puzzleio.Error
		if !errors.As(err, &pe) {
			break
		}
		bad++
	}
	if !errors.Is(err, puzzleio.ErrNotPuzzles) || bad != puzzleio.MaxBadStart-1 {
		t.Fatalf("after %d bad puzzles: %v, want ErrNotPuzzles after %d", bad, err, puzzleio.MaxBadStart-1)
	}
	if _, err := rd.Next(); err != io.EOF {
		t.Errorf("after ErrNotPuzzles: %v, want EOF", err)
	}
	if src.n > len(bin)/4 {
		t.Errorf("read %d of %d bytes of a binary file", src.n, len(bin))
	}

	const p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	text := p + "\n" + strings.Repeat("not a puzzle\n", 3*puzzleio.MaxBadStart) + p + "\n"
	rd = puzzleio.NewReader(strings.NewReader(text), "text")
	good, bad := 0, 0
	for {
		_, err := rd.Next()
		if err == io.EOF {
			break
		}
		var pe *puzzleio.Error
		if errors.As(err, &pe) {
			bad++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		good++
	}
	if good != 2 || bad != 3*puzzleio.MaxBadStart {
		t.Errorf("text with bad lines: %d good, %d bad", good, bad)
	}
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}
