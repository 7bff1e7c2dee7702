package generate

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

// Puzzles on joined grids (docs/gattai.md: samurai, twodoku, sohei,
// windmill, butterfly, flower, and any list of 9×9 grids, Options.Layout,
// each also with diagonals) are made as the
// shapes' are (shapeGivens): a random solution board from
// solve.Solver.Fill, then the givens taken away in symmetry groups of the
// board's cells, each removal kept when solve's exact checker finds the
// board still unique, until the clue count drawn from the layout's range
// is reached. The groups are the orbits of the board's positions under
// the symmetry; a symmetry the layout's set of cells does not keep
// (holes mapped onto cells) is refused. Every named layout keeps the
// half-turn, the default, as published boards print their givens; so do
// the published list layouts (gattai-8, shogun, sumo), whose boards are
// no squares: the quarter-turn and the diagonal need a square board.

// joinedClues are the layouts' clue ranges without a target (Defaults):
// the middle of the published puzzles' ranges. Samurai: 112 to 144, the
// middle 80% of 276 published (96 to 145, median 124); sohei 80 to 104
// (76 to 116, median 90); windmill 84 to 108 (73 to 112, median 96);
// butterfly 32 to 42 (32 to 48, median 36); flower 40 to 52, as the
// flowers of testdata/published_gattai.jsonl (38 to 52 but one of 81,
// median 46). The twodoku, of which no count was made, takes the
// samurai's share of the cells, a third (46 to 60 of 153).
var joinedClues = map[string]ranges.Range{
	"twodoku":   ranges.Between(46, 60),
	"samurai":   ranges.Between(112, 144),
	"sohei":     ranges.Between(80, 104),
	"windmill":  ranges.Between(84, 108),
	"butterfly": ranges.Between(32, 42),
	"flower":    ranges.Between(40, 52),
}

// DefaultJoinedClues returns the clue range a puzzle of the joined kind k
// keeps unless Options.Clues says otherwise (Defaults sets it); the zero
// Range for a kind of one grid or a list layout, whose range is its
// board's (DefaultLayoutClues).
func DefaultJoinedClues(k puzzle.Kind) ranges.Range {
	return joinedClues[k.LayoutName()]
}

// DefaultLayoutClues returns the clue range a puzzle on the board of l
// keeps unless Options.Clues says otherwise (Defaults sets it): a named
// layout's as DefaultJoinedClues, and on any other board the samurai's
// share of its cells (112 to 144 of 369), rounded: 175 to 225 of a
// gattai-8's 576 cells, 238 to 306 of a shogun's 783, 276 to 355 of a
// sumo's 909: no count of published puzzles covers every list, and the
// share is the samurai's, the middle of its published range. The
// published gattai-8, shogun and sumo of testdata/published_gattai.jsonl
// print fewer (gattai-8 135 to 182, median 167; shogun 179 to 246,
// median 204; sumo 198 to 328, median 265), and harder: gattai-8 at
// 135..182 rate 58% extreme and 9% nightmare, against 16% and none at
// 175..225, and come 28 times as slowly (1.2 a second on two workers
// against 33), 94% of the time in their ratings' fish over joined
// houses; Options.Clues asks for them.
func DefaultLayoutClues(l *grid.Layout) ranges.Range {
	if r, ok := joinedClues[l.Name()]; ok {
		return r
	}
	samurai := joinedClues["samurai"]
	share := func(k int) int { return (k*l.Cells() + 369/2) / 369 }
	return ranges.Between(share(samurai.Min), share(samurai.Max))
}

// kindLayout returns the named layout of kind k, nil for a kind of one
// grid or of a list layout (gattai), which names no layout: its board
// is Options.Layout.
func kindLayout(k puzzle.Kind) *grid.Layout {
	name := k.LayoutName()
	if name == "" || name == "gattai" {
		return nil
	}
	l, err := grid.LayoutNamed(name)
	if err != nil {
		panic("generate: kind " + k.String() + ": " + err.Error())
	}
	return l
}

// layout returns the board the options make puzzles on: Layout, in its
// canonical form, else the named layout of Kind; nil for a kind of one
// grid, and for a list layout's kind without Layout (which Validate
// refuses).
func (o *Options) layout() *grid.Layout {
	if o.Layout != nil {
		return o.Layout.Canonical()
	}
	return kindLayout(o.Kind)
}

