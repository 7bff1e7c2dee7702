package score

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestLostSearches checks the searches of the (+) rules (chainplus.go)
// against the ladder's (basic.go) on the grids of the samples' paths,
// each shrunk as a propagation shrinks it, a few candidates taken out at
// random: each search yields, in order, a part of the ladder search's
// patterns, and among them every pattern that needs a candidate taken
// out, as its rule reckons its parents.
func TestLostSearches(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	grids := 0
	var kept, passed [4]int
	every := 20
	if testing.Short() || race.Enabled {
		every = 100
	}
	pathGrids(t, "cbg_sample.csv", every, func(g *board) {
		for _, share := range []float64{0.02, 0.05, 0.15} {
			grids++
			ch := &chainer{src: g}
			ch.cur.copyFrom(g)
			for c := range 81 {
				for m := g.cand[c]; m != 0; m &= m - 1 {
					if d := lowest(m); popcount(ch.cur.cand[c]) > 1 && r.Float64() < share {
						ch.cur.remove(c, d)
					}
				}
			}
			ch.findLost()
			geo := g.ru.geo
			cur := &ch.cur
			checkLost(t, grids, "locked candidates", &kept[0], &passed[0],
				slices.Collect(cur.lockedDigits()), slices.Collect(ch.lockedLost()),
				func(l lockedDigit) bool {
					return !ch.removed(geo.houseSet[l.u1].andNot(geo.houseSet[l.u2]), l.d).empty()
				})
			checkLost(t, grids, "hidden pairs", &kept[1], &passed[1],
				slices.Collect(cur.hiddenSets(2, false)), slices.Collect(ch.hiddenPairsLost()),
				func(hs hiddenSet) bool {
					others := geo.houseSet[hs.u].andNot(geo.cellsOf(hs.u, hs.places))
					for m := hs.digits; m != 0; m &= m - 1 {
						if !ch.removed(others, lowest(m)).empty() {
							return true
						}
					}
					return false
				})
			checkLost(t, grids, "naked pairs", &kept[2], &passed[2],
				slices.Collect(cur.nakedSets(2)), slices.Collect(ch.nakedPairsLost()),
				func(ns nakedSet) bool {
					for m := ns.places; m != 0; m &= m - 1 {
						if g.cand[geo.houseCells[ns.u][lowest(m)]]&^ns.digits != 0 {
							return true
						}
					}
					return false
				})
			checkLost(t, grids, "x-wings", &kept[3], &passed[3],
				slices.Collect(cur.fishes(2)), slices.Collect(ch.xWingsLost()),
				func(f fish) bool { return !ch.removed(f.lines.andNot(f.covers), f.d).empty() })
		}
	})
	for i, name := range []string{"locked candidates", "hidden pairs", "naked pairs", "x-wings"} {
		if kept[i] == 0 || passed[i] == 0 {
			t.Errorf("%s: %d patterns with parents, %d without passed over: the check checks nothing", name, kept[i], passed[i])
		}
		t.Logf("%s: %d patterns with parents, %d without passed over", name, kept[i], passed[i])
	}
	t.Logf("%d grids", grids)
}

// checkLost checks, for one rule on one grid, that lost is a part of the
// ladder search's patterns all, in order, and holds every one of them
// that needs (has parents); it counts those, and the patterns without
// parents that lost passes over.
func checkLost[P comparable](t *testing.T, grid int, rule string, kept, passed *int, all, lost []P, needs func(P) bool) {
	t.Helper()
	i := 0
	for _, p := range lost {
		for i < len(all) && all[i] != p {
			if needs(all[i]) {
				t.Fatalf("grid %d, %s: %v needs a candidate taken out, and the search passes over it", grid, rule, all[i])
			}
			*passed++
			i++
		}
		if i == len(all) {
			t.Fatalf("grid %d, %s: the search yields %v, not a pattern of the ladder's in its order", grid, rule, p)
		}
		if needs(p) {
			*kept++
		}
		i++
	}
	for ; i < len(all); i++ {
		if needs(all[i]) {
			t.Fatalf("grid %d, %s: %v needs a candidate taken out, and the search passes over it", grid, rule, all[i])
		}
		*passed++
	}
}
