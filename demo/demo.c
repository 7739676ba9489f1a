/* The rapcfi demo: a table of handlers called through function pointers.

     demo good   the handler of the right type is called; it returns.
     demo call   an attacker overwrote the pointer with a function of
                 another prototype: rapcfi stops the call.
     demo ret    an attacker overwrote a saved return address with a
                 return site of another function's call: rapcfi stops the
                 return.  */

#include <stdio.h>
#include <string.h>

typedef void (*handler_fn) (int);

static void
greet (int times)
{
  for (int i = 0; i < times; i++)
    printf ("hello from greet (%d)\n", i);
}

/* Not a handler: takes a pointer, not an int.  */
static int
wipe (int *secret)
{
  printf ("wipe called: an attacker reached a function of the wrong "
	  "type\n");
  return secret ? *secret : 0;
}

/* What an attacker with a memory write would change.  */
static volatile handler_fn handlers[1] = { greet };
static void *volatile elsewhere;

/* Remembers a return site: the one after its own call, in main.  */
static __attribute__ ((noinline)) long
log_line (const char *line)
{
  elsewhere = __builtin_return_address (0);
  return printf ("%s\n", line);
}

/* noipa: GCC 16 otherwise computes its result at compile time, and
   parse makes no call.  */
static __attribute__ ((noipa)) int
bump (int x)
{
  return x + 1;
}

/* Returns through a saved return address the attacker replaced.  It
   calls bump so that it saves its return address on the stack, as a
   leaf function need not (riscv64 keeps it in ra).  */
static __attribute__ ((noinline, optimize ("no-omit-frame-pointer"))) int
parse (int x, int attacked)
{
  /* x86_64 and aarch64 keep the return address right above the saved
     frame pointer, which the frame address points to; riscv64 right
     below the frame address, the top of the frame.  */
#ifdef __riscv
  void *volatile *saved_return
    = (void *volatile *) __builtin_frame_address (0) - 1;
#else
  void *volatile *saved_return
    = (void *volatile *) __builtin_frame_address (0) + 1;
#endif
  if (attacked)
    *saved_return = elsewhere;
  return bump (x);
}

int
main (int argc, char **argv)
{
  const char *what = argc > 1 ? argv[1] : "good";

  log_line ("demo starts");
  if (strcmp (what, "call") == 0)
    handlers[0] = (handler_fn) (void (*) (void)) wipe;
  handlers[0] (2);
  printf ("parse returned %d\n", parse (41, strcmp (what, "ret") == 0));
  printf ("done\n");
  return 0;
}
