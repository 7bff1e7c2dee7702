// Package sqlitecheck checks a catalog file the way a user's own SQLite
// tools would see it: through the sqlite3 command-line program, whose
// SQLite is not the one compiled into this module. A catalog must pass
// PRAGMA integrity_check and PRAGMA foreign_key_check there too, on every
// SQLite a user may have (Debian 12 ships 3.40).
package sqlitecheck

import (
	"os"
	"os/exec"
	"strings"
	"testing"
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
