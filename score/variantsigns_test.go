package score

import (
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// digitsMask is the candidate mask of digits.
func digitsMask(ds ...int) uint16 {
	var m uint16
	for _, d := range ds {
		m |= 1 << (d - 1)
	}
	return m
}

// TestSignPair checks the sign pair rung on hand-worked positions of row 1
// and box 1 (every other cell keeps all nine digits unless said).
func TestSignPair(t *testing.T) {
	r1c1, r1c2, r1c3 := 0, 1, 2
	rest := func(d ...int) map[int]uint16 { // row 1 and box 1 but the set lose d
		out := map[int]uint16{}
		for _, u := range []int{0, 18} /* row 1, box 1 */ {
			for _, c := range classicGeometry.houseCells[u] {
				if c > 2 {
					out[int(c)] = 0x1ff &^ digitsMask(d...)
				}
			}
		}
		return out
	}
	cases := []struct {
		name  string
		sign  puzzle.Sign
		k     int
		cand  map[int]uint16
		fires bool
		want  map[int]uint16 // cells whose candidates the rung's step sets
	}{{
		// r1c2 > r1c1: r1c3=4 leaves r1c1 6 and r1c2 7, r1c3=7 leaves r1c2
		// 5 and r1c1 4; the fillings 6,7,4 and 4,5,7 share 4 and 7.
		name: "naked, three cells", sign: puzzle.Sign{Greater: 1, Lesser: 0}, k: 3,
		cand:  map[int]uint16{r1c1: digitsMask(4, 6), r1c2: digitsMask(5, 7), r1c3: digitsMask(4, 7)},
		fires: true, want: rest(4, 7),
	}, {
		// The same cells alone: fillings 4,5, 4,7 and 6,7 share nothing.
		name: "naked, the pair alone", sign: puzzle.Sign{Greater: 1, Lesser: 0}, k: 2,
		cand: map[int]uint16{r1c1: digitsMask(4, 6), r1c2: digitsMask(5, 7), r1c3: digitsMask(4, 7)},
	}, {
		// Turned round, r1c1 > r1c2: only 6,5 fills the pair.
		name: "naked, the sign turned", sign: puzzle.Sign{Greater: 0, Lesser: 1}, k: 2,
		cand:  map[int]uint16{r1c1: digitsMask(4, 6), r1c2: digitsMask(5, 7), r1c3: digitsMask(4, 7)},
		fires: true,
		want: func() map[int]uint16 {
			w := rest(5, 6)
			w[r1c1], w[r1c2], w[r1c3] = digitsMask(6), digitsMask(5), digitsMask(4, 7)
			return w
		}(),
	}, {
		// 5 has no place in row 1 but r1c1 and r1c2: r1c1=7 would put it in
		// r1c2, below 7. Every filling holds 5, so box 1 loses it too.
		name: "hidden", sign: puzzle.Sign{Greater: 1, Lesser: 0}, k: 2,
		cand: func() map[int]uint16 {
			m := map[int]uint16{r1c1: digitsMask(3, 5, 7), r1c2: digitsMask(5, 6, 8)}
			for c := 2; c < 9; c++ {
				m[c] = 0x1ff &^ digitsMask(5)
			}
			return m
		}(),
		fires: true,
		want: func() map[int]uint16 {
			w := map[int]uint16{r1c1: digitsMask(3, 5), r1c2: digitsMask(5, 6, 8)}
			for _, c := range []int{9, 10, 11, 18, 19, 20} {
				w[c] = 0x1ff &^ digitsMask(5)
			}
			return w
		}(),
	}, {
		// No filling: the position has no solution, and the rung finds
		// no step in it.
		name: "no filling", sign: puzzle.Sign{Greater: 1, Lesser: 0}, k: 2,
		cand: map[int]uint16{r1c1: digitsMask(7, 8), r1c2: digitsMask(5, 6)},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := puzzle.Puzzle{Signs: []puzzle.Sign{tc.sign}}
			r := NewRater()
			defer r.useRules(rulesOf(&p))()
			r.b.load(grid.Nine{}, r.ru)
			for c, m := range tc.cand {
				for d := range 9 {
					if m>>d&1 == 0 {
						r.b.remove(c, d)
					}
				}
			}
			want := r.b.cand
			for c, m := range tc.want {
				want[c] = m
			}
			value := map[int]rating.Value{2: 32, 3: 38}[tc.k]
			if got := r.signSets(tc.k, value); got != tc.fires {
				t.Fatalf("fired %v, want %v", got, tc.fires)
			}
			if !tc.fires {
				return
			}
			if r.h.tech != rating.SignPair || r.h.value != value || len(r.h.signs) == 0 {
				t.Errorf("step %v %d, signs %v", r.h.tech, r.h.value, r.h.signs)
			}
			for c := range 81 {
				if got := r.b.cand[c] &^ r.h.elim[c]; got != want[c] {
					t.Errorf("%s: %09b, want %09b", grid.CellName(c), got, want[c])
				}
			}
		})
	}
}

