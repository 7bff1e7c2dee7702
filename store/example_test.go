package store_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
)

// A catalog keeps one puzzle per isomorphism class: the same puzzle with
// its rows or digits moved about is refused.
func Example() {
	dir, err := os.MkdirTemp("", "catalog")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	s, err := store.Open(filepath.Join(dir, "sudoku.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()

	src := &store.Source{Kind: store.KindImport, Name: "example"}
	if err := s.AddSource(ctx, src); err != nil {
		log.Fatal(err)
	}
	g, _ := solve.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	swap := iso.Identity()
	swap.Rows = [9]uint8{1, 0, 2, 3, 4, 5, 6, 7, 8} // rows 1 and 2 swapped
	var ps []*store.Puzzle
	for _, p := range []solve.Grid{g, swap.Apply(g), g} {
		r := solve.Count(p)
		ps = append(ps, &store.Puzzle{Puzzle: p, Solution: r.Solution, Score: r.Score, SourceID: src.ID})
	}
	out, err := s.AddPuzzles(ctx, ps)
	if err != nil {
		log.Fatal(err)
	}
	for _, o := range out {
		fmt.Println(o.Status, o.ID)
	}

	min := 1000
	found, err := s.FindPuzzles(ctx, store.Filter{MinScore: &min, Limit: 10})
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
