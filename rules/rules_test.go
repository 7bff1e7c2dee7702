package rules_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// TestClassicShape holds the classic shape to package grid's geometry:
// the same houses, each cell's houses, and its peers in the same order
// (the seed solver's speed, not its tree, depends on that order).
func TestClassicShape(t *testing.T) {
	s := rules.Classic
	if len(s.Houses) != 27 {
		t.Fatalf("%d houses, want 27", len(s.Houses))
	}
	for h := range s.Houses {
		if !slices.Equal(s.Houses[h].Cells, grid.Classic.Units[h][:]) {
			t.Errorf("house %d: cells %v, want %v", h, s.Houses[h].Cells, grid.Classic.Units[h])
		}
		if got, want := s.Houses[h].String(), grid.Classic.UnitName(h); got != want {
			t.Errorf("house %d is named %q, want %q", h, got, want)
		}
	}
	for c := range s.NumCells() {
		// The row, then the column's others, then the box's others.
		var peers []uint16
		for _, u := range []int{c / 9, 9 + c%9, 18 + c/27*3 + c%9/3} {
			for _, p := range grid.Classic.Units[u] {
				if int(p) != c && !slices.Contains(peers, p) {
					peers = append(peers, p)
				}
			}
		}
		if !slices.Equal(s.Peers(c), peers) {
			t.Errorf("cell %d: peers %v, want %v", c, s.Peers(c), peers)
		}
		want := []uint16{uint16(c / 9), uint16(9 + c%9), uint16(18 + grid.Classic.BoxOf[c])}
		if !slices.Equal(s.HousesOf(c), want) {
			t.Errorf("cell %d: houses %v, want %v", c, s.HousesOf(c), want)
		}
		for h := range s.Houses {
			in := c/9 == h || 9+c%9 == h || 18+c/27*3+c%9/3 == h
			if s.InHouse(c, h) != in {
				t.Errorf("InHouse(%d, %d) = %v", c, h, s.InHouse(c, h))
			}
		}
	}
}

