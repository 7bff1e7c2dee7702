-- 0001: the puzzle catalog.
--
-- Marks the file as a catalog (application_id 'SUDK'); store refuses to
-- touch a database with tables and another application_id.
PRAGMA application_id = 1398096971;

-- sources: where puzzles came from. One row per import of a file or per
-- generator run, so that what a whole run shares is stored once.
CREATE TABLE sources (
	id        INTEGER PRIMARY KEY,
	kind      TEXT NOT NULL CHECK (kind IN ('import', 'generate')),
	name      TEXT NOT NULL,  -- import: --source (default the file name)
	file      TEXT,           -- import: the file as named; NULL for stdin
	generator TEXT,           -- generate: program and version
	params    TEXT CHECK (json_valid(params)),  -- generate: the run's parameters, JSON
	seed      INTEGER,        -- generate: the run's --seed
	created   TEXT NOT NULL   -- RFC 3339, UTC
) STRICT;

-- puzzles: one row per isomorphism class; the first puzzle stored wins.
CREATE TABLE puzzles (
	id        INTEGER PRIMARY KEY,
	-- 81 characters, '.' for blanks (the canonical text form). Unique,
	-- since isokey is a function of it and is unique; a second UNIQUE
	-- index would cost every insert a random B-tree write. To find a
	-- puzzle, look up its key.
	puzzle    TEXT NOT NULL CHECK (length(puzzle) = 81),
	solution  TEXT NOT NULL CHECK (length(solution) = 81),
	-- iso.Key: the minlex form of the puzzle, two cells a byte.
	isokey    BLOB NOT NULL UNIQUE CHECK (length(isokey) = 41),
	clues     INTEGER NOT NULL CHECK (clues BETWEEN 0 AND 81),
	score     INTEGER NOT NULL CHECK (score >= 0),  -- the seed score
	grade     TEXT,           -- set by the ratings work; NULL until then
	-- The clue pattern's symmetry: none, rot180, rot90, mirror, diagonal.
	symmetry  TEXT NOT NULL DEFAULT 'none',
	minimal   INTEGER CHECK (minimal IN (0, 1)),  -- NULL: not checked
	source_id INTEGER NOT NULL REFERENCES sources (id),
	line      INTEGER,        -- import: the puzzle's line in the file
	seed      INTEGER,        -- generate: the puzzle's own seed
	worker    INTEGER,        -- generate: the worker that made it
	created   TEXT NOT NULL   -- RFC 3339, UTC
) STRICT;

-- The query orders: score, clues then score, grade then score. Each index
-- ends in the rowid, so ties come out in id order. The grade index is
-- partial: it costs nothing until the ratings work sets grades.
CREATE INDEX puzzles_score ON puzzles (score);
CREATE INDEX puzzles_clues ON puzzles (clues, score);
CREATE INDEX puzzles_grade ON puzzles (grade, score) WHERE grade IS NOT NULL;

-- books and their puzzles, for export.
CREATE TABLE books (
	id      INTEGER PRIMARY KEY,
	title   TEXT NOT NULL,
	params  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params)),  -- the export's parameters
	created TEXT NOT NULL
) STRICT;

CREATE TABLE book_puzzles (
	book_id   INTEGER NOT NULL REFERENCES books (id) ON DELETE CASCADE,
	position  INTEGER NOT NULL CHECK (position >= 1),  -- 1 is the first
	puzzle_id INTEGER NOT NULL REFERENCES puzzles (id),
	PRIMARY KEY (book_id, position)
) STRICT, WITHOUT ROWID;

-- "Not used by any book" and "which books hold this puzzle".
CREATE INDEX book_puzzles_puzzle ON book_puzzles (puzzle_id);
