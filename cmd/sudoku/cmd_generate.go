package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

func generateCommand() *cli.Command {
	return &cli.Command{
		Name:      "generate",
		Usage:     "make unique puzzles on all cores and store them in the catalog",
		UsageText: "sudoku generate [--count N] [--for DURATION] [options]",
		Description: "Makes random unique puzzles on every core and stores them in the catalog with\n" +
			"their seed score and provenance: one source per run (generator version,\n" +
			"parameters, seed) and, for each puzzle, the worker that made it and its number\n" +
			"among that worker's puzzles.\n" +
			"\n" +
			"--count N makes N puzzles; --for DURATION (90s, 45m, 8h) stops after that long;\n" +
			"given both, whichever comes first; given neither, it runs until Ctrl-C or\n" +
			"SIGTERM. Ctrl-C stops cleanly: the finished puzzles are stored, the summary is\n" +
			"printed and the exit status is 0. Puzzles are committed in batches (--batch,\n" +
			"and at least once a second): after a crash or kill -9 the catalog holds every\n" +
			"batch committed.\n" +
			"\n" +
			"Every puzzle is stored with its technique rating, hardest technique, grade\n" +
			"and stable score (see sudoku score); --grade and --rating keep only puzzles in\n" +
			"that band. Rating costs most: two cores store about 2,000 rated puzzles a\n" +
			"second (7 million, 3 GB, an hour), 10,000 with --rate=false --stable 0.\n" +
			"\n" +
			"The same --seed, --workers and puzzle options make the same puzzles: with\n" +
			"--count the same set, with --for or Ctrl-C the start of the same stream from\n" +
			"each worker. Without --seed a seed is drawn at random; the summary prints it\n" +
			"and the catalog records it. --count counts the puzzles made: one whose\n" +
			"isomorph (the same puzzle relabelled, reflected, or with rows and columns\n" +
			"moved) is in the catalog already is a duplicate and is not stored, so the same\n" +
			"seed run twice stores nothing new the second time.\n" +
			"\n" +
			"Puzzles are minimal by default: removing any clue gives a second solution.\n" +
			"Under --grade easy they keep 30..36 clues instead, as easy books print them\n" +
			"(--clues and --minimal still decide). --minimal on another kind or size (a\n" +
			"jigsaw, an X, a 16x16 grid) likewise keeps whatever clues minimality leaves,\n" +
			"fewer than its default range (about 20 on 9x9 shapes, 90 on 16x16, whose seed\n" +
			"searches then take seconds each); --clues with it bounds them too. Past 9x9 a\n" +
			"minimal jigsaw or X whose seed search runs past 4 million nodes is stored\n" +
			"without a seed score (unless --score asks for one); minimal 16x16 jigsaws\n" +
			"take longer than a run waits (none in 10 minutes on two workers).\n" +
			"--minimal=false stops removing clues once the count is inside --clues (at a\n" +
			"count drawn from the range), or when no clue can go. --symmetry removes clues\n" +
			"in symmetric groups; a symmetric reduction is rarely minimal (about 1 in 50\n" +
			"for rot180, 1 in 1,500 for rot90), so symmetric minimal runs are slow:\n" +
			"--minimal=false keeps every reduction in which no symmetric group can go.\n" +
			"\n" +
			"Random minimal puzzles mostly score low (median about 23, 1 in 100 above 300).\n" +
			"A --score minimum above 300 switches to a search that improves puzzles towards\n" +
			"the target (--mode search forces it, --mode random never uses it); hard\n" +
			"targets take minutes a puzzle, and the progress line shows the best score so\n" +
			"far. The progress line (stderr, on a terminal) also shows how many were\n" +
			"stored, duplicates and rejected, the rate and the time left.\n" +
			"\n" +
			"--variant killer makes killer sudokus: cages grown at random (--cage-size,\n" +
			"default 2..4 cells) over a random solution, their sums from it, reshaped where\n" +
			"two solutions differ until one is left; no givens, unless --givens N allows up\n" +
			"to N as a last resort. The cages are laid out as printed books lay them: with\n" +
			"half-turn symmetry (--symmetry rot180, the default for killers; rot90, mirror,\n" +
			"diagonal, or none for free layouts: each cage's image is a cage, with its own\n" +
			"sum), no single-cell cage (--single-cages N allows N) and 22 to 34 cages\n" +
			"(--cages MIN..MAX). --variant greater makes greater-than sudokus: a sign\n" +
			"between every two neighbours in a box and no givens, drawing solutions until\n" +
			"the signs alone make one unique (about one in eight does); --givens N allows up\n" +
			"to N givens instead. --variant killer-greater makes cages as for killers, then\n" +
			"adds the signs uniqueness needs (those keep no symmetry). Variants are not\n" +
			"minimal unless --minimal is given (killer: no two neighbouring cages could\n" +
			"merge; greater: no sign could go), carry no seed score unless --score asks for\n" +
			"one (a greater-than seed search can run to 10^8 nodes), and are rated on the\n" +
			"variant ladder (docs/rating.md), so --grade and --rating apply. Without either,\n" +
			"a variant puzzle that needs trial (the forcing chain of cages and signs, or\n" +
			"more) is not kept: every one solves by named techniques. A killer rated easy\n" +
			"needs givens: under an easy target killers get cages of 2..3 cells and up to\n" +
			"12 givens, each where the path first goes above the target; under a medium\n" +
			"target cages of 2..3 cells and no givens; --cage-size and --givens say\n" +
			"otherwise. --stable K (at most 8: the symmetries of the square) asks for\n" +
			"their stable score.\n" +
			"\n" +
			"--variant jigsaw, x and windoku make the shapes of docs/shapes.md: a fresh\n" +
			"layout of nine connected irregular regions for each jigsaw (half-turn\n" +
			"symmetric, as publishers draw them), the two diagonals of Sudoku X, the four\n" +
			"windows of windoku, or several (jigsaw-x), alone or with cages and signs\n" +
			"(jigsaw-killer, x-greater). Their givens keep half-turn symmetry by default\n" +
			"(--symmetry to choose) and are taken down to 24..32 clues, the span of\n" +
			"published easy to middle puzzles of these kinds (--clues, --minimal to\n" +
			"change it). --grade easy keeps 30..36. --grade medium, hard or expert takes\n" +
			"them away from 32 clues, rating as it goes, until the puzzle reaches the\n" +
			"grade (down to 20 clues for medium and hard, as far as the symmetry allows for\n" +
			"expert); extreme or harder takes them down as far as the symmetry allows. An\n" +
			"X or windoku puzzle always needs its diagonals or windows: without them it\n" +
			"has two solutions. They are rated on the ladder with the\n" +
			"rungs of their houses (docs/rating.md).\n" +
			"\n" +
			"--variant samurai, twodoku, sohei, windmill, butterfly and flower, and each\n" +
			"with -x, make the joined grids of docs/gattai.md: half-turn symmetric givens\n" +
			"(--symmetry for another the board keeps), in the published clue ranges such\n" +
			"as samurai 112..144, rated on the variant ladder; with -killer and -greater,\n" +
			"killers and greater-than sudokus on the board. --layout LAYOUT makes them on\n" +
			"a named layout or on any list of 9x9 grids given as [top,left] pairs, such as\n" +
			"the gattai-8: --layout '[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]'\n" +
			"(a list of a named layout's grids is that layout); --variant x, killer or\n" +
			"greater puts diagonals, cages or signs on it. A list layout's givens keep the\n" +
			"samurai's share of its cells (175..225 of the gattai-8's 576); a board that\n" +
			"the half-turn does not map onto itself needs --symmetry none (or another it\n" +
			"keeps).",
		Flags: append([]cli.Flag{
			dbFlag(),
			&cli.IntFlag{Name: "count", Aliases: []string{"n"}, Usage: "make `N` puzzles, then stop", DefaultText: "no limit"},
			&cli.StringFlag{Name: "for", Usage: "stop after `DURATION` (30s, 10m, 8h)", DefaultText: "no limit"},
			workersFlag(),
			&cli.StringFlag{Name: "seed", Usage: "the run's random `SEED`, a whole number (default: drawn at random, then printed and recorded)"},
			&cli.StringFlag{Name: "symmetry", Usage: "clue pattern or killer cage layout `SYM`: none, rot180, rot90, mirror (left-right) or diagonal",
				DefaultText: "none; rot180 for cages"},
			&cli.GenericFlag{Name: "clues", Value: intRangeFlag(), Usage: "clue count `MIN..MAX` (either side may be empty)"},
			&cli.GenericFlag{Name: "score", Value: intRangeFlag(), Usage: "seed score `MIN..MAX`; a minimum above 300 turns the search on"},
			&cli.BoolFlag{Name: "minimal", Value: true, Usage: "only minimal puzzles; --minimal=false stops removing clues inside --clues"},
			&cli.StringFlag{Name: "mode", Value: "auto", Usage: "`MODE`: auto, random or search (auto: search when the --score minimum is above 300)"},
			&cli.StringFlag{Name: "grade", Usage: "only puzzles of this `GRADE`: easy, medium, hard, expert, extreme or nightmare"},
			&cli.GenericFlag{Name: "rating", Value: ratingRangeFlag(), Usage: "technique rating `MIN..MAX` on Sudoku Explainer's scale, e.g. 6.5.."},
			&cli.StringFlag{Name: "variant", Value: "classic", Usage: "`KIND` of puzzle: classic, or features jigsaw, x, windoku, killer, greater joined by - in that order (jigsaw-killer), after a size for other grids (6x6-killer)"},
			&cli.StringFlag{Name: "layout", Usage: "make puzzles on the joined grids of `LAYOUT`: a name (" + strings.Join(grid.LayoutNames(), ", ") + ") or a list of 9x9 grids' [top,left] corners, such as [[0,0],[6,6],[12,12]]; with --variant x, the diagonals"},
			&cli.IntFlag{Name: "size", Value: 9, Usage: "make `N`×N grids, 4 to 25 (sizes 5, 7, 11, 13, 17, 19 and 23 as jigsaw only); half-turn symmetric givens, with the clue counts publishers print (6x6: 10..16, 8x8: 18..26, 12x12: 50..70, 16x16: 112..128; 25x25: 338..375)"},
			&cli.StringFlag{Name: "box", Usage: "the boxes of --size grids, `RxC` (rows x columns, R·C = N)", DefaultText: "the size's default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 2x7, 3x5, 4x4"},
			&cli.GenericFlag{Name: "cage-size", Value: intRangeFlag(), Usage: "killer cage sizes `MIN..MAX`", DefaultText: generate.DefaultCageSize.String()},
			&cli.GenericFlag{Name: "cages", Value: intRangeFlag(), Usage: "killer cage count `MIN..MAX`", DefaultText: generate.DefaultCages.String()},
			&cli.IntFlag{Name: "single-cages", Usage: "at most `N` single-cell cages in a killer", DefaultText: "0"},
			&cli.IntFlag{Name: "givens", Usage: "at most `N` givens in a killer or greater-than sudoku, as a last resort", DefaultText: "0"},
			&cli.IntFlag{Name: "batch", Value: 1000, Usage: "`N` puzzles per transaction (a batch is also committed every second)"},
		}, ratingFlags()...),
		Action: doGenerate,
	}
}

