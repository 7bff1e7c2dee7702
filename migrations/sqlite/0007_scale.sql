-- 0007: the ladder a classic puzzle's rating is on, and whether the
-- rating is an estimate.
--
-- scale is 'se' (classic Sudoku Explainer 1.2.1's ladder) or 'sukaku'
-- (Sukaku Explainer's) for a rated classic puzzle, NULL otherwise: an
-- unrated puzzle has none, and variants have their own ladder. The ratings
-- stored before this script came from the rater of that time, which
-- climbed Sukaku Explainer's ladder, so they are marked 'sukaku'.
--
-- estimated is 1 when the rating search ran out of time (--rate-timeout)
-- or past its last rung and the rating is the estimate of the nested
-- forcing chains, which score prints with a '~' before it.
--
-- SQLite tests an added column's CHECK against the rows already there,
-- before the UPDATE below can mark them, so the check lets a rated classic
-- puzzle be without a scale; the store writes one with every rating.
ALTER TABLE puzzles ADD COLUMN scale TEXT
	CHECK (scale IS NULL OR scale IN ('se', 'sukaku') AND kind = 'classic' AND rating IS NOT NULL);
ALTER TABLE puzzles ADD COLUMN estimated INTEGER NOT NULL DEFAULT 0
	CHECK (estimated IN (0, 1) AND (estimated = 0 OR rating IS NOT NULL));

UPDATE puzzles SET scale = 'sukaku' WHERE kind = 'classic' AND rating IS NOT NULL;

-- stats counts the ratings per ladder from this index alone.
CREATE INDEX puzzles_scale ON puzzles (scale) WHERE scale IS NOT NULL;
