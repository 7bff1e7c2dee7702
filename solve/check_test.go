package solve_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestCheckerAgrees counts random killer, greater-than and mixed puzzles,
// with and without givens, with the Checker and the seed Solver: the same
// count (up to two), solutions that are solutions, and two different ones
// when there are two.
func TestCheckerAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	k := new(solve.Solver)
	s := new(solve.Solver)
	n := 200
	if testing.Short() || race.Enabled {
		n = 40
	}
	counts := map[int]int{}
	for i := range n {
		sol := testgrids.RandomSolution(r)
		var p puzzle.Puzzle
		switch i % 5 {
		case 0:
			p.Cages = testgrids.RandomCages(r, sol, 5)
		case 1: // givens: the seed solver's tree without them takes seconds
			p.Signs = puzzle.BoxSigns(sol)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.15))
		case 2:
			p.Cages = testgrids.RandomCages(r, sol, 4)
			p.Signs = testgrids.RandomSigns(r, sol, 8)
		case 3:
			p.Cages = testgrids.RandomCages(r, sol, 3)
			p.Givens = grid.FromNine(testgrids.RandomGivens(r, sol, 0.1))
		case 4:
			p.Cages = testgrids.RandomCages(r, sol, 6)
			p.Signs = testgrids.RandomSigns(r, sol, 3)
		}
		p.Normalize()
		if err := p.Validate(); err != nil {
			t.Fatal(err)
		}
		got := k.Check(&p, solve.Query{Limit: 2})
		want := s.RuleCount(&p).Solutions
		counts[got]++
		if got != want {
			t.Errorf("puzzle %d %s: Checker %d solutions, Solver %d", i, p.String(), got, want)
			continue
		}
		for j := range min(got, 2) {
			if found := k.Found(j); !p.Solves(&found) {
				t.Errorf("puzzle %d: solution %d %s is not one", i, j, found.Nine())
			}
		}
		if got == 2 && k.Found(0) == k.Found(1) {
			t.Errorf("puzzle %d: the two solutions are the same", i)
		}
		if found := k.Found(0); got == 1 && found.Nine() != sol {
			t.Errorf("puzzle %d: unique with %s, made from %s", i, found.Nine(), sol)
		}
	}
	if counts[1] == 0 || counts[2] == 0 {
		t.Errorf("counts %v: the puzzles should be unique and not", counts)
	}
	t.Logf("solution counts: %v", counts)
}

// TestCheckerMemo: the memo of small groups changes nothing but the
// time: a Checker reused over many puzzles (its memo warm, full of other
// puzzles' groups) and a fresh one for each search the same nodes and
// find the same solutions, on killers whose cages repeat with other sums
// and candidates.
func TestCheckerMemo(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	warm := new(solve.Solver)
	n := 60
	if testing.Short() || race.Enabled {
		n = 15
	}
	for i := range n {
		sol := testgrids.RandomSolution(r)
		p := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 2+i%5)}
		if i%3 == 0 {
			p.Signs = testgrids.RandomSigns(r, sol, 4)
		}
		p.Normalize()
		first := grid.FromNine(sol)
		for _, limit := range []int{1, 2} {
			fresh := new(solve.Solver)
			a, b := warm.Check(&p, solve.Query{Limit: limit, First: &first}), fresh.Check(&p, solve.Query{Limit: limit, First: &first})
			if a != b || warm.CheckNodes() != fresh.CheckNodes() || warm.Found(0) != fresh.Found(0) {
				t.Errorf("puzzle %d, limit %d: reused %d solutions in %d nodes, fresh %d in %d", i, limit, a, warm.CheckNodes(), b, fresh.CheckNodes())
			}
		}
	}
}

// TestCheckerBudget checks that a count past its node budget stops and
// says so, and that a budget it stays inside changes nothing.
func TestCheckerBudget(t *testing.T) {
	var empty puzzle.Puzzle // every grid solves it: the search must branch
	k := new(solve.Solver)
	if n := k.CheckRules(&empty, solve.Query{Limit: 2}); n != 2 || k.Undecided() || k.CheckNodes() < 20 {
		t.Fatalf("no budget: %d solutions, undecided %v, %d nodes", n, k.Undecided(), k.CheckNodes())
	}
	all := k.CheckNodes()
	if n := k.CheckRules(&empty, solve.Query{Limit: 2, Budget: 10}); n == 2 || !k.Undecided() {
		t.Errorf("budget 10 of %d nodes: %d solutions, undecided %v", all, n, k.Undecided())
	}
	if n := k.CheckRules(&empty, solve.Query{Limit: 2, Budget: all}); n != 2 || k.Undecided() || k.CheckNodes() != all {
		t.Errorf("budget %d: %d solutions, undecided %v, %d nodes", all, n, k.Undecided(), k.CheckNodes())
	}
}

