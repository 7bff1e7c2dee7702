package book

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/puzzlebook/sudoku/puzzleio"
)

// WriteText writes b as plain text. With TextLines (the default) it is one
// canonical puzzle a line, and with o.Solutions the line goes on with a
// space and the solution; nothing else, so any tool that reads puzzle lines
// reads it. With TextGrids each puzzle is a 9-line grid under a '#' heading
// and the answer key follows in the same shape; '#' lines are comments to
// the sudoku commands, so this reads back too.
func WriteText(w io.Writer, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if o.Text == TextGrids {
		fmt.Fprintf(bw, "# %s\n", title(b))
		if b.Subtitle != "" {
			fmt.Fprintf(bw, "# %s\n", b.Subtitle)
		}
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			fmt.Fprintf(bw, "\n# Puzzle %d · %s\n", p.Number, details(p))
			puzzleio.WriteGrid(bw, p.Grid)
		}
		if o.Solutions {
			fmt.Fprintf(bw, "\n# Solutions\n")
			for i := range b.Puzzles {
				p := &b.Puzzles[i]
				fmt.Fprintf(bw, "\n# Solution %d\n", p.Number)
				puzzleio.WriteGrid(bw, p.Solution)
			}
		}
	} else {
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			bw.WriteString(p.Grid.String())
			if o.Solutions {
				bw.WriteByte(' ')
				bw.WriteString(p.Solution.String())
			}
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}

// details is the label text after a puzzle's number: its clues, grade
// and rating, e.g. "24 clues · hard 4.2" (see difficulty.go for why not
// the seed score).
func details(p *Puzzle) string {
	s := fmt.Sprintf("%d clues", p.Clues())
	if d := p.difficulty(); d != "" {
		s += " · " + d
	}
	return s
}

// csvHeader is the CSV column row. The puzzle comes first so that the
// sudoku commands, which take CSV with the puzzle in the first column, read
// an export back; the next four are those of `sudoku score`.
var csvHeader = []string{"puzzle", "solution", "clues", "score", "grade", "rating", "number", "id"}

// WriteCSV writes one row per puzzle in book order under a header row:
// puzzle,solution,clues,score,grade,rating,number,id. Solutions are always there:
// CSV is for machines, which do not peek.
func WriteCSV(w io.Writer, b *Book) error {
	if err := b.Validate(); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.Write(csvHeader)
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		cw.Write([]string{
			p.Grid.String(), p.Solution.String(), strconv.Itoa(p.Clues()), strconv.Itoa(p.Score),
			p.Grade, p.Rating, strconv.Itoa(p.Number), strconv.FormatInt(p.ID, 10),
		})
	}
	cw.Flush()
	return cw.Error()
}

type jsonBook struct {
	Title    string       `json:"title"`
	Subtitle string       `json:"subtitle,omitempty"`
	Created  *time.Time   `json:"created,omitempty"`
	Puzzles  []jsonPuzzle `json:"puzzles"`
}

type jsonPuzzle struct {
	Number   int    `json:"number"`
	ID       int64  `json:"id"`
	Puzzle   string `json:"puzzle"`
	Solution string `json:"solution"`
	Clues    int    `json:"clues"`
	Score    int    `json:"score"`
	Grade    string `json:"grade,omitempty"`
	Rating   string `json:"rating,omitempty"`
}

// WriteJSON writes the book as one JSON object: title, subtitle, created
// (RFC 3339, left out when zero) and puzzles, each with number, id, puzzle,
// solution, clues, score, grade and rating (these two left out when empty).
func WriteJSON(w io.Writer, b *Book) error {
	if err := b.Validate(); err != nil {
		return err
	}
	jb := jsonBook{Title: title(b), Subtitle: b.Subtitle, Puzzles: make([]jsonPuzzle, len(b.Puzzles))}
	if !b.Created.IsZero() {
		jb.Created = &b.Created
	}
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		jb.Puzzles[i] = jsonPuzzle{p.Number, p.ID, p.Grid.String(), p.Solution.String(), p.Clues(), p.Score, p.Grade, p.Rating}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(jb)
}
