// Package generate makes unique Sudoku puzzles on several goroutines. It
// holds the policy (what to remove, what to keep, which layouts to try);
// every search it runs, the random solution grids, the uniqueness tests
// and the seed scores, is package solve's, through one solve.Solver a
// worker.
//
// A puzzle starts as a random complete grid (solve.Solver.Fill: on the
// classic grid randomised backtracking in reading order, each cell
// drawing uniformly among the digits its placed peers allow). Clues are
// then removed in random order, one symmetry group at a time, and a
// removal is kept when the puzzle stays unique. Uniqueness is the
// exclusion test (solve.Query.Digit): a unique puzzle stays unique
// without the clue d at cell c exactly when no solution puts another
// digit in c, a search that propagation usually closes at once; a cell
// that its remaining peers already force needs no search at all. One
// pass over the clues gives a minimal puzzle (a clue that cannot go
// cannot go later either, since removing clues only adds solutions);
// under a symmetry one pass over the groups leaves no group removable,
// and Minimal then also tests each single clue. Each finished puzzle is
// then scored by the seed counting solver (solve.Solver.Count), whose
// solution count and score are the ones reported.
//
// Random minimal puzzles mostly score low (median 23, 99th percentile
// about 290), so a score target above RandomReach switches the workers to
// a search: simulated annealing on the logarithm of the seed score over
// unique puzzles, whose moves change clues (remove, add, with the
// solution's digits or fresh ones) or re-orient the puzzle (the seed score
// depends on row order and digit labels), with restarts from an elite of
// earlier chains' bests or from the hardest of a batch of random puzzles.
// See search.go.
//
// The variant kinds (variant.go) start from a random complete grid too.
// A killer's cages are grown over it at random, symmetric under Symmetry
// (half-turn by default, as printed books lay them out: each cage's image
// is a cage), and changed where the uniqueness check (solve.Solver.Check,
// from the grid the cages were grown over) finds a second solution: a
// cell where the two differ moves into a neighbouring cage, and its
// images into the image cages, which changes the sums so that the second
// solution no longer fits; where no cage can take it, its cage is split.
// Layouts with too many single-cell cages or cages outside the count
// range, or whose check runs past a small node budget, are given up for a
// fresh grid. A greater-than sudoku is every box sign of its grid; grids
// are drawn until the signs alone are unique (about one in eight is),
// unless Givens allows givens as a last resort. Killer-greater puzzles
// get cages as killers do, then the signs uniqueness needs.
//
// Grids of other sizes than 9×9, 4×4 to 16×16 with boxes of any shape
// (Options.Kind carries the size, Options.Box the box; sized.go), are
// made as the classic ones are, with the same reduction and removal
// tests over the grid's houses, and every puzzle's seed score;
// publishers' clue ranges (DefaultClues) and half-turn symmetric givens
// by default. Their jigsaw and X puzzles are made as the 9×9 ones, up to
// 16×16; their killers and greater-than sudokus up to 12×12, cages as
// many a cell as on the 9×9 grid (DefaultCagesAt), without a seed score
// past 9×9 unless a score target asks for one (its search there runs to
// millions of nodes).
//
// Puzzles on joined grids (joined.go: samurai, twodoku, sohei, windmill,
// butterfly and flower, or any list of 9×9 grids, Options.Layout, with or
// without diagonals) are made as the shapes' givens are, over the board's
// cells: a random solution board (solve.Solver.Fill), its givens taken
// away in symmetry groups of the board (half-turn by default) while
// solve's checker finds it unique, down to a count drawn from the
// layout's published range, or on a list layout the samurai's share of
// its cells (DefaultLayoutClues), then rated on the variant ladder. Their
// killers and greater-than sudokus are made as the 9×9 ones are, over
// the board (cages.go: each cage inside one grid; the signs of every
// grid's boxes), undecided cage layouts repaired where the check left
// cells open, as past 9×9.
//
// Each worker owns its random source, derived from the seed and the
// worker's index, and its own solver, so worker w's n-th puzzle depends
// only on the seed, w and the options that shape puzzles (kind, symmetry,
// clue, score and rating targets, minimality, mode, the layout options),
// never on timing or on how many workers run. With Count, worker w emits
// its share of Count (Count/Workers, one more for the first
// Count%Workers workers), so the same seed, workers and count give the
// same set of puzzles; only the interleaving of workers in the emitted
// order varies.
package generate

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
)

// Version names the generator algorithm in every puzzle's provenance. It
// changes whenever the same seed and options would give other puzzles.
// generate/2: the search skips classes a worker emitted lately and emits
// a chain's puzzle that scores a quarter above its last at once (random
// generation gives the puzzles of generate/1). generate/3: killer cages
// are laid out and reshaped in symmetric sets, within a range of cage
// counts and of single-cell cages, under a smaller search budget; a
// greater-than sudoku's grid is drawn again where its box signs leave
// several solutions; so the variant kinds give other puzzles (classic
// puzzles are those of generate/2). The other grid sizes came in under
// generate/3, leaving every 9×9 puzzle as it was (testdata/nine.golden).
// generate/4: the solution grids of jigsaw, X and windoku puzzles and of
// the other sizes are filled by package solve's random searches (the
// seed search's tree in random order on grids of boxes, the checker's on
// jigsaw layouts and windows), so those kinds give other puzzles; classic
// 9×9 puzzles, killers and greater-than sudokus are those of generate/3.
const Version = "generate/4"

// ErrOptions is wrapped by the errors Run returns for invalid options.
var ErrOptions = errors.New("invalid options")