// TestCheckerSizes holds the checkers to the independent shape vectors
// (boxes, jigsaw regions, diagonals, windows, cages and signs at sizes 4
// to 16) and, on grids smaller than 9×9, to the seed search on random
// killers and greater-than puzzles laid over their solutions: the same
// count up to two, a solution that solves the puzzle, the seed search's
// when it is unique, and the same count again from that solution
// (Query.First).
func TestCheckerSizes(t *testing.T) {
	k := new(solve.Solver)
	s := new(solve.Solver)
	r := rand.New(rand.NewPCG(9, 10))
	check := func(name string, p *puzzle.Puzzle, want int) {
		t.Helper()
		got := k.Check(p, solve.Query{Limit: 2})
		if got != want {
			t.Errorf("%s %s: the Checker counts %d, want %d", name, p, got, want)
			return
		}
		for i := range got {
			if sol := k.Found(i); !p.Solves(&sol) {
				t.Errorf("%s %s: solution %d %v solves it not", name, p, i, sol[:p.Cells()])
			}
		}
		if got == 2 && k.Found(0) == k.Found(1) {
			t.Errorf("%s %s: the two solutions are the same", name, p)
		}
		if got != 1 {
			return
		}
		sol := k.Found(0)
		if want := s.RuleCount(p).Solution; sol != want {
			t.Errorf("%s %s: solution %v, the Solver's %v", name, p, sol[:p.Cells()], want[:p.Cells()])
		}
		if n := k.Check(p, solve.Query{Limit: 2, First: &sol}); n != 1 || k.Found(0) != sol {
			t.Errorf("%s %s: from its solution the Checker counts %d", name, p, n)
		}
	}
	sizes := map[int]int{}
	for i, v := range readShapeVectors(t) {
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil || race.Enabled && i%4 != 0 {
			continue
		}
		sizes[p.N()]++
		check(fmt.Sprintf("line %d", i+1), &p, v.Solutions)
	}
	// The vectors have every size from 4 to 16 but 11 and 13.
	if len(sizes) != 11 || sizes[4] == 0 || sizes[16] == 0 {
		t.Errorf("vectors by size %v: want the 11 sizes of the vectors, 4 to 16", sizes)
	}
	// Random cages, signs and givens over the solutions of the unique
	// vectors, their digits renamed.
	n := 0
	for _, v := range readShapeVectors(t) {
		q, err := puzzle.Parse(string(v.Puzzle))
		if err != nil || q.N() >= 9 || v.Solutions != 1 {
			continue
		}
		sol := s.RuleCount(&q).Solution
		perm := r.Perm(q.N())
		for c := range q.Cells() {
			sol[c] = uint8(perm[sol[c]-1] + 1)
		}
		for j := range 4 {
			p := puzzle.Puzzle{Size: q.Size, Box: q.Box, Regions: q.Regions, Diagonals: q.Diagonals}
			switch j {
			case 0, 1:
				p.Cages = testgrids.RandomCagesOn(r, p.Geometry(), sol[:p.Cells()], 2+j)
			case 2:
				p.Cages = testgrids.RandomCagesOn(r, p.Geometry(), sol[:p.Cells()], 3)
				for c := range p.Cells() {
					if r.IntN(8) == 0 {
						p.Givens[c] = sol[c]
					}
				}
			case 3:
				p.Signs = regionSigns(&p, &sol)
				for c := range p.Cells() {
					if r.IntN(5) == 0 {
						p.Givens[c] = sol[c]
					}
				}
			}
			p.Normalize()
			if err := p.Validate(); err != nil {
				t.Fatalf("%s: %v", p.String(), err)
			}
			check("random", &p, s.RuleCount(&p).Solutions)
			n++
		}
	}
	if n < 50 {
		t.Errorf("%d random puzzles", n)
	}
}

// regionSigns is every sign between two orthogonally adjacent cells of a
// region of p, pointing as sol says.
func regionSigns(p *puzzle.Puzzle, sol *grid.Grid) []puzzle.Sign {
	geo := p.Geometry()
	region := func(c int) int {
		if p.Regions != nil {
			return int(p.Regions[c])
		}
		return int(geo.BoxOf[c])
	}
	var signs []puzzle.Sign
	for a := range p.Cells() {
		for _, b := range geo.Adjacent[a] {
			if int(b) > a && region(a) == region(int(b)) {
				if sol[a] > sol[b] {
					signs = append(signs, puzzle.Sign{Greater: uint16(a), Lesser: b})
				} else {
					signs = append(signs, puzzle.Sign{Greater: b, Lesser: uint16(a)})
				}
			}
		}
	}
	return signs
}

