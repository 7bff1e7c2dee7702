package book_test

import (
	"bytes"
	"flag"
	"math"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/internal/pdftest"
)

var sampleDir = flag.String("out", "", "also write the sample books of TestPDFSamples and TestPlainSamples into this directory (for the render check)")

// TestPDFSamples writes every paper × per-page combination, with an answer
// key, and reads each back: a well-formed PDF of the paper's size, every
// puzzle and every answer present as a grid, and nothing drawn outside the
// margins (at least 1/4 in from the trimmed edge, as printers ask). With
// -out DIR the PDFs are kept for pdftoppm.
func TestPDFSamples(t *testing.T) {
	// Under the race detector, which has nothing to find in one
	// goroutine's drawing, 16 puzzles (three pages of six) and each paper
	// with one number a page, each number on one paper; a plain go test
	// prints all 40 in every combination.
	n, sample := 40, false
	if race.Enabled && *sampleDir == "" {
		n, sample = 16, true
	}
	b := loadBook(t, "unbiased_first1000.txt", n)
	if *sampleDir != "" {
		if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for i, paper := range book.Papers {
		for j, per := range book.PerPageValues {
			if sample && i != j {
				continue
			}
			o := book.Options{Paper: paper, PerPage: per, Solutions: true}
			t.Run(sampleName(o), func(t *testing.T) {
				var buf bytes.Buffer
				if err := book.WritePDF(&buf, b, o); err != nil {
					t.Fatal(err)
				}
				if *sampleDir != "" {
					writeFile(t, *sampleDir, sampleName(o), buf.Bytes())
				}
				size := paperSize[paper]
				grids := 0
				for i, p := range pdftest.Read(t, buf.Bytes()).Pages(t) {
					if math.Abs(p.W-size[0]) > 0.01 || math.Abs(p.H-size[1]) > 0.01 {
						t.Errorf("page %d is %gx%g pt", i+1, p.W, p.H)
					}
					gs := pdftest.Grids(t, p)
					grids += len(gs)
					for _, g := range gs {
						r := g.Border
						if r.X < 18 || r.Y < 18 || r.X+r.W > p.W-18 || r.Y+r.H > p.H-18 {
							t.Errorf("page %d: grid at %+v is within 1/4 in of the edge", i+1, r)
						}
						if len(g.Labels) == 0 {
							t.Errorf("page %d: grid at %+v has no label", i+1, r)
						}
					}
					for _, x := range p.Texts {
						if x.X < 18 || x.Y < 18 || x.Y > p.H-18 {
							t.Errorf("page %d: text %q at (%g, %g) is within 1/4 in of the edge", i+1, x.S, x.X, x.Y)
						}
					}
				}
				if grids != 2*len(b.Puzzles) {
					t.Errorf("%d grids, want %d puzzles and as many answers", grids, len(b.Puzzles))
				}
			})
		}
	}
}

// TestPlainSamples writes the other formats of a small book; with -out DIR
// it keeps them for looking at.
func TestPlainSamples(t *testing.T) {
	b := loadBook(t, "top95.txt", 8)
	o := book.Options{Solutions: true, PerPage: 4, Paper: book.Trim6x9}
	for _, f := range book.Formats {
		var buf bytes.Buffer
		if err := book.Write(&buf, f, b, o); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if buf.Len() == 0 {
			t.Errorf("%s: nothing written", f)
		}
		if *sampleDir != "" {
			writeFile(t, *sampleDir, "sample."+string(f), buf.Bytes())
		}
	}
}
