package rules

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// Rules are the rules of one puzzle: the houses of its shape, its cages
// and its signs, with what each cell's candidates depend on. Make them
// with Of, or keep one Rules and Reset it for each puzzle, which reuses
// its storage. The fields are read-only.
type Rules struct {
	// Shape is the puzzle's shape.
	Shape *Shape
	// Puzzle is the puzzle the rules are of.
	Puzzle *puzzle.Puzzle
	// Cages are the puzzle's cages (its own slice).
	Cages []puzzle.Cage
	// CageOf is the index in Cages of each cell's cage, -1 for a cell in
	// none.
	CageOf [Cells]int16
	// Signs are the puzzle's greater-than signs, in its order; SignsOf
	// lists each cell's signs as indexes into Signs.
	Signs   []puzzle.Sign
	SignsOf [Cells][]int
	// Above lists the cells a sign puts directly above each cell (their
	// digit is greater), Below those it puts directly below.
	Above, Below [Cells][]uint16

	// mates[mateAt[c]:mateAt[c+1]] are the cells that cannot hold c's
	// digit, every cell's list in one buffer: the solvers walk them at
	// every placement, and a buffer of their lengths keeps them close.
	mates  []uint16
	mateAt [Cells + 1]uint32
	// cuts are the regions of the rule of 45 as the cages cut them, by
	// kind, worked out on first use.
	cuts    [NumRegionKinds][]Cut
	cutDone [NumRegionKinds]bool
	// cutCells and cutCages back the cuts' lists, kept for the next
	// puzzle.
	cutCells [NumRegionKinds][]uint16
	cutCages [NumRegionKinds][]int
	// less and greater are Ordered's lists, worked out on first use and
	// backed by orderCells.
	less, greater [Cells][]uint16
	orderDone     bool
	orderCells    []uint16
	// shapes keeps the last jigsaw's shape: a generator asks about one
	// layout many times in a row.
	shapes Shapes
}

// Shapes returns the shapes of puzzles as ShapeOf does, keeping the last
// one it gave, which it gives again for a puzzle of the same size, boxes,
// regions, diagonals and windows: a generator asks about one shape many
// times in a row, a jigsaw's shape is made anew by ShapeOf, and even a
// shared one costs a lookup. The zero Shapes is ready to use; it is not
// safe for concurrent use.
type Shapes struct {
	last    *Shape
	lastKey shapeKey
	regions [Cells]uint8 // the last shape's jigsaw regions
}

// shapeKey is what a shape depends on but a jigsaw's regions.
type shapeKey struct {
	n                 int
	box               grid.Box
	jigsaw, diagonals bool
	windows           bool
	layout            *grid.Layout
}

// Of returns ShapeOf(p), the last shape again when p has its houses.
func (c *Shapes) Of(p *puzzle.Puzzle) *Shape {
	key := shapeKey{p.N(), p.Box, p.Regions != nil, p.Diagonals, p.Windows, p.Layout}
	if c.last != nil && key == c.lastKey && (p.Regions == nil || string(c.regions[:len(p.Regions)]) == string(p.Regions)) {
		return c.last
	}
	c.last, c.lastKey = ShapeOf(p), key
	copy(c.regions[:], p.Regions)
	return c.last
}

// Of returns the rules of p, which must be valid (puzzle.Validate).
func Of(p *puzzle.Puzzle) *Rules {
	r := new(Rules)
	r.Reset(p)
	return r
}

