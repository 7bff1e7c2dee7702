package puzzle_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/solve"
)

// TestTransformed: every transform of the geometric group moves cages and
// signs with their cells, so a solution moves to a solution and the
// solution count stays; the symmetries of the square keep the puzzle valid.
func TestTransformed(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	k := new(solve.Solver)
	for i := range 30 {
		sol := testgrids.RandomSolution(r)
		p := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 4), Signs: testgrids.RandomSigns(r, sol, 5), Givens: grid.FromNine(testgrids.RandomGivens(r, sol, 0.1))}
		p.Normalize()
		tr := iso.Random(r)
		tr.Digits = iso.Identity().Digits
		q := p.Transformed(&tr)
		if !q.IsSolution(tr.Apply(sol)) {
			t.Fatalf("puzzle %d: the moved solution does not solve the moved puzzle", i)
		}
		if a, b := k.Check(&p, solve.Query{Limit: 2}), k.Check(&q, solve.Query{Limit: 2}); a != b {
			t.Errorf("puzzle %d: %d solutions, moved %d", i, a, b)
		}
		for j, s := range puzzle.Symmetries() {
			m := p.Transformed(&s)
			if err := m.Validate(); err != nil {
				t.Errorf("puzzle %d, symmetry %d: %v", i, j, err)
			}
			if m.Key() != p.Key() {
				t.Errorf("puzzle %d, symmetry %d: another key", i, j)
			}
			c, want := m.Canonical(), p.Canonical()
			if c.String() != want.String() {
				t.Errorf("puzzle %d, symmetry %d: canonical %s, want %s", i, j, c.String(), want.String())
			}
		}
	}
}

// TestKeyDistinguishes: puzzles that differ get different keys, also when
// only a sign's direction or a cage's sum differs.
func TestKeyDistinguishes(t *testing.T) {
	a, _ := puzzle.Parse(`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}],"greater":[["r5c5","r5c6"]]}`)
	b, _ := puzzle.Parse(`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}],"greater":[["r5c6","r5c5"]]}`)
	c, _ := puzzle.Parse(`{"cages":[{"sum":4,"cells":["r1c1","r1c2"]}],"greater":[["r5c5","r5c6"]]}`)
	if a.Key() == b.Key() || a.Key() == c.Key() {
		t.Error("different puzzles share a key")
	}
	// a turned half round: the same key.
	s := puzzle.Symmetries()[6] // rows and columns reversed
	h := a.Transformed(&s)
	if h.String() == a.String() || h.Key() != a.Key() {
		t.Errorf("a half turn of %s is %s: want another form, the same key", a.String(), h.String())
	}
}

// canonicalLiteral is CanonicalBy as its doc says it: of the eight images
// under the symmetries of the square, the one whose JSON is least, the
// first on a tie. The oracle of the shortcut CanonicalBy takes.
func canonicalLiteral(p *puzzle.Puzzle) (puzzle.Puzzle, int) {
	best, by := p.Clone(), 0
	bestText := string(best.AppendJSON(nil))
	for i, s := range puzzle.Symmetries() {
		q := p.Transformed(&s)
		if text := string(q.AppendJSON(nil)); i > 0 && text < bestText {
			best, bestText, by = q, text, i
		}
	}
	return best, by
}

// TestCanonicalByLiteral holds CanonicalBy to canonicalLiteral on puzzles
// whose images tie on their givens (none, or half-turn symmetric ones),
// on jigsaws (regions renumbered per image) and on puzzles as given, not
// normalized.
func TestCanonicalByLiteral(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	jigsaw := make([]uint8, 81)
	for c := range jigsaw {
		jigsaw[c] = jigsawRegions[c] - '1'
	}
	for i := range 400 {
		sol := testgrids.RandomSolution(r)
		p := puzzle.Puzzle{}
		switch i % 4 {
		case 0: // cages alone: every image ties on the givens
			p.Cages = testgrids.RandomCages(r, sol, 4)
		case 1: // half-turn symmetric givens and signs
			for c := range 41 {
				if r.IntN(3) == 0 {
					p.Givens[c], p.Givens[80-c] = sol[c], sol[80-c]
				}
			}
			p.Signs = testgrids.RandomSigns(r, sol, 3)
		case 2: // a jigsaw in any orientation, its regions numbered anyhow
			s := puzzle.Symmetries()[r.IntN(8)]
			layout := puzzle.Puzzle{Regions: jigsaw}
			p.Regions = layout.Transformed(&s).Regions
			if i%8 == 2 {
				names := r.Perm(9)
				for c := range p.Regions {
					p.Regions[c] = uint8(names[p.Regions[c]])
				}
			}
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.05))
		default: // X with givens and cages
			p.Diagonals = true
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.02))
			p.Cages = testgrids.RandomCages(r, sol, 3)
		}
		want, wantBy := canonicalLiteral(&p)
		got, by := p.CanonicalBy()
		if got.String() != want.String() || by != puzzle.Symmetries()[wantBy] {
			t.Fatalf("puzzle %d %s: canonical %s, want %s (symmetry %d)", i, p.String(), got.String(), want.String(), wantBy)
		}
	}
}
