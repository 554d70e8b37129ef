package sheets

// noteMolterMeasure says each measure of a Molter event's grade in words,
// as noteMolterGradeShort lists those that fall short (labels.txt holds the
// grade's other texts).
var noteMolterMeasure = [5]Text{
	{"how evenly the teams meet, and how soon each meets as many teams as it can", "la régularité des rencontres entre équipes, et la rapidité à rencontrer autant d'équipes que possible"},
	{"each team's boards against a lower and a higher order number in balance", "l'équilibre, pour chaque équipe, entre échiquiers face à un numéro d'ordre plus faible et plus fort"},
	{"the boards against a higher order number shared evenly between the teams", "le partage égal entre équipes des échiquiers face à un numéro d'ordre plus fort"},
	{"a team's boards in a round spread evenly over the teams it meets", "la répartition, dans une ronde, des échiquiers d'une équipe entre les équipes rencontrées"},
	{"each team with white on half its boards in every round", "chaque équipe avec les blancs sur la moitié de ses échiquiers à chaque ronde"},
}
