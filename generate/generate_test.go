package generate_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// collect runs the generator and returns the emitted puzzles.
func collect(t *testing.T, opts generate.Options) ([]generate.Result, generate.Stats) {
	t.Helper()
	var ps []generate.Result
	st, err := generate.Run(context.Background(), opts, func(p generate.Result) error {
		ps = append(ps, p)
		return nil
	})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if st.Generated != len(ps) {
		t.Errorf("Stats.Generated = %d, emitted %d", st.Generated, len(ps))
	}
	return ps, st
}

// checkPuzzle checks p against the options independently of the
// generator: with the seed counting solver, not the generator's checker.
func checkPuzzle(t *testing.T, opts generate.Options, p generate.Result) {
	t.Helper()
	s := new(solve.Solver)
	r := s.CountNine(p.Puzzle.Givens.Nine())
	name := fmt.Sprintf("worker %d seq %d %s", p.Worker, p.Seq, p.Puzzle.Givens.Nine())
	if r.Solutions != 1 {
		t.Fatalf("%s: %d solutions", name, r.Solutions)
	}
	if p.Solution != r.Solution || !p.Solution.Nine().IsSolutionOf(p.Puzzle.Givens.Nine()) {
		t.Errorf("%s: solution %s, solver says %s", name, p.Solution.Nine(), r.Solution.Nine())
	}
	if p.Score != r.Score || p.Nodes != r.Nodes {
		t.Errorf("%s: score %d nodes %d, solver says %d and %d", name, p.Score, p.Nodes, r.Score, r.Nodes)
	}
	if p.Clues != p.Puzzle.Givens.Clues() {
		t.Errorf("%s: Clues = %d, grid has %d", name, p.Clues, p.Puzzle.Givens.Clues())
	}
	if !opts.Clues.Contains(p.Clues) || !opts.Score.Contains(p.Score) {
		t.Errorf("%s: %d clues, score %d: outside clues %s score %s", name, p.Clues, p.Score, opts.Clues, opts.Score)
	}
	if p.Symmetry != opts.Symmetry || !opts.Symmetry.Holds(p.Puzzle.Givens.Nine()) {
		t.Errorf("%s: not %v-symmetric", name, opts.Symmetry)
	}
	minimal := true
	for c := range p.Puzzle.Cells() {
		if p.Puzzle.Givens[c] == 0 {
			continue
		}
		h := p.Puzzle.Givens
		h[c] = 0
		if s.CountNine(h.Nine()).Solutions == 1 {
			minimal = false
			break
		}
	}
	if p.Minimal != minimal {
		t.Errorf("%s: Minimal = %v, but it is %v", name, p.Minimal, minimal)
	}
	if opts.Minimal && !minimal {
		t.Errorf("%s: not minimal", name)
	}
}

