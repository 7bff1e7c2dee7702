package generate

import (
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
)

// A killer's layout is a partition of the grid into cages kept symmetric
// under the options' Symmetry s: the image of every cage is a cage (its
// sum comes from the solution, so the two sums differ). A cage that holds
// a cell s leaves in place holds its image too, so it is its own image;
// every other cage comes with order(s)-1 disjoint images (one for the
// half-turn and the reflections, three for the quarter-turn). No cell is
// orthogonally adjacent to another cell of its orbit (a short parity
// argument for each symmetry on the 9×9 grid and on grids of odd size;
// on an even one the mirror and the quarter-turn would break it, and
// Validate refuses them for cages there), which the moves below rely on.
//
// The layouts hold grids up to 16×16 (Options.Validate takes cages up
// to 12×12, the largest whose layouts the checker settles): every table
// has room for grid.MaxCells cells, and a cage's digits are a mask of 32
// bits (bit d for digit d, 1 to N).
//
// Every change is made to a cell's whole orbit at once: a cell that moves
// from cage A into cage T takes its images from A's images into T's, so
// the layout stays symmetric without a separate repair. Without symmetry
// (None, of order 1) every orbit is one cell and the same code is the
// plain algorithm.

// maxIDs bounds the cage ids in use: a layout grows at most one id a
// cell, and a split takes at most one fresh id a cell before the ids
// are compacted (idRoom).
const maxIDs = 2 * grid.MaxCells

// idRoom is the most ids a layout of that many cells takes before a
// split compacts them: 256 on the grids up to 9×9, whose layouts
// depend on when their ids are renumbered (the order adjacentPairs
// lists pairs in comes from the ids), and room for a split's fresh ids
// on the larger grids.
func idRoom(cells int) int { return max(256, 2*cells) }

// cageMap is a symmetric partition of the grid into cages: id[c] is cell
// c's cage, an arbitrary number below maxIDs; every cage is orthogonally
// connected and its digits in the solution differ.
type cageMap struct {
	id     [grid.MaxCells]int16
	nextID int16
	sym    Symmetry
	// cells is the grid's N² cells; centre the cell every symmetry leaves
	// in place, -1 on a grid of even size, which has none; adj each
	// cell's orthogonal neighbours; pow the symmetry's powers
	// (symPowersAt).
	cells  int
	centre int
	adj    [][]uint16
	pow    *[4][grid.MaxCells]uint16
	// layout is the joined board, nil on one grid: a cage lies inside
	// one grid, so its cells' grids (grid.Layout.GridsOf) have one in
	// common.
	layout *grid.Layout
	// max is the largest cage, and centreMax the largest cage that holds
	// the centre; singles the most single-cell cages a change may leave (a
	// change never adds one past it, nor while past it); most the
	// largest number of cages a split may leave.
	max, centreMax, singles, most int
}

// newCageMap returns an empty layout for w's options. Under the
// quarter-turn the centre's cage is the centre and whole orbits of four
// cells, so it has 1, 5 or 9 cells: with cages of fewer than 5 cells and
// no single-cell cages allowed, it has 5 all the same.
//
// On a joined board the cells, their neighbours and their images are the
// board's (boardPowers), the centre is the board's middle cell where its
// sides are odd and it is no hole, and every cage keeps inside one grid.
func newCageMap(w *worker) cageMap {
	n := w.opts.Kind.Size()
	m := cageMap{sym: w.opts.Symmetry, max: w.cageSize().Max, singles: w.opts.SingleCages, most: w.cageCount().Max,
		centre: -1}
	if l := w.layout; l != nil {
		m.cells, m.adj, m.pow, m.layout = l.Cells(), l.Adjacent(), w.boardPowers(l), l
		if l.H%2 == 1 && l.W%2 == 1 {
			m.centre = l.CellAt(l.H/2, l.W/2)
		}
	} else {
		m.cells, m.adj, m.pow = n*n, grid.GeometryOf(n, grid.Box{}, true).Adjacent, &symPowersAt[n][w.opts.Symmetry]
		if n%2 == 1 {
			m.centre = n * n / 2
		}
	}
	m.centreMax = m.max
	if m.sym == Rot90 && m.singles == 0 && m.centre >= 0 {
		m.centreMax = max(m.max, 5)
	}
	return m
}

