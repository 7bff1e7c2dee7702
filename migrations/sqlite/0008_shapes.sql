-- 0008: jigsaw, Sudoku X and windoku puzzles, alone or with cages and
-- signs, beside the kinds of 0006.
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
-- SQLite cannot change a CHECK in place, so puzzles is rebuilt as in
-- 0006: store/sqlite runs migrations with foreign keys off and checks
-- them before it commits; ids are kept, so book_puzzles still points at
-- the same rows. The columns, their checks and every index are those
-- that 0006 and 0007 made, in the same order.
CREATE TABLE puzzles_new (
	id        INTEGER PRIMARY KEY,
	kind      TEXT NOT NULL DEFAULT 'classic' CHECK (kind <> '' AND kind NOT GLOB '*[^a-z0-9-]*'
		AND kind NOT GLOB '-*' AND kind NOT GLOB '*-' AND kind NOT GLOB '*--*'),
	-- 81 characters, '.' for blanks: the puzzle, or a variant's givens.
	puzzle    TEXT NOT NULL CHECK (length(puzzle) = 81),
	variant   TEXT CHECK ((kind = 'classic') = (variant IS NULL) AND (variant IS NULL OR json_valid(variant))),
	solution  TEXT NOT NULL CHECK (length(solution) = 81),
	isokey    BLOB NOT NULL UNIQUE CHECK (length(isokey) = 41),
	clues     INTEGER NOT NULL CHECK (clues BETWEEN 0 AND 81),
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
	CHECK (kind <> 'classic' OR score IS NOT NULL)  -- classic puzzles always have one
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
