package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"

	"github.com/urfave/cli/v2"
)

// Exit statuses of the CLI contract.
const (
	exitOK    = 0
	exitInput = 1 // a puzzle or input problem, reported per line on stderr
	exitUsage = 2
)

// newApp builds the CLI. Commands write to the app's Writer and ErrWriter
// and read standard input from stdin, so tests can run them in process.
func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:      "sudoku",
		Usage:     "generate, solve, score and print Sudoku puzzles",
		Writer:    stdout,
		ErrWriter: stderr,
		Reader:    stdin,
		Commands: []*cli.Command{
			solveCommand(),
			scoreCommand(),
			generateCommand(),
			importCommand(),
			queryCommand(),
			statsCommand(),
			exportCommand(),
			booksCommand(),
		},
		// Errors are printed once, by run; the library must not exit.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   usageError,
		Action: func(c *cli.Context) error {
			if c.Args().Present() {
				return cli.Exit(fmt.Sprintf("sudoku: unknown command %q (see sudoku help)", c.Args().First()), exitUsage)
			}
			return cli.ShowAppHelp(c)
		},
		HideVersion: true,
	}
	for _, cmd := range app.Commands {
		cmd.OnUsageError = usageError
	}
	return app
}

func usageError(c *cli.Context, err error, _ bool) error {
	return cli.Exit(fmt.Sprintf("sudoku %s: %v", c.Command.Name, err), exitUsage)
}

// run runs the app and turns its error into an exit status, printing the
// error's message (if any) to stderr.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	err := newApp(stdin, stdout, stderr).RunContext(ctx, args)
	if err == nil {
		return exitOK
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := ec.Error(); msg != "" {
			fmt.Fprintln(stderr, msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(stderr, "sudoku:", err)
	return exitInput
}

// workersFlag is the --workers flag shared by the commands that use all cores.
func workersFlag() *cli.IntFlag {
	return &cli.IntFlag{Name: "workers", Usage: "goroutines to use", Value: runtime.NumCPU(), DefaultText: "all cores"}
}

func workers(c *cli.Context) (int, error) {
	n := c.Int("workers")
	if n < 1 {
		return 0, cli.Exit(fmt.Sprintf("sudoku %s: --workers must be at least 1", c.Command.Name), exitUsage)
	}
	return n, nil
}

// formatFlag is a --format flag restricted to the given values; the first
// is the default.
func formatFlag(values ...string) *cli.StringFlag {
	return &cli.StringFlag{Name: "format", Value: values[0], Usage: fmt.Sprintf("output format: %v", values)}
}

func format(c *cli.Context, values ...string) (string, error) {
	f := c.String("format")
	for _, v := range values {
		if f == v {
			return f, nil
		}
	}
	return "", cli.Exit(fmt.Sprintf("sudoku %s: unknown --format %q (want one of %v)", c.Command.Name, f, values), exitUsage)
}