// Mode selects how puzzles are made.
type Mode uint8

const (
	// Auto uses Random unless the score target's minimum is above what
	// random puzzles reach often enough (RandomReach), then Search.
	Auto Mode = iota
	// Random makes independent random puzzles and keeps those inside the
	// targets.
	Random
	// Search improves puzzles towards a high score target (search.go).
	Search
)

// String returns "auto", "random" or "search".
func (m Mode) String() string {
	switch m {
	case Auto:
		return "auto"
	case Random:
		return "random"
	case Search:
		return "search"
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// RandomReach is the highest score target minimum that Auto leaves to
// random generation: about one random minimal puzzle in a hundred scores
// 300 or more, so at a few thousand puzzles a second per core rejection
// still delivers tens a second; far above it, only the search gets there.
const RandomReach = 300

// Options say what to generate: the zero Options make 9×9 classic
// puzzles, unrated and not minimal, without targets; Defaults gives what
// sudoku generate makes of a kind and a rating target.
type Options struct {
	// Workers is the number of goroutines; 0 means one per CPU.
	Workers int
	// Seed drives every random choice. The caller draws one when the user
	// gives none, and records it: it is in every puzzle's provenance.
	Seed uint64
	// Count is how many puzzles to emit; 0 means no limit.
	Count int
	// Duration stops the run after this long; 0 means no limit. A
	// deadline on Run's context does the same but makes Run return the
	// context's error.
	Duration time.Duration

	// Symmetry is the pattern the clues of a classic puzzle keep, or the
	// layout of a killer's cages: the image of every cage is a cage
	// (cages.go).
	Symmetry Symmetry
	// Clues is the clue-count target: puzzles outside it are rejected.
	Clues ranges.Range
	// Score is the seed-score target: puzzles outside it are rejected. A
	// minimum above RandomReach turns the search on (see Mode).
	Score ranges.Range
	// Rating is the technique-rating target in tenths of Sudoku
	// Explainer's scale (rating.Value: 2.6 is 26); puzzles outside it are
	// rejected. A bound turns Rate on.
	Rating ranges.Range
	// Rate makes the workers rate every puzzle inside the other targets
	// with the technique ladder (score.Rater) and fill in Path and Grade.
	// It costs more than making the puzzle: a few hundred puzzles a second
	// per core instead of thousands (see the package benchmarks).
	Rate bool
	// Scale is the ladder Rate and Rating use (rating.SE, the zero Scale,
	// unless set).
	Scale rating.Scale
	// RateTimeout bounds the technique rating of one puzzle, as
	// score.WithRateTimeout: a puzzle past it gets an estimate
	// (Rating.Estimated). 0 or less, the zero Options' value, is no bound,
	// so that a rating depends on the puzzle alone and not on the
	// machine's speed; sudoku generate passes its --rate-timeout.
	RateTimeout time.Duration
	// StableK > 0 makes the workers compute the stable score over that
	// many isomorphic copies (score.WithStable) and fill in Stable.
	StableK int
	// Minimal makes every puzzle minimal: removing any one clue, even one
	// the symmetry pairs with others, gives a second solution. Symmetric
	// reductions that leave a clue removable are rejected. When false,
	// removal stops as soon as the clue count is inside Clues (at a count
	// drawn uniformly from the range), so puzzles can have more clues than
	// they need; without a clue maximum removal still runs until no group
	// can go.
	Minimal bool
	// Mode chooses random generation or the search; Auto decides from
	// Score.
	Mode Mode

	// Kind is the kind of puzzle: classic, or killer cages and
	// greater-than signs (variant.go), jigsaw regions, diagonals and
	// windows (shapes.go), on the grid size it carries (puzzle.Kind.Sized:
	// 4×4 to 16×16, sized.go), or on the joined grids of the layout it
	// carries (puzzle.Kind.Joined, joined.go: classic, X, killer or
	// greater-than, not both), a named layout or gattai, whose board is
	// Layout.
	// The search is for 9×9 classic puzzles,
	// Symmetry for classic puzzles and cages; for variants Minimal means
	// no two adjacent cages could merge (killer) or no sign could go
	// (greater-than), and the seed score of a 9×9 variant is worked out
	// only under a Score target. Every puzzle of another size than 9 has
	// its seed score but the killers and greater-than sudokus past 9×9
	// (up to 12×12), whose seed searches run to millions of nodes: they
	// have it under a Score target.
	Kind puzzle.Kind
	// Layout is the board of a kind on joined grids: any list of 9×9
	// grids (grid.NewLayout) for a gattai kind, which needs it; for a
	// named layout's kind it may be nil, the kind's board, or that
	// board. A list of a named layout's grids is that layout, whose
	// kind Kind must then be (puzzle.Kind.Joined): samurai, not gattai.
	// Puzzles carry it in its canonical form (grid.Layout.Canonical).
	Layout *grid.Layout
	// Box is the shape of the boxes on a grid of Kind's size: the zero
	// Box, the usual value, is the size's default (grid.DefaultBox:
	// 2×3 on 6×6, 2×4 on 8×8, 3×4 on 12×12, 4×4 on 16×16); any R×C with
	// R·C = N and R, C ≥ 2 may be asked for (3×2, 2×6). A jigsaw has
	// regions instead, and takes none.
	Box grid.Box
	// CageSize is the range of sizes a killer's cages are grown to;
	// the zero Range means DefaultCageSize. Under the quarter-turn
	// without single-cell cages the centre's cage has at least 5 cells, the
	// centre and an orbit of four, whatever the range says.
	CageSize ranges.Range
	// Cages is the range of a killer's number of cages; the zero Range
	// means DefaultCages.
	Cages ranges.Range
	// SingleCages is the most single-cell cages a killer may have: a
	// single-cell cage is a given in all but name.
	SingleCages int
	// Givens is how many givens a killer or a greater-than sudoku may get
	// as a last resort when its cages or its box signs leave several
	// solutions.
	Givens int
	// Trial keeps rated variant puzzles whose path needs trial: the
	// forcing chain of cages and signs, which tries candidates until one
	// breaks the rules, or more (rating.Path.NeedsTrial). Without it they are
	// rejected, so that every puzzle solves by the ladder's named
	// techniques; Defaults sets it under a rating target (--grade,
	// --rating), which says itself how hard a puzzle may be.
	Trial bool

	// Progress, when set, is called about every ProgressEvery (default
	// one second) with the running totals, on the same goroutine as emit,
	// so a caller can refresh a progress line or flush a batch without
	// locking. An error from it stops the run like one from emit.
	Progress      func(Stats) error
	ProgressEvery time.Duration
}

// Request is what a run is asked for that the other options' defaults
// follow from: the kind of puzzle, its boxes, the rating target and,
// when the caller chose it, whether puzzles must be minimal. Defaults
// settles the options from it.
type Request struct {
	// Kind is the kind of puzzle, on the grid size it carries
	// (Options.Kind).
	Kind puzzle.Kind
	// Box is the shape of the boxes (Options.Box); the zero grid.Box is
	// the size's default.
	Box grid.Box
	// Layout is the board of a kind on joined grids (Options.Layout):
	// needed for a gattai kind, nil or the kind's board for a named one.
	Layout *grid.Layout
	// Rating is the technique-rating target (Options.Rating), a grade's
	// band or any range; the zero Range is none.
	Rating ranges.Range
	// Minimal, when not nil, is whether every puzzle must be minimal, as
	// the caller chose (Options.Minimal); nil leaves it to the kind and
	// the target. A run asked to be minimal keeps whatever clues the
	// reductions leave, as 9×9 classic puzzles do, on a single grid of
	// any kind: the kind's clue range and the ranges a target gives are
	// counts a reduction stops at (see Defaults), and minimal puzzles of
	// most kinds fall below them (9×9 jigsaw, X and windoku puzzles keep
	// about 20 clues, 16×16 ones about 90), so that a run held to them
	// would store nothing. Joined grids keep their layout's range, and
	// refuse Minimal.
	Minimal *bool
}

// Defaults returns the options sudoku generate makes puzzles with for r
// before the flags the user gives, which its caller then sets and which
// always win. Each option is settled once, from r alone, so the result
// does not depend on the order anything is set in:
//
//   - Rate is set, bounded by score.DefaultRateTimeout, and Rating is
//     r's target. Trial is set under a target, which says itself how
//     hard a puzzle may be; without one, a variant puzzle that needs
//     trial is no puzzle for a book.
//   - Minimal: 9×9 classic puzzles are minimal, but not under a target
//     below rating.Medium: easy books print puzzles with more clues than
//     they need. The other kinds and sizes are not minimal (a choice for
//     the variant kinds; publishers of the other sizes print clue
//     ranges). r.Minimal, when set, decides instead, and a run it
//     makes minimal on a single grid has no clue range.
//   - Clues: the kind's clue range (DefaultLayoutClues on joined grids;
//     DefaultClues on another size than 9
//     for classic, jigsaw and X puzzles; DefaultShapeClues for 9×9
//     jigsaw, X and windoku puzzles without cages or signs; none for the
//     others, whose givens come from the layout), unless the target,
//     for a run that is not asked to be minimal, calls for another:
//     9×9 classic puzzles rated easy keep easyClues (30..36), as easy
//     books print them; classic puzzles of another size rated medium or
//     harder are taken down from their range's most clues toward the
//     band (steersReduction), as few as it asks, and past 16×16 under a
//     target below expert the clues below the size's range go by the
//     ladder's test (reduceGraded), as publishers' large puzzles are
//     made, down to the counts they print; 9×9 jigsaw, X and
//     windoku puzzles rated easy keep easyClues, medium and hard ones
//     steeredShapeClues (20..32) and expert ones at most 32, their givens
//     taken away toward the band, and extreme or harder ones go down to
//     as few clues as their symmetry allows.
//   - Symmetry is half-turn for the cages of killers, as printed books
//     lay them out, and for the givens of jigsaw, X and windoku puzzles
//     and of every classic puzzle of another size than 9 and on joined
//     grids, as publishers print them; none for 9×9 classic puzzles and for greater-than
//     sudokus without cages, whose signs are every region sign.
//   - Killers have DefaultCagesAt(N) cages, and no single-cell cage.
//     Under a target below rating.Hard their cages have two or three
//     cells (CageSize 2..3): with the default two to four, three killers
//     in four rate hard or harder, and a medium killer run threw three
//     away for each one it kept. Under a target below rating.Medium they
//     may also get up to easyGivens (12) givens, as many a cell on a
//     joined board (54 on a samurai), each where the path first goes
//     above the target (steer.go): killers rated easy need givens.
//     Greater-than and killer-greater sudokus have no givens up to
//     12×12, and up to a quarter of the cells as givens past it
//     (signsAlone).
//   - StableK is score.DefaultStableK for 9×9 classic puzzles; the
//     variant kinds' stable score costs a seed search per copy, millions
//     of nodes on greater-than sudokus, and the other sizes have none.
//
// The library's own start is a plain Options literal: the zero Options
// make 9×9 classic puzzles, unrated and not minimal, on one worker per
// CPU.
func Defaults(r Request) Options {
	k, t := r.Kind, r.Rating
	o := Options{
		Kind: k, Box: r.Box, Layout: r.Layout, Rating: t, Trial: !t.IsAll(),
		Rate: true, RateTimeout: score.DefaultRateTimeout,
		Symmetry: defaultSymmetry(k),
	}
	easy := t.HasMax && t.Max < rating.Medium.Range().Min
	if r.Minimal != nil {
		o.Minimal = *r.Minimal
	} else {
		o.Minimal = k == puzzle.Classic && !easy
	}
	o.Clues = kindClues(k, o.layout())
	switch {
	case !o.Minimal:
		o.Clues = targetClues(k, t, o.Clues)
	case r.Minimal != nil && o.layout() == nil:
		// Asked to be minimal: whatever clues that leaves (Request).
		o.Clues = ranges.Range{}
	}
	if k.HasCages() {
		o.Cages = cagesOn(o.cells())
		if t.HasMax && t.Max < rating.Hard.Range().Min {
			o.CageSize = ranges.Between(2, 3)
		}
		if easy {
			o.Givens = easyGivens
			if k.IsJoined() {
				// As many a cell (a list layout's board too): 54 on
				// a samurai, whose easy killers take 24 to 33.
				o.Givens = easyGivens * o.cells() / 81
			}
		}
	}
	if signsTakeGivens(k) {
		o.Givens = o.cells() / 4
	}
	if k == puzzle.Classic {
		o.StableK = score.DefaultStableK
	}
	return o
}

// defaultSymmetry is the symmetry of kind k's givens or cages unless the
// user asks for another (Defaults).
func defaultSymmetry(k puzzle.Kind) Symmetry {
	switch {
	case k.HasCages():
		return Rot180
	case k.HasSigns():
		// Every region sign, which keeps every symmetry there is.
		return None
	case k.Size() != 9 || k.HouseFeatures() != 0 || k.IsJoined():
		return Rot180
	}
	return None
}

// kindClues is the clue range of kind k, on the board of l when it is
// joined, without a rating target (Defaults).
func kindClues(k puzzle.Kind, l *grid.Layout) ranges.Range {
	switch {
	case k.HasCages() || k.HasSigns():
		return ranges.Range{}
	case l != nil:
		return DefaultLayoutClues(l)
	case k.Size() != 9:
		return DefaultClues(k.Size())
	case k.HouseFeatures() != 0:
		return DefaultShapeClues
	}
	return ranges.Range{}
}

// targetClues is the clue range of a run of kind k that is not asked to
// be minimal under rating target t, where the kind's own is clues
// (Defaults).
func targetClues(k puzzle.Kind, t ranges.Range, clues ranges.Range) ranges.Range {
	atLeast := func(g rating.Grade) bool { return t.HasMin && t.Min >= g.Range().Min }
	easy := t.HasMax && t.Max < rating.Medium.Range().Min
	switch {
	case k == puzzle.Classic && easy:
		return easyClues
	case k.Size() != 9 && k.Features() == puzzle.Classic && atLeast(rating.Medium):
		// Steered down from the most clues of the size's range
		// (steersReduction), as few as the band asks.
		return ranges.AtMost(DefaultClues(k.Size()).Max)
	case k.Size() != 9 || k.HouseFeatures() == 0 || k != k.HouseFeatures():
		return clues
	case atLeast(rating.Extreme):
		return ranges.Range{}
	case atLeast(rating.Expert):
		return ranges.AtMost(steeredShapeClues.Max)
	case easy:
		return easyClues
	case atLeast(rating.Medium):
		return steeredShapeClues
	}
	return clues
}

// DefaultClues returns the range of clue counts a classic puzzle of size
// n keeps unless Options.Clues says otherwise (Defaults sets it): for the
// sizes publishers print, their range, and for the others about the same
// share of the cells, which grows with the size (a larger grid needs a
// larger share of givens to be unique):
//
//	size   clues    share of the cells
//	4×4     4-8     25-50%   (a unique 4×4 has at least 4)
//	5×5     7-11    28-44%   (jigsaw only)
//	6×6    10-16    28-44%   publishers
//	7×7    14-21    29-43%   (jigsaw only)
//	8×8    18-26    28-41%   publishers
//	10×10  32-46    32-46%
//	11×11  40-58    33-48%   (jigsaw only)
//	12×12  50-70    35-49%   publishers
//	13×13  60-84    36-50%   (jigsaw only)
//	14×14  70-98    36-50%
//	15×15  82-112   36-50%
//	16×16  112-128  44-50%   publishers print 96-128
//	17×17  156-173  54-60%   (jigsaw only; so 19×19 and 23×23)
//	18×18 to 25×25  54-60%   25×25: 338-375
//
// Past 16×16 the seed search turns long below about 54%: of 25×25
// puzzles of 335 to 350 clues most take a few thousand nodes and one in
// three millions, and one of 327 took 43 million (18 s). A 16×16 puzzle
// keeps at least 112. Below, the seed search every stored
// puzzle gets runs long (a median of 5 million nodes at 98-104 clues, up
// to 50 million) and so does the rating of the nightmare puzzles that
// many clues leave: one worker made 1.3 rated puzzles a second at
// 100..128, 38 at 108..128, 59 at 110..128 and 184 at 112..128, every
// grade from easy to nightmare among them. --clues 96.. asks for the
// publishers' whole range.
//
// Size 9 gives the zero Range: 9×9 classic puzzles are made minimal, with
// whatever clues that leaves, and jigsaw, X and windoku ones keep
// DefaultShapeClues.
func DefaultClues(n int) ranges.Range {
	if n < grid.MinSize || n > grid.MaxSize {
		return ranges.Range{}
	}
	return sizeClues[n]
}

// sizeClues backs DefaultClues.
var sizeClues = [grid.MaxSize + 1]ranges.Range{
	4: ranges.Between(4, 8), 5: ranges.Between(7, 11), 6: ranges.Between(10, 16), 7: ranges.Between(14, 21),
	8: ranges.Between(18, 26), 10: ranges.Between(32, 46), 11: ranges.Between(40, 58), 12: ranges.Between(50, 70),
	13: ranges.Between(60, 84), 14: ranges.Between(70, 98), 15: ranges.Between(82, 112), 16: ranges.Between(112, 128),
	17: ranges.Between(156, 173), 18: ranges.Between(175, 194), 19: ranges.Between(195, 217), 20: ranges.Between(216, 240),
	21: ranges.Between(238, 265), 22: ranges.Between(261, 290), 23: ranges.Between(286, 317), 24: ranges.Between(311, 346),
	25: ranges.Between(338, 375),
}

// fewestClues is the fewest clues a unique puzzle of size n has, or a
// bound below it: 17 on the 9×9 grid (McGuire et al., 2012), and N-1 on
// the others, since a puzzle that shows fewer than N-1 of its digits has
// a second solution with two of the missing ones swapped. Validate
// refuses clue ranges below it, and a clue target without a minimum is
// drawn from it up.
func fewestClues(n int) int {
	if n == 9 {
		return 17
	}
	return n - 1
}

// DefaultShapeClues is the range of clue counts a jigsaw, Sudoku X or
// windoku puzzle keeps unless Options.Clues says otherwise: the span of
// two publishers' easy to middle levels of these kinds (their medians run
// from 34 to 36 clues at the easiest level to 24 at Andoku's third of
// five). Fewer clues make mostly extreme puzzles: at 22 to 32 a quarter
// of X puzzles are extreme or harder, at 24 to 32 a sixth, and minimal
// ones, about 20 clues, mostly are; a rating target from extreme up asks
// for those (Defaults).
var DefaultShapeClues = ranges.Between(24, 32)

// steeredShapeClues is the clue range of jigsaw, X and windoku puzzles
// under a medium or hard target, whose givens are taken away toward the
// band (steersReduction): from 32, the most of DefaultShapeClues, down to
// 20, about the fewest the two publishers' harder levels print (18 to 21
// at their three hardest, medians 22 to 26). An expert target has no
// floor: expert puzzles of these kinds mostly have fewer.
var steeredShapeClues = ranges.Between(20, 32)

// easyClues is the clue range of classic, jigsaw, X and windoku puzzles
// under an easy target, as easy books print them: published easy puzzles
// keep 30 to 36 clues (the two publishers of jigsaw, X and windoku
// puzzles in score/agreement have 30 to 39 at their easiest level, median
// 34 to 36), and a puzzle with that many is easy nearly always, where a
// minimal one is easy one time in four.
var easyClues = ranges.Between(30, 36)

// easyGivens is how many givens a killer rated easy may get by default
// (Defaults): about nine make one easy (docs/commands.md).
const easyGivens = 12

// search reports whether the options call for the search.
func (o *Options) search() bool {
	return o.Mode == Search || o.Mode == Auto && o.Score.HasMin && o.Score.Min > RandomReach
}

// Params are a run's options as its provenance records them: with Version,
// what it takes to make the same puzzles again. The command line stores
// them as the JSON of its run's source.
type Params struct {
	// Seed is the run's seed in decimal: a JSON number loses uint64
	// precision in most readers.
	Seed     string `json:"seed"`
	Workers  int    `json:"workers"`
	Count    int    `json:"count,omitempty"`
	For      string `json:"for,omitempty"`
	Symmetry string `json:"symmetry"`
	Clues    string `json:"clues,omitempty"`
	Score    string `json:"score,omitempty"`
	Minimal  bool   `json:"minimal"`
	Mode     string `json:"mode"`
	// Rating is the rating target ("2.6..4.4"), a grade's band included.
	Rating string `json:"rating,omitempty"`
	Rate   bool   `json:"rate"`
	Stable int    `json:"stable"`
	// Variant and its knobs: left out for classic runs, and the cages'
	// for greater-than runs. Symmetry above is the cages' layout.
	Variant string `json:"variant,omitempty"`
	// Layout is the board of a list layout (kind gattai) as the JSON
	// form writes it, "[[0,0],[6,6],[12,12]]"; a named layout's board is
	// its variant's name, and the other kinds have none.
	Layout string `json:"layout,omitempty"`
	// Box is the box shape ("3x2") when it is not the size's default.
	Box         string `json:"box,omitempty"`
	CageSize    string `json:"cage_size,omitempty"`
	Cages       string `json:"cages,omitempty"`
	SingleCages *int   `json:"single_cages,omitempty"`
	Givens      int    `json:"givens,omitempty"`
	Trial       bool   `json:"trial,omitempty"`
}

// Params returns the options as provenance records them.
func (o *Options) Params() Params {
	p := Params{
		Seed: strconv.FormatUint(o.Seed, 10), Workers: o.Workers, Count: o.Count,
		Symmetry: o.Symmetry.String(), Clues: o.Clues.String(), Score: o.Score.String(),
		Minimal: o.Minimal, Mode: o.Mode.String(), Rate: o.Rate, Stable: o.StableK,
	}
	p.Rating = rating.ValueRange(o.Rating)
	if o.Duration > 0 {
		p.For = o.Duration.String()
	}
	if def, _ := grid.DefaultBox(o.Kind.Size()); o.Box != (grid.Box{}) && o.Box != def {
		p.Box = o.Box.String()
	}
	if l := o.layout(); l != nil && l.Name() == "" {
		p.Layout = string(l.AppendJSON(nil))
	}
	if o.Kind != puzzle.Classic {
		p.Variant, p.Givens, p.Trial = o.Kind.String(), o.Givens, o.Trial
		if o.Kind.HasCages() {
			size, count, singles := o.CageSize, o.Cages, o.SingleCages
			if size.IsAll() {
				size = DefaultCageSize
			}
			if count.IsAll() {
				count = cagesOn(o.cells())
			}
			p.CageSize, p.Cages, p.SingleCages = size.String(), count.String(), &singles
		}
	}
	return p
}

// Validate returns the error Run would return for invalid options, or nil,
// without running anything, so that a caller can refuse bad options
// before it prepares the run. It checks every option and joins one error
// per option that is wrong (errors.Join), each wrapping ErrOptions and
// naming the option; among them, the options that do not suit the kind of
// puzzle (Kind): the score search and a scale for the variant kinds,
// a symmetry for greater-than sudokus (whose signs are every box sign),
// cage sizes, cage counts and single-cell cages for kinds without cages,
// givens for classic puzzles.
func (o Options) Validate() error {
	return errors.Join(o.problems()...)
}

// problems lists what is wrong with o, one error per option.
func (o *Options) problems() []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrOptions}, args...)...))
	}
	if o.Workers < 0 {
		bad("%d workers", o.Workers)
	}
	if o.Count < 0 {
		bad("count %d is negative", o.Count)
	}
	if o.Duration < 0 {
		bad("duration %v is negative", o.Duration)
	}
	if o.Symmetry > Diagonal {
		bad("unknown symmetry %v", o.Symmetry)
	}
	if o.Mode > Search {
		bad("unknown mode %v", o.Mode)
	}
	for _, t := range []struct {
		name string
		r    ranges.Range
	}{{"clues", o.Clues}, {"score", o.Score}, {"rating", o.Rating}} {
		if t.r.HasMin && t.r.HasMax && t.r.Min > t.r.Max {
			bad("%s range %s is empty", t.name, t.r)
		}
	}
	if o.StableK < 0 || o.StableK > score.MaxStableK {
		bad("stable score over %d copies (want 0 to %d)", o.StableK, score.MaxStableK)
	}
	if !o.Kind.Valid() {
		bad("unknown kind %v", o.Kind)
		return errs
	}
	if lerrs := o.layoutKindProblems(); lerrs != nil {
		return append(errs, lerrs...)
	}
	if o.Kind.IsJoined() {
		return append(errs, o.joinedProblems()...)
	}
	errs = append(errs, o.sizeProblems()...)
	if !o.CageSize.IsAll() && !o.Kind.HasCages() {
		bad("cage sizes %s: cages are for killer and killer-greater puzzles, not %s", o.CageSize, o.Kind)
	}
	if cs, n := o.CageSize, o.Kind.Size(); !cs.IsAll() && (cs.IsEmpty() || cs.HasMax && cs.Max < 1 || cs.HasMin && cs.Min > n) {
		bad("cage sizes %s: cages have 1 to %d cells", cs, n)
	}
	if !o.Cages.IsAll() && !o.Kind.HasCages() {
		bad("cages %s: cages are for killer and killer-greater puzzles, not %s", o.Cages, o.Kind)
	}
	if o.SingleCages != 0 && !o.Kind.HasCages() {
		bad("%d single-cell cages: cages are for killer and killer-greater puzzles, not %s", o.SingleCages, o.Kind)
	}
	if o.Kind.HasCages() {
		errs = append(errs, o.layoutProblems()...)
	}
	if o.Kind.Features() != puzzle.Classic {
		if o.Symmetry != None && !o.Kind.HasCages() && o.Kind.HasSigns() {
			bad("symmetry %v: a greater-than sudoku has every box sign; symmetry shapes clue patterns and cages", o.Symmetry)
		}
		if o.search() {
			bad("the score search is for classic puzzles")
		}
		if o.Scale != rating.SE {
			bad("scale %v: the variant kinds are rated on the variant ladder", o.Scale)
		}
		if o.Givens < 0 {
			bad("%d givens", o.Givens)
		}
		return errs
	}
	if o.Givens != 0 {
		bad("%d givens: givens as a last resort are for the variant kinds", o.Givens)
	}
	if n := o.Kind.Size(); n == 9 {
		// No unique puzzle has fewer than 17 clues (McGuire et al., 2012).
		if o.Clues.HasMax && o.Clues.Max < 17 || o.Clues.HasMin && o.Clues.Min > 81 {
			bad("clues %s: unique puzzles have 17 to 81 clues", o.Clues)
		}
	} else if o.Clues.HasMax && o.Clues.Max < fewestClues(n) || o.Clues.HasMin && o.Clues.Min > n*n {
		bad("clues %s: unique %dx%d puzzles have %d to %d clues", o.Clues, n, n, fewestClues(n), n*n)
	}
	if o.Score.HasMax && o.Score.Max < 0 {
		bad("score %s: seed scores are not negative", o.Score)
	}
	if o.Rating.HasMax && o.Rating.Max < 10 {
		bad("rating %s: ratings start at 1.0", rating.ValueRange(o.Rating))
	}
	return errs
}

