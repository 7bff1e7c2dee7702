package rules

import "math/bits"

// Span is the least and the largest digit a cell may hold, 0-8 for digits
// 1-9. A span whose Lo is above its Hi holds no digit; bounds keep
// moving through such spans as through any other, so that a chain of
// signs moves as far on a board without a solution as the rules carry it.
type Span struct{ Lo, Hi int }

// SpanOf returns the span of the digits m (bit d-1 for digit d): {16, -1}
// for no digit.
func SpanOf(m uint16) Span {
	return Span{bits.TrailingZeros16(m), 15 - bits.LeadingZeros16(m)}
}

// Mask returns the digits of s, bit d-1 for digit d: none when Lo > Hi.
func (s Span) Mask() uint16 {
	if s.Lo > s.Hi {
		return 0
	}
	return (uint16(2)<<s.Hi - 1) &^ (uint16(1)<<s.Lo - 1)
}

// Bound is the rule of a greater-than sign on the spans of its two cells:
// the greater cell's least digit is above the lesser's least, and the
// lesser's largest below the greater's largest. It returns the spans the
// rule leaves, each within the one given.
func Bound(greater, lesser Span) (Span, Span) {
	if greater.Lo <= lesser.Lo {
		greater.Lo = lesser.Lo + 1
	}
	if lesser.Hi >= greater.Hi {
		lesser.Hi = greater.Hi - 1
	}
	return greater, lesser
}
