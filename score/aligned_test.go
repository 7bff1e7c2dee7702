package score

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// TestAlignedMemo checks aligned exclusion as the ladder runs it, which
// searches again only the sets that changed since its last search that
// found nothing (alignedDirty), against a whole search of every grid:
// the same step or none, on the grids of the paths of the samples from
// SE 6.0, in order, one puzzle after another (the memo then starts
// afresh).
func TestAlignedMemo(t *testing.T) {
	memo, whole := NewRater(), NewRater()
	grids, found := 0, 0
	trace := NewRater()
	trace.trace = func(b *board, _ *step) {
		grids++
		memo.b, whole.b = *b, *b
		for degree := 2; degree <= 3; degree++ {
			got := memo.aligned(degree)
			want := whole.alignedSearch(degree, allCells, cellSet{})
			if got != want || got && (memo.h.elim != whole.h.elim || memo.h.tech != whole.h.tech) {
				t.Fatalf("grid %d, degree %d: with the memo %v %v, whole %v %v", grids, degree, got, memo.h.elim, want, whole.h.elim)
			}
			if got {
				found++
			}
		}
	}
	n := 0
	for _, p := range readSamples(t, "cbg_sample.csv", 1) {
		if v, _ := strconv.ParseFloat(p.se, 64); v < 6 {
			continue
		}
		if n++; n%4 != 0 {
			continue
		}
		trace.Rate(p.grid)
	}
	if found == 0 {
		t.Fatalf("%d grids, no aligned exclusion found", grids)
	}
	t.Logf("%d grids, %d aligned exclusions", grids, found)
}

// TestAlignedSet checks the combinations aligned exclusion rules out
// against their definition, combination by combination: two cells that
// see each other with the same digit, or digits that hold every
// candidate of a common excluder. On sets of two and three cells of the
// grids of the samples' paths, alignedSet must remove exactly the
// candidates no possible combination uses.
func TestAlignedSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sets, removing := 0, 0
	pathGrids(t, "cbg_sample.csv", 200, func(b *board) {
		var multi []int
		for c := 0; c < 81; c++ {
			if popcount(b.cand[c]) >= 2 {
				multi = append(multi, c)
			}
		}
		if len(multi) < 3 {
			return
		}
		for try := 0; try < 200; try++ {
			degree := 2 + try%2
			cells := make([]int, 0, 3)
			for len(cells) < degree {
				c := multi[rng.IntN(len(multi))]
				if !slices.Contains(cells, c) {
					cells = append(cells, c)
				}
			}
			var ex cellSet
			for c := 0; c < 81; c++ {
				k := popcount(b.cand[c])
				if k < 2 || k > degree || slices.Contains(cells, c) {
					continue
				}
				sees := true
				for _, bc := range cells {
					sees = sees && classicGeometry.peerSet[bc].has(c)
				}
				if sees {
					ex.add(c)
				}
			}
			if ex.count() < 2 {
				continue
			}
			sets++
			// want[i]: the digits cell i takes in some possible combination.
			var want [3]uint16
			var digits [3]int
			var combine func(i int)
			combine = func(i int) {
				if i == degree {
					var set uint16
					for j := range degree {
						set |= 1 << digits[j]
						for l := range j {
							if digits[j] == digits[l] && classicGeometry.peerSet[cells[j]].has(cells[l]) {
								return
							}
						}
					}
					for x := range ex.all() {
						if b.cand[x]&^set == 0 {
							return
						}
					}
					for j := range degree {
						want[j] |= 1 << digits[j]
					}
					return
				}
				for m := b.cand[cells[i]]; m != 0; m &= m - 1 {
					digits[i] = lowest(m)
					combine(i + 1)
				}
			}
			combine(0)
			r2 := NewRater()
			r2.b = *b
			got := r2.alignedSet(cells, &ex)
			removes := false
			for i, c := range cells {
				e := b.cand[c] &^ want[i]
				removes = removes || e != 0
				if got && r2.h.elim[c] != e {
					t.Fatalf("cells %v, excluders %v: removes %09b from r%dc%d, want %09b", cells, ex, r2.h.elim[c], c/9+1, c%9+1, e)
				}
			}
			if got != removes {
				t.Fatalf("cells %v, excluders %v: removes something %v, want %v", cells, ex, got, removes)
			}
			if removes {
				removing++
			}
		}
	})
	if sets == 0 || removing == 0 {
		t.Fatalf("%d sets, %d removing", sets, removing)
	}
	t.Logf("%d sets, %d removing", sets, removing)
}

// TestAlignedSearchPlain checks which sets aligned exclusion searches,
// and in what order, against SE's plain enumeration: every later base
// cell as the second, every base cell one of the two sees as an
// excluder as the third, a triple met again from a later pair skipped,
// and each set searched whatever its common excluders (alignedSet needs
// two). alignedSearch takes as second and third cells only those that
// see two of the common excluders; the step must be the same, on every
// grid of the samples' paths from SE 6.0.
func TestAlignedSearchPlain(t *testing.T) {
	fast, plain := NewRater(), NewRater()
	grids, found := 0, 0
	pathGrids(t, "cbg_sample.csv", 100, func(b *board) {
		grids++
		fast.b, plain.b = *b, *b
		for degree := 2; degree <= 3; degree++ {
			got := fast.alignedSearch(degree, allCells, cellSet{})
			want := plain.alignedPlain(degree)
			if got != want || got && (fast.h.elim != plain.h.elim || fast.h.tech != plain.h.tech) {
				t.Fatalf("grid %d, degree %d: search %v %v, plain %v %v", grids, degree, got, fast.h.elim, want, plain.h.elim)
			}
			if got {
				found++
			}
		}
	})
	if found == 0 {
		t.Fatalf("%d grids, no aligned exclusion found", grids)
	}
	t.Logf("%d grids, %d aligned exclusions", grids, found)
}

// alignedPlain is aligned exclusion's search of every set, written
// plainly from SE's rule.
func (r *Rater) alignedPlain(degree int) bool {
	b := &r.b
	var base []int
	excl := map[int]cellSet{}
	for c := 0; c < 81; c++ {
		if popcount(b.cand[c]) < 2 {
			continue
		}
		var ex cellSet
		sees := false
		for p := range classicGeometry.peerSet[c].all() {
			switch k := popcount(b.cand[p]); {
			case k == 1:
				sees = true
			case k >= 2 && k <= degree:
				ex.add(p)
			}
		}
		if sees || ex.empty() {
			continue
		}
		base = append(base, c)
		excl[c] = ex
	}
	for i, c0 := range base {
		for _, c1 := range base[i+1:] {
			pair := excl[c0].and(excl[c1])
			if degree == 2 {
				if r.alignedSet([]int{c0, c1}, &pair) {
					return true
				}
				continue
			}
			for _, c2 := range base {
				if c2 == c0 || c2 == c1 || !excl[c0].has(c2) && !excl[c1].has(c2) {
					continue
				}
				// Met from an earlier pair: (c0, c2) or (c2, c0), or
				// (c1, c2) or (c2, c1), whichever pair came first in
				// the enumeration, with the other cell as its third.
				if c2 < c1 && (excl[c2].has(c1) || excl[c0].has(c1)) || c2 < c0 && (excl[c2].has(c0) || excl[c1].has(c0)) {
					continue
				}
				ex := pair.and(excl[c2])
				if r.alignedSet([]int{c0, c1, c2}, &ex) {
					return true
				}
			}
		}
	}
	return false
}
