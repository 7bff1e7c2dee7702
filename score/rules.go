package score

import "github.com/puzzlebook/sudoku/puzzle"

// rules are what a puzzle asks of its solution beyond the houses, as the
// ladder's searches read them: its killer cages and greater-than signs,
// and each cell's peers, the cells that cannot hold its digit (those of
// its row, column and box, and its cage mates). A classic puzzle has no
// cages or signs and shares classicRules, so the classic ladder runs as
// it always has; the board and every rung read the rules of the puzzle
// they work on, which makes one engine for every kind.
type rules struct {
	// p is the puzzle the rules are of (nil for classicRules).
	p      *puzzle.Puzzle
	cages  []cage
	cageOf [81]int8 // index into cages, -1 for a cell in no cage
	signs  []puzzle.Sign
	// signsOf lists each cell's signs, as indexes into signs: at most
	// four, one per neighbour.
	signsOf [81][]int
	// peers[c] holds the cells that cannot hold c's digit: for a classic
	// puzzle peerSet itself.
	peers *[81]cellSet
	// below[c] holds the cells whose digit the signs make less than c's,
	// directly or through other cells; above[c] those whose digit they
	// make greater.
	below, above [81]cellSet
	// assignMiss[i] is the state of cage i's cells (cellsState) when the
	// cage assignment last found nothing in it: what it finds depends on
	// nothing else, so while the cells keep that state it finds nothing
	// again. Steps change a few cells, so most cages keep theirs.
	// sumMiss[i] is the same for the cage combination.
	assignMiss, sumMiss []cellsState
	// single45 and multi45 are the rule of 45's regions (singleHouses,
	// multiHouses) as the cages cut them, worked out on first use.
	single45, multi45 []region45
}

// region45 is a region of whole houses as the rule of 45 sees it: what
// depends on the cages alone, worked out once a puzzle.
type region45 struct {
	// whole is 45 for each house; innieSum is whole less the sums of the
	// cages inside, and less the digits of uncaged, the region's cells in
	// no cage, once they are placed.
	whole, innieSum int
	uncaged         []uint8
	// crossing are the cages that stick out, crossSum their sums, innies
	// and outies their cells inside and outside.
	crossing       []int
	crossSum       int
	innies, outies []uint8
	houses         []int // the region's units, for the explanation
}

// regions45 returns the rule of 45's regions of ru (regions is
// singleHouses or multiHouses), working them out on first use; none
// without cages.
func (ru *rules) regions45(regions [][]uint8) []region45 {
	if len(ru.cages) == 0 {
		return nil
	}
	out, units := &ru.single45, singleUnits
	if len(regions) > 0 && len(regions[0]) > 9 {
		out, units = &ru.multi45, multiUnits
	}
	if *out != nil {
		return *out
	}
	gs := make([]region45, len(regions))
	// The cell and cage lists of all regions share two arrays, cut into
	// slices once they are complete.
	type span struct{ uncaged, crossing, innies, outies [2]int }
	spans := make([]span, len(regions))
	var cells []uint8
	var cages []int
	for i, region := range regions {
		g, sp := &gs[i], &spans[i]
		var in cellSet
		for _, c := range region {
			in.add(int(c))
		}
		g.whole = 45 * len(region) / 9
		g.innieSum = g.whole
		var seen [128]bool // cages seen (a grid has at most 81)
		sp.uncaged[0], sp.crossing[0] = len(cells), len(cages)
		for _, c := range region {
			k := int(ru.cageOf[c])
			if k < 0 {
				cells = append(cells, c)
				continue
			}
			if seen[k] {
				continue
			}
			seen[k] = true
			if ru.cages[k].set.andNot(in).empty() {
				g.innieSum -= ru.cages[k].sum
			} else {
				cages = append(cages, k)
			}
		}
		sp.uncaged[1], sp.crossing[1] = len(cells), len(cages)
		crossing := cages[sp.crossing[0]:sp.crossing[1]]
		for _, side := range []*[2]int{&sp.innies, &sp.outies} {
			side[0] = len(cells)
			for _, k := range crossing {
				for _, q := range ru.cages[k].cells {
					if in.has(int(q)) == (side == &sp.innies) {
						cells = append(cells, q)
					}
				}
			}
			side[1] = len(cells)
		}
		for _, k := range crossing {
			g.crossSum += ru.cages[k].sum
		}
		g.houses = units[i]
	}
	for i := range gs {
		sp := &spans[i]
		gs[i].uncaged = cells[sp.uncaged[0]:sp.uncaged[1]:sp.uncaged[1]]
		gs[i].crossing = cages[sp.crossing[0]:sp.crossing[1]:sp.crossing[1]]
		gs[i].innies = cells[sp.innies[0]:sp.innies[1]:sp.innies[1]]
		gs[i].outies = cells[sp.outies[0]:sp.outies[1]:sp.outies[1]]
	}
	*out = gs
	return gs
}