// TestProperties generates puzzles over many seeds, symmetries and
// targets and checks every one independently.
func TestProperties(t *testing.T) {
	type tc struct {
		name  string
		opts  generate.Options
		count int
	}
	var cases []tc
	for sym := generate.None; sym <= generate.Diagonal; sym++ {
		count := 20
		if sym == generate.Rot90 {
			count = 4 // about one symmetric reduction in 1,500 is minimal
		}
		o := generate.Options{Minimal: true}
		o.Symmetry = sym
		// Minimal rot90 puzzles take seconds each under the race
		// detector, and race nothing the other cases do not: they are
		// checked in a plain go test.
		if sym != generate.Rot90 || !race.Enabled {
			cases = append(cases, tc{"minimal/" + sym.String(), o, count})
		}
		o.Minimal = false
		cases = append(cases, tc{"groups/" + sym.String(), o, 20})
		o.Clues = ranges.Between(30, 34)
		cases = append(cases, tc{"clues30..34/" + sym.String(), o, 20})
	}
	o := generate.Options{Minimal: true}
	o.Clues = ranges.Between(22, 23)
	o.Score = ranges.Between(10, 60)
	cases = append(cases, tc{"targets", o, 20})
	o = generate.Options{Minimal: true}
	o.Score = ranges.AtMost(0)
	cases = append(cases, tc{"score0", o, 20})

	seeds := []uint64{1, 2, 3, 0xdeadbeef, 1 << 63}
	// Each seed makes as many puzzles as in a plain go test, so that the
	// sample is a part of the whole.
	all := len(seeds)
	if testing.Short() {
		seeds = seeds[:2]
	}
	if race.Enabled {
		seeds = seeds[:1] // the rest in a plain go test
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, seed := range seeds {
				opts := c.opts
				opts.Seed, opts.Workers, opts.Count = seed, 2, c.count/all+1
				ps, st := collect(t, opts)
				if len(ps) != opts.Count {
					t.Fatalf("seed %d: %d puzzles, want %d", seed, len(ps), opts.Count)
				}
				if st.Attempts < st.Generated+st.Rejected || st.Best < 0 || st.Search {
					t.Errorf("seed %d: stats %+v", seed, st)
				}
				for _, p := range ps {
					checkPuzzle(t, opts, p)
				}
			}
		})
	}
}

// TestNotMinimal checks that Minimal=false with a clue target stops
// early: the puzzles have the target's clue counts, far above minimal.
func TestNotMinimal(t *testing.T) {
	opts := generate.Options{Minimal: true}
	opts.Minimal, opts.Seed, opts.Count = false, 5, 30
	opts.Clues = ranges.Between(36, 40)
	ps, _ := collect(t, opts)
	seen := map[int]bool{}
	for _, p := range ps {
		checkPuzzle(t, opts, p)
		if p.Minimal {
			t.Errorf("%s: %d clues, minimal", p.Puzzle.Givens.Nine(), p.Clues)
		}
		seen[p.Clues] = true
	}
	if len(seen) < 3 {
		t.Errorf("clue counts %v: want several counts drawn from 36..40", seen)
	}
}

// key identifies a puzzle and where it came from.
type key struct {
	worker, seq int
	grid        grid.Nine
}

func keys(ps []generate.Result) []key {
	var ks []key
	for _, p := range ps {
		ks = append(ks, key{p.Worker, p.Seq, p.Puzzle.Givens.Nine()})
	}
	slices.SortFunc(ks, func(a, b key) int {
		if a.worker != b.worker {
			return a.worker - b.worker
		}
		return a.seq - b.seq
	})
	return ks
}

// TestReproducible checks that a seed, worker count and count give the
// same puzzles from the same workers in the same order, that other seeds
// give other puzzles, and that a worker's puzzles do not depend on how many
// workers run.
func TestReproducible(t *testing.T) {
	for _, sym := range []generate.Symmetry{generate.None, generate.Rot180} {
		t.Run(sym.String(), func(t *testing.T) {
			opts := generate.Options{Minimal: true}
			opts.Symmetry, opts.Minimal = sym, sym == generate.None
			opts.Workers, opts.Count, opts.Seed = 3, 30, 42
			a, _ := collect(t, opts)
			b, _ := collect(t, opts)
			ka, kb := keys(a), keys(b)
			if !slices.Equal(ka, kb) {
				t.Fatal("same seed, workers and count gave other puzzles")
			}
			for i, k := range ka {
				if k.worker != i/10 || k.seq != i%10 {
					t.Fatalf("puzzle %d is worker %d seq %d, want worker %d seq %d", i, k.worker, k.seq, i/10, i%10)
				}
			}
			opts.Seed = 43
			c, _ := collect(t, opts)
			grids := map[grid.Nine]bool{}
			for _, k := range ka {
				grids[k.grid] = true
			}
			for _, k := range keys(c) {
				if grids[k.grid] {
					t.Errorf("seeds 42 and 43 both gave %s", k.grid)
				}
			}
			// One worker making 10 makes worker 0's 10 of the 3-worker run.
			opts.Seed, opts.Workers, opts.Count = 42, 1, 10
			d, _ := collect(t, opts)
			if !slices.Equal(keys(d), ka[:10]) {
				t.Error("worker 0's puzzles depend on the number of workers")
			}
		})
	}
}

