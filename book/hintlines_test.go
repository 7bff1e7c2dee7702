package book

import (
	"strings"
	"testing"
)

// TestHintLines: a hint's lines each fit the width, there are two at most,
// and they hold the hint's words in order, whole where a word fits a line;
// a hint cut short ends in an ellipsis, the rest of its words dropped.
func TestHintLines(t *testing.T) {
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	f := fs.regular
	long := strings.Repeat("a long chain (1)r1c1-(1)r1c2=(1)r1c3 ", 12)
	for _, tc := range []struct {
		text  string
		width float64
		lines int
		cut   bool
	}{
		{"hidden single (box) 1.2: r8c7 in box 9 => r8c7=5", 480, 1, false},
		{"hidden single (box) 1.2: r8c7 in box 9 => r8c7=5", 150, 2, false},
		{"hidden single (box) 1.2: r8c7 in box 9 => r8c7=5", 90, 2, true},
		{long, 480, 2, true},
		{"r1c1,r1c8,r1c9,r2c1,r2c8,r2c9,r3c1,r3c8,r3c9,r4c1,r4c8,r4c9", 120, 2, true},
		{"x", 480, 1, false},
	} {
		lines := hintLines(f, hintSize, tc.width, tc.text)
		if len(lines) != tc.lines {
			t.Errorf("%q in %v pt: %d lines %q, want %d", tc.text, tc.width, len(lines), lines, tc.lines)
			continue
		}
		for _, line := range lines {
			if w := f.width(nil, line) * hintSize; w > tc.width {
				t.Errorf("%q in %v pt: line %q is %.1f pt wide", tc.text, tc.width, line, w)
			}
		}
		last := lines[len(lines)-1]
		if cut := strings.HasSuffix(last, " …"); cut != tc.cut {
			t.Errorf("%q in %v pt: lines %q, cut short %v, want %v", tc.text, tc.width, lines, cut, tc.cut)
		}
		joined := strings.TrimSuffix(strings.Join(lines, " "), " …")
		fields := strings.Join(strings.Fields(tc.text), " ")
		if !tc.cut && joined != fields {
			t.Errorf("%q in %v pt: lines %q lose words", tc.text, tc.width, lines)
		}
		if tc.cut && !strings.HasPrefix(strings.ReplaceAll(fields, " ", ""), strings.ReplaceAll(joined, " ", "")) {
			t.Errorf("%q in %v pt: lines %q are not the hint's beginning", tc.text, tc.width, lines)
		}
	}
}

// FuzzHintLines: whatever the text, the lines fit and are at most two,
// and nothing panics on odd runes.
func FuzzHintLines(f *testing.F) {
	f.Add("hidden single (box) 1.2: r8c7 in box 9 => r8c7=5", 200.0)
	f.Add("a\u00a0b\tc  \u2026 \xff", 5.0)
	fs, err := loadFonts()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string, width float64) {
		if !(width >= 30 && width <= 1000) {
			return
		}
		lines := hintLines(fs.regular, hintSize, width, text)
		if len(lines) > hintMaxLines {
			t.Fatalf("%d lines", len(lines))
		}
		for _, line := range lines {
			// A line is one rune at the least, which may be wider than
			// a narrow width; never wider than that rune.
			if w := fs.regular.width(nil, line) * hintSize; w > width && len([]rune(strings.TrimSuffix(line, " …"))) > 1 {
				t.Fatalf("%q in %v pt: line %q is %.1f pt wide", text, width, line, w)
			}
		}
	})
}
