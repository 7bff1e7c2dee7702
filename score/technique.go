package score

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/ranges"
)

// Value is a place on Sudoku Explainer's scale, in tenths: 23 is SE 2.3.
// A step's value is its technique's (plus a chain's length bonus); a
// puzzle's rating is the value of its hardest step. The zero Value means
// "none": not rated.
type Value int

// Float returns v as SE writes it, e.g. 2.3.
func (v Value) Float() float64 { return float64(v) / 10 }

// String formats v with one decimal, e.g. "2.3"; "" for the zero Value.
func (v Value) String() string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(int(v)/10) + "." + strconv.Itoa(int(v)%10)
}

// MaxValue is the highest value there is room for, 20.0; no ladder step
// comes near it. The catalog refuses higher ratings.
const MaxValue Value = 200

// ValueRange writes a range of values in tenths as on the command line:
// "2.6..4.4", "6.5..", "..2.0", or "7.3" for a single value.
func ValueRange(r ranges.Range) string {
	return r.Format(func(n int) string { return Value(n).String() })
}

// ParseValueRange reads a range of values as on the command line
// ("6.5..", "2.6..4.4", "7.3"), in tenths.
func ParseValueRange(s string) (ranges.Range, error) {
	return ranges.ParseWith(s, func(t string) (int, error) {
		v, err := ParseValue(t)
		return int(v), err
	}, func(n int) string { return Value(n).String() })
}

// ErrValue is returned by ParseValue for text that is not a rating.
var ErrValue = errors.New("bad rating")

// ParseValue reads a value written with at most one decimal, e.g. "7.3"
// or "10", as in a MIN..MAX rating range on the command line.
func ParseValue(s string) (Value, error) {
	v, err := strconv.ParseFloat(s, 64)
	t := math.Round(v * 10)
	if err != nil || t < 1 || t > float64(MaxValue) || math.Abs(v*10-t) > 1e-6 {
		return 0, fmt.Errorf("%w %q (want a number like 7.3, from 0.1 to 20.0)", ErrValue, s)
	}
	return Value(t), nil
}

// Rating is a puzzle's technique rating: the value of its hardest step on
// the ladder of Scale, and that step's technique. The zero Rating is "not
// rated". Estimated reports that Value is the ladder's estimate, not the
// value of a step it found: the rating ran out of time (WithRateTimeout)
// or of techniques, and Technique is then Beyond.
type Rating struct {
	Value     Value
	Technique Technique
	Scale     Scale
	Estimated bool
}

// Rated reports whether r is a rating, not the zero Rating.
func (r Rating) Rated() bool { return r.Value > 0 }

// Grade returns the band of r's value (Ungraded when not rated).
func (r Rating) Grade() Grade { return GradeOf(r.Value) }

// String writes r's value as SE does, e.g. "7.3", with a "~" before an
// estimate ("~10.7"); "" when not rated.
func (r Rating) String() string {
	if r.Estimated && r.Value > 0 {
		return "~" + r.Value.String()
	}
	return r.Value.String()
}

// Technique is a family of solving steps. The ladder tries them in this
// order, so a later one is used only when every earlier one finds
// nothing; a step's value is the one given in the table of the package
// documentation (chains add a length bonus, see lengthBonus).
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
	// The killer and greater-than techniques (variantrate.go); the
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

// Base values in tenths, SE's published step values.
const (
	vFullHouse       = 10
	vHiddenBox       = 12
	vHiddenLine      = 15
	vDirectPointing  = 17
	vDirectClaiming  = 19
	vDirectPair      = 20
	vNakedSingle     = 23
	vDirectTriple    = 25
	vPointing        = 26
	vClaiming        = 28
	vNakedPair       = 30
	vXWing           = 32
	vHiddenPair      = 34
	vNakedTriple     = 36
	vSwordfish       = 38
	vHiddenTriple    = 40
	vXYWing          = 42
	vXYZWing         = 44
	vUnique          = 45
	vNakedQuad       = 50
	vJellyfish       = 52
	vHiddenQuad      = 54
	vWXYZ            = 55
	vBUG             = 56
	vVWXYZ           = 62
	vAPE             = 62
	vCycle           = 65 // X- or Y-cycle
	vForcingXChain   = 66
	vXYCycle         = 70 // cycles and forcing chains with both link kinds
	vATE             = 75
	vNishio          = 75
	vMultiple        = 80
	vDynamic         = 85
	vDynamicPlus     = 90
	vNested2         = 95 // nested forcing chains, SE's levels 2 to 5
	vNested3         = 100
	vNested4         = 105
	vNested5         = 110
	vBeyond          = 100 // lowest estimate for a grid beyond the ladder
	vBeyondMax       = 119
	strongLinkBase2  = 40
	strongLinkBase3  = 54
	strongLinkBase4  = 58
	strongLinkBase5  = 62
	strongLinkBase6  = 66
	strongLinksMaxN  = 6
	strongLinksMinN  = 2
	uniqueLoopMaxLen = 14
)

// lengthBonus is SE's length adjustment of a chain step, in tenths: 0.1
// for each threshold 4, 6, 8, 12, 16, 24, ... (alternately x3/2 and x4/3)
// that complexity-2 exceeds. complexity counts the distinct candidates
// (true or false) the step's chains go through.
func lengthBonus(complexity int) int {
	n, ceil, odd := 0, 4, false
	for length := complexity - 2; length > ceil; {
		n++
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
		odd = !odd
	}
	return n
}
