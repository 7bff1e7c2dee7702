package book

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// A book is for the people who solve it, so it tells them how hard each
// puzzle is by its grade and technique rating (see package rating), the
// measures of how a person solves it. The seed score, which counts the
// wrong turns of one fixed search, stays in the formats for book makers
// (csv, json).

// summaryParts are the pieces of the title page's description of the
// contents: how many puzzles of which kinds, their clues, and the span of
// their grades and ratings, e.g. "40 puzzles", "23–27 clues", "easy to
// hard", "rating 1.2–4.2"; "40 killer puzzles" when they are all of one
// variant, "40 puzzles (24 killer, 16 classic)" when the book mixes kinds,
// "12 6×6 puzzles" or "12 6×6 killer puzzles" of another size. A book
// without grades or ratings has no difficulty part, and one of variants
// without givens no clues part.
func summaryParts(b *Book) []string {
	counts := map[puzzle.Kind]int{}
	lo, hi, shown := 0, 0, false
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		counts[p.Puzzle.Kind()]++
		if !showsClues(p) {
			continue
		}
		c := p.Clues()
		if !shown {
			lo, hi, shown = c, c, true
		}
		lo, hi = min(lo, c), max(hi, c)
	}
	n := len(b.Puzzles)
	// A book of one size other than 9 says it once: "12 puzzles on 6×6
	// grids".
	grids := ""
	if sizes := b.sizes(); len(sizes) == 1 && sizes[0] != 9 {
		grids = fmt.Sprintf(" on %d×%d grids", sizes[0], sizes[0])
		if n == 1 {
			grids = fmt.Sprintf(" on a %d×%d grid", sizes[0], sizes[0])
		}
	}
	lab := labelerOf(b)
	var parts []string
	switch kind := b.Puzzles[0].Puzzle.Kind(); {
	case b.mixed():
		var each []string
		for _, k := range kindsOf(counts) {
			each = append(each, fmt.Sprintf("%d %s", counts[k], noun(lab.kind(k))))
		}
		parts = append(parts, fmt.Sprintf("%d puzzles%s (%s)", n, grids, strings.Join(each, ", ")))
	case kind.Features() != puzzle.Classic || kind.IsJoined():
		parts = append(parts, puzzles(n, noun(lab.kind(kind))+" ")+grids)
	default:
		parts = append(parts, puzzles(n, "")+grids)
	}
	switch {
	case shown && lo == hi:
		parts = append(parts, clues(lo)) // "1 clue", not "1 clues"
	case shown:
		parts = append(parts, span(fmt.Sprint(lo), fmt.Sprint(hi))+" clues")
	}
	if g := gradeSpan(b); g != "" {
		parts = append(parts, g)
	}
	if r := ratingSpan(b); r != "" {
		parts = append(parts, "rating "+r)
	}
	return parts
}

// kindsOf lists the kinds counted in counts in the order of
// puzzle.Kinds, the kinds of 9×9 grids first, then those of the other
// sizes by size, and on each by their features in that order.
func kindsOf(counts map[puzzle.Kind]int) []puzzle.Kind {
	ks := slices.Collect(maps.Keys(counts))
	size := func(k puzzle.Kind) int {
		if k.Size() == 9 {
			return 0
		}
		return k.Size()
	}
	slices.SortFunc(ks, func(a, b puzzle.Kind) int {
		// Kinds of one size and features differ in their layouts: the
		// single grid's first, then the layouts in their order.
		return cmp.Or(cmp.Compare(size(a), size(b)), cmp.Compare(a.Features(), b.Features()), cmp.Compare(a, b))
	})
	return ks
}

// puzzles counts n puzzles of a kind: "1 puzzle", "40 killer puzzles".
func puzzles(n int, kind string) string {
	if n == 1 {
		return "1 " + kind + "puzzle"
	}
	return fmt.Sprintf("%d %spuzzles", n, kind)
}

// summary is the title page's one-line description of the contents.
func summary(b *Book) string { return strings.Join(summaryParts(b), " · ") }

// span writes lo to hi with an en dash, or once when they are equal.
func span(lo, hi string) string {
	if lo == hi {
		return lo
	}
	return lo + "–" + hi
}

