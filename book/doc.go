// Package book turns a list of puzzles into a book: a print-ready PDF, or
// plain txt, csv, json, html and svg. It knows nothing of the catalog; the
// caller hands it a Book (title, date, puzzles in order with their
// solutions and scores) and Options (paper, puzzles a page, answer key).
//
// The PDF is planned before it is drawn. newLayout fixes every page first:
// the front matter (title page, and for the book trims the rules on its
// back so that puzzle 1 opens on a right-hand page), then ceil(n/perPage)
// puzzle pages, with hints (Options.Hints) as many pages of hints as they
// need under the heading "Hints" (each broken into at most two lines by
// the font's widths, then set one under the other), and, with
// the answer key, as many pages of smaller grids as it needs, the first of
// them under the heading "Solutions". Knowing the page count up front gives the title page its
// "solutions begin on page N", the answer key its back references, and the
// book trims (6x9, 8.5x11) their inner margin, which print-on-demand
// printers want wider as the spine gets thicker; odd pages put it on the
// left, even pages on the right. Grids are then drawn slot by slot: thin
// cell rules, thick box rules and border over them, and each digit centred
// on its ink (measured from the font's outlines) rather than its advance
// box, on one baseline per row. The cost is linear in the number of
// puzzles: a puzzle grid is some 50 PDF operators and an answer grid some
// 100.
//
// A puzzle may be of a variant kind (Entry.Puzzle): killer cages, greater-than
// signs, or both. Its grid is drawn as printed killer books draw one (the
// layout is in marks.go, shared by the PDF, SVG and HTML writers, so all
// three draw the same picture): each cage outlined by a thin dashed line
// set inside the cell borders, so that neighbouring cages stay distinct
// and no outline lies on a box line; its sum small in the top-left corner
// of its first cell, on a white patch that breaks the outline, clear of a
// given's digit and of the room for pencil marks; each sign a chevron
// centred on the border between its cells, pointing at the smaller digit,
// over a white halo. The answer key draws the outlines and signs in a
// light grey under the solution. Options.Shade greys the cages, for
// screens. The rules on the title page explain the cages and the signs
// when the book has them, each in two sentences beside a small drawing
// (a cage with its sum and its digits; four cells with their signs),
// drawn as the grids are; the summary names the kinds, and when a book
// mixes kinds each label names its puzzle's ("Killer · hard 4.2"). The
// plain formats carry a variant as its canonical form (the JSON line of
// package puzzle in txt and csv, the object in json), and json and html
// a SudokuPad link to every puzzle of such a book, for solving on screen.
//
// A puzzle may also have another shape (shape.go): a jigsaw's regions
// are outlined in bold where a grid with boxes has its box lines, Sudoku
// X's two diagonals are thin grey lines that break around digits, and
// windoku's four windows are shaded light grey, on the puzzle and in the
// answer key alike, in all three drawing formats. The title page states
// each shape's rule in a sentence beside a small whole grid that shows
// it, and the grades speak of the book's houses ("a row, column or
// region"). Rules too long for the title page lose the shapes' drawings
// first; then, on office paper, they move to the title page's back, as
// on the trims. A puzzle's SudokuPad link carries its shape.
//
// A grid may be of any size N from 4×4 to 16×16 (cells.go, shape.go):
// its box lines, or a jigsaw's region borders, come from the puzzle's
// geometry (2×3 boxes on a 6×6 grid, 3×4 on a 12×12), its cages and signs
// are laid out on N cells a side, and its digits print as numbers, 10 to
// 16 with two digits, one text size a grid that keeps the widest clear of
// the cell lines, or as the book's symbols (Options.Symbols,
// ParseSymbols): letters, or signs such as ♠♥♦♣ that the fonts have. The
// size sets the layout: 4×4 to 6×6 grids make a children's book, two a
// page at most with large cells and labels; 12×12 and larger come one a
// page, and the answer key keeps cells as large as a 9×9 key's. The
// title page and the rules speak of the book's size, boxes and symbols.
// The plain formats carry a grid of another size as its canonical JSON
// line; txt's printed grids (TextGrids) have N lines and its box rules.
//
// A puzzle may lie on joined grids (board.go: a samurai, a windmill, a
// shogun; puzzle.Puzzle.Layout). Its board is drawn by the code that
// draws a grid, its cells where the board has them (cellMap): digits,
// cages, signs, and Sudoku X's diagonals, each grid's two. Its rules are
// laid out once for the whole board (boardRules): every cell side on
// the lattice of 3×3 blocks that borders a cell is a box line or a
// border, thick, and every other side between cells a thin cell line,
// each drawn once, so a box two grids share is not ruled twice and the
// holes between grids get no line and no fill; the thick runs have
// square caps that close the board's corners. The line weights are a
// 9×9 grid's of the same cells. A book with joined boards gives each a
// page of its own (Options.PerPage is 1), as large as the live area
// allows: a samurai's cells are some 8.5 mm on A4. A board wider than
// tall (a shogun, 45 columns by 21 rows, a gattai-8) is turned a quarter
// anticlockwise about the page's middle, its top to the page's left, so
// that it runs along the page's height; the page itself keeps the
// paper's size and orientation, as printers of bound books require of
// every page and as office printers print without asking, and the page
// number stays upright at its foot. The answer key sets four boards a
// page, two rows of two, when their cells stay 3.5 mm or more (samurai,
// sohei, windmill on A4 and letter), else two, one under the other (the
// wide boards, the sumo, the 6x9 trim), never turned. The title page's
// rules say that each grid is a sudoku and a shared cell belongs to
// every grid it lies in, beside a drawing of the first board's layout
// (with its diagonals for samurai X); labels and the summary name the
// layout ("Samurai", "3 samurai X puzzles"). The SVG sheet gives each
// board a row in the sheet's 20 pt cells; the html draws it as inline
// SVG sized to the board, and turns it as the PDF does. The plain
// formats carry the canonical JSON line and the solution over the
// board's cells; a joined board has no SudokuPad link, as SudokuPad's
// puzzle form holds one grid.
//
// The PDF library is codeberg.org/go-pdf/fpdf, the maintained home of
// jung-kurt/gofpdf and github.com/go-pdf/fpdf (both archived): pure Go, no
// cgo, vector lines, TrueType embedding with subsetting (only the glyphs
// used go into the file, a few kilobytes a font), and a switch for a
// stable resource order, which with a fixed creation date makes the output
// a function of its input, so a book re-exported later is byte for byte
// the same. pdfcpu, the other maintained pure-Go PDF library, processes
// existing PDFs rather than drawing new ones, and unipdf needs a commercial
// licence.
//
// The fonts are the Go fonts (golang.org/x/image/font/gofont, BSD
// licence, already a dependency of fpdf), designed for legibility with
// clearly distinct digits; they are compiled into the binary and embedded
// in every PDF, so a book prints the same on any machine. The SVG output
// draws its text as outlines of the same fonts for the same reason; the
// HTML output uses the reader's fonts, as web pages do.
package book
