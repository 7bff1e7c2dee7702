package puzzleio

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/puzzleio/internal/lzstring"
	"github.com/puzzlebook/sudoku/solve"
)

// f-puzzles (f-puzzles.com) is the JSON form that SudokuPad (sudokupad.app)
// and most variant solvers open: a 9x9 grid of cells ({"value":5,
// "given":true} for a given), killer cages ({"cells":["R1C1","R1C2"],
// "value":"15"}) and many other constraints. Links carry it compressed
// with lz-string in base64: https://www.f-puzzles.com/?load=... and
// https://sudokupad.app/fpuzzles... .
//
// f-puzzles has no greater-than sign. They travel as the text marks
// setters use for them, one between two orthogonal neighbours: ">" or "<"
// between cells side by side (">" when the left one is greater), "v" or
// "^" between cells one above the other ("v" when the upper one is
// greater; "∨" and "∧" are read too). Everything else that constrains
// digits (thermometers, arrows, extra regions, ...) is refused by name.

// ErrFPuzzles: f-puzzles data this program cannot read: not f-puzzles JSON,
// a broken link, or a constraint it does not support.
var ErrFPuzzles = errors.New("f-puzzles")

// fpuzzles is the part of the f-puzzles form that this program reads and
// writes; ParseFPuzzles looks at every other key to refuse constraints.
type fpuzzles struct {
	Size       int              `json:"size"`
	Title      string           `json:"title,omitempty"`
	Grid       [][]fpuzzlesCell `json:"grid"`
	KillerCage []fpuzzlesCage   `json:"killercage,omitempty"`
	Text       []fpuzzlesText   `json:"text,omitempty"`
}

type fpuzzlesCell struct {
	Value  int  `json:"value,omitempty"`
	Given  bool `json:"given,omitempty"`
	Region *int `json:"region,omitempty"`
}

type fpuzzlesCage struct {
	Cells []string `json:"cells"`
	Value string   `json:"value,omitempty"`
}

type fpuzzlesText struct {
	Cells []string `json:"cells"`
	Value string   `json:"value"`
	FontC string   `json:"fontC,omitempty"`
	Size  float64  `json:"size,omitempty"`
}

// fpuzzlesQuiet are the f-puzzles keys that do not constrain the digits:
// names, settings and a stored solution. Any other key with something in
// it is a constraint this program does not support.
var fpuzzlesQuiet = map[string]bool{
	"size": true, "title": true, "author": true, "ruleset": true, "grid": true,
	"killercage": true, "text": true, "solution": true,
	"disabledlogic": true, "truecandidatesoptions": true, "highlightConflicts": true,
}

// ParseFPuzzles reads a puzzle in f-puzzles JSON: the givens, the killer
// cages and greater-than signs written as text marks (see above). The
// puzzle comes back normalized and validated.
func ParseFPuzzles(data []byte) (puzzle.Puzzle, error) {
	var p puzzle.Puzzle
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return p, fmt.Errorf("%w: not f-puzzles JSON: %v", ErrFPuzzles, err)
	}
	var unsupported []string
	for k, v := range all {
		if !fpuzzlesQuiet[k] && !emptyJSON(v) {
			unsupported = append(unsupported, k)
		}
	}
	if len(unsupported) > 0 {
		sort.Strings(unsupported)
		return p, fmt.Errorf("%w: %s not supported (only givens, killer cages and greater-than signs)", ErrFPuzzles, strings.Join(unsupported, ", "))
	}
	var f fpuzzles
	if err := json.Unmarshal(data, &f); err != nil {
		return p, fmt.Errorf("%w: %v", ErrFPuzzles, err)
	}
	if f.Size != 9 || len(f.Grid) != 9 {
		return p, fmt.Errorf("%w: a %dx%d grid; only 9x9 is supported", ErrFPuzzles, f.Size, f.Size)
	}
	for r, row := range f.Grid {
		if len(row) != 9 {
			return p, fmt.Errorf("%w: row %d has %d cells", ErrFPuzzles, r+1, len(row))
		}
		for c, cell := range row {
			at := r*9 + c
			if cell.Region != nil && *cell.Region != int(solve.BoxOf[at]) {
				return p, fmt.Errorf("%w: irregular regions (%s) not supported", ErrFPuzzles, solve.CellName(at))
			}
			if cell.Given && cell.Value != 0 {
				if cell.Value < 1 || cell.Value > 9 {
					return p, fmt.Errorf("%w: given %d at %s", ErrFPuzzles, cell.Value, solve.CellName(at))
				}
				p.Givens[at] = uint8(cell.Value)
			}
		}
	}
	for i, kc := range f.KillerCage {
		sum, err := strconv.Atoi(strings.TrimSpace(kc.Value))
		if err != nil {
			return p, fmt.Errorf("%w: killer cage %d has no sum (%q); cages without a sum are not supported", ErrFPuzzles, i+1, kc.Value)
		}
		cg := puzzle.Cage{Sum: sum}
		for _, name := range kc.Cells {
			c, err := puzzle.ParseCell(name)
			if err != nil {
				return p, fmt.Errorf("%w: killer cage %d: %w", ErrFPuzzles, i+1, err)
			}
			cg.Cells = append(cg.Cells, uint8(c))
		}
		p.Cages = append(p.Cages, cg)
	}
	for _, t := range f.Text {
		s, err := textSign(t)
		if err != nil {
			return p, err
		}
		p.Signs = append(p.Signs, s)
	}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return p, err
	}
	return p, nil
}

