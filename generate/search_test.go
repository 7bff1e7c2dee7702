package generate

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
)

// TestNovel checks that the search refuses to emit a second puzzle of a
// class it emitted, the same puzzle or an isomorph, counting it rejected,
// and that it forgets the oldest classes beyond recentSize.
func TestNovel(t *testing.T) {
	opts := Options{Minimal: true}
	opts.Mode = Search
	opts.check()
	var tl tally
	w := newWorker(&opts, 0, &tl)
	s := w.search
	var p Result
	for !w.random(&p) {
	}
	if !s.novel(&p) {
		t.Fatal("a first puzzle is not novel")
	}
	tr := iso.Random(rand.New(rand.NewPCG(1, 2)))
	moved := p
	moved.Puzzle.Givens = grid.FromNine(tr.Apply(p.Puzzle.Givens.Nine()))
	if s.novel(&p) || s.novel(&moved) || tl.rejected.Load() != 2 {
		t.Errorf("the same puzzle or an isomorph is novel again; %d rejected, want 2", tl.rejected.Load())
	}

	var r recent
	key := func(i int) iso.Key {
		var k iso.Key
		k[0], k[1], k[2] = byte(i), byte(i>>8), byte(i>>16)
		return k
	}
	for i := range recentSize + 10 {
		if !r.add(key(i)) {
			t.Fatalf("key %d not new", i)
		}
	}
	if len(r.set) != recentSize || r.add(key(recentSize+9)) || r.add(key(10)) {
		t.Errorf("%d keys kept; the newest or the oldest kept added again", len(r.set))
	}
	if !r.add(key(9)) {
		t.Error("the tenth key is still kept after recentSize+10 keys")
	}
}

// TestDue checks when a chain may emit: after the gap, or within it for a
// puzzle a quarter above the last one emitted.
func TestDue(t *testing.T) {
	s := &searcher{gap: 5, lastEmit: 8000}
	for score, want := range map[int]bool{8000: false, 9999: false, 10000: false, 10001: true, 36327: true} {
		if got := s.due(score); got != want {
			t.Errorf("gap 5, last 8000: due(%d) = %v", score, got)
		}
	}
	s.gap = 0
	if !s.due(100) {
		t.Error("after the gap: due(100) = false")
	}
}
