package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/puzzlebook/sudoku/store"
)

// batchWriter is the one goroutine that writes to the catalog: a command
// hands it batches of items, each holding a puzzle, and goes on working
// while a batch is stored (store.Catalog.AddPuzzles, one transaction per
// batch).
//
// When the catalog's server cannot be reached (store.ErrUnavailable: a
// PostgreSQL server restarting, the network gone), the writer says so in
// one line on stderr, waits and tries the same batch again with backoff
// until the server is back (another line) or the command is stopped;
// meanwhile send blocks, which holds the producer back. A batch that
// failed that way was not committed, so trying it again loses nothing;
// only if the connection broke during the commit itself may the batch be
// stored already, and then its puzzles come back as duplicates of
// themselves: the summary counts the puzzles resent.
type batchWriter[T any] struct {
	batches chan []T
	done    chan struct{} // closed when the goroutine ends
	err     error         // the first write error; read after done
	faults  faults
}

// faults counts what the catalog's outages cost a writer.
type faults struct {
	outages atomic.Int64 // times the catalog became unreachable
	down    atomic.Int64 // nanoseconds it was unreachable, in all
	resent  atomic.Int64 // puzzles of batches tried again
	lost    atomic.Int64 // puzzles handed over but never stored
}

// Backoff of the writer's retries: the first wait, doubling up to the
// last.
var retryFirst, retryMax = 250 * time.Millisecond, 15 * time.Second

// newBatchWriter starts the writer. For each batch it stores the puzzles
// that puzzle returns for the items, then calls stored with each item and
// its outcome, on the writer's goroutine. The batches are written even
// after ctx is cancelled (each takes milliseconds), so that Ctrl-C loses
// nothing that was handed over; only waiting for an unreachable catalog
// ends with ctx. Its lines on stderr go to errw, after prefix.
func newBatchWriter[T any](ctx context.Context, st store.Catalog, errw io.Writer, prefix string,
	puzzle func(T) *store.Record, stored func(T, store.Outcome)) *batchWriter[T] {
	w := &batchWriter[T]{batches: make(chan []T, 1), done: make(chan struct{})}
	stop := ctx
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer close(w.done)
		for b := range w.batches {
			ps := make([]*store.Record, len(b))
			for i, item := range b {
				ps[i] = puzzle(item)
			}
			out, err := w.add(ctx, stop, st, ps, errw, prefix)
			if err != nil {
				w.err = err
				w.faults.lost.Add(int64(len(b)))
				return
			}
			for i, o := range out {
				stored(b[i], o)
			}
		}
	}()
	return w
}

// add stores ps, waiting and trying again while the catalog is
// unreachable, until stop is cancelled.
func (w *batchWriter[T]) add(ctx, stop context.Context, st store.Catalog, ps []*store.Record, errw io.Writer, prefix string) ([]store.Outcome, error) {
	var since time.Time
	wait := retryFirst
	for {
		out, err := st.AddPuzzles(ctx, ps)
		if err == nil || !errors.Is(err, store.ErrUnavailable) {
			if !since.IsZero() {
				d := time.Since(since)
				w.faults.down.Add(int64(d))
				w.faults.resent.Add(int64(len(ps)))
				fmt.Fprintf(errw, "%s: the catalog is back after %s; the batch of %d puzzles was sent again\n",
					prefix, longDuration(d), len(ps))
			}
			return out, err
		}
		if since.IsZero() {
			since = time.Now()
			w.faults.outages.Add(1)
			fmt.Fprintf(errw, "%s: %v; waiting for it, trying again with backoff (Ctrl-C stops)\n", prefix, err)
		}
		select {
		case <-stop.Done():
			w.faults.down.Add(int64(time.Since(since)))
			return nil, fmt.Errorf("stopped while waiting: %w", err)
		case <-time.After(wait):
		}
		wait = min(2*wait, retryMax)
	}
}

// send hands a batch to the writer; it fails once the writer has failed,
// and the batch counts as lost. It blocks while the writer is busy with
// the batch before, which holds back a producer that outruns the catalog.
func (w *batchWriter[T]) send(b []T) error {
	if len(b) == 0 {
		return nil
	}
	select {
	case <-w.done:
		w.faults.lost.Add(int64(len(b)))
		return w.err
	default:
	}
	select {
	case w.batches <- b:
		return nil
	case <-w.done:
		w.faults.lost.Add(int64(len(b)))
		return w.err
	}
}

// close waits for the batches sent to be written; those the writer did
// not take, after it failed, count as lost.
func (w *batchWriter[T]) close() error {
	close(w.batches)
	<-w.done
	for b := range w.batches {
		w.faults.lost.Add(int64(len(b)))
	}
	return w.err
}

// summary says what outages cost, for the end of a run: "" when there
// were none.
func (f *faults) summary() string {
	n := f.outages.Load()
	if n == 0 {
		return ""
	}
	s := fmt.Sprintf("catalog unreachable %d %s (%s)", n, plural(int(n), "time"), longDuration(time.Duration(f.down.Load())))
	if r := f.resent.Load(); r > 0 {
		s += fmt.Sprintf(", %d puzzles sent again", r)
	}
	if l := f.lost.Load(); l > 0 {
		s += fmt.Sprintf(", %d puzzles not stored", l)
	}
	return s
}

// outcomes counts what the catalog did with the puzzles a writer handed
// it. The writer adds; a progress line on another goroutine reads.
type outcomes struct {
	stored, same, isomorph atomic.Int64
	best                   atomic.Int64 // the highest seed score stored
	scored                 atomic.Int64 // stored with a seed score
}

// add counts what the catalog did with p.
func (n *outcomes) add(p *store.Record, o store.Outcome) {
	switch o.Status {
	case store.Stored:
		n.stored.Add(1)
		if !p.HasScore {
			break
		}
		n.scored.Add(1)
		if int64(p.Score) > n.best.Load() {
			n.best.Store(int64(p.Score)) // only the writer stores
		}
	case store.Duplicate:
		n.same.Add(1)
	case store.Isomorph:
		n.isomorph.Add(1)
	}
}

// duplicates counts the puzzles not stored because they, or an isomorph,
// were in the catalog already.
func (n *outcomes) duplicates() int64 { return n.same.Load() + n.isomorph.Load() }
