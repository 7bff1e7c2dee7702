package literal

import "github.com/puzzlebook/sudoku/puzzle"

// VariantSolver is the seed counting solver of the variant and shapes
// specs (9×9 grids: boxes or jigsaw regions, diagonals, windows, cages,
// signs) transcribed
// line by line: each cell's candidates are worked out from scratch by the
// three rules whenever they are needed, by looking at every placed cell,
// cage and sign; nothing is cached or packed. It is the oracle of package
// variant's Solver.
type VariantSolver struct {
	p     *puzzle.Puzzle
	value [81]int // -1 empty, else 0..8
	index [81]int
	order [81]int
	top   int
	score int
	nodes int
	cage  [81]int // the cell's cage, -1 none
}

// NewVariant returns a VariantSolver.
func NewVariant() *VariantSolver { return &VariantSolver{} }

// sharesHouse reports whether cells a != b share a house of p, as the
// shapes spec lists them: a row, a column, a region (a box, or the
// jigsaw region p.Regions names), a diagonal both lie on, a window both
// lie in.
func (l *VariantSolver) sharesHouse(a, b int) bool {
	ra, ca, rb, cb := a/9, a%9, b/9, b%9
	switch {
	case ra == rb || ca == cb:
		return true
	case l.p.Regions == nil && ra/3 == rb/3 && ca/3 == cb/3:
		return true
	case l.p.Regions != nil && l.p.Regions[a] == l.p.Regions[b]:
		return true
	case l.p.Diagonals && (ra == ca && rb == cb || ra+ca == 8 && rb+cb == 8):
		return true
	}
	if l.p.Windows {
		// Windows span rows and columns 1-3 and 5-7 (from 0).
		win := func(r, c int) int {
			if r%4 == 0 || c%4 == 0 {
				return -1
			}
			return r/4*2 + c/4
		}
		if w := win(ra, ca); w >= 0 && w == win(rb, cb) {
			return true
		}
	}
	return false
}

// candidates lists the candidates of empty cell c, ascending (digits
// 0..8 for 1..9), by rules 1 to 3.
func (l *VariantSolver) candidates(c int) []int {
	var out []int
	for d := 0; d < 9; d++ {
		if l.candidate(c, d) {
			out = append(out, d)
		}
	}
	return out
}

func (l *VariantSolver) candidate(c, d int) bool {
	// Rule 1: no placed cell sharing a house or a cage holds d.
	for q := 0; q < 81; q++ {
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
		placed := map[int]bool{}
		r, empty := cg.Sum, 0
		for _, q := range cg.Cells {
			if v := l.value[q]; v >= 0 {
				placed[v] = true
				r -= v + 1
			} else {
				empty++
			}
		}
		found := false
		for set := 0; set < 1<<9 && !found; set++ {
			n, sum, ok := 0, 0, set>>d&1 == 1
			for v := 0; v < 9; v++ {
				if set>>v&1 == 1 {
					n++
					sum += v + 1
					if placed[v] {
						ok = false
					}
				}
			}
			found = ok && n == empty && sum == r
		}
		if !found {
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
	for q := 0; q < 81; q++ {
		if l.value[q] < 0 && l.affected(c, q) && len(l.candidates(q)) == 0 {
			l.value[c] = -1
			return false
		}
	}
	return true
}

func (l *VariantSolver) choose() {
	best, bc := l.top, len(l.candidates(l.order[l.top]))
	if bc > 1 {
		for k := l.top + 1; k <= 80; k++ {
			if n := len(l.candidates(l.order[k])); n < bc {
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
// score and the nodes of p as the variant spec defines them.
func (l *VariantSolver) Count(p *puzzle.Puzzle) (solutions, score, nodes int) {
	l.p = p
	for c := range 81 {
		l.value[c], l.index[c], l.order[c], l.cage[c] = -1, -1, c, -1
	}
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			l.cage[c] = k
		}
	}
	l.top, l.score, l.nodes = 0, 0, 0
	for c, d := range p.Givens[:p.Cells()] {
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
	for c := range 81 {
		if l.value[c] < 0 && len(l.candidates(c)) == 0 {
			return 0, 0, 0
		}
	}
	if l.top == 81 {
		return 1, 0, 0
	}
	start := l.top
	l.choose()
	for {
		cur := l.order[l.top]
		cands := l.candidates(cur)
		l.index[cur]++
		l.nodes++
		if l.place(cur, cands[l.index[cur]]) {
			if l.top < 80 {
				l.top++
				l.choose()
				continue
			}
			solutions++
			if solutions == 2 {
				return solutions, l.score, l.nodes
			}
			l.value[cur] = -1
		}
		for l.index[cur] == len(l.candidates(cur))-1 {
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
