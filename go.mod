module github.com/toutesrondes/toutesrondes

go 1.25
