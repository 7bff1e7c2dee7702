package solve_test

import (
	"testing"

	"github.com/puzzlebook/sudoku/solve"
)

// literalCell is one cell of the spec's state, transcribed literally: a
// struct per cell with pointers to its peers.
type literalCell struct {
	value   int
	blocked [9]int
	count   int
	mask    int
	index   int
	peers   []*literalCell
}

// literal is a line-by-line transcription of docs/seed-score.md, the
// "straightforward pointer-per-cell" solver. It is the reference the fast
// Solver is checked and benchmarked against.
type literal struct {
	cells [81]literalCell
	order [81]*literalCell
	top   int
	score int
	nodes int
}

func newLiteral() *literal {
	l := &literal{}
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

func (l *literal) place(c *literalCell, v int) bool {
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

func (l *literal) unplace(c *literalCell) {
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

func (l *literal) choose() {
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

// count returns the solution count (up to 2) and the seed score.
func (l *literal) count(g solve.Grid) (solutions, score, nodes int) {
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

// TestLiteralAgrees: the fast Solver and the literal transcription agree on
// solutions, score and nodes for every reference puzzle.
func TestLiteralAgrees(t *testing.T) {
	l := newLiteral()
	s := solve.NewSolver()
	for _, v := range readVectors(t) {
		g, _ := solve.Parse(v.puzzle)
		n, score, nodes := l.count(g)
		r := s.Count(g)
		if n != r.Solutions || nodes != r.Nodes || (n == 1 && score != r.Score) {
			t.Errorf("line %d: literal %d solutions, score %d, %d nodes; Solver %d, %d, %d",
				v.line, n, score, nodes, r.Solutions, r.Score, r.Nodes)
		}
	}
}
