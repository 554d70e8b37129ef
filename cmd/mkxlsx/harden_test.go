package main

import (
	"flag"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
)

// Every numeric flag is read in decimal by cli.IntVar, never by the flag
// package (which reads "010" as 8).
func TestNumbersAreDecimal(t *testing.T) {
	for _, c := range commands {
		c.Flags(func(f *flag.Flag) {
			if cli.FlagPackageNumber(f) {
				t.Errorf("%s -%s is read by the flag package: define it with cli.IntVar", c.Name, f.Name)
			}
		})
	}
}
