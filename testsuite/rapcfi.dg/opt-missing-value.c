/* A key that needs a value and has none is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-hash" } */
/* { dg-error "'-fplugin-arg-rapcfi-hash' needs a value: 'kcfi\\|keyed\\|fnv1a'" "" { target *-*-* } 0 } */

int x;
