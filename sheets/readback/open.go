package readback

import (
	"archive/zip"
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// Opening a workbook that came from a stranger. Every read is bounded
// before it happens: the file's size, the number of entries of its zip,
// the sizes its entries declare (archive/zip refuses an entry that
// inflates to more than it declares, so the declared sizes bound the
// memory), the merged ranges of a sheet (excelize joins them in quadratic
// time) and the rows of the defined names the readers walk. What is not a
// workbook is named for what it is. excelize keeps every part in memory
// (UnzipXMLSizeLimit is UnzipSizeLimit): it writes no temporary file while
// reading, so none is left behind by a failed open, a crash or a signal.

// The limits, from the largest workbooks this project writes: a 64-player
// round robin of 8 cycles is 5.6 MB on disk and 53.6 MB unpacked (its
// Pairings sheet alone 42.7 MB, 16128 result rows); a 64-player double is
// 1.4 MB and 13.5 MB; a Molter event of 30 teams of 16 over 15 rounds is
// 0.9 MB and 7.3 MB; at most 18 to 21 entries; at most 4032 merged ranges
// in a sheet (a team round robin of 64 teams of 20 boards). A spreadsheet
// that saves the file again adds cached values and its own parts:
// LibreOffice 7.4 saves the 64-player double, filled, as 17.5 MB unpacked
// (1.3 times), the same standings read back. The bound on what is unpacked
// is 3 times the largest written (2.3 times it saved again): excelize's
// structures take about 10 times what they parse, 1.5 GB at the bound.
// The other bounds have more room: they cost little.
const (
	// MaxFile bounds the file itself.
	MaxFile = 64 << 20
	// MaxUnzipped bounds the sum of the sizes the zip's entries declare,
	// and so what excelize holds in memory.
	MaxUnzipped = 160 << 20
	// MaxEntries bounds the entries of the zip.
	MaxEntries = 256
	// MaxMerged bounds the merged ranges of one sheet.
	MaxMerged = 16384
	// MaxSheetRows and MaxCells bound the rows of a sheet and the cells
	// excelize makes of it (each about 400 bytes of memory): the largest
	// written has 16129 rows and 500,000 cells (the Pairings sheet of 64
	// players in 8 cycles).
	MaxSheetRows = 65536
	MaxCells     = 1500000
	// MaxRows bounds the rows of a defined name the readers walk: the
	// 16128 results of 64 players in 8 cycles, with room.
	MaxRows = 32768
	// MaxPlayers bounds the players (or teams) of a workbook read back:
	// a Molter event of 30 teams of 16 names 480 players.
	MaxPlayers = 1000
)

// open reads a workbook of at most MaxFile bytes, says what the file is
// when it is not a workbook, checks its zip against the limits above and
// opens it with excelize, which reads the cells' stored values
// (RawCellValue), not the texts their number formats display.
func open(r io.Reader) (*book, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFile {
		return nil, fmt.Errorf("more than %d bytes: not a workbook of this project (the largest is about 6 MB)", MaxFile)
	}
	if err := checkZip(data); err != nil {
		return nil, err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{
		RawCellValue: true, UnzipSizeLimit: MaxUnzipped, UnzipXMLSizeLimit: MaxUnzipped})
	if err != nil {
		if f != nil {
			f.Close() // excelize returns the file with some errors
		}
		return nil, fmt.Errorf("not a workbook: %v", err)
	}
	return &book{f: f, defined: names(f), sheetErr: map[string]error{}}, nil
}

// checkZip says what data is when it is not the zip of a workbook, and
// refuses a zip beyond the limits. Each worksheet is inflated once here,
// which checks its checksum (excelize ignores a damaged entry's error and
// reads it cut short) and counts its merged ranges.
func checkZip(data []byte) error {
	if len(data) == 0 {
		return errors.New("an empty file, not a workbook")
	}
	if bytes.HasPrefix(data, cfbSignature) {
		return cfbKind(data)
	}
	if !bytes.HasPrefix(data, []byte("PK\x03\x04")) && !bytes.HasPrefix(data, []byte("PK\x05\x06")) {
		return errors.New(notZipKind(data))
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return fmt.Errorf("a damaged or truncated zip archive, not a whole workbook (%v): send the file again", err)
	}
	if len(zr.File) > MaxEntries {
		return fmt.Errorf("a zip archive of %d entries: a workbook of this project has about 20, at most %d are read", len(zr.File), MaxEntries)
	}
	var total uint64
	workbook := false
	for _, e := range zr.File {
		total += e.UncompressedSize64
		if e.UncompressedSize64 > MaxUnzipped || total > MaxUnzipped {
			return fmt.Errorf("a zip archive that unpacks to more than %d bytes (entry %s declares %d): a workbook of this project unpacks to at most about 55 MB", MaxUnzipped, quote(e.Name), e.UncompressedSize64)
		}
		name := strings.ToLower(strings.ReplaceAll(e.Name, `\`, "/"))
		switch {
		case name == "mimetype":
			if kind := mimetype(e); kind != "" {
				return errors.New(kind)
			}
		case name == "xl/workbook.xml":
			workbook = true
		case strings.HasPrefix(name, "xl/worksheets/") && path.Ext(name) == ".xml":
			z, err := measureSheet(e)
			switch {
			case err != nil:
				return fmt.Errorf("zip entry %s: %v: the file is damaged, send it again", quote(e.Name), err)
			case z.Merged > MaxMerged:
				return fmt.Errorf("zip entry %s: %d merged ranges, at most %d: not a workbook of this project", quote(e.Name), z.Merged, MaxMerged)
			case z.BadShared != "":
				return fmt.Errorf("%s: the file is damaged: save it again from the spreadsheet", sheetCell(zr, e.Name, z.BadShared))
			case z.Disorder != "":
				return fmt.Errorf("zip entry %s: %s, which no spreadsheet writes: not a workbook of this project", quote(e.Name), z.Disorder)
			case z.Rows > MaxSheetRows || z.Cells > MaxCells:
				return fmt.Errorf("zip entry %s: a sheet of %d rows and %d cells (counting the empty ones before a cell in its row), at most %d and %d: not a workbook of this project", quote(e.Name), z.Rows, z.Cells, MaxSheetRows, MaxCells)
			}
		}
	}
	if !workbook {
		return errors.New("a zip archive without xl/workbook.xml: not an .xlsx workbook (a .docx, an .ods, or another archive?)")
	}
	return nil
}

// cfbSignature begins an OLE2 compound file: an .xls workbook, or an .xlsx
// encrypted with a password (Excel wraps it in one).
var cfbSignature = []byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}

// cfbKind tells a password-protected .xlsx from an .xls by the names of
// their streams (UTF-16 in the compound file's directory).
func cfbKind(data []byte) error {
	utf16 := func(s string) []byte {
		var b []byte
		for _, c := range []byte(s) {
			b = append(b, c, 0)
		}
		return b
	}
	switch {
	case bytes.Contains(data, utf16("EncryptionInfo")):
		return errors.New("a password-protected workbook: open it in the spreadsheet, remove the password (File, Info, Protect Workbook) and save it as .xlsx")
	case bytes.Contains(data, utf16("Workbook")) || bytes.Contains(data, utf16("Book")):
		return errors.New("an Excel 97-2003 workbook (.xls): open it in the spreadsheet and save it as .xlsx")
	}
	return errors.New("an OLE2 compound file (a .doc, an .xls?), not an .xlsx workbook")
}

// mimetype is what an OpenDocument archive's mimetype entry says it is,
// or "".
func mimetype(e *zip.File) string {
	rc, err := e.Open()
	if err != nil {
		return ""
	}
	defer rc.Close()
	b, _ := io.ReadAll(io.LimitReader(rc, 100))
	switch m := string(b); {
	case m == "application/vnd.oasis.opendocument.spreadsheet":
		return "an OpenDocument spreadsheet (.ods): open it in the spreadsheet and save it as .xlsx (Excel 2007-365)"
	case strings.HasPrefix(m, "application/vnd.oasis.opendocument."):
		return "an OpenDocument file (" + quote(m) + "), not a workbook"
	}
	return ""
}

// notZipKind names a file that is neither a zip nor a compound file.
func notZipKind(data []byte) string {
	head := data[:min(len(data), 4096)]
	switch {
	case bytes.HasPrefix(head, []byte("%PDF")):
		return "a PDF document, not a workbook"
	case bytes.HasPrefix(head, []byte("PK")):
		return "a damaged zip archive, not a whole workbook: send the file again"
	case bytes.IndexByte(head, 0) < 0 && utf8.Valid(head[:max(0, len(head)-utf8.UTFMax)]):
		lower := strings.ToLower(string(head))
		if strings.Contains(lower, "<html") || strings.Contains(lower, "<?xml") || strings.Contains(lower, "<table") {
			return "an HTML or XML text file, not a workbook: open it in the spreadsheet and save it as .xlsx"
		}
		return "a text file (CSV?), not a workbook: open it in the spreadsheet and save it as .xlsx"
	}
	return "not a workbook (neither the zip archive of an .xlsx nor a file a spreadsheet saves)"
}

// sheetSize is what excelize will build of a worksheet: it makes every
// row up to the last one numbered, and in each row every cell up to the
// last one's column, so that one cell at XFD1048576 (30 bytes of XML) is
// 16384 cells in a million rows. Rows counts the rows, Cells the cells
// made, Merged the merged ranges.
type sheetSize struct {
	Rows, Cells, Merged int
	// Disorder names the first cell that comes after a cell to its right
	// in its row (or the same cell twice), or the first merged range
	// without its ref: no spreadsheet writes them, and excelize v2.11.0
	// indexes out of a slice on them (checkRow in rows.go,
	// mergeCellsParser in cell.go).
	Disorder string
	// BadShared is "B2: …" for the first cell of shared-string type whose
	// value is not an index (excelize would read the first string).
	BadShared string
}

// measureSheet inflates a worksheet entry, checking its checksum, and
// measures it (see sheetSize). Every element named c, row or mergeCell is
// counted whatever its namespace prefix; a row or a cell without its r
// attribute follows the one before, as excelize places it.
func measureSheet(e *zip.File) (sheetSize, error) {
	rc, err := e.Open()
	if err != nil {
		return sheetSize{}, err
	}
	defer rc.Close()
	br := bufio.NewReaderSize(rc, 64<<10)
	var z sheetSize
	row, col, last := 0, 0, 0 // the current row, its cells' column, its last column
	endRow := func() {
		z.Cells += last
		col, last = 0, 0
	}
	var tag []byte
	shared, inV := "", false // the cell of shared-string type being read, and whether in its <v>
	for {
		// Up to the next tag, then the tag (streamed: a sheet is read
		// once, in 64 KiB, whatever its size).
		text, err := br.ReadSlice('<')
		if inV && z.BadShared == "" && err == nil {
			if v := strings.TrimSpace(string(text[:len(text)-1])); v != "" && !isIndex(v) {
				z.BadShared = fmt.Sprintf("%s: the cell's text is shared string %s, which is not a string's number", shared, quote(v))
			}
		}
		inV = false
		if err == bufio.ErrBufferFull {
			continue
		} else if err == io.EOF {
			break
		} else if err != nil {
			return z, err
		}
		tag = tag[:0]
		for {
			part, err := br.ReadSlice('>')
			tag = append(tag, part...)
			if len(tag) > maxTag {
				return z, fmt.Errorf("a tag of more than %d bytes", maxTag)
			}
			if err == bufio.ErrBufferFull {
				continue
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return z, err
			}
			break
		}
		k := 0
		for k < len(tag) && !isSpace(tag[k]) && tag[k] != '>' && tag[k] != '/' {
			k++
		}
		name, as := tag[:k], attrs(tag[k:])
		if c := bytes.LastIndexByte(name, ':'); c >= 0 {
			name = name[c+1:]
		}
		switch string(name) {
		case "row":
			endRow()
			next := row + 1
			if r, err := strconv.Atoi(strings.TrimSpace(as["r"])); err == nil && r > next {
				next = r
			}
			row = next
			z.Rows = max(z.Rows, row)
		case "c":
			col++
			at := 0 // the column its r gives, if any
			if c, _, err := excelize.CellNameToCoordinates(as["r"]); err == nil {
				at = c
			}
			if at > 0 && at < col && z.Disorder == "" {
				z.Disorder = fmt.Sprintf("row %d: a cell of column %d after one of column %d", row, at, col-1)
			}
			col = max(col, at)
			last = max(last, col)
			shared = ""
			if as["t"] == "s" {
				shared = as["r"]
				if shared == "" {
					shared, _ = excelize.CoordinatesToCellName(col, max(row, 1))
				}
			}
		case "v":
			inV = shared != "" && !bytes.HasSuffix(tag, []byte("/>"))
		case "mergeCell":
			z.Merged++
			if as["ref"] == "" && z.Disorder == "" {
				z.Disorder = fmt.Sprintf("merged range %d has no ref", z.Merged)
			}
		}
	}
	endRow()
	return z, nil
}

// maxTag bounds a tag of a sheet (the longest written is a few hundred
// bytes: a cell's attributes).
const maxTag = 1 << 20

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// attrs reads a tag's attributes (what follows its name) as encoding/xml
// does: name="value" or name='value', the name without its namespace
// prefix. It stops at the first thing that is not an attribute.
func attrs(b []byte) map[string]string {
	m := map[string]string{}
	i := 0
	skip := func() {
		for i < len(b) && isSpace(b[i]) {
			i++
		}
	}
	for {
		skip()
		j := i
		for i < len(b) && !isSpace(b[i]) && b[i] != '=' && b[i] != '>' && b[i] != '/' {
			i++
		}
		name := string(b[j:i])
		if c := strings.LastIndexByte(name, ':'); c >= 0 {
			name = name[c+1:]
		}
		skip()
		if name == "" || i >= len(b) || b[i] != '=' {
			return m
		}
		i++
		skip()
		if i >= len(b) || b[i] != '"' && b[i] != '\'' {
			return m
		}
		end := bytes.IndexByte(b[i+1:], b[i])
		if end < 0 {
			return m
		}
		m[name] = string(b[i+1 : i+1+end])
		i += end + 2
	}
}

// isIndex reports whether v is a shared string's number: digits.
func isIndex(v string) bool {
	if v == "" {
		return false
	}
	for _, c := range v {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// sheetCell is "sheet "Players", cell B2: …" for a problem of the
// worksheet entry of the zip (xl/worksheets/sheet1.xml), its sheet named
// as the user sees it (xl/workbook.xml and its relationships say which);
// the entry's name when they do not.
func sheetCell(zr *zip.Reader, entry, problem string) string {
	read := func(name string) []byte {
		for _, e := range zr.File {
			if e.Name == name {
				rc, err := e.Open()
				if err != nil {
					return nil
				}
				defer rc.Close()
				b, _ := io.ReadAll(io.LimitReader(rc, 4<<20))
				return b
			}
		}
		return nil
	}
	var rels struct {
		R []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	var wb struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			ID   string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	if xml.Unmarshal(read("xl/_rels/workbook.xml.rels"), &rels) == nil && xml.Unmarshal(read("xl/workbook.xml"), &wb) == nil {
		for _, r := range rels.R {
			if path.Clean("xl/"+strings.TrimPrefix(r.Target, "/xl/")) != entry && strings.TrimPrefix(r.Target, "/") != entry {
				continue
			}
			for _, sh := range wb.Sheets {
				if sh.ID == r.ID {
					return fmt.Sprintf("sheet %s, cell %s", quote(sh.Name), problem)
				}
			}
		}
	}
	return fmt.Sprintf("zip entry %s, cell %s", quote(entry), problem)
}
