package score

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/rating"
)

var slow = flag.Bool("slowpaths", false, "also follow the paths of hardest_sample.csv (minutes)")

// pathFiles are the testdata sets whose paths paths.golden records; the
// hardest list's only with -slowpaths.
var pathFiles = []string{"cbg_sample.csv", "se_sample.csv", "nested_sample.csv", "hardest_sample.csv"}

// pathLine describes the path of g on r's scale: the Path's rating,
// hardest technique, estimated flag and step counts, and a hash of every
// step the ladder took (technique, value, placement, the candidates it
// removed and a cycle's nodes), so that a change of any step shows.
func pathLine(r *Rater, g grid.Nine) string {
	h := fnv.New64a()
	r.trace = func(b *board, s *step) {
		fmt.Fprint(h, s.tech, int(s.value), s.cell, s.digit)
		for c := range s.elim {
			fmt.Fprint(h, s.elim[c]&b.cand[c], ",")
		}
		fmt.Fprint(h, s.loop, ";")
	}
	defer func() { r.trace = nil }()
	p := r.Rate(g)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%v %q %v", p.Rating, p.Rating.Technique, p.Rating.Estimated)
	for t, n := range p.Steps {
		if n > 0 {
			fmt.Fprintf(&sb, " %d:%d", t, n)
		}
	}
	fmt.Fprintf(&sb, " %016x", h.Sum64())
	return sb.String()
}

// TestPathsUnchanged follows the whole solution path of every puzzle of
// the testdata sets on both scales, without a time limit, and compares it
// with testdata/paths.golden: the speed of the ladder may change, its
// steps may not. -update rewrites the file (read its diff first).
func TestPathsUnchanged(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("every path of the samples; a plain go test follows them")
	}
	want := map[string]string{}
	if !golden.Update() {
		data, err := os.ReadFile("testdata/paths.golden")
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			key, rest, _ := strings.Cut(l, " | ")
			want[key] = rest
		}
	}
	var out strings.Builder
	raters := [rating.NumScales]*Rater{}
	for _, sc := range rating.Scales() {
		raters[sc] = NewRater(WithScale(sc), WithRateTimeout(0))
	}
	checked := 0
	for _, name := range pathFiles {
		if name == "hardest_sample.csv" && !*slow && !golden.Update() {
			continue
		}
		f, err := os.Open("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			g, err := grid.Parse(strings.Split(sc.Text(), ",")[0])
			if err != nil {
				t.Fatalf("%s:%d: %v", name, n, err)
			}
			for _, s := range rating.Scales() {
				key := fmt.Sprintf("%s:%d %v", name, n, s)
				got := pathLine(raters[s], g)
				fmt.Fprintf(&out, "%s | %s\n", key, got)
				if golden.Update() {
					continue
				}
				checked++
				if w, ok := want[key]; !ok {
					t.Errorf("%s: not in paths.golden", key)
				} else if got != w {
					t.Errorf("%s: path %s, want %s", key, got, w)
				}
			}
		}
		f.Close()
	}
	if golden.Update() {
		golden.Check(t, "testdata/paths.golden", []byte(out.String()))
		return
	}
	if checked == 0 {
		t.Fatal("no paths checked")
	}
}
