package main

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// molterOrigin is where a Molter table comes from as a user names it: the
// document's title and the table ("Molter system, Tableau 26"), not the
// source file and line the tables record; a constructed table's origin
// says how it was built.
func molterOrigin(l msg.Lang, table, origin string) string {
	if strings.Contains(origin, ".txt") || strings.HasPrefix(origin, "printed") {
		return l.F("%s, Tableau %s", msg.Document("004", l), table)
	}
	return l.T(origin)
}

// roundsWord is "round" or "rounds" in l, for n rounds.
func roundsWord(l msg.Lang, n int) string {
	if n == 1 {
		return l.T("round")
	}
	return l.T("rounds")
}

// molterAdvice notes on standard error the constructed event that grades
// above the document's event e, with the flag that selects it.
func molterAdvice(cmd *cli.Call, e molter.Event) {
	if e.Alt != nil {
		fmt.Fprintf(cmd.Stderr, "pairings molter: %s\n", cmd.Lang.Error(fmt.Sprintf("note: Tableau %s over %s grades %s; %s",
			e.Table, msg.En.Rounds(len(e.Rounds)), molter.GradeSaid(e), molter.AlternativeText(*e.Alt))))
	}
}
