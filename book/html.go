package book

import (
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// WriteHTML writes b as one self-contained HTML page (no scripts, no
// external files) that prints like the PDF: the same paper, margins (with
// the alternating gutter of the trims, through @page :left and :right), the
// same pages with the same page numbers, the same number of grids a page
// and the same grid size. Grids are tables, so the page also reads well on
// screen and to a screen reader. On screen the pages are drawn as sheets
// of paper, scaled down to fit a narrow window. The title page's
// reference to the answer key and each answer's to its puzzle are links
// too. Browsers use the first of Go, Helvetica or Arial they find; for
// output that is the same everywhere, print the PDF.
//
// A variant puzzle's grid is drawn as inline SVG, the very picture of the
// SVG output (cages, sums and signs as the PDF draws them, digits as
// outlines of the Go fonts, defined once at the top of the page), since a
// table cannot draw a dashed outline inside its cells; so are the
// drawings beside the rules of the cages and the signs, grids of other
// sizes than 9×9 (whose box lines a table's fixed rules would not draw)
// and grids printed with symbols (Options.Symbols; the reader's fonts
// may lack them). In a book with
// variant puzzles each puzzle's label also links to SudokuPad, on screen
// only, so that a reader can solve it there, with its regions, diagonals
// and windows (puzzleio.SudokuPadURL).
func WriteHTML(w io.Writer, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	fs, err := loadFonts()
	if err != nil {
		return err
	}
	l := newLayout(b, o, fs)
	cols, _ := gridShape(o.PerPage)
	d := htmlDoc{
		Title:    title(b),
		Subtitle: b.Subtitle,
		Summary:  summary(b),
		CSS:      template.CSS(htmlCSS(l, cols)),
	}
	if !b.Created.IsZero() {
		d.Date = b.Created.Format("2 January 2006")
		d.ISODate = b.Created.Format("2006-01-02")
	}
	if l.rulesApart {
		d.RulesPage = l.newHTMLPage(2)
	}
	// page returns the page numbered n, adding it if it is new; puzzles
	// and answers come in page order.
	page := func(n int, class string) *htmlPage {
		if k := len(d.Pages); k > 0 && d.Pages[k-1].Number == n {
			return &d.Pages[k-1]
		}
		p := l.newHTMLPage(n)
		p.Class = class
		d.Pages = append(d.Pages, *p)
		return &d.Pages[len(d.Pages)-1]
	}
	lab := labelerOf(b)
	// A grid is a table only when it is a classic 9×9 one printed with
	// digits; every other is drawn (svgGrid).
	var art *htmlArt
	links := b.hasVariants()
	if links || o.Symbols != nil {
		if art, err = newHTMLArt(l, o); err != nil {
			return err
		}
	}
	svgGrid := func(p *Entry) bool { return p.isVariant() || o.Symbols != nil }
	for _, blk := range rules(b, l.rulesStyle, o.Symbols) {
		r := htmlRule{rulesBlock: blk}
		if blk.Example != nil {
			r.Art = art.example(blk.Example) // only variants have drawings
		}
		d.Rules = append(d.Rules, r)
	}
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		n, s := l.puzzlePage(i)
		s = s.fit(&p.Puzzle)
		pg := page(n, "page")
		g := htmlGrid{ID: "p" + strconv.Itoa(p.Number), Left: "Puzzle " + strconv.Itoa(p.Number), Right: lab.details(p), Turned: s.turned}
		if links && hasSudokuPad(p) {
			g.Pad = sudokuPadURL(b, p)
		}
		d.Turned = d.Turned || s.turned
		if svgGrid(p) {
			g.SVG = art.grid(p, false, s)
		} else {
			g.Rows = htmlRows(p, false)
		}
		pg.Grids = append(pg.Grids, g)
	}
	if o.Hints {
		d.Hints = true
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			n, _ := l.hintPage(i)
			pg := page(n, "page hints")
			pg.Heading = pg.Heading || i == 0
			pg.Hints = append(pg.Hints, htmlHint{Number: p.Number, Lines: l.hints[i]})
		}
	}
	if o.Solutions {
		d.KeyFrom = l.firstKeyPage()
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			n, s := l.keyPage(i)
			s = s.fit(&p.Puzzle)
			pg := page(n, "page key")
			pg.Heading = n == d.KeyFrom
			from, _ := l.puzzlePage(i)
			g := htmlGrid{
				ID: "s" + strconv.Itoa(p.Number), Left: strconv.Itoa(p.Number), Right: fmt.Sprintf("puzzle on page %d", from),
				Href: "#p" + strconv.Itoa(p.Number),
			}
			if svgGrid(p) {
				g.SVG = art.grid(p, true, s)
			} else {
				g.Rows = htmlRows(p, true)
			}
			pg.Grids = append(pg.Grids, g)
		}
	}
	if art != nil {
		if d.Glyphs, err = art.defs(); err != nil {
			return err
		}
	}
	return htmlTemplate.Execute(w, d)
}

