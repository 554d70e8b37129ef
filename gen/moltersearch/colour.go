package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"

	"github.com/crillab/gophersat/solver"
	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// colourJob is one colouring, as the parent hands it to a child process.
type colourJob struct {
	T, P  int
	Games [][][2]molter.Seat
	Exact bool
	// Pairs: a job of pairSAT instead, for R rounds and the target.
	Pairs  bool
	R      int
	Target molter.Vector
	// Plain: pairSAT's pairings on one circle for every level.
	Plain bool
	// Coloured (odd T): pairColourSAT, the colours chosen with the
	// pairings; the rounds not Free are Fixed's.
	Coloured bool
	Fixed    [][]molter.Pair
	Free     []bool
}

// solveLimit bounds one colouring's wall-clock time. The solver has no
// budget of its own, so each solve runs in a child process (this command
// with -colour-worker) that is killed at the limit: the search stays
// deterministic wherever every solve ends within it, and the log says
// where one did not.
const solveLimit = 4 * time.Second

// children runs the solver's jobs in child processes (this command with
// -colour-worker), each killed at its limit, and counts those killed.
type children struct {
	pairsLimit time.Duration // one pairing model's solve (-pairs-limit)
	timeouts   int           // the solves killed at their limit
	// deadline, when not zero, is the end of the event's budget (-budget),
	// read on now: no child starts past it, and each is killed at it if
	// that comes before its own limit.
	deadline time.Time
	now      func() time.Time
	atBudget int // the solves killed or not started at the budget
}

// colour is colour in a child process, killed after solveLimit.
func (c *children) colour(T, P int, games [][][2]molter.Seat, exact bool) ([]bool, bool) {
	var bits []bool
	if !c.run(colourJob{T: T, P: P, Games: games, Exact: exact}, solveLimit, &bits) || bits == nil {
		return nil, false
	}
	return bits, true
}

// pairs is pairSAT in a child process, killed after pairsLimit.
func (c *children) pairs(T, P, R int, target molter.Vector, plain bool) (*molter.Recipe, bool) {
	var pairs [][][]int
	if !c.run(colourJob{T: T, P: P, Pairs: true, R: R, Target: target, Plain: plain}, c.pairsLimit, &pairs) || pairs == nil {
		return nil, false
	}
	return &molter.Recipe{Teams: T, Players: P, Pairs: pairs}, true
}

// pairsColoured is pairColourSAT in a child process, killed after
// pairsLimit.
func (c *children) pairsColoured(T, P, R int, target molter.Vector, plain bool) (*molter.Recipe, bool) {
	return c.coloured(colourJob{T: T, P: P, Pairs: true, R: R, Target: target, Plain: plain, Coloured: true}, c.pairsLimit)
}

// neighbour is pairColourSAT on the rounds of e where free is true, the
// others kept, in a child process killed after limit.
func (c *children) neighbour(e *molter.Event, free []bool, target molter.Vector, limit time.Duration) (*molter.Recipe, bool) {
	return c.coloured(colourJob{T: e.Teams, P: e.Players, Pairs: true, R: len(e.Rounds), Target: target, Coloured: true, Fixed: e.Rounds, Free: free}, limit)
}

// coloured runs a job whose answer is pairings with their colours
// (evenSAT's, pairColourSAT's) in a child process, killed after limit.
func (c *children) coloured(job colourJob, limit time.Duration) (*molter.Recipe, bool) {
	var a evenAnswer
	if !c.run(job, limit, &a) || a.Pairs == nil {
		return nil, false
	}
	return &molter.Recipe{Teams: job.T, Players: job.P, Pairs: a.Pairs, Colours: padBits(a.Colours)}, true
}

// evenAnswer is evenSAT's answer from the child: pairings and colours.
type evenAnswer struct {
	Pairs   [][][]int
	Colours []bool
}

// even is evenSAT in a child process, killed after pairsLimit.
func (c *children) even(T, P, R int, target molter.Vector) (*molter.Recipe, bool) {
	return c.coloured(colourJob{T: T, P: P, Pairs: true, R: R, Target: target}, c.pairsLimit)
}

// run runs a job in a child process, killed after limit; out receives its
// answer. It is false when the child failed or was killed.
func (c *children) run(job colourJob, limit time.Duration, out any) bool {
	budget := false
	if !c.deadline.IsZero() {
		if left := c.deadline.Sub(c.now()); left < limit {
			limit, budget = left, true
		}
		if limit <= 0 {
			c.atBudget++
			return false
		}
	}
	in, _ := json.Marshal(job)
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	self, err := os.Executable()
	if err != nil {
		return false
	}
	cmd := exec.CommandContext(ctx, self, "-colour-worker")
	cmd.Stdin = bytes.NewReader(in)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // dies with the search
	data, err := cmd.Output()
	if ctx.Err() != nil {
		if budget {
			c.atBudget++
		} else {
			c.timeouts++
		}
		return false
	}
	return err == nil && json.Unmarshal(data, out) == nil
}

