-- 0011: puzzles on joined grids (docs/gattai.md): samurai, sohei,
-- windmill, butterfly, flower, twodoku, ... and any list of 9x9 grids.
--
-- Such a puzzle's variant holds its canonical JSON, layout first; puzzle
-- and solution hold one character for each cell of the board, in reading
-- order, holes left out: more than one grid's 81, up to 909 (the
-- sumo). Its kind is named by its layout ('samurai', 'samurai-x',
-- 'gattai-killer'), not by a size. The isokey is the board's own
-- (puzzle.Puzzle.Key), 41 bytes as every other.
--
-- SQLite cannot change a CHECK in place, so puzzles is rebuilt as in
-- 0010, with the same columns, checks (but the length's and the size's)
-- and indexes, ids kept.
CREATE TABLE puzzles_new (
	id        INTEGER PRIMARY KEY,
	kind      TEXT NOT NULL DEFAULT 'classic' CHECK (kind <> '' AND kind NOT GLOB '*[^a-z0-9-]*'
		AND kind NOT GLOB '-*' AND kind NOT GLOB '*-' AND kind NOT GLOB '*--*'),
	-- N*N characters, '.' for blanks: the puzzle, or a variant's givens;
	-- on joined grids (variant has a layout) one a cell of the board.
	puzzle    TEXT NOT NULL CHECK (length(puzzle) IN (16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256, 289, 324, 361, 400, 441, 484, 529, 576, 625)
		OR json_type(variant, '$.layout') IS NOT NULL AND length(puzzle) BETWEEN 82 AND 909),
	variant   TEXT CHECK ((kind = 'classic') = (variant IS NULL) AND (variant IS NULL OR json_valid(variant))),
	solution  TEXT NOT NULL CHECK (length(solution) = length(puzzle)),
	isokey    BLOB NOT NULL UNIQUE CHECK (length(isokey) = 41),
	clues     INTEGER NOT NULL CHECK (clues BETWEEN 0 AND length(puzzle)),
	score     INTEGER CHECK (score IS NULL OR score >= 0),  -- the seed score; NULL: not worked out
	rating    INTEGER CHECK (rating BETWEEN 1 AND 200),
	technique TEXT,
	grade     TEXT,
	stable    REAL CHECK (stable >= 0),
	stable_k  INTEGER CHECK (stable_k >= 1),
	symmetry  TEXT NOT NULL DEFAULT 'none',
	minimal   INTEGER CHECK (minimal IN (0, 1)),
	source_id INTEGER NOT NULL REFERENCES sources (id),
	line      INTEGER,
	worker    INTEGER,
	seq       INTEGER CHECK (seq >= 0),
	created   TEXT NOT NULL,
	scale     TEXT CHECK (scale IS NULL OR scale IN ('se', 'sukaku') AND kind = 'classic' AND rating IS NOT NULL),
	estimated INTEGER NOT NULL DEFAULT 0 CHECK (estimated IN (0, 1) AND (estimated = 0 OR rating IS NOT NULL)),
	CHECK (kind <> 'classic' OR score IS NOT NULL),  -- classic puzzles always have one
	-- another size names itself first; a board of joined grids has a layout
	CHECK (length(puzzle) = 81 OR kind GLOB '[0-9]*x[0-9]*' OR json_type(variant, '$.layout') IS NOT NULL)
) STRICT;

INSERT INTO puzzles_new (id, kind, puzzle, variant, solution, isokey, clues, score, rating, technique, grade,
	stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created, scale, estimated)
SELECT id, kind, puzzle, variant, solution, isokey, clues, score, rating, technique, grade,
	stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created, scale, estimated
FROM puzzles;

DROP TABLE puzzles;
ALTER TABLE puzzles_new RENAME TO puzzles;

CREATE INDEX puzzles_score ON puzzles (score);
CREATE INDEX puzzles_clues ON puzzles (clues, score);
CREATE INDEX puzzles_grade ON puzzles (grade, score) WHERE grade IS NOT NULL;
CREATE INDEX puzzles_rating ON puzzles (rating, score) WHERE rating IS NOT NULL;
CREATE INDEX puzzles_kind_score ON puzzles (kind, score) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_clues ON puzzles (kind, clues, score) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_grade ON puzzles (kind, grade, score) WHERE kind <> 'classic' AND grade IS NOT NULL;
CREATE INDEX puzzles_kind_rating ON puzzles (kind, rating, score) WHERE kind <> 'classic' AND rating IS NOT NULL;
CREATE INDEX puzzles_scale ON puzzles (scale) WHERE scale IS NOT NULL;
