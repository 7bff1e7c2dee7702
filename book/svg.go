package book

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// SVG output draws text as outlines of the Go fonts (each glyph defined once
// and placed with <use>), so a grid looks the same in every browser and
// layout program, installed fonts or not.

// svgCanvas collects the body of one SVG and the glyphs it uses.
type svgCanvas struct {
	body   bytes.Buffer
	fs     *fonts
	sym    Symbols // what the grids print in place of digits
	buf    sfnt.Buffer
	glyphs map[string]glyph // by id, e.g. "m23": medium, glyph 23
	order  []string         // ids in first-use order, for stable output
	used   map[runeKey]usedGlyph
	err    error
}

func newSVGCanvas() (*svgCanvas, error) {
	fs, err := loadFonts()
	if err != nil {
		return nil, err
	}
	return &svgCanvas{fs: fs, glyphs: map[string]glyph{}, used: map[runeKey]usedGlyph{}}, nil
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// round2 keeps coordinates to 1/100 pt, plenty for print and short to write.
func round2(v float64) string { return string(appendRound2(nil, v)) }

// appendRound2 appends v rounded to 1/100, without trailing zeros, as
// strconv.FormatFloat(rounded, 'f', -1, 64) would write it, but from the
// whole number of hundredths, which is several times faster.
func appendRound2(b []byte, v float64) []byte {
	n := int64(v*100 + 0.5*sign(v))
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	b = strconv.AppendInt(b, n/100, 10)
	if f := n % 100; f != 0 {
		b = append(b, '.', byte('0'+f/10))
		if f%10 != 0 {
			b = append(b, byte('0'+f%10))
		}
	}
	return b
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}

func (c *svgCanvas) faceID(f *face) byte {
	switch f {
	case c.fs.bold:
		return 'b'
	case c.fs.medium:
		return 'm'
	}
	return 'r'
}

// glyph returns the id and outline of r in f, remembering it for <defs>.
func (c *svgCanvas) glyph(f *face, r rune) (string, glyph) {
	k := runeKey{f, r}
	if u, ok := c.used[k]; ok {
		return u.id, u.g
	}
	g, err := f.glyph(&c.buf, r)
	if err != nil && c.err == nil {
		c.err = fmt.Errorf("svg: glyph %q: %w", r, err)
	}
	id := string(c.faceID(f)) + strconv.Itoa(int(g.index))
	if _, ok := c.glyphs[id]; !ok {
		c.glyphs[id] = g
		c.order = append(c.order, id)
	}
	c.used[k] = usedGlyph{id, g}
	return id, g
}

// runeKey is a character in a face, and usedGlyph its glyph's id and
// outline: outlines are made once a canvas, however often drawn.
type (
	runeKey struct {
		f *face
		r rune
	}
	usedGlyph struct {
		id string
		g  glyph
	}
)

// width returns the advance width of s in f at size.
func (c *svgCanvas) width(f *face, size float64, s string) float64 {
	w := 0.0
	for _, r := range s {
		_, g := c.glyph(f, r)
		w += g.advance
	}
	return w * size / f.upem
}

// text draws s with its baseline starting at (x, y).
func (c *svgCanvas) text(f *face, size, x, y float64, fill, s string) {
	fmt.Fprintf(&c.body, `<g fill="%s" transform="translate(%s %s) scale(%s)">`, fill, round2(x), round2(y), num(size/f.upem))
	adv := 0.0
	for _, r := range s {
		id, g := c.glyph(f, r)
		if g.path != "" {
			if adv == 0 {
				fmt.Fprintf(&c.body, `<use xlink:href="#%s"/>`, id)
			} else {
				fmt.Fprintf(&c.body, `<use xlink:href="#%s" x="%s"/>`, id, num(adv))
			}
		}
		adv += g.advance
	}
	c.body.WriteString("</g>\n")
}

// grid draws the rules of a grid of the given side at (x, y) and the digits
// of p: the givens only, or with key the whole solution (givens bold, the
// rest grey), the way the PDF does; a variant puzzle's cages and signs
// too (see marks.go), its cages shaded with shade.
func (c *svgCanvas) grid(x, y, side float64, p *Entry, key, shade bool) {
	var m *marks
	if p.hasMarks() {
		m = newMarks(&p.Puzzle, x, y, side, key, shade, c.fs.medium)
		c.shadeCells(x, y, m)
	}
	c.lines(x, y, side, &p.Puzzle)
	gt := newBoardText(c.fs, c.sym, &p.Puzzle, side)
	if m != nil {
		c.marks(m)
	}
	all := func(int) bool { return true }
	if !key {
		c.digits(c.fs.medium, "#000", x, y, &gt, &p.Puzzle.Givens, all)
		return
	}
	c.digits(c.fs.bold, "#000", x, y, &gt, &p.Puzzle.Givens, all)
	c.digits(c.fs.regular, greyHex(greyFilled), x, y, &gt, &p.Solution, func(i int) bool { return p.Puzzle.Givens[i] == 0 })
}

// lines draws the rules of v's grid of the given side at (x, y), as the
// PDF does: thin cell rules, then the box rules (a jigsaw's region
// borders, with square caps that close their corners) and the border;
// a joined board side wide as boardRules says, as the PDF does.
func (c *svgCanvas) lines(x, y, side float64, v *puzzle.Puzzle) {
	if l := v.Layout; l != nil {
		thin, thick := gridWidths(v, side)
		cell := side / float64(l.W)
		tn, tk := boardRules(l)
		path := func(runs []run) string {
			var b bytes.Buffer
			for _, r := range runs {
				fmt.Fprintf(&b, "M%s %sL%s %s", round2(x+float64(r.x0)*cell), round2(y+float64(r.y0)*cell), round2(x+float64(r.x1)*cell), round2(y+float64(r.y1)*cell))
			}
			return b.String()
		}
		fmt.Fprintf(&c.body, `<path fill="none" stroke="#000" stroke-width="%s" d="%s"/>`+"\n", round2(thin), path(tn))
		fmt.Fprintf(&c.body, `<path fill="none" stroke="#000" stroke-width="%s" stroke-linecap="square" d="%s"/>`+"\n", round2(thick), path(tk))
		return
	}
	thin, thick := lineWidths(side)
	n := v.N()
	cell := side / float64(n)
	vertical, horizontal := boxLines(v)
	var tn, tk bytes.Buffer
	for i := 1; i < n; i++ {
		o := float64(i) * cell
		b := &tn
		if vertical(i) {
			b = &tk
		}
		fmt.Fprintf(b, "M%s %sv%s", round2(x+o), round2(y), round2(side))
		b = &tn
		if horizontal(i) {
			b = &tk
		}
		fmt.Fprintf(b, "M%s %sh%s", round2(x), round2(y+o), round2(side))
	}
	caps := ""
	if v.Regions != nil {
		caps = ` stroke-linecap="square"`
		for _, r := range regionRuns(v) {
			fmt.Fprintf(&tk, "M%s %sL%s %s", round2(x+float64(r.x0)*cell), round2(y+float64(r.y0)*cell), round2(x+float64(r.x1)*cell), round2(y+float64(r.y1)*cell))
		}
	}
	fmt.Fprintf(&c.body, `<path fill="none" stroke="#000" stroke-width="%s" d="%s"/>`+"\n", round2(thin), tn.String())
	fmt.Fprintf(&c.body, `<path fill="none" stroke="#000" stroke-width="%s"%s d="%s"/>`+"\n", round2(thick), caps, tk.String())
	fmt.Fprintf(&c.body, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#000" stroke-width="%s"/>`+"\n",
		round2(x), round2(y), round2(side), round2(side), round2(thick))
}

// digits draws the digits of g for which only holds, in f and fill, each
// centred on its ink in its cell (gridText) of the grid whose top-left
// corner is (x, y): a digit or symbol of one character as one glyph, a
// number of two as a group of two.
func (c *svgCanvas) digits(f *face, fill string, x, y float64, gt *gridText, g *grid.Grid, only func(i int) bool) {
	fmt.Fprintf(&c.body, `<g fill="%s">`, fill)
	for i, v := range g[:gt.cells.count()] {
		if v == 0 || !only(i) {
			continue
		}
		px, py, text := gt.at(f, x, y, i, v)
		scale := num(gt.size / f.upem)
		if r, n := utf8.DecodeRuneInString(text); n == len(text) {
			id, _ := c.glyph(f, r)
			fmt.Fprintf(&c.body, `<use xlink:href="#%s" transform="translate(%s %s) scale(%s)"/>`, id, round2(px), round2(py), scale)
			continue
		}
		fmt.Fprintf(&c.body, `<g transform="translate(%s %s) scale(%s)">`, round2(px), round2(py), scale)
		adv := 0.0
		for _, r := range text {
			id, g := c.glyph(f, r)
			if adv == 0 {
				fmt.Fprintf(&c.body, `<use xlink:href="#%s"/>`, id)
			} else {
				fmt.Fprintf(&c.body, `<use xlink:href="#%s" x="%s"/>`, id, num(adv))
			}
			adv += g.advance
		}
		c.body.WriteString("</g>")
	}
	c.body.WriteString("</g>\n")
}

// example draws a rule's drawing (see ruleExample) with its top-left
// corner at (x, y), as the PDF does.
func (c *svgCanvas) example(x, y float64, ex *ruleExample) {
	cell := ex.cell()
	side := ex.side() // the grid the piece is the corner of
	w, h := ex.size()
	if ex.whole() {
		m := newMarks(&ex.Puzzle, x, y, side, false, false, c.fs.medium)
		c.shadeCells(x, y, m)
		c.lines(x, y, side, &ex.Puzzle)
		c.marks(m)
	} else {
		thin, _ := lineWidths(side)
		var d bytes.Buffer
		for i := range ex.Cols + 1 {
			fmt.Fprintf(&d, "M%s %sv%s", round2(x+float64(i)*cell), round2(y), round2(h))
		}
		for i := range ex.Rows + 1 {
			fmt.Fprintf(&d, "M%s %sh%s", round2(x), round2(y+float64(i)*cell), round2(w))
		}
		fmt.Fprintf(&c.body, `<path fill="none" stroke="#000" stroke-width="%s" d="%s"/>`+"\n", round2(thin), d.String())
		c.marks(newMarks(&ex.Puzzle, x, y, side, false, false, c.fs.medium))
	}
	gt := newGridText(c.fs, nil, 9, cell)
	digits := grid.FromNine(ex.Digits)
	c.digits(c.fs.regular, greyHex(greyFilled), x, y, &gt, &digits, func(int) bool { return true })
}

// shadeCells fills the cells of m's shaded cages, one path per grey,
// and its windows, and draws its diagonals over them, as the PDF does.
func (c *svgCanvas) shadeCells(x, y float64, m *marks) {
	cell := m.cell
	for _, g := range shadeGreys {
		var d bytes.Buffer
		for i, s := range m.shade {
			if s == g {
				r, col := m.cells.pos(i)
				fmt.Fprintf(&d, "M%s %sh%sv%sh-%sZ", round2(x+float64(col)*cell), round2(y+float64(r)*cell), round2(cell), round2(cell), round2(cell))
			}
		}
		if d.Len() > 0 {
			fmt.Fprintf(&c.body, `<path fill="%s" d="%s"/>`+"\n", greyHex(g), d.String())
		}
	}
	if len(m.windows) > 0 {
		var d bytes.Buffer
		for _, w := range m.windows {
			fmt.Fprintf(&d, "M%s %sh%sv%sh-%sZ", round2(w.x), round2(w.y), round2(w.w), round2(w.h), round2(w.w))
		}
		fmt.Fprintf(&c.body, `<path fill="%s" d="%s"/>`+"\n", greyHex(greyWindow), d.String())
	}
	if len(m.diagonals) > 0 {
		var d bytes.Buffer
		for _, l := range m.diagonals {
			fmt.Fprintf(&d, "M%s %sL%s %s", round2(l[0].x), round2(l[0].y), round2(l[1].x), round2(l[1].y))
		}
		fmt.Fprintf(&c.body, `<path fill="none" stroke="%s" stroke-width="%s" d="%s"/>`+"\n", greyHex(greyDiagonal), round2(m.diagWidth), d.String())
	}
}

// marks draws the cage outlines, the chevrons and the sums on their
// patches of m, as the PDF does.
func (c *svgCanvas) marks(m *marks) {
	ink := greyHex(m.grey)
	if len(m.loops) > 0 {
		var d bytes.Buffer
		for _, loop := range m.loops {
			for i, p := range loop {
				if i == 0 {
					d.WriteByte('M')
				} else {
					d.WriteByte('L')
				}
				fmt.Fprintf(&d, "%s %s", round2(p.x), round2(p.y))
			}
			d.WriteByte('Z')
		}
		fmt.Fprintf(&c.body, `<path fill="none" stroke="%s" stroke-width="%s" stroke-dasharray="%s %s" d="%s"/>`+"\n",
			ink, round2(m.cageWidth), round2(m.dash), round2(m.gap), d.String())
	}
	if len(m.chevrons) > 0 {
		var d bytes.Buffer
		for _, v := range m.chevrons {
			fmt.Fprintf(&d, "M%s %sL%s %sL%s %s", round2(v[0].x), round2(v[0].y), round2(v[1].x), round2(v[1].y), round2(v[2].x), round2(v[2].y))
		}
		style := `fill="none" stroke-linecap="round" stroke-linejoin="round"`
		fmt.Fprintf(&c.body, `<path %s stroke="#fff" stroke-width="%s" d="%s"/>`+"\n", style, round2(m.chevWidth+2*m.halo), d.String())
		fmt.Fprintf(&c.body, `<path %s stroke="%s" stroke-width="%s" d="%s"/>`+"\n", style, ink, round2(m.chevWidth), d.String())
	}
	if len(m.sums) > 0 {
		patches := map[int]*bytes.Buffer{}
		var greys []int
		for _, s := range m.sums {
			d := patches[s.grey]
			if d == nil {
				d = &bytes.Buffer{}
				patches[s.grey] = d
				greys = append(greys, s.grey)
			}
			r := s.patch
			fmt.Fprintf(d, "M%s %sh%sv%sh-%sZ", round2(r.x), round2(r.y), round2(r.w), round2(r.h), round2(r.w))
		}
		for _, g := range greys {
			fmt.Fprintf(&c.body, `<path fill="%s" d="%s"/>`+"\n", greyHex(g), patches[g].String())
		}
		for _, s := range m.sums {
			c.text(c.fs.medium, m.sumSize, s.x, s.y, ink, s.text)
		}
	}
}

func greyHex(g int) string { return fmt.Sprintf("#%02x%02x%02x", g, g, g) }

// label draws a grid's label the way the PDF does: left in bold, right in
// grey flush with the grid's right edge.
func (c *svgCanvas) label(x, y, side, size float64, left, right string) {
	base := y - size*0.55
	c.text(c.fs.bold, size, x, base, "#000", left)
	c.text(c.fs.regular, size, x+side-c.width(c.fs.regular, size, right), base, greyHex(greyLabel), right)
}

// writeTo writes the whole SVG document of the given size in points.
func (c *svgCanvas) writeTo(w io.Writer, width, height float64) error {
	if c.err != nil {
		return c.err
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="%spt" height="%spt" viewBox="0 0 %s %s">
<defs>
`, round2(width), round2(height), round2(width), round2(height))
	for _, id := range c.order {
		if g := c.glyphs[id]; g.path != "" {
			fmt.Fprintf(bw, "<path id=\"%s\" d=\"%s\"/>\n", id, g.path)
		}
	}
	fmt.Fprintf(bw, "</defs>\n<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n")
	bw.Write(c.body.Bytes())
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// SVG sheet geometry, in points.
const (
	sheetCols  = 3
	sheetSide  = 180.0 // a grid up to 9×9: 20 pt cells, the size of a 4-a-page A4 grid, a little smaller; larger grids keep 20 pt cells
	sheetGapX  = 28.0
	sheetGapY  = 20.0
	sheetPad   = 36.0
	sheetLabel = 9.0
)

// WriteSVG writes b as one SVG sheet: the title, then the puzzles in rows
// of three with their labels, then with o.Solutions the answer key in the
// same arrangement. Text is drawn as outlines, so no font is needed to view
// or print it.
func WriteSVG(w io.Writer, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	c, err := newSVGCanvas()
	if err != nil {
		return err
	}
	c.sym = o.Symbols
	cols := min(sheetCols, len(b.Puzzles))
	side := max(sheetSide, 20*float64(slices.Max(b.sizes())))
	// A joined board takes a row of its own, in the sheet's 20 pt cells;
	// the sheet is as wide as its widest row.
	joined := b.joined()
	boardOf := func(p *Entry) (w, h float64) {
		if m := cellsOf(&p.Puzzle); isJoined(&p.Puzzle) {
			return 20 * float64(m.cols), 20 * float64(m.rows)
		}
		return side, side
	}
	if joined {
		cols = 1
		for i := range b.Puzzles {
			w, _ := boardOf(&b.Puzzles[i])
			side = max(side, w)
		}
	}
	width := 2*sheetPad + float64(cols)*side + float64(cols-1)*sheetGapX
	band := labelBand(sheetLabel)
	y := sheetPad + 20
	c.text(c.fs.bold, 20, sheetPad, y, "#000", title(b))
	if b.Subtitle != "" {
		y += 20
		c.text(c.fs.regular, 12, sheetPad, y, greyHex(greyLabel), b.Subtitle)
	}
	lab := labelerOf(b)
	// put draws puzzle p, labelled, at x, y, w wide: in the answer key
	// under its number alone.
	put := func(x, y, w float64, p *Entry, key bool) {
		n := strconv.Itoa(p.Number)
		if key {
			c.label(x, y, w, sheetLabel, n, "")
		} else {
			c.label(x, y, w, sheetLabel, "Puzzle "+n, lab.details(p))
		}
		c.grid(x, y, w, p, key, o.Shade && !key)
	}
	section := func(key bool) {
		if joined {
			for i := range b.Puzzles {
				p := &b.Puzzles[i]
				w, h := boardOf(p)
				y += sheetGapY + band
				put(sheetPad, y, w, p, key)
				y += h
			}
			return
		}
		for i := range b.Puzzles {
			if i%cols == 0 {
				y += sheetGapY + band
				if i > 0 {
					y += side
				}
			}
			put(sheetPad+float64(i%cols)*(side+sheetGapX), y, side, &b.Puzzles[i], key)
		}
		y += side
	}
	section(false)
	if o.Solutions {
		y += 2 * sheetGapY
		y += 16
		c.text(c.fs.bold, 16, sheetPad, y, "#000", "Solutions")
		section(true)
	}
	return c.writeTo(w, width, y+sheetPad)
}

// svgFileSide is the side of a 9×9 grid written to a file of its own:
// 9 mm cells, as every size has (svgFileSideOf), and room around the
// border for its stroke.
const svgFileSide = 9 * 9 * mm

// svgFileSideOf is the side of an n×n grid written to a file of its own.
func svgFileSideOf(n int) float64 {
	if n == 9 {
		return svgFileSide
	}
	return float64(n) * 9 * mm
}

// svgFileName names a file of WriteSVGDir: kind and the puzzle number with
// zeros to width digits, so that the files sort in book order.
func svgFileName(kind string, width, number int) string {
	return fmt.Sprintf("%s-%0*d.svg", kind, width, number)
}

// WriteSVGDir writes each puzzle's grid to a file of its own in dir (which
// must exist), and with o.Solutions each solution too: bare grids without
// labels, sized for placing in a layout program. The files are named
// puzzle-NNN.svg and solution-NNN.svg, numbered with as many digits as the
// largest number has, so that they sort in book order.
func WriteSVGDir(dir string, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	one := func(name string, p *Entry, key bool) error {
		c, err := newSVGCanvas()
		if err != nil {
			return err
		}
		c.sym = o.Symbols
		side := svgFileSideOf(p.Puzzle.N())
		tall := side
		if m := cellsOf(&p.Puzzle); isJoined(&p.Puzzle) {
			// A joined board keeps a grid's 9 mm cells.
			side, tall = float64(m.cols)*9*mm, float64(m.rows)*9*mm
		}
		_, thick := gridWidths(&p.Puzzle, side)
		pad := thick
		c.grid(pad, pad, side, p, key, o.Shade && !key)
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		err = c.writeTo(f, side+2*pad, tall+2*pad)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}
	wid := numberWidth(b)
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		if err := one(svgFileName("puzzle", wid, p.Number), p, false); err != nil {
			return err
		}
		if o.Solutions {
			if err := one(svgFileName("solution", wid, p.Number), p, true); err != nil {
				return err
			}
		}
	}
	return nil
}

// numberWidth is the number of digits of b's largest puzzle number.
func numberWidth(b *Book) int {
	wid := 1
	for i := range b.Puzzles {
		wid = max(wid, len(strconv.Itoa(b.Puzzles[i].Number)))
	}
	return wid
}

// SVGDirNames returns the names of the files WriteSVGDir writes for b with
// options o, in the order it writes them.
func SVGDirNames(b *Book, o Options) []string {
	wid := numberWidth(b)
	var names []string
	for i := range b.Puzzles {
		names = append(names, svgFileName("puzzle", wid, b.Puzzles[i].Number))
		if o.Solutions {
			names = append(names, svgFileName("solution", wid, b.Puzzles[i].Number))
		}
	}
	return names
}
