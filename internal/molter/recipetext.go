package molter

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing/fstest"
	"unicode"
	"unicode/utf8"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// The recipe file's grammar (internal/spec/molter_recipes.spec), written by
// gen/moltersearch and read by the generator, is all here: the spec's
// loader (internal/spec, decodeMolterRecipe) only splits a block into its
// header and keyed lines, at their file:line. A block is
//
//	molter-recipe TxP          the table of T teams of P players, or
//	molter-recipe TxPxR        the own table of its event of R rounds
//	  z Z                      odd T: the z step (0 for the other forms)
//	  choices ROUNDS           per round, a character a choice (ChoiceText), or
//	  pairs ROUNDS             the free form (PairsText)
//	  perm LEVELS              the general form's renamings (PermText), if any
//	  flips PERIODS            the colours by periods (FlipsText), or
//	  colours BOARDS           every board's colour (ColoursText)
//	  sum DIGEST               the digest of the boards (Sum)
//	  event R TOKEN            per event: rounds, then PublishedToken
//	  method TEXT              how the search found it
//	end
//
// RecipeBlock writes a block, RecipeOf reads one (as the spec's loader
// decoded it), ReadRecipes and ReadRecipeBlock read the file's text back,
// RecipesFile lays the blocks out in the file.

// RecipesHeader opens the recipe file: what it holds, for its reader.
const RecipesHeader = `# Recipes of the constructed Molter tables (molter_constructed.spec): for
# each shape TEAMSxPLAYERS, the choices that rebuild its table without
# searching (internal/molter Recipe: z, the z step of odd teams; choices, per
# round, the circle round of each level (even teams) or the u of each pair of
# levels (odd teams), one character each; flips, per period of two rounds,
# the even cycles whose colours are flipped, in hexadecimal; sum, a digest
# of the boards it rebuilds), and the
# published measures of each event of 1, 2, ... rounds (letter, points, I1,
# prefix, I2, I3, I4, I5, S5 relaxed), which go generate recomputes and
# holds to. Written by go run ./gen/moltersearch: do not edit by hand.

`

// RecipeBlock is the block of a recipe in the recipe file: sum its boards'
// digest (Sum), events its lines "R TOKEN" (PublishedToken). A recipe with
// its colours is an event's own table, named TxPxR.
func RecipeBlock(rc *Recipe, sum string, events []string) string {
	var b strings.Builder
	if rc.Colours != nil {
		fmt.Fprintf(&b, "molter-recipe %dx%dx%d\n", rc.Teams, rc.Players, rc.Rounds())
	} else {
		fmt.Fprintf(&b, "molter-recipe %dx%d\n", rc.Teams, rc.Players)
	}
	if rc.Pairs != nil {
		fmt.Fprintf(&b, "  z 0\n  pairs %s\n", rc.PairsText())
	} else {
		fmt.Fprintf(&b, "  z %d\n", rc.Zeta)
		fmt.Fprintf(&b, "  choices %s\n", rc.ChoiceText())
	}
	if rc.Perm != nil {
		fmt.Fprintf(&b, "  perm %s\n", rc.PermText())
	}
	if rc.Colours != nil {
		fmt.Fprintf(&b, "  colours %s\n", rc.ColoursText())
	} else {
		fmt.Fprintf(&b, "  flips %s\n", rc.FlipsText())
	}
	fmt.Fprintf(&b, "  sum %s\n", sum)
	for _, e := range events {
		fmt.Fprintf(&b, "  event %s\n", e)
	}
	fmt.Fprintf(&b, "  method %s\n", rc.Method)
	b.WriteString("end\n")
	return b.String()
}