// layoutKindProblems lists what is wrong with Layout beside Kind: a
// layout for a kind of one grid, or one that is not the kind's board (a
// named kind's layout, or on a gattai kind a list that is no named
// layout's: a list of a named layout's grids is that kind).
func (o *Options) layoutKindProblems() []error {
	if o.Layout == nil {
		return nil
	}
	l := o.Layout.Canonical()
	k := o.Kind.Features().Joined(l)
	switch {
	case !o.Kind.IsJoined():
		return []error{fmt.Errorf("%w: layout %s: a board of joined grids, for kinds such as %v, not %v", ErrOptions, l.AppendJSON(nil), k, o.Kind)}
	case k != o.Kind:
		return []error{fmt.Errorf("%w: layout %s is the board of kind %v, not %v", ErrOptions, l.AppendJSON(nil), k, o.Kind)}
	}
	return nil
}

// boardName names what a puzzle is laid out on, the board of l, for
// the options' errors: "grid" for one grid (l nil), a named layout's
// name, or gattai for a list layout.
func boardName(l *grid.Layout) string {
	switch {
	case l == nil:
		return "grid"
	case l.Name() != "":
		return l.Name()
	}
	return "gattai"
}

// LayoutSymmetries returns the symmetries the givens of a puzzle on the
// board of l can keep (Options.Symmetry), in the order None, Rot180,
// Rot90, Mirror, Diagonal: those that map the board's cells onto its
// cells, the quarter-turn and the diagonal only on a square board. None
// is always among them; Rot180, the default, on every named layout and
// the published gattai-8, shogun and sumo boards.
func LayoutSymmetries(l *grid.Layout) []Symmetry {
	var out []Symmetry
	for s := None; s <= Diagonal; s++ {
		if _, ok := joinedOrbits(l, s); ok {
			out = append(out, s)
		}
	}
	return out
}

