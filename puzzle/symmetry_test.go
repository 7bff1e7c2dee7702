package puzzle_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
)

// TestSymmetry names the symmetry of hand-made puzzles of each kind.
func TestSymmetry(t *testing.T) {
	sol, _ := grid.Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	boxSigns := `"greater":[` + signsJSON(puzzle.BoxSigns(sol)) + `]`
	tests := []struct {
		name, line, want string
	}{
		{"ClassicHalfTurn", `{"givens":"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."}`, "rot180"},
		{"ClassicNone", `{"givens":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"}`, "none"},
		// Cages: the sums differ, the cells map.
		{"CagesHalfTurn", `{"cages":[{"sum":3,"cells":["r1c1","r1c2"]},{"sum":17,"cells":["r9c8","r9c9"]}]}`, "rot180"},
		{"CagesLeftRight", `{"cages":[{"sum":3,"cells":["r2c1","r3c1"]},{"sum":9,"cells":["r2c9","r3c9"]}]}`, "mirror"},
		{"CagesTopBottom", `{"cages":[{"sum":3,"cells":["r1c4","r1c5"]},{"sum":9,"cells":["r9c4","r9c5"]}]}`, "mirror"},
		{"CagesDiagonal", `{"cages":[{"sum":3,"cells":["r1c2","r1c3"]},{"sum":9,"cells":["r2c1","r3c1"]}]}`, "diagonal"},
		{"CagesAntiDiagonal", `{"cages":[{"sum":3,"cells":["r1c1","r1c2"]},{"sum":9,"cells":["r8c9","r9c9"]}]}`, "diagonal"},
		{"CageItsOwnImage", `{"cages":[{"sum":15,"cells":["r4c5","r5c4","r5c5","r5c6","r6c5"]}]}`, "rot90"},
		{"CageImageSplit", `{"cages":[{"sum":3,"cells":["r1c1","r1c2"]},{"sum":8,"cells":["r9c8"]},{"sum":9,"cells":["r9c9"]}]}`, "none"},
		{"CageImageMissing", `{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`, "none"},
		// Signs: the cells map, the directions need not.
		{"SignsHalfTurn", `{"greater":[["r1c1","r1c2"],["r9c8","r9c9"]]}`, "rot180"},
		{"SignsHalfTurnTurnedRound", `{"greater":[["r1c1","r1c2"],["r9c9","r9c8"]]}`, "rot180"},
		{"SignImageMissing", `{"greater":[["r1c1","r1c2"],["r9c7","r9c8"]]}`, "none"},
		{"BoxSigns", `{` + boxSigns + `}`, "rot90"},
		{"BoxSignsCentreGiven", `{"givens":"` + given(40) + `",` + boxSigns + `}`, "rot90"},
		{"BoxSignsCornerGiven", `{"givens":"` + given(0) + `",` + boxSigns + `}`, "diagonal"},
		// Every part must agree: symmetric cages, asymmetric givens.
		{"GivensBreakCages", `{"givens":"` + given(1) + `","cages":[{"sum":3,"cells":["r1c1","r1c2"]},{"sum":17,"cells":["r9c8","r9c9"]}]}`, "none"},
	}
	for _, tt := range tests {
		p, err := puzzle.Parse(tt.line)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := p.Symmetry().String(); got != tt.want {
			t.Errorf("%s: Symmetry() = %s, want %s", tt.name, got, tt.want)
		}
	}
}

// given is an empty grid's text with a 5 at cell c.
func given(c int) string {
	var g grid.Nine
	g[c] = 5
	return g.String()
}

func signsJSON(ss []puzzle.Sign) string {
	var out []byte
	for i, s := range ss {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, `["`+grid.CellName(int(s.Greater))+`","`+grid.CellName(int(s.Lesser))+`"]`...)
	}
	return string(out)
}

// TestSymmetryOfClassic: on classic puzzles Symmetry is iso.SymmetryOf,
// on random patterns symmetric under each symmetry and on random ones.
func TestSymmetryOfClassic(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for s := iso.None; s <= iso.Diagonal; s++ {
		for range 100 {
			var p puzzle.Puzzle
			for c := range 81 {
				if r.IntN(4) == 0 {
					for x, k := c, 0; k < 4; x, k = s.Image(x), k+1 {
						p.Givens[x] = uint8(1 + r.IntN(9))
					}
				}
			}
			if got, want := p.Symmetry(), iso.SymmetryOf(p.Givens.Nine()); got != want {
				t.Fatalf("%s: Symmetry() = %v, iso.SymmetryOf = %v", p.Givens.Nine(), got, want)
			}
		}
	}
}

