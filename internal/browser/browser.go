// Package browser runs headless Chromium for tests that look at a page as
// a reader sees it: the explain page's buttons, a book's pages. Without
// the browser such a test is skipped with a message, except under CI
// (CI=true), where the browser is required and its absence fails the test.
package browser

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// Path returns the browser's path, skipping tb without one unless
// CI=true.
func Path(tb testing.TB) string {
	tb.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		tb.Fatal("chromium is not installed (apt-get install chromium); CI runs the browser tests")
	}
	tb.Skip("chromium is not installed (apt-get install chromium): the browser test is skipped")
	return ""
}

// DumpDOM opens url in headless browser, a window of the given size in
// CSS pixels, and returns the page's DOM once its scripts have run; with
// shot it also saves a screenshot there.
func DumpDOM(tb testing.TB, browser, url string, width, height int, shot string) string {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--no-first-run", "--disable-extensions", "--hide-scrollbars", "--user-data-dir=" + tb.TempDir(),
		"--window-size=" + strconv.Itoa(width) + "," + strconv.Itoa(height), "--dump-dom"}
	if shot != "" {
		args = append(args, "--screenshot="+shot)
	}
	var out, errb bytes.Buffer
	cmd := exec.CommandContext(ctx, browser, append(args, url)...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		tb.Fatalf("chromium %s: %v\n%s", url, err, errb.String())
	}
	return out.String()
}
