package book

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
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
	space := measure(" ")
	var lines []string
	words := strings.Fields(text)
	for len(words) > 0 {
		// Advances add up (no kerning), so a line grows by a space and
		// a word at a time.
		line, lineW := words[0], measure(words[0])
		n := 1
		for ; n < len(words); n++ {
			w := lineW + space + measure(words[n])
			if w > width {
				break
			}
			line, lineW = line+" "+words[n], w
		}
		if n == 1 && lineW > width {
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
