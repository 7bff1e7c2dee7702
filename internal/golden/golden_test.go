package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps what Check reports.
type recorder struct {
	testing.TB
	msgs []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

// Fatalf records and stops Check, as testing.T's does, by a panic that
// check recovers.
func (r *recorder) Fatalf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
	panic(r)
}

// check runs Check with r, to its end or r's Fatalf.
func check(r *recorder, path string, got []byte) {
	defer func() {
		if p := recover(); p != nil && p != r {
			panic(p)
		}
	}()
	Check(r, path, got)
}

// TestCheck: an equal file passes; a different or missing one fails with
// a message naming the file, the first differing line and -update; with
// -update the file is written, its directory made.
func TestCheck(t *testing.T) {
	defer func(u bool) { *update = u }(*update)
	*update = false
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("one\ntwo\nthree\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	r := &recorder{TB: t}
	check(r, path, []byte("one\ntwo\nthree\n"))
	if len(r.msgs) != 0 {
		t.Errorf("equal: %q", r.msgs)
	}

	r = &recorder{TB: t}
	check(r, path, []byte("one\nTwo\nthree\n"))
	if len(r.msgs) != 1 {
		t.Fatalf("different: %q", r.msgs)
	}
	for _, want := range []string{path, "line 2, column 1", `got: "Two"`, `want: "two"`, "go test -update rewrites it"} {
		if !strings.Contains(r.msgs[0], want) {
			t.Errorf("message %q lacks %q", r.msgs[0], want)
		}
	}

	r = &recorder{TB: t}
	missing := filepath.Join(dir, "sub", "b.txt")
	check(r, missing, []byte("x\n"))
	if len(r.msgs) != 1 || !strings.Contains(r.msgs[0], missing) || !strings.Contains(r.msgs[0], "-update") {
		t.Errorf("missing: %q", r.msgs)
	}

	*update = true
	r = &recorder{TB: t}
	check(r, missing, []byte("x\n"))
	check(r, path, []byte("new\n"))
	if len(r.msgs) != 0 {
		t.Errorf("-update: %q", r.msgs)
	}
	for p, want := range map[string]string{missing: "x\n", path: "new\n"} {
		if got, err := os.ReadFile(p); err != nil || string(got) != want {
			t.Errorf("-update wrote %s: %q, %v; want %q", p, got, err, want)
		}
	}
}

func TestFirstDiff(t *testing.T) {
	long := strings.Repeat("abcdefghij", 30)
	for _, tt := range []struct{ got, want, diff string }{
		{"a\nb\n", "a\nc\n", "line 2, column 1:\n got: \"b\"\nwant: \"c\""},
		{"a\nb", "a\nb\n", "line 3:\n got: (end of output)\nwant: \"\""},
		{"a\n\n\n", "a\n", "line 3:\n got: \"\"\nwant: (end of file)"},
		{"x\r\n", "x\n", "line 1, column 2:\n got: \"x\\r\"\nwant: \"x\""},
		{long[:150] + "X" + long[151:], long, "line 1, column 151:\n got: …\"" + long[110:150] + "X" + long[151:230] + "\"…\nwant: …\"" + long[110:230] + "\"…"},
		{"same", "same", "(the same lines, different bytes)"},
	} {
		if got := firstDiff([]byte(tt.got), []byte(tt.want)); got != tt.diff {
			t.Errorf("firstDiff(%q, %q) =\n%s\nwant\n%s", tt.got, tt.want, got, tt.diff)
		}
	}
}
