/* A bad value is an error naming the valid ones.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-policy=warn" } */
/* { dg-error "invalid value 'warn' for '-fplugin-arg-rapcfi-policy'; expected 'enforce\\|permissive'" "" { target *-*-* } 0 } */

int x;
