package wide

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// The layouts past what the rules kernel describes, made here from their
// houses alone (newGeometry, rulesOfHouses): a 25×25 grid, and a samurai,
// five 9×9 grids joined at their corner boxes. Each is rated from a
// position its houses solve with singles and locked candidates, and every
// step of the path must agree with the solution the position was cut
// from.

// layout is a grid of houses: its digits, cells and houses, and a
// solution, digit 1..n per cell.
type layout struct {
	n, ncells int
	houses    []house
	solution  []uint8
}

// wide25 is the 25×25 grid: rows, columns and 5×5 boxes, with the
// solution (5(r mod 5) + ⌊r/5⌋ + c) mod 25 + 1, which every row, column
// and box holds once each.
func wide25() layout {
	const n = 25
	l := layout{n: n, ncells: n * n}
	for k, kind := range []puzzle.HouseKind{puzzle.Row, puzzle.Column, puzzle.Box} {
		for i := range n {
			var cells []int
			for j := range n {
				r, c := [3]int{i, j, 5*(i/5) + j/5}[k], [3]int{j, i, 5*(i%5) + j%5}[k]
				cells = append(cells, r*n+c)
			}
			l.houses = append(l.houses, house{kind, cells})
		}
	}
	for r := range n {
		for c := range n {
			l.solution = append(l.solution, uint8((5*(r%5)+r/5+c)%n+1))
		}
	}
	return l
}

// samurai is five 9×9 grids on a 21×21 board, their top left corners at
// (0,0), (0,12), (12,0), (12,12) and, in the centre, (6,6): the centre
// grid shares each of its corner boxes with an outer grid, one house of
// both, and the board's cells outside the grids are holes, numbered past
// by the cells of the grids in reading order. Its solution is
// (3(R mod 3) + ⌊R/3⌋ + C) mod 9 + 1 at board cell (R, C), which each
// grid, its corners on multiples of 3, holds as a 9×9 solution.
func samurai() layout {
	corners := [5][2]int{{0, 0}, {0, 12}, {12, 0}, {12, 12}, {6, 6}}
	const side = 21
	index := make([]int, side*side)
	for i := range index {
		index[i] = -1
	}
	l := layout{n: 9}
	for R := range side {
		for C := range side {
			for _, o := range corners {
				if R >= o[0] && R < o[0]+9 && C >= o[1] && C < o[1]+9 {
					index[R*side+C] = l.ncells
					l.ncells++
					l.solution = append(l.solution, uint8((3*(R%3)+R/3+C)%9+1))
					break
				}
			}
		}
	}
	boxes := map[[2]int]bool{} // the boxes made, by their top left cell
	for _, o := range corners {
		for k, kind := range []puzzle.HouseKind{puzzle.Row, puzzle.Column, puzzle.Box} {
			for i := range 9 {
				r, c := [3]int{i, 0, 3 * (i / 3)}[k], [3]int{0, i, 3 * (i % 3)}[k]
				if kind == puzzle.Box {
					if at := [2]int{o[0] + r, o[1] + c}; boxes[at] {
						continue // a shared box: one house of both grids
					} else {
						boxes[at] = true
					}
				}
				var cells []int
				for j := range 9 {
					dr, dc := [3]int{0, j, j / 3}[k], [3]int{j, 0, j % 3}[k]
					cells = append(cells, index[(o[0]+r+dr)*side+o[1]+c+dc])
				}
				l.houses = append(l.houses, house{kind, cells})
			}
		}
	}
	return l
}

