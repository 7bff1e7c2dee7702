package explainpage

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// TestWrite checks the page's data: the puzzle, its cages and signs and
// every step are in the script as JSON the script reads back, a title
// cannot end the script early, and nothing is fetched from the network.
func TestWrite(t *testing.T) {
	g, _ := solve.Parse(".9...1.7.3..7....5..1.8.9..6...7..2...78963...1..5...6..9.2.4..5....8..3.2.5...9.")
	sol := solve.Count(g).Solution
	v := puzzle.Puzzle{Givens: g, Cages: []puzzle.Cage{{Sum: 13, Cells: []uint8{0, 1}}}, Signs: []puzzle.Sign{{Greater: 1, Lesser: 2}}}
	e := score.NewRater().Explain(g)
	p := New("a </script><b> title", &v, sol, &e, "")
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
		if s.Text != e.Steps[i].String() || len(s.Cand) != 81 || s.Grid != solve.Grid(e.Steps[i].Before.Value).String() {
			t.Fatalf("step %d: %+v", i+1, s)
		}
	}
}