// sizeProblems lists what is wrong with the options that concern the
// grid's size: a box shape that does not tile it, or given to a jigsaw;
// and at another size than 9, what is made only on the 9×9 grid so far.
func (o *Options) sizeProblems() []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrOptions}, args...)...))
	}
	n := o.Kind.Size()
	if b := o.Box; b != (grid.Box{}) {
		switch {
		case o.Kind&puzzle.Jigsaw != 0:
			bad("box %v: a jigsaw has regions, not boxes", b)
		case grid.GeometryOf(n, b, false) == nil:
			bad("box %v does not tile a %dx%d grid (rows times columns must be %d, each at least 2)", b, n, n, n)
		}
	}
	if n == 9 {
		return errs
	}
	// Past 12×12 the checker settles almost no grid from its signs: the
	// greater-than sudokus there take givens where a check leaves cells
	// open, the killer-greater ones signs beside them (signsTakeGivens),
	// and killers change their cages there (killer), all up to 16×16;
	// X puzzles, with their givens, and jigsaw layouts are made at every
	// size (TestLargeSizes).
	if signsTakeGivens(o.Kind) && o.Givens <= 0 {
		bad("%v: past %dx%d greater-than sudokus need givens (--givens N; by default a quarter of the cells)", o.Kind, signsAlone, signsAlone)
	}
	if n > 16 && o.Kind.Features()&^(puzzle.Jigsaw|puzzle.X) != 0 {
		bad("%v: cages and signs are made up to 16x16 so far", o.Kind)
	}
	// No cell may be next to another of its orbit for the cage layouts
	// (cages.go): on a grid of even size the mirror's middle columns and
	// the quarter-turn's middle four cells are.
	if o.Kind.HasCages() && n%2 == 0 && (o.Symmetry == Mirror || o.Symmetry == Rot90) {
		bad("symmetry %v: cages on a %dx%d grid keep none, rot180 or diagonal (a cell next to its image cannot share its cage)", o.Symmetry, n, n)
	}
	if o.search() {
		bad("the score search is for 9x9 classic puzzles, not %v", o.Kind)
	}
	// The stable score's copies are 9×9 grids: asked of another size, it
	// is refused rather than never worked out.
	if o.StableK > 0 {
		bad("stable score over %d copies: for 9x9 puzzles so far, not %v", o.StableK, o.Kind)
	}
	return errs
}

