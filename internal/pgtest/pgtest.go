// Package pgtest runs a throwaway PostgreSQL server for tests, from the
// binaries of Debian's postgresql package (/usr/lib/postgresql/*/bin): one
// cluster per test binary, started on first use (initdb in a temporary
// folder, a free port on 127.0.0.1, no Unix socket), with a new database
// for each test. The server refuses to run as root, so when the tests run
// as root (CI, this project's machines) initdb and postgres run as the
// postgres user (or nobody), on a folder given to that user.
//
// The server runs without fsync: the tests check the catalog's logic, not
// the disk's (-pgdurable runs it as a production server, for benchmarks). A test binary's TestMain calls Stop after the tests; the
// server also dies with the test binary if that is killed (PR_SET_PDEATHSIG).
//
// Without the binaries the tests that need them are skipped with a
// message, except under CI=true, where they fail (see internal/sqlitecheck
// for the same rule).
package pgtest

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// durable makes the server run as a production server does: fsync and
// synchronous commit on, and more memory; benchmarks of writes measure
// with it.
var durable = flag.Bool("pgdurable", false, "run the tests' PostgreSQL with fsync and synchronous commit, 1 GB of shared buffers (for benchmarks)")

// password is the superuser's password; the server asks for it
// (scram-sha-256), so that tests can try a wrong one.
const password = "pgtest-secret"

// Cluster is a running PostgreSQL server of the tests.
type Cluster struct {
	bin  string // the folder of initdb and postgres
	dir  string // the temporary folder: data/, server.log
	port int
	cred *syscall.Credential // whom the server runs as; nil: as we are

	mu     sync.Mutex
	done   chan error // the server's exit, once started
	proc   *os.Process
	admin  *pgxpool.Pool
	nextDB atomic.Int64
}

var (
	once     sync.Once
	shared   *Cluster
	startErr error
	skipMsg  string
)

// Get returns the cluster of this test binary, starting it the first time.
// It skips tb when the PostgreSQL binaries are missing (fails it under
// CI=true) and fails tb when the server does not start.
func Get(tb testing.TB) *Cluster {
	tb.Helper()
	once.Do(func() {
		bin, err := binaries()
		if err != nil {
			skipMsg = err.Error()
			return
		}
		shared, startErr = start(bin)
	})
	if skipMsg != "" {
		if os.Getenv("CI") == "true" {
			tb.Fatalf("%s; CI needs it (apt-get install postgresql)", skipMsg)
		}
		tb.Skipf("%s: the PostgreSQL tests are skipped (apt-get install postgresql)", skipMsg)
	}
	if startErr != nil {
		tb.Fatalf("starting PostgreSQL: %v", startErr)
	}
	return shared
}

// Private starts a cluster of tb's own, stopped and removed when tb ends:
// for a test that stops or restarts its server, which would disturb the
// other tests' databases on the shared one. It skips or fails tb as Get
// does.
func Private(tb testing.TB) *Cluster {
	tb.Helper()
	Get(tb) // the binaries are there, or tb is skipped
	c, err := start(shared.bin)
	if err != nil {
		tb.Fatalf("starting PostgreSQL: %v", err)
	}
	tb.Cleanup(func() {
		c.stop()
		os.RemoveAll(c.dir)
	})
	return c
}

// NewDB makes a new, empty database in the cluster (starting it if need
// be) and returns its URL.
func NewDB(tb testing.TB) string {
	tb.Helper()
	return Get(tb).NewDB(tb)
}

// Stop stops the cluster, if one was started, and removes its folder.
func Stop() {
	if shared != nil {
		shared.stop()
		os.RemoveAll(shared.dir)
	}
}

// binaries finds the folder of the newest PostgreSQL's initdb and postgres.
func binaries() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int {
		va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
		vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
		return vb - va
	})
	for _, d := range dirs {
		if isFile(filepath.Join(d, "initdb")) && isFile(filepath.Join(d, "postgres")) {
			return d, nil
		}
	}
	return "", fmt.Errorf("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)")
}

func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// start makes and starts a cluster.
func start(bin string) (*Cluster, error) {
	dir, err := os.MkdirTemp("", "pgtest-")
	if err != nil {
		return nil, err
	}
	c := &Cluster{bin: bin, dir: dir}
	if os.Geteuid() == 0 {
		if c.cred, err = unprivileged(); err != nil {
			return nil, err
		}
		if err := os.Chown(dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return nil, err
		}
	}
	pw := filepath.Join(dir, "pw")
	if err := os.WriteFile(pw, []byte(password+"\n"), 0o600); err != nil {
		return nil, err
	}
	if c.cred != nil {
		os.Chown(pw, int(c.cred.Uid), int(c.cred.Gid))
	}
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", filepath.Join(dir, "data"), "-U", "postgres",
		"--pwfile", pw, "--auth", "scram-sha-256", "-E", "UTF8", "--locale", "C", "--no-sync")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %v\n%s", err, out)
	}
	if c.port, err = freePort(); err != nil {
		return nil, err
	}
	if err := c.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	c.admin, err = pgxpool.New(context.Background(), c.URL("postgres"))
	if err != nil {
		c.stop()
		return nil, err
	}
	return c, nil
}

