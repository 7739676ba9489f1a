/* The attacked twin of tunion-sockets.c: getsockname and bind both have
   a transparent-union address parameter, and the program takes both
   addresses, each as its own type; a getsockname pointer overwritten
   with bind's address is stopped: the members' types admit a function
   only for its own prototype.  */
/* { dg-do run } */
/* { dg-shouldfail "bind through getsockname's pointer" } */
/* { dg-output "getsockname 0\n.*rapcfi: indirect call in main \\(\[^)\]*\\) to \[_a-z\]*bind: expected 'int \\(int, sockaddr \\*, unsigned int \\*\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, whose address instrumented code does not take as that type \\(compat=strict\\)" } */

#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

int (*volatile name_fn) (int, struct sockaddr *, socklen_t *) = getsockname;
int (*volatile bind_fn) (int, const struct sockaddr *, socklen_t) = bind;

int
main (void)
{
  int fds[2];
  if (socketpair (AF_UNIX, SOCK_STREAM, 0, fds) != 0)
    return 1;
  struct sockaddr_un un;
  socklen_t len = sizeof un;
  printf ("getsockname %d\n", name_fn (fds[0], (struct sockaddr *) &un, &len));
  /* The attacker's write: bind_fn's value into name_fn.  */
  void *stolen = (void *) bind_fn;
  memcpy ((void *) &name_fn, &stolen, sizeof stolen);
  len = sizeof un;
  printf ("getsockname %d\n", name_fn (fds[0], (struct sockaddr *) &un, &len));
  printf ("not stopped\n");
  return 0;
}
