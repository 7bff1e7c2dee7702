package score

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/cputime"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

// The benchmark of the rating of grids of other sizes (BenchmarkSizes,
// named so that -bench Rate, the classic grid's, leaves it out) rates
// minimal puzzles (no given can go without a second solution), as a
// generator makes them: testdata/sizes_minimal.jsonl, 20 puzzles of each
// of 6×6, 8×8, 12×12 and 16×16 with their default boxes, which
// TestSizesMinimalFile checks and go test -run TestSizesMinimalFile
// -sizes.update writes again. The seed solver has no hidden singles and
// takes minutes on a sparse 16×16 grid, so the puzzles are made and
// checked with exactCount below.

var (
	updateSizes = flag.Bool("sizes.update", false, "write testdata/sizes_minimal.jsonl again")
	// A rating past the default bound is an estimate whose time is the
	// bound's: -sizes.timeout 0 times the ratings to their end.
	sizesTimeout = flag.Duration("sizes.timeout", DefaultRateTimeout, "BenchmarkSizes' bound on the rating of a puzzle (0: none)")
)

const sizesMinimalFile = "testdata/sizes_minimal.jsonl"

// exactCount counts the solutions of the grid with boxes of p, up to
// limit: a depth-first search that places naked and hidden singles before
// it branches on a cell of fewest candidates. Cages and signs are not
// read.
func exactCount(p *puzzle.Puzzle, limit int) int {
	n := p.N()
	houses := p.Houses()
	var of [grid.MaxCells][]int // each cell's houses
	for h, hs := range houses {
		for _, c := range hs.Cells {
			of[c] = append(of[c], h)
		}
	}
	var s countState
	s.n, s.houses, s.of = n, houses, &of
	for c := range n * n {
		s.cand[c] = uint16(1<<n - 1)
	}
	for c := range n * n {
		d := p.Givens[c]
		switch {
		case d == 0:
		case s.val[c] != 0: // placed by the singles of the givens before
			if s.val[c] != d {
				return 0
			}
		case !s.place(c, int(d)-1):
			return 0
		}
	}
	return s.search(limit)
}

// countState is exactCount's grid: each cell's candidates, 0 once placed.
type countState struct {
	n      int
	cand   [grid.MaxCells]uint16
	val    [grid.MaxCells]uint8
	houses []puzzle.House
	of     *[grid.MaxCells][]int
}

// place puts digit d in cell c and propagates the naked singles it
// leaves; false at a contradiction.
func (s *countState) place(c, d int) bool {
	if s.cand[c]>>d&1 == 0 {
		return false
	}
	s.val[c], s.cand[c] = uint8(d+1), 0
	for _, h := range s.of[c] {
		for _, p := range s.houses[h].Cells {
			if s.cand[p]>>d&1 != 0 {
				s.cand[p] &^= 1 << d
				switch m := s.cand[p]; {
				case m == 0:
					return false
				case m&(m-1) == 0:
					if !s.place(int(p), bits.TrailingZeros16(m)) {
						return false
					}
				}
			}
		}
	}
	return true
}

// hidden places the hidden singles of every house until none is left;
// false at a contradiction.
func (s *countState) hidden() bool {
	for again := true; again; {
		again = false
		for _, h := range s.houses {
			var once, twice, placed uint16
			for _, c := range h.Cells {
				if v := s.val[c]; v != 0 {
					placed |= 1 << (v - 1)
				}
				twice |= once & s.cand[c]
				once |= s.cand[c]
			}
			if once|placed != uint16(1<<s.n-1) {
				return false // a digit with no place left
			}
			for single := once &^ twice; single != 0; single &= single - 1 {
				d := bits.TrailingZeros16(single)
				for _, c := range h.Cells {
					if s.cand[c]>>d&1 != 0 {
						if !s.place(int(c), d) {
							return false
						}
						again = true
						break
					}
				}
			}
		}
	}
	return true
}

// search counts the solutions from s, up to limit.
func (s *countState) search(limit int) int {
	if !s.hidden() {
		return 0
	}
	best, fewest := -1, 17
	for c := range s.n * s.n {
		if k := bits.OnesCount16(s.cand[c]); s.val[c] == 0 && k < fewest {
			best, fewest = c, k
		}
	}
	if best < 0 {
		return 1
	}
	count := 0
	for m := s.cand[best]; m != 0 && count < limit; m &= m - 1 {
		t := *s
		if t.place(best, bits.TrailingZeros16(m)) {
			count += t.search(limit - count)
		}
	}
	return count
}