// htmlArt draws the variant grids of an html book as inline SVG with one
// canvas, whose glyphs all the grids share.
type htmlArt struct {
	c             *svgCanvas
	side, keySide float64 // the grids' sides in points, as in the PDF
	shade         bool
}

func newHTMLArt(l *layout, o Options) (*htmlArt, error) {
	c, err := newSVGCanvas()
	if err != nil {
		return nil, err
	}
	c.sym = o.Symbols
	return &htmlArt{c: c, side: l.slots[0].side, keySide: l.keySlots[0].side, shade: o.Shade}, nil
}

// grid returns p's grid (its solution with key) as an <svg> element whose
// view box is the grid and half its border's width around it. A joined
// board is drawn in its slot s (slot.fit), its size in the page's points
// set on the element, as the CSS sizes the grids of one size.
func (a *htmlArt) grid(p *Entry, key bool, s slot) template.HTML {
	side := a.side
	if key {
		side = a.keySide
	}
	v := &p.Puzzle
	if isJoined(v) {
		side = s.side
	}
	_, thick := gridWidths(v, side)
	a.c.body.Reset()
	a.c.grid(0, 0, side, p, key, a.shade && !key)
	what := fmt.Sprintf("%s grid: %d cages, %d signs, %s", kindName(p.Puzzle.Kind()), len(v.Cages), len(v.Signs), clues(p.Clues()))
	if isJoined(v) && len(v.Cages) == 0 && len(v.Signs) == 0 {
		what = fmt.Sprintf("%s board, %s: %s", kindName(v.Kind()), clues(p.Clues()), cellsText(v, &v.Givens, a.c.sym))
	}
	if !p.hasMarks() {
		// A grid of another size, or printed with symbols: what a
		// reader of the screen wants is its givens.
		what = fmt.Sprintf("%s grid, %s: %s", kindName(p.Puzzle.Kind()), clues(p.Clues()), cellsText(v, &v.Givens, a.c.sym))
	}
	if key {
		what = fmt.Sprintf("Solution of puzzle %d: %s", p.Number, cellsText(v, &p.Solution, a.c.sym))
	}
	o, w := round2(-thick/2), round2(side+thick)
	if m := cellsOf(v); isJoined(v) {
		h := round2(side*float64(m.rows)/float64(m.cols) + thick)
		return template.HTML(fmt.Sprintf(`<svg class="vg" viewBox="%s %s %s %s" style="width: calc(%s * var(--pt)); height: calc(%s * var(--pt))" role="img" aria-label="%s">`+"\n%s</svg>",
			o, o, w, h, w, h, template.HTMLEscapeString(what), a.c.body.String()))
	}
	return template.HTML(fmt.Sprintf(`<svg class="vg" viewBox="%s %s %s %s" role="img" aria-label="%s">`+"\n%s</svg>",
		o, o, w, w, template.HTMLEscapeString(what), a.c.body.String()))
}

// cellsText is g, the givens or a solution of v, as its text form gives
// it (grid.Geometry.FormatGrid: '.' a blank, 1-9 then A-G), or with
// sym each digit as its symbol.
func cellsText(v *puzzle.Puzzle, g *grid.Grid, sym Symbols) string {
	text := v.FormatCells(g)
	if sym == nil {
		return text
	}
	var b strings.Builder
	for i := range len(text) {
		if d, _ := grid.ParseDigit(text[i]); d != 0 {
			b.WriteRune(sym[d-1])
		} else {
			b.WriteByte(text[i])
		}
	}
	return b.String()
}

