package score

import (
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestVariantClassicLadder checks which classic rungs the variant ladder
// asks for: the uniqueness rungs exist on SE's ladder and are left out;
// the patterns run up to the first chain, the chains up to dynamic
// forcing chains; the variant ladder's own rung list has them where its
// comments say.
func TestVariantClassicLadder(t *testing.T) {
	var se, patterns, chains []string
	for _, f := range ladders[SE] {
		se = append(se, f.name)
	}
	for _, f := range classicPatterns {
		patterns = append(patterns, f.name)
	}
	for _, f := range classicChains {
		chains = append(chains, f.name)
	}
	for _, n := range uniquenessRungs {
		if !slices.Contains(se, n) {
			t.Errorf("no rung %q on the SE ladder to leave out", n)
		}
		if slices.Contains(patterns, n) || slices.Contains(chains, n) {
			t.Errorf("uniqueness rung %q on the variant ladder", n)
		}
	}
	if len(patterns)+len(chains)+len(uniquenessRungs) >= len(se) {
		t.Errorf("the variant ladder asks for all of SE's ladder: %v, %v", patterns, chains)
	}
	if patterns[len(patterns)-1] != "aligned pair exclusion" || !slices.Contains(patterns, "x-wing") || !slices.Contains(patterns, "jellyfish") {
		t.Errorf("patterns %v", patterns)
	}
	if chains[0] != "cycles and forcing chains" || chains[len(chains)-1] != "multiple forcing chains" {
		t.Errorf("chains %v", chains)
	}
	if variantRungs[classicRung].tech != XWing || variantRungs[trialRung].tech != Trial || variantRungs[trialRung+1].tech != XCycle || len(variantRungs) != trialRung+2 {
		t.Errorf("rungs %d and %d are %s and %s", classicRung, trialRung, variantRungs[classicRung].tech, variantRungs[trialRung].tech)
	}
}

// classicValue is the value of the classic pattern techniques, whose
// steps all have their technique's value.
var classicValue = map[Technique]Value{
	XWing: vXWing, Swordfish: vSwordfish, XYWing: vXYWing, XYZWing: vXYZWing, NakedQuad: vNakedQuad,
	Jellyfish: vJellyfish, HiddenQuad: vHiddenQuad, AlignedPairExclusion: vAPE,
}

// classicChainTechniques are the techniques of the classic chain rungs.
var classicChainTechniques = []Technique{
	XCycle, YCycle, ForcingXChain, XYCycle, ForcingChain, AlignedTripleExclusion,
	NishioForcingChain, CellForcingChain, RegionForcingChain,
}

// TestVariantNewRungsFire checks that the classic rungs and the sign pairs
// take steps on the testdata's variants, and that the explanation names
// them as the classic path does: a pattern's step at its technique's
// value, with the cells it reasons with; a chain's at 6.5 or more.
func TestVariantNewRungsFire(t *testing.T) {
	patterns, chains, signs := 0, 0, 0
	for i, p := range allVariants(t) {
		if race.Enabled && i%raceSample != 4 {
			continue
		}
		e := ExplainVariant(&p)
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
				if s.Value < vCycle || s.Value >= vBeyondTrial+10 || len(s.Cells) == 0 {
					t.Errorf("puzzle %d step %d: %s", i+1, j+1, s.String())
				}
			case s.Technique == SignPair:
				sg = true
				if s.Value != 32 && s.Value != 38 {
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
