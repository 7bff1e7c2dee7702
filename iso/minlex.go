package iso

import (
	"sync"

	"github.com/puzzlebook/sudoku/grid"
)

// Minlex returns the minimal lexicographic form ("minlex") of g: of all the
// grids Transform can make from g, the one whose 81 cells, read row by row
// as numbers with a blank as 0, come first in lexicographic order. Because
// a blank is 0, the form starts with as many blanks as the class allows,
// and its digits are relabelled by first appearance (the first digit read
// is 1, the next new one 2, ...). This is the convention of the minlex
// puzzle lists of the Enjoy Sudoku forum, such as the 17-clue list, which
// Minlex reproduces. Two puzzles are isomorphs exactly when their Minlex
// forms are equal.
//
// g must be a grid in which no digit repeats within a row or a column (as
// grid.Nine.Validate ensures); for other grids the result is unspecified.
//
// The search builds the answer one row at a time. A candidate is a partial
// transform: an orientation, the source rows chosen so far, a stack order,
// an ordered partition of the columns into cells of columns not yet told
// apart (columns blank in every row so far), and the digit labels handed
// out so far. For the next row every candidate tries every source row that
// its band structure allows; the smallest row value any of them reaches is
// the next row of the answer, and only the pairs reaching it survive. A row
// value is fixed by the candidate (inside a cell: blanks first, then
// labelled digits in label order, then new digits, which take the next
// labels), so only the survivors are refined, branching where one cell
// holds several new digits. On real puzzles a handful of candidates
// survive each row, so a puzzle costs tens of microseconds; grids with
// large symmetry (an empty grid) keep many and are slower.
func Minlex(g grid.Nine) grid.Nine {
	m := minlexers.Get().(*minlexer)
	defer minlexers.Put(m)
	m.run(&g)
	return m.out
}

// MinlexTransform returns a transform t with t.Apply(g) == Minlex(g). When
// g has automorphisms, several transforms qualify; which one is returned is
// unspecified but deterministic.
func MinlexTransform(g grid.Nine) Transform {
	m := minlexers.Get().(*minlexer)
	defer minlexers.Put(m)
	m.run(&g)
	c := &m.cur[0]
	t := Transform{Transpose: c.t == 1, Rows: c.rows, Cols: c.cols}
	// Digits absent from g take the labels left over, in order.
	next := c.next
	t.Digits = c.label
	for d := 1; d <= 9; d++ {
		if t.Digits[d] == 0 {
			t.Digits[d] = next
			next++
		}
	}
	return t
}

// Key identifies a puzzle's isomorphism class: its Minlex form packed two
// cells to a byte, cell 2i in the high nibble of byte i. Comparing keys
// byte by byte orders them like their Minlex forms. The zero Key is the
// key of the empty grid.
type Key [41]byte

// KeyOf returns the Key of g; see Minlex for what g must satisfy.
func KeyOf(g grid.Nine) Key {
	return packKey(Minlex(g))
}

func packKey(h grid.Nine) Key {
	var k Key
	for i := 0; i < 81; i += 2 {
		hi := h[i] << 4
		if i+1 < 81 {
			k[i/2] = hi | h[i+1]
		} else {
			k[i/2] = hi
		}
	}
	return k
}

// Grid returns the Minlex form that k packs.
func (k Key) Grid() grid.Nine {
	var h grid.Nine
	for i := range h {
		b := k[i/2]
		if i%2 == 0 {
			h[i] = b >> 4
		} else {
			h[i] = b & 0xf
		}
	}
	return h
}

// String returns the Minlex form in the canonical text form (81
// characters, '.' for blanks).
func (k Key) String() string { return k.Grid().String() }

// cand is a partial transform; see Minlex.
type cand struct {
	t    uint8    // 1: the transposed grid
	rows [9]uint8 // rows[k]: the source row placed at row k, for k placed so far
	cols [9]uint8 // cols[p]: the source column at position p
	// cuts has bit p set when a cell of interchangeable columns starts at
	// position p. Bits 0, 3 and 6 are always set: cells stay in a stack.
	cuts  uint16
	label [10]uint8 // label[d]: the new name of digit d, 0 while unseen
	next  uint8     // the next label to hand out
}

