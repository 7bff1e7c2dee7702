package rating

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Technique is a family of solving steps. The ladder tries them in this
// order, so a later one is used only when every earlier one finds
// nothing; a step's value is the one given in the table of the package
// documentation (chains add a length bonus, which package score works
// out).
type Technique uint8

// The techniques, in the order the ladder tries them.
const (
	FullHouse Technique = iota
	HiddenSingleBox
	HiddenSingleLine
	DirectPointing
	DirectClaiming
	DirectHiddenPair
	NakedSingle
	DirectHiddenTriple
	Pointing
	Claiming
	NakedPair
	XWing
	HiddenPair
	NakedTriple
	Swordfish
	HiddenTriple
	TurbotFish
	XYWing
	XYZWing
	UniqueRectangle
	NakedQuad
	Jellyfish
	HiddenQuad
	ThreeStrongLinks
	WXYZWing
	BUG
	FourStrongLinks
	VWXYZWing
	AlignedPairExclusion
	FiveStrongLinks
	SixStrongLinks
	XCycle
	YCycle
	ForcingXChain
	XYCycle
	ForcingChain
	AlignedTripleExclusion
	NishioForcingChain
	CellForcingChain
	RegionForcingChain
	DynamicForcingChain
	DynamicForcingChainPlus
	NestedForcingChain
	NestedMultipleForcingChain
	NestedDynamicForcingChain
	DoublyNestedForcingChain
	Beyond
	// The killer and greater-than techniques (score's variant ladder); the
	// variant ladder uses the classic techniques above too, but the
	// uniqueness ones and the dynamic forcing chains.
	SignBound
	SignCount
	CageCombination
	InnieOutie
	CageAssignment
	CageLocked
	HiddenCage
	CageInteraction
	MultiHouse45
	SignPair
	RuleChain
	BeyondRules
	// Unnamed is the technique of a rating that does not name one: one
	// stored by a catalog from before ratings named their technique. No
	// ladder takes a step with it, and its name is "".
	Unnamed
	// NumTechniques is the number of techniques; StepCounts has one entry
	// per technique.
	NumTechniques
)

var techniqueNames = [NumTechniques]string{
	FullHouse:                  "full house",
	HiddenSingleBox:            "hidden single (box)",
	HiddenSingleLine:           "hidden single (line)",
	DirectPointing:             "direct pointing",
	DirectClaiming:             "direct claiming",
	DirectHiddenPair:           "direct hidden pair",
	NakedSingle:                "naked single",
	DirectHiddenTriple:         "direct hidden triple",
	Pointing:                   "pointing",
	Claiming:                   "claiming",
	NakedPair:                  "naked pair",
	XWing:                      "x-wing",
	HiddenPair:                 "hidden pair",
	NakedTriple:                "naked triple",
	Swordfish:                  "swordfish",
	HiddenTriple:               "hidden triple",
	TurbotFish:                 "turbot fish",
	XYWing:                     "xy-wing",
	XYZWing:                    "xyz-wing",
	UniqueRectangle:            "unique rectangle",
	NakedQuad:                  "naked quad",
	Jellyfish:                  "jellyfish",
	HiddenQuad:                 "hidden quad",
	ThreeStrongLinks:           "3 strong links",
	WXYZWing:                   "wxyz-wing",
	VWXYZWing:                  "vwxyz-wing",
	BUG:                        "bug",
	FourStrongLinks:            "4 strong links",
	AlignedPairExclusion:       "aligned pair exclusion",
	FiveStrongLinks:            "5 strong links",
	SixStrongLinks:             "6 strong links",
	XCycle:                     "x-cycle",
	YCycle:                     "y-cycle",
	ForcingXChain:              "forcing x-chain",
	XYCycle:                    "xy-cycle",
	ForcingChain:               "forcing chain",
	AlignedTripleExclusion:     "aligned triple exclusion",
	NishioForcingChain:         "nishio forcing chain",
	CellForcingChain:           "cell forcing chain",
	RegionForcingChain:         "region forcing chain",
	DynamicForcingChain:        "dynamic forcing chain",
	DynamicForcingChainPlus:    "dynamic forcing chain (+)",
	NestedForcingChain:         "dynamic forcing chain (+ forcing chains)",
	NestedMultipleForcingChain: "dynamic forcing chain (+ multiple forcing chains)",
	NestedDynamicForcingChain:  "dynamic forcing chain (+ dynamic forcing chains)",
	DoublyNestedForcingChain:   "dynamic forcing chain (+ dynamic forcing chains (+ forcing chains))",
	Beyond:                     "beyond",
	SignBound:                  "greater-than bound",
	SignCount:                  "greater-than count",
	CageCombination:            "cage combination",
	InnieOutie:                 "innie/outie",
	CageAssignment:             "cage assignment",
	CageLocked:                 "cage locked digit",
	HiddenCage:                 "hidden cage",
	CageInteraction:            "cage interaction",
	MultiHouse45:               "rule of 45 (houses)",
	SignPair:                   "sign pair",
	RuleChain:                  "forcing chain (cages and signs)",
	BeyondRules:                "beyond the variant ladder",
}

// String returns the technique's name, e.g. "x-wing".
func (t Technique) String() string {
	if t < NumTechniques {
		return techniqueNames[t]
	}
	return "technique(" + strconv.Itoa(int(t)) + ")"
}

// ErrTechnique is returned by ParseTechnique for an unknown name.
var ErrTechnique = errors.New("unknown technique")

// NeedsTrial reports whether a path whose hardest step is t needs trial
// (Path.NeedsTrial asks it of every step):
// the forcing chain of cages and signs, which tries a candidate out until
// the rules break, or more than the variant ladder holds.
func (t Technique) NeedsTrial() bool { return t == RuleChain || t == BeyondRules }

// oldNames are names earlier catalogs stored for techniques since
// renamed.
var oldNames = map[string]Technique{"trial": RuleChain, "beyond trial": BeyondRules}

// ParseTechnique returns the technique named name, as String writes it
// (case-insensitive), or as an earlier release did; "" is Unnamed.
func ParseTechnique(name string) (Technique, error) {
	if t, ok := oldNames[strings.ToLower(name)]; ok {
		return t, nil
	}
	for t, n := range techniqueNames {
		if strings.EqualFold(n, name) {
			return Technique(t), nil
		}
	}
	return 0, fmt.Errorf("%w %q", ErrTechnique, name)
}

// StepCounts counts the steps of a solution path per technique.
type StepCounts [NumTechniques]int

// Total returns the number of steps.
func (s *StepCounts) Total() int {
	n := 0
	for _, k := range s {
		n += k
	}
	return n
}
