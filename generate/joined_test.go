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

// TestJoined makes a few rated puzzles of every named layout, samurai X
// and the list layouts of joinedLists, with the defaults, and checks each
// independently: unique by solve's exact checker and its seed count, the
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
			clues := generate.DefaultJoinedClues(kind)
			if opts.Layout != nil {
				clues = generate.DefaultLayoutClues(opts.Layout)
			}
			if opts.Symmetry != generate.Rot180 || opts.Clues != clues || opts.Clues.IsAll() || !opts.Rate {
				t.Fatalf("defaults: symmetry %v, clues %v, rate %v", opts.Symmetry, opts.Clues, opts.Rate)
			}
			opts.Seed, opts.Workers, opts.Count = 11, 2, 4
			if race.Enabled {
				// Two puzzles under the race detector (the rating is the
				// slow part, on one goroutine a puzzle), four in a plain
				// go test.
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
			if !race.Enabled {
				// Under the race detector, worker 0's stream below holds
				// the seed to its puzzles.
				again, _ := collect(t, opts)
				if variantSet(again) != variantSet(ps) {
					t.Error("the same seed made other puzzles")
				}
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
// every named layout, samurai X, and the list layouts of joinedLists
// (gattai-8 and its X; the shogun and the sumo outside -short).
var joinedKinds = []string{"samurai", "samurai-x", "twodoku", "sohei", "windmill", "butterfly", "flower", "gattai-8", "gattai-8-x", "shogun", "sumo"}

// joinedLists are the published list layouts (docs/gattai.md,
// testdata/published_gattai.jsonl) the tests make puzzles on, by the
// names publishers give them: a 21×33 board of 576 cells, 21×45 of 783
// and 33×33 of 909. Their kind is gattai.
var joinedLists = map[string]string{
	"gattai-8": "[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]",
	"shogun":   "[[0,0],[0,12],[0,24],[0,36],[6,6],[6,18],[6,30],[12,0],[12,12],[12,24],[12,36]]",
	"sumo":     "[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24],[18,6],[18,18],[24,0],[24,12],[24,24]]",
}

// longLists are the list layouts the tests leave out under -short: each
// puzzle takes some ten times a samurai's.
var longLists = map[string]bool{"shogun": true, "sumo": true}

// joinedDefaults returns the kind named name and generate's defaults for
// it: a kind's name, or a name of joinedLists and the features of a
// gattai kind (gattai-8-x, gattai-8-killer), whose Options.Layout is
// that list. It skips the test for a longLists name under -short.
func joinedDefaults(tb testing.TB, name string) (puzzle.Kind, generate.Options) {
	tb.Helper()
	base, features := name, ""
	for b := range joinedLists {
		if rest, ok := strings.CutPrefix(name, b); ok && (rest == "" || rest[0] == '-') {
			base, features = b, rest
		}
	}
	list, ok := joinedLists[base]
	if !ok {
		kind, err := puzzle.ParseKind(name)
		if err != nil {
			tb.Fatal(err)
		}
		return kind, generate.Defaults(generate.Request{Kind: kind})
	}
	if (testing.Short() || race.Enabled) && longLists[base] {
		tb.Skip("a " + base + " in a plain go test only")
	}
	l, err := grid.ParseLayout(list)
	if err != nil {
		tb.Fatal(err)
	}
	kind, err := puzzle.ParseKind("gattai" + features)
	if err != nil {
		tb.Fatal(err)
	}
	kind = kind.Joined(l)
	if kind.LayoutName() != "gattai" {
		tb.Fatalf("%s: kind %v, want a gattai kind", name, kind)
	}
	return kind, generate.Defaults(generate.Request{Kind: kind, Layout: l})
}

// checkJoined checks one puzzle of a joined layout.
func checkJoined(t *testing.T, slv *solve.Solver, opts generate.Options, r generate.Result) {
	t.Helper()
	p := &r.Puzzle
	l := p.Layout
	if l == nil || p.Kind() != opts.Kind || opts.Layout != nil && !l.Equal(opts.Layout) {
		t.Fatalf("%s: kind %v, want %v", p, p.Kind(), opts.Kind)
	}
	if err := p.Validate(); err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	// Its JSON line reads back as the same puzzle, as solve and score
	// read it.
	if q, err := puzzle.Parse(p.String()); err != nil || q.String() != p.String() || !q.Layout.Equal(l) || q.Givens != p.Givens {
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
	layout := func(list string) *grid.Layout {
		l, err := grid.ParseLayout(list)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	gattai, gattai8 := kind("gattai"), layout(joinedLists["gattai-8"])
	samuraiList := layout("[[12,12],[0,0],[0,12],[6,6],[12,0]]")
	// Three grids in an L keep the diagonal reflection, not the half-turn.
	ell := layout("[[0,0],[0,6],[6,0]]")
	ellDefaults := generate.Defaults(generate.Request{Kind: gattai, Layout: ell})
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

		"ListWithout":       {generate.Options{Kind: gattai}, "gattai: puzzles on a list layout need its board (Layout)"},
		"ListNamed":         {generate.Options{Kind: gattai, Layout: samuraiList}, `layout "samurai" is the board of kind samurai, not gattai`},
		"ListOtherKind":     {generate.Options{Kind: kind("sohei-x"), Layout: samuraiList}, `layout "samurai" is the board of kind samurai-x, not sohei-x`},
		"ListOneGrid":       {generate.Options{Kind: kind("x"), Layout: gattai8}, "layout [[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]: a board of joined grids, for kinds such as gattai-x, not x"},
		"ListRot90":         {generate.Options{Kind: gattai, Layout: gattai8, Symmetry: generate.Rot90}, "symmetry rot90: the gattai board does not keep it (it keeps none, rot180 and mirror)"},
		"ListDefault":       {ellDefaults, "symmetry rot180: the gattai board does not keep it (it keeps none and diagonal)"},
		"ListMinimal":       {generate.Options{Kind: gattai, Layout: gattai8, Minimal: true}, "keep the layout's clue range (175..225)"},
		"ListClues":         {generate.Options{Kind: gattai, Layout: gattai8, Clues: ranges.Between(580, 600)}, "clues 580..600: a gattai has 576 cells"},
		"ListSearch":        {generate.Options{Kind: gattai, Layout: gattai8, Score: ranges.AtLeast(1000)}, "the score search is for 9x9 classic puzzles, not gattai"},
		"ListKillerGreater": {generate.Options{Kind: kind("gattai-killer-greater"), Layout: gattai8}, "cages with signs on joined grids are not generated"},
		"ListKillerCages":   {generate.Options{Kind: kind("gattai-killer"), Layout: gattai8, Cages: ranges.Between(10, 20)}, "cages 10..20: cages of 2..4 cells cannot cover the gattai"},
	} {
		err := tc.opts.Validate()
		if err == nil || !errors.Is(err, generate.ErrOptions) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", name, err, tc.want)
		}
	}
	for _, name := range append(grid.LayoutNames(), "gattai-8", "shogun", "sumo", "ell") {
		for _, x := range []string{"", "-x", "-killer", "-greater"} {
			var k puzzle.Kind
			var l *grid.Layout
			switch list, ok := joinedLists[name]; {
			case ok:
				l = layout(list)
			case name == "ell":
				l = ell
			}
			if l != nil {
				k = kind("gattai" + x)
			} else {
				k = kind(name + x)
			}
			for s := generate.None; s <= generate.Diagonal; s++ {
				o := generate.Defaults(generate.Request{Kind: k, Layout: l})
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
				case name == "gattai-8" || name == "shogun":
					// Boards wider than tall, 21 rows and 33 or 45
					// columns: odd sides, where cages keep the mirror.
					want = s != generate.Rot90 && s != generate.Diagonal
				case name == "ell":
					want = s == generate.None || s == generate.Diagonal
				}
				board := l
				if board == nil {
					board, _ = grid.LayoutNamed(name)
				}
				if (x == "" || x == "-x") && slices.Contains(generate.LayoutSymmetries(board), s) != want {
					t.Errorf("%s: LayoutSymmetries %v, want %v among them: %v", name, generate.LayoutSymmetries(board), s, want)
				}
				if (err == nil) != want {
					t.Errorf("%v under %v: %v", k, s, err)
				}
			}
		}
	}
}

// TestJoinedParams: a run's provenance records a list layout's board,
// which its variant (gattai) does not say; a named layout's is its
// variant, given as a list or not.
func TestJoinedParams(t *testing.T) {
	_, opts := joinedDefaults(t, "gattai-8-x")
	if p := opts.Params(); p.Variant != "gattai-x" || p.Layout != joinedLists["gattai-8"] {
		t.Errorf("gattai-8 X: variant %q, layout %s", p.Variant, p.Layout)
	}
	l, err := grid.ParseLayout("[[12,12],[0,0],[0,12],[6,6],[12,0]]")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []generate.Options{
		generate.Defaults(generate.Request{Kind: puzzle.Classic.Joined(l)}),
		generate.Defaults(generate.Request{Kind: puzzle.Classic.Joined(l), Layout: l}),
	} {
		if p := o.Params(); p.Variant != "samurai" || p.Layout != "" || o.Validate() != nil {
			t.Errorf("samurai: variant %q, layout %s: %v", p.Variant, p.Layout, o.Validate())
		}
	}
}

// BenchmarkJoined makes rated samurai puzzles as generate.Defaults makes
// them (half-turn symmetric givens, 112 to 144 clues, rated on the
// variant ladder) on two workers; one op is one puzzle. The other
// layouts run on two workers too, the list layouts (gattai-8, shogun,
// sumo) at the samurai's share of their cells. cpu-ms/puzzle is the
// process's CPU time a puzzle.
func BenchmarkJoined(b *testing.B) {
	for _, name := range []string{"samurai", "samurai-x", "twodoku", "sohei", "windmill", "butterfly", "flower",
		"samurai-killer", "twodoku-killer", "sohei-killer", "windmill-killer", "butterfly-killer", "flower-killer", "samurai-x-killer",
		"samurai-greater", "twodoku-greater", "flower-greater", "gattai-8", "gattai-8-x", "shogun", "sumo", "gattai-8-killer", "gattai-8-greater"} {
		b.Run(name, func(b *testing.B) {
			_, opts := joinedDefaults(b, name)
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
// the board's positions, and so do a gattai-8's without symmetry and
// under the mirror, on its board of 21 rows and 33 columns.
func TestJoinedSymmetry(t *testing.T) {
	for _, tc := range []struct {
		name string
		syms []generate.Symmetry
	}{
		{"samurai", []generate.Symmetry{generate.None, generate.Rot90, generate.Mirror, generate.Diagonal}},
		{"gattai-8", []generate.Symmetry{generate.None, generate.Mirror}},
	} {
		for _, s := range tc.syms {
			_, opts := joinedDefaults(t, tc.name)
			opts.Rate, opts.Symmetry, opts.Seed, opts.Workers, opts.Count = false, s, 3, 1, 2
			ps, _ := collect(t, opts)
			for _, r := range ps {
				p := &r.Puzzle
				l := p.Layout
				if !opts.Clues.Contains(r.Clues) {
					t.Errorf("%s %v: %d clues", tc.name, s, r.Clues)
				}
				for c := range l.Cells() {
					row, col := l.Position(c)
					switch s {
					case generate.Mirror:
						col = l.W - 1 - col
					case generate.Rot90, generate.Diagonal: // square boards
						img := s.ImageAt(row*l.W+col, l.W)
						row, col = img/l.W, img%l.W
					}
					if m := l.CellAt(row, col); m < 0 || (p.Givens[c] == 0) != (p.Givens[m] == 0) {
						t.Fatalf("%s %v: %s: givens not symmetric at %s", tc.name, s, p, l.CellName(c))
					}
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
//
// On the large boards of the list layouts the literal search takes 1 to
// 5 ms a node and a second to start (a gattai-8 of 379 nodes: 0.95 s, a
// shogun of 4,810: 11 s), so four gattai-8 and four shogun are made, at
// least two of each held to it within 3,000 nodes; two gattai-8 under
// -short (one within 2,000), one under the race detector (within 500,
// if it is). The gattai-8 X and the sumo are TestJoined's.
func TestJoinedSeedScores(t *testing.T) {
	count, budget, least := 30, 40000, 15
	listCount, listBudget, listLeast := 4, 3000, 2
	switch {
	case race.Enabled:
		count, budget, least = 1, 2000, 0
		listCount, listBudget, listLeast = 1, 500, 0
	case testing.Short():
		count, budget, least = 4, 12000, 1
		listCount, listBudget, listLeast = 2, 2000, 1
	}
	for _, name := range append(slices.Clip(joinedKinds), "samurai-killer") {
		t.Run(name, func(t *testing.T) {
			if name == "gattai-8-x" || name == "sumo" {
				t.Skip("TestJoined's")
			}
			if race.Enabled && joinedLists[name] != "" {
				t.Skip("the literal search of a list layout takes seconds a board under the race detector; a plain go test holds four")
			}
			t.Parallel()
			_, opts := joinedDefaults(t, name)
			count, budget, least := count, budget, least
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
			if opts.Layout != nil {
				count, budget, least = listCount, listBudget, listLeast
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
// defaults (a samurai, a butterfly, whose board has even sides, and a
// gattai-8, a list layout's board of 21×33) and
// checks each independently: its JSON line reads back, every cage lies
// inside one grid (Validate), the solution keeps every house of every
// grid and every cage, the cages cover the board, 2 to 4 cells each, as
// many as DefaultKindCages says, the half-turn maps every cage onto a
// cage, there are no givens, solve's exact checker finds it unique
// without a budget, and it is rated without trial as a new score.Rater
// rates it; the same seed makes the same puzzles.
func TestJoinedKillers(t *testing.T) {
	for _, name := range []string{"samurai-killer", "butterfly-killer", "gattai-8-killer"} {
		t.Run(name, func(t *testing.T) {
			if race.Enabled && name == "gattai-8-killer" {
				t.Skip("the samurai's and the butterfly's check the same code under the race detector")
			}
			t.Parallel()
			kind, opts := joinedDefaults(t, name)
			cages := generate.DefaultKindCages(kind)
			if opts.Layout != nil {
				cages = generate.DefaultLayoutCages(opts.Layout)
			}
			if opts.Symmetry != generate.Rot180 || opts.Cages != cages || !opts.Clues.IsAll() || !opts.Rate {
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
// with the defaults (a twodoku, a flower, whose grids overlap in 6×9
// and 3×9 blocks, and outside the race detector a gattai-8, whose signs
// take seconds a puzzle there) and checks each independently: its JSON line reads
// back, its signs are those between every two adjacent cells of every
// box of every grid, a shared box's once, and the solution keeps them and
// every house; no givens; unique by solve's exact checker without a
// budget; rated without trial as a new score.Rater rates it.
func TestJoinedGreater(t *testing.T) {
	for _, name := range []string{"twodoku-greater", "flower-greater", "gattai-8-greater"} {
		t.Run(name, func(t *testing.T) {
			if race.Enabled && name == "gattai-8-greater" {
				t.Skip("a gattai-8's signs take seconds a puzzle; ten times that under the race detector")
			}
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

// TestJoinedKillerGrades: killer samurai under the easy and the extreme
// band's targets, with the defaults of each, come inside the band; the
// easy ones with givens where their paths first went above it (steer),
// up to the defaults' (as many a cell as on the 9×9 grid).
func TestJoinedKillerGrades(t *testing.T) {
	kind, err := puzzle.ParseKind("samurai-killer")
	if err != nil {
		t.Fatal(err)
	}
	var slv solve.Solver
	for _, g := range []rating.Grade{rating.Easy, rating.Extreme} {
		t.Run(g.String(), func(t *testing.T) {
			if g == rating.Extreme && (race.Enabled || testing.Short()) {
				t.Skip("an extreme killer samurai is one of some hundred layouts rated: seconds; a plain go test makes two")
			}
			opts := generate.Defaults(generate.Request{Kind: kind, Rating: g.Range()})
			if g == rating.Easy && opts.Givens != 12*369/81 {
				t.Fatalf("easy: %d givens allowed, want %d", opts.Givens, 12*369/81)
			}
			opts.Seed, opts.Workers, opts.Count = 3, 2, 2
			ps, _ := collect(t, opts)
			if len(ps) != opts.Count {
				t.Fatalf("%d puzzles, want %d", len(ps), opts.Count)
			}
			for _, r := range ps {
				checkJoinedVariant(t, &slv, kind, &r)
				if r.Rating.Grade() != g || r.Clues > opts.Givens {
					t.Errorf("%s: %v with %d givens, want %v with at most %d", &r.Puzzle, r.Rating, r.Clues, g, opts.Givens)
				}
			}
		})
	}
}
