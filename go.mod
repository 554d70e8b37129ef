module github.com/toutesrondes/toutesrondes

go 1.25

require github.com/dave/jennifer v1.7.1
