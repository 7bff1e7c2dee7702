// Package sqlitecheck looks at a catalog file from outside the store, for
// tests: the way a user's own SQLite tools would see it, through the
// sqlite3 command-line program, whose SQLite is not the one compiled into
// this module (a catalog must pass PRAGMA integrity_check and PRAGMA
// foreign_key_check there too, on every SQLite a user may have: Debian 12
// ships 3.40), and as another process reading it with the SQLite
// compiled in.
package sqlitecheck

import (
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	_ "modernc.org/sqlite" // the SQLite compiled in, as the catalog has it
)

// Check runs integrity_check and foreign_key_check on the catalog at path
// with the sqlite3 program and fails tb unless they find nothing. Without
// sqlite3 the test is skipped with a message, except under CI (CI=true),
// where the program is required and its absence fails the test.
func Check(tb testing.TB, path string) {
	tb.Helper()
	bin := Program(tb)
	// -readonly: the check must not change the file it checks.
	out, err := exec.Command(bin, "-readonly", path, "PRAGMA integrity_check; PRAGMA foreign_key_check;").CombinedOutput()
	if err != nil {
		tb.Fatalf("%s %s: %v\n%s", bin, path, err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "ok" {
		tb.Errorf("%s says of %s:\n%s\nwant only %q", bin, path, got, "ok")
	}
}

// Program returns the path of the sqlite3 program, skipping tb when it is
// missing outside CI.
func Program(tb testing.TB) string {
	tb.Helper()
	bin, err := exec.LookPath("sqlite3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatal("sqlite3 is not installed; CI needs it (apt-get install sqlite3)")
		}
		tb.Skip("sqlite3 is not installed: the check with an outside SQLite is skipped (apt-get install sqlite3)")
	}
	return bin
}

// Intact fails tb unless the catalog at path is intact by the SQLite
// compiled into this module, opening the file as it is (without the
// store's migrations), and by the sqlite3 program (Check).
func Intact(tb testing.TB, path string) {
	tb.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	defer db.Close()
	var check string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		tb.Fatalf("integrity_check of %s: %q, %v", path, check, err)
	}
	Check(tb, path)
}

// Puzzles counts the puzzles of the catalog at path as another process
// sees them, read-only and waiting for a writer's lock; 0 while there is
// no catalog there yet, or no table of puzzles.
func Puzzles(tb testing.TB, path string) int {
	tb.Helper()
	n, err := Text(tb, path, "SELECT count(*) FROM puzzles")
	if err != nil {
		return 0
	}
	count, _ := strconv.Atoi(n)
	return count
}

// A Watcher counts the puzzles of a catalog another process is writing,
// as Puzzles does, again and again on one connection: opening one reads
// the whole schema, which under the race detector costs more than the
// count. Close it before the catalog is checked or written again.
type Watcher struct {
	path string
	db   *sql.DB
}

// Watch returns a Watcher of the catalog at path, which need not be
// there yet.
func Watch(tb testing.TB, path string) *Watcher {
	tb.Helper()
	db, err := sql.Open("sqlite", readOnly(path))
	if err != nil {
		tb.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	return &Watcher{path: path, db: db}
}

// Puzzles counts the catalog's puzzles: 0 while there is no catalog yet,
// or no table of puzzles.
func (w *Watcher) Puzzles() int {
	if _, err := os.Stat(w.path); err != nil {
		return 0
	}
	var n int
	if err := w.db.QueryRow("SELECT count(*) FROM puzzles").Scan(&n); err != nil {
		return 0
	}
	return n
}

// Close closes the Watcher's connection.
func (w *Watcher) Close() error { return w.db.Close() }

// readOnly is the driver's name of the catalog at path, read-only and
// waiting for a writer's lock.
func readOnly(path string) string {
	return fmt.Sprintf("file:%s?mode=ro&_pragma=busy_timeout(10000)", path)
}

// Text runs query on the catalog at path, read-only, and returns the
// first column of its first row as text: what any SQLite tool shows of
// it. The error is the file's absence, or the query's.
func Text(tb testing.TB, path, query string) (string, error) {
	tb.Helper()
	if _, err := os.Stat(path); err != nil {
		return "", err
	}
	db, err := sql.Open("sqlite", readOnly(path))
	if err != nil {
		tb.Fatal(err)
	}
	defer db.Close()
	var s string
	err = db.QueryRow(query).Scan(&s)
	return s, err
}
