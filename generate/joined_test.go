package generate_test

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/literal"
	"github.com/puzzlebook/sudoku/internal/race"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/cputime"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// TestJoined makes a few rated puzzles of every named layout, and
// samurai X, with the defaults, and checks each independently: unique by
// solve's exact checker and its seed count, the
// solution on every house of every grid, the givens the solution's and
// half-turn symmetric on the board, the clue count in the layout's
// range, rated without trial as a new score.Rater rates it, its JSON
// line read back as itself; the same seed makes the same puzzles again,
// and worker 0's on one worker.
func TestJoined(t *testing.T) {
	for _, name := range joinedKinds {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			kind, opts := joinedDefaults(t, name)
			if opts.Symmetry != generate.Rot180 || opts.Clues != generate.DefaultJoinedClues(kind) || opts.Clues.IsAll() || !opts.Rate {
				t.Fatalf("defaults: symmetry %v, clues %v, rate %v", opts.Symmetry, opts.Clues, opts.Rate)
			}
			opts.Seed, opts.Workers, opts.Count = 11, 2, 4
			if race.Enabled && name == "windmill" {
				// The windmill's rating is the slow part (docs/performance.md):
				// two puzzles under the race detector, four in a plain go test.
				opts.Count = 2
			}
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			var slv solve.Solver
			for _, p := range ps {
				checkJoined(t, &slv, opts, p)
			}
			again, _ := collect(t, opts)
			if variantSet(again) != variantSet(ps) {
				t.Error("the same seed made other puzzles")
			}
			var first []generate.Result
			for _, p := range ps {
				if p.Worker == 0 {
					first = append(first, p)
				}
			}
			if len(first) == 0 {
				return // worker 1 made them all: nothing to compare
			}
			// As many as worker 0 made, which depends on the two workers'
			// timing; which puzzles they are does not.
			opts.Workers, opts.Count = 1, len(first)
			one, _ := collect(t, opts)
			if variantSet(one) != variantSet(first) {
				t.Error("worker 0's puzzles depend on the number of workers")
			}
		})
	}
}

// joinedKinds are the kinds TestJoined and TestJoinedSeedScores make:
// every named layout, and samurai X.
var joinedKinds = []string{"samurai", "samurai-x", "twodoku", "sohei", "windmill", "butterfly", "flower"}

// joinedDefaults returns the kind named name and generate's defaults for it.
func joinedDefaults(t *testing.T, name string) (puzzle.Kind, generate.Options) {
	t.Helper()
	kind, err := puzzle.ParseKind(name)
	if err != nil {
		t.Fatal(err)
	}
	return kind, generate.Defaults(generate.Request{Kind: kind})
}

// checkJoined checks one puzzle of a joined layout.
func checkJoined(t *testing.T, slv *solve.Solver, opts generate.Options, r generate.Result) {
	t.Helper()
	p := &r.Puzzle
	l := p.Layout
	if l == nil || p.Kind() != opts.Kind {
		t.Fatalf("%s: kind %v, want %v", p, p.Kind(), opts.Kind)
	}
	if err := p.Validate(); err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	// Its JSON line reads back as the same puzzle, as solve and score
	// read it.
	if q, err := puzzle.Parse(p.String()); err != nil || q.String() != p.String() || q.Layout != l || q.Givens != p.Givens {
		t.Fatalf("%s reads back as %s: %v", p, q.String(), err)
	}
	cells := l.Cells()
	checkBoardHouses(t, p, &r.Solution)
	clues := 0
	for c := range cells {
		if p.Givens[c] != 0 {
			clues++
			if p.Givens[c] != r.Solution[c] {
				t.Fatalf("%s: given at %s is not the solution's", p, l.CellName(c))
			}
		}
	}
	checkHalfTurnGivens(t, &r)
	if clues != r.Clues || !opts.Clues.Contains(clues) {
		t.Errorf("%s: %d clues (reported %d), want %v", p, clues, r.Clues, opts.Clues)
	}
	if n := slv.Check(p, solve.Query{Limit: 2}); n != 1 || slv.Undecided() || slv.Found(0) != r.Solution {
		t.Fatalf("%s: the checker finds %d solutions", p, n)
	}
	// The seed count's tree is small at these clue counts (a few
	// milliseconds on a samurai): it must agree.
	if res := slv.Count(p); res.Solutions != 1 || res.Solution != r.Solution {
		t.Fatalf("%s: the seed count finds %d solutions", p, res.Solutions)
	}
	if !r.Rating.Rated() || r.Rating.Grade() > rating.Nightmare || r.NeedsTrial() {
		t.Errorf("%s: rating %v", p, r.Rating)
	} else if got := score.NewRater().RatePuzzle(p); got != r.Path {
		t.Errorf("%s: rated %v %v again, %v %v when made", p, got.Rating, got.Steps, r.Rating, r.Steps)
	}
}