// example returns a rule's drawing as an <svg> element, set beside its
// paragraph: its view box is the drawing and half a line's width around
// it, its size in the page's points.
func (a *htmlArt) example(ex *ruleExample) template.HTML {
	// Around the drawing: half its widest line, a whole grid's border.
	thin, thick := gridWidths(&ex.Puzzle, ex.side())
	if ex.whole() {
		thin = thick
	}
	a.c.body.Reset()
	a.c.example(0, 0, ex)
	w, h := ex.size()
	o := round2(-thin / 2)
	return template.HTML(fmt.Sprintf(`<svg class="ex" viewBox="%s %s %s %s" style="width: calc(%s * var(--pt)); height: calc(%s * var(--pt))" role="img" aria-label="%s">`+"\n%s</svg>",
		o, o, round2(w+thin), round2(h+thin), round2(w+thin), round2(h+thin), template.HTMLEscapeString(ex.Alt), a.c.body.String()))
}

// defs returns the glyphs the grids use, in a hidden <svg> for the top of
// the page.
func (a *htmlArt) defs() (template.HTML, error) {
	if a.c.err != nil {
		return "", a.c.err
	}
	var b strings.Builder
	b.WriteString(`<svg class="glyphs" aria-hidden="true"><defs>` + "\n")
	for _, id := range a.c.order {
		if g := a.c.glyphs[id]; g.path != "" {
			fmt.Fprintf(&b, "<path id=\"%s\" d=\"%s\"/>\n", id, g.path)
		}
	}
	b.WriteString("</defs></svg>")
	return template.HTML(b.String()), nil
}

type htmlDoc struct {
	Title, Subtitle, Summary string
	Date, ISODate            string
	Rules                    []htmlRule
	CSS                      template.CSS
	// RulesPage is the page of the rules on the book trims, the title
	// page's back as in the PDF; nil when they are on the title page.
	RulesPage *htmlPage
	Pages     []htmlPage // the puzzle pages, then the answer key's
	KeyFrom   int        // the answer key's first page; 0 without a key
	Hints     bool       // the book has a hints section
	Turned    bool       // a board of the book is turned on its page
	// Glyphs are the outlines of the digits that variant grids draw.
	Glyphs template.HTML
}

// htmlRule is a block of the rules with its drawing, if it has one.
type htmlRule struct {
	rulesBlock
	Art template.HTML
}

// htmlPage is a page after the title page, with its number at its foot as
// in the PDF.
type htmlPage struct {
	Number  int
	Class   string // "page", "page hints" in the hints, "page key" in the answer key
	Side    string // "even" for a left-hand page of a trim, else ""
	Folio   string // where the page number sits: "c"entred, or on the "l"eft or "r"ight
	Heading bool   // the section's heading (hints, answer key) goes on top
	Grids   []htmlGrid
	Hints   []htmlHint // on a page of the hints section, which has no grids
}

// htmlHint is a puzzle's hint in the hints section, in the lines the
// PDF prints: a browser's font may set them wider, and then cuts them
// short rather than break them again, so that the pages stay the PDF's.
type htmlHint struct {
	Number int
	Lines  []string
}

// newHTMLPage returns page n with its number placed as the PDF places it
// (see pdfDoc.pageNumber).
func (l *layout) newHTMLPage(n int) *htmlPage {
	p := &htmlPage{Number: n, Class: "page", Folio: "c"}
	if l.paper.IsTrim() {
		p.Folio = "r"
		if n%2 == 0 {
			p.Side, p.Folio = "even", "l"
		}
	}
	return p
}

type htmlGrid struct {
	ID          string // fragment id: p12 for puzzle 12, s12 for its solution
	Left, Right string
	Href        string // what Right links to, if anything
	Pad         string // a link that opens the puzzle in SudokuPad, if any
	Rows        [9][9]htmlCell
	SVG         template.HTML // a variant's grid, drawn instead of Rows
	// Turned draws the figure a quarter turn anticlockwise, as the PDF
	// turns a board wider than tall (slot.fit).
	Turned bool
}

type htmlCell struct {
	Digit string // "" for a blank
	Given bool   // in the answer key: a given, printed bold
}

func htmlRows(p *Entry, key bool) (rows [9][9]htmlCell) {
	for i := range 81 {
		c := &rows[i/9][i%9]
		switch {
		case p.Puzzle.Givens[i] != 0:
			c.Digit, c.Given = digits[p.Puzzle.Givens[i]], key
		case key:
			c.Digit = digits[p.Solution[i]]
		}
	}
	return rows
}

