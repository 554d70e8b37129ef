// Package msg is the language of what the commands say: the catalogue of
// their messages in French (the English text is the key), the language a
// command speaks (a workbook's, -lang, else LANG), and Public, which keeps
// the project's internal names (source files, package prefixes) out of
// anything a user reads.
//
// The commands write their messages in English and pass them through a
// Lang at the places that print (the command framework, internal/cli,
// prints every error and usage message through it): a message the
// catalogue knows is said in French to a French user, one it does not know
// stays English rather than being lost. JSON keys and values are an
// interface and are never translated.
package msg

import (
	"fmt"
	"regexp"
	"strings"
)

// Lang is the language a command speaks: En or Fr.
type Lang string

// The languages of the commands, those of the workbooks.
const (
	En Lang = "en"
	Fr Lang = "fr"
)

// Parse reads "en" or "fr" (any case) as a user types it: spaces around
// are dropped.
func Parse(s string) (Lang, error) { return parse(s, strings.TrimSpace(s)) }

// ParseExact reads "en" or "fr" (any case) and nothing around it: the
// library's sheets.ParseLang, whose caller passes a value, not a typed text.
func ParseExact(s string) (Lang, error) { return parse(s, s) }

// parse reads the language code code; the error quotes the text as given.
func parse(given, code string) (Lang, error) {
	switch l := Lang(strings.ToLower(code)); l {
	case En, Fr:
		return l, nil
	}
	return "", fmt.Errorf("language %q: want en or fr", given)
}

// FromEnv is the language of the user's locale, for a command that has no
// workbook nor -lang to say it: the first of LC_ALL, LC_MESSAGES and LANG
// that is set (POSIX's order), French when it starts with "fr" ("fr_FR.UTF-8",
// "fr"), English otherwise. getenv is os.Getenv (a parameter for the tests).
func FromEnv(getenv func(string) string) Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if strings.HasPrefix(strings.ToLower(s), "fr") {
				return Fr
			}
			return En
		}
	}
	return En
}

// T is the English text en in l: the catalogue's French for Fr, en itself
// for En or a text the catalogue does not hold.
func (l Lang) T(en string) string {
	if l == Fr {
		if s, ok := french[en]; ok {
			return s
		}
	}
	return en
}

// F formats the English format in l: the catalogue's French format takes
// the same arguments in the same order.
func (l Lang) F(format string, a ...any) string { return fmt.Sprintf(l.T(format), a...) }

// Rounds is n rounds as l says it: "1 round", "2 rounds" ("1 ronde",
// "2 rondes").
func (l Lang) Rounds(n int) string {
	if n == 1 {
		return l.T("1 round")
	}
	return l.F("%d rounds", n)
}

// Error is an English message (an error's text, which may come from any
// package below the commands) as l says it: its internal names removed
// (Public), then, for Fr, each phrase the catalogue's rules know said in
// French. A phrase no rule knows stays as it is.
func (l Lang) Error(s string) string {
	s = Public(s, l)
	if l != Fr {
		return s
	}
	for _, r := range frenchRules {
		s = r.re.ReplaceAllString(s, r.fr)
	}
	return s
}

// rule says a phrase in French: re matches the English phrase, fr is its
// replacement ($1 … the parts kept, names and numbers).
type rule struct {
	re *regexp.Regexp
	fr string
}

// documents are the seed documents as a user knows them: by title. Their
// files' names (004_9d88f2011072545a.txt) are the project's, not the
// user's.
var documents = map[string][2]string{
	"000": {"Arbiter's book, Berger tables", "Livre de l'arbitre, tables de Berger"},
	"001": {"Arbiter's book, Berger tables", "Livre de l'arbitre, tables de Berger"},
	"002": {"Berger explained (O. Milvang)", "Berger explained (O. Milvang)"},
	"003": {"Round robins (the Rutsch system, directed pairings)", "Les tournois toutes rondes (système Rutsch, appariements dirigés)"},
	"004": {"Molter system", "Système Molter"},
}

// Document is the title of the seed document id ("004", or its file name
// "004_9d88f2011072545a.txt") in l; "document ID" for one it does not know.
func Document(id string, l Lang) string {
	if len(id) > 3 {
		id = id[:3]
	}
	t, ok := documents[id]
	switch {
	case !ok && l == Fr:
		return "document " + id
	case !ok:
		return "document " + id
	case l == Fr:
		return t[1]
	}
	return t[0]
}

var (
	// "line 1529 of 004_9d88f2011072545a.txt", "printed at line 806 of
	// 004_….txt (its rows on lines 765 to 824, some printed beside another
	// table)": the place in a source file, said as the document's title.
	reLineOf = regexp.MustCompile(`(?:printed )?at line \d+ of (\d{3})_[0-9a-f]{6,}\.txt(?: \(its rows on lines \d+ to \d+[^)]*\))?|line \d+ of (\d{3})_[0-9a-f]{6,}\.txt`)
	// A seed file's name alone.
	reSeedFile = regexp.MustCompile(`\b(\d{3})_[0-9a-f]{6,}\.txt\b`)
	// The error prefixes of packages ("tables: ", "molter: ") at the start
	// of a message or of a part of it, and Go source paths.
	rePrefix = regexp.MustCompile(`(^|: |\n)(?:tables|molter|readback|report|csvin|trf|spec|sheets|excelize|zip|xml|strconv\.[A-Za-z]+): `)
	reSource = regexp.MustCompile(`(?:[\w./-]*/)?(?:internal|sheets|tables|cmd|gen)/[\w./-]*\.go(?::\d+)?`)
)

// Public is s without the project's internal names: a seed file (named by
// the document's title in l), a line of it, a package's error prefix
// ("tables: "), a Go source file. What a user reads names the document, its
// table, the workbook's cell and the user's own files, nothing else.
func Public(s string, l Lang) string {
	if !strings.Contains(s, ".txt") && !strings.Contains(s, ": ") && !strings.Contains(s, ".go") {
		return s
	}
	s = reLineOf.ReplaceAllStringFunc(s, func(m string) string {
		id := reSeedFile.FindStringSubmatch(m)
		return l.F("in the %s document", Document(id[1], l))
	})
	s = reSeedFile.ReplaceAllStringFunc(s, func(m string) string { return Document(m[:3], l) })
	for {
		t := rePrefix.ReplaceAllString(s, "$1")
		if t == s {
			break
		}
		s = t
	}
	return reSource.ReplaceAllString(s, "")
}

// Leaks lists the internal names left in s: what a test of the commands'
// outputs holds to nothing.
func Leaks(s string) []string {
	var out []string
	for _, re := range []*regexp.Regexp{reSeedFile, reSource, regexp.MustCompile(`(?:^|: |\n)(?:tables|readback|report|csvin|excelize|spec): `), regexp.MustCompile(`\binternal/|\.txt\b`)} {
		out = append(out, re.FindAllString(s, -1)...)
	}
	return out
}