// checkJoinedVariant checks r, a killer or greater-than sudoku of kind
// on a joined board: of the kind, valid (a cage inside one grid), its
// JSON line read back as itself, the solution keeping every house of
// every grid and every cage and sign, unique by solve's exact checker
// without a budget, rated without trial as a new score.Rater rates it.
func checkJoinedVariant(t *testing.T, slv *solve.Solver, kind puzzle.Kind, r *generate.Result) {
	t.Helper()
	p := &r.Puzzle
	if p.Layout == nil || p.Kind() != kind {
		t.Fatalf("%s: kind %v, want %v", p, p.Kind(), kind)
	}
	if err := p.Validate(); err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	if q, err := puzzle.Parse(p.String()); err != nil || q.String() != p.String() {
		t.Fatalf("%s reads back as %s: %v", p, q.String(), err)
	}
	checkBoardHouses(t, p, &r.Solution)
	if !p.Solves(&r.Solution) {
		t.Fatalf("%s: the solution breaks a cage or a sign", p)
	}
	if n := slv.Check(p, solve.Query{Limit: 2}); n != 1 || slv.Undecided() || slv.Found(0) != r.Solution {
		t.Fatalf("%s: the checker finds %d solutions", p, n)
	}
	if !r.Rating.Rated() || r.NeedsTrial() {
		t.Errorf("%s: rating %v", p, r.Rating)
	} else if got := score.NewRater().RatePuzzle(p); got != r.Path {
		t.Errorf("%s: rated %v again, %v when made", p, got.Rating, r.Rating)
	}
}

// checkHalfTurnGivens checks that the half-turn of r's board maps given
// onto given.
func checkHalfTurnGivens(t *testing.T, r *generate.Result) {
	t.Helper()
	p := &r.Puzzle
	l := p.Layout
	for c := range l.Cells() {
		row, col := l.Position(c)
		img := l.CellAt(l.H-1-row, l.W-1-col)
		if img < 0 || (p.Givens[c] == 0) != (p.Givens[img] == 0) {
			t.Fatalf("%s: givens not half-turn symmetric at %s", p, l.CellName(c))
		}
	}
}

// checkBoardHouses checks that every house of every grid of p's board
// holds each digit once in sol.
func checkBoardHouses(t *testing.T, p *puzzle.Puzzle, sol *grid.Grid) {
	t.Helper()
	l := p.Layout
	// Every house of every grid holds each digit once.
	for g := range l.Grids {
		houses := make([][]int, 0, 29)
		for i := range 9 {
			var row, col, box []int
			for j := range 9 {
				row = append(row, l.GridCell(g, 9*i+j))
				col = append(col, l.GridCell(g, 9*j+i))
				box = append(box, l.GridCell(g, 9*(3*(i/3)+j/3)+3*(i%3)+j%3))
			}
			houses = append(houses, row, col, box)
		}
		if p.Diagonals {
			var d, a []int
			for i := range 9 {
				d = append(d, l.GridCell(g, 10*i))
				a = append(a, l.GridCell(g, 9*i+8-i))
			}
			houses = append(houses, d, a)
		}
		for _, h := range houses {
			var seen [10]bool
			for _, c := range h {
				v := sol[c]
				if v < 1 || v > 9 || seen[v] {
					t.Fatalf("%s: grid %d: solution breaks a house at %s", p, g+1, l.CellName(c))
				}
				seen[v] = true
			}
		}
	}
}

