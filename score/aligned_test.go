package score

import (
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
	trace.trace = func(b *board, _ *hint) {
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
