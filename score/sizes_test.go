package score

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/solve"
)

// The rating of grids of other sizes than 9×9 (docs/shapes.md): the same
// ladder over the grid's own houses. The puzzles are the unique ones of
// the shapes vectors, which an independent implementation of shapes.md
// wrote (solve/testdata/shape_seed_scores.jsonl): boxes of every
// default and some other shape, jigsaws of 5×5 and 7×7, diagonals, cages
// and signs.

// sizedPuzzle is a unique puzzle of the vectors with its solution.
type sizedPuzzle struct {
	line int // in the vectors file, from 1
	p    puzzle.Puzzle
	sol  grid.Grid
}

// sizedPuzzles returns the unique puzzles of the vectors whose size is
// neither 9 nor above maxN, with their solutions from the seed solver.
func sizedPuzzles(t testing.TB, maxN int) []sizedPuzzle {
	t.Helper()
	sized.once.Do(func() { sized.all, sized.err = readSized("../solve/testdata/shape_seed_scores.jsonl") })
	if sized.err != nil {
		t.Fatal(sized.err)
	}
	var out []sizedPuzzle
	for _, sp := range sized.all {
		if sp.p.N() <= maxN {
			out = append(out, sp)
		}
	}
	return out
}

// sized holds the puzzles of the vectors, read once for every test (the
// seed searches of the larger grids take seconds under the race
// detector).
var sized struct {
	once sync.Once
	all  []sizedPuzzle
	err  error
}

// readSized reads the unique puzzles of a size other than 9 of the
// vectors of file name, and solves them.
func readSized(name string) ([]sizedPuzzle, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s := new(solve.Solver)
	var out []sizedPuzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var v struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if v.Solutions != 1 {
			continue
		}
		p, err := puzzle.Parse(string(v.Puzzle))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if p.N() == 9 {
			continue
		}
		r := s.Count(&p)
		if r.Solutions != 1 {
			return nil, fmt.Errorf("line %d: %d solutions, the vectors say 1", line, r.Solutions)
		}
		out = append(out, sizedPuzzle{line, p, r.Solution})
	}
	return out, sc.Err()
}

// maxRated is the largest size the ladder rates.
const maxRated = grid.MaxSize

// TestSizesRate rates every unique puzzle of the vectors of a size other
// than 9: the ladder finishes, its explanation is the rating, and the
// path, replayed from the givens, places only the solution's digits,
// removes none of them and ends at the solution; every step names cells
// and houses of the puzzle's own grid.
func TestSizesRate(t *testing.T) {
	ps := sizedPuzzles(t, maxRated)
	if len(ps) < 100 {
		t.Fatalf("%d puzzles", len(ps))
	}
	r := NewRater()
	sizes := map[int]int{}
	for k, sp := range ps {
		if race.Enabled && k%raceSample != 0 {
			continue // the plain run rates them all
		}
		p := &sp.p
		where := fmt.Sprintf("line %d (%s)", sp.line, p.Kind().String())
		e := r.ExplainPuzzle(p)
		if got := r.RatePuzzle(p); !samePath(got, e.Path) {
			t.Errorf("%s: rated %v %v, explained %v %v", where, got.Rating, got.Rating.Technique, e.Path.Rating, e.Path.Rating.Technique)
		}
		if !e.Path.Rating.Rated() || e.Path.Rating.Estimated {
			t.Errorf("%s: rating %v, estimated %v", where, e.Path.Rating, e.Path.Rating.Estimated)
		}
		replayPath(t, where, p, &sp.sol, &e)
		sizes[p.N()]++
	}
	// Every size the vectors have (11 and 13, jigsaw only, they have not).
	for _, n := range []int{4, 5, 6, 7, 8, 10, 12, 14, 15, 16} {
		if sizes[n] == 0 && !race.Enabled {
			t.Errorf("no puzzle of size %d", n)
		}
	}
}

