package main

import (
	"context"
	"sync/atomic"

	"github.com/puzzlebook/sudoku/store"
)

// batchWriter is the one goroutine that writes to the catalog: a command
// hands it batches of items, each holding a puzzle, and goes on working
// while a batch is stored (store.AddPuzzles, one transaction per batch).
type batchWriter[T any] struct {
	batches chan []T
	done    chan struct{} // closed when the goroutine ends
	err     error         // the first write error; read after done
}

// newBatchWriter starts the writer. For each batch it stores the puzzles
// that puzzle returns for the items, then calls stored with each item and
// its outcome, on the writer's goroutine. The batches are written even
// after ctx is cancelled (each takes milliseconds), so that Ctrl-C loses
// nothing that was handed over; ctx only carries values.
func newBatchWriter[T any](ctx context.Context, st *store.Store, puzzle func(T) *store.Puzzle, stored func(T, store.Outcome)) *batchWriter[T] {
	w := &batchWriter[T]{batches: make(chan []T, 1), done: make(chan struct{})}
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer close(w.done)
		for b := range w.batches {
			ps := make([]*store.Puzzle, len(b))
			for i, item := range b {
				ps[i] = puzzle(item)
			}
			out, err := st.AddPuzzles(ctx, ps)
			if err != nil {
				w.err = err
				return
			}
			for i, o := range out {
				stored(b[i], o)
			}
		}
	}()
	return w
}

// send hands a batch to the writer; it fails once the writer has failed.
// It blocks while the writer is busy with the batch before, which holds
// back a producer that outruns the catalog.
func (w *batchWriter[T]) send(b []T) error {
	if len(b) == 0 {
		return nil
	}
	select {
	case <-w.done:
		return w.err
	default:
	}
	select {
	case w.batches <- b:
		return nil
	case <-w.done:
		return w.err
	}
}

// close waits for the batches sent to be written.
func (w *batchWriter[T]) close() error {
	close(w.batches)
	<-w.done
	return w.err
}

// outcomes counts what the catalog did with the puzzles a writer handed
// it. The writer adds; a progress line on another goroutine reads.
type outcomes struct {
	stored, same, isomorph atomic.Int64
	best                   atomic.Int64 // the highest seed score stored
}

// add counts what the catalog did with p.
func (n *outcomes) add(p *store.Puzzle, o store.Outcome) {
	switch o.Status {
	case store.Stored:
		n.stored.Add(1)
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
