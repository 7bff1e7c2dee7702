package wide

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSumSets holds sumSets to every set of distinct digits 1..16: the
// sets of n digits adding up to s, each once, in increasing order.
func TestSumSets(t *testing.T) {
	const maxN = maxCageDigits
	var want [maxN + 1][maxN*(maxN+1)/2 + 1][]uint16
	for m := 1; m < 1<<maxN; m++ {
		n, s := 0, 0
		for d := range maxN {
			if m>>d&1 != 0 {
				n++
				s += d + 1
			}
		}
		want[n][s] = append(want[n][s], uint16(m))
	}
	total := 0
	for n := range want {
		for s := range want[n] {
			got := sumSets(n, s)
			if !slices.Equal(got, want[n][s]) {
				t.Fatalf("sumSets(%d, %d) = %v, want %v", n, s, got, want[n][s])
			}
			total += len(got)
		}
	}
	if total != 1<<maxN-1 {
		t.Errorf("%d sets, want %d", total, 1<<maxN-1)
	}
	if got := sumSets(2, 31); !slices.Equal(got, []uint16{1<<14 | 1<<15}) {
		t.Errorf("sumSets(2, 31) = %v, want {15,16}", got)
	}
	if sumSets(17, 10) != nil || sumSets(2, -1) != nil || sumSets(2, 137) != nil {
		t.Error("sets out of range")
	}
}

// TestCellSet holds the cell sets to a set of bools, on random sets of
// the maxCells cells.
func TestCellSet(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	random := func() (cellSet, [maxCells]bool) {
		var s cellSet
		var m [maxCells]bool
		for range r.IntN(40) {
			c := r.IntN(maxCells)
			s.add(c)
			m[c] = true
		}
		if r.IntN(4) == 0 && s.count() > 0 {
			c := s.first()
			s.del(c)
			m[c] = false
		}
		return s, m
	}
	list := func(m *[maxCells]bool) []int {
		var out []int
		for c, in := range m {
			if in {
				out = append(out, c)
			}
		}
		return out
	}
	for range 2000 {
		a, ma := random()
		b, mb := random()
		var and, or, andNot [maxCells]bool
		for c := range maxCells {
			and[c], or[c], andNot[c] = ma[c] && mb[c], ma[c] || mb[c], ma[c] && !mb[c]
			if a.has(c) != ma[c] {
				t.Fatalf("has(%d) = %v", c, a.has(c))
			}
		}
		for _, tc := range []struct {
			got  cellSet
			want *[maxCells]bool
		}{{a.and(b), &and}, {a.or(b), &or}, {a.andNot(b), &andNot}} {
			if got, want := slices.Collect(tc.got.all()), list(tc.want); !slices.Equal(got, want) {
				t.Fatalf("%v, want %v", got, want)
			}
		}
		want := list(&ma)
		if a.count() != len(want) || a.empty() != (len(want) == 0) {
			t.Fatalf("count %d, empty %v, want %d cells", a.count(), a.empty(), len(want))
		}
		var words []int
		for i := range len(a) {
			for w := a.word(i); w != 0; w &= w - 1 {
				words = append(words, i<<6+bits.TrailingZeros64(w))
			}
		}
		if !slices.Equal(words, want) {
			t.Fatalf("by word %v, want %v", words, want)
		}
	}
	for c := range maxCells {
		after := cellsAfter(c)
		if after.count() != maxCells-1-c || after.has(c) || c < maxCells-1 && after.first() != c+1 {
			t.Fatalf("cellsAfter(%d): %d cells from %d", c, after.count(), after.first())
		}
	}
	if allCells.count() != maxCells || bits.OnesCount64(allCells[3]) != 64 || cellsAfter(-1) != allCells {
		t.Error("allCells")
	}
}