// gradeSpan is the span of the book's grades, easiest to hardest, e.g.
// "easy to hard", or "hard" when they are all one; "" when no puzzle is
// rated.
func gradeSpan(b *Book) string {
	lo, hi := rating.Ungraded, rating.Ungraded
	for i := range b.Puzzles {
		g := b.Puzzles[i].Rating.Grade()
		if g == rating.Ungraded {
			continue
		}
		if lo == rating.Ungraded || g < lo {
			lo = g
		}
		hi = max(hi, g)
	}
	switch {
	case lo == rating.Ungraded:
		return ""
	case lo == hi:
		return lo.String()
	}
	return lo.String() + " to " + hi.String()
}

// ratingSpan is the span of the book's technique ratings, e.g. "1.2–4.2";
// "" when no puzzle has one. An estimate (~10.7) does not count: the
// span states what the ladder found.
func ratingSpan(b *Book) string {
	var lo, hi rating.Value
	for i := range b.Puzzles {
		r := b.Puzzles[i].Rating
		if !r.Rated() || r.Estimated {
			continue
		}
		if lo == 0 || r.Value < lo {
			lo = r.Value
		}
		hi = max(hi, r.Value)
	}
	if lo == 0 {
		return ""
	}
	return span(lo.String(), hi.String())
}

// rated reports which measures of difficulty the book's puzzles carry:
// grades, and ratings the ladder found (not only estimates).
func rated(b *Book) (grades, ratings bool) {
	for i := range b.Puzzles {
		r := b.Puzzles[i].Rating
		grades = grades || r.Rated()
		ratings = ratings || r.Rated() && !r.Estimated
	}
	return grades, ratings
}

// rulesBlock is one block of the rules printed at the front of a book: a
// heading, a paragraph and, for the grades, a table; for the cages and
// the signs, a small drawing beside the paragraph.
type rulesBlock struct {
	Heading, Text string
	Grades        []gradeLine
	Example       *ruleExample
}

// ruleExample is the drawing beside a rule: a piece of a grid, Cols by
// Rows cells of exampleCell points, with the marks of Puzzle, whose cages
// and signs lie in that top-left corner of the grid, and Digits in grey,
// as a solver would write them in; Alt says what it shows, for a screen
// reader. A whole grid (9 by 9) is a shape's drawing: smaller cells
// (Cell points), drawn as a puzzle's grid is, with its box lines or
// region borders, diagonals and windows.
type ruleExample struct {
	Cols, Rows int
	Cell       float64 // the side of a cell; 0 means exampleCell
	Puzzle     puzzle.Puzzle
	Digits     grid.Nine
	Alt        string
}

// cell returns the side of the drawing's cells.
func (e *ruleExample) cell() float64 {
	if e.Cell == 0 {
		return exampleCell
	}
	return e.Cell
}

// whole reports whether the drawing is a whole grid, or a whole joined
// board.
func (e *ruleExample) whole() bool {
	m := cellsOf(&e.Puzzle)
	return e.Cols == m.cols && e.Rows == m.rows
}

// side is the width of the grid the drawing is of, or the corner of.
func (e *ruleExample) side() float64 { return float64(cellsOf(&e.Puzzle).cols) * e.cell() }

// exampleCell is the side of a cell of a rule's drawing, in points: a
// little smaller than a grid's four to an A4 page, so that the drawing
// sits beside a paragraph.
const exampleCell = 22.0

// size returns the drawing's width and height in points.
func (e *ruleExample) size() (w, h float64) {
	return float64(e.Cols) * e.cell(), float64(e.Rows) * e.cell()
}

// exampleDigits puts rows of digits into the top-left corner of a grid.
func exampleDigits(rows ...string) grid.Nine {
	var g grid.Nine
	for r, row := range rows {
		for c, ch := range row {
			if ch != '.' {
				g[r*9+c] = uint8(ch - '0')
			}
		}
	}
	return g
}

// cageExample is a cage of three cells in an L, its sum 12 in its
// corner, holding 3, 5 and 4, in a piece of grid of six cells.
var cageExample = ruleExample{
	Cols: 3, Rows: 2,
	Puzzle: puzzle.Puzzle{Cages: []puzzle.Cage{{Sum: 12, Cells: []uint16{0, 1, 10}}}},
	Digits: exampleDigits("35.", ".4."),
	Alt:    "A cage of three cells with the sum 12, holding 3, 5 and 4",
}

