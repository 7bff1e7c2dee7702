package book

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/puzzle"
)

// A puzzle's label says, after its number, what its solver wants to know
// before starting: its kind when the book mixes kinds, how many digits are
// given, and its grade and rating (see difficulty.go for why not the seed
// score): "24 clues · hard 4.2" in a classic book, "Killer · hard 4.2" in
// a book of killers and classics. A variant puzzle without givens (most
// killers and greater-than puzzles) leaves the clues out, since "0 clues"
// tells its solver nothing.

// variantNames are the names of the kinds with boxes, by their cages
// and signs (puzzle.Kind's two low bits).
var variantNames = [4]string{
	puzzle.Classic:       "Classic",
	puzzle.Killer:        "Killer",
	puzzle.Greater:       "Greater-than",
	puzzle.KillerGreater: "Killer greater-than",
}

// kindName is kind k as labels name it: "Classic", "Killer", "Jigsaw",
// "Sudoku X", "Windoku X", "Jigsaw killer", "Sudoku X greater-than". The
// shape comes first (jigsaw, windoku, X: "Jigsaw windoku X"), as puzzle
// books name them, then the cages and signs. A size other than 9 comes
// before them all, as the kind's name has it: "6×6", "6×6 killer",
// "16×16 jigsaw", "8×8 Sudoku X".
func kindName(k puzzle.Kind) string {
	if k.IsJoined() {
		return joinedName(k)
	}
	if k.Size() == 9 {
		return featureName(k)
	}
	return sizedName(k)
}

// sizedName is kind k named with its size whatever it is, for a book of
// grids of several sizes: "9×9", "9×9 killer", "6×6 jigsaw".
func sizedName(k puzzle.Kind) string {
	name := featureName(k.Features())
	n := k.Size()
	size := fmt.Sprintf("%d×%d", n, n)
	if k.Features() == puzzle.Classic {
		return size
	}
	if !strings.HasPrefix(name, "Sudoku") {
		name = strings.ToLower(name[:1]) + name[1:]
	}
	return size + " " + name
}

// joinedName is kind k on joined grids as labels name it: its layout's
// name, then the diagonals and the cages and signs as featureName names
// them: "Samurai", "Samurai X", "Windmill killer", "Gattai" for a layout
// of a list of grids.
func joinedName(k puzzle.Kind) string {
	name := k.LayoutName()
	name = strings.ToUpper(name[:1]) + name[1:]
	if k&puzzle.X != 0 {
		name += " X"
	}
	if k.HasCages() || k.HasSigns() {
		name += " " + strings.ToLower(variantNames[k&puzzle.KillerGreater])
	}
	return name
}

// featureName is the name of the features k on a 9×9 grid (kindName).
func featureName(k puzzle.Kind) string {
	var shape []string
	if k&puzzle.Jigsaw != 0 {
		shape = append(shape, "Jigsaw")
	}
	if k&puzzle.Windoku != 0 {
		shape = append(shape, "windoku")
	}
	if k&puzzle.X != 0 {
		if len(shape) == 0 {
			shape = append(shape, "Sudoku")
		}
		shape = append(shape, "X")
	}
	marks := variantNames[k&puzzle.KillerGreater]
	if len(shape) == 0 {
		return marks
	}
	s := strings.Join(shape, " ")
	s = strings.ToUpper(s[:1]) + s[1:]
	if k.HasCages() || k.HasSigns() {
		s += " " + strings.ToLower(marks)
	}
	return s
}

// noun is a kind's name as a sentence writes it: "killer", "jigsaw
// killer", and "Sudoku X" whole, since Sudoku is a name.
func noun(name string) string {
	if strings.HasPrefix(name, "Sudoku") {
		return name
	}
	return strings.ToLower(name[:1]) + name[1:]
}

// kindNoun is kind k as a sentence names it (noun of kindName).
func kindNoun(k puzzle.Kind) string { return noun(kindName(k)) }

// showsClues reports whether p's label counts its givens.
func showsClues(p *Entry) bool { return !p.isVariant() || p.Clues() > 0 }

// clues is "24 clues", or "1 clue".
func clues(n int) string {
	if n == 1 {
		return "1 clue"
	}
	return fmt.Sprintf("%d clues", n)
}

// labeler writes the labels of one book's puzzles: whether they name
// their kind depends on the whole book, and so does how. A book of one
// size names its kinds without it (its title page says it): "Killer",
// "Classic"; a book of grids of several sizes with it, "9×9" for the
// classic grid too.
type labeler struct{ mixed, sizes bool }

func labelerOf(b *Book) labeler { return labeler{mixed: b.mixed(), sizes: len(b.sizes()) > 1} }

// kind is the name of kind k in the labels of the book.
func (l labeler) kind(k puzzle.Kind) string {
	if k.IsJoined() {
		return joinedName(k)
	}
	if l.sizes {
		return sizedName(k)
	}
	return featureName(k.Features())
}

// details is the label text after a puzzle's number, e.g. "24 clues ·
// hard 4.2" or "Killer · hard 4.2"; "" when there is nothing to say (an
// unrated killer without givens in a book of killers).
func (l labeler) details(p *Entry) string {
	var parts []string
	if l.mixed {
		parts = append(parts, l.kind(p.Puzzle.Kind()))
	}
	if showsClues(p) {
		parts = append(parts, clues(p.Clues()))
	}
	if d := p.difficulty(); d != "" {
		parts = append(parts, d)
	}
	return strings.Join(parts, " · ")
}

// short is the label for a slot too narrow for details: the clues are
// left out first, then nothing else (the kind and the difficulty are what
// a solver picks a puzzle by).
func (l labeler) short(p *Entry) string {
	var parts []string
	if l.mixed {
		parts = append(parts, l.kind(p.Puzzle.Kind()))
	}
	if d := p.difficulty(); d != "" {
		parts = append(parts, d)
	}
	if len(parts) == 0 {
		return l.details(p)
	}
	return strings.Join(parts, " · ")
}

// heading is a puzzle's heading in the txt grids: "Puzzle 3 · 24 clues".
func (l labeler) heading(p *Entry) string {
	s := fmt.Sprintf("Puzzle %d", p.Number)
	if d := l.details(p); d != "" {
		s += " · " + d
	}
	return s
}
