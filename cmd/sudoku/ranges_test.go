package main

import "testing"

func TestIntRange(t *testing.T) {
	tests := []struct {
		in      string
		want    intRange
		str     string
		wantErr bool
	}{
		{in: "300..", want: intRange{Min: 300, HasMin: true}, str: "300.."},
		{in: "..25", want: intRange{Max: 25, HasMax: true}, str: "..25"},
		{in: "20..25", want: intRange{20, 25, true, true}, str: "20..25"},
		{in: "24", want: intRange{24, 24, true, true}, str: "24"},
		{in: " 1 .. 2 ", want: intRange{1, 2, true, true}, str: "1..2"},
		{in: "..", wantErr: true},
		{in: "", wantErr: true},
		{in: "a..3", wantErr: true},
		{in: "3..b", wantErr: true},
		{in: "9..3", wantErr: true},
	}
	for _, tt := range tests {
		var r intRange
		err := r.Set(tt.in)
		if tt.wantErr {
			if err == nil {
				t.Errorf("Set(%q) = %+v, want an error", tt.in, r)
			}
			continue
		}
		if err != nil || r != tt.want {
			t.Errorf("Set(%q) = %+v, %v; want %+v", tt.in, r, err, tt.want)
		}
		if s := r.String(); s != tt.str {
			t.Errorf("Set(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
	}
	r := intRange{Min: 5, HasMin: true}
	for n, want := range map[int]bool{4: false, 5: true, 1 << 30: true} {
		if r.Contains(n) != want {
			t.Errorf("%v.Contains(%d) = %v", r.String(), n, !want)
		}
	}
}
