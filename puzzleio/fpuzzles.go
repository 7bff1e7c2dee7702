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
// The shape of the grid: a cell's "region" is the number (0-8) of its
// region, the box (0-8 in reading order) where it is left out; regions
// other than the boxes (however numbered) make a jigsaw, and null (a cell
// in no region) is refused. "diagonal-" (r1c1 to r9c9) and "diagonal+" (r9c1 to r1c9) are
// Sudoku X's diagonals, read only together, since a puzzle here has both
// or neither. "extraregion" lists extra houses ({"cells":[...]}): the four
// 3x3 windows at r2c2, r2c6, r6c2 and r6c6 make a windoku; other extra
// regions are refused.
//
// f-puzzles has no greater-than sign. They travel as the text marks
// setters use for them, one between two orthogonal neighbours: ">" or "<"
// between cells side by side (">" when the left one is greater), "v" or
// "^" between cells one above the other ("v" when the upper one is
// greater; "∨" and "∧" are read too). Everything else that constrains
// digits (thermometers, arrows, anti-knight, ...) is refused by name.

// ErrFPuzzles: f-puzzles data this program cannot read: not f-puzzles JSON,
// a broken link, or a constraint it does not support.
var ErrFPuzzles = errors.New("f-puzzles")

// fpuzzles is the part of the f-puzzles form that this program reads and
// writes; ParseFPuzzles looks at every other key to refuse constraints.
type fpuzzles struct {
	Size          int              `json:"size"`
	Title         string           `json:"title,omitempty"`
	Grid          [][]fpuzzlesCell `json:"grid"`
	DiagonalPlus  bool             `json:"diagonal+,omitempty"`
	DiagonalMinus bool             `json:"diagonal-,omitempty"`
	ExtraRegion   []fpuzzlesRegion `json:"extraregion,omitempty"`
	KillerCage    []fpuzzlesCage   `json:"killercage,omitempty"`
	Text          []fpuzzlesText   `json:"text,omitempty"`
}

type fpuzzlesCell struct {
	Value int  `json:"value,omitempty"`
	Given bool `json:"given,omitempty"`
	// Region is the cell's region number, left out for its box; raw, to
	// tell null (no region) from a missing key.
	Region json.RawMessage `json:"region,omitempty"`
}

type fpuzzlesRegion struct {
	Cells []string `json:"cells"`
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

// fpuzzlesQuiet are the f-puzzles keys that do not constrain the digits
// (names, settings and a stored solution) and those ParseFPuzzles reads.
// Any other key with something in it is a constraint this program does
// not support.
var fpuzzlesQuiet = map[string]bool{
	"size": true, "title": true, "author": true, "ruleset": true, "grid": true,
	"diagonal+": true, "diagonal-": true, "extraregion": true,
	"killercage": true, "text": true, "solution": true,
	"disabledlogic": true, "truecandidatesoptions": true, "highlightConflicts": true,
}

// ParseFPuzzles reads a puzzle in f-puzzles JSON: the givens, jigsaw
// regions, the two diagonals, windoku's windows, the killer cages and
// greater-than signs written as text marks (see above). The puzzle comes
// back normalized and validated.
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
		return p, fmt.Errorf("%w: %s not supported (only givens, jigsaw regions, diagonals, windoku windows, killer cages and greater-than signs)", ErrFPuzzles, strings.Join(unsupported, ", "))
	}
	var f fpuzzles
	if err := json.Unmarshal(data, &f); err != nil {
		return p, fmt.Errorf("%w: %v", ErrFPuzzles, err)
	}
	if f.Size != 9 || len(f.Grid) != 9 {
		return p, fmt.Errorf("%w: a %dx%d grid; only 9x9 is supported", ErrFPuzzles, f.Size, f.Size)
	}
	regions := make([]uint8, 81)
	jigsaw := false
	for r, row := range f.Grid {
		if len(row) != 9 {
			return p, fmt.Errorf("%w: row %d has %d cells", ErrFPuzzles, r+1, len(row))
		}
		for c, cell := range row {
			at := r*9 + c
			region, err := fpRegion(cell.Region, at)
			if err != nil {
				return p, err
			}
			regions[at] = region
			jigsaw = jigsaw || region != solve.BoxOf[at]
			if cell.Given && cell.Value != 0 {
				if cell.Value < 1 || cell.Value > 9 {
					return p, fmt.Errorf("%w: given %d at %s", ErrFPuzzles, cell.Value, solve.CellName(at))
				}
				p.Givens[at] = uint8(cell.Value)
			}
		}
	}
	if jigsaw && !boxes(regions) {
		p.Regions = regions
	}
	switch {
	case f.DiagonalPlus != f.DiagonalMinus:
		one := "diagonal+ (r9c1 to r1c9)"
		if f.DiagonalMinus {
			one = "diagonal- (r1c1 to r9c9)"
		}
		return p, fmt.Errorf("%w: %s alone not supported (Sudoku X has both diagonals)", ErrFPuzzles, one)
	case f.DiagonalPlus:
		p.Diagonals = true
	}
	if len(f.ExtraRegion) > 0 {
		if err := fpWindows(f.ExtraRegion); err != nil {
			return p, err
		}
		p.Windows = true
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

// fpRegion reads a cell's "region": its box when the key is left out, a
// region number 0-8 otherwise; null, a cell in no region, is refused.
func fpRegion(raw json.RawMessage, at int) (uint8, error) {
	if len(raw) == 0 {
		return solve.BoxOf[at], nil
	}
	var n *int
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, fmt.Errorf("%w: region %s at %s: want a number 0-8", ErrFPuzzles, raw, solve.CellName(at))
	}
	switch {
	case n == nil:
		return 0, fmt.Errorf("%w: %s in no region not supported", ErrFPuzzles, solve.CellName(at))
	case *n < 0 || *n > 8:
		return 0, fmt.Errorf("%w: region %d at %s: want 0-8", ErrFPuzzles, *n, solve.CellName(at))
	}
	return uint8(*n), nil
}