// signExample is four cells of a box, 7 and 2 above 4 and 9, with the
// four signs between them, one pointing each way.
var signExample = ruleExample{
	Cols: 2, Rows: 2,
	Puzzle: puzzle.Puzzle{Signs: []puzzle.Sign{{Greater: 0, Lesser: 1}, {Greater: 0, Lesser: 9}, {Greater: 10, Lesser: 1}, {Greater: 10, Lesser: 9}}},
	Digits: exampleDigits("72", "49"),
	Alt:    "Four cells holding 7 and 2 above 4 and 9, the signs pointing at the 2 and the 4",
}

// smallCageExample is cageExample for a book with 4×4 grids, whose
// digits go up to 4: its sum 7, holding 2, 4 and 1.
var smallCageExample = ruleExample{
	Cols: 3, Rows: 2,
	Puzzle: cageExample.Puzzle.Clone(),
	Digits: exampleDigits("24.", ".1."),
	Alt:    "A cage of three cells with the sum 7, holding 2, 4 and 1",
}

// smallSignExample is signExample for a book with grids smaller than
// 9×9: 3 and 1 above 2 and 4, digits every size has.
var smallSignExample = ruleExample{
	Cols: 2, Rows: 2,
	Puzzle: signExample.Puzzle.Clone(),
	Digits: exampleDigits("31", "24"),
	Alt:    "Four cells holding 3 and 1 above 2 and 4, the signs pointing at the 1 and the 2",
}

func init() { smallCageExample.Puzzle.Cages[0].Sum = 7 }

// shapeCell is the side of a cell of a shape's drawing, a whole 9×9 grid
// in little: shapeSide, 81 points, about the height of a paragraph of
// five lines. A grid of another size is drawn as large, in cells of its
// own size.
const (
	shapeCell = 9.0
	shapeSide = 9 * shapeCell
)

// jigsawExample is the jigsaw of the shapes spec's reference puzzle,
// its nine regions outlined in bold.
var jigsawExample = ruleExample{
	Cols: 9, Rows: 9, Cell: shapeCell,
	Puzzle: jigsawOf("122222233122233333111111133444445555464555775464577777866666979868886979888899999"),
	Alt:    "A grid divided by bold lines into nine irregular regions of nine cells",
}

// xExample is a grid with its two diagonals.
var xExample = ruleExample{
	Cols: 9, Rows: 9, Cell: shapeCell,
	Puzzle: puzzle.Puzzle{Diagonals: true},
	Alt:    "A grid with its two diagonals drawn from corner to corner",
}

// windokuExample is a grid with its four windows shaded.
var windokuExample = ruleExample{
	Cols: 9, Rows: 9, Cell: shapeCell,
	Puzzle: puzzle.Puzzle{Windows: true},
	Alt:    "A grid with four shaded 3×3 windows, one cell in from each side and one cell apart",
}

// boardSide is the longer side of a joined board's drawing beside its
// rule, in points: a little larger than a shape's whole grid, as a board
// has more cells.
const boardSide = 96.0

// joinedRule is the rule of the joined boards of b, with the drawing of
// its first board's layout: under the layout's name when the book's
// boards are all of one kind of layout ("Samurai"), else as joined
// grids.
func joinedRule(b *Book, w words) rulesBlock {
	var first *grid.Layout
	diagonals := false // the first board's, drawn with its diagonals
	names := map[string]bool{}
	for i := range b.Puzzles {
		v := &b.Puzzles[i].Puzzle
		if v.Layout == nil {
			continue
		}
		if first == nil {
			first, diagonals = v.Layout, v.Diagonals
		}
		names[v.Kind().LayoutName()] = true
	}
	cm := cellsOf(&puzzle.Puzzle{Layout: first})
	count := numberNames[len(first.Grids)]
	if len(first.Grids) >= len(numberNames) {
		count = fmt.Sprint(len(first.Grids))
	}
	ex := &ruleExample{Cols: cm.cols, Rows: cm.rows, Cell: boardSide / float64(max(cm.cols, cm.rows)),
		Puzzle: puzzle.Puzzle{Layout: first, Diagonals: diagonals},
		Alt:    "A board of " + count + " joined 9×9 grids, the boxes where they overlap shared"}
	shared := " Where grids overlap they share those cells. Each grid is a sudoku of its own: its rows, columns and 3×3 boxes " +
		"each hold every " + w.noun + w.span + " once. A shared cell belongs to every grid it lies in, and its " + w.noun + " counts in each of them."
	if len(names) == 1 {
		name := joinedName(b.joinedKind())
		return rulesBlock{Heading: name, Example: ex,
			Text: "A " + noun(name) + " joins " + count + " 9×9 grids on one board." + shared}
	}
	return rulesBlock{Heading: "Joined grids", Example: ex,
		Text: "A board joins several 9×9 grids." + shared}
}