// TestLargeSizesRate is TestSizesRate on the unique puzzles of the grids
// past 16×16 of solve's shape_seed_scores_large.jsonl (boxes of 3×6 to
// 5×5 and of 3×8, jigsaws of 17×17 and 19×19), rated by package wide
// through the kernel's rules of their shapes.
func TestLargeSizesRate(t *testing.T) {
	if race.Enabled {
		// One goroutine, package wide's code, which TestSizesRate runs
		// at 10×10 to 16×16 under the race detector too.
		t.Skip("a rating past 16×16 takes seconds under the race detector; a plain go test rates them all")
	}
	ps, err := readSized("../solve/testdata/shape_seed_scores_large.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 33 {
		t.Fatalf("%d unique puzzles, want 33", len(ps))
	}
	r := NewRater()
	sizes := map[int]int{}
	for _, sp := range ps {
		p := &sp.p
		where := fmt.Sprintf("line %d (%s)", sp.line, p.Kind().String())
		e := r.ExplainPuzzle(p)
		if got := r.RatePuzzle(p); !samePath(got, e.Path) {
			t.Errorf("%s: rated %v %v, explained %v %v", where, got.Rating, got.Rating.Technique, e.Path.Rating, e.Path.Rating.Technique)
		}
		if !e.Path.Rating.Rated() {
			t.Errorf("%s: rating %v", where, e.Path.Rating)
		}
		replayPath(t, where, p, &sp.sol, &e)
		sizes[p.N()]++
	}
	for _, n := range []int{17, 18, 19, 20, 21, 22, 24, 25} {
		if sizes[n] == 0 {
			t.Errorf("no puzzle of size %d", n)
		}
	}
}

// samePath reports whether two paths have the same rating and steps.
func samePath(a, b rating.Path) bool { return a.Rating == b.Rating && a.Steps == b.Steps }

// cellName matches a cell's name in a step's text.
var cellName = regexp.MustCompile(`r(\d+)c(\d+)`)

// replayPath plays the steps of e on the givens of p: each placement must
// be the solution's digit in an empty cell, each elimination another
// digit of an empty cell, every cell and house one of p's grid; the end
// is the solution, which is also e.Final on a grid that a position holds
// (up to 9×9).
func replayPath(t *testing.T, where string, p *puzzle.Puzzle, sol *grid.Grid, e *rating.Explanation) {
	t.Helper()
	n, cells := p.N(), p.Cells()
	shape := rules.ShapeOf(p)
	g := p.Givens
	cand := func(x rating.Candidate) bool { return x.Cell >= 0 && x.Cell < cells && x.Digit >= 1 && x.Digit <= n }
	for i, s := range e.Steps {
		at := fmt.Sprintf("%s step %d %q", where, i+1, s.String())
		if s.Shape == nil || !slices.EqualFunc(s.Shape.Houses, shape.Houses, func(a, b rules.House) bool {
			return a.Kind == b.Kind && a.Index == b.Index && slices.Equal(a.Cells, b.Cells)
		}) {
			t.Fatalf("%s: the step's shape is not the puzzle's", at)
		}
		for _, x := range s.Eliminations {
			switch {
			case !cand(x):
				t.Fatalf("%s: eliminates %+v, no candidate of a %d×%d grid", at, x, n, n)
			case g[x.Cell] != 0:
				t.Fatalf("%s: eliminates from %s, which holds %d", at, s.CellName(x.Cell), g[x.Cell])
			case int(sol[x.Cell]) == x.Digit:
				t.Fatalf("%s: eliminates the solution's %d from %s", at, x.Digit, s.CellName(x.Cell))
			}
		}
		for _, x := range s.Placements {
			switch {
			case !cand(x):
				t.Fatalf("%s: places %+v, no candidate of a %d×%d grid", at, x, n, n)
			case g[x.Cell] != 0:
				t.Fatalf("%s: places in %s, which holds %d", at, s.CellName(x.Cell), g[x.Cell])
			case int(sol[x.Cell]) != x.Digit:
				t.Fatalf("%s: places %d in %s, the solution has %d", at, x.Digit, s.CellName(x.Cell), sol[x.Cell])
			}
			g[x.Cell] = uint8(x.Digit)
		}
		for _, c := range s.Cells {
			if c < 0 || c >= cells {
				t.Fatalf("%s: cell %d", at, c)
			}
		}
		for _, h := range s.Houses {
			if h < 0 || h >= len(shape.Houses) {
				t.Fatalf("%s: house %d", at, h)
			}
		}
		for _, m := range cellName.FindAllStringSubmatch(s.String()+" "+s.HintText(), -1) {
			row, _ := strconv.Atoi(m[1])
			col, _ := strconv.Atoi(m[2])
			if row < 1 || row > n || col < 1 || col > n {
				t.Fatalf("%s: names %s, outside the %d×%d grid", at, m[0], n, n)
			}
		}
	}
	if g != *sol {
		t.Fatalf("%s: the path ends at %v, not at the solution %v", where, g[:cells], sol[:cells])
	}
	for c := range cells {
		if cells > len(e.Final.Value) {
			break // a larger grid has no position
		}
		if e.Final.Value[c] != sol[c] {
			t.Fatalf("%s: the explanation's final position has %d at cell %d, the solution %d", where, e.Final.Value[c], c, sol[c])
		}
	}
}

