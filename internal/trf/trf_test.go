package trf

import (
	"bytes"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
)

func sample() *File {
	return &File{
		Name: "Championnat de Lyon", City: "Lyon", Federation: "FRA", Start: "2026/03/01", End: "2026/03/03",
		Rated: 2, Type: "Round robin", Arbiter: "Dupont, Jean", Deputy: "Muller, Jorg; Rossi, Anna", TimeControl: "90'+30\"",
		RoundDates: []string{"26/03/01", "26/03/02", "26/03/03"},
		Rounds:     3, TypeCode: "FIDE_ROUNDROBIN", TieBreaks: []string{"DE", "WIN", "SB", "KS"},
		Players: []Player{
			{Number: 1, Sex: "w", Title: "WIM", Name: "Dubois, Hélène", Federation: "FRA", FideID: "12345678",
				BirthDate: "1990/05/17", Rating: 2250, Points: 1.5, Rank: 1,
				Rounds: []Round{{0, '-', 'Z'}, {2, 'w', '='}, {3, 'b', '+'}}},
			{Number: 2, Sex: "m", Name: "Martin, Paul", Rating: 1980, Points: 0.5, Rank: 2,
				Rounds: []Round{{3, 'w', '-'}, {1, 'b', '='}, {0, '-', 'Z'}}},
			{Number: 3, Name: "Petit, Zoé", Points: 1, Rank: 3,
				Rounds: []Round{{2, 'b', '+'}, {0, '-', 'Z'}, {1, 'w', '-'}}},
		},
	}
}

// TestColumns checks the fixed columns of C.04 Annex 2 (TRF-16) on the
// written text, counted by hand from the format's description: start
// number 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation
// 54-56, FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, round r
// at 92+10(r-1): opponent (4), space, colour, space, result.
func TestColumns(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, sample()); err != nil {
		t.Fatal(err)
	}
	var p1 []rune
	for _, l := range strings.Split(buf.String(), "\n") {
		if strings.HasPrefix(l, "001    1") {
			p1 = []rune(l)
		}
	}
	at := func(from, to int) string { return string(p1[from-1 : to]) }
	for _, c := range []struct {
		from, to int
		want     string
	}{
		{1, 3, "001"}, {5, 8, "   1"}, {10, 10, "w"}, {11, 13, "WIM"}, {15, 28, "Dubois, Helene"},
		{49, 52, "2250"}, {54, 56, "FRA"}, {58, 68, "   12345678"}, {70, 79, "1990/05/17"},
		{81, 84, " 1.5"}, {86, 89, "   1"},
		{92, 99, "0000 - Z"}, {102, 109, "0002 w ="}, {112, 119, "0003 b +"},
	} {
		if got := at(c.from, c.to); got != c.want {
			t.Errorf("columns %d-%d = %q, want %q", c.from, c.to, got, c.want)
		}
	}
	// One 112 line a deputy (C.04 Annex 2: one line each).
	for _, l := range []string{"102 Dupont, Jean\n112 Muller, Jorg\n112 Rossi, Anna", "142 3", "192 FIDE_ROUNDROBIN", "202 DE,WIN,SB,KS"} {
		if !strings.Contains(buf.String(), "\n"+l+"\n") {
			t.Errorf("no line %q in\n%s", l, buf.String())
		}
	}
	if !strings.Contains(buf.String(), "\n132"+strings.Repeat(" ", 88)+"26/03/01  26/03/02  26/03/03\n") {
		t.Errorf("132 line:\n%s", buf.String())
	}
}

// TestRoundTrip: what Write writes, Read reads back the same.
func TestRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	f := sample()
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	got, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	// The names read back in ASCII.
	f.Players[0].Name, f.Players[2].Name = "Dubois, Helene", "Petit, Zoe"
	if !reflect.DeepEqual(got, f) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, f)
	}
}

// TestBlankRound: a round without game written blank (0000 -, as a
// workbook filled in part writes a game not played yet) reads back as
// such, in the middle of a line and at its end, where the line is cut
// after the colour.
func TestBlankRound(t *testing.T) {
	f := &File{Players: []Player{{Number: 1, Name: "A", Rank: 1, Rounds: []Round{{0, '-', ' '}, {0, '-', 'Z'}, {0, '-', ' '}}}}}
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	if want := "  0000 -    0000 - Z  0000 -\n"; !strings.HasSuffix(buf.String(), want) {
		t.Errorf("%q, want the end %q", buf.String(), want)
	}
	got, err := Read(&buf)
	if err != nil || !reflect.DeepEqual(got.Players, f.Players) {
		t.Errorf("read back %+v, %v", got, err)
	}
}

