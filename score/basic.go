package score

// The techniques up to the wings: singles, the "direct" forms of locked
// candidates and hidden sets, locked candidates, naked and hidden sets,
// fish, XY- and XYZ-wings. Each looks at units and digits in the order
// Sudoku Explainer does and stops at the first step it finds, so that the
// solution path, not only its hardest step, is SE's.

// combos[n] lists the n-element subsets of 0..8 as bit masks, in
// lexicographic order of their sorted elements.
var combos [5][]uint16

func init() {
	var rec func(n, from int, m uint16)
	rec = func(n, from int, m uint16) {
		if n == 0 {
			k := popcount(m)
			combos[k] = append(combos[k], m)
			return
		}
		for i := from; i < 9; i++ {
			rec(n-1, i+1, m|1<<i)
		}
	}
	for n := 1; n <= 4; n++ {
		rec(n, 0, 0)
	}
}

// Unit orders Sudoku Explainer scans in.
var (
	boxColRow = [3]int{boxUnit, colUnit, rowUnit}
	// lockingPairs are the (region1, region2) unit types of locked
	// candidates: pointing (box then line) before claiming (line then box).
	lockingPairs = [4][2]int{{boxUnit, colUnit}, {boxUnit, rowUnit}, {colUnit, boxUnit}, {rowUnit, boxUnit}}
)

// crosses reports whether units u and v share a cell and differ.
func crosses(u, v int) bool { return u != v && !unitSet[u].and(unitSet[v]).empty() }

// cellsOf returns the cells at the positions m of unit u.
func cellsOf(u int, m uint16) cellSet {
	var s cellSet
	for ; m != 0; m &= m - 1 {
		s.add(int(unitCells[u][lowest(m)]))
	}
	return s
}

// hiddenSingle finds a full house (the last empty cell of a unit), else a
// hidden single, boxes before columns before rows.
func (r *Rater) hiddenSingle() bool {
	b := &r.b
	for pass := 0; pass < 2; pass++ {
		for _, base := range boxColRow {
			for u := base; u < base+9; u++ {
				if (b.nempty[u] == 1) != (pass == 0) {
					continue
				}
				for d := 0; d < 9; d++ {
					m := b.pos[u][d]
					if m == 0 || m&(m-1) != 0 {
						continue
					}
					t, v := HiddenSingleLine, vHiddenLine
					switch {
					case pass == 0:
						t, v = FullHouse, vFullHouse
					case base == boxUnit:
						t, v = HiddenSingleBox, vHiddenBox
					}
					r.h.setPlace(t, v, int(unitCells[u][lowest(m)]), d)
					return true
				}
			}
		}
	}
	return false
}

// nakedSingle finds a cell with one candidate, in reading order.
func (r *Rater) nakedSingle() bool {
	b := &r.b
	for c := 0; c < 81; c++ {
		if m := b.cand[c]; m != 0 && m&(m-1) == 0 {
			r.h.setPlace(NakedSingle, vNakedSingle, c, lowest(m))
			return true
		}
	}
	return false
}

// locking finds locked candidates: a digit whose positions in region1 all
// lie in region2. In direct mode it looks only for the hidden single that
// the elimination would leave in another unit of region1's kind, and
// places it; otherwise it eliminates the digit from the rest of region2.
func (r *Rater) locking(direct bool) bool {
	b := &r.b
	for _, pr := range lockingPairs {
		t1, t2 := pr[0], pr[1]
		for u1 := t1; u1 < t1+9; u1++ {
			for u2 := t2; u2 < t2+9; u2++ {
				if !crosses(u1, u2) {
					continue
				}
				for d := 0; d < 9; d++ {
					m := b.pos[u1][d]
					if m&(m-1) == 0 {
						continue
					}
					in := b.dcells[d].and(unitSet[u1])
					if !in.andNot(unitSet[u2]).empty() {
						continue
					}
					if direct {
						if r.directLocking(t1, u1, u2, d) {
							return true
						}
						continue
					}
					rem := b.dcells[d].and(unitSet[u2]).andNot(unitSet[u1])
					if rem.empty() {
						continue
					}
					t, v := Claiming, vClaiming
					if t1 == boxUnit {
						t, v = Pointing, vPointing
					}
					r.h.reset(t, v)
					r.h.elimDigit(rem, d)
					return true
				}
			}
		}
	}
	return false
}