// squareImage returns p turned or reflected by symmetry i of the square
// (bit 0: transpose, bit 1: rows reversed, bit 2: columns reversed, as
// puzzle.Symmetries numbers them), and false when that symmetry does not
// keep p's boxes (a transposition of boxes of 2×3).
func squareImage(p *puzzle.Puzzle, i int) (puzzle.Puzzle, bool) {
	n := p.N()
	if box := p.BoxShape(); i&1 != 0 && box.Rows != box.Cols {
		return puzzle.Puzzle{}, false
	}
	var to [grid.MaxCells]uint16
	for c := range n * n {
		r, col := c/n, c%n
		if i&2 != 0 {
			r = n - 1 - r
		}
		if i&4 != 0 {
			col = n - 1 - col
		}
		if i&1 != 0 {
			r, col = col, r
		}
		to[c] = uint16(r*n + col)
	}
	q := p.Clone()
	q.Givens = grid.Grid{}
	for c := range n * n {
		q.Givens[to[c]] = p.Givens[c]
	}
	for c, reg := range p.Regions {
		q.Regions[to[c]] = reg
	}
	for _, cg := range q.Cages {
		for j, c := range cg.Cells {
			cg.Cells[j] = to[c]
		}
	}
	for j, s := range q.Signs {
		q.Signs[j] = puzzle.Sign{Greater: to[s.Greater], Lesser: to[s.Lesser]}
	}
	q.Normalize()
	return q, true
}

// TestSizesSymmetric: a puzzle turned or reflected rates as it is, the
// ladder running on one canonical form of every image.
func TestSizesSymmetric(t *testing.T) {
	ps := sizedPuzzles(t, maxRated)
	r := NewRater()
	images := 0
	for k, sp := range ps {
		if race.Enabled && k%raceSample != 0 {
			continue
		}
		want := r.RatePuzzle(&sp.p)
		for i := 1; i < 8; i++ {
			q, ok := squareImage(&sp.p, i)
			if !ok {
				continue
			}
			if err := q.Validate(); err != nil {
				t.Fatalf("line %d, image %d: %v", sp.line, i, err)
			}
			if got := r.RatePuzzle(&q); !samePath(got, want) {
				t.Errorf("line %d (%s), image %d: %v %v, as given %v %v", sp.line, sp.p.Kind().String(), i, got.Rating, got.Rating.Technique, want.Rating, want.Rating.Technique)
			}
			images++
		}
	}
	if images == 0 {
		t.Fatal("no image rated")
	}
}

