-- 0002: where a generated puzzle sits in its generator run.
--
-- A run (one sources row: generator, parameters, seed) has several
-- workers, each making its own stream of puzzles that depends only on the
-- seed, the worker's index and the parameters. worker (0001) and seq name
-- one puzzle of the run: the seq-th (from 0) of that worker's stream, so
-- rerunning the source's parameters with its seed makes it again.
-- puzzles.seed stays NULL for them: the generator has no per-puzzle seed.
ALTER TABLE puzzles ADD COLUMN seq INTEGER CHECK (seq >= 0);  -- generate: the puzzle's number in its worker's stream
