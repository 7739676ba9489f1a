/* ret=register returns with an indirect jump: with -fcf-protection's
   shadow stack it is refused, naming the function.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-rapcfi-ret=register -fcf-protection=return" } */

int
f (int x) /* { dg-error "rapcfi: '-fplugin-arg-rapcfi-ret=register' cannot return from 'f' through a register: the shadow stack of -fcf-protection would miss its return" } */
{
  return x + 1;
}