// TestJoinedOptionErrors: what is not made on joined grids is refused,
// each with its error; a symmetry is refused where the layout's board
// does not keep it: no mirror or diagonal for the windmill, which turns,
// no mirror or quarter-turn for the twodoku; the others keep all.
func TestJoinedOptionErrors(t *testing.T) {
	kind := func(name string) puzzle.Kind {
		k, err := puzzle.ParseKind(name)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	samurai := kind("samurai")
	for name, tc := range map[string]struct {
		opts generate.Options
		want string
	}{
		"KillerGreater":   {generate.Options{Kind: kind("samurai-killer-greater")}, "cages with signs on joined grids are not generated"},
		"GreaterSymmetry": {generate.Options{Kind: kind("twodoku-greater"), Symmetry: generate.Rot180}, "symmetry rot180: a greater-than sudoku has every box sign"},
		"KillerMirror": {generate.Options{Kind: kind("butterfly-killer"), Symmetry: generate.Mirror},
			"symmetry mirror: cages on the 12x12 butterfly board keep none, rot180 or diagonal"},
		"KillerCages": {generate.Options{Kind: kind("samurai-killer"), Cages: ranges.Between(10, 20)},
			"cages 10..20: cages of 2..4 cells cannot cover the samurai"},
		"KillerCageSize": {generate.Options{Kind: kind("samurai-killer"), CageSize: ranges.Between(10, 12)}, "cage sizes 10..12: cages have 1 to 9 cells"},
		"KillerGivens":   {generate.Options{Kind: kind("samurai-killer"), Givens: -1}, "-1 givens"},
		"GreaterGivens":  {generate.Options{Kind: kind("twodoku-greater"), Givens: -2}, "-2 givens"},
		"Mirror":         {generate.Options{Kind: kind("windmill"), Symmetry: generate.Mirror}, "symmetry mirror: the windmill board does not keep it"},
		"Search":         {generate.Options{Kind: samurai, Mode: generate.Search}, "the score search is for 9x9 classic puzzles"},
		"Minimal":        {generate.Options{Kind: samurai, Minimal: true}, "minimal: puzzles on joined grids keep the layout's clue range (112..144)"},
		"Stable":         {generate.Options{Kind: kind("samurai-killer"), StableK: 4}, "stable score over 4 copies: not on killers"},
		"Box":            {generate.Options{Kind: samurai, Box: grid.Box{Rows: 3, Cols: 3}}, "box 3x3"},
		"Scale":          {generate.Options{Kind: samurai, Scale: rating.Sukaku}, "scale"},
		"Givens":         {generate.Options{Kind: samurai, Givens: 3}, "3 givens"},
		"Cages":          {generate.Options{Kind: samurai, Cages: ranges.Between(20, 30)}, "cages are for killer"},
		"CluesMax":       {generate.Options{Kind: samurai, Clues: ranges.AtLeast(370)}, "clues 370..: a samurai has 369 cells"},
	} {
		err := tc.opts.Validate()
		if err == nil || !errors.Is(err, generate.ErrOptions) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", name, err, tc.want)
		}
	}
	for _, name := range grid.LayoutNames() {
		for _, x := range []string{"", "-x", "-killer", "-greater"} {
			k := kind(name + x)
			for s := generate.None; s <= generate.Diagonal; s++ {
				o := generate.Defaults(generate.Request{Kind: k})
				o.Symmetry = s
				err := o.Validate()
				want := true
				switch {
				case x == "-greater":
					want = s == generate.None // every box sign keeps every symmetry
				case name == "windmill":
					want = s != generate.Mirror && s != generate.Diagonal
				case name == "twodoku":
					want = s != generate.Mirror && s != generate.Rot90
				case name == "butterfly":
					// Cages on a board of even sides: see KillerMirror.
					want = x != "-killer" || s != generate.Mirror && s != generate.Rot90
				}
				if (err == nil) != want {
					t.Errorf("%v under %v: %v", k, s, err)
				}
			}
		}
	}
}

