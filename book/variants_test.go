package book_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// The variant puzzles of the tests are made here, from a fixed seed, the
// way package solve's tests make theirs: a solution grid (the spec's
// reference solution, docs/variants.md, under a random transform of the
// Sudoku group), then cages and signs true to it, kept when the puzzle
// has one solution (solve.Solver.Check). So they are real puzzles, the same
// on every run.

// variantSpec says how to make a test puzzle: its kind, how many givens,
// and for killer-greater how many signs.
type variantSpec struct {
	kind   string // "killer", "greater" or "killer-greater"
	givens int
	signs  int
}

// makeVariant returns a puzzle of spec s with one solution, and that
// solution.
func makeVariant(tb testing.TB, r *rand.Rand, chk *solve.Solver, s variantSpec) (puzzle.Puzzle, grid.Nine) {
	tb.Helper()
	ref, _ := grid.Parse(testgrids.RefSolution)
	for try := 0; try < 1000; try++ {
		t := iso.Random(r)
		sol := t.Apply(ref)
		var p puzzle.Puzzle
		switch s.kind {
		case "killer":
			p.Cages = testgrids.RandomCages(r, sol, 5)
		case "greater":
			p.Signs = puzzle.BoxSigns(sol)
		case "killer-greater":
			p.Cages = testgrids.RandomCages(r, sol, 5)
			p.Signs = testgrids.RandomSigns(r, sol, s.signs)
		default:
			tb.Fatalf("no kind %q", s.kind)
		}
		for _, c := range r.Perm(81)[:s.givens] {
			p.Givens[c] = sol[c]
		}
		p.Normalize()
		if err := p.Validate(); err != nil {
			tb.Fatalf("made a bad %s puzzle: %v", s.kind, err)
		}
		if chk.Check(&p, solve.Query{Limit: 2}) == 1 {
			return p, sol
		}
	}
	tb.Fatalf("no %s puzzle with one solution in 1000 tries", s.kind)
	return puzzle.Puzzle{}, grid.Nine{}
}

// variantBook makes a book of n variant puzzles, the specs taken in turn,
// numbered from 1, ids 500 and up; grades and ratings on every third.
func variantBook(tb testing.TB, seed uint64, n int, specs ...variantSpec) *book.Book {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	chk := new(solve.Solver)
	b := &book.Book{Title: "Killer Sudoku", Subtitle: "Cages and signs", Created: created}
	for i := range n {
		p, sol := makeVariant(tb, r, chk, specs[i%len(specs)])
		bp := book.Entry{Number: i + 1, ID: int64(500 + i), Puzzle: p, Solution: grid.FromNine(sol)}
		if i%3 == 2 {
			bp.Rating = rated("4.2")
		}
		b.Puzzles = append(b.Puzzles, bp)
	}
	return b
}

var (
	killer        = variantSpec{kind: "killer"}
	killerGivens  = variantSpec{kind: "killer", givens: 6}
	greater       = variantSpec{kind: "greater"}
	killerGreater = variantSpec{kind: "killer-greater", signs: 6}
)
