package main

import (
	"encoding/csv"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/pdftest"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/score"
)

// TestExportHints: export --hints prints each puzzle's hint, as package
// score makes it (score.Rater.Hint, Step.HintText), in a hints section of
// the PDF and the txt, and as a column of the csv; --book writes the
// recorded book with its hints again.
func TestExportHints(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	dir := t.TempDir()
	pdf := filepath.Join(dir, "book.pdf")
	export(t, db, "--count", "4", "--hints", "--solutions", "--out", pdf)
	ps := catalogPuzzles(t, db, "--order", "id")
	byGrid := map[string]string{}
	r := score.NewRater()
	for _, p := range ps {
		g, _ := grid.Parse(p.Puzzle)
		q := puzzle.ClassicOf(g)
		s, ok := r.Hint(&q)
		if !ok {
			t.Fatalf("%s: no hint", p.Puzzle)
		}
		byGrid[p.Puzzle] = s.HintText()
	}
	booked := listBooks(t, db)
	if len(booked) != 1 || !strings.Contains(string(booked[0].Params), `"hints":true`) {
		t.Fatalf("books: %+v", booked)
	}
	pages := pdftest.Read(t, []byte(readFile(t, pdf))).Pages(t)
	if len(pages) != 4 {
		t.Fatalf("%d pages, want 4: title, puzzles, hints, answer key", len(pages))
	}
	hints := pages[2]
	if !hints.HasText(func(x pdftest.Text) bool { return x.S == "Hints" }) {
		t.Fatal("page 3 is not the hints")
	}
	puzzles := pdftest.Grids(t, pages[1])
	for i, g := range puzzles {
		hint := byGrid[g.Cells.String()]
		if hint == "" || !hints.HasText(func(x pdftest.Text) bool { return x.S == hint }) {
			t.Errorf("puzzle %d (%s): hint %q not on the hints page", i+1, g.Cells, hint)
		}
	}

	// The same book again, as txt and csv.
	id := fmt.Sprint(booked[0].ID)
	txt := filepath.Join(dir, "book.txt")
	export(t, db, "--book", id, "--out", txt)
	text := readFile(t, txt)
	lines := strings.Split(text, "\n")
	if !strings.Contains(text, "\n# Hints\n") {
		t.Fatalf("txt has no hints:\n%s", text)
	}
	for i := 0; i < 4; i++ {
		if want := fmt.Sprintf("# %d. %s", i+1, byGrid[lines[i][:81]]); !strings.Contains(text, want+"\n") {
			t.Errorf("txt lacks %q", want)
		}
	}
	csvFile := filepath.Join(dir, "book.csv")
	export(t, db, "--book", id, "--out", csvFile)
	rows, err := csv.NewReader(strings.NewReader(readFile(t, csvFile))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if h := rows[0]; h[len(h)-1] != "hint" || len(rows) != 5 {
		t.Fatalf("csv header %v, %d rows", h, len(rows))
	}
	for _, row := range rows[1:] {
		if row[len(row)-1] != byGrid[row[0]] {
			t.Errorf("csv: %s has hint %q, want %q", row[0], row[len(row)-1], byGrid[row[0]])
		}
	}
}
