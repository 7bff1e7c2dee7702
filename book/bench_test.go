package book_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/book"
)

// byteCounter is an io.Writer that only counts, so the benchmark measures
// the writer, not a disk.
type byteCounter int64

func (c *byteCounter) Write(p []byte) (int, error) { *c += byteCounter(len(p)); return len(p), nil }

// BenchmarkWrite writes a 1,000-puzzle book of typical puzzles (with the
// answer key, 6 a page, it should take well under 2 s) in each format, and
// reports the output size.
func BenchmarkWrite(b *testing.B) {
	bk := loadBook(b, "unbiased_first1000.txt", 1000)
	for _, tc := range []struct {
		name string
		f    book.Format
		o    book.Options
	}{
		{"pdf/a4-6-solutions", book.PDF, book.Options{PerPage: 6, Solutions: true}},
		{"pdf/6x9-4-solutions", book.PDF, book.Options{Paper: book.Trim6x9, PerPage: 4, Solutions: true}},
		{"html/a4-6-solutions", book.HTML, book.Options{PerPage: 6, Solutions: true}},
		{"svg/sheet-solutions", book.SVG, book.Options{Solutions: true}},
		{"json", book.JSON, book.Options{}},
		{"txt/grids-solutions", book.Text, book.Options{Text: book.TextGrids, Solutions: true}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			var n byteCounter
			for b.Loop() {
				n = 0
				if err := book.Write(&n, tc.f, bk, tc.o); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "bytes")
			b.ReportMetric(float64(len(bk.Puzzles))*float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkWriteKiller writes a 1,000-puzzle book of killers (cages of up
// to five cells, no givens) with the answer key, 6 a page, as PDF (it
// should take well under 2 s), and as html and svg, whose grids are SVG
// pictures.
func BenchmarkWriteKiller(b *testing.B) {
	bk := variantBook(b, 11, 1000, killer)
	for _, tc := range []struct {
		name string
		f    book.Format
		o    book.Options
	}{
		{"pdf/a4-6-solutions", book.PDF, book.Options{PerPage: 6, Solutions: true}},
		{"pdf/6x9-2-solutions", book.PDF, book.Options{Paper: book.Trim6x9, PerPage: 2, Solutions: true}},
		{"html/a4-6-solutions", book.HTML, book.Options{PerPage: 6, Solutions: true}},
		{"svg/sheet-solutions", book.SVG, book.Options{Solutions: true}},
		{"json", book.JSON, book.Options{}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			var n byteCounter
			for b.Loop() {
				n = 0
				if err := book.Write(&n, tc.f, bk, tc.o); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "bytes")
			b.ReportMetric(float64(len(bk.Puzzles))*float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
