// Package puzzle is the Sudoku puzzle of every kind: the one type the rest
// of the program passes around. A Puzzle holds givens, killer cages (cells
// whose digits differ and add up to a sum) and greater-than signs (one
// digit greater than its neighbour's), any of which may be absent; a
// classic puzzle is one without cages or signs, and Kind names what a
// puzzle has. The rules of the variant kinds are docs/variants.md.
//
// Parse and Puzzle.String read and write the one-line text form: a
// classic puzzle writes as its 81 characters, any other as a JSON object
// (AppendJSON writes that object for every kind). Validate checks the
// input rules: connected cages of 1 to 9 cells with a sum their size can
// make, no cell in two cages, signs between orthogonal neighbours and
// without cycles, givens without conflicts.
//
// Key is the isomorph key a catalog keeps one puzzle per class by: the
// minlex form of package iso for a classic puzzle (the whole Sudoku
// group), and for the other kinds a hash of the canonical form under the
// symmetries of the square, since relabelling digits or moving rows
// within bands would change sums and signs or pull cages apart.
//
// Symmetry names the geometric symmetry of the whole puzzle, as the
// catalog records it: the strongest of the symmetries of package iso
// under which the givens' pattern, the cages (cells onto cells, whatever
// the sums) and the signs (pairs of cells onto pairs, whichever way they
// point) all map onto themselves. For a classic puzzle it is the clue
// pattern's, iso.SymmetryOf.
//
// Layout joins 9×9 grids on one board (docs/gattai.md: samurai and the
// other layouts of grid.Layout): its cells are the board's, its houses
// every grid's rows, columns, boxes (and diagonals), a house two grids
// share listed once; Kind names it after its layout (samurai, samurai-x,
// gattai-killer), and its isomorph key and symmetry are those of the
// board's turns and reflections that keep the layout.
//
// Package grid holds the grid beneath this one (its sizes, geometry and
// text form); the solvers are package solve's.
package puzzle
