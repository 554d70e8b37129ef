package sheets

// Labels of issue 9 (Molter tables graded), apart from labels.go so that
// the helpers' branches merge cleanly.
var (
	lblEvGrade = Text{"Grade", "Note"}
	// noteMolterGrade is followed by the grade, then noteMolterGradeWhat.
	noteMolterGrade     = Text{"Source: the document's table. Grade of this event: ", "Source : le tableau du document. Note de ce tournoi : "}
	noteMolterGradeWhat = Text{
		" (A: every measure of quality at its proven best; B(…): the measures that fall short — 1 pairs of teams and distinct teams met, 2 floaters, 3 descents, 4 a team's boards over the others, 5 team whites; pairings molter-report gives the details).",
		" (A : chaque mesure de qualité à son meilleur prouvé ; B(…) : les mesures en deçà — 1 paires d'équipes et équipes distinctes rencontrées, 2 flotteurs, 3 descentes, 4 échiquiers d'une équipe face aux autres, 5 blancs par équipe ; pairings molter-report donne le détail).",
	}
)

// The grade matrix workbook (WriteMolterGrades).
var (
	sheetConstructedGrades = Text{"Constructed", "Construits"}
	sheetDocumentGrades    = Text{"Document", "Document"}
	lblGradesTeams         = Text{"Teams", "Équipes"}
	lblGradesPlayers       = Text{"Players", "Joueurs"}
	lblGradesConstructed   = Text{"constr.", "constr."}
)
