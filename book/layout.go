package book

import (
	"math"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
)

// Lengths are in PDF points throughout.
const (
	inch = 72.0
	mm   = 72 / 25.4
)

// paperSpec is a page size with its margins. inner is the margin at the
// spine; for office paper it equals outer.
type paperSpec struct {
	w, h                      float64
	top, bottom, outer, inner float64
}

func specOf(p Paper) paperSpec {
	switch p {
	case Letter:
		return paperSpec{w: 8.5 * inch, h: 11 * inch, top: 0.6 * inch, bottom: 0.6 * inch, outer: 0.6 * inch, inner: 0.6 * inch}
	case Trim6x9:
		return paperSpec{w: 6 * inch, h: 9 * inch, top: 0.5 * inch, bottom: 0.5 * inch, outer: 0.5 * inch}
	case Trim8x11:
		return paperSpec{w: 8.5 * inch, h: 11 * inch, top: 0.6 * inch, bottom: 0.6 * inch, outer: 0.5 * inch}
	}
	return paperSpec{w: 210 * mm, h: 297 * mm, top: 15 * mm, bottom: 15 * mm, outer: 15 * mm, inner: 15 * mm}
}

// trimInner is the inner margin of a bound book of the given page count:
// the minimum that print-on-demand printers ask for (it grows with the
// spine's thickness: 3/8 in up to 150 pages, then 1/8 in more per step up to
// 7/8 in past 700 pages) plus 1/8 in so that no digit hides in the fold, and
// never less than the outer margin plus 1/8 in.
func trimInner(pages int, outer float64) float64 {
	var min float64
	switch {
	case pages <= 150:
		min = 0.375 * inch
	case pages <= 300:
		min = 0.5 * inch
	case pages <= 500:
		min = 0.625 * inch
	case pages <= 700:
		min = 0.75 * inch
	default:
		min = 0.875 * inch
	}
	return math.Max(min, outer) + 0.125*inch
}

type rect struct{ x, y, w, h float64 }

// slot is where one grid goes, relative to the top left of the live area:
// the grid's top-left corner, its side, and the label's font size (the label
// sits above the grid).
//
// In a book of joined boards a page's slots are areas (tall, the area's
// height, is set) that fit places each board in (slot.fit): the area's
// top-left corner and its width in side. A board placed has its width
// in side; turned says it is drawn a quarter turn anticlockwise about
// pivot, its top to the page's left.
type slot struct {
	x, y, side, label float64
	tall              float64 // an area's height; 0 for a grid's slot
	turn              bool    // an area that turns a board wider than tall
	turned            bool
	pivot             point
}

// footer is the band at the bottom of the live area that holds the page
// number; grids stay above it.
const footer = 20.0

// layout is the page plan of a whole book, computed before anything is
// drawn so that page numbers (solutions begin on page N, the answer key's
// back references) are known in advance.
type layout struct {
	paper Paper
	sym   Symbols   // Options.Symbols
	spec  paperSpec // with inner resolved
	front int       // pages before the first puzzle page
	// rulesApart puts the rules on the title page's back, page 2: on
	// the book trims always, on office paper when they do not fit the
	// title page. rulesStyle sets the shapes' rules (jigsaw, X,
	// windoku) as long as room allows.
	rulesApart  bool
	rulesStyle  rulesStyle
	perPage     int
	puzzlePages int
	keyPerPage  int
	keyPages    int
	// hints[i] are the lines of the i-th puzzle's hint (hintLines) and
	// hintAt[i] where they go; hintIndent is the room for the puzzle's
	// number before them; hintPages is 0 without Options.Hints.
	hints      [][]string
	hintAt     []hintPlace
	hintIndent float64
	hintPages  int
	total      int
	slots      []slot // puzzle positions on a page
	keySlots   []slot // answer-key positions on a page
	// keyFirst are the answer-key positions on the key's first page, below
	// its heading: the same grids, in as many rows as fit there.
	keyFirst []slot
}

// hintPlace is where a hint goes: its page among the hints' pages
// (0-based) and the top of its first line in the live area.
type hintPlace struct {
	page int
	y    float64
}