// directLocking looks, in the units of kind t1 other than u1 that cross
// u2, for one where removing d from u2 leaves a single position.
func (r *Rater) directLocking(t1, u1, u2, d int) bool {
	b := &r.b
	for u3 := t1; u3 < t1+9; u3++ {
		if u3 == u1 || !crosses(u3, u2) {
			continue
		}
		m := b.pos[u3][d]
		if m&(m-1) == 0 {
			continue
		}
		rest := b.dcells[d].and(unitSet[u3]).andNot(unitSet[u2])
		if rest.count() != 1 {
			continue
		}
		t, v := DirectClaiming, vDirectClaiming
		if t1 == boxUnit {
			t, v = DirectPointing, vDirectPointing
		}
		r.h.setPlace(t, v, rest.first(), d)
		return true
	}
	return false
}

// hiddenSet finds n digits confined to n cells of a unit. In direct mode
// (pairs and triples) it looks only for a hidden single that removing the
// other candidates of those cells would leave in the unit, and places it.
func (r *Rater) hiddenSet(n int, direct bool) bool {
	b := &r.b
	for _, base := range boxColRow {
		for u := base; u < base+9; u++ {
			ne := int(b.nempty[u])
			if direct && ne <= n || !direct && ne <= 2*n {
				continue
			}
			for _, vs := range combos[n] {
				var cells uint16
				ok := true
				for m := vs; m != 0; m &= m - 1 {
					p := b.pos[u][lowest(m)]
					if p == 0 {
						ok = false
						break
					}
					cells |= p
				}
				if !ok || popcount(cells) != n {
					continue
				}
				// Candidates of those cells other than the n digits.
				var extra bool
				for m := cells; m != 0; m &= m - 1 {
					if b.cand[unitCells[u][lowest(m)]]&^vs != 0 {
						extra = true
					}
				}
				if !extra {
					continue
				}
				if direct {
					for d := 0; d < 9; d++ {
						p := b.pos[u][d]
						if vs>>d&1 != 0 || p&(p-1) == 0 {
							continue
						}
						if q := p &^ cells; q != 0 && q&(q-1) == 0 {
							t, v := DirectHiddenPair, vDirectPair
							if n == 3 {
								t, v = DirectHiddenTriple, vDirectTriple
							}
							r.h.setPlace(t, v, int(unitCells[u][lowest(q)]), d)
							return true
						}
					}
					continue
				}
				t, v := HiddenPair, vHiddenPair
				switch n {
				case 3:
					t, v = HiddenTriple, vHiddenTriple
				case 4:
					t, v = HiddenQuad, vHiddenQuad
				}
				r.h.reset(t, v)
				for m := cells; m != 0; m &= m - 1 {
					c := int(unitCells[u][lowest(m)])
					r.h.elim[c] |= b.cand[c] &^ vs
				}
				return true
			}
		}
	}
	return false
}

// nakedSet finds n cells of a unit with only n candidates between them.
func (r *Rater) nakedSet(n int) bool {
	b := &r.b
	for _, base := range boxColRow {
		for u := base; u < base+9; u++ {
			if int(b.nempty[u]) < 2*n {
				continue
			}
			for _, cs := range combos[n] {
				var vs uint16
				ok := true
				for m := cs; m != 0; m &= m - 1 {
					cm := b.cand[unitCells[u][lowest(m)]]
					if cm == 0 {
						ok = false
						break
					}
					vs |= cm
				}
				if !ok || popcount(vs) != n {
					continue
				}
				r.h.reset(NakedPair, vNakedPair)
				any := false
				for i := 0; i < 9; i++ {
					if cs>>i&1 != 0 {
						continue
					}
					c := int(unitCells[u][i])
					if e := b.cand[c] & vs; e != 0 {
						r.h.elim[c] = e
						any = true
					}
				}
				if !any {
					continue
				}
				switch n {
				case 3:
					r.h.tech, r.h.diff = NakedTriple, vNakedTriple
				case 4:
					r.h.tech, r.h.diff = NakedQuad, vNakedQuad
				}
				return true
			}
		}
	}
	return false
}

