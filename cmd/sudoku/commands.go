package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

// Exit statuses of the CLI contract.
const (
	exitOK    = 0
	exitInput = 1 // a puzzle or input problem, reported per line on stderr
	exitUsage = 2
)

func init() {
	// urfave/cli's --help and --version are package-level flags that every
	// app writes to as it parses, so two apps running at once in one
	// process race. Each app gets its own instead (helpFlag, versionFlag).
	cli.HelpFlag = nil
}

// helpFlag is --help, -h: a flag of its own for each app and command.
func helpFlag() *cli.BoolFlag {
	return &cli.BoolFlag{Name: "help", Aliases: []string{"h"}, Usage: "show help"}
}

// shownHelp ends a run after the help was printed: exit status 0, no
// message.
var shownHelp = cli.Exit("", exitOK)

// newApp builds the CLI. Commands write to the app's Writer and ErrWriter
// and read standard input from stdin, so tests can run them in process,
// several at once.
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
			explainCommand(),
			generateCommand(),
			importCommand(),
			mergeCommand(),
			queryCommand(),
			statsCommand(),
			exportCommand(),
			booksCommand(),
			completionCommand(),
		},
		// Errors are printed once, by run; the library must not exit.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   usageError,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "version", Aliases: []string{"v"}, Usage: "print the version"},
			helpFlag(),
		},
		Action: func(c *cli.Context) error {
			switch {
			case c.Bool("version"):
				_, err := fmt.Fprintf(c.App.Writer, "sudoku version %s\n", c.App.Version)
				return err
			case c.Args().Present():
				return cli.Exit(fmt.Sprintf("sudoku: unknown command %q (see sudoku help)", c.Args().First()), exitUsage)
			}
			return cli.ShowAppHelp(c)
		},
		Version:              version(),
		HideVersion:          true, // the flag above stands for the package-level one
		EnableBashCompletion: true,
	}
	for _, cmd := range app.Commands {
		cmd.OnUsageError = usageError
		cmd.Flags = append(cmd.Flags, helpFlag())
		// "sudoku help score" is the app's; "sudoku score help" would add
		// the library's one help command to every command, shared.
		cmd.HideHelpCommand = true
		cmd.Before = before(cmd.ArgsUsage == "")
	}
	return app
}

// before is what every command does first: --help shows its help and
// ends the run, and a command that takes no arguments refuses them.
func before(noArgs bool) cli.BeforeFunc {
	return func(c *cli.Context) error {
		if c.Bool("help") {
			if err := cli.ShowSubcommandHelp(c); err != nil {
				return err
			}
			return shownHelp
		}
		if noArgs {
			return refuseArgs(c)
		}
		return nil
	}
}

// usageError words a flag the command line got wrong: "sudoku score:
// flag provided but not defined: -nope", or "sudoku: ..." before any
// command.
func usageError(c *cli.Context, err error, _ bool) error {
	prefix := "sudoku"
	if c.Command != nil && c.Command.Name != "" && c.Command.Name != c.App.Name {
		prefix += " " + c.Command.Name
	}
	return cli.Exit(fmt.Sprintf("%s: %v", prefix, err), exitUsage)
}

// usagef is a usage error of the running command, exit status 2: "sudoku
// generate: --count must be at least 1". Every command words its own
// usage errors with it.
func usagef(c *cli.Context, format string, args ...any) error {
	return cli.Exit(fmt.Sprintf("sudoku %s: ", c.Command.Name)+fmt.Sprintf(format, args...), exitUsage)
}

// refuseArgs refuses arguments to a command that takes none, such as a
// file name given to query: it would be ignored, and a misspelt flag with
// it.
func refuseArgs(c *cli.Context) error {
	if c.Args().Present() {
		return usagef(c, "unexpected argument %q (this command reads no files; see sudoku help %s)", c.Args().First(), c.Command.Name)
	}
	return nil
}

// version is the program's version: the module version and VCS revision
// the Go toolchain stamped into the build.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, when, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = ", modified"
			}
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += fmt.Sprintf(" (revision %s of %s%s)", rev, when, dirty)
	}
	return v + ", " + bi.GoVersion
}

// run runs the app and turns its error into an exit status, printing the
// error's message (if any) to stderr.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	err := app.RunContext(ctx, interspersed(app, args))
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
		return 0, usagef(c, "--workers must be at least 1")
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
	return "", usagef(c, "unknown --format %q (want one of %v)", f, values)
}
