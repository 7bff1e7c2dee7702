// Package grid is the Sudoku grid beneath every puzzle: its sizes (N×N
// cells, 4 ≤ N ≤ 25, digits 1..N) and box shapes, its geometry (cells in
// reading order, rows, columns, boxes, diagonals, orthogonal neighbours,
// cell and unit names), the digits' characters and the text form of a
// grid (Parse, Geometry.ParseGrid), with the errors they return.
//
// Grid holds the digits of a grid of any size; Nine is the classic 9×9
// grid, which the classic solvers, the isomorphs of package iso and the
// classic rater read. Classic is the classic grid's geometry: rows 0-8,
// columns 9-17 and boxes 18-26 as its units. Every package takes the
// grid's geometry here; the houses of a puzzle (its regions, diagonals,
// windows) are package puzzle's, and the rules over them package rules'.
//
// A cell, numbered in reading order, is a uint16 wherever cells are
// listed (units, neighbours, cages, signs, houses, the rules' and
// solvers' tables): room for boards of up to 909 cells, more than a byte
// numbers. Digits and region numbers stay bytes, and so do the tables of
// the classic 9×9 solvers, whose 81 cells a byte holds.
//
// Layout joins 9×9 grids on one board (docs/gattai.md: twodoku, samurai,
// sohei, windmill, butterfly, flower, or any list of grids): the board's
// cells in reading order with the holes skipped, each grid's cells on
// the board, board cell names, and the text forms of a board's givens
// (one string, one string a grid, a printed board).
package grid
