package strongrand

import "testing"

// Two generators seeded from crypto/rand do not give the same numbers.
func TestNewIsUnpredictable(t *testing.T) {
	a, err := New()
	if err != nil {
		t.Fatal(err)
	}
	b, err := New()
	if err != nil {
		t.Fatal(err)
	}
	same := 0
	for range 8 {
		if a.Uint64() == b.Uint64() {
			same++
		}
	}
	if same == 8 {
		t.Error("two strong generators gave the same 8 numbers")
	}
}
