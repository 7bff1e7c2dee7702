package book

import (
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
)

// TestCageLoops draws the outlines of cages of awkward shapes: a ring
// round a cell of another cage has an outline outside and one inside, in
// opposite directions; an L has six corners, one of them concave; every
// corner is one inset inside the cell lines, and an outline starts at
// the top-left corner of its cage's first cell.
func TestCageLoops(t *testing.T) {
	ring := []uint16{0, 1, 2, 9, 11, 18, 19, 20}
	v := &puzzle.Puzzle{Cages: []puzzle.Cage{{Sum: 40, Cells: ring}, {Sum: 5, Cells: []uint16{10}}, {Sum: 10, Cells: []uint16{3, 12, 13}}}}
	loops := cageLoops(v)
	if len(loops) != 4 {
		t.Fatalf("%d loops, want 4 (the ring's two, the middle cell's, the L's)", len(loops))
	}
	lp := func(line, off int) int { return 4*line + off }
	want := [][]latticePoint{
		{{lp(0, 1), lp(0, 1)}, {lp(3, -1), lp(0, 1)}, {lp(3, -1), lp(3, -1)}, {lp(0, 1), lp(3, -1)}},
		{{lp(1, -1), lp(1, -1)}, {lp(1, -1), lp(2, 1)}, {lp(2, 1), lp(2, 1)}, {lp(2, 1), lp(1, -1)}}, // the hole, anticlockwise
		{{lp(1, 1), lp(1, 1)}, {lp(2, -1), lp(1, 1)}, {lp(2, -1), lp(2, -1)}, {lp(1, 1), lp(2, -1)}},
		{{lp(3, 1), lp(0, 1)}, {lp(4, -1), lp(0, 1)}, {lp(4, -1), lp(1, 1)}, {lp(5, -1), lp(1, 1)}, {lp(5, -1), lp(2, -1)}, {lp(3, 1), lp(2, -1)}}, // the concave corner reaches past r2c4's top-right corner
	}
	for i, w := range want {
		if len(loops[i]) != len(w) {
			t.Errorf("loop %d: %v, want %v", i, loops[i], w)
			continue
		}
		for j := range w {
			if loops[i][j] != w[j] {
				t.Errorf("loop %d: %v, want %v", i, loops[i], w)
				break
			}
		}
	}
}
