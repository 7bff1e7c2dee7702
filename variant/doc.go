// Package variant solves the variant kinds of puzzle.Puzzle: killer cages
// (cells whose digits differ and add up to a sum) and greater-than signs
// (one digit greater than its neighbour's), alone or together, over the
// classic rules. The spec is docs/variants.md.
//
// Two counting solvers stop at two solutions:
//
//   - Solver is the seed counting solver of the spec: the classic
//     backtracker of package solve with a cell's candidates widened to the
//     cage and sign rules. Its tree, and so its seed score, is defined
//     exactly; on a classic puzzle it is the classic tree, node for node.
//     internal/literal holds a line-by-line transcription of the spec that
//     tests hold it to.
//   - Checker is fast: it propagates cage combinations, sign bounds and
//     singles before it branches, for deciding uniqueness while
//     generating.
//
// Classic puzzles keep their own, faster path (package solve); a variant
// is the general case, not a slower path for everyone.
package variant
