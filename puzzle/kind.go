package puzzle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
)

// Kind is the kind of a puzzle, named by what it has besides givens and
// the classic houses: a set of features, one bit each, the grid's size
// when it is not 9 (Sized), and the layout of a puzzle on joined grids
// (Joined: docs/gattai.md). The zero Kind is Classic; Killer,
// Greater and KillerGreater keep the values 1, 2 and 3 they always had,
// which the catalog's isomorph keys hold.
type Kind uint16

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
	// NumKinds bounds the kinds of the 9×9 grid: every Kind below it is
	// one.
	NumKinds Kind = 1 << 5
)

// sizeShift is where a Kind keeps the grid's size: 0 for 9, else N.
const sizeShift = 8

// layoutShift is where a Kind keeps its layout, above the size's five
// bits: 0 for a puzzle of one grid, 1 + the index of a named layout in
// grid.LayoutNames, or gattaiLayout for any other list of grids. The
// bits between the features and the size stay unused, so that NumKinds
// is no kind.
const (
	layoutShift  = 13
	layoutMask   = 7 << layoutShift
	gattaiLayout = 7
)

// Sized returns k on an N×N grid: its features (and layout) with the
// size n.
func (k Kind) Sized(n int) Kind {
	k &= NumKinds - 1 | layoutMask
	if n != 9 {
		k |= Kind(n) << sizeShift
	}
	return k
}

// Joined returns k on joined grids of the layout l (docs/gattai.md):
// its features with l's layout, the kind named after l (samurai, ...),
// or gattai for a layout that is no named one.
func (k Kind) Joined(l *grid.Layout) Kind {
	k = k.Features()
	i := slices.Index(grid.LayoutNames(), l.Canonical().Name())
	if i < 0 {
		return k | gattaiLayout<<layoutShift
	}
	return k | Kind(i+1)<<layoutShift
}

// LayoutName returns the name of k's layout as kind names begin with it
// (samurai, twodoku, ..., gattai for a list layout), "" for a kind of
// one grid.
func (k Kind) LayoutName() string {
	switch i := int(k&layoutMask) >> layoutShift; i {
	case 0:
		return ""
	case gattaiLayout:
		return "gattai"
	default:
		return grid.LayoutNames()[i-1]
	}
}

// IsJoined reports whether k is a kind of joined grids (a layout).
func (k Kind) IsJoined() bool { return k&layoutMask != 0 }

// Size returns the size of k's grid: 9 unless Sized said otherwise.
func (k Kind) Size() int {
	if n := int(k&^layoutMask) >> sizeShift; n != 0 {
		return n
	}
	return 9
}

// Features returns k's features (Jigsaw, X, Windoku, Killer, Greater)
// without its size.
func (k Kind) Features() Kind { return k & (NumKinds - 1) }

// Valid reports whether k is a kind of puzzle: features the kinds have,
// on a size from 4 to 25 (windoku on 9×9 only, cages and signs up to
// MaxCagedSize, sizes without boxes as jigsaw only), or on joined 9×9
// grids without jigsaw regions and windows.
func (k Kind) Valid() bool {
	n := int(k&^layoutMask) >> sizeShift
	switch {
	case k>>sizeShift<<sizeShift|k.Features() != k:
		return false
	case k.IsJoined():
		return n == 0 && k&(Jigsaw|Windoku) == 0
	case n == 0:
		return true
	case n == 9 || n < grid.MinSize || n > grid.MaxSize || k&Windoku != 0:
		return false
	case n > MaxCagedSize && k&(Killer|Greater) != 0:
		return false
	}
	_, boxed := grid.DefaultBox(n)
	return boxed || k&Jigsaw != 0
}

// kindFeatures are the features in the order a kind's name lists them.
var kindFeatures = [...]struct {
	k    Kind
	name string
}{{Jigsaw, "jigsaw"}, {X, "x"}, {Windoku, "windoku"}, {Killer, "killer"}, {Greater, "greater"}}

