package race

import "strings"

// ChildEnv returns env for a child process that runs the test binary
// again, with GORACE's atexit_sleep_ms set to 0: a race-instrumented
// program that exits with status 0 waits a second first (the
// default), for goroutines still running to show a race, and a test that
// waits for the child waits that second too. The other options of
// GORACE in env are kept. Without the race detector nothing reads the
// variable.
func ChildEnv(env []string) []string {
	const opt = "atexit_sleep_ms=0"
	out := make([]string, 0, len(env)+1)
	set := false
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "GORACE="); ok {
			kv, set = "GORACE="+strings.TrimSpace(v+" "+opt), true
		}
		out = append(out, kv)
	}
	if !set {
		out = append(out, "GORACE="+opt)
	}
	return out
}
