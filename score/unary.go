package score

// Single chains, following SE's "forcing chains and cycles" producer: from
// each candidate, a breadth-first search along alternating implications
// finds bidirectional cycles (the chain comes back to its start: a
// continuous nice loop, whose weak links eliminate) and forcing chains
// (assuming the candidate on leads to it being off, or assuming it off
// leads to it being on). The search runs three times: X links only (one
// digit: X-cycles 6.5, forcing X-chains 6.6), Y links only (bivalue cells:
// Y-cycles 6.5) and both (7.0). Unlike the propagations of chains.go, a
// node here has one parent and the search keeps every path to an off
// node that does not loop back on itself, as SE does.

// unary is the storage of the single-chain search.
type unary struct {
	k      []uint16 // candidate of each instance
	on     []bool
	parent []int32
	depth  []int16
	qOn    []int32
	qOff   []int32
	toOn   bits729
	toOff  bits729
	found  []int32 // cycle or chain targets of the current search
	// best step of the producer, kept whole
	best     hint
	bestDiff int
	bestCx   int
	bestKey  int
	have     bool
}

// maxInstances bounds one search; a search that would need more stops
// there (it has long since passed any useful chain length).
const maxInstances = 1 << 16

func (u *unary) reset() {
	u.k, u.on, u.parent, u.depth = u.k[:0], u.on[:0], u.parent[:0], u.depth[:0]
	u.qOn, u.qOff, u.found = u.qOn[:0], u.qOff[:0], u.found[:0]
	u.toOn, u.toOff = bits729{}, bits729{}
}

func (u *unary) add(k int, on bool, parent int32) int32 {
	d := int16(0)
	if parent >= 0 {
		d = u.depth[parent] + 1
	}
	u.k = append(u.k, uint16(k))
	u.on = append(u.on, on)
	u.parent = append(u.parent, parent)
	u.depth = append(u.depth, d)
	return int32(len(u.k) - 1)
}

// isAncestor reports whether (k, on) is a strict ancestor of instance i.
func (u *unary) isAncestor(i int32, k int, on bool) bool {
	for i = u.parent[i]; i >= 0; i = u.parent[i] {
		if int(u.k[i]) == k && u.on[i] == on {
			return true
		}
	}
	return false
}

// unaryChains is SE's Chaining(false, false, ...): X, then Y, then XY.
func (r *Rater) unaryChains() bool {
	ch := r.chainer()
	u := &ch.u
	u.have = false
	for pass := 0; pass < 3; pass++ {
		x, y := pass != 1, pass != 0
		for c := 0; c < 81; c++ {
			n := popcount(r.b.cand[c])
			if n < 2 || n > 2 && !x {
				continue
			}
			for m := r.b.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + lowest(m)
				r.cycles(k, x, y)
				if x {
					r.forcingChain(k, true, y)
					r.forcingChain(k, false, y)
				}
			}
		}
	}
	if u.have {
		r.h = u.best
	}
	return u.have
}

// passValues returns the cycle and forcing chain values and sort key of a
// pass.
func passValues(x, y bool) (cycle, forcing int, key int, ct, ft Technique) {
	switch {
	case x && y:
		return vXYCycle, vXYCycle, 4, XYCycle, ForcingChain
	case y:
		return vCycle, vCycle, 3, YCycle, YCycle
	}
	return vCycle, vForcingXChain, 2, XCycle, ForcingXChain
}

func (u *unary) beats(diff, cx, key int) bool {
	if !u.have {
		return true
	}
	if diff != u.bestDiff {
		return diff < u.bestDiff
	}
	if cx != u.bestCx {
		return cx < u.bestCx
	}
	return key < u.bestKey
}

// onToOff lists the off instances that instance p (on) implies.
func (r *Rater) unaryOnToOff(p int32, y bool, each func(k int) bool) {
	u := &r.chain.u
	b := &r.b
	k := int(u.k[p])
	c, d := k/9, k%9
	if y {
		for m := b.cand[c] &^ (1 << d); m != 0; m &= m - 1 {
			if !each(c*9 + lowest(m)) {
				return
			}
		}
	}
	for _, t := range regionTypes {
		un := unitOf(t, c)
		for m := b.pos[un][d]; m != 0; m &= m - 1 {
			x := int(unitCells[un][lowest(m)])
			if x != c && !each(x*9+d) {
				return
			}
		}
	}
}

// unaryOffToOn lists the on candidates that instance p (off) implies.
func (r *Rater) unaryOffToOn(p int32, x, y bool, each func(k int) bool) {
	u := &r.chain.u
	b := &r.b
	k := int(u.k[p])
	c, d := k/9, k%9
	if y && popcount(b.cand[c]) == 2 {
		if !each(c*9 + lowest(b.cand[c]&^(1<<d))) {
			return
		}
	}
	if x {
		for _, t := range regionTypes {
			un := unitOf(t, c)
			m := b.pos[un][d]
			if popcount(m) != 2 {
				continue
			}
			o := int(unitCells[un][lowest(m&^(1<<cellPos[c][t/9]))])
			if !each(o*9 + d) {
				return
			}
		}
	}
}

