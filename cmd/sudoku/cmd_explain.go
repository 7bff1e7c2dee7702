package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/explainpage"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "show the logical solving path behind each puzzle's rating",
		ArgsUsage: "[FILE...]",
		Description: "Reads puzzles from the files named, or standard input, and prints the path the\n" +
			"technique rating follows, one step a line: technique, its rating, the cells it\n" +
			"reasons with (and the houses, or the chain in Eureka notation), and what it\n" +
			"places (r4c7=3) or eliminates (r4c7<>5). The hardest step is the puzzle's\n" +
			"rating on the ladder of --scale, as score prints it. --grid draws the grid of\n" +
			"candidates before each step; --hint prints the first step only; --format json\n" +
			"prints one object a puzzle (puzzle, solution, rating, technique, steps).\n" +
			"\n" +
			"--from GRID explains a partly solved grid instead of the inputs: 81 digits and\n" +
			"blanks, or a pencil-mark grid of 81 candidate sets (a set of one digit is the\n" +
			"cell's value), given as the flag's value or as the name of a file holding it.\n" +
			"\n" +
			"--html FILE also writes one self-contained page (no network) that steps through\n" +
			"each path: the grid with its candidates, the step's cells, eliminations and\n" +
			"chain links highlighted, buttons and arrow keys to move, the step list beside.\n" +
			"\n" +
			"Killer and greater-than puzzles are explained by the variant ladder (cage\n" +
			"combinations, greater-than bounds, the rule of 45, ...), the path behind their\n" +
			"rating; --scale and --from are for classic puzzles.",
		Flags: append([]cli.Flag{formatFlag("text", "json"),
			&cli.BoolFlag{Name: "grid", Usage: "print the grid of candidates before each step"},
			&cli.BoolFlag{Name: "hint", Usage: "print only the first step"},
			&cli.StringFlag{Name: "html", Usage: "also write a page that steps through the paths to `FILE` (one self-contained HTML file)"},
			&cli.StringFlag{Name: "from", Usage: "explain the partly solved `GRID` (81 cells or 81 candidate sets, or a file holding it)"},
			scaleFlag(),
			&cli.DurationFlag{Name: "rate-timeout", Value: score.DefaultRateTimeout,
				Usage: "search a puzzle's path for at most `DURATION`, then stop it there; 0 means no limit"}}, sizeFlags()...),
		Action: doExplain,
	}
}

// explained is a puzzle with its solution path.
type explained struct {
	input
	solution grid.Grid
	rating.Explanation
	// why, when not empty, says why the puzzle has no path: it has no
	// unique solution.
	why string
}

