package score

import (
	"testing"
)

// TestReaches checks the reaches of reach.go against reachability
// worked out node by node, on the grids of the samples' paths, in the
// X and XY links: contradicts is true exactly when a node reaches some
// candidate both on and off, and commonOff of a cell's candidates, or
// of a digit's places in a unit, exactly when some candidate is reached
// off from all their on nodes. And every static run (the multiple
// forcing chains') from a candidate turns off only candidates its on
// node reaches off, the premise of the producer's skip.
func TestReaches(t *testing.T) {
	grids, cuts, free := 0, 0, 0
	pathGrids(t, "cbg_sample.csv", 100, func(b *board) {
		grids++
		ch := testChainer(b, modeMultiple)
		u := &ch.unary
		for _, y := range []bool{false, true} {
			u.b = b
			u.buildAdj(b)
			u.reaches(true, y)
			// reach[n] holds the nodes n reaches, itself included.
			reach := map[int]map[int]bool{}
			for c := 0; c < 81; c++ {
				for m := b.cand[c]; m != 0; m &= m - 1 {
					k := c*9 + lowest(m)
					for _, n := range []int{onNode(k), offNode(k)} {
						seen := nodeReach(u, n, true, y)
						reach[n] = seen
						want := false
						for v := range seen {
							want = want || seen[v^1]
						}
						if got := u.contradicts(n); got != want {
							t.Fatalf("grid %d, y %v: node %d contradicts %v, reaches a candidate on and off %v", grids, y, n, got, want)
						}
						if !want {
							free++
						}
					}
				}
			}
			if !y {
				continue
			}
			for c := 0; c < 81; c++ {
				for m := b.cand[c]; m != 0; m &= m - 1 {
					k := c*9 + lowest(m)
					var run chainRun
					ch.propagate(&run, k, true)
					for _, o := range run.offList {
						if !reach[onNode(k)][offNode(int(o))] {
							t.Fatalf("grid %d: the run from %d on turns %d off, outside its reach", grids, k, o)
						}
					}
				}
			}
			check := func(what string, ks []int) {
				want := false
				for v := range reach[onNode(ks[0])] {
					all := v&1 == 0
					for _, k := range ks[1:] {
						all = all && reach[onNode(k)][v]
					}
					want = want || all
				}
				if got := u.commonOff(ks); got != want {
					t.Fatalf("grid %d, %s %v: commonOff %v, reaches turn one off in common %v", grids, what, ks, got, want)
				}
				if !want {
					cuts++
				}
			}
			for c := 0; c < 81; c++ {
				var ks []int
				for m := b.cand[c]; m != 0; m &= m - 1 {
					ks = append(ks, c*9+lowest(m))
				}
				if len(ks) >= 2 {
					check("cell", ks)
				}
			}
			for un := 0; un < 27; un++ {
				for d := 0; d < 9; d++ {
					var ks []int
					for m := b.pos[un][d]; m != 0; m &= m - 1 {
						ks = append(ks, int(classicGeometry.houseCells[un][lowest(m)])*9+d)
					}
					if len(ks) >= 2 {
						check("unit", ks)
					}
				}
			}
		}
	})
	if grids == 0 || cuts == 0 || free == 0 {
		t.Fatalf("%d grids, %d sets without a common reach, %d nodes without a contradiction", grids, cuts, free)
	}
	t.Logf("%d grids, %d sets without a common reach, %d nodes without a contradiction", grids, cuts, free)
}
