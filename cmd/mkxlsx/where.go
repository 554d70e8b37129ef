package main

import (
	"fmt"
	"regexp"

	"github.com/toutesrondes/toutesrondes/internal/cli"
)

// aCell is a message that begins with a cell of the workbook ("Event!B3
// (EventName): …", "'Cross table'!K2: …").
var aCell = regexp.MustCompile(`^(?:'[^']+'|[^\s:!']+)![A-Z]{1,3}[0-9]+\b|^defined name `)

// inWorkbook names the workbook read in an error that names one of its
// cells or defined names without it (the TRF header's values, read from
// the Event sheet, are checked after the workbook is read): the user
// reading "Event!B3 …" must know which file.
func inWorkbook(c *cli.Call, err error) error {
	if err == nil || len(c.Args) != 1 || !aCell.MatchString(err.Error()) {
		return err
	}
	path := c.Args[0]
	if path == "-" {
		path = "standard input"
	}
	return fmt.Errorf("%s: %w", cli.Escape(path), err)
}