func doGenerate(c *cli.Context) (err error) {
	opts, err := generateOptions(c)
	if err != nil {
		return err
	}
	batchSize := c.Int("batch")
	if batchSize < 1 {
		return usagef(c, "--batch must be at least 1")
	}
	params, err := json.Marshal(opts.Params())
	if err != nil {
		return err
	}
	st, err := openCatalog(c)
	if err != nil {
		return err
	}
	defer closeCatalog(st, &err)
	src := &store.Source{Kind: store.KindGenerate, Name: "sudoku generate", Generator: generate.Version,
		Params: string(params), Seed: &opts.Seed}
	// Without cancel: after an early Ctrl-C, the run still ends as runs
	// end, with a summary.
	if err := st.AddSource(context.WithoutCancel(c.Context), src); err != nil {
		return cli.Exit(fmt.Sprintf("sudoku generate: %s: %v", st.Path(), err), exitInput)
	}

	start := time.Now()
	ew := newStatusWriter(c.App.ErrWriter)
	c.App.ErrWriter = ew
	var counts store.Tally
	// A batch is committed when it holds --batch puzzles, or once its
	// first puzzle has waited a second, however slowly puzzles come.
	w := store.NewWriter(c.Context, st, func(p *store.Record) *store.Record { return p }, counts.Add,
		sayOutages(c.App.ErrWriter, "sudoku generate"), store.WithBatch(batchSize), store.WithWait(time.Second))
	opts.Progress = func(s generate.Stats) error {
		ew.Status(generateStatus(s, &counts, &opts))
		return nil
	}
	stats, runErr := generate.Run(c.Context, opts, func(p generate.Result) error {
		r := scoredRecord(p.Puzzle, p.Solution, p.Score, p.HasScore, p.Path, p.Stable, src.ID)
		minimal, worker, seq := p.Minimal, p.Worker, p.Seq
		r.Minimal, r.Worker, r.Seq = &minimal, &worker, &seq
		return w.Add(r)
	})
	// On Ctrl-C the puzzles finished are still stored.
	werr := w.Close()
	ew.Clear()
	summary := generateSummary(stats, &counts, time.Since(start), &opts)
	if f := faultsText(w.Faults()); f != "" {
		summary += "; " + f
	}
	fmt.Fprintln(c.App.Writer, summary)
	switch {
	case werr != nil:
		return cli.Exit(fmt.Sprintf("sudoku generate: storing in %s: %v", st.Path(), werr), exitInput)
	case errors.Is(runErr, context.Canceled):
		fmt.Fprintln(c.App.ErrWriter, "sudoku generate: interrupted; the finished puzzles are stored")
	case runErr != nil:
		return cli.Exit(fmt.Sprintf("sudoku generate: %v", runErr), exitInput)
	}
	return nil
}

