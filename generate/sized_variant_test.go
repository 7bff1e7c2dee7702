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
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
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
	// The seed search of a puzzle past 9×9 with cages or signs and few
	// givens runs to millions of nodes: the generator leaves it out, and
	// the count is solve's exact checker, without a budget.
	scored := v.N() < 9 || !opts.Kind.HasCages() && !opts.Kind.HasSigns()
	var solutions int
	var sol grid.Grid
	if scored {
		var score, nodes int
		solutions, score, nodes, sol = recount(t, v)
		if !p.HasScore || p.Score != score || p.Nodes != nodes {
			t.Errorf("%s: score %d nodes %d (scored %v), the recount %d and %d", name, p.Score, p.Nodes, p.HasScore, score, nodes)
		}
	} else {
		r := new(solve.Solver).Solutions(v)
		solutions, sol = r.Solutions, r.Solution
		if p.HasScore {
			t.Errorf("%s: a seed score %d without a score target", name, p.Score)
		}
	}
	if solutions != 1 {
		t.Fatalf("%s: %d solutions", name, solutions)
	}
	if sol != p.Solution || !v.Solves(&p.Solution) {
		t.Errorf("%s: stored solution %v, the recount's %v", name, p.Solution[:v.Cells()], sol[:v.Cells()])
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
		n := 0
		if scored {
			n, _, _, _ = recount(t, &plain)
		} else {
			n = new(solve.Solver).Solutions(&plain).Solutions
		}
		if n != 2 {
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
// puzzles of sizes 4 to 16 with the defaults of their kind (and a few
// other options), checks every one independently (checkSizedVariant),
// and that the same seed makes the same puzzles.
func TestSizedVariants(t *testing.T) {
	// The rows a plain go test makes alone: a puzzle of theirs takes 7
	// to 13 s under the race detector, where the other rows of their
	// sizes run the same workers.
	plainOnly := map[string]bool{
		"16x16-jigsaw-x": true,
		"10x10-killer/diagonal/27..42/minimal=true": true,
	}
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
		// The larger grids, 10×10 to 16×16: a few of each kind.
		{"10x10-killer", 4, nil},
		{"12x12-killer", 2, nil},
		{"12x12-killer-greater", 2, nil},
		{"12x12-x-greater", 2, nil},
		{"10x10-jigsaw-killer", 2, nil},
		{"10x10-jigsaw", 4, nil},
		{"12x12-jigsaw", 2, nil},
		{"16x16-jigsaw", 2, nil},
		{"11x11-jigsaw", 2, nil},
		{"10x10-x", 4, nil},
		{"16x16-x", 4, nil},
		{"16x16-jigsaw-x", 1, nil},
		{"10x10-killer", 2, func(o *generate.Options) { o.Symmetry, o.Minimal = generate.Diagonal, true }},
		{"10x10-greater", 2, nil},
		// Past 12×12 the signs take givens where a check leaves
		// cells open, and where the rating first needs trial.
		{"14x14-greater", 2, nil},
		{"15x15-x-greater", 1, nil},
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
				if k.HasSigns() && k.Size() > 12 {
					// 20 s and more under the race detector, and
					// TestLargeGreater's kind of puzzle.
					t.Skip("greater-than sudokus past 12×12 take seconds each; a plain go test makes them")
				}
				if plainOnly[name] {
					t.Skip("seconds a puzzle under the race detector; a plain go test makes them")
				}
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
			// Under the race detector the larger grids' reproducibility is
			// worker 0's alone, below.
			if k.Size() <= 9 || !race.Enabled {
				again, _ := collect(t, opts)
				if got, want := sizedSet(again), sizedSet(ps); got != want {
					t.Errorf("the same seed made other puzzles:\n%s\nthen\n%s", want, got)
				}
			}
			if k.Size() > 9 {
				// One worker making worker 0's share makes worker 0's puzzles.
				opts.Workers, opts.Count = 1, (count+1)/2
				one, _ := collect(t, opts)
				if got, want := streamOf(one, 0), streamOf(ps, 0); len(got) == 0 || !slices.Equal(got, want) {
					t.Errorf("worker 0's puzzles depend on the number of workers:\n%q\nalone, and with two\n%q", got, want)
				}
			}
		})
	}
}