// joinedKind is the kind of b's first puzzle on joined grids, without
// its features: its layout's.
func (b *Book) joinedKind() puzzle.Kind {
	for i := range b.Puzzles {
		if k := b.Puzzles[i].Puzzle.Kind(); k.IsJoined() {
			return k &^ k.Features()
		}
	}
	return puzzle.Classic
}

// jigsawExampleOf is the drawing of the jigsaw rule in a book of n×n
// grids: the regions of its first jigsaw, outlined in bold, or on 9×9
// grids the spec's reference jigsaw (jigsawExample).
func jigsawExampleOf(b *Book, n int) *ruleExample {
	if n == 9 {
		return &jigsawExample
	}
	for i := range b.Puzzles {
		v := &b.Puzzles[i].Puzzle
		if v.Regions != nil && v.N() == n {
			return &ruleExample{Cols: n, Rows: n, Cell: shapeSide / float64(n),
				Puzzle: puzzle.Puzzle{Size: n, Regions: v.Regions},
				Alt:    fmt.Sprintf("A grid divided by bold lines into %s irregular regions of %s cells", numberNames[n], numberNames[n])}
		}
	}
	return nil
}

// xExampleOf is the drawing of the Sudoku X rule in a book of n×n grids:
// the grid of its first Sudoku X, with its boxes or regions, and its two
// diagonals; on 9×9 grids xExample.
func xExampleOf(b *Book, n int) *ruleExample {
	if n == 9 {
		return &xExample
	}
	for i := range b.Puzzles {
		v := &b.Puzzles[i].Puzzle
		if v.Diagonals && v.N() == n {
			return &ruleExample{Cols: n, Rows: n, Cell: shapeSide / float64(n),
				Puzzle: puzzle.Puzzle{Size: sizeField(n), Box: v.Box, Regions: v.Regions, Diagonals: true},
				Alt:    xExample.Alt}
		}
	}
	return nil
}

// sizeField is the Size field of a puzzle of size n: 0 for 9.
func sizeField(n int) int {
	if n == 9 {
		return 0
	}
	return n
}

// jigsawOf returns the empty jigsaw of regions, in the JSON form's
// text (puzzle.Parse).
func jigsawOf(regions string) puzzle.Puzzle {
	p, err := puzzle.Parse(`{"regions":"` + regions + `"}`)
	if err != nil {
		panic("book: " + err.Error())
	}
	return p
}

// gradeLine is a row of the grades table: the grade, its band of ratings
// (empty when the book has no ratings) and what solving it takes.
type gradeLine struct {
	Name, Band, Needs string
}

// gradeNeeds says, for the reader, what kind of reasoning each grade's
// hardest step takes (rating.Grade documents the techniques). Easy's
// houses are those of the book's shapes (shapesOf.houses).
var gradeNeeds = map[rating.Grade]string{
	rating.Easy:      "spotting the one place left for a digit in a %s",
	rating.Medium:    "also spotting the one digit left for a cell",
	rating.Hard:      "pencil marks: pairs, triples, X-wings, wings",
	rating.Expert:    "patterns across the whole grid, such as unique rectangles",
	rating.Extreme:   "chains of linked deductions",
	rating.Nightmare: "long forcing chains, close to trial and error",
}

// expertWithoutUniqueness is what expert needs in a book whose puzzles
// have cages, signs, diagonals or windows, which no uniqueness step
// rates.
const expertWithoutUniqueness = "patterns across the whole grid, such as jellyfish"

// cageNeeds are the medium and hard lines of a book with killers: the
// rule of 45 (innies and outies, 1.8) is medium, hidden cages (2.8) hard.
var cageNeeds = map[rating.Grade]need{
	rating.Medium: "a cell’s last digit; innies and outies",
	rating.Hard:   "pencil marks: pairs, hidden cages, wings",
}

