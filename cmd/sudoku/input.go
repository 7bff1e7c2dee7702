package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

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
	return bad, err
}

// feedPuzzles reads every input named on the command line, or standard
// input when none (or "-") is named, and sends each readable puzzle. A bad
// puzzle or an input that cannot be opened is reported on stderr as
// FILE:LINE: reason and the rest still run; bad counts them. It stops early
// only when send returns false (the consumer has quit) or a read fails.
func feedPuzzles(c *cli.Context, send func(input) bool) (bad int, err error) {
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
		n, more, err := feedReader(c, puzzleio.NewReader(r, name), name, send)
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
