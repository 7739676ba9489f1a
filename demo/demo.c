/* The rapcfi demo: a table of handlers called through function pointers.
   "good" calls a handler of the right type.  "bad" plays an attacker who
   overwrote the pointer with a function of another prototype: rapcfi stops
   the call before it happens.  */

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

int
main (int argc, char **argv)
{
  const char *what = argc > 1 ? argv[1] : "good";

  if (strcmp (what, "bad") == 0)
    handlers[0] = (handler_fn) (void (*) (void)) wipe;

  handlers[0] (2);
  printf ("done\n");
  return 0;
}
