package main

import (
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// parseMatchPoints reads the value of flag -name: the match points of a
// win, a draw, a loss and, optionally, a match forfeited (a forfeit scores
// as a loss when not given), each a finite number from 0 to 100.
func parseMatchPoints(name, value string) (sheets.MatchPoints, error) {
	parts := strings.Split(value, ",")
	if len(parts) != 3 && len(parts) != 4 {
		return sheets.MatchPoints{}, fail("-%s %q: want three or four numbers: win,draw,loss[,forfeit] (FFE interclubs: 3,2,1,0)", name, value)
	}
	var x [4]float64
	for i, p := range parts {
		p = strings.TrimSpace(p)
		v, err := strconv.ParseFloat(p, 64)
		// Decimal digits only: ParseFloat takes "nan", "inf" and "0x1p1" too.
		if err != nil || strings.Trim(p, "0123456789.") != "" || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > sheets.MaxMatchPoints {
			return sheets.MatchPoints{}, fail("-%s %q: %q is not match points: want a number from 0 to %d for each of win,draw,loss[,forfeit]",
				name, value, p, sheets.MaxMatchPoints)
		}
		x[i] = v
	}
	if len(parts) == 3 {
		x[3] = x[2]
	}
	return sheets.MatchPoints{Win: x[0], Draw: x[1], Loss: x[2], Forfeit: x[3]}, nil
}

// teamMatchPoints resolves the match points a team round robin is read
// with, and says where they come from: -match-points when given, else the
// workbook's own (MatchPointsWin, …), else (a workbook older than that)
// 2, 1, 0, which it says on standard error.
func teamMatchPoints(c *cli.Call, o *readFlags, t *readback.TeamRoundRobin) (teamrank.MatchPoints, string, error) {
	if c.Given("match-points") {
		mp, err := parseMatchPoints("match-points", o.matchPoints)
		return teamrank.MatchPoints(mp), "flag", err
	}
	if t.MatchPoints != nil {
		return *t.MatchPoints, "workbook", nil
	}
	d := teamrank.MatchPoints(sheets.DefaultMatchPoints)
	io.WriteString(c.Stderr, c.Lang.F("mkxlsx read: this workbook has no match points of its own (defined names MatchPointsWin, MatchPointsDraw, MatchPointsLoss; written by an older mkxlsx): read with %s; give -match-points for others\n", describePoints(c.Lang, d, "")))
	return d, "default", nil
}

// describePoints says the match points in words, and where they come from.
func describePoints(l msg.Lang, mp teamrank.MatchPoints, from string) string {
	s := l.F("%g/%g/%g (win/draw/loss), %g for a match forfeited", mp.Win, mp.Draw, mp.Loss, mp.Forfeit)
	switch from {
	case "workbook":
		s += l.T(" (the workbook's)")
	case "flag":
		s += l.T(" (-match-points)")
	case "default":
		s += l.T(" (default: the workbook has none)")
	}
	return s
}
