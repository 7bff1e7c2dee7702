package agreement

import (
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/score"
)

// TestPublishersOrder rates the published killer and greater-than puzzles
// of the testdata on the variant ladder: each publisher's labels come in
// its order (by their median ratings), the rank correlation of place and
// rating holds a floor a little under what the ladder reaches, and no
// puzzle below its publisher's top level needs a chain or trial.
func TestPublishersOrder(t *testing.T) {
	ps, err := ReadPublished("testdata/published_variants.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if race.Enabled {
		ps = ps[:len(ps)/4] // the first sources' lower levels, fewer of them
	}
	rep := EvaluatePublished(ps, score.NewRater(score.WithRateTimeout(0)))
	t.Logf("%d puzzles: spearman %.4f", rep.N, rep.Rho)
	if !race.Enabled && rep.Rho < 0.62 {
		t.Errorf("Spearman correlation of label and rating %.4f, want at least 0.62", rep.Rho)
	}
	for _, d := range rep.Disorders {
		t.Errorf("labels out of order: %s", d)
	}
	for _, l := range rep.Labels {
		if l.Level < l.Levels && l.Chains > 0 {
			t.Errorf("%s %s (level %d of %d): %d puzzles need a chain or trial", l.Source, l.Label, l.Level, l.Levels, l.Chains)
		}
	}
}

// openLevels is, per source of published_shapes.jsonl, the first level
// whose puzzles may need chains: the top level, but for SudoQ, whose
// generator allows any number of its solving helpers from "difficult" on
// (its ComplexityConstraint gives easy 2 helpers, medium 3, difficult and
// infernal Integer.MAX_VALUE; the two differ only in their complexity
// range).
var openLevels = map[string]int{"SudoQ": 3}

// TestPublishedShapes rates the published jigsaw, Sudoku X and windoku
// puzzles of the testdata, each kind of each source a scale of its own:
// the labels come in order by median rating, the rank correlation of
// place and rating holds a floor a little under what the ladder reaches,
// and no puzzle below a source's open level needs a chain or trial.
func TestPublishedShapes(t *testing.T) {
	ps, err := ReadPublished("../testdata/published_shapes.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	open := map[string]int{}
	for i := range ps {
		p := &ps[i]
		level, ok := openLevels[p.Source]
		if !ok {
			level = p.Levels
		}
		p.Source += " " + p.Puzzle.Kind().String()
		open[p.Source] = level
	}
	if race.Enabled {
		ps = ps[:len(ps)/4]
	}
	rep := EvaluatePublished(ps, score.NewRater(score.WithRateTimeout(0)))
	t.Logf("%d puzzles: spearman %.4f", rep.N, rep.Rho)
	if !race.Enabled && rep.Rho < 0.80 {
		t.Errorf("Spearman correlation of label and rating %.4f, want at least 0.80", rep.Rho)
	}
	for _, d := range rep.Disorders {
		t.Errorf("labels out of order: %s", d)
	}
	for _, l := range rep.Labels {
		if l.Level < open[l.Source] && l.Chains > 0 {
			t.Errorf("%s %s (level %d of %d): %d puzzles need a chain or trial", l.Source, l.Label, l.Level, l.Levels, l.Chains)
		}
	}
	if testing.Verbose() {
		var b strings.Builder
		rep.Write(&b)
		t.Log("\n" + b.String())
	}
}
