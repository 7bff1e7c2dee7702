package solve

import (
	"math/rand/v2"
	"testing"
)

// TestNibbleWords checks the word tricks of the seed solver against their
// definitions on every word it can hold: nine counters of 0 to 3.
func TestNibbleWords(t *testing.T) {
	for n := range 1 << 18 {
		var w uint64
		want, count := uint64(0), 0
		for v := range 9 {
			k := uint64(n >> (2 * v) & 3)
			w |= k << (4 * v)
			if k != 0 {
				want |= 8 << (4 * v)
				count++
			}
		}
		if got := blocked(w); got != want {
			t.Fatalf("blocked(%#x) = %#x, want %#x", w, got, want)
		}
		if got := nblocked(w); got != count {
			t.Fatalf("nblocked(%#x) = %d, want %d", w, got, count)
		}
		if got := allBlocked(w)>>63 == 1; got != (count == 9) {
			t.Fatalf("allBlocked(%#x) sign = %v with %d values blocked", w, got, count)
		}
	}
}

// TestBandWords checks the Checker's field tricks against their
// definitions: nonzero on every value of each 9-bit row field with the
// other rows random, and fold3 on every 9-bit row.
func TestBandWords(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for f := range 3 {
		for v := range uint32(1 << 9) {
			x := r.Uint32()&band27&^(row9<<(9*f)) | v<<(9*f)
			var want uint32
			for g := range 3 {
				if x>>(9*g)&row9 != 0 {
					want |= 1 << (9*g + 8)
				}
			}
			if got := nonzero(x); got != want {
				t.Fatalf("nonzero(%#x) = %#x, want %#x", x, got, want)
			}
		}
	}
	for x := range uint32(1 << 9) {
		var want uint32
		for g := range 3 {
			if x>>(3*g)&7 != 0 {
				want |= 1 << (3 * g)
			}
		}
		if got := fold3(x); got != want {
			t.Fatalf("fold3(%#x) = %#x, want %#x", x, got, want)
		}
	}
}