// htmlCSS sizes the page, the margins and the grids from the PDF layout.
// Lengths on the page are multiples of --mm and --pt, which are the real
// millimetre and point on paper; on screen they shrink when the window is
// narrower than the page, so that the page scales down as a whole instead
// of running off the window. On screen the margins are drawn as a white
// border rather than padding, so that a page's content box stays the live
// area as in print, and what sits at its foot (the page number, the date)
// stays inside the sheet.
func htmlCSS(l *layout, cols int) string {
	s := l.spec
	mmOf := func(v float64) string { return strconv.FormatFloat(v/mm, 'f', 1, 64) + "mm" }
	scaled := func(v float64) string { return "calc(" + strconv.FormatFloat(v/mm, 'f', 1, 64) + " * var(--mm))" }
	pt := func(v float64, prec int) string {
		return "calc(" + strconv.FormatFloat(v, 'f', prec, 64) + " * var(--pt))"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "@page { size: %s %s; margin: %s %s %s %s; }\n", mmOf(s.w), mmOf(s.h), mmOf(s.top), mmOf(s.outer), mmOf(s.bottom), mmOf(s.inner))
	if l.paper.IsTrim() {
		fmt.Fprintf(&b, "@page :left { margin-left: %s; margin-right: %s; }\n", mmOf(s.outer), mmOf(s.inner))
		fmt.Fprintf(&b, "@page :right { margin-left: %s; margin-right: %s; }\n", mmOf(s.inner), mmOf(s.outer))
	}
	// The window's width less room for a scroll bar and a little air,
	// over the page's width in millimetres.
	fmt.Fprintf(&b, ":root { --mm: 1mm; --pt: 1pt; }\n@media screen { :root { --mm: min(1mm, (100vw - 40px) / %s); --pt: calc(var(--mm) * 25.4 / 72); } }\n",
		strconv.FormatFloat(s.w/mm, 'f', 1, 64))
	w, h := l.liveSize()
	ps, ks := l.slots[0], l.keySlots[0]
	kcols := 0
	for _, k := range l.keySlots {
		if k.y == ks.y {
			kcols++
		}
	}
	pthin, pthick := lineWidths(ps.side)
	kthin, kthick := lineWidths(ks.side)
	fmt.Fprintf(&b, ":root { --m-top: %s; --m-outer: %s; --m-bottom: %s; --m-inner: %s; --footer: %s; --key-head: %s; --key-head-size: %s; }\n",
		scaled(s.top), scaled(s.outer), scaled(s.bottom), scaled(s.inner), pt(footer, 0), pt(keyHeading, 0), pt(keyHeadingSize, 0))
	if l.hints != nil {
		fmt.Fprintf(&b, ":root { --hint-size: %s; --hint-gap: %s; --hint-indent: %s; }\n", pt(hintSize, 0), pt(hintGap, 0), pt(l.hintIndent, 2))
	}
	fmt.Fprintf(&b, ":root { --page-w: %s; --page-h: %s; --live-w: %s; --live-h: %s; --cols: %d; --cell: %s; --label: %s; --thin: %s; --thick: %s; --key-cols: %d; --key-cell: %s; --key-label: %s; --key-thin: %s; --key-thick: %s; }\n",
		scaled(s.w), scaled(s.h), scaled(w), scaled(h), cols, scaled(ps.side/9), pt(ps.label, 1), pt(pthin, 2), pt(pthick, 2),
		kcols, scaled(ks.side/9), pt(ks.label, 1), pt(kthin, 2), pt(kthick, 2))
	return b.String()
}

