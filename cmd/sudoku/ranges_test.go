package main

import (
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/ranges"
)

// TestRangeFlags checks the wiring of the range flags: whole numbers and
// ratings parse, print back as typed, and bad values are refused with
// the range named. (Package ranges tests the syntax itself.)
func TestRangeFlags(t *testing.T) {
	t.Parallel()
	tests := []struct {
		flag    *rangeFlag
		in      string
		want    ranges.Range
		str     string
		wantErr string
	}{
		{flag: intRangeFlag(), in: "300..", want: ranges.AtLeast(300), str: "300.."},
		{flag: intRangeFlag(), in: "24", want: ranges.Exactly(24), str: "24"},
		{flag: intRangeFlag(), in: "9..3", wantErr: `bad range: 9 is more than 3`},
		{flag: ratingRangeFlag(), in: "6.5..", want: ranges.AtLeast(65), str: "6.5.."},
		{flag: ratingRangeFlag(), in: "2.6..4.4", want: ranges.Between(26, 44), str: "2.6..4.4"},
		{flag: ratingRangeFlag(), in: "7", want: ranges.Exactly(70), str: "7.0"},
		{flag: ratingRangeFlag(), in: "8.4..7", wantErr: `bad range: 8.4 is more than 7.0`},
		{flag: ratingRangeFlag(), in: "6.55..", wantErr: `bad rating "6.55"`},
	}
	for _, tt := range tests {
		err := tt.flag.Set(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Set(%q): %v, want an error with %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || tt.flag.r != tt.want || tt.flag.String() != tt.str {
			t.Errorf("Set(%q): %+v %q, %v; want %+v %q", tt.in, tt.flag.r, tt.flag.String(), err, tt.want, tt.str)
		}
	}
}
