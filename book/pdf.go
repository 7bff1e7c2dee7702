package book

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/puzzlebook/sudoku/puzzle"
)

// Creator is written into every PDF's metadata.
const Creator = "sudoku (github.com/puzzlebook/sudoku)"

// Grey levels (0 black .. 255 white) of the secondary ink.
const (
	greyLabel  = 90  // label details, dates, page references
	greyFilled = 100 // answer-key digits that were not givens
)

// WritePDF writes b as a print-ready PDF: a title page (with the rules on it,
// or on its back for the book trims), the puzzles o.PerPage a page, with
// o.Hints a section of hints (each puzzle's first step, Puzzle.Hint), and
// with o.Solutions an answer key of smaller grids. Fonts are embedded (subsets of
// the Go fonts) and the output depends only on b and o: the creation date
// is b.Created, never the clock.
func WritePDF(w io.Writer, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	fs, err := loadFonts()
	if err != nil {
		return err
	}
	l := newLayout(b, o, fs)
	d := newPDFDoc(b, l, fs, o.Shade)
	d.titlePage()
	if l.rulesApart {
		d.toPage(2)
		r := l.live(2)
		d.rules(r, d.rulesTop(r), true)
	}
	for i := range b.Puzzles {
		page, s := l.puzzlePage(i)
		d.toPage(page)
		if i == 0 {
			d.Bookmark("Puzzles", 0, 0)
		}
		r := l.live(page)
		s = s.fit(&b.Puzzles[i].Puzzle)
		d.turn(r, s, func() { d.puzzle(r.x+s.x, r.y+s.y, s, &b.Puzzles[i]) })
	}
	if o.Hints {
		for i := range b.Puzzles {
			page, y := l.hintPage(i)
			d.toPage(page)
			r := l.live(page)
			if i == 0 {
				d.Bookmark("Hints", 0, 0)
				d.setFont(d.fs.bold, keyHeadingSize)
				d.setGrey(0)
				d.Text(r.x, r.y+keyHeadingSize, "Hints")
			}
			d.hint(r.x, r.y+y, b.Puzzles[i].Number, l.hints[i])
		}
	}
	if o.Solutions {
		for i := range b.Puzzles {
			page, s := l.keyPage(i)
			d.toPage(page)
			r := l.live(page)
			if i == 0 {
				d.Bookmark("Solutions", 0, 0)
				d.setFont(d.fs.bold, keyHeadingSize)
				d.setGrey(0)
				d.Text(r.x+s.x, r.y+keyHeadingSize, "Solutions")
			}
			from, _ := l.puzzlePage(i)
			s = s.fit(&b.Puzzles[i].Puzzle)
			d.answer(r.x+s.x, r.y+s.y, s, &b.Puzzles[i], from)
		}
	}
	if err := d.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	if err := d.Output(w); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// PDFPages returns the number of pages WritePDF makes of b with options
// o: the front matter, the puzzle pages, the hints' and the answer key's.
func PDFPages(b *Book, o Options) (int, error) {
	o, err := prepare(b, o)
	if err != nil {
		return 0, err
	}
	fs, err := loadFonts()
	if err != nil {
		return 0, err
	}
	return newLayout(b, o, fs).total, nil
}

// newPDFDoc starts the PDF of b laid out by l.
func newPDFDoc(b *Book, l *layout, fs *fonts, shade bool) *pdfDoc {
	d := &pdfDoc{
		Fpdf: fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: l.spec.w, Ht: l.spec.h}}),
		fs:   fs, l: l, b: b, lab: labelerOf(b), shade: shade, width: -1, grey: -1,
	}
	d.setup()
	return d
}