// gridsOf is the grids that cover cell c: on one grid, the one.
func (m *cageMap) gridsOf(c int) uint64 {
	if m.layout == nil {
		return 1
	}
	return m.layout.GridsOf(c)
}

// maxOf is the largest cage id may grow to, given whether it holds the
// centre.
func (m *cageMap) maxOf(hasCentre bool) int {
	if hasCentre {
		return m.centreMax
	}
	return m.max
}

// holdsCentre reports whether cage id holds the centre.
func (m *cageMap) holdsCentre(id int16) bool { return m.centre >= 0 && m.id[m.centre] == id }

// image is cell c under the symmetry applied k times.
func (m *cageMap) image(c, k int) int { return int(m.pow[k][c]) }

// order is how many images each cell has, itself included.
func (m *cageMap) order() int { return m.sym.Order() }

// fixed reports whether the symmetry leaves cell c in place (every cell,
// without symmetry): its cage must be its own image.
func (m *cageMap) fixed(c int) bool { return m.image(c, m.order()-1) == c }

// grow partitions the grid into random symmetric cages and reports
// whether at most m.singles of them are single cells. From each cell not
// yet in a cage, in random order, a cage grows to a size drawn from size
// by adding random neighbours whose digits in sol it lacks, each with its
// images: a cage grown from a cell the symmetry leaves in place takes a
// neighbour's whole orbit, any other cage a neighbour the symmetry moves,
// whose images join its image cages. A cell left alone then joins a
// neighbouring cage that can take it or, failing that, takes a neighbour
// from a cage that can spare one.
func (m *cageMap) grow(w *worker, sol *grid.Grid, size ranges.Range) bool {
	for c := range m.id {
		m.id[c] = -1
	}
	m.nextID = 0
	var buf [grid.MaxCells]uint16
	var nextBuf [4 * grid.MaxCells]uint16
	k := m.order()
	for _, start := range w.rng.Perm(m.cells) {
		if m.id[start] >= 0 {
			continue
		}
		target := size.Min + w.rng.IntN(size.Max-size.Min+1)
		self := m.fixed(start)
		base := m.nextID
		// used[j] is the digits of the j-th image cage (only [0] when the
		// cage is its own image), in[j] the grids that cover all its
		// cells.
		var used [4]uint32
		var in [4]uint64
		cells := append(buf[:0], uint16(start))
		if self {
			m.id[start] = base
			m.nextID++
			used[0], in[0] = 1<<sol[start], m.gridsOf(start)
		} else {
			for j := range k {
				x := m.image(start, j)
				m.id[x] = base + int16(j)
				used[j], in[j] = 1<<sol[x], m.gridsOf(x)
			}
			m.nextID += int16(k)
		}
		for len(cells) < target {
			next := nextBuf[:0]
			for _, c := range cells {
				for _, n := range m.adj[c] {
					if m.id[n] < 0 && m.canGrow(sol, int(n), self, &used, &in, len(cells), m.holdsCentre(base)) {
						next = append(next, n) // a cell may appear twice: more likely
					}
				}
			}
			if len(next) == 0 {
				break
			}
			n := int(next[w.rng.IntN(len(next))])
			if self {
				for j := range k {
					x := m.image(n, j)
					if m.id[x] < 0 {
						m.id[x] = base
						used[0] |= 1 << sol[x]
						in[0] &= m.gridsOf(x)
						cells = append(cells, uint16(x))
					}
				}
				continue
			}
			for j := range k {
				x := m.image(n, j)
				m.id[x] = base + int16(j)
				used[j] |= 1 << sol[x]
				in[j] &= m.gridsOf(x)
			}
			cells = append(cells, uint16(n))
		}
	}
	// Lone cells join a neighbouring cage, or take a neighbour.
	for _, c := range w.rng.Perm(m.cells) {
		if m.sizeOf(m.id[c]) != 1 {
			continue
		}
		joined := false
		for _, n := range m.adj[c] {
			if joined = m.move(sol, c, int(n)); joined {
				break
			}
		}
		for _, n := range m.adj[c] {
			if joined || m.move(sol, int(n), c) {
				break
			}
		}
	}
	_, singles := m.counts()
	return singles <= m.singles
}

