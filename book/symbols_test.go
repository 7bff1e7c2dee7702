package book_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/puzzlebook/sudoku/book"
)

// TestParseSymbols: the forms a book maker writes, and each mistake
// refused with an error that says what is wrong.
func TestParseSymbols(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string // the symbols, one a rune; "" for an error
		err  string // what the error says
	}{
		{s: "ABCDEF", n: 6, want: "ABCDEF"},
		{s: "A-F", n: 6, want: "ABCDEF"},
		{s: "0-9A-F", n: 16, want: "0123456789ABCDEF"},
		{s: "1-9A-G", n: 16, want: "123456789ABCDEFG"},
		{s: "a-p", n: 16, want: "abcdefghijklmnop"},
		{s: "1-4", n: 4, want: "1234"},
		{s: "♠♥♦♣", n: 4, want: "♠♥♦♣"},
		{s: "●▲■☺♪♫", n: 6, want: "●▲■☺♪♫"},
		{s: "A-CXYZ", n: 6, want: "ABCXYZ"},
		{s: "αβγδ", n: 4, want: "αβγδ"},
		{s: "ЖЗИЙ", n: 4, want: "ЖЗИЙ"},

		{s: "ABCDE", n: 6, err: `"ABCDE" is 5 symbols, want 6 for a 6×6 grid`},
		{s: "0-9A-F", n: 9, err: "is 16 symbols, want 9 for a 9×9 grid"},
		{s: "ABCDEA", n: 6, err: `has 'A' twice`},
		{s: "A-FC", n: 7, err: `has 'C' twice`},
		{s: "♠♥♦♠", n: 4, err: `has '♠' (U+2660) twice`},
		{s: "★♥♦♣", n: 4, err: "'★' (U+2605) is not in the book's fonts"},
		{s: "🐱🐶🐭🐹", n: 4, err: "is not in the book's fonts"},
		{s: "A B C D", n: 4, err: "a space cannot be a symbol"},
		{s: "AB.D", n: 4, err: "'.' is a blank cell"},
		{s: "AB\tD", n: 4, err: "a space cannot be a symbol"},
		{s: "AB\x01D", n: 4, err: "U+0001 is not a printable character"},
		{s: "ABC\u0301", n: 4, err: "U+0301 is not a printable character"},
		{s: "F-A", n: 6, err: "range F-A runs backwards; write A-F"},
		{s: "0-F", n: 16, err: "range 0-F mixes digits and capitals"},
		{s: "a-F", n: 6, err: "range a-F mixes small letters and capitals"},
		{s: "1-16", n: 16, err: "range 1-1 is one character"},
		{s: "α-δ", n: 4, err: "write the symbols of α-δ one by one"},
		{s: "-ABCD", n: 4, err: "a '-' joins the two ends of a range"},
		{s: "ABCD-", n: 4, err: "a '-' joins the two ends of a range"},
		{s: "0-9-F", n: 16, err: "a range has one character at each end"},
		{s: "", n: 6, err: `none given, want 6 (such as "A-F")`},
		{s: "\xff\xfe", n: 4, err: "is not UTF-8 text"},
		{s: "ABC", n: 3, err: "grids are 4×4 to 25×25, not 3×3"},
		{s: "A-Z", n: 26, err: "grids are 4×4 to 25×25, not 26×26"},
		{s: "A-Y", n: 25, want: "ABCDEFGHIJKLMNOPQRSTUVWXY"},
	} {
		got, err := book.ParseSymbols(tc.s, tc.n)
		switch {
		case tc.want != "" && err != nil:
			t.Errorf("ParseSymbols(%q, %d): %v", tc.s, tc.n, err)
		case tc.want != "" && string(got) != tc.want:
			t.Errorf("ParseSymbols(%q, %d) = %q, want %q", tc.s, tc.n, string(got), tc.want)
		case tc.want == "" && err == nil:
			t.Errorf("ParseSymbols(%q, %d) = %q, want an error saying %q", tc.s, tc.n, string(got), tc.err)
		case tc.want == "" && (!errors.Is(err, book.ErrSymbols) || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ParseSymbols(%q, %d): %v, want an ErrSymbols saying %q", tc.s, tc.n, err, tc.err)
		}
	}
}

// TestSymbolsString: the shortest form, which reads back.
func TestSymbolsString(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"0123456789ABCDEF", "0-9A-F"},
		{"ABCDEF", "A-F"},
		{"ABXY", "ABXY"},
		{"ABCZ", "A-CZ"},
		{"89AB", "89AB"},
		{"♠♥♦♣", "♠♥♦♣"},
		{"", ""},
	} {
		sym := book.Symbols([]rune(tc.in))
		if tc.in == "" {
			sym = nil
		}
		if got := sym.String(); got != tc.want {
			t.Errorf("Symbols(%q).String() = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// FuzzParseSymbols: whatever the string, ParseSymbols either refuses it
// or returns n distinct printable symbols, none of them '-', '.' or a
// space, whose String reads back to the same symbols.
func FuzzParseSymbols(f *testing.F) {
	for _, s := range []string{"ABCDEF", "A-F", "0-9A-F", "♠♥♦♣", "F-A", "1-16", "A--B", "-", "a-zA-Z0-9", "ABC\u0301", "★"} {
		f.Add(s, 6)
		f.Add(s, 16)
	}
	f.Add("A-Y", 25)
	f.Add("1-9A-P", 25)
	f.Add("A-Z", 26)
	f.Fuzz(func(t *testing.T, s string, n int) {
		sym, err := book.ParseSymbols(s, n)
		if err != nil {
			if !errors.Is(err, book.ErrSymbols) {
				t.Fatalf("ParseSymbols(%q, %d): %v, not an ErrSymbols", s, n, err)
			}
			return
		}
		if len(sym) != n {
			t.Fatalf("ParseSymbols(%q, %d) = %d symbols", s, n, len(sym))
		}
		seen := map[rune]bool{}
		for _, r := range sym {
			if seen[r] || r == '-' || r == '.' || r == ' ' || r == utf8.RuneError {
				t.Fatalf("ParseSymbols(%q, %d) = %q", s, n, string(sym))
			}
			seen[r] = true
		}
		back, err := book.ParseSymbols(sym.String(), n)
		if err != nil || !slices.Equal(back, sym) {
			t.Fatalf("ParseSymbols(%q, %d) = %q, written %q, reads back %q, %v", s, n, string(sym), sym.String(), string(back), err)
		}
	})
}
