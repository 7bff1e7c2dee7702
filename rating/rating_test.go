package rating

import (
	"errors"
	"strings"
	"testing"
)

func TestRatingPrints(t *testing.T) {
	for _, tt := range []struct {
		r    Rating
		want string
	}{
		{Rating{}, ""},
		{Rating{Estimated: true}, ""},
		{Rating{Value: 73, Technique: AlignedTripleExclusion}, "7.3"},
		{Rating{Value: 107, Technique: Beyond, Estimated: true}, "~10.7"},
	} {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%+v prints %q, want %q", tt.r, got, tt.want)
		}
	}
	if g := (Rating{Value: 73}).Grade(); g != Extreme {
		t.Errorf("7.3 is %v, want extreme", g)
	}
}

func TestRatingString(t *testing.T) {
	for r, want := range map[Value]string{0: "", 10: "1.0", 23: "2.3", 100: "10.0", 119: "11.9"} {
		if got := r.String(); got != want {
			t.Errorf("Rating(%d).String() = %q, want %q", int(r), got, want)
		}
	}
	if got := Value(73).Float(); got != 7.3 {
		t.Errorf("Float = %v", got)
	}
}

func TestParseRating(t *testing.T) {
	for s, want := range map[string]Value{"7.3": 73, "10": 100, "1.0": 10, "11.9": 119, " 2.5": 0, "2.55": 0, "x": 0, "0": 0, "-1": 0, "21": 0} {
		got, err := ParseValue(s)
		if got != want || (err == nil) != (want != 0) {
			t.Errorf("ParseRating(%q) = %v, %v; want %v", s, got, err, want)
		}
		if err != nil && !errors.Is(err, ErrValue) {
			t.Errorf("ParseRating(%q): error %v is not ErrRating", s, err)
		}
	}
}

func TestTechniqueNames(t *testing.T) {
	seen := map[string]bool{}
	for tq := Technique(0); tq < Unnamed; tq++ {
		name := tq.String()
		if name == "" || seen[name] {
			t.Errorf("technique %d: name %q empty or repeated", tq, name)
		}
		seen[name] = true
		if back, err := ParseTechnique(strings.ToUpper(name)); back != tq || err != nil {
			t.Errorf("ParseTechnique(%q) = %v, %v", strings.ToUpper(name), back, err)
		}
	}
	if back, err := ParseTechnique(""); back != Unnamed || err != nil || Unnamed.String() != "" {
		t.Errorf(`ParseTechnique("") = %v, %v; Unnamed is %q`, back, err, Unnamed.String())
	}
	if _, err := ParseTechnique("x-wings"); !errors.Is(err, ErrTechnique) {
		t.Errorf("ParseTechnique(x-wings): %v, want ErrTechnique", err)
	}
	if got := NumTechniques.String(); !strings.HasPrefix(got, "technique(") {
		t.Errorf("out of range technique: %q", got)
	}
}

func TestParseScale(t *testing.T) {
	for s, want := range map[string]Scale{"se": SE, "SE": SE, "sukaku": Sukaku, "Sukaku": Sukaku} {
		if got, err := ParseScale(s); got != want || err != nil {
			t.Errorf("ParseScale(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "ser", "se1.2.1"} {
		if _, err := ParseScale(s); !errors.Is(err, ErrScale) {
			t.Errorf("ParseScale(%q): error %v, want ErrScale", s, err)
		}
	}
	for _, sc := range Scales() {
		if got, _ := ParseScale(sc.String()); got != sc {
			t.Errorf("%v does not read back", sc)
		}
	}
}
