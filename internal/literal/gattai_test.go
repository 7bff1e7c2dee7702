package literal

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
)

// gattaiVectors is package solve's copy of the gattai vectors
// (shared/data/gattai/seed_scores.jsonl), read here too so that the
// repository keeps the file once.
const gattaiVectors = "../../solve/testdata/gattai_seed_scores.jsonl"

// gattaiVector is one line of the gattai vectors, its puzzle read in
// the terms of docs/gattai.md by this test alone (not by package
// puzzle's reader, which the oracle must not lean on).
type gattaiVector struct {
	Puzzle struct {
		Layout    json.RawMessage `json:"layout"`
		Givens    string          `json:"givens"`
		Diagonals bool            `json:"diagonals"`
		Cages     []struct {
			Sum   int      `json:"sum"`
			Cells []string `json:"cells"`
		} `json:"cages"`
		Greater [][2]string `json:"greater"`
	} `json:"puzzle"`
	Solutions int    `json:"solutions"`
	Score     *int   `json:"score"`
	Kind      string `json:"kind"`
}

// board returns v's puzzle as a Board.
func (v *gattaiVector) board(t *testing.T, line int) *Board {
	t.Helper()
	var lay *grid.Layout
	var name string
	var err error
	if json.Unmarshal(v.Puzzle.Layout, &name) == nil {
		lay, err = grid.LayoutNamed(name)
	} else {
		var pairs [][2]int
		if err := json.Unmarshal(v.Puzzle.Layout, &pairs); err != nil {
			t.Fatalf("line %d: layout: %v", line, err)
		}
		corners := make([]grid.Corner, len(pairs))
		for i, p := range pairs {
			corners[i] = grid.Corner{Top: p[0], Left: p[1]}
		}
		lay, err = grid.NewLayout(corners)
	}
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	b := &Board{Layout: lay, Givens: make([]uint8, lay.Cells()), Diagonals: v.Puzzle.Diagonals}
	if err := lay.ParseGivens(v.Puzzle.Givens, b.Givens); err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	cell := func(name string) int {
		c, err := lay.ParseCell(name)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		return c
	}
	for _, cg := range v.Puzzle.Cages {
		k := BoardCage{Sum: cg.Sum}
		for _, name := range cg.Cells {
			k.Cells = append(k.Cells, cell(name))
		}
		b.Cages = append(b.Cages, k)
	}
	for _, s := range v.Puzzle.Greater {
		b.Signs = append(b.Signs, [2]int{cell(s[0]), cell(s[1])})
	}
	return b
}

// readGattaiVectors reads the gattai vectors.
func readGattaiVectors(t *testing.T) []gattaiVector {
	t.Helper()
	f, err := os.Open(gattaiVectors)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []gattaiVector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for i := 1; sc.Scan(); i++ {
		var v gattaiVector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		if (v.Score != nil) != (v.Solutions == 1) {
			t.Fatalf("line %d: %d solutions with score %v", i, v.Solutions, v.Score)
		}
		out = append(out, v)
	}
	return out
}

// gattaiWork bounds the trees the literal solver searches in
// TestGattaiScores, in nodes times board cells (a node costs it some
// board cells' worth of candidate checks, each over the whole board): a
// line is checked when its search takes at most gattaiWork/cells nodes,
// else skipped once the search passes that many. The plain run checks
// 68 of the 130 lines, some of every kind, in about 10 s; with -short,
// the smallest trees only.
func gattaiWork() int {
	if testing.Short() {
		return 10_000
	}
	return 150_000
}

// TestGattaiScores checks the literal solver against the independent
// seed scores of the gattai vectors: every named layout, list layouts
// of up to 909 cells, samurai X, killer samurai, greater-than twodoku
// and flower; the solution count of every line whose tree is small
// enough, the seed score of the unique ones, and that the solution it
// finds keeps every house of every grid, every cage and every sign.
func TestGattaiScores(t *testing.T) {
	if race.Enabled {
		t.Skip("the literal search runs one goroutine, 12 s here under the race detector; a plain go test holds every line")
	}
	l := NewGattai()
	checked := map[string]int{}
	lines := map[string]int{}
	for i, v := range readGattaiVectors(t) {
		line := i + 1
		b := v.board(t, line)
		lines[v.Kind]++
		budget := gattaiWork() / b.Layout.Cells()
		l.SetBudget(budget)
		n, score, nodes := l.Count(b)
		if nodes > budget {
			continue
		}
		checked[v.Kind]++
		if n != v.Solutions {
			t.Errorf("line %d (%s): %d solutions, want %d", line, v.Kind, n, v.Solutions)
			continue
		}
		if n == 1 && score != *v.Score {
			t.Errorf("line %d (%s): score %d, want %d", line, v.Kind, score, *v.Score)
		}
		if n > 0 {
			if why := keeps(b, l.Solution()); why != "" {
				t.Errorf("line %d (%s): the solution %s", line, v.Kind, why)
			}
		}
	}
	for kind, n := range lines {
		t.Logf("%s: %d of %d lines checked", kind, checked[kind], n)
		if checked[kind] == 0 && !testing.Short() {
			t.Errorf("%s: no line checked", kind)
		}
	}
}

// keeps says how solution s breaks b's rules, "" when it keeps them: a
// digit 1..9 in every cell, the givens, each digit once in every row,
// column and box (and diagonal) of every grid, the cages and the signs.
func keeps(b *Board, s []uint8) string {
	lay := b.Layout
	for c, d := range s {
		if d < 1 || d > 9 || b.Givens[c] != 0 && b.Givens[c] != d {
			return "breaks a given at " + lay.CellName(c)
		}
	}
	for g := range lay.Grids {
		for u, unit := range grid.Classic.Units {
			var seen uint16
			for _, i := range unit {
				seen |= 1 << s[lay.GridCell(g, int(i))]
			}
			if seen != 0x3fe {
				return "breaks " + grid.Classic.UnitName(u) + " of a grid"
			}
		}
		if b.Diagonals {
			for k := range 2 {
				var seen uint16
				for _, i := range grid.Classic.Diagonal(k) {
					seen |= 1 << s[lay.GridCell(g, int(i))]
				}
				if seen != 0x3fe {
					return "breaks a diagonal"
				}
			}
		}
	}
	for _, cg := range b.Cages {
		sum, seen := 0, uint16(0)
		for _, c := range cg.Cells {
			if seen>>s[c]&1 != 0 {
				return "repeats a digit in a cage"
			}
			seen |= 1 << s[c]
			sum += int(s[c])
		}
		if sum != cg.Sum {
			return "breaks a cage's sum"
		}
	}
	for _, sg := range b.Signs {
		if s[sg[0]] <= s[sg[1]] {
			return "breaks a sign at " + lay.CellName(sg[0])
		}
	}
	return ""
}
