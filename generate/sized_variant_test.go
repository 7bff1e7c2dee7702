package generate_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
)

// checkSizedVariant checks a generated killer, greater-than, jigsaw or X
// puzzle of another size than 9 against its options, independently of
// the generator: valid, of the kind asked for, unique by a recount
// (recount: package solve, and the literal transcription of the spec on
// small trees) whose solution is the one stored and whose seed score and nodes
// are the ones stored; a killer's cages cover
// the grid within the sizes and counts asked for, without single-cell
// cages, half-turn symmetric when asked, and with no givens; a
// greater-than puzzle has every region sign; a jigsaw's layout maps onto
// itself under the half-turn; givens (of a puzzle without cages or
// signs) in the clue range and symmetric as asked; and diagonals that
// the puzzle needs.
func checkSizedVariant(t *testing.T, opts generate.Options, p generate.Result) {
	t.Helper()
	v := &p.Puzzle
	name := fmt.Sprintf("worker %d seq %d %s", p.Worker, p.Seq, v)
	if err := v.Validate(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if v.Kind() != opts.Kind {
		t.Errorf("%s: a %v, want %v", name, v.Kind(), opts.Kind)
	}
	solutions, score, nodes, sol := recount(t, v)
	if solutions != 1 {
		t.Fatalf("%s: %d solutions", name, solutions)
	}
	if sol != p.Solution || !v.Solves(&p.Solution) {
		t.Errorf("%s: stored solution %v, the recount's %v", name, p.Solution[:v.Cells()], sol[:v.Cells()])
	}
	if !p.HasScore || p.Score != score || p.Nodes != nodes {
		t.Errorf("%s: score %d nodes %d (scored %v), the recount %d and %d", name, p.Score, p.Nodes, p.HasScore, score, nodes)
	}
	if p.Clues != v.Givens.Clues() || !opts.Clues.Contains(p.Clues) {
		t.Errorf("%s: Clues = %d, %d givens, want %s", name, p.Clues, v.Givens.Clues(), opts.Clues)
	}
	cells := v.Cells()
	halfTurnImage := func(c int) int { return cells - 1 - c }
	if opts.Kind.HasCages() {
		size, count := opts.CageSize, opts.Cages
		if size.IsAll() {
			size = generate.DefaultCageSize
		}
		covered := 0
		for _, cg := range v.Cages {
			covered += len(cg.Cells)
			if n := len(cg.Cells); n > size.Max || n == 1 && opts.SingleCages == 0 {
				t.Errorf("%s: a cage of %d cells, want %s", name, n, size)
			}
		}
		if covered != cells || !count.Contains(len(v.Cages)) {
			t.Errorf("%s: %d cages cover %d cells, want %s cages", name, len(v.Cages), covered, count)
		}
		if opts.Symmetry == generate.Rot180 && !cagesHalfTurn(v) {
			t.Errorf("%s: cages not half-turn symmetric", name)
		}
	}
	if opts.Kind.HasSigns() && !opts.Kind.HasCages() && !slices.Equal(v.Signs, everyRegionSign(v, &p.Solution)) {
		t.Errorf("%s: %d signs, want every region sign", name, len(v.Signs))
	}
	if v.Regions != nil && !v.RegionsHave(halfTurnImage) {
		t.Errorf("%s: the layout is not half-turn symmetric", name)
	}
	if !opts.Kind.HasCages() && !opts.Kind.HasSigns() && opts.Symmetry == generate.Rot180 && !halfTurn(v) {
		t.Errorf("%s: givens not half-turn symmetric", name)
	}
	if v.Diagonals {
		plain := v.Clone()
		plain.Diagonals = false
		if n, _, _, _ := recount(t, &plain); n != 2 {
			t.Errorf("%s: %d solutions without its diagonals", name, n)
		}
	}
}

// cagesHalfTurn reports whether the half-turn maps every cage of v onto
// a cage of as many cells.
func cagesHalfTurn(v *puzzle.Puzzle) bool {
	of, cells := v.CageOf(), v.Cells()
	for _, cg := range v.Cages {
		j := of[cells-1-int(cg.Cells[0])]
		if j < 0 || len(v.Cages[j].Cells) != len(cg.Cells) {
			return false
		}
		for _, c := range cg.Cells {
			if of[cells-1-int(c)] != j {
				return false
			}
		}
	}
	return true
}

// everyRegionSign lists a sign between every two orthogonally adjacent
// cells of a region of v, pointing as sol says, in canonical order.
func everyRegionSign(v *puzzle.Puzzle, sol *grid.Grid) []puzzle.Sign {
	q := puzzle.Puzzle{Size: v.Size, Box: v.Box, Regions: v.Regions}
	geo := v.Geometry()
	for a := range v.Cells() {
		for _, b := range geo.Adjacent[a] {
			if int(b) < a || q.RegionOf(a) != q.RegionOf(int(b)) {
				continue
			}
			if sol[a] > sol[b] {
				q.Signs = append(q.Signs, puzzle.Sign{Greater: uint16(a), Lesser: b})
			} else {
				q.Signs = append(q.Signs, puzzle.Sign{Greater: b, Lesser: uint16(a)})
			}
		}
	}
	q.Normalize()
	return q.Signs
}

// TestSizedVariants generates killers, greater-than, jigsaw and X
// puzzles of sizes 4 to 8 with the defaults of their kind (and a few
// other options), checks every one independently (checkSizedVariant),
// and that the same seed makes the same puzzles.
func TestSizedVariants(t *testing.T) {
	for _, tc := range []struct {
		kind  string
		count int // made twice; fewer in -short and under the race detector
		opts  func(*generate.Options)
	}{
		{"6x6-killer", 20, nil},
		{"6x6-jigsaw", 20, nil},
		{"8x8-jigsaw", 10, nil},
		{"8x8-killer", 4, nil},
		{"4x4-killer", 6, nil},
		{"5x5-jigsaw", 6, nil},
		{"7x7-jigsaw", 6, nil},
		{"6x6-x", 6, nil},
		{"8x8-x", 4, nil},
		{"6x6-greater", 6, nil},
		{"6x6-killer-greater", 4, nil},
		{"6x6-jigsaw-killer", 6, nil},
		{"6x6-killer", 4, func(o *generate.Options) {
			o.Symmetry, o.CageSize, o.Cages, o.SingleCages = generate.Diagonal, ranges.Between(2, 3), ranges.Between(12, 18), 2
		}},
		{"6x6-killer", 4, func(o *generate.Options) { o.Symmetry, o.Minimal = generate.None, true }},
		{"6x6-jigsaw", 4, func(o *generate.Options) { o.Minimal, o.Clues = true, ranges.Range{} }},
		{"6x6-killer", 4, func(o *generate.Options) { o.Givens, o.Cages = 2, ranges.Between(8, 11) }},
	} {
		k, err := puzzle.ParseKind(tc.kind)
		if err != nil {
			t.Fatal(err)
		}
		opts := generate.Defaults(generate.Request{Kind: k})
		name := tc.kind
		if tc.opts != nil {
			tc.opts(&opts)
			name += "/" + opts.Symmetry.String() + "/" + opts.Cages.String() + fmt.Sprintf("/minimal=%v", opts.Minimal)
		}
		t.Run(name, func(t *testing.T) {
			count := tc.count
			if testing.Short() || race.Enabled {
				count = max(count/4, 1)
			}
			opts.Seed, opts.Workers, opts.Count = 4, 2, count
			ps, _ := collect(t, opts)
			if len(ps) != count {
				t.Fatalf("%d puzzles, want %d", len(ps), count)
			}
			for _, p := range ps {
				if opts.Givens == 0 && (k.HasCages() || k.HasSigns()) && p.Clues != 0 {
					t.Errorf("%s: %d givens, want none", &p.Puzzle, p.Clues)
				}
				if p.Clues > opts.Givens && (k.HasCages() || k.HasSigns()) {
					t.Errorf("%s: %d givens, at most %d wanted", &p.Puzzle, p.Clues, opts.Givens)
				}
				checkSizedVariant(t, opts, p)
			}
			again, _ := collect(t, opts)
			if got, want := sizedSet(again), sizedSet(ps); got != want {
				t.Errorf("the same seed made other puzzles:\n%s\nthen\n%s", want, got)
			}
		})
	}
}
