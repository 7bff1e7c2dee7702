package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// interspersed moves the flags of a command line before its other
// arguments, so that flags may stand after the file names as the CLI
// contract allows ("sudoku import top95.txt --db other.db"). The flag
// package behind urfave/cli stops at the first argument that is not a
// flag and would take the rest for file names: the input would read
// "--db" and "other.db" as files and write to the default catalog.
//
// Only the command's own flags move, each with its value when it takes
// one as the next argument; "-" (standard input) stays an argument, "--"
// ends the flags as usual, and the shell completion flag stays last,
// where urfave/cli looks for it.
func interspersed(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	cmd := app.Command(args[1])
	if cmd == nil {
		return args
	}
	valued := map[string]bool{} // flag names that take a value
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, name := range f.Names() {
			valued[name] = !isBool
		}
	}
	rest := args[2:]
	completion := false
	if n := len(rest); n > 0 && rest[n-1] == "--generate-bash-completion" {
		rest, completion = rest[:n-1], true
	}
	flags := make([]string, 0, len(rest))
	var plain []string
	dashes := false
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a == "--":
			// Everything after it is an argument, even "-x"; it goes
			// right after the flags, where it ends them.
			plain, dashes = append(plain, rest[i+1:]...), true
			i = len(rest)
		case len(a) > 1 && a[0] == '-':
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && valued[name] && i+1 < len(rest) {
				i++
				flags = append(flags, rest[i])
			}
		default:
			plain = append(plain, a)
		}
	}
	out := append(append([]string{}, args[:2]...), flags...)
	if dashes {
		out = append(out, "--")
	}
	out = append(out, plain...)
	if completion {
		out = append(out, "--generate-bash-completion")
	}
	return out
}
