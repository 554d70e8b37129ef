// Package sheets writes chess-arbiter workbooks (.xlsx, with
// github.com/xuri/excelize/v2) to an io.Writer: the individual round robin
// of WriteRoundRobin, the Molter team event of WriteMolter (team ranking of
// internal/teamrank) and the Varma draw sheet of WriteVarma; other pairing
// systems' workbooks reuse the same parts.
// Only cmd/mkxlsx touches files.
//
// # The round-robin workbook
//
// WriteRoundRobin writes six sheets (English or French names and labels):
//
//   - Players: pairing number, name, rating, federation or club; the last
//     three unlocked, to fill in (or filled from a CSV list, ReadPlayers).
//   - Pairings: one row per game, round then board, with one result cell per
//     game: the only place a result is typed (1-0, ½-½, 0-1, +/-, -/+, -/-,
//     enforced by data validation, formatted as text). For odd N the bye of
//     each round is shown beside it. Hidden columns turn each result into
//     numbers (points, wins, Sonneborn-Berger shares, ...).
//   - Berger result table (002): colour, opponent and result from each
//     player's side per round, in blocks of at most 13 rounds.
//   - Cross table (001): results against each opponent, the diagonal
//     crossed, Total, wins, Sonneborn-Berger and rank; the other tie-breaks
//     in hidden columns.
//   - Seating plan (Rutsch-Berger, 003): who sits at which seat of the long
//     table in each round, seats with black shaded, the fixed player's colour.
//   - Standings: players in rank order with points and the chosen tie-breaks.
//
// Every derived cell is a formula (SUMIF, COUNTIFS, INDEX, MATCH, LEFT,
// RIGHT, TRIM: functions every engine has, so no _xlfn. prefix is needed),
// so the workbook recalculates as results are typed, in Excel and in
// LibreOffice; the definitions are those of internal/tiebreak, which the
// tests compare the workbook with. Workbook-scoped names mark what other
// programs read: Results (one cell per game, round then board order),
// PlayerNames, Points, SonnebornBerger, Wins and Rank (N cells each, in
// pairing-number order). Every sheet is protected without a password; only
// the cells to type into are unlocked.
//
// # Reusing the parts for another workbook
//
// A builder for another system follows WriteRoundRobin:
//
//	b, err := sheets.NewBook(lang, event) // styles are made here, once
//	if err != nil { return err }
//	if err := b.AddSheet(name); err != nil { b.Close(); return err }
//	s := b.Sheet(name)                    // writes cells, keeps the first error
//	s.Value(1, 1, b.Lang.T(sheets.Text{"Board", "Échiquier"}), b.Style.Header)
//	s.Text(2, 2, userName, b.Style.Text)  // user text: never a formula
//	s.Formula(3, 2, "SUM(A1:A9)", b.Style.Number)
//	if err := s.Err(); err != nil { ... }
//	b.SetPage(name, sheets.Page{Landscape: true, TitleRows: 1, Breaks: rows})
//	b.Protect(name)                       // Style.Text/Input/Entry stay unlocked
//	b.Name("Results", name, col, row1, col, row2)
//	return b.Write(w)
//
// Book.SetPage gives every sheet the same print setup: A4, the orientation
// asked, fit to one page wide (one page tall too with OnePage), the given
// title rows repeated, manual breaks before the given rows, the event's
// title, place and dates in the header and "sheet name … page x / y" in the
// footer. Labels are Text values, one per language; add the words a system
// needs beside its builder, as labels.go does here.
//
// To test a new workbook the way this package does: reopen the bytes with
// excelize.OpenReader and read names, values, validation, protection and
// page settings back; compare sums with excelize's CalcCellValue; and have
// LibreOffice recalculate and print it (soffice_test.go: a fresh profile
// with OOXMLRecalcMode 0, one soffice call per batch, skipped loudly when
// soffice is missing, mandatory with TOUTESRONDES_REQUIRE_SOFFICE=1).
package sheets

// `go generate ./...` (the README's main command) also writes the default
// workbook set into out/ at the top of the repository.
//go:generate go run ../cmd/mkxlsx all -dir ../out -force
