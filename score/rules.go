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
	// cut45 are the rule of 45's regions of each kind as the cages cut
	// them, worked out on first use (cutRegions).
	cut45 [numRegionKinds][]region45
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

// cutRegions returns the rule of 45's regions of the kind as ru's cages
// cut them, working them out on first use; none without cages.
func (ru *rules) cutRegions(kind int) []region45 {
	if len(ru.cages) == 0 || ru.cut45[kind] != nil {
		return ru.cut45[kind]
	}
	regions := &regions45[kind]
	gs := make([]region45, len(regions.cells))
	// The cell and cage lists of all regions share two arrays, made
	// large enough never to move: a region lists each cell at most once
	// as uncaged, innie or outie (81 cells), and each cage once.
	cells := make([]uint8, 0, 81*len(gs))
	cages := make([]int, 0, len(ru.cages)*len(gs))
	cut := func(start int) []uint8 { return cells[start:len(cells):len(cells)] }
	for i, region := range regions.cells {
		g := &gs[i]
		var in cellSet
		for _, c := range region {
			in.add(int(c))
		}
		g.whole = 45 * len(region) / 9
		g.innieSum = g.whole
		g.houses = regions.units[i]
		var seen [128]bool // cages seen (a grid has at most 81)
		start, first := len(cells), len(cages)
		for _, c := range region {
			k := int(ru.cageOf[c])
			switch {
			case k < 0:
				cells = append(cells, c)
			case seen[k]:
			case ru.cages[k].set.andNot(in).empty():
				seen[k] = true
				g.innieSum -= ru.cages[k].sum
			default:
				seen[k] = true
				cages = append(cages, k)
				g.crossSum += ru.cages[k].sum
			}
		}
		g.uncaged = cut(start)
		g.crossing = cages[first:len(cages):len(cages)]
		for _, inside := range []bool{true, false} {
			start := len(cells)
			for _, k := range g.crossing {
				for _, q := range ru.cages[k].cells {
					if in.has(int(q)) == inside {
						cells = append(cells, q)
					}
				}
			}
			if inside {
				g.innies = cut(start)
			} else {
				g.outies = cut(start)
			}
		}
	}
	ru.cut45[kind] = gs
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
