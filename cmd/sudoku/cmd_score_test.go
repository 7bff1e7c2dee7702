package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
)

const scoreInput = "testdata/score_input.txt"

// TestScoreGolden runs score over puzzles of every grade, puzzles with no
// and with two solutions and a bad line, in each format.
func TestScoreGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		args   []string
		golden string
	}{
		{"TSV", []string{"score", scoreInput}, "score.tsv.golden"},
		{"CSVStable4", []string{"score", "--format", "csv", "--stable", "4", scoreInput}, "score_stable4.csv.golden"},
		{"JSONNoStable", []string{"score", "--format", "json", "--stable", "0", scoreInput}, "score_nostable.json.golden"},
		{"OneWorker", []string{"score", "--workers", "1", scoreInput}, "score.tsv.golden"},
		{"SeedOnly", []string{"score", "--rate=false", "--stable", "0", scoreInput}, "score_seed_only.tsv.golden"},
		{"SeedOnlyJSON", []string{"score", "--format", "json", "--rate=false", scoreInput}, "score_unrated.json.golden"},
		// Sukaku Explainer's ladder rates the Sudoku Exchange puzzles as the
		// bank does (their notes give the bank's rating).
		{"Sukaku", []string{"score", "--scale", "sukaku", "--stable", "0", scoreInput}, "score_sukaku.tsv.golden"},
		{"SE", []string{"score", "--scale", "se", scoreInput}, "score.tsv.golden"},
		// Out of time almost at once: the puzzles that need dynamic
		// forcing chains get an estimate, marked. (The clock is read every
		// few propagations, so where it stops does not depend on the
		// machine's speed.)
		{"Timeout", []string{"score", "--rate-timeout", "1ns", "--stable", "0", scoreInput}, "score_timeout.tsv.golden"},
		{"TimeoutJSON", []string{"score", "--rate-timeout", "1ns", "--stable", "0", "--format", "json", scoreInput}, "score_timeout.json.golden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			out, errOut, code := r.stdout, r.stderr, r.code
			if code != exitInput {
				t.Errorf("exit status %d, want %d (the input has a bad line)", code, exitInput)
			}
			if want := scoreInput + ":11: bad character 'Z' at cell 81 (r9c9)\n"; errOut != want {
				t.Errorf("stderr %q, want %q", errOut, want)
			}
			golden.Check(t, "testdata/golden/"+tt.golden, []byte(out))
		})
	}
}

// TestScoreNested rates a puzzle of the forum's hardest list that needs
// nested forcing chains (level 2, ER 10.3) in full, with no time cap, and
// with a cap it cannot meet: then the rating is an estimate, marked. A
// plain go test runs it; under the race detector it costs tens of seconds.
func TestScoreNested(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("a second a puzzle; a plain go test runs it")
	}
	t.Parallel()
	const p = "1...5.7.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."
	r := runCLI(t, p+"\n", "score", "--rate-timeout", "0", "--stable", "0", "--format", "json")
	want := `{"puzzle":"` + p + `","solutions":1,"clues":22,"score":2776,"rating":10.3,"grade":"nightmare","technique":"dynamic forcing chain (+ forcing chains)","stable":null}` + "\n"
	if r.code != exitOK || r.stdout != want {
		t.Errorf("exit status %d, output\n%s\nwant\n%s", r.code, r.stdout, want)
	}
	r = runCLI(t, p+"\n", "score", "--rate-timeout", "1ns", "--stable", "0")
	if fields := strings.Split(r.stdout, "\t"); r.code != exitOK || len(fields) < 5 || !strings.HasPrefix(fields[4], "~1") {
		t.Errorf("out of time: exit status %d, row %q; want a rating like ~10.5", r.code, r.stdout)
	}
}

// TestScoreColumns checks the contract's column order on one puzzle: the
// four seed columns, then rating, grade and stable.
func TestScoreColumns(t *testing.T) {
	t.Parallel()
	const p = "57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4.2.8.1...3.2...4..19"
	r := runCLI(t, p+"\n", "score", "--stable", "0")
	out, code := r.stdout, r.code
	if code != exitOK {
		t.Fatalf("exit status %d", code)
	}
	fields := strings.Split(strings.TrimSuffix(out, "\n"), "\t")
	want := []string{p, "1", "27", "7", "2.5", "medium", ""}
	if strings.Join(fields, "|") != strings.Join(want, "|") {
		t.Errorf("row %q, want %q", fields, want)
	}
}

func TestScoreStableFlag(t *testing.T) {
	t.Parallel()
	for _, k := range []string{"-1", "1001", "x"} {
		r := runCLI(t, "", "score", "--stable", k)
		errOut, code := r.stderr, r.code
		if code != exitUsage {
			t.Errorf("--stable %s: exit status %d, want %d (stderr %q)", k, code, exitUsage, errOut)
		}
	}
}

