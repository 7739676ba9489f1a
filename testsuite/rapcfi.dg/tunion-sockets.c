/* With _GNU_SOURCE, glibc declares getsockname and accept with a
   transparent-union address parameter (__SOCKADDR_ARG): GCC lets a
   pointer whose parameter is any member type, struct sockaddr * or
   struct sockaddr_in *, point to them, as libuv does.  Calls through such
   pointers reach them under compat=strict.  tunion-confused-sockets.c is
   its attacked twin.  */
/* { dg-do run } */
/* { dg-output "getsockname 0 family 1\ngetsockname in 0 family 2\naccept -1 again 1\n" } */

#define _GNU_SOURCE
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int (*volatile name_fn) (int, struct sockaddr *, socklen_t *) = getsockname;
int (*volatile name_in_fn) (int, struct sockaddr_in *, socklen_t *)
  = getsockname;
int (*volatile accept_fn) (int, struct sockaddr *, socklen_t *) = accept;

int
main (void)
{
  int fds[2];
  if (socketpair (AF_UNIX, SOCK_STREAM, 0, fds) != 0)
    return 1;
  struct sockaddr_un un;
  socklen_t len = sizeof un;
  int r = name_fn (fds[0], (struct sockaddr *) &un, &len);
  printf ("getsockname %d family %d\n", r, un.sun_family);

  /* An unbound IPv4 socket: no traffic, only its name, 0.0.0.0:0.  */
  int in = socket (AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in sin;
  len = sizeof sin;
  r = name_in_fn (in, &sin, &len);
  printf ("getsockname in %d family %d\n", r, sin.sin_family);

  /* Nothing to accept on a non-blocking listening socket.  */
  int listener = socket (AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
  listen (listener, 1);
  len = sizeof un;
  r = accept_fn (listener, (struct sockaddr *) &un, &len);
  printf ("accept %d again %d\n", r, errno == EAGAIN || errno == EINVAL);
  return 0;
}
