package puzzle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/solve"
)

// jsonForm is the one-line JSON form of a puzzle, as read.
type jsonForm struct {
	Size      *int       `json:"size"`
	Box       []int      `json:"box"`
	Regions   *string    `json:"regions"`
	Givens    *string    `json:"givens"`
	Diagonals *bool      `json:"diagonals"`
	Windows   *bool      `json:"windows"`
	Cages     []jsonCage `json:"cages"`
	Greater   [][]string `json:"greater"`
}

type jsonCage struct {
	Sum   *int     `json:"sum"`
	Cells []string `json:"cells"`
}

// Parse reads a puzzle in the one-line JSON form:
//
//	{"givens":"....8..5...","cages":[{"sum":15,"cells":["r1c1","r1c2"]}],"greater":[["r1c5","r1c6"]]}
//	{"regions":"111222333111222333...","givens":"...","diagonals":true,"windows":true}
//
// givens is the classic 81-cell string (digits and blanks, see
// solve.Parse) and may be left out; cages and greater may be empty or left
// out. regions (81 characters, nine distinct ones from 0-9, a-z, A-Z, one
// a region) makes a jigsaw; diagonals and windows add the houses of Sudoku
// X and windoku. size and box may name the 9×9 grid with 3×3 boxes. The
// puzzle comes back normalized and validated (see Validate); an error
// wraps one of the package's sentinels or solve's and names the cell,
// cage or key at fault.
func Parse(line string) (Puzzle, error) {
	var p Puzzle
	dec := json.NewDecoder(strings.NewReader(line))
	dec.DisallowUnknownFields()
	var f jsonForm
	if err := dec.Decode(&f); err != nil {
		return p, jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return p, fmt.Errorf("%w: more after the object", ErrJSON)
	}
	if err := f.shape(&p); err != nil {
		return p, err
	}
	if f.Givens != nil {
		g, err := solve.Parse(*f.Givens)
		if err != nil {
			return p, fmt.Errorf("givens: %w", err)
		}
		p.Givens = NineGrid(g)
	}
	for i, jc := range f.Cages {
		if jc.Sum == nil {
			return p, fmt.Errorf("%w: cage %d has no sum", ErrJSON, i+1)
		}
		cg := Cage{Sum: *jc.Sum, Cells: make([]uint8, 0, len(jc.Cells))}
		for _, name := range jc.Cells {
			c, err := ParseCell(name)
			if err != nil {
				return p, fmt.Errorf("cage %d: %w", i+1, err)
			}
			cg.Cells = append(cg.Cells, uint8(c))
		}
		p.Cages = append(p.Cages, cg)
	}
	for i, pair := range f.Greater {
		if len(pair) != 2 {
			return p, fmt.Errorf("%w: sign %d has %d cells, want 2", ErrSign, i+1, len(pair))
		}
		a, err := ParseCell(pair[0])
		if err != nil {
			return p, fmt.Errorf("sign %d: %w", i+1, err)
		}
		b, err := ParseCell(pair[1])
		if err != nil {
			return p, fmt.Errorf("sign %d: %w", i+1, err)
		}
		p.Signs = append(p.Signs, Sign{uint8(a), uint8(b)})
	}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return p, err
	}
	return p, nil
}

// shape reads the keys of the grid's shape into p: size, box, regions,
// diagonals and windows.
func (f *jsonForm) shape(p *Puzzle) error {
	if f.Size != nil {
		switch n := *f.Size; {
		case n < 4 || n > 16:
			return fmt.Errorf("%w: size %d, want 4 to 16", ErrSize, n)
		case n != 9:
			return fmt.Errorf("%w: size %d: only 9×9 grids are made here", ErrSize, n)
		}
	}
	if f.Box != nil {
		switch {
		case len(f.Box) != 2:
			return fmt.Errorf("%w: box has %d numbers, want 2 (rows, columns)", ErrSize, len(f.Box))
		case f.Box[0] < 2 || f.Box[1] < 2 || f.Box[0]*f.Box[1] != 9:
			return fmt.Errorf("%w: box [%d,%d] does not tile a 9×9 grid (want [3,3])", ErrSize, f.Box[0], f.Box[1])
		case f.Regions != nil:
			return fmt.Errorf("%w: box and regions together (regions make a jigsaw)", ErrRegions)
		}
	}
	if f.Regions != nil {
		r, err := parseRegions(*f.Regions)
		if err != nil {
			return err
		}
		p.Regions = r
	}
	p.Diagonals = f.Diagonals != nil && *f.Diagonals
	p.Windows = f.Windows != nil && *f.Windows
	return nil
}

// parseRegions reads the 81 characters of a jigsaw's regions, nine
// distinct ones, as region numbers in the order they come (Normalize
// renames them).
func parseRegions(text string) ([]uint8, error) {
	if len(text) != 81 {
		return nil, fmt.Errorf("%w: %d characters, want 81", ErrRegions, len(text))
	}
	var name [256]uint8 // 1 + the number of each character met
	regions := make([]uint8, 81)
	next := uint8(0)
	for c := range 81 {
		ch := text[c]
		if !(ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z') {
			return nil, fmt.Errorf("%w: %q at %s (want 0-9, a-z or A-Z)", ErrRegions, ch, solve.CellName(c))
		}
		if name[ch] == 0 {
			if next == 9 {
				return nil, fmt.Errorf("%w: a tenth region %q at %s, want 9", ErrRegions, ch, solve.CellName(c))
			}
			next++
			name[ch] = next
		}
		regions[c] = name[ch] - 1
	}
	if next != 9 {
		return nil, fmt.Errorf("%w: %d regions, want 9", ErrRegions, next)
	}
	return regions, nil
}

