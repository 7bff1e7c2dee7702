-- 0005: the machine of each run, and an id that names a run in every
-- catalog.
--
-- host is the host name of the machine that made the source (a generator
-- run, an import); NULL for sources stored before it was recorded. uid is
-- 32 lowercase hex digits drawn at random when a source is first stored;
-- sudoku merge copies it with the source, so merging the same catalog
-- twice finds its sources and adds nothing. Sources already stored get
-- their uid here.
--
-- Written for every SQLite from 3.37 on (the first with STRICT tables):
-- ADD COLUMN with a CHECK that is tested against the rows already there,
-- randomblob, hex, lower and GLOB are all older than that. A column added
-- by ALTER TABLE cannot be NOT NULL without a default, so uid admits NULL
-- in the schema; the store always sets it, and the unique index treats
-- NULLs as distinct.
ALTER TABLE sources ADD COLUMN host TEXT;
ALTER TABLE sources ADD COLUMN uid TEXT CHECK (uid IS NULL OR (length(uid) = 32 AND uid NOT GLOB '*[^0-9a-f]*'));
UPDATE sources SET uid = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX sources_uid ON sources (uid);
