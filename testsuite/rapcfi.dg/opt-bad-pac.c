/* pac takes plain or typed.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-pac=signed" } */
/* { dg-error "rapcfi: invalid value 'signed' for '-fplugin-arg-rapcfi-pac'; expected 'plain\\|typed'" "" { target *-*-* } 0 } */

int x;
