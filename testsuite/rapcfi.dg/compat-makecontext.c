/* compat=strict: a function started by makecontext returns into the C
   library's __start_context, which no call precedes: allowed, as the
   address makecontext itself gives a context's function to return to.  */
/* { dg-do run } */
/* { dg-output "in context 7\nback in main\n" } */

#include <stdio.h>
#include <ucontext.h>

static ucontext_t main_context, other_context;
static char other_stack[65536];

static void
in_context (int x)
{
  printf ("in context %d\n", x);
}

int
main (void)
{
  if (getcontext (&other_context) != 0)
    return 1;
  other_context.uc_stack.ss_sp = other_stack;
  other_context.uc_stack.ss_size = sizeof other_stack;
  other_context.uc_link = &main_context;
  makecontext (&other_context, (void (*) (void)) in_context, 1, 7);
  if (swapcontext (&main_context, &other_context) != 0)
    return 2;
  printf ("back in main\n");
  return 0;
}
