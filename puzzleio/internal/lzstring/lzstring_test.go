package lzstring

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// TestVectors checks both directions against the JavaScript library's
// output (testdata/README.md).
func TestVectors(t *testing.T) {
	f, err := os.Open("testdata/vectors.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var pair [2]string
		if err := json.Unmarshal(sc.Bytes(), &pair); err != nil {
			t.Fatal(err)
		}
		n++
		if got := CompressToBase64(pair[0]); got != pair[1] {
			t.Errorf("CompressToBase64(%q)\n got %s\nwant %s", pair[0], got, pair[1])
		}
		if got, err := DecompressFromBase64(pair[1]); err != nil || got != pair[0] {
			t.Errorf("DecompressFromBase64(%s) = %q, %v; want %q", pair[1], got, err, pair[0])
		}
	}
	if n < 8 {
		t.Fatalf("%d vectors", n)
	}
}

func TestCorrupt(t *testing.T) {
	for _, in := range []string{"!!!!", "N4Ig zglg", "N4IgzglgXgpiBcBOANCA5g"} {
		if _, err := DecompressFromBase64(in); !errors.Is(err, ErrCorrupt) {
			t.Errorf("DecompressFromBase64(%q): %v, want ErrCorrupt", in, err)
		}
	}
}

// FuzzRoundTrip: whatever is compressed decompresses to itself, and no
// input makes decompression panic or run away.
func FuzzRoundTrip(f *testing.F) {
	f.Add("TOBEORNOTTOBEORTOBEORNOT#")
	f.Add("数独 😀")
	f.Fuzz(func(t *testing.T, s string) {
		s = strings.ToValidUTF8(s, "?")
		back, err := DecompressFromBase64(CompressToBase64(s))
		if err != nil || back != s {
			t.Fatalf("%q came back as %q, %v", s, back, err)
		}
		DecompressFromBase64(s) // any input: an answer or an error
	})
}