// Reset makes r the rules of p, which must be valid, reusing r's storage.
// r keeps p, which must not change while r is in use.
func (r *Rules) Reset(p *puzzle.Puzzle) {
	shape := r.shapes.Of(p)
	if shape == r.Shape && r.Classic() && len(p.Cages) == 0 && len(p.Signs) == 0 {
		// The last puzzle's houses, and again neither cages nor signs:
		// its rules are p's (a generator asks about one shape's givens
		// thousands of times in a row).
		r.Puzzle = p
		return
	}
	r.Shape, r.Puzzle = shape, p
	r.Cages = p.Cages
	cells := r.Shape.NumCells()
	for c := range cells {
		r.CageOf[c] = -1
		r.SignsOf[c] = r.SignsOf[c][:0]
		r.Above[c], r.Below[c] = r.Above[c][:0], r.Below[c][:0]
	}
	for i, cg := range r.Cages {
		for _, c := range cg.Cells {
			r.CageOf[c] = int16(i)
		}
	}
	r.mates = r.mates[:0]
	for c := range cells {
		r.mateAt[c] = uint32(len(r.mates))
		r.mates = append(r.mates, r.Shape.peers[c]...)
		if k := r.CageOf[c]; k >= 0 {
			for _, m := range r.Cages[k].Cells {
				if int(m) != c && !r.Shape.SameHouse(c, int(m)) {
					r.mates = append(r.mates, m)
				}
			}
		}
	}
	r.mateAt[cells] = uint32(len(r.mates))
	r.Signs = p.Signs
	for i, s := range p.Signs {
		r.SignsOf[s.Greater] = append(r.SignsOf[s.Greater], i)
		r.SignsOf[s.Lesser] = append(r.SignsOf[s.Lesser], i)
		r.Below[s.Greater] = append(r.Below[s.Greater], s.Lesser)
		r.Above[s.Lesser] = append(r.Above[s.Lesser], s.Greater)
	}
	r.cutDone = [NumRegionKinds]bool{}
	r.orderDone = false
}

// Classic reports whether the rules have neither cages nor signs.
func (r *Rules) Classic() bool { return len(r.Cages) == 0 && len(r.Signs) == 0 }

// Mates returns the cells that cannot hold the digit of cell c: its house
// mates (Shape.Peers, in that order), then its cage mates outside its
// houses. Read-only.
func (r *Rules) Mates(c int) []uint16 { return r.mates[r.mateAt[c]:r.mateAt[c+1]] }

// Ordered returns, for each cell, the cells the signs make less than it,
// directly or through other cells (less), and those they make greater
// (greater), working them out on first use. The signs have no cycle
// (puzzle.Validate). Read-only.
func (r *Rules) Ordered() (less, greater *[Cells][]uint16) {
	if r.orderDone {
		return &r.less, &r.greater
	}
	r.orderDone = true
	if len(r.Signs) == 0 {
		r.less, r.greater = [Cells][]uint16{}, [Cells][]uint16{}
		return &r.less, &r.greater
	}
	// Each list is appended to one buffer; its bounds are kept as
	// offsets, since the buffer may move as it grows, and cut at the end.
	cells := r.Shape.NumCells()
	var ends [2 * Cells]int
	buf := r.orderCells[:0]
	for i := range 2 * cells {
		next := &r.Below
		if i >= cells {
			next = &r.Above
		}
		buf = reach(i%cells, next, buf)
		ends[i] = len(buf)
	}
	r.orderCells = buf
	start := 0
	for i, end := range ends[:2*cells] {
		list := buf[start:end:end]
		if i < cells {
			r.less[i] = list
		} else {
			r.greater[i-cells] = list
		}
		start = end
	}
	for c := cells; c < Cells; c++ {
		r.less[c], r.greater[c] = nil, nil
	}
	return &r.less, &r.greater
}

// reach appends to buf the cells reached from c along next, c left out.
func reach(c int, next *[Cells][]uint16, buf []uint16) []uint16 {
	var seen [Cells]bool
	var stack [Cells]uint16
	stack[0] = uint16(c)
	top := 1
	for top > 0 {
		top--
		x := stack[top]
		for _, y := range next[x] {
			if !seen[y] {
				seen[y] = true
				buf = append(buf, y)
				stack[top] = y
				top++
			}
		}
	}
	return buf
}

