package literal

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// Board is a puzzle on joined grids (docs/gattai.md) in the terms of
// that page, as GattaiSolver reads it: a layout, a digit for each of its
// board's cells, the diagonals flag, cages and signs over board cells.
type Board struct {
	Layout *grid.Layout
	// Givens holds a digit 1..9 for each given cell, 0 for an empty one,
	// Layout.Cells() entries in the board's reading order.
	Givens    []uint8
	Diagonals bool
	Cages     []BoardCage
	// Signs are the greater-than signs, each [greater, lesser].
	Signs [][2]int
}

// BoardCage is a killer cage of a Board: board cells and their sum.
type BoardCage struct {
	Sum   int
	Cells []int
}

// GattaiSolver is the seed counting solver of docs/gattai.md transcribed
// line by line: the backtracker of seed-score.md over the board's cells
// in reading order, a digit's candidacy worked out from scratch by the
// three rules each time it is asked, by looking at every placed cell of
// the board, every cage and every sign, and a house mate found by asking
// each grid whether it holds both cells in one of its rows, columns,
// boxes or diagonals. Nothing is cached or packed. It is the oracle of
// package solve's seed search on joined boards. A GattaiSolver is reused
// across puzzles; it is not safe for concurrent use.
type GattaiSolver struct {
	b     *Board
	cells int
	value [grid.MaxLayoutCells]int // -1 empty, else 0..8
	index [grid.MaxLayoutCells]int
	order [grid.MaxLayoutCells]int
	cage  [grid.MaxLayoutCells]int // the cell's cage, -1 none
	top   int
	score int
	nodes int
	// solution is the first solution the last Count found, digits 1..9;
	// nil when it found none.
	solution []uint8
	// budget, when above 0, stops a search after that many nodes (for
	// the tests, which skip the big trees).
	budget int
}

// NewGattai returns a GattaiSolver.
func NewGattai() *GattaiSolver { return &GattaiSolver{} }

// SetBudget makes Count stop once it has tried more than nodes
// candidates (0: never), returning the nodes it tried: a caller that
// sees more nodes than the budget knows the search was cut short.
func (l *GattaiSolver) SetBudget(nodes int) { l.budget = nodes }

// Solution returns the first solution found by the last Count, a digit
// 1..9 for each board cell; nil when Count returned 0.
func (l *GattaiSolver) Solution() []uint8 { return l.solution }

// sharesHouse reports whether board cells a != b share a house: some
// grid covers both, in one of its rows, columns or boxes, or with
// diagonals on one of its two main diagonals.
func (l *GattaiSolver) sharesHouse(a, b int) bool {
	lay := l.b.Layout
	for g := range lay.Grids {
		la, lb := lay.Local(g, a), lay.Local(g, b)
		if la < 0 || lb < 0 {
			continue
		}
		ra, ca, rb, cb := la/9, la%9, lb/9, lb%9
		switch {
		case ra == rb || ca == cb:
			return true
		case ra/3 == rb/3 && ca/3 == cb/3:
			return true
		case l.b.Diagonals && (ra == ca && rb == cb || ra+ca == 8 && rb+cb == 8):
			return true
		}
	}
	return false
}

// candidate reports whether digit d (0..8 for 1..9) is a candidate of
// empty cell c by rules 1 to 3.
func (l *GattaiSolver) candidate(c, d int) bool {
	// Rule 1: no placed cell sharing a house or a cage holds d.
	for q := 0; q < l.cells; q++ {
		if q == c || l.value[q] != d {
			continue
		}
		if l.sharesHouse(c, q) || l.cage[c] >= 0 && l.cage[c] == l.cage[q] {
			return false
		}
	}
	// Rule 2: some k distinct digits outside P, d among them, add up to R.
	if k := l.cage[c]; k >= 0 {
		cg := l.b.Cages[k]
		var placed [grid.MaxSize]bool
		r, empty := cg.Sum, 0
		for _, q := range cg.Cells {
			if v := l.value[q]; v >= 0 {
				placed[v] = true
				r -= v + 1
			} else {
				empty++
			}
		}
		if placed[d] {
			return false
		}
		placed[d] = true
		if !sumOf(9, empty-1, r-(d+1), 0, &placed) {
			return false
		}
	}
	// Rule 3: the signs with a placed partner.
	for _, s := range l.b.Signs {
		if s[0] == c {
			if v := l.value[s[1]]; v >= 0 && d <= v {
				return false
			}
		}
		if s[1] == c {
			if v := l.value[s[0]]; v >= 0 && d >= v {
				return false
			}
		}
	}
	return true
}

