package widegen

import (
	"math/bits"
	"testing"
)

// Why package wide is generated rather than generic: the ladder's hot
// loops are cell-set operations of a few instructions, which the compiler
// inlines on a concrete type. Reached through a type parameter, each is a
// call through the instantiation's dictionary, never inlined.
// BenchmarkCellSets runs one loop of such operations (intersect, test,
// unite, count, over every pair of 81 two-word sets) both ways.

// set2 is a cell set of two words, as package score's.
type set2 struct{ lo, hi uint64 }

func (s *set2) andIn(t *set2) { s.lo &= t.lo; s.hi &= t.hi }
func (s *set2) orIn(t *set2)  { s.lo |= t.lo; s.hi |= t.hi }
func (s *set2) count() int    { return bits.OnesCount64(s.lo) + bits.OnesCount64(s.hi) }
func (s *set2) empty() bool   { return s.lo|s.hi == 0 }

// cellSet is what a generic ladder would ask of its cell sets.
type cellSet[S any] interface {
	*S
	andIn(*S)
	orIn(*S)
	count() int
	empty() bool
}

func concretePairs(ps []set2) int {
	n := 0
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			s := ps[i]
			s.andIn(&ps[j])
			if !s.empty() {
				s.orIn(&ps[(i+j)%len(ps)])
				n += s.count()
			}
		}
	}
	return n
}

func genericPairs[S any, P cellSet[S]](ps []S) int {
	n := 0
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			s := ps[i]
			P(&s).andIn(&ps[j])
			if !P(&s).empty() {
				P(&s).orIn(&ps[(i+j)%len(ps)])
				n += P(&s).count()
			}
		}
	}
	return n
}

func BenchmarkCellSets(b *testing.B) {
	var sets [81]set2
	for c := range sets {
		sets[c] = set2{uint64(c)*0x9e3779b97f4a7c15 | 1, uint64(c) * 0xc2b2ae3d27d4eb4f}
	}
	want := concretePairs(sets[:])
	b.Run("concrete", func(b *testing.B) {
		for b.Loop() {
			if concretePairs(sets[:]) != want {
				b.Fatal("another count")
			}
		}
	})
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			if genericPairs[set2](sets[:]) != want {
				b.Fatal("another count")
			}
		}
	})
}