// need is a grade's line, or "" for the one it stands in for.
type need string

// or returns n, or def when n is empty.
func (n need) or(def string) string {
	if n == "" {
		return def
	}
	return string(n)
}

// features are what the puzzles of a book have: boxes or jigsaw
// regions, diagonals, windows, cages, signs, joined grids.
type features struct {
	boxes, jigsaw, diagonals, windows, cages, signs, joined bool
}

// shapes reports whether f has a shape besides the classic one, whose
// rules come with a drawing: joined boards are one.
func (f features) shapes() bool { return f.jigsaw || f.diagonals || f.windows || f.joined }

// featuresOf returns what b's puzzles have.
func featuresOf(b *Book) features {
	var f features
	for i := range b.Puzzles {
		v := &b.Puzzles[i].Puzzle
		f.boxes = f.boxes || v.Regions == nil
		f.jigsaw = f.jigsaw || v.Regions != nil
		f.diagonals = f.diagonals || v.Diagonals
		f.windows = f.windows || v.Windows
		f.cages = f.cages || len(v.Cages) > 0
		f.signs = f.signs || len(v.Signs) > 0
		f.joined = f.joined || v.Layout != nil
	}
	return f
}

// houses names the kinds of house of f's puzzles as a list to end a
// sentence: "row, column or box", "row, column, region or diagonal".
func (f features) houses() string {
	hs := []string{puzzle.Row.String(), puzzle.Column.String()}
	for _, h := range []struct {
		has  bool
		kind puzzle.HouseKind
	}{{f.boxes, puzzle.Box}, {f.jigsaw, puzzle.Region}, {f.diagonals, puzzle.Diagonal}, {f.windows, puzzle.Window}} {
		if h.has {
			hs = append(hs, h.kind.String())
		}
	}
	return strings.Join(hs[:len(hs)-1], ", ") + " or " + hs[len(hs)-1]
}

// rulesStyle is how the rules set the shapes' rules: each under its
// heading beside a small grid (shapesDrawn), without the grids
// (shapesPlain), or as sentences of "How to play" (shapesInline), each
// shorter than the one before, for books whose rules are long.
type rulesStyle int

const (
	shapesDrawn rulesStyle = iota
	shapesPlain
	shapesInline
)

