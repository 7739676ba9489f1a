/* For tools.exp: a program whose checked indirect calls accept known
   numbers of its functions, so that rapcfi-report's histogram is known:

     site through          functions of that type    bucket
     void (*) (double)     25                        21-100
     void (*) (char *)      7                        6-20
     void (*) (int)         3 (two sites)            2-5
     int (*) (void)         1                        1
     long (*) (long, long)  0                        0

   main, 'int (int, char **)', is the one function no checked call
   accepts.  The bodies differ, so that no pass folds two functions.  */

#include <stdio.h>

static volatile int sink;

#define DOUBLE_FN(n) \
  static void d##n (double x) { sink = (int) x + n; }
DOUBLE_FN (0) DOUBLE_FN (1) DOUBLE_FN (2) DOUBLE_FN (3) DOUBLE_FN (4)
DOUBLE_FN (5) DOUBLE_FN (6) DOUBLE_FN (7) DOUBLE_FN (8) DOUBLE_FN (9)
DOUBLE_FN (10) DOUBLE_FN (11) DOUBLE_FN (12) DOUBLE_FN (13) DOUBLE_FN (14)
DOUBLE_FN (15) DOUBLE_FN (16) DOUBLE_FN (17) DOUBLE_FN (18) DOUBLE_FN (19)
DOUBLE_FN (20) DOUBLE_FN (21) DOUBLE_FN (22) DOUBLE_FN (23) DOUBLE_FN (24)

static void (*const doubles[]) (double) = {
  d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, d13, d14, d15, d16,
  d17, d18, d19, d20, d21, d22, d23, d24
};

#define STRING_FN(n) \
  static void s##n (char *p) { sink = p[0] + n; }
STRING_FN (0) STRING_FN (1) STRING_FN (2) STRING_FN (3) STRING_FN (4)
STRING_FN (5) STRING_FN (6)

static void (*const strings[]) (char *) = { s0, s1, s2, s3, s4, s5, s6 };

static void i0 (int x) { sink = x; }
static void i1 (int x) { sink = x * 3; }
static void i2 (int x) { sink = x - 5; }

static void (*const ints[]) (int) = { i0, i1, i2 };

static int one (void) { return sink + 1; }

static int (*const ones[]) (void) = { one };

/* Never set: its calls are checked, but no function of the program has
   its type.  */
static long (*volatile pair) (long, long);

int
main (int argc, char **argv)
{
  char text[] = "x";
  (void) argv;
  for (unsigned i = 0; i < sizeof doubles / sizeof doubles[0]; i++)
    doubles[i] (i);
  for (unsigned i = 0; i < sizeof strings / sizeof strings[0]; i++)
    strings[i] (text);
  for (unsigned i = 0; i < sizeof ints / sizeof ints[0]; i++)
    ints[i] (i);
  ints[argc % 3] (argc);
  int n = ones[0] ();
  if (pair)
    pair (1, 2);
  printf ("done %d\n", n > 0);
  return 0;
}