// cycles searches the bidirectional cycles through candidate k (SE's
// doCycles), offering each one that eliminates something.
func (r *Rater) cycles(k0 int, x, y bool) {
	u := &r.chain.u
	u.reset()
	bc, _, key, ct, _ := passValues(x, y)
	root := u.add(k0, true, -1)
	u.toOn.set(k0)
	u.qOn = append(u.qOn, root)
	length := 0
	for len(u.qOn) > 0 || len(u.qOff) > 0 {
		length++
		for i := 0; i < len(u.qOn); i++ {
			p := u.qOn[i]
			// A cycle closing below p's children is at least depth+2 long.
			cx := int(u.depth[p]) + 2
			if !u.beats(bc+lengthBonus(cx), cx, key) || len(u.k) > maxInstances {
				return
			}
			r.unaryOnToOff(p, y, func(k int) bool {
				if !u.isAncestor(p, k, false) && len(u.k) < maxInstances {
					u.qOff = append(u.qOff, u.add(k, false, p))
				}
				return true
			})
		}
		u.qOn = u.qOn[:0]
		length++
		for i := 0; i < len(u.qOff); i++ {
			p := u.qOff[i]
			r.unaryOffToOn(p, x, y, func(k int) bool {
				if length >= 4 && k == k0 {
					r.offerCycle(u.add(k, true, p), bc, key, ct)
				}
				if !u.toOn.has(k) {
					u.toOn.set(k)
					u.qOn = append(u.qOn, u.add(k, true, p))
				}
				return true
			})
		}
		u.qOff = u.qOff[:0]
	}
}

// offerCycle rates the cycle ending at instance end (the start again):
// a candidate outside the loop that sees an on node and an off node of
// its digit goes.
func (r *Rater) offerCycle(end int32, base, key int, t Technique) {
	u := &r.chain.u
	b := &r.b
	cx := int(u.depth[end])
	diff := base + lengthBonus(cx)
	if !u.beats(diff, cx, key) {
		return
	}
	var cells cellSet
	for i := end; u.parent[i] >= 0; i = u.parent[i] {
		cells.add(int(u.k[i]) / 9)
	}
	var fw, bw [9]cellSet
	for i := end; u.parent[i] >= 0; i = u.parent[i] {
		k := int(u.k[i])
		see := peerSet[k/9].and(b.dcells[k%9]).andNot(cells)
		if u.on[i] {
			fw[k%9] = fw[k%9].or(see)
		} else {
			bw[k%9] = bw[k%9].or(see)
		}
	}
	var h hint
	h.reset(t, diff)
	any := false
	for d := 0; d < 9; d++ {
		rem := fw[d].and(bw[d])
		if !rem.empty() {
			h.elimDigit(rem, d)
			any = true
		}
	}
	if any {
		u.best, u.bestDiff, u.bestCx, u.bestKey, u.have = h, diff, cx, key, true
	}
}

// forcingChain searches from candidate k0 assumed on (or off) for a chain
// back to its opposite (SE's doForcingChains): then k0 is off (on).
func (r *Rater) forcingChain(k0 int, on, y bool) {
	u := &r.chain.u
	b := &r.b
	u.reset()
	_, base, key, _, t := passValues(true, y)
	root := u.add(k0, on, -1)
	if on {
		u.toOn.set(k0)
		u.qOn = append(u.qOn, root)
	} else {
		u.toOff.set(k0)
		u.qOff = append(u.qOff, root)
	}
	target := int32(-1)
	for (len(u.qOn) > 0 || len(u.qOff) > 0) && target < 0 {
		for i := 0; i < len(u.qOn) && target < 0; i++ {
			p := u.qOn[i]
			cx := int(u.depth[p]) + 2
			if !u.beats(base+lengthBonus(cx), cx, key) || len(u.k) > maxInstances {
				return
			}
			r.unaryOnToOff(p, y, func(k int) bool {
				if on && k == k0 {
					target = u.add(k, false, p)
					return false
				}
				if !u.isAncestor(p, k, false) && !u.toOff.has(k) {
					u.toOff.set(k)
					u.qOff = append(u.qOff, u.add(k, false, p))
				}
				return true
			})
		}
		u.qOn = u.qOn[:0]
		for i := 0; i < len(u.qOff) && target < 0; i++ {
			p := u.qOff[i]
			cx := int(u.depth[p]) + 2
			if !u.beats(base+lengthBonus(cx), cx, key) || len(u.k) > maxInstances {
				return
			}
			r.unaryOffToOn(p, true, y, func(k int) bool {
				if !on && k == k0 {
					target = u.add(k, true, p)
					return false
				}
				if !u.toOn.has(k) {
					u.toOn.set(k)
					u.qOn = append(u.qOn, u.add(k, true, p))
				}
				return true
			})
		}
		u.qOff = u.qOff[:0]
	}
	if target < 0 {
		return
	}
	cx := int(u.depth[target]) + 1
	diff := base + lengthBonus(cx)
	if !u.beats(diff, cx, key) {
		return
	}
	c, d := k0/9, k0%9
	var h hint
	h.reset(t, diff)
	if on {
		h.elim[c] = 1 << d
	} else {
		if b.cand[c]&^(1<<d) == 0 {
			return
		}
		h.elim[c] = b.cand[c] &^ (1 << d)
		h.cell, h.digit = c, d
	}
	u.best, u.bestDiff, u.bestCx, u.bestKey, u.have = h, diff, cx, key, true
}