func TestWriteRefuses(t *testing.T) {
	for _, c := range []struct {
		change func(*File)
		msg    string
	}{
		{func(f *File) { f.Players[0].Name = strings.Repeat("x", 34) }, "player 1: name"},
		{func(f *File) { f.Players[0].Number = 10000 }, "four digits"},
		{func(f *File) { f.Name = "a\nb" }, "line break"},
		{func(f *File) { f.Players[1].Title = "GMXX" }, `player 2 (Martin, Paul): title "GMXX": want one of GM, IM`},
		{func(f *File) { f.Players[1].Sex = "F" }, `player 2 (Martin, Paul): sex "F": want m or w`},
		{func(f *File) { f.Players[0].FideID = "FRA-1234" }, `player 1 (Dubois, Hélène): FIDE id "FRA-1234": want digits`},
		{func(f *File) { f.Players[0].BirthDate = "17/05/1990" }, `player 1 (Dubois, Hélène): birth date "17/05/1990": want YYYY/MM/DD`},
		{func(f *File) { f.Players[2].Points = 100.5 }, "player 3: 100.5 points"},
		{func(f *File) { f.Players[2].Points = 2 }, "player 3: 2.0 points, and the results of the line sum to 1.0"},
		{func(f *File) { f.Players[2].Rounds[0].Opponent = 10000 }, "player 3: round 1: opponent 10000"},
		{func(f *File) { f.Players[0].Rounds[2].Result = 'x' }, "player 1: round 3"},
		{func(f *File) { f.Players[2].Rounds[2].Result = ' ' }, "player 3: round 3: opponent 1, colour 'w' with a blank result"},
		{func(f *File) { f.TypeCode = "round robin" }, `line 192: tournament type "round robin"`},
		{func(f *File) { f.TieBreaks = []string{"SB DE"} }, `line 202: tie-break "SB DE"`},
		{func(f *File) { f.Rounds = -1 }, "line 142: -1 rounds"},
		{func(f *File) { f.Players[1].Name = "Ли, Wei" }, `player 2: name "Ли, Wei": 'Л' (U+041B) has no ASCII spelling`},
		{func(f *File) { f.City = "東京" }, `line 022 "東京": '東' (U+6771) has no ASCII spelling`},
		{func(f *File) { f.Players[0].Name = strings.Repeat("ß", 17) }, "player 1: name"}, // 34 letters in ASCII
	} {
		f := sample()
		c.change(f)
		if err := Write(&bytes.Buffer{}, f); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("error %v, want %q", err, c.msg)
		}
	}
	if _, err := Read(strings.NewReader("001    1" + strings.Repeat(" ", 72) + " 1.0    1  0002 x 1\n")); err == nil || !strings.Contains(err.Error(), "line 1: round 1") {
		t.Errorf("bad colour: %v", err)
	}
}

// TestFrenchEvent: accented names are written in ASCII, so that every field
// of a 001 line sits at its TRF columns counted in bytes, as byte-column
// readers count them; Read reads the file back.
func TestFrenchEvent(t *testing.T) {
	names := []string{"Émery, Étienne", "Royal, Ségolène", "Müller, Jérôme", "Ødegaard, Øystein", "Łukasiewicz, Łukasz", "Straße, Œdipe"}
	want := []string{"Emery, Etienne", "Royal, Segolene", "Muller, Jerome", "Odegaard, Oystein", "Lukasiewicz, Lukasz", "Strasse, OEdipe"}
	f := &File{Name: "Open d’Échecs de Nîmes", City: "Nîmes", Arbiter: "Lefèvre, Anaïs"}
	for i, n := range names {
		f.Players = append(f.Players, Player{Number: i + 1, Name: n, Points: 0.5, Rank: len(names) - i,
			Rounds: []Round{{len(names) - i, 'w', '='}, {0, '-', 'Z'}}})
	}
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			t.Fatalf("byte %d is not ASCII: %q", i, text)
		}
	}
	if !strings.Contains(text, "012 Open d'Echecs de Nimes\n") || !strings.Contains(text, "102 Lefevre, Anais\n") {
		t.Errorf("header:\n%s", text)
	}
	i := 0
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(l, "001") {
			continue
		}
		at := func(from, to int) string { return l[from-1 : to] } // bytes
		p := f.Players[i]
		for _, c := range []struct {
			what     string
			from, to int
			want     string
		}{
			{"number", 5, 8, fmt.Sprintf("%4d", i+1)}, {"name", 15, 47, fmt.Sprintf("%-33s", want[i])},
			{"points", 81, 84, fmt.Sprintf("%4.1f", p.Points)}, {"rank", 86, 89, fmt.Sprintf("%4d", p.Rank)},
			{"round 1", 92, 99, fmt.Sprintf("%04d w =", len(names)-i)}, {"round 2", 102, 109, "0000 - Z"},
		} {
			if got := at(c.from, c.to); got != c.want {
				t.Errorf("player %d: %s, bytes %d-%d = %q, want %q", i+1, c.what, c.from, c.to, got, c.want)
			}
		}
		i++
	}
	if i != len(names) {
		t.Fatalf("%d 001 lines, want %d", i, len(names))
	}
	got, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range got.Players {
		if p.Name != want[i] || p.Points != f.Players[i].Points || p.Rank != f.Players[i].Rank || !reflect.DeepEqual(p.Rounds, f.Players[i].Rounds) {
			t.Errorf("player %d read back %+v", i+1, p)
		}
	}
	if f.Players[0].Name != names[0] {
		t.Errorf("Write changed the file it was given: %q", f.Players[0].Name)
	}
}