// signsAlone is the largest grid whose greater-than sudokus are made
// from their signs alone, with no givens by default. Past it the signs of
// every box leave nearly every 16×16 grid undecided by the checker, so
// there they take givens where a check leaves cells open (addGivens), up
// to a quarter of the cells by default (Defaults), and then where the
// rating first needs trial (steer): 16×16 ones take 19 to 34.
const signsAlone = 12

// signsTakeGivens reports whether kind k has signs past signsAlone: a
// greater-than sudoku there, whose undecided checks give cells they left
// open (addGivens), or a killer-greater one, whose undecided checks put
// signs beside them (signOpen); the ratings of both that need trial are
// steered with givens (steers).
func signsTakeGivens(k puzzle.Kind) bool {
	return k.HasSigns() && k.Size() > signsAlone
}

// layoutProblems lists what is wrong with the cage layout options of a
// kind with cages: a negative number of single-cell cages, and counts of
// cages that cages of the sizes allowed cannot cover the grid with.
func (o *Options) layoutProblems() []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrOptions}, args...)...))
	}
	if o.SingleCages < 0 {
		bad("%d single-cell cages", o.SingleCages)
	}
	side := o.Kind.Size()
	cells := o.cells()
	n := o.Cages
	if !n.IsAll() && (n.IsEmpty() || n.HasMax && n.Max < 1 || n.HasMin && n.Min > cells) {
		bad("cages %s: a %s holds 1 to %d cages", n, boardName(o.layout()), cells)
		return errs
	}
	size := o.CageSize.Intersect(ranges.Between(1, side))
	if o.CageSize.IsAll() {
		size = DefaultCageSize
	}
	if n.IsAll() {
		n = cagesOn(o.cells())
	}
	if size.IsEmpty() {
		return errs // said above
	}
	// Splits make cages smaller than the sizes grown, down to two cells,
	// or one where single-cell cages are allowed.
	smallest := 2
	if o.SingleCages > 0 {
		smallest = 1
	}
	if n.HasMax && n.Max*size.Max < cells || n.HasMin && n.Min*smallest > cells {
		bad("cages %s: cages of %s cells cannot cover the %s", n, size, boardName(o.layout()))
	}
	if size.HasMax && size.Max <= 2 && o.SingleCages == 0 && cells%2 == 1 {
		bad("cage sizes %s: cages of two cells cannot cover the %d cells, an odd number; allow three (2..3) or a single-cell cage", o.CageSize, cells)
	}
	return errs
}

