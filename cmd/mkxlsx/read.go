package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/readback"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
)

// maxWorkbook bounds the file read back: the largest workbook of this
// project (64 players, 8 cycles) is a few MiB.
const maxWorkbook = 64 << 20

type readFlags struct {
	format, tiebreaks string
	trf               trfFlags
}

func (o *readFlags) define(fs *flag.FlagSet) {
	o.trf.define(fs)
	fs.StringVar(&o.format, "format", "text", "output: text (the standings), json or trf (FIDE's tournament report file)")
	fs.StringVar(&o.tiebreaks, "tiebreaks", "", "tie-breaks after points (default: the workbook's own order; sb,wins,de for a workbook older than that)")
}

// readOutput is the JSON of mkxlsx read: the event, then the players in
// pairing-number order.
type readOutput struct {
	Players   []readPlayer `json:"players"`
	N         int          `json:"n"`
	Cycles    int          `json:"cycles"`
	Rounds    int          `json:"rounds"`
	TieBreaks string       `json:"tiebreaks"`
	Games     int          `json:"games"`
	Entered   int          `json:"entered"`
}

type readPlayer struct {
	Number    int                `json:"number"`
	Name      string             `json:"name"`
	Points    float64            `json:"points"`
	Rank      int                `json:"rank,omitempty"` // 0: out of the standings (a withdrawal)
	TieBreaks map[string]float64 `json:"tiebreaks"`
	Withdrawn *int               `json:"withdrawn_after,omitempty"`
	Excluded  bool               `json:"excluded,omitempty"`
}

func runRead(c *cli.Call, o *readFlags) error {
	if len(c.Args) != 1 {
		return cli.Usagef("want one workbook to read, got %d arguments", len(c.Args))
	}
	switch o.format {
	case "text", "json", "trf":
	default:
		return cli.Usagef("-format %q: want text, json or trf", o.format)
	}
	var order []tiebreak.Kind
	var err error
	if c.Given("tiebreaks") {
		if order, err = tiebreak.ParseOrder(o.tiebreaks); err != nil {
			return fail("-tiebreaks: %v", err)
		}
	}
	path := c.Args[0]
	data, err := readWorkbook(path)
	if err != nil {
		return err
	}
	rr, err := readback.Read(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(path), err)
	}
	switch {
	case c.Given("tiebreaks"):
	case rr.OrderKnown:
		order = rr.Order
	default:
		order = tiebreak.DefaultOrder
	}
	s, err := rr.Standings(order)
	if err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(path), err)
	}
	switch o.format {
	case "json":
		return c.WriteJSON(readJSON(rr, s))
	case "trf":
		f, err := trfFile(&o.trf, rr, s)
		if err != nil {
			return err
		}
		return c.WriteStream(func(w *bufio.Writer) error { return trf.Write(w, f) })
	}
	return c.WriteText(readText(rr, s))
}

// readWorkbook reads a regular file of at most maxWorkbook bytes.
func readWorkbook(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fail("%v", err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, fail("%s: not a regular file", cli.Escape(path))
	}
	data, err := io.ReadAll(io.LimitReader(f, maxWorkbook+1))
	if err != nil {
		return nil, fail("%s: %v", cli.Escape(path), err)
	}
	if len(data) > maxWorkbook {
		return nil, fail("%s: more than %d bytes: not a workbook of this project", cli.Escape(path), maxWorkbook)
	}
	return data, nil
}

func withdrawnAfter(rr *readback.RoundRobin, p int) (int, bool) {
	for _, w := range rr.Withdrawals {
		if w.Player == p {
			return w.After, true
		}
	}
	return 0, false
}

func readJSON(rr *readback.RoundRobin, s *tiebreak.Standings) readOutput {
	out := readOutput{N: rr.N, Cycles: rr.Cycles, Rounds: rr.Rounds, TieBreaks: tiebreak.FormatOrder(s.Order),
		Games: len(rr.Games), Entered: rr.Entered()}
	for p := 1; p <= rr.N; p++ {
		pl := readPlayer{Number: p, Name: rr.Names[p-1], Points: s.Points[p-1], Rank: s.Rank[p-1],
			TieBreaks: map[string]float64{}, Excluded: s.Excluded[p-1]}
		for _, k := range s.Order {
			pl.TieBreaks[k.String()] = s.Value(k, p)
		}
		if k, ok := withdrawnAfter(rr, p); ok {
			pl.Withdrawn = &k
		}
		out.Players = append(out.Players, pl)
	}
	return out
}

// readText is the standings in rank order (equal ranks by pairing number),
// the players out of the standings last.
func readText(rr *readback.RoundRobin, s *tiebreak.Standings) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d players, %d cycle(s), %d of %d results entered\n", rr.N, rr.Cycles, rr.Entered(), len(rr.Games))
	fmt.Fprintf(&b, "%4s %3s  %-28s %6s", "rank", "no", "name", "points")
	for _, k := range s.Order {
		fmt.Fprintf(&b, " %6s", k)
	}
	b.WriteString("\n")
	for _, p := range rankOrder(s) {
		rank := fmt.Sprint(s.Rank[p-1])
		if s.Excluded[p-1] {
			rank = "-"
		}
		fmt.Fprintf(&b, "%4s %3d  %-28s %6g", rank, p, rr.Names[p-1], s.Points[p-1])
		for _, k := range s.Order {
			fmt.Fprintf(&b, " %6g", s.Value(k, p))
		}
		if k, ok := withdrawnAfter(rr, p); ok {
			fmt.Fprintf(&b, "  withdrew after round %d", k)
			if s.Excluded[p-1] {
				b.WriteString(", out of the standings (FIDE Tournament Rules 5.4 a)")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// rankOrder lists the players by rank, then pairing number; excluded last.
func rankOrder(s *tiebreak.Standings) []int {
	var ps []int
	for p := 1; p <= len(s.Rank); p++ {
		ps = append(ps, p)
	}
	key := func(p int) int {
		if s.Excluded[p-1] {
			return 1 << 30
		}
		return s.Rank[p-1]
	}
	for i := 1; i < len(ps); i++ { // insertion sort: stable, N ≤ 64
		for j := i; j > 0 && key(ps[j]) < key(ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	return ps
}