// trial is a candidate with a source row it could place next.
type trial struct {
	c   int32 // index into minlexer.cur
	row uint8
}

// minlexer holds the work space of one search, reused across calls.
type minlexer struct {
	g      [2][81]uint8 // the grid and its transpose
	cur    []cand
	next   []cand
	trials []trial
	out    grid.Nine
}

var minlexers = sync.Pool{New: func() any {
	return &minlexer{
		cur:    make([]cand, 0, 64),
		next:   make([]cand, 0, 64),
		trials: make([]trial, 0, 256),
	}
}}

// stackOrders lists the six orders of the three stacks.
var stackOrders = [6][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// perms2 and perms3 list the orders of two and three new digits in a cell.
var (
	perms2 = [][3]uint8{{0, 1}, {1, 0}}
	perms3 = [][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
)

func (m *minlexer) run(g *grid.Nine) {
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			m.g[0][r*9+c] = g[r*9+c]
			m.g[1][c*9+r] = g[r*9+c]
		}
	}
	m.cur = m.cur[:0]
	for t := uint8(0); t < 2; t++ {
		for _, so := range stackOrders {
			c := cand{t: t, cuts: 1 | 1<<3 | 1<<6, next: 1}
			for s, stack := range so {
				for i := range 3 {
					c.cols[s*3+i] = stack*3 + uint8(i)
				}
			}
			m.cur = append(m.cur, c)
		}
	}
	for k := 0; k < 9; k++ {
		best := m.trialRow(k)
		for i := 8; i >= 0; i-- {
			m.out[k*9+i] = uint8(best & 0xf)
			best >>= 4
		}
		m.next = m.next[:0]
		for _, tr := range m.trials {
			m.refine(&m.cur[tr.c], int(tr.row), k)
		}
		m.cur, m.next = m.next, m.cur
	}
}

// trialRow finds the smallest value row k can take and leaves in m.trials
// the (candidate, source row) pairs that reach it.
func (m *minlexer) trialRow(k int) uint64 {
	best := uint64(1) << 63
	m.trials = m.trials[:0]
	for ci := range m.cur {
		c := &m.cur[ci]
		var lo, hi int // the source rows c may place at row k
		if k%3 == 0 {
			lo, hi = 0, 9
		} else {
			band := int(c.rows[k-1]) / 3 * 3
			lo, hi = band, band+3
		}
		for r := lo; r < hi; r++ {
			if m.used(c, k, r) {
				continue
			}
			v := m.rowValue(c, r, best)
			if v > best {
				continue
			}
			if v < best {
				best = v
				m.trials = m.trials[:0]
			}
			m.trials = append(m.trials, trial{int32(ci), uint8(r)})
		}
	}
	return best
}

// used reports whether c cannot place source row r at row k: r is placed
// already or, when k starts a band, r's band is.
func (m *minlexer) used(c *cand, k, r int) bool {
	for i := 0; i < k; i++ {
		if int(c.rows[i]) == r || k%3 == 0 && int(c.rows[i])/3 == r/3 {
			return true
		}
	}
	return false
}

// rowValue returns the row that c makes of source row r, nine 4-bit cells
// with position 0 in the high bits. It may stop early and return a value
// above bound once the row is sure to exceed bound.
func (m *minlexer) rowValue(c *cand, r int, bound uint64) uint64 {
	row := (*[9]uint8)(m.g[c.t][r*9:])
	next := c.next
	var v uint64
	for p := 0; p < 9; {
		q := p + 1
		for q < 9 && c.cuts&(1<<q) == 0 {
			q++
		}
		if q == p+1 {
			x := row[c.cols[p]]
			if x != 0 {
				if l := c.label[x]; l != 0 {
					x = l
				} else {
					x = next
					next++
				}
			}
			v = v<<4 | uint64(x)
		} else {
			// Blanks first, then labelled digits in order, then new ones.
			var lab [3]uint8
			n, news := 0, 0
			for i := p; i < q; i++ {
				x := row[c.cols[i]]
				switch {
				case x == 0:
					v <<= 4
				case c.label[x] != 0:
					lab[n] = c.label[x]
					n++
				default:
					news++
				}
			}
			if n == 2 && lab[0] > lab[1] {
				lab[0], lab[1] = lab[1], lab[0]
			} else if n == 3 {
				sort3(&lab)
			}
			for i := 0; i < n; i++ {
				v = v<<4 | uint64(lab[i])
			}
			for ; news > 0; news-- {
				v = v<<4 | uint64(next)
				next++
			}
		}
		p = q
		// v holds p cells; compare with bound's first p cells.
		if v > bound>>(4*(9-p)) {
			return v << (4 * (9 - p))
		}
	}
	return v
}

