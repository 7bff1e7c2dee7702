package rules

import (
	"math/bits"
	"slices"

	"github.com/puzzlebook/sudoku/puzzle"
)

// Digit sets are masks, bit d-1 for digit d, throughout: nine bits on
// the classic grid, up to sixteen on the largest.

// sumSets[n][s] lists the sets of n distinct digits that add up to s:
// every way a cage of n cells can make its sum. 511 sets in all (every
// non-empty set of digits once); s runs to 45, the largest sum of nine
// digits (puzzle.SumRange(9, 9)).
var sumSets [10][46][]uint16

// wideSets[n][s] lists the sets of n distinct digits 1..16 that add up
// to s, in increasing order of their masks: a grid of N digits reads the
// prefix of the sets below bit N (SumSetsOf). 65,535 sets in all.
var wideSets [17][137][]uint16

// sumTable[n][s][allowed] is SumDigits(n, s, allowed), worked out once
// (about 400 KiB): the seed solver asks it at every cage placement.
var sumTable [10][46][512]uint16

func init() {
	for m := uint16(1); m < 1<<9; m++ {
		n, s := bits.OnesCount16(m), 0
		for d := 0; d < 9; d++ {
			if m>>d&1 != 0 {
				s += d + 1
			}
		}
		sumSets[n][s] = append(sumSets[n][s], m)
	}
	for m := 1; m < 1<<16; m++ {
		s := 0
		for w := m; w != 0; w &= w - 1 {
			s += bits.TrailingZeros(uint(w)) + 1
		}
		n := bits.OnesCount(uint(m))
		wideSets[n][s] = append(wideSets[n][s], uint16(m))
	}
	for n := 1; n <= 9; n++ {
		for s := range 46 {
			for _, m := range sumSets[n][s] {
				// m is in the union for every allowed set that holds it.
				for rest := uint16(0x1ff &^ m); ; rest = (rest - 1) & (0x1ff &^ m) {
					sumTable[n][s][m|rest] |= m
					if rest == 0 {
						break
					}
				}
			}
		}
	}
}

// SumSets returns the sets of n distinct digits that add up to s: every
// way a cage of n cells can make its sum, in increasing order of their
// masks. The slice is shared; do not change it.
func SumSets(n, s int) []uint16 {
	if !tabled(n, s) {
		return nil
	}
	return sumSets[n][s]
}

// SumSetsOf returns the sets of n distinct digits 1..digits (up to 16)
// that add up to s: every way a cage of n cells of a grid of that many
// digits can make its sum, in increasing order of their masks. On the
// grids up to 9×9 it lists what SumSets does, less the sets of digits
// the grid does not have. The slice is shared; do not change it.
func SumSetsOf(n, s, digits int) []uint16 {
	if n < 1 || n > 16 || s < 0 || s >= len(wideSets[0]) || digits < 1 || digits > 16 {
		return nil
	}
	sets := wideSets[n][s]
	// The sets of the grid's digits are those below bit digits: a prefix.
	end, _ := slices.BinarySearch(sets, uint16(1)<<digits)
	if digits == 16 {
		end = len(sets)
	}
	return sets[:end]
}

// tabled reports whether the tables hold n digits 1-9 adding up to s:
// n from 1 to 9 and s within their sums' range.
func tabled(n, s int) bool {
	if n < 1 || n > 9 {
		return false
	}
	lo, hi := puzzle.SumRange(n, 9)
	return s >= lo && s <= hi
}

// SumDigits returns the digits that some set of n distinct digits from
// allowed, adding up to s, contains: the digits a cage can still use when
// n of its cells are empty, s is what they must add up to and allowed
// leaves out the digits already placed in it.
//
// Digits 1-9 are looked up in a table; a set with digits above 9 (a grid
// larger than 9×9) is searched.
func SumDigits(n, s int, allowed uint16) uint16 {
	if allowed>>9 != 0 {
		return sumDigitsWide(n, s, allowed)
	}
	if !tabled(n, s) {
		return 0
	}
	return sumTable[n][s][allowed]
}

// sumDigitsWide is SumDigits for digits up to 16: the union of the sets
// of n digits of allowed that add up to s, found by choosing digits from
// the largest down, cut off where the digits left cannot reach the sum.
func sumDigitsWide(n, s int, allowed uint16) uint16 {
	if n < 1 || n > 16 || s < 0 {
		return 0
	}
	var out uint16
	sumDigitsFrom(n, s, allowed, 0, &out)
	return out
}

// sumDigitsFrom adds to *out the union of the sets of n digits of
// allowed adding up to s, each joined with chosen, and reports whether
// there is any.
func sumDigitsFrom(n, s int, allowed, chosen uint16, out *uint16) bool {
	if n == 0 {
		if s == 0 {
			*out |= chosen
			return true
		}
		return false
	}
	if bits.OnesCount16(allowed) < n {
		return false
	}
	// The n largest and n smallest digits of allowed bound the sum.
	lo, hi := 0, 0
	for m, k := allowed, 0; k < n; k++ {
		lo += bits.TrailingZeros16(m) + 1
		m &= m - 1
	}
	for m, k := allowed, 0; k < n; k++ {
		top := 15 - bits.LeadingZeros16(m)
		hi += top + 1
		m &^= 1 << top
	}
	if s < lo || s > hi {
		return false
	}
	top := 15 - bits.LeadingZeros16(allowed)
	rest := allowed &^ (1 << top)
	any := sumDigitsFrom(n-1, s-top-1, rest, chosen|1<<top, out)
	return sumDigitsFrom(n, s, rest, chosen, out) || any
}
