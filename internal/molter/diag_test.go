package molter
import ("testing";"fmt")
func TestDiag(t *testing.T){
 c:=map[string]int{}
 for T:=3;T<=30;T++{ for P:=2;P<=16;P+=2 { for R:=1;R<T;R++ {
  e,_:=Layered(T,P,R); v:=PublishedMeasure(e); pts,l:=PublishedPoints(T,P,R,v)
  if l=="D" || (l=="C" && c[fmt.Sprint(T%2,l)]<15) { fmt.Println(T,P,R,v,pts,l) }
  c[fmt.Sprint(T%2,l)]++
 }}}
 fmt.Println(c)
}
