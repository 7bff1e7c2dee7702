package puzzle

import (
	"errors"
	"fmt"
	"strings"
)

// Kind is the kind of a puzzle, named by what it has besides givens and
// the classic houses: a set of features, one bit each. The zero Kind is
// Classic; Killer, Greater and KillerGreater keep the values 1, 2 and 3
// they always had, which the catalog's isomorph keys hold.
type Kind uint8

// The features, and the kinds of one or two of them.
const (
	// Classic: givens only, in rows, columns and boxes.
	Classic Kind = 0
	// Killer: killer cages.
	Killer Kind = 1 << 0
	// Greater: greater-than signs.
	Greater Kind = 1 << 1
	// KillerGreater: both cages and signs.
	KillerGreater = Killer | Greater
	// X: the two main diagonals are houses too (Sudoku X).
	X Kind = 1 << 2
	// Windoku: four 3×3 windows are houses too.
	Windoku Kind = 1 << 3
	// Jigsaw: irregular regions in place of the boxes.
	Jigsaw Kind = 1 << 4
	// NumKinds bounds the kinds: every Kind below it is one.
	NumKinds Kind = 1 << 5
)

// kindFeatures are the features in the order a kind's name lists them.
var kindFeatures = [...]struct {
	k    Kind
	name string
}{{Jigsaw, "jigsaw"}, {X, "x"}, {Windoku, "windoku"}, {Killer, "killer"}, {Greater, "greater"}}

// Kinds lists every kind, Classic first, then in order of value: the
// order the catalog's statistics and the command line list them.
func Kinds() []Kind {
	out := make([]Kind, NumKinds)
	for i := range out {
		out[i] = Kind(i)
	}
	return out
}

// String returns the kind's name as the command line and the catalog
// write it: its features joined by "-" in the order jigsaw, x, windoku,
// killer, greater ("jigsaw-killer", "x-greater"), or "classic".
func (k Kind) String() string {
	if k >= NumKinds {
		return fmt.Sprintf("kind(%d)", uint8(k))
	}
	if k == Classic {
		return "classic"
	}
	var parts []string
	for _, f := range kindFeatures {
		if k&f.k != 0 {
			parts = append(parts, f.name)
		}
	}
	return strings.Join(parts, "-")
}

// HasCages reports whether puzzles of kind k have killer cages.
func (k Kind) HasCages() bool { return k&Killer != 0 }

// HasSigns reports whether puzzles of kind k have greater-than signs.
func (k Kind) HasSigns() bool { return k&Greater != 0 }

// Shape returns the features of k that shape the grid (Jigsaw, X,
// Windoku), without cages and signs.
func (k Kind) Shape() Kind { return k &^ KillerGreater }

// ErrKind is returned by ParseKind for an unknown name.
var ErrKind = errors.New("unknown kind")

// ParseKind returns the kind named s (case-insensitive): "classic", or
// features joined by "-" in the order String writes them.
func ParseKind(s string) (Kind, error) {
	if strings.EqualFold(s, "classic") {
		return Classic, nil
	}
	bad := fmt.Errorf("%w %q (want classic, or some of jigsaw, x, windoku, killer, greater joined by - in that order, as in jigsaw-killer)", ErrKind, s)
	var k Kind
	next := 0
	for _, part := range strings.Split(s, "-") {
		i := next
		for i < len(kindFeatures) && !strings.EqualFold(part, kindFeatures[i].name) {
			i++
		}
		if i == len(kindFeatures) {
			return Classic, bad
		}
		k |= kindFeatures[i].k
		next = i + 1
	}
	return k, nil
}

// MarshalText writes k's name, so that a Kind reads in JSON as its name.
func (k Kind) MarshalText() ([]byte, error) {
	if k >= NumKinds {
		return nil, fmt.Errorf("%w %d", ErrKind, uint8(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a kind's name (ParseKind).
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	*k = v
	return err
}

// KindName returns the name of p's kind with its size, as shapes.md
// names kinds: the kind's name (Kind.String), after "NxN-" for a size
// other than 9 ("6x6", "6x6-killer", "16x16-jigsaw").
func (p *Puzzle) KindName() string { return SizedKindName(p.N(), p.Kind()) }

// SizedKindName returns the name of kind k at size n (see KindName).
func SizedKindName(n int, k Kind) string {
	if n == 9 {
		return k.String()
	}
	if k == Classic {
		return fmt.Sprintf("%dx%d", n, n)
	}
	return fmt.Sprintf("%dx%d-%s", n, n, k)
}

// ParseSizedKind reads a kind's name with its size (see KindName): an
// optional "NxN" first ("6x6", "6x6-killer"), 9 when it is left out.
func ParseSizedKind(s string) (n int, k Kind, err error) {
	head, rest, _ := strings.Cut(s, "-")
	var a, b int
	if _, e := fmt.Sscanf(strings.ToLower(head), "%dx%d", &a, &b); e != nil || fmt.Sprintf("%dx%d", a, b) != strings.ToLower(head) {
		k, err = ParseKind(s)
		return 9, k, err
	}
	if a != b || a < MinSize || a > MaxSize {
		return 0, Classic, fmt.Errorf("%w %q (a size is NxN with N from 4 to 16)", ErrKind, s)
	}
	if rest == "" {
		return a, Classic, nil
	}
	k, err = ParseKind(rest)
	return a, k, err
}
