package main

import (
	"image"
	_ "image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/chart"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/store"
)

// checkRatings checks every puzzle of the catalog at db against a scorer
// of the test's own: the rating, technique, grade and stable score stored
// are the ones score computes.
func checkRatings(t *testing.T, db string, stableK int) []*store.Record {
	t.Helper()
	sc := score.NewScorer(score.WithRating(), score.WithStable(stableK))
	ps := storedRows(t, db)
	for _, p := range ps {
		r := sc.Score(p.Puzzle.Givens.Nine())
		if p.Rating != r.Rating {
			t.Errorf("puzzle %d: stored %+v; score says %+v", p.ID, p.Rating, r.Rating)
		}
		if p.StableK != stableK || p.StableK > 0 && p.Stable != r.Stable.Median {
			t.Errorf("puzzle %d: stable %g over %d; score says %g over %d", p.ID, p.Stable, p.StableK, r.Stable.Median, stableK)
		}
	}
	return ps
}

// TestImportRatings: import stores what score computes, --stable sets
// the copies, --rate=false stores puzzles unrated, and query selects by
// grade and rating.
func TestImportRatings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "rated.db"))
	mustRun(t, 0, "import", "--db", db, "--stable", "8", "testdata/small.txt", "testdata/graded.txt")
	ps := checkRatings(t, db, 8)
	if len(ps) != 18 { // 12 and 7, less the easy50 puzzle both files hold
		t.Fatalf("%d puzzles stored, want 18", len(ps))
	}
	grades := map[rating.Grade]int{}
	for _, p := range ps {
		grades[p.Rating.Grade()]++
	}
	if len(grades) < 6 {
		t.Errorf("grades %v: the test data should span several", grades)
	}
	count := func(keep func(*store.Record) bool) int {
		n := 0
		for _, p := range ps {
			if keep(p) {
				n++
			}
		}
		return n
	}
	for _, tt := range []struct {
		args []string
		keep func(*store.Record) bool
	}{
		{[]string{"--grade", "extreme"}, func(p *store.Record) bool { return p.Rating.Grade() == rating.Extreme }},
		{[]string{"--grade", "Hard"}, func(p *store.Record) bool { return p.Rating.Grade() == rating.Hard }},
		{[]string{"--grade", "none"}, func(p *store.Record) bool { return !p.Rating.Rated() }},
		{[]string{"--rating", "7.5.."}, func(p *store.Record) bool { return p.Rating.Value >= 75 }},
		{[]string{"--rating", "..2", "--order", "-rating"}, func(p *store.Record) bool { return p.Rating.Rated() && p.Rating.Value <= 20 }},
		{[]string{"--rating", "6.5..8.4", "--grade", "extreme", "--order", "rating"}, func(p *store.Record) bool { return p.Rating.Grade() == rating.Extreme }},
	} {
		out := mustRun(t, 0, append([]string{"query", "--db", db, "--format", "tsv"}, tt.args...)...).stdout
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if out == "" {
			lines = nil
		}
		if want := count(tt.keep); len(lines) != want {
			t.Errorf("query %v: %d puzzles, want %d", tt.args, len(lines), want)
		}
		prev := 0.0
		for _, l := range lines {
			f := strings.Split(l, "\t")
			r, err := rating.ParseValue(f[5])
			if len(f) != 7 || err != nil && tt.args[1] != "none" {
				t.Fatalf("query %v: row %q", tt.args, l)
			}
			if tt.args[len(tt.args)-1] == "rating" && r.Float() < prev {
				t.Errorf("query %v: not in rating order at %q", tt.args, l)
			}
			prev = r.Float()
		}
	}

	plain := emptyCatalog(t, filepath.Join(dir, "plain.db"))
	mustRun(t, 0, "import", "--db", plain, "--rate=false", "--stable", "0", "testdata/small.txt")
	for _, p := range storedRows(t, plain) {
		if p.Rating != (rating.Rating{}) || p.StableK != 0 {
			t.Errorf("--rate=false stored %+v", p)
		}
	}
}

