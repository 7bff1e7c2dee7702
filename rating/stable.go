package rating

// Stable is the seed score seen over K isomorphic copies of a puzzle: its
// quartiles and median. The seed score depends on the order the seed
// solver meets cells and digits in, so one puzzle has many; the median
// over a fixed set of copies is a single number for the puzzle.
//
// The copies are the puzzle's canonical (minlex) form transformed by the
// first K transforms of a fixed pseudo-random sequence (iso.Random with a
// seed package score fixes, and the copy's index). Isomorphic puzzles
// share the canonical form, so they get the same copies and the same
// Stable.
type Stable struct {
	K              int // copies used; 0 means not computed
	Q1, Median, Q3 float64
}
