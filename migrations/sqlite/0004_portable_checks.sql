-- 0004: checks that every SQLite from 3.37 (the first with STRICT tables)
-- on holds true, and run seeds as they are printed.
--
-- sources.params was CHECK (json_valid(params)) and is NULL for imports.
-- json_valid(NULL) is NULL from SQLite 3.45 on, which a CHECK lets pass,
-- but 0 before, so older tools (Debian 12's sqlite3 3.40, Python's sqlite3)
-- called such a catalog corrupt and could not insert into sources. Every
-- other CHECK of the schema already lets NULL through on every version:
-- comparisons, BETWEEN, IN and length() of NULL are NULL.
--
-- sources.seed held a run's unsigned 64-bit seed by its bit pattern in a
-- signed INTEGER, so seeds of 2^63 and more read back negative. It now
-- holds the decimal text that `sudoku generate` prints and --seed takes.
--
-- SQLite cannot change a column's CHECK or type in place, so sources is
-- rebuilt by its documented procedure (https://sqlite.org/lang_altertable.html,
-- "Making Other Kinds Of Table Schema Changes"): store runs every migration
-- with foreign keys off and checks them before it commits. Ids are kept,
-- so puzzles.source_id still points at the same rows. sources has no
-- indexes, triggers or views to recreate.
--
-- puzzles.seed (0001) stays, always NULL: a generated puzzle is named by
-- its run's seed, its worker and its seq (0002).
CREATE TABLE sources_new (
	id        INTEGER PRIMARY KEY,
	kind      TEXT NOT NULL CHECK (kind IN ('import', 'generate')),
	name      TEXT NOT NULL,  -- import: --source (default the file name)
	file      TEXT,           -- import: the file as named; NULL for stdin
	generator TEXT,           -- generate: program and version
	params    TEXT CHECK (params IS NULL OR json_valid(params)),  -- generate: the run's parameters, JSON
	-- generate: the run's --seed, 0 to 18446744073709551615 in decimal
	seed      TEXT CHECK (seed IS NULL OR (length(seed) BETWEEN 1 AND 20 AND seed NOT GLOB '*[^0-9]*')),
	created   TEXT NOT NULL   -- RFC 3339, UTC
) STRICT;

-- A negative seed s is the bit pattern of 2^64 + s. SQLite's integers are
-- signed, so the decimal digits come from 2^64 = 1844674407370955161 * 10 + 6
-- and s = (s / 10) * 10 + s % 10 (both rounded towards zero), with a borrow
-- when the last digit goes below zero.
INSERT INTO sources_new (id, kind, name, file, generator, params, seed, created)
SELECT id, kind, name, file, generator, params,
	CASE
		WHEN seed IS NULL THEN NULL
		WHEN seed >= 0 THEN CAST(seed AS TEXT)
		WHEN 6 + seed % 10 >= 0 THEN (1844674407370955161 + seed / 10) || (6 + seed % 10)
		ELSE (1844674407370955161 + seed / 10 - 1) || (16 + seed % 10)
	END,
	created
FROM sources;

DROP TABLE sources;
ALTER TABLE sources_new RENAME TO sources;
