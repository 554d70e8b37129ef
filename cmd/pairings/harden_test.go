package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
)

// Every numeric flag is read in decimal by cli.IntVar, never by the flag
// package (which reads "010" as 8).
func TestNumbersAreDecimal(t *testing.T) {
	if bad := cli.NonDecimalFlags(commands); len(bad) > 0 {
		t.Errorf("read by the flag package, define them with cli.IntVar: %v", bad)
	}
}

// Hostile inputs for pairings, each with what it now gets.
func TestHostileInputs(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	nine := "Anaïs,FRA\nBjörn,SWE\nCid,ESP\nDan,ESP\nEve,GER\nFay,ITA\nGus,NED\nHal,BEL\nIda,\n"
	latin1 := write("latin1.csv", []byte(strings.NewReplacer("ï", "\xef", "ö", "\xf6").Replace(nine)))
	esc := write("esc.csv", []byte(strings.Replace(nine, "Cid", "\x1b]0;pwned\x07Cid", 1)))
	var u16 []byte
	u16 = append(u16, 0xff, 0xfe)
	for _, r := range strings.ReplaceAll(nine, ",", "\t") {
		u16 = append(u16, byte(r), byte(r>>8))
	}
	utf16 := write("utf16.txt", u16)
	for _, c := range []struct {
		args []string
		code int
		out  string // in standard output when code is 0, in standard error otherwise
	}{
		{[]string{"help", "help"}, 0, "usage: pairings <command>"},
		{[]string{"help", "-h"}, 0, "usage: pairings <command>"},
		{[]string{"berger", "010"}, 0, "Berger table, 10 players"},
		{[]string{"berger", "10", "-cycles", "010"}, 2, "10 cycles: want 1 to 8"}, // ten, not eight
		{[]string{"berger", "10", "-cycles", "07"}, 0, "7 cycles"},
		{[]string{"berger", "0x10"}, 2, `N "0x10": want a whole number`},
		{[]string{"berger", "10", "-cycles", "0x2"}, 2, `invalid value "0x2" for flag -cycles: want a whole number`},
		{[]string{"berger", "99999999999999999999"}, 2, `N "99999999999999999999": want a whole number of at most 9 digits`},
		{[]string{"groups", "16", "4", "-sizes", "0x4,4"}, 2, `-sizes "0x4,4": want group sizes`},
		{[]string{"varma-draw", "-players", latin1, "-seed", "7"}, 2, "latin1.csv:1: not valid UTF-8 (byte 0xef, column 4): save the file as UTF-8"},
		{[]string{"varma-draw", "-players", latin1, "-seed", "7", "-encoding", "latin1"}, 0, "Anaïs"},
		{[]string{"varma-draw", "-players", utf16, "-seed", "7"}, 0, "Björn"},
		{[]string{"varma-draw", "-players", esc, "-seed", "7"}, 2, "esc.csv:3: a control character U+001B"},
		{[]string{"varma-draw", "-players", "/dev/zero", "-seed", "7"}, 2, "/dev/zero: more than 1048576 bytes"},
		{[]string{"varma-draw", "-players", latin1, "-seed", "0x7"}, 2, `-seed "0x7": want a whole number from 0 to 18446744073709551615`},
		{[]string{"berger", "-\x1b[31m"}, 2, `flag provided but not defined: -\x1b[31m`},
	} {
		code, stdout, stderr := call(c.args...)
		got := stderr
		if c.code == 0 {
			got = stdout
		}
		if code != c.code || !strings.Contains(got, c.out) {
			t.Errorf("pairings %q: exit %d, stdout %.200q, stderr %q; want %d and %q", c.args, code, stdout, stderr, c.code, c.out)
		}
		if strings.ContainsAny(stdout+stderr, "\x00\x1b\x07") {
			t.Errorf("pairings %q: raw control characters: %q %q", c.args, stdout, stderr)
		}
	}
}

// FuzzParseSizes: -sizes never panics, and what it accepts is decimal.
func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"4,3,3", "4", "0x4", "", ",", " 4 , 3", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sizes, err := parseSizes(s)
		if err != nil {
			return
		}
		if len(sizes) != strings.Count(s, ",")+1 {
			t.Fatalf("%q: %v", s, sizes)
		}
		for _, n := range sizes {
			if n < 1 || n > 999999999 {
				t.Fatalf("%q: size %d", s, n)
			}
		}
	})
}
