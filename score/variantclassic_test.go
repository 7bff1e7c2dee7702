package score

import (
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/rating"
)

// TestVariantLadder checks the variant ladder of each scale: the classic
// ladder's rungs but the uniqueness ones and the dynamic forcing chains,
// and the killer and greater-than rungs, in value order, the killer and
// greater-than rung first at equal value (Sukaku's 6 strong links, worth
// 6.6 though tried before the cycles at 6.5, aside); a trial runs the
// basic rungs alone.
func TestVariantLadder(t *testing.T) {
	for sc := range rating.NumScales {
		var names []string
		for _, f := range variantLadders[sc] {
			names = append(names, f.name)
		}
		for _, f := range ladders[sc] {
			want := !slices.Contains(uniquenessRungs, f.tech) && f.value < vDynamic && f.tech != rating.FullHouse
			if slices.Contains(names, f.name) != want {
				t.Errorf("%v: rung %q on the variant ladder: %v, want %v", sc, f.name, !want, want)
			}
		}
		for _, f := range variantRungs {
			if !slices.Contains(names, f.name) {
				t.Errorf("%v: no %q", sc, f.name)
			}
		}
		isVariant := func(f finder) bool {
			return slices.ContainsFunc(variantRungs, func(v finder) bool { return v.name == f.name })
		}
		lad := variantLadders[sc]
		for i := 1; i < len(lad); i++ {
			a, b := lad[i-1], lad[i]
			if a.value > b.value && a.name != "6 strong links" || a.value == b.value && !isVariant(a) && isVariant(b) {
				t.Errorf("%v: %q (%d) before %q (%d)", sc, a.name, a.value, b.name, b.value)
			}
		}
		// The fish, wings and the trial itself, below 4.1 on some scale.
		notInTrial := []rating.Technique{rating.XWing, rating.Swordfish, rating.TurbotFish, rating.XYWing, rating.XYZWing, rating.RuleChain}
		for _, f := range ruleChainLadders[sc] {
			if f.value > 40 || slices.Contains(notInTrial, f.tech) {
				t.Errorf("%v: a trial runs %q", sc, f.name)
			}
		}
	}
}

// classicValue is the value of the classic pattern techniques, whose
// steps all have their technique's value.
var classicValue = map[rating.Technique]rating.Value{
	rating.XWing: vXWing, rating.Swordfish: vSwordfish, rating.XYWing: vXYWing, rating.XYZWing: vXYZWing, rating.NakedQuad: vNakedQuad,
	rating.Jellyfish: vJellyfish, rating.HiddenQuad: vHiddenQuad, rating.AlignedPairExclusion: vAPE,
}

// classicChainTechniques are the techniques of the classic chain rungs.
var classicChainTechniques = []rating.Technique{
	rating.XCycle, rating.YCycle, rating.ForcingXChain, rating.XYCycle, rating.ForcingChain, rating.AlignedTripleExclusion,
	rating.NishioForcingChain, rating.CellForcingChain, rating.RegionForcingChain,
}

// TestVariantNewRungsFire checks that the classic rungs and the sign pairs
// take steps on the testdata's variants, and that the explanation names
// them as the classic path does: a pattern's step at its technique's
// value, with the cells it reasons with; a chain's at 6.5 or more.
func TestVariantNewRungsFire(t *testing.T) {
	patterns, chains, signs := 0, 0, 0
	r := NewRater(WithRateTimeout(0))
	for i, p := range allVariants(t) {
		if race.Enabled && i%raceSample != 4 {
			continue
		}
		e := r.ExplainPuzzle(&p)
		var pat, ch, sg bool
		for j, s := range e.Steps {
			v, isPattern := classicValue[s.Technique]
			switch {
			case isPattern:
				pat = true
				if s.Value != v || len(s.Cells) == 0 {
					t.Errorf("puzzle %d step %d: %s", i+1, j+1, s.String())
				}
			case slices.Contains(classicChainTechniques, s.Technique):
				ch = true
				if s.Value < vCycle || s.Value >= vBeyondRules+10 || len(s.Cells) == 0 {
					t.Errorf("puzzle %d step %d: %s", i+1, j+1, s.String())
				}
			case s.Technique == rating.SignPair:
				sg = true
				if s.Value != vSignPair && s.Value != vSignTriple {
					t.Errorf("puzzle %d step %d: %s", i+1, j+1, s.String())
				}
			}
			if len(s.Placements)+len(s.Eliminations) == 0 {
				t.Errorf("puzzle %d step %d does nothing: %s", i+1, j+1, s.String())
			}
		}
		if pat {
			patterns++
		}
		if ch {
			chains++
		}
		if sg {
			signs++
		}
	}
	want := [3]int{10, 6, 12} // of the 72 puzzles
	if race.Enabled {
		want = [3]int{1, 1, 1}
	}
	if patterns < want[0] || chains < want[1] || signs < want[2] {
		t.Errorf("classic patterns on %d puzzles, chains on %d, sign pairs on %d; want at least %v", patterns, chains, signs, want)
	}
}
