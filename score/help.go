package score

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// A producer of dynamic forcing chains of level 1 and up spends nearly
// all of its time in its propagations: from every candidate assumed on,
// and assumed off, each independent of the others. When a core is idle
// (a puzzle rated alone, or the last puzzles of a batch), a helper
// goroutine shares them. Both take them in the order the producer asks
// for them (listTasks): the helper the next free one, no more than
// helpLead ahead; the producer the one it asks for, or, when the helper
// has it under way, the next free ones until the helper is done with it.
// The two then share the memo of the inner single chains (nested.go),
// which is exact, so each finds there the grids the other met.
//
// A run is the same whichever goroutine computes it: propagate reads the
// step's grid, which nothing changes during a producer call, and writes
// the run and the storage of the chainer it runs on (its queues, its
// shrinking grid, its inner producers). So the producer concludes the
// same, in the same order, and the rating is the same step for step with
// or without a helper.

// busy counts the goroutines rating (Raters inside a rating, and
// helpers): a helper starts only while busy is below GOMAXPROCS, so that
// it uses a core no rating uses.
var busy atomic.Int32

// helpers counts the helpers started, for the tests.
var helpers atomic.Int64

// helpLevel is the least level of a producer that a helper may help: the
// dynamic forcing chains of level 1, whose propagations run the advanced
// rules at every stall, and the nested levels, whose propagations run
// inner producers; a run of the plain dynamic chains is too short to
// share (helping them made them slower).
const helpLevel = 1

// helpLead is how many tasks the producer's helpers may be ahead of the
// task it asks for: a producer that stops at its first step (the rating
// so far is as hard) leaves at most these computed in vain.
const helpLead = 16

// Helping policies of a chainer (chainer.helpPolicy), set on a Rater's
// chainer.
const (
	helpAuto   = iota // help when a core is idle
	helpNever         // never (a rating that must use one core)
	helpAlways        // always (tests)
)

// helping is the state of a helper during one producer call.
type helping struct {
	ch    *chainer // the helper's own chainer: storage, inner producers
	clock clock    // the helper's clock, with the producer's deadline
	// tasks are the nodes whose runs the producer will use, in order;
	// state[i] is 0 while task i is free, 1 once taken, 2 once done.
	tasks  []uint16
	state  []atomic.Uint32
	taskOf perNode[int32] // 1 + the index of a node's task, or 0
	next   atomic.Int32   // the next task the helper looks at
	pos    atomic.Int32   // the last task the producer asked for
	stop   atomic.Bool
	done   sync.WaitGroup
	// last is the producer's last task asked for, and disorder counts
	// (for the tests) the tasks it asked for out of listTasks' order.
	last     int
	disorder int
	// expired records that the helper's clock ran out: its clock is its
	// own while it works.
	expired atomic.Bool
}

// startHelp starts a helper for the producer call ch is about to make,
// if its mode and policy allow one and a core is idle. It reports
// whether it did; endHelp must follow.
func (ch *chainer) startHelp() bool {
	if ch.coll != nil || ch.mode.level < helpLevel || ch.helpPolicy == helpNever {
		return false
	}
	if n := busy.Add(1); ch.helpPolicy != helpAlways && int(n) > runtime.GOMAXPROCS(0) {
		busy.Add(-1)
		return false
	}
	h := ch.help
	if h == nil {
		h = &helping{ch: &chainer{}}
		h.ch.clk = &h.clock
		ch.help = h
	}
	h.ch.mode, h.ch.src = ch.mode, ch.src
	// The helper shares the producer's memo of the inner single chains:
	// each meets grids the other has.
	h.ch.memo, h.ch.noMemo, h.ch.noXMemo = ch.stepMemo(), ch.noMemo, ch.noXMemo
	h.clock = clock{deadline: ch.clk.deadline}
	h.listTasks(ch.src, ch.mode)
	if len(h.state) < len(h.tasks) {
		h.state = make([]atomic.Uint32, len(h.tasks))
	}
	for i, n := range h.tasks {
		h.state[i].Store(0)
		// The helper writes into the producer's runs: they exist first.
		k := int(n >> 1)
		if n&1 == 1 {
			if ch.runs[k] == nil {
				ch.runs[k] = new(chainRun)
			}
		} else if ch.offRuns[k] == nil {
			ch.offRuns[k] = new(chainRun)
		}
	}
	h.next.Store(0)
	h.pos.Store(0)
	h.last = -1
	h.stop.Store(false)
	h.expired.Store(false)
	h.done.Add(1)
	helpers.Add(1)
	go h.work(ch)
	ch.helping = true
	return true
}