func newLayout(b *Book, o Options, fs *fonts) *layout {
	n := len(b.Puzzles)
	l := &layout{paper: o.Paper, sym: o.Symbols, spec: specOf(o.Paper), perPage: o.PerPage, front: 1}
	if o.Paper.IsTrim() {
		// The title page's back carries the rules, so the first puzzle
		// opens on a right-hand page.
		l.front, l.rulesApart = 2, true
	}
	l.puzzlePages = (n + l.perPage - 1) / l.perPage
	// The inner margin depends on the page count, which depends on how
	// many answer grids fit a page, which depends on the inner margin:
	// iterate until it settles (twice at most in practice; the count only
	// grows with the margin, so this terminates).
	inner := l.spec.inner
	if o.Paper.IsTrim() {
		inner = l.spec.outer + 0.125*inch
		if o.Gutter > 0 {
			inner = o.Gutter
		}
	}
	for range 5 {
		l.spec.inner = inner
		w, h := l.liveSize()
		if b.joined() {
			l.slots = []slot{{side: w, tall: h - footer, turn: true}}
			l.keySlots, l.keyFirst = joinedKeySlots(b, w, h-footer)
			// The areas' labels are those of the book's first board,
			// which the html's style sets for every grid of a page.
			first := &b.Puzzles[0].Puzzle
			l.slots[0].label = l.slots[0].fit(first).label
			for _, slots := range [][]slot{l.keySlots, l.keyFirst} {
				for i := range slots {
					slots[i].label = slots[i].fit(first).label
				}
			}
		} else {
			l.slots = puzzleSlots(o.PerPage, w, h-footer, slices.Max(b.sizes()) <= 6)
			l.keySlots, l.keyFirst = keySlots(w, h-footer, slices.Max(b.sizes()))
		}
		l.keyPerPage = len(l.keySlots)
		l.keyPages = 0
		if o.Solutions {
			l.keyPages = 1
			if rest := n - len(l.keyFirst); rest > 0 {
				l.keyPages += (rest + l.keyPerPage - 1) / l.keyPerPage
			}
		}
		l.hintPages = 0
		if o.Hints {
			l.placeHints(b, w, h-footer, fs)
		}
		l.total = l.front + l.puzzlePages + l.hintPages + l.keyPages
		if !o.Paper.IsTrim() || o.Gutter > 0 {
			break
		}
		next := trimInner(l.total, l.spec.outer)
		if next == inner {
			break
		}
		inner = next
	}
	if featuresOf(b).shapes() {
		l.planRules(b, fs)
	}
	return l
}

func (l *layout) liveSize() (w, h float64) {
	s := l.spec
	return s.w - s.inner - s.outer, s.h - s.top - s.bottom
}

// live returns the live area of physical page p (1-based). On a trim the
// odd (right-hand) pages have the spine on their left, the even pages on
// their right.
func (l *layout) live(p int) rect {
	s := l.spec
	w, h := l.liveSize()
	left := s.outer
	if l.paper.IsTrim() && p%2 == 1 {
		left = s.inner
	}
	return rect{left, s.top, w, h}
}

// puzzlePage returns the page of the i-th puzzle (0-based) and its slot.
func (l *layout) puzzlePage(i int) (page int, s slot) {
	return l.front + 1 + i/l.perPage, l.slots[i%l.perPage]
}

// keyPage returns the answer-key page of the i-th puzzle and its slot.
func (l *layout) keyPage(i int) (page int, s slot) {
	if i < len(l.keyFirst) {
		return l.firstKeyPage(), l.keyFirst[i]
	}
	i -= len(l.keyFirst)
	return l.firstKeyPage() + 1 + i/l.keyPerPage, l.keySlots[i%l.keyPerPage]
}

// firstKeyPage is the page the answer key starts on, after the hints.
func (l *layout) firstKeyPage() int { return l.front + l.puzzlePages + l.hintPages + 1 }

// Hints are set in hintSize type, each below the one before it, hintGap
// apart, under the heading "Hints" on the first of their pages.
const (
	hintSize = 10.0
	hintLine = 1.3 * hintSize
	hintGap  = 5.0
)

// placeHints breaks the hints into lines w wide (less the numbers'
// indent) and places them one after the other on pages h high, the
// first page below its heading; a hint whose lines do not fit a page's
// foot opens the next page.
func (l *layout) placeHints(b *Book, w, h float64, fs *fonts) {
	l.hintIndent = fs.bold.width(nil, "0000. ") * hintSize
	l.hints = l.hints[:0]
	l.hintAt = l.hintAt[:0]
	page, y := 0, keyHeading
	for i := range b.Puzzles {
		lines := hintLines(fs.regular, hintSize, w-l.hintIndent, b.Puzzles[i].hintText())
		height := float64(len(lines)) * hintLine
		if y+height > h && y > 0 {
			page, y = page+1, 0
		}
		l.hints = append(l.hints, lines)
		l.hintAt = append(l.hintAt, hintPlace{page, y})
		y += height + hintGap
	}
	l.hintPages = page + 1
}

