// Package ordered runs a function over a stream of items on several
// goroutines and hands the results on in input order.
//
// Items carry a sequence number; finished results wait in a reorder buffer
// until every earlier one has been handed on. A window of tokens bounds
// that buffer: the feeder takes a token per item and the emitter gives it
// back, so one slow item (a hard puzzle) holds back at most window others.
package ordered

import (
	"context"
	"sync"
)

// Map calls feed, which sends items with send, and runs fn over them on
// workers goroutines; newWorker is called once per goroutine to build its
// fn, so each can own state such as a solver. emit receives the results
// one at a time, in the order the items were sent. Map returns the first
// error from feed or emit, or ctx's error if it was cancelled first; on
// either, feeding stops and Map returns after the goroutines have ended.
func Map[T, R any](ctx context.Context, workers int,
	feed func(send func(T) bool) error,
	newWorker func() func(T) R,
	emit func(R) error) error {
	if workers < 1 {
		workers = 1
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type job struct {
		seq  int
		item T
	}
	type result struct {
		seq int
		out R
	}
	window := 64 * workers
	tokens := make(chan struct{}, window)
	jobs := make(chan job, workers)
	results := make(chan result, workers)

	var feedErr error
	go func() {
		defer close(jobs)
		seq := 0
		send := func(item T) bool {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return false
			}
			select {
			case jobs <- job{seq, item}:
				seq++
				return true
			case <-ctx.Done():
				return false
			}
		}
		feedErr = feed(send)
		if feedErr != nil {
			cancel()
		}
	}()

	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn := newWorker()
			for j := range jobs {
				results <- result{j.seq, fn(j.item)}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	var emitErr error
	pending := make(map[int]R)
	next := 0
	for r := range results {
		if emitErr != nil || ctx.Err() != nil {
			<-tokens
			continue // drain so the workers can finish
		}
		pending[r.seq] = r.out
		for ctx.Err() == nil {
			out, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-tokens
			if emitErr = emit(out); emitErr != nil {
				cancel()
				break
			}
		}
	}
	// The feeder has returned: jobs is closed only when feed returns, and
	// the workers ended only after jobs closed.
	switch {
	case feedErr != nil:
		return feedErr
	case emitErr != nil:
		return emitErr
	}
	return ctx.Err()
}
