package main

import (
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

// parseGenerate reads the flags of sudoku generate args (after the
// command's name) as the command does, without running it.
func parseGenerate(t *testing.T, args ...string) (generate.Options, error) {
	t.Helper()
	cmd := generateCommand()
	var opts generate.Options
	var err error
	cmd.Action = func(c *cli.Context) error {
		opts, err = generateOptions(c)
		return nil
	}
	app := &cli.App{Name: "sudoku", Writer: io.Discard, ErrWriter: io.Discard, Commands: []*cli.Command{cmd},
		ExitErrHandler: func(*cli.Context, error) {}}
	if rerr := app.Run(append([]string{"sudoku", "generate"}, args...)); rerr != nil {
		t.Fatalf("generate %v: %v", args, rerr)
	}
	return opts, err
}

// TestGenerateOptions: the options of a kind, a rating target and a flag
// the user set, given before or after the target. The flags the user
// sets always win, and each of the other options is the kind's and the
// target's default (generate.Defaults), whatever the order of the flags.
func TestGenerateOptions(t *testing.T) {
	t.Parallel()
	all := ranges.Range{}
	easyClues, small := ranges.Between(30, 36), ranges.Between(2, 3)
	type want struct {
		clues    ranges.Range
		minimal  bool
		cageSize ranges.Range
		givens   int
		sym      generate.Symmetry
	}
	for _, tc := range []struct {
		args []string
		want want
	}{
		{nil, want{all, true, all, 0, generate.None}},
		{[]string{"--grade", "easy"}, want{easyClues, false, all, 0, generate.None}},
		{[]string{"--rating", "1.0..1.5"}, want{easyClues, false, all, 0, generate.None}},
		{[]string{"--grade", "easy", "--minimal"}, want{all, true, all, 0, generate.None}},
		{[]string{"--minimal", "--grade", "easy"}, want{all, true, all, 0, generate.None}},
		{[]string{"--grade", "easy", "--minimal=false"}, want{easyClues, false, all, 0, generate.None}},
		{[]string{"--grade", "easy", "--clues", "25..28"}, want{ranges.Between(25, 28), false, all, 0, generate.None}},
		{[]string{"--clues", "25..28", "--minimal", "--grade", "easy"}, want{ranges.Between(25, 28), true, all, 0, generate.None}},
		{[]string{"--grade", "medium", "--minimal=false"}, want{all, false, all, 0, generate.None}},
		{[]string{"--grade", "easy", "--symmetry", "rot180"}, want{easyClues, false, all, 0, generate.Rot180}},
		{[]string{"--variant", "killer", "--grade", "easy"}, want{all, false, small, 12, generate.Rot180}},
		{[]string{"--variant", "killer", "--givens", "3", "--grade", "easy"}, want{all, false, small, 3, generate.Rot180}},
		{[]string{"--variant", "killer", "--grade", "easy", "--cage-size", "2..4"}, want{all, false, ranges.Between(2, 4), 12, generate.Rot180}},
		{[]string{"--variant", "killer", "--grade", "medium", "--symmetry", "none"}, want{all, false, small, 0, generate.None}},
		{[]string{"--variant", "killer", "--grade", "hard"}, want{all, false, all, 0, generate.Rot180}},
		{[]string{"--variant", "greater", "--grade", "easy", "--givens", "4"}, want{all, false, all, 4, generate.None}},
		{[]string{"--variant", "x", "--grade", "medium"}, want{ranges.Between(20, 32), false, all, 0, generate.Rot180}},
		{[]string{"--variant", "x", "--grade", "extreme"}, want{all, false, all, 0, generate.Rot180}},
		{[]string{"--minimal", "--variant", "x", "--grade", "extreme"}, want{all, true, all, 0, generate.Rot180}},
		{[]string{"--variant", "jigsaw", "--grade", "easy", "--clues", "28..30"}, want{ranges.Between(28, 30), false, all, 0, generate.Rot180}},
		{[]string{"--size", "6", "--grade", "hard"}, want{ranges.AtMost(16), false, all, 0, generate.Rot180}},
		{[]string{"--size", "6", "--grade", "hard", "--minimal"}, want{all, true, all, 0, generate.Rot180}},
		{[]string{"--size", "16", "--minimal"}, want{all, true, all, 0, generate.Rot180}},
		{[]string{"--size", "16", "--minimal", "--clues", "90..100"}, want{ranges.Between(90, 100), true, all, 0, generate.Rot180}},
		{[]string{"--variant", "6x6-killer", "--grade", "easy", "--givens", "0"}, want{all, false, small, 0, generate.Rot180}},
		{[]string{"--layout", "[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]"}, want{ranges.Between(175, 225), false, all, 0, generate.Rot180}},
		{[]string{"--layout", "[[0,0],[0,12],[0,24],[6,6],[6,18],[12,0],[12,12],[12,24]]", "--symmetry", "mirror", "--variant", "x"}, want{ranges.Between(175, 225), false, all, 0, generate.Mirror}},
		{[]string{"--variant", "x", "--layout", "samurai"}, want{ranges.Between(112, 144), false, all, 0, generate.Rot180}},
	} {
		o, err := parseGenerate(t, tc.args...)
		got := want{o.Clues, o.Minimal, o.CageSize, o.Givens, o.Symmetry}
		if err != nil || got != tc.want {
			t.Errorf("generate %s: %+v, %v; want %+v", strings.Join(tc.args, " "), got, err, tc.want)
		}
		if i := slices.Index(tc.args, "--layout"); i >= 0 {
			// The kind of the variant's features on the layout's board.
			want := "gattai"
			if tc.args[i+1] == "samurai" {
				want = "samurai"
			}
			if slices.Contains(tc.args, "x") {
				want += "-x"
			}
			if o.Kind.String() != want || o.Layout == nil || o.Validate() != nil {
				t.Errorf("generate %s: kind %v, layout %v: %v", strings.Join(tc.args, " "), o.Kind, o.Layout, o.Validate())
			}
		}
		targeted := slices.Contains(tc.args, "--grade") || slices.Contains(tc.args, "--rating")
		if o.Trial != targeted || o.Rating.IsAll() == targeted || !o.Rate {
			t.Errorf("generate %s: rating %s, trial %v, rate %v", strings.Join(tc.args, " "), rating.ValueRange(o.Rating), o.Trial, o.Rate)
		}
	}

	// The flags that no target touches keep their values, and a flag left
	// out leaves the default.
	o, err := parseGenerate(t, "--variant", "killer", "--cages", "24..30", "--single-cages", "2", "--stable", "4",
		"--rate-timeout", "3s", "--mode", "random", "--score", "10..", "--box", "3x3", "--workers", "3", "--seed", "5", "--count", "7")
	if err != nil || o.Cages != ranges.Between(24, 30) || o.SingleCages != 2 || o.StableK != 4 || o.RateTimeout != 3*time.Second ||
		o.Mode != generate.Random || o.Score != ranges.AtLeast(10) || o.Box.String() != "3x3" || o.Workers != 3 || o.Seed != 5 || o.Count != 7 {
		t.Errorf("generate with every flag: %+v, %v", o, err)
	}
	o, err = parseGenerate(t, "--variant", "killer", "--seed", "5")
	if def := generate.Defaults(generate.Request{Kind: puzzle.Killer}); err != nil || o.Cages != def.Cages || o.StableK != def.StableK ||
		o.RateTimeout != def.RateTimeout || o.Mode != def.Mode || o.Score != def.Score || o.Scale != def.Scale {
		t.Errorf("generate --variant killer: %+v, %v; want the defaults %+v", o, err, def)
	}
}