// TestGenerateRatings: generate --grade and --rating store only puzzles
// of that band, rated as score rates them.
func TestGenerateRatings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		args   []string
		lo, hi int
	}{
		{[]string{"--grade", "medium"}, 16, 25},
		{[]string{"--rating", "4.5..", "--stable", "4"}, 45, int(rating.MaxValue)},
		{[]string{"--grade", "hard", "--rating", "3.0..5.0"}, 30, 44},
	} {
		db := emptyCatalog(t, filepath.Join(dir, strings.Join(tt.args, "")+".db"))
		mustRun(t, 0, append([]string{"generate", "--db", db, "--count", "6", "--seed", "5"}, tt.args...)...)
		k := score.DefaultStableK
		if tt.args[len(tt.args)-2] == "--stable" {
			k = 4
		}
		ps := checkRatings(t, db, k)
		if len(ps) != 6 {
			t.Errorf("%v: %d puzzles stored", tt.args, len(ps))
		}
		for _, p := range ps {
			if v := int(p.Rating.Value); v < tt.lo || v > tt.hi {
				t.Errorf("%v: puzzle %d rated %v, want %d..%d tenths", tt.args, p.ID, p.Rating, tt.lo, tt.hi)
			}
		}
	}
	for _, tt := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--grade", "fiendish"}, `--grade: unknown grade "fiendish"`},
		{[]string{"--rating", "7.25"}, `bad rating "7.25"`},
		{[]string{"--rating", "9..8"}, "9.0 is more than 8.0"},
		{[]string{"--grade", "easy", "--rating", "3.."}, "--rating 3.0.. is outside grade easy (1.0..1.5)"},
		{[]string{"--grade", "hard", "--rate=false"}, "--grade and --rating need the ratings"},
		{[]string{"--stable", "-1"}, "--stable must be between 0 and"},
	} {
		db := filepath.Join(dir, "bad.db")
		r := mustRun(t, exitUsage, append([]string{"generate", "--db", db, "--count", "1"}, tt.args...)...)
		if !strings.Contains(r.stderr, tt.msg) {
			t.Errorf("%v: stderr %q, want %q", tt.args, r.stderr, tt.msg)
		}
	}
}

// TestStatsPlot: stats --plot draws the catalog into a PNG or SVG of the
// documented size and refuses other files before it opens the catalog.
func TestStatsPlot(t *testing.T) {
	t.Parallel()
	db := smallCatalog(t)
	dir := t.TempDir()
	// Drawing a PNG takes seconds under the race detector (package chart
	// draws them there); an SVG goes through the same flag.
	if !race.Enabled {
		png := filepath.Join(dir, "catalog.png")
		r := mustRun(t, 0, "stats", "--db", db, "--plot", png)
		if !strings.Contains(r.stderr, "plotted 12 puzzles into "+png) || !strings.Contains(r.stdout, "grade") {
			t.Errorf("stdout %q\nstderr %q", r.stdout, r.stderr)
		}
		f, err := os.Open(png)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cfg, _, err := image.DecodeConfig(f)
		if err != nil || cfg.Width != chart.Width || cfg.Height != chart.Height {
			t.Errorf("plot: %v, %dx%d; want a %dx%d PNG", err, cfg.Width, cfg.Height, chart.Width, chart.Height)
		}
	}
	svg := filepath.Join(dir, "catalog.svg")
	r := mustRun(t, 0, "stats", "--db", db, "--format", "json", "--plot", svg)
	if !strings.Contains(r.stderr, "plotted 12 puzzles into "+svg) || !strings.Contains(r.stdout, `"by_grade"`) {
		t.Errorf("stdout %q\nstderr %q", r.stdout, r.stderr)
	}
	if b, err := os.ReadFile(svg); err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("svg plot: %v", err)
	}
	bad := filepath.Join(dir, "new.db")
	r = mustRun(t, exitUsage, "stats", "--db", bad, "--plot", filepath.Join(dir, "catalog.jpg"))
	if !strings.Contains(r.stderr, "want a .png or .svg file") {
		t.Errorf("stderr %q", r.stderr)
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Errorf("a bad --plot created the catalog: %v", err)
	}
}