// RecipesFile lays out the recipe file: the header, then the blocks by
// teams, players and rounds (0, the shape's table, first), a blank line
// between two. blocks maps (T, P, R) to a block's text, as RecipeBlock
// writes it.
func RecipesFile(blocks map[[3]int]string) []byte {
	var b bytes.Buffer
	b.WriteString(RecipesHeader)
	for T := 0; T <= 64; T++ {
		for P := 0; P <= 64; P++ {
			for R := 0; R <= 64; R++ {
				if s := blocks[[3]int{T, P, R}]; s != "" {
					b.WriteString(s)
					b.WriteByte('\n')
				}
			}
		}
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// ReadRecipes reads a recipe file's blocks (file names it in errors): each
// block's text, as RecipeBlock writes it, by (T, P, R), R 0 for a shape's
// table. Every block is decoded by the spec's loader, so a malformed one is
// an error at its file:line.
func ReadRecipes(file string, data []byte) (map[[3]int]string, error) {
	blocks, err := spec.Parse(file, data)
	if err != nil {
		return nil, err
	}
	out := map[[3]int]string{}
	for _, b := range blocks {
		text := blockText(b)
		sr, err := decodeRecipe(text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", b.Pos, err)
		}
		out[[3]int{sr.Teams, sr.Players, sr.Rounds}] = text
	}
	return out, nil
}

// ReadRecipeBlock reads the recipe of one block's text (as ReadRecipes
// gives it).
func ReadRecipeBlock(block string) (*Recipe, error) {
	sr, err := decodeRecipe(block)
	if err != nil {
		return nil, err
	}
	return RecipeOf(sr)
}

// ReadRecipeEvent reads the first event line of one block's text: its
// rounds and measures (an event's own recipe has one).
func ReadRecipeEvent(block string) (int, Vector, error) {
	sr, err := decodeRecipe(block)
	if err != nil {
		return 0, Vector{}, err
	}
	if len(sr.Published) == 0 {
		return 0, Vector{}, fmt.Errorf("%s: no event line", sr.Pos)
	}
	R, v, err := ParseEvent(sr.Published[0].Value)
	if err != nil {
		return 0, Vector{}, fmt.Errorf("%s: %w", sr.Published[0].Pos, err)
	}
	return R, v, nil
}

// decodeRecipe decodes one block's text by the spec's loader.
func decodeRecipe(block string) (*spec.MolterRecipe, error) {
	one, err := spec.LoadFS(fstest.MapFS{"molter_recipes.spec": {Data: []byte(block)}}, ".")
	if err != nil {
		return nil, err
	}
	if len(one.MolterRecipes) != 1 {
		return nil, fmt.Errorf("%d recipes in one block", len(one.MolterRecipes))
	}
	return one.MolterRecipes[0], nil
}

// blockText is a parsed block back in the spec's syntax.
func blockText(b *spec.Block) string {
	var s strings.Builder
	fmt.Fprintf(&s, "%s %s\n", b.Kind, b.Name)
	for _, f := range b.Fields {
		fmt.Fprintf(&s, "  %s %s\n", f.Key, f.Value)
	}
	s.WriteString("end\n")
	return s.String()
}

// ParseEvent reads an event line's value, "R TOKEN" (PublishedToken's
// spelling): the rounds and the seven measures (the letter and points,
// which follow from them, are not read).
func ParseEvent(s string) (int, Vector, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, Vector{}, fmt.Errorf("event %q: want ROUNDS LETTER,POINTS,I1,prefix,I2,I3,I4,I5,S5", s)
	}
	R, err := strconv.Atoi(f[0])
	if err != nil {
		return 0, Vector{}, fmt.Errorf("event %q: rounds: %v", s, err)
	}
	parts := strings.Split(f[1], ",")
	if len(parts) != 2+len(Vector{}) {
		return 0, Vector{}, fmt.Errorf("event %q: %d fields, want %d", s, len(parts), 2+len(Vector{}))
	}
	var v Vector
	for i := range v {
		if v[i], err = strconv.Atoi(parts[i+2]); err != nil {
			return 0, Vector{}, fmt.Errorf("event %q: measure %d: %v", s, i+1, err)
		}
	}
	return R, v, nil
}

// RecipeOf reads a recorded recipe, each problem at its file:line.
func RecipeOf(sr *spec.MolterRecipe) (*Recipe, error) {
	rc, _, err := recipeOf(sr, nil)
	return rc, err
}

// recipeOf is RecipeOf, with the recipe's games (buildGamesIn, laid in
// *arena, nil for their own allocation), built once to check it and
// returned for Recipe.buildFrom.
func recipeOf(sr *spec.MolterRecipe, arena *[][2]Seat) (*Recipe, [][][2]Seat, error) {
	rc := &Recipe{Teams: sr.Teams, Players: sr.Players, Zeta: sr.Zeta, Method: sr.Method}
	var err error
	if sr.Pairs.Value != "" {
		if rc.Pairs, err = ParsePairs(sr.Pairs.Value); err != nil {
			return nil, nil, fmt.Errorf("%s: pairs: %w", sr.Pairs.Pos, err)
		}
	} else if rc.Choice, err = ParseChoice(sr.Choices.Value); err != nil {
		return nil, nil, fmt.Errorf("%s: choices: %w", sr.Choices.Pos, err)
	}
	if sr.Perm.Value != "" {
		if rc.Perm, err = ParsePerm(sr.Perm.Value); err != nil {
			return nil, nil, fmt.Errorf("%s: perm: %w", sr.Perm.Pos, err)
		}
	}
	games, err := rc.buildGamesIn(arena)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", sr.Pos, err)
	}
	if sr.Colours.Value != "" {
		if rc.Colours, err = ParseBits(sr.Colours.Value); err != nil {
			return nil, nil, fmt.Errorf("%s: colours: %w", sr.Colours.Pos, err)
		}
		return rc, games, nil
	}
	if rc.Flips, _, err = ParseFlips(sr.Flips.Value); err != nil {
		return nil, nil, fmt.Errorf("%s: flips: %w", sr.Flips.Pos, err)
	}
	if err := rc.fitGames(games); err != nil {
		return nil, nil, fmt.Errorf("%s: flips: %w", sr.Flips.Pos, err)
	}
	return rc, games, nil
}