// TestSizesWhereAbove: RateWhereAbove rates a puzzle of another size as
// RatePuzzle does and, where the path goes above the ceiling, names an
// empty cell of the puzzle's own grid.
func TestSizesWhereAbove(t *testing.T) {
	const ceiling = 15 // hidden singles
	ps := sizedPuzzles(t, maxRated)
	plain, capped := NewRater(), NewRater(WithCeiling(ceiling))
	aboveSeen := 0
	for k, sp := range ps {
		if race.Enabled && k%raceSample != 0 {
			continue
		}
		p := &sp.p
		full := plain.RatePuzzle(p)
		path, cell, above := capped.RateWhereAbove(p)
		if above != (full.Rating.Value > ceiling) {
			t.Errorf("line %d: above %v, rating %v", sp.line, above, full.Rating)
			continue
		}
		if !above {
			if !samePath(path, full) {
				t.Errorf("line %d: %v under the ceiling, %v without it", sp.line, path.Rating, full.Rating)
			}
			continue
		}
		aboveSeen++
		if cell < 0 || cell >= p.Cells() || p.Givens[cell] != 0 {
			t.Errorf("line %d: above at cell %d, not an empty cell of the %s", sp.line, cell, p.Kind().String())
		}
	}
	if aboveSeen == 0 {
		t.Error("no puzzle above the ceiling")
	}
}

// TestSizesSingles: the 4×4 puzzles with neither cages nor signs need no
// more than singles, and the ladder finds no more: every step places a
// digit by a single.
func TestSizesSingles(t *testing.T) {
	n := 0
	for _, sp := range sizedPuzzles(t, 4) {
		if sp.p.N() != 4 || len(sp.p.Cages) > 0 || len(sp.p.Signs) > 0 {
			continue
		}
		n++
		e := NewRater().ExplainPuzzle(&sp.p)
		for i, s := range e.Steps {
			if !isSingle(s.Technique) {
				t.Errorf("line %d step %d: %s", sp.line, i+1, s.String())
			}
		}
	}
	if n == 0 {
		t.Fatal("no 4×4 puzzle")
	}
}

// isSingle reports whether t places a digit by a single.
func isSingle(t rating.Technique) bool {
	return t == rating.FullHouse || t == rating.HiddenSingleBox || t == rating.HiddenSingleLine || t == rating.NakedSingle
}

// TestSizesTechniques rates small puzzles checked by hand, each needing
// the technique named: the rating, the techniques of the path, and the
// first step of the hardest technique as the hand check found it. The
// step is also checked on its own position: no single is left there (so
// the ladder needed the technique) and its pattern holds.
func TestSizesTechniques(t *testing.T) {
	for _, tt := range []struct {
		name, puzzle string
		rating       rating.Technique
		value        rating.Value
		techniques   []rating.Technique
		step         string // the first step of the technique rated, if checked by hand
	}{
		{
			// .2.. / .... / 1..2 / ...3: no unit has one empty cell, but
			// boxes have hidden singles (the 2 of box 3, r3-4 c1-2, can
			// go only to r4c1: r3c2 sees r3c4, r4c2 sees r1c2; the 1 of
			// box 1 only to r2c2), and after each placement a box single
			// or a full house is left, up to the solution.
			name:       "4x4 singles",
			puzzle:     `{"size":4,"givens":".2......1..2...3"}`,
			rating:     rating.HiddenSingleBox,
			value:      vHiddenBox,
			techniques: []rating.Technique{rating.FullHouse, rating.HiddenSingleBox},
		},
		{
			// 6..... / .35... / 41...6 / ....1. / .....2 / .6...3 (boxes
			// 2×3): after r4c3=6, the 1 of box 6 (r5-6, c4-6) sees the 1
			// of r4c5 in column 5 and has only r5c4 and r6c4, in column 4:
			// it leaves r1c4 and r2c4 (r3c4 and r4c4 see the 1s of rows 3
			// and 4).
			name:       "6x6 pointing",
			puzzle:     `{"size":6,"givens":"6......35...41...6....1......2.6...3"}`,
			rating:     rating.Pointing,
			value:      vPointing,
			techniques: []rating.Technique{rating.FullHouse, rating.HiddenSingleBox, rating.HiddenSingleLine, rating.Pointing},
			step:       "pointing 2.6: r5c4,r6c4 in box 6, column 4 => r1c4<>1, r2c4<>1",
		},
		{
			// .46.3. / ...... / .5...4 / ...3.. / ..5.6. / 2..1..: after
			// r6c2=6, the 2 of box 1 (r1-2, c1-3) lies in row 2 (r1c1
			// and r2c1 see the 2 of r6c1) and leaves the rest of row 2
			// (pointing); then the 2 of column 5 has only r3c5 and r4c5
			// (r2c5 lost it, r6c5 sees r6c1), both in box 4 (r3-4, c4-6),
			// so it leaves r3c4 and r4c6, and r3c4 keeps only its 6.
			name:       "6x6 claiming",
			puzzle:     `{"size":6,"givens":".46.3........5...4...3....5.6.2..1.."}`,
			rating:     rating.Claiming,
			value:      vClaiming,
			techniques: []rating.Technique{rating.FullHouse, rating.HiddenSingleBox, rating.NakedSingle, rating.Pointing, rating.Claiming},
			step:       "claiming 2.8: r3c5,r4c5 in column 5, box 4 => r3c4<>2, r4c6<>2",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := puzzle.Parse(tt.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			e := NewRater().ExplainPuzzle(&p)
			if e.Path.Rating.Technique != tt.rating || e.Path.Rating.Value != tt.value {
				t.Errorf("rated %v %v, want %v %v", e.Path.Rating.Value, e.Path.Rating.Technique, tt.value, tt.rating)
			}
			var techs []rating.Technique
			for _, s := range e.Steps {
				if !slices.Contains(techs, s.Technique) {
					techs = append(techs, s.Technique)
				}
			}
			slices.Sort(techs)
			want := slices.Sorted(slices.Values(tt.techniques))
			if !slices.Equal(techs, want) {
				t.Errorf("techniques %v, want %v", techs, want)
			}
			i := slices.IndexFunc(e.Steps, func(s rating.Step) bool { return s.Technique == tt.rating })
			if i < 0 {
				t.Fatalf("no %v step", tt.rating)
			}
			s := &e.Steps[i]
			if got := s.String(); tt.step != "" && got != tt.step {
				t.Errorf("first %v step %q, want %q", tt.rating, got, tt.step)
			}
			if !isSingle(tt.rating) {
				if c, d, ok := singleAt(&p, &s.Before); ok {
					t.Errorf("step %q taken where %s=%d is a single", s.String(), s.CellName(c), d)
				}
			}
			if (tt.rating == rating.Pointing || tt.rating == rating.Claiming) && !lockedHolds(&p, s) {
				t.Errorf("step %q: its digit is not locked in its first house's crossing with its second", s.String())
			}
		})
	}
}

