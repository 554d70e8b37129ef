package sheets

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
)

// sheetNames are the names of the sheets of every family in both
// languages: a workbook's language is that of its sheets' names, which it
// records from the day it is written (LangOf).
var sheetNames = []Text{
	sheetEvent, sheetPlayers, sheetPairings, sheetBerger, sheetCross, sheetSeating, sheetStandings,
	sheetMTeams, sheetMEnvelopes, sheetMCards, sheetMSheets, sheetMTeamStand, sheetMPlayerStand, sheetMReport,
	sheetVGroups, sheetVOrder, sheetVDraw, sheetSTeams, sheetSMatch, sheetTSchedule,
	sheetGuide, sheetTMatches, sheetTBoards, sheetConstructedGrades, sheetWall, sheetSlips,
}

// LangOf is the language of the workbook data (an .xlsx file), read from
// its sheets' names: French when more of them are French names of this
// project's sheets than English ones; ok false when none is either (not a
// workbook of this project, or not a workbook at all).
func LangOf(data []byte) (l Lang, ok bool) {
	names := workbookSheets(data)
	fr, en := 0, 0
	for _, name := range names {
		for _, t := range sheetNames {
			if t.En == t.Fr {
				continue
			}
			switch name {
			case t.Fr:
				fr++
			case t.En:
				en++
			}
		}
	}
	switch {
	case fr > en:
		return French, true
	case en > 0:
		return English, true
	}
	return "", false
}

// workbookSheets lists the sheet names of xl/workbook.xml; nothing for
// data that is not a workbook (the reader says what is wrong with it).
func workbookSheets(data []byte) []string {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil
	}
	for _, f := range z.File {
		if f.Name != "xl/workbook.xml" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil
		}
		defer rc.Close()
		var wb struct {
			Sheets []struct {
				Name string `xml:"name,attr"`
			} `xml:"sheets>sheet"`
		}
		// A workbook.xml is a few kilobytes; a hostile one is cut short.
		if xml.NewDecoder(io.LimitReader(rc, 1<<20)).Decode(&wb) != nil {
			return nil
		}
		var names []string
		for _, s := range wb.Sheets {
			names = append(names, s.Name)
		}
		return names
	}
	return nil
}
