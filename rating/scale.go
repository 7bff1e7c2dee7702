package rating

import (
	"errors"
	"fmt"
	"strings"
)

// Scale is a ladder of techniques with their values: which program's
// rating a puzzle gets. Both are Sudoku Explainer's scale in tenths and
// agree up to 4.0 and from the chains on; in between, Sukaku Explainer
// knows more techniques, so it rates many puzzles lower.
type Scale uint8

// The scales. SE is the zero Scale, the default.
const (
	// SE is classic Sudoku Explainer 1.2.1 (Nicolas Juillerat), the
	// number the puzzle community quotes as SE or ER: the Patterns Game,
	// the hardest lists and most forums.
	SE Scale = iota
	// Sukaku is Sukaku Explainer's configuration of the same program,
	// which adds turbot fish and longer strong-link fish, WXYZ- and
	// VWXYZ-wings. It rated the Sudoku Exchange puzzle bank.
	Sukaku
	// NumScales is the number of scales.
	NumScales
)

var scaleNames = [NumScales]string{SE: "se", Sukaku: "sukaku"}

// String returns the scale's name as the command line writes it: "se"
// or "sukaku".
func (s Scale) String() string {
	if s < NumScales {
		return scaleNames[s]
	}
	return fmt.Sprintf("scale(%d)", int(s))
}

// Scales lists the scales, the default first.
func Scales() []Scale { return []Scale{SE, Sukaku} }

// ErrScale is returned by ParseScale for an unknown name.
var ErrScale = errors.New("unknown scale")

// ParseScale returns the scale named s (case-insensitive).
func ParseScale(s string) (Scale, error) {
	for _, sc := range Scales() {
		if strings.EqualFold(s, sc.String()) {
			return sc, nil
		}
	}
	return SE, fmt.Errorf("%w %q (want se or sukaku)", ErrScale, s)
}
