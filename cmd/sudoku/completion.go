package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a script that completes sudoku's commands and flags in a shell",
		ArgsUsage: "bash|zsh|fish",
		Description: "Prints the completion script for the shell named. To use it now:\n" +
			"\n" +
			"  eval \"$(sudoku completion bash)\"      # bash; zsh likewise with zsh\n" +
			"  sudoku completion fish | source        # fish\n" +
			"\n" +
			"or put that line in the shell's start-up file. Commands and flags complete;\n" +
			"elsewhere the shell completes file names.",
		Action: doCompletion,
	}
}

// The bash and zsh scripts ask the program itself what fits where the
// cursor is: urfave/cli answers a command line that ends in
// --generate-bash-completion with the commands, or with the command's
// flags when the word being completed starts with "-".
const (
	bashCompletion = `# bash completion for sudoku: eval "$(sudoku completion bash)"
_sudoku_complete() {
	local cur=${COMP_WORDS[COMP_CWORD]}
	local words=("${COMP_WORDS[@]:0:COMP_CWORD}")
	local opts
	if [[ $cur == -* ]]; then
		opts=$("${words[@]}" "$cur" --generate-bash-completion 2>/dev/null)
	else
		opts=$("${words[@]}" --generate-bash-completion 2>/dev/null)
	fi
	COMPREPLY=($(compgen -W "$opts" -- "$cur"))
	if [[ ${#COMPREPLY[@]} -eq 0 ]]; then
		compopt -o default
	fi
}
complete -F _sudoku_complete sudoku
`
	zshCompletion = `#compdef sudoku
# zsh completion for sudoku: eval "$(sudoku completion zsh)"
_sudoku() {
	local -a opts
	local cur=${words[CURRENT]}
	local -a line=("${(@)words[1,CURRENT-1]}")
	if [[ $cur == -* ]]; then
		opts=("${(@f)$("${line[@]}" "$cur" --generate-bash-completion 2>/dev/null)}")
	else
		opts=("${(@f)$("${line[@]}" --generate-bash-completion 2>/dev/null)}")
	fi
	opts=("${(@)opts:#}")
	if (( ${#opts} )); then
		_describe 'sudoku' opts
	else
		_files
	fi
}
compdef _sudoku sudoku
`
)

func doCompletion(c *cli.Context) error {
	if c.NArg() != 1 {
		return usagef(c, "name one shell: bash, zsh or fish")
	}
	var script string
	switch shell := c.Args().First(); shell {
	case "bash":
		script = bashCompletion
	case "zsh":
		script = zshCompletion
	case "fish":
		s, err := c.App.ToFishCompletion()
		if err != nil {
			return err
		}
		script = s
	default:
		return usagef(c, "unknown shell %q (want bash, zsh or fish)", shell)
	}
	_, err := fmt.Fprint(c.App.Writer, script)
	return err
}
