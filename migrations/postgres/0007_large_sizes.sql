-- 0007: grids of every size from 4x4 to 25x25, as SQLite's 0010.
--
-- puzzle and solution hold N*N characters (digits 1-9 then A-P, '.' for
-- blanks in puzzle), up to 625; the check on the length is made again
-- with the longer list, under the name 0006 gave it. Every row already
-- there passes it.
ALTER TABLE puzzles
	DROP CONSTRAINT puzzles_puzzle_check,
	ADD CONSTRAINT puzzles_puzzle_check CHECK (length(puzzle) IN (16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256, 289, 324, 361, 400, 441, 484, 529, 576, 625));
