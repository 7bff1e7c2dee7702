package book_test

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
)

var (
	htmlSection = regexp.MustCompile(`(?s)<section class="([^"]*)">(.*?)</section>`)
	htmlFolio   = regexp.MustCompile(`<p class="folio ([clr])">(\d+)</p>`)
	htmlKeyFrom = regexp.MustCompile(`<a href="#solutions">Solutions begin on page (\d+)</a>`)
	htmlBackRef = regexp.MustCompile(`<figure id="s(\d+)"><figcaption><b>\d+</b><a href="#p(\d+)">puzzle on page (\d+)</a>`)
)

// TestHTMLPages: the html book has the PDF's pages, each after the title
// page numbered at its foot where the PDF numbers it, so that "Solutions
// begin on page N" and each answer's "puzzle on page N" are true in print
// and on screen; they are links as well.
func TestHTMLPages(t *testing.T) {
	b := loadBook(t, "top95.txt", 30)
	for i := range b.Puzzles {
		b.Puzzles[i].Number = 101 + i
	}
	for _, o := range []book.Options{
		{Paper: book.A4, PerPage: 4, Solutions: true},
		{Paper: book.Letter, PerPage: 1},
		{Paper: book.Trim6x9, PerPage: 6, Solutions: true},
		{Paper: book.Trim8x11, PerPage: 2, Solutions: true},
	} {
		t.Run(strings.TrimSuffix(sampleName(o), ".pdf"), func(t *testing.T) {
			var buf bytes.Buffer
			if err := book.WriteHTML(&buf, b, o); err != nil {
				t.Fatal(err)
			}
			html := buf.String()
			pages := htmlSection.FindAllStringSubmatch(html, -1)
			want, err := book.PDFPages(b, o)
			if err != nil {
				t.Fatal(err)
			}
			if len(pages) != want {
				t.Fatalf("%d pages, the PDF has %d", len(pages), want)
			}
			// onPage[n] is the text of page n (1-based).
			onPage := map[int]string{}
			for i, pg := range pages {
				n := i + 1
				onPage[n] = pg[2]
				folios := htmlFolio.FindAllStringSubmatch(pg[2], -1)
				if n == 1 {
					if len(folios) != 0 || !strings.Contains(pg[1], "title") {
						t.Errorf("page 1 is not the unnumbered title page: class %q, folios %v", pg[1], folios)
					}
					continue
				}
				if len(folios) != 1 || folios[0][2] != strconv.Itoa(n) {
					t.Errorf("page %d is numbered %v", n, folios)
					continue
				}
				// Centred on office paper; on a trim on the outer edge,
				// which is the left of an even (left-hand) page.
				side := "c"
				if o.Paper.IsTrim() {
					side = "r"
					if n%2 == 0 {
						side = "l"
					}
				}
				if folios[0][1] != side {
					t.Errorf("page %d: number on side %q, want %q", n, folios[0][1], side)
				}
				if even := strings.Contains(" "+pg[1]+" ", " even "); even != (o.Paper.IsTrim() && n%2 == 0) {
					t.Errorf("page %d: class %q", n, pg[1])
				}
			}
			for _, p := range b.Puzzles {
				found := 0
				for n, text := range onPage {
					if strings.Contains(text, `<figure id="p`+strconv.Itoa(p.Number)+`">`) {
						found = n
					}
				}
				if found == 0 {
					t.Errorf("puzzle %d is on no page", p.Number)
				}
			}
			m := htmlKeyFrom.FindStringSubmatch(html)
			if !o.Solutions {
				if m != nil || strings.Contains(html, "puzzle on page") {
					t.Error("a book without answer key refers to one")
				}
				return
			}
			if m == nil {
				t.Fatal("the title page does not link to the answer key")
			}
			from, _ := strconv.Atoi(m[1])
			if !strings.Contains(onPage[from], `<h2 id="solutions">Solutions</h2>`) {
				t.Errorf("solutions begin on page %d, which is\n%.300s", from, onPage[from])
			}
			refs := htmlBackRef.FindAllStringSubmatch(html, -1)
			if len(refs) != len(b.Puzzles) {
				t.Fatalf("%d answers point back to their puzzles, want %d", len(refs), len(b.Puzzles))
			}
			for _, r := range refs {
				n, _ := strconv.Atoi(r[3])
				if r[1] != r[2] || !strings.Contains(onPage[n], `<figure id="p`+r[1]+`">`) {
					t.Errorf("answer %s links to #p%s and says page %d, where puzzle %s is not", r[1], r[2], n, r[1])
				}
			}
		})
	}
}

// TestHTMLScales: every length of the book's page, but the paper's own
// (@page), is a multiple of --mm or --pt, which are the real millimetre
// and point in print and shrink on a screen narrower than the page; so a
// page scales down as a whole to fit the window instead of running off
// it.
func TestHTMLScales(t *testing.T) {
	var buf bytes.Buffer
	if err := book.WriteHTML(&buf, loadBook(t, "top95.txt", 3), book.Options{Paper: book.Letter, Solutions: true}); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	css := html[strings.Index(html, "<style>"):strings.Index(html, "</style>")]
	if !strings.Contains(css, "@media screen { :root { --mm: min(1mm, (100vw - 40px) / 215.9);") {
		t.Error("--mm does not shrink with the window on screen")
	}
	unit := regexp.MustCompile(`(^|[^\w.-])[\d.]+(mm|pt|px|cm|in)\b`)
	for i, line := range strings.Split(css, "\n") {
		if strings.HasPrefix(line, "@page") || strings.HasPrefix(line, ":root { --mm: 1mm; --pt: 1pt; }") {
			continue
		}
		rest := strings.ReplaceAll(line, "min(1mm, (100vw - 40px)", "") // the definition of --mm
		rest = strings.ReplaceAll(rest, "0 1px 4px", "")                // the page's shadow
		if m := unit.FindString(rest); m != "" {
			t.Errorf("style line %d: fixed length %q in %s", i+1, strings.TrimSpace(m), line)
		}
	}
}