// minimalOf removes givens of the solution grid sol of size n (default
// boxes) in random order while one solution is left.
func minimalOf(n int, sol *grid.Grid, r *rand.Rand) puzzle.Puzzle {
	p := puzzle.Puzzle{Size: n, Givens: *sol}
	for _, c := range r.Perm(n * n) {
		d := p.Givens[c]
		p.Givens[c] = 0
		if exactCount(&p, 2) != 1 {
			p.Givens[c] = d
		}
	}
	p.Normalize()
	return p
}

// shuffled returns a solution grid of size n with default boxes: sol with
// its digits relabelled and its bands, stacks, rows within bands and
// columns within stacks moved at random, which keep every house a house.
func shuffled(n int, sol *grid.Grid, r *rand.Rand) grid.Grid {
	box, _ := grid.DefaultBox(n)
	perm := func(groups, size int) []int { // a line order keeping its groups
		var out []int
		for _, g := range r.Perm(groups) {
			for _, i := range r.Perm(size) {
				out = append(out, g*size+i)
			}
		}
		return out
	}
	rows, cols := perm(n/box.Rows, box.Rows), perm(n/box.Cols, box.Cols)
	digits := r.Perm(n)
	var g grid.Grid
	for i := range n {
		for j := range n {
			g[i*n+j] = uint8(digits[sol[rows[i]*n+cols[j]]-1] + 1)
		}
	}
	return g
}

