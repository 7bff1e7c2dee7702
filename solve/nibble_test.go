package solve

import "testing"

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