// singleAt looks in a position of p for a single, the way a reader scans:
// an empty cell with one candidate, or a digit with one place in a house.
func singleAt(p *puzzle.Puzzle, pos *puzzle.Position) (cell, digit int, ok bool) {
	for c := range p.Cells() {
		if m := pos.Cand[c]; pos.Value[c] == 0 && m != 0 && m&(m-1) == 0 {
			return c, lowest(m) + 1, true
		}
	}
	for _, h := range p.Houses() {
		for d := range p.N() {
			places := 0
			at := -1
			for _, c := range h.Cells {
				if pos.Value[c] == 0 && pos.Cand[c]>>d&1 != 0 {
					places++
					at = int(c)
				}
			}
			if places == 1 {
				return at, d + 1, true
			}
		}
	}
	return 0, 0, false
}

// lockedHolds checks a pointing or claiming step on its position: the
// digit it eliminates has all its places of the first house in the
// second, two or more of them, and the step removes it from every other
// cell of the second house that holds it.
func lockedHolds(p *puzzle.Puzzle, s *rating.Step) bool {
	if len(s.Houses) != 2 || len(s.Eliminations) == 0 {
		return false
	}
	shape := rules.ShapeOf(p)
	first, second := s.Houses[0], s.Houses[1]
	d := s.Eliminations[0].Digit
	has := func(c int) bool { return s.Before.Value[c] == 0 && s.Before.Cand[c]>>(d-1)&1 != 0 }
	places := 0
	for _, c := range shape.Houses[first].Cells {
		if has(int(c)) {
			if !shape.InHouse(int(c), second) {
				return false
			}
			places++
		}
	}
	var want []rating.Candidate
	for _, c := range shape.Houses[second].Cells {
		if has(int(c)) && !shape.InHouse(int(c), first) {
			want = append(want, rating.Candidate{Cell: int(c), Digit: d})
		}
	}
	return places >= 2 && slices.Equal(s.Eliminations, want)
}