// unprivileged is the user the server runs as when the tests run as root.
func unprivileged() (*syscall.Credential, error) {
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
	}
	return nil, fmt.Errorf("running as root, and there is no postgres or nobody user to run PostgreSQL as")
}

// freePort returns a TCP port of 127.0.0.1 that nothing listens on now.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// URL is the URL of database db as the superuser.
func (c *Cluster) URL(db string) string {
	return fmt.Sprintf("postgres://postgres:%s@127.0.0.1:%d/%s?sslmode=disable", password, c.port, db)
}

// Port is the server's TCP port on 127.0.0.1.
func (c *Cluster) Port() int { return c.port }

// NewDB makes a new, empty database and returns its URL.
func (c *Cluster) NewDB(tb testing.TB) string {
	tb.Helper()
	name := fmt.Sprintf("t%d", c.nextDB.Add(1))
	if _, err := c.admin.Exec(context.Background(), "CREATE DATABASE "+name); err != nil {
		tb.Fatalf("create database %s: %v", name, err)
	}
	return c.URL(name)
}

// Start starts the server (again, after Stop) and waits until it accepts
// connections.
func (c *Cluster) Start() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	logf, err := os.OpenFile(filepath.Join(c.dir, "server.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer logf.Close()
	args := []string{"-D", filepath.Join(c.dir, "data"),
		"-p", strconv.Itoa(c.port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=",
		"-c", "max_connections=300"}
	if *durable {
		args = append(args, "-c", "shared_buffers=1GB", "-c", "max_wal_size=4GB")
	} else {
		args = append(args, "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
			"-c", "shared_buffers=64MB")
	}
	cmd := exec.Command(filepath.Join(c.bin, "postgres"), args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	// The server dies with the test binary. The signal goes when the
	// thread that started the child ends, so that thread stays locked
	// to the goroutine that waits for the server.
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred, Pdeathsig: syscall.SIGQUIT}
	started := make(chan error, 1)
	done := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		done <- cmd.Wait()
	}()
	if err := <-started; err != nil {
		return err
	}
	c.proc, c.done = cmd.Process, done
	if c.admin != nil {
		c.admin.Reset() // its connections were to the server stopped
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		conn, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", c.port), time.Second)
		if err == nil {
			conn.Close()
			if c.ready() {
				return nil
			}
		}
		select {
		case err := <-done:
			log, _ := os.ReadFile(filepath.Join(c.dir, "server.log"))
			return fmt.Errorf("postgres exited: %v\n%s", err, log)
		default:
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("postgres did not accept connections in 30s")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// ready reports whether the server answers a query (it listens before it
// is done starting up).
func (c *Cluster) ready() bool {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	p, err := pgxpool.New(ctx, c.URL("postgres"))
	if err != nil {
		return false
	}
	defer p.Close()
	return p.Ping(ctx) == nil
}

// Stop shuts the server down (fast shutdown: open transactions are rolled
// back, connections closed) and waits for it to exit.
func (c *Cluster) Stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.proc == nil {
		return
	}
	c.proc.Signal(syscall.SIGINT)
	select {
	case <-c.done:
	case <-time.After(30 * time.Second):
		c.proc.Kill()
		<-c.done
	}
	c.proc = nil
}

// stop closes the admin pool and stops the server.
func (c *Cluster) stop() {
	if c.admin != nil {
		c.admin.Close()
	}
	c.Stop()
}

// CPU returns the processor time the server has used so far: the
// postmaster's and its processes' (backends, writers, ...), living and
// ended, from /proc. Benchmarks divide it by the rows written.
func (c *Cluster) CPU() time.Duration {
	c.mu.Lock()
	pid := 0
	if c.proc != nil {
		pid = c.proc.Pid
	}
	c.mu.Unlock()
	if pid == 0 {
		return 0
	}
	// Fields 14 to 17 of /proc/PID/stat: utime, stime, cutime, cstime in
	// clock ticks (100 a second on Linux).
	ticks := func(pid int, children bool) (ppid, n int64) {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return 0, 0
		}
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
		ppid, _ = strconv.ParseInt(f[1], 10, 64)
		last := 13
		if children {
			last = 15
		}
		for i := 11; i <= last; i++ {
			v, _ := strconv.ParseInt(f[i], 10, 64)
			n += v
		}
		return ppid, n
	}
	_, total := ticks(pid, true)
	procs, _ := filepath.Glob("/proc/[0-9]*")
	for _, p := range procs {
		child, _ := strconv.Atoi(filepath.Base(p))
		if ppid, n := ticks(child, false); ppid == int64(pid) {
			total += n
		}
	}
	return time.Duration(total) * 10 * time.Millisecond
}

// Log returns the server's log so far, for a failing test to show.
func (c *Cluster) Log() string {
	b, _ := os.ReadFile(filepath.Join(c.dir, "server.log"))
	return strings.TrimSpace(string(b))
}

// Puzzles counts the puzzles of the catalog at url from outside the
// store, on a connection of its own; 0 while there is none yet or the
// server is down.
func Puzzles(url string) int {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return 0
	}
	defer conn.Close(ctx)
	var n int
	if conn.QueryRow(ctx, "SELECT count(*) FROM puzzles").Scan(&n) != nil {
		return 0
	}
	return n
}
