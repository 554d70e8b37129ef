package main

import (
	"bytes"
	_ "embed"
	"path/filepath"
	"text/template"
)

// page.html is the layout of the pages that run mkxlsx (make.html,
// read.html): the same head, form, outputs and scripts; each fills in its
// name, heading, output element and the function of app.js that starts it.
//
//go:embed page.html
var pageLayout string

var pageTemplate = template.Must(template.New("page.html").Parse(pageLayout))

// A runPage is one page of pageTemplate.
type runPage struct {
	Name   string // the file is Name.html; the title says it
	Fr, En string // the heading
	Out    string // the id of the <pre> app.js writes the command's output to
	Start  string // the function of app.js that starts the page
}

var runPages = []runPage{
	{Name: "make", Fr: "Faire un classeur", En: "Make a workbook", Out: "out", Start: "makePage"},
	{Name: "read", Fr: "Lire un classeur rempli", En: "Read a filled workbook", Out: "standings", Start: "readPage"},
}

// writePages writes the pages of runPages into out.
func writePages(out string) error {
	for _, p := range runPages {
		var b bytes.Buffer
		if err := pageTemplate.Execute(&b, p); err != nil {
			return err
		}
		if err := writeFile(filepath.Join(out, p.Name+".html"), b.Bytes()); err != nil {
			return err
		}
	}
	return nil
}
