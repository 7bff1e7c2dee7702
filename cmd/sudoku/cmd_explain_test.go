package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/golden"
)

const explainInput = "testdata/explain_input.txt"

// explainStderr is what every run over explainInput reports: a puzzle with
// two solutions and a bad line. (The killer of line 8, whose givens alone
// do not solve it, has the variant ladder's path.)
const explainStderr = explainInput + ":4: multiple solutions: no path to explain\n" +
	explainInput + ":5: bad character 'Z' at cell 81 (r9c9)\n"

// TestExplainGolden runs explain over a puzzle of each kind of input: a
// rated classic (an xy-wing, an x-wing), one with two solutions, a bad
// line, a variant whose givens lead to the solution and a killer whose
// givens do not.
func TestExplainGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		args   []string
		golden string
	}{
		{"Text", []string{"explain", explainInput}, "explain.txt"},
		{"HintGrid", []string{"explain", "--hint", "--grid", explainInput}, "explain-hint-grid.txt"},
		{"HintJSON", []string{"explain", "--hint", "--format", "json", explainInput}, "explain-hint.json"},
		{"Sukaku", []string{"explain", "--scale", "sukaku", "--hint", explainInput}, "explain-sukaku-hint.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", tt.args...)
			if r.code != exitInput {
				t.Errorf("exit status %d, want %d", r.code, exitInput)
			}
			if r.stderr != explainStderr {
				t.Errorf("stderr %q, want %q", r.stderr, explainStderr)
			}
			golden.Check(t, "testdata/golden/"+tt.golden, []byte(r.stdout))
		})
	}
}

// explainRow is the part of a --format json line the tests read.
type explainRow struct {
	Puzzle    any      `json:"puzzle"`
	Solution  string   `json:"solution"`
	Rating    *float64 `json:"rating"`
	Technique string   `json:"technique"`
	Error     string   `json:"error"`
	Steps     []struct {
		Technique    string   `json:"technique"`
		Rating       float64  `json:"rating"`
		Cells        []string `json:"cells"`
		Placements   []string `json:"placements"`
		Eliminations []string `json:"eliminations"`
		Grid         string   `json:"grid"`
		Candidates   []string `json:"candidates"`
	} `json:"steps"`
}

func explainRows(t *testing.T, out string) []explainRow {
	t.Helper()
	var rows []explainRow
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var row explainRow
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		rows = append(rows, row)
	}
	return rows
}

// TestExplainJSON checks the whole JSON path against itself: the hardest
// step is the rating and technique, and each step's grid is the one before
// it with that step's placements made.
func TestExplainJSON(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", "explain", "--format", "json", explainInput)
	rows := explainRows(t, r.stdout)
	if len(rows) != 6 {
		t.Fatalf("%d rows, want 6 (every readable puzzle)", len(rows))
	}
	for i, row := range rows {
		if row.Error != "" {
			if row.Rating != nil || len(row.Steps) != 0 {
				t.Errorf("row %d: an error with a rating or steps", i+1)
			}
			continue
		}
		hardest, tech := 0.0, ""
		for j, s := range row.Steps {
			if s.Rating > hardest {
				hardest, tech = s.Rating, s.Technique
			}
			if len(s.Cells) == 0 || len(s.Placements)+len(s.Eliminations) == 0 || len(s.Candidates) != 81 {
				t.Errorf("row %d step %d: %+v", i+1, j+1, s)
			}
		}
		if row.Rating == nil || *row.Rating != hardest || row.Technique != tech {
			t.Errorf("row %d: rating %v %q, hardest step %v %q", i+1, row.Rating, row.Technique, hardest, tech)
		}
		last := row.Steps[len(row.Steps)-1]
		grid := []byte(last.Grid)
		cell := last.Placements[0][:4]
		grid[(cell[1]-'1')*9+cell[3]-'1'] = last.Placements[0][5]
		if string(grid) != row.Solution {
			t.Errorf("row %d: the last step leaves %s, solution %s", i+1, grid, row.Solution)
		}
	}
	if rows[0].Technique != "xy-wing" || len(rows[0].Steps) != 54 {
		t.Errorf("first puzzle: %s, %d steps", rows[0].Technique, len(rows[0].Steps))
	}
}

// TestExplainFrom continues a reader's position: the grid of digits and
// the pencil marks of the position before the first puzzle's xy-wing, as
// the JSON gives them; from the pencil marks the xy-wing comes first.
func TestExplainFrom(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", "explain", "--format", "json", explainInput)
	row := explainRows(t, r.stdout)[0]
	k := -1
	for j, s := range row.Steps {
		if s.Technique == "xy-wing" {
			k = j
		}
	}
	s := row.Steps[k]
	var pm strings.Builder
	for c, set := range s.Candidates {
		if set == "" {
			set = s.Grid[c : c+1]
		}
		pm.WriteString(set)
		if c%9 == 8 {
			pm.WriteString("\n")
		} else {
			pm.WriteString(" | ")
		}
	}
	out := mustRun(t, exitOK, "explain", "--hint", "--from", pm.String()).stdout
	if want := "1. xy-wing 4.2: r2c5,r8c5,r8c8 => r2c8<>6\n"; !strings.HasSuffix(out, want) {
		t.Errorf("from pencil marks: %q, want it to end with %q", out, want)
	}
	// The digits alone: the singles come first again, and the path goes
	// on to the solution.
	out = mustRun(t, exitOK, "explain", "--from", s.Grid).stdout
	if !strings.HasSuffix(out, "solved: "+row.Solution+"\n") || !strings.Contains(out, "xy-wing") {
		t.Errorf("from digits:\n%s", out)
	}

	bad := []struct{ from, stderr string }{
		{"123", "--from: bad position: 1 candidate sets, want 81\n"},
		{"1 2 z", "--from: bad position: bad character 'z' at cell 3 (r1c3)\n"},
		{"1 2 3", "--from: bad position: 3 cells, want 81 (digits and blanks, or 81 candidate sets)\n"},
		{strings.Repeat("12 ", 80), "--from: bad position: 80 candidate sets, want 81\n"},
		{"11" + strings.Repeat(".", 79), "--from: bad position: conflicting givens: two 1s in row 1\n"},
		{strings.Repeat(".", 81), "--from: multiple solutions from the grid's digits: no path to explain\n"},
	}
	for _, b := range bad {
		r := runCLI(t, "", "explain", "--from", b.from)
		if r.code != exitInput || r.stderr != b.stderr {
			t.Errorf("--from %q: exit %d, stderr %q; want %d, %q", b.from, r.code, r.stderr, exitInput, b.stderr)
		}
	}
	if r := runCLI(t, "", "explain", "--from", s.Grid, explainInput); r.code != exitUsage {
		t.Errorf("--from with a file: exit %d, want %d", r.code, exitUsage)
	}
}

func TestExplainFlags(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"explain", "--scale", "ser"},
		{"explain", "--format", "csv"},
		{"explain", "--rate-timeout", "-1s"},
	} {
		if r := runCLI(t, "", args...); r.code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, r.code, exitUsage)
		}
	}
}