// BenchmarkJoined makes rated samurai puzzles as generate.Defaults makes
// them (half-turn symmetric givens, 112 to 144 clues, rated on the
// variant ladder) on two workers; one op is one puzzle. The other
// layouts run on two workers too. cpu-ms/puzzle is the process's CPU
// time a puzzle.
func BenchmarkJoined(b *testing.B) {
	for _, name := range []string{"samurai", "samurai-x", "twodoku", "sohei", "windmill", "butterfly", "flower",
		"samurai-killer", "twodoku-killer", "sohei-killer", "windmill-killer", "butterfly-killer", "flower-killer", "samurai-x-killer",
		"samurai-greater", "twodoku-greater", "flower-greater"} {
		b.Run(name, func(b *testing.B) {
			kind, err := puzzle.ParseKind(name)
			if err != nil {
				b.Fatal(err)
			}
			opts := generate.Defaults(generate.Request{Kind: kind})
			opts.Seed, opts.Workers, opts.Count = 1, 2, b.N
			b.ReportAllocs()
			cpu0 := cputime.Process()
			b.ResetTimer()
			if _, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil }); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/puzzle")
		})
	}
}

// TestJoinedGrades: under a grade's band the givens of a samurai are
// taken away toward it (steersReduction), rated as they go; each puzzle
// is of the grade and in the layout's clue range, and still a samurai
// of the defaults.
func TestJoinedGrades(t *testing.T) {
	kind, err := puzzle.ParseKind("samurai")
	if err != nil {
		t.Fatal(err)
	}
	var slv solve.Solver
	for _, g := range []rating.Grade{rating.Easy, rating.Medium, rating.Hard} {
		t.Run(g.String(), func(t *testing.T) {
			opts := generate.Defaults(generate.Request{Kind: kind, Rating: g.Range()})
			opts.Seed, opts.Workers, opts.Count = 5, 2, 2
			ps, _ := collect(t, opts)
			for _, p := range ps {
				checkJoined(t, &slv, opts, p)
				if p.Rating.Grade() != g {
					t.Errorf("%s: rated %v, want %v", &p.Puzzle, p.Rating, g)
				}
			}
		})
	}
}

// TestJoinedSymmetry: a samurai's givens keep the symmetry asked for, on
// the board's positions.
func TestJoinedSymmetry(t *testing.T) {
	kind, err := puzzle.ParseKind("samurai")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []generate.Symmetry{generate.None, generate.Rot90, generate.Mirror, generate.Diagonal} {
		opts := generate.Defaults(generate.Request{Kind: kind})
		opts.Rate, opts.Symmetry, opts.Seed, opts.Workers, opts.Count = false, s, 3, 1, 2
		ps, _ := collect(t, opts)
		for _, r := range ps {
			p := &r.Puzzle
			l := p.Layout
			if !opts.Clues.Contains(r.Clues) {
				t.Errorf("%v: %d clues", s, r.Clues)
			}
			for c := range l.Cells() {
				row, col := l.Position(c)
				img := s.ImageAt(row*l.W+col, l.W)
				if m := l.CellAt(img/l.W, img%l.W); m < 0 || (p.Givens[c] == 0) != (p.Givens[m] == 0) {
					t.Fatalf("%v: %s: givens not symmetric at %s", s, p, l.CellName(c))
				}
			}
		}
	}
}

// TestJoinedStops: a samurai run without a count stops at its duration
// and when its context is cancelled, with the puzzles finished.
func TestJoinedStops(t *testing.T) {
	kind, err := puzzle.ParseKind("samurai")
	if err != nil {
		t.Fatal(err)
	}
	opts := generate.Defaults(generate.Request{Kind: kind})
	opts.Seed, opts.Workers, opts.Duration = 1, 2, 200*time.Millisecond
	start := time.Now()
	if _, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil }); err != nil || time.Since(start) > 5*time.Second {
		t.Errorf("a 200 ms run: %v after %v", err, time.Since(start))
	}
	opts.Duration = 0
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	st, err := generate.Run(ctx, opts, func(generate.Result) error {
		if n++; n == 3 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) || st.Generated < 3 {
		t.Errorf("cancelled after 3: %v, %d generated", err, st.Generated)
	}
}