// emptyJSON reports whether a JSON value holds nothing: null, false, 0,
// "", [] or {}.
func emptyJSON(v json.RawMessage) bool {
	switch s := string(bytes.TrimSpace(v)); s {
	case "null", "false", "0", `""`, "[]", "{}":
		return true
	}
	return false
}

// textSign reads a text mark as a greater-than sign.
func textSign(t fpuzzlesText) (puzzle.Sign, error) {
	bad := fmt.Errorf("%w: text %q on %s is not a greater-than sign (text marks other than <, >, ^ and v between two neighbours are not supported)",
		ErrFPuzzles, t.Value, strings.Join(t.Cells, ","))
	if len(t.Cells) != 2 {
		return puzzle.Sign{}, bad
	}
	a, errA := puzzle.ParseCell(t.Cells[0])
	b, errB := puzzle.ParseCell(t.Cells[1])
	if errA != nil || errB != nil {
		return puzzle.Sign{}, bad
	}
	if a > b {
		a, b = b, a // a is left of or above b
	}
	var first bool // whether the left or upper cell is the greater
	switch v := strings.TrimSpace(t.Value); {
	case b == a+1 && a/9 == b/9 && v == ">":
		first = true
	case b == a+1 && a/9 == b/9 && v == "<":
		first = false
	case b == a+9 && (v == "v" || v == "V" || v == "∨" || v == "˅"):
		first = true
	case b == a+9 && (v == "^" || v == "∧" || v == "˄"):
		first = false
	default:
		return puzzle.Sign{}, bad
	}
	if first {
		return puzzle.Sign{Greater: uint8(a), Lesser: uint8(b)}, nil
	}
	return puzzle.Sign{Greater: uint8(b), Lesser: uint8(a)}, nil
}

// FPuzzlesJSON writes p in f-puzzles JSON, signs as text marks; title may
// be empty.
func FPuzzlesJSON(p *puzzle.Puzzle, title string) []byte {
	f := fpuzzles{Size: 9, Title: title, Grid: make([][]fpuzzlesCell, 9)}
	for r := range f.Grid {
		f.Grid[r] = make([]fpuzzlesCell, 9)
		for c := range f.Grid[r] {
			if d := p.Givens[r*9+c]; d != 0 {
				f.Grid[r][c] = fpuzzlesCell{Value: int(d), Given: true}
			}
		}
	}
	for _, cg := range p.Cages {
		kc := fpuzzlesCage{Value: strconv.Itoa(cg.Sum)}
		for _, c := range cg.Cells {
			kc.Cells = append(kc.Cells, fpCell(c))
		}
		f.KillerCage = append(f.KillerCage, kc)
	}
	for _, s := range p.Signs {
		// a is the left or upper cell; first, whether it is the greater.
		a, b, first := s.Greater, s.Lesser, true
		if a > b {
			a, b, first = b, a, false
		}
		var mark string
		switch {
		case b == a+1 && first:
			mark = ">"
		case b == a+1:
			mark = "<"
		case first:
			mark = "v"
		default:
			mark = "^"
		}
		f.Text = append(f.Text, fpuzzlesText{Cells: []string{fpCell(a), fpCell(b)}, Value: mark, FontC: "#000000", Size: 1.2})
	}
	b, _ := json.Marshal(f) // plain data: it cannot fail
	return b
}

func fpCell(c uint8) string { return fmt.Sprintf("R%dC%d", c/9+1, c%9+1) }

// SudokuPadURL returns a link that opens p in SudokuPad.
func SudokuPadURL(p *puzzle.Puzzle, title string) string {
	return "https://sudokupad.app/fpuzzles" + lzstring.CompressToBase64(string(FPuzzlesJSON(p, title)))
}

// IsLink reports whether s looks like an f-puzzles or SudokuPad link to a
// puzzle in f-puzzles form (ParseLink reads it).
func IsLink(s string) bool {
	return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "fpuzzles")
}

// ParseLink reads a puzzle from an f-puzzles link
// (https://www.f-puzzles.com/?load=...), a SudokuPad one
// (https://sudokupad.app/fpuzzles...), or the compressed text alone after
// "fpuzzles".
func ParseLink(s string) (puzzle.Puzzle, error) {
	data := s
	if u, err := url.Parse(s); err == nil && u.Host != "" {
		switch {
		case u.Query().Get("load") != "":
			data = u.Query().Get("load")
		case strings.Contains(u.Path, "fpuzzles"):
			_, data, _ = strings.Cut(u.Path, "fpuzzles")
			data = strings.TrimPrefix(data, "=")
		default:
			return puzzle.Puzzle{}, fmt.Errorf("%w: %s is not an f-puzzles or SudokuPad link to an f-puzzles puzzle", ErrFPuzzles, u.Host)
		}
	} else {
		data = strings.TrimPrefix(data, "fpuzzles")
	}
	// Query strings turn '+' into ' '; base64 has no spaces.
	data = strings.ReplaceAll(data, " ", "+")
	js, err := lzstring.DecompressFromBase64(data)
	if err != nil || !strings.HasPrefix(strings.TrimSpace(js), "{") {
		return puzzle.Puzzle{}, fmt.Errorf("%w: the link does not hold a compressed puzzle", ErrFPuzzles)
	}
	return ParseFPuzzles([]byte(js))
}
