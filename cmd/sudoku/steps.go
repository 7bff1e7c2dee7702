package main

import (
	"bufio"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/solve"
)

// doSteps is solve --steps: each puzzle in turn, its search printed step
// by step (the seed solver's tree: on a classic puzzle the classic one),
// then its result line.
func doSteps(c *cli.Context) error {
	bw := bufio.NewWriter(c.App.Writer)
	limit := c.Int("max-steps")
	s := new(solve.Solver)
	notUnique, n := 0, 0
	interrupted := false
	bad, err := feedPuzzles(c, func(p input) bool {
		n++
		v := &p.rec.Puzzle
		fmt.Fprintf(bw, "puzzle %d (%s:%d): %s\n", n, p.file, p.rec.Line, v.String())
		t := &stepPrinter{w: bw, p: v, s: s, limit: limit}
		s.Trace = t.step
		// The search of a large killer with few givens does not end:
		// Ctrl-C stops it, and the command, at once.
		r, stopped := s.CountUntil(v, c.Context.Done())
		s.Trace = nil
		if stopped {
			interrupted = true
			return false
		}
		if t.cut > 0 {
			fmt.Fprintf(bw, "... %d more steps not shown (--max-steps %d)\n", t.cut, limit)
		}
		fmt.Fprintf(bw, "%s; seed score %d, %d nodes\n\n", solutionText(v, &r), r.Score, r.Nodes)
		if !r.Unique() {
			notUnique++
		}
		return c.Context.Err() == nil
	})
	if interrupted || err == nil && c.Context.Err() != nil {
		bw.Flush()
		return cli.Exit("sudoku solve: interrupted; the searches before it are written", exitInput)
	}
	return solveExit(bw, err, bad+notUnique)
}

// stepPrinter prints the steps of one search.
type stepPrinter struct {
	w     io.Writer
	p     *puzzle.Puzzle
	s     *solve.Solver
	limit int
	shown int          // grids printed
	n     int          // steps seen
	cut   int          // steps not printed past the limit
	grid  puzzle.Marks // the position drawn, made on the first step
}

func (t *stepPrinter) step(st solve.Step) {
	t.n++
	if t.limit > 0 && t.shown >= t.limit {
		t.cut++
		return
	}
	cell := ""
	if st.Cell >= 0 {
		cell = t.p.Geometry().CellName(st.Cell)
	}
	switch st.Kind {
	case solve.Start:
		fmt.Fprintf(t.w, "start: %d givens, the candidates they leave\n", t.p.Givens.Clues())
	case solve.Branch:
		fmt.Fprintf(t.w, "step %d: %s = %d (candidate %d of %d, depth %d)\n", t.n, cell, st.Digit, st.Rank, st.Of, st.Depth)
	case solve.Fail:
		// Nothing changed: a line, no grid.
		fmt.Fprintf(t.w, "step %d: %s = %d (candidate %d of %d) leaves a cell without a candidate\n", t.n, cell, st.Digit, st.Rank, st.Of)
		return
	case solve.Backtrack:
		fmt.Fprintf(t.w, "step %d: backtrack, %s = %d undone\n", t.n, cell, st.Digit)
	case solve.Solution:
		fmt.Fprintf(t.w, "solution %d\n", st.Rank)
	}
	if t.grid.Value == nil {
		t.grid = puzzle.Marks{Value: make([]uint8, t.p.Cells()), Cand: make([]uint32, t.p.Cells())}
	}
	for c := range t.p.Cells() {
		t.grid.Value[c] = uint8(t.s.Value(c))
		t.grid.Cand[c] = 0
		if t.grid.Value[c] == 0 {
			t.grid.Cand[c] = t.s.Candidates(c)
		}
	}
	puzzleio.WriteMarks(t.w, t.p, &t.grid)
	t.shown++
}