// canGrow reports whether a cage of size cells with the digits used and
// inside the grids in (per image cage) can take cell n, free, and its
// images: self says the cage is its own image and takes n's whole orbit,
// hasCentre that it holds the centre.
func (m *cageMap) canGrow(sol *grid.Grid, n int, self bool, used *[4]uint32, in *[4]uint64, size int, hasCentre bool) bool {
	if self {
		d, g := used[0], in[0]
		added := 0
		for j := range m.order() {
			x := m.image(n, j)
			if j > 0 && x == n {
				break
			}
			if d>>sol[x]&1 != 0 {
				return false
			}
			d |= 1 << sol[x]
			g &= m.gridsOf(x)
			added++
		}
		return g != 0 && size+added <= m.maxOf(hasCentre)
	}
	if m.fixed(n) || size+1 > m.max {
		return false
	}
	for j := range m.order() {
		x := m.image(n, j)
		if used[j]>>sol[x]&1 != 0 || in[j]&m.gridsOf(x) == 0 {
			return false
		}
	}
	return true
}

// sizeOf counts the cells of cage id.
func (m *cageMap) sizeOf(id int16) int {
	n := 0
	for _, x := range m.id[:m.cells] {
		if x == id {
			n++
		}
	}
	return n
}

// counts returns the number of cages and of single-cell cages.
func (m *cageMap) counts() (cages, singles int) {
	var n [maxIDs]uint8
	for _, x := range m.id[:m.cells] {
		n[x]++
	}
	for _, k := range n[:m.nextID] {
		if k > 0 {
			cages++
		}
		if k == 1 {
			singles++
		}
	}
	return cages, singles
}

// sound reports whether each of the cages ids (some perhaps empty now) is
// connected, inside one grid, has no digit twice in sol and at most m.max
// cells (see maxOf), and
// whether the layout has no more single-cell cages than the larger of
// m.singles and before (the count before the change).
func (m *cageMap) sound(sol *grid.Grid, ids []int16, before int) bool {
	var cells [grid.MaxCells]uint16
	for i, id := range ids {
		if slices.Contains(ids[:i], id) {
			continue
		}
		n := 0
		var digits uint32
		in := ^uint64(0)
		for c, x := range m.id[:m.cells] {
			if x != id {
				continue
			}
			if digits>>sol[c]&1 != 0 {
				return false
			}
			digits |= 1 << sol[c]
			in &= m.gridsOf(c)
			cells[n] = uint16(c)
			n++
		}
		if in == 0 || n > m.maxOf(m.holdsCentre(id)) || n > 1 && !grid.ConnectedOver(m.adj, cells[:n]) {
			return false
		}
	}
	_, singles := m.counts()
	return singles <= max(m.singles, before)
}

// move moves cell x into the cage of its neighbour y, and each image of x
// into the cage of the same image of y, if the cages stay sound (see
// sound); it reports whether it did. The two cages' sums change, which is
// what rules out a second solution that differs from sol at x.
func (m *cageMap) move(sol *grid.Grid, x, y int) bool {
	if m.id[x] == m.id[y] {
		return false
	}
	// A cell the symmetry leaves in place can only join a cage that is
	// its own image.
	if m.order() > 1 && m.fixed(x) && m.id[m.image(y, 1)] != m.id[y] {
		return false
	}
	_, before := m.counts()
	saved := m.id
	var ids [8]int16
	for k := range m.order() {
		xk, yk := m.image(x, k), m.image(y, k)
		// y's images are not in x's orbit (no cell is adjacent to
		// another of its orbit), so saved still names their cages.
		ids[2*k], ids[2*k+1] = saved[xk], saved[yk]
		m.id[xk] = saved[yk]
	}
	if !m.sound(sol, ids[:2*m.order()], before) {
		m.id = saved
		return false
	}
	return true
}

// reshape moves cell c, with its images, into a neighbouring cage, tried
// in random order, and reports whether one could take it.
func (m *cageMap) reshape(w *worker, sol *grid.Grid, c int) bool {
	var to [4]uint16
	n := copy(to[:], m.adj[c])
	w.rng.Shuffle(n, func(i, j int) { to[i], to[j] = to[j], to[i] })
	for _, y := range to[:n] {
		if m.move(sol, c, int(y)) {
			return true
		}
	}
	return false
}

