package book

import (
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
)

// WriteHTML writes b as one self-contained HTML page (no scripts, no
// external files) that prints like the PDF: the same paper, margins (with
// the alternating gutter of the trims, through @page :left and :right), the
// same number of grids a page and the same grid size. Grids are tables, so
// the page also reads well on screen and to a screen reader. Browsers use
// the first of Go, Helvetica or Arial they find; for output that is the same
// everywhere, print the PDF.
func WriteHTML(w io.Writer, b *Book, o Options) error {
	o, err := prepare(b, o)
	if err != nil {
		return err
	}
	l := newLayout(len(b.Puzzles), o)
	cols, _ := gridShape(o.PerPage)
	d := htmlDoc{
		Title:     title(b),
		Subtitle:  b.Subtitle,
		Summary:   summary(b),
		Rules:     rules(b),
		CSS:       template.CSS(htmlCSS(l, cols)),
		RulesPage: o.Paper.IsTrim(),
	}
	if !b.Created.IsZero() {
		d.Date = b.Created.Format("2 January 2006")
		d.ISODate = b.Created.Format("2006-01-02")
	}
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		if i%o.PerPage == 0 {
			d.Pages = append(d.Pages, nil)
		}
		d.Pages[len(d.Pages)-1] = append(d.Pages[len(d.Pages)-1], htmlGrid{
			ID: "p" + strconv.Itoa(p.Number), Left: "Puzzle " + strconv.Itoa(p.Number), Right: details(p), Rows: htmlRows(p, false),
		})
	}
	if o.Solutions {
		d.KeyFrom = l.firstKeyPage()
		last := 0
		for i := range b.Puzzles {
			p := &b.Puzzles[i]
			if page, _ := l.keyPage(i); page != last {
				d.Key = append(d.Key, nil)
				last = page
			}
			from, _ := l.puzzlePage(i)
			d.Key[len(d.Key)-1] = append(d.Key[len(d.Key)-1], htmlGrid{
				ID: "s" + strconv.Itoa(p.Number), Left: strconv.Itoa(p.Number), Right: fmt.Sprintf("puzzle on page %d", from), Rows: htmlRows(p, true),
			})
		}
	}
	return htmlPage.Execute(w, d)
}

type htmlDoc struct {
	Title, Subtitle, Summary string
	Date, ISODate            string
	Rules                    []rulesBlock
	CSS                      template.CSS
	Pages                    [][]htmlGrid
	KeyFrom                  int
	RulesPage                bool // the rules on a page of their own (trims), as in the PDF
	Key                      [][]htmlGrid
}

type htmlGrid struct {
	ID          string // fragment id: p12 for puzzle 12, s12 for its solution
	Left, Right string
	Rows        [9][9]htmlCell
}

type htmlCell struct {
	Digit string // "" for a blank
	Given bool   // in the answer key: a given, printed bold
}

func htmlRows(p *Puzzle, key bool) (rows [9][9]htmlCell) {
	for i := range 81 {
		c := &rows[i/9][i%9]
		switch {
		case p.Grid[i] != 0:
			c.Digit, c.Given = digits[p.Grid[i]], key
		case key:
			c.Digit = digits[p.Solution[i]]
		}
	}
	return rows
}

// htmlCSS sizes the page, the margins and the grids from the PDF layout.
func htmlCSS(l *layout, cols int) string {
	s := l.spec
	mmOf := func(v float64) string { return strconv.FormatFloat(v/mm, 'f', 1, 64) + "mm" }
	var b strings.Builder
	fmt.Fprintf(&b, "@page { size: %s %s; margin: %s %s %s %s; }\n", mmOf(s.w), mmOf(s.h), mmOf(s.top), mmOf(s.outer), mmOf(s.bottom), mmOf(s.inner))
	if l.paper.IsTrim() {
		fmt.Fprintf(&b, "@page :left { margin-left: %s; margin-right: %s; }\n", mmOf(s.outer), mmOf(s.inner))
		fmt.Fprintf(&b, "@page :right { margin-left: %s; margin-right: %s; }\n", mmOf(s.inner), mmOf(s.outer))
	}
	w, h := l.liveSize()
	ps, ks := l.slots[0], l.keySlots[0]
	kcols := 0
	for _, k := range l.keySlots {
		if k.y == ks.y {
			kcols++
		}
	}
	_, pthick := lineWidths(ps.side)
	pthin, _ := lineWidths(ps.side)
	kthin, kthick := lineWidths(ks.side)
	fmt.Fprintf(&b, ":root { --key-head: %gpt; --key-head-size: %gpt; }\n", keyHeading, keyHeadingSize)
	fmt.Fprintf(&b, ":root { --m-top: %s; --m-outer: %s; --m-bottom: %s; --m-inner: %s; }\n", mmOf(s.top), mmOf(s.outer), mmOf(s.bottom), mmOf(s.inner))
	fmt.Fprintf(&b, ":root { --page-w: %s; --page-h: %s; --live-w: %s; --live-h: %s; --cols: %d; --cell: %s; --label: %.1fpt; --thin: %.2fpt; --thick: %.2fpt; --key-cols: %d; --key-cell: %s; --key-label: %.1fpt; --key-thin: %.2fpt; --key-thick: %.2fpt; }\n",
		mmOf(s.w), mmOf(s.h), mmOf(w), mmOf(h), cols, mmOf(ps.side/9), ps.label, pthin, pthick, kcols, mmOf(ks.side/9), ks.label, kthin, kthick)
	return b.String()
}