// hintPage returns the page of the i-th puzzle's hint and the top of its
// first line in the live area.
func (l *layout) hintPage(i int) (page int, y float64) {
	at := l.hintAt[i]
	return l.front + l.puzzlePages + 1 + at.page, at.y
}

func gridShape(perPage int) (cols, rows int) {
	switch perPage {
	case 1:
		return 1, 1
	case 2:
		return 1, 2
	case 4:
		return 2, 2
	}
	return 2, 3
}

// puzzleLabel is the label size for a grid of the given side: about 1/24 of
// the side, kept between sizes that stay legible and ones that stay modest;
// in a children's book (grids up to 6×6) about 1/20, up to 18 pt, to go
// with the large cells and their big digits.
func puzzleLabel(side float64, children bool) float64 {
	if children {
		return clamp(side/20, 7.5, 18)
	}
	return clamp(side/24, 7.5, 13)
}

// labelBand is the height a label of font size s takes above its grid.
func labelBand(s float64) float64 { return 1.9 * s }

// puzzleSlots places perPage grids in a w×h area: as large as the area
// allows with 10 mm between columns and 8 mm between rows; the group is
// centred across, and the rows are spread evenly down the page. The
// labels of a children's book are larger (puzzleLabel).
func puzzleSlots(perPage int, w, h float64, children bool) []slot {
	cols, rows := gridShape(perPage)
	gapX, gapY := 10*mm, 8*mm
	fitW := (w - gapX*float64(cols-1)) / float64(cols)
	rowH := (h - gapY*float64(rows-1)) / float64(rows)
	side := math.Min(fitW, rowH-labelBand(puzzleLabel(math.Min(fitW, rowH), children)))
	lab := puzzleLabel(side, children)
	band := labelBand(lab)
	x0 := (w - side*float64(cols) - gapX*float64(cols-1)) / 2
	// What the rows and their minimum gaps leave over goes evenly above,
	// between and below the rows.
	free := h - float64(rows)*(band+side) - gapY*float64(rows-1)
	space := free / float64(rows+1)
	var out []slot
	for r := range rows {
		y := space*float64(r+1) + float64(r)*(band+side+gapY) + band
		for c := range cols {
			out = append(out, slot{x: x0 + float64(c)*(side+gapX), y: y, side: side, label: lab})
		}
	}
	return out
}

// keyLabel is the label size of the answer key.
func keyLabel(side float64) float64 { return clamp(side/20, 6.5, 8) }

// keyHeading is the band at the top of the answer key's first page that
// holds its heading, and keyHeadingSize the heading's font size.
const (
	keyHeading     = 36.0
	keyHeadingSize = 15.0
)

// keySlots fills a w×h area with answer grids of cells at least 42/9 mm
// wide (grids of 42 mm up to 9×9, of 75 mm at 16×16 for n, the largest
// grid's size), in as many columns and rows as fit, from the top down;
// first are the slots of the key's first page, which starts below the
// heading band. Every page has grids of one size: when the heading leaves
// room for all the rows with grids still that wide, they shrink to fit;
// otherwise the first page holds fewer rows.
func keySlots(w, h float64, n int) (slots, first []slot) {
	minSide := 42 * mm
	if n > 9 {
		minSide = minSide * float64(n) / 9
	}
	gapX, gapY := 7*mm, 5*mm
	band := labelBand(8) // the largest key label
	cols := max(1, int((w+gapX)/(minSide+gapX)))
	rows := max(1, int((h+gapY)/(minSide+band+gapY)))
	fitW := (w - gapX*float64(cols-1)) / float64(cols)
	fitH := func(h float64) float64 { return (h-gapY*float64(rows-1))/float64(rows) - band }
	side := math.Min(fitW, fitH(h))
	firstRows := rows
	if s := math.Min(fitW, fitH(h-keyHeading)); s >= minSide {
		side = s
	} else {
		firstRows = max(1, int((h-keyHeading+gapY)/(side+band+gapY)))
	}
	x0 := (w - side*float64(cols) - gapX*float64(cols-1)) / 2
	place := func(rows int, top float64) []slot {
		var out []slot
		for r := range rows {
			for c := range cols {
				out = append(out, slot{x: x0 + float64(c)*(side+gapX), y: top + float64(r)*(band+side+gapY) + band, side: side, label: keyLabel(side)})
			}
		}
		return out
	}
	return place(rows, 0), place(firstRows, keyHeading)
}

