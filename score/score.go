// Package score rates Sudoku puzzles three ways.
//
// The seed score (Result.Score) is that of package solve: the sum of
// (candidates - 1) over every branch point of the seed counting
// backtracker (see solve and docs/seed-score.md). It depends on the
// order the backtracker meets cells and digits in, so the stable score
// (Result.Stable) is its median and quartiles over K isomorphic copies of
// the puzzle taken relative to its canonical form.
//
// The technique rating (Result.Rating) is what a person would call the
// difficulty: a logical solver applies human techniques, always the
// easiest that makes progress, and the puzzle is rated by the hardest step
// it needed, on the scale of Sudoku Explainer (SE), the community
// standard; Rating.Grade names its band. The words of the rating (values,
// techniques, grades, paths, explanations) are package rating's, whose
// documentation lists the ladder's techniques and their values. There
// are two ladders (rating.Scale): SE, classic Sudoku Explainer 1.2.1,
// the default, and Sukaku, Sukaku Explainer's, which adds turbot fish,
// longer strong-link fish and WXYZ- and VWXYZ-wings. Without them, SE
// 1.2.1 needs chains for many steps that Sukaku's ladder does with a fish
// or a wing, so it rates many puzzles a point or more higher between 4.4
// and 8.2.
//
// A "+" value (a chain's) grows with the length of the chains: SE adds
// 0.1 each time the number of candidates they go through, less two,
// passes 4, 6, 8, 12, 16, 24, 32, ... Where several steps of one technique are available
// the easiest (shortest) is taken, as in SE, except that a chain search
// takes the first step no harder than the rating so far: the rating is
// the hardest step's either way. Above dynamic forcing chains
// (+) come SE's nested forcing chains, levels 2 to 5 (9.5, 10.0, 10.5 and
// 11.0, plus the bonus), searched as SE searches them (nested.go): dynamic
// chains that run a whole producer of lesser chains at each stall. Their
// cost grows a hundredfold a level, so the rating of one puzzle is bounded
// in time (WithRateTimeout, DefaultRateTimeout); a puzzle that runs out of
// it, or that no technique advances, ends with Technique Beyond and an
// estimate from 10.0 to 11.9, and Rating.Estimated says so.
// docs/rating.md has the details and the evaluation.
//
// The ladder runs on the puzzle's canonical (minlex) form, so that
// isomorphic puzzles, which SE itself may rate 0.1 apart, get one rating.
//
// Rater.Explain shows the path behind a rating step by step: the same run,
// each step carried back from the canonical form to the puzzle as given
// (explain.go), with the cells each step reasons with (explaincells.go).
// ExplainFrom continues a position with pencil marks; FirstStep is a hint.
package score

