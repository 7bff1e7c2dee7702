package rules_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// TestJoinedShape: the shape of joined grids has the board's cells, the
// houses of every grid (more than a mask holds), house mates across the
// grids a cell lies in, and the rule of 45's neighbouring lines within
// one grid.
func TestJoinedShape(t *testing.T) {
	p, err := puzzle.Parse(`{"layout":"samurai"}`)
	if err != nil {
		t.Fatal(err)
	}
	s := rules.ShapeOf(&p)
	if s.NumCells() != 369 || len(s.Houses) != 5*27-4 {
		t.Fatalf("%d cells, %d houses; want 369, 131", s.NumCells(), len(s.Houses))
	}
	if q, _ := puzzle.Parse(`{"layout":"samurai","givens":"1"}`); rules.ShapeOf(&q) != s {
		t.Errorf("two samurai puzzles have two shapes")
	}
	cell := func(name string) int {
		c, err := p.Layout.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, tc := range []struct {
		a, b  string
		mates bool
	}{
		{"r7c7", "r7c1", true},    // the first grid's row 7
		{"r7c7", "r7c15", true},   // the centre grid's row 1
		{"r7c1", "r7c15", false},  // one board row, no grid's
		{"r7c7", "r15c7", true},   // the centre grid's column 1
		{"r1c1", "r21c21", false}, // opposite corners
		{"r9c9", "r7c7", true},    // the shared box
	} {
		if got := s.SameHouse(cell(tc.a), cell(tc.b)); got != tc.mates {
			t.Errorf("%s and %s share a house: %v, want %v", tc.a, tc.b, got, tc.mates)
		}
	}
	// A cell of a shared box has the row, column and box of one grid and
	// the row and column of the other: 8+8+4 + 6+6 peers, less the 2+2
	// the rows and columns share with the box.
	if got := len(s.Peers(cell("r7c7"))); got != 20+12 {
		t.Errorf("r7c7 has %d peers, want 32", got)
	}
	for _, g := range s.Regions(rules.NeighbourLines) {
		first, last := s.Houses[g.Houses[0]], s.Houses[g.Houses[len(g.Houses)-1]]
		if first.Grid != last.Grid || last.Index-first.Index != len(g.Houses)-1 {
			t.Fatalf("neighbouring lines %v of grids %d and %d", g.Houses, first.Grid, last.Grid)
		}
	}
	if got := len(s.Regions(rules.NeighbourLines)); got != 5*2*(8+7) {
		t.Errorf("%d regions of neighbouring lines, want 150", got)
	}
}
