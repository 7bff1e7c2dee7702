package generate_test

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
)

// TestNineGolden holds the 9×9 generator to the puzzles it made before
// other sizes came in (testdata/nine.golden): a few puzzles of each 9×9
// kind and mode, from fixed seeds, with their solutions and seed scores.
// Version promises that the same seed and options give the same puzzles,
// so any change to this file's output is a new Version, never a side
// effect of work on other sizes. Ratings are left out: they are package
// score's, which changes on its own schedule.
func TestNineGolden(t *testing.T) {
	if race.Enabled {
		// Two minutes under the race detector, with nothing for it to
		// find that TestProperties and TestVariants do not race.
		t.Skip("the golden file is compared in a plain go test")
	}
	type tc struct {
		name string
		opts generate.Options
	}
	def := generate.Options{Minimal: true}
	var cases []tc
	cases = append(cases, tc{"classic-minimal", def})
	o := def
	o.Symmetry, o.Minimal = generate.Rot180, false
	cases = append(cases, tc{"classic-rot180-groups", o})
	o = def
	o.Minimal, o.Clues = false, ranges.Between(30, 34)
	cases = append(cases, tc{"classic-clues30..34", o})
	o = def
	o.Symmetry, o.Score = generate.Mirror, ranges.Between(40, 200)
	cases = append(cases, tc{"classic-mirror-score40..200", o})
	for _, k := range []puzzle.Kind{puzzle.Killer, puzzle.Greater, puzzle.KillerGreater, puzzle.Jigsaw,
		puzzle.X, puzzle.Windoku, puzzle.Jigsaw | puzzle.Killer, puzzle.X | puzzle.Greater} {
		o := generate.Defaults(generate.Request{Kind: k})
		o.Rate = false
		cases = append(cases, tc{k.String(), o})
	}
	o = generate.Defaults(generate.Request{Kind: puzzle.Killer})
	o.Rate, o.Symmetry, o.Minimal, o.Score = false, generate.Rot90, true, ranges.AtLeast(0)
	cases = append(cases, tc{"killer-rot90-minimal-scored", o})
	o = generate.Defaults(generate.Request{Kind: puzzle.Killer})
	o.Rate, o.Symmetry, o.Givens, o.SingleCages = false, generate.Mirror, 2, 2
	cases = append(cases, tc{"killer-mirror-givens", o})

	var out bytes.Buffer
	for _, c := range cases {
		opts := c.opts
		opts.Seed, opts.Workers, opts.Count = 11, 2, 4
		var ps []generate.Result
		if _, err := generate.Run(context.Background(), opts, func(p generate.Result) error {
			ps = append(ps, p)
			return nil
		}); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		// Workers interleave in any order: list by worker and number.
		slices.SortFunc(ps, func(a, b generate.Result) int { return (a.Worker-b.Worker)*1000 + a.Seq - b.Seq })
		fmt.Fprintf(&out, "# %s\n", c.name)
		for _, p := range ps {
			fmt.Fprintf(&out, "%d/%d %s\n  solution %s clues %d score %d nodes %d scored %v minimal %v\n",
				p.Worker, p.Seq, &p.Puzzle, grid.Classic.FormatGrid(&p.Solution), p.Clues, p.Score, p.Nodes, p.HasScore, p.Minimal)
		}
	}
	golden.Check(t, "testdata/nine.golden", out.Bytes())
}

// TestSizesGolden holds the kinds made at other sizes than 9 before the
// variant kinds came to 10×10 and above (testdata/sizes.golden): a few
// puzzles of each, from a fixed seed, unrated, with their solutions and
// seed scores. The work on the larger grids must leave them as they
// were, as Version promises.
func TestSizesGolden(t *testing.T) {
	if race.Enabled {
		t.Skip("the golden file is compared in a plain go test")
	}
	var out bytes.Buffer
	for _, c := range []struct {
		kind string
		box  grid.Box
	}{{"4x4", grid.Box{}}, {"6x6", grid.Box{}}, {"6x6", grid.Box{Rows: 3, Cols: 2}}, {"8x8", grid.Box{}},
		{"10x10", grid.Box{}}, {"12x12", grid.Box{}}, {"16x16", grid.Box{}},
		{"4x4-killer", grid.Box{}}, {"6x6-killer", grid.Box{}}, {"8x8-killer", grid.Box{}},
		{"6x6-killer-greater", grid.Box{}}, {"6x6-greater", grid.Box{}}, {"6x6-x", grid.Box{}}, {"8x8-x", grid.Box{}},
		{"5x5-jigsaw", grid.Box{}}, {"6x6-jigsaw", grid.Box{}}, {"7x7-jigsaw", grid.Box{}}, {"8x8-jigsaw", grid.Box{}},
		{"6x6-jigsaw-killer", grid.Box{}}, {"6x6-x-greater", grid.Box{}}} {
		k, err := puzzle.ParseKind(c.kind)
		if err != nil {
			t.Fatal(err)
		}
		name := c.kind
		if c.box != (grid.Box{}) {
			name += " box " + c.box.String()
		}
		opts := generate.Defaults(generate.Request{Kind: k, Box: c.box})
		opts.Rate, opts.Seed, opts.Workers, opts.Count = false, 12, 2, 2
		var ps []generate.Result
		if _, err := generate.Run(context.Background(), opts, func(p generate.Result) error {
			ps = append(ps, p)
			return nil
		}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		slices.SortFunc(ps, func(a, b generate.Result) int { return (a.Worker-b.Worker)*1000 + a.Seq - b.Seq })
		fmt.Fprintf(&out, "# %s\n", name)
		for _, p := range ps {
			fmt.Fprintf(&out, "%d/%d %s\n  clues %d score %d nodes %d scored %v minimal %v\n",
				p.Worker, p.Seq, &p.Puzzle, p.Clues, p.Score, p.Nodes, p.HasScore, p.Minimal)
		}
	}
	golden.Check(t, "testdata/sizes.golden", out.Bytes())
}