// TestSizesDigits checks the rungs of cages and signs on a 6×6 grid
// against digits 7-9, which it does not have: a two-cell cage of 10 can
// only be {4,6} (not {1,9}, {2,8} or {3,7}), and a cell less than two
// cells of a row is at most 4, N-2 (at most 5 by the signs alone).
func TestSizesDigits(t *testing.T) {
	r := NewRater()
	cage := puzzle.Puzzle{Size: 6, Cages: []puzzle.Cage{{Sum: 10, Cells: []uint16{0, 1}}}}
	func() {
		defer r.useRules(rulesOf(&cage))()
		if !r.b.load(cage.Givens.Nine(), r.ru) || !r.cageSumSets(1, 3, vCageSmall) {
			t.Fatal("the cage of 10 narrows nothing")
		}
		for c := range 2 {
			if got := r.b.cand[c] &^ r.h.elim[c]; got != 1<<3|1<<5 {
				t.Errorf("the cage of 10 leaves r1c%d %09b, want {4,6}", c+1, got)
			}
		}
	}()
	// r1c1 > r1c2 < r1c3.
	signs := puzzle.Puzzle{Size: 6, Signs: []puzzle.Sign{{Greater: 0, Lesser: 1}, {Greater: 2, Lesser: 1}}}
	defer r.useRules(rulesOf(&signs))()
	if !r.b.load(signs.Givens.Nine(), r.ru) {
		t.Fatal("no grid")
	}
	for r.signBounds() {
		r.apply()
	}
	if !r.signCount() || r.h.elim[1] != 1<<4 {
		t.Errorf("the count removes %09b from r1c2, want 5", r.h.elim[1])
	}
}

// TestSizesWideCages rates the puzzles of the vectors larger than 9×9
// with cages added on pairs of empty neighbours whose digits the cage's
// sum decides alone: 3 is {1,2}, 2N-1 is {N-1,N} (31 on 16×16 is
// {15,16}, digits the sum sets of 9×9 lack). Each path replays to the
// solution, and each combination of such a cage keeps its set.
func TestSizesWideCages(t *testing.T) {
	r := NewRater()
	steps := 0
	for k, sp := range sizedPuzzles(t, maxRated) {
		n := sp.p.N()
		if n <= 9 || race.Enabled && k%2 != 0 {
			continue
		}
		p := sp.p.Clone()
		used := map[int]bool{}
		for c := range p.Cells() {
			d := c + 1 // the right neighbour
			if c%n == n-1 || p.Givens[c] != 0 || p.Givens[d] != 0 || used[c] || used[d] {
				continue
			}
			if sum := int(sp.sol[c] + sp.sol[d]); sum == 3 || sum == 2*n-1 {
				p.Cages = append(p.Cages, puzzle.Cage{Sum: sum, Cells: []uint16{uint16(c), uint16(d)}})
				used[c], used[d] = true, true
			}
		}
		if len(p.Cages) == 0 {
			continue
		}
		p.Normalize()
		if err := p.Validate(); err != nil {
			t.Fatalf("line %d with cages: %v", sp.line, err)
		}
		where := fmt.Sprintf("line %d (%s, %d cages)", sp.line, p.Kind().String(), len(p.Cages))
		e := r.ExplainPuzzle(&p)
		replayPath(t, where, &p, &sp.sol, &e)
		for _, s := range e.Steps {
			if s.Technique != rating.CageCombination || strings.Contains(s.Note, "=") {
				continue // a cage with a digit placed
			}
			steps++
			lo := 1
			if s.Cages[0].Sum != 3 {
				lo = n - 1
			}
			want := fmt.Sprintf("{%c,%c}", grid.DigitChar(uint8(lo)), grid.DigitChar(uint8(lo+1)))
			if len(s.Cages) != 1 || s.Note != want {
				t.Errorf("%s: %q, want the set %s", where, s.String(), want)
			}
		}
	}
	if steps == 0 && !race.Enabled {
		t.Error("no cage combination")
	}
	t.Logf("%d cage combinations", steps)
}
