package rules

import (
	"math/bits"
	"sync"
)

// Support returns the digits that the assignments of set's digits to
// cells with candidates cands, one digit a cell, each within the cell's
// candidates, give each cell: support[i] holds digit d when some such
// assignment puts d in cell i. ok is false when there is none (and when
// set does not hold len(cands) digits). At most nine cells, digits up to
// 16.
//
// It works layer by layer over the sets of digits used so far, forwards
// (front[i]: the sets the first i cells can take) and backwards (back[i]:
// the sets cells i.. can take); cell i can take d when some set s of
// front[i] lacks d and back[i+1] holds what is left of set. The set's n
// digits are renumbered 0..n-1, so a layer is a set of 2^n subsets: one
// word up to six cells, eight for nine. The work is at most 2^n times n
// times the candidates, against n! orders of a set for a plain search.
func Support(cands []uint16, set uint16) (support [9]uint16, ok bool) {
	n := len(cands)
	if n == 0 || n > 9 || bits.OnesCount16(set) != n {
		return support, false
	}
	// Cells that can each take every digit of the set take them in any
	// order, so each cell has every digit in some assignment: so it is
	// near the root of a search, where most cells have most digits.
	whole := true
	for i, cand := range cands {
		support[i] = set
		whole = whole && cand&set == set
	}
	if whole {
		return support, true
	}
	support = [9]uint16{}
	var digit [9]uint16 // the set's digits, in order
	var rank [16]uint8  // each digit's place among them (digits up to 16)
	k := uint8(0)
	for d := set; d != 0; d &= d - 1 {
		digit[k] = d & -d
		rank[bits.TrailingZeros16(d)] = k
		k++
	}
	var local [9]uint16 // each cell's candidates among them, renumbered
	for i, cand := range cands {
		for x := cand & set; x != 0; x &= x - 1 {
			local[i] |= 1 << rank[bits.TrailingZeros16(x)]
		}
		if local[i] == 0 {
			return support, false
		}
	}
	var got [9]uint16
	switch {
	case n <= smallCells:
		// A cage of up to four cells, as nearly every killer's: its
		// answer for each pattern of renumbered candidates is a table's.
		got, ok = smallSupport(local[:n])
	case n <= 6:
		got, ok = supportWord(local[:n])
	default:
		got, ok = supportWords(local[:n])
	}
	for i := range n {
		for x := got[i]; x != 0; x &= x - 1 {
			support[i] |= digit[bits.TrailingZeros16(x)]
		}
	}
	return support, ok
}

// smallCells is the most cells smallSupport answers from its tables.
const smallCells = 4

// smallTables holds supportWord's answer for every pattern of renumbered
// candidates of one to smallCells cells: tables[n][p] for the n cells of
// pattern p (cell i's n bits at bit n·i) is their support packed the
// same way, 0 where no assignment exists (an assignment gives every cell
// a digit, so a packed support is never 0). 2^16 entries for four cells,
// 128 KB, made on first use: the checker of a 16×16 killer spent two
// fifths of its time in supportWord on such cages.
var smallTables = sync.OnceValue(func() *[smallCells + 1][]uint16 {
	var t [smallCells + 1][]uint16
	var local [smallCells]uint16
	for n := 1; n <= smallCells; n++ {
		t[n] = make([]uint16, 1<<(n*n))
		mask := uint16(1)<<n - 1
		for p := range t[n] {
			ok := true
			for i := range n {
				local[i] = uint16(p>>(n*i)) & mask
				ok = ok && local[i] != 0
			}
			if !ok {
				continue
			}
			got, ok := supportWord(local[:n])
			if !ok {
				continue
			}
			for i := range n {
				t[n][p] |= got[i] << (n * i)
			}
		}
	}
	return &t
})

// smallSupport is supportWord for up to smallCells cells, from
// smallTables.
func smallSupport(local []uint16) (got [9]uint16, ok bool) {
	n := len(local)
	p := 0
	for i, l := range local {
		p |= int(l) << (n * i)
	}
	packed := smallTables()[n][p]
	if packed == 0 {
		return got, false
	}
	mask := uint16(1)<<n - 1
	for i := range n {
		got[i] = packed >> (n * i) & mask
	}
	return got, true
}

// supportWord is Support's search for up to six cells, with local their
// candidates renumbered 0..n-1: a layer is one word.
func supportWord(local []uint16) (got [9]uint16, ok bool) {
	n := len(local)
	full := uint16(1)<<n - 1
	var front, back [7]uint64
	front[0] = 1 // the empty set
	for i := range n {
		for w := front[i]; w != 0; w &= w - 1 {
			s := uint16(bits.TrailingZeros64(w))
			for d := local[i] &^ s; d != 0; d &= d - 1 {
				front[i+1] |= 1 << ((s | d&-d) & 63) // & 63: no shift check
			}
		}
	}
	if front[n]>>(full&63)&1 == 0 {
		return got, false
	}
	back[n] = 1
	for i := n - 1; i >= 0; i-- {
		for w := back[i+1]; w != 0; w &= w - 1 {
			s := uint16(bits.TrailingZeros64(w))
			for d := local[i] &^ s; d != 0; d &= d - 1 {
				back[i] |= 1 << ((s | d&-d) & 63)
			}
		}
	}
	for i := range n {
		for w := front[i]; w != 0; w &= w - 1 {
			s := uint16(bits.TrailingZeros64(w))
			for d := local[i] &^ s &^ got[i]; d != 0; d &= d - 1 {
				b := d & -d
				if back[i+1]>>((full&^(s|b))&63)&1 != 0 {
					got[i] |= b
				}
			}
		}
	}
	return got, true
}

// supportWords is supportWord for seven to nine cells: a layer is up to
// eight words.
func supportWords(local []uint16) (got [9]uint16, ok bool) {
	n := len(local)
	full := uint16(1)<<n - 1
	var front, back [10][8]uint64
	has := func(layer *[8]uint64, s uint16) bool { return layer[s>>6]>>(s&63)&1 != 0 }
	// grow adds to next the sets of layer with one more digit of cell i.
	grow := func(layer, next *[8]uint64, i int) {
		for w := range layer {
			for x := layer[w]; x != 0; x &= x - 1 {
				s := uint16(w<<6 | bits.TrailingZeros64(x))
				for d := local[i] &^ s; d != 0; d &= d - 1 {
					t := s | d&-d
					next[t>>6] |= 1 << (t & 63)
				}
			}
		}
	}
	front[0][0] = 1
	for i := range n {
		grow(&front[i], &front[i+1], i)
	}
	if !has(&front[n], full) {
		return got, false
	}
	back[n][0] = 1
	for i := n - 1; i >= 0; i-- {
		grow(&back[i+1], &back[i], i)
	}
	for i := range n {
		for w := range front[i] {
			for x := front[i][w]; x != 0; x &= x - 1 {
				s := uint16(w<<6 | bits.TrailingZeros64(x))
				for d := local[i] &^ s &^ got[i]; d != 0; d &= d - 1 {
					b := d & -d
					if has(&back[i+1], full&^(s|b)) {
						got[i] |= b
					}
				}
			}
		}
	}
	return got, true
}