// planRules decides, for a book with shapes, whose rules are long, where
// the rules go and how they set the shapes' rules, by setting them as
// the title page would, without drawing: on office paper on the title
// page if they fit there (with the drawings, else without, else as
// sentences of "How to play"), else on its back, as on the trims; there
// in the longest style that fits.
func (l *layout) planRules(b *Book, fs *fonts) {
	d := newPDFDoc(b, l, fs, false)
	styles := []rulesStyle{shapesDrawn, shapesPlain, shapesInline}
	if !l.rulesApart {
		for _, s := range styles {
			l.rulesStyle = s
			if d.titleFits() {
				return
			}
		}
		l.front, l.rulesApart = l.front+1, true
		l.total++
	}
	r := l.live(2)
	for _, s := range styles {
		l.rulesStyle = s
		if d.rules(r, d.rulesTop(r), false) <= r.y+r.h-footer {
			return
		}
	}
}

// rulesTop is where the rules start on a page of their own: a little
// below the top, higher when they are long, at the top when they are
// longer than the page.
func (d *pdfDoc) rulesTop(r rect) float64 {
	return max(r.y, min(r.y+r.h*0.18, r.y+r.h-footer-d.rules(r, 0, false)))
}

type pdfDoc struct {
	*fpdf.Fpdf
	fs    *fonts
	l     *layout
	b     *Book
	lab   labeler
	shade bool // Options.Shade
	// The current font, line width, text grey, line grey, fill grey and
	// dash pattern: fpdf writes them to the page on every call, so only
	// changes are passed on. (The line and fill greys start black and the
	// lines solid, as fpdf's do.)
	font   *face
	size   float64
	width  float64
	grey   int
	stroke int
	fill   int
	dashed [2]float64
}

func (d *pdfDoc) setup() {
	created := d.b.Created
	if created.IsZero() {
		created = time.Unix(0, 0).UTC()
	}
	d.SetCreationDate(created)
	d.SetModificationDate(created)
	d.SetCatalogSort(true) // resources in a fixed order: same book, same bytes
	d.SetTitle(title(d.b), true)
	if d.b.Subtitle != "" {
		d.SetSubject(d.b.Subtitle, true)
	}
	d.SetCreator(Creator, true)
	d.SetAutoPageBreak(false, 0)
	d.SetMargins(0, 0, 0)
	d.SetLineCapStyle("butt")
	d.SetLineJoinStyle("miter")
	if d.l.paper.IsTrim() {
		// Show spreads as they will face each other in the bound book.
		d.SetDisplayMode("fullpage", "TwoPageRight")
	}
	for _, f := range []*face{d.fs.regular, d.fs.medium, d.fs.bold} {
		d.AddUTF8FontFromBytes(f.family, "", f.ttf)
	}
}

func title(b *Book) string {
	if b.Title == "" {
		return "Sudoku"
	}
	return b.Title
}

// toPage adds pages up to page p, each with its number. (fpdf carries the
// font, colours and line width over to a new page, so the cached state in
// pdfDoc stays true.)
func (d *pdfDoc) toPage(p int) {
	for d.PageNo() < p {
		d.AddPage()
		d.pageNumber(d.PageNo())
	}
}

func (d *pdfDoc) setFont(f *face, size float64) {
	if d.font != f || d.size != size {
		d.SetFont(f.family, "", size)
		d.font, d.size = f, size
	}
}

func (d *pdfDoc) setGrey(g int) {
	if d.grey != g {
		d.SetTextColor(g, g, g)
		d.grey = g
	}
}

func (d *pdfDoc) setWidth(w float64) {
	if d.width != w {
		d.SetLineWidth(w)
		d.width = w
	}
}

func (d *pdfDoc) setStroke(g int) {
	if d.stroke != g {
		d.SetDrawColor(g, g, g)
		d.stroke = g
	}
}

func (d *pdfDoc) setFill(g int) {
	if d.fill != g {
		d.SetFillColor(g, g, g)
		d.fill = g
	}
}

// setDash sets lines dashed, on and off long; (0, 0) is solid.
func (d *pdfDoc) setDash(on, off float64) {
	if d.dashed != [2]float64{on, off} {
		if on == 0 {
			d.SetDashPattern(nil, 0)
		} else {
			d.SetDashPattern([]float64{on, off}, 0)
		}
		d.dashed = [2]float64{on, off}
	}
}

