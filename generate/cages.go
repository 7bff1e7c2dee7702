package generate

import (
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/solve"
)

// cageMap is a partition of the grid into cages: id[c] is cell c's cage,
// an arbitrary number; every cage is orthogonally connected and its
// digits in the solution differ.
type cageMap struct {
	id     [81]int16
	nextID int16
}

// grow partitions the grid into random cages: from each cell not yet in a
// cage, in random order, a cage grows to a size drawn from size by adding
// random neighbours whose digits in sol it lacks. A cell left alone joins
// a neighbouring cage when one can take it, so one-cell cages stay where
// nothing else fits.
func (m *cageMap) grow(w *worker, sol *solve.Grid, size ranges.Range) {
	for c := range m.id {
		m.id[c] = -1
	}
	m.nextID = 0
	var cells []uint8
	var next []uint8
	for _, start := range w.rng.Perm(81) {
		if m.id[start] >= 0 {
			continue
		}
		id := m.nextID
		m.nextID++
		target := size.Min + w.rng.IntN(size.Max-size.Min+1)
		m.id[start] = id
		cells = append(cells[:0], uint8(start))
		used := uint16(1) << sol[start]
		for len(cells) < target {
			next = next[:0]
			for _, c := range cells {
				for _, n := range solve.Adjacent[c] {
					if m.id[n] < 0 && used>>sol[n]&1 == 0 {
						next = append(next, n) // a cell may appear twice: more likely
					}
				}
			}
			if len(next) == 0 {
				break
			}
			n := next[w.rng.IntN(len(next))]
			m.id[n] = id
			used |= 1 << sol[n]
			cells = append(cells, n)
		}
	}
	// Lone cells join a neighbouring cage that can take them.
	for _, c := range w.rng.Perm(81) {
		if m.size(m.id[c]) != 1 {
			continue
		}
		for _, n := range solve.Adjacent[c] {
			if m.canTake(sol, m.id[n], c, size.Max) {
				m.id[c] = m.id[n]
				break
			}
		}
	}
}

// size counts the cells of cage id.
func (m *cageMap) size(id int16) int {
	n := 0
	for _, x := range m.id {
		if x == id {
			n++
		}
	}
	return n
}

// digits is the set of digits of cage id in sol.
func (m *cageMap) digits(sol *solve.Grid, id int16) uint16 {
	var d uint16
	for c, x := range m.id {
		if x == id {
			d |= 1 << sol[c]
		}
	}
	return d
}

// canTake reports whether cage id can take cell c: c's digit is not in it
// and it stays within max cells.
func (m *cageMap) canTake(sol *solve.Grid, id int16, c int, max int) bool {
	return m.id[c] != id && m.digits(sol, id)>>sol[c]&1 == 0 && m.size(id) < max
}

// connectedWithout reports whether cage id stays connected (or empty)
// without cell c.
func (m *cageMap) connectedWithout(id int16, c int) bool {
	var cells []uint8
	for x, y := range m.id {
		if y == id && x != c {
			cells = append(cells, uint8(x))
		}
	}
	return len(cells) == 0 || puzzle.Connected(cells)
}

// reshape moves cell c into a random neighbouring cage that can take it,
// if c's own cage stays connected; it reports whether it did. The two
// cages' sums change, which is what rules out a second solution at c.
func (m *cageMap) reshape(w *worker, sol *solve.Grid, c int) bool {
	if !m.connectedWithout(m.id[c], c) {
		return false
	}
	max := w.cageSize().Max
	var to []int16
	for _, n := range solve.Adjacent[c] {
		if id := m.id[n]; m.canTake(sol, id, c, max) {
			to = append(to, id)
		}
	}
	if len(to) == 0 {
		return false
	}
	m.id[c] = to[w.rng.IntN(len(to))]
	return true
}

// split cuts c's cage in two: a connected part holding c, of about half
// the cage, grown at random, and the rest, each of whose connected pieces
// becomes a cage of its own. Smaller cages constrain more.
func (m *cageMap) split(w *worker, c int) {
	id := m.id[c]
	n := m.size(id)
	if n < 2 {
		return
	}
	part := m.nextID
	m.nextID++
	m.id[c] = part
	for k := 1; k < n/2; k++ {
		var next []uint8
		for x, y := range m.id {
			if y != part {
				continue
			}
			for _, nb := range solve.Adjacent[x] {
				if m.id[nb] == id {
					next = append(next, nb)
				}
			}
		}
		if len(next) == 0 {
			break
		}
		m.id[next[w.rng.IntN(len(next))]] = part
	}
	// The rest may have come apart: each piece a cage.
	var seen [81]bool
	first := true
	for x := range m.id {
		if m.id[x] != id || seen[x] {
			continue
		}
		piece := id
		if !first {
			piece = m.nextID
			m.nextID++
		}
		first = false
		stack := []uint8{uint8(x)}
		seen[x] = true
		for len(stack) > 0 {
			y := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			m.id[y] = piece
			for _, nb := range solve.Adjacent[y] {
				if !seen[nb] && m.id[nb] == id {
					seen[nb] = true
					stack = append(stack, nb)
				}
			}
		}
	}
}

// adjacentPairs lists the pairs of cages that touch, in random order.
func (m *cageMap) adjacentPairs(w *worker) [][2]int16 {
	seen := map[[2]int16]bool{}
	var out [][2]int16
	for c := range 81 {
		for _, n := range solve.Adjacent[c] {
			a, b := m.id[c], m.id[n]
			if a == b {
				continue
			}
			if a > b {
				a, b = b, a
			}
			if !seen[[2]int16{a, b}] {
				seen[[2]int16{a, b}] = true
				out = append(out, [2]int16{a, b})
			}
		}
	}
	w.rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// canMerge reports whether cages a and b could be one: both there and
// touching, no digit twice, at most max cells. (Pairs listed before other
// merges may have gone stale.)
func (m *cageMap) canMerge(sol *solve.Grid, a, b int16, max int) bool {
	na, nb := m.size(a), m.size(b)
	return na > 0 && nb > 0 && na+nb <= max && m.touch(a, b) && m.digits(sol, a)&m.digits(sol, b) == 0
}

// touch reports whether cages a and b have orthogonal neighbours.
func (m *cageMap) touch(a, b int16) bool {
	for c, x := range m.id {
		if x != a {
			continue
		}
		for _, n := range solve.Adjacent[c] {
			if m.id[n] == b {
				return true
			}
		}
	}
	return false
}

// merge makes cages a and b one.
func (m *cageMap) merge(a, b int16) {
	for c, x := range m.id {
		if x == b {
			m.id[c] = a
		}
	}
}

// to writes the cages into v with their sums from sol, leaving v's givens
// and signs alone.
func (m *cageMap) to(v *puzzle.Puzzle, sol *solve.Grid) {
	v.Cages = v.Cages[:0]
	byID := map[int16]int{}
	for c, id := range m.id {
		k, ok := byID[id]
		if !ok {
			k = len(v.Cages)
			byID[id] = k
			v.Cages = append(v.Cages, puzzle.Cage{})
		}
		v.Cages[k].Cells = append(v.Cages[k].Cells, uint8(c))
		v.Cages[k].Sum += int(sol[c])
	}
	v.Normalize()
}