// listTasks lists the runs that produce asks for on grid b in mode m, in
// the order it asks for them: at the levels helped, which are dynamic,
// from every cell with two candidates or more, each candidate on and off,
// then (regions) the digit's other places on in the units where the cell
// is its first place. So the producer asks for them in turn, and the
// runs computed ahead of it are the ones it asks for next.
func (h *helping) listTasks(b *board, m chainMode) {
	geo := b.ru.geo
	fitNodes(&h.taskOf, geo) // every entry 0: endHelp clears those it set
	h.tasks = h.tasks[:0]
	add := func(n int) {
		if h.taskOf[n] == 0 {
			h.tasks = append(h.tasks, uint16(n))
			h.taskOf[n] = int32(len(h.tasks))
		}
	}
	for c := range geo.ncells {
		if popcount(b.cand[c]) < 2 {
			continue
		}
		for mask := b.cand[c]; mask != 0; mask &= mask - 1 {
			d := lowest(mask)
			k := geo.cand(c, d)
			add(onNode(k))
			if m.dynamic || m.nishio {
				add(offNode(k))
			}
			if m.nishio {
				continue
			}
			for u, places := range b.regionUnits(c, d, m.multiple) {
				for p := places & (places - 1); p != 0; p &= p - 1 {
					add(onNode(geo.cand(int(geo.houseCells[u][lowest(p)]), d)))
				}
			}
		}
	}
}

// run computes task i's run for the producer main on chainer ch (the
// helper's, or main itself).
func (h *helping) run(ch, main *chainer, i int) {
	n := int(h.tasks[i])
	if k := n >> 1; n&1 == 1 {
		ch.propagate(main.runs[k], k, true)
	} else {
		ch.propagate(main.offRuns[k], k, false)
	}
}

// work is the helper's loop: it takes the free tasks in order, no more
// than helpLead ahead of the producer.
func (h *helping) work(main *chainer) {
	defer h.done.Done()
	defer busy.Add(-1)
	for {
		i := int(h.next.Add(1) - 1)
		if i >= len(h.tasks) {
			return
		}
		for i > int(h.pos.Load())+helpLead {
			if h.stop.Load() {
				return
			}
			runtime.Gosched()
		}
		if h.stop.Load() {
			return
		}
		if !h.state[i].CompareAndSwap(0, 1) {
			continue // the producer took it
		}
		h.run(h.ch, main, i)
		if h.clock.expired {
			h.expired.Store(true)
		}
		h.state[i].Store(2)
	}
}

// helped reports whether node's run is computed, by the helper or ahead
// by the producer, waiting for the helper to finish it if it is under
// way; false leaves the run to the producer. While it waits, the
// producer computes the next runs the helper has not taken: neither
// goroutine idles while the other works.
func (ch *chainer) helped(node int) bool {
	if !ch.helping {
		return false
	}
	h := ch.help
	i := int(h.taskOf[node]) - 1
	if i < 0 {
		return false
	}
	if i != h.last+1 {
		h.disorder++
	}
	h.last = i
	if int(h.pos.Load()) < i {
		h.pos.Store(int32(i))
	}
	if h.state[i].CompareAndSwap(0, 1) {
		return false
	}
	for h.state[i].Load() != 2 {
		if j := h.free(i); j >= 0 {
			h.run(ch, ch, j)
			h.state[j].Store(2)
		} else {
			runtime.Gosched()
		}
	}
	if h.expired.Load() {
		ch.clk.expired = true
	}
	return true
}

// free takes the first task after i, within helpLead of it, that is
// free, and returns its index, or -1 if there is none.
func (h *helping) free(i int) int {
	for j := i + 1; j < len(h.tasks) && j <= i+helpLead; j++ {
		if h.state[j].Load() == 0 && h.state[j].CompareAndSwap(0, 1) {
			return j
		}
	}
	return -1
}

// endHelp stops the helper and waits for it: the producer's runs are
// its own again.
func (ch *chainer) endHelp() {
	h := ch.help
	h.stop.Store(true)
	h.done.Wait()
	for _, n := range h.tasks {
		h.taskOf[n] = 0
	}
	ch.helping = false
}
