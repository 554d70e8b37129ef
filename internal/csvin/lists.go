package csvin

import (
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

// field is column c of rec, trimmed; "" when the list or the row has no
// such column.
func (t *table) field(rec []string, c Column) string {
	if i, ok := t.cols[c]; ok && i < len(rec) {
		return strings.TrimSpace(rec[i])
	}
	return ""
}

// rows calls row with each data row that is not blank and its line, until
// the end or the first error.
func (t *table) rows(row func(line int, rec []string) error) error {
	for {
		rec, err := t.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return Error(t.name, err)
		}
		line, _ := t.FieldPos(0)
		if err := row(line, rec); err != nil {
			return err
		}
	}
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
	err = t.rows(func(line int, rec []string) error {
		p, err := t.player(line, rec)
		if err != nil {
			return err
		}
		if len(players) == max {
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
	{
		p := Player{LastName: t.field(rec, Name), FirstName: t.field(rec, FirstName),
			Federation: strings.ToUpper(t.field(rec, Federation)), Club: t.field(rec, Club),
			FideID: t.field(rec, FideID), Title: strings.ToUpper(t.field(rec, Title)),
			BirthDate: t.field(rec, BirthDate), Sex: strings.ToLower(t.field(rec, Sex))}
		p.Name = strings.TrimSpace(p.LastName + " " + p.FirstName)
		if p.LastName == "" {
			return Player{}, t.fail(line, "no name")
		}
		if s := t.field(rec, Rating); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 || n > MaxRating || strings.Trim(s, "0123456789") != "" {
				return Player{}, t.fail(line, "rating %q is not a whole number from 0 to %d", s, MaxRating)
			}
			p.Rating = n
		}
		if p.Federation != "" && !trf.IsFederation(p.Federation) {
			return Player{}, t.fail(line, "federation %q is not a three-letter code such as FRA or BEL (a club goes in a column \"club\")", t.field(rec, Federation))
		}
		if p.FideID != "" && (len(p.FideID) > 11 || strings.Trim(p.FideID, "0123456789") != "") {
			return Player{}, t.fail(line, "FIDE id %q is not a number of at most 11 digits", p.FideID)
		}
		if p.Title != "" && !slices.Contains(Titles, p.Title) {
			return Player{}, t.fail(line, "title %q is not one of %s", p.Title, strings.Join(Titles, ", "))
		}
		if p.BirthDate != "" {
			d, ok := birthDate(p.BirthDate)
			if !ok {
				return Player{}, t.fail(line, "birth date %q: want YYYY-MM-DD, YYYY/MM/DD, DD/MM/YYYY or YYYY", p.BirthDate)
			}
			p.BirthDate = d
		}
		switch p.Sex {
		case "", "m", "w":
		case "f":
			p.Sex = "w" // TRF writes w
		case "h": // homme
			p.Sex = "m"
		default:
			return Player{}, t.fail(line, "sex %q: want m, w or nothing (h is read as m, f as w)", p.Sex)
		}
		return p, nil
	}
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
