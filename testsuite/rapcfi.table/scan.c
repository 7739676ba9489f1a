/* Code for table.exp's scan of what checks read: indirect calls through
   several registers, tail calls, and returns of several types.  */

typedef long (*binop) (long, long);
typedef void (*sink) (const char *);

static long add (long a, long b) { return a + b; }
static long sub (long a, long b) { return a - b; }
static void say (const char *s) { (void) s; }

binop volatile table[2] = { add, sub };
sink volatile out = say;

__attribute__ ((noinline)) long
apply_all (long x, int n)
{
  for (int i = 0; i < n; i++)
    x = table[i & 1] (x, i);
  out ("applied");
  return x;
}

__attribute__ ((noinline)) long
apply_tail (binop f, long a, long b)
{
  return f (a, b);
}

__attribute__ ((noinline)) double
scale (double d)
{
  out ("scale");
  return d * 3;
}

int
main (void)
{
  long r = apply_all (1, 5) + apply_tail (table[0], 2, 3);
  return r == 0 && scale (1) == 0;
}
