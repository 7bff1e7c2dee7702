package puzzle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
)

// jsonForm is the one-line JSON form of a puzzle, as read.
type jsonForm struct {
	Layout  json.RawMessage `json:"layout"`
	Size    *int            `json:"size"`
	Box     []int           `json:"box"`
	Regions *string         `json:"regions"`
	// Givens is a string, or on joined grids a list of strings, one a
	// grid.
	Givens    json.RawMessage `json:"givens"`
	Diagonals *bool           `json:"diagonals"`
	Windows   *bool           `json:"windows"`
	Cages     []jsonCage      `json:"cages"`
	Greater   [][]string      `json:"greater"`
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
// size (4 to 25, 9 when left out) and box ([rows, columns], the size's
// default when left out) give the grid. givens is its N² cells (digits
// 1-9 then A-P, blanks; at 9×9 the classic 81-cell string of
// grid.Parse) and may be left out; cages and greater may be empty or
// left out. regions (N² characters, N distinct ones from 0-9, a-z, A-Z,
// one a region) makes a jigsaw; diagonals and windows add the houses of
// Sudoku X and windoku. Cells are named rRcC from r1c1 to rNcN.
//
// layout joins 9×9 grids on one board (docs/gattai.md): a name of the
// table (samurai, ...) or a list of [top, left] pairs; givens is then one
// character for each board cell, holes left out, or a list of one
// 81-character string for each grid in the layout's order, whose shared
// cells must agree; cells are named on the board; size, box, regions and
// windows are refused.
//
// The puzzle comes back normalized and validated (see Validate); an
// error wraps one of the package's sentinels or grid's and names the
// cell, cage or key at fault.
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
	var b board
	if f.Layout != nil {
		if err := f.layout(&p); err != nil {
			return p, err
		}
		b = p.Layout
	} else {
		if err := f.shape(&p); err != nil {
			return p, err
		}
		b = grid.GeometryOf(p.N(), p.Box, p.Regions != nil)
	}
	if err := f.givens(&p); err != nil {
		return p, err
	}
	for i, jc := range f.Cages {
		if jc.Sum == nil {
			return p, fmt.Errorf("%w: cage %d has no sum", ErrJSON, i+1)
		}
		cg := Cage{Sum: *jc.Sum, Cells: make([]uint16, 0, len(jc.Cells))}
		for _, name := range jc.Cells {
			c, err := b.ParseCell(name)
			if err != nil {
				return p, fmt.Errorf("cage %d: %w", i+1, err)
			}
			cg.Cells = append(cg.Cells, uint16(c))
		}
		p.Cages = append(p.Cages, cg)
	}
	for i, pair := range f.Greater {
		if len(pair) != 2 {
			return p, fmt.Errorf("%w: sign %d has %d cells, want 2", ErrSign, i+1, len(pair))
		}
		greater, err := b.ParseCell(pair[0])
		if err != nil {
			return p, fmt.Errorf("sign %d: %w", i+1, err)
		}
		lesser, err := b.ParseCell(pair[1])
		if err != nil {
			return p, fmt.Errorf("sign %d: %w", i+1, err)
		}
		p.Signs = append(p.Signs, Sign{uint16(greater), uint16(lesser)})
	}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return p, err
	}
	return p, nil
}

// layout reads the layout of joined grids into p, in its order as given
// (Normalize makes it canonical), refusing the keys it fixes.
func (f *jsonForm) layout(p *Puzzle) error {
	for _, k := range []struct {
		name string
		set  bool
	}{{"size", f.Size != nil}, {"box", f.Box != nil}, {"regions", f.Regions != nil}, {"windows", f.Windows != nil}} {
		if k.set {
			return fmt.Errorf("%w: %s does not go with a layout (its grids are 9x9 with 3x3 boxes)", grid.ErrLayout, k.name)
		}
	}
	var err error
	var name string
	var pairs [][]int
	switch {
	case json.Unmarshal(f.Layout, &name) == nil:
		p.Layout, err = grid.LayoutNamed(name)
	case json.Unmarshal(f.Layout, &pairs) == nil:
		corners := make([]grid.Corner, len(pairs))
		for i, pair := range pairs {
			if len(pair) != 2 {
				return fmt.Errorf("%w: grid %d has %d numbers, want 2 (top, left)", grid.ErrLayout, i+1, len(pair))
			}
			corners[i] = grid.Corner{Top: pair[0], Left: pair[1]}
		}
		p.Layout, err = grid.NewLayout(corners)
	default:
		return fmt.Errorf("%w: layout should be a name or a list of [top, left] pairs, not %s", ErrJSON, jsonKind(f.Layout))
	}
	if err != nil {
		return err
	}
	p.Diagonals = f.Diagonals != nil && *f.Diagonals
	return p.validateLayout()
}

