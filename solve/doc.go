// Package solve is the one home of the three jobs that search a puzzle's
// solutions: counting them with the seed score, checking uniqueness fast,
// and filling random solution grids, for every puzzle the rules kernel
// (package rules) describes: houses of any size and layout (rows,
// columns, boxes or jigsaw regions, diagonals, windows, and every grid's
// houses on a board of joined grids, docs/gattai.md), killer cages and
// greater-than signs. Solver is the one entry point; it picks, once per
// puzzle shape, the fastest implementation that gives the same answer.
//
// # The seed score
//
// The seed counting solver is the explicit-stack Add/Remove backtracker
// that defines the seed score (docs/seed-score.md, docs/variants.md,
// docs/shapes.md and docs/gattai.md): givens are placed in reading order
// (a board's cells in its reading order, holes skipped) and swapped to the
// front of a cell order; at each level the cell with the fewest
// candidates is chosen by a scan from the current position (first strict
// minimum, stopping at one candidate) and swapped to the top; its
// candidates are tried in ascending order; placing a digit blocks it for
// the cell's house and cage mates and fails if one of them, or a sign
// partner, is left without candidates. The search stops at the second
// solution. The seed score is the sum of (candidates - 1) over every
// branch point, and it depends on that exact order, which is why the
// order is fixed. Three implementations walk that one tree, node for node
// (internal/literal is the line-by-line transcription the tests hold each
// to):
//
//   - classicSearch, for the classic 9×9 puzzle, the seed's own: each
//     cell's nine counters are nibbles of one word and its 20 peers are
//     built in, so a node costs a few dozen nanoseconds (about 22,000
//     nodes for a puzzle of the forum's hardest list);
//   - houseSearch, for a puzzle whose only rules are houses, up to 16×16
//     and with any houses: the same packing over the shape's peers;
//   - wideSearch, for the grids past 16×16 (up to 25×25, houses alone):
//     a cell's counters are bytes beside the set of digits no placed mate
//     holds, since 25 digits do not fit a word of nibbles;
//   - ruleSearch, for cages and signs: a cell's candidates are its
//     counters' word and-ed with its cage's and its signs' masks. It
//     reports its steps (Solver.Trace), and so does wideSearch past
//     16×16.
//
// # Uniqueness
//
// Two checkers count solutions up to a limit without the score, exploring
// trees of their own (they propagate before they branch): bandChecker,
// for the classic 9×9 puzzle, holds each digit's places as three 27-bit
// band words and finds a band's hidden singles by arithmetic; checker,
// for every other puzzle, propagates singles, locked digits, cage sums
// and the rule of 45, and sign bounds over the kernel's houses and
// groups, its digit sets sixteen bits wide up to 16×16 and thirty-two
// past it (checker[uint16], checker[uint32]: one code). Query carries what a generator's test needs: a digit ruled out
// of a cell (the removal test), a solution to try first, a node budget.
//
// # Filling
//
// A random solution grid of the classic grid is filled in reading order,
// each cell drawing its digit among those its placed peers leave
// (classicFill); of any other shape, by the checker's search with each
// branch's digits drawn in random order. Both treat the digits alike, so
// each cell holds each digit equally often.
package solve