// PublishedToken spells an event's published grade as the spec and the
// data record it: the letter, the points, the seven measures
// ("B,3,0,0,2,1,1,0,1").
func PublishedToken(T, P, R int, v Vector) string {
	points, letter := PublishedPoints(T, P, R, v)
	b := append([]byte(letter), ',')
	b = strconv.AppendInt(b, int64(points), 10)
	for _, x := range v {
		b = strconv.AppendInt(append(b, ','), int64(x), 10)
	}
	return string(b)
}

// PairsText spells the free form's matchings as the spec records them:
// per round (rounds separated by " / "), per level (separated by spaces),
// the teams in order, one character each.
func (rc *Recipe) PairsText() string {
	parts := make([]string, len(rc.Pairs))
	for r, rd := range rc.Pairs {
		parts[r] = digitRows(rd)
	}
	return strings.Join(parts, " / ")
}

// ParsePairs reads PairsText's spelling.
func ParsePairs(s string) ([][][]int, error) {
	// Every level of every round in one allocation, every number in
	// another, of the exact size (a character a number; no space, no
	// slash): the generator reads a thousand free-form recipes a run and
	// keeps them.
	rounds := strings.Split(s, "/")
	fields, numbers := 0, 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != ' ' && c != '/' {
			numbers++
			if i == 0 || s[i-1] == ' ' || s[i-1] == '/' {
				fields++
			}
		}
	}
	levels := make([][]int, 0, fields)
	all := make([]int, 0, numbers)
	out := make([][][]int, 0, len(rounds))
	for r, rd := range rounds {
		var err error
		at := len(levels)
		if levels, all, err = appendDigitRows(levels, all, rd, "level"); err != nil {
			return nil, fmt.Errorf("round %d: %w", r+1, err)
		}
		out = append(out, levels[at:len(levels):len(levels)])
	}
	return out, nil
}

// ColoursText spells the colours as the spec records them: the boards in
// hexadecimal, four to a digit, lowest first.
func (rc *Recipe) ColoursText() string { return hexBits(rc.Colours) }

func hexBits(fs []bool) string {
	var b strings.Builder
	for i := 0; i < len(fs); i += 4 {
		d := 0
		for k := 0; k < 4 && i+k < len(fs); k++ {
			if fs[i+k] {
				d |= 1 << k
			}
		}
		b.WriteByte(digits[d])
	}
	return b.String()
}

// ParseBits reads hexBits' spelling.
func ParseBits(s string) ([]bool, error) {
	fs := make([]bool, 0, 4*len(s))
	for i := 0; i < len(s); i++ {
		d := digitOf(s[i])
		if d < 0 || d >= 16 {
			ch, _ := utf8.DecodeRuneInString(s[i:])
			return nil, fmt.Errorf("%q is not a hexadecimal digit", ch)
		}
		fs = append(fs, d&1 != 0, d&2 != 0, d&4 != 0, d&8 != 0)
	}
	return fs, nil
}

