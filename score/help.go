package score

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// A producer of nested forcing chains spends nearly all of its time in
// its propagations: from every candidate assumed on, and assumed off,
// each independent of the others. When a core is idle (a puzzle rated
// alone, or the last puzzles of a batch), a helper goroutine computes
// them ahead of the producer, in the order the producer uses them, while
// the producer computes the ones it reaches first itself.
//
// A run is the same whichever goroutine computes it: propagate reads the
// step's grid, which nothing changes during a producer call, and writes
// the run and the storage of the chainer it runs on (its queues, its
// shrinking grid, its inner producers, whose memos are exact). So the
// producer concludes the same, in the same order, and the rating is the
// same step for step with or without a helper.

// busy counts the goroutines rating (Raters inside a rating, and
// helpers): a helper starts only while busy is below GOMAXPROCS, so that
// it uses a core no rating uses.
var busy atomic.Int32

// helpers counts the helpers started, for the tests.
var helpers atomic.Int64

// helpLevel is the least level of a producer that a helper may help: the
// nested levels, whose propagations run inner producers and take long
// enough to share.
const helpLevel = 2

// helpLead is how many tasks the helper may be ahead of the producer: a
// producer that stops at its first step (the rating so far is as hard)
// leaves at most these computed in vain.
const helpLead = 4

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
	taskOf [nNodes]int32 // 1 + the index of a node's task, or 0
	next   atomic.Int32  // the next task the helper looks at
	pos    atomic.Int32  // the last task the producer asked for
	stop   atomic.Bool
	done   sync.WaitGroup
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
	h.clock = clock{deadline: ch.clk.deadline}
	// The runs the producer's loop asks for, in its order: at the levels
	// helped, which are dynamic, from every cell with two candidates or
	// more, on and off.
	b, m := ch.src, ch.mode
	h.tasks = h.tasks[:0]
	for c := 0; c < 81; c++ {
		if popcount(b.cand[c]) < 2 {
			continue
		}
		for mask := b.cand[c]; mask != 0; mask &= mask - 1 {
			k := c*9 + lowest(mask)
			h.tasks = append(h.tasks, uint16(onNode(k)))
			if m.dynamic || m.nishio {
				h.tasks = append(h.tasks, uint16(offNode(k)))
			}
		}
	}
	if len(h.state) < len(h.tasks) {
		h.state = make([]atomic.Uint32, len(h.tasks))
	}
	for i, n := range h.tasks {
		h.state[i].Store(0)
		h.taskOf[n] = int32(i + 1)
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
	h.stop.Store(false)
	h.expired.Store(false)
	h.done.Add(1)
	helpers.Add(1)
	go h.work(ch)
	ch.helping = true
	return true
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
		n := int(h.tasks[i])
		if k := n >> 1; n&1 == 1 {
			h.ch.propagate(main.runs[k], k, true)
		} else {
			h.ch.propagate(main.offRuns[k], k, false)
		}
		if h.clock.expired {
			h.expired.Store(true)
		}
		h.state[i].Store(2)
	}
}

// helped reports whether the helper has computed node's run for the
// producer, waiting for it to finish if it is under way; false leaves
// the run to the producer.
func (ch *chainer) helped(node int) bool {
	if !ch.helping {
		return false
	}
	h := ch.help
	i := int(h.taskOf[node]) - 1
	if i < 0 {
		return false
	}
	if int(h.pos.Load()) < i {
		h.pos.Store(int32(i))
	}
	if h.state[i].CompareAndSwap(0, 1) {
		return false
	}
	for h.state[i].Load() != 2 {
		runtime.Gosched()
	}
	if h.expired.Load() {
		ch.clk.expired = true
	}
	return true
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