// check validates o and fills in the defaults.
func (o *Options) check() error {
	if err := o.Validate(); err != nil {
		return err
	}
	if o.Workers == 0 {
		o.Workers = runtime.NumCPU()
	}
	if o.Layout != nil {
		// Once, so that the workers' o.layout() is the same board and
		// makes none.
		o.Layout = o.Layout.Canonical()
	}
	// A rating target needs the ratings.
	if !o.Rating.IsAll() {
		o.Rate = true
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = time.Second
	}
	return nil
}

// Result is one generated puzzle with its scores and provenance.
type Result struct {
	// Puzzle is the puzzle: its givens, and the cages and signs of the
	// variant kinds.
	Puzzle   puzzle.Puzzle
	Solution grid.Grid
	Clues    int
	// Score is the seed score and Nodes the candidates the seed solver
	// tried (solve.Solver.Count). HasScore tells whether they were worked out: always for
	// classic puzzles and for every puzzle of another size than 9 but the
	// killers and greater-than sudokus past 9×9, for those, the 9×9
	// variant kinds and puzzles on joined grids only under a score target.
	Score, Nodes int
	HasScore     bool
	// Symmetry is the symmetry the options asked for: of a classic
	// puzzle's clue pattern, of a killer's cages (a killer-greater's
	// signs keep none); None for a greater-than sudoku.
	Symmetry Symmetry
	// Minimal reports that no single clue can be removed.
	Minimal bool
	// Path is the technique rating and the steps per technique, with
	// Options.Rate (Rating.Grade() is its band); Stable the stable score
	// with Options.StableK; else zero.
	rating.Path
	Stable rating.Stable

	// Worker is the worker that made the puzzle and Seq its number among
	// that worker's puzzles (from 0): with the run's Version and Params,
	// its provenance.
	Worker int
	Seq    int
}

