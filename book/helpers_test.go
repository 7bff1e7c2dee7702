package book_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// created is the fixed date of the test books.
var created = time.Date(2026, 11, 22, 8, 30, 0, 0, time.UTC)

// loadBook makes a book of the first n puzzles of file, a collection of
// the module's top-level testdata (all when n is 0), solved and scored by
// the seed solver. Numbers follow the file's order and ids are line
// numbers, standing in for catalog ids.
func loadBook(tb testing.TB, file string, n int) *book.Book {
	tb.Helper()
	f, err := os.Open(testgrids.File(tb, file))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	b := &book.Book{Title: "Sudoku for the Patient", Subtitle: "Puzzles from " + file, Created: created}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan() && (n == 0 || len(b.Puzzles) < n); line++ {
		g, err := grid.Parse(sc.Text())
		if err != nil {
			tb.Fatalf("%s:%d: %v", file, line, err)
		}
		r := testgrids.Solve(g)
		if !r.Unique() {
			tb.Fatalf("%s:%d: %d solutions", file, line, r.Solutions)
		}
		b.Puzzles = append(b.Puzzles, book.Entry{
			Number: len(b.Puzzles) + 1, ID: int64(line), Puzzle: puzzle.ClassicOf(g), Solution: r.Solution, Score: r.Score,
		})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if n != 0 && len(b.Puzzles) != n {
		tb.Fatalf("%s has %d puzzles, want %d", file, len(b.Puzzles), n)
	}
	return b
}

// writeFile writes data to dir/name, failing the test on error.
func writeFile(tb testing.TB, dir, name string, data []byte) string {
	tb.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

func sampleName(o book.Options) string {
	sol := ""
	if o.Solutions {
		sol = "-solutions"
	}
	return fmt.Sprintf("%s-%d%s.pdf", o.Paper, o.PerPage, sol)
}

// rated is the rating a book prints as text, "3.4" or "~10.7" for an
// estimate; "" is not rated. The technique does not show in books.
func rated(text string) rating.Rating {
	est := strings.HasPrefix(text, "~")
	if text == "" {
		return rating.Rating{}
	}
	v, err := rating.ParseValue(strings.TrimPrefix(text, "~"))
	if err != nil {
		panic(err)
	}
	return rating.Rating{Value: v, Technique: rating.XWing, Estimated: est}
}
