// Package variant counts the solutions of puzzles of every kind: killer
// cages (cells whose digits differ and add up to a sum) and greater-than
// signs (one digit greater than its neighbour's), alone or together, over
// the houses of the grid. The spec is docs/variants.md; what the rules
// allow (the houses, the cage arithmetic, the sign bounds, the rule of 45)
// is package rules', which both solvers read.
//
// Counter is the one entry point: Count gives a puzzle's solutions up to
// two and its seed score, Solutions the solutions alone, fast. It picks a
// solver for the puzzle:
//
//   - Solver is the seed counting solver of the spec: the classic
//     backtracker of package solve with a cell's candidates widened to the
//     cage and sign rules. Its tree, and so its seed score, is defined
//     exactly; on a classic puzzle it is the classic tree, node for node,
//     so Count gives a classic puzzle to package solve's packed solver,
//     which is faster. internal/literal holds a line-by-line
//     transcription of the spec that tests hold Solver to.
//   - Checker is fast: it propagates cage combinations, sign bounds and
//     singles before it branches, for deciding uniqueness while
//     generating (Solutions, and the generator directly, which keeps one
//     Checker and gives it a solution to try first).
package variant