// ParsePerm reads PermText's spelling.
func ParsePerm(s string) ([][]int, error) { return parseDigitRows(s, "level") }

// PermText spells the renamings as the spec records them: per level, the
// teams of virtual teams 0, 1, … one character each; levels separated by
// spaces.
func (rc *Recipe) PermText() string { return digitRows(rc.Perm) }

// digits spell the choices, one character each (0..T-2 < 36).
const digits = "0123456789abcdefghijklmnopqrstuvwxyz"

// ChoiceText spells the choices as the spec records them: one character a
// choice (0-9, a-z), the rounds separated by spaces.
func (rc *Recipe) ChoiceText() string { return digitRows(rc.Choice) }

// digitRows spells rows of numbers below 36 one character each (0-9,
// a-z), the rows separated by spaces.
func digitRows(rows [][]int) string {
	var b strings.Builder
	for i, row := range rows {
		if i > 0 {
			b.WriteByte(' ')
		}
		for _, x := range row {
			b.WriteByte(digits[x])
		}
	}
	return b.String()
}

// parseDigitRows reads digitRows' spelling; what names a row in errors.
func parseDigitRows(s, what string) ([][]int, error) {
	// Every row in one allocation: a character is at most one number.
	out, _, err := appendDigitRows(make([][]int, 0, strings.Count(s, " ")+1), make([]int, 0, len(s)-strings.Count(s, " ")), s, what)
	return out, err
}

// appendDigitRows is parseDigitRows appending the rows to out and their
// numbers to all (room for one a byte of s saves growing it), without
// strings.Fields' slice of strings.
func appendDigitRows(out [][]int, all []int, s, what string) ([][]int, []int, error) {
	i := 0
	for n := 1; ; n++ {
		for i < len(s) && spaceAt(s, i) > 0 {
			i += spaceAt(s, i)
		}
		if i == len(s) {
			return out, all, nil
		}
		at := len(all)
		for ; i < len(s) && spaceAt(s, i) == 0; i++ {
			x := digitOf(s[i])
			if x < 0 {
				ch, _ := utf8.DecodeRuneInString(s[i:])
				return nil, nil, fmt.Errorf("%s %d: %q is not a number 0-9 or a-z", what, n, ch)
			}
			all = append(all, x)
		}
		out = append(out, all[at:len(all):len(all)])
	}
}

// spaceAt is the length of the space at s[i] (0: none), a space as
// strings.Fields splits at.
func spaceAt(s string, i int) int {
	switch c := s[i]; {
	case c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
		return 1
	case c < utf8.RuneSelf:
		return 0
	}
	if ch, size := utf8.DecodeRuneInString(s[i:]); unicode.IsSpace(ch) {
		return size
	}
	return 0
}

// digitOf is the number byte c spells in digits (0..35), -1 for any other.
func digitOf(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	}
	return -1
}

// FlipsText spells the flips as the spec records them: per period, the
// components in hexadecimal, four to a digit, lowest first (- for none);
// the periods separated by spaces.
func (rc *Recipe) FlipsText() string {
	var parts []string
	for _, fs := range rc.Flips {
		if h := hexBits(fs); h != "" {
			parts = append(parts, h)
		} else {
			parts = append(parts, "-")
		}
	}
	return strings.Join(parts, " ")
}

// ParseChoice reads ChoiceText's spelling.
func ParseChoice(s string) ([][]int, error) { return parseDigitRows(s, "round") }

// ParseFlips reads FlipsText's spelling, and how many hexadecimal digits
// each period has (they round its components up to fours).
func ParseFlips(s string) ([][]bool, []int, error) {
	var out [][]bool
	var ndig []int
	for p, f := range strings.Fields(s) {
		var fs []bool
		if f != "-" {
			var err error
			if fs, err = ParseBits(f); err != nil {
				return nil, nil, fmt.Errorf("period %d: %w", p+1, err)
			}
		}
		out = append(out, fs)
		ndig = append(ndig, len(f))
	}
	return out, ndig, nil
}
