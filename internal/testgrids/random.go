package testgrids

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
)

// RefSolution is the solution grid of the variant spec's reference values
// (docs/variants.md).
const RefSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// RandomSolution returns a random solution grid: RefSolution under a
// random transform of the Sudoku group.
func RandomSolution(r *rand.Rand) grid.Nine {
	g, _ := grid.Parse(RefSolution)
	t := iso.Random(r)
	return t.Apply(g)
}

// RandomCages partitions the 9×9 grid into random connected cages of 1
// to maxSize cells whose digits in sol differ, each summing to sol's
// digits: the cages of a killer that sol solves, for tests to check a
// solver or a drawing on.
func RandomCages(r *rand.Rand, sol grid.Nine, maxSize int) []puzzle.Cage {
	return RandomCagesOn(r, grid.Classic, sol[:], maxSize)
}

// RandomCagesOn is RandomCages on a grid of any size, of geometry geo and
// solution sol (its N² cells).
func RandomCagesOn(r *rand.Rand, geo *grid.Geometry, sol []uint8, maxSize int) []puzzle.Cage {
	var taken [grid.MaxCells]bool
	var cages []puzzle.Cage
	for _, start := range r.Perm(geo.Cells()) {
		if taken[start] {
			continue
		}
		size := 1 + r.IntN(maxSize)
		cells := []uint16{uint16(start)}
		taken[start] = true
		used := uint32(1) << sol[start]
		for len(cells) < size {
			var next []uint16
			for _, c := range cells {
				for _, n := range geo.Adjacent[c] {
					if !taken[n] && used>>sol[n]&1 == 0 && !slices.Contains(next, n) {
						next = append(next, n)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			n := next[r.IntN(len(next))]
			taken[n] = true
			used |= 1 << sol[n]
			cells = append(cells, n)
		}
		sum := 0
		for _, c := range cells {
			sum += int(sol[c])
		}
		cages = append(cages, puzzle.Cage{Sum: sum, Cells: cells})
	}
	return cages
}

// Sign is the sign between adjacent cells a and b that sol makes true.
func Sign(sol grid.Nine, a, b int) puzzle.Sign {
	if sol[a] > sol[b] {
		return puzzle.Sign{Greater: uint16(a), Lesser: uint16(b)}
	}
	return puzzle.Sign{Greater: uint16(b), Lesser: uint16(a)}
}

// RandomSigns returns n distinct random signs between adjacent cells,
// true to sol.
func RandomSigns(r *rand.Rand, sol grid.Nine, n int) []puzzle.Sign {
	var out []puzzle.Sign
	for len(out) < n {
		c := r.IntN(81)
		nb := grid.Classic.Adjacent[c]
		if s := Sign(sol, c, int(nb[r.IntN(len(nb))])); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// RandomGivens keeps each cell of sol as a given with probability p.
func RandomGivens(r *rand.Rand, sol grid.Nine, p float64) grid.Nine {
	var g grid.Nine
	for c := range g {
		if r.Float64() < p {
			g[c] = sol[c]
		}
	}
	return g
}
