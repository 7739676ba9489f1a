/* A seed that is not hexadecimal is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-hash=keyed -fplugin-arg-rapcfi-seed=xyz" } */
/* { dg-error "invalid value 'xyz' for '-fplugin-arg-rapcfi-seed'" "" { target *-*-* } 0 } */

int x;