// split cuts c's cage in two, and its images alike, if the result is
// sound and has at most m.most cages; it reports whether it did. The part
// that holds c is grown at random to about half the cage; each connected
// piece of the rest becomes a cage of its own. Smaller cages constrain
// more. In a cage that is its own image the part grows by whole orbits,
// so that it is its own image too (and may fall into pieces, each a
// cage); in any other cage it grows as without symmetry, and each image
// cage is cut along the image of the cut.
func (m *cageMap) split(w *worker, sol *grid.Grid, c int) bool {
	a := m.id[c]
	var cells [grid.MaxCells]uint16
	n := 0
	for x, y := range m.id[:m.cells] {
		if y == a {
			cells[n] = uint16(x)
			n++
		}
	}
	want := n / 2
	if m.singles == 0 {
		want = max(want, 2) // a part of one cell is a single-cell cage
	}
	if want >= n {
		return false
	}
	self := m.id[m.image(c, 1%m.order())] == a
	var inP [grid.MaxCells]bool
	size := 0
	add := func(x int) {
		if self {
			for k := range m.order() {
				if y := m.image(x, k); !inP[y] {
					inP[y] = true
					size++
				}
			}
			return
		}
		inP[x] = true
		size++
	}
	add(c)
	var nextBuf [4 * grid.MaxCells]uint16
	for size < want {
		next := nextBuf[:0]
		for _, x := range cells[:n] {
			if !inP[x] {
				continue
			}
			for _, nb := range m.adj[x] {
				if m.id[nb] == a && !inP[nb] {
					next = append(next, nb)
				}
			}
		}
		if len(next) == 0 {
			break
		}
		add(int(next[w.rng.IntN(len(next))]))
	}
	if size >= n {
		return false // whole orbits took the cage in
	}
	// Label the cells to recage: in a cage that is its own image, the
	// part and the rest; otherwise the part and the rest of each image
	// cage apart. Each connected set of one label becomes a cage: the
	// labels are symmetric, so the cages are.
	var label [grid.MaxCells]int8
	for x := range label {
		label[x] = -1
	}
	for _, x := range cells[:n] {
		if self {
			label[x] = 0
			if inP[x] {
				label[x] = 1
			}
			continue
		}
		for k := range m.order() {
			l := int8(2 * k)
			if inP[x] {
				l++
			}
			label[m.image(int(x), k)] = l
		}
	}
	_, before := m.counts()
	if int(m.nextID)+m.cells > idRoom(m.cells) {
		m.compact()
	}
	saved, savedNext := m.id, m.nextID
	var stack [grid.MaxCells]uint16
	for x := range label[:m.cells] {
		l := label[x]
		if l < 0 {
			continue
		}
		id := m.nextID
		m.nextID++
		label[x] = -1
		m.id[x] = id
		stack[0] = uint16(x)
		for top := 1; top > 0; {
			top--
			y := stack[top]
			for _, nb := range m.adj[y] {
				if label[nb] == l {
					label[nb] = -1
					m.id[nb] = id
					stack[top] = nb
					top++
				}
			}
		}
	}
	if cages, singles := m.counts(); cages > m.most || singles > max(m.singles, before) {
		m.id, m.nextID = saved, savedNext
		return false
	}
	return true
}

// compact renumbers the cages 0, 1, ... in order of their first cell.
func (m *cageMap) compact() {
	var to [maxIDs]int16
	for i := range to {
		to[i] = -1
	}
	m.nextID = 0
	for c, x := range m.id[:m.cells] {
		if to[x] < 0 {
			to[x] = m.nextID
			m.nextID++
		}
		m.id[c] = to[x]
	}
}

// change changes the cages where sol and other differ, so that other is
// no longer a solution: a differing cell, drawn at random, moves with its
// images into a neighbouring cage (which changes both cages' sums, and so
// rules other out), or, where no cage can take it, its cage is split. It
// reports false when no differing cell allows either.
func (m *cageMap) change(w *worker, sol, other *grid.Grid) bool {
	var diff [grid.MaxCells]uint16
	n := 0
	for c := range m.cells {
		if sol[c] != other[c] {
			diff[n] = uint16(c)
			n++
		}
	}
	return m.changeAt(w, sol, diff[:n])
}