func doExplain(c *cli.Context) error {
	fm, err := format(c, "text", "json")
	if err != nil {
		return err
	}
	opts, err := ladderOptions(c)
	if err != nil {
		return err
	}
	r := score.NewRater(opts...)
	bw := bufio.NewWriter(c.App.Writer)
	out := &explainWriter{format: fm, w: bw, grid: c.Bool("grid"), hint: c.Bool("hint"), html: c.String("html") != ""}
	var bad int
	if from := c.String("from"); from != "" {
		if c.Args().Present() {
			return usagef(c, "--from explains its own grid; no files with it")
		}
		bad, err = explainFrom(c, r, from, out)
	} else {
		bad, err = feedPuzzles(c, func(p input) bool {
			e := explainPuzzle(r, p)
			if e.why != "" {
				fmt.Fprintf(c.App.ErrWriter, "%s:%d: %s\n", p.file, p.rec.Line, e.why)
				bad++
			}
			if err = out.write(&e); err != nil {
				return false
			}
			return c.Context.Err() == nil
		})
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if err == nil && out.html {
		err = writePage(c.String("html"), out.pages)
	}
	if err != nil {
		return err
	}
	return inputError(bad)
}

// writePage writes the --html page of the puzzles explained.
func writePage(name string, pages []explainpage.Entry) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	title := "Solving paths"
	if len(pages) == 1 {
		title = "Solving path of " + pages[0].Title
	}
	if err := explainpage.Write(f, title, pages); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// explainPuzzle finds p's solution and the path to it.
func explainPuzzle(r *score.Rater, p input) explained {
	e := explained{input: p}
	// The fast counters, not the seed solver: a greater-than sudoku's seed
	// search can run to millions of nodes.
	var k solve.Solver
	res := k.Solutions(&e.rec.Puzzle)
	if !res.Unique() {
		e.why = solutionText(&e.rec.Puzzle, &res) + ": no path to explain"
		return e
	}
	e.solution = res.Solution
	e.Explanation = r.ExplainPuzzle(&e.rec.Puzzle)
	return e
}

// explainFrom explains the position --from gives.
func explainFrom(c *cli.Context, r *score.Rater, from string, out *explainWriter) (bad int, err error) {
	name := "--from"
	if data, err := os.ReadFile(from); err == nil {
		from, name = string(data), from
	}
	pos, err := puzzle.ParsePosition(from)
	if err != nil {
		fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", name, err)
		return 1, nil
	}
	e := explained{input: input{file: name}}
	e.rec.Puzzle.Givens = grid.FromNine(pos.Value)
	if err := e.rec.Puzzle.Validate(); err != nil {
		e.why = fmt.Sprintf("%v: %v", puzzle.ErrPosition, err)
	} else if res := solve.Count(&e.rec.Puzzle); !res.Unique() {
		e.why = solutionText(&e.rec.Puzzle, &res) + " from the grid's digits: no path to explain"
	} else {
		e.solution = res.Solution
		if pos.Cand == ([81]uint16{}) {
			// Digits alone: the path of the puzzle they make, as reading
			// it from a file gives.
			e.Explanation = r.Explain(e.rec.Puzzle.Givens.Nine())
		} else {
			e.Explanation, err = r.ExplainFrom(pos)
		}
		if err != nil {
			e.why = err.Error()
		}
	}
	if e.why != "" {
		fmt.Fprintf(c.App.ErrWriter, "%s: %s\n", name, e.why)
		bad++
	}
	return bad, out.write(&e)
}

// explainWriter prints explanations in text or JSON.
type explainWriter struct {
	format     string
	w          *bufio.Writer
	grid, hint bool
	n          int
	// html gathers the pages' puzzles for --html.
	html  bool
	pages []explainpage.Entry
}

func (ew *explainWriter) write(e *explained) error {
	ew.n++
	steps := e.Steps
	if ew.hint && len(steps) > 1 {
		steps = steps[:1]
	}
	if ew.html {
		title := fmt.Sprintf("%s:%d", e.file, e.rec.Line)
		if e.rec.Line == 0 {
			title = e.file
		}
		ex := e.Explanation
		ex.Steps = steps
		ew.pages = append(ew.pages, explainpage.New(title, &e.rec.Puzzle, &e.solution, &ex, e.why))
	}
	if ew.format == "json" {
		b, err := json.Marshal(explainJSON(e, steps))
		if err != nil {
			return err
		}
		ew.w.Write(b)
		return ew.w.WriteByte('\n')
	}
	if ew.n > 1 {
		ew.w.WriteByte('\n')
	}
	fmt.Fprintf(ew.w, "puzzle %s", e.text())
	if e.why != "" {
		fmt.Fprintf(ew.w, ": %s\n", e.why)
		return nil
	}
	fmt.Fprintf(ew.w, " rating %s (%s), %d steps\n", e.Path.Rating, e.Path.Rating.Technique, len(e.Steps))
	// The positions of every grid and board: a larger grid's steps carry
	// none, and Positions plays its path again.
	var before []puzzle.Marks
	var final puzzle.Marks
	if ew.grid {
		before, final = e.Positions(&e.rec.Puzzle)
	}
	for i, s := range steps {
		if ew.grid {
			puzzleio.WriteMarks(ew.w, &e.rec.Puzzle, &before[i])
		}
		fmt.Fprintf(ew.w, "%d. %s\n", i+1, s.String())
	}
	switch {
	case ew.hint:
	case e.Path.Rating.Estimated:
		if ew.grid {
			puzzleio.WriteMarks(ew.w, &e.rec.Puzzle, &final)
		}
		fmt.Fprintf(ew.w, "stopped: no step found on the ladder (in time); the rest is rated %s\n", e.Path.Rating)
	default:
		// The path ends on the solution, which the counter found, in the
		// puzzle's text form.
		fmt.Fprintf(ew.w, "solved: %s\n", e.rec.Puzzle.FormatCells(&e.solution))
	}
	return nil
}

// explainJSONRow is one line of --format json.
type explainJSONRow struct {
	// Puzzle is the 81-character string of a 9×9 classic puzzle, or the
	// JSON object of any other.
	Puzzle    *puzzle.Puzzle `json:"puzzle"`
	Solution  string         `json:"solution,omitempty"`
	Rating    *float64       `json:"rating"`
	Technique string         `json:"technique,omitempty"`
	Estimated bool           `json:"estimated,omitempty"`
	Steps     []stepJSON     `json:"steps"`
	Error     string         `json:"error,omitempty"`
	Note      string         `json:"note,omitempty"`
}

// stepJSON is one step: what it uses and does, with the cells and
// digits of the puzzle's grid, and the position before it (grid: the
// cells in the puzzle's text form, . for empty cells; candidates: a
// string of digits a cell, empty for a filled cell), on every grid and
// board.
type stepJSON struct {
	Technique string   `json:"technique"`
	Rating    float64  `json:"rating"`
	Cells     []string `json:"cells"`
	Houses    []string `json:"houses,omitempty"`
	Chain     string   `json:"chain,omitempty"`
	// Cages and Signs are the killer cages and greater-than signs a step
	// reasons with, as the puzzle's JSON form writes them, and Note what
	// it works out of them.
	Cages        []cageJSON  `json:"cages,omitempty"`
	Signs        [][2]string `json:"signs,omitempty"`
	Note         string      `json:"note,omitempty"`
	Placements   []string    `json:"placements"`
	Eliminations []string    `json:"eliminations"`
	Grid         string      `json:"grid,omitempty"`
	Candidates   []string    `json:"candidates,omitempty"`
}

// cageJSON is a cage as the puzzle's JSON form writes it.
type cageJSON struct {
	Sum   int      `json:"sum"`
	Cells []string `json:"cells"`
}

// marksJSON writes a position of p's grid or board as a step's grid and
// candidates.
func marksJSON(p *puzzle.Puzzle, m *puzzle.Marks) (string, []string) {
	var g grid.Grid
	copy(g[:], m.Value)
	cands := make([]string, len(m.Cand))
	for c, mask := range m.Cand {
		var b strings.Builder
		for d := 1; d <= p.N(); d++ {
			if mask>>(d-1)&1 != 0 {
				b.WriteByte(grid.DigitChar(uint8(d)))
			}
		}
		cands[c] = b.String()
	}
	return p.FormatCells(&g), cands
}

func explainJSON(e *explained, steps []rating.Step) explainJSONRow {
	j := explainJSONRow{Puzzle: &e.rec.Puzzle, Steps: []stepJSON{}, Error: e.why, Note: e.rec.Note}
	if e.solution != (grid.Grid{}) {
		j.Solution = e.rec.Puzzle.FormatCells(&e.solution)
	}
	if e.why == "" {
		r := e.Path.Rating
		v := r.Value.Float()
		j.Rating, j.Technique, j.Estimated = &v, r.Technique.String(), r.Estimated
	}
	// The positions of every grid and board: a larger grid's steps carry
	// none, and Positions plays its path again.
	var before []puzzle.Marks
	if len(steps) > 0 {
		before, _ = e.Positions(&e.rec.Puzzle)
	}
	for i, s := range steps {
		sj := stepJSON{
			Technique: s.Technique.String(), Rating: s.Value.Float(), Chain: s.Chain,
			Cells: []string{}, Placements: []string{}, Eliminations: []string{},
		}
		for _, c := range s.Cells {
			sj.Cells = append(sj.Cells, s.CellName(c))
		}
		for _, u := range s.Houses {
			sj.Houses = append(sj.Houses, s.HouseName(u))
		}
		for _, g := range s.Cages {
			cg := cageJSON{Sum: g.Sum}
			for _, c := range g.Cells {
				cg.Cells = append(cg.Cells, s.CellName(int(c)))
			}
			sj.Cages = append(sj.Cages, cg)
		}
		for _, g := range s.Signs {
			sj.Signs = append(sj.Signs, [2]string{s.CellName(int(g.Greater)), s.CellName(int(g.Lesser))})
		}
		sj.Note = s.Note
		for _, p := range s.Placements {
			sj.Placements = append(sj.Placements, s.Placement(p))
		}
		for _, p := range s.Eliminations {
			sj.Eliminations = append(sj.Eliminations, s.Elimination(p))
		}
		sj.Grid, sj.Candidates = marksJSON(&e.rec.Puzzle, &before[i])
		j.Steps = append(j.Steps, sj)
	}
	return j
}