// TestCheckerWideCages holds the checker's cage sums to the digits of
// grids larger than 9×9, 10 to 16: a solution grid with every cell its
// own cage, its digit the sum, has that one solution; with the cells
// paired along the rows into two-cell cages it has at least that one.
func TestCheckerWideCages(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var s solve.Solver
	for _, n := range []int{10, 12, 14, 16} {
		shape := puzzle.Puzzle{Size: n}
		shape.Normalize()
		var sol grid.Grid
		for !s.Fill(r, &shape, &sol) {
		}
		singles, pairs := shape, shape
		for c := range n * n {
			singles.Cages = append(singles.Cages, puzzle.Cage{Sum: int(sol[c]), Cells: []uint16{uint16(c)}})
			if c%2 == 0 {
				pairs.Cages = append(pairs.Cages, puzzle.Cage{Sum: int(sol[c] + sol[c+1]), Cells: []uint16{uint16(c), uint16(c + 1)}})
			}
		}
		for _, tc := range []struct {
			name string
			p    *puzzle.Puzzle
		}{{"singles", &singles}, {"pairs", &pairs}} {
			if err := tc.p.Validate(); err != nil {
				t.Fatalf("%dx%d %s: %v", n, n, tc.name, err)
			}
			got := s.Check(tc.p, solve.Query{Limit: 2, First: &sol})
			if got == 0 || tc.name == "singles" && got != 1 || s.Found(0) != sol && (got < 2 || s.Found(1) != sol) {
				t.Errorf("%dx%d %s: %d solutions, want the grid's", n, n, tc.name, got)
			}
		}
	}
}

// TestCheckerOpen checks Solver.Open, the cells a check's propagation
// left open: every cell of an empty 6×6 grid (nothing to propagate), no
// cell of a 6×6 puzzle whose singles solve it, and on a 16×16 puzzle cut
// to its first half of givens cells that are not givens, each of which
// the puzzle's solution can fill in more than one way at the root. A
// classic Check (the band checker) leaves none.
func TestCheckerOpen(t *testing.T) {
	var s solve.Solver
	empty := puzzle.Puzzle{Size: 6}
	s.Check(&empty, solve.Query{Limit: 2, Budget: 5})
	if open := s.Open(nil); len(open) != 36 {
		t.Errorf("empty 6×6: %d cells open, want 36", len(open))
	}
	full := empty
	if !s.Fill(rand.New(rand.NewPCG(1, 2)), &empty, &full.Givens) {
		t.Fatal("no 6×6 grid filled")
	}
	full.Givens[0], full.Givens[7] = 0, 0
	if n := s.Check(&full, solve.Query{Limit: 2}); n != 1 || len(s.Open(nil)) != 0 {
		t.Errorf("a 6×6 grid but two cells: %d solutions, open %v; want 1, none", n, s.Open(nil))
	}
	p, err := puzzle.Parse(`{"size":16,"givens":".4..E..2.D.91B....A78B..35.4.2.D..D.7.C.....G..6.3...F.9...GA4......B5.A1..E964.F.8......6.B....2.9.C.41..A5......G5F..DC9...7.8..24D1..BG...9.7.7.G.85.D.9.4..E.F.8G4.C5..76...1..3.7.B..4F...G8...29A....D....G...3.F.6.B.E8..3..C.....1582......6....F..2C..."}`)
	if err != nil {
		t.Fatal(err)
	}
	for c := 128; c < 256; c++ {
		p.Givens[c] = 0
	}
	s.Check(&p, solve.Query{Limit: 2, Budget: 5})
	open := s.Open(nil)
	if len(open) == 0 {
		t.Fatal("half a 16×16 puzzle: no cell open")
	}
	for _, c := range open {
		if p.Givens[c] != 0 {
			t.Errorf("given %d open", c)
		}
	}
	var nine puzzle.Puzzle
	s.Check(&nine, solve.Query{Limit: 2})
	if open := s.Open(nil); len(open) != 0 {
		t.Errorf("classic check: %d cells open, want none", len(open))
	}
}

// TestCheckForcedDecided checks that a Check whose digit its cell's peers
// already force is decided, even after a Check that stopped at its
// budget: a generator's removal test reads Undecided after every Check,
// and a stale answer kept clues that could go.
func TestCheckForcedDecided(t *testing.T) {
	empty := puzzle.Puzzle{Size: 16}
	empty.Normalize()
	var s solve.Solver
	if n := s.Check(&empty, solve.Query{Limit: 2, Budget: 10}); n == 2 || !s.Undecided() {
		t.Fatalf("budget 10 on the empty 16×16 grid: %d solutions, undecided %v", n, s.Undecided())
	}
	// Digit 1 in the first row's other cells: cell 0 can only be 1, so
	// a solution with another digit there is ruled out at once.
	forced := empty
	for c := 1; c < 16; c++ {
		forced.Givens[c] = uint8(c + 1)
	}
	if n := s.Check(&forced, solve.Query{Limit: 1, Cell: 0, Digit: 1, Budget: 10}); n != 0 || s.Undecided() {
		t.Errorf("forced digit after an undecided Check: %d solutions, undecided %v", n, s.Undecided())
	}
}
