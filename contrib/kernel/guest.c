/* The guest's own measurements and checks for build-and-boot.sh, built
   static for the kernel's architecture and put in the initramfs.

   guest syscalls N   N getppid system calls; prints nanoseconds per call
   guest pipes N      N round trips of a byte between two processes over
                      two pipes (two context switches each); prints
                      nanoseconds per round trip
   guest bpf          loads a socket filter that calls a helper
                      (bpf_get_prandom_u32) and returns 42, and runs it
                      with BPF_PROG_TEST_RUN: the kernel calls the JIT's
                      code through a kCFI-checked pointer, whose preamble
                      the JIT writes with the hash of bpf_func_t, and the
                      helper returns into the JIT's code

   Each prints one line, "guest: ...", and exits 0 on success.  */

#define _GNU_SOURCE
#include <errno.h>
#include <linux/bpf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int
run_syscalls (long n)
{
  double start = now_ns ();
  for (long i = 0; i < n; i++)
    syscall (SYS_getppid);
  printf ("guest: syscalls %.1f ns per call\n", (now_ns () - start) / n);
  return 0;
}

static int
run_pipes (long n)
{
  int to_child[2], to_parent[2];
  char byte = 0;
  if (pipe (to_child) || pipe (to_parent))
    {
      perror ("guest: pipe");
      return 1;
    }
  pid_t child = fork ();
  if (child < 0)
    {
      perror ("guest: fork");
      return 1;
    }
  if (child == 0)
    {
      for (long i = 0; i < n; i++)
        if (read (to_child[0], &byte, 1) != 1
            || write (to_parent[1], &byte, 1) != 1)
          _exit (1);
      _exit (0);
    }
  double start = now_ns ();
  for (long i = 0; i < n; i++)
    if (write (to_child[1], &byte, 1) != 1
        || read (to_parent[0], &byte, 1) != 1)
      {
        perror ("guest: pipes");
        return 1;
      }
  double elapsed = now_ns () - start;
  int status;
  if (waitpid (child, &status, 0) != child || !WIFEXITED (status)
      || WEXITSTATUS (status) != 0)
    {
      fprintf (stderr, "guest: the child failed\n");
      return 1;
    }
  printf ("guest: pipes %.1f ns per round trip\n", elapsed / n);
  return 0;
}

static int
run_bpf (void)
{
  /* bpf_get_prandom_u32 (); r0 = 42; exit.  The helper's return goes
     back into the JIT's code.  */
  struct bpf_insn insns[] = {
    { .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_get_prandom_u32 },
    { .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 42 },
    { .code = BPF_JMP | BPF_EXIT },
  };
  static const char license[] = "GPL";
  char log[4096] = "";
  union bpf_attr load;
  memset (&load, 0, sizeof load);
  load.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
  load.insns = (uintptr_t) insns;
  load.insn_cnt = sizeof insns / sizeof insns[0];
  load.license = (uintptr_t) license;
  load.log_buf = (uintptr_t) log;
  load.log_size = sizeof log;
  load.log_level = 1;
  int prog = syscall (SYS_bpf, BPF_PROG_LOAD, &load, sizeof load);
  if (prog < 0)
    {
      printf ("guest: bpf load failed: %s %s\n", strerror (errno), log);
      return 1;
    }

  /* A packet as long as an Ethernet header, which the test run wants.  */
  unsigned char packet[64] = { 0 };
  union bpf_attr run;
  memset (&run, 0, sizeof run);
  run.test.prog_fd = prog;
  run.test.data_in = (uintptr_t) packet;
  run.test.data_size_in = sizeof packet;
  run.test.repeat = 1000;
  if (syscall (SYS_bpf, BPF_PROG_TEST_RUN, &run, sizeof run) != 0)
    {
      printf ("guest: bpf test run failed: %s\n", strerror (errno));
      return 1;
    }
  printf ("guest: bpf program returned %u over %u runs\n", run.test.retval,
          run.test.repeat);
  return run.test.retval == 42 ? 0 : 1;
}

int
main (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "syscalls") == 0)
    return run_syscalls (atol (argv[2]));
  if (argc == 3 && strcmp (argv[1], "pipes") == 0)
    return run_pipes (atol (argv[2]));
  if (argc == 2 && strcmp (argv[1], "bpf") == 0)
    return run_bpf ();
  fprintf (stderr, "usage: guest syscalls N | pipes N | bpf\n");
  return 2;
}
