-- 0003: the ladder a classic puzzle's rating is on, and whether the
-- rating is an estimate, as SQLite's 0007.
--
-- scale is 'se' (classic Sudoku Explainer 1.2.1's ladder) or 'sukaku'
-- (Sukaku Explainer's) for a rated classic puzzle, NULL otherwise: an
-- unrated puzzle has none, and variants have their own ladder. The ratings
-- stored before this script came from the rater of that time, which
-- climbed Sukaku Explainer's ladder, so they are marked 'sukaku'.
--
-- estimated is true when the rating search ran out of time
-- (--rate-timeout) or past its last rung and the rating is the estimate
-- of the nested forcing chains, which score prints with a '~' before it.
ALTER TABLE puzzles
	ADD COLUMN scale text CHECK (scale IN ('se', 'sukaku')),
	ADD COLUMN estimated boolean NOT NULL DEFAULT false;

UPDATE puzzles SET scale = 'sukaku' WHERE kind = 'classic' AND rating IS NOT NULL;

ALTER TABLE puzzles
	ADD CONSTRAINT puzzles_scale CHECK ((scale IS NOT NULL) = (kind = 'classic' AND rating IS NOT NULL)),
	ADD CONSTRAINT puzzles_estimated CHECK (NOT estimated OR rating IS NOT NULL);

-- stats counts the ratings per ladder from this index alone.
CREATE INDEX puzzles_scale ON puzzles (scale) WHERE scale IS NOT NULL;
