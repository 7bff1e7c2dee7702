-- 0003: the technique rating and the stable score (issue 6).
--
-- rating is the technique rating on Sudoku Explainer's scale in tenths
-- (SE 7.3 is 73), so that it compares and indexes exactly; technique is
-- the hardest step's technique (score.Technique's name), and stable the
-- median seed score over stable_k isomorphic copies. grade (0001) is the
-- rating's band. All are NULL for puzzles nobody rated.
ALTER TABLE puzzles ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 200);
ALTER TABLE puzzles ADD COLUMN technique TEXT;
ALTER TABLE puzzles ADD COLUMN stable REAL CHECK (stable >= 0);  -- a median of an even count may end in .5
ALTER TABLE puzzles ADD COLUMN stable_k INTEGER CHECK (stable_k >= 1);

-- The rating order, and rating ranges in score order within a rating. Partial, as
-- for grades: unrated puzzles cost nothing.
CREATE INDEX puzzles_rating ON puzzles (rating, score) WHERE rating IS NOT NULL;
