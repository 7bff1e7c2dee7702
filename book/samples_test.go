package book_test

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/book"
)

var sampleDir = flag.String("out", "", "write sample PDFs of every paper and per-page value into this directory (for the render check)")

// TestPDFSamples writes every paper × per-page combination, with an answer
// key, and checks each is a PDF; with -out DIR it keeps them for pdftoppm.
func TestPDFSamples(t *testing.T) {
	b := loadBook(t, "unbiased_first1000.txt", 40)
	if *sampleDir != "" {
		if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, paper := range book.Papers {
		for _, per := range book.PerPageValues {
			o := book.Options{Paper: paper, PerPage: per, Solutions: true}
			t.Run(sampleName(o), func(t *testing.T) {
				var buf bytes.Buffer
				if err := book.WritePDF(&buf, b, o); err != nil {
					t.Fatal(err)
				}
				if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
					t.Fatalf("not a PDF: %q", buf.Bytes()[:8])
				}
				if *sampleDir != "" {
					writeFile(t, *sampleDir, sampleName(o), buf.Bytes())
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
		if *sampleDir != "" {
			writeFile(t, *sampleDir, "sample."+string(f), buf.Bytes())
		}
	}
}