// pageNumber prints p at the foot of the live area: centred on office
// paper, on the outer edge on a trim.
func (d *pdfDoc) pageNumber(p int) {
	r := d.l.live(p)
	s := strconv.Itoa(p)
	d.setFont(d.fs.regular, 9)
	d.setGrey(0)
	y := r.y + r.h - 3
	x := r.x + (r.w-d.GetStringWidth(s))/2
	if d.l.paper.IsTrim() {
		x = r.x + r.w - d.GetStringWidth(s)
		if p%2 == 0 {
			x = r.x
		}
	}
	d.Text(x, y, s)
}

// centred prints s centred on x.
func (d *pdfDoc) centred(x, y float64, s string) {
	d.Text(x-d.GetStringWidth(s)/2, y, s)
}

func (d *pdfDoc) titlePage() {
	d.AddPage()
	r := d.l.live(1)
	cx := r.x + r.w/2
	t := title(d.b)

	size := d.titleSize(r, t)
	start := d.titleStart(r, t, size)
	y := d.titleBlock(r, start, t, size, true)
	if !d.l.rulesApart {
		// The rules start a little below the middle of the page, higher
		// when they are long, so that they end well above the date.
		height := d.rules(r, 0, false)
		top := max(y+24, min(r.y+r.h*0.58, r.y+r.h-36-height))
		d.rules(r, top, true)
	}
	if !d.b.Created.IsZero() {
		d.setFont(d.fs.regular, 10)
		d.setGrey(greyLabel)
		d.centred(cx, r.y+r.h-3, d.b.Created.Format("2 January 2006"))
	}
}

// titleSize is the size of the title t: as large as fits, wrapped on
// words, never below 18 pt.
func (d *pdfDoc) titleSize(r rect, t string) float64 {
	size := clamp(r.w/14, 22, 34)
	d.setFont(d.fs.bold, size)
	for size > 18 && d.longestWord(t) > r.w*0.9 {
		size--
		d.setFont(d.fs.bold, size)
	}
	return size
}

// titleStart is the baseline of the title t set at size: a quarter down
// the page; higher when the rules below it are too long for the room
// (a book of variants, graded and rated, on letter paper), as far as
// the top of the live area.
func (d *pdfDoc) titleStart(r rect, t string, size float64) float64 {
	start := r.y + r.h*0.26
	if !d.l.rulesApart {
		end := d.titleBlock(r, start, t, size, false)
		if over := end + 24 + d.rules(r, 0, false) - (r.y + r.h - 36); over > 0 {
			start = max(r.y+size, start-over)
		}
	}
	return start
}

// titleFits reports whether the rules fit the title page below the
// title block, as titlePage sets them, above the date.
func (d *pdfDoc) titleFits() bool {
	r := d.l.live(1)
	t := title(d.b)
	size := d.titleSize(r, t)
	end := d.titleBlock(r, d.titleStart(r, t, size), t, size, false)
	return end+24+d.rules(r, 0, false) <= r.y+r.h-36
}

// titleBlock draws the title in bold at size, wrapped, a rule under it,
// the subtitle, the summary of the contents and where the solutions
// begin, centred in r from y down, and returns the y below them; with
// draw false it only measures.
func (d *pdfDoc) titleBlock(r rect, y float64, t string, size float64, draw bool) float64 {
	cx := r.x + r.w/2
	text := func(y float64, s string) {
		if draw {
			d.centred(cx, y, s)
		}
	}
	d.setFont(d.fs.bold, size)
	d.setGrey(0)
	for _, line := range d.SplitText(t, r.w*0.9) {
		text(y, line)
		y += size * 1.2
	}
	y += size * 0.1
	if draw {
		d.setWidth(0.8)
		d.Line(cx-r.w*0.2, y, cx+r.w*0.2, y)
	}
	y += 14 + 12
	if d.b.Subtitle != "" {
		d.setFont(d.fs.regular, 15)
		for _, line := range d.SplitText(d.b.Subtitle, r.w*0.9) {
			text(y, line)
			y += 15 * 1.3
		}
		y += 8
	}
	d.setFont(d.fs.regular, 11)
	d.setGrey(greyLabel)
	for _, line := range d.joinFitting(summaryParts(d.b), " · ", r.w*0.9) {
		text(y, line)
		y += 11 * 1.5
	}
	if d.l.keyPages > 0 {
		text(y, fmt.Sprintf("Solutions begin on page %d", d.l.firstKeyPage()))
		y += 11 * 1.5
	}
	return y
}

