package book_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/book"
	"github.com/puzzlebook/sudoku/internal/browser"
	"github.com/puzzlebook/sudoku/internal/race"
)

// pageCheck is run by the browser on an html book: on every page the
// number sits at the foot of the live area and nothing runs past it. It
// writes what it found into an output element, "ok" when nothing.
const pageCheck = `<script>
const found = [];
document.querySelectorAll("section.page").forEach((s, i) => {
  const cs = getComputedStyle(s), r = s.getBoundingClientRect();
  const foot = r.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
  const f = s.querySelector(".folio");
  if (f && Math.abs(f.getBoundingClientRect().bottom - foot) > 1) {
    found.push("page " + (i + 1) + ": its number ends " + (foot - f.getBoundingClientRect().bottom).toFixed(1) + "px above the foot");
  }
  s.querySelectorAll("*").forEach(e => {
    const b = e.getBoundingClientRect().bottom;
    if (b > foot + 1) {
      found.push("page " + (i + 1) + ": " + e.tagName.toLowerCase() + "." + e.className + " runs " + (b - foot).toFixed(1) + "px past the foot");
    }
  });
});
const out = document.createElement("output");
out.id = "result";
out.textContent = found.length ? found.join("; ") : "ok";
document.body.append(out);
</script>
</body>`

var pageResult = regexp.MustCompile(`<output id="result">([^<]*)</output>`)

// TestHTMLInBrowser opens html books, with hints and an answer key, in
// headless chromium and checks every page as the screen shows it: the
// page number at the foot, nothing below it (on the title page of a book
// of variants, the longest rules with their drawings above the date; a
// 16×16 grid, a children's 6×6 with symbols). Screenshots are kept in
// testdata/out (ignored by git) to look at.
//
// It runs beside the other tests: most of its time is the browser's, in
// processes of its own.
func TestHTMLInBrowser(t *testing.T) {
	t.Parallel()
	chromium := browser.Path(t)
	b := hintBook(t, 50)
	b.Puzzles[4].Hint = strings.Repeat("a long chain (1)r1c1-(1)r1c2=(1)r1c3 ", 12)
	// A book of every kind, graded and rated: the longest rules, with
	// the drawings of the cages and the signs.
	mixed := mixedBook(t)
	for i := range mixed.Puzzles {
		mixed.Puzzles[i].Rating = rated("5.6")
	}
	// A book of the shapes, graded and rated, with their rules inline.
	shapes := goldenShapes(t)
	for i := range shapes.Puzzles {
		shapes.Puzzles[i].Rating = rated("5.6")
	}
	// Books of other sizes: a 16×16 one a page, and a children's 6×6
	// printed with letters on the 6x9 trim.
	sized := goldenSizes(t)
	if err := os.MkdirAll("testdata/out", 0o755); err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		b *book.Book
		o book.Options
	}{
		"a4-4":            {b, book.Options{Paper: book.A4, PerPage: 4, Solutions: true, Hints: true}},
		"6x9-2":           {b, book.Options{Paper: book.Trim6x9, PerPage: 2, Solutions: true, Hints: true}},
		"variants-letter": {mixed, book.Options{Paper: book.Letter, PerPage: 4, Solutions: true}},
		"variants-6x9-2":  {mixed, book.Options{Paper: book.Trim6x9, PerPage: 2, Solutions: true}},
		"shapes-letter-1": {shapes, book.Options{Paper: book.Letter, PerPage: 1, Solutions: true}},
		"16x16-a4":        {sized["16x16"], book.Options{Solutions: true, Hints: true}},
		"6x6-abc-6x9":     {sized["6x6"], book.Options{Paper: book.Trim6x9, Solutions: true, Symbols: symbols(t, 6)}},
	} {
		if race.Enabled && name != "a4-4" && name != "variants-6x9-2" {
			// A browser a second or more each; under the race detector,
			// which has nothing to find here, a classic and a variant
			// book, and a plain go test opens all four.
			continue
		}
		b, o := tc.b, tc.o
		var buf bytes.Buffer
		if err := book.WriteHTML(&buf, b, o); err != nil {
			t.Fatal(err)
		}
		page := filepath.Join(t.TempDir(), name+".html")
		html := strings.Replace(buf.String(), "</body>", pageCheck, 1)
		if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
			t.Fatal(err)
		}
		shot, _ := filepath.Abs(filepath.Join("testdata", "out", "html-"+name+".png"))
		dom := browser.DumpDOM(t, chromium, "file://"+page, 900, 1200, shot)
		m := pageResult.FindStringSubmatch(dom)
		switch {
		case m == nil:
			t.Errorf("%s: the check did not run:\n%.1000s", name, dom)
		case m[1] != "ok":
			t.Errorf("%s: %s", name, m[1])
		}
	}
}
