/* edges= takes forward, return or both.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-edges=backward" } */
/* { dg-error "invalid value 'backward' for '-fplugin-arg-rapcfi-edges'; expected 'forward\\|return\\|both'" "" { target *-*-* } 0 } */

int x;