var htmlTemplate = template.Must(template.New("book").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="` + Creator + `">
<title>{{.Title}}</title>
<style>
{{.CSS}}
* { box-sizing: border-box; }
body { margin: 0; color: #000; font-family: "Go", "Helvetica Neue", Helvetica, Arial, sans-serif; font-variant-numeric: tabular-nums; }
a { color: inherit; text-decoration: none; }
.page { display: flow-root; width: var(--live-w); height: calc(var(--live-h) - var(--mm)); margin: 0 auto; break-after: page; position: relative; }
.page:last-child { break-after: auto; }
.folio { position: absolute; left: 0; right: 0; bottom: 0; margin: 0; font-size: calc(9 * var(--pt)); line-height: 1; text-align: center; }
.folio.l { text-align: left; }
.folio.r { text-align: right; }
.title { display: flex; flex-direction: column; align-items: center; text-align: center; padding-top: calc(0.2 * var(--live-h)); }
.title h1 { font-size: calc(30 * var(--pt)); margin: 0 0 calc(6 * var(--mm)); }
.title .subtitle { font-size: calc(15 * var(--pt)); margin: 0 0 calc(4 * var(--mm)); }
.title .summary { font-size: calc(11 * var(--pt)); color: #5a5a5a; margin: 0 0 calc(2 * var(--mm)); }
.title time { margin-top: auto; font-size: calc(10 * var(--pt)); line-height: 1; color: #5a5a5a; }
.rules { width: min(100%, calc(105 * var(--mm))); margin: calc(16 * var(--mm)) auto calc(6 * var(--mm)); text-align: left; font-size: calc(10 * var(--pt)); line-height: 1.4; }
.title .rules { margin: auto; padding-top: calc(10 * var(--mm)); }
.page:not(.title) > .rules { margin-top: calc(0.18 * var(--live-h)); }
.rules h2 { font-size: calc(11.5 * var(--pt)); margin: calc(5 * var(--mm)) 0 calc(1 * var(--mm)); }
.rules p { margin: 0; }
.grades { display: grid; grid-template-columns: max-content 1fr; column-gap: calc(3 * var(--mm)); row-gap: calc(0.6 * var(--mm)); margin: calc(1.5 * var(--mm)) 0 0; }
.grades.banded { grid-template-columns: max-content max-content 1fr; }
.grades dt { font-weight: 700; }
.grades dd { margin: 0; }
.grids { display: grid; grid-template-columns: repeat(var(--cols), max-content); justify-content: center; align-content: space-evenly; column-gap: calc(10 * var(--mm)); height: calc(100% - var(--footer)); }
.key .grids { grid-template-columns: repeat(var(--key-cols), max-content); align-content: start; column-gap: calc(7 * var(--mm)); row-gap: calc(5 * var(--mm)); }
.key h2 { grid-column: 1 / -1; height: calc(var(--key-head) - 5 * var(--mm)); margin: 0; font-size: var(--key-head-size); line-height: 1; }
figure { margin: 0; break-inside: avoid; }
figcaption { display: flex; justify-content: space-between; font-size: var(--label); line-height: 1.9; }
figcaption b { font-weight: 700; }
figcaption span, figcaption a { color: #5a5a5a; }
.key figcaption { font-size: var(--key-label); }
table { border-collapse: collapse; border: var(--thick) solid #000; }
td { width: var(--cell); height: var(--cell); padding: 0; border: var(--thin) solid #000; text-align: center; vertical-align: middle; font-size: calc(var(--cell) * 0.6); font-weight: 500; line-height: 1; }
td:nth-child(3n) { border-right-width: var(--thick); }
tr:nth-child(3n) td { border-bottom-width: var(--thick); }
.key table { border-width: var(--key-thick); }
.key td { width: var(--key-cell); height: var(--key-cell); border-width: var(--key-thin); font-size: calc(var(--key-cell) * 0.6); font-weight: 400; color: #646464; }
.key td:nth-child(3n) { border-right-width: var(--key-thick); }
.key tr:nth-child(3n) td { border-bottom-width: var(--key-thick); }
.key td.g { font-weight: 700; color: #000; }
{{- if .Turned}}
.grids:has(> figure.turned) { position: relative; }
figure.turned { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%) rotate(-90deg); }
{{- end}}
{{- if .Hints}}
.hint-list h2 { height: var(--key-head); margin: 0; font-size: var(--key-head-size); line-height: 1; }
.hint-list p { position: relative; margin: 0 0 var(--hint-gap); padding-left: var(--hint-indent); font-size: var(--hint-size); line-height: 1.3; }
.hint-list a { position: absolute; left: 0; width: calc(var(--hint-indent) - 0.3em); text-align: right; font-weight: 700; }
.hint-list span { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
{{- end}}
{{- if .Glyphs}}
svg.vg { display: block; width: calc(9 * var(--cell) + var(--thick)); height: calc(9 * var(--cell) + var(--thick)); }
.key svg.vg { width: calc(9 * var(--key-cell) + var(--key-thick)); height: calc(9 * var(--key-cell) + var(--key-thick)); }
svg.glyphs { position: absolute; width: 0; height: 0; }
.title { padding-top: 0; }
.title::before { content: ""; flex: 0 1 calc(0.2 * var(--live-h)); }
.pad { margin-left: 0.6em; font-weight: 400; color: #1a5fb4; }
.rules h2 { clear: both; margin-top: calc(4 * var(--mm)); }
svg.ex { float: right; margin: calc(0.3 * var(--mm)) 0 0 calc(5 * var(--mm)); }
.title .rules { padding-top: calc(2 * var(--mm)); }
.page:not(.title):has(> .rules) { display: flex; flex-direction: column; }
.page:not(.title):has(> .rules)::before { content: ""; flex: 0 1 calc(0.18 * var(--live-h)); }
.page:not(.title) > .rules { margin-top: 0; }
@media print { .pad { display: none; } }
{{- end}}
@media screen {
  body { background: #e8e8e8; padding: calc(8 * var(--mm)) 0; }
  .page { box-sizing: content-box; height: var(--live-h); border: solid #fff; border-width: var(--m-top) var(--m-outer) var(--m-bottom) var(--m-inner); margin: 0 auto calc(8 * var(--mm)); background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.25); }
  .page.even { border-left-width: var(--m-outer); border-right-width: var(--m-inner); }
  a:hover { text-decoration: underline; }
}
</style>
</head>
<body>
{{- with .Glyphs}}
{{.}}
{{- end}}
<section class="page title">
<h1>{{.Title}}</h1>
{{- if .Subtitle}}
<p class="subtitle">{{.Subtitle}}</p>
{{- end}}
<p class="summary">{{.Summary}}</p>
{{- if .KeyFrom}}
<p class="summary"><a href="#solutions">Solutions begin on page {{.KeyFrom}}</a></p>
{{- end}}
{{- if not .RulesPage}}
{{template "rules" .Rules}}
{{- end}}
{{- if .Date}}
<time datetime="{{.ISODate}}">{{.Date}}</time>
{{- end}}
</section>
{{- with .RulesPage}}
<section class="{{.Class}}{{if .Side}} {{.Side}}{{end}}">
{{template "rules" $.Rules}}
{{template "folio" .}}
</section>
{{- end}}
{{- range .Pages}}
<section class="{{.Class}}{{if .Side}} {{.Side}}{{end}}">
{{- if .Hints}}
<div class="hint-list">
{{- if .Heading}}
<h2 id="hints">Hints</h2>
{{- end}}
{{- range .Hints}}
<p><a href="#p{{.Number}}">{{.Number}}.</a>{{range .Lines}}<span>{{.}}</span>{{end}}</p>
{{- end}}
</div>
{{- else}}
<div class="grids">
{{- if .Heading}}
<h2 id="solutions">Solutions</h2>
{{- end}}
{{- range .Grids}}
{{template "grid" .}}
{{- end}}
</div>
{{- end}}
{{template "folio" .}}
</section>
{{- end}}
</body>
</html>
{{define "folio" -}}
<p class="folio {{.Folio}}">{{.Number}}</p>
{{- end}}{{define "rules" -}}
<div class="rules">
{{- range .}}
<h2>{{.Heading}}</h2>
{{- with .Art}}
{{.}}
{{- end}}
<p>{{.Text}}</p>
{{- with .Grades}}
<dl class="grades{{if (index . 0).Band}} banded{{end}}">
{{- range .}}
<dt>{{.Name}}</dt>{{if .Band}}<dd>{{.Band}}</dd>{{end}}<dd>{{.Needs}}</dd>
{{- end}}
</dl>
{{- end}}
{{- end}}
</div>
{{- end}}{{define "grid" -}}
<figure id="{{.ID}}"{{if .Turned}} class="turned"{{end}}><figcaption><b>{{.Left}}{{with .Pad}}<a class="pad" href="{{.}}" title="Solve on SudokuPad">SudokuPad</a>{{end}}</b>{{if .Href}}<a href="{{.Href}}">{{.Right}}</a>{{else}}<span>{{.Right}}</span>{{end}}</figcaption>
{{- if .SVG}}
{{.SVG}}</figure>
{{- else}}
<table>
{{- range .Rows}}
<tr>{{range .}}<td{{if .Given}} class="g"{{end}}>{{.Digit}}</td>{{end}}</tr>
{{- end}}
</table></figure>
{{- end}}
{{- end}}`))
