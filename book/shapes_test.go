package book_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/variant"
)

// The shape puzzles of the tests (jigsaw, Sudoku X, windoku and their
// mixes with cages and signs) are real puzzles with one solution each,
// taken from package variant's test file of seed scores on shapes, which
// an independent implementation of the shapes spec wrote.
const shapeFile = "../variant/testdata/shape_seed_scores.jsonl"

// shapePuzzles returns the puzzles of shapeFile with one solution, by
// kind, in the file's order.
func shapePuzzles(tb testing.TB) map[puzzle.Kind][]puzzle.Puzzle {
	tb.Helper()
	f, err := os.Open(shapeFile)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	out := map[puzzle.Kind][]puzzle.Puzzle{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var row struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			tb.Fatalf("%s:%d: %v", shapeFile, line, err)
		}
		if row.Solutions != 1 {
			continue
		}
		p, err := puzzle.Parse(string(row.Puzzle))
		if err != nil {
			tb.Fatalf("%s:%d: %v", shapeFile, line, err)
		}
		out[p.Kind()] = append(out[p.Kind()], p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// shapeEntry makes a book entry of p, numbered n, solved by package
// variant.
func shapeEntry(tb testing.TB, p puzzle.Puzzle, n int) book.Entry {
	tb.Helper()
	r := variant.Count(&p)
	if r.Solutions != 1 {
		tb.Fatalf("%s: %d solutions", &p, r.Solutions)
	}
	return book.Entry{Number: n, ID: int64(700 + n), Puzzle: p, Solution: r.Solution, Score: r.Score}
}

// shapeBook makes a book of the i-th puzzle of each of kinds, in turn,
// numbered from 1; every second one graded and rated.
func shapeBook(tb testing.TB, title string, kinds ...puzzle.Kind) *book.Book {
	tb.Helper()
	all := shapePuzzles(tb)
	b := &book.Book{Title: title, Subtitle: "Shapes", Created: created}
	seen := map[puzzle.Kind]int{}
	for _, k := range kinds {
		ps := all[k]
		if seen[k] >= len(ps) {
			tb.Fatalf("%s has %d %s puzzles with one solution, want %d", shapeFile, len(ps), k, seen[k]+1)
		}
		e := shapeEntry(tb, ps[seen[k]], len(b.Puzzles)+1)
		seen[k]++
		if e.Number%2 == 0 {
			e.Rating = rated("3.4")
		}
		b.Puzzles = append(b.Puzzles, e)
	}
	return b
}

// The kinds of the shape tests.
const (
	jigsaw       = puzzle.Jigsaw
	sudokuX      = puzzle.X
	windoku      = puzzle.Windoku
	jigsawKiller = puzzle.Jigsaw | puzzle.Killer
)

// TestShapeSamples writes, with -out DIR, PDF books of each shape to
// look at.
func TestShapeSamples(t *testing.T) {
	if *sampleDir == "" {
		t.Skip("no -out DIR")
	}
	if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		name  string
		kinds []puzzle.Kind
		o     book.Options
	}{
		{"jigsaw-a4-4", []puzzle.Kind{jigsaw, jigsaw, jigsaw, jigsaw}, book.Options{PerPage: 4, Solutions: true}},
		{"x-a4-2", []puzzle.Kind{sudokuX, sudokuX}, book.Options{PerPage: 2, Solutions: true}},
		{"windoku-6x9-4", []puzzle.Kind{windoku, windoku, windoku, windoku}, book.Options{Paper: book.Trim6x9, PerPage: 4, Solutions: true}},
		{"jigsaw-killer-a4-1", []puzzle.Kind{jigsawKiller, jigsawKiller}, book.Options{PerPage: 1, Solutions: true}},
		{"mixed-letter-6", []puzzle.Kind{jigsaw, sudokuX, windoku, jigsawKiller, puzzle.X | puzzle.Killer, puzzle.Windoku | puzzle.Killer,
			puzzle.Jigsaw | puzzle.Greater, puzzle.X | puzzle.Greater, puzzle.X | puzzle.Windoku, puzzle.Jigsaw | puzzle.Windoku, puzzle.Jigsaw | puzzle.X, puzzle.Classic},
			book.Options{Paper: book.Letter, PerPage: 6, Solutions: true}},
		{"mixed-a4-4-shade", []puzzle.Kind{puzzle.X | puzzle.Killer, puzzle.Windoku | puzzle.Killer, jigsawKiller, puzzle.Killer},
			book.Options{PerPage: 4, Shade: true}},
	} {
		b := shapeBook(t, "Shapes", s.kinds...)
		for i := range b.Puzzles {
			b.Puzzles[i].Rating = rated("3.4")
		}
		for _, paper := range book.Papers {
			o := s.o
			o.Paper = paper
			t.Log(s.name)
			writePDF(t, b, o)
		}
		writeFile(t, *sampleDir, s.name+".pdf", writePDF(t, b, s.o))
		for _, f := range []book.Format{book.HTML, book.SVG} {
			var buf bytes.Buffer
			if err := book.Write(&buf, f, b, s.o); err != nil {
				t.Fatal(err)
			}
			writeFile(t, *sampleDir, s.name+"."+string(f), buf.Bytes())
		}
	}
}
