package book_test

import (
	"fmt"
	"os"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

func ExampleWriteText() {
	g, _ := grid.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	r := solve.CountNine(g)
	b := &book.Book{Title: "One", Puzzles: []book.Entry{{Number: 1, Puzzle: puzzle.ClassicOf(g), Solution: r.Solution, Score: r.Score}}}
	book.WriteText(os.Stdout, b, book.Options{Text: book.TextGrids})
	// Output:
	// # One
	//
	// # Puzzle 1 · 17 clues
	// +-------+-------+-------+
	// | 4 . . | . . . | 8 . 5 |
	// | . 3 . | . . . | . . . |
	// | . . . | 7 . . | . . . |
	// +-------+-------+-------+
	// | . 2 . | . . . | . 6 . |
	// | . . . | . 8 . | 4 . . |
	// | . . . | . 1 . | . . . |
	// +-------+-------+-------+
	// | . . . | 6 . 3 | . 7 . |
	// | 5 . . | 2 . . | . . . |
	// | 1 . 4 | . . . | . . . |
	// +-------+-------+-------+
}

func ExampleResolveFormat() {
	for _, c := range [][2]string{{"book.pdf", ""}, {"puzzles.TXT", ""}, {"grids", "svg"}, {"book", ""}} {
		f, err := book.ResolveFormat(c[0], c[1])
		fmt.Printf("--out %s --format %q: %q %v\n", c[0], c[1], f, err)
	}
	// Output:
	// --out book.pdf --format "": "pdf" <nil>
	// --out puzzles.TXT --format "": "txt" <nil>
	// --out grids --format "svg": "svg" <nil>
	// --out book --format "": "" unknown format: "book" has no extension
}
