package score

import (
	"math/bits"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestChainReach checks the reachability test of chainreach.go against
// reachability worked out node by node (nodeReach), on the grids of the
// samples' paths, in the X and XY links: meets reports true exactly when
// a node reaches its opposite, also when earlier searches that ran out
// have marked the node as starting no chain (the X links' searches ask
// the XY links first, so those are marked before the XY pass).
func TestChainReach(t *testing.T) {
	grids, met, marked := 0, 0, 0
	pathGrids(t, "cbg_sample.csv", 50, func(b *board) {
		grids++
		var u unary
		u.b = b
		u.buildAdj(b)
		u.rankGrid()
		for _, y := range []bool{false, true} {
			for c := 0; c < 81; c++ {
				for m := b.cand[c]; m != 0; m &= m - 1 {
					k := c*9 + lowest(m)
					for _, n := range []int{onNode(k), offNode(k)} {
						on := n&1 == 1
						want := nodeReach(&u, n, true, y)[n^1]
						if l := &u.cr.links[btoi(y)]; l.listed {
							r := int(u.cr.rank[k])
							if l.free[btoi(on)][r>>6]>>(r&63)&1 != 0 {
								marked++
							}
						}
						if got := u.meets(k, on, y); got != want {
							t.Fatalf("grid %d, y %v: the search from node %d meets its opposite %v, reaches it %v", grids, y, n, got, want)
						}
						if want {
							met++
						}
					}
				}
			}
		}
	})
	if grids == 0 || met == 0 || marked == 0 {
		t.Fatalf("%d grids, %d nodes reach their opposite, %d marked", grids, met, marked)
	}
	t.Logf("%d grids, %d nodes reach their opposite, %d marked", grids, met, marked)
}

// TestOffReach checks the closures that inner producers of cell and
// region forcing chains take their common off candidates from against
// the reaches of every node (reach.go, itself checked node by node), on
// the grids of the samples' paths and on what dynamic propagations
// shrink them to: every candidate reaches off the same candidates.
func TestOffReach(t *testing.T) {
	grids, checked := 0, 0
	check := func(b *board) {
		grids++
		var u, w unary
		u.b, w.b = b, b
		u.buildAdj(b)
		u.rankGrid()
		w.buildAdj(b)
		w.reaches(true, true)
		for c := 0; c < 81; c++ {
			for m := b.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + lowest(m)
				var want candBits
				set := w.reachOf(onNode(k))[:w.rs.words]
				for _, j := range u.cr.cand {
					if r := int(w.rs.rank[j]); set[r>>6]>>(r&63)&1 != 0 {
						want.set(int(j))
					}
				}
				var got candBits
				for i, word := range u.offReach(k) {
					for ; word != 0; word &= word - 1 {
						got.set(int(u.cr.cand[i*64+bits.TrailingZeros64(word)]))
					}
				}
				if got != want {
					t.Fatalf("grid %d: candidate %d reaches off %v, its reach %v", grids, k, got, want)
				}
				checked++
			}
		}
	}
	every := 50
	if testing.Short() || race.Enabled {
		every = 200
	}
	firstColumn := func(k int) bool { return k/9%9 == 0 }
	pathGrids(t, "cbg_sample.csv", every, func(g *board) {
		check(g)
		eachStall(g, firstColumn, func(_ int, cur *board) { check(cur) })
	})
	if grids == 0 || checked == 0 {
		t.Fatalf("%d grids, %d candidates", grids, checked)
	}
	t.Logf("%d grids, %d candidates", grids, checked)
}
