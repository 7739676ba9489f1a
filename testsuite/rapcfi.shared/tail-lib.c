/* A library built without rapcfi (shared.exp), as any distribution's
   is: lib_tail_apply ends in a tail call through its argument (a jump,
   at -O2), so that the callback returns straight to lib_tail_apply's
   caller; lib_return_address gives its caller the return site after
   the call to it, for the attack.  */

int
lib_tail_apply (int (*f) (int), int x)
{
  return f (x + 1);
}

void *
lib_return_address (void)
{
  return __builtin_return_address (0);
}
