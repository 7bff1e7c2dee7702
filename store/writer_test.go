package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// flakyCatalog is a Catalog whose AddPuzzles fails with ErrUnavailable a
// number of times before it stores, as a PostgreSQL server restarting
// does; the rest of Catalog is not there.
type flakyCatalog struct {
	Catalog
	mu      sync.Mutex
	down    int // calls left to fail
	calls   int
	stored  []*Record
	batches []int // the size of each batch stored
	refused error // returned by every call, when set
}

func (c *flakyCatalog) AddPuzzles(_ context.Context, rs []*Record) ([]Outcome, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls++
	if c.refused != nil {
		return nil, c.refused
	}
	if c.down > 0 {
		c.down--
		return nil, fmt.Errorf("%w: connection refused", ErrUnavailable)
	}
	c.batches = append(c.batches, len(rs))
	out := make([]Outcome, len(rs))
	for i, r := range rs {
		c.stored = append(c.stored, r)
		out[i] = Outcome{Status: Stored, ID: int64(len(c.stored))}
	}
	return out, nil
}

func withRetries(t *testing.T) {
	first, last := retryFirst, retryMax
	retryFirst, retryMax = time.Millisecond, 4*time.Millisecond
	t.Cleanup(func() { retryFirst, retryMax = first, last })
}

// TestWriterRetries: an unreachable catalog is waited for, each batch is
// stored once it is back, the outage is told when it starts and ends, and
// Faults sums it up.
func TestWriterRetries(t *testing.T) {
	withRetries(t)
	c := &flakyCatalog{down: 3}
	var tally Tally
	var news []Outage
	w := NewWriter(context.Background(), c, func(r *Record) *Record { return r }, tally.Add, func(o Outage) { news = append(news, o) }, WithBatch(2))
	for range 3 {
		for _, r := range []*Record{{HasScore: true, Score: 5}, {}} {
			if err := w.Add(r); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if len(c.stored) != 6 || tally.Stored() != 6 || tally.Scored() != 3 || tally.Best() != 5 || c.calls != 6 {
		t.Errorf("stored %d (tally %d, %d scored, best %d) in %d calls; want 6, 3, 5 in 6 calls",
			len(c.stored), tally.Stored(), tally.Scored(), tally.Best(), c.calls)
	}
	if len(news) != 2 || !errors.Is(news[0].Err, ErrUnavailable) || news[0].Over || !news[1].Over || news[1].Resent != 2 || news[1].Lasted <= 0 {
		t.Errorf("news %+v: want the outage and its end", news)
	}
	if f := w.Faults(); f.Outages != 1 || f.Resent != 2 || f.Lost != 0 || f.Down <= 0 {
		t.Errorf("faults %+v", f)
	}
}

// TestWriterStops: cancelled while waiting for the catalog, the writer
// gives up, and what it did not store counts as lost; a catalog that
// refuses a batch for another reason is not tried again.
func TestWriterStops(t *testing.T) {
	withRetries(t)
	ctx, cancel := context.WithCancel(context.Background())
	c := &flakyCatalog{down: 1 << 30}
	w := NewWriter(ctx, c, func(r *Record) *Record { return r }, func(*Record, Outcome) {}, func(o Outage) {
		if !o.Over {
			cancel()
		}
	}, WithBatch(2))
	w.Add(&Record{})
	w.Add(&Record{})
	err := w.Close()
	if !errors.Is(err, ErrUnavailable) || w.Faults().Lost != 2 || w.Faults().Outages != 1 {
		t.Errorf("cancelled: %v, faults %+v", err, w.Faults())
	}

	bad := &flakyCatalog{refused: fmt.Errorf("%w: no source", ErrInvalid)}
	w = NewWriter(context.Background(), bad, func(r *Record) *Record { return r }, func(*Record, Outcome) {}, nil, WithBatch(1))
	for range 3 {
		if err := w.Add(&Record{}); err != nil && !errors.Is(err, ErrInvalid) {
			t.Errorf("Add after a failure: %v", err)
		}
	}
	if err := w.Close(); !errors.Is(err, ErrInvalid) || bad.calls != 1 || w.Faults().Lost != 3 {
		t.Errorf("refused: %v after %d calls, faults %+v; want ErrInvalid after 1, 3 lost", err, bad.calls, w.Faults())
	}
}

// TestWriterBatches: a batch is committed when it is full, and Close
// commits the rest; every item is stored once, in the order added.
func TestWriterBatches(t *testing.T) {
	c := &flakyCatalog{}
	var tally Tally
	w := NewWriter(context.Background(), c, func(r *Record) *Record { return r }, tally.Add, nil, WithBatch(3))
	added := make([]*Record, 7)
	for i := range added {
		added[i] = &Record{Score: i}
		if err := w.Add(added[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(c.batches) != "[3 3 1]" || tally.Stored() != 7 {
		t.Errorf("batches %v, %d stored; want [3 3 1], 7", c.batches, tally.Stored())
	}
	for i, r := range c.stored {
		if r != added[i] {
			t.Fatalf("stored %d is the record added %dth", i, r.Score)
		}
	}
}

// TestWriterWaits: a batch that does not fill up is committed once its
// first item has waited the writer's wait, with no Add or Close to
// trigger it.
func TestWriterWaits(t *testing.T) {
	c := &flakyCatalog{}
	var tally Tally
	w := NewWriter(context.Background(), c, func(r *Record) *Record { return r }, tally.Add, nil,
		WithBatch(1000), WithWait(20*time.Millisecond))
	start := time.Now()
	for range 2 {
		if err := w.Add(&Record{}); err != nil {
			t.Fatal(err)
		}
	}
	for tally.Stored() < 2 {
		if time.Since(start) > 10*time.Second {
			t.Fatalf("after %v: %d of 2 stored", time.Since(start), tally.Stored())
		}
		time.Sleep(time.Millisecond)
	}
	if d := time.Since(start); d < 20*time.Millisecond {
		t.Errorf("committed after %v, before the wait", d)
	}
	if err := w.Add(&Record{}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(c.batches) != "[2 1]" || tally.Stored() != 3 {
		t.Errorf("batches %v, %d stored; want [2 1], 3", c.batches, tally.Stored())
	}
}

// TestWriterRace adds items while the wait commits batches on the
// timer's goroutine (go test -race): each is stored once, in order.
func TestWriterRace(t *testing.T) {
	c := &flakyCatalog{}
	var tally Tally
	w := NewWriter(context.Background(), c, func(r *Record) *Record { return r }, tally.Add, nil,
		WithBatch(50), WithWait(time.Millisecond))
	const n = 2000
	for i := range n {
		if err := w.Add(&Record{Score: i}); err != nil {
			t.Fatal(err)
		}
		if i%100 == 0 {
			time.Sleep(2 * time.Millisecond) // the timer's turn
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if len(c.stored) != n || tally.Stored() != n {
		t.Fatalf("stored %d (tally %d), want %d", len(c.stored), tally.Stored(), n)
	}
	for i, r := range c.stored {
		if r.Score != i {
			t.Fatalf("stored %d is the record added %dth", i, r.Score)
		}
	}
	full := 0
	for _, b := range c.batches {
		if b == 50 {
			full++
		}
	}
	if full == len(c.batches) {
		t.Errorf("batches %v: none committed by the wait", c.batches)
	}
}
