package generate_test

import (
	"context"
	"fmt"

	"github.com/puzzlebook/sudoku/generate"
)

// Three minimal puzzles from one worker: a seed and a worker count always
// give the same puzzles, so this output is fixed until Version changes.
func ExampleRun() {
	opts := generate.Options{Minimal: true}
	opts.Workers, opts.Seed, opts.Count = 1, 2024, 3
	st, err := generate.Run(context.Background(), opts, func(p generate.Result) error {
		fmt.Println(&p.Puzzle, p.Clues, p.Score)
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	fmt.Println(st.Generated, "puzzles")
	// Output:
	// .......1.4.....5..675.3....32...7.4....5.4......21.....9.46.1.7...1..8.6....7...4 25 4
	// 54...3......4..1........53.8.1.......76....4...463.2.1..9.....2....9.45....12.9.7 26 58
	// 2..9....6.5......4.781.....91...6.7.53....2.............741.....9..5....3....29.. 23 5
	// 3 puzzles
}

// A half-turn symmetric puzzle where no symmetric pair of clues can go,
// printed as a grid.
func ExampleRun_symmetry() {
	opts := generate.Options{Minimal: true}
	opts.Workers, opts.Seed, opts.Count = 1, 7, 1
	opts.Symmetry, opts.Minimal = generate.Rot180, false
	generate.Run(context.Background(), opts, func(p generate.Result) error {
		for r := range 9 {
			fmt.Println(p.Puzzle.Givens.Nine().String()[r*9 : r*9+9])
		}
		fmt.Println(p.Symmetry, p.Clues, "clues")
		return nil
	})
	// Output:
	// .....9.8.
	// .9.1....2
	// ..75.6..9
	// .8..9.7.3
	// 2.......5
	// 9.5.6..4.
	// 7..9.24..
	// 5....7.1.
	// .1.3.....
	// rot180 28 clues
}