// count is the number of candidates of empty cell c.
func (l *GattaiSolver) count(c int) int {
	n := 0
	for d := range 9 {
		if l.candidate(c, d) {
			n++
		}
	}
	return n
}

// kth returns the k-th candidate (from 0) of empty cell c, ascending.
func (l *GattaiSolver) kth(c, k int) int {
	for d := range 9 {
		if l.candidate(c, d) {
			if k == 0 {
				return d
			}
			k--
		}
	}
	panic("literal: no such candidate")
}

// affected reports whether cell q's candidates can depend on cell c: a
// house mate, a cage mate or a sign partner.
func (l *GattaiSolver) affected(c, q int) bool {
	if q == c {
		return false
	}
	if l.sharesHouse(c, q) || l.cage[c] >= 0 && l.cage[c] == l.cage[q] {
		return true
	}
	for _, s := range l.b.Signs {
		if s[0] == c && s[1] == q || s[1] == c && s[0] == q {
			return true
		}
	}
	return false
}

// place puts v in c; it fails, undone, when an affected empty cell has no
// candidate left.
func (l *GattaiSolver) place(c, v int) bool {
	l.value[c] = v
	for q := 0; q < l.cells; q++ {
		if l.value[q] < 0 && l.affected(c, q) && l.count(q) == 0 {
			l.value[c] = -1
			return false
		}
	}
	return true
}

func (l *GattaiSolver) choose() {
	best, bc := l.top, l.count(l.order[l.top])
	if bc > 1 {
		for k := l.top + 1; k < l.cells; k++ {
			if n := l.count(l.order[k]); n < bc {
				best, bc = k, n
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
// seed score and the nodes of b as docs/gattai.md defines them; Solution
// then returns the solution it found. Loading the givens is that of
// variants.md: a given that is not a candidate, or whose place fails, or
// an empty cell left with no candidate, means 0 solutions.
func (l *GattaiSolver) Count(b *Board) (solutions, score, nodes int) {
	l.b, l.cells = b, b.Layout.Cells()
	l.solution = nil
	for c := range l.cells {
		l.value[c], l.index[c], l.order[c], l.cage[c] = -1, -1, c, -1
	}
	for k, cg := range b.Cages {
		for _, c := range cg.Cells {
			l.cage[c] = k
		}
	}
	l.top, l.score, l.nodes = 0, 0, 0
	for c, d := range b.Givens[:l.cells] {
		if d == 0 {
			continue
		}
		v := int(d) - 1
		if !l.candidate(c, v) || !l.place(c, v) {
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
	for c := range l.cells {
		if l.value[c] < 0 && l.count(c) == 0 {
			return 0, 0, 0
		}
	}
	if l.top == l.cells {
		l.keepSolution()
		return 1, 0, 0
	}
	start := l.top
	l.choose()
	for {
		cur := l.order[l.top]
		l.index[cur]++
		l.nodes++
		if l.budget > 0 && l.nodes > l.budget {
			return solutions, l.score, l.nodes
		}
		if l.place(cur, l.kth(cur, l.index[cur])) {
			if l.top < l.cells-1 {
				l.top++
				l.choose()
				continue
			}
			solutions++
			if solutions == 1 {
				l.keepSolution()
			}
			if solutions == 2 {
				return solutions, l.score, l.nodes
			}
			l.value[cur] = -1
		}
		for l.index[cur] == l.count(cur)-1 {
			l.index[cur] = -1
			if l.top == start {
				return solutions, l.score, l.nodes
			}
			l.top--
			cur = l.order[l.top]
			l.value[cur] = -1
		}
	}
}

// keepSolution copies the placed board, every cell placed, into solution
// as digits 1..9.
func (l *GattaiSolver) keepSolution() {
	l.solution = make([]uint8, l.cells)
	for c := range l.cells {
		l.solution[c] = uint8(l.value[c] + 1)
	}
}

// BoardOf returns the puzzle p on joined grids (p.Layout set) as a
// Board, for the tests that hold package solve's searches to this one.
func BoardOf(p *puzzle.Puzzle) *Board {
	b := &Board{Layout: p.Layout, Givens: p.Givens[:p.Layout.Cells()], Diagonals: p.Diagonals}
	for _, cg := range p.Cages {
		k := BoardCage{Sum: cg.Sum}
		for _, c := range cg.Cells {
			k.Cells = append(k.Cells, int(c))
		}
		b.Cages = append(b.Cages, k)
	}
	for _, s := range p.Signs {
		b.Signs = append(b.Signs, [2]int{int(s.Greater), int(s.Lesser)})
	}
	return b
}