// TestLayouts builds the houses of the 25×25 grid and of the samurai,
// checks their counts and that the solution holds every digit once in
// each house, and rates positions cut from the solution that need locked
// candidates: each path solves its position, every placement is the
// solution's digit and no elimination removes it, and some path takes a
// locked-candidates step; rating a position again allocates nothing.
func TestLayouts(t *testing.T) {
	for _, tc := range []struct {
		name           string
		l              layout
		cells, houses  int
		peers, lattice int // the most peers of a cell, houses of a cell
	}{
		{"25×25", wide25(), 625, 75, 3*24 - 8, 3},
		{"samurai", samurai(), 369, 131, 32, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.l
			if l.ncells != tc.cells || len(l.houses) != tc.houses {
				t.Fatalf("%d cells, %d houses, want %d and %d", l.ncells, len(l.houses), tc.cells, tc.houses)
			}
			for u, h := range l.houses {
				var seen uint32
				for _, c := range h.cells {
					seen |= 1 << (l.solution[c] - 1)
				}
				if seen != 1<<l.n-1 {
					t.Fatalf("house %d (%v): digits %b", u, h.cells, seen)
				}
			}
			geo := newGeometry(l.n, l.ncells, l.houses)
			most, mostHouses := 0, 0
			for c := range l.ncells {
				most, mostHouses = max(most, len(geo.peersOf(c))), max(mostHouses, int(geo.ncellHouses[c]))
			}
			if most != tc.peers || mostHouses != tc.lattice || geo.single != (tc.name == "25×25") {
				t.Fatalf("at most %d peers and %d houses a cell, one grid %v; want %d, %d", most, mostHouses, geo.single, tc.peers, tc.lattice)
			}
			var all rating.StepCounts
			rated := 0
			for seed := range uint64(6) {
				givens, ok := cut(l, rand.New(rand.NewPCG(seed, uint64(l.ncells))))
				if !ok {
					continue
				}
				n := 0
				for _, v := range givens {
					n += int(min(v, 1))
				}
				r := NewRater()
				var techs rating.StepCounts
				r.trace = func(b *board, h *step) {
					techs[h.tech]++
					if h.cell >= 0 && int(l.solution[h.cell]) != h.digit+1 {
						t.Fatalf("%v places %d at cell %d, the solution %d", h.tech, h.digit+1, h.cell, l.solution[h.cell])
					}
					for c := range l.ncells {
						if e := h.elim[c] & b.cand[c]; c != h.cell && e>>(l.solution[c]-1)&1 != 0 {
							t.Fatalf("%v removes the solution's %d from cell %d", h.tech, l.solution[c], c)
						}
					}
				}
				p := r.rateHouses(rulesOfHouses(geo), givens)
				if r.b.free != 0 {
					t.Fatalf("seed %d, %d givens: %d cells left unsolved; path %v", seed, n, r.b.free, p.Steps)
				}
				for c := range l.ncells {
					if r.b.val[c] != l.solution[c] {
						t.Fatalf("seed %d: cell %d solved as %d, the solution %d", seed, c, r.b.val[c], l.solution[c])
					}
				}
				if techs != p.Steps {
					t.Errorf("seed %d: the steps traced %v, the path's %v", seed, techs, p.Steps)
				}
				for i, k := range techs {
					all[i] += k
				}
				rated++
				if rated == 1 && !race.Enabled {
					// Rated once, the Rater's storage fits the grid: the
					// searches allocate nothing.
					r.trace = nil
					ru := rulesOfHouses(geo)
					if a := testing.AllocsPerRun(1, func() { r.rateHouses(ru, givens) }); a != 0 {
						t.Errorf("%v allocations rating the position again", a)
					}
				}
				t.Logf("seed %d, %d givens: rated %v", seed, n, p.Rating)
				if race.Enabled && rated == 3 {
					break // a sample: the checks are one goroutine's
				}
			}
			// Each position needs locked candidates, but a direct hidden
			// pair (2.0) may come first: some path takes them.
			if rated < 3 {
				t.Errorf("%d positions rated", rated)
			}
			if all[rating.Pointing]+all[rating.Claiming]+all[rating.DirectPointing]+all[rating.DirectClaiming] == 0 {
				t.Errorf("no locked candidates in %v", all)
			}
		})
	}
}

// cut takes cells out of l's solution, in rng's order, while singles
// solve what is left, and goes on past each cell whose removal they do
// not solve: a removal that singles and locked candidates solve ends the
// cut; another is put back. It reports false if no removal ends it.
func cut(l layout, rng *rand.Rand) ([]uint8, bool) {
	g := append([]uint8(nil), l.solution...)
	s := newSolver(l)
	for _, c := range rng.Perm(l.ncells) {
		v := g[c]
		g[c] = 0
		switch {
		case s.solves(g, false):
		case s.solves(g, true):
			return g, true
		default:
			g[c] = v
		}
	}
	return nil, false
}

