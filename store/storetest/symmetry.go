package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store"
)

// symmetricVariants builds, on the solutions of Variants, puzzles of known
// symmetry: a killer whose two cages are each other's half-turn, one
// whose cages mirror left to right, one whose cages lie along both
// diagonals' reflection, a greater-than sudoku of every box sign (its
// signs lie on every edge inside a box: a quarter-turn), and the same
// with one given in a corner (which only the main diagonal keeps).
func symmetricVariants(tb testing.TB, src int64) []*store.Record {
	tb.Helper()
	var out []*store.Record
	for i, v := range Variants(tb, src) {
		sol := v.Solution
		cage := func(cells ...uint16) puzzle.Cage {
			sum := 0
			for _, c := range cells {
				sum += int(sol[c])
			}
			return puzzle.Cage{Sum: sum, Cells: cells}
		}
		var p puzzle.Puzzle
		switch i % 5 {
		case 0: // r1c1-r1c2 and r9c8-r9c9
			p.Cages = []puzzle.Cage{cage(0, 1), cage(79, 80)}
		case 1: // r2c1-r3c1 and r2c9-r3c9
			p.Cages = []puzzle.Cage{cage(9, 18), cage(17, 26)}
		case 2: // r1c2-r1c3 and r2c1-r3c1
			p.Cages = []puzzle.Cage{cage(1, 2), cage(9, 18)}
		case 3:
			p.Signs = puzzle.BoxSigns(sol.Nine())
		case 4:
			p.Signs = puzzle.BoxSigns(sol.Nine())
			p.Givens[0] = sol[0]
		}
		p.Normalize()
		out = append(out, &store.Record{Puzzle: p, Solution: sol, SourceID: src, Line: 100 + i})
	}
	return out
}

// halfTurnJigsaw is a jigsaw without givens whose regions are the boxes
// but for two cells traded at the top left (r1c4 joins the first box,
// r3c3 the second) and their half-turn images at the bottom right: its
// symmetry is the half-turn, which no mirror or quarter-turn keeps. Its
// solution is the first the variant solver finds.
func halfTurnJigsaw(tb testing.TB, src int64) *store.Record {
	tb.Helper()
	p := puzzle.Puzzle{Regions: make([]uint8, 81)}
	for c := range p.Regions {
		p.Regions[c] = grid.Classic.BoxOf[c]
	}
	p.Regions[3], p.Regions[20] = 0, 1
	p.Regions[77], p.Regions[60] = 8, 7
	p.Normalize()
	var k solve.Solver
	if n := k.Check(&p, solve.Query{Limit: 1}); n != 1 {
		tb.Fatalf("%s: no solution", &p)
	}
	return &store.Record{Puzzle: p, Solution: k.Found(0), SourceID: src, Line: 200}
}

// testSymmetry stores classic puzzles, the variants, the shapes and
// puzzles of known symmetry, and checks that each is stored with its
// whole puzzle's symmetry (puzzle.Puzzle.Symmetry, in which a jigsaw's
// regions count; a classic puzzle's is its clue pattern's,
// iso.SymmetryOf) and that Filter.Symmetry selects exactly the puzzles
// of one symmetry, alone, with a kind, in other orders.
func testSymmetry(t *testing.T, e Engine) {
	ctx := context.Background()
	c := e.MustOpenNew(t)
	src := MustSource(t, c, "symmetry")
	ps := append(Solved(t, Grids(t, "top95.txt"), src), Variants(t, src)...)
	built := symmetricVariants(t, src)
	ps = append(ps, built...)
	if _, err := c.AddPuzzles(ctx, ps); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"rot180", "mirror", "diagonal", "rot90", "diagonal"} {
		if got := built[i].Puzzle.Symmetry().String(); got != want {
			t.Fatalf("built puzzle %d: %s is %s, want %s", i+1, &built[i].Puzzle, got, want)
		}
	}
	jig := halfTurnJigsaw(t, src)
	if got := jig.Puzzle.Symmetry(); got != iso.Rot180 {
		t.Fatalf("%s is %s, want rot180", &jig.Puzzle, got)
	}
	if _, err := c.AddPuzzles(ctx, append(Shapes(t, src), jig)); err != nil {
		t.Fatal(err)
	}
	all := mustFind(t, c, store.Filter{Order: store.ByID})
	bySym := map[iso.Symmetry][]int64{}
	for _, p := range all {
		want := p.Puzzle.Symmetry()
		if p.Puzzle.IsClassic() {
			want = iso.SymmetryOf(p.Puzzle.Givens.Nine())
		}
		if p.Symmetry != want.String() {
			t.Errorf("%s: stored symmetry %s, want %s", &p.Puzzle, p.Symmetry, want)
		}
		bySym[want] = append(bySym[want], p.ID)
	}
	if len(bySym) < 4 {
		t.Fatalf("the catalog holds %d symmetries, want at least 4", len(bySym))
	}
	for s := iso.None; s <= iso.Diagonal; s++ {
		for _, f := range []store.Filter{
			{Symmetry: &s, Order: store.ByID},
			{Symmetry: &s, Order: store.ByScoreDesc},
			{Symmetry: &s, Kinds: []puzzle.Kind{puzzle.Killer}, Order: store.ByID},
			{Symmetry: &s, Kinds: []puzzle.Kind{puzzle.Greater, puzzle.Classic}, Clues: ranges.Between(0, 30), Order: store.ByClues},
			{Symmetry: &s, Kinds: []puzzle.Kind{puzzle.Jigsaw, puzzle.X, puzzle.Windoku, puzzle.X | puzzle.Windoku}, Order: store.ByScore},
		} {
			var want []int64
			for _, p := range all {
				if p.Symmetry == s.String() && f.HasKind(p.Puzzle.Kind()) && f.Clues.Contains(p.Clues) {
					want = append(want, p.ID)
				}
			}
			got := ids(mustFind(t, c, f))
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("symmetry %v, kinds %v, clues %s: ids %v, want %v", s, f.Kinds, f.Clues, got, want)
			}
		}
	}
	bad := iso.Diagonal + 1
	if err := c.EachPuzzle(ctx, store.Filter{Symmetry: &bad}, func(*store.Record) error { return nil }); !errors.Is(err, iso.ErrSymmetry) {
		t.Errorf("symmetry %d: %v, want an unknown symmetry error", bad, err)
	}
}