// TestJoinedSeedScores makes puzzles of every named layout, and samurai
// X, under a seed-score target that keeps them all (as `generate
// --score 0-` does), and holds each one's seed score and nodes to the
// literal transcription of docs/gattai.md's search (internal/literal),
// which has no code in common with package solve's: unique, the same
// score, the same nodes, the same solution. Thirty of each in a plain go
// test, four under -short and two under the race detector. The literal
// search takes about 0.1 ms a node (a windmill of 449,000 nodes: 48 s),
// so the puzzles whose trees pass a budget (40,000 nodes; 12,000 under
// -short, 2,000 under the race detector, which runs it some ten times
// slower) are left to solve's own tests; at least half of each layout's
// are held to it, one under -short.
func TestJoinedSeedScores(t *testing.T) {
	count, budget, least := 30, 40000, 15
	switch {
	case race.Enabled:
		count, budget, least = 2, 2000, 0
	case testing.Short():
		count, budget, least = 4, 12000, 1
	}
	for _, name := range append(slices.Clip(joinedKinds), "samurai-killer") {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, opts := joinedDefaults(t, name)
			count, least := count, least
			if opts.Kind.HasCages() && race.Enabled {
				t.Skip("a killer's seed searches take half a minute under the race detector; the plain go test makes six")
			}
			if opts.Kind.HasCages() {
				// A killer takes givens under a score target until its
				// seed search ends within some hundreds of thousands
				// of nodes (the generator's seedScore), and the literal
				// transcription's cage rule runs about 3,000 nodes a
				// second: six held to it whole took ten minutes. Six
				// (one under -short) are made and searched again by a
				// fresh solver; those within the budget are held to
				// the literal search.
				count, least = max(1, count/5), 0
			}
			// Unrated: the rating is TestJoined's; this is the seed score's.
			opts.Seed, opts.Workers, opts.Count, opts.Score, opts.Rate = 12, 2, count, ranges.AtLeast(0), false
			ps, _ := collect(t, opts)
			if len(ps) != count {
				t.Fatalf("%d puzzles, want %d", len(ps), count)
			}
			lit := literal.NewGattai()
			held := 0
			for _, p := range ps {
				if !p.HasScore {
					t.Fatalf("%s: no seed score under a score target", &p.Puzzle)
				}
				if opts.Kind.HasCages() {
					checkHalfTurnGivens(t, &p)
					var slv solve.Solver
					if r := slv.Count(&p.Puzzle); r.Solutions != 1 || r.Score != p.Score || r.Nodes != p.Nodes || r.Solution != p.Solution {
						t.Errorf("%s: score %d, %d nodes; searched again: %d solutions, score %d, %d nodes", &p.Puzzle, p.Score, p.Nodes, r.Solutions, r.Score, r.Nodes)
					}
				}
				if p.Nodes > budget {
					continue
				}
				held++
				n, sc, nodes := lit.Count(literal.BoardOf(&p.Puzzle))
				if n != 1 || sc != p.Score || nodes != p.Nodes || !slices.Equal(lit.Solution(), p.Solution[:p.Puzzle.Cells()]) {
					t.Errorf("%s: score %d, %d nodes; the literal search: %d solutions, score %d, %d nodes", &p.Puzzle, p.Score, p.Nodes, n, sc, nodes)
				}
			}
			if held < least {
				t.Errorf("%d of %d puzzles within %d nodes held to the literal search", held, count, budget)
			}
			t.Logf("%d of %d held to the literal search", held, count)
		})
	}
}