// joinFitting joins parts with sep into as few lines of at most width as
// it can, breaking between parts, and inside a part only when it is
// wider than a line (the kinds of a book of many).
func (d *pdfDoc) joinFitting(parts []string, sep string, width float64) []string {
	var lines []string
	for _, p := range parts {
		if n := len(lines); n > 0 && d.GetStringWidth(lines[n-1]+sep+p) <= width {
			lines[n-1] += sep + p
			continue
		}
		if d.GetStringWidth(p) > width {
			lines = append(lines, d.SplitText(p, width)...)
			continue
		}
		lines = append(lines, p)
	}
	return lines
}

func (d *pdfDoc) longestWord(s string) float64 {
	w, start := 0.0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			w = max(w, d.GetStringWidth(s[start:i]))
			start = i + 1
		}
	}
	return w
}

// rules draws the rules block from y down, in a column of comfortable
// reading width centred in r, and returns the y below it; with draw false
// it only measures.
func (d *pdfDoc) rules(r rect, y float64, draw bool) float64 {
	w := min(r.w, 105*mm)
	x := r.x + (r.w-w)/2
	text := func(x, y float64, s string) {
		if draw {
			d.Text(x, y, s)
		}
	}
	d.setGrey(0)
	for _, blk := range rules(d.b, d.l.rulesStyle, d.l.sym) {
		d.setFont(d.fs.bold, 11.5)
		text(x, y, blk.Heading)
		y += 16
		// A drawing stands at the right of its paragraph, its top level
		// with the first line's capitals; the paragraph narrows for it.
		tw, bottom := w, y
		if ex := blk.Example; ex != nil {
			ew, eh := ex.size()
			tw -= ew + exampleGap
			top := y - 7.5
			if draw {
				d.example(x+w-ew, top, ex)
			}
			bottom = top + eh + 6
		}
		d.setFont(d.fs.regular, 10)
		d.setGrey(0)
		for _, line := range d.SplitText(blk.Text, tw) {
			text(x, y, line)
			y += 14
		}
		y = max(y, bottom)
		if len(blk.Grades) > 0 {
			y += 3
			y = d.gradeTable(x, y, w, blk.Grades, draw)
		}
		y += 12
	}
	return y
}

// exampleGap is the room between a rule's paragraph and its drawing.
const exampleGap = 14.0

// example draws a rule's drawing with its top-left corner at (x, y): the
// piece of grid in thin lines, the marks over them as on a puzzle's grid
// and the digits in the grey of an answer key's; a whole grid as a
// puzzle's grid is drawn.
func (d *pdfDoc) example(x, y float64, ex *ruleExample) {
	cell := ex.cell()
	side := ex.side() // the grid the piece is the corner of
	w, h := ex.size()
	if ex.whole() {
		m := newMarks(&ex.Puzzle, x, y, side, false, false, d.fs.medium)
		d.shadeCells(x, y, m)
		d.lines(x, y, side, &ex.Puzzle)
		d.marks(m)
	} else {
		thin, _ := lineWidths(side)
		d.setStroke(0)
		d.setWidth(thin)
		for i := range ex.Cols + 1 {
			o := float64(i) * cell
			d.Line(x+o, y, x+o, y+h)
		}
		for i := range ex.Rows + 1 {
			o := float64(i) * cell
			d.Line(x, y+o, x+w, y+o)
		}
		d.marks(newMarks(&ex.Puzzle, x, y, side, false, false, d.fs.medium))
	}
	gt := newGridText(d.fs, nil, 9, cell)
	d.setFont(d.fs.regular, gt.size)
	d.setGrey(greyFilled)
	for i, v := range ex.Digits {
		if v != 0 {
			d.digit(x, y, &gt, i, v)
		}
	}
	d.setGrey(0)
}

