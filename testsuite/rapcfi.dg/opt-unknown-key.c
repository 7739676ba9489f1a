/* An unknown plugin option is an error naming the valid keys.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-polcy=enforce" } */
/* { dg-error "rapcfi: unknown option '-fplugin-arg-rapcfi-polcy'; valid keys are" "" { target *-*-* } 0 } */

int x;