// TestJoinedKillers makes rated killers on joined boards with the
// defaults (a samurai, and a butterfly, whose board has even sides) and
// checks each independently: its JSON line reads back, every cage lies
// inside one grid (Validate), the solution keeps every house of every
// grid and every cage, the cages cover the board, 2 to 4 cells each, as
// many as DefaultKindCages says, the half-turn maps every cage onto a
// cage, there are no givens, solve's exact checker finds it unique
// without a budget, and it is rated without trial as a new score.Rater
// rates it; the same seed makes the same puzzles.
func TestJoinedKillers(t *testing.T) {
	for _, name := range []string{"samurai-killer", "butterfly-killer"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			kind, opts := joinedDefaults(t, name)
			if opts.Symmetry != generate.Rot180 || opts.Cages != generate.DefaultKindCages(kind) || !opts.Clues.IsAll() || !opts.Rate {
				t.Fatalf("defaults: symmetry %v, cages %v, clues %v, rate %v", opts.Symmetry, opts.Cages, opts.Clues, opts.Rate)
			}
			opts.Seed, opts.Workers, opts.Count = 13, 2, 6
			if race.Enabled || testing.Short() {
				opts.Count = 2
			}
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			var slv solve.Solver
			for _, r := range ps {
				p := &r.Puzzle
				checkJoinedVariant(t, &slv, kind, &r)
				covered := 0
				for _, cg := range p.Cages {
					covered += len(cg.Cells)
					if len(cg.Cells) < 2 || len(cg.Cells) > 4 {
						t.Errorf("%s: a cage of %d cells", p, len(cg.Cells))
					}
				}
				if covered != p.Cells() || !opts.Cages.Contains(len(p.Cages)) {
					t.Errorf("%s: %d cages over %d of %d cells, want %v", p, len(p.Cages), covered, p.Cells(), opts.Cages)
				}
				of := p.CageOf()
				for _, cg := range p.Cages {
					l := p.Layout
					img := func(c uint16) int {
						row, col := l.Position(int(c))
						return of[l.CellAt(l.H-1-row, l.W-1-col)]
					}
					for _, c := range cg.Cells {
						if j := img(c); j != img(cg.Cells[0]) || len(p.Cages[j].Cells) != len(cg.Cells) {
							t.Fatalf("%s: the half-turn does not map the cage at %s onto a cage", p, l.CellName(int(c)))
						}
					}
				}
				if r.Clues != 0 || p.Givens.Clues() != 0 {
					t.Errorf("%s: %d givens", p, r.Clues)
				}
			}
			if again, _ := collect(t, opts); variantSet(again) != variantSet(ps) {
				t.Error("the same seed made other puzzles")
			}
		})
	}
}

// TestJoinedGreater makes rated greater-than sudokus on joined boards
// with the defaults (a twodoku and a flower, whose grids overlap in 6×9
// and 3×9 blocks) and checks each independently: its JSON line reads
// back, its signs are those between every two adjacent cells of every
// box of every grid, a shared box's once, and the solution keeps them and
// every house; no givens; unique by solve's exact checker without a
// budget; rated without trial as a new score.Rater rates it.
func TestJoinedGreater(t *testing.T) {
	for _, name := range []string{"twodoku-greater", "flower-greater"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			kind, opts := joinedDefaults(t, name)
			opts.Seed, opts.Workers, opts.Count = 14, 2, 4
			if race.Enabled || testing.Short() {
				opts.Count = 2
			}
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			var slv solve.Solver
			for _, r := range ps {
				p := &r.Puzzle
				l := p.Layout
				checkJoinedVariant(t, &slv, kind, &r)
				// The pairs of adjacent cells in one box of some grid.
				want := map[[2]uint16]bool{}
				for g := range l.Grids {
					for i := range 81 {
						for j := range 81 {
							if i/27 == j/27 && i%9/3 == j%9/3 && (j == i+1 || j == i+9) {
								want[[2]uint16{uint16(l.GridCell(g, i)), uint16(l.GridCell(g, j))}] = true
							}
						}
					}
				}
				got := map[[2]uint16]bool{}
				for _, sg := range p.Signs {
					a, b := min(sg.Greater, sg.Lesser), max(sg.Greater, sg.Lesser)
					got[[2]uint16{a, b}] = true
				}
				if len(got) != len(p.Signs) || !maps.Equal(got, want) {
					t.Errorf("%s: %d signs over %d pairs, want the %d pairs of the boxes", p, len(p.Signs), len(got), len(want))
				}
				if r.Clues != 0 {
					t.Errorf("%s: %d givens", p, r.Clues)
				}
			}
		})
	}
}
