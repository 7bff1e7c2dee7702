package book

import (
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
)

// TestKindName: every kind has a label, the shape first and then the
// cages and signs, different for each kind; the old four keep theirs;
// and the noun of a sentence is the label in lower case but for Sudoku.
func TestKindName(t *testing.T) {
	for _, tc := range []struct {
		k           puzzle.Kind
		label, noun string
	}{
		{puzzle.Classic, "Classic", "classic"},
		{puzzle.Killer, "Killer", "killer"},
		{puzzle.Greater, "Greater-than", "greater-than"},
		{puzzle.KillerGreater, "Killer greater-than", "killer greater-than"},
		{puzzle.Jigsaw, "Jigsaw", "jigsaw"},
		{puzzle.X, "Sudoku X", "Sudoku X"},
		{puzzle.Windoku, "Windoku", "windoku"},
		{puzzle.Jigsaw | puzzle.Killer, "Jigsaw killer", "jigsaw killer"},
		{puzzle.X | puzzle.Greater, "Sudoku X greater-than", "Sudoku X greater-than"},
		{puzzle.X | puzzle.Windoku, "Windoku X", "windoku X"},
		{puzzle.Jigsaw | puzzle.X, "Jigsaw X", "jigsaw X"},
		{puzzle.Jigsaw | puzzle.Windoku | puzzle.X | puzzle.KillerGreater, "Jigsaw windoku X killer greater-than", "jigsaw windoku X killer greater-than"},
		{puzzle.Classic.Sized(6), "6×6", "6×6"},
		{puzzle.Killer.Sized(6), "6×6 killer", "6×6 killer"},
		{puzzle.Classic.Sized(16), "16×16", "16×16"},
		{puzzle.Jigsaw.Sized(8), "8×8 jigsaw", "8×8 jigsaw"},
		{puzzle.X.Sized(8), "8×8 Sudoku X", "8×8 Sudoku X"},
		{(puzzle.Jigsaw | puzzle.Greater).Sized(5), "5×5 jigsaw greater-than", "5×5 jigsaw greater-than"},
		{puzzle.Classic.Sized(9), "Classic", "classic"},
	} {
		if got := kindName(tc.k); got != tc.label {
			t.Errorf("kindName(%s) = %q, want %q", tc.k, got, tc.label)
		}
		if got := kindNoun(tc.k); got != tc.noun {
			t.Errorf("kindNoun(%s) = %q, want %q", tc.k, got, tc.noun)
		}
	}
	seen := map[string]puzzle.Kind{}
	for _, k := range puzzle.Kinds() {
		name := kindName(k)
		if j, dup := seen[name]; dup {
			t.Errorf("kinds %s and %s are both labelled %q", j, k, name)
		}
		seen[name] = k
		for _, feature := range []struct {
			has  bool
			word string
		}{{k&puzzle.Jigsaw != 0, "jigsaw"}, {k&puzzle.X != 0, " x"}, {k&puzzle.Windoku != 0, "windoku"}, {k.HasCages(), "killer"}, {k.HasSigns(), "greater-than"}} {
			if strings.Contains(strings.ToLower(name), feature.word) != feature.has {
				t.Errorf("%s is labelled %q", k, name)
			}
		}
	}
}