// givens reads the givens into p, on its grid or its layout's board.
func (f *jsonForm) givens(p *Puzzle) error {
	if f.Givens == nil || string(bytes.TrimSpace(f.Givens)) == "null" {
		return nil
	}
	var text string
	var grids []string
	switch {
	case json.Unmarshal(f.Givens, &text) == nil:
	case p.Layout != nil && json.Unmarshal(f.Givens, &grids) == nil:
		if err := p.Layout.ParseGridGivens(grids, p.Givens[:p.Layout.Cells()]); err != nil {
			return fmt.Errorf("givens: %w", err)
		}
		return nil
	case p.Layout != nil:
		return fmt.Errorf("%w: givens should be a string or a list of strings, not %s", ErrJSON, jsonKind(f.Givens))
	default:
		return fmt.Errorf("%w: givens should be a string, not %s", ErrJSON, jsonKind(f.Givens))
	}
	if p.Layout != nil {
		if err := p.Layout.ParseGivens(text, p.Givens[:p.Layout.Cells()]); err != nil {
			return fmt.Errorf("givens: %w", err)
		}
		return nil
	}
	g, err := grid.GeometryOf(p.N(), p.Box, p.Regions != nil).ParseGrid(text)
	if err != nil {
		return fmt.Errorf("givens: %w", err)
	}
	p.Givens = g
	return nil
}

// jsonKind names the kind of the JSON value v as the decoder's type
// errors do: "number", "array", "object", "bool", "string".
func jsonKind(v json.RawMessage) string {
	v = bytes.TrimSpace(v)
	switch {
	case len(v) == 0:
		return "nothing"
	case v[0] == '"':
		return "string"
	case v[0] == '[':
		return "array"
	case v[0] == '{':
		return "object"
	case v[0] == 't' || v[0] == 'f':
		return "bool"
	case v[0] == 'n':
		return "null"
	}
	return "number"
}

// shape reads the keys of the grid's shape into p: size, box, regions,
// diagonals and windows.
func (f *jsonForm) shape(p *Puzzle) error {
	n := 9
	if f.Size != nil {
		n = *f.Size
		if n < grid.MinSize || n > grid.MaxSize {
			return fmt.Errorf("%w: size %d, want 4 to 25", ErrSize, n)
		}
		p.Size = n
	}
	switch {
	case f.Windows != nil && *f.Windows && n != 9:
		return fmt.Errorf("%w: windows on a %dx%d grid (windoku is 9x9 only)", ErrSize, n, n)
	case f.Box != nil && f.Regions != nil:
		return fmt.Errorf("%w: box and regions together (regions make a jigsaw)", ErrRegions)
	case f.Box != nil && len(f.Box) != 2:
		return fmt.Errorf("%w: box has %d numbers, want 2 (rows, columns)", ErrSize, len(f.Box))
	case f.Box != nil:
		if f.Box[0] < 2 || f.Box[1] < 2 || f.Box[0]*f.Box[1] != n {
			return fmt.Errorf("%w: box [%d,%d] does not tile a %dx%d grid (rows times columns must be %d, each at least 2)", ErrSize, f.Box[0], f.Box[1], n, n, n)
		}
		p.Box = grid.Box{Rows: f.Box[0], Cols: f.Box[1]}
	case f.Regions == nil && defaultBox(n).Rows == 0:
		return fmt.Errorf("%w: a %dx%d grid has no boxes; give its regions (a jigsaw)", ErrSize, n, n)
	}
	if f.Regions != nil {
		r, err := parseRegions(*f.Regions, grid.GeometryOf(n, grid.Box{}, true))
		if err != nil {
			return err
		}
		p.Regions = r
	}
	p.Diagonals = f.Diagonals != nil && *f.Diagonals
	p.Windows = f.Windows != nil && *f.Windows
	return nil
}