// TestSearch checks that the search finds puzzles above a score that
// random puzzles rarely reach, and that they are valid.
func TestSearch(t *testing.T) {
	opts := generate.Options{Minimal: true}
	opts.Seed, opts.Workers, opts.Count = 9, 2, 2
	if race.Enabled {
		opts.Count = 1 // the search takes seconds under the race detector
	}
	opts.Score = ranges.AtLeast(1000)
	ps, st := collect(t, opts)
	if !st.Search {
		t.Error("score 1000.. did not turn the search on")
	}
	if st.Best < 1000 {
		t.Errorf("best score %d, want 1000 or more", st.Best)
	}
	if solve.CountNine(st.BestPuzzle).Score != st.Best {
		t.Errorf("best puzzle %s does not score %d", st.BestPuzzle, st.Best)
	}
	for _, p := range ps {
		checkPuzzle(t, opts, p)
	}
}

// TestSearchSymmetry runs the search under a symmetry and a score window,
// twice.
func TestSearchSymmetry(t *testing.T) {
	opts := generate.Options{Minimal: true}
	opts.Seed, opts.Workers, opts.Count = 3, 2, 4
	opts.Symmetry, opts.Minimal, opts.Mode = generate.Rot180, false, generate.Search
	opts.Score = ranges.Between(150, 400)
	ps, _ := collect(t, opts)
	for _, p := range ps {
		checkPuzzle(t, opts, p)
	}
	// The search is as reproducible as random generation.
	again, _ := collect(t, opts)
	if !slices.Equal(keys(ps), keys(again)) {
		t.Error("same seed gave other puzzles in search mode")
	}
}

// TestCancel cancels runs from emit and from outside, in both modes, and
// checks that Run stops promptly with the context's error after emitting
// only finished, valid puzzles.
func TestCancel(t *testing.T) {
	for _, mode := range []generate.Mode{generate.Random, generate.Search} {
		t.Run(mode.String(), func(t *testing.T) {
			opts := generate.Options{Minimal: true}
			opts.Seed, opts.Workers, opts.Mode = 1, 2, mode
			if mode == generate.Search {
				opts.Score = ranges.AtLeast(1 << 40) // never met
			}
			ctx, cancel := context.WithCancel(context.Background())
			var emitted []generate.Result
			var cancelled time.Time
			time.AfterFunc(300*time.Millisecond, func() {
				cancelled = time.Now()
				cancel()
			})
			st, err := generate.Run(ctx, opts, func(p generate.Result) error {
				emitted = append(emitted, p)
				return nil
			})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("Run returned %v, want context.Canceled", err)
			}
			if d := time.Since(cancelled); d > time.Second {
				t.Errorf("Run took %v to stop after the cancel", d)
			}
			if st.Generated != len(emitted) {
				t.Errorf("Generated %d, emitted %d", st.Generated, len(emitted))
			}
			if mode == generate.Random && len(emitted) < 10 {
				t.Errorf("only %d puzzles in 300ms", len(emitted))
			}
			for _, p := range emitted[:min(len(emitted), 50)] {
				checkPuzzle(t, opts, p)
			}
		})
	}
}

// TestDuration checks that Duration ends a run without an error.
func TestDuration(t *testing.T) {
	opts := generate.Options{Minimal: true}
	opts.Duration = 200 * time.Millisecond
	start := time.Now()
	ps, st := collect(t, opts)
	if d := time.Since(start); d < opts.Duration || d > opts.Duration+time.Second {
		t.Errorf("run took %v, want about %v", d, opts.Duration)
	}
	if len(ps) == 0 || st.Elapsed < opts.Duration {
		t.Errorf("%d puzzles, elapsed %v", len(ps), st.Elapsed)
	}
}

