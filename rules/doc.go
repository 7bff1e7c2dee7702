// Package rules is the rules kernel: what the rules of a puzzle of any
// kind allow, written once, for the solvers, the checker, the rater and
// the generator to ask.
//
// A puzzle's rules are its houses (Shape: the rows, columns and boxes, and
// any further house, each a set of cells whose digits differ and hold
// every digit once), its killer cages (cells whose digits differ and add
// up to a sum) and its greater-than signs (one cell's digit above its
// neighbour's). Rules puts them together for one puzzle: each cell's
// mates (the cells that cannot hold its digit: house mates, then cage
// mates), its cage, and the cells the signs put above and below it,
// directly and through other cells.
//
// What the rules allow is worked out here and nowhere else:
//
//   - the cage arithmetic: the sets of distinct digits of a size that
//     make a sum (SumSets for digits 1-9, SumSetsOf for a grid of up to
//     16 digits), the digits a cage can still use given what is
//     placed in it (SumDigits, from a table), and the digits that some
//     assignment of a set to a group's cells, one each within their
//     candidates, gives each cell (Support);
//   - the sign bounds: a sign puts the greater cell's least digit above
//     the lesser's least, and the lesser's largest below the greater's
//     largest (Bound, on Spans);
//   - the regions of the rule of 45 (a house, or two or three
//     neighbouring rows or columns, whose digits add up to 45 a house) and
//     how a puzzle's cages cut them into innies and outies (Rules.Cut).
//
// On joined grids (docs/gattai.md) a Shape is the houses of every grid
// over the board's cells, a house two grids share held once; its cells
// are the board's (Shape.Layout names them), and the rule of 45's
// neighbouring lines are those of one grid.
//
// Each consumer keeps its own fast form of what it reads here (the
// packed seed solver its nibble counters, the rater its bit sets); the
// logic is the kernel's. Shape is a value built from data, so a grid with
// other houses is another Shape, not another solver.
package rules