// Kinds lists every kind of the 9×9 grid, Classic first, then in order
// of value: the order the catalog's statistics and the command line list
// them, before the kinds of other sizes.
func Kinds() []Kind {
	out := make([]Kind, NumKinds)
	for i := range out {
		out[i] = Kind(i)
	}
	return out
}

// String returns the kind's name as the command line and the catalog
// write it: its features joined by "-" in the order jigsaw, x, windoku,
// killer, greater ("jigsaw-killer", "x-greater"), or "classic"; on
// another size than 9, after "NxN" ("6x6", "6x6-killer",
// "16x16-jigsaw"); on joined grids, after the layout's name
// ("samurai", "samurai-x", "gattai-killer").
func (k Kind) String() string {
	if !k.Valid() {
		return fmt.Sprintf("kind(%d)", uint16(k))
	}
	var parts []string
	if name := k.LayoutName(); name != "" {
		parts = append(parts, name)
	} else if n := k.Size(); n != 9 {
		parts = append(parts, fmt.Sprintf("%dx%d", n, n))
	} else if k == Classic {
		return "classic"
	}
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

// HouseFeatures returns the features of k that make its houses: Jigsaw
// (regions for boxes), X (the diagonals) and Windoku (the windows);
// without cages and signs, which are rules beside the houses, and
// without the size. Classic for a kind that has none of them.
func (k Kind) HouseFeatures() Kind { return k & (Jigsaw | X | Windoku) }

// ErrKind is returned by ParseKind for an unknown name.
var ErrKind = errors.New("unknown kind")

// ParseKind returns the kind named s (case-insensitive): "classic", or
// features joined by "-" in the order String writes them, after an
// optional size "NxN" ("6x6", "6x6-killer"; "9x9" is the classic size)
// or a layout's name ("samurai", "samurai-x", "gattai-killer").
func ParseKind(s string) (Kind, error) {
	if strings.EqualFold(s, "classic") {
		return Classic, nil
	}
	bad := fmt.Errorf("%w %q (want classic, or some of jigsaw, x, windoku, killer, greater joined by - in that order, as in jigsaw-killer, after a size such as 6x6- for other grids than 9x9 or a layout such as samurai- for joined grids)", ErrKind, s)
	var k Kind
	next := 0
	parts := strings.Split(s, "-")
	if i := layoutIndex(parts[0]); i > 0 {
		k, parts = Kind(i)<<layoutShift, parts[1:]
	} else if n, ok := parseSize(parts[0]); ok {
		if n < grid.MinSize || n > grid.MaxSize {
			return Classic, bad
		}
		k, parts = k.Sized(n), parts[1:]
	}
	for _, part := range parts {
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
	if !k.Valid() {
		return Classic, fmt.Errorf("%w %q (windoku is 9x9 only; sizes 5, 7, 11, 13, 17, 19 and 23 have no boxes and are jigsaw only; cages and signs go up to 16x16; joined grids have neither jigsaw regions nor windows)", ErrKind, s)
	}
	return k, nil
}

// layoutIndex returns the layout bits of the layout named s
// (case-insensitive: a named layout, or gattai), 0 for no layout's name.
func layoutIndex(s string) int {
	if strings.EqualFold(s, "gattai") {
		return gattaiLayout
	}
	for i, name := range grid.LayoutNames() {
		if strings.EqualFold(s, name) {
			return i + 1
		}
	}
	return 0
}

// parseSize reads a size "NxN" (either case), N in decimal.
func parseSize(s string) (int, bool) {
	a, rest, ok := strings.Cut(strings.ToLower(s), "x")
	if !ok || a == "" || a != rest || len(a) > 2 || strings.Trim(a, "0123456789") != "" {
		return 0, false
	}
	n := 0
	for _, ch := range a {
		n = n*10 + int(ch-'0')
	}
	return n, true
}

// MarshalText writes k's name, so that a Kind reads in JSON as its name.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("%w %d", ErrKind, uint16(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a kind's name (ParseKind).
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	*k = v
	return err
}
