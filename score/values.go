package score

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
