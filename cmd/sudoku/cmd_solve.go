package main

import (
	"bufio"
	"encoding/json"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/solve"
)

func solveCommand() *cli.Command {
	return &cli.Command{
		Name:      "solve",
		Usage:     "print each puzzle's solution",
		ArgsUsage: "[FILE...]",
		Description: "Reads puzzles from the files named, or standard input, and prints each one's\n" +
			"solution in input order, or \"no solution\" / \"multiple solutions\". Exits 1 if\n" +
			"any puzzle had no unique solution. Killer and greater-than puzzles are read as\n" +
			"JSON lines, f-puzzles JSON or SudokuPad links.\n" +
			"\n" +
			"--steps shows the seed counting search at work: the grid of candidates at the\n" +
			"start, after every branch and backtrack, and at each solution, with cages and\n" +
			"signs drawn; --max-steps caps how many grids a puzzle prints.",
		Flags: append([]cli.Flag{formatFlag("line", "grid", "json"), workersFlag(),
			&cli.BoolFlag{Name: "steps", Usage: "print each state of the search as a grid of candidates"},
			&cli.IntFlag{Name: "max-steps", Value: 100, Usage: "with --steps, print at most `N` grids a puzzle (0: no limit)"},
		}, sizeFlags()...),
		Action: doSolve,
	}
}

// solved is a puzzle with its solver result.
type solved struct {
	input
	solve.Result
}

func doSolve(c *cli.Context) error {
	fm, err := format(c, "line", "grid", "json")
	if err != nil {
		return err
	}
	if c.Int("max-steps") < 0 {
		return usagef(c, "--max-steps must not be negative")
	}
	if c.Bool("steps") {
		return doSteps(c)
	}
	bw := bufio.NewWriter(c.App.Writer)
	enc := json.NewEncoder(bw)
	notUnique := 0
	bad, err := mapPuzzles(c,
		func() func(input) solved {
			// The fast checkers, not the seed search: only the solution
			// is printed, and the seed search of a minimal 16×16
			// puzzle or a greater-than sudoku can run to millions of
			// nodes.
			var k solve.Solver
			return func(p input) solved { return solved{p, k.Solutions(&p.rec.Puzzle)} }
		},
		func(r solved) error {
			if !r.Unique() {
				notUnique++
			}
			switch fm {
			case "json":
				return enc.Encode(solveJSON(r))
			case "grid":
				if !r.Unique() {
					_, err := fmt.Fprintf(bw, "%s\n\n", solutionText(&r.rec.Puzzle, &r.Result))
					return err
				}
				if l := r.rec.Puzzle.Layout; l != nil {
					bw.Write(l.AppendBoard(nil, r.Solution[:]))
				} else {
					puzzleio.WriteSizedGrid(bw, r.rec.Puzzle.Geometry(), &r.Solution)
				}
				return bw.WriteByte('\n')
			}
			_, err := fmt.Fprintln(bw, solutionText(&r.rec.Puzzle, &r.Result))
			return err
		})
	return solveExit(bw, err, bad+notUnique)
}

// solutionText is the solution of p, its N² digits (81 on the classic
// grid, a board's cells on joined grids), or why there is none.
func solutionText(p *puzzle.Puzzle, r *solve.Result) string {
	switch r.Solutions {
	case 0:
		return "no solution"
	case 1:
		return p.FormatCells(&r.Solution)
	}
	return "multiple solutions"
}

type solveJSONRow struct {
	// Puzzle is the 81-character string, or a variant's JSON object.
	Puzzle    *puzzle.Puzzle `json:"puzzle"`
	Solutions int            `json:"solutions"`
	Solution  string         `json:"solution,omitempty"`
	Note      string         `json:"note,omitempty"`
}

func solveJSON(r solved) solveJSONRow {
	j := solveJSONRow{Puzzle: &r.rec.Puzzle, Solutions: r.Solutions, Note: r.rec.Note}
	if r.Unique() {
		j.Solution = r.rec.Puzzle.FormatCells(&r.Solution)
	}
	return j
}

// solveExit ends solve, with or without --steps: it flushes the output,
// then exits with err, or with status 1 (the messages are on stderr or in
// the output already) when failed puzzles were unreadable or had no
// unique solution.
func solveExit(bw *bufio.Writer, err error, failed int) error {
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	if failed > 0 {
		return cli.Exit("", exitInput)
	}
	return nil
}