// gradeTable draws the grades in rows of three columns, the grade in
// bold, its band of ratings and what it needs, which wraps under itself.
func (d *pdfDoc) gradeTable(x, y, w float64, rows []gradeLine, draw bool) float64 {
	d.setFont(d.fs.bold, 10)
	nameW := 0.0
	for _, l := range rows {
		nameW = max(nameW, d.GetStringWidth(l.Name))
	}
	d.setFont(d.fs.regular, 10)
	bandW := 0.0
	for _, l := range rows {
		bandW = max(bandW, d.GetStringWidth(l.Band))
	}
	col2 := x + nameW + 10
	col3 := col2
	if bandW > 0 {
		col3 += bandW + 10
	}
	for _, l := range rows {
		if draw {
			d.setFont(d.fs.bold, 10)
			d.Text(x, y, l.Name)
			d.setFont(d.fs.regular, 10)
			d.Text(col2, y, l.Band)
		}
		d.setFont(d.fs.regular, 10)
		for _, line := range d.SplitText(l.Needs, x+w-col3) {
			if draw {
				d.Text(col3, y, line)
			}
			y += 13
		}
		y += 3
	}
	return y
}

// puzzle draws p's grid with its label above it: for a variant puzzle,
// its cages and signs too (see marks.go).
func (d *pdfDoc) puzzle(x, y float64, s slot, p *Entry) {
	num := strconv.Itoa(p.Number)
	full, short := d.lab.details(p), d.lab.short(p)
	d.label(x, y, s, [][2]string{{"Puzzle " + num, full}, {num, full}, {num, short}})
	var m *marks
	if p.hasMarks() {
		m = newMarks(&p.Puzzle, x, y, s.side, false, d.shade, d.fs.medium)
		d.shadeCells(x, y, m)
	}
	d.lines(x, y, s.side, &p.Puzzle)
	if m != nil {
		d.marks(m)
	}
	gt := newBoardText(d.fs, d.l.sym, &p.Puzzle, s.side)
	d.setFont(d.fs.medium, gt.size)
	d.setGrey(0)
	for i, v := range p.Puzzle.Givens[:p.Puzzle.Cells()] {
		if v != 0 {
			d.digit(x, y, &gt, i, v)
		}
	}
}

// answer draws p's solution, givens in bold and the rest in grey, with a
// label pointing back to the puzzle's page; a variant's cages and signs
// faintly under the digits.
func (d *pdfDoc) answer(x, y float64, s slot, p *Entry, from int) {
	num := strconv.Itoa(p.Number)
	d.label(x, y, s, [][2]string{{num, fmt.Sprintf("puzzle on page %d", from)}, {num, fmt.Sprintf("p. %d", from)}})
	if p.hasMarks() {
		m := newMarks(&p.Puzzle, x, y, s.side, true, false, d.fs.medium)
		d.shadeCells(x, y, m)
		d.lines(x, y, s.side, &p.Puzzle)
		d.marks(m)
	} else {
		d.lines(x, y, s.side, &p.Puzzle)
	}
	gt := newBoardText(d.fs, d.l.sym, &p.Puzzle, s.side)
	d.setFont(d.fs.bold, gt.size)
	d.setGrey(0)
	for i, v := range p.Puzzle.Givens[:p.Puzzle.Cells()] {
		if v != 0 {
			d.digit(x, y, &gt, i, v)
		}
	}
	d.setFont(d.fs.regular, gt.size)
	d.setGrey(greyFilled)
	for i, v := range p.Solution[:p.Puzzle.Cells()] {
		if p.Puzzle.Givens[i] == 0 {
			d.digit(x, y, &gt, i, v)
		}
	}
}

