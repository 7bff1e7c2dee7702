package literal

import (
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
)

// VariantSolver is the seed counting solver of the variant and shapes
// specs (docs/variants.md, docs/shapes.md: grids of every size N from 4
// to 16, with boxes of R×C or jigsaw regions, diagonals, windows, cages
// and signs) transcribed line by line: each cell's candidates are worked
// out from scratch by the three rules whenever they are needed, by
// looking at every placed cell, cage and sign; nothing is cached or
// packed. It is the oracle of package solve's seed searches. A VariantSolver
// is reused across puzzles; it is not safe for concurrent use.
type VariantSolver struct {
	p     *puzzle.Puzzle
	n     int // the size N: digits 1..N, held as values 0..N-1
	cells int // N², the cells 0..cells-1 in reading order
	box   grid.Box
	value [grid.MaxCells]int // -1 empty, else 0..N-1
	index [grid.MaxCells]int
	order [grid.MaxCells]int
	top   int
	score int
	nodes int
	cage  [grid.MaxCells]int // the cell's cage, -1 none
	// solution is the first solution the last Count found, digits 1..N;
	// all zero when it found none.
	solution grid.Grid
	// budget, when above 0, stops a search after that many nodes (for
	// the tests, which skip the big trees).
	budget int
}

// NewVariant returns a VariantSolver.
func NewVariant() *VariantSolver { return &VariantSolver{} }

// Solution returns the first solution found by the last Count, digits
// 1..N in reading order (cell r·N+c), at any size: complete when Count
// returned 1 or 2 solutions (with 2, the first of the two), the zero Grid
// when it returned 0.
func (l *VariantSolver) Solution() grid.Grid { return l.solution }

// sharesHouse reports whether cells a != b share a house of p, as the
// shapes spec lists them: a row, a column, a region (a box of R×C, or
// the jigsaw region p.Regions names), a diagonal both lie on (r == c, or
// r+c == N-1), a window both lie in (9×9 only).
func (l *VariantSolver) sharesHouse(a, b int) bool {
	n := l.n
	ra, ca, rb, cb := a/n, a%n, b/n, b%n
	switch {
	case ra == rb || ca == cb:
		return true
	case l.p.Regions == nil && ra/l.box.Rows == rb/l.box.Rows && ca/l.box.Cols == cb/l.box.Cols:
		return true
	case l.p.Regions != nil && l.p.Regions[a] == l.p.Regions[b]:
		return true
	case l.p.Diagonals && (ra == ca && rb == cb || ra+ca == n-1 && rb+cb == n-1):
		return true
	}
	if l.p.Windows {
		for _, w := range puzzle.WindowCells {
			inA, inB := false, false
			for _, q := range w {
				inA = inA || int(q) == a
				inB = inB || int(q) == b
			}
			if inA && inB {
				return true
			}
		}
	}
	return false
}

// candidates lists the candidates of empty cell c, ascending (digits
// 0..N-1 for 1..N), by rules 1 to 3.
func (l *VariantSolver) candidates(c int) []int {
	var out []int
	for d := 0; d < l.n; d++ {
		if l.candidate(c, d) {
			out = append(out, d)
		}
	}
	return out
}

// count is the number of candidates of empty cell c: len(candidates(c)).
func (l *VariantSolver) count(c int) int {
	n := 0
	for d := 0; d < l.n; d++ {
		if l.candidate(c, d) {
			n++
		}
	}
	return n
}

// noCandidate reports whether empty cell c has no candidate: count(c) ==
// 0, stopping at the first candidate.
func (l *VariantSolver) noCandidate(c int) bool {
	for d := 0; d < l.n; d++ {
		if l.candidate(c, d) {
			return false
		}
	}
	return true
}

func (l *VariantSolver) candidate(c, d int) bool {
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
		cg := l.p.Cages[k]
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
		// d itself is one of the k (so not in P): the other k-1 are
		// distinct digits, none in P and none d, that add up to R - d.
		if placed[d] {
			return false
		}
		placed[d] = true
		if !sumOf(l.n, empty-1, r-(d+1), 0, &placed) {
			return false
		}
	}
	// Rule 3: the signs with a placed partner.
	for _, s := range l.p.Signs {
		if int(s.Greater) == c {
			if v := l.value[s.Lesser]; v >= 0 && d <= v {
				return false
			}
		}
		if int(s.Lesser) == c {
			if v := l.value[s.Greater]; v >= 0 && d >= v {
				return false
			}
		}
	}
	return true
}

// sumOf reports whether some k distinct digits (values from..n-1, held
// as 0..n-1 for 1..n), none marked in used, add up to sum.
func sumOf(n, k, sum, from int, used *[grid.MaxSize]bool) bool {
	if k == 0 {
		return sum == 0
	}
	for v := from; v < n; v++ {
		if used[v] {
			continue
		}
		if sumOf(n, k-1, sum-(v+1), v+1, used) {
			return true
		}
	}
	return false
}

// affected reports whether cell q's candidates can depend on cell c:
// a house mate, a cage mate or a sign partner.
func (l *VariantSolver) affected(c, q int) bool {
	if q == c {
		return false
	}
	if l.sharesHouse(c, q) || l.cage[c] >= 0 && l.cage[c] == l.cage[q] {
		return true
	}
	for _, s := range l.p.Signs {
		if int(s.Greater) == c && int(s.Lesser) == q || int(s.Lesser) == c && int(s.Greater) == q {
			return true
		}
	}
	return false
}

// place puts v in c; it fails, undone, when an affected empty cell has no
// candidate left.
func (l *VariantSolver) place(c, v int) bool {
	l.value[c] = v
	for q := 0; q < l.cells; q++ {
		if l.value[q] < 0 && l.affected(c, q) && l.noCandidate(q) {
			l.value[c] = -1
			return false
		}
	}
	return true
}

func (l *VariantSolver) choose() {
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

// Count returns the solution count (0, 1, or 2 for two or more), the seed
// score and the nodes of p as the variant and shapes specs define them,
// on a grid of any size; Solution then returns the solution it found.
func (l *VariantSolver) Count(p *puzzle.Puzzle) (solutions, score, nodes int) {
	l.p, l.n, l.cells, l.box = p, p.N(), p.Cells(), p.BoxShape()
	l.solution = grid.Grid{}
	for c := range l.cells {
		l.value[c], l.index[c], l.order[c], l.cage[c] = -1, -1, c, -1
	}
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			l.cage[c] = k
		}
	}
	l.top, l.score, l.nodes = 0, 0, 0
	for c, d := range p.Givens[:l.cells] {
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
		if l.value[c] < 0 && l.noCandidate(c) {
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
		cands := l.candidates(cur)
		l.index[cur]++
		l.nodes++
		if l.budget > 0 && l.nodes > l.budget {
			return solutions, l.score, l.nodes
		}
		if l.place(cur, cands[l.index[cur]]) {
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

// keepSolution copies the placed grid, every cell placed, into solution
// as digits 1..N.
func (l *VariantSolver) keepSolution() {
	for c := range l.cells {
		l.solution[c] = uint8(l.value[c] + 1)
	}
}