// variantBoard is a Rater on the rules of p, its board loaded with p's
// givens and nothing else worked out; the returned function restores it.
func variantBoard(t *testing.T, p puzzle.Puzzle) (*Rater, func()) {
	t.Helper()
	r := NewRater()
	// A trace makes the finders write their notes, as an explanation does.
	r.trace = func(*board, *step) {}
	restore := r.useRules(rulesOf(&p))
	if !r.b.load(p.Givens.Nine(), r.ru) {
		t.Fatal("the givens clash")
	}
	return r, restore
}

// after is the candidates of c once r.h is applied.
func after(r *Rater, c int) uint16 { return r.b.cand[c] &^ r.h.elim[c] }

// TestSignBoundsChain: a chain of signs is bounded in one step, every cell
// of it as far as the chain carries.
func TestSignBoundsChain(t *testing.T) {
	// r1c1 > r1c2 > r1c3.
	r, restore := variantBoard(t, puzzle.Puzzle{Signs: []puzzle.Sign{{Greater: 0, Lesser: 1}, {Greater: 1, Lesser: 2}}})
	defer restore()
	if !r.signBounds() || r.h.tech != rating.SignBound || len(r.h.signs) != 2 {
		t.Fatalf("no step, or not one of both signs: %v %v", r.h.tech, r.h.signs)
	}
	for c, want := range map[int]uint16{0: digitsMask(3, 4, 5, 6, 7, 8, 9), 1: digitsMask(2, 3, 4, 5, 6, 7, 8), 2: digitsMask(1, 2, 3, 4, 5, 6, 7)} {
		if got := after(r, c); got != want {
			t.Errorf("%s: %09b, want %09b", grid.CellName(c), got, want)
		}
	}
	r.apply()
	if r.signBounds() {
		t.Errorf("a second step after the chain was bounded: %v", r.h.elim)
	}
}

// TestSignCount: r1c1 is greater than two cells of row 1, whose digits
// differ, so it is at least 3; the bounds alone give 2.
func TestSignCount(t *testing.T) {
	// r1c1 > r1c2 and r1c1 > r1c3: a count the chains cannot make, since
	// they do not order r1c2 and r1c3.
	q := puzzle.Puzzle{Signs: []puzzle.Sign{{Greater: 0, Lesser: 1}, {Greater: 0, Lesser: 2}}}
	r, restore := variantBoard(t, q)
	defer restore()
	for r.signBounds() {
		r.apply()
	}
	if got := r.b.cand[0]; got != digitsMask(2, 3, 4, 5, 6, 7, 8, 9) {
		t.Fatalf("after the bounds r1c1 has %09b", got)
	}
	if !r.signCount() || r.h.tech != rating.SignCount || len(r.h.houses) != 1 || r.h.houses[0] != 0 /* row 1 */ {
		t.Fatalf("no count in row 1: %v %v", r.h.tech, r.h.houses)
	}
	if got := after(r, 0); got != digitsMask(3, 4, 5, 6, 7, 8, 9) {
		t.Errorf("r1c1: %09b, want 3 to 9", got)
	}
}

// TestCageInteraction: in row 1, a 10 in two cells beside a 3 in two
// cells ({1,2}) cannot be {1,9} or {2,8}.
func TestCageInteraction(t *testing.T) {
	r, restore := variantBoard(t, puzzle.Puzzle{Cages: []puzzle.Cage{{Sum: 10, Cells: []uint16{0, 1}}, {Sum: 3, Cells: []uint16{2, 3}}}})
	defer restore()
	if !r.cageInteraction() || r.h.tech != rating.CageInteraction || len(r.h.cages) != 2 || r.h.cages[0] != 0 {
		t.Fatalf("no interaction: %v %v", r.h.tech, r.h.cages)
	}
	for _, c := range []int{0, 1} {
		if got := after(r, c); got != digitsMask(3, 4, 6, 7) {
			t.Errorf("%s: %09b, want {3,4,6,7}", grid.CellName(c), got)
		}
	}
	if r.h.note != "{3,7} or {4,6} beside {1,2}" {
		t.Errorf("note %q", r.h.note)
	}
}