func TestASCII(t *testing.T) {
	for in, want := range map[string]string{
		"Étienne": "Etienne", "Ségolène": "Segolene", "Jérôme": "Jerome", "Øystein": "Oystein", "Łukasz": "Lukasz",
		"Çağlar Şıhlı": "Caglar Sihli", "Þórður Æsir": "THordur AEsir", "Đorđe": "Dorde", "Groß": "Gross",
		"Nguyễn": "Nguyen", "O’Neil": "O'Neil", "Jean\u00a0Luc": "Jean Luc", "plain": "plain",
	} {
		if got, left, ok := ASCII(in); !ok || got != want {
			t.Errorf("ASCII(%q) = %q, %q, %v; want %q", in, got, left, ok, want)
		}
	}
	if _, left, ok := ASCII("Wei 李"); ok || left != '李' {
		t.Errorf("ASCII of a Chinese name: %q %v", left, ok)
	}
}

// TestHeadsOrder: the header lines are written in TRF's order, 132 between
// 122 and 142 (headsBefore132 cuts the table there).
func TestHeadsOrder(t *testing.T) {
	if heads[headsBefore132-1].code != "122" || heads[headsBefore132].code != "142" {
		t.Errorf("headsBefore132 = %d cuts the table between %s and %s", headsBefore132, heads[headsBefore132-1].code, heads[headsBefore132].code)
	}
	for i := 1; i < len(heads); i++ {
		if heads[i-1].code >= heads[i].code {
			t.Errorf("line %s before %s", heads[i-1].code, heads[i].code)
		}
	}
}

// TestAdjustments: a record 299 at TRF-2026's columns (type 5, points
// 14-17, round 20-22, players 24-27, 29-32), read back; a 001 line's
// points are its results with the records applied, and Write refuses a
// record naming a result the line does not hold.
func TestAdjustments(t *testing.T) {
	f := &File{Name: "x", Players: []Player{
		{Number: 1, Name: "A", Points: 0.5, Rank: 1, Rounds: []Round{{2, 'w', '1'}, {3, 'b', '='}}},
		{Number: 2, Name: "B", Points: 0, Rank: 2, Rounds: []Round{{1, 'b', '0'}, {3, 'w', '+'}}},
		{Number: 3, Name: "C", Points: 0.5, Rank: 3, Rounds: []Round{{0, '-', 'Z'}, {1, 'w', '='}}},
	}, Adjustments: []Adjustment{{'W', 0, 1, []int{1}}, {'+', 0, 2, []int{2}}}}
	// By hand: 1 = 1 + ½ - 1 (annulled win) = ½; 2 = 0 + 1 - 1 = 0.
	var b strings.Builder
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\n299 W         0.0  001    1\n", "\n299 +         0.0  002    2\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
	g, err := Read(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(g.Adjustments) != fmt.Sprint(f.Adjustments) || g.Points(&g.Players[0]) != 0.5 || g.Points(&g.Players[2]) != 0.5 {
		t.Errorf("read back: %+v", g.Adjustments)
	}
	f.Adjustments = []Adjustment{{'D', 0, 1, []int{1}}}
	if err := Write(io.Discard, f); err == nil || !strings.Contains(err.Error(), "player 1 has no result = in that round") {
		t.Errorf("a draw annulled where 1 won: %v", err)
	}
}
