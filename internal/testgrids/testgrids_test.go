package testgrids_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/solve"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	text := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" +
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87..... 9.2 rated\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	gs := testgrids.Read(t, path)
	if len(gs) != 2 || gs[0][0] != 4 || gs[0][1] != 0 || gs[1][0] != 5 || gs[1].Clues() != 17 {
		t.Errorf("read %v", gs)
	}
}

// TestFile finds a collection of the top-level testdata from this
// package's folder, two levels below the module root, by a relative path.
func TestFile(t *testing.T) {
	if got, want := testgrids.File(t, "top95.txt"), filepath.Join("..", "..", "testdata", "top95.txt"); got != want {
		t.Errorf("File(top95.txt) = %q, want %q", got, want)
	}
	if gs := testgrids.Collection(t, "top95.txt"); len(gs) != 95 || gs[0].Clues() != 17 {
		t.Errorf("Collection(top95.txt): %d puzzles, the first of %d clues; want 95, 17", len(gs), gs[0].Clues())
	}
}

// TestSolve checks Solve against solve.CountNine: on puzzles of the
// reference table (the first and last of each collection there), on
// others, and on puzzles without one solution. The table itself is
// package solve's to check against the seed solver, row by row.
func TestSolve(t *testing.T) {
	// 1,948 rows with one solution, of 1,854 puzzles: most of top95 is
	// in magictour too.
	if n := len(testgrids.ReferenceScores()); n != 1854 {
		t.Fatalf("%s: %d puzzles with one solution and a score, want 1854", testgrids.ReferenceFile, n)
	}
	var gs []grid.Nine
	for _, name := range []string{"top95.txt", "magictour_top1465.txt", "forum_hardest_1106.txt", "unbiased_first1000.txt"} {
		c := testgrids.Collection(t, name)
		gs = append(gs, c[0], c[len(c)-1])
	}
	none, two := gs[0], gs[0]
	none[1] = none[0] // two equal digits in the first row
	for c, v := range two {
		if v != 0 {
			two[c] = 0 // a 16-clue puzzle: many solutions
			break
		}
	}
	for _, g := range append(gs, none, two) {
		want := solve.CountNine(g)
		if got := testgrids.Solve(g); got.Solutions != want.Solutions || got.Solution != want.Solution || got.Score != want.Score {
			t.Errorf("Solve(%s) = %d solutions, %s, score %d; CountNine says %d, %s, %d",
				g, got.Solutions, got.Solution.Nine(), got.Score, want.Solutions, want.Solution.Nine(), want.Score)
		}
		if got := testgrids.Solve(g); got.Unique() != want.Unique() {
			t.Errorf("Solve(%s) again: unique %v, want %v", g, got.Unique(), want.Unique())
		}
	}
}
