/* hash=keyed without a seed would be a key anyone can guess: an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-hash=keyed" } */
/* { dg-error "'-fplugin-arg-rapcfi-hash=keyed' needs '-fplugin-arg-rapcfi-seed=HEX'" "" { target *-*-* } 0 } */

int x;