// TestLargeKillers makes 14×14 and 16×16 killers with the defaults (their
// cages changed where a check leaves cells open): each unique by solve's
// exact checker, its solution keeping every cage, no givens, its cages
// in the size's range, half-turn symmetric. A 16×16 killer takes two to
// four seconds of CPU, so a plain go test runs it and -short and the
// race detector leave it out.
func TestLargeKillers(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("16×16 killers take seconds each; a plain go test makes them")
	}
	for _, kind := range []string{"14x14-killer", "16x16-killer"} {
		t.Run(kind, func(t *testing.T) {
			k, err := puzzle.ParseKind(kind)
			if err != nil {
				t.Fatal(err)
			}
			opts := generate.Defaults(generate.Request{Kind: k})
			opts.Seed, opts.Workers, opts.Count = 6, 2, 2
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			for _, p := range ps {
				if p.Clues != 0 {
					t.Errorf("%s: %d givens, want none", &p.Puzzle, p.Clues)
				}
				if n := len(p.Puzzle.Cages); !generate.DefaultCagesAt(k.Size()).Contains(n) {
					t.Errorf("%s: %d cages, want %v", &p.Puzzle, n, generate.DefaultCagesAt(k.Size()))
				}
				checkSizedVariant(t, opts, p)
			}
		})
	}
}

// TestLargeGreater makes 16×16 greater-than sudokus with the defaults
// and under an easy target, and 14×14 and 16×16 killer-greater ones:
// past 12×12
// every box sign leaves nearly every grid undecided, so greater-than
// sudokus take givens where a check leaves cells open, killer-greater
// ones signs beside those cells, and both givens where the rating first
// needs trial, up to a quarter of the cells. Each is checked by
// checkSizedVariant (unique by solve's exact checker, a greater-than
// sudoku's every region sign, a killer's cages), within its givens, and
// rated inside its target without trial. About a second of CPU each: a
// plain go test makes them.
func TestLargeGreater(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("16×16 greater-than and killer-greater sudokus take a second each; a plain go test makes them")
	}
	for _, tc := range []struct{ kind, grade string }{{"16x16-greater", ""}, {"16x16-greater", "easy"}, {"14x14-killer-greater", ""}, {"16x16-killer-greater", ""}} {
		kind, grade := tc.kind, tc.grade
		t.Run(kind+"/"+grade, func(t *testing.T) {
			k, err := puzzle.ParseKind(kind)
			if err != nil {
				t.Fatal(err)
			}
			r := generate.Request{Kind: k}
			if grade != "" {
				g, err := rating.ParseGrade(grade)
				if err != nil {
					t.Fatal(err)
				}
				r.Rating = g.Range()
			}
			opts := generate.Defaults(r)
			if want := k.Size() * k.Size() / 4; opts.Givens != want {
				t.Fatalf("defaults allow %d givens, want %d (a quarter of the cells)", opts.Givens, want)
			}
			opts.Seed, opts.Workers, opts.Count = 6, 2, 2
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			for _, p := range ps {
				// The box signs alone leave a greater-than sudoku
				// undecided, so it takes a given at least; a
				// killer-greater one's cages and signs may settle it.
				least := 1
				if k.HasCages() {
					least = 0
				}
				if p.Clues < least || p.Clues > opts.Givens {
					t.Errorf("%s: %d givens, want %d to %d", &p.Puzzle, p.Clues, least, opts.Givens)
				}
				if p.NeedsTrial() || !opts.Rating.Contains(int(p.Rating.Value)) {
					t.Errorf("%s: rated %v (trial %v), want inside %v without trial", &p.Puzzle, p.Rating, p.NeedsTrial(), opts.Rating)
				}
				checkSizedVariant(t, opts, p)
			}
		})
	}
}
