package sqlite_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlite"
)

// A catalog keeps one puzzle per isomorphism class: the same puzzle with
// its rows or digits moved about is refused.
func Example() {
	dir, err := os.MkdirTemp("", "catalog")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	s, err := sqlite.Open(filepath.Join(dir, "sudoku.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()

	src := &store.Source{Kind: store.KindImport, Name: "example"}
	if err := s.AddSource(ctx, src); err != nil {
		log.Fatal(err)
	}
	g, _ := grid.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	swap := iso.Identity()
	swap.Rows = [9]uint8{1, 0, 2, 3, 4, 5, 6, 7, 8} // rows 1 and 2 swapped
	var ps []*store.Record
	for _, p := range []grid.Nine{g, swap.Apply(g), g} {
		r := solve.CountNine(p)
		ps = append(ps, &store.Record{Puzzle: puzzle.ClassicOf(p), Solution: r.Solution, Score: r.Score, HasScore: true, SourceID: src.ID})
	}
	out, err := s.AddPuzzles(ctx, ps)
	if err != nil {
		log.Fatal(err)
	}
	for _, o := range out {
		fmt.Println(o.Status, o.ID)
	}

	min := 1000
	found, err := s.FindPuzzles(ctx, store.Filter{Score: ranges.AtLeast(min), Limit: 10})
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range found {
		fmt.Println(p.ID, p.Clues, p.Score, p.SourceName)
	}
	// Output:
	// stored 1
	// isomorph 1
	// duplicate 1
	// 1 17 2352 example
}

// Books made with Filter.Unused never share a puzzle: the second book
// takes the next puzzles in the order, and a third finds too few left.
func ExampleStore_AddBook() {
	dir, err := os.MkdirTemp("", "catalog")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	s, err := sqlite.Open(filepath.Join(dir, "sudoku.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()

	src := &store.Source{Kind: store.KindImport, Name: "example"}
	if err := s.AddSource(ctx, src); err != nil {
		log.Fatal(err)
	}
	var ps []*store.Record
	for _, text := range []string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
		"6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
		"48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
	} {
		g, _ := grid.Parse(text)
		r := solve.CountNine(g)
		ps = append(ps, &store.Record{Puzzle: puzzle.ClassicOf(g), Solution: r.Solution, Score: r.Score, HasScore: true, SourceID: src.ID})
	}
	if _, err := s.AddPuzzles(ctx, ps); err != nil {
		log.Fatal(err)
	}

	for _, title := range []string{"Monday", "Tuesday", "Wednesday"} {
		b := &store.Book{Title: title, Params: `{"count":2}`}
		got, err := s.AddBook(ctx, b, store.Filter{Order: store.ByScoreDesc, Limit: 2, Unused: true})
		if err != nil {
			fmt.Println(title+":", err)
			continue
		}
		fmt.Printf("book %d %s:", b.ID, b.Title)
		for _, p := range got {
			fmt.Printf(" puzzle %d (score %d)", p.ID, p.Score)
		}
		fmt.Println()
	}
	// Output:
	// book 1 Monday: puzzle 4 (score 10518) puzzle 3 (score 2398)
	// book 2 Tuesday: puzzle 1 (score 2352) puzzle 2 (score 2278)
	// Wednesday: only 1 of the 2 puzzles wanted match; books hold enough more
}
