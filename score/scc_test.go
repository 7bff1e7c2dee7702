package score

import "testing"

// TestComponents checks the components the cycle search prunes by
// against reachability worked out node by node: two nodes share a
// component exactly when each reaches the other, and every link between
// components goes to a lower number (Tarjan's order), on
// the grids of the samples' paths, in each pass's links.
func TestComponents(t *testing.T) {
	r := NewRater()
	grids := 0
	r.trace = func(b *board, _ *step) {
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
				reach[n] = nodeReach(&u, n, x, y)
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

// nodeReach returns the nodes node n reaches in the links of pass
// (x, y), itself included, by a plain breadth-first search.
func nodeReach(u *unary, n int, x, y bool) map[int]bool {
	seen := map[int]bool{n: true}
	queue := []int{n}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, j := range u.succ(v, x, y) {
			if w := int(j)<<1 | (v&1 ^ 1); !seen[w] {
				seen[w] = true
				queue = append(queue, w)
			}
		}
	}
	return seen
}
