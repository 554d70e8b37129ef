package csvin

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/toutesrondes/toutesrondes/internal/trf"

	"golang.org/x/text/unicode/norm"
)

// Column is a column of a player or team list that the commands read,
// whatever language, case and accents its header is written in.
type Column int

// The columns of the lists. A list has other columns too (an e-mail, a
// licence number): they are ignored.
const (
	Unknown    Column = iota
	Name              // name, nom: the whole name, or the family name when a first name column is there too
	FirstName         // first name, prénom
	Rating            // rating, elo, classement
	Federation        // federation, fédération, fed: three letters (FRA)
	Club              // club
	FideID            // fide id, code fide, n° fide, id fide
	Title             // title, titre: GM, IM, …
	BirthDate         // birth date, date de naissance, né le
	Sex               // sex, sexe
	Affinity          // affinity, affinité: what keeps players apart in a drawing of lots
	TeamName          // team, équipe
)

// columnNames are the names Column's String and the messages use, the
// English headers.
var columnNames = [...]string{"", "name", "first name", "rating", "federation", "club", "fide id", "title", "birth date", "sex", "affinity", "team"}

func (c Column) String() string {
	if c > 0 && int(c) < len(columnNames) {
		return columnNames[c]
	}
	return "column " + strconv.Itoa(int(c))
}

// headers are the headers known for each column, as Fold writes them.
var headers = map[string]Column{
	"name": Name, "nom": Name, "player": Name, "joueur": Name, "last name": Name, "surname": Name, "family name": Name, "nom de famille": Name,
	"first name": FirstName, "given name": FirstName, "prenom": FirstName,
	"rating": Rating, "elo": Rating, "classement": Rating, "elo fide": Rating,
	"federation": Federation, "fed": Federation,
	"club":    Club,
	"fide id": FideID, "id fide": FideID, "code fide": FideID, "n fide": FideID, "no fide": FideID, "numero fide": FideID, "fide code": FideID, "fide number": FideID,
	"title": Title, "titre": Title,
	"birth date": BirthDate, "date of birth": BirthDate, "birthdate": BirthDate, "date de naissance": BirthDate, "ne le": BirthDate, "nee le": BirthDate, "ne e le": BirthDate,
	"sex": Sex, "sexe": Sex,
	"affinity": Affinity, "affinite": Affinity,
	"team": TeamName, "equipe": TeamName,
}

// Fold is a header as the lists compare it: in lower case, without
// accents, every run of other characters than letters and digits one
// space ("N° FIDE" reads "n fide", "Né(e) le" "ne e le", "Prénom" "prenom").
func Fold(h string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(h) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}

// HeaderColumn is the column a header names, Unknown for one the lists do
// not read.
func HeaderColumn(h string) Column {
	return headers[Fold(h)]
}

// playerColumn matches the folded player columns of a teams file: player1,
// "Player 2", "Joueur 3", "joueur_4".
var playerColumn = regexp.MustCompile(`^(?:player|joueur) ?([0-9]+)$`)

// Player is a row of a player list: the name the workbook shows, and what
// a tournament report (TRF) needs besides, every field trimmed.
type Player struct {
	// Name is the name the workbook shows: the name column, followed by the
	// first name when the list has one ("Dupont Jean", family name first,
	// as French lists print it).
	Name string
	// LastName and FirstName are the two columns as the list gives them
	// (LastName the name column when there is no first name column).
	LastName, FirstName string
	Rating              int    // 0: not given
	Federation          string // three capital letters, or ""
	Club                string
	FideID              string // digits
	Title               string // one of Titles, or ""
	BirthDate           string // YYYY/MM/DD or YYYY, as a TRF writes it, or ""
	Sex                 string // m, w (a list's f is w) or ""
}

