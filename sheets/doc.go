// Package sheets writes chess-arbiter workbooks (.xlsx, with
// github.com/xuri/excelize/v2) to an io.Writer. Each workbook family takes a
// description of already-computed inputs (player and team lists, a drawing
// of lots, tie-break order) and writes; reading files and drawing lots are
// the caller's work (cmd/mkxlsx), and every table comes from the public API
// of package tables. Only cmd/mkxlsx touches files.
//
// # The families
//
// One Write function each:
//
//   - WriteRoundRobin, an individual round robin on the Berger
//     tables (000/001/002/003): players, pairings with one result cell per
//     game, the Berger result table, the cross table, the Rutsch-Berger
//     seating plan and the standings in a TieBreak order.
//   - WriteMolter, a Molter team event (004): the event, teams,
//     players, envelopes and board cards to cut out, pairings, result
//     sheets, team and individual standings.
//   - WriteVarma, the Varma drawing of lots (000/001): the groups,
//     the envelopes, the drawing order and the draw, blank or filled with a
//     varma.DrawResult (tables/varma.Draw).
//   - WriteRutsch, a round robin by the Rutsch system (003).
//   - WriteScheveningen, a Scheveningen match.
//   - WriteTeamRoundRobin, a team round robin with home and away
//     (003).
//
// Every derived cell is a formula (SUMIF, COUNTIFS, INDEX, MATCH, LEFT,
// RIGHT, TRIM: functions every engine has, so no _xlfn. prefix is needed),
// so the workbook recalculates as results are typed, in Excel and in
// LibreOffice. Workbook-scoped names mark what other programs read
// (Results, PlayerNames, Points, Rank, …: package contract lists them all). Every
// sheet is protected without a password; only the cells to type into are
// unlocked.
package sheets

// For whoever adds a family of workbooks: how the package is built.
//
// book.go, sheet.go, styles.go, page.go, widths.go, labels.go, labels.txt
// and parts.go hold what every family uses; a defined name a reader needs
// is a constant of package contract:
//
//   - book: the excelize file, the language, the event of the page headers
//     and the shared styles, made once by newBook. Build runs the steps of a
//     workbook in order and writes it, or releases it at the first error.
//   - fill(name, fill) is the step of one sheet: it adds the sheet, has fill
//     write its cells through a sheet and return its page, then finishes it
//     (book.Finish: the first write error, the column titles widened to fit
//     their text in the book's language (widths.go), the page setup, the
//     protection).
//     names(column…) is the step that defines the workbook-scoped names.
//   - sheet writes cells and keeps the first error: Value for numbers and
//     labels, Text for user text (never read as a formula), Formula, Style,
//     Merge, Widths, Height, Hide, Freeze, Heads for column titles.
//   - page is the print setup every sheet gets from SetPage: A4, the
//     orientation asked, the print area of the cells used, fit to one page
//     wide (one page tall too with OnePage) when the text stays at 8 points
//     or more, else (a grid with TitleCols) split across pages at 85 % with
//     its title columns repeated; the title rows repeated
//     (_xlnm.Print_Titles), manual breaks,
//     the event's title (bold) over its place and dates, centred and
//     shortened with an ellipsis to the page width, in the header and "sheet name …
//     page x / y" in the footer.
//   - Text is a label in every language (Lang: English or French); the
//     words of every family are in labels.txt, a data file a translator
//     edits (each label's Go name, English and French text, under its
//     family's section), which go generate makes into the Text vars of
//     labels_gen.go (internal/labelgen); a new label is a label, en and fr
//     line there, then go generate -run labelgen ./sheets (a stale
//     labels_gen.go fails internal/labelgen's TestUpToDate). labels.go
//     keeps Text, Lang (Lang.T a label, Lang.F a format) and the texts
//     built in Go (lists by tie-break, the card colours), and sources.go says where a table comes from in words of
//     the language. TestOneLanguage fails on a word of the other language
//     or an internal identifier in any text of any family's workbook.
//   - guide.go: the guide sheet every family ends with (what to type where,
//     the results, the ties in words, printing, protection), written by
//     guideRows like the Molter event sheet.
//   - parts.go: what several families share: the checks of Validate
//     (problems), the rounds of a table (allRounds), the result cells and
//     their validation, score and rank formulas, standings in rank order,
//     page budgets, notes, and sheets of slips or cards to cut out.
//   - gamesheet.go: the sheets of games, a game a row from row 2 (the
//     Pairings of a round robin and of Molter, Rutsch's Tables,
//     Scheveningen's Match): their visible cells (gameCells) and gameSheet,
//     which counts their rows and spans their columns for SUMIF and the
//     defined names.
//   - print.go: the sheets that print one round of a pairings sheet alone
//     (round robin, Rutsch, Scheveningen): the wall sheet in large type and the result
//     slips per board, each reading the round typed at its top.
//
// A family is a description type with Validate (its checks gathered in
// problems), a layout that places every part (the formulas of one sheet
// find the cells of another through it) and lists the steps that fill the
// book, one fill method per sheet, and a Write function that is one call to
// writeFamily (Validate, layout, newBook, Build):
//
//	func WriteX(w io.Writer, x X) error {
//		return writeFamily(w, x, x.Lang, x.Event, newXLayout)
//	}
//
//	func newXLayout(x X) (*xLayout, error) { … }  // rows (gameRows, a gameSheet), columns, sheet names
//
//	func (l *xLayout) steps() []step {
//		return []step{fill(l.sGames, l.games), fill(l.sStand, l.standings),
//			names(l.gameRows.column(contract.Results, colResult))}
//	}
//
//	func (l *xLayout) games(b *book, s *sheet) (page, error) {
//		s.Heads(1, lblRound, lblBoard, lblWhite, lblResult, lblBlack)
//		s.Text(2, 2, userName, b.Style.Text) // user text: never a formula
//		s.Formula(3, 2, "SUM(A1:A9)", b.Style.Number)
//		s.resultCells(colResult, 2, l.gameRows.last)
//		return page{TitleRows: 1}, nil
//	}
//
// To test a new workbook the way this package does: reopen the bytes with
// excelize.OpenReader and read names, values, validation, protection and
// page settings back; compare sums with excelize's CalcCellValue; and have
// LibreOffice recalculate and print it (soffice_test.go: a fresh profile
// with OOXMLRecalcMode 0, one soffice call per batch, skipped loudly when
// soffice is missing, mandatory with TOUTESRONDES_REQUIRE_SOFFICE=1).

// `go generate ./...` (the README's main command) first makes labels_gen.go
// of labels.txt, the workbooks' texts (before the workbooks, which use
// them), then writes the default workbook set into out/ at the top of the
// repository.
//go:generate go run ../internal/labelgen labels.txt labels_gen.go
//go:generate go run ../cmd/mkxlsx all -dir ../out -force