// TestEmitError checks that an error from emit stops the run, is
// returned, and that emit is not called again.
func TestEmitError(t *testing.T) {
	boom := errors.New("disk full")
	opts := generate.Options{Minimal: true}
	calls := 0
	st, err := generate.Run(context.Background(), opts, func(generate.Result) error {
		calls++
		if calls == 5 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Run returned %v, want %v", err, boom)
	}
	if calls != 5 || st.Generated != 4 {
		t.Errorf("emit called %d times, Generated %d; want 5 and 4", calls, st.Generated)
	}
}

// TestFewerPuzzlesThanWorkers checks that workers without a share of
// Count do not run.
func TestFewerPuzzlesThanWorkers(t *testing.T) {
	opts := generate.Options{Minimal: true}
	opts.Workers, opts.Count = 4, 1
	ps, _ := collect(t, opts)
	if len(ps) != 1 || ps[0].Worker != 0 || ps[0].Seq != 0 {
		t.Errorf("got %d puzzles, first from worker %d seq %d", len(ps), ps[0].Worker, ps[0].Seq)
	}
}

// TestProgress checks that Progress is called with growing totals and
// that its error stops the run.
func TestProgress(t *testing.T) {
	stop := errors.New("enough")
	opts := generate.Options{Minimal: true}
	opts.ProgressEvery = 20 * time.Millisecond
	var seen []generate.Stats
	opts.Progress = func(s generate.Stats) error {
		seen = append(seen, s)
		if len(seen) == 3 {
			return stop
		}
		return nil
	}
	_, err := generate.Run(context.Background(), opts, func(generate.Result) error { return nil })
	if !errors.Is(err, stop) {
		t.Fatalf("Run returned %v, want %v", err, stop)
	}
	for i := 1; i < len(seen); i++ {
		a, b := seen[i-1], seen[i]
		if b.Generated < a.Generated || b.Attempts < a.Attempts || b.Elapsed <= a.Elapsed || b.Best < a.Best {
			t.Errorf("progress went back: %+v then %+v", a, b)
		}
	}
	if last := seen[len(seen)-1]; last.Generated == 0 || last.Rate() <= 0 {
		t.Errorf("no puzzles after 60ms: %+v", last)
	}
}

// TestOptionErrors checks that invalid options are refused with
// ErrOptions before anything runs.
func TestOptionErrors(t *testing.T) {
	for name, opts := range map[string]generate.Options{
		"Workers":         {Workers: -1},
		"Count":           {Count: -3},
		"Duration":        {Duration: -time.Second},
		"Symmetry":        {Symmetry: 99},
		"Mode":            {Mode: 7},
		"CluesEmpty":      {Clues: ranges.Between(30, 20)},
		"CluesTooFew":     {Clues: ranges.AtMost(16)},
		"CluesTooMany":    {Clues: ranges.AtLeast(82)},
		"ScoreEmpty":      {Score: ranges.Between(9, 8)},
		"ScoreNeg":        {Score: ranges.AtMost(-1)},
		"RatingEmpty":     {Rating: ranges.Between(40, 30)},
		"RatingLow":       {Rating: ranges.AtMost(9)},
		"StableNeg":       {StableK: -1},
		"StableHigh":      {StableK: score.MaxStableK + 1},
		"KindUnknown":     {Kind: puzzle.NumKinds},
		"CagesClassic":    {CageSize: ranges.Between(2, 3)},
		"CagesGreater":    {Kind: puzzle.Greater, CageSize: ranges.Between(2, 3)},
		"CageTooBig":      {Kind: puzzle.Killer, CageSize: ranges.AtLeast(10)},
		"GivensClassic":   {Givens: 2},
		"GivensNeg":       {Kind: puzzle.Killer, Givens: -1},
		"SymmetryKiller":  {Kind: puzzle.Killer, Symmetry: 99},
		"SymmetryGreater": {Kind: puzzle.Greater, Symmetry: generate.Rot180},
		"SearchKiller":    {Kind: puzzle.Killer, Mode: generate.Search},
		"ScaleKiller":     {Kind: puzzle.Killer, Scale: rating.Sukaku},
		"CountClassic":    {Cages: ranges.Between(20, 30)},
		"CountGreater":    {Kind: puzzle.Greater, Cages: ranges.Between(20, 30)},
		"CountEmpty":      {Kind: puzzle.Killer, Cages: ranges.Between(30, 20)},
		"CountTooMany":    {Kind: puzzle.Killer, Cages: ranges.AtLeast(82)},
		"CountFewLarge":   {Kind: puzzle.Killer, Cages: ranges.AtMost(10), CageSize: ranges.Between(2, 5)},
		"CountManySmall":  {Kind: puzzle.Killer, Cages: ranges.AtLeast(50), CageSize: ranges.Between(2, 5)},
		"SinglesClassic":  {SingleCages: 2},
		"SinglesGreater":  {Kind: puzzle.Greater, SingleCages: 2},
		"SinglesNeg":      {Kind: puzzle.KillerGreater, SingleCages: -1},
		"KindSize":        {Kind: puzzle.Classic.Sized(17)},
		"KindNoBox":       {Kind: puzzle.Classic.Sized(7)},
		"BoxTiles":        {Kind: puzzle.Classic.Sized(6), Box: grid.Box{Rows: 2, Cols: 2}},
		"BoxThin":         {Kind: puzzle.Classic.Sized(6), Box: grid.Box{Rows: 1, Cols: 6}},
		"BoxNine":         {Box: grid.Box{Rows: 2, Cols: 3}},
		"CluesFew6":       {Kind: puzzle.Classic.Sized(6), Clues: ranges.AtMost(4)},
		"CluesMany6":      {Kind: puzzle.Classic.Sized(6), Clues: ranges.AtLeast(37)},
		"Search6":         {Kind: puzzle.Classic.Sized(6), Mode: generate.Search},
		"Stable6":         {Kind: puzzle.Classic.Sized(6), StableK: 4},
		"Givens6":         {Kind: puzzle.Classic.Sized(6), Givens: 2},
		"Killer17":        {Kind: puzzle.Killer.Sized(17)},
		"Greater16":       {Kind: puzzle.Greater.Sized(16)},
		"JigsawKiller17":  {Kind: (puzzle.Jigsaw | puzzle.Killer).Sized(17)},
		"JigsawGreater13": {Kind: (puzzle.Jigsaw | puzzle.Greater).Sized(13)},
		"XKiller20":       {Kind: (puzzle.X | puzzle.Killer).Sized(20)},
		"KillerGreater16": {Kind: puzzle.KillerGreater.Sized(16)},
		"BoxJigsaw6":      {Kind: puzzle.Jigsaw.Sized(6), Box: grid.Box{Rows: 2, Cols: 3}},
		"MirrorKiller6":   {Kind: puzzle.Killer.Sized(6), Symmetry: generate.Mirror},
		"Rot90Killer8":    {Kind: puzzle.Killer.Sized(8), Symmetry: generate.Rot90},
		"CageTooBig6":     {Kind: puzzle.Killer.Sized(6), CageSize: ranges.AtLeast(7)},
		"CountTooMany6":   {Kind: puzzle.Killer.Sized(6), Cages: ranges.AtLeast(37)},
	} {
		_, err := generate.Run(context.Background(), opts, func(generate.Result) error {
			t.Errorf("%s: emitted a puzzle", name)
			return nil
		})
		if !errors.Is(err, generate.ErrOptions) {
			t.Errorf("%s: error %v, want ErrOptions", name, err)
		}
		if verr := opts.Validate(); verr == nil || verr.Error() != err.Error() {
			t.Errorf("%s: Validate says %v, Run %v", name, verr, err)
		}
	}
	if err := (generate.Options{Minimal: true}).Validate(); err != nil {
		t.Errorf("Options{Minimal: true}.Validate() = %v", err)
	}
	for _, k := range puzzle.Kinds() {
		if err := generate.Defaults(generate.Request{Kind: k}).Validate(); err != nil {
			t.Errorf("Defaults(%v).Validate() = %v", k, err)
		}
	}
	// Every kind of every size up to 8 that exists.
	for n := grid.MinSize; n <= 8; n++ {
		for _, f := range puzzle.Kinds() {
			if k := f.Sized(n); k.Valid() {
				if err := generate.Defaults(generate.Request{Kind: k}).Validate(); err != nil {
					t.Errorf("Defaults(%v).Validate() = %v", k, err)
				}
			}
		}
	}
	for n := grid.MinSize; n <= grid.MaxSize; n++ {
		k := puzzle.Classic.Sized(n)
		if _, boxed := grid.DefaultBox(n); !boxed || n == 9 {
			continue
		}
		o := generate.Defaults(generate.Request{Kind: k})
		if err := o.Validate(); err != nil {
			t.Errorf("Defaults(%v).Validate() = %v", k, err)
		}
		if o.Clues != generate.DefaultClues(n) || o.Clues.IsAll() || o.Symmetry != generate.Rot180 || o.Minimal {
			t.Errorf("Defaults(%v): clues %s, symmetry %v, minimal %v", k, o.Clues, o.Symmetry, o.Minimal)
		}
		// Every box shape of the size.
		for r := 2; r <= n/2; r++ {
			if n%r == 0 {
				o.Box = grid.Box{Rows: r, Cols: n / r}
				if err := o.Validate(); err != nil {
					t.Errorf("%v with %v boxes: %v", k, o.Box, err)
				}
			}
		}
	}
	// Every wrong option has its own error.
	bad := generate.Options{Kind: puzzle.Greater, Count: -1, Symmetry: generate.Mirror, CageSize: ranges.Between(2, 3),
		Cages: ranges.Between(25, 30), SingleCages: 1, Scale: rating.Sukaku}
	err := bad.Validate()
	if n := strings.Count(err.Error(), "\n") + 1; n != 6 || !errors.Is(err, generate.ErrOptions) {
		t.Errorf("six wrong options give %d errors:\n%v", n, err)
	}
	// The layout options suit the kinds with cages, under any symmetry.
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.KillerGreater} {
		for s := generate.None; s <= generate.Diagonal; s++ {
			o := generate.Defaults(generate.Request{Kind: k})
			o.Symmetry, o.SingleCages, o.Cages, o.Givens = s, 3, ranges.Between(20, 40), 2
			if err := o.Validate(); err != nil {
				t.Errorf("%v, %v: %v", k, s, err)
			}
		}
	}
}

