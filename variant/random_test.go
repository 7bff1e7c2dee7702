package variant_test

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/variant"
)

// randomSolution returns a random solution grid: the reference solution
// under a random transform of the Sudoku group.
func randomSolution(r *rand.Rand) solve.Grid {
	g, _ := solve.Parse(refSolution)
	t := iso.Random(r)
	return t.Apply(g)
}

// randomCages partitions the grid into random connected cages of 1 to
// maxSize cells whose digits in sol differ, each summing to sol's digits.
func randomCages(r *rand.Rand, sol solve.Grid, maxSize int) []variant.Cage {
	var taken [81]bool
	var cages []variant.Cage
	for _, start := range r.Perm(81) {
		if taken[start] {
			continue
		}
		size := 1 + r.IntN(maxSize)
		cells := []uint8{uint8(start)}
		taken[start] = true
		used := uint16(1) << sol[start]
		for len(cells) < size {
			var next []int
			for _, c := range cells {
				for _, n := range orth(int(c)) {
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
			cells = append(cells, uint8(n))
		}
		sum := 0
		for _, c := range cells {
			sum += int(sol[c])
		}
		cages = append(cages, variant.Cage{Sum: sum, Cells: cells})
	}
	return cages
}

func orth(c int) []int {
	var out []int
	if c >= 9 {
		out = append(out, c-9)
	}
	if c%9 > 0 {
		out = append(out, c-1)
	}
	if c%9 < 8 {
		out = append(out, c+1)
	}
	if c < 72 {
		out = append(out, c+9)
	}
	return out
}

// randomSigns returns n random signs between adjacent cells, true to sol.
func randomSigns(r *rand.Rand, sol solve.Grid, n int) []variant.Sign {
	var out []variant.Sign
	for len(out) < n {
		c := r.IntN(81)
		nb := orth(c)
		d := nb[r.IntN(len(nb))]
		if sol[c] > sol[d] {
			out = append(out, variant.Sign{Greater: uint8(c), Lesser: uint8(d)})
		} else {
			out = append(out, variant.Sign{Greater: uint8(d), Lesser: uint8(c)})
		}
	}
	return out
}

// randomGivens keeps each cell of sol as a given with probability p.
func randomGivens(r *rand.Rand, sol solve.Grid, p float64) solve.Grid {
	var g solve.Grid
	for c := range g {
		if r.Float64() < p {
			g[c] = sol[c]
		}
	}
	return g
}
