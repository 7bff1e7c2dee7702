-- 0006: grids of every size from 4x4 to 16x16, as SQLite's 0009.
--
-- puzzle and solution hold N*N characters (digits 1-9 then A-G, '.' for
-- blanks in puzzle), the same length in both; clues go up to 256. A
-- puzzle of another size than 9 is never classic: its kind starts with
-- its size ('6x6', '6x6-killer') and variant holds its canonical JSON,
-- size and box among it.
--
-- The checks of 0001 came with their columns and so have PostgreSQL's
-- names for them; the new ones take those names. Every row already
-- there passes them.
ALTER TABLE puzzles
	DROP CONSTRAINT puzzles_puzzle_check,
	DROP CONSTRAINT puzzles_solution_check,
	DROP CONSTRAINT puzzles_clues_check,
	ADD CONSTRAINT puzzles_puzzle_check CHECK (length(puzzle) IN (16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256)),
	ADD CONSTRAINT puzzles_solution_check CHECK (length(solution) = length(puzzle)),
	ADD CONSTRAINT puzzles_clues_check CHECK (clues BETWEEN 0 AND length(puzzle)),
	ADD CONSTRAINT puzzles_size_kind CHECK (length(puzzle) = 81 OR kind ~ '^[0-9]+x[0-9]+(-|$)');