// rules is the text of the rules: how to play (with the jigsaw regions,
// diagonals, windows, cages and signs when the book has them), what the
// label above each grid says and, when the puzzles are graded or rated,
// what the grades and ratings mean; the shapes' rules set in style. The
// rules speak of the book's grids: their size and boxes, and whether
// their cells hold digits, numbers up to 16 or the symbols sym.
func rules(b *Book, style rulesStyle, sym Symbols) []rulesBlock {
	f := featuresOf(b)
	cages, signs := f.cages, f.signs
	w := wordsOf(b, sym)
	regions := "each of the nine 3×3 boxes"
	switch {
	case len(w.sizes) > 1:
		regions = "each region outlined in bold"
	case f.jigsaw && f.boxes && w.box.Rows == 0:
		regions = "each of the " + w.count + " regions outlined in bold (boxes, or the shapes of a jigsaw)"
	case f.jigsaw && f.boxes:
		regions = "each of the " + w.count + " regions outlined in bold (" + w.box.times() + " boxes, or the shapes of a jigsaw)"
	case f.jigsaw:
		regions = "each of the " + w.count + " regions outlined in bold"
	case w.box.Rows == 0:
		regions = "each of the " + w.count + " boxes outlined in bold"
	case w.n != 9:
		regions = "each of the " + w.count + " " + w.box.times() + " boxes"
	}
	play := "Write " + w.fill + " in every empty cell so that each row, " +
		"each column and " + regions + " holds every " + w.noun + " exactly once. " +
		"Every puzzle has exactly one solution."
	if f.joined {
		// A joined board's rows and columns run through several grids:
		// the houses are each grid's.
		play = "Write " + w.fill + " in every empty cell so that, in every grid, each row, " +
			"each column and " + regions + " holds every " + w.noun + " exactly once. " +
			"Every puzzle has exactly one solution."
	}
	// Each shape's rule in a sentence beside a small grid that shows it.
	var shapes []rulesBlock
	if f.joined {
		shapes = append(shapes, joinedRule(b, w))
	}
	if f.jigsaw {
		blk := rulesBlock{Heading: "Jigsaw", Example: &jigsawExample,
			Text: "A jigsaw has nine irregular regions outlined in bold in place of the 3×3 boxes; " +
				"each holds every digit from 1 to 9 once."}
		switch {
		case len(w.sizes) > 1:
			blk.Text = "A jigsaw has irregular regions outlined in bold in place of boxes, as many as the grid is wide; " +
				"each holds every " + w.noun + " once."
		case w.n != 9 || sym != nil:
			blk.Text = "A jigsaw has " + w.count + " irregular regions outlined in bold in place of boxes; " +
				"each holds every " + w.noun + w.span + " once."
			blk.Example = jigsawExampleOf(b, w.n)
		}
		shapes = append(shapes, blk)
	}
	if f.diagonals {
		blk := rulesBlock{Heading: "Sudoku X", Example: &xExample,
			Text: "In Sudoku X the two long diagonals, drawn in grey, also hold every digit from 1 to 9 once each."}
		if f.joined {
			// The board's drawing shows its grids' diagonals.
			blk.Text = "In Sudoku X the two long diagonals, drawn in grey, also hold every digit from 1 to 9 once each; " +
				"on a joined board, each grid’s two."
			blk.Example = nil
		}
		if w.n != 9 || sym != nil {
			blk.Text = "In Sudoku X the two long diagonals, drawn in grey, also hold every " + w.noun + w.span + " once each."
			if len(w.sizes) == 1 {
				blk.Example = xExampleOf(b, w.n)
			}
		}
		shapes = append(shapes, blk)
	}
	if f.windows {
		shapes = append(shapes, rulesBlock{Heading: "Windoku", Example: &windokuExample,
			Text: "In windoku the four grey 3×3 windows also hold every digit from 1 to 9 once each."})
		if sym != nil {
			shapes[len(shapes)-1].Text = "In windoku the four grey 3×3 windows also hold every symbol once each."
		}
	}
	out := []rulesBlock{{Heading: "How to play", Text: play}}
	for _, blk := range shapes {
		switch style {
		case shapesInline:
			out[0].Text += " " + blk.Text
			continue
		case shapesPlain:
			blk.Example = nil
		}
		out = append(out, blk)
	}
	// Each kind's rules in two sentences, with a drawing: the first
	// killer or greater-than puzzle a reader meets is easier with one.
	// The drawings hold digits of the book's smallest grid.
	if cages {
		blk := rulesBlock{Heading: "Killer cages", Example: &cageExample,
			Text: "The digits in a dashed cage add up to the small number in its corner. " +
				"No digit repeats within a cage."}
		if w.sizes[0] < 5 {
			blk.Example = &smallCageExample
		}
		out = append(out, blk)
	}
	if signs {
		blk := rulesBlock{Heading: "Greater-than signs", Example: &signExample,
			Text: "A sign between two cells points to the smaller of their digits. " +
				"Its open side faces the larger one, as in 7 > 2."}
		if w.sizes[0] < 9 {
			blk.Example = &smallSignExample
			blk.Text = strings.Replace(blk.Text, "7 > 2", "3 > 1", 1)
		}
		out = append(out, blk)
	}
	grades, ratings := rated(b)
	items := []string{"The puzzle’s number"}
	if b.mixed() {
		items = append(items, "what kind of puzzle it is")
	}
	// Variants without givens leave the clues out of their labels.
	switch n := countClueless(b); {
	case n == 0:
		items = append(items, "how many "+w.noun+"s are given (clues)")
	case n < len(b.Puzzles):
		items = append(items, "how many "+w.noun+"s are given (clues), if any")
	}
	switch {
	case grades && ratings:
		items = append(items, "how hard it is: its grade and its rating")
	case grades:
		items = append(items, "how hard it is: its grade")
	case ratings:
		items = append(items, "how hard it is: its rating")
	}
	out = append(out, rulesBlock{Heading: "Above each grid", Text: listing(items) + "."})
	if !grades && !ratings {
		return out
	}
	blk := rulesBlock{Heading: "Grades", Text: "The grade says what kind of reasoning the hardest step of a solution by logic alone needs:"}
	if ratings {
		blk.Heading = "Grades and ratings"
		blk.Text = "The rating is on Sudoku Explainer’s scale, from 1.0 to about 12: the value of the hardest " +
			"step of a solution by logic alone. The grade says what kind of reasoning that step needs:"
	}
	for _, g := range rating.Grades() {
		needs := gradeNeeds[g]
		if strings.Contains(needs, "%s") {
			needs = fmt.Sprintf(needs, f.houses())
		}
		if g == rating.Expert && (f.cages || f.signs || f.diagonals || f.windows) {
			// No uniqueness step rates a puzzle with cages, signs,
			// diagonals or windows (docs/rating.md).
			needs = expertWithoutUniqueness
		}
		if f.cages {
			// The cage rungs of the medium and hard bands, in the room
			// of words the classic ones need less.
			needs = cageNeeds[g].or(needs)
		}
		needs = strings.ReplaceAll(needs, "digit", w.noun)
		l := gradeLine{Name: g.String(), Needs: needs}
		if ratings {
			r := g.Range()
			lo, hi := rating.Value(r.Min), rating.Value(r.Max)
			if !r.HasMax {
				l.Band = lo.String() + " and up"
			} else {
				l.Band = span(lo.String(), hi.String())
			}
		}
		blk.Grades = append(blk.Grades, l)
	}
	return append(out, blk)
}

