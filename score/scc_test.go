package score

import (
	"testing"

	"github.com/puzzlebook/sudoku/solve"
)

// TestComponents checks the components the cycle search prunes by
// against reachability worked out node by node: two nodes share a
// component exactly when each reaches the other, and every link between
// components goes to a lower number (Tarjan's order), on
// the grids of the samples' paths, in each pass's links.
func TestComponents(t *testing.T) {
	r := NewRater()
	grids := 0
	r.trace = func(b *board, _ *hint) {
		grids++
		var u unary
		u.b = b
		u.buildAdj(b)
		var nodes []int
		for c := 0; c < 81; c++ {
			for m := b.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + lowest(m)
				nodes = append(nodes, onNode(k), offNode(k))
			}
		}
		for _, xy := range [][2]bool{{true, false}, {false, true}, {true, true}} {
			x, y := xy[0], xy[1]
			u.scc.reset()
			// reach[n] holds the nodes n reaches, itself included.
			reach := map[int]map[int]bool{}
			for _, n := range nodes {
				seen := map[int]bool{n: true}
				queue := []int{n}
				for len(queue) > 0 {
					v := queue[0]
					queue = queue[1:]
					for _, j := range u.succ(v, x, y) {
						w := int(j)<<1 | (v&1 ^ 1)
						if !seen[w] {
							seen[w] = true
							queue = append(queue, w)
						}
					}
				}
				reach[n] = seen
			}
			// Ask in an order unlike the nodes' own, as the cycle search
			// does: from the last cell's.
			for i := len(nodes) - 1; i >= 0; i-- {
				u.component(nodes[i], x, y)
			}
			g := &u.scc
			for _, v := range nodes {
				for _, w := range nodes {
					same := g.comp[v] == g.comp[w]
					if mutual := reach[v][w] && reach[w][v]; same != mutual {
						t.Fatalf("grid %d, x %v y %v: nodes %d and %d share a component %v, reach each other %v", grids, x, y, v, w, same, mutual)
					}
				}
				for _, j := range u.succ(v, x, y) {
					w := int(j)<<1 | (v&1 ^ 1)
					if g.comp[w] > g.comp[v] {
						t.Fatalf("grid %d, x %v y %v: link %d -> %d goes up, component %d to %d", grids, x, y, v, w, g.comp[v], g.comp[w])
					}
				}
			}
		}
	}
	for _, p := range readSamples(t, "cbg_sample.csv", 400) {
		r.Rate(p.grid)
	}
	if grids == 0 {
		t.Fatal("no grids")
	}
	t.Logf("%d grids", grids)
}

// TestReaches checks the reaches of reach.go against reachability
// worked out node by node, on the grids of the samples' paths, in the
// X and XY links: contradicts is true exactly when a node reaches some
// candidate both on and off, and commonOff of a cell's candidates, or
// of a digit's places in a unit, exactly when some candidate is reached
// off from all their on nodes. And every static run (the multiple
// forcing chains') from a candidate turns off only candidates its on
// node reaches off, the premise of the producer's skip.
func TestReaches(t *testing.T) {
	r := NewRater()
	grids, cuts, free := 0, 0, 0
	r.trace = func(b *board, _ *hint) {
		grids++
		ch := &chainer{clk: &clock{}, src: b}
		ch.start(modeMultiple, 0)
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
						seen := map[int]bool{n: true}
						queue := []int{n}
						for len(queue) > 0 {
							v := queue[0]
							queue = queue[1:]
							for _, j := range u.succ(v, true, y) {
								if w := int(j)<<1 | (v&1 ^ 1); !seen[w] {
									seen[w] = true
									queue = append(queue, w)
								}
							}
						}
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
						ks = append(ks, int(solve.Units[un][lowest(m)])*9+d)
					}
					if len(ks) >= 2 {
						check("unit", ks)
					}
				}
			}
		}
	}
	for _, p := range readSamples(t, "cbg_sample.csv", 100) {
		r.Rate(p.grid)
	}
	if grids == 0 || cuts == 0 || free == 0 {
		t.Fatalf("%d grids, %d sets without a common reach, %d nodes without a contradiction", grids, cuts, free)
	}
	t.Logf("%d grids, %d sets without a common reach, %d nodes without a contradiction", grids, cuts, free)
}

// TestNishioMayFail checks the test that lets Nishio chains skip runs:
// on the grids of the samples' paths, every Nishio run from a candidate
// assumed on or off that meets a contradiction is one nishioMayFail
// allows, and it rules out some runs.
func TestNishioMayFail(t *testing.T) {
	r := NewRater()
	grids, runs, skipped := 0, 0, 0
	r.trace = func(b *board, _ *hint) {
		grids++
		ch := &chainer{clk: &clock{}, src: b}
		ch.start(modeNishio, 0)
		var run chainRun
		for c := 0; c < 81; c++ {
			for m := b.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + lowest(m)
				for _, on := range []bool{true, false} {
					runs++
					ch.propagate(&run, k, on)
					may := b.nishioMayFail(k, on)
					if run.absurd && !may {
						t.Fatalf("grid %d: the Nishio run from %d (on %v) meets a contradiction, nishioMayFail says it cannot", grids, k, on)
					}
					if !may {
						skipped++
					}
				}
			}
		}
	}
	for _, p := range readSamples(t, "cbg_sample.csv", 100) {
		r.Rate(p.grid)
	}
	if skipped == 0 {
		t.Fatalf("%d grids, %d runs, none ruled out", grids, runs)
	}
	t.Logf("%d grids, %d runs, %d ruled out", grids, runs, skipped)
}
