package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// Writer is the one goroutine that writes to a catalog: a producer (a
// generator run, an import, a merge) hands it items one by one (Add),
// each holding a record, and goes on working while a batch of them is
// stored (Catalog.AddPuzzles, one transaction per batch). A batch is
// committed when it holds the writer's batch size (WithBatch), or when
// its first item has waited the longest wait (WithWait), whichever comes
// first, so that a slow producer's items are stored within that time
// too; Close commits the rest.
//
// When the catalog's server cannot be reached (ErrUnavailable: a
// PostgreSQL server restarting, the network gone), the writer says so
// once (an Outage), waits and tries the same batch again with backoff
// until the server is back (it says that too) or its context is cancelled;
// meanwhile Add blocks, which holds the producer back. A batch that
// failed that way was not committed, so trying it again loses nothing;
// only if the connection broke during the commit itself may the batch be
// stored already, and then its records come back as duplicates of
// themselves: Faults counts the records sent again.
type Writer[T any] struct {
	batches chan []T
	done    chan struct{} // closed when the goroutine ends
	err     error         // the first write error; read after done
	faults  faultCounts

	size int           // items a batch holds
	wait time.Duration // the longest an item waits for its batch; 0: no limit

	// The batch being filled, by Add and, after wait, by the timer's
	// goroutine.
	mu      sync.Mutex
	pending []T
	since   time.Time   // when pending's first item came
	timer   *time.Timer // commits pending after wait; nil without one
	closed  bool
}

// faultCounts counts what the catalog's outages cost a writer.
type faultCounts struct {
	outages atomic.Int64 // times the catalog became unreachable
	down    atomic.Int64 // nanoseconds it was unreachable, in all
	resent  atomic.Int64 // records of batches tried again
	lost    atomic.Int64 // records handed over but never stored
}

// Backoff of the writer's retries: the first wait, doubling up to the
// last.
var retryFirst, retryMax = 250 * time.Millisecond, 15 * time.Second

// DefaultBatch is a writer's batch size unless WithBatch says otherwise.
const DefaultBatch = 1000

// WriterOption sets how a writer batches.
type WriterOption func(*writerOptions)

type writerOptions struct {
	size int
	wait time.Duration
}

// WithBatch makes batches of n items (n at least 1), one transaction
// each; DefaultBatch without it.
func WithBatch(n int) WriterOption { return func(o *writerOptions) { o.size = max(n, 1) } }

// WithWait commits a batch, however few items it holds, once its first
// item has waited d (d > 0); without it a batch waits until it is full
// or the writer is closed.
func WithWait(d time.Duration) WriterOption { return func(o *writerOptions) { o.wait = d } }

