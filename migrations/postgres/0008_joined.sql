-- 0008: puzzles on joined grids (docs/gattai.md), as SQLite's 0011.
--
-- Such a puzzle's variant holds its canonical JSON, layout first; puzzle
-- and solution hold one character for each cell of the board, in reading
-- order, holes left out: more than one grid's 81, up to 909 (the
-- sumo). Its kind is named by its layout ('samurai', 'samurai-x'), not
-- by a size. The checks on the length and on the size's name are made
-- again under the names 0006 and 0007 gave them; every row already there
-- passes them.
ALTER TABLE puzzles
	DROP CONSTRAINT puzzles_puzzle_check,
	DROP CONSTRAINT puzzles_size_kind,
	ADD CONSTRAINT puzzles_puzzle_check CHECK (length(puzzle) IN (16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256, 289, 324, 361, 400, 441, 484, 529, 576, 625)
		OR variant::json ->> 'layout' IS NOT NULL AND length(puzzle) BETWEEN 82 AND 909),
	ADD CONSTRAINT puzzles_size_kind CHECK (length(puzzle) = 81 OR kind ~ '^[0-9]+x[0-9]+(-|$)' OR variant::json ->> 'layout' IS NOT NULL);
