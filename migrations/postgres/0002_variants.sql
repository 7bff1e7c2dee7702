-- 0002: killer and greater-than puzzles beside classic ones, as SQLite's
-- 0006.
--
-- kind is what a puzzle is: classic, killer (cages), greater (signs) or
-- killer-greater (both). variant is a variant puzzle's canonical JSON form
-- (docs/variants.md: givens, cages, signs), NULL for a classic puzzle;
-- puzzle keeps the givens. A variant's isokey is 0xff, its kind's index
-- and the SHA-256 of its canonical form under the symmetries of the
-- square, so no variant key equals a minlex form and the one unique index
-- keeps one puzzle per class of each kind. score may be NULL: a variant's
-- seed search runs to millions of nodes on greater-than sudokus, so it is
-- worked out only when asked for. PostgreSQL alters the table in place;
-- existing rows are classic.
ALTER TABLE puzzles
	ADD COLUMN kind text NOT NULL DEFAULT 'classic' CHECK (kind IN ('classic', 'killer', 'greater', 'killer-greater')),
	ADD COLUMN variant text CHECK (variant IS NULL OR variant::json IS NOT NULL),
	ALTER COLUMN score DROP NOT NULL,
	ADD CONSTRAINT puzzles_variant_kind CHECK ((kind = 'classic') = (variant IS NULL)),
	ADD CONSTRAINT puzzles_classic_score CHECK (kind <> 'classic' OR score IS NOT NULL);

-- The orders within one kind of variant (query --variant killer).
-- Partial: classic puzzles, most of a catalog, cost them nothing; a query
-- for classic puzzles reads the indexes of 0001 and filters on kind.
CREATE INDEX puzzles_kind_score ON puzzles (kind, score, id) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_clues ON puzzles (kind, clues, score, id) WHERE kind <> 'classic';
CREATE INDEX puzzles_kind_grade ON puzzles (kind, grade, score, id) WHERE kind <> 'classic' AND grade IS NOT NULL;
CREATE INDEX puzzles_kind_rating ON puzzles (kind, rating, score, id) WHERE kind <> 'classic' AND rating IS NOT NULL;
