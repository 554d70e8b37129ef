// Package toutesrondes is the module root; see README.md.
//
// go generate ./... rebuilds, verifies and writes the static tables of
// package tables from the spec in internal/spec.
package toutesrondes

//go:generate go run ./gen
