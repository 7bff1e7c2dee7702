// Package cputime measures the CPU time of the running process, for
// benchmarks that report CPU per op besides wall time (work spread over
// several goroutines, or waiting on a database, shows in one and not the
// other).
package cputime

import (
	"syscall"
	"time"
)

// Process is the CPU time, user and system, this process has used so
// far; 0 if the system does not say. Take it before and after the timed
// work and report the difference.
func Process() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
