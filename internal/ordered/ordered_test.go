package ordered_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/puzzlebook/sudoku/internal/ordered"
)

// feedN sends 0..n-1 and stops early if send refuses.
func feedN(n int) func(send func(int) bool) error {
	return func(send func(int) bool) error {
		for i := 0; i < n; i++ {
			if !send(i) {
				return nil
			}
		}
		return nil
	}
}

// jittery squares its input after a random pause, so results finish out
// of order.
func jittery() func(int) int {
	r := rand.New(rand.NewPCG(1, 2))
	return func(i int) int {
		time.Sleep(time.Duration(r.IntN(200)) * time.Microsecond)
		return i * i
	}
}

// TestOrder maps 1000 jittery calls with several worker counts. The time
// is the pauses', so the counts run side by side.
func TestOrder(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 8} {
		t.Run(fmt.Sprintf("workers=%d", workers), func(t *testing.T) {
			t.Parallel()
			var got []int
			err := ordered.Map(context.Background(), workers, feedN(1000), jittery, func(r int) error {
				got = append(got, r)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1000 {
				t.Fatalf("%d results, want 1000", len(got))
			}
			for i, r := range got {
				if r != i*i {
					t.Fatalf("result %d is %d, want %d", i, r, i*i)
				}
			}
		})
	}
}

func TestEmitErrorStops(t *testing.T) {
	stop := errors.New("stop")
	n := 0
	err := ordered.Map(context.Background(), 4, feedN(1<<30), jittery, func(int) error {
		n++
		if n == 10 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 10 {
		t.Errorf("Map = %v after %d results, want %v after 10", err, n, stop)
	}
}

func TestFeedError(t *testing.T) {
	bad := errors.New("read failed")
	n := 0
	err := ordered.Map(context.Background(), 2,
		func(send func(int) bool) error {
			send(1)
			send(2)
			return bad
		},
		jittery, func(int) error { n++; return nil })
	if !errors.Is(err, bad) {
		t.Errorf("Map = %v, want %v", err, bad)
	}
	if n > 2 {
		t.Errorf("%d results from 2 items", n)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	err := ordered.Map(ctx, 3, feedN(1<<30), jittery, func(int) error {
		n++
		if n == 50 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Map = %v, want context.Canceled", err)
	}
	if n != 50 {
		t.Errorf("%d results emitted, want 50 (none after the cancel)", n)
	}
}
