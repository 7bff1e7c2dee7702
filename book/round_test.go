package book

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestRound2 holds appendRound2 to the strconv formatting it stands for.
func TestRound2(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	vals := []float64{0, 0.004, -0.004, 0.005, -0.005, 0.1, 1, 10.5, 100.25, -3.999, 841.89, 1e6 + 0.125}
	for range 100000 {
		vals = append(vals, (r.Float64()-0.3)*2000)
	}
	for _, v := range vals {
		want := strconv.FormatFloat(float64(int64(v*100+0.5*sign(v)))/100, 'f', -1, 64)
		if got := round2(v); got != want {
			t.Fatalf("round2(%v) = %s, want %s", v, got, want)
		}
	}
}
