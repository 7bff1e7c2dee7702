package rating

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/ranges"
)

// Grade is a named band of the technique rating, for people choosing
// puzzles. Each band starts where solving needs a new kind of reasoning:
//
//	easy       1.0-1.5  only hidden singles: scan where a digit can go
//	medium     1.6-2.5  naked singles and the "direct" locked candidates and
//	                    hidden sets, each of which places a digit at once
//	hard       2.6-4.4  pencil marks: locked candidates, naked and hidden
//	                    pairs and triples, X-wing, swordfish, XY- and
//	                    XYZ-wings (Sukaku: two-link fish, skyscraper, kite)
//	expert     4.5-6.4  patterns over the whole grid: uniqueness, quads,
//	                    jellyfish, BUG, aligned pair exclusion (Sukaku:
//	                    WXYZ- and VWXYZ-wings, fish of three to five strong
//	                    links)
//	extreme    6.5-8.4  chains of implications: cycles, forcing chains,
//	                    aligned triple exclusion, Nishio, cell and region
//	                    forcing chains
//	nightmare  8.5-     dynamic forcing chains, in practice a search
//
// The bounds follow Sudoku Explainer's own steps (hard starts at
// pointing, 2.6; chains at 6.5; dynamic chains at 8.5), which both scales
// share, so a grade reads the same on any SE-rated collection; it is the
// band of the rating on the scale the puzzle was rated on. The techniques
// marked Sukaku are only on that scale's ladder.
type Grade uint8

// The grades. Ungraded is the zero Grade: the puzzle was not rated.
const (
	Ungraded Grade = iota
	Easy
	Medium
	Hard
	Expert
	Extreme
	Nightmare
)

var gradeNames = [...]string{"", "easy", "medium", "hard", "expert", "extreme", "nightmare"}

// gradeLeast[g] is the least value of grade g: where its band starts.
var gradeLeast = [...]Value{0, 10, 16, 26, 45, 65, 85}

// ErrGrade is returned by ParseGrade for an unknown name.
var ErrGrade = errors.New("unknown grade")

// Grades lists the grades from easiest to hardest.
func Grades() []Grade {
	return []Grade{Easy, Medium, Hard, Expert, Extreme, Nightmare}
}

// GradeOf returns the grade of rating r (Ungraded for the zero Rating).
func GradeOf(r Value) Grade {
	g := Ungraded
	for i := Easy; i <= Nightmare; i++ {
		if r >= gradeLeast[i] {
			g = i
		}
	}
	return g
}

// String returns the grade's name, e.g. "expert"; "" for Ungraded.
func (g Grade) String() string {
	if int(g) < len(gradeNames) {
		return gradeNames[g]
	}
	return fmt.Sprintf("grade(%d)", int(g))
}

// Range returns the ratings of grade g, in tenths; the highest grade has
// no upper bound, and Ungraded (or a grade that is none of Grades) holds
// no rating: its range is empty.
func (g Grade) Range() ranges.Range {
	switch {
	case g == Ungraded || int(g) >= len(gradeLeast):
		return ranges.Between(1, 0)
	case g == Nightmare:
		return ranges.AtLeast(int(gradeLeast[g]))
	}
	return ranges.Between(int(gradeLeast[g]), int(gradeLeast[g+1]-1))
}

// ParseGrade returns the grade named s (case-insensitive).
func ParseGrade(s string) (Grade, error) {
	for _, g := range Grades() {
		if strings.EqualFold(s, g.String()) {
			return g, nil
		}
	}
	return Ungraded, fmt.Errorf("%w %q (want one of easy, medium, hard, expert, extreme, nightmare)", ErrGrade, s)
}