// colourWorker is the child's side: a job on standard input, the bits (or
// null) on standard output.
func colourWorker(r io.Reader, w io.Writer) error {
	var job colourJob
	if err := json.NewDecoder(r).Decode(&job); err != nil {
		return err
	}
	if job.Pairs && job.T%2 == 0 {
		rc, cs, ok := evenSAT(job.T, job.P, job.R, job.Target)
		if !ok {
			return json.NewEncoder(w).Encode(nil)
		}
		return json.NewEncoder(w).Encode(evenAnswer{rc.Pairs, cs})
	}
	if job.Pairs && job.Coloured {
		rc, cs, ok := pairColourSAT(job.T, job.P, job.R, job.Target, job.Plain, true, job.Fixed, job.Free)
		if !ok {
			return json.NewEncoder(w).Encode(nil)
		}
		return json.NewEncoder(w).Encode(evenAnswer{rc.Pairs, cs})
	}
	if job.Pairs {
		rc, ok := pairSAT(job.T, job.P, job.R, job.Target, job.Plain)
		if !ok {
			return json.NewEncoder(w).Encode(nil)
		}
		return json.NewEncoder(w).Encode(rc.Pairs)
	}
	bits, ok := colour(job.T, job.P, job.Games, job.Exact)
	if !ok {
		bits = nil
	}
	return json.NewEncoder(w).Encode(bits)
}

// colour finds, with a pseudo-Boolean solver, colours for the games of an
// event (the pairs as the recipe lays them out) that keep every colour
// rule of the published contract: C1 (each player balanced at the end, ±1
// for an odd number of rounds), C2 (never three of one colour in a row),
// C3 (|whites - blacks| ≤ 2 before the last round), S5 (each team's drift
// |d| ≤ 2, 0 after every even round and after the last); with exact, each
// team has P/2 whites in every round (S5 exact). It returns one bit per
// board (true: the second player has white), or false when there is none.
//
// The search by cycles of the construction keeps the players' colours
// alternating inside each pair of rounds; this one does not need to, and
// finds exact colours for pairings where that one cannot.
func colour(T, P int, games [][][2]molter.Seat, exact bool) ([]bool, bool) {
	R := len(games)
	// lit[r][player]: the literal "player has white in round r".
	lit := make([][]int, R)
	v := 0
	for r, rd := range games {
		lit[r] = make([]int, T*P)
		for _, g := range rd {
			v++
			lit[r][g[0].Team*P+g[0].Order-1] = -v
			lit[r][g[1].Team*P+g[1].Order-1] = v
		}
	}
	var cs []solver.PBConstr
	exactly := func(lits []int, n int) {
		cs = append(cs, solver.AtLeast(lits, n), solver.AtMost(lits, n))
	}
	between := func(lits []int, lo, hi int) {
		if lo > 0 {
			cs = append(cs, solver.AtLeast(lits, lo))
		}
		if hi < len(lits) {
			cs = append(cs, solver.AtMost(lits, hi))
		}
	}
	// Teams.
	for t := range T {
		var cum []int
		for r := range R {
			var rd []int
			for o := range P {
				rd = append(rd, lit[r][t*P+o])
			}
			cum = append(cum, rd...)
			switch n := P * (r + 1); {
			case exact:
				exactly(rd, P/2)
			case r%2 == 1 || r == R-1:
				exactly(cum, n/2)
			default:
				between(cum, n/2-1, n/2+1)
			}
		}
	}
	// Players.
	for p := range T * P {
		var cum []int
		for r := range R {
			cum = append(cum, lit[r][p])
			n := r + 1
			if r == R-1 { // C1
				between(cum, n/2, (n+1)/2)
			} else { // C3: |2W - n| ≤ 2
				between(cum, (n-1)/2, (n+2)/2)
			}
			if r >= 2 { // C2
				a, b, c := lit[r-2][p], lit[r-1][p], lit[r][p]
				cs = append(cs, solver.PropClause(-a, -b, -c), solver.PropClause(a, b, c))
			}
		}
	}
	s := solver.New(solver.ParsePBConstrs(cs))
	if s.Solve() != solver.Sat {
		return nil, false
	}
	m := s.Model()
	out := make([]bool, v)
	copy(out, m[:v])
	return out, true
}
