package chart

// Scales and ticks: the log(1 + x) axis that shows seed scores from 0,
// the tick makers for that axis, for counts and for whole numbers, and
// the number formatting of their labels.

import (
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
)

// log1pScale is a logarithmic axis that also shows 0: it places x at
// log(1 + x).
type log1pScale struct{}

// Normalize implements plot.Normalizer.
func (log1pScale) Normalize(lo, hi, x float64) float64 {
	start := math.Log1p(lo)
	return (math.Log1p(x) - start) / (math.Log1p(hi) - start)
}

// log1pTicks marks 0 and the powers of ten, with minor ticks at 2..9
// times each power of ten.
type log1pTicks struct{}

// Ticks implements plot.Ticker.
func (log1pTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	if lo <= 0 && 0 <= hi {
		ts = append(ts, plot.Tick{Value: 0, Label: "0"})
	}
	for p := 1.0; p <= hi; p *= 10 {
		for m := 1.0; m < 10; m++ {
			v := m * p
			if v < lo || v > hi {
				continue
			}
			t := plot.Tick{Value: v}
			if m == 1 {
				t.Label = commas(int(v))
			}
			ts = append(ts, t)
		}
	}
	return ts
}

// countTicks are plot's default ticks with whole-number labels written
// with thousands separators; ticks between whole numbers are unlabelled.
type countTicks struct{}

// Ticks implements plot.Ticker.
func (countTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label == "" {
			continue
		}
		if v := ts[i].Value; v == math.Trunc(v) && math.Abs(v) < 1e15 {
			ts[i].Label = commas(int(v))
		} else {
			ts[i].Label = ""
		}
	}
	return ts
}

// intTicks marks every whole number and labels every 1, 2, 5 or 10 of
// them, whichever keeps the labels apart over the range.
type intTicks struct{}

// Ticks implements plot.Ticker.
func (intTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 10
	switch w := hi - lo; {
	case w <= 15:
		step = 1
	case w <= 30:
		step = 2
	case w <= 80:
		step = 5
	}
	var ts []plot.Tick
	for v := int(math.Ceil(lo)); float64(v) <= hi; v++ {
		t := plot.Tick{Value: float64(v)}
		if v%step == 0 {
			t.Label = strconv.Itoa(v)
		}
		ts = append(ts, t)
	}
	return ts
}

// count writes n and the noun, plural unless n is 1: "1,200 puzzles".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return commas(n) + " " + noun + "s"
}

// commas writes n with a comma every three digits: 1234567 → "1,234,567".
func commas(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