// NewWriter starts a writer to c. For each batch it stores the records
// that record returns for the items, then calls stored with each item and
// its outcome, on the writer's goroutine. The batches are written even
// after ctx is cancelled (each takes milliseconds), so that a Ctrl-C
// loses nothing that was handed over; only waiting for an unreachable
// catalog ends with ctx. say, when not nil, gets the news of each outage,
// on the writer's goroutine: when it starts and when it ends.
func NewWriter[T any](ctx context.Context, c Catalog, record func(T) *Record, stored func(T, Outcome), say func(Outage), opts ...WriterOption) *Writer[T] {
	o := writerOptions{size: DefaultBatch}
	for _, opt := range opts {
		opt(&o)
	}
	w := &Writer[T]{batches: make(chan []T, 1), done: make(chan struct{}), size: o.size, wait: o.wait}
	if w.wait > 0 {
		w.timer = time.AfterFunc(time.Hour, w.expire)
		w.timer.Stop()
	}
	if say == nil {
		say = func(Outage) {}
	}
	stop := ctx
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer close(w.done)
		for b := range w.batches {
			rs := make([]*Record, len(b))
			for i, item := range b {
				rs[i] = record(item)
			}
			out, err := w.add(ctx, stop, c, rs, say)
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

// add stores rs, waiting and trying again while the catalog is
// unreachable, until stop is cancelled.
func (w *Writer[T]) add(ctx, stop context.Context, c Catalog, rs []*Record, say func(Outage)) ([]Outcome, error) {
	var since time.Time
	wait := retryFirst
	for {
		out, err := c.AddPuzzles(ctx, rs)
		if err == nil || !errors.Is(err, ErrUnavailable) {
			if !since.IsZero() {
				d := time.Since(since)
				w.faults.down.Add(int64(d))
				w.faults.resent.Add(int64(len(rs)))
				say(Outage{Over: true, Lasted: d, Resent: len(rs)})
			}
			return out, err
		}
		if since.IsZero() {
			since = time.Now()
			w.faults.outages.Add(1)
			say(Outage{Err: err})
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

// Add hands item to the writer, in the batch being filled, and commits
// the batch when it is full. It fails once the writer has failed, and
// the item counts as lost. It blocks while the writer is busy with the
// batch before, which holds back a producer that outruns the catalog.
// Add may not be called after Close.
func (w *Writer[T]) Add(item T) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	select {
	case <-w.done:
		w.faults.lost.Add(1)
		return w.err
	default:
	}
	w.pending = append(w.pending, item)
	if len(w.pending) >= w.size {
		return w.flush()
	}
	if len(w.pending) == 1 && w.timer != nil {
		w.since = time.Now()
		w.timer.Reset(w.wait)
	}
	return nil
}

// expire commits the batch being filled once its first item has waited
// w.wait: the timer's function, on a goroutine of its own. An error is
// the writer's, which the next Add and Close return.
func (w *Writer[T]) expire() {
	w.mu.Lock()
	defer w.mu.Unlock()
	// The batch may have been committed meanwhile, and another begun.
	if w.closed || len(w.pending) == 0 || time.Since(w.since) < w.wait {
		return
	}
	w.flush()
}

// flush hands the batch being filled to the writer's goroutine; w.mu is
// held.
func (w *Writer[T]) flush() error {
	b := w.pending
	w.pending = make([]T, 0, w.size)
	if w.timer != nil {
		w.timer.Stop()
	}
	return w.send(b)
}

// send hands a batch to the writer's goroutine; it fails once the writer
// has failed, and the batch counts as lost.
func (w *Writer[T]) send(b []T) error {
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

// Close commits the items added and not yet committed, and waits for
// every batch to be written; those the writer did not take, after it
// failed, count as lost. It returns the first write error.
func (w *Writer[T]) Close() error {
	w.mu.Lock()
	w.flush()
	w.closed = true
	w.mu.Unlock()
	close(w.batches)
	<-w.done
	for b := range w.batches {
		w.faults.lost.Add(int64(len(b)))
	}
	return w.err
}

// Outage is a writer's news of the catalog being unreachable: when it
// starts, Err says why; when it is over, Lasted says how long it took and
// Resent how many records were sent again.
type Outage struct {
	Err    error
	Over   bool
	Lasted time.Duration
	Resent int
}

// Faults are what the catalog's outages cost a writer in all.
type Faults struct {
	Outages int           // times the catalog became unreachable
	Down    time.Duration // how long it was unreachable, in all
	Resent  int           // records sent again after an outage
	Lost    int           // records handed over but never stored
}

// Faults returns what outages of the catalog cost the writer so far.
func (w *Writer[T]) Faults() Faults {
	f := &w.faults
	return Faults{Outages: int(f.outages.Load()), Down: time.Duration(f.down.Load()),
		Resent: int(f.resent.Load()), Lost: int(f.lost.Load())}
}

// Tally counts what a catalog did with the records a writer handed it.
// It is safe for concurrent use: the writer adds, a progress line reads.
type Tally struct {
	stored, same, isomorph atomic.Int64
	best                   atomic.Int64 // the highest seed score stored
	scored                 atomic.Int64 // stored with a seed score
}

// Add counts what the catalog did with r. Only one goroutine adds.
func (t *Tally) Add(r *Record, o Outcome) {
	switch o.Status {
	case Stored:
		t.stored.Add(1)
		if !r.HasScore {
			break
		}
		t.scored.Add(1)
		if int64(r.Score) > t.best.Load() {
			t.best.Store(int64(r.Score))
		}
	case Duplicate:
		t.same.Add(1)
	case Isomorph:
		t.isomorph.Add(1)
	}
}

// Stored is the number of records stored.
func (t *Tally) Stored() int64 { return t.stored.Load() }

// Same is the number not stored because the same puzzle was.
func (t *Tally) Same() int64 { return t.same.Load() }

// Isomorphs is the number not stored because an isomorph was.
func (t *Tally) Isomorphs() int64 { return t.isomorph.Load() }

// Duplicates is Same plus Isomorphs.
func (t *Tally) Duplicates() int64 { return t.same.Load() + t.isomorph.Load() }

// Scored is the number of records stored with a seed score.
func (t *Tally) Scored() int64 { return t.scored.Load() }

// Best is the highest seed score stored, 0 when none was.
func (t *Tally) Best() int64 { return t.best.Load() }
