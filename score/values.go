package score

import "github.com/puzzlebook/sudoku/rating"

// Base values in tenths, SE's published step values.
const (
	vFullHouse      rating.Value = 10
	vHiddenBox      rating.Value = 12
	vHiddenLine     rating.Value = 15
	vDirectPointing rating.Value = 17
	vDirectClaiming rating.Value = 19
	vDirectPair     rating.Value = 20
	vNakedSingle    rating.Value = 23
	vDirectTriple   rating.Value = 25
	vPointing       rating.Value = 26
	vClaiming       rating.Value = 28
	vNakedPair      rating.Value = 30
	vXWing          rating.Value = 32
	vHiddenPair     rating.Value = 34
	vNakedTriple    rating.Value = 36
	vSwordfish      rating.Value = 38
	vHiddenTriple   rating.Value = 40
	vXYWing         rating.Value = 42
	vXYZWing        rating.Value = 44
	vUnique         rating.Value = 45
	vNakedQuad      rating.Value = 50
	vJellyfish      rating.Value = 52
	vHiddenQuad     rating.Value = 54
	vWXYZ           rating.Value = 55
	vBUG            rating.Value = 56
	vVWXYZ          rating.Value = 62
	vAPE            rating.Value = 62
	vCycle          rating.Value = 65 // X- or Y-cycle
	vForcingXChain  rating.Value = 66
	vXYCycle        rating.Value = 70 // cycles and forcing chains with both link kinds
	vATE            rating.Value = 75
	vNishio         rating.Value = 75
	vMultiple       rating.Value = 80
	vDynamic        rating.Value = 85
	vDynamicPlus    rating.Value = 90
	vNested2        rating.Value = 95 // nested forcing chains, SE's levels 2 to 5
	vNested3        rating.Value = 100
	vNested4        rating.Value = 105
	vNested5        rating.Value = 110
	vBeyond         rating.Value = 100 // lowest estimate for a grid beyond the ladder
	vBeyondMax      rating.Value = 119
	strongLinkBase2 rating.Value = 40
	strongLinkBase3 rating.Value = 54
	strongLinkBase4 rating.Value = 58
	strongLinkBase5 rating.Value = 62
	strongLinkBase6 rating.Value = 66
)

// The most strong links a strong-link fish has, and the most cells of a
// unique loop.
const (
	strongLinksMaxN  = 6
	uniqueLoopMaxLen = 14
)

// lengthBonus is SE's length adjustment of a chain step, in tenths: 0.1
// for each threshold 4, 6, 8, 12, 16, 24, ... (alternately x3/2 and x4/3)
// that complexity-2 exceeds. complexity counts the distinct candidates
// (true or false) the step's chains go through.
func lengthBonus(complexity int) rating.Value {
	n, ceil, odd := rating.Value(0), 4, false
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
