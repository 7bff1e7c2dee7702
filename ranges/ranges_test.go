package ranges_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/ranges"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want ranges.Range
		str  string
		err  string // a part of the error; "" for none
	}{
		{in: "300..", want: ranges.AtLeast(300), str: "300.."},
		{in: "..25", want: ranges.AtMost(25), str: "..25"},
		{in: "20..25", want: ranges.Between(20, 25), str: "20..25"},
		{in: "24", want: ranges.Exactly(24), str: "24"},
		{in: "24..24", want: ranges.Exactly(24), str: "24"},
		{in: " 1 .. 2 ", want: ranges.Between(1, 2), str: "1..2"},
		{in: "-3..-1", want: ranges.Between(-3, -1), str: "-3..-1"},
		{in: "..", err: "want MIN..MAX, MIN.., ..MAX or N"},
		{in: "", err: "want MIN..MAX"},
		{in: "a..3", err: `"a" is not a whole number`},
		{in: "3..b", err: `"b" is not a whole number`},
		{in: "1.5", err: `"1.5" is not a whole number`},
		{in: "9..3", err: "9 is more than 3"},
		{in: "1..2..3", err: `"2..3" is not a whole number`},
	}
	for _, tt := range tests {
		r, err := ranges.Parse(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.Is(err, ranges.ErrSyntax) {
				t.Errorf("Parse(%q) = %+v, %v; want an error saying %q", tt.in, r, err, tt.err)
			}
			continue
		}
		if err != nil || r != tt.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.in, r, err, tt.want)
		}
		if s := r.String(); s != tt.str {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
	}
}

func TestRange(t *testing.T) {
	tests := []struct {
		r        ranges.Range
		in, out  []int
		all      bool
		empty    bool
		asString string
	}{
		{r: ranges.Range{}, in: []int{-1 << 30, 0, 1 << 30}, all: true, asString: ""},
		{r: ranges.AtLeast(5), in: []int{5, 1 << 30}, out: []int{4}, asString: "5.."},
		{r: ranges.AtMost(5), in: []int{-1, 5}, out: []int{6}, asString: "..5"},
		{r: ranges.Between(20, 25), in: []int{20, 25}, out: []int{19, 26}, asString: "20..25"},
		{r: ranges.Between(3, 2), out: []int{2, 3}, empty: true, asString: "3..2"},
	}
	for _, tt := range tests {
		for _, n := range tt.in {
			if !tt.r.Contains(n) {
				t.Errorf("%+v does not contain %d", tt.r, n)
			}
		}
		for _, n := range tt.out {
			if tt.r.Contains(n) {
				t.Errorf("%+v contains %d", tt.r, n)
			}
		}
		if tt.r.IsAll() != tt.all || tt.r.IsEmpty() != tt.empty || tt.r.String() != tt.asString {
			t.Errorf("%+v: IsAll %v IsEmpty %v String %q", tt.r, tt.r.IsAll(), tt.r.IsEmpty(), tt.r.String())
		}
	}
}

func TestIntersect(t *testing.T) {
	tests := []struct{ a, b, want ranges.Range }{
		{ranges.Range{}, ranges.Between(1, 2), ranges.Between(1, 2)},
		{ranges.AtLeast(5), ranges.AtMost(9), ranges.Between(5, 9)},
		{ranges.Between(1, 10), ranges.Between(3, 20), ranges.Between(3, 10)},
		{ranges.Between(1, 2), ranges.Between(5, 6), ranges.Between(5, 2)},
		{ranges.AtLeast(7), ranges.AtLeast(3), ranges.AtLeast(7)},
	}
	for _, tt := range tests {
		if got := tt.a.Intersect(tt.b); got != tt.want {
			t.Errorf("%v ∩ %v = %+v, want %+v", tt.a, tt.b, got, tt.want)
		}
		if got := tt.b.Intersect(tt.a); got != tt.want {
			t.Errorf("%v ∩ %v = %+v, want %+v", tt.b, tt.a, got, tt.want)
		}
	}
}

// TestFormat writes ranges of tenths as ratings are written.
func TestFormat(t *testing.T) {
	tenths := func(n int) string { return fmt.Sprintf("%d.%d", n/10, n%10) }
	for r, want := range map[ranges.Range]string{
		ranges.Between(26, 44): "2.6..4.4", ranges.AtLeast(65): "6.5..", ranges.Exactly(73): "7.3", {}: "",
	} {
		if got := r.Format(tenths); got != want {
			t.Errorf("%+v.Format = %q, want %q", r, got, want)
		}
	}
}

// FuzzParse checks that whatever Parse accepts is a range that String
// writes back in a form Parse reads as the same range.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"300..", "..25", "20..25", "24", " 1 .. 2 ", "..", "9..3", "-1..0", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ranges.Parse(s)
		if err != nil {
			if !errors.Is(err, ranges.ErrSyntax) {
				t.Fatalf("Parse(%q): error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if r.IsAll() || r.IsEmpty() {
			t.Fatalf("Parse(%q) = %+v, an unbounded or empty range", s, r)
		}
		back, err := ranges.Parse(r.String())
		if err != nil || back != r {
			t.Fatalf("Parse(%q) = %+v, written %q, read back %+v, %v", s, r, r.String(), back, err)
		}
	})
}
