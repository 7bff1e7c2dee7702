package generate

import "context"

type searcher struct{ w *worker }

func newSearcher(w *worker) *searcher { return &searcher{w} }

func (s *searcher) next(ctx context.Context, p *Puzzle) bool { return s.w.random(p) }
