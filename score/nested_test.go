package score

import (
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/rating"
)

// TestChangedReachSkip checks the collectors of the nested levels' single
// chains, and of their cell and region forcing chains, against
// themselves without skips (changedReach's, and the forcing chain
// searches an exhausted one shows are in vain), on the grids the
// outer propagations reach: at the first nested step of sample puzzles,
// from candidates assumed on and propagated with the (+) rules, as a
// nested level's first stall sees them. Both must keep the same steps in
// the same order, and the skips must skip something.
func TestChangedReachSkip(t *testing.T) {
	r := NewRater()
	var grids []board
	r.trace = func(b *board, h *step) {
		if h.value >= vNested2 && len(grids) < 2 {
			grids = append(grids, *b)
		}
	}
	for _, p := range readSamples(t, "nested_sample.csv", 3) {
		if len(grids) < 2 {
			r.Rate(p.grid)
		}
	}
	if len(grids) == 0 {
		t.Fatal("no nested step in the samples")
	}
	var clk clock
	stalls, steps, multSteps, skipped := 0, 0, 0, 0
	// A plain go test, which CI runs too, compares them all.
	keep := func(k int) bool { return !testing.Short() && !race.Enabled || k%4 == 0 }
	for gi := range grids {
		g := &grids[gi]
		eachStall(g, keep, func(k int, cur *board) {
			c := k / 9
			var got [2]collector
			var u *unary
			for i, skip := range []bool{false, true} {
				in := &chainer{clk: &clk, coll: new(collector), src: cur}
				u = &in.unary
				in.coll.reset(g, cur)
				in.unary.b, in.unary.coll = cur, in.coll
				in.unary.collectAll(skip)
				got[i] = *in.coll
				if skip {
					// the XY pass's: candidates whose on node no
					// search starts from
					for c := 0; c < 81; c++ {
						for m := cur.cand[c]; m != 0 && popcount(cur.cand[c]) > 1; m &= m - 1 {
							if !in.unary.changed[0].has(c*9 + lowest(m)) {
								skipped++
							}
						}
					}
				}
			}
			// Then the cell and region forcing chains, with and
			// without the single chains' reach.
			var mult [2]collector
			for i, reach := range []*[2]candBits{nil, &u.changed} {
				in := &chainer{clk: &clk, coll: new(collector), src: cur, reach: reach}
				in.coll.reset(g, cur)
				in.start(modeMultiple, -1)
				in.produce()
				mult[i] = *in.coll
			}
			if !slices.Equal(mult[0].steps, mult[1].steps) || !slices.Equal(mult[0].touched, mult[1].touched) || mult[0].best != mult[1].best {
				t.Fatalf("grid %d, candidate r%dc%d%d on: %d cell and region forcing steps whole, %d with skips", gi, c/9+1, c%9+1, k%9+1, len(mult[0].steps), len(mult[1].steps))
			}
			stalls++
			steps += len(got[0].steps)
			multSteps += len(mult[0].steps)
			whole, part := &got[0], &got[1]
			if !slices.Equal(whole.steps, part.steps) || !slices.Equal(whole.touched, part.touched) || whole.best != part.best {
				t.Fatalf("grid %d, candidate r%dc%d%d on: %d steps whole, %d with skips", gi, c/9+1, c%9+1, k%9+1, len(whole.steps), len(part.steps))
			}
		})
	}
	if steps == 0 || multSteps == 0 || skipped == 0 {
		t.Fatalf("%d single chain and %d forcing chain steps, %d skipped searches: nothing compared", steps, multSteps, skipped)
	}
	t.Logf("%d grids, %d stalls, %d single chain and %d cell and region forcing steps, %d searches from on nodes skipped in the XY pass", len(grids), stalls, steps, multSteps, skipped)
}

// TestMemos rates puzzles that need nested forcing chains with and
// without each memo of the inner single chains: of what they collected
// on a grid (nestMemo), and of what their X searches offered on a
// digit's pattern (xMemo). Every step of the paths is the same, and the
// memo was used.
func TestMemos(t *testing.T) {
	if race.Enabled {
		// Four ratings of a nested puzzle on one goroutine (no helper):
		// seconds under the race detector, which has nothing to find.
		t.Skip("a plain go test compares the paths")
	}
	samples := readSamples(t, "nested_sample.csv", 1)
	if testing.Short() {
		samples = samples[:1]
	}
	for _, tc := range []struct {
		name string
		off  func(*chainer)
		hits func(*chainer) int
	}{
		{"grids", func(ch *chainer) { ch.noMemo = true }, func(ch *chainer) int {
			if ch.memo == nil {
				return 0
			}
			return ch.memo.hits
		}},
		{"digit patterns", func(ch *chainer) { ch.noXMemo = true }, func(ch *chainer) (n int) {
			for _, in := range ch.inner {
				if in != nil {
					n += in.unary.xm.hits
				}
			}
			return n
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			with, without := NewRater(WithRateTimeout(0)), NewRater(WithRateTimeout(0))
			with.chainer().helpPolicy, without.chainer().helpPolicy = helpNever, helpNever
			tc.off(without.chainer())
			for i, s := range samples {
				want := pathLine(without, s.grid)
				if got := pathLine(with, s.grid); got != want {
					t.Errorf("puzzle %d: with the memo %s, without %s", i+1, got, want)
				}
			}
			if w, wo := tc.hits(with.chainer()), tc.hits(without.chainer()); w == 0 || wo != 0 {
				t.Errorf("%d %s found in the memo, %d without it", w, tc.name, wo)
			}
		})
	}
}