// keyBoardCell is the least side of an answer key's cells on joined
// boards: four boards a page when their cells are this large, else two.
// Samurai, sohei and windmill keys come four to an A4 or letter page,
// shoguns and the trims' two.
const keyBoardCell = 3.5 * mm

// joinedKeySlots fills a w×h area with the answer key's areas of a book
// of joined boards, as keySlots does for grids: two rows of two, or of
// one when four would make the cells of the book's widest or tallest
// board smaller than keyBoardCell; below the heading band on the key's
// first page, and as large on the others, so that every board of a
// shape is drawn at one size throughout the key; the rows are as tall
// as the book's largest board is then, from the top down.
func joinedKeySlots(b *Book, w, h float64) (slots, first []slot) {
	rows, cols := 0, 0
	for i := range b.Puzzles {
		m := cellsOf(&b.Puzzles[i].Puzzle)
		rows, cols = max(rows, m.rows), max(cols, m.cols)
	}
	gapX, gapY := 7*mm, 5*mm
	band := labelBand(8) // the largest key label
	h -= keyHeading
	areaH := (h - gapY) / 2
	per := 2
	if cell := min((w-gapX)/2/float64(cols), (areaH-band)/float64(rows)); cell < keyBoardCell {
		per = 1
	}
	areaW := (w - gapX*float64(per-1)) / float64(per)
	// The rows as tall as the largest board's, one under the other, as
	// the html sets them.
	areaH = min(areaW/float64(cols), (areaH-band)/float64(rows))*float64(rows) + band
	place := func(top float64) []slot {
		var out []slot
		for r := range 2 {
			for c := range per {
				out = append(out, slot{x: float64(c) * (areaW + gapX), y: top + float64(r)*(areaH+gapY), side: areaW, tall: areaH})
			}
		}
		return out
	}
	return place(0), place(keyHeading)
}

// fit places v's board in the area s of a book of joined boards: with
// its label above it, as large as the area allows, centred across; on a
// puzzle page (an area that turns) centred down too, and turned a
// quarter when it is wider than tall, so that a shogun fills the long
// side of the page; in the answer key at the area's top. A slot that is
// no area (a grid's, in a book of single grids) is returned as it is.
func (s slot) fit(v *puzzle.Puzzle) slot {
	if s.tall == 0 {
		return s
	}
	m := cellsOf(v)
	cols, rows := float64(m.cols), float64(m.rows)
	w, h := s.side, s.tall
	out := slot{x: s.x, y: s.y}
	if s.turn && m.cols > m.rows {
		out.turned = true
		out.pivot = point{s.x + w/2, s.y + h/2}
		// The board turned runs along the page's height: it keeps a
		// millimetre from the ends of the area, which its border's
		// width, and in the html the page's box a millimetre short
		// of the live area, would otherwise reach past.
		w, h = h-2*mm, w
		out.x, out.y = out.pivot.x-w/2, out.pivot.y-h/2
	}
	if !s.turn {
		band := labelBand(8)
		cell := min(w/cols, (h-band)/rows)
		out.side = cell * cols
		out.label = keyLabel(out.side)
		out.x += (w - out.side) / 2
		out.y += band
		return out
	}
	band := labelBand(puzzleLabel(min(w, h), false))
	cell := min(w/cols, (h-band)/rows)
	out.side = cell * cols
	out.label = puzzleLabel(out.side, false)
	band = labelBand(out.label)
	out.x += (w - out.side) / 2
	out.y += (h-band-cell*rows)/2 + band
	return out
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// lineWidths gives the thin (cell) and thick (box and border) rule widths
// for a grid of the given side: thin about 1/450 of the side but at least
// 0.35 pt so it survives a laser printer, thick about three and a half
// times that.
func lineWidths(side float64) (thin, thick float64) {
	thin = clamp(side/450, 0.35, 0.9)
	return thin, clamp(side/130, 1.2, 3.2)
}