// cellsState is the values and candidates of up to nine cells, a cell's
// value<<9 | candidates; valid says it was recorded.
type cellsState struct {
	state [9]uint16
	valid bool
}

// matches reports whether s holds the state of cells in b.
func (s *cellsState) matches(b *board, cells []uint8) bool {
	if !s.valid {
		return false
	}
	for i, c := range cells {
		if s.state[i] != uint16(b.val[c])<<9|b.cand[c] {
			return false
		}
	}
	return true
}

// record sets s to the state of cells in b.
func (s *cellsState) record(b *board, cells []uint8) {
	for i, c := range cells {
		s.state[i] = uint16(b.val[c])<<9 | b.cand[c]
	}
	s.valid = true
}

// cage is a killer cage: cells whose digits differ and add up to sum.
type cage struct {
	cells []uint8
	set   cellSet
	sum   int
}

// classicRules are the rules of every classic puzzle: the houses alone.
var classicRules = func() *rules {
	ru := &rules{peers: &peerSet}
	for c := range ru.cageOf {
		ru.cageOf[c] = -1
	}
	return ru
}()

// rulesOf returns the rules of p (classicRules for a classic puzzle).
func rulesOf(p *puzzle.Puzzle) *rules {
	if p.IsClassic() {
		return classicRules
	}
	peers := peerSet
	ru := &rules{p: p, peers: &peers, signs: p.Signs}
	for c := range ru.cageOf {
		ru.cageOf[c] = -1
	}
	for i, cg := range p.Cages {
		k := cage{cells: cg.Cells, sum: cg.Sum}
		for _, c := range cg.Cells {
			k.set.add(int(c))
			ru.cageOf[c] = int8(i)
		}
		for _, c := range cg.Cells {
			ru.peers[c] = ru.peers[c].or(k.set)
			ru.peers[c].del(int(c))
		}
		ru.cages = append(ru.cages, k)
	}
	ru.assignMiss = make([]cellsState, len(ru.cages))
	ru.sumMiss = make([]cellsState, len(ru.cages))
	for i, s := range p.Signs {
		ru.signsOf[s.Greater] = append(ru.signsOf[s.Greater], i)
		ru.signsOf[s.Lesser] = append(ru.signsOf[s.Lesser], i)
		ru.below[s.Greater].add(int(s.Lesser))
		ru.above[s.Lesser].add(int(s.Greater))
	}
	// The transitive closure: signs form no cycle (puzzle.Validate), so
	// 81 rounds of widening settle it; a handful do in practice.
	for changed := len(p.Signs) > 0; changed; {
		changed = false
		for c := range 81 {
			for x := range ru.below[c].all() {
				if w := ru.below[c].or(ru.below[x]); w != ru.below[c] {
					ru.below[c], changed = w, true
				}
			}
			for x := range ru.above[c].all() {
				if w := ru.above[c].or(ru.above[x]); w != ru.above[c] {
					ru.above[c], changed = w, true
				}
			}
		}
	}
	return ru
}

// classic reports whether ru has neither cages nor signs.
func (ru *rules) classic() bool { return len(ru.cages) == 0 && len(ru.signs) == 0 }
