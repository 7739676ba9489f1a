/* The gnu23 unit of c23.exp's program: in C23, () is (void), so its
   declarations of old.c's functions are prototypes; it calls them through
   pointers, and old.c calls its functions through pointers declared
   without a prototype.  With the argument "attack", an attacker's write
   points old.c's old_hook at a function of another type; with
   "attack-void", it points zero_void_fn, int (void), at old_count, a K&R
   definition without parameters that returns long: both stopped.  */

#include <stdio.h>
#include <string.h>

int old_zero ();		/* int (void) here.  */
long old_count (void);
long old_twice (long);
int old_add (int, int);
extern int (*old_hook) (int, int);
int old_call_hook (int, int);
int old_call_void (int (*) ());

int
new_add (int a, int b)
{
  return a + b;
}

int
new_zero ()
{
  return 40;
}

long
new_negate (long x)
{
  return -x;
}

int (*volatile zero_fn) () = old_zero;
/* The same, spelled as a compiler without C23's () would need it.  */
int (*volatile zero_void_fn) (void) = old_zero;
long (*volatile twice_fn) (long) = old_twice;
int (*volatile add_fn) (int, int) = old_add;
long (*volatile negate_fn) (long) = new_negate;
long (*volatile count_fn) (void) = old_count;

int
main (int argc, char **argv)
{
  printf ("old_zero %d\n", zero_fn ());
  printf ("old_zero (void) %d\n", zero_void_fn ());
  printf ("old_count %ld\n", count_fn ());
  printf ("old_twice %ld\n", twice_fn (21));
  printf ("old_add %d\n", add_fn (3, 4));
  old_hook = new_add;
  printf ("hook new_add %d\n", old_call_hook (3, 4));
  printf ("void new_zero %d\n", old_call_void (new_zero));
  printf ("void old_zero %d\n", old_call_void (old_zero));
  if (argc > 1 && strcmp (argv[1], "attack") == 0)
    {
      /* The attacker's write: new_negate's address into old_hook.  */
      void *stolen = (void *) negate_fn;
      memcpy ((void *) &old_hook, &stolen, sizeof stolen);
      printf ("hook new_negate %d\n", old_call_hook (3, 4));
      printf ("not stopped\n");
    }
  if (argc > 1 && strcmp (argv[1], "attack-void") == 0)
    {
      /* The attacker's write: old_count's address into zero_void_fn.  */
      void *stolen = (void *) count_fn;
      memcpy ((void *) &zero_void_fn, &stolen, sizeof stolen);
      printf ("old_count as int (void) %d\n", zero_void_fn ());
      printf ("not stopped\n");
    }
  return 0;
}