// Titles are FIDE's titles as a TRF writes them.
var Titles = []string{"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}

// MaxRating bounds a rating read from a player list.
const MaxRating = 4000

// table is a user's list with a header row: the reader and the column of
// each header.
type table struct {
	*Reader
	name   string
	header []string
	cols   map[Column]int
}

// openTable reads the header row of a list that must have column want
// (its English name in the message); the columns known to HeaderColumn
// are found, each at most once.
func openTable(r io.Reader, name string, enc Encoding, want Column) (*table, error) {
	cr, err := NewReader(r, name, enc)
	if err != nil {
		return nil, err
	}
	header, err := cr.Read()
	if err == io.EOF {
		return nil, fmt.Errorf("%s: empty, want a header row with a %s column", name, want)
	}
	if err != nil {
		return nil, Error(name, err)
	}
	t := &table{Reader: cr, name: name, header: header, cols: map[Column]int{}}
	for i, h := range header {
		c := HeaderColumn(h)
		if c == Unknown {
			continue
		}
		if _, dup := t.cols[c]; dup {
			return nil, t.fail(1, "column %q appears twice", c)
		}
		t.cols[c] = i
	}
	if _, ok := t.cols[want]; !ok {
		return nil, t.fail(1, "no column %q in the header %q", want, strings.Join(header, string(cr.Comma)))
	}
	return t, nil
}

func (t *table) fail(line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", t.name, line, fmt.Sprintf(format, args...))
}

// column names column c of the list for a message: its number and its
// header as the file writes it (`column 4 "Fédération"`).
func (t *table) column(c Column) string {
	i := t.cols[c]
	return fmt.Sprintf("column %d %q", i+1, strings.TrimSpace(t.header[i]))
}

// field is column c of rec, trimmed; "" when the list or the row has no
// such column.
func (t *table) field(rec []string, c Column) string {
	if i, ok := t.cols[c]; ok && i < len(rec) {
		return trim(rec[i])
	}
	return ""
}

// trim is s without the spaces around it, the no-break spaces a
// spreadsheet writes (U+00A0, U+202F) counted as spaces.
func trim(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '\u00a0' || r == '\u202f' })
}

// blank reports whether no field of rec holds a value: the rows of
// separators alone (";;;") that Excel writes below a list.
func blank(rec []string) bool {
	for _, f := range rec {
		if trim(f) != "" {
			return false
		}
	}
	return true
}

// maxBadLines is how many bad lines a list's error names; a count says
// the rest.
const maxBadLines = 10

// rows calls row with each data row that is not blank and its line, to
// the end: every row's error is kept, and the error returned names the
// first maxBadLines bad lines, a line each, then the count of the others.
// A file that cannot be read as CSV (a quote left open) stops at once.
func (t *table) rows(row func(line int, rec []string) error) error {
	var bad []error
	for {
		rec, err := t.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			bad = append(bad, Error(t.name, err))
			break
		}
		if blank(rec) {
			continue
		}
		line, _ := t.FieldPos(0)
		if err := row(line, rec); err != nil {
			bad = append(bad, err)
		}
	}
	return badLines(t.name, bad)
}

// badLines is the error of a list with the bad lines of bad (nil without
// any): one line alone as it is, more as a count and a line each, the
// first maxBadLines of them.
func badLines(name string, bad []error) error {
	switch len(bad) {
	case 0:
		return nil
	case 1:
		return bad[0]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d bad lines:", name, len(bad))
	for i, e := range bad {
		if i == maxBadLines {
			fmt.Fprintf(&b, "\n  … and %d more bad lines", len(bad)-maxBadLines)
			break
		}
		b.WriteString("\n  " + e.Error())
	}
	return errors.New(b.String())
}

// rating is the rating column of rec (ParseRating), 0 when blank or
// absent; the problem, "" without one, names the column and says why.
func (t *table) rating(rec []string) (int, string) {
	s := t.field(rec, Rating)
	if s == "" {
		return 0, ""
	}
	n, why := ParseRating(s)
	if why != "" {
		return 0, fmt.Sprintf("%s: rating %q: %s", t.column(Rating), s, why)
	}
	return n, ""
}

// federation is the federation column of rec in capitals, "" when blank
// or absent; one that is not one of FIDE's codes (trf.IsFederation) is a
// problem naming the column, and what was meant when it names a
// federation ("France is FRA").
func (t *table) federation(rec []string) (string, string) {
	f := strings.ToUpper(t.field(rec, Federation))
	if f == "" || trf.IsFederation(f) {
		return f, ""
	}
	hint := trf.FederationHint(f)
	if hint == "" {
		hint = "want three capital letters such as FRA, BEL, SUI (FID for FIDE's flag); a club goes in a column \"club\""
	}
	return "", fmt.Sprintf("%s: federation %q is not one of FIDE's codes; %s", t.column(Federation), t.field(rec, Federation), hint)
}

// appendNonEmpty appends s to list unless it is "".
func appendNonEmpty(list []string, s string) []string {
	if s == "" {
		return list
	}
	return append(list, s)
}

// ParseRating reads a rating as a spreadsheet writes it (Excel formats numbers
// by the locale): "2254"; digits grouped by thousands with a space, a
// no-break space (U+00A0, U+202F, French Excel), a comma or a dot ("2 254",
// "2,254", "2.254": four digits at most, so one digit, the separator and
// three digits is a thousands separator); a decimal comma or dot with
// zeros after it ("2105,0", "2105.00"). It says why s is refused: a
// decimal that is not whole ("2105,5", "2,5"), a sign, other characters,
// beyond 0 to MaxRating.
func ParseRating(s string) (int, string) {
	digits := func(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }
	t := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '\u2009':
			return ' '
		}
		return r
	}, s)
	// The decimals first ("1 845,0"), then the groups of the whole part.
	whole, frac, decimal := t, "", false
	if i := strings.IndexAny(t, ",."); i >= 0 {
		whole, frac, decimal = t[:i], t[i+1:], true
		if strings.ContainsAny(frac, ",.") {
			return 0, "two separators: want a whole number such as 2254"
		}
		if !digits(frac) {
			return 0, "not a number: want a whole number such as 2254"
		}
	}
	grouped := false
	if g := strings.Split(whole, " "); len(g) > 1 {
		for i, x := range g {
			if !digits(x) || i == 0 && len(x) > 3 || i > 0 && len(x) != 3 {
				return 0, "spaces where a number has none: want digits, grouped by three (2 254)"
			}
		}
		whole, grouped = strings.Join(g, ""), true
	}
	if !digits(whole) {
		return 0, "not a number: want a whole number such as 2254"
	}
	switch {
	case !decimal:
	case len(whole) == 1 && len(frac) == 3 && !grouped: // "2,254": thousands
		whole += frac
	case strings.Trim(frac, "0") != "":
		return 0, fmt.Sprintf("not a whole number (a rating has no decimals): %s,%s", whole, frac)
	}
	t = whole
	if !digits(t) {
		return 0, "not a number: want a whole number such as 2254"
	}
	n, err := strconv.Atoi(t)
	if err != nil || n > MaxRating || len(t) > 9 {
		return 0, fmt.Sprintf("beyond the ratings, 0 to %d", MaxRating)
	}
	return n, ""
}