// solver solves a position of a layout by singles and, if asked, locked
// candidates, written apart from the ladder to check it.
type solver struct {
	l          layout
	cellHouses [][]int
	member     [][]bool // member[u][c]: house u holds cell c
	meets      [][2]int // houses sharing two cells or more, both ways
	cand       []uint32
}

func newSolver(l layout) *solver {
	s := &solver{l: l, cellHouses: make([][]int, l.ncells), cand: make([]uint32, l.ncells)}
	for u, h := range l.houses {
		s.member = append(s.member, make([]bool, l.ncells))
		for _, c := range h.cells {
			s.cellHouses[c] = append(s.cellHouses[c], u)
			s.member[u][c] = true
		}
	}
	for u, h := range l.houses {
		for v := range l.houses {
			shared := 0
			for _, c := range h.cells {
				if s.member[v][c] {
					shared++
				}
			}
			if u != v && shared >= 2 {
				s.meets = append(s.meets, [2]int{u, v})
			}
		}
	}
	return s
}

// place puts digit d (0-based) in cell c.
func (s *solver) place(c, d int) {
	s.cand[c] = 0
	for _, u := range s.cellHouses[c] {
		for _, x := range s.l.houses[u].cells {
			s.cand[x] &^= 1 << d
		}
	}
}

// solves reports whether singles (and, with lc, locked candidates) solve
// the position of givens g.
func (s *solver) solves(g []uint8, lc bool) bool {
	l := s.l
	for c := range s.cand {
		s.cand[c] = 1<<l.n - 1
	}
	free := 0
	for c, v := range g {
		if v == 0 {
			free++
		} else {
			s.place(c, int(v)-1)
		}
	}
	for free > 0 {
		progress := false
		for c, m := range s.cand {
			if m != 0 && m&(m-1) == 0 {
				s.place(c, bits.TrailingZeros32(m))
				free--
				progress = true
			}
		}
		for _, h := range l.houses {
			for d := range l.n {
				at, count := -1, 0
				for _, c := range h.cells {
					if s.cand[c]>>d&1 != 0 {
						at, count = c, count+1
					}
				}
				if count == 1 {
					s.place(at, d)
					free--
					progress = true
				}
			}
		}
		if progress || !lc {
			if !progress {
				return false
			}
			continue
		}
		// Locked candidates: a digit whose places in u, two or more, all
		// lie in v goes from the rest of v.
		for _, m := range s.meets {
			u, v := m[0], m[1]
			for d := range l.n {
				inside, outside := 0, 0
				for _, c := range l.houses[u].cells {
					if s.cand[c]>>d&1 != 0 {
						if s.member[v][c] {
							inside++
						} else {
							outside++
						}
					}
				}
				if inside < 2 || outside > 0 {
					continue
				}
				for _, c := range l.houses[v].cells {
					if !s.member[u][c] && s.cand[c]>>d&1 != 0 {
						s.cand[c] &^= 1 << d
						progress = true
					}
				}
			}
		}
		if !progress {
			return false
		}
	}
	return true
}

// BenchmarkLayouts rates the positions TestLayouts rates, on the 25×25
// grid and the samurai: one op all of a layout's.
func BenchmarkLayouts(b *testing.B) {
	for _, tc := range []struct {
		name string
		l    layout
	}{{"25x25", wide25()}, {"samurai", samurai()}} {
		b.Run(tc.name, func(b *testing.B) {
			ru := rulesOfHouses(newGeometry(tc.l.n, tc.l.ncells, tc.l.houses))
			var ps [][]uint8
			for seed := range uint64(6) {
				if g, ok := cut(tc.l, rand.New(rand.NewPCG(seed, uint64(tc.l.ncells)))); ok {
					ps = append(ps, g)
				}
			}
			r := NewRater()
			for _, g := range ps {
				r.rateHouses(ru, g)
			}
			b.ReportAllocs()
			for b.Loop() {
				for _, g := range ps {
					r.rateHouses(ru, g)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1e3/float64(b.N*len(ps)), "ms/position")
		})
	}
}