// Cut is a region of the rule of 45 as a puzzle's cages cut it: what
// depends on the cages alone. The digits of the region add up to Whole;
// the cages inside it take their sums off that, which leaves InnieSum
// for the rest: its cells in no cage (Uncaged) and those of the cages that
// cross its edge (Innies), which, with the crossing cages' cells outside
// (Outies), add up to CrossSum.
type Cut struct {
	// Houses are the region's houses.
	Houses []int
	// Whole is N(N+1)/2 a house (45 on the classic grid); InnieSum is
	// Whole less the sums of the cages
	// wholly inside.
	Whole, InnieSum int
	// Uncaged are the region's cells in no cage, in the region's order.
	Uncaged []uint16
	// Crossing are the cages that cross the region's edge, in the order
	// the region's cells first meet them, and CrossSum their sums.
	Crossing []int
	CrossSum int
	// Innies and Outies are the crossing cages' cells inside and outside
	// the region, cage after cage, each in its cells' order.
	Innies, Outies []uint16
}

// Cuts returns the regions of kind k as the puzzle's cages cut them,
// working them out on first use; none when the puzzle has no cages.
// Read-only.
func (r *Rules) Cuts(k RegionKind) []Cut {
	switch {
	case len(r.Cages) == 0:
		return nil
	case r.cutDone[k]:
		return r.cuts[k]
	}
	regions := r.Shape.regions[k]
	cuts := r.cuts[k][:0]
	// The cell and cage lists of all regions share two arrays, made
	// large enough never to move: a region lists each of its cells at
	// most once as uncaged, innie or outie (N² cells), and each cage once.
	cells, cages := r.cutCells[k][:0], r.cutCages[k][:0]
	if n := r.Shape.NumCells(); cap(cells) < n*len(regions) {
		cells = make([]uint16, 0, n*len(regions))
	}
	if cap(cages) < len(r.Cages)*len(regions) {
		cages = make([]int, 0, len(r.Cages)*len(regions))
	}
	cut := func(start int) []uint16 { return cells[start:len(cells):len(cells)] }
	for _, region := range regions {
		// Sets of bits, not of bools: a generator cuts every layout it
		// tries, and these are zeroed for each region.
		var in bitSet
		for _, c := range region.Cells {
			in.add(int(c))
		}
		g := Cut{Houses: region.Houses, Whole: r.Shape.HouseSum() * len(region.Houses)}
		g.InnieSum = g.Whole
		var seen bitSet // cages seen (at most one a cell)
		start, first := len(cells), len(cages)
		for _, c := range region.Cells {
			k := int(r.CageOf[c])
			switch {
			case k < 0:
				cells = append(cells, c)
			case seen.has(k):
			case r.inside(k, &in):
				seen.add(k)
				g.InnieSum -= r.Cages[k].Sum
			default:
				seen.add(k)
				cages = append(cages, k)
				g.CrossSum += r.Cages[k].Sum
			}
		}
		g.Uncaged = cut(start)
		g.Crossing = cages[first:len(cages):len(cages)]
		for _, inside := range []bool{true, false} {
			start := len(cells)
			for _, k := range g.Crossing {
				for _, q := range r.Cages[k].Cells {
					if in.has(int(q)) == inside {
						cells = append(cells, q)
					}
				}
			}
			if inside {
				g.Innies = cut(start)
			} else {
				g.Outies = cut(start)
			}
		}
		cuts = append(cuts, g)
	}
	r.cuts[k], r.cutDone[k] = cuts, true
	r.cutCells[k], r.cutCages[k] = cells, cages
	return cuts
}

// inside reports whether every cell of cage k is in.
func (r *Rules) inside(k int, in *bitSet) bool {
	for _, c := range r.Cages[k].Cells {
		if !in.has(int(c)) {
			return false
		}
	}
	return true
}

// bitSet is a set of cells (or of cages, as many at most), a bit each.
type bitSet [(Cells + 63) / 64]uint64

func (b *bitSet) add(i int)      { b[i>>6] |= 1 << (i & 63) }
func (b *bitSet) has(i int) bool { return b[i>>6]>>(i&63)&1 != 0 }