func TestScoreTimeoutFlag(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", "score", "--rate-timeout", "-1s")
	want := "sudoku score: --rate-timeout must not be negative\n"
	if r.code != exitUsage || r.stderr != want {
		t.Errorf("--rate-timeout -1s: exit status %d, stderr %q; want %d, %q", r.code, r.stderr, exitUsage, want)
	}
}

func TestScoreScaleFlag(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", "score", "--scale", "ser")
	want := "sudoku score: --scale: unknown scale \"ser\" (want se or sukaku)\n"
	if r.code != exitUsage || r.stderr != want {
		t.Errorf("--scale ser: exit status %d, stderr %q; want %d, %q", r.code, r.stderr, exitUsage, want)
	}
}

// TestScoreInterrupt stops commands whose seed search runs for minutes
// (a published shogun), score and solve --steps, with SIGTERM: each exits
// at once, status 1, saying it was interrupted, and prints no row for the
// puzzle it gave up.
func TestScoreInterrupt(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"score"}, {"solve", "--steps", "--max-steps", "3"}} {
		t.Run(args[0], func(t *testing.T) {
			t.Parallel()
			cmd := sudokuCommand(append(args, filepath.Join("testdata", "shogun_slow.jsonl"))...)
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond) // into the seed search
			start := time.Now()
			if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				<-done
				t.Fatalf("%s went on 20 s after SIGTERM\nstderr:\n%s", args[0], stderr.String())
			}
			// score's row would name the layout; solve's end with the
			// seed score.
			row := `"layout"`
			if args[0] == "solve" {
				row = "seed score"
			}
			if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "sudoku "+args[0]+": interrupted") || strings.Contains(stdout.String(), row) {
				t.Fatalf("interrupted %s: exit %d\nstdout:\n%s\nstderr:\n%s", args[0], code, stdout.String(), stderr.String())
			}
			t.Logf("stopped %v after SIGTERM", time.Since(start))
		})
	}
}

// TestSeedNodesFlag checks --seed-nodes on score and import: a killer
// whose seed search passes the bound (line 6 of variants_generated.jsonl,
// more than the 65,536 nodes between two looks) keeps its solution count
// and rating and loses its seed score, printed empty, null with
// "score_cut" in JSON, and stored as none; without a bound it has one.
func TestSeedNodesFlag(t *testing.T) {
	t.Parallel()
	lines := strings.Split(strings.TrimSpace(readFile(t, filepath.Join("testdata", "variants_generated.jsonl"))), "\n")
	killer := lines[5] + "\n"
	score := func(args ...string) string {
		t.Helper()
		r := runCLI(t, killer, append([]string{"score", "--stable", "0"}, args...)...)
		if r.code != exitOK {
			t.Fatalf("score %v: %v", args, r)
		}
		return strings.TrimSuffix(r.stdout, "\n")
	}
	whole, cut := strings.Split(score("--seed-nodes", "0"), "\t"), strings.Split(score("--seed-nodes", "1"), "\t")
	if len(whole) != 7 || len(cut) != 7 || whole[3] == "" || cut[3] != "" || whole[1] != "1" || cut[1] != "1" || cut[4] != whole[4] || cut[5] != whole[5] {
		t.Errorf("--seed-nodes 0: %q\n--seed-nodes 1: %q\nwant the same row, the score left empty", whole, cut)
	}
	var j struct {
		Solutions int     `json:"solutions"`
		Score     *int    `json:"score"`
		ScoreCut  bool    `json:"score_cut"`
		Rating    float64 `json:"rating"`
	}
	if err := json.Unmarshal([]byte(score("--seed-nodes", "1", "--format", "json")), &j); err != nil || j.Solutions != 1 || j.Score != nil || !j.ScoreCut || j.Rating == 0 {
		t.Errorf("--format json --seed-nodes 1: %+v (%v), want one solution, a rating, score null and score_cut", j, err)
	}
	if r := runCLI(t, killer, "score", "--seed-nodes", "-1"); r.code != exitUsage || r.stderr != "sudoku score: --seed-nodes must not be negative\n" {
		t.Errorf("--seed-nodes -1: %v", r)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "killer.jsonl")
	if err := os.WriteFile(in, []byte(killer), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "k.db")
	mustRun(t, 0, "import", "--db", db, "--stable", "0", "--seed-nodes", "1", in)
	if rows := storedRows(t, db); len(rows) != 1 || rows[0].HasScore || !rows[0].Rating.Rated() {
		t.Errorf("import --seed-nodes 1: %d rows, want one, rated, without a seed score", len(rows))
	}
}
