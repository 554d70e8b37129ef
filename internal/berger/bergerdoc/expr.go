package bergerdoc

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// A small evaluator for the formulas printed in the documents, as read into
// the spec (the verbatim text is kept beside): integers, the variables of the
// documents (A, B, R, N, k; x and y as 003 writes A and B), + - * /,
// parentheses, comparisons and "cond ? a : b" for 003's "si … alors … sinon".
// Division must be exact: a formula that gives a fraction has no value.

// env holds the variables' values; set marks the ones that have a value
// (a formula using another one has no value).
type env struct {
	A, B, R, N, k int
	set           string
}

func (e *env) get(name byte) (int, bool) {
	// A loop, not strings.IndexByte: set has a few letters, and the rules
	// evaluate each variable millions of times a run.
	i := 0
	for i < len(e.set) && e.set[i] != name {
		i++
	}
	if i == len(e.set) {
		return 0, false
	}
	switch name {
	case 'A', 'x':
		return e.A, true
	case 'B', 'y':
		return e.B, true
	case 'R':
		return e.R, true
	case 'N':
		return e.N, true
	}
	return e.k, true
}

type parser struct {
	s   string
	pos int
}

func (p *parser) skip() {
	for p.pos < len(p.s) && p.s[p.pos] == ' ' {
		p.pos++
	}
}

func (p *parser) peek(tok string) bool {
	p.skip()
	return strings.HasPrefix(p.s[p.pos:], tok)
}

func (p *parser) eat(tok string) bool {
	if p.peek(tok) {
		p.pos += len(tok)
		return true
	}
	return false
}

// node is a parsed expression: it evaluates to a value, or ok=false when a
// division is not exact.
type node func(*env) (v int, ok bool)

// parseExpr parses a whole formula.
func parseExpr(s string) (node, error) {
	p := &parser{s: s}
	n, err := p.ternary()
	if err != nil {
		return nil, err
	}
	p.skip()
	if p.pos != len(p.s) {
		return nil, fmt.Errorf("formula %q: unexpected %q", s, p.s[p.pos:])
	}
	return n, nil
}

func (p *parser) ternary() (node, error) {
	c, err := p.compare()
	if err != nil || !p.eat("?") {
		return c, err
	}
	a, err := p.ternary()
	if err != nil {
		return nil, err
	}
	if !p.eat(":") {
		return nil, fmt.Errorf("formula %q: want ':' at %d", p.s, p.pos)
	}
	b, err := p.ternary()
	if err != nil {
		return nil, err
	}
	return func(e *env) (int, bool) {
		cv, ok := c(e)
		if !ok {
			return 0, false
		}
		if cv != 0 {
			return a(e)
		}
		return b(e)
	}, nil
}

func (p *parser) compare() (node, error) {
	l, err := p.sum()
	if err != nil {
		return nil, err
	}
	for _, op := range []string{">=", "<=", ">", "<", "="} {
		if p.eat(op) {
			r, err := p.sum()
			if err != nil {
				return nil, err
			}
			return func(e *env) (int, bool) {
				a, ok1 := l(e)
				b, ok2 := r(e)
				var t bool
				switch op {
				case ">=":
					t = a >= b
				case "<=":
					t = a <= b
				case ">":
					t = a > b
				case "<":
					t = a < b
				default:
					t = a == b
				}
				if t {
					return 1, ok1 && ok2
				}
				return 0, ok1 && ok2
			}, nil
		}
	}
	return l, nil
}

func (p *parser) sum() (node, error) { return p.chain("+-", p.product) }

func (p *parser) product() (node, error) { return p.chain("*/", p.atom) }

// chain parses operands joined, left to right, by the operators of ops (one
// character each).
func (p *parser) chain(ops string, operand func() (node, error)) (node, error) {
	l, err := operand()
	for err == nil {
		op := p.eatOp(ops)
		if op == 0 {
			return l, nil
		}
		var r node
		if r, err = operand(); err == nil {
			l = arith(l, r, op)
		}
	}
	return nil, err
}

// eatOp eats one of the operators of ops and returns it, or 0.
func (p *parser) eatOp(ops string) byte {
	for i := range len(ops) {
		if p.eat(ops[i : i+1]) {
			return ops[i]
		}
	}
	return 0
}

func arith(l, r node, op byte) node {
	return func(e *env) (int, bool) {
		a, ok1 := l(e)
		b, ok2 := r(e)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch op {
		case '+':
			return a + b, true
		case '-':
			return a - b, true
		case '*':
			return a * b, true
		}
		if b == 0 || a%b != 0 {
			return 0, false
		}
		return a / b, true
	}
}

func (p *parser) atom() (node, error) {
	p.skip()
	if p.eat("(") {
		n, err := p.ternary()
		if err != nil {
			return nil, err
		}
		if !p.eat(")") {
			return nil, fmt.Errorf("formula %q: want ')' at %d", p.s, p.pos)
		}
		return n, nil
	}
	start := p.pos
	for p.pos < len(p.s) && unicode.IsDigit(rune(p.s[p.pos])) {
		p.pos++
	}
	if p.pos > start {
		v, _ := strconv.Atoi(p.s[start:p.pos])
		return func(*env) (int, bool) { return v, true }, nil
	}
	if p.pos < len(p.s) {
		name := p.s[p.pos]
		if strings.IndexByte("ABRNkxy", name) >= 0 {
			p.pos++
			return func(e *env) (int, bool) { return e.get(name) }, nil
		}
	}
	return nil, fmt.Errorf("formula %q: unexpected %q at %d", p.s, p.s[p.pos:], p.pos)
}