// turn runs draw, which draws slot s of live area r, turned a quarter
// anticlockwise about the slot's pivot when the slot says so (slot.fit).
func (d *pdfDoc) turn(r rect, s slot, draw func()) {
	if !s.turned {
		draw()
		return
	}
	d.TransformBegin()
	d.TransformRotate(90, r.x+s.pivot.x, r.y+s.pivot.y)
	draw()
	d.TransformEnd()
	// The end of the transformation restores the line width and the
	// greys of its start: set them anew when next asked for. (Nothing
	// else is drawn on a turned board's page after it, but its number,
	// drawn before.)
	d.width, d.grey, d.stroke, d.fill = -1, -1, -1, -1
}

// hint writes a puzzle's hint at (x, y): its number in bold, right
// aligned in the layout's indent, then the hint's lines as the layout
// broke them.
func (d *pdfDoc) hint(x, y float64, number int, lines []string) {
	num := strconv.Itoa(number) + "."
	d.setFont(d.fs.bold, hintSize)
	d.setGrey(0)
	indent := d.l.hintIndent
	d.Text(x+indent-d.fs.bold.width(nil, num+" ")*hintSize, y+hintSize, num)
	d.setFont(d.fs.regular, hintSize)
	for k, line := range lines {
		d.Text(x+indent, y+hintSize+float64(k)*hintLine, line)
	}
}

// shadeCells fills the cells of m's shaded cages and its windows, and
// draws its diagonals over them, all under the grid's lines.
func (d *pdfDoc) shadeCells(x, y float64, m *marks) {
	cell := m.cell
	for c, g := range m.shade {
		if g != 0 {
			r, col := m.cells.pos(c)
			d.setFill(g)
			d.Rect(x+float64(col)*cell, y+float64(r)*cell, cell, cell, "F")
		}
	}
	for _, w := range m.windows {
		d.setFill(greyWindow)
		d.Rect(w.x, w.y, w.w, w.h, "F")
	}
	if len(m.diagonals) > 0 {
		d.setStroke(greyDiagonal)
		d.setWidth(m.diagWidth)
		for _, l := range m.diagonals {
			d.Line(l[0].x, l[0].y, l[1].x, l[1].y)
		}
		d.setStroke(0)
	}
}

// marks draws the cage outlines, the chevrons and the sums on their
// patches of m, over the grid's lines and under its digits.
func (d *pdfDoc) marks(m *marks) {
	d.setStroke(m.grey)
	if len(m.loops) > 0 {
		d.setWidth(m.cageWidth)
		d.setDash(m.dash, m.gap)
		for _, loop := range m.loops {
			d.MoveTo(loop[0].x, loop[0].y)
			for _, p := range loop[1:] {
				d.LineTo(p.x, p.y)
			}
			d.ClosePath()
			d.DrawPath("D")
		}
		d.setDash(0, 0)
	}
	if len(m.chevrons) > 0 {
		d.SetLineCapStyle("round")
		d.SetLineJoinStyle("round")
		for _, halo := range []bool{true, false} {
			if halo {
				d.setStroke(255)
				d.setWidth(m.chevWidth + 2*m.halo)
			} else {
				d.setStroke(m.grey)
				d.setWidth(m.chevWidth)
			}
			for _, c := range m.chevrons {
				d.MoveTo(c[0].x, c[0].y)
				d.LineTo(c[1].x, c[1].y)
				d.LineTo(c[2].x, c[2].y)
				d.DrawPath("D")
			}
		}
		d.SetLineCapStyle("butt")
		d.SetLineJoinStyle("miter")
	}
	if len(m.sums) > 0 {
		for _, s := range m.sums {
			d.setFill(s.grey)
			d.Rect(s.patch.x, s.patch.y, s.patch.w, s.patch.h, "F")
		}
		d.setFont(d.fs.medium, m.sumSize)
		d.setGrey(m.grey)
		for _, s := range m.sums {
			d.Text(s.x, s.y, s.text)
		}
	}
	d.setStroke(0)
}