// ReadPlayers reads a player list: a header row naming the columns, then
// one player per row in pairing-number order, at most max players. The
// headers are read in English or French, in any case, with or without
// accents (Nom, Prénom, Elo, Fédération, Club, Code FIDE, Titre, Né le,
// Sexe: see Column); only the name is required, other columns are
// ignored. Every error names the file and the line.
func ReadPlayers(r io.Reader, name string, enc Encoding, max int) ([]Player, error) {
	t, err := openTable(r, name, enc, Name)
	if err != nil {
		return nil, err
	}
	var players []Player
	type seen struct {
		line int
		name string
	}
	byID, byNameDate := map[string]seen{}, map[string]seen{}
	full := false
	err = t.rows(func(line int, rec []string) error {
		p, bad, err := t.playerFields(line, rec)
		if err != nil {
			return err
		}
		// One player on two lines: the same FIDE id, or the same name
		// and birth date (names compared as headers are: case and
		// accents aside). A line with other problems counts too.
		if p.FideID != "" {
			if at, dup := byID[p.FideID]; dup {
				bad = append(bad, fmt.Sprintf("%s is listed twice: lines %d (%s) and %d have the same FIDE id %s", p.Name, at.line, at.name, line, p.FideID))
			} else {
				byID[p.FideID] = seen{line, p.Name}
			}
		}
		if p.BirthDate != "" {
			key := Fold(p.Name) + "|" + p.BirthDate
			if at, dup := byNameDate[key]; dup {
				bad = append(bad, fmt.Sprintf("%s is listed twice: lines %d and %d have the same name and birth date %s", p.Name, at.line, line, p.BirthDate))
			} else {
				byNameDate[key] = seen{line, p.Name}
			}
		}
		if len(bad) > 0 {
			return t.fail(line, "%s", strings.Join(bad, "; "))
		}
		if len(players) == max {
			if full {
				return nil // said once
			}
			full = true
			return t.fail(line, "more than %d players", max)
		}
		players = append(players, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return players, nil
}

// player reads the player of row rec (at line) of a list with a name
// column: ReadPlayers' rows, and the rows of a teams file's long form.
func (t *table) player(line int, rec []string) (Player, error) {
	p, bad, err := t.playerFields(line, rec)
	if err != nil {
		return Player{}, err
	}
	if len(bad) > 0 {
		return Player{}, t.fail(line, "%s", strings.Join(bad, "; "))
	}
	return p, nil
}

// playerFields reads a row's player and every problem of its columns, in
// their order; err is a row with no name.
func (t *table) playerFields(line int, rec []string) (Player, []string, error) {
	p := Player{LastName: t.field(rec, Name), FirstName: t.field(rec, FirstName), Club: t.field(rec, Club),
		FideID: t.field(rec, FideID), Title: strings.ToUpper(t.field(rec, Title)),
		BirthDate: t.field(rec, BirthDate), Sex: strings.ToLower(t.field(rec, Sex))}
	p.Name = strings.TrimSpace(p.LastName + " " + p.FirstName)
	if p.LastName == "" {
		return Player{}, nil, t.fail(line, "no name (%s is empty, and the line holds other values)", t.column(Name))
	}
	// Every problem of the line, in the order of its columns.
	var bad []string
	var why string
	p.Rating, why = t.rating(rec)
	bad = appendNonEmpty(bad, why)
	p.Federation, why = t.federation(rec)
	bad = appendNonEmpty(bad, why)
	if p.FideID != "" && (len(p.FideID) > 11 || strings.Trim(p.FideID, "0123456789") != "") {
		bad = append(bad, fmt.Sprintf("%s: FIDE id %q is not a number of at most 11 digits", t.column(FideID), p.FideID))
	}
	if p.Title != "" && !slices.Contains(Titles, p.Title) {
		bad = append(bad, fmt.Sprintf("%s: title %q is not one of %s", t.column(Title), p.Title, strings.Join(Titles, ", ")))
	}
	if p.BirthDate != "" {
		if d, ok := birthDate(p.BirthDate); ok {
			p.BirthDate = d
		} else {
			bad = append(bad, fmt.Sprintf("%s: birth date %q: want YYYY-MM-DD, YYYY/MM/DD, DD/MM/YYYY or YYYY", t.column(BirthDate), p.BirthDate))
		}
	}
	switch p.Sex {
	case "", "m", "w":
	case "f":
		p.Sex = "w" // TRF writes w
	case "h": // homme
		p.Sex = "m"
	default:
		bad = append(bad, fmt.Sprintf("%s: sex %q: want m, w or nothing (h is read as m, f as w)", t.column(Sex), p.Sex))
	}
	return p, bad, nil
}

// birthDate reads YYYY-MM-DD, YYYY/MM/DD, DD/MM/YYYY (French lists) or
// YYYY into TRF's YYYY/MM/DD (or YYYY).
func birthDate(s string) (string, bool) {
	if len(s) == 4 && strings.Trim(s, "0123456789") == "" {
		return s, true
	}
	s = strings.ReplaceAll(s, "-", "/")
	if d, err := time.Parse("02/01/2006", s); err == nil {
		return d.Format("2006/01/02"), true
	}
	if _, err := time.Parse("2006/01/02", s); err != nil {
		return "", false
	}
	return s, true
}

// Team is a row of a teams file: the team's name and its players,
// strongest first ("" where the file leaves a board empty).
type Team struct {
	Name    string
	Players []string
	// Roster is the player of each of Players, the same order, with every
	// column a long form gives (see readRosters); nil in the wide form,
	// which gives names only.
	Roster []Player
}

// ReadTeams reads a teams file: a header row, then one team per row in the
// order of the letters (A, B, …: after the drawing of the envelopes). The
// column team (or équipe) is required; the columns player1, player2, …
// (Joueur 1, …) give its players, strongest first; other columns are
// ignored. players bounds the player columns. A file whose header has a
// column name (nom) is the long form instead, one row a player with the
// columns of a player list: see readRosters.
func ReadTeams(r io.Reader, name string, enc Encoding, players int) ([]Team, error) {
	t, err := openTable(r, name, enc, TeamName)
	if err != nil {
		return nil, err
	}
	playerCol := map[int]int{} // order number -> column
	maxOrder := 0
	for i, h := range t.header {
		mm := playerColumn.FindStringSubmatch(Fold(h))
		if mm == nil {
			continue
		}
		k, err := strconv.Atoi(mm[1])
		if err != nil || k < 1 || k > players || len(mm[1]) > 9 {
			return nil, t.fail(1, "column %q: a team has players 1 to %d", strings.TrimSpace(h), players)
		}
		if _, dup := playerCol[k]; dup {
			return nil, t.fail(1, "column %q appears twice", strings.ToLower(strings.TrimSpace(h)))
		}
		playerCol[k] = i
		maxOrder = max(maxOrder, k)
	}
	if _, ok := t.cols[Name]; ok {
		return t.readRosters(len(playerCol) > 0)
	}
	var teams []Team
	err = t.rows(func(line int, rec []string) error {
		tm := Team{Name: t.field(rec, TeamName)}
		if tm.Name == "" {
			return t.fail(line, "no team name")
		}
		for k := 1; k <= maxOrder; k++ {
			s := ""
			if c, ok := playerCol[k]; ok && c < len(rec) {
				s = strings.TrimSpace(rec[c])
			}
			tm.Players = append(tm.Players, s)
		}
		for len(tm.Players) > 0 && tm.Players[len(tm.Players)-1] == "" {
			tm.Players = tm.Players[:len(tm.Players)-1]
		}
		teams = append(teams, tm)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(teams) == 0 {
		return nil, fmt.Errorf("%s: no teams", name)
	}
	return teams, nil
}