// generateOptions reads the flags into generate.Options and checks them
// all before anything is opened: a bad value is a usage error (exit 2).
// generate.Defaults settles the defaults once, from the kind, the box,
// the rating target (--grade, --rating) and --minimal when given; then
// each flag the user set overrides its option, whatever the defaults,
// and generate.Options.Validate says which options do not suit the
// kind, one line each.
func generateOptions(c *cli.Context) (generate.Options, error) {
	kind, err := puzzle.ParseKind(c.String("variant"))
	if err != nil {
		return generate.Options{}, usagef(c, "--variant: %v", err)
	}
	var layout *grid.Layout
	if c.IsSet("layout") {
		if kind, layout, err = layoutKind(c, kind); err != nil {
			return generate.Options{}, err
		}
	} else if kind.LayoutName() == "gattai" {
		return generate.Options{}, usagef(c, "--variant %s: a list layout's kind needs --layout, its grids' [top,left] corners such as [[0,0],[6,6],[12,12]]", kind)
	}
	if c.IsSet("size") {
		n := c.Int("size")
		if kind.Size() != 9 && kind.Size() != n {
			return generate.Options{}, usagef(c, "--variant %s is a %dx%d kind, not --size %d", kind, kind.Size(), kind.Size(), n)
		}
		if n < grid.MinSize || n > grid.MaxSize {
			return generate.Options{}, usagef(c, "--size %d: want 4 to %d", n, grid.MaxSize)
		}
		if kind = kind.Sized(n); !kind.Valid() {
			return generate.Options{}, usagef(c, "--size %d --variant %s: no such kind (windoku is 9x9 only; sizes 5, 7, 11, 13, 17, 19 and 23 are jigsaw only; cages and signs up to 16x16)", n, c.String("variant"))
		}
	}
	req := generate.Request{Kind: kind, Layout: layout}
	if c.IsSet("box") {
		if req.Box, err = parseBox(c.String("box")); err != nil {
			return generate.Options{}, usagef(c, "--box: %v", err)
		}
	}
	if req.Rating, err = ratingTarget(c); err != nil {
		return generate.Options{}, err
	}
	if c.IsSet("minimal") {
		req.Minimal = new(c.Bool("minimal"))
	}
	opts := generate.Defaults(req)

	// The flags the user set, each over its default. --workers and
	// --seed have the command's own defaults (all cores, a seed drawn
	// here), which the summary and the provenance print.
	if opts.Workers, err = workers(c); err != nil {
		return opts, err
	}
	if c.IsSet("seed") {
		if opts.Seed, err = parseSeed(c.String("seed")); err != nil {
			return opts, usagef(c, "--seed %v", err)
		}
	} else {
		opts.Seed = rand.Uint64()
	}
	if c.IsSet("count") {
		if opts.Count = c.Int("count"); opts.Count < 1 {
			return opts, usagef(c, "--count must be at least 1")
		}
	}
	if c.IsSet("for") {
		d, err := time.ParseDuration(c.String("for"))
		if err != nil || d <= 0 {
			return opts, usagef(c, "--for %q: want a positive duration such as 90s, 30m or 8h", c.String("for"))
		}
		opts.Duration = d
	}
	if c.IsSet("symmetry") {
		if opts.Symmetry, err = iso.ParseSymmetry(c.String("symmetry")); err != nil {
			return opts, usagef(c, "--symmetry: %v", err)
		}
	} else if layout != nil && !slices.Contains(generate.LayoutSymmetries(layout), opts.Symmetry) {
		// The default the user did not choose: say which flag chooses.
		return opts, usagef(c, "--layout %s: the board does not keep the default symmetry %s; give --symmetry none (it keeps %s)", c.String("layout"), opts.Symmetry, symmetryNames(generate.LayoutSymmetries(layout)))
	}
	if c.IsSet("mode") {
		if opts.Mode, err = parseMode(c.String("mode")); err != nil {
			return opts, usagef(c, "--mode: %v", err)
		}
	}
	if c.IsSet("scale") {
		if opts.Scale, err = scaleOf(c); err != nil {
			return opts, err
		}
	}
	if c.IsSet("rate-timeout") {
		if opts.RateTimeout, err = rateTimeout(c); err != nil {
			return opts, err
		}
	}
	if c.IsSet("stable") {
		if opts.StableK, err = stableK(c); err != nil {
			return opts, err
		}
	}
	if c.IsSet("rate") {
		opts.Rate = c.Bool("rate")
	}
	for name, r := range map[string]*ranges.Range{
		"clues": &opts.Clues, "score": &opts.Score, "cage-size": &opts.CageSize, "cages": &opts.Cages,
	} {
		if c.IsSet(name) {
			*r = rangeOf(c, name)
		}
	}
	for name, n := range map[string]*int{"single-cages": &opts.SingleCages, "givens": &opts.Givens} {
		if c.IsSet(name) {
			*n = c.Int(name)
		}
	}
	if !opts.Rate && !opts.Rating.IsAll() {
		return opts, usagef(c, "--grade and --rating need the ratings: leave out --rate=false")
	}
	if err := opts.Validate(); err != nil {
		// "invalid options: clues ..16: unique puzzles have 17 to 81
		// clues", one line per option.
		var lines []string
		for _, line := range strings.Split(err.Error(), "\n") {
			lines = append(lines, "sudoku generate: "+strings.TrimPrefix(line, generate.ErrOptions.Error()+": "))
		}
		return opts, cli.Exit(strings.Join(lines, "\n"), exitUsage)
	}
	return opts, nil
}