// parseRegions reads the N² characters of a jigsaw's regions, N distinct
// ones, as region numbers in the order they come (Normalize renames
// them).
func parseRegions(text string, geo *grid.Geometry) ([]uint8, error) {
	n, cells := geo.N, geo.Cells()
	if len(text) != cells {
		return nil, fmt.Errorf("%w: %d characters, want %d for a %dx%d grid", ErrRegions, len(text), cells, n, n)
	}
	var name [256]uint8 // 1 + the number of each character met
	regions := make([]uint8, cells)
	next := 0
	for c := range cells {
		ch := text[c]
		if !(ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z') {
			return nil, fmt.Errorf("%w: %q at %s (want 0-9, a-z or A-Z)", ErrRegions, ch, geo.CellName(c))
		}
		if name[ch] == 0 {
			if next == n {
				return nil, fmt.Errorf("%w: region %q at %s is one too many, want %d", ErrRegions, ch, geo.CellName(c), n)
			}
			next++
			name[ch] = uint8(next)
		}
		regions[c] = name[ch] - 1
	}
	if next != n {
		return nil, fmt.Errorf("%w: %d regions, want %d", ErrRegions, next, n)
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

// ParseCell reads a cell name of the 9×9 grid, rRcC with R and C from 1
// to 9 (either case), and returns the cell 0-80 (Geometry.ParseCell at
// any size).
func ParseCell(name string) (int, error) {
	if len(name) == 4 && (name[0] == 'r' || name[0] == 'R') && (name[2] == 'c' || name[2] == 'C') &&
		name[1] >= '1' && name[1] <= '9' && name[3] >= '1' && name[3] <= '9' {
		return int(name[1]-'1')*9 + int(name[3]-'1'), nil
	}
	return 0, fmt.Errorf("%w %q (want r1c1 to r9c9)", grid.ErrCell, name)
}

// String returns p's canonical text form: for a classic 9×9 puzzle its
// 81 characters (grid.Nine.String), else the one-line JSON form with
// keys in the order size, box, regions, givens, diagonals, windows,
// cages, greater (on joined grids layout, givens, diagonals, cages,
// greater: the layout's name where it has one, else its list of [top,
// left] pairs sorted, and the board's givens as one string, holes left
// out): size only when it is not 9, box only when it is not
// the size's default, regions only for a jigsaw, named 1-9 then a-p in
// the order reading meets them, givens always present (1-9 then A-P),
// diagonals and windows only when true, empty lists left out, cages by
// their first cell with cells in reading order, signs by their first
// cell then their second, and no spaces.
func (p *Puzzle) String() string {
	if p.IsClassic() {
		return p.Givens.Nine().String()
	}
	return string(p.AppendJSON(nil))
}

// AppendJSON appends p's canonical JSON form (see String), also for a
// classic puzzle, to b.
func (p *Puzzle) AppendJSON(b []byte) []byte {
	geo, cells := p.Geometry(), p.board()
	b = append(b, '{')
	if p.Layout != nil {
		b = append(b, `"layout":`...)
		b = p.Layout.AppendJSON(b)
		b = append(b, ',')
	}
	if p.Size != 0 && p.Size != 9 {
		b = append(b, `"size":`...)
		b = strconv.AppendInt(b, int64(p.Size), 10)
		b = append(b, ',')
	}
	if p.Box != (grid.Box{}) && p.Regions == nil && p.Box != defaultBox(geo.N) {
		b = append(b, `"box":[`...)
		b = strconv.AppendInt(b, int64(p.Box.Rows), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Box.Cols), 10)
		b = append(b, `],`...)
	}
	if p.Regions != nil {
		b = append(b, `"regions":"`...)
		for _, r := range p.Regions {
			b = append(b, RegionChar(r))
		}
		b = append(b, `",`...)
	}
	b = append(b, `"givens":"`...)
	if p.Layout != nil {
		b = p.Layout.AppendGivens(b, p.Givens[:])
	} else {
		b = geo.AppendGrid(b, &p.Givens)
	}
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
				b = appendCell(b, cells, c)
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
			b = appendCell(b, cells, s.Greater)
			b = append(b, ',')
			b = appendCell(b, cells, s.Lesser)
			b = append(b, ']')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendCell(b []byte, cells board, c uint16) []byte {
	return append(cells.AppendCellName(append(b, '"'), int(c)), '"')
}

// RegionChar is the character of region r (from 0) in the canonical
// text form: '1'-'9', then 'a'-'p'.
func RegionChar(r uint8) byte {
	if r < 9 {
		return '1' + r
	}
	return 'a' + r - 9
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
// grid.Parse), or an object in the form of Parse.
func (p *Puzzle) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var text string
		if err := json.Unmarshal(b, &text); err != nil {
			return fmt.Errorf("%w: %w", ErrJSON, err)
		}
		g, err := grid.Parse(text)
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