// words are what the rules call a book's grids and what their cells
// hold.
type words struct {
	sizes []int // the puzzles' sizes, ascending
	// n is the puzzles' size and count its name ("nine"), box the shape
	// of their boxes: when they are all of one size, and for box, all
	// of one box shape; else 0, "" and zero.
	n     int
	count string
	box   boxShape
	// fill is what to write in an empty cell: "a digit from 1 to 9", "a
	// number from 1 to 16", "one of the six symbols A B C D E F"; noun
	// what a cell holds ("digit", "number", "symbol") and span which ("
	// from 1 to 9", or "" for symbols).
	fill, noun, span string
}

// boxShape is a box shape as the rules write it.
type boxShape grid.Box

// times writes the box shape as a reader reads it: "2×3".
func (b boxShape) times() string { return fmt.Sprintf("%d×%d", b.Rows, b.Cols) }

// numberNames name the sizes of grids, as the rules count their boxes.
var numberNames = [grid.MaxSize + 1]string{4: "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
	"seventeen", "eighteen", "nineteen", "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five"}

// wordsOf returns the words of b's rules, with the symbols sym.
func wordsOf(b *Book, sym Symbols) words {
	w := words{sizes: b.sizes(), noun: "digit"}
	if slices.Max(w.sizes) > 9 {
		w.noun = "number"
	}
	if len(w.sizes) > 1 {
		var each []string
		for _, n := range w.sizes {
			each = append(each, fmt.Sprintf("from 1 to %d in a %d×%d grid", n, n, n))
		}
		w.fill = "a " + w.noun + " " + strings.Join(each[:len(each)-1], ", ") + " and " + each[len(each)-1]
		return w
	}
	w.n = w.sizes[0]
	w.count = numberNames[w.n]
	w.span = fmt.Sprintf(" from 1 to %d", w.n)
	w.fill = "a " + w.noun + w.span
	if sym != nil {
		w.noun, w.span = "symbol", ""
		w.fill = "one of the " + w.count + " symbols " + strings.Join(strings.Split(string(sym), ""), " ")
	}
	seen := false
	for i := range b.Puzzles {
		v := &b.Puzzles[i].Puzzle
		if v.Regions != nil {
			continue
		}
		switch box := boxShape(v.BoxShape()); {
		case !seen || w.box == box:
			w.box, seen = box, true
		default:
			w.box = boxShape{}
			return w
		}
	}
	return w
}

// countClueless counts the puzzles whose labels leave the clues out.
func countClueless(b *Book) int {
	n := 0
	for i := range b.Puzzles {
		if !showsClues(&b.Puzzles[i]) {
			n++
		}
	}
	return n
}

// listing joins items as English lists them: "a and b", "a, b, and c".
func listing(items []string) string {
	switch len(items) {
	case 1:
		return items[0]
	case 2:
		return items[0] + " and " + items[1]
	}
	return strings.Join(items[:len(items)-1], ", ") + ", and " + items[len(items)-1]
}
