package explainpage

import (
	"bytes"
	"encoding/json"
	"math/bits"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/solve"
)

// explanation is a path of g, whose solution is sol, made by hand in the
// rater's words (the page draws what it is given; the command's tests
// draw the rater's own): a hidden single, an xy-wing, a turbot fish with
// its chain's links, and the solution at the end.
func explanation(g, sol grid.Nine) rating.Explanation {
	pos := func(grid grid.Nine) puzzle.Position {
		p := puzzle.Position{Value: grid}
		for c := range 81 {
			if grid[c] != 0 {
				continue
			}
			p.Cand[c] = 1<<9 - 1
			for _, q := range rules.Classic.Peers(c) {
				if v := grid[q]; v != 0 {
					p.Cand[c] &^= 1 << (v - 1)
				}
			}
		}
		return p
	}
	var empty []int
	for c := range 81 {
		if g[c] == 0 {
			empty = append(empty, c)
		}
	}
	// wrong is a candidate of an empty cell past the first that is not its
	// solution, for a step to eliminate.
	wrong := func(p puzzle.Position) rating.Candidate {
		for _, c := range empty[1:] {
			if m := p.Cand[c] &^ (1 << (sol[c] - 1)); m != 0 {
				return rating.Candidate{Cell: c, Digit: bits.TrailingZeros16(m) + 1}
			}
		}
		panic("no candidate to eliminate")
	}
	var e rating.Explanation
	a := empty[0]
	single := rating.Step{
		Technique: rating.HiddenSingleBox, Value: 12, Cells: []int{a}, Houses: []int{2*9 + int(grid.Classic.BoxOf[a])},
		Placements: []rating.Candidate{{Cell: a, Digit: int(sol[a])}}, Before: pos(g),
	}
	g[a] = sol[a]
	wing := rating.Step{Technique: rating.XYWing, Value: 42, Cells: empty[1:4], Before: pos(g)}
	wing.Eliminations = []rating.Candidate{wrong(wing.Before)}
	wing.Before.Cand[wing.Eliminations[0].Cell] &^= 1 << (wing.Eliminations[0].Digit - 1)
	fish := rating.Step{Technique: rating.TurbotFish, Value: 40, Cells: empty[4:8], Before: wing.Before}
	fish.Eliminations = []rating.Candidate{wrong(fish.Before)}
	x := fish.Eliminations[0].Digit
	fish.Links = []rating.Link{
		{From: rating.Candidate{Cell: empty[4], Digit: x}, To: rating.Candidate{Cell: empty[5], Digit: x}, Strong: true},
		{From: rating.Candidate{Cell: empty[5], Digit: x}, To: rating.Candidate{Cell: empty[6], Digit: x}},
	}
	fish.Chain = "(" + strconv.Itoa(x) + ")" + grid.CellName(empty[4]) + "=" + grid.CellName(empty[5]) + "-" + grid.CellName(empty[6])
	for _, s := range []rating.Step{single, wing, fish} {
		e.Steps = append(e.Steps, s)
		e.Path.Add(s.Technique, s.Value)
	}
	e.Final = pos(sol)
	return e
}