func sort3(a *[3]uint8) {
	if a[0] > a[1] {
		a[0], a[1] = a[1], a[0]
	}
	if a[1] > a[2] {
		a[1], a[2] = a[2], a[1]
	}
	if a[0] > a[1] {
		a[0], a[1] = a[1], a[0]
	}
}

// refine appends to m.next the candidates that c becomes by placing
// source row r at row k: each cell is split into its blanks (still
// interchangeable), its labelled digits in label order and its new digits,
// one candidate per order of the new digits of each cell.
func (m *minlexer) refine(c *cand, r, k int) {
	row := (*[9]uint8)(m.g[c.t][r*9:])
	base := *c
	base.rows[k] = uint8(r)
	base.cuts = 0
	// groups are the runs of two or more new digits, which branch.
	var groups [3]struct{ at, n uint8 }
	ng := 0
	for p := 0; p < 9; {
		q := p + 1
		for q < 9 && c.cuts&(1<<q) == 0 {
			q++
		}
		base.cuts |= 1 << p
		if q > p+1 {
			var blank, lab, fresh [3]uint8
			nb, nl, nf := 0, 0, 0
			for i := p; i < q; i++ {
				col := c.cols[i]
				switch x := row[col]; {
				case x == 0:
					blank[nb] = col
					nb++
				case c.label[x] != 0:
					lab[nl] = col
					nl++
				default:
					fresh[nf] = col
					nf++
				}
			}
			// Labelled columns in label order (insertion sort, n <= 3).
			for i := 1; i < nl; i++ {
				for j := i; j > 0 && c.label[row[lab[j]]] < c.label[row[lab[j-1]]]; j-- {
					lab[j], lab[j-1] = lab[j-1], lab[j]
				}
			}
			at := p
			for i := 0; i < nb; i++ {
				base.cols[at+i] = blank[i]
			}
			at += nb
			for i := 0; i < nl; i++ {
				base.cols[at] = lab[i]
				base.cuts |= 1 << at
				at++
			}
			if nf >= 2 {
				groups[ng].at, groups[ng].n = uint8(at), uint8(nf)
				ng++
			}
			for i := 0; i < nf; i++ {
				base.cols[at] = fresh[i]
				base.cuts |= 1 << at
				at++
			}
		}
		p = q
	}
	m.branch(&base, row, groups[:ng])
}

// branch appends a candidate for every order of the new digits in each
// group, labelling the new digits of row in position order.
func (m *minlexer) branch(c *cand, row *[9]uint8, groups []struct{ at, n uint8 }) {
	if len(groups) == 0 {
		out := *c
		for p := 0; p < 9; p++ {
			if x := row[out.cols[p]]; x != 0 && out.label[x] == 0 {
				out.label[x] = out.next
				out.next++
			}
		}
		m.next = append(m.next, out)
		return
	}
	gr := groups[0]
	perms := perms2
	if gr.n == 3 {
		perms = perms3
	}
	var orig [3]uint8
	copy(orig[:gr.n], c.cols[gr.at:gr.at+gr.n])
	for _, pm := range perms {
		for i := uint8(0); i < gr.n; i++ {
			c.cols[gr.at+i] = orig[pm[i]]
		}
		m.branch(c, row, groups[1:])
	}
	copy(c.cols[gr.at:gr.at+gr.n], orig[:gr.n])
}