// TestRatingScale generates puzzles rated 4.1 on Sukaku Explainer's
// ladder, a value only its turbot fish give: each has the rating a scorer
// on that ladder gives it.
func TestRatingScale(t *testing.T) {
	sc := score.NewScorer(score.WithRating(), score.WithScale(rating.Sukaku))
	opts := generate.Options{Minimal: true}
	opts.Seed, opts.Workers, opts.Count = 9, 2, 3
	opts.Scale, opts.Rating = rating.Sukaku, ranges.Exactly(41)
	ps, _ := collect(t, opts)
	for _, p := range ps {
		if r := sc.Score(p.Puzzle.Givens.Nine()); p.Path != r.Path || p.Rating.Technique != rating.TurbotFish {
			t.Errorf("%s: rated %v %v; Sukaku's ladder says %v %v", p.Puzzle.Givens.Nine(), p.Rating, p.Rating.Technique, r.Rating, r.Rating.Technique)
		}
	}
}

// TestRating generates puzzles for each grade's rating range and checks
// every one against a rater and a scorer of its own, and that the same
// seed gives the same puzzles.
func TestRating(t *testing.T) {
	sc := score.NewScorer(score.WithRating(), score.WithStable(4))
	grades := []rating.Grade{rating.Easy, rating.Hard, rating.Extreme}
	if testing.Short() {
		grades = grades[:2]
	}
	for _, g := range grades {
		t.Run(g.String(), func(t *testing.T) {
			opts := generate.Options{Minimal: true}
			opts.Seed, opts.Workers, opts.Count, opts.StableK = 7, 2, 6, 4
			opts.Rating = g.Range()
			ps, st := collect(t, opts)
			if len(ps) != opts.Count || st.Attempts < st.Generated+st.Rejected {
				t.Fatalf("%d puzzles, stats %+v", len(ps), st)
			}
			for _, p := range ps {
				checkPuzzle(t, opts, p)
				r := sc.Score(p.Puzzle.Givens.Nine())
				if p.Path != r.Path || p.Rating.Grade() != g || r.Rating.Grade() != g || p.Stable != r.Stable || p.Stable.K != 4 {
					t.Errorf("%s: rating %v %v %v stable %+v; scorer says %v %v stable %+v",
						p.Puzzle.Givens, p.Rating, p.Rating.Technique, p.Rating.Grade(), p.Stable, r.Rating, r.Rating.Grade(), r.Stable)
				}
			}
			// Workers interleave in any order: compare by worker and number.
			again, _ := collect(t, opts)
			byStream := func(a, b generate.Result) int { return (a.Worker-b.Worker)*1000 + a.Seq - b.Seq }
			slices.SortFunc(ps, byStream)
			slices.SortFunc(again, byStream)
			if fmt.Sprint(again) != fmt.Sprint(ps) {
				t.Error("the same seed made other puzzles")
			}
		})
	}
	t.Run("RateOnly", func(t *testing.T) {
		opts := generate.Options{Minimal: true}
		opts.Seed, opts.Count, opts.Rate = 3, 5, true
		ps, _ := collect(t, opts)
		for _, p := range ps {
			if p.Rating.Value == 0 || p.Rating.Grade() != rating.GradeOf(p.Rating.Value) || p.Stable.K != 0 {
				t.Errorf("%s: rating %v grade %v stable %+v", p.Puzzle.Givens.Nine(), p.Rating, p.Rating.Grade(), p.Stable)
			}
		}
	})
	t.Run("Unrated", func(t *testing.T) {
		opts := generate.Options{Minimal: true}
		opts.Seed, opts.Count = 3, 5
		for _, p := range unrated(t, opts) {
			if p.Path != (rating.Path{}) || p.Rating.Grade() != rating.Ungraded {
				t.Errorf("%s rated without Rate: %+v", p.Puzzle.Givens.Nine(), p.Path)
			}
		}
	})
}

func unrated(t *testing.T, opts generate.Options) []generate.Result {
	ps, _ := collect(t, opts)
	return ps
}

// TestSymmetryHolds checks Holds on hand-made patterns.
func TestSymmetryHolds(t *testing.T) {
	var g grid.Nine
	g[0], g[80] = 1, 2 // r1c1 and r9c9
	want := map[generate.Symmetry]bool{generate.None: true, generate.Rot180: true, generate.Diagonal: true}
	for s := generate.None; s <= generate.Diagonal; s++ {
		if g := s.Holds(g); g != want[s] {
			t.Errorf("%v.Holds(r1c1, r9c9) = %v", s, g)
		}
	}
	g[8], g[72] = 3, 4 // the four corners
	for s := generate.None; s <= generate.Diagonal; s++ {
		if !s.Holds(g) {
			t.Errorf("%v.Holds(four corners) = false", s)
		}
	}
}