// TestXMemoCollect compares, on the grids that dynamic propagations
// from the samples' path grids shrink them to, what the inner single
// chains collect with the X memo and without it: the same steps, and
// the same eliminations in the same order. The memo is shared across
// all the grids, as in a rating, and found patterns.
func TestXMemoCollect(t *testing.T) {
	var with, without unary
	var cw, cwo collector
	without.noXMemo = true
	grids, steps := 0, 0
	every := 50
	if testing.Short() || race.Enabled {
		every = 100
	}
	everyFourthCell := func(k int) bool { return k/9%4 == 0 }
	pathGrids(t, "cbg_sample.csv", every, func(g *board) {
		eachStall(g, everyFourthCell, func(_ int, cur *board) {
			grids++
			for _, u := range []struct {
				u *unary
				c *collector
			}{{&with, &cw}, {&without, &cwo}} {
				u.c.reset(g, cur)
				u.u.b, u.u.coll = cur, u.c
				u.u.collectAll(true)
			}
			if !slices.Equal(cw.steps, cwo.steps) || !slices.Equal(cw.sorted(), cwo.sorted()) {
				t.Fatalf("grid %d: with the X memo %d steps removing %v, without %d removing %v", grids, len(cw.steps), cw.sorted(), len(cwo.steps), cwo.sorted())
			}
			steps += len(cw.steps)
		})
	})
	if grids == 0 || steps == 0 || with.xm.hits == 0 {
		t.Fatalf("%d grids, %d steps, %d patterns found", grids, steps, with.xm.hits)
	}
	t.Logf("%d grids, %d steps, %d patterns found", grids, steps, with.xm.hits)
}

// TestNestMemoTable stores what many grids collected and finds each
// again, and none of them once the memo is for another step's grid.
func TestNestMemoTable(t *testing.T) {
	src, other, cur := board{ru: classicRules}, board{ru: classicRules}, board{}
	src.cand[0], other.cand[0] = 1, 2
	var m nestMemo
	const n = 3000
	grid := func(i int) *perCell[cellWord] {
		cur = board{ru: classicRules}
		for c := range 81 {
			cur.cand[c] = uint16((i*7919 + c*104729) % 512)
		}
		cur.val[i%81] = uint8(i%9 + 1)
		var key perCell[cellWord]
		gridKey(&cur, &key)
		return &key
	}
	m.forStep(&src)
	for i := range n {
		steps := []innerStep{{value: rating.Value(i), seq: i}}
		order := []innerElim{{uint16(i % nCand), 0}, {uint16((i + 1) % nCand), 0}}
		var changed [2]candBits
		changed[0].set(i % nCand)
		m.store(grid(i), steps, order[:i%3], nil, &changed)
	}
	m.forStep(&src) // the same step: the grids stay
	for i := range n {
		e, ok := m.lookup(grid(i))
		if !ok || len(e.steps) != 1 || e.steps[0].value != rating.Value(i) || len(e.order) != i%3 || !e.changed[0].has(i%nCand) {
			t.Fatalf("grid %d: found %v, %+v", i, ok, e)
		}
	}
	if _, ok := m.lookup(grid(n)); ok {
		t.Fatal("a grid never stored found")
	}
	m.forStep(&other)
	for i := range n {
		if _, ok := m.lookup(grid(i)); ok {
			t.Fatalf("grid %d found for another step's grid", i)
		}
	}
	m.store(grid(0), nil, nil, nil, new([2]candBits))
	if e, ok := m.lookup(grid(0)); !ok || len(e.steps) != 0 {
		t.Fatalf("the new step's grid: found %v, %+v", ok, e)
	}
	m.forStep(&src)
	if _, ok := m.lookup(grid(1)); ok {
		t.Fatal("a grid of the step before found after another step's")
	}
	m.forStep(&other)
	if _, ok := m.lookup(grid(0)); ok {
		t.Fatal("a grid of a step found after the memo went to another step")
	}
}
