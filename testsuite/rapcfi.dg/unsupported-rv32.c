/* rapcfi's records hold 64-bit pointers: riscv64's -march=rv32* is
   refused.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-options "-march=rv32gc -mabi=ilp32d" } */
/* { dg-error "rapcfi: not supported for 32-bit code \\(-march=rv32\\*\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
