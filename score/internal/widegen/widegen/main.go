// Command widegen writes package wide (score/internal/wide) from package
// score's files; go generate ./score runs it in score's directory.
package main

import (
	"fmt"
	"os"

	"github.com/puzzlebook/sudoku/score/internal/widegen"
)

func main() {
	if err := widegen.Write(".", "internal/wide"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
