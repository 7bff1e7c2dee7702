package score

// Aligned exclusion: for a set of base cells, try every combination of
// their candidates; a combination is impossible if two cells that see
// each other get the same digit, or if it uses up every candidate of an
// "excluder" cell (a cell with few candidates that sees all base cells).
// A candidate that no possible combination uses is eliminated. SE rates
// the pair form 6.2 and the triple form 7.5.

// alignedPair is aligned pair exclusion (excluders with two candidates).
func (r *Rater) alignedPair() bool { return r.aligned(2) }

// alignedTriple is aligned triple exclusion (excluders with two or three
// candidates).
func (r *Rater) alignedTriple() bool { return r.aligned(3) }

func (r *Rater) aligned(degree int) bool {
	b := &r.b
	var base [81]uint8
	var excl [81]cellSet
	var isBase cellSet
	nb := 0
	for c := 0; c < 81; c++ {
		if popcount(b.cand[c]) < 2 {
			continue
		}
		var ex cellSet
		single := false
		for _, p := range peerList[c] {
			switch k := popcount(b.cand[p]); {
			case k == 1:
				single = true
			case k >= 2 && k <= degree:
				ex.add(int(p))
			}
		}
		if single || ex.empty() {
			continue
		}
		base[nb] = uint8(c)
		excl[c] = ex
		isBase.add(c)
		nb++
	}
	if nb < degree {
		return false
	}
	var cells [3]int
	for i := 0; i < nb; i++ {
		for j := i + 1; j < nb; j++ {
			c0, c1 := int(base[i]), int(base[j])
			cells[0], cells[1] = c0, c1
			if degree == 2 {
				if r.alignedSet(cells[:2], excl[c0].and(excl[c1])) {
					return true
				}
				continue
			}
			twin := excl[c0].or(excl[c1]).and(isBase)
			twin.del(c0)
			twin.del(c1)
			for c2 := range twin.all() {
				cells[2] = c2
				if r.alignedSet(cells[:3], excl[c0].and(excl[c1]).and(excl[c2])) {
					return true
				}
			}
		}
	}
	return false
}

// alignedSet tries the base cells with the common excluders ex.
func (r *Rater) alignedSet(cells []int, ex cellSet) bool {
	b := &r.b
	if ex.count() < 2 {
		return false
	}
	var excluders [20]uint16
	nexcl := 0
	for c := range ex.all() {
		if nexcl < len(excluders) {
			excluders[nexcl] = b.cand[c]
			nexcl++
		}
	}
	n := len(cells)
	var allowed [3]uint16 // digits each cell takes in some possible combination
	var d [3]int
	m2 := uint16(1)
	if n == 3 {
		m2 = b.cand[cells[2]]
	}
	for m0 := b.cand[cells[0]]; m0 != 0; m0 &= m0 - 1 {
		d[0] = lowest(m0)
		for m1 := b.cand[cells[1]]; m1 != 0; m1 &= m1 - 1 {
			d[1] = lowest(m1)
			if d[0] == d[1] && peerSet[cells[0]].has(cells[1]) {
				continue
			}
			for m := m2; m != 0; m &= m - 1 {
				used := uint16(1)<<d[0] | 1<<d[1]
				if n == 3 {
					d[2] = lowest(m)
					if d[2] == d[0] && peerSet[cells[0]].has(cells[2]) ||
						d[2] == d[1] && peerSet[cells[1]].has(cells[2]) {
						continue
					}
					used |= 1 << d[2]
				}
				locked := false
				for _, x := range excluders[:nexcl] {
					if x&^used == 0 {
						locked = true
						break
					}
				}
				if !locked {
					for k := 0; k < n; k++ {
						allowed[k] |= 1 << d[k]
					}
				}
			}
		}
	}
	var h *hint
	for k, c := range cells {
		if e := b.cand[c] &^ allowed[k]; e != 0 {
			if h == nil {
				h = &r.h
				if n == 2 {
					h.reset(AlignedPairExclusion, vAPE)
				} else {
					h.reset(AlignedTripleExclusion, vATE)
				}
			}
			h.elim[c] = e
		}
	}
	return h != nil
}
