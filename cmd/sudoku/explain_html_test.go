package main

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/browser"
	"github.com/puzzlebook/sudoku/puzzle"
)

// pageStatus is what the page shows, read from its status element.
type pageStatus struct {
	step, steps, cells, eliminations, grid, text string
}

var statusRe = regexp.MustCompile(`<output id="status"([^>]*)>([^<]*)</output>`)
var attrRe = regexp.MustCompile(`data-(\w+)="([^"]*)"`)

// loadPage opens the page at url in headless chromium, after its script
// has run, and returns its status; with shot it also saves a screenshot.
func loadPage(t *testing.T, browserPath, url, shot string) pageStatus {
	t.Helper()
	dom := browser.DumpDOM(t, browserPath, url, 1100, 760, shot)
	m := statusRe.FindStringSubmatch(dom)
	if m == nil {
		t.Fatalf("%s: no status element in the page:\n%.2000s", url, dom)
	}
	attrs := map[string]string{}
	for _, a := range attrRe.FindAllStringSubmatch(m[1], -1) {
		attrs[a[1]] = html.UnescapeString(a[2])
	}
	return pageStatus{attrs["step"], attrs["steps"], attrs["cells"], attrs["eliminations"], attrs["grid"], html.UnescapeString(m[2])}
}

// cellIndex turns "r4c7" into 33.
func cellIndex(name string) int { return int(name[1]-'1')*9 + int(name[3]-'1') }

