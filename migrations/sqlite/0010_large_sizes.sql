-- 0010: grids of every size from 4x4 to 25x25.
--
-- puzzle and solution hold N*N characters (digits 1-9 then A-P, '.' for
-- blanks in puzzle), the same length in both, up to 625; clues go up to
-- 625. Nothing else changes: a puzzle of another size than 9 names its
-- size first in its kind ('25x25', '17x17-jigsaw').
--
-- SQLite cannot change a CHECK in place, so puzzles is rebuilt as in
-- 0009, with the same columns, checks (but the length's) and indexes,
-- ids kept.
CREATE TABLE puzzles_new (
	id        INTEGER PRIMARY KEY,
	kind      TEXT NOT NULL DEFAULT 'classic' CHECK (kind <> '' AND kind NOT GLOB '*[^a-z0-9-]*'
		AND kind NOT GLOB '-*' AND kind NOT GLOB '*-' AND kind NOT GLOB '*--*'),
	-- N*N characters, '.' for blanks: the puzzle, or a variant's givens.
	puzzle    TEXT NOT NULL CHECK (length(puzzle) IN (16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256, 289, 324, 361, 400, 441, 484, 529, 576, 625)),
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
	CHECK (length(puzzle) = 81 OR kind GLOB '[0-9]*x[0-9]*')  -- another size names itself first
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
