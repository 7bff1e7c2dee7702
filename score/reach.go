package score

// The multiple forcing chains' propagation is static: it follows the
// links of the step's grid, the same from every assumption (the XY
// links of the single chains). So what a run from an assumption can turn
// off is within what that assumption's on node reaches in the grid's
// implication graph, and a cell or region forcing chain needs a
// candidate reached off from every assumption of its cell or places:
//   - a run may stop early, at a contradiction, so its sets are part of
//     the reach, and the sets' intersection part of the reaches';
//   - a candidate every run turns on, in a cell with others, has those
//     others turned off by every run (a Y link), so a step from the on
//     sets also shows in the off sets.
// Where the reaches have no candidate off in common, the producer has no
// step, and its runs are not computed (produce, regions).
//
// The reaches come from the strongly connected components of the graph
// (scc.go): Tarjan's algorithm completes a component after every
// component it links to, so one pass in that order unions each
// component's off nodes with the reaches of the components it links to.
// Each reach is a set of candidates by their rank among the grid's.

// offReach holds the candidates each component of the static graph
// reaches off.
type offReach struct {
	rank  [nCand]uint16 // a candidate's bit in a set
	words int           // words in a set
	sets  []uint64      // component c's set is sets[c*words:][:words]
}

// maxReachWords is the most words a set takes: one bit per candidate.
const maxReachWords = (nCand + 63) / 64

// staticReaches computes ch.reaches for ch.src.
func (ch *chainer) staticReaches() {
	u, b, rc := &ch.unary, ch.src, &ch.reaches
	u.buildAdj(b)
	g := &u.scc
	g.reset()
	n := 0
	for c := 0; c < 81; c++ {
		for m := b.cand[c]; m != 0; m &= m - 1 {
			rc.rank[c*9+lowest(m)] = uint16(n)
			n++
		}
	}
	for c := 0; c < 81; c++ {
		for m := b.cand[c]; m != 0; m &= m - 1 {
			if on := onNode(c*9 + lowest(m)); g.index[on] == 0 {
				u.tarjan(on, true, true)
			}
		}
	}
	w := (n + 63) / 64
	rc.words = w
	rc.sets = append(rc.sets[:0], make([]uint64, int(g.ncomp)*w)...)
	for i := 0; i < len(g.popped); {
		comp := g.comp[g.popped[i]]
		set := rc.sets[int(comp)*w:][:w]
		for ; i < len(g.popped) && g.comp[g.popped[i]] == comp; i++ {
			v := int(g.popped[i])
			if v&1 == 0 {
				r := rc.rank[v>>1]
				set[r>>6] |= 1 << (r & 63)
			}
			for _, k := range u.succ(v, true, true) {
				if to := g.comp[int(k)<<1|(v&1^1)]; to != comp {
					for j, x := range rc.sets[int(to)*w:][:w] {
						set[j] |= x
					}
				}
			}
		}
	}
}

// commonOff reports whether some candidate is reached off from the on
// node of every candidate of ks.
func (ch *chainer) commonOff(ks []int) bool {
	rc, g := &ch.reaches, &ch.unary.scc
	w := rc.words
	var acc [maxReachWords]uint64
	copy(acc[:w], rc.sets[int(g.comp[onNode(ks[0])])*w:][:w])
	for _, k := range ks[1:] {
		some := uint64(0)
		for j, x := range rc.sets[int(g.comp[onNode(k)])*w:][:w] {
			acc[j] &= x
			some |= acc[j]
		}
		if some == 0 {
			return false
		}
	}
	return true
}