// TestExplainHTMLInBrowser writes the page of one puzzle's path, opens it
// in headless chromium and presses its buttons and keys: stepping through
// every step with next and the right arrow ends on the solution, and a
// step reached with prev shows that step's counter, cells and
// eliminations as --format json gives them. A screenshot of that step is
// kept in testdata/out (ignored by git) to look at.
//
// It runs before the parallel tests, not among them: two browser starts
// take a couple of cores for seconds, and the rating tests beside them
// (score's nested-chain puzzle under the race detector) would run out of
// their time.
func TestExplainHTMLInBrowser(t *testing.T) {
	chromium := browser.Path(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "puzzle.txt")
	lines := strings.Split(mustRead(t, explainInput), "\n")
	if err := os.WriteFile(in, []byte(lines[1]+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "path.html")
	r := mustRun(t, exitOK, "explain", "--html", page, "--format", "json", in)
	row := explainRows(t, r.stdout)[0]
	n := len(row.Steps)
	url := "file://" + page

	// Last, first, then next and the right arrow in turn, once per step.
	presses := []string{"last", "first"}
	for i := 0; i < n; i++ {
		presses = append(presses, []string{"next", "right"}[i%2])
	}
	end := loadPage(t, chromium, url+"#press="+strings.Join(presses, ","), "")
	if end.step != "end" || end.steps != strconv.Itoa(n) || end.text != "End: solved" {
		t.Errorf("after %d presses: step %q of %q, %q; want the end of %d steps", n, end.step, end.steps, end.text, n)
	}
	if end.grid != row.Solution {
		t.Errorf("final grid %s, solution %s", end.grid, row.Solution)
	}

	// The xy-wing, one back from the step after it.
	k := -1
	for i, s := range row.Steps {
		if s.Technique == "xy-wing" {
			k = i
		}
	}
	if err := os.MkdirAll("testdata/out", 0o755); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join("testdata", "out", "explain-step.png")
	abs, _ := filepath.Abs(shot)
	mid := loadPage(t, chromium, fmt.Sprintf("%s#step=%d&press=prev", url, k+2), abs)
	s := row.Steps[k]
	var cells, elims []string
	for _, c := range s.Cells {
		cells = append(cells, strconv.Itoa(cellIndex(c)))
	}
	for _, e := range s.Eliminations { // r2c8<>6
		elims = append(elims, fmt.Sprintf("%d:%s", cellIndex(e), e[6:]))
	}
	want := pageStatus{strconv.Itoa(k + 1), strconv.Itoa(n), strings.Join(cells, ","), strings.Join(elims, ","),
		s.Grid, fmt.Sprintf("Step %d of %d", k+1, n)}
	if mid != want {
		t.Errorf("step %d shows %+v, want %+v", k+1, mid, want)
	}
	if fi, err := os.Stat(abs); err != nil || fi.Size() < 10000 {
		t.Errorf("screenshot %s: %v", shot, err)
	} else {
		t.Logf("screenshot of step %d: %s", k+1, shot)
	}
}

func mustRead(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// explainLarge holds a 16×16 puzzle (rated 7.2, a forcing chain), a
// 25×25 one (2.0, a direct hidden pair) and a samurai (4.2, an
// xy-wing), each explained in milliseconds.
const explainLarge = "testdata/explain_large.jsonl"

// TestExplainHTMLSizesInBrowser writes the page of a 16×16, a 25×25 and a
// samurai puzzle and opens each at its hardest step in headless
// chromium, one step on and back with prev: the step's counter, cells and
// eliminations are those --format json gives, with the board's own cell
// numbers, and its grid is the givens with the earlier steps'
// placements made, one character a cell in the puzzle's text form. A
// screenshot of each is kept in testdata/out to look at. Like
// TestExplainHTMLInBrowser it runs before the parallel tests.
func TestExplainHTMLSizesInBrowser(t *testing.T) {
	chromium := browser.Path(t)
	page := filepath.Join(t.TempDir(), "large.html")
	r := mustRun(t, exitOK, "explain", "--html", page, "--format", "json", explainLarge)
	rows := explainRows(t, r.stdout)
	lines := strings.Split(strings.TrimSpace(mustRead(t, explainLarge)), "\n")
	if len(rows) != 3 || len(lines) != 3 {
		t.Fatalf("%d rows for %d lines", len(rows), len(lines))
	}
	if err := os.MkdirAll("testdata/out", 0o755); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"16x16", "25x25", "samurai"} {
		t.Run(name, func(t *testing.T) {
			p, err := puzzle.Parse(lines[i])
			if err != nil {
				t.Fatal(err)
			}
			parse := p.Geometry().ParseCell
			if p.Layout != nil {
				parse = p.Layout.ParseCell
			}
			cell := func(name string) int {
				c, err := parse(name)
				if err != nil {
					t.Fatal(err)
				}
				return c
			}
			row := rows[i]
			at := []byte(p.FormatCells(&p.Givens))
			k := -1
			for j, s := range row.Steps {
				if s.Rating == *row.Rating {
					k = j
					break
				}
				for _, pl := range s.Placements {
					name, digit, _ := strings.Cut(pl, "=")
					at[cell(name)] = digit[0]
				}
			}
			if k < 0 {
				t.Fatalf("no step rated %v", *row.Rating)
			}
			s := row.Steps[k]
			var cells, elims []string
			for _, c := range s.Cells {
				cells = append(cells, strconv.Itoa(cell(c)))
			}
			for _, e := range s.Eliminations { // r12c14<>D
				name, digit, _ := strings.Cut(e, "<>")
				d, _ := grid.ParseDigit(digit[0])
				elims = append(elims, fmt.Sprintf("%d:%d", cell(name), d))
			}
			shot, _ := filepath.Abs(filepath.Join("testdata", "out", "explain-"+name+".png"))
			got := loadPage(t, chromium, fmt.Sprintf("file://%s#puzzle=%d&step=%d&press=prev", page, i+1, k+2), shot)
			n := len(row.Steps)
			want := pageStatus{strconv.Itoa(k + 1), strconv.Itoa(n), strings.Join(cells, ","), strings.Join(elims, ","),
				string(at), fmt.Sprintf("Step %d of %d", k+1, n)}
			if got != want {
				t.Errorf("step %d shows %+v, want %+v", k+1, got, want)
			}
		})
	}
}