// readSizesMinimal reads the minimal puzzles of the benchmark.
func readSizesMinimal(t testing.TB) []puzzle.Puzzle {
	t.Helper()
	f, err := os.Open(sizesMinimalFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []puzzle.Puzzle
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		p, err := puzzle.Parse(sc.Text())
		if err != nil {
			t.Fatalf("%s:%d: %v", sizesMinimalFile, line, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSizesMinimalFile checks the benchmark's puzzles: each has one
// solution, and none without one of its givens has (here on the grids up
// to 8×8; on the larger ones, whose checks take minutes, when
// -sizes.update makes them again).
func TestSizesMinimalFile(t *testing.T) {
	if *updateSizes {
		writeSizesMinimal(t)
	}
	ps := readSizesMinimal(t)
	if len(ps) != 80 {
		t.Fatalf("%d puzzles, want 80", len(ps))
	}
	for i, p := range ps {
		if (race.Enabled || testing.Short()) && (i%10 != 0 || p.N() > 8) {
			continue // a sample: the plain run checks them all
		}
		if got := exactCount(&p, 2); got != 1 {
			t.Fatalf("puzzle %d (%s): %d solutions", i+1, p.Kind().String(), got)
		}
		if p.N() <= 8 || *updateSizes {
			if c, ok := notMinimal(&p); ok {
				t.Fatalf("puzzle %d (%s) is not minimal: r%dc%d can go", i+1, p.Kind().String(), c/p.N()+1, c%p.N()+1)
			}
		}
	}
}

// notMinimal returns a given of p without which p has one solution still.
func notMinimal(p *puzzle.Puzzle) (int, bool) {
	for c := range p.Cells() {
		d := p.Givens[c]
		if d == 0 {
			continue
		}
		p.Givens[c] = 0
		unique := exactCount(p, 2) == 1
		p.Givens[c] = d
		if unique {
			return c, true
		}
	}
	return 0, false
}

// writeSizesMinimal makes the benchmark's puzzles from the solutions of
// the vectors of each size with default boxes.
func writeSizesMinimal(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 11))
	var out []byte
	for _, n := range []int{6, 8, 12, 16} {
		var sols []grid.Grid
		for _, sp := range sizedPuzzles(t, grid.MaxSize) {
			if sp.p.N() == n && sp.p.Box == (grid.Box{}) && sp.p.Kind() == puzzle.Classic {
				sols = append(sols, sp.sol)
			}
		}
		if len(sols) == 0 {
			t.Fatalf("no solution of size %d", n)
		}
		for i := range 20 {
			sol := shuffled(n, &sols[i%len(sols)], r)
			p := minimalOf(n, &sol, r)
			if !p.Solves(&sol) {
				t.Fatalf("a %d×%d grid that is no solution", n, n)
			}
			out = append(p.AppendJSON(out), '\n')
		}
	}
	if err := os.WriteFile(sizesMinimalFile, out, 0o644); err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", sizesMinimalFile)
}

// The benchmark's 25×25 puzzles, testdata/sizes_25.jsonl, are 20 of
// what the generator makes at that size by default: half-turn symmetric
// givens, 338 to 375 of them (generate's clue range for 25×25), not
// minimal. They were made with
//
//	sudoku generate --size 25 -n 20 --seed 1 --workers 1 --rate=false --stable 0 --db s25.db
//
// and taken from the catalog in the order stored (sudoku query --size 25
// --order id --format json, the puzzle of each row), one JSON line each.
// TestSizes25File keeps them what they were made as.
const sizes25File = "testdata/sizes_25.jsonl"

// readSizes25 reads the 25×25 puzzles of the benchmark.
func readSizes25(t testing.TB) []puzzle.Puzzle {
	t.Helper()
	data, err := os.ReadFile(sizes25File)
	if err != nil {
		t.Fatal(err)
	}
	var out []puzzle.Puzzle
	for i, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		p, err := puzzle.Parse(string(line))
		if err != nil {
			t.Fatalf("%s:%d: %v", sizes25File, i+1, err)
		}
		out = append(out, p)
	}
	return out
}

// TestSizes25File checks the benchmark's 25×25 puzzles: 20 grids of
// 25×25 with the default boxes of 5×5, each with 338 to 375 givens
// placed with half-turn symmetry and one solution, and each rated by the
// ladder to the end, not estimated.
func TestSizes25File(t *testing.T) {
	ps := readSizes25(t)
	if len(ps) != 20 {
		t.Fatalf("%d puzzles, want 20", len(ps))
	}
	var s solve.Solver
	r := NewRater()
	for i, p := range ps {
		if k := p.Kind().String(); k != "25x25" || p.BoxShape() != (grid.Box{Rows: 5, Cols: 5}) {
			t.Fatalf("puzzle %d: a %s puzzle with boxes %v, want the plain 25x25 kind with boxes of 5×5", i+1, k, p.BoxShape())
		}
		clues := 0
		for c := range p.Cells() {
			if (p.Givens[c] != 0) != (p.Givens[p.Cells()-1-c] != 0) {
				t.Fatalf("puzzle %d: r%dc%d and its half-turn image differ", i+1, c/25+1, c%25+1)
			}
			if p.Givens[c] != 0 {
				clues++
			}
		}
		if clues < 338 || clues > 375 {
			t.Fatalf("puzzle %d: %d givens, want 338..375", i+1, clues)
		}
		if got := s.Check(&p, solve.Query{Limit: 2}); got != 1 {
			t.Fatalf("puzzle %d: %d solutions", i+1, got)
		}
		if race.Enabled && i%5 != 0 {
			continue // a sample: the plain run rates them all
		}
		if path := r.RatePuzzle(&p); path.Rating.Value == 0 || path.Rating.Estimated {
			t.Fatalf("puzzle %d: rating %v, estimated %v", i+1, path.Rating.Value, path.Rating.Estimated)
		}
	}
}

// BenchmarkSizes rates the puzzles of each size other than 9: those
// of the shapes vectors (every kind of that size), the minimal ones of
// testdata/sizes_minimal.jsonl, and the generator's 25×25 puzzles of
// testdata/sizes_25.jsonl (clues-25x25). One op rates a set, as
// BenchmarkRate's; ms/puzzle is the CPU time of a puzzle on average,
// p50-ms and p95-ms its median and 95th percentile in one pass over the
// set, puzzle by puzzle. Run with -cpu 1 for one core; each rating stops
// at DefaultRateTimeout unless -sizes.timeout says otherwise.
func BenchmarkSizes(b *testing.B) {
	minimal := readSizesMinimal(b)
	vectors := sizedPuzzles(b, grid.MaxSize)
	type set struct {
		name string
		ps   []puzzle.Puzzle
	}
	var sets []set
	for _, kind := range []string{"vectors", "minimal"} {
		for _, n := range []int{6, 8, 12, 16} {
			var ps []puzzle.Puzzle
			if kind == "minimal" {
				for _, p := range minimal {
					if p.N() == n {
						ps = append(ps, p)
					}
				}
			} else {
				for _, sp := range vectors {
					if sp.p.N() == n {
						ps = append(ps, sp.p)
					}
				}
			}
			sets = append(sets, set{fmt.Sprintf("%s-%dx%d", kind, n, n), ps})
		}
	}
	sets = append(sets, set{"clues-25x25", readSizes25(b)})
	for _, set := range sets {
		ps := set.ps
		b.Run(set.name, func(b *testing.B) {
			r := NewRater(WithRateTimeout(*sizesTimeout))
			times := make([]time.Duration, len(ps))
			for i := range ps { // warm the scratch storage, and time each
				cpu := cputime.Process()
				r.RatePuzzle(&ps[i])
				times[i] = cputime.Process() - cpu
			}
			slices.Sort(times)
			b.ReportAllocs()
			cpu := cputime.Process()
			for b.Loop() {
				for i := range ps {
					r.RatePuzzle(&ps[i])
				}
			}
			reportCPU(b, cpu)
			b.ReportMetric(float64(cputime.Process()-cpu)/1e6/float64(b.N*len(ps)), "ms/puzzle")
			b.ReportMetric(float64(times[(len(times)-1)/2])/1e6, "p50-ms")
			b.ReportMetric(float64(times[(len(times)*95+99)/100-1])/1e6, "p95-ms")
		})
	}
}
