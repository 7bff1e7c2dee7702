package book

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/score"
)

// A book is for the people who solve it, so it tells them how hard each
// puzzle is by its grade and technique rating (see package score), the
// measures of how a person solves it. The seed score, which counts the
// wrong turns of one fixed search, stays in the formats for book makers
// (csv, json).

// summaryParts are the pieces of the title page's description of the
// contents: how many puzzles of which kinds, their clues, and the span of
// their grades and ratings, e.g. "40 puzzles", "23–27 clues", "easy to
// hard", "rating 1.2–4.2"; "40 killer puzzles" when they are all of one
// variant, "40 puzzles (24 killer, 16 classic)" when the book mixes kinds.
// A book without grades or ratings has no difficulty part, and one of
// variants without givens no clues part.
func summaryParts(b *Book) []string {
	var counts [puzzle.NumKinds]int
	lo, hi, shown := 0, 0, false
	for i := range b.Puzzles {
		p := &b.Puzzles[i]
		counts[p.Puzzle.Kind()]++
		if !showsClues(p) {
			continue
		}
		c := p.Clues()
		if !shown {
			lo, hi, shown = c, c, true
		}
		lo, hi = min(lo, c), max(hi, c)
	}
	n := len(b.Puzzles)
	var parts []string
	switch kind := b.Puzzles[0].Puzzle.Kind(); {
	case b.mixed():
		var each []string
		for _, k := range puzzle.Kinds() {
			if counts[k] > 0 {
				each = append(each, fmt.Sprintf("%d %s", counts[k], strings.ToLower(kindNames[k])))
			}
		}
		parts = append(parts, fmt.Sprintf("%d puzzles (%s)", n, strings.Join(each, ", ")))
	case kind != puzzle.Classic:
		parts = append(parts, puzzles(n, strings.ToLower(kindNames[kind])+" "))
	default:
		parts = append(parts, puzzles(n, ""))
	}
	if shown {
		parts = append(parts, span(fmt.Sprint(lo), fmt.Sprint(hi))+" clues")
	}
	if g := gradeSpan(b); g != "" {
		parts = append(parts, g)
	}
	if r := ratingSpan(b); r != "" {
		parts = append(parts, "rating "+r)
	}
	return parts
}

// puzzles counts n puzzles of a kind: "1 puzzle", "40 killer puzzles".
func puzzles(n int, kind string) string {
	if n == 1 {
		return "1 " + kind + "puzzle"
	}
	return fmt.Sprintf("%d %spuzzles", n, kind)
}

// summary is the title page's one-line description of the contents.
func summary(b *Book) string { return strings.Join(summaryParts(b), " · ") }

// span writes lo to hi with an en dash, or once when they are equal.
func span(lo, hi string) string {
	if lo == hi {
		return lo
	}
	return lo + "–" + hi
}

// gradeSpan is the span of the book's grades, easiest to hardest, e.g.
// "easy to hard", or "hard" when they are all one; "" when no puzzle is
// rated.
func gradeSpan(b *Book) string {
	lo, hi := score.Ungraded, score.Ungraded
	for i := range b.Puzzles {
		g := b.Puzzles[i].Rating.Grade()
		if g == score.Ungraded {
			continue
		}
		if lo == score.Ungraded || g < lo {
			lo = g
		}
		hi = max(hi, g)
	}
	switch {
	case lo == score.Ungraded:
		return ""
	case lo == hi:
		return lo.String()
	}
	return lo.String() + " to " + hi.String()
}

// ratingSpan is the span of the book's technique ratings, e.g. "1.2–4.2";
// "" when no puzzle has one. An estimate (~10.7) does not count: the
// span states what the ladder found.
func ratingSpan(b *Book) string {
	var lo, hi score.Value
	for i := range b.Puzzles {
		r := b.Puzzles[i].Rating
		if !r.Rated() || r.Estimated {
			continue
		}
		if lo == 0 || r.Value < lo {
			lo = r.Value
		}
		hi = max(hi, r.Value)
	}
	if lo == 0 {
		return ""
	}
	return span(lo.String(), hi.String())
}

// rated reports which measures of difficulty the book's puzzles carry:
// grades, and ratings the ladder found (not only estimates).
func rated(b *Book) (grades, ratings bool) {
	for i := range b.Puzzles {
		r := b.Puzzles[i].Rating
		grades = grades || r.Rated()
		ratings = ratings || r.Rated() && !r.Estimated
	}
	return grades, ratings
}

