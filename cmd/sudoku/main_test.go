package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/puzzlebook/sudoku/internal/pgtest"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/store/engine"
)

// TestMain lets the test binary stand in for the sudoku binary: with
// SUDOKU_TEST_MAIN=1 it runs the command line it was given and exits, so
// tests can run (and kill) it as a separate process.
func TestMain(m *testing.M) {
	if os.Getenv("SUDOKU_TEST_MAIN") == "1" {
		// As main does.
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := run(ctx, append([]string{"sudoku"}, os.Args[1:]...), os.Stdin, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	dir, err := os.MkdirTemp("", "sudoku-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sharedDir = dir
	code := m.Run()
	pgtest.Stop()
	os.RemoveAll(dir)
	os.Exit(code)
}

// sharedDir is a temporary directory for what several tests share (made
// once, read by all), removed when the tests end.
var sharedDir string

// emptyCatalog writes a new, empty SQLite catalog at path and returns
// path: a copy of one made once. Making a catalog runs every migration, a
// quarter of a second under the race detector; the tests whose subject is
// not the making of a catalog start from copies (TestCatalogPath, the
// merges into a new catalog and the usage errors that must make none
// still name a path that is not there).
func emptyCatalog(t *testing.T, path string) string {
	t.Helper()
	empty.once.Do(func() {
		p := filepath.Join(sharedDir, "empty.db")
		c, err := engine.Open(context.Background(), p)
		if err == nil {
			err = c.Close()
		}
		if err == nil {
			empty.file, err = os.ReadFile(p)
		}
		empty.err = err
	})
	if empty.err != nil {
		t.Fatalf("the empty catalog: %v", empty.err)
	}
	if err := os.WriteFile(path, empty.file, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// empty is the file emptyCatalog copies, read once.
var empty struct {
	once sync.Once
	file []byte
	err  error
}

// sudokuCommand is the command line args run in another process: the
// test binary standing in for sudoku (see TestMain).
func sudokuCommand(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(race.ChildEnv(os.Environ()), "SUDOKU_TEST_MAIN=1")
	return cmd
}

// result is what one run of the CLI printed and its exit status.
type result struct {
	stdout, stderr string
	code           int
}

// runCLI runs the command line args (without the program name) through
// newApp, with stdin as standard input.
func runCLI(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), append([]string{"sudoku"}, args...), strings.NewReader(stdin), &out, &errb)
	return result{out.String(), errb.String(), code}
}

// mustRun is runCLI that fails the test unless the exit status is want.
func mustRun(t *testing.T, want int, args ...string) result {
	t.Helper()
	r := runCLI(t, "", args...)
	if r.code != want {
		t.Fatalf("sudoku %s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), r.code, want, r.stdout, r.stderr)
	}
	return r
}
