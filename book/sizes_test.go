package book_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/puzzle"
)

// The puzzles of other sizes than 9×9 come from the same file of package
// variant as the shapes' (shapeFile): real puzzles of sizes 4 to 16 with
// one solution each, solved here by package variant.

// Sized kinds of the tests.
var (
	six         = puzzle.Classic.Sized(6)
	sixKiller   = puzzle.Killer.Sized(6)
	sixGreater  = puzzle.Greater.Sized(6)
	four        = puzzle.Classic.Sized(4)
	eight       = puzzle.Classic.Sized(8)
	eightJigsaw = puzzle.Jigsaw.Sized(8)
	twelve      = puzzle.Classic.Sized(12)
	sixteen     = puzzle.Classic.Sized(16)
)

// TestSizeSamples writes, with -out DIR, books of each size to look at:
// PDF, html and svg.
func TestSizeSamples(t *testing.T) {
	if *sampleDir == "" {
		t.Skip("no -out DIR")
	}
	if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
		t.Fatal(err)
	}
	abc, err := book.ParseSymbols("A-F", 6)
	if err != nil {
		t.Fatal(err)
	}
	hex, err := book.ParseSymbols("0-9A-F", 16)
	if err != nil {
		t.Fatal(err)
	}
	cards, err := book.ParseSymbols("♠♥♦♣", 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		name  string
		kinds []puzzle.Kind
		o     book.Options
	}{
		{"six-a4", []puzzle.Kind{six, six, six, six}, book.Options{Solutions: true}},
		{"six-abc-a4-1", []puzzle.Kind{six, six}, book.Options{PerPage: 1, Solutions: true, Symbols: abc}},
		{"four-cards-letter", []puzzle.Kind{four, four, four}, book.Options{Paper: book.Letter, Solutions: true, Symbols: cards}},
		{"sixteen-a4", []puzzle.Kind{sixteen, sixteen}, book.Options{Solutions: true}},
		{"sixteen-hex-6x9", []puzzle.Kind{sixteen, sixteen}, book.Options{Paper: book.Trim6x9, Solutions: true, Symbols: hex}},
		{"twelve-a4", []puzzle.Kind{twelve, twelve, twelve}, book.Options{Solutions: true}},
		{"eight-a4", []puzzle.Kind{eight, eight, eight, eight, eightJigsaw, eightJigsaw}, book.Options{Solutions: true}},
		{"six-killer-a4", []puzzle.Kind{sixKiller, sixKiller, sixGreater, sixKiller}, book.Options{Solutions: true}},
		{"mixed-a4", []puzzle.Kind{six, puzzle.Classic, eightJigsaw, sixKiller}, book.Options{Solutions: true}},
	} {
		b := shapeBook(t, "Sizes", s.kinds...)
		writeFile(t, *sampleDir, s.name+".pdf", writePDF(t, b, s.o))
		for _, f := range []book.Format{book.HTML, book.SVG, book.Text} {
			o := s.o
			o.Text = book.TextGrids
			var buf bytes.Buffer
			if err := book.Write(&buf, f, b, o); err != nil {
				t.Fatal(err)
			}
			writeFile(t, *sampleDir, s.name+"."+string(f), buf.Bytes())
		}
	}
}