// Stats are the running totals of a run.
type Stats struct {
	// Generated counts the puzzles handed to emit.
	Generated int
	// Rejected counts finished unique puzzles outside the clue, score or
	// rating target (or not minimal under a symmetry); the search counts the
	// scored candidates that were not emitted.
	Rejected int
	// Attempts counts the puzzles scored: Generated + Rejected, plus the
	// puzzles finished but not emitted when the run stopped.
	Attempts int
	// Best is the highest seed score of any unique 9×9 puzzle scored, in
	// or out of the targets, and BestPuzzle that puzzle (a 9×9 grid: the
	// puzzles of other sizes leave both alone).
	Best       int
	BestPuzzle grid.Nine
	// Elapsed is the time since Run started.
	Elapsed time.Duration
	// Search reports whether the workers run the search.
	Search bool
}

// Rate returns the puzzles emitted per second.
func (s Stats) Rate() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Generated) / s.Elapsed.Seconds()
}

// tally holds the totals the workers update.
type tally struct {
	rejected, attempts atomic.Int64
	best               atomic.Int64
	mu                 sync.Mutex // guards bestPuzzle
	bestPuzzle         grid.Nine
}

// scored records one scored unique puzzle.
func (t *tally) scored(g *grid.Nine, score int) {
	t.attempts.Add(1)
	if int64(score) <= t.best.Load() {
		return
	}
	t.mu.Lock()
	if int64(score) > t.best.Load() {
		t.best.Store(int64(score))
		t.bestPuzzle = *g
	}
	t.mu.Unlock()
}

