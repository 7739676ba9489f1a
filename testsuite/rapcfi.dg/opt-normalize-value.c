/* normalize-integers is a switch: a value is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-normalize-integers=yes" } */
/* { dg-error "'-fplugin-arg-rapcfi-normalize-integers' takes no value \\(given 'yes'\\)" "" { target *-*-* } 0 } */

int x;
