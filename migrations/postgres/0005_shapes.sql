-- 0005: jigsaw, Sudoku X and windoku puzzles, alone or with cages and
-- signs, beside the kinds of 0002, as SQLite's 0008.
--
-- A kind is now a set of features, named by them joined with '-' in the
-- order jigsaw, x, windoku, killer, greater ('jigsaw', 'x-windoku',
-- 'jigsaw-killer'), or 'classic' (docs/shapes.md). The kind check lets
-- any such name in: lower-case letters and digits (a grid size, '6x6',
-- would come first) in words joined by single '-'; the store writes
-- only the names of puzzle.Kind. variant holds the canonical JSON of
-- every puzzle that is not classic, a jigsaw's regions and the
-- diagonals and windows among it; puzzle keeps the givens.
--
-- The check of 0002 came with its column and so has PostgreSQL's name
-- for it; the new one takes that name. Rows and indexes stay as they
-- are: the rows are checked against the new rule, which every old kind
-- passes.
ALTER TABLE puzzles
	DROP CONSTRAINT puzzles_kind_check,
	ADD CONSTRAINT puzzles_kind_check CHECK (kind ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