// TestMeets checks the houses each house meets against a count of the
// cells they share: a line meets its three boxes, a box its three rows
// and three columns, and Rest holds the other house's cells outside.
func TestMeets(t *testing.T) {
	s := rules.Classic
	for h := range s.Houses {
		var want []int
		for v := range s.Houses {
			shared := 0
			for _, c := range s.Houses[h].Cells {
				if v != h && s.InHouse(int(c), v) {
					shared++
				}
			}
			if shared >= 2 {
				want = append(want, v)
			}
		}
		var got []int
		for _, m := range s.Meets(h) {
			got = append(got, m.House)
			for i, c := range s.Houses[h].Cells {
				if m.Cells>>i&1 != 0 != s.InHouse(int(c), m.House) {
					t.Errorf("house %d meets %d: position %d wrong", h, m.House, i)
				}
			}
			for i, c := range s.Houses[m.House].Cells {
				if m.Rest>>i&1 != 0 == s.InHouse(int(c), h) {
					t.Errorf("house %d meets %d: rest position %d wrong", h, m.House, i)
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("house %d meets %v, want %v", h, got, want)
		}
		if n := len(got); h < 18 && n != 3 || h >= 18 && n != 6 {
			t.Errorf("house %d meets %d houses", h, n)
		}
	}
}

// TestRegions checks the regions of the rule of 45: each house, then two
// or three neighbouring rows and columns.
func TestRegions(t *testing.T) {
	one := rules.Classic.Regions(rules.OneHouse)
	if len(one) != 27 {
		t.Fatalf("%d one-house regions", len(one))
	}
	lines := rules.Classic.Regions(rules.NeighbourLines)
	if len(lines) != 30 {
		t.Fatalf("%d regions of neighbouring lines, want 30", len(lines))
	}
	for _, g := range lines {
		if len(g.Cells) != 9*len(g.Houses) {
			t.Errorf("region %v: %d cells", g.Houses, len(g.Cells))
		}
		kind := rules.Classic.Houses[g.Houses[0]].Kind
		for i, h := range g.Houses {
			if rules.Classic.Houses[h].Kind != kind || i > 0 && h != g.Houses[i-1]+1 {
				t.Errorf("region %v is not neighbouring lines", g.Houses)
			}
		}
	}
	if first := lines[0].Houses; !slices.Equal(first, []int{0, 1}) {
		t.Errorf("first region is %v, want rows 1-2", first)
	}
}

// TestSumSets holds the sum sets to their definition: every set of
// distinct digits once, under its size and sum, and SumDigits to the
// union of those within the digits allowed.
func TestSumSets(t *testing.T) {
	seen := 0
	for n := 1; n <= 9; n++ {
		for s := range 46 {
			for _, m := range rules.SumSets(n, s) {
				seen++
				if bits.OnesCount16(m) != n || digitSum(m) != s {
					t.Errorf("SumSets(%d, %d) holds %09b", n, s, m)
				}
			}
		}
	}
	if seen != 511 {
		t.Errorf("%d sets, want 511", seen)
	}
	// A house holds every digit once: 1+2+…+N.
	for n, want := range map[int]int{4: 10, 6: 21, 9: 45, 16: 136} {
		if got := rules.ShapeOf(&puzzle.Puzzle{Size: n}).HouseSum(); got != want {
			t.Errorf("%dx%d: house sum %d, want %d", n, n, got, want)
		}
	}
	// The sums of n digits run exactly over puzzle.SumRange(n, 9).
	for n := 1; n <= 9; n++ {
		lo, hi := puzzle.SumRange(n, 9)
		for s := -1; s <= 46; s++ {
			if has := len(rules.SumSets(n, s)) > 0; has != (s >= lo && s <= hi) {
				t.Errorf("SumSets(%d, %d): %v, but SumRange gives %d to %d", n, s, rules.SumSets(n, s), lo, hi)
			}
		}
	}
	// SumSetsOf: the sets of n digits 1..N adding up to s, every one of
	// them, at every size; on the digits 1-9, SumSets's.
	for digits := 1; digits <= 16; digits++ {
		seen := 0
		for n := 1; n <= digits; n++ {
			for s := range 137 {
				sets := rules.SumSetsOf(n, s, digits)
				if !slices.IsSorted(sets) {
					t.Errorf("SumSetsOf(%d, %d, %d) is not in increasing order", n, s, digits)
				}
				for _, m := range sets {
					seen++
					if bits.OnesCount16(m) != n || digitSum(m) != s || digits < 16 && m>>digits != 0 {
						t.Errorf("SumSetsOf(%d, %d, %d) holds %016b", n, s, digits, m)
					}
				}
				if digits == 9 && s < 46 && !slices.Equal(sets, rules.SumSets(n, s)) {
					t.Errorf("SumSetsOf(%d, %d, 9) = %v, SumSets %v", n, s, sets, rules.SumSets(n, s))
				}
			}
		}
		if want := 1<<digits - 1; seen != want {
			t.Errorf("SumSetsOf(·, ·, %d): %d sets, want %d", digits, seen, want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		n, s, allowed := 1+r.IntN(9), r.IntN(46), uint16(r.IntN(512))
		var want uint16
		for m := uint16(1); m < 512; m++ {
			if bits.OnesCount16(m) == n && digitSum(m) == s && m&^allowed == 0 {
				want |= m
			}
		}
		if got := rules.SumDigits(n, s, allowed); got != want {
			t.Errorf("SumDigits(%d, %d, %09b) = %09b, want %09b", n, s, allowed, got, want)
		}
	}
}

func digitSum(m uint16) int {
	s := 0
	for d := range 16 {
		if m>>d&1 != 0 {
			s += d + 1
		}
	}
	return s
}

// TestSupport holds Support to a plain enumeration of every assignment,
// for sets of one to nine digits and random candidates.
func TestSupport(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	found := 0
	for i := range 4000 {
		n := 1 + i%9
		set := uint16(0)
		for bits.OnesCount16(set) < n {
			set |= 1 << r.IntN(9)
		}
		cands := make([]uint16, n)
		for j := range cands {
			// Dense enough that an assignment often exists.
			for k := 0; k < 1+r.IntN(n+1); k++ {
				cands[j] |= 1 << r.IntN(9)
			}
			cands[j] |= 1 << r.IntN(9) & set
		}
		want, wantOK := plainSupport(cands, set)
		got, ok := rules.Support(cands, set)
		if ok != wantOK || ok && got != want {
			t.Fatalf("Support(%09b, %09b) = %09b %v, want %09b %v", cands, set, got[:n], ok, want[:n], wantOK)
		}
		if ok {
			found++
		}
	}
	if found < 500 {
		t.Errorf("only %d of the cases have an assignment: the test is too sparse", found)
	}
	if _, ok := rules.Support([]uint16{0x1ff, 0x1ff}, 0x7); ok {
		t.Error("a set of three digits for two cells has an assignment")
	}
}

// TestSupportSmall holds Support to the plain enumeration for every
// pattern of candidates, within the set and beyond it, of one to four
// cells (the cages Support answers from a table), on sets of digits up to
// 16.
func TestSupportSmall(t *testing.T) {
	for n := 1; n <= 4; n++ {
		// The set: n digits spread over 1..16; each cell's candidates
		// some of them, and a digit outside the set on every other
		// pattern.
		var digits []uint16
		for i := range n {
			digits = append(digits, 1<<(i*5%16))
		}
		set := uint16(0)
		for _, d := range digits {
			set |= d
		}
		cands := make([]uint16, n)
		for p := range 1 << (n * n) {
			for i := range n {
				cands[i] = 0
				for j := range n {
					if p>>(n*i+j)&1 != 0 {
						cands[i] |= digits[j]
					}
				}
				if p%3 == 0 {
					cands[i] |= 1 << 15 &^ set
				}
			}
			want, wantOK := plainSupport(cands, set)
			got, ok := rules.Support(cands, set)
			if ok != wantOK || ok && got != want {
				t.Fatalf("Support(%016b, %016b) = %016b %v, want %016b %v", cands, set, got[:n], ok, want[:n], wantOK)
			}
		}
	}
}

// TestSupportWide holds Support to the plain enumeration for digits up
// to 16, a grid larger than 9×9's.
func TestSupportWide(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	found := 0
	for i := range 2000 {
		n := 1 + i%7
		set := uint16(0)
		for bits.OnesCount16(set) < n {
			set |= 1 << r.IntN(16)
		}
		var digits []uint16 // the set's digits
		for m := set; m != 0; m &= m - 1 {
			digits = append(digits, m&-m)
		}
		cands := make([]uint16, n)
		for j := range cands {
			// Some of the set's digits and some others.
			for k := 0; k < 1+r.IntN(n); k++ {
				cands[j] |= digits[r.IntN(n)] | 1<<r.IntN(16)
			}
		}
		want, wantOK := plainSupport(cands, set)
		got, ok := rules.Support(cands, set)
		if ok != wantOK || ok && got != want {
			t.Fatalf("Support(%016b, %016b) = %016b %v, want %016b %v", cands, set, got[:n], ok, want[:n], wantOK)
		}
		if ok {
			found++
		}
	}
	if found < 500 {
		t.Errorf("only %d of the cases have an assignment: the test is too sparse", found)
	}
}

// plainSupport enumerates every assignment of set's digits to the cells.
func plainSupport(cands []uint16, set uint16) (support [9]uint16, ok bool) {
	var cur [9]uint16
	var walk func(i int, used uint16)
	walk = func(i int, used uint16) {
		if i == len(cands) {
			ok = true
			for j := range cands {
				support[j] |= cur[j]
			}
			return
		}
		for d := cands[i] & set &^ used; d != 0; d &= d - 1 {
			cur[i] = d & -d
			walk(i+1, used|cur[i])
		}
	}
	walk(0, 0)
	return support, ok
}

// TestBound checks the sign rule on spans, and the spans' masks.
func TestBound(t *testing.T) {
	for _, tc := range []struct {
		g, l, wantG, wantL rules.Span
	}{
		{rules.Span{Lo: 0, Hi: 8}, rules.Span{Lo: 0, Hi: 8}, rules.Span{Lo: 1, Hi: 8}, rules.Span{Lo: 0, Hi: 7}},
		{rules.Span{Lo: 5, Hi: 6}, rules.Span{Lo: 2, Hi: 3}, rules.Span{Lo: 5, Hi: 6}, rules.Span{Lo: 2, Hi: 3}},
		{rules.Span{Lo: 2, Hi: 4}, rules.Span{Lo: 3, Hi: 8}, rules.Span{Lo: 4, Hi: 4}, rules.Span{Lo: 3, Hi: 3}},
		// Past a contradiction the bounds still move.
		{rules.Span{Lo: 0, Hi: 2}, rules.Span{Lo: 5, Hi: 3}, rules.Span{Lo: 6, Hi: 2}, rules.Span{Lo: 5, Hi: 1}},
	} {
		g, l := rules.Bound(tc.g, tc.l)
		if g != tc.wantG || l != tc.wantL {
			t.Errorf("Bound(%v, %v) = %v, %v, want %v, %v", tc.g, tc.l, g, l, tc.wantG, tc.wantL)
		}
	}
	for m := range uint16(512) {
		s := rules.SpanOf(m)
		var want uint16
		if m != 0 {
			for d := bits.TrailingZeros16(m); d <= 15-bits.LeadingZeros16(m); d++ {
				want |= 1 << d
			}
		}
		if s.Mask() != want {
			t.Errorf("SpanOf(%09b).Mask() = %09b, want %09b", m, s.Mask(), want)
		}
	}
}

// randomPuzzle makes a valid puzzle with cages and signs over a random
// solution, which it returns too.
func randomPuzzle(r *rand.Rand, i int) (puzzle.Puzzle, grid.Nine) {
	sol := testgrids.RandomSolution(r)
	p := puzzle.Puzzle{Cages: testgrids.RandomCages(r, sol, 2+i%6), Signs: testgrids.RandomSigns(r, sol, i%20)}
	if i%7 == 0 {
		p.Cages = p.Cages[:len(p.Cages)/2]
	}
	p.Normalize()
	return p, sol
}

// TestMates checks each cell's mates against the rule: the cells sharing
// a house or a cage with it, each once, house mates first.
func TestMates(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var ru rules.Rules
	for i := range 50 {
		p, _ := randomPuzzle(r, i)
		ru.Reset(&p)
		for c := range ru.Shape.NumCells() {
			var want []uint16
			for q := range ru.Shape.NumCells() {
				if q != c && (ru.Shape.SameHouse(c, q) || ru.CageOf[c] >= 0 && ru.CageOf[c] == ru.CageOf[q]) {
					want = append(want, uint16(q))
				}
			}
			got := ru.Mates(c)
			if !slices.Equal(got[:len(ru.Shape.Peers(c))], ru.Shape.Peers(c)) {
				t.Fatalf("cell %d: mates %v do not start with its peers", c, got)
			}
			sorted := slices.Sorted(slices.Values(got))
			if !slices.Equal(sorted, want) {
				t.Fatalf("puzzle %d cell %d: mates %v, want %v", i, c, sorted, want)
			}
		}
	}
}

// TestOrdered checks the signs' order against a plain closure and
// against a solution.
func TestOrdered(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 50 {
		p, sol := randomPuzzle(r, i)
		lp, gp := rules.Of(&p).Ordered()
		less, greater := *lp, *gp
		for c := range 81 {
			for _, x := range less[c] {
				if sol[x] >= sol[c] {
					t.Fatalf("puzzle %d: %s is below %s but holds %d >= %d", i, grid.CellName(int(x)), grid.CellName(c), sol[x], sol[c])
				}
				if !slices.Contains(greater[x], uint16(c)) {
					t.Fatalf("puzzle %d: %d below %d, but not the other way", i, x, c)
				}
			}
			// Plain closure: repeat until nothing is added.
			want := map[uint16]bool{}
			for grown := true; grown; {
				grown = false
				for _, s := range p.Signs {
					if (int(s.Greater) == c || want[s.Greater]) && !want[s.Lesser] {
						want[s.Lesser], grown = true, true
					}
				}
			}
			if len(want) != len(less[c]) {
				t.Fatalf("puzzle %d cell %d: %d cells below, want %d", i, c, len(less[c]), len(want))
			}
		}
	}
}

// TestCuts holds the rule of 45's cut regions to a solution: the uncaged
// cells and innies of a region add up to InnieSum, its outies to CrossSum
// less the innies, and each of its cells is uncaged, an innie or in a cage
// wholly inside.
func TestCuts(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var ru rules.Rules
	for i := range 200 {
		p, sol := randomPuzzle(r, i)
		ru.Reset(&p)
		for k := range rules.NumRegionKinds {
			cuts := ru.Cuts(k)
			regions := ru.Shape.Regions(k)
			if len(cuts) != len(regions) {
				t.Fatalf("%d cuts of %d regions", len(cuts), len(regions))
			}
			for j, g := range cuts {
				sum := func(cells []uint16) int {
					n := 0
					for _, c := range cells {
						n += int(sol[c])
					}
					return n
				}
				if got := sum(g.Uncaged) + sum(g.Innies); got != g.InnieSum {
					t.Fatalf("puzzle %d region %v: innies add up to %d, InnieSum %d", i, g.Houses, got, g.InnieSum)
				}
				// The crossing cages' cells inside are the innies.
				if got, want := sum(g.Outies), g.CrossSum-(g.InnieSum-sum(g.Uncaged)); got != want {
					t.Fatalf("puzzle %d region %v: outies add up to %d, want %d", i, g.Houses, got, want)
				}
				in := map[uint16]bool{}
				for _, c := range regions[j].Cells {
					in[c] = true
				}
				counted := len(g.Uncaged) + len(g.Innies)
				for _, cg := range p.Cages {
					inside := true
					for _, c := range cg.Cells {
						inside = inside && in[c]
					}
					if inside {
						counted += len(cg.Cells)
					}
				}
				if counted != len(regions[j].Cells) {
					t.Fatalf("puzzle %d region %v: %d cells accounted for, want %d", i, g.Houses, counted, len(regions[j].Cells))
				}
				for _, c := range g.Outies {
					if in[c] {
						t.Fatalf("outie %d inside the region", c)
					}
				}
			}
		}
		ru.Reset(&puzzle.Puzzle{})
		if ru.Cuts(rules.OneHouse) != nil {
			t.Fatal("a puzzle without cages has cuts")
		}
	}
}

// TestSumDigitsWide holds SumDigits for digits above 9 (a search) to a
// count of every subset of sixteen digits, and for digits 1-9 (the
// table) to the same.
func TestSumDigitsWide(t *testing.T) {
	for _, allowed := range []uint16{0xffff, 0x0fff, 0xfff0, 0xa5a5, 0x01ff, 0x0155, 0x003f} {
		var want [17][137]uint16
		for m := uint32(1); m < 1<<16; m++ {
			set := uint16(m)
			if set&^allowed != 0 {
				continue
			}
			sum := 0
			for d := range 16 {
				if set>>d&1 != 0 {
					sum += d + 1
				}
			}
			want[bits.OnesCount16(set)][sum] |= set
		}
		for n := 1; n <= 16; n++ {
			for s := range 137 {
				if got := rules.SumDigits(n, s, allowed); got != want[n][s] {
					t.Fatalf("SumDigits(%d, %d, %#x) = %#x, want %#x", n, s, allowed, got, want[n][s])
				}
			}
		}
	}
}
