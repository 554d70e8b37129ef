// Package toutesrondes is the module root; see README.md.
//
// go generate ./... rebuilds, verifies and writes the static tables of
// package tables from the spec in internal/spec, then writes the web site
// into out/site (make site).
package toutesrondes

//go:generate go run ./gen
//go:generate go run ./internal/site -o out/site
