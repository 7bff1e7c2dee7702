package race_test

import (
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

func TestChildEnv(t *testing.T) {
	for _, tt := range []struct{ env, want []string }{
		{[]string{"HOME=/root"}, []string{"HOME=/root", "GORACE=atexit_sleep_ms=0"}},
		{[]string{"GORACE=halt_on_error=1", "A=b"}, []string{"GORACE=halt_on_error=1 atexit_sleep_ms=0", "A=b"}},
		{[]string{"GORACE="}, []string{"GORACE=atexit_sleep_ms=0"}},
	} {
		if got := race.ChildEnv(tt.env); !slices.Equal(got, tt.want) {
			t.Errorf("ChildEnv(%q) = %q, want %q", tt.env, got, tt.want)
		}
	}
}
