package generate

import (
	"math/rand/v2"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// Jigsaw, Sudoku X and windoku puzzles as publishers make them: a shape
// (a fresh jigsaw layout for each puzzle, or the diagonals, or the
// windows), a random solution grid of that shape, then givens taken away
// in symmetric groups (half-turn unless Options.Symmetry says otherwise)
// while the puzzle stays unique, or cages and signs laid over it as for
// the classic grid. A puzzle with diagonals or windows must need them:
// without them it has two solutions or more, else it would be a classic
// puzzle with an extra rule it never uses.

// layoutSwaps is how many cell exchanges between neighbouring regions a
// 9×9 jigsaw layout is made of, starting from the boxes: enough that no
// trace of the boxes is left. Other sizes take as many a cell.
const layoutSwaps = 120

// bulkClues is how many clues a reduction with a bulk check (reduce)
// takes a puzzle down to in one go before it checks uniqueness after each
// group: with that many left a puzzle is nearly always still unique.
const bulkClues = 45

// bulkCluesAt is bulkClues on an n×n grid: the same share of its cells.
func bulkCluesAt(n int) int { return bulkClues * n * n / 81 }

// setShape gives v the shape of the options' kind: its size and box, a
// new jigsaw layout, the diagonals, the windows.
func (w *worker) setShape(v *puzzle.Puzzle) {
	k := w.opts.Kind
	v.Size, v.Box = k.Size(), w.opts.Box
	if k&puzzle.Jigsaw != 0 {
		v.Regions, v.Box = jigsawLayout(w.rng, k.Size()), grid.Box{}
	}
	v.Diagonals, v.Windows = k&puzzle.X != 0, k&puzzle.Windoku != 0
	v.Layout = w.layout
	v.Normalize() // size 9 and the default box as zero
}

// jigsawLayout returns n connected regions of n cells each on the n×n
// grid, in the canonical numbering of puzzle.Normalize, symmetric under
// the half-turn as publishers draw them: the half-turn maps each region
// onto a region. It starts from the boxes (the rows, on a size without
// them and past 16×16, where of the layouts grown from the boxes of
// 24×24 and 25×25 the fill finds a solution grid within its budget for
// hardly any: no 25×25 in 200 s, against a few seconds from the rows)
// and exchanges cells between neighbouring regions, each exchange
// with its half-turn image, keeping those that leave every region
// connected.
func jigsawLayout(rng *rand.Rand, n int) []uint8 {
	cells := n * n
	geo := grid.GeometryOf(n, grid.Box{}, true) // the neighbours
	var region [grid.MaxGridCells]uint8
	if boxed := grid.GeometryOf(n, grid.Box{}, false); boxed != nil && n <= 16 {
		copy(region[:cells], boxed.BoxOf)
	} else {
		for c := range cells {
			region[c] = uint8(c / n)
		}
	}
	// The half-turn takes cell c to last-c and region r to top-r; the
	// boxes (or rows) in reading order are numbered so.
	last, top := cells-1, uint8(n-1)
	swaps := layoutSwaps * cells / 81
	for done, tries := 0, 0; done < swaps && tries < 50*swaps; tries++ {
		x := rng.IntN(cells)
		a := region[x]
		// A cell of another region next to x, and a cell of that region
		// next to x's region, to trade places.
		nb := geo.Adjacent[x]
		y := int(nb[rng.IntN(len(nb))])
		b := region[y]
		if b == a {
			continue
		}
		var zs [grid.MaxGridCells]uint16
		nz := 0
		for z := range cells {
			if region[z] != b {
				continue
			}
			for _, n := range geo.Adjacent[z] {
				if region[n] == a && int(n) != x {
					zs[nz] = uint16(z)
					nz++
					break
				}
			}
		}
		if nz == 0 {
			continue
		}
		z := int(zs[rng.IntN(nz)])
		four := [4]int{x, z, last - x, last - z}
		if distinct := four[0] != four[1] && four[0] != four[2] && four[0] != four[3] &&
			four[1] != four[2] && four[1] != four[3] && four[2] != four[3]; !distinct {
			continue
		}
		region[x], region[z] = b, a
		region[last-x], region[last-z] = top-b, top-a
		if !whole(region[:cells], a, b, top-a, top-b) {
			// The four cells are distinct: putting each back undoes it.
			region[x], region[z] = a, b
			region[last-x], region[last-z] = top-a, top-b
			continue
		}
		done++
	}
	p := puzzle.Puzzle{Size: n, Regions: region[:cells]}
	p.Normalize()
	return p.Regions
}

// whole reports whether each region named is N connected cells
// (puzzle.RegionWhole).
func whole(regions []uint8, names ...uint8) bool {
	for _, r := range names {
		if !puzzle.RegionWhole(regions, r) {
			return false
		}
	}
	return true
}

// shapeGivens makes v, whose shape is set, a puzzle of givens of sol:
// all of them at first, then taken away group by group of the options'
// symmetry, in random order, while v stays unique. It reports false when
// a check is undecided and the options ask for minimal puzzles.
func (w *worker) shapeGivens(v *puzzle.Puzzle, sol *grid.Grid) bool {
	v.Givens = *sol
	w.reduced.ok = false
	undecided := false
	// Past 9×9 a minimal puzzle's last clues mostly pass hardBudget's
	// checks, and a run that gives up every such puzzle makes none. Its
	// removals are tested by excluding each removed clue's digit instead
	// (solve.Query), which prunes most of the tree at once, within
	// removalBudget: still a bound, as the checker does not look at the
	// context and an unbounded check of a 16×16 jigsaw can run for many
	// minutes, past a stop. Once one is undecided the puzzle is given up,
	// and the rest of its removals are not tried.
	wide := w.opts.Minimal && v.N() > 9
	removable := func(grp *group) bool {
		if wide {
			if undecided {
				return false
			}
			ok, decided := w.removableWithin(v, sol, grp.cells[:grp.n], removalBudget)
			undecided = !decided
			return ok
		}
		for _, c := range grp.cells[:grp.n] {
			v.Givens[c] = 0
		}
		ok, _, decided := w.uniqueWithin(v, sol, hardBudget)
		for _, c := range grp.cells[:grp.n] {
			v.Givens[c] = sol[c]
		}
		undecided = undecided || !decided
		return ok
	}
	unique := func() bool {
		ok, _, _ := w.uniqueWithin(v, sol, hardBudget)
		return ok
	}
	target := w.clueTarget()
	if w.steersReduction() {
		target = w.opts.Clues.Max
	}
	clues, complete, _, test := w.reduceGraded(v, sol, target, removable, unique, nil)
	if w.steersReduction() {
		w.steerDown(v, sol, clues, complete, test)
	}
	if undecided && w.opts.Minimal {
		return false
	}
	if w.opts.Minimal && w.opts.Symmetry != None {
		// Groups of two or four that cannot go may hold a clue that can;
		// an undecided check may hide one too.
		for c := range v.Cells() {
			if v.Givens[c] == 0 {
				continue
			}
			var ok, decided bool
			if wide {
				ok, decided = w.removableWithin(v, sol, []uint16{uint16(c)}, removalBudget)
			} else {
				v.Givens[c] = 0
				ok, _, decided = w.uniqueWithin(v, sol, hardBudget)
				v.Givens[c] = sol[c]
			}
			if ok || !decided {
				return false
			}
		}
	}
	return true
}

// steersReduction reports whether a shape's givens are taken away
// toward the rating target: under a target from medium up, rated, when
// puzzles need not be minimal and have a clue maximum. Jigsaw, X and
// windoku puzzles at a clue count drawn from their range are mostly
// easy, and one group of givens more can make them extreme; so from the
// most clues down, each removal is rated, and the puzzle kept where its
// rating reaches the band, instead of being made at a count drawn at
// random and thrown away. An easy target keeps its drawn counts, which
// give its puzzles the spread of clues easy books have.
func (w *worker) steersReduction() bool {
	return w.rater != nil && !w.opts.Minimal && w.opts.Clues.HasMax &&
		w.opts.Rating.HasMin && w.opts.Rating.Min >= rating.Medium.Range().Min
}

// steerDown takes v's givens, unique with solution sol, on down from
// clues (complete: none can go) toward the rating target's band: one
// group more at a time, rated after each, until the rating reaches the
// band. A removal that takes it past the band is put back and another
// group tried, a few times (steerOvershoots): one group's removal often
// leaps over a narrow band such as medium. w.reduced keeps the last
// rating, which the puzzle's finish takes instead of rating it again.
func (w *worker) steerDown(v *puzzle.Puzzle, sol *grid.Grid, clues int, complete bool, removable func(*group) bool) (left int) {
	prev, prevClues, overshoots := v.Givens, clues, 0
	for !complete {
		w.reduced = reducedRating{givens: v.Givens, path: w.rater.RatePuzzle(v), ok: true}
		value := int(w.reduced.path.Rating.Value)
		if value > w.opts.Rating.Max && w.opts.Rating.HasMax && clues < prevClues && overshoots < steerOvershoots {
			overshoots++
			v.Givens, clues = prev, prevClues
		} else if value >= w.opts.Rating.Min {
			break
		}
		prev, prevClues = v.Givens, clues
		if clues, complete = w.reduce(&v.Givens, sol, clues-1, removable, nil); clues == prevClues {
			break
		}
	}
	return clues
}

// steerOvershoots is how many times a steered reduction puts back a
// removal that took the rating past the target's band before it keeps
// one. Past a few it hardly helps: where one removal leaps over a band,
// most others do too (medium X puzzles: 268 of 510 passed medium with 4,
// 218 of 481 with 16, at 1.7 times the ratings).
const steerOvershoots = 4

// reducedRating is the rating of the givens a steered reduction stopped
// at, which finishVariant takes instead of rating them again.
type reducedRating struct {
	givens grid.Grid
	path   rating.Path
	ok     bool
}

// needsExtraHouses reports whether v, unique with solution sol, has two
// solutions or more without its diagonals and windows; true for a puzzle
// without them.
func (w *worker) needsExtraHouses(v *puzzle.Puzzle, sol *grid.Grid) bool {
	if !v.Diagonals && !v.Windows {
		return true
	}
	plain := *v
	plain.Diagonals, plain.Windows = false, false
	ok, _, decided := w.uniqueWithin(&plain, sol, hardBudget)
	return decided && !ok
}
