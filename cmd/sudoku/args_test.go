package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/testgrids"
)

// TestInterspersed checks how a command line's flags move before its
// file names: values go with their flags, "-" and what follows "--" stay
// file names, and the completion flag stays last.
func TestInterspersed(t *testing.T) {
	t.Parallel()
	app := newApp(nil, nil, nil)
	tests := []struct{ in, want string }{
		{"sudoku import a.txt --db x.db", "sudoku import --db x.db a.txt"},
		{"sudoku import a.txt --db=x.db b.txt -v", "sudoku import --db=x.db -v a.txt b.txt"},
		{"sudoku score a.txt --stable 0 --rate=false", "sudoku score --stable 0 --rate=false a.txt"},
		{"sudoku score - --format json", "sudoku score --format json -"},
		{"sudoku score a.txt -- --format b.txt", "sudoku score -- a.txt --format b.txt"},
		{"sudoku generate --seed -1 --count 2", "sudoku generate --seed -1 --count 2"},
		{"sudoku score a.txt --rate --stable 3", "sudoku score --rate --stable 3 a.txt"},
		{"sudoku score a.txt --st --generate-bash-completion", "sudoku score --st a.txt --generate-bash-completion"},
		{"sudoku frobnicate a --b", "sudoku frobnicate a --b"},
		{"sudoku", "sudoku"},
	}
	for _, tt := range tests {
		got := strings.Join(interspersed(app, strings.Fields(tt.in)), " ")
		if got != tt.want {
			t.Errorf("%s\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestFlagsAfterFiles runs commands with their flags after the file
// names, as people type them: the flags count, and no catalog but the one
// named is written.
func TestFlagsAfterFiles(t *testing.T) {
	lines := testgrids.Collection(t, "top95.txt")[:3]
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("SUDOKU_DB", "")
	in := filepath.Join(dir, "in.txt")
	writeLines(t, in, lines)

	r := mustRun(t, 0, "import", in, "--db", "other.db", "--rate=false", "--stable", "0")
	if rep := parseReport(t, r.stdout); rep.stored != 3 || rep.unreadable != 0 {
		t.Errorf("import: %+v\n%s", rep, r.stderr)
	}
	if names, _ := filepath.Glob("*.db"); !slices.Equal(names, []string{"other.db"}) {
		t.Errorf("catalogs made: %v, want only other.db", names)
	}

	r = mustRun(t, 0, "score", in, "--stable", "0", "--rate=false")
	for _, row := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		if f := strings.Split(row, "\t"); len(f) != 7 || f[4] != "" || f[5] != "" || f[6] != "" {
			t.Errorf("score row %q: want rating, grade and stable empty", row)
		}
	}

	// After "--", a name that starts with "-" is a file.
	if err := os.WriteFile("-odd.txt", []byte(lines[0].String()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := mustRun(t, 0, "solve", "--", "-odd.txt"); strings.Count(r.stdout, "\n") != 1 {
		t.Errorf("solve -- -odd.txt: %q", r.stdout)
	}
}

// TestAppFlags checks --version, the words of usage errors at each level,
// and that commands reading no files refuse arguments.
func TestAppFlags(t *testing.T) {
	t.Parallel()
	if r := mustRun(t, 0, "--version"); !strings.HasPrefix(r.stdout, "sudoku version ") || !strings.Contains(r.stdout, "go1.") {
		t.Errorf("--version: %q", r.stdout)
	}
	for _, tt := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"--nope"}, "sudoku: flag provided but not defined: -nope\n"},
		{[]string{"score", "--nope"}, "sudoku score: flag provided but not defined: -nope\n"},
		{[]string{"query", "extra.txt"}, `sudoku query: unexpected argument "extra.txt" (this command reads no files; see sudoku help query)` + "\n"},
		{[]string{"stats", "--db", "x.db", "oops"}, `sudoku stats: unexpected argument "oops" (this command reads no files; see sudoku help stats)` + "\n"},
		{[]string{"completion"}, "sudoku completion: name one shell: bash, zsh or fish\n"},
		{[]string{"completion", "tcsh"}, `sudoku completion: unknown shell "tcsh" (want bash, zsh or fish)` + "\n"},
	} {
		r := runCLI(t, "", tt.args...)
		if r.code != exitUsage || r.stderr != tt.stderr || r.stdout != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, r.code, r.stdout, r.stderr, tt.stderr)
		}
	}
}

// TestCompletion checks the shell completion: the scripts name the
// program, and the program answers what they ask (commands, then a
// command's flags).
func TestCompletion(t *testing.T) {
	t.Parallel()
	for shell, want := range map[string]string{
		"bash": "complete -F _sudoku_complete sudoku", "zsh": "compdef _sudoku sudoku", "fish": "complete -c sudoku",
	} {
		if r := mustRun(t, 0, "completion", shell); !strings.Contains(r.stdout, want) {
			t.Errorf("completion %s lacks %q:\n%s", shell, want, r.stdout)
		}
	}
	// urfave/cli reads the word being completed from os.Args, so the
	// answers come from a process of their own.
	out := runProcess(t, "--generate-bash-completion")
	for _, cmd := range []string{"generate", "score", "export", "completion"} {
		if !slices.Contains(strings.Fields(out), cmd) {
			t.Errorf("commands offered: %q, want %s among them", out, cmd)
		}
	}
	out = runProcess(t, "score", "a.txt", "--st", "--generate-bash-completion")
	if !slices.Contains(strings.Fields(out), "--stable") {
		t.Errorf("score flags offered: %q, want --stable", out)
	}
}

// runProcess runs the command line args in another process (the test
// binary standing in for sudoku) and returns its standard output.
func runProcess(t *testing.T, args ...string) string {
	t.Helper()
	out, err := sudokuCommand(args...).Output()
	if err != nil {
		t.Fatalf("sudoku %v: %v", args, err)
	}
	return string(out)
}

// TestBinaryInput: a file that is not a puzzle file is given up after a
// few dozen bad lines with one message, and the next file is read.
func TestBinaryInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bin := filepath.Join(dir, "photo.jpg")
	rng := rand.New(rand.NewPCG(5, 6))
	junk := make([]byte, 1<<20)
	for i := range junk {
		junk[i] = byte(rng.Uint32())
	}
	if err := os.WriteFile(bin, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", "score", "--rate=false", "--stable", "0", bin, "testdata/small.txt")
	if r.code != exitInput || !strings.Contains(r.stderr, bin+": not a puzzle file: the first 32 puzzles are all unreadable") {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	if n := strings.Count(r.stderr, "\n"); n > 40 {
		t.Errorf("%d lines of errors for one binary file", n)
	}
	if want := mustRun(t, 0, "score", "--rate=false", "--stable", "0", "testdata/small.txt").stdout; r.stdout != want {
		t.Errorf("the file after it scored\n%s\nwant\n%s", r.stdout, want)
	}
}
