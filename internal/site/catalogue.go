package main

import (
	"fmt"
	"html"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// The catalogue: every table of the documents as pairings prints it, a page
// a family, each table under a heading that starts a printed page.

// family is a page of the catalogue: its tables, each the arguments of a
// pairings command.
type family struct {
	file, fr, en string
	intro        string // what the page holds, in both languages
	tables       [][]string
}

func sizes(lo, hi, step int, args func(n int) []string) [][]string {
	var t [][]string
	for n := lo; n <= hi; n += step {
		t = append(t, args(n))
	}
	return t
}

func itoa(n int) string { return strconv.Itoa(n) }

var families = []family{
	{"berger.html", "Tables de Berger", "Berger tables",
		"3 à 24 joueurs (nombre impair : le dernier numéro est l'exempt) · 3 to 24 players (odd: the last number is the bye)",
		sizes(3, 24, 1, func(n int) []string { return []string{"berger", itoa(n)} })},
	{"rutsch.html", "Rutsch (003)", "Rutsch (003)",
		"Plans de table, 3 à 24 joueurs · seating plans, 3 to 24 players",
		sizes(3, 24, 1, func(n int) []string { return []string{"rutsch", itoa(n)} })},
	{"varma.html", "Tables de Varma", "Varma tables",
		"Groupes de Varma, 9 à 64 joueurs · Varma groups, 9 to 64 players",
		sizes(9, 64, 1, func(n int) []string { return []string{"varma", itoa(n)} })},
	{"groups.html", "Groupes dirigés (003)", "Directed groups (003)",
		"Les moins de groupes dont les membres ne se rencontrent pas dans les n dernières rondes, avec la ligne du document · the fewest groups whose members do not meet in the last n rounds, with the document's row",
		groupTables()},
	{"scheveningen.html", "Scheveningen", "Scheveningen",
		"Matchs de deux équipes de 1 à 30 joueurs · matches of two teams of 1 to 30 players",
		sizes(1, 30, 1, func(n int) []string { return []string{"scheveningen", itoa(n)} })},
	{"molter.html", "Molter (004)", "Molter (004)",
		"Chaque forme servie, avec sa note et ses mesures, puis les Tableaux du document · every shape served, with its grade and measures, then the document's Tableaux",
		[][]string{{"molter-report"}, {"molter", "-table", "17"}, {"molter", "-table", "17a"}, {"molter", "-table", "9"}, {"molter", "-table", "peyrin"}}},
	{"errata.html", "Errata et leurs preuves", "Errata and their proofs",
		"Les corrections faites aux tables imprimées · the corrections made to the printed tables",
		[][]string{{"errata"}}},
}

func groupTables() [][]string {
	var t [][]string
	for n := 6; n <= 24; n += 2 {
		for last := 3; last <= n/2; last++ {
			t = append(t, []string{"groups", itoa(n), itoa(last)})
		}
	}
	return t
}

const pageHead = `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s</title><link rel="icon" href="data:,"><link rel="stylesheet" href="../style.css"></head>
<body>
<nav><a href="../index.html">toutesrondes</a><a href="index.html">Catalogue</a></nav>
`

// catalogue writes the catalogue into dir with the pairings binary.
func catalogue(dir, pairings string) error {
	var index strings.Builder
	fmt.Fprintf(&index, pageHead, "Catalogue des tables · Catalogue of the tables")
	index.WriteString("<h1>Catalogue des tables · Catalogue of the tables</h1>\n<ul>\n")
	for _, f := range families {
		fmt.Fprintf(&index, "<li><a href=\"%s\">%s · %s</a>: %s</li>\n", f.file, html.EscapeString(f.fr), html.EscapeString(f.en), html.EscapeString(f.intro))
		var b strings.Builder
		title := f.fr + " · " + f.en
		fmt.Fprintf(&b, pageHead, html.EscapeString(title))
		fmt.Fprintf(&b, "<h1>%s</h1>\n<p>%s</p>\n", html.EscapeString(title), html.EscapeString(f.intro))
		for _, args := range f.tables {
			out, err := exec.Command(pairings, args...).Output()
			if err != nil {
				if len(f.tables) > 1 && args[0] == "groups" {
					continue // a size the groups do not serve
				}
				return fmt.Errorf("pairings %s: %w", strings.Join(args, " "), err)
			}
			fmt.Fprintf(&b, "<h2 id=\"%s\">pairings %s</h2>\n<pre>%s</pre>\n", strings.Join(args, "-"), html.EscapeString(strings.Join(args, " ")), html.EscapeString(string(out)))
		}
		b.WriteString("</body></html>\n")
		if err := writeFile(filepath.Join(dir, f.file), []byte(b.String())); err != nil {
			return err
		}
	}
	index.WriteString("</ul>\n<p>Chaque page s'imprime (une table par page) · every page prints (a table a page).</p>\n</body></html>\n")
	return writeFile(filepath.Join(dir, "index.html"), []byte(index.String()))
}
