package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
	"github.com/puzzlebook/sudoku/store/engine"
)

// TestVariantCatalog runs killer and greater-than puzzles through the
// catalog commands: generate and import store them (with their kind, no
// givens for killers, each unique with its stored solution), query and
// export select them by --variant, stats counts them per kind.
func TestVariantCatalog(t *testing.T) {
	t.Parallel()
	db := emptyCatalog(t, filepath.Join(t.TempDir(), "v.db"))
	for _, kind := range []string{"killer", "greater"} {
		r := runCLI(t, "", "generate", "--db", db, "--variant", kind, "--count", "3", "--seed", "5", "--workers", "1")
		if r.code != 0 || !strings.HasPrefix(r.stdout, "3 stored") || strings.Contains(r.stdout, "best score") {
			t.Fatalf("generate --variant %s: %v", kind, r)
		}
	}
	r := runCLI(t, "", "import", "--db", db, "--stable", "0", filepath.Join("testdata", "variants_generated.jsonl"))
	if r.code != 0 || !strings.Contains(r.stdout, "stored      6\n") {
		t.Fatalf("import: %v", r)
	}
	rows := storedRows(t, db)
	count := map[string]int{}
	var k solve.Solver
	for _, p := range rows {
		count[p.Puzzle.Kind().String()]++
		v := &p.Puzzle
		switch {
		case v.IsClassic():
			t.Errorf("puzzle %d: stored as classic", p.ID)
			continue
		case !v.Solves(&p.Solution):
			t.Errorf("puzzle %d: solution %s does not fit %s", p.ID, p.Solution, v)
		case k.Check(v, solve.Query{Limit: 2}) != 1:
			t.Errorf("puzzle %d: not unique: %s", p.ID, v)
		case v.Kind() == puzzle.Killer && p.SourceName == "sudoku generate" && p.Clues != 0:
			t.Errorf("puzzle %d: a generated killer with %d givens", p.ID, p.Clues)
		case p.SourceName == "sudoku generate" && p.HasScore, p.SourceName != "sudoku generate" && !p.HasScore:
			t.Errorf("puzzle %d from %s: seed score %v", p.ID, p.SourceName, p.HasScore)
		}
	}
	if count["killer"] != 3+2 || count["greater"] != 3+2 || count["killer-greater"] != 2 {
		t.Errorf("stored per kind: %v", count)
	}

	r = runCLI(t, "", "query", "--db", db, "--variant", "killer", "--format", "json")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(lines) != count["killer"] {
		t.Fatalf("query --variant killer: %d lines: %v", len(lines), r)
	}
	for _, line := range lines {
		var j struct {
			Puzzle  json.RawMessage `json:"puzzle"`
			Variant string          `json:"variant"`
		}
		if err := json.Unmarshal([]byte(line), &j); err != nil {
			t.Fatal(err)
		}
		v, err := puzzle.Parse(string(j.Puzzle))
		if err != nil || j.Variant != "killer" || v.Kind() != puzzle.Killer {
			t.Errorf("query json: %s: %v", line, err)
		}
	}
	r = runCLI(t, "", "query", "--db", db, "--variant", "greater,killer-greater")
	if n := strings.Count(r.stdout, "\n"); r.code != 0 || n != count["greater"]+count["killer-greater"] {
		t.Errorf("query --variant greater,killer-greater: %d lines: %v", n, r)
	}
	r = runCLI(t, "", "query", "--db", db, "--variant", "classic")
	if r.code != 0 || r.stdout != "" {
		t.Errorf("query --variant classic: %v", r)
	}

	r = runCLI(t, "", "stats", "--db", db, "--format", "json")
	var st struct {
		ByVariant []struct {
			Variant string
			Puzzles int
		} `json:"by_variant"`
		Scored int `json:"scored"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &st); err != nil {
		t.Fatalf("stats: %v: %v", err, r)
	}
	for _, kv := range st.ByVariant {
		if count[kv.Variant] != kv.Puzzles {
			t.Errorf("stats: %s %d, want %d", kv.Variant, kv.Puzzles, count[kv.Variant])
		}
	}
	if st.Scored != 6 || len(st.ByVariant) != 3 {
		t.Errorf("stats: %+v, want 3 kinds and the 6 imported scored", st)
	}

	out := filepath.Join(t.TempDir(), "killer.json")
	r = runCLI(t, "", "export", "--db", db, "--variant", "killer", "--count", "5", "--hints", "--out", out)
	if r.code != 0 {
		t.Fatalf("export: %v", r)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `"cages"`); n != 5 || strings.Contains(string(data), `"greater"`) {
		t.Errorf("export --variant killer: %d killers in %s", n, data)
	}
	// A killer's hint is the step of its path on the variant ladder where
	// its reader gets stuck, as package score makes it.
	var bk struct {
		Puzzles []struct {
			Puzzle json.RawMessage `json:"puzzle"`
			Hint   string          `json:"hint"`
		} `json:"puzzles"`
	}
	if err := json.Unmarshal(data, &bk); err != nil {
		t.Fatal(err)
	}
	rt := score.NewRater()
	for i, p := range bk.Puzzles {
		var q puzzle.Puzzle
		if err := json.Unmarshal(p.Puzzle, &q); err != nil {
			t.Fatal(err)
		}
		s, ok := rt.Hint(&q)
		if want := s.HintText(); !ok || p.Hint != want || !strings.Contains(p.Hint, "cage") {
			t.Errorf("killer %d: hint %q, want %q", i+1, p.Hint, want)
		}
	}
	r = runCLI(t, "", "books", "--db", db)
	if !strings.Contains(r.stdout, "--variant killer --count 5") || strings.Contains(r.stdout, "--order") {
		t.Errorf("books: %v", r)
	}

	// Generated killers have half-turn symmetric cages: --symmetry finds
	// them, and every puzzle of the symmetry the catalog holds.
	wantSym := map[string]int{}
	for _, p := range rows {
		wantSym[p.Puzzle.Kind().String()+" "+p.Puzzle.Symmetry().String()]++
		if p.Symmetry != p.Puzzle.Symmetry().String() {
			t.Errorf("puzzle %d: stored symmetry %s, its puzzle's %s", p.ID, p.Symmetry, p.Puzzle.Symmetry())
		}
	}
	if wantSym["killer rot180"]+wantSym["killer rot90"] < 3 {
		t.Errorf("symmetries %v: the 3 generated killers are not symmetric", wantSym)
	}
	for _, tc := range []struct{ kind, sym string }{{"killer", "rot180"}, {"killer", "none"}, {"greater", "rot90"}} {
		r = runCLI(t, "", "query", "--db", db, "--variant", tc.kind, "--symmetry", tc.sym, "--format", "json")
		n := strings.Count(r.stdout, "\n")
		if r.code != 0 || n != wantSym[tc.kind+" "+tc.sym] || n > 0 && strings.Count(r.stdout, `"symmetry":"`+tc.sym+`"`) != n {
			t.Errorf("query --variant %s --symmetry %s: %d lines, want %d: %v", tc.kind, tc.sym, n, wantSym[tc.kind+" "+tc.sym], r)
		}
	}
	out = filepath.Join(t.TempDir(), "symmetric.txt")
	r = runCLI(t, "", "export", "--db", db, "--variant", "killer", "--symmetry", "rot180", "--count", "2", "--reuse", "--out", out)
	if r.code != 0 {
		t.Fatalf("export --symmetry rot180: %v", r)
	}
	r = runCLI(t, "", "books", "--db", db)
	if !strings.Contains(r.stdout, "--variant killer --symmetry rot180 --count 2 --reuse") {
		t.Errorf("books: %v", r)
	}

	// A killer book that comes up short says so, and not that another
	// ladder's classic ratings would match: variants have their own.
	r = runCLI(t, "", "export", "--db", db, "--variant", "killer", "--grade", "medium", "--count", "50", "--reuse", "--out", filepath.Join(t.TempDir(), "short.txt"))
	if r.code == 0 || !strings.Contains(r.stderr, "match") || strings.Contains(r.stderr, "ladder") {
		t.Errorf("short killer book: %v", r)
	}
}

// TestVariantFlags checks the variant flags' usage errors.
func TestVariantFlags(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "none.db")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"generate", "--variant", "sudoku-x", "--count", "1"}, `unknown kind "sudoku-x"`},
		{[]string{"generate", "--cage-size", "2..4", "--count", "1"}, "cage sizes 2..4: cages are for killer and killer-greater puzzles, not classic"},
		{[]string{"generate", "--variant", "greater", "--cage-size", "2..4", "--count", "1"}, "cages are for killer and killer-greater puzzles, not greater"},
		{[]string{"generate", "--givens", "3", "--count", "1"}, "3 givens: givens as a last resort are for the variant kinds"},
		{[]string{"generate", "--variant", "greater", "--symmetry", "rot180", "--scale", "sukaku", "--count", "1"},
			"sudoku generate: symmetry rot180: a greater-than sudoku has every box sign; symmetry shapes clue patterns and cages\n" +
				"sudoku generate: scale sukaku: the variant kinds are rated on the variant ladder"},
		{[]string{"generate", "--variant", "killer", "--symmetry", "rot45", "--count", "1"}, `unknown symmetry "rot45"`},
		{[]string{"generate", "--cages", "20..30", "--count", "1"}, "cages 20..30: cages are for killer and killer-greater puzzles, not classic"},
		{[]string{"generate", "--variant", "greater", "--single-cages", "2", "--count", "1"}, "2 single-cell cages: cages are for killer and killer-greater puzzles, not greater"},
		{[]string{"generate", "--variant", "killer", "--single-cages", "-1", "--count", "1"}, "-1 single-cell cages"},
		{[]string{"generate", "--variant", "killer", "--cages", "..10", "--count", "1"}, "cages ..10: cages of 2..4 cells cannot cover the grid"},
		{[]string{"query", "--variant", "killer,jumbo"}, `unknown kind "jumbo"`},
		{[]string{"generate", "--variant", "windmill", "--symmetry", "mirror", "--count", "1"}, "symmetry mirror: the windmill board does not keep it"},
		{[]string{"query", "--symmetry", "rot45"}, `--symmetry: unknown symmetry "rot45"`},
		{[]string{"export", "--book", "1", "--symmetry", "none", "--out", "b.pdf"}, "--symmetry selects puzzles, but --book writes a recorded book's puzzles"},
		{[]string{"export", "--variant", "killer-x", "--count", "1", "--out", "b.pdf"}, `unknown kind "killer-x"`},
	} {
		r := runCLI(t, "", append(tc.args, "--db", db)...)
		if r.code != exitUsage || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: %v, want exit %d and %q", tc.args, r, exitUsage, tc.want)
		}
	}
	if _, err := os.Stat(db); err == nil {
		t.Errorf("a usage error made the catalog %s", db)
	}
}

// TestEasyKillerDefaults: an easy target gives killers givens and small
// cages unless told otherwise, and the run's provenance records them.
func TestEasyKillerDefaults(t *testing.T) {
	t.Parallel()
	db := emptyCatalog(t, filepath.Join(t.TempDir(), "easy.db"))
	r := runCLI(t, "", "generate", "--db", db, "--variant", "killer", "--grade", "easy", "--count", "2", "--seed", "3")
	if r.code != 0 {
		t.Fatalf("generate --grade easy: %v", r)
	}
	for _, p := range storedRows(t, db) {
		if p.Clues == 0 || p.Clues > 12 || p.Rating.Grade() != rating.Easy {
			t.Errorf("puzzle %d: %d givens, rated %v", p.ID, p.Clues, p.Rating)
		}
		for _, g := range p.Puzzle.Cages {
			if len(g.Cells) > 3 {
				t.Errorf("puzzle %d: a cage of %d cells", p.ID, len(g.Cells))
			}
		}
	}
	st, err := engine.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srcs, err := st.Sources(t.Context())
	if err != nil || len(srcs) != 1 {
		t.Fatalf("sources: %v, %v", srcs, err)
	}
	if ps := srcs[0].Params; !strings.Contains(ps, `"givens":12`) || !strings.Contains(ps, `"cage_size":"2..3"`) {
		t.Errorf("the run's parameters: %s", ps)
	}
}

// TestEasyClassicDefaults: under an easy target classic puzzles keep 30
// to 36 clues and are not minimal, unless --minimal or --clues says
// otherwise.
func TestEasyClassicDefaults(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		flags   []string
		lo, hi  int
		minimal bool
	}{
		{nil, 30, 36, false},
		{[]string{"--minimal"}, 17, 29, true},
		{[]string{"--clues", "27..28"}, 27, 28, false},
	} {
		db := emptyCatalog(t, filepath.Join(t.TempDir(), "easy.db"))
		args := append([]string{"generate", "--db", db, "--grade", "easy", "--count", "4", "--seed", "3"}, tc.flags...)
		if r := runCLI(t, "", args...); r.code != 0 {
			t.Fatalf("%v: %v", args, r)
		}
		for _, p := range storedRows(t, db) {
			if p.Clues < tc.lo || p.Clues > tc.hi || (p.Minimal == nil || *p.Minimal != tc.minimal) || p.Rating.Grade() != rating.Easy {
				t.Errorf("%v: puzzle %d: %d clues, minimal %v, rated %v", tc.flags, p.ID, p.Clues, p.Minimal != nil && *p.Minimal, p.Rating)
			}
		}
	}
}