// jsonError words a decoding error as the input rules name it.
func jsonError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	msg := err.Error()
	switch {
	case strings.HasPrefix(msg, "json: unknown field "):
		return fmt.Errorf("%w %s", ErrKey, strings.TrimPrefix(msg, "json: unknown field "))
	case errors.As(err, &syn):
		return fmt.Errorf("%w: %s at byte %d", ErrJSON, strings.TrimPrefix(syn.Error(), "json: "), syn.Offset)
	case errors.As(err, &typ):
		where := typ.Field
		if where == "" {
			where = "the puzzle"
		}
		return fmt.Errorf("%w: %s should be %s, not %s", ErrJSON, where, jsonType(typ.Type.String()), typ.Value)
	case err == io.EOF:
		return fmt.Errorf("%w: empty", ErrJSON)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%w: the object is not closed", ErrJSON)
	}
	return fmt.Errorf("%w: %s", ErrJSON, strings.TrimPrefix(msg, "json: "))
}

// jsonType names a Go type of the form as JSON people know it.
func jsonType(t string) string {
	switch {
	case strings.HasPrefix(t, "[]"):
		return "an array"
	case t == "string", t == "*string":
		return "a string"
	case t == "int", t == "*int":
		return "a whole number"
	case t == "bool", t == "*bool":
		return "true or false"
	}
	return "an object"
}

// ParseCell reads a cell name, rRcC with R and C from 1 to 9 (either
// case), and returns the cell 0-80.
func ParseCell(name string) (int, error) {
	if len(name) == 4 && (name[0] == 'r' || name[0] == 'R') && (name[2] == 'c' || name[2] == 'C') &&
		name[1] >= '1' && name[1] <= '9' && name[3] >= '1' && name[3] <= '9' {
		return int(name[1]-'1')*9 + int(name[3]-'1'), nil
	}
	return 0, fmt.Errorf("%w %q (want r1c1 to r9c9)", ErrCell, name)
}

// String returns p's canonical text form: for a classic puzzle its 81
// characters (solve.Grid.String), else the one-line JSON form with keys in
// the order regions, givens, diagonals, windows, cages, greater: regions
// only for a jigsaw, numbered 1-9 in the order reading meets them, givens
// always present, diagonals and windows only when true, empty lists left
// out, cages by their first cell with cells in reading order, signs by
// their first cell then their second, and no spaces.
func (p *Puzzle) String() string {
	if p.IsClassic() {
		return p.Givens.Nine().String()
	}
	return string(p.AppendJSON(nil))
}

// AppendJSON appends p's canonical JSON form (see String), also for a
// classic puzzle, to b.
func (p *Puzzle) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	if p.Regions != nil {
		b = append(b, `"regions":"`...)
		for _, r := range p.Regions {
			b = append(b, '1'+r)
		}
		b = append(b, `",`...)
	}
	b = append(b, `"givens":"`...)
	b = append(b, p.Givens.Nine().String()...)
	b = append(b, '"')
	if p.Diagonals {
		b = append(b, `,"diagonals":true`...)
	}
	if p.Windows {
		b = append(b, `,"windows":true`...)
	}
	if len(p.Cages) > 0 {
		b = append(b, `,"cages":[`...)
		for i, cg := range p.Cages {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"sum":`...)
			b = strconv.AppendInt(b, int64(cg.Sum), 10)
			b = append(b, `,"cells":[`...)
			for j, c := range cg.Cells {
				if j > 0 {
					b = append(b, ',')
				}
				b = appendCell(b, c)
			}
			b = append(b, "]}"...)
		}
		b = append(b, ']')
	}
	if len(p.Signs) > 0 {
		b = append(b, `,"greater":[`...)
		for i, s := range p.Signs {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '[')
			b = appendCell(b, s.Greater)
			b = append(b, ',')
			b = appendCell(b, s.Lesser)
			b = append(b, ']')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendCell(b []byte, c uint8) []byte {
	return append(b, '"', 'r', '1'+c/9, 'c', '1'+c%9, '"')
}

// MarshalJSON writes p as a JSON value of its text form (String): a
// classic puzzle as the string of its 81 characters, any other kind as its
// canonical JSON object, so that a puzzle embedded in other JSON (the
// command line's json output) reads back with UnmarshalJSON or Parse.
func (p Puzzle) MarshalJSON() ([]byte, error) {
	if p.IsClassic() {
		return json.Marshal(p.Givens.Nine().String())
	}
	return p.AppendJSON(nil), nil
}

// UnmarshalJSON reads what MarshalJSON writes: a string of 81 cells (see
// solve.Parse), or an object in the form of Parse.
func (p *Puzzle) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var text string
		if err := json.Unmarshal(b, &text); err != nil {
			return fmt.Errorf("%w: %w", ErrJSON, err)
		}
		g, err := solve.Parse(text)
		if err != nil {
			return err
		}
		if err := g.Validate(); err != nil {
			return err
		}
		*p = ClassicOf(g)
		return nil
	}
	q, err := Parse(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}
