package score

// A cycle through candidate k0 goes from k0's on node back to it, so every
// node on it lies in the strongly connected component of that on node in
// the pass's implication graph. The cycle search (cycles) skips the nodes
// of other components, and skips k0 altogether when none of its strong
// partners' off nodes, the last node of every cycle, shares its
// component. The search's instances outside the component are never on a
// path that closes, and the others come in the same order as without the
// pruning: cycles offers the same cycles in the same order.

// sccGraph numbers the strongly connected components of one pass's
// implication graph (Tarjan's algorithm, iterative), lazily from the
// nodes the cycle search asks about.
type sccGraph struct {
	// index[n] is node n's depth-first number (0: not visited this
	// pass), low[n] the least number it reaches on the stack, comp[n]
	// its component once assigned.
	index, low perNode[int16]
	comp       perNode[int16]
	onStack    nodeBits
	stack      []uint16
	call       []sccFrame
	// popped lists the numbered nodes as their components were
	// completed: each component's nodes together, the components in
	// increasing number.
	popped []uint16
	count  int16 // nodes numbered
	ncomp  int16
}

// sccFrame is a node of the depth-first search with the index of its
// next link to follow.
type sccFrame struct {
	n uint16
	i uint8
}

// fit sizes g's tables for the grids of geometry geo.
func (g *sccGraph) fit(geo *geometry) {
	fitNodes(&g.index, geo)
	fitNodes(&g.low, geo)
	fitNodes(&g.comp, geo)
	fitNodeBits(&g.onStack, geo)
}

// reset forgets the components of the previous pass or grid.
func (g *sccGraph) reset() {
	clear(g.index[:])
	g.count, g.ncomp = 0, 0
	g.popped = g.popped[:0]
}

// succ returns the links from node n of pass (x, y): an on node's
// candidates turned off, an off node's turned on.
func (u *unary) succ(n int, x, y bool) []uint16 {
	if n&1 == 1 {
		return u.offs(n>>1, y)
	}
	return u.ons(n>>1, x, y)
}

// component returns the component of node n in pass (x, y), numbering
// the components reachable from n when n has none yet.
func (u *unary) component(n int, x, y bool) int16 {
	g := &u.scc
	if g.index[n] == 0 {
		u.tarjan(n, x, y)
	}
	return g.comp[n]
}

// tarjan runs Tarjan's depth-first search from node n, which is not yet
// numbered: every node it reaches gets its component.
func (u *unary) tarjan(root int, x, y bool) {
	g := &u.scc
	visit := func(n int) {
		g.count++
		g.index[n], g.low[n] = g.count, g.count
		g.stack = append(g.stack, uint16(n))
		g.onStack[n>>6] |= 1 << uint(n&63)
		g.call = append(g.call, sccFrame{n: uint16(n)})
	}
	visit(root)
	for len(g.call) > 0 {
		f := &g.call[len(g.call)-1]
		v := int(f.n)
		// Links are node numbers with the opposite polarity of v.
		succ, pol := u.succ(v, x, y), v&1^1
		deeper := false
		for int(f.i) < len(succ) {
			w := int(succ[f.i])<<1 | pol
			f.i++
			if g.index[w] == 0 {
				visit(w) // f is not used after: visit may move g.call
				deeper = true
				break
			}
			if g.onStack[w>>6]>>uint(w&63)&1 != 0 {
				g.low[v] = min(g.low[v], g.index[w])
			}
		}
		if deeper {
			continue
		}
		g.call = g.call[:len(g.call)-1]
		if len(g.call) > 0 {
			p := int(g.call[len(g.call)-1].n)
			g.low[p] = min(g.low[p], g.low[v])
		}
		if g.low[v] == g.index[v] {
			for {
				w := int(g.stack[len(g.stack)-1])
				g.stack = g.stack[:len(g.stack)-1]
				g.onStack[w>>6] &^= 1 << uint(w&63)
				g.comp[w] = g.ncomp
				g.popped = append(g.popped, uint16(w))
				if w == v {
					break
				}
			}
			g.ncomp++
		}
	}
}
