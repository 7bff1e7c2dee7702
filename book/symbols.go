package book

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlebook/sudoku/grid"
	"golang.org/x/image/font/sfnt"
)

// Symbols are what a book prints in place of the digits of its grids:
// symbol i stands for digit i+1, so "ABCDEF" prints a 6×6 grid's 1 as
// A and its 6 as F. Each symbol is one character (a rune). The nil
// Symbols print the digits themselves, 1 to 9 and then 10 to 16 as
// numbers of two digits, as puzzle books print them.
//
// Symbols change only what people read: the grids of the PDF, html and
// svg, and txt's printed grids (Options.Text = TextGrids). The lines of
// txt, csv and json keep each puzzle's canonical text, which the sudoku
// commands read back.
type Symbols []rune

// ErrSymbols: ParseSymbols refused a string of symbols, or a book's
// symbols do not fit its puzzles.
var ErrSymbols = errors.New("bad symbols")

// ParseSymbols reads the symbols of an N×N grid, N from 4 to 25: N
// distinct characters in digit order, where a range of digits or of
// letters A-Z or a-z may stand for its characters, both ends included,
// so "0-9A-F" is the sixteen characters 0 1 ... 9 A ... F, and "A-F"
// is ABCDEF. Any other printable character the book's fonts have may be
// a symbol too ("♠♥♦♣" for a 4×4 grid); a symbol cannot be a space,
// '.' (a blank cell in printed text grids) or '-' (which makes ranges).
// Each error wraps ErrSymbols and says what is wrong: the wrong count,
// a symbol twice, a range that is not one, a character the fonts lack.
func ParseSymbols(s string, n int) (Symbols, error) {
	if n < grid.MinSize || n > grid.MaxSize {
		return nil, fmt.Errorf("%w: grids are 4×4 to %d×%d, not %d×%d", ErrSymbols, grid.MaxSize, grid.MaxSize, n, n)
	}
	if !utf8.ValidString(s) {
		return nil, fmt.Errorf("%w: %q is not UTF-8 text", ErrSymbols, s)
	}
	if s == "" {
		return nil, fmt.Errorf("%w: none given, want %d (such as %q)", ErrSymbols, n, Symbols(exampleSymbols[:n]).String())
	}
	rs := []rune(s)
	var out Symbols
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '-' {
			if i == 0 || i == len(rs)-1 {
				return nil, fmt.Errorf("%w: %q: a '-' joins the two ends of a range, as in A-F, and cannot be a symbol", ErrSymbols, s)
			}
			return nil, fmt.Errorf("%w: %q: a range has one character at each end, as in A-F", ErrSymbols, s)
		}
		if i+2 < len(rs) && rs[i+1] == '-' {
			hi := rs[i+2]
			if err := checkRange(r, hi); err != nil {
				return nil, fmt.Errorf("%w: %q: %v", ErrSymbols, s, err)
			}
			for c := r; c <= hi; c++ {
				out = append(out, c)
			}
			i += 2
			continue
		}
		if err := checkSymbol(r); err != nil {
			return nil, fmt.Errorf("%w: %q: %v", ErrSymbols, s, err)
		}
		out = append(out, r)
	}
	seen := make(map[rune]bool, len(out))
	for _, r := range out {
		if seen[r] {
			return nil, fmt.Errorf("%w: %q has %s twice; the symbols must differ", ErrSymbols, s, quoteRune(r))
		}
		seen[r] = true
	}
	if len(out) != n {
		return nil, fmt.Errorf("%w: %q is %d symbols, want %d for a %d×%d grid", ErrSymbols, s, len(out), n, n, n)
	}
	if err := out.inFonts(); err != nil {
		return nil, err
	}
	return out, nil
}

// exampleSymbols are the symbols an error suggests, as many as the grid
// needs.
var exampleSymbols = []rune("ABCDEFGHIJKLMNOP")

// rangeClass names the class of characters r is in that a range may
// span ("digits", "capitals", "small letters"), or "" for none.
func rangeClass(r rune) string {
	switch {
	case r >= '0' && r <= '9':
		return "digits"
	case r >= 'A' && r <= 'Z':
		return "capitals"
	case r >= 'a' && r <= 'z':
		return "small letters"
	}
	return ""
}

