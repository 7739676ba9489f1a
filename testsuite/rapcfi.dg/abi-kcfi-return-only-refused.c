/* abi=kcfi takes the return edge with the forward one (edges=both) but
   not alone: edges=return is refused, naming the option.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-abi=kcfi -fplugin-arg-rapcfi-edges=return" } */
/* { dg-skip-if "abi=kcfi has no table mode" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-error "rapcfi: '-fplugin-arg-rapcfi-edges=return' cannot be used with '-fplugin-arg-rapcfi-abi=kcfi'" "" { target *-*-* } 0 } */

int
f (int x)
{
  return x + 1;
}
