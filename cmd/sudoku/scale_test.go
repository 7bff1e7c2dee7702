package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// TestScaleCatalog: import and generate store the ladder of --scale with
// each rating, as score computes it on that ladder; query and export
// compare ratings on the ladder of their --scale, leave out the puzzles
// rated on the other, and say where they are when nothing matches; stats
// counts the ladders; a variant takes no --scale.
func TestScaleCatalog(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := emptyCatalog(t, filepath.Join(dir, "ladders.db"))
	// Rated 6.6 on the se ladder and 4.1 on Sukaku's (a turbot fish).
	const turbot = "12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4.."
	const easy = "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3"
	for _, imp := range [][]string{{turbot, "--scale", "sukaku"}, {easy}} {
		if r := runCLI(t, imp[0]+"\n", append([]string{"import", "--db", db, "--stable", "0"}, imp[1:]...)...); r.code != 0 {
			t.Fatalf("import %v: %v", imp, r)
		}
	}

	type row struct {
		Puzzle    string   `json:"puzzle"`
		Rating    *float64 `json:"rating"`
		Scale     string   `json:"scale"`
		Estimated bool     `json:"estimated"`
	}
	query := func(args ...string) ([]row, string) {
		r := mustRun(t, 0, append([]string{"query", "--db", db, "--format", "json"}, args...)...)
		var rows []row
		for _, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
			if line == "" {
				continue
			}
			var x row
			if err := json.Unmarshal([]byte(line), &x); err != nil {
				t.Fatalf("query %v: %v in %q", args, err, line)
			}
			rows = append(rows, x)
		}
		return rows, r.stderr
	}
	all, _ := query("--order", "id")
	if len(all) != 2 {
		t.Fatalf("%d puzzles stored, want 2", len(all))
	}
	for i, want := range []struct {
		puzzle string
		scale  rating.Scale
	}{{turbot, rating.Sukaku}, {easy, rating.SE}} {
		sc := score.NewScorer(score.WithRating(), score.WithScale(want.scale))
		g, err := grid.Parse(want.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		r := sc.Score(g)
		got := all[i]
		if strings.Trim(string(got.Puzzle), `"`) != want.puzzle || got.Rating == nil || *got.Rating != r.Rating.Value.Float() ||
			got.Scale != want.scale.String() || got.Estimated {
			t.Errorf("stored %+v (rating %v), want %s rated %v on %s", got, got.Rating, want.puzzle, r.Rating, want.scale)
		}
	}

	// 4.1 on Sukaku's ladder: not "hard" on the se ladder, which has it
	// nowhere.
	if rows, stderr := query("--grade", "hard"); len(rows) != 0 || !strings.Contains(stderr, "--scale sukaku") {
		t.Errorf("--grade hard on the se ladder: %+v, stderr %q", rows, stderr)
	}
	if rows, _ := query("--grade", "hard", "--scale", "sukaku"); len(rows) != 1 || *rows[0].Rating != 4.1 {
		t.Errorf("--grade hard --scale sukaku: %+v", rows)
	}
	if rows, _ := query("--rating", "1..", "--order", "-rating"); len(rows) != 1 || rows[0].Scale != "se" {
		t.Errorf("--rating 1.. on the se ladder: %+v", rows)
	}
	// Without a rating condition the ladder selects nothing out.
	if rows, _ := query("--scale", "sukaku"); len(rows) != 2 {
		t.Errorf("--scale sukaku alone: %d puzzles, want 2", len(rows))
	}
	r := mustRun(t, 1, "export", "--db", db, "--grade", "hard", "--count", "1", "--out", filepath.Join(dir, "b.txt"))
	if !strings.Contains(r.stderr, "matches no") || !strings.Contains(r.stderr, "--scale sukaku") {
		t.Errorf("export --grade hard: %q", r.stderr)
	}
	mustRun(t, 0, "export", "--db", db, "--grade", "hard", "--scale", "sukaku", "--count", "1", "--out", filepath.Join(dir, "b.txt"))

	// generate stores its ladder too; stats counts both.
	mustRun(t, 0, "generate", "--db", db, "--count", "3", "--seed", "5", "--workers", "1", "--stable", "0", "--scale", "sukaku")
	if rows, _ := query("--scale", "sukaku", "--rating", "1.."); len(rows) != 4 {
		t.Errorf("after generate --scale sukaku: %d puzzles rated on it, want 4", len(rows))
	}
	stats := mustRun(t, 0, "stats", "--db", db, "--format", "json").stdout
	if !strings.Contains(stats, `"by_scale":[{"scale":"se","puzzles":1},{"scale":"sukaku","puzzles":4}]`) {
		t.Errorf("stats: %s", stats)
	}
	mustRun(t, 2, "generate", "--db", db, "--count", "1", "--variant", "killer", "--scale", "sukaku")
	mustRun(t, 2, "query", "--db", db, "--scale", "er")
	if r := runCLI(t, easy+"\n", "import", "--db", db, "--scale", "er"); r.code != 2 || !strings.Contains(r.stderr, "unknown scale") {
		t.Errorf("import --scale er: %v", r)
	}
}