// fish finds n lines (columns, then rows) in which a digit's positions
// cover only n cross lines, and removes the digit from the rest of those.
func (r *Rater) fish(n int) bool {
	b := &r.b
	for _, base := range [2]int{colUnit, rowUnit} {
		cover := rowUnit
		if base == rowUnit {
			cover = colUnit
		}
		for _, ls := range combos[n] {
			var lines cellSet
			for m := ls; m != 0; m &= m - 1 {
				lines = lines.or(unitSet[base+lowest(m)])
			}
			for d := 0; d < 9; d++ {
				if int(b.placed[d])+2*n > 9 {
					continue
				}
				var covers uint16
				ok := true
				for m := ls; m != 0; m &= m - 1 {
					p := b.pos[base+lowest(m)][d]
					if p == 0 {
						ok = false
						break
					}
					covers |= p
				}
				if !ok || popcount(covers) != n {
					continue
				}
				var rem cellSet
				for m := covers; m != 0; m &= m - 1 {
					rem = rem.or(unitSet[cover+lowest(m)])
				}
				rem = rem.and(b.dcells[d]).andNot(lines)
				if rem.empty() {
					continue
				}
				t, v := XWing, vXWing
				switch n {
				case 3:
					t, v = Swordfish, vSwordfish
				case 4:
					t, v = Jellyfish, vJellyfish
				}
				r.h.reset(t, v)
				r.h.elimDigit(rem, d)
				return true
			}
		}
	}
	return false
}

// xyWing finds an XY-wing (a bivalue pivot xy seeing bivalue wings xz and
// yz: z goes from cells seeing both wings) or, with xyz, an XYZ-wing (pivot
// xyz, wings xz and yz: z goes from cells seeing all three).
func (r *Rater) xyWing(xyz bool) bool {
	b := &r.b
	want := 2
	t, v := XYWing, vXYWing
	if xyz {
		want, t, v = 3, XYZWing, vXYZWing
	}
	for c := 0; c < 81; c++ {
		pm := b.cand[c]
		if popcount(pm) != want {
			continue
		}
		ps := &peerList[c]
		for i := 0; i < 20; i++ {
			w1 := int(ps[i])
			m1 := b.cand[w1]
			if popcount(m1) != 2 || popcount(m1&pm) != 1+btoi(xyz) {
				continue
			}
			for j := i + 1; j < 20; j++ {
				w2 := int(ps[j])
				m2 := b.cand[w2]
				if popcount(m2) != 2 || m2 == m1 {
					continue
				}
				var z uint16
				if xyz {
					// Both wings inside the pivot, sharing one digit.
					if m2&^pm != 0 {
						continue
					}
					z = m1 & m2
				} else {
					// Wings xz and yz: each shares a different pivot digit,
					// and the other digit z is common to both.
					if popcount(m2&pm) != 1 || m1&pm == m2&pm {
						continue
					}
					z = m1 & m2 &^ pm
				}
				if popcount(z) != 1 {
					continue
				}
				d := lowest(z)
				see := peerSet[w1].and(peerSet[w2])
				if xyz {
					see = see.and(peerSet[c])
				}
				rem := see.and(b.dcells[d])
				rem.del(c)
				if rem.empty() {
					continue
				}
				r.h.reset(t, v)
				r.h.elimDigit(rem, d)
				return true
			}
		}
	}
	return false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
