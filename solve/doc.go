// Package solve holds the Sudoku grid type and the seed counting solver.
//
// The solver is the explicit-stack Add/Remove backtracker that defines the
// seed score (docs/seed-score.md restates the definition): givens are placed
// in reading order and swapped to the front of a cell order; at each level
// the cell with the fewest candidates is chosen by a scan from the current
// position (first strict minimum, stopping at one candidate) and swapped to
// the top; its candidates are tried in ascending order; placing a value
// blocks it for the 20 peers through per-value counters and fails if a peer
// is left without candidates. The search stops at the second solution.
// The seed score is the sum of (candidates - 1) over every branch point, and
// it depends on that exact order, which is why the order is fixed.
//
// Cost: each node touches the 20 peers of one cell in place and in undo, and
// the choice scans on average about eight positions (it stops at the first
// single-candidate cell), so a node costs a few dozen nanoseconds; the tree
// itself is fixed by the definition (about 22,000 nodes for a puzzle of the
// forum's hardest list).
package solve
