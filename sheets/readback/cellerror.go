package readback

import (
	"errors"
	"fmt"
	"strings"

	"github.com/xuri/excelize/v2"
)

// cellError says what went wrong reading the cell (col, row) of a: the
// cell and the defined name it belongs to, and the cause in words. A
// defined name whose sheet the workbook lacks is said as that name's
// fault, not as a sheet's (the user looks for the name); a shared string
// out of the table is said at its cell ("Players!B2 (defined name
// PlayerNames): the cell's text is string 99999 of a table of 20").
func cellError(a area, col, row int, err error) string {
	of := ""
	if a.name != "" {
		of = " (defined name " + a.name + ")"
	}
	var missing excelize.ErrSheetNotExist
	if errors.As(err, &missing) || strings.Contains(err.Error(), "does not exist") {
		if a.name != "" {
			return fmt.Sprintf("defined name %s refers to sheet %s, which the workbook does not have: the sheet was renamed or deleted", a.name, quote(a.sheet))
		}
		return fmt.Sprintf("sheet %s: the workbook does not have it", quote(a.sheet))
	}
	msg := err.Error()
	if strings.Contains(msg, "shared string") {
		msg += ": the cell points into the table of shared strings past its end; the file is damaged: save it again from the spreadsheet"
	}
	return fmt.Sprintf("%s%s: %s", a.cell(col, row), of, msg)
}

// cellName is the name of the cell (col, row): "E7".
func cellName(col, row int) string {
	name, _ := excelize.CoordinatesToCellName(col, row)
	return name
}