var htmlPage = template.Must(template.New("book").Parse(`<!DOCTYPE html>
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
.page { display: flow-root; width: var(--live-w); height: calc(var(--live-h) - 1mm); margin: 0 auto; break-after: page; position: relative; }
.page:last-child { break-after: auto; }
.title { text-align: center; padding-top: 22%; }
.title h1 { font-size: 30pt; margin: 0 0 6mm; }
.title .subtitle { font-size: 15pt; margin: 0 0 4mm; }
.title .summary { font-size: 11pt; color: #5a5a5a; margin: 0 0 2mm; }
.title time { position: absolute; bottom: 0; left: 0; right: 0; font-size: 10pt; color: #5a5a5a; }
.rules { width: min(100%, 105mm); margin: 22mm auto 0; text-align: left; font-size: 10pt; line-height: 1.4; }
.rules h2 { font-size: 11.5pt; margin: 5mm 0 1mm; }
.rules p { margin: 0; }
.grades { display: grid; grid-template-columns: max-content 1fr; column-gap: 3mm; row-gap: 0.6mm; margin: 1.5mm 0 0; }
.grades.banded { grid-template-columns: max-content max-content 1fr; }
.grades dt { font-weight: 700; }
.grades dd { margin: 0; }
.grids { display: grid; grid-template-columns: repeat(var(--cols), max-content); justify-content: center; align-content: space-evenly; column-gap: 10mm; height: 100%; }
.key .grids { grid-template-columns: repeat(var(--key-cols), max-content); align-content: start; column-gap: 7mm; row-gap: 5mm; }
.key h2 { height: var(--key-head); margin: 0; font-size: var(--key-head-size); line-height: 1; }
.key h2 + .grids { height: calc(100% - var(--key-head)); }
figure { margin: 0; break-inside: avoid; }
figcaption { display: flex; justify-content: space-between; font-size: var(--label); line-height: 1.9; }
figcaption b { font-weight: 700; }
figcaption span { color: #5a5a5a; }
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
@media screen {
  body { background: #e8e8e8; padding: 8mm 0; }
  .page { width: var(--page-w); height: var(--page-h); padding: var(--m-top) var(--m-outer) var(--m-bottom) var(--m-inner); margin: 0 auto 8mm; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.25); }
}
</style>
</head>
<body>
<section class="page title">
<h1>{{.Title}}</h1>
{{- if .Subtitle}}
<p class="subtitle">{{.Subtitle}}</p>
{{- end}}
<p class="summary">{{.Summary}}</p>
{{- if .KeyFrom}}
<p class="summary">Solutions begin on page {{.KeyFrom}}</p>
{{- end}}
{{- if not .RulesPage}}
{{template "rules" .Rules}}
{{- end}}
{{- if .Date}}
<time datetime="{{.ISODate}}">{{.Date}}</time>
{{- end}}
</section>
{{- if .RulesPage}}
<section class="page">
{{template "rules" .Rules}}
</section>
{{- end}}
{{- range .Pages}}
<section class="page"><div class="grids">
{{- range .}}
{{template "grid" .}}
{{- end}}
</div></section>
{{- end}}
{{- range $i, $grids := .Key}}
<section class="page key">
{{- if eq $i 0}}<h2 id="solutions">Solutions</h2>{{end}}<div class="grids">
{{- range .}}
{{template "grid" .}}
{{- end}}
</div></section>
{{- end}}
</body>
</html>
{{define "rules" -}}
<div class="rules">
{{- range .}}
<h2>{{.Heading}}</h2>
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
{{- end}}
{{define "grid" -}}
<figure id="{{.ID}}"><figcaption><b>{{.Left}}</b><span>{{.Right}}</span></figcaption>
<table>
{{- range .Rows}}
<tr>{{range .}}<td{{if .Given}} class="g"{{end}}>{{.Digit}}</td>{{end}}</tr>
{{- end}}
</table></figure>
{{- end}}
`))