// rulesBlock is one block of the rules printed at the front of a book: a
// heading, a paragraph and, for the grades, a table.
type rulesBlock struct {
	Heading, Text string
	Grades        []gradeLine
}

// gradeLine is a row of the grades table: the grade, its band of ratings
// (empty when the book has no ratings) and what solving it takes.
type gradeLine struct {
	Name, Band, Needs string
}

// gradeNeeds says, for the reader, what kind of reasoning each grade's
// hardest step takes (score.Grade documents the techniques).
var gradeNeeds = map[score.Grade]string{
	score.Easy:      "spotting the one place left for a digit in a row, column or box",
	score.Medium:    "also spotting the one digit left for a cell",
	score.Hard:      "pencil marks: pairs, triples, X-wings, wings",
	score.Expert:    "patterns across the whole grid, such as unique rectangles",
	score.Extreme:   "chains of linked deductions",
	score.Nightmare: "long forcing chains, close to trial and error",
}

// rules is the text of the rules: how to play (with the cages and the
// signs when the book has them), what the label above each grid says and,
// when the puzzles are graded or rated, what the grades and ratings mean.
func rules(b *Book) []rulesBlock {
	var cages, signs bool
	for i := range b.Puzzles {
		if v := &b.Puzzles[i].Puzzle; !v.IsClassic() {
			cages = cages || len(v.Cages) > 0
			signs = signs || len(v.Signs) > 0
		}
	}
	// The cages and signs go into the one paragraph, which keeps the
	// title page of a book with ratings on one page.
	play := "Write a digit from 1 to 9 in every empty cell so that each row, " +
		"each column and each of the nine 3×3 boxes holds every digit exactly once. "
	if cages {
		play += "The digits in a dashed cage add up to the small number in its corner, and no digit repeats in a cage. "
	}
	if signs {
		play += "A sign between two cells points to the smaller digit. "
	}
	out := []rulesBlock{{"How to play", play + "Every puzzle has exactly one solution.", nil}}
	grades, ratings := rated(b)
	items := []string{"The puzzle’s number"}
	if b.mixed() {
		items = append(items, "what kind of puzzle it is")
	}
	// Variants without givens leave the clues out of their labels.
	switch n := countClueless(b); {
	case n == 0:
		items = append(items, "how many digits are given (clues)")
	case n < len(b.Puzzles):
		items = append(items, "how many digits are given (clues), if any")
	}
	switch {
	case grades && ratings:
		items = append(items, "how hard it is: its grade and its rating")
	case grades:
		items = append(items, "how hard it is: its grade")
	case ratings:
		items = append(items, "how hard it is: its rating")
	}
	out = append(out, rulesBlock{Heading: "Above each grid", Text: listing(items) + "."})
	if !grades && !ratings {
		return out
	}
	blk := rulesBlock{Heading: "Grades", Text: "The grade says what kind of reasoning the hardest step of a solution by logic alone needs:"}
	if ratings {
		blk.Heading = "Grades and ratings"
		blk.Text = "The rating is on Sudoku Explainer’s scale, from 1.0 to about 12: the value of the hardest " +
			"step of a solution by logic alone. The grade says what kind of reasoning that step needs:"
	}
	for _, g := range score.Grades() {
		l := gradeLine{Name: g.String(), Needs: gradeNeeds[g]}
		if ratings {
			r := g.Range()
			lo, hi := score.Value(r.Min), score.Value(r.Max)
			if !r.HasMax {
				l.Band = lo.String() + " and up"
			} else {
				l.Band = span(lo.String(), hi.String())
			}
		}
		blk.Grades = append(blk.Grades, l)
	}
	return append(out, blk)
}

// countClueless counts the puzzles whose labels leave the clues out.
func countClueless(b *Book) int {
	n := 0
	for i := range b.Puzzles {
		if !showsClues(&b.Puzzles[i]) {
			n++
		}
	}
	return n
}

// listing joins items as English lists them: "a and b", "a, b, and c".
func listing(items []string) string {
	switch len(items) {
	case 1:
		return items[0]
	case 2:
		return items[0] + " and " + items[1]
	}
	return strings.Join(items[:len(items)-1], ", ") + ", and " + items[len(items)-1]
}
