/* An inline assembly operand named rapcfi_rethash that is not a constant
   pointer to a function type: a clear error, not a marker with a wrong
   hash.  */
/* { dg-do compile } */

void
f (void)
{
  __asm__ volatile ("# %c[rapcfi_rethash]" : : [rapcfi_rethash] "i" (5)); /* { dg-error "operand .rapcfi_rethash. must be a constant pointer to a function type" } */
}