// checkRange checks that lo-hi is a range: two digits, capitals or small
// letters, lo before hi.
func checkRange(lo, hi rune) error {
	cl, ch := rangeClass(lo), rangeClass(hi)
	switch {
	case cl == "" || ch == "":
		return fmt.Errorf("a range is of digits (0-9) or letters (A-Z, a-z); write the symbols of %c-%c one by one", lo, hi)
	case cl != ch:
		return fmt.Errorf("range %c-%c mixes %s and %s; write one range of each, as in 0-9A-F", lo, hi, cl, ch)
	case lo == hi:
		return fmt.Errorf("range %c-%c is one character; a symbol is one character, so 10 to 16 cannot be symbols (leave the symbols out to print the numbers 1 to 16)", lo, hi)
	case lo > hi:
		return fmt.Errorf("range %c-%c runs backwards; write %c-%c", lo, hi, hi, lo)
	}
	return nil
}

// checkSymbol checks that r can be a symbol by itself: printable, and
// none of the characters that mean something else.
func checkSymbol(r rune) error {
	switch {
	case r == '.':
		return errors.New("'.' is a blank cell in printed grids and cannot be a symbol")
	case unicode.IsSpace(r):
		return errors.New("a space cannot be a symbol; write the symbols one after the other, as in ABCDEF")
	case !unicode.IsGraphic(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
		return fmt.Errorf("%U is not a printable character by itself", r)
	}
	return nil
}

// quoteRune writes r for an error: 'A', or '★' (U+2605) for one outside
// ASCII, whose look a terminal may not show.
func quoteRune(r rune) string {
	if r < utf8.RuneSelf {
		return fmt.Sprintf("%q", r)
	}
	return fmt.Sprintf("%q (%U)", r, r)
}

// inFonts checks that every face of the book's fonts draws each symbol:
// the PDF embeds those fonts and the svg draws their outlines, so a
// character they lack would print as an empty box.
func (sym Symbols) inFonts() error {
	fs, err := loadFonts()
	if err != nil {
		return err
	}
	var buf sfnt.Buffer
	for _, r := range sym {
		for _, f := range []*face{fs.regular, fs.medium, fs.bold} {
			if _, ok := f.inkOf(&buf, string(r)); !ok {
				return fmt.Errorf("%w: %s is not in the book's fonts (the Go fonts), which print letters, digits and signs such as ♠ ♥ ♦ ♣ ● ▲ ■ ☺ ♪", ErrSymbols, quoteRune(r))
			}
		}
	}
	return nil
}

// String writes the symbols as ParseSymbols reads them, with a range
// for each run of three or more digits or letters in order: "0-9A-F",
// "♠♥♦♣"; "" for the nil Symbols.
func (sym Symbols) String() string {
	var b strings.Builder
	for i := 0; i < len(sym); {
		j := i + 1
		for j < len(sym) && sym[j] == sym[j-1]+1 && rangeClass(sym[j]) != "" && rangeClass(sym[j]) == rangeClass(sym[i]) {
			j++
		}
		if j-i >= 3 {
			b.WriteRune(sym[i])
			b.WriteByte('-')
			b.WriteRune(sym[j-1])
		} else {
			j = i + 1
			b.WriteRune(sym[i])
		}
		i = j
	}
	return b.String()
}

// check reports whether sym can print b: one symbol for each digit of
// every grid, so all of b's puzzles must be of the one size, and no
// killer cages or greater-than signs, whose sums and order are those of
// the digits.
func (sym Symbols) check(b *Book) error {
	if sym == nil {
		return nil
	}
	if n := len(sym); n < grid.MinSize || n > grid.MaxSize {
		return fmt.Errorf("%w: %d symbols; grids are 4×4 to %d×%d", ErrSymbols, n, grid.MaxSize, grid.MaxSize)
	}
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		switch v := &p.Puzzle; {
		case v.N() != len(sym):
			return fmt.Errorf("%w: %d symbols, and puzzle %d is %d×%d", ErrSymbols, len(sym), p.Number, v.N(), v.N())
		case len(v.Cages) > 0:
			return fmt.Errorf("%w: puzzle %d has killer cages, whose sums add up digits: print it with digits", ErrSymbols, p.Number)
		case len(v.Signs) > 0:
			return fmt.Errorf("%w: puzzle %d has greater-than signs, which compare digits: print it with digits", ErrSymbols, p.Number)
		}
	}
	seen := map[rune]bool{}
	for _, r := range sym {
		if seen[r] || r == '-' || checkSymbol(r) != nil {
			return fmt.Errorf("%w: %q (use ParseSymbols)", ErrSymbols, string(sym))
		}
		seen[r] = true
	}
	return sym.inFonts()
}