// boxes reports whether regions, numbered in any way, are the boxes: then
// f-puzzles and a grid with boxes are one puzzle, and FPuzzlesJSON writes
// them without regions.
func boxes(regions []uint8) bool {
	var of [9]uint8     // 1 + the region of each box
	var taken [256]bool // the regions that a box is in
	for c, r := range regions {
		b := solve.BoxOf[c]
		switch of[b] {
		case 0:
			if taken[r] {
				return false // two boxes in one region
			}
			of[b], taken[r] = r+1, true
		case r + 1:
		default:
			return false
		}
	}
	return true // each box in a region of its own: the regions are the boxes
}

// fpWindows checks that extra regions are windoku's four windows, in any
// order; any other extra region is refused.
func fpWindows(extra []fpuzzlesRegion) error {
	var windows [4]bool
	for i, er := range extra {
		w, ok := fpWindow(er.Cells)
		if !ok {
			return fmt.Errorf("%w: extra region %d (%s) not supported (only the four windoku windows)",
				ErrFPuzzles, i+1, strings.Join(er.Cells, ","))
		}
		if windows[w] {
			return fmt.Errorf("%w: extra region %d repeats the window at %s", ErrFPuzzles, i+1, solve.CellName(int(puzzle.WindowCorners[w])))
		}
		windows[w] = true
	}
	for w, ok := range windows {
		if !ok {
			return fmt.Errorf("%w: extra regions without the window at %s not supported (only the four windoku windows)",
				ErrFPuzzles, solve.CellName(int(puzzle.WindowCorners[w])))
		}
	}
	return nil
}

// fpWindow reports which windoku window (an index of
// puzzle.WindowCorners) the cells are, in any order.
func fpWindow(names []string) (int, bool) {
	if len(names) != 9 {
		return 0, false
	}
	var in [81]bool
	for _, name := range names {
		c, err := puzzle.ParseCell(name)
		if err != nil || in[c] {
			return 0, false
		}
		in[c] = true
	}
	for w, cells := range puzzle.WindowCells {
		all := true
		for _, c := range cells {
			all = all && in[c]
		}
		if all {
			return w, true
		}
	}
	return 0, false
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

// FPuzzlesJSON writes p in f-puzzles JSON, a jigsaw's regions on every
// cell, the diagonals as both "diagonal+" and "diagonal-", the windows as
// four extra regions and signs as text marks; title may be empty. A
// jigsaw whose regions are the boxes reads back as a grid with boxes:
// f-puzzles does not tell the two apart.
func FPuzzlesJSON(p *puzzle.Puzzle, title string) []byte {
	f := fpuzzles{Size: 9, Title: title, Grid: make([][]fpuzzlesCell, 9),
		DiagonalPlus: p.Diagonals, DiagonalMinus: p.Diagonals}
	for r := range f.Grid {
		f.Grid[r] = make([]fpuzzlesCell, 9)
		for c := range f.Grid[r] {
			if d := p.Givens[r*9+c]; d != 0 {
				f.Grid[r][c] = fpuzzlesCell{Value: int(d), Given: true}
			}
			if p.Regions != nil {
				f.Grid[r][c].Region = json.RawMessage{'0' + p.Regions[r*9+c]}
			}
		}
	}
	if p.Windows {
		for _, cells := range puzzle.WindowCells {
			var er fpuzzlesRegion
			for _, c := range cells {
				er.Cells = append(er.Cells, fpCell(c))
			}
			f.ExtraRegion = append(f.ExtraRegion, er)
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