// label prints the first of the (left, right) pairs that fits the grid's
// width: left in bold, right in grey and flush with the grid's right edge.
func (d *pdfDoc) label(x, y float64, s slot, choices [][2]string) {
	base := y - s.label*0.55
	for k, c := range choices {
		d.setFont(d.fs.bold, s.label)
		lw := d.GetStringWidth(c[0])
		d.setFont(d.fs.regular, s.label)
		rw := d.GetStringWidth(c[1])
		if lw+rw+s.label <= s.side || k == len(choices)-1 {
			d.setFont(d.fs.bold, s.label)
			d.setGrey(0)
			d.Text(x, base, c[0])
			if c[1] != "" {
				d.setFont(d.fs.regular, s.label)
				d.setGrey(greyLabel)
				d.Text(x+s.side-rw, base, c[1])
			}
			return
		}
	}
}

// lines draws the grid of v: thin cell rules first, then the thick box
// rules (boxLines; a jigsaw's region borders, see shape.go) and border
// over them, so the crossings stay clean. A joined board is side wide
// and ruled as boardRules says.
func (d *pdfDoc) lines(x, y, side float64, v *puzzle.Puzzle) {
	if l := v.Layout; l != nil {
		d.boardLines(x, y, side/float64(l.W), v)
		return
	}
	thin, thick := lineWidths(side)
	n := v.N()
	cell := side / float64(n)
	if v.Regions != nil {
		d.setWidth(thin)
		for i := 1; i < n; i++ {
			o := float64(i) * cell
			d.Line(x+o, y, x+o, y+side)
			d.Line(x, y+o, x+side, y+o)
		}
		d.setWidth(thick)
		d.SetLineCapStyle("square")
		for _, r := range regionRuns(v) {
			d.Line(x+float64(r.x0)*cell, y+float64(r.y0)*cell, x+float64(r.x1)*cell, y+float64(r.y1)*cell)
		}
		d.SetLineCapStyle("butt")
		d.Rect(x, y, side, side, "D")
		return
	}
	vertical, horizontal := boxLines(v)
	d.setWidth(thin)
	for i := 1; i < n; i++ {
		o := float64(i) * cell
		if !vertical(i) {
			d.Line(x+o, y, x+o, y+side)
		}
		if !horizontal(i) {
			d.Line(x, y+o, x+side, y+o)
		}
	}
	d.setWidth(thick)
	for i := 1; i < n; i++ {
		o := float64(i) * cell
		if vertical(i) {
			d.Line(x+o, y, x+o, y+side)
		}
		if horizontal(i) {
			d.Line(x, y+o, x+side, y+o)
		}
	}
	d.Rect(x, y, side, side, "D")
}

// boardLines draws the rules of v's joined board of cells cell wide at
// (x, y): its thin runs, then its thick ones with square caps, which
// close the corners where a border turns (boardRules).
func (d *pdfDoc) boardLines(x, y, cell float64, v *puzzle.Puzzle) {
	thin, thick := gridWidths(v, cell*float64(v.Layout.W))
	tn, tk := boardRules(v.Layout)
	line := func(r run) {
		d.Line(x+float64(r.x0)*cell, y+float64(r.y0)*cell, x+float64(r.x1)*cell, y+float64(r.y1)*cell)
	}
	d.setWidth(thin)
	for _, r := range tn {
		line(r)
	}
	d.setWidth(thick)
	d.SetLineCapStyle("square")
	for _, r := range tk {
		line(r)
	}
	d.SetLineCapStyle("butt")
}

// digit prints v in cell i of the grid at (x, y) that gt places, in
// the current font, its ink centred in the cell.
func (d *pdfDoc) digit(x, y float64, gt *gridText, i int, v uint8) {
	px, py, text := gt.at(d.font, x, y, i, v)
	d.Text(px, py, text)
}

var digits = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