// layoutKind returns the kind of --variant on the board of --layout and
// that board: the variant's features on the layout's kind (samurai-x, or
// gattai-x for a list that is no named layout's). A variant that names a
// layout must name this one, or gattai (any list); a variant of another
// size, --size and --box are refused, as a layout's grids are 9x9.
func layoutKind(c *cli.Context, kind puzzle.Kind) (puzzle.Kind, *grid.Layout, error) {
	l, err := grid.ParseLayout(c.String("layout"))
	if err != nil {
		return kind, nil, usagef(c, "--layout: %v", err)
	}
	if c.IsSet("size") || c.IsSet("box") || kind.Size() != 9 {
		return kind, nil, usagef(c, "--layout with --size, --box or a size in --variant: a layout's grids are 9x9 with 3x3 boxes")
	}
	joined := kind.Features().Joined(l)
	if name := kind.LayoutName(); name != "" && name != "gattai" && joined != kind {
		return kind, nil, usagef(c, "--variant %s names another layout than --layout %s, %s", kind, c.String("layout"), l.Canonical().Describe())
	}
	if !joined.Valid() {
		return kind, nil, usagef(c, "--variant %s with --layout: joined grids have neither jigsaw regions nor windows", kind)
	}
	return joined, l, nil
}

// symmetryNames names symmetries as errors do: "none, rot180 and mirror".
func symmetryNames(syms []generate.Symmetry) string {
	names := make([]string, len(syms))
	for i, s := range syms {
		names[i] = s.String()
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// ratingTarget is the rating range of --rating and --grade: where both
// are given, the part of the grade's band inside --rating.
func ratingTarget(c *cli.Context) (ranges.Range, error) {
	r := rangeOf(c, "rating")
	if !c.IsSet("grade") {
		return r, nil
	}
	g, err := rating.ParseGrade(c.String("grade"))
	if err != nil {
		return r, usagef(c, "--grade: %v", err)
	}
	if t := r.Intersect(g.Range()); !t.IsEmpty() {
		return t, nil
	}
	return r, usagef(c, "--rating %s is outside grade %s (%s)", c.Generic("rating"), g, rating.ValueRange(g.Range()))
}

// parseSeed reads a seed: a whole number from 0 to 2^64-1, in decimal or
// with a 0x prefix.
func parseSeed(s string) (uint64, error) {
	u, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number from 0 to 18446744073709551615", s)
	}
	return u, nil
}

func parseMode(s string) (generate.Mode, error) {
	for _, m := range []generate.Mode{generate.Auto, generate.Random, generate.Search} {
		if s == m.String() {
			return m, nil
		}
	}
	return 0, fmt.Errorf("unknown mode %q (want auto, random or search)", s)
}

// generateStatus is the progress line: what the catalog holds so far,
// what the generator threw away, the rate, the best score stored (and of
// any candidate) and the time left.
func generateStatus(s generate.Stats, n *store.Tally, o *generate.Options) string {
	var b strings.Builder
	fmt.Fprintf(&b, "generate: %d stored, %d duplicates, ", n.Stored(), n.Duplicates())
	if s.Search {
		fmt.Fprintf(&b, "%d tried", s.Attempts)
	} else {
		fmt.Fprintf(&b, "%d rejected", s.Rejected)
	}
	fmt.Fprintf(&b, ", %s, ", rate(s.Rate()))
	if best := bestScore(s, n, o); best != "" {
		fmt.Fprintf(&b, "%s, ", best)
	}
	switch left, ok := timeLeft(s, o); {
	case ok:
		fmt.Fprintf(&b, "%s left", shortDuration(left))
	case o.Count > 0: // nothing made yet to tell the rate
		fmt.Fprintf(&b, "%s so far", shortDuration(s.Elapsed))
	default:
		fmt.Fprintf(&b, "%s (Ctrl-C stops)", shortDuration(s.Elapsed))
	}
	return b.String()
}

// timeLeft estimates the time until the run ends: from the rate so far
// towards Count, or what is left of Duration, whichever is sooner.
func timeLeft(s generate.Stats, o *generate.Options) (time.Duration, bool) {
	var left time.Duration
	ok := false
	if o.Count > 0 && s.Generated > 0 {
		left, ok = time.Duration(float64(o.Count-s.Generated)/s.Rate()*float64(time.Second)), true
	}
	if o.Duration > 0 && (!ok || o.Duration-s.Elapsed < left) {
		left, ok = o.Duration-s.Elapsed, true
	}
	return max(left, 0), ok
}

// generateSummary is the line printed at the end of every run.
func generateSummary(s generate.Stats, n *store.Tally, elapsed time.Duration, o *generate.Options) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d stored, %d duplicates, ", n.Stored(), n.Duplicates())
	if s.Search {
		fmt.Fprintf(&b, "%d tried", s.Attempts)
	} else {
		fmt.Fprintf(&b, "%d rejected", s.Rejected)
	}
	made := float64(n.Stored()+n.Duplicates()) / elapsed.Seconds()
	fmt.Fprintf(&b, " in %s (%s); ", longDuration(elapsed), rate(made))
	if best := bestScore(s, n, o); best != "" {
		fmt.Fprintf(&b, "%s; ", best)
	}
	fmt.Fprintf(&b, "seed %d, %d worker", o.Seed, o.Workers)
	if o.Workers != 1 {
		b.WriteByte('s')
	}
	return b.String()
}

// bestScore reports the highest seed score stored. The search scores many
// candidates it does not store (not minimal, outside the targets, already
// in the catalog); when one of them scored higher, that is said too, as
// how close the search came. It is "" when the run works out no seed
// score (variants made without a score target), or nothing stored has
// one, and none was searched.
func bestScore(s generate.Stats, n *store.Tally, o *generate.Options) string {
	best := n.Best()
	scores := o.Kind == puzzle.Classic || !o.Score.IsAll()
	if !s.Search && (!scores || n.Scored() == 0 && n.Stored() > 0) {
		return ""
	}
	if s.Search && int64(s.Best) > best {
		return fmt.Sprintf("best score %d (best candidate %d)", best, s.Best)
	}
	return fmt.Sprintf("best score %d", best)
}

// rate formats puzzles per second, with decimals when slow.
func rate(r float64) string {
	if r < 10 {
		return fmt.Sprintf("%.2f/s", r)
	}
	return fmt.Sprintf("%.0f/s", r)
}
