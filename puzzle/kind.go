package puzzle

import (
	"errors"
	"fmt"
	"strings"
)

// Kind is the kind of a puzzle, named by what it has besides givens.
type Kind uint8

// The kinds, in the order the command line, the catalog and books list
// them. Classic is the zero Kind.
const (
	// Classic: givens only.
	Classic Kind = iota
	// Killer: killer cages (and possibly givens).
	Killer
	// Greater: greater-than signs (and possibly givens).
	Greater
	// KillerGreater: both cages and signs.
	KillerGreater
	// NumKinds is the number of kinds.
	NumKinds
)

var kindNames = [NumKinds]string{Classic: "classic", Killer: "killer", Greater: "greater", KillerGreater: "killer-greater"}

// Kinds lists the kinds, Classic first.
func Kinds() []Kind { return []Kind{Classic, Killer, Greater, KillerGreater} }

// String returns the kind's name as the command line and the catalog
// write it: "classic", "killer", "greater" or "killer-greater".
func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// HasCages reports whether puzzles of kind k have killer cages.
func (k Kind) HasCages() bool { return k == Killer || k == KillerGreater }

// HasSigns reports whether puzzles of kind k have greater-than signs.
func (k Kind) HasSigns() bool { return k == Greater || k == KillerGreater }

// ErrKind is returned by ParseKind for an unknown name.
var ErrKind = errors.New("unknown kind")

// ParseKind returns the kind named s (case-insensitive).
func ParseKind(s string) (Kind, error) {
	for _, k := range Kinds() {
		if strings.EqualFold(s, k.String()) {
			return k, nil
		}
	}
	return Classic, fmt.Errorf("%w %q (want classic, killer, greater or killer-greater)", ErrKind, s)
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
