package book

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// hintMaxLines is how many lines a hint gets in the hints section; a
// longer one is cut short on its last line with an ellipsis.
const hintMaxLines = 2

// hintLines breaks text into the lines the hints section sets in face f
// at size points, width points wide: words as long as they fit a line
// (a word longer than a line alone, at the character that overflows),
// hintMaxLines of them at most, the last ending in " …" when the text goes
// on. The layout places the hints by these lines and the PDF and html
// print them, so what is placed is what is printed.
func hintLines(f *face, size, width float64, text string) []string {
	var buf sfnt.Buffer
	measure := func(s string) float64 { return f.width(&buf, s) * size }
	var lines []string
	words := strings.Fields(text)
	for len(words) > 0 {
		line := words[0]
		n := 1
		for ; n < len(words) && measure(line+" "+words[n]) <= width; n++ {
			line += " " + words[n]
		}
		if n == 1 && measure(line) > width {
			line, words[0] = cutToWidth(line, width, measure)
		} else {
			words = words[n:]
		}
		if len(lines) == hintMaxLines-1 && len(words) > 0 {
			for line != "" && measure(line+" …") > width {
				_, size := utf8.DecodeLastRuneInString(line)
				line = strings.TrimRight(line[:len(line)-size], " ")
			}
			return append(lines, line+" …")
		}
		lines = append(lines, line)
	}
	return lines
}

// cutToWidth splits word where it overflows width (one rune at least goes
// first) and returns the two parts.
func cutToWidth(word string, width float64, measure func(string) float64) (head, rest string) {
	end := 0
	for end < len(word) {
		_, size := utf8.DecodeRuneInString(word[end:])
		if end > 0 && measure(word[:end+size]) > width {
			break
		}
		end += size
	}
	return word[:end], word[end:]
}

// width returns the advance width of s in em, with no kerning, as a PDF
// viewer sets it. A rune the font lacks counts as its missing-glyph box.
func (f *face) width(buf *sfnt.Buffer, s string) float64 {
	ppem := fixed.Int26_6(f.sf.UnitsPerEm()) << 6 // font units, exactly
	units := 0.0
	for _, r := range s {
		x, err := f.sf.GlyphIndex(buf, r)
		if err != nil {
			x = 0
		}
		adv, err := f.sf.GlyphAdvance(buf, x, ppem, font.HintingNone)
		if err == nil {
			units += float64(adv) / 64
		}
	}
	return units / f.upem
}
