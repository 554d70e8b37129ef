package trf

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// teamSample is a team event of two teams of two players.
func teamSample() *File {
	f := &File{Name: "Interclubs", TypeCode: "FIDE_TEAM_ROUNDROBIN", Rounds: 1}
	f.Players = []Player{
		{Number: 1, Name: "Dupont, Jérôme", Points: 1, Rank: 1, Rounds: []Round{{3, 'w', '1'}}},
		{Number: 2, Name: "Lefèvre, Anaïs", Points: 0.5, Rank: 2, Rounds: []Round{{4, 'b', '='}}},
		{Number: 3, Name: "Abad", Points: 0, Rank: 4, Rounds: []Round{{1, 'b', '0'}}},
		{Number: 4, Name: "Cruz", Points: 0.5, Rank: 2, Rounds: []Round{{2, 'w', '='}}},
	}
	f.Teams = &Teams{
		List: []Team{
			{Number: 1, Name: "Échiquier Lyonnais", MatchPoints: 2, GamePoints: 1.5, Rank: 1, Players: []int{1, 2}},
			{Number: 2, Name: "Tour de Nîmes", MatchPoints: 0, GamePoints: 0.5, Rank: 2, Players: []int{3, 4}},
		},
		Colours: "WB", MatchPoints: &[3]float64{2, 1, 0},
		Byes: []int{0}, Forfeits: []Forfeit{{"+-", 1, 1, 2}},
		LineUps: []LineUp{{Round: 1, Team: 1, Opponent: 2, Players: []int{2, 0}}},
	}
	return f
}

func lineOf(t *testing.T, text, prefix string) string {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	t.Fatalf("no line %q in\n%s", prefix, text)
	return ""
}

// TestTeamExample writes the 310 records of TRF-2026's own example (India,
// Ukraine) and the 330 example, and compares them with the printed lines.
func TestTeamExample(t *testing.T) {
	f := &File{}
	for _, n := range []int{1, 2, 4, 5, 15, 20, 22, 27, 28, 44} {
		f.Players = append(f.Players, Player{Number: n})
	}
	f.Teams = &Teams{MatchPoints: &[3]float64{2, 1, 0}, List: []Team{
		{Number: 1, Name: "India", Nickname: "IND", Strength: 2486, MatchPoints: 15, GamePoints: 28, Rank: 11, Players: []int{1, 5, 15, 28, 44}},
		{Number: 2, Name: "Ukraine", Nickname: "UKR", Strength: 2478, MatchPoints: 14, GamePoints: 26.5, Rank: 14, Players: []int{2, 4, 20, 27, 22}},
	}, Forfeits: []Forfeit{{"+-", 4, 1, 2}}}
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"310   1 India                            IND     2486   15.0   28.0  11     1    5   15   28   44",
		"310   2 Ukraine                          UKR     2478   14.0   26.5  14     2    4   20   27   22",
		"330 +- 004 001 002",
		"362 TW 2.0   TD 1.0   TL 0.0", // code at 5-6, points 7-10, every 9 columns
		"082 2",
	} {
		if !strings.Contains(buf.String(), "\n"+want+"\n") {
			t.Errorf("missing %q in\n%s", want, buf.String())
		}
	}
}

// TestTeamColumns checks each field at the columns of TRF-2026, counted
// from the format's tables, and the round trip through Read.
func TestTeamColumns(t *testing.T) {
	f := teamSample()
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	at := func(l string, from, to int) string { return l[from-1 : min(to, len(l))] }
	t310 := lineOf(t, text, "310   1")
	t362 := lineOf(t, text, "362")
	t320 := lineOf(t, text, "320")
	t300 := lineOf(t, text, "300")
	for _, c := range []struct {
		l        string
		from, to int
		want     string
	}{
		{t310, 5, 7, "  1"}, {t310, 9, 40, "Echiquier Lyonnais              "}, {t310, 48, 53, "     0"}, {t310, 55, 60, "   2.0"},
		{t310, 62, 67, "   1.5"}, {t310, 69, 71, "  1"}, {t310, 74, 77, "   1"}, {t310, 79, 82, "   2"},
		{t362, 5, 6, "TW"}, {t362, 7, 10, " 2.0"}, {t362, 14, 15, "TD"}, {t362, 16, 19, " 1.0"}, {t362, 23, 24, "TL"}, {t362, 25, 28, " 0.0"},
		{t320, 5, 8, " 0.0"}, {t320, 10, 13, " 0.0"}, {t320, 15, 17, "000"},
		{lineOf(t, text, "352"), 5, 6, "WB"},
		{t300, 5, 7, "001"}, {t300, 9, 11, "001"}, {t300, 13, 15, "002"}, {t300, 17, 20, "0002"}, {t300, 22, 25, "0000"},
	} {
		if got := at(c.l, c.from, c.to); got != c.want {
			t.Errorf("%.3s columns %d-%d = %q, want %q", c.l, c.from, c.to, got, c.want)
		}
	}
	back, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := *f.Teams
	want.List = append([]Team(nil), want.List...)
	want.List[0].Name, want.List[1].Name = "Echiquier Lyonnais", "Tour de Nimes"
	if !reflect.DeepEqual(*back.Teams, want) {
		t.Errorf("read back %+v\nwant %+v", *back.Teams, want)
	}
}

// TestTeamRefused: a member without a 001 line, a name too long, a team
// number out of three digits, a bad forfeit are refused, naming the team.
func TestTeamRefused(t *testing.T) {
	for _, c := range []struct {
		change func(*Teams)
		want   string
	}{
		{func(t *Teams) { t.List[1].Players = append(t.List[1].Players, 9) }, "team 2 (Tour de Nîmes): player 9 has no 001 line"},
		{func(t *Teams) { t.List[0].Name = strings.Repeat("x", 33) }, "longer than the 32 columns"},
		{func(t *Teams) { t.List[0].Number = 1000 }, "team 1000 (Échiquier Lyonnais): a team pairing number is 1 to 999"},
		{func(t *Teams) { t.List[0].GamePoints = 1e6 }, "game points: 1e+06"},
		{func(t *Teams) { t.Forfeits[0].Type = "+" }, "line 330"},
		{func(t *Teams) { t.Colours = "WBX" }, "line 352"},
		{func(t *Teams) { t.Byes = []int{7} }, "team 7 has no 310 line"},
		{func(t *Teams) { t.LineUps[0].Opponent = 7 }, "line 300"},
		{func(t *Teams) { t.LineUps[0].Players[1] = 9 }, "line 300: round 1, team 1: player 9 has no 001 line"},
	} {
		f := teamSample()
		c.change(f.Teams)
		err := Write(&bytes.Buffer{}, f)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}

// TestTeamFieldsBySpaces reads the 310 lines as chesspairing does: after
// column 46, the fields split at spaces are the strength factor, the
// match points, the game points, the rank and the players. With the
// strength factor or the match points left blank the others would shift.
func TestTeamFieldsBySpaces(t *testing.T) {
	f := teamSample()
	f.Teams.MatchPoints = nil // a Molter event: no 362, the match points 0
	f.Teams.List[0].MatchPoints = 0
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	for n, want := range map[string]string{"310   1": "0 0.0 1.5 1 1 2", "310   2": "0 0.0 0.5 2 3 4"} {
		if got := strings.Join(strings.Fields(lineOf(t, buf.String(), n)[46:]), " "); got != want {
			t.Errorf("%s: fields %q, want %q", n, got, want)
		}
	}
}