// TestWrite checks the page's data: the puzzle, its cages and signs and
// every step are in the script as JSON the script reads back, a title
// cannot end the script early, and nothing is fetched from the network.
func TestWrite(t *testing.T) {
	g, _ := grid.Parse(".9...1.7.3..7....5..1.8.9..6...7..2...78963...1..5...6..9.2.4..5....8..3.2.5...9.")
	ressol := solve.CountNine(g)
	sol := ressol.Solution.Nine()
	v := puzzle.Puzzle{Givens: grid.FromNine(g), Cages: []puzzle.Cage{{Sum: 13, Cells: []uint16{0, 1}}}, Signs: []puzzle.Sign{{Greater: 1, Lesser: 2}}}
	e := explanation(g, sol)
	solGrid := grid.FromNine(sol)
	p := New("a </script><b> title", &v, &solGrid, &e, "")
	var buf bytes.Buffer
	if err := Write(&buf, "page </script>", []Entry{p}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if strings.Count(page, "</script>") != 1 {
		t.Errorf("the script is ended %d times", strings.Count(page, "</script>"))
	}
	if regexp.MustCompile(`(src|href)="?https?:`).MatchString(page) {
		t.Error("the page loads something from the network")
	}
	m := regexp.MustCompile(`const DATA = (.*);\n`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no data in the page")
	}
	var got []Entry
	if err := json.Unmarshal([]byte(m[1]), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Title != p.Title || got[0].Solution != sol.String() || len(got[0].Steps) != len(e.Steps) {
		t.Fatalf("data read back: %+v", got)
	}
	q := got[0]
	if q.Rating != "4.2" || q.Technique != "xy-wing" || q.Final != sol.String() {
		t.Errorf("rating %s %s, final %s", q.Rating, q.Technique, q.Final)
	}
	if len(q.Cages) != 1 || q.Cages[0].Sum != 13 || len(q.Signs) != 1 || q.Signs[0] != [2]int{1, 2} {
		t.Errorf("cages %v, signs %v", q.Cages, q.Signs)
	}
	for i, s := range q.Steps {
		if s.Text != e.Steps[i].String() || len(s.Cand) != 81 || s.Grid != grid.Nine(e.Steps[i].Before.Value).String() {
			t.Fatalf("step %d: %+v", i+1, s)
		}
	}
	if p := q.Steps[0].Placements; len(p) != 1 || p[0] != [2]int{e.Steps[0].Placements[0].Cell, e.Steps[0].Placements[0].Digit} {
		t.Errorf("placements %v", p)
	}
	if l := q.Steps[2].Links; len(l) != 2 || l[0][4] != 1 || l[1][4] != 0 || l[0][2] != l[1][0] {
		t.Errorf("links %v: want a strong link, then a weak one from its end", l)
	}
}

// TestWriteShapes: a jigsaw's regions, an X's diagonals and a windoku's
// windows are in the page's data, with the houses of the puzzle's shape
// by the numbers its steps use (a region, a diagonal, a window); a
// classic puzzle's data has none of them, the page's own table of houses
// serving it.
func TestWriteShapes(t *testing.T) {
	regions := "111122223122223333111233443155555443657775444657877744657888888667898999666699999"
	for _, tc := range []struct {
		name  string
		line  string
		house int // a house of the shape beyond the classic ones, and its name
		named string
	}{
		{"jigsaw", `{"regions":"` + regions + `","givens":"...1............23243.....97......3..8654.9....9.82..6...29.48..71.2.6.8..8.3...."}`, 25, "region 8"},
		{"x", `{"givens":".......86....47.3.7...68.........5...7...4...1.9..........1..49..8.5.............","diagonals":true}`, 28, "diagonal r1c9-r9c1"},
		{"windoku", `{"givens":"....1........6..4......2....5....7...2.........43.......8....2.1......6.....3...5","windows":true}`, 28, "window 2"},
		{"classic", `{"givens":".9...1.7.3..7....5..1.8.9..6...7..2...78963...1..5...6..9.2.4..5....8..3.2.5...9."}`, -1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := puzzle.Parse(tc.line)
			if err != nil {
				t.Fatal(err)
			}
			p := New(tc.name, &v, nil, nil, "no steps")
			var buf bytes.Buffer
			if err := Write(&buf, "shapes", []Entry{p}); err != nil {
				t.Fatal(err)
			}
			m := regexp.MustCompile(`const DATA = (.*);\n`).FindStringSubmatch(buf.String())
			var got []Entry
			if err := json.Unmarshal([]byte(m[1]), &got); err != nil {
				t.Fatal(err)
			}
			q := got[0]
			if q.Diagonals != v.Diagonals || q.Windows != v.Windows || len(q.Regions) != len(v.Regions) {
				t.Fatalf("regions %v, diagonals %v, windows %v", q.Regions, q.Diagonals, q.Windows)
			}
			for c, r := range v.Regions {
				if q.Regions[c] != int(r) {
					t.Fatalf("r%dc%d in region %d, want %d", c/9+1, c%9+1, q.Regions[c], r)
				}
			}
			if tc.house < 0 {
				if q.Houses != nil {
					t.Errorf("a classic puzzle with houses %v", q.Houses)
				}
				return
			}
			hs := v.Houses()
			if len(q.Houses) != len(hs) {
				t.Fatalf("%d houses, want %d", len(q.Houses), len(hs))
			}
			h := hs[tc.house]
			if h.String() != tc.named {
				t.Fatalf("house %d is %s, want %s", tc.house, &h, tc.named)
			}
			for i, c := range h.Cells {
				if q.Houses[tc.house][i] != int(c) {
					t.Errorf("%s: cells %v, want %v", tc.named, q.Houses[tc.house], h.Cells)
					break
				}
			}
		})
	}
}
