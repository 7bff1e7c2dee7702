-- 0004: variants stored without a seed score come first in score order
-- and last in reverse score order, as in SQLite, where NULL is the
-- least value. PostgreSQL counts NULL as the greatest, so the orders of
-- store/postgres name NULLS FIRST (NULLS LAST when descending), and each
-- index that serves them is rebuilt to hold its scores in that order,
-- read forwards or backwards as before. Classic puzzles always have a
-- seed score; only their indexes' definition changes.
DROP INDEX puzzles_score, puzzles_clues, puzzles_grade, puzzles_rating,
	puzzles_kind_score, puzzles_kind_clues, puzzles_kind_grade, puzzles_kind_rating;

CREATE INDEX puzzles_score ON puzzles (score NULLS FIRST, id);
CREATE INDEX puzzles_clues ON puzzles (clues, score NULLS FIRST, id);
CREATE INDEX puzzles_grade ON puzzles (grade, score NULLS FIRST, id) WHERE grade IS NOT NULL;
CREATE INDEX puzzles_rating ON puzzles (rating, score NULLS FIRST, id) WHERE rating IS NOT NULL;
CREATE INDEX puzzles_kind_score ON puzzles (kind, score NULLS FIRST, id) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_clues ON puzzles (kind, clues, score NULLS FIRST, id) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_grade ON puzzles (kind, grade, score NULLS FIRST, id) WHERE kind <> 'classic' AND grade IS NOT NULL;
CREATE INDEX puzzles_kind_rating ON puzzles (kind, rating, score NULLS FIRST, id) WHERE kind <> 'classic' AND rating IS NOT NULL;