// TestSymmetryProperties builds random puzzles symmetric under each
// symmetry, independently of the generator: cages of two cells with
// their images, signs with their images pointing at random, givens by
// whole orbits. Each has the symmetry it was built with (and Symmetry
// names it or a stronger one that implies it); a quarter turn of the grid
// keeps Symmetry's name; a cage or sign taken out whose image is another
// breaks HasSymmetry, and a changed sum or a sign turned round does not.
func TestSymmetryProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	implied := map[iso.Symmetry][]iso.Symmetry{
		iso.Rot180:   {iso.Rot180, iso.Rot90},
		iso.Rot90:    {iso.Rot90},
		iso.Mirror:   {iso.Mirror, iso.Rot180, iso.Rot90},
		iso.Diagonal: {iso.Diagonal, iso.Rot180, iso.Rot90},
	}
	quarter := puzzle.Symmetries()[5] // transposed, columns reversed: a quarter turn
	for s := iso.Rot180; s <= iso.Diagonal; s++ {
		for i := range 100 {
			sol := testgrids.RandomSolution(r)
			p := symmetricPuzzle(r, s, sol)
			if !p.HasSymmetry(s) {
				t.Fatalf("%v, puzzle %d: %s: HasSymmetry false", s, i, &p)
			}
			got := p.Symmetry()
			if !slices.Contains(implied[s], got) {
				t.Fatalf("%v, puzzle %d: %s: Symmetry() = %v", s, i, &p, got)
			}
			if q := p.Transformed(&quarter); q.Symmetry() != got {
				t.Errorf("%v, puzzle %d: %v, turned a quarter %v", s, i, got, q.Symmetry())
			}
			// Sums and directions do not count.
			q := p.Clone()
			for j := range q.Cages {
				q.Cages[j].Sum++
			}
			for j := range q.Signs {
				q.Signs[j].Greater, q.Signs[j].Lesser = q.Signs[j].Lesser, q.Signs[j].Greater
			}
			if !q.HasSymmetry(s) {
				t.Errorf("%v, puzzle %d: other sums and directions break the symmetry", s, i)
			}
			// A cage whose image is another cage, taken out, breaks it.
			for j, cg := range p.Cages {
				if slices.Contains(cg.Cells, uint16(s.Image(int(cg.Cells[0])))) {
					continue
				}
				q := p.Clone()
				q.Cages = slices.Delete(q.Cages, j, j+1)
				if q.HasSymmetry(s) {
					t.Errorf("%v, puzzle %d: without cage %d still symmetric", s, i, j)
				}
				break
			}
			for j, sg := range p.Signs {
				a, b := s.Image(int(sg.Greater)), s.Image(int(sg.Lesser))
				if a == int(sg.Greater) && b == int(sg.Lesser) || a == int(sg.Lesser) && b == int(sg.Greater) {
					continue
				}
				q := p.Clone()
				q.Signs = slices.Delete(q.Signs, j, j+1)
				if q.HasSymmetry(s) {
					t.Errorf("%v, puzzle %d: without sign %d still symmetric", s, i, j)
				}
				break
			}
		}
	}
}

// symmetricPuzzle builds a random puzzle symmetric under s: some cages
// of two adjacent cells and their images (no cell is adjacent to
// another of its orbit, so an image never overlaps its cage), some signs
// and their images, some givens by whole orbits, all from sol.
func symmetricPuzzle(r *rand.Rand, s iso.Symmetry, sol grid.Nine) puzzle.Puzzle {
	var p puzzle.Puzzle
	var used [81]bool
	orbit := func(c int) []int {
		out := []int{c}
		for x := s.Image(c); x != c; x = s.Image(x) {
			out = append(out, x)
		}
		return out
	}
	for range 12 {
		a := r.IntN(81)
		b := int(grid.Classic.Adjacent[a][r.IntN(len(grid.Classic.Adjacent[a]))])
		oa, ob := orbit(a), orbit(b)
		if len(oa) != len(ob) || slices.ContainsFunc(append(slices.Clone(oa), ob...), func(c int) bool { return used[c] }) {
			continue
		}
		if slices.Contains(oa, b) {
			continue
		}
		for k := range oa {
			used[oa[k]], used[ob[k]] = true, true
			x, y := uint16(oa[k]), uint16(ob[k])
			p.Cages = append(p.Cages, puzzle.Cage{Sum: int(sol[x] + sol[y]), Cells: []uint16{min(x, y), max(x, y)}})
		}
	}
	for range 6 {
		a := r.IntN(81)
		b := int(grid.Classic.Adjacent[a][r.IntN(len(grid.Classic.Adjacent[a]))])
		oa, ob := orbit(a), orbit(b)
		if len(oa) != len(ob) {
			continue
		}
		for k := range oa {
			p.Signs = append(p.Signs, testgrids.Sign(sol, oa[k], ob[k]))
		}
	}
	for range 5 {
		for _, c := range orbit(r.IntN(81)) {
			p.Givens[c] = sol[c]
		}
	}
	p.Normalize()
	return p
}
