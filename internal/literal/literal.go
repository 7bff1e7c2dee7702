// Package literal is the seed counting solver transcribed line by line
// from the spec (docs/seed-score.md): a struct per cell with pointers to
// its peers, per-value block counters, the order array with its swaps,
// exactly as the text describes them, with no cleverness. It is the
// oracle the fast solve.Solver must agree with, node for node, and the
// baseline its speed is measured against; nothing in the product uses it.
// VariantSolver is the same for the variant and shapes specs (cages,
// signs, every size and shape), GattaiSolver for joined grids
// (docs/gattai.md: samurai and the other layouts of package grid).
package literal

import "github.com/puzzlebook/sudoku/grid"

// cell is one cell of the spec's state, transcribed literally: a
// struct per cell with pointers to its peers.
type cell struct {
	value   int
	blocked [9]int
	count   int
	mask    int
	index   int
	peers   []*cell
}

// Solver is a line-by-line transcription of the spec, the
// "straightforward pointer-per-cell" solver. It is the reference the fast
// solve.Solver is checked and benchmarked against. A Solver is reused
// across puzzles; it is not safe for concurrent use.
type Solver struct {
	cells [81]cell
	order [81]*cell
	top   int
	score int
	nodes int
}

// New returns a Solver.
func New() *Solver {
	l := &Solver{}
	for i := range l.cells {
		for j := range l.cells {
			ri, ci, rj, cj := i/9, i%9, j/9, j%9
			if i != j && (ri == rj || ci == cj || (ri/3 == rj/3 && ci/3 == cj/3)) {
				l.cells[i].peers = append(l.cells[i].peers, &l.cells[j])
			}
		}
	}
	return l
}

func (l *Solver) place(c *cell, v int) bool {
	c.value = v
	for i, p := range c.peers {
		p.blocked[v]++
		if p.blocked[v] == 1 {
			p.count--
			p.mask |= 1 << v
			if p.count == 0 {
				for _, q := range c.peers[:i+1] {
					q.blocked[v]--
					if q.blocked[v] == 0 {
						q.count++
						q.mask &^= 1 << v
					}
				}
				c.value = -1
				return false
			}
		}
	}
	return true
}

func (l *Solver) unplace(c *cell) {
	v := c.value
	for _, q := range c.peers {
		q.blocked[v]--
		if q.blocked[v] == 0 {
			q.count++
			q.mask &^= 1 << v
		}
	}
	c.value = -1
}

// candidate returns the k-th value (from 0) whose mask bit is clear.
func candidate(mask, k int) int {
	for v := 0; v < 9; v++ {
		if mask&(1<<v) == 0 {
			if k == 0 {
				return v
			}
			k--
		}
	}
	panic("no such candidate")
}

func (l *Solver) choose() {
	best, bc := l.top, l.order[l.top].count
	if bc > 1 {
		for k := l.top + 1; k <= 80; k++ {
			if l.order[k].count < bc {
				best, bc = k, l.order[k].count
				if bc == 1 {
					break
				}
			}
		}
		l.order[best], l.order[l.top] = l.order[l.top], l.order[best]
		l.score += bc - 1
	}
}

// Count returns the solution count (0, 1, or 2 for two or more), the
// seed score (meaningful when the count is 1) and the number of nodes
// (candidates tried), as the spec defines them.
func (l *Solver) Count(g grid.Nine) (solutions, score, nodes int) {
	for i := range l.cells {
		c := &l.cells[i]
		c.value, c.blocked, c.count, c.mask, c.index = -1, [9]int{}, 9, 0, -1
		l.order[i] = c
	}
	l.top, l.score, l.nodes = 0, 0, 0
	for i, d := range g {
		if d == 0 {
			continue
		}
		c := &l.cells[i]
		if c.mask&(1<<(d-1)) != 0 || !l.place(c, int(d)-1) {
			return 0, 0, 0
		}
		for k := l.top; ; k++ {
			if l.order[k] == c {
				l.order[k], l.order[l.top] = l.order[l.top], l.order[k]
				break
			}
		}
		l.top++
	}
	if l.top == 81 {
		return 1, 0, 0
	}
	start := l.top
	l.choose()
	for {
		cur := l.order[l.top]
		cur.index++
		l.nodes++
		if l.place(cur, candidate(cur.mask, cur.index)) {
			if l.top < 80 {
				l.top++
				l.choose()
				continue
			}
			solutions++
			if solutions == 2 {
				return solutions, l.score, l.nodes
			}
			l.unplace(cur)
		}
		for cur.index == cur.count-1 {
			cur.index = -1
			if l.top == start {
				return solutions, l.score, l.nodes
			}
			l.top--
			cur = l.order[l.top]
			l.unplace(cur)
		}
	}
}