// changeAt changes the cages at one of cells, drawn at random (which it
// shuffles): the cell moves with its images into a neighbouring cage or,
// where none can take it, its cage is split. It reports false when no
// cell of cells allows either.
func (m *cageMap) changeAt(w *worker, sol *grid.Grid, cells []uint16) bool {
	w.rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	for _, c := range cells {
		if m.reshape(w, sol, int(c)) || m.split(w, sol, int(c)) {
			return true
		}
	}
	return false
}

// adjacentPairs lists one pair of orthogonally adjacent cells for each two
// cages that touch, in random order.
func (m *cageMap) adjacentPairs(w *worker) [][2]uint16 {
	type pair struct {
		ids   uint32
		cells [2]uint16
	}
	var ps []pair
	for c := range m.cells {
		for _, n := range m.adj[c] {
			a, b := m.id[c], m.id[n]
			if a < b {
				ps = append(ps, pair{uint32(a)<<16 | uint32(b), [2]uint16{uint16(c), n}})
			}
		}
	}
	slices.SortStableFunc(ps, func(x, y pair) int { return int(x.ids) - int(y.ids) })
	ps = slices.CompactFunc(ps, func(x, y pair) bool { return x.ids == y.ids })
	out := make([][2]uint16, len(ps))
	for i, p := range ps {
		out[i] = p.cells
	}
	w.rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// merge makes the cages of adjacent cells x and y one, and their images
// alike, if the merged cages are sound; it reports whether it did. Where
// a cage touches its own image the merge takes in its whole orbit of
// cages, which becomes one cage that is its own image.
func (m *cageMap) merge(sol *grid.Grid, x, y int) bool {
	if m.id[x] == m.id[y] {
		return false
	}
	_, before := m.counts()
	saved := m.id
	// A union-find over the few cages involved.
	var parent [maxIDs]int16
	var ids [8]int16
	for k := range m.order() {
		ids[2*k], ids[2*k+1] = saved[m.image(x, k)], saved[m.image(y, k)]
	}
	ids8 := ids[:2*m.order()]
	for _, id := range ids8 {
		parent[id] = id
	}
	root := func(id int16) int16 {
		for parent[id] != id {
			id = parent[id]
		}
		return id
	}
	for k := range m.order() {
		if a, b := root(ids[2*k]), root(ids[2*k+1]); a != b {
			parent[b] = a
		}
	}
	for c, id := range saved[:m.cells] {
		if slices.Contains(ids8, id) {
			m.id[c] = root(id)
		}
	}
	if !m.sound(sol, ids8, before) || !m.ownImageOrNone(m.id[x]) {
		m.id = saved
		return false
	}
	return true
}

// ownImageOrNone reports whether cage id is its own image under every
// power of the symmetry or under none: a cage that a quarter-turn moves
// but a half-turn keeps, which a merge around the centre could make, is
// one split would not cut symmetrically.
func (m *cageMap) ownImageOrNone(id int16) bool {
	c := slices.Index(m.id[:m.cells], id)
	self := 0
	for k := 1; k < m.order(); k++ {
		if m.id[m.image(c, k)] == id {
			self++
		}
	}
	return self == 0 || self == m.order()-1
}

// to writes the cages into v with their sums from sol, leaving v's givens
// and signs alone. The cells of all cages share one new array, so v
// shares nothing with m or with the puzzles written before.
func (m *cageMap) to(v *puzzle.Puzzle, sol *grid.Grid) {
	v.Cages = v.Cages[:0]
	var at [maxIDs]int16 // 1 + the cage's index in v.Cages; 0: none yet
	var n [maxIDs]uint8
	for _, id := range m.id[:m.cells] {
		n[id]++
	}
	cells := make([]uint16, m.cells)
	next := 0
	for c, id := range m.id[:m.cells] {
		k := at[id] - 1
		if k < 0 {
			k = int16(len(v.Cages))
			at[id] = k + 1
			end := next + int(n[id])
			v.Cages = append(v.Cages, puzzle.Cage{Cells: cells[next:next:end]})
			next = end
		}
		v.Cages[k].Cells = append(v.Cages[k].Cells, uint16(c))
		v.Cages[k].Sum += int(sol[c])
	}
	// Cells were added in reading order, so each cage's are ascending
	// and the cages are in order of their first cell: canonical already.
}