// keptSymmetries names LayoutSymmetries(l) as errors do ("none, rot180
// and mirror").
func keptSymmetries(l *grid.Layout) string {
	var names []string
	for _, s := range LayoutSymmetries(l) {
		names = append(names, s.String())
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// joinedOrbits partitions l's board cells into s's groups (the orbits of
// their board positions, the board turned or mirrored: puzzle.BoardMove),
// in order of their first cell; false when s does not take the board's
// grids onto its grids.
func joinedOrbits(l *grid.Layout, s Symmetry) ([]group, bool) {
	to := puzzle.BoardMove(l, s)
	if to == nil {
		return nil, false
	}
	seen := make([]bool, len(to))
	var out []group
	for c := range to {
		if seen[c] {
			continue
		}
		var g group
		for x := c; !seen[x]; x = to[x] {
			seen[x] = true
			g.cells[g.n] = uint16(x)
			g.n++
		}
		out = append(out, g)
	}
	return out, true
}

// boardPowers returns the powers of the options' symmetry on the board of
// l, as symPowersAt holds them for one grid: [k][c] is cell c under the
// symmetry applied k times. Validate has refused a symmetry that maps a
// cell onto a hole. Made once a worker.
func (w *worker) boardPowers(l *grid.Layout) *[4][grid.MaxCells]uint16 {
	if w.variants.board != nil {
		return w.variants.board
	}
	p := new([4][grid.MaxCells]uint16)
	s := w.opts.Symmetry
	to := puzzle.BoardMove(l, s) // Validate refused a symmetry the board lacks
	for c := range l.Cells() {
		x := c
		for k := range s.Order() {
			p[k][c] = uint16(x)
			x = to[x]
		}
	}
	w.variants.board = p
	return p
}

// bulkClues is the clue count reduce takes a puzzle down to in one go:
// bulkClues' share of the board's cells on joined grids.
func (w *worker) bulkClues() int {
	if l := w.layout; l != nil {
		return bulkClues * l.Cells() / 81
	}
	return bulkCluesAt(w.opts.Kind.Size())
}

// joinedProblems lists what is wrong with the options of a kind on joined
// grids: a list layout's kind without its board, what is not made on
// them (cages with signs, minimal puzzles but killers, the score search,
// the stable score of cages and signs, a box), a symmetry the layout or
// the kind does not keep, the cage options' problems (layoutProblems),
// and clue counts the board cannot hold.
func (o *Options) joinedProblems() []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrOptions}, args...)...))
	}
	l := o.layout()
	switch {
	case l == nil:
		bad("%v: puzzles on a list layout need its board (Layout), a list of [top, left] pairs or one of %s", o.Kind, strings.Join(grid.LayoutNames(), ", "))
		return errs
	case o.Kind.HasSigns() && o.Kind.HasCages():
		bad("%v: cages with signs on joined grids are not generated", o.Kind)
		return errs
	}
	if o.Kind.HasSigns() && o.Symmetry != None {
		bad("symmetry %v: a greater-than sudoku has every box sign; symmetry shapes clue patterns and cages", o.Symmetry)
	}
	if _, ok := joinedOrbits(l, o.Symmetry); !ok {
		bad("symmetry %v: the %s board does not keep it (it keeps %s)", o.Symmetry, boardName(l), keptSymmetries(l))
	}
	if o.Minimal && !o.Kind.HasCages() {
		// A minimal killer merges its cages while it stays unique
		// (killerMinimal). A check of a board that far down runs past the checks' node
		// budget (hardBudget), which keeps the clue: a minimal run
		// gives nearly every board up (no samurai in 5 s).
		bad("minimal: puzzles on joined grids keep the layout's clue range (%s), not minimal", DefaultLayoutClues(l))
	}
	if o.Box != (grid.Box{}) {
		bad("box %v: the grids of a layout are 9x9 with 3x3 boxes", o.Box)
	}
	if o.search() {
		bad("the score search is for 9x9 classic puzzles, not %v", o.Kind)
	}
	if o.StableK > 0 && (o.Kind.HasCages() || o.Kind.HasSigns()) {
		// Their seed searches, with the givens they have, run for
		// minutes a copy (seedScore).
		bad("stable score over %d copies: not on killers and greater-than sudokus on joined grids (%v)", o.StableK, o.Kind)
	}
	if o.Scale != rating.SE {
		bad("scale %v: the variant kinds are rated on the variant ladder", o.Scale)
	}
	switch {
	case o.Kind.HasCages():
		errs = append(errs, o.layoutProblems()...)
		if cs := o.CageSize; !cs.IsAll() && (cs.IsEmpty() || cs.HasMax && cs.Max < 1 || cs.HasMin && cs.Min > 9) {
			bad("cage sizes %s: cages have 1 to 9 cells", cs)
		}
		// No cell may be next to another of its orbit (cages.go): the
		// mirror's middle columns are on a board of even width, the
		// quarter-turn's middle four cells on a square one of even
		// side, and the half-turn's middle two where one side is odd
		// and the other even.
		if o.Symmetry == Mirror && l.W%2 == 0 || o.Symmetry == Rot90 && l.H%2 == 0 || o.Symmetry == Rot180 && l.H%2 != l.W%2 {
			bad("symmetry %v: cages on the %dx%d %s board keep none, rot180 or diagonal (a cell next to its image cannot share its cage)", o.Symmetry, l.H, l.W, boardName(l))
		}
	case !o.CageSize.IsAll() || !o.Cages.IsAll() || o.SingleCages != 0:
		bad("cage options: cages are for killer and killer-greater puzzles, not %s", o.Kind)
	}
	switch {
	case o.Givens != 0 && !o.Kind.HasCages() && !o.Kind.HasSigns():
		bad("%d givens: givens as a last resort are for killer and greater-than puzzles", o.Givens)
	case o.Givens < 0:
		bad("%d givens", o.Givens)
	}
	if cells := l.Cells(); !o.Kind.HasCages() && (o.Clues.HasMax && o.Clues.Max < 17 || o.Clues.HasMin && o.Clues.Min > cells) {
		bad("clues %s: a %s has %d cells", o.Clues, boardName(l), cells)
	}
	if o.Score.HasMax && o.Score.Max < 0 {
		bad("score %s: seed scores are not negative", o.Score)
	}
	if o.Rating.HasMax && o.Rating.Max < 10 {
		bad("rating %s: ratings start at 1.0", rating.ValueRange(o.Rating))
	}
	return errs
}
