package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/ordered"
	"github.com/puzzlebook/sudoku/puzzleio"
)

// input is one record read from the command's inputs.
type input struct {
	file string
	rec  puzzleio.Record
}

// text is the puzzle's canonical text form.
func (p *input) text() string { return p.rec.Puzzle.String() }

// mapPuzzles reads the command's inputs (see feedPuzzles) and runs the
// worker built by newWorker on each puzzle on --workers goroutines, handing
// the results to emit in input order. bad counts the unreadable inputs.
func mapPuzzles[R any](c *cli.Context, newWorker func() func(input) R, emit func(R) error) (bad int, err error) {
	n, err := workers(c)
	if err != nil {
		return 0, err
	}
	err = ordered.Map(c.Context, n,
		func(send func(input) bool) (err error) {
			bad, err = feedPuzzles(c, send)
			return err
		},
		newWorker, emit)
	if err != nil && c.Context.Err() != nil {
		// Interrupted (SIGINT, SIGTERM): the rows written so far are
		// whole, each of a puzzle read before the next.
		return bad, cli.Exit(fmt.Sprintf("sudoku %s: interrupted; the puzzles before it are written", c.Command.Name), exitInput)
	}
	return bad, err
}

// feedPuzzles reads every input named on the command line, or standard
// input when none (or "-") is named, and sends each readable puzzle. A bad
// puzzle or an input that cannot be opened is reported on stderr as
// FILE:LINE: reason and the rest still run; bad counts them. It stops early
// only when send returns false (the consumer has quit) or a read fails.
func feedPuzzles(c *cli.Context, send func(input) bool) (bad int, err error) {
	form, err := plainFormOf(c)
	if err != nil {
		return 0, err
	}
	args := c.Args().Slice()
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, a := range args {
		var r io.Reader = c.App.Reader
		name := "stdin"
		if a != "-" {
			f, err := os.Open(a)
			if err != nil {
				fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", a, unwrapPath(err))
				bad++
				continue
			}
			defer f.Close()
			r, name = f, a
		}
		rd := puzzleio.NewReader(r, name)
		form.setOn(rd)
		n, more, err := feedReader(c, rd, name, send)
		bad += n
		if errors.Is(err, puzzleio.ErrNotPuzzles) || errors.Is(err, puzzleio.ErrLong) {
			// A file of another kind: said once, and the next file read.
			fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", name, err)
			bad++
			continue
		}
		if err != nil {
			return bad, fmt.Errorf("%s: %w", name, err)
		}
		if !more {
			return bad, nil
		}
	}
	return bad, nil
}

func feedReader(c *cli.Context, rd *puzzleio.Reader, name string, send func(input) bool) (bad int, more bool, err error) {
	for {
		rec, err := rd.Next()
		var pe *puzzleio.Error
		switch {
		case err == io.EOF:
			return bad, true, nil
		case errors.As(err, &pe):
			fmt.Fprintln(c.App.ErrWriter, pe)
			bad++
			continue
		case err != nil:
			return bad, false, err
		}
		if !send(input{name, rec}) {
			return bad, false, nil
		}
	}
}

// unwrapPath drops the "open NAME:" prefix of an *os.PathError, since the
// caller prints the name itself.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// inputError is the exit for a run in which some input was bad: each was
// already reported, so it carries no message.
func inputError(bad int) error {
	if bad > 0 {
		return cli.Exit("", exitInput)
	}
	return nil
}

// sizeFlags are the --size, --box and --layout flags of the commands
// that read puzzles: the grid of plain lines, printed grids and CSV
// cells, or the board of joined grids.
func sizeFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "layout", Usage: "read plain lines and printed boards as puzzles on the joined grids of layout `NAME` (" + strings.Join(grid.LayoutNames(), ", ") + "): a line of the board's cells, or its lines with holes as spaces; JSON lines say their own layout"},
		&cli.IntFlag{Name: "size", Value: 9, Usage: "read plain lines and printed grids as `N`×N grids (4 to 25; digits 1-9 then A-P); JSON lines say their own size"},
		&cli.StringFlag{Name: "box", Usage: "the boxes of --size grids, `RxC` (rows x columns, R·C = N)", DefaultText: "the size's default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 2x7, 3x5, 4x4"},
	}
}

// plainForm is what the plain forms (lines, printed grids, CSV cells)
// are read as: a grid of --size and --box (nil for the classic 9×9, read
// as it always was), or the joined grids of --layout.
type plainForm struct {
	geo    *grid.Geometry
	layout *grid.Layout
}

// setOn makes rd read the plain forms as f says.
func (f plainForm) setOn(rd *puzzleio.Reader) {
	rd.SetGeometry(f.geo)
	rd.SetLayout(f.layout)
}

// plainFormOf returns the plain form of --size, --box and --layout.
func plainFormOf(c *cli.Context) (plainForm, error) {
	if !c.IsSet("layout") {
		geo, err := geometryOf(c)
		return plainForm{geo: geo}, err
	}
	if c.IsSet("size") || c.IsSet("box") {
		return plainForm{}, usagef(c, "--layout with --size or --box: a layout's grids are 9x9 with 3x3 boxes")
	}
	l, err := grid.LayoutNamed(c.String("layout"))
	if err != nil {
		return plainForm{}, usagef(c, "--layout %q: want %s (other layouts as JSON lines, their grids listed)", c.String("layout"), strings.Join(grid.LayoutNames(), ", "))
	}
	return plainForm{layout: l}, nil
}

// geometryOf returns the grid --size and --box name: nil for the classic
// 9×9, read as it always was.
func geometryOf(c *cli.Context) (*grid.Geometry, error) {
	n := c.Int("size")
	var box grid.Box
	if c.IsSet("box") {
		var err error
		if box, err = parseBox(c.String("box")); err != nil {
			return nil, usagef(c, "--box: %v", err)
		}
	}
	if n < grid.MinSize || n > grid.MaxSize {
		return nil, usagef(c, "--size %d: want 4 to %d", n, grid.MaxSize)
	}
	if _, ok := grid.DefaultBox(n); !ok && box == (grid.Box{}) {
		return nil, usagef(c, "--size %d: a %dx%d grid has no boxes; give jigsaw puzzles as JSON lines with their regions", n, n, n)
	}
	g := grid.GeometryOf(n, box, false)
	if g == nil {
		return nil, usagef(c, "--box %s does not tile a %dx%d grid (rows times columns must be %d, each at least 2)", c.String("box"), n, n, n)
	}
	if g == grid.Classic {
		return nil, nil
	}
	return g, nil
}

// parseBox reads a box shape RxC.
func parseBox(s string) (grid.Box, error) {
	r, c, ok := strings.Cut(strings.ToLower(s), "x")
	rows, err1 := strconv.Atoi(r)
	cols, err2 := strconv.Atoi(c)
	if !ok || err1 != nil || err2 != nil {
		return grid.Box{}, fmt.Errorf("%q is not RxC (rows x columns, as 2x3)", s)
	}
	return grid.Box{Rows: rows, Cols: cols}, nil
}
