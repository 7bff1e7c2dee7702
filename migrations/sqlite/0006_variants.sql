-- 0006: killer and greater-than puzzles beside classic ones.
--
-- kind is what a puzzle is: classic, killer (cages), greater (signs) or
-- killer-greater (both). variant is a variant puzzle's canonical JSON form
-- (docs/variants.md: givens, cages, signs), NULL for a classic puzzle;
-- puzzle keeps the givens. isokey keeps its 41 bytes for every kind: a
-- variant's key is 0xff, its kind's index and the SHA-256 of its canonical
-- form under the symmetries of the square, so no variant key can equal a
-- minlex form and one unique index keeps one puzzle per class of each
-- kind. score may now be NULL: a variant's seed search runs to millions of
-- nodes on greater-than sudokus, so it is worked out only when asked for.
--
-- SQLite cannot drop a NOT NULL in place, so puzzles is rebuilt by its
-- documented procedure, as sources was in 0004: store/sqlite runs
-- migrations with foreign keys off and checks them before it commits; ids
-- are kept, so book_puzzles still points at the same rows. The unused
-- seed column of 0001 is not carried over. Every index is made again.
CREATE TABLE puzzles_new (
	id        INTEGER PRIMARY KEY,
	kind      TEXT NOT NULL DEFAULT 'classic' CHECK (kind IN ('classic', 'killer', 'greater', 'killer-greater')),
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
	CHECK (kind <> 'classic' OR score IS NOT NULL)  -- classic puzzles always have one
) STRICT;

INSERT INTO puzzles_new (id, kind, puzzle, variant, solution, isokey, clues, score, rating, technique, grade,
	stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created)
SELECT id, 'classic', puzzle, NULL, solution, isokey, clues, score, rating, technique, grade,
	stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created
FROM puzzles;

DROP TABLE puzzles;
ALTER TABLE puzzles_new RENAME TO puzzles;

-- The query orders over every kind, as before (each index ends in the
-- rowid, so ties come out in id order).
CREATE INDEX puzzles_score ON puzzles (score);
CREATE INDEX puzzles_clues ON puzzles (clues, score);
CREATE INDEX puzzles_grade ON puzzles (grade, score) WHERE grade IS NOT NULL;
CREATE INDEX puzzles_rating ON puzzles (rating, score) WHERE rating IS NOT NULL;

-- The same orders within one kind of variant (query --variant killer).
-- Partial: classic puzzles, most of a catalog, cost them nothing, and a
-- query for classic puzzles reads the indexes above, skipping variants.
CREATE INDEX puzzles_kind_score ON puzzles (kind, score) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_clues ON puzzles (kind, clues, score) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_grade ON puzzles (kind, grade, score) WHERE kind <> 'classic' AND grade IS NOT NULL;
CREATE INDEX puzzles_kind_rating ON puzzles (kind, rating, score) WHERE kind <> 'classic' AND rating IS NOT NULL;