func (t *tally) stats(generated int, start time.Time, search bool) Stats {
	t.mu.Lock()
	defer t.mu.Unlock()
	return Stats{
		Generated:  generated,
		Rejected:   int(t.rejected.Load()),
		Attempts:   int(t.attempts.Load()),
		Best:       int(t.best.Load()),
		BestPuzzle: t.bestPuzzle,
		Elapsed:    time.Since(start),
		Search:     search,
	}
}

// Run generates puzzles on opts.Workers goroutines and calls emit with
// each, one at a time, on the calling goroutine, until Count puzzles are
// emitted, Duration has passed or ctx is done. Puzzles finished when the
// run stops are still emitted; work in progress is dropped.
//
// Run returns the final totals, and nil when it stopped at Count or
// Duration, ctx's error when ctx was cancelled or reached its deadline,
// or the first error from emit or Progress (after which nothing more is
// emitted). Invalid options give an error wrapping ErrOptions.
func Run(ctx context.Context, opts Options, emit func(Result) error) (Stats, error) {
	start := time.Now()
	if err := opts.check(); err != nil {
		return Stats{}, err
	}
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if opts.Duration > 0 {
		ctx, cancel = context.WithTimeout(ctx, opts.Duration)
		defer cancel()
	}

	var t tally
	search := opts.search()
	out := make(chan Result, 256*opts.Workers)
	var wg sync.WaitGroup
	for w := range opts.Workers {
		quota := -1 // no limit
		if opts.Count > 0 {
			quota = opts.Count / opts.Workers
			if w < opts.Count%opts.Workers {
				quota++
			}
			if quota == 0 {
				continue
			}
		}
		wk := newWorker(&opts, w, &t)
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk.run(ctx, quota, func(p *Result) { out <- *p })
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()

	var tick <-chan time.Time
	if opts.Progress != nil {
		ticker := time.NewTicker(opts.ProgressEvery)
		defer ticker.Stop()
		tick = ticker.C
	}
	generated := 0
	var err error
	for done := false; !done; {
		select {
		case p, ok := <-out:
			switch {
			case !ok:
				done = true
			case err == nil:
				if err = emit(p); err != nil {
					cancel()
				} else {
					generated++
				}
			}
		case <-tick:
			if err == nil {
				if err = opts.Progress(t.stats(generated, start, search)); err != nil {
					cancel()
				}
			}
		}
	}
	// Workers count a puzzle as an attempt when they score it, so the
	// puzzles finished but dropped after an error are not counted as
	// generated; Rejected stays as the workers counted it.
	if err == nil {
		err = parent.Err()
	}
	return t.stats(generated, start, search), err
}