import (
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

// Result is everything known about one puzzle's difficulty.
type Result struct {
	// Solutions is 0, 1 or 2 (two or more).
	Solutions int
	// Solution is the solution when Solutions is 1, a grid of the
	// puzzle's size.
	Solution grid.Grid
	// Clues is the number of givens.
	Clues int
	// Score is the seed score; meaningful only when Solutions is 1.
	Score int
	// Nodes is the number of candidates the seed solver tried.
	Nodes int
	// Path is the technique rating and the steps per technique, for a
	// unique puzzle scored WithRating; else zero (Rating.Grade is its
	// band).
	rating.Path
	// Stable is the stable score, for a unique puzzle scored WithStable
	// with K > 0; else zero.
	Stable rating.Stable
	// Stopped reports that the count gave up when WithDone's channel
	// closed: the rest of the Result says nothing of the puzzle.
	Stopped bool
	// SeedCut reports that the seed search passed the Scorer's budget
	// (WithSeedBudget) before it ended: Score and Nodes are not known
	// (zero), Solutions and Solution are the uniqueness checker's, and
	// there is no stable score.
	SeedCut bool
}

// Unique reports whether the puzzle has exactly one solution, so that its
// scores are difficulties.
func (r Result) Unique() bool { return r.Solutions == 1 }

// Scorer scores puzzles, reusing its solvers' storage. It is not safe for
// concurrent use; give each goroutine its own.
type Scorer struct {
	// counter counts solutions and gives the seed score, of the puzzle
	// and of the stable score's copies.
	counter solve.Solver
	settings
	rater  *Rater
	copies []iso.Transform // the stable score's transforms
	seeds  []int
}

// settings are what the options set.
type settings struct {
	rate    bool
	k       int
	scale   rating.Scale
	timeout time.Duration
	// ceiling and noTrial let a rating stop early (Rater.rateAsGiven).
	ceiling rating.Value
	noTrial bool
	// done, when closed, stops a puzzle's seed search (WithDone).
	done <-chan struct{}
	// seedBudget bounds a seed search in nodes (WithSeedBudget; 0: none).
	seedBudget int
}

func defaultSettings() settings { return settings{timeout: DefaultRateTimeout} }

// Option configures a Scorer (or a Rater: see NewRater).
type Option func(*settings)

// WithRating makes the Scorer compute the technique rating and grade.
func WithRating() Option { return func(s *settings) { s.rate = true } }

// WithStable makes the Scorer compute the stable score over k copies
// (DefaultStableK is the usual choice); k = 0 skips it.
func WithStable(k int) Option { return func(s *settings) { s.k = max(k, 0) } }

// WithScale rates on scale sc instead of the default, SE.
func WithScale(sc rating.Scale) Option { return func(s *settings) { s.scale = sc } }

// WithRateTimeout bounds the time the technique rating spends on one
// puzzle by d instead of DefaultRateTimeout; d <= 0 removes the bound. A
// puzzle that needs longer gets an estimate (Rating.Estimated), never a
// silently different rating.
func WithRateTimeout(d time.Duration) Option {
	return func(s *settings) { s.timeout = max(d, 0) }
}

// WithCeiling lets the technique rating stop as soon as the rating is
// sure to exceed v (in tenths: 4.4 is 44), as when a generator keeps only
// puzzles rated v or less: once a step is harder than v, or every rung
// left in the ladder is. A rating so cut short is a lower bound, above v
// and marked Estimated; a rating of v or less is exactly the one without
// the ceiling. v <= 0 sets no ceiling. Explanations are never cut short.
func WithCeiling(v rating.Value) Option { return func(s *settings) { s.ceiling = max(v, 0) } }

// WithoutTrial lets the rating of a variant puzzle stop at the first step
// that needs trial (rating.Path.NeedsTrial), as when a generator keeps only
// puzzles that need none: the ladder takes the first forcing chain of
// cages and signs it finds rather than the shortest, and stops there. The
// path so cut short needs trial and is marked Estimated; a path that needs
// no trial is exactly the one without the option.
func WithoutTrial() Option { return func(s *settings) { s.noTrial = true } }

// WithDone makes the Scorer give up a puzzle once done is closed, as when
// the user interrupts a run: the seed search of a large or variant puzzle
// runs to seconds, or minutes on some joined boards, and a command that
// waits for it does not stop when asked to. The puzzle's Result is then
// Stopped. The 9×9 classic count, which takes milliseconds, and the
// rating, which has its own time bound (WithRateTimeout), do not look at
// done.
func WithDone(done <-chan struct{}) Option { return func(s *settings) { s.done = done } }

// DefaultSeedBudget is the bound on the seed search of a puzzle with
// cages or signs, or of a grid past 16×16, that the command line's score
// and import use: ten to thirty seconds of search (2^25 nodes). The 9×9
// killers and greater-than sudokus the generator makes need at most a
// few million nodes (25 million for one greater-than sudoku of 20
// without givens); a 12×12 killer or a killer samurai without givens tens
// of millions to more than 200 million, and a 16×16 killer more than can
// be counted: the seed search places digits where cages and signs settle
// nothing until the last cells of a house are filled. A 25×25 puzzle of
// the generator's default clues takes a few thousand nodes, one of the
// 266 to 275 givens published ones have far more than the bound.
const DefaultSeedBudget = 1 << 25

// WithSeedBudget bounds the seed search of each puzzle with cages or
// signs, or past 16×16, by n nodes (n <= 0: no bound, the default): a
// search that passes them (looked at every 65,536 nodes) stops, and the
// Result is SeedCut, with the uniqueness checker's solutions and no seed
// score; a stable score one of whose copies' searches passes it is left
// out. Puzzles of houses alone up to 16×16 are searched to the end, as
// their givens bound the tree (a minimal 16×16 puzzle takes up to a few
// hundred million nodes, about a minute).
func WithSeedBudget(n int) Option { return func(s *settings) { s.seedBudget = max(n, 0) } }

// NewScorer returns a Scorer. With no options it computes what it always
// has: solutions, clues and the seed score.
func NewScorer(opts ...Option) *Scorer {
	s := &Scorer{settings: defaultSettings()}
	for _, o := range opts {
		o(&s.settings)
	}
	if s.rate || s.k > 0 {
		s.rater = newRater(s.settings)
	}
	s.copies = stableTransforms(s.k)
	s.seeds = make([]int, 0, s.k)
	return s
}

// Score scores the classic puzzle of givens g (ScorePuzzle).
func (s *Scorer) Score(g grid.Nine) Result {
	p := puzzle.ClassicOf(g)
	return s.ScorePuzzle(&p)
}

// Ratings computes what Score adds to the seed solver's result, as the
// options ask: the technique rating, and the stable score (zero values
// for what they do not ask). g must have exactly one solution; a caller
// that has solved g already (a generator) saves the solver run Score would
// repeat.
func (s *Scorer) Ratings(g grid.Nine) (p rating.Path, st rating.Stable) {
	p, st, _ = s.RatingsIf(g, nil)
	return p, st
}

// RatingsIf is Ratings for a caller that keeps only the puzzles whose path
// keep accepts (nil accepts all): it reports whether keep accepted p, and
// computes the stable score only then.
func (s *Scorer) RatingsIf(g grid.Nine, keep func(*rating.Path) bool) (p rating.Path, st rating.Stable, ok bool) {
	if s.rater == nil {
		return p, st, keep == nil || keep(&p)
	}
	canon := canonical(g)
	if s.rate {
		p = s.rater.rateAsGiven(canon)
	}
	if keep != nil && !keep(&p) {
		return p, st, false
	}
	if s.k > 0 {
		st, s.seeds = stableOf(&s.counter, canon, s.copies, s.seeds)
	}
	return p, st, true
}
