// Package ranges provides Range, the inclusive range of whole numbers that
// selects and targets puzzles everywhere: clue counts, seed scores and
// technique ratings (in tenths). Either side may be open. The command line
// writes a range as MIN..MAX, MIN.., ..MAX or N (exactly N); Parse and
// String read and write that form, ParseWith and Format do it for numbers
// written another way, such as ratings ("6.5..8.4").
package ranges

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Range is an inclusive range of whole numbers; a side whose Has flag is
// false is open. The zero Range holds every number.
type Range struct {
	Min, Max       int
	HasMin, HasMax bool
}

// Between is the range lo..hi.
func Between(lo, hi int) Range { return Range{Min: lo, Max: hi, HasMin: true, HasMax: true} }

// AtLeast is the range lo.. .
func AtLeast(lo int) Range { return Range{Min: lo, HasMin: true} }

// AtMost is the range ..hi.
func AtMost(hi int) Range { return Range{Max: hi, HasMax: true} }

// Exactly is the range holding n alone.
func Exactly(n int) Range { return Between(n, n) }

// Contains reports whether n is inside r.
func (r Range) Contains(n int) bool {
	return (!r.HasMin || n >= r.Min) && (!r.HasMax || n <= r.Max)
}

// IsAll reports whether r has no bound at all.
func (r Range) IsAll() bool { return !r.HasMin && !r.HasMax }

// IsEmpty reports whether r holds no number: its minimum is above its
// maximum.
func (r Range) IsEmpty() bool { return r.HasMin && r.HasMax && r.Min > r.Max }

// IsSingle reports whether r holds exactly one number.
func (r Range) IsSingle() bool { return r.HasMin && r.HasMax && r.Min == r.Max }

// Intersect returns the numbers both r and s hold (possibly an empty
// range).
func (r Range) Intersect(s Range) Range {
	if s.HasMin && (!r.HasMin || s.Min > r.Min) {
		r.Min, r.HasMin = s.Min, true
	}
	if s.HasMax && (!r.HasMax || s.Max < r.Max) {
		r.Max, r.HasMax = s.Max, true
	}
	return r
}

// String writes r as on the command line: "20..25", "300..", "..25", "24",
// or "" for the zero Range.
func (r Range) String() string { return r.Format(strconv.Itoa) }

// Format writes r as String does, with each bound written by num.
func (r Range) Format(num func(int) string) string {
	switch {
	case r.IsAll():
		return ""
	case r.IsSingle():
		return num(r.Min)
	}
	var b strings.Builder
	if r.HasMin {
		b.WriteString(num(r.Min))
	}
	b.WriteString("..")
	if r.HasMax {
		b.WriteString(num(r.Max))
	}
	return b.String()
}

// ErrSyntax is wrapped by the errors of Parse and ParseWith.
var ErrSyntax = errors.New("bad range")

// Parse reads a range of whole numbers: "MIN..MAX", "MIN..", "..MAX" or
// "N"; spaces around the numbers are ignored.
func Parse(s string) (Range, error) {
	return ParseWith(s, func(t string) (int, error) {
		n, err := strconv.Atoi(t)
		if err != nil {
			return 0, fmt.Errorf("%q is not a whole number", t)
		}
		return n, nil
	}, strconv.Itoa)
}

// ParseWith reads a range as Parse does, with each bound read by num and
// written back by format in error messages.
func ParseWith(s string, num func(string) (int, error), format func(int) string) (Range, error) {
	lo, hi, found := strings.Cut(s, "..")
	if !found {
		hi = lo
	}
	var r Range
	var err error
	if lo = strings.TrimSpace(lo); lo != "" {
		if r.Min, err = num(lo); err != nil {
			return Range{}, fmt.Errorf("%w: %w", ErrSyntax, err)
		}
		r.HasMin = true
	}
	if hi = strings.TrimSpace(hi); hi != "" {
		if r.Max, err = num(hi); err != nil {
			return Range{}, fmt.Errorf("%w: %w", ErrSyntax, err)
		}
		r.HasMax = true
	}
	switch {
	case r.IsAll():
		return Range{}, fmt.Errorf("%w %q: want MIN..MAX, MIN.., ..MAX or N", ErrSyntax, s)
	case r.IsEmpty():
		return Range{}, fmt.Errorf("%w: %s is more than %s", ErrSyntax, format(r.Min), format(r.Max))
	}
	return r, nil
}
